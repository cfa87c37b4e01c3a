import Foundation
import SpecimenCore

/// A code component's API as a docs page lists it, from whichever file describes it: Specimen's
/// own JSON, a Custom Elements Manifest, react-docgen or react-docgen-typescript output.
package struct CodeComponent: Sendable, Hashable {
  package var name: String
  package var description: String?
  package var props: [CodeProp]
  package var path: String
  package var location: SourceLocation
  /// The custom element's tag (`sl-button`); nil for other components.
  package var tagName: String?
  package var slots: [CodeMember] = []
  package var events: [CodeMember] = []
  package var cssProperties: [CodeMember] = []
  package var cssParts: [CodeMember] = []
  /// Props inherited from node_modules (React's HTML attributes), left out of `props`.
  package var inheritedCount = 0
  /// The types those props came from (`HTMLAttributes`), sorted.
  package var inheritedFrom: [String] = []
  package var format: PropsFormat = .specimen

  package init(
    name: String, description: String? = nil, props: [CodeProp] = [], path: String, location: SourceLocation,
    tagName: String? = nil, format: PropsFormat = .specimen
  ) {
    self.name = name
    self.description = description
    self.props = props
    self.path = path
    self.location = location
    self.tagName = tagName
    self.format = format
  }

  package func prop(named name: String) -> CodeProp? {
    props.first { $0.name == name } ?? props.first { $0.attribute == name }
  }
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
  /// A custom element's attribute for this property (`aria-label` for `ariaLabel`), when it has one.
  package var attribute: String?
  /// False for an attribute with no property behind it.
  package var isProperty = true

  package init(
    name: String, type: String, isOptional: Bool, defaultValue: String? = nil, description: String = "",
    deprecation: Deprecation? = nil, location: SourceLocation, attribute: String? = nil, isProperty: Bool = true
  ) {
    self.name = name
    self.type = type
    self.isOptional = isOptional
    self.defaultValue = defaultValue
    self.description = description
    self.deprecation = deprecation
    self.location = location
    self.attribute = attribute
    self.isProperty = isProperty
  }

  package enum Deprecation: Sendable, Hashable {
    case deprecated
    case note(String)
  }
}

/// A slot, event, CSS custom property or CSS part of a custom element.
package struct CodeMember: Sendable, Hashable {
  package var name: String
  package var type: String?
  package var defaultValue: String?
  package var description: String
  package var deprecation: CodeProp.Deprecation?
  package var location: SourceLocation

  package init(
    name: String, type: String? = nil, defaultValue: String? = nil, description: String = "",
    deprecation: CodeProp.Deprecation? = nil, location: SourceLocation
  ) {
    self.name = name
    self.type = type
    self.defaultValue = defaultValue
    self.description = description
    self.deprecation = deprecation
    self.location = location
  }
}

/// The file formats code props are read from.
package enum PropsFormat: String, Sendable, Hashable, CaseIterable {
  case specimen
  case customElements = "custom-elements"
  case reactDocgenTypescript = "react-docgen-typescript"
  case reactDocgen = "react-docgen"
  case codeConnect = "code-connect"

  package static var names: [String] { allCases.map(\.rawValue) }
}

/// One file (or, for Code Connect, folder) site.yml names under `props:`.
package struct PropsSource: Sendable, Hashable {
  package var path: String
  /// Nil: sniffed from the file.
  package var format: PropsFormat?
  /// Where site.yml names it, for errors about the file as a whole.
  package var declaredAt: SourceLocation?
  /// Keep props inherited from node_modules (`inherited: true`).
  package var keepsInherited = false

  package init(
    path: String, format: PropsFormat? = nil, declaredAt: SourceLocation? = nil, keepsInherited: Bool = false
  ) {
    self.path = path
    self.format = format
    self.declaredAt = declaredAt
    self.keepsInherited = keepsInherited
  }
}

