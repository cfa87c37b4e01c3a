import SpecimenCore

/// A Custom Elements Manifest (custom-elements.json, schema 2.x): every declaration that is a
/// custom element (`customElement: true` or a `tagName`) becomes a component named by its class
/// and findable by its tag, with its public fields and attributes as props, and its slots,
/// events, CSS custom properties and CSS parts. The older `tags` manifest of
/// web-component-analyzer is read too.
enum CustomElementsReader {
  /// `warnsWhenEmpty` is false for a manifest of a folder: a monorepo's package of mixins and
  /// helpers has a manifest with no element, and the folder as a whole is what must have some.
  static func read(_ root: Node, path: String, warnsWhenEmpty: Bool = true, into diagnostics: inout Diagnostics)
    -> [CodeComponent]
  {
    // `experimental` is the analyzer's schema before 1.0, of the same shape.
    if let version = root["schemaVersion"]?.string,
      !version.hasPrefix("2.") && !version.hasPrefix("1.") && version != "experimental"
    {
      diagnostics.warning(
        "the manifest's schemaVersion is \(version); Specimen reads 2.x", at: root["schemaVersion"]?.location,
        id: .propsFormatMismatch)
    }
    if StencilDocsReader.isDocs(root) {
      return StencilDocsReader.read(root, path: path, into: &diagnostics)
    }
    if root["modules"] == nil, let tags = root["tags"]?.array {
      return readTags(tags, root: root, path: path, into: &diagnostics)
    }
    guard let modules = root["modules"]?.array else {
      diagnostics.error(
        "a Custom Elements Manifest needs a 'modules' list", at: root["modules"]?.location ?? root.location,
        id: .propsInvalid)
      return []
    }
    var components: [CodeComponent] = []
    var modulePaths: [String: SourceLocation] = [:]
    var repeated: [(path: String, location: SourceLocation, first: SourceLocation)] = []
    for module in modules {
      let modulePath = module["path"]?.string
      // A manifest some analyzers write lists one module twice; it is read once.
      if let modulePath {
        if let first = modulePaths[modulePath] {
          repeated.append((modulePath, module.location, first))
          continue
        }
        modulePaths[modulePath] = module.location
      }
      for declaration in module["declarations"]?.array ?? [] {
        let tagName = declaration["tagName"]?.string
        guard declaration["customElement"]?.bool == true || tagName != nil,
          let written = declaration["name"]?.string, !written.isEmpty
        else { continue }
        // Stencil's analyzer names a class by its file (`dnn-button.tsx`): the tag names it then.
        let name = written.contains(".") ? tagName ?? written : written
        var component = element(declaration, name: name, tagName: tagName, path: path)
        component.modulePath = modulePath
        components.append(component)
      }
    }
    if let first = repeated.first {
      let more = repeated.count > 1 ? " and \(repeated.count - 1) other modules" : ""
      diagnostics.append(
        Diagnostic(
          .warning, "the manifest lists the module '\(first.path)'\(more) twice; each is read once",
          at: first.location,
          hint: "the analyzer that wrote it read the files twice (a glob that matches them twice)",
          notes: [Diagnostic(.note, "the first is here", at: first.first, id: .propsManifestModuleDuplicate)],
          id: .propsManifestModuleDuplicate))
    }
    if components.isEmpty && warnsWhenEmpty {
      diagnostics.warning(
        "the manifest '\(path)' declares no custom elements", at: root.location,
        hint: "a custom element's declaration has \"customElement\": true and a \"tagName\"", id: .propsInvalid)
    }
    return components
  }

