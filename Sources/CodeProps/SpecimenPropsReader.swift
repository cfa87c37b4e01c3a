import Foundation
import SpecimenCore

/// Specimen's own props JSON (content/props/NAME.json), and the docs JSON Primer-style systems
/// publish, which has the same shape with `name` for the component and `required`/`defaultValue`:
///
///     {
///       "component": "Input",
///       "props": [
///         { "name": "statusIcon", "type": "boolean", "optional": true, "default": true,
///           "description": "Show the info glyph before the status text." },
///         { "name": "variant", "type": "'outlined' | 'filled'", "required": false,
///           "deprecated": "V1.0 axis — V1.1 has a single filled style; ignored." }
///       ]
///     }
///
/// `type` is the type as the code writes it; `default` (or `defaultValue`) any JSON scalar, shown
/// as written; `deprecated` true or a note; descriptions are Markdown. A file may hold a list
/// of such objects, and `subcomponents` are read as components of their own.
enum SpecimenPropsReader {
  static let componentKeys = ["component", "name", "description", "props", "subcomponents"]
  /// Keys Primer-style docs files carry about the page, not the API: read past quietly, but for
  /// `importPath`, the module code imports the component from (`CodeComponent.importModule`).
  static let pageKeys = ["id", "docsId", "status", "a11yReviewed", "stories", "importPath", "source", "storybook"]
  static let propKeys = [
    "name", "type", "optional", "required", "default", "defaultValue", "description", "deprecated",
  ]

  static func read(_ root: Node, path: String, into diagnostics: inout Diagnostics) -> [CodeComponent] {
    var components: [CodeComponent] = []
    for item in root.array ?? [root] {
      read(item, path: path, depth: 0, into: &components, diagnostics: &diagnostics)
    }
    return components
  }

  static func read(
    _ root: Node, path: String, depth: Int, importModule: String? = nil, into components: inout [CodeComponent],
    diagnostics: inout Diagnostics
  ) {
    guard var component = parse(root, path: path, into: &diagnostics) else { return }
    // Primer's `importPath` (`@primer/react`): a subcomponent (`ActionList.Item`) comes with its parent.
    let module = root["importPath"]?.string.flatMap { $0.isEmpty ? nil : $0 } ?? importModule
    component.importModule = module
    components.append(component)
    // Subcomponents nest one level in the files that have them; deeper is read the same way, bounded.
    guard depth < 4, let subcomponents = root["subcomponents"] else { return }
    guard let items = subcomponents.array else {
      diagnostics.error("'subcomponents' must be a list", at: subcomponents.location, id: .propsInvalid)
      return
    }
    for item in items {
      read(item, path: path, depth: depth + 1, importModule: module, into: &components, diagnostics: &diagnostics)
    }
  }

  static func parse(_ root: Node, path: String, into diagnostics: inout Diagnostics) -> CodeComponent? {
    let reader = KeyedReader(.codeProps)
    guard let entries = root.entries else {
      diagnostics.error(
        "a props file must be a mapping of keys to values, not \(root.kindDescription)", at: root.location,
        id: .propsInvalid)
      return nil
    }
    reader.reportUnknownKeys(
      of: entries, known: componentKeys, in: "a props file", checking: { !pageKeys.contains($0) }, into: &diagnostics)
    guard let name = (root["component"] ?? root["name"])?.string, !name.isEmpty else {
      diagnostics.error(
        "a props file needs a 'component' name", at: root["component"]?.location ?? root.location,
        hint: "add \"component\": \"\(Self.componentName(fromPath: path))\"", id: .propsMissingComponent)
      return nil
    }
    var component = CodeComponent(
      name: name, description: root["description"]?.string, path: path, location: root.location)
    guard let list = root["props"]?.array else {
      diagnostics.error(
        "'\(name)' needs a 'props' array", at: root["props"]?.location ?? root.location,
        hint: "add \"props\": [{\"name\": …, \"type\": …}]", id: .propsMissingProps)
      return component
    }
    var seen: [String: SourceLocation] = [:]
    for item in list {
      guard reader.entries(of: item, known: propKeys, in: "a prop", into: &diagnostics) != nil else { continue }
      guard let propName = item["name"]?.string, !propName.isEmpty else {
        diagnostics.error("a prop of '\(name)' has no 'name'", at: item.location, id: .propsPropMissingName)
        continue
      }
      guard let type = item["type"]?.string else {
        diagnostics.error(
          "the prop '\(propName)' of '\(name)' has no 'type'", at: item.location,
          hint: "write the type as the code does: \"boolean\"", id: .propsPropMissingType)
        continue
      }
      if let earlier = seen[propName] {
        diagnostics.append(
          .repeated(
            .error, "'\(name)' lists the prop '\(propName)' twice", at: item.location, first: earlier,
            id: .propsPropDuplicate))
        continue
      }
      seen[propName] = item.location
      var prop = CodeProp(name: propName, type: type, isOptional: false, location: item.location)
      let optional = flag(item, "optional", into: &diagnostics)
      let required = flag(item, "required", into: &diagnostics)
      if let optional, let required, optional == required {
        diagnostics.warning(
          "'\(propName)' says both optional: \(optional) and required: \(required); 'required' wins",
          at: item["required"]?.location, hint: "keep one of the two keys", id: .propsInvalid)
      }
      for key in ["default", "defaultValue"] {
        guard let value = item[key], !value.isNull else { continue }
        if let text = value.scalarText {
          if prop.defaultValue == nil { prop.defaultValue = text }
        } else if let inner = value["value"]?.scalarText {
          // react-docgen's `{"value": "'md'"}`, pasted as is.
          if prop.defaultValue == nil { prop.defaultValue = inner }
        } else {
          diagnostics.error(
            "'\(key)' must be a string, number or boolean, not \(value.kindDescription)", at: value.location,
            id: .propsDefaultInvalid)
        }
      }
      // Neither key: a prop with a default can be left out; one without is required.
      prop.isOptional = required.map { !$0 } ?? optional ?? (prop.defaultValue != nil)
      if let description = item["description"] {
        if let text = description.string {
          prop.description = text
        } else {
          diagnostics.error("'description' must be a string", at: description.location, id: .propsDescriptionNotText)
        }
      }
      if let deprecated = item["deprecated"] {
        switch deprecated.value {
        case .bool(let flag): prop.deprecation = flag ? .deprecated : nil
        case .string(let note): prop.deprecation = note.isEmpty ? .deprecated : .note(note)
        default:
          diagnostics.error("'deprecated' must be true or a note", at: deprecated.location, id: .propsDeprecatedInvalid)
        }
      }
      component.props.append(prop)
    }
    return component
  }

  static func flag(_ item: Node, _ key: String, into diagnostics: inout Diagnostics) -> Bool? {
    guard let value = item[key] else { return nil }
    if let flag = value.bool { return flag }
    diagnostics.error("'\(key)' must be true or false", at: value.location, id: .propsOptionalNotBoolean)
    return nil
  }
}

extension SpecimenPropsReader {
  /// The component a props file's name suggests: `content/props/Button.json` → `Button`.
  static func componentName(fromPath path: String) -> String {
    let stem = (path as NSString).lastPathComponent.split(separator: ".").first.map(String.init) ?? ""
    return stem.isEmpty ? "Component" : stem
  }
}