/// Every code component a site describes, and the Code Connect mappings that tie Figma to them.
package struct PropsLibrary: Sendable, Hashable {
  package private(set) var components: [CodeComponent]
  package var connections: [CodeConnection]
  /// Each component's position by name, and by custom-element tag, so a library of thousands of
  /// components is read and searched in linear time.
  private var byName: [String: Int] = [:]
  private var byTag: [String: Int] = [:]
  /// The sources that had errors, so their components are missing for a reason already reported.
  package private(set) var brokenSources: [String] = []

  package init(components: [CodeComponent] = [], connections: [CodeConnection] = []) {
    self.components = []
    self.connections = connections
    for component in components { insert(component) }
  }

  private mutating func insert(_ component: CodeComponent) {
    if byName[component.name] == nil { byName[component.name] = components.count }
    if let tag = component.tagName, byTag[tag] == nil { byTag[tag] = components.count }
    components.append(component)
  }

  /// Every `*.json` in `directory`, in name order, format sniffed; a missing folder is an empty library.
  package static func load(directory: String, into diagnostics: inout Diagnostics) -> PropsLibrary {
    load(sources: jsonSources(in: directory), into: &diagnostics)
  }

  /// The `*.json` files of content/props, in name order.
  package static func jsonSources(in directory: String) -> [PropsSource] {
    let names = (try? FileManager.default.contentsOfDirectory(atPath: directory)) ?? []
    return names.filter { $0.hasSuffix(".json") }.sorted().map {
      PropsSource(path: (directory as NSString).appendingPathComponent($0))
    }
  }

  package static func load(paths: [String], into diagnostics: inout Diagnostics) -> PropsLibrary {
    load(sources: paths.map { PropsSource(path: $0) }, into: &diagnostics)
  }

  package static func load(sources: [PropsSource], into diagnostics: inout Diagnostics) -> PropsLibrary {
    var library = PropsLibrary()
    for source in sources {
      let before = diagnostics.count
      library.read(source, into: &diagnostics)
      if diagnostics.dropFirst(before).contains(where: { $0.severity == .error }) {
        library.brokenSources.append(source.path)
      }
    }
    return library
  }

  /// Adds a component, or reports it when another file already described one of that name.
  package mutating func add(_ component: CodeComponent, into diagnostics: inout Diagnostics) {
    if let earlier = byName[component.name].map({ components[$0] }) {
      diagnostics.append(
        Diagnostic(
          .error, "the component '\(component.name)' has props in two files", at: component.location,
          hint: "keep one description per component",
          notes: [Diagnostic(.note, "the other is here", at: earlier.location, id: .propsComponentDuplicate)],
          id: .propsComponentDuplicate))
      return
    }
    insert(component)
  }

  /// The component by name or custom-element tag, or nil with an error at `location` that
  /// suggests the nearest name.
  package func component(named name: String, at location: SourceLocation?, into diagnostics: inout Diagnostics)
    -> CodeComponent?
  {
    if let component = component(named: name) { return component }
    diagnostics.error(
      "no props for the component '\(name)'", at: location,
      hint: Suggestion.hint(for: name, in: components.map(\.name) + components.compactMap(\.tagName))
        ?? missingComponentHint(name),
      id: .propsUnknownComponent)
    return nil
  }

  /// What to do about a component no props source describes: fix the file that would have
  /// described it when it is there but broken, else add one.
  func missingComponentHint(_ name: String) -> String {
    let stem = { (path: String) in String((path as NSString).lastPathComponent.split(separator: ".").first ?? "") }
    if let broken = brokenSources.first(where: { stem($0) == name }) ?? brokenSources.first {
      return "'\(broken)' has errors (reported with it), so its components are not read; fix them first"
    }
    return "add content/props/\(name).json, or name a props file in site.yml: props: [{file: …}]"
  }

  package func component(named name: String) -> CodeComponent? {
    (byName[name] ?? byTag[name]).map { components[$0] }
  }
}

/// Reading a type as the code writes it.
package enum TypeText {
  /// The top-level members of a union (`'a' | 'b' | (() => void)`), split outside brackets and
  /// quotes; a leading `|` is allowed. One member when the type is no union.
  package static func unionMembers(_ type: String) -> [String] {
    var members: [String] = []
    var current = ""
    var depth = 0
    var quote: Character?
    var previous: Character = " "
    for character in type {
      if let open = quote {
        current.append(character)
        if character == open && previous != "\\" { quote = nil }
        previous = character
        continue
      }
      switch character {
      case "'", "\"", "`": quote = character
      case "(", "[", "{", "<": depth += 1
      case ")", "]", "}": depth = max(0, depth - 1)
      case ">" where previous != "=": depth = max(0, depth - 1)
      default: break
      }
      if character == "|" && depth == 0 {
        let member = current.trimmingCharacters(in: .whitespacesAndNewlines)
        if !member.isEmpty { members.append(member) }
        current = ""
      } else {
        current.append(character)
      }
      previous = character
    }
    let member = current.trimmingCharacters(in: .whitespacesAndNewlines)
    if !member.isEmpty { members.append(member) }
    return members.isEmpty ? [type] : members
  }

  /// A member's literal value without its quotes (`'sm'` → `sm`); nil when it is not a string,
  /// number or boolean literal.
  package static func literal(_ member: String) -> String? {
    let text = member.trimmingCharacters(in: .whitespaces)
    if text.count >= 2, let first = text.first, "'\"`".contains(first), text.last == first {
      return String(text.dropFirst().dropLast())
    }
    if text == "true" || text == "false" || Double(text) != nil { return text }
    return nil
  }
}