  static func element(_ declaration: Node, name: String, tagName: String?, path: String) -> CodeComponent {
    let description = [declaration["summary"]?.string, declaration["description"]?.string]
      .compactMap { $0 }.filter { !$0.isEmpty }.first
    var component = CodeComponent(
      name: name, description: description, path: path, location: declaration.location, tagName: tagName,
      format: .customElements)
    let attributes = declaration["attributes"]?.array ?? []
    var attributeOfField: [String: String] = [:]
    for attribute in attributes {
      if let field = attribute["fieldName"]?.string, let attributeName = attribute["name"]?.string {
        attributeOfField[field] = attributeName
      }
    }
    var fields: Set<String> = []
    for member in declaration["members"]?.array ?? [] {
      guard member["kind"]?.string == "field", member["static"]?.bool != true,
        (member["privacy"]?.string ?? "public") == "public", let memberName = member["name"]?.string,
        !memberName.hasPrefix("#")
      else { continue }
      fields.insert(memberName)
      component.props.append(
        CodeProp(
          name: memberName, type: typeText(member), isOptional: true, defaultValue: member["default"]?.scalarText,
          description: text(member), deprecation: deprecation(member), location: member.location,
          attribute: member["attribute"]?.string ?? attributeOfField[memberName]))
    }
    for attribute in attributes {
      guard let attributeName = attribute["name"]?.string else { continue }
      if let field = attribute["fieldName"]?.string, fields.contains(field) { continue }
      component.props.append(
        CodeProp(
          name: attributeName, type: typeText(attribute), isOptional: true,
          defaultValue: attribute["default"]?.scalarText, description: text(attribute),
          deprecation: deprecation(attribute), location: attribute.location, attribute: attributeName,
          isProperty: false))
    }
    component.slots = members(declaration["slots"]) { $0.isEmpty ? "(default)" : $0 }
    component.events = members(declaration["events"])
    component.cssProperties = members(declaration["cssProperties"])
    component.cssParts = members(declaration["cssParts"])
    return component
  }

  /// The manifest web-component-analyzer wrote before the schema had modules (`"version":
  /// "experimental"`, `"tags": [...]`): one entry per tag, with `properties` (each naming its
  /// `attribute`), `attributes`, `events`, `slots`, `cssProperties` and `cssParts`, types as text.
  static func readTags(_ tags: [Node], root: Node, path: String, into diagnostics: inout Diagnostics)
    -> [CodeComponent]
  {
    var components: [CodeComponent] = []
    for tag in tags {
      guard let tagName = tag["name"]?.string, !tagName.isEmpty else { continue }
      var component = CodeComponent(
        name: tagName, description: text(tag).isEmpty ? nil : text(tag), path: path, location: tag.location,
        tagName: tagName, format: .customElements)
      component.modulePath = tag["path"]?.string
      var attributesOfProperties: Set<String> = []
      for property in tag["properties"]?.array ?? [] {
        guard let name = property["name"]?.string else { continue }
        let attribute = property["attribute"]?.string
        if let attribute { attributesOfProperties.insert(attribute) }
        component.props.append(
          CodeProp(
            name: name, type: typeText(property), isOptional: true, defaultValue: property["default"]?.scalarText,
            description: text(property), deprecation: deprecation(property), location: property.location,
            attribute: attribute))
      }
      for attribute in tag["attributes"]?.array ?? [] {
        guard let name = attribute["name"]?.string, !attributesOfProperties.contains(name) else { continue }
        component.props.append(
          CodeProp(
            name: name, type: typeText(attribute), isOptional: true, defaultValue: attribute["default"]?.scalarText,
            description: text(attribute), deprecation: deprecation(attribute), location: attribute.location,
            attribute: name, isProperty: false))
      }
      component.slots = members(tag["slots"]) { $0.isEmpty ? "(default)" : $0 }
      component.events = members(tag["events"])
      component.cssProperties = members(tag["cssProperties"])
      component.cssParts = members(tag["cssParts"])
      components.append(component)
    }
    if components.isEmpty {
      diagnostics.warning(
        "the manifest '\(path)' declares no custom elements", at: root.location,
        hint: "each entry of 'tags' names its element: {\"name\": \"my-element\", …}", id: .propsInvalid)
    }
    return components
  }

  static func members(_ list: Node?, naming: (String) -> String = { $0 }) -> [CodeMember] {
    (list?.array ?? []).compactMap { item in
      guard let name = item["name"]?.string else { return nil }
      let type = item["type"]?["text"]?.string ?? item["type"]?.string ?? item["syntax"]?.string
      return CodeMember(
        name: naming(name), type: type, defaultValue: item["default"]?.scalarText, description: text(item),
        deprecation: deprecation(item), location: item.location)
    }
  }

  static func typeText(_ node: Node) -> String {
    node["type"]?["text"]?.string ?? node["type"]?.string ?? "unknown"
  }

  static func text(_ node: Node) -> String {
    let description = node["description"]?.string ?? ""
    return description.isEmpty ? (node["summary"]?.string ?? "") : description
  }

  static func deprecation(_ node: Node) -> CodeProp.Deprecation? {
    switch node["deprecated"]?.value {
    case .bool(true): .deprecated
    case .string(let note): note.isEmpty ? .deprecated : .note(note)
    default: nil
    }
  }
}
