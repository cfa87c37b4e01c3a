import CodeProps
import Figma
import Markdown
import SpecimenCore

/// ```` ```code-connect Button ````: the code each Code Connect mapping of the component shows
/// in Figma's Dev Mode, one block per mapping in file order. Where the mapping's Figma node is a
/// component set of the site, the props are filled in with that set's defaults (and the values
/// of the mapping's `variant:`), as Code Connect fills them in for an instance; otherwise the
/// example is shown as written. Names a code component (`Button`) or a Figma set.
struct CodeConnectDirective: Directive {
  let name = "code-connect"
  let summary = "the example code of each Code Connect mapping of a component: code-connect Button"
  var readsOnlySiteData: Bool { true }

  func render(_ invocation: DirectiveInvocation, context: PageContext) -> DirectiveResult {
    Self.render(
      context.site.data.props, figma: context.site.data.figma, arguments: invocation.arguments,
      body: invocation.body, at: invocation.location)
  }

  /// The mappings of the code component or Figma set `name`, in file order.
  static func connections(named name: String, in library: PropsLibrary, figma: FigmaLibrary) -> [CodeConnection] {
    let folded = PropsLibrary.folded(name)
    let setID = figma.componentSet(named: name)?.nodeID
    return library.connections.filter { connection in
      if let component = connection.componentName, component == name || PropsLibrary.folded(component) == folded {
        return true
      }
      return setID != nil && connection.nodeID == setID
    }
  }

  static func render(
    _ library: PropsLibrary, figma: FigmaLibrary, arguments: String, body: String, at fence: SourceLocation
  ) -> DirectiveResult {
    var result = DirectiveResult()
    for line in DirectiveBody.lines(body, fence: fence) {
      result.diagnostics.append(DirectiveBody.unknownKeyword(line, directive: "code-connect", known: []))
    }
    let mapped = library.connections.compactMap(\.componentName)
    let names = DirectiveBody.names(
      arguments, block: "code-connect", naming: "component", example: mapped.first ?? "Button", at: fence,
      id: .directiveMissingComponent, into: &result.diagnostics)
    var found: [(CodeConnection, ComponentSet?)] = []
    for name in names {
      let connections = connections(named: name, in: library, figma: figma)
      guard !connections.isEmpty else {
        let hint =
          Suggestion.hint(for: name, in: Array(Set(mapped)).sorted())
          ?? (mapped.isEmpty
            ? "no Code Connect file is loaded: list one under 'props:' in site.yml or put it in content/props"
            : "the Code Connect files map " + Prose.list(Array(Set(mapped)).sorted().prefix(8).map { "'\($0)'" }))
        result.diagnostics.error(
          "no Code Connect mapping for '\(name)'", at: fence, hint: hint, id: .directiveUnknownCodeConnect)
        continue
      }
      result.reads.codeComponents.insert(CodeComponentName(name))
      for connection in connections {
        let set = connection.nodeID.flatMap { figma.componentSet(id: $0) }
        if let set { result.reads.componentSets.insert(SetName(set.name)) }
        found.append((connection, set))
      }
    }
    // Several components mapped in one file (SDS's Text.figma.tsx maps 17): the file is named
    // once, above them, and each example under its component's name, not the same caption each.
    let sources = Set(found.map { "\($0.0.language.rawValue) \($0.0.path)" })
    let shared = names.count > 1 && found.count > 1 && sources.count == 1
    if shared, let first = found.first?.0 {
      result.html.element("p", ["class": .theme(.codeConnectSource)]) { head in
        head.text("Code Connect for \(first.language.rawValue), from ")
        head.element("code", text: fileName(first))
        head.text(", each example under its component:")
      }
      result.html.newline()
    }
    // SDS maps Button twice, to its Button set and its danger set: two captions that would read
    // alike each say which Figma node theirs comes from.
    let captions = found.map { caption($0.0, namingComponent: shared) }
    var counts: [String: Int] = [:]
    for caption in captions { counts[caption, default: 0] += 1 }
    for ((connection, set), caption) in zip(found, captions) {
      let repeated = (counts[caption] ?? 0) > 1
      mapping(connection, set: set, namingComponent: shared, namingNode: repeated, into: &result.html)
    }
    return result
  }

  /// What a mapping's caption says before its Figma node: the component (or file) and its
  /// variant restrictions.
  static func caption(_ connection: CodeConnection, namingComponent: Bool) -> String {
    let head =
      namingComponent
      ? connection.componentName ?? fileName(connection) : "\(connection.language) \(fileName(connection))"
    return ([head] + connection.variant.map { "\($0.property) = \($0.value)" }).joined(separator: "\n")
  }

  /// The Figma node a mapping is tied to, as a reader can find it: the component set's name when
  /// the site has its file, else the URL's node (`5021:18344`), else the placeholder as written
  /// (`<FIGMA_BUTTONS_BUTTON_DANGER>`, which the team's Code Connect config fills in).
  static func figmaNode(_ connection: CodeConnection, set: ComponentSet?) -> (label: String, name: String) {
    if let set { return ("the Figma component ", set.name) }
    if let node = connection.nodeID { return ("the Figma node ", node) }
    return ("the Figma node ", connection.figmaURL)
  }

  static func fileName(_ connection: CodeConnection) -> String {
    connection.path.split(separator: "/").last.map(String.init) ?? connection.path
  }

  /// A mapping's caption and example; `namingComponent` heads it with its component's name where
  /// a line above names the file all of the block's mappings share.
  static func mapping(
    _ connection: CodeConnection, set: ComponentSet?, namingComponent: Bool = false, namingNode: Bool = false,
    into html: inout HTML
  ) {
    let file = fileName(connection)
    var restrictions = connection.variant.map { "\($0.property) = \($0.value)" }
    restrictions = restrictions.isEmpty ? [] : [" for " + Prose.list(restrictions)]
    html.element("p", ["class": .theme(.codeConnectSource), "data-component": connection.component]) { head in
      if namingComponent {
        head.element("code", text: connection.componentName ?? file)
      } else {
        head.text("Code Connect for \(connection.language.rawValue), from ")
        head.element("code", text: file)
      }
      head.text(restrictions.first ?? "")
      if namingNode {
        let node = figmaNode(connection, set: set)
        head.text((restrictions.isEmpty ? ", for " : ", on ") + node.label)
        head.element("code", text: node.name)
      }
      if let example = connection.example, [.jsx, .html].contains(example.syntax), let set {
        if namingNode {
          head.text(", with its defaults")
        } else {
          head.text(", with the defaults of ")
          head.element("code", text: set.name)
        }
      }
      head.text(connection.example == nil ? ": no example Specimen can read." : ":")
    }
    html.newline()
    guard let example = connection.example else { return }
    var code = example.code
    if let set {
      var values: [String: String] = [:]
      for property in set.properties { values[property.name] = property.defaultValue.text }
      for restriction in connection.variant { values[restriction.property] = restriction.value }
      code = example.substituted(connection.exampleValues(values), propOrder: connection.props.map(\.codeProp))
    }
    let language: String
    switch example.syntax {
    case .jsx: language = "tsx"
    case .html: language = "html"
    case .swift: language = "swift"
    case .kotlin: language = "kotlin"
    }
    html.append(CodeBlockHTML.render(code: code, info: language))
  }
}
