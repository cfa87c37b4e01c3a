import SpecimenCore

/// react-docgen-typescript and react-docgen output, in every shape their pipelines write: a
/// list of components, a map by source file (`{"src/Button.tsx": [...]}` or one component per
/// file), or a map by component name (`{"Button": {...}}`).
///
/// react-docgen-typescript: `{displayName, description, props: {size: {name, required,
/// type: {name, raw?, value?}, defaultValue: {value} | null, description, parent, declarations}}}`.
/// react-docgen: `{displayName, props: {size: {tsType | flowType | type, required,
/// defaultValue: {value, computed}, description}}}`.
///
/// Props declared in node_modules (React's DOM attributes) are counted, not listed, unless the
/// source keeps them.
enum DocgenReader {
  static func isComponent(_ node: Node) -> Bool {
    guard node.entries != nil else { return false }
    if node["props"]?.entries != nil { return true }
    return node["props"] == nil && (node["displayName"]?.string ?? node["display-name"]?.string) != nil
  }

  /// An entry of a docgen file, also one react-docgen writes for a component with no props and
  /// no name of its own: `{"description": "", "methods": []}`.
  static func isEntry(_ node: Node) -> Bool {
    guard node.entries != nil, node["props"].map({ $0.entries != nil }) ?? true else { return false }
    return isComponent(node) || node["methods"]?.array != nil || node["description"]?.string != nil
  }

  /// Whether values read as docgen output: every one an entry, at least one a component.
  static func areComponents(_ values: [Node]) -> Bool {
    !values.isEmpty && values.allSatisfy(isEntry) && values.contains(where: isComponent)
  }

  /// react-docgen when any prop carries `tsType`/`flowType` or a PropTypes `type` without a
  /// `name` key of its own; react-docgen-typescript otherwise.
  static func flavor(of components: [Node]) -> PropsFormat {
    for component in components {
      for entry in component["props"]?.entries ?? [] {
        let prop = entry.value
        if prop["tsType"] != nil || prop["flowType"] != nil { return .reactDocgen }
        if prop["parent"] != nil || prop["declarations"] != nil || prop["name"] != nil { return .reactDocgenTypescript }
        if prop["type"] != nil { return .reactDocgen }
      }
    }
    return .reactDocgenTypescript
  }

  static func read(_ root: Node, path: String, keepsInherited: Bool, into diagnostics: inout Diagnostics)
    -> [CodeComponent]
  {
    // (component node, the key it sits under in a map, if any)
    var found: [(Node, String?)] = []
    if let items = root.array {
      found = items.map { ($0, nil) }
    } else if isComponent(root) {
      found = [(root, nil)]
    } else if let entries = root.entries {
      for entry in entries {
        if let items = entry.value.array {
          // A map by file: each entry of the list is named from its file when it has no name.
          found += items.map { ($0, isFileKey(entry.key) ? entry.key : nil) }
        } else {
          found.append((entry.value, entry.key))
        }
      }
    }
    let format = flavor(of: found.map(\.0))
    var components: [CodeComponent] = []
    for (node, key) in found {
      guard isEntry(node) else {
        diagnostics.error(
          "a docgen component must be an object with 'displayName' and 'props', not \(node.kindDescription)",
          at: node.location, id: .propsInvalid)
        continue
      }
      // A map by component name is found by its key; `displayName` (Salesforce's `display-name`,
      // Mantine's package-qualified `@mantine/core/Button`) is another name for it. Without
      // either, the component is named from its file (`Button/docgenInfo.json` → `Button`).
      let keyName = key.flatMap { isFileKey($0) ? nil : $0 }
      let displayNames = [node["displayName"]?.string, node["display-name"]?.string].compactMap { $0 }
        .filter { !$0.isEmpty }
      let shortDisplayName = displayNames.first.map { name in
        name.contains("/") ? String(name.split(separator: "/").last ?? Substring(name)) : name
      }
      guard let name = keyName ?? shortDisplayName ?? componentName(fromFile: key ?? path), !name.isEmpty else {
        diagnostics.error(
          "a docgen component has no 'displayName'", at: node.location,
          hint: "react-docgen names components from their declaration; name it with a displayName",
          id: .propsInvalid)
        continue
      }
      var component = CodeComponent(
        name: name, description: nonEmpty(node["description"]?.string), path: path, location: node.location,
        format: format)
      component.modulePath = key.flatMap { isFileKey($0) ? $0 : nil }
      component.filePath = node["filePath"]?.string.flatMap { $0.isEmpty ? nil : $0 }
      var aliases: [String] = []
      for alias in displayNames + [shortDisplayName].compactMap({ $0 }) where alias != name && !aliases.contains(alias)
      {
        aliases.append(alias)
      }
      component.aliases = aliases
      var inherited: Set<String> = []
      for entry in node["props"]?.entries ?? [] {
        let prop = entry.value
        guard prop.entries != nil else {
          diagnostics.error(
            "the prop '\(entry.key)' of '\(name)' must be an object, not \(prop.kindDescription)",
            at: prop.location, id: .propsInvalid)
          continue
        }
        if let parent = inheritedParent(prop), !keepsInherited {
          component.inheritedCount += 1
          inherited.insert(parent)
          continue
        }
        let declarations = prop["declarations"]?.array ?? []
        for file in ([prop["parent"]] + declarations).compactMap({ $0?["fileName"]?.string })
        where !file.isEmpty && !component.propFiles.contains(file) {
          component.propFiles.append(file)
        }
        component.props.append(readProp(entry, of: name, into: &diagnostics))
      }
      component.inheritedFrom = inherited.sorted()
      components.append(component)
    }
    return components
  }

