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
  /// Other names the component is found by: react-docgen's `displayName` or Salesforce's
  /// `display-name` when the map's key names it, Mantine's package-qualified `@mantine/core/Button`.
  package var aliases: [String] = []
  /// The source (site.yml entry or file of content/props) that described it: a folder of files is
  /// one source. Set by `PropsLibrary`.
  package var source = ""
  /// Where the code lives as its source tells it: a manifest's module path
  /// (`src/components/button/button.ts`), a docgen map's file key (`src/Button.tsx`); nil when
  /// the source does not say. Init orders and groups pages by it.
  package var modulePath: String?
  /// The file the source says declares it, when it says so of each component
  /// (react-docgen-typescript's `filePath`); pages name it, init does not group by it.
  package var filePath: String?
  /// The module code imports it from, when its source says so (Primer's docs files'
  /// `importPath`, `@primer/react`); a subcomponent (`ActionList.Item`) is imported by its
  /// parent's name.
  package var importModule: String?
  /// The files its props are declared in outside node_modules, as react-docgen-typescript records
  /// them (`parent` and `declarations`' `fileName`): paths from the folder it ran in (`sds/src/ui/…`), which say what
  /// the project's folder is called.
  package var propFiles: [String] = []

  /// Whether the description says nothing: react-docgen's empty second entry of a component.
  package var isEmpty: Bool {
    props.isEmpty && slots.isEmpty && events.isEmpty && cssProperties.isEmpty && cssParts.isEmpty
      && inheritedCount == 0
  }

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

  /// The file that describes it as a page names it: `custom-elements.json`, or with its folder
  /// when the file's name says nothing (`Button/docgenInfo.json`).
  package var fileName: String {
    let parts = path.split(separator: "/")
    let file = String(parts.last ?? "")
    let stem = String(file.split(separator: ".").first ?? "").lowercased()
    if DocgenReader.genericStems.contains(stem), parts.count > 1 { return parts.suffix(2).joined(separator: "/") }
    return file
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

  /// The tool or format as a page names it: `react-docgen-typescript`, `Custom Elements Manifest`.
  package var displayName: String {
    switch self {
    case .customElements: "Custom Elements Manifest"
    case .reactDocgen: "react-docgen"
    case .reactDocgenTypescript: "react-docgen-typescript"
    case .specimen: "Specimen props"
    case .codeConnect: "Code Connect"
    }
  }
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
/// A component several sources describe (a web component's manifest and its React wrapper's
/// docgen output) keeps each description, in source order: `descriptions(named:)`.
package struct PropsLibrary: Sendable, Hashable {
  package private(set) var components: [CodeComponent]
  package var connections: [CodeConnection]
  /// Each component's positions by name, by custom-element tag, by alias and by folded name
  /// (lower case, letters and digits only), so a library of thousands of components is read and
  /// searched in linear time.
  private var byName: [String: [Int]] = [:]
  private var byTag: [String: Int] = [:]
  private var byAlias: [String: Int] = [:]
  private var byFolded: [String: Int] = [:]
  /// How the Code Connect files import each component, by the name they use for it: the first
  /// file in reading order that imports it (`CodeImport`).
  package internal(set) var importsByLocal: [String: CodeImport] = [:]
  /// The sources that had errors, so their components are missing for a reason already reported.
  package private(set) var brokenSources: [String] = []
  /// The files already read, so a file two sources name (content/props and site.yml, or a file
  /// and its folder) is read once.
  var readFiles: Set<String> = []
  /// Mappings whose URL has no node-id, by source, reported once per source.
  var unnodedConnections: [CodeConnection] = []
  /// While a source is read: its components described twice, differently, reported together.
  var repeatedInSource: [Repeat]?

  struct Repeat: Sendable, Hashable {
    var component: CodeComponent
    var first: CodeComponent
  }

  package init(components: [CodeComponent] = [], connections: [CodeConnection] = []) {
    self.components = []
    self.connections = connections
    for component in components { insert(component) }
  }

  private mutating func insert(_ component: CodeComponent) {
    let index = components.count
    byName[component.name, default: []].append(index)
    if let tag = component.tagName, byTag[tag] == nil { byTag[tag] = index }
    for alias in component.aliases where byAlias[alias] == nil { byAlias[alias] = index }
    for key in [component.name] + [component.tagName].compactMap({ $0 }) + component.aliases {
      let folded = Self.folded(key)
      if !folded.isEmpty, byFolded[folded] == nil { byFolded[folded] = index }
    }
    components.append(component)
  }

  /// A name folded for a forgiving lookup: `button-stateful`, `ButtonStateful` and
  /// `Button Stateful` are the same.
  package static func folded(_ name: String) -> String {
    String(
      String.UnicodeScalarView(
        name.lowercased().unicodeScalars.filter { $0.properties.isAlphabetic || $0.properties.numericType != nil }))
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
    for source in distinct(sources) {
      let before = diagnostics.count
      library.repeatedInSource = []
      library.read(source, into: &diagnostics)
      library.reportRepeats(into: &diagnostics)
      if diagnostics.dropFirst(before).contains(where: { $0.severity == .error }) {
        library.brokenSources.append(source.path)
      }
    }
    library.reportUnnodedConnections(into: &diagnostics)
    return library
  }

  /// The sources with each path once: a file of content/props that site.yml names too is read
  /// as site.yml names it (its format and `inherited`), where the first of the two stood.
  static func distinct(_ sources: [PropsSource]) -> [PropsSource] {
    var result: [PropsSource] = []
    var indexOfPath: [String: Int] = [:]
    for source in sources {
      let key = (source.path as NSString).standardizingPath
      if let index = indexOfPath[key] {
        if result[index].declaredAt == nil { result[index] = source }
        continue
      }
      indexOfPath[key] = result.count
      result.append(source)
    }
    return result
  }

  /// One warning per source for the mappings whose URL names no node, however many there are.
  mutating func reportUnnodedConnections(into diagnostics: inout Diagnostics) {
    guard let first = unnodedConnections.first else { return }
    var urls: [String] = []
    for connection in unnodedConnections where !urls.contains(connection.figmaURL) && urls.count < 3 {
      urls.append("'" + connection.figmaURL + "'")
    }
    let examples = urls.joined(separator: ", ") + (unnodedConnections.count > urls.count ? ", …" : "")
    diagnostics.warning(
      unnodedConnections.count == 1
        ? "the Figma URL \(examples) has no node-id, so Specimen cannot tell which component it maps"
        : "\(unnodedConnections.count) Code Connect mappings have Figma URLs with no node-id (\(examples)), so Specimen cannot tell which components they map",
      at: first.location,
      hint:
        "copy the link to the component set (…?node-id=123-456); placeholders such as <FIGMA_BUTTON> are filled in by Code Connect's documentUrlSubstitutions, which Specimen does not read",
      id: .codeConnectURL)
    unnodedConnections = []
  }

  /// Adds a component. Another source's description of the same name is kept beside the first;
  /// within one source, an empty or identical repeat (react-docgen's second entry of a
  /// component, a module a manifest lists twice) is dropped, and a different one is a warning.
  package mutating func add(_ component: CodeComponent, into diagnostics: inout Diagnostics) {
    let same = (byName[component.name] ?? []).filter { components[$0].source == component.source }
    guard let index = same.first else {
      insert(component)
      return
    }
    let earlier = components[index]
    if component.isEmpty || earlier.props == component.props && earlier.slots == component.slots { return }
    if earlier.isEmpty {
      var replacement = component
      replacement.aliases = Array(Set(earlier.aliases + component.aliases)).sorted()
      components[index] = replacement
      return
    }
    if repeatedInSource != nil {
      repeatedInSource?.append(Repeat(component: component, first: earlier))
    } else {
      Self.reportRepeats([Repeat(component: component, first: earlier)], into: &diagnostics)
    }
  }

  /// The components a source described twice, differently: one warning for the source.
  mutating func reportRepeats(into diagnostics: inout Diagnostics) {
    Self.reportRepeats(repeatedInSource ?? [], into: &diagnostics)
    repeatedInSource = nil
  }

  static func reportRepeats(_ repeats: [Repeat], into diagnostics: inout Diagnostics) {
    guard let component = repeats.first?.component, let earlier = repeats.first?.first else { return }
    let others = repeats.count > 1 ? " and \(repeats.count - 1) other components are" : " is"
    diagnostics.append(
      Diagnostic(
        .warning,
        "'\(component.name)'\(others) described twice in '\(component.source)'; the first description of each is shown",
        at: component.location,
        hint:
          "each component is described once per file or folder (a manifest of both src/ and dist/ describes each twice)",
        notes: [Diagnostic(.note, "the first is here", at: earlier.location, id: .propsComponentDuplicate)],
        id: .propsComponentDuplicate))
  }

  /// The component by name or custom-element tag, or nil with an error at `location` that
  /// suggests the nearest name.
  package func component(named name: String, at location: SourceLocation?, into diagnostics: inout Diagnostics)
    -> CodeComponent?
  {
    if let component = component(named: name) { return component }
    diagnostics.error(
      "no props for the component '\(name)'", at: location,
      hint: suggestion(for: name).map { "did you mean '\($0)'?" } ?? missingComponentHint(name),
      id: .propsUnknownComponent)
    return nil
  }

  /// The nearest name, tag or alias the library has to `name`, if any is near.
  package func suggestion(for name: String) -> String? {
    var candidates: [String] = []
    var seen: Set<String> = []
    for component in components {
      for candidate in [component.name] + [component.tagName].compactMap({ $0 }) + component.aliases
      where seen.insert(candidate).inserted {
        candidates.append(candidate)
      }
    }
    if let closest = Suggestion.closest(to: name, in: candidates) { return closest }
    // No typo of a name: the shortest that contains it (`Button` → `sl-button`, `CbpButton`).
    let wanted = Self.folded(name)
    guard wanted.count >= 3 else { return nil }
    var best: String?
    for candidate in candidates where candidate.utf8.count < best?.utf8.count ?? Int.max {
      if Self.folded(candidate).contains(wanted) { best = candidate }
    }
    return best
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

  /// The component by name, custom-element tag or alias, else by its folded name
  /// (`props button-stateful` finds `ButtonStateful`); the first source's description.
  package func component(named name: String) -> CodeComponent? {
    index(named: name).map { components[$0] }
  }

  /// Every source's description of the component `name` finds, in source order.
  package func descriptions(named name: String) -> [CodeComponent] {
    guard let index = index(named: name) else { return [] }
    return (byName[components[index].name] ?? [index]).map { components[$0] }
  }

  private func index(named name: String) -> Int? {
    byName[name]?.first ?? byTag[name] ?? byAlias[name] ?? byFolded[Self.folded(name)]
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
