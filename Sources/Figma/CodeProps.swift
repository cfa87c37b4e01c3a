import Foundation
import SpecimenCore

/// A code component's props as a docs page lists them (content/props/NAME.json).
///
///     {
///       "component": "Input",
///       "description": "optional, not rendered by the table",
///       "props": [
///         { "name": "statusIcon", "type": "boolean", "optional": true, "default": true,
///           "description": "Show the info glyph before the status text." },
///         { "name": "variant", "type": "'outlined' | 'filled'", "optional": true,
///           "deprecated": "V1.0 axis — V1.1 has a single filled style; ignored." }
///       ]
///     }
///
/// `type` is the type as the code writes it; `default` any JSON scalar, shown as written;
/// `deprecated` true or a note; descriptions may use `backticks` for code.
package struct CodeComponent: Sendable, Hashable {
  package var name: String
  package var description: String?
  package var props: [CodeProp]
  package var path: String
  package var location: SourceLocation
}

package struct CodeProp: Sendable, Hashable {
  package var name: String
  package var type: String
  package var isOptional: Bool
  /// The default as written (`true`, `6`, `text`); nil when there is none.
  package var defaultValue: String?
  package var description: String
  package var deprecation: Deprecation?
  package var location: SourceLocation

  package enum Deprecation: Sendable, Hashable {
    case deprecated
    case note(String)
  }
}

/// Every code component of a site's content/props folder.
package struct PropsLibrary: Sendable, Hashable {
  package var components: [CodeComponent]

  package init(components: [CodeComponent] = []) {
    self.components = components
  }

  static let componentKeys = ["component", "description", "props"]
  static let propKeys = ["name", "type", "optional", "default", "description", "deprecated"]

  /// Every `*.json` in `directory`, in name order; a missing folder is an empty library.
  package static func load(directory: String, into diagnostics: inout Diagnostics) -> PropsLibrary {
    let names = (try? FileManager.default.contentsOfDirectory(atPath: directory)) ?? []
    let paths = names.filter { $0.hasSuffix(".json") }.sorted().map {
      (directory as NSString).appendingPathComponent($0)
    }
    return load(paths: paths, into: &diagnostics)
  }

  package static func load(paths: [String], into diagnostics: inout Diagnostics) -> PropsLibrary {
    var components: [CodeComponent] = []
    for path in paths {
      guard let data = FileManager.default.contents(atPath: path) else {
        diagnostics.append(.error("cannot read the props file '\(path)'", at: nil, id: .propsUnreadable))
        continue
      }
      let text: String
      do {
        text = try SourceText.decode(Array(data), file: path)
      } catch {
        diagnostics.append(error)
        continue
      }
      guard let component = parse(text, path: path, into: &diagnostics) else { continue }
      if let earlier = components.first(where: { $0.name == component.name }) {
        diagnostics.append(
          Diagnostic(
            .error, "the component '\(component.name)' has props in two files", at: component.location,
            hint: "keep one file per component",
            notes: [Diagnostic(.note, "the other is here", at: earlier.location, id: .propsComponentDuplicate)],
            id: .propsComponentDuplicate))
        continue
      }
      components.append(component)
    }
    return PropsLibrary(components: components)
  }

  package static func parse(_ text: String, path: String, into diagnostics: inout Diagnostics) -> CodeComponent? {
    let root: Node
    do {
      root = try JSONReader.parse(text, file: path)
    } catch {
      diagnostics.append(error)
      return nil
    }
    let reader = KeyedReader(.codeProps)
    guard reader.entries(of: root, known: componentKeys, in: "a props file", into: &diagnostics) != nil else {
      return nil
    }
    guard let name = root["component"]?.string, !name.isEmpty else {
      diagnostics.append(
        .error(
          "a props file needs a 'component' name", at: root["component"]?.location ?? root.location,
          hint: "add \"component\": \"Input\"", id: .propsMissingComponent))
      return nil
    }
    var component = CodeComponent(
      name: name, description: root["description"]?.string, props: [], path: path, location: root.location)
    guard let list = root["props"]?.array else {
      diagnostics.append(
        .error(
          "'\(name)' needs a 'props' array", at: root["props"]?.location ?? root.location,
          hint: "add \"props\": [{\"name\": …, \"type\": …}]", id: .propsMissingProps))
      return component
    }
    var seen: [String: SourceLocation] = [:]
    for item in list {
      guard reader.entries(of: item, known: propKeys, in: "a prop", into: &diagnostics) != nil else { continue }
      guard let propName = item["name"]?.string, !propName.isEmpty else {
        diagnostics.append(.error("a prop of '\(name)' has no 'name'", at: item.location, id: .propsPropMissingName))
        continue
      }
      guard let type = item["type"]?.string else {
        diagnostics.append(
          .error(
            "the prop '\(propName)' of '\(name)' has no 'type'", at: item.location,
            hint: "write the type as the code does: \"boolean\"", id: .propsPropMissingType))
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
      var prop = CodeProp(
        name: propName, type: type, isOptional: false, defaultValue: nil, description: "", deprecation: nil,
        location: item.location)
      if let optional = item["optional"] {
        if let flag = optional.bool {
          prop.isOptional = flag
        } else {
          diagnostics.append(
            .error("'optional' must be true or false", at: optional.location, id: .propsOptionalNotBoolean))
        }
      }
      if let value = item["default"], !value.isNull {
        if let text = value.scalarText {
          prop.defaultValue = text
        } else {
          diagnostics.append(
            .error(
              "'default' must be a string, number or boolean, not \(value.kindDescription)", at: value.location,
              id: .propsDefaultInvalid))
        }
      }
      if let description = item["description"] {
        if let text = description.string {
          prop.description = text
        } else {
          diagnostics.append(
            .error("'description' must be a string", at: description.location, id: .propsDescriptionNotText))
        }
      }
      if let deprecated = item["deprecated"] {
        switch deprecated.value {
        case .bool(let flag): prop.deprecation = flag ? .deprecated : nil
        case .string(let note): prop.deprecation = note.isEmpty ? .deprecated : .note(note)
        default:
          diagnostics.append(
            .error("'deprecated' must be true or a note", at: deprecated.location, id: .propsDeprecatedInvalid))
        }
      }
      component.props.append(prop)
    }
    return component
  }

  /// The component, or nil with an error at `location` that suggests the nearest name.
  package func component(named name: String, at location: SourceLocation?, into diagnostics: inout Diagnostics)
    -> CodeComponent?
  {
    if let component = components.first(where: { $0.name == name }) { return component }
    diagnostics.error(
      "no props for the component '\(name)'", at: location,
      hint: Suggestion.hint(for: name, in: components.map(\.name)) ?? "add content/props/\(name).json",
      id: .propsUnknownComponent)
    return nil
  }
}