  /// Whether a map's key names a source file (`src/Button.tsx`) rather than a component.
  static func isFileKey(_ key: String) -> Bool {
    key.contains("/") || key.contains(".")
  }

  /// File names that say nothing of the component, so the folder names it.
  static let genericStems: Set<String> = [
    "docgeninfo", "docgen", "index", "props", "component", "components", "docs", "documentation", "api", "meta",
    "metadata", "react-docgen", "react-docgen-typescript", "types",
  ]

  /// A component's name from the file that holds it: `src/Button.tsx` → `Button`,
  /// `Button/docgenInfo.json` and `Button/index.tsx` → `Button`; nil when neither says.
  static func componentName(fromFile path: String) -> String? {
    let parts = path.split(separator: "/")
    guard let file = parts.last else { return nil }
    let stem = String(file.split(separator: ".").first ?? file)
    if !genericStems.contains(stem.lowercased()) { return stem.isEmpty ? nil : stem }
    return parts.dropLast().last.map(String.init)
  }

  /// The type a prop inherits from node_modules (`HTMLAttributes`), or nil when it is the
  /// component's own.
  static func inheritedParent(_ prop: Node) -> String? {
    if let parent = prop["parent"], let file = parent["fileName"]?.string, file.contains("node_modules/") {
      return parent["name"]?.string ?? "node_modules"
    }
    if prop["parent"] == nil, let declarations = prop["declarations"]?.array, !declarations.isEmpty,
      declarations.allSatisfy({ $0["fileName"]?.string?.contains("node_modules/") == true })
    {
      return declarations.first?["name"]?.string ?? "node_modules"
    }
    return nil
  }

  static func readProp(_ entry: Node.Entry, of component: String, into diagnostics: inout Diagnostics) -> CodeProp {
    let prop = entry.value
    var type = "unknown"
    if let typed = prop["tsType"] ?? prop["flowType"] {
      type = reactDocgenType(typed, depth: 0)
    } else if let typed = prop["type"] {
      type = prop["name"] != nil ? typescriptType(typed) : propType(typed, depth: 0)
    }
    var description = prop["description"]?.string ?? ""
    var deprecation: CodeProp.Deprecation?
    if let tags = prop["tags"], let note = tags["deprecated"] {
      deprecation = (note.string ?? "").isEmpty ? .deprecated : .note(note.string ?? "")
    }
    // A JSDoc `@deprecated` left in the description (react-docgen keeps the text as written).
    if let range = description.range(of: "@deprecated") {
      let note = description[range.upperBound...].trimmingCharacters(in: .whitespacesAndNewlines)
      description = description[..<range.lowerBound].trimmingCharacters(in: .whitespacesAndNewlines)
      if deprecation == nil { deprecation = note.isEmpty ? .deprecated : .note(note) }
    }
    var defaultValue: String?
    if let value = prop["defaultValue"], !value.isNull {
      defaultValue = value["value"]?.scalarText ?? value.scalarText
    }
    let required = prop["required"]?.bool ?? false
    return CodeProp(
      name: prop["name"]?.string ?? entry.key, type: type, isOptional: !required, defaultValue: defaultValue,
      description: description, deprecation: deprecation, location: entry.keyLocation)
  }

  /// react-docgen-typescript: `{name: "enum", raw: "ButtonSize", value: [{value: "\"sm\""}]}`
  /// shows its members; other types their name, which is the type as written.
  static func typescriptType(_ type: Node) -> String {
    let name = type["name"]?.string ?? "unknown"
    if name == "enum", let values = type["value"]?.array, !values.isEmpty {
      let members = values.compactMap { $0["value"]?.scalarText }
      if members.count == values.count { return members.joined(separator: " | ") }
    }
    if name == "enum", let raw = type["raw"]?.string { return raw }
    return name
  }

  /// react-docgen's tsType/flowType: `raw` when it has one, a union of its elements, else the name.
  static func reactDocgenType(_ type: Node, depth: Int) -> String {
    let name = type["name"]?.string ?? "unknown"
    if name == "union", depth < 8, let elements = type["elements"]?.array, !elements.isEmpty {
      return elements.map { reactDocgenType($0, depth: depth + 1) }.joined(separator: " | ")
    }
    if let raw = type["raw"]?.string { return raw }
    if name == "literal", let value = type["value"]?.scalarText { return value }
    return name
  }

  /// react-docgen's PropTypes `type`: `{name: "enum", value: [{value: "'sm'"}]}`,
  /// `{name: "union", value: [{name: "string"}, …]}`, `{name: "bool"}`.
  static func propType(_ type: Node, depth: Int) -> String {
    let name = type["name"]?.string ?? "unknown"
    if depth < 8, let values = type["value"]?.array, name == "enum" || name == "union" {
      let members = values.map { value in
        name == "enum" ? (value["value"]?.scalarText ?? "unknown") : propType(value, depth: depth + 1)
      }
      if !members.isEmpty { return members.joined(separator: " | ") }
    }
    if let raw = type["raw"]?.string { return raw }
    switch name {
    case "bool": return "boolean"
    case "func": return "function"
    default: return name
    }
  }

  static func nonEmpty(_ text: String?) -> String? {
    guard let text, !text.isEmpty else { return nil }
    return text
  }
}
