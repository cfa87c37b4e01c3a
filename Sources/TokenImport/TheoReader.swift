import Foundation
import SpecimenCore
import Tokens

/// Reads Salesforce's Theo format (Twilio Paste, Salesforce Lightning): YAML or JSON files with
/// `props` (a map, or a list of objects with `name`), `aliases` (`{!name}` in a value stands
/// for the alias's value), `global` (a `type` and `category` every prop of the file takes unless
/// it names its own) and `imports` (files read before the file itself, relative to it). A
/// folder's `tokens.yml` is its entry file; entry files below it are themes, each a context.
///
/// As Theo does, the imports and the file merge into one definition: later aliases and props
/// replace earlier ones of the same name, and aliases are substituted once everything is read,
/// so a theme that imports the shared props and then its own palette gives them its colours.
/// Each file is read once per source, so reading stays linear however often it is imported.
enum TheoReader {
  /// The names an entry file of a Theo folder takes.
  static let entryNames = ["tokens.yml", "tokens.yaml", "tokens.json"]
  static let maxImportDepth = 64

  struct Prop {
    var name: String
    var value: Node
    var type: String?
    var category: String?
    var comment: Node?
    var keyPosition: SourcePosition
  }

  /// One source's merged definition, in the order names were first met.
  struct Definition {
    var aliases: [String: Node] = [:]
    var props: [String: Prop] = [:]
    var propOrder: [String] = []
    var visited: Set<String> = []
    var skippedImports: [(path: String, at: SourceLocation)] = []
    var shapeProblems: [Diagnostic] = []
    var unreadable = false
  }

  static func read(_ path: String, strictness: TokenStrictness, files: FileSource) -> ResolverDocument {
    var document = ResolverDocument(path: path, root: Node(.null, at: SourceLocation(file: path)))
    let isFolder = files.isDirectory(path)
    let root = isFolder ? path : (path as NSString).deletingLastPathComponent
    var entries: [String]
    var themes: [(name: String, file: String)] = []
    if isFolder {
      let names = files.list(path)
      if let entry = entryNames.first(where: { names.contains($0) }) {
        entries = [entry]
        // Other entry files below it (`themes/dark/tokens.yml`, Paste's) are themes: each a
        // context of its own, read through its own imports, named by its folder.
        themes = ForeignSource.files(in: path, endingIn: entryNames, reader: files, into: &document.diagnostics)
          .filter { $0 != entry && entryNames.contains(($0 as NSString).lastPathComponent) }
          .map { file in ((file as NSString).deletingLastPathComponent, path + "/" + file) }
        let lastNames = themes.map { ($0.name as NSString).lastPathComponent }
        if Set(lastNames).count == lastNames.count, !lastNames.contains(defaultContext) {
          themes = zip(lastNames, themes).map { ($0, $1.file) }
        }
      } else {
        entries = names.filter { name in
          (ForeignSource.yamlSuffixes + [".json"]).contains { name.hasSuffix($0) }
            && !files.isDirectory(path + "/" + name)
        }.sorted()
      }
      entries = entries.map { path + "/" + $0 }
    } else {
      entries = [path]
    }
    var problems = Problems(strictness: strictness, root: root)
    let tree = tree(of: entries, root: root, files: files, problems: &problems)
    var trees = [tree]
    for theme in themes { trees.append(self.tree(of: [theme.file], root: root, files: files, problems: &problems)) }
    problems.finish(into: &document)
    if tree.entries?.isEmpty != false, !document.unreadableSources {
      document.diagnostics.append(
        .error(
          "\(path) holds no Theo props", at: nil, hint: "point the source at a file with props: or its folder",
          id: .tokenSourceEmpty))
    }
    let name = ((path as NSString).lastPathComponent as NSString).deletingPathExtension
    guard !themes.isEmpty else {
      document.order = [.set(name: name, sources: [.inline(tree)])]
      return document
    }
    let contexts = [defaultContext] + themes.map(\.name)
    document.modifiers = [
      TokenModifier(
        name: "theme", description: nil, contexts: contexts, defaultContext: defaultContext, contextNames: [:],
        pixelUnits: [:], location: nil)
    ]
    var sources: [String: [SourceItem]] = [:]
    for (context, tree) in zip(contexts, trees) { sources[context] = [.inline(tree)] }
    document.order = [.set(name: name, sources: []), .modifier(index: 0, contexts: sources)]
    return document
  }

  /// The context of a folder's own `tokens.yml`, beside its themes.
  static let defaultContext = "default"

  /// What went wrong reading a source's entries, said once per kind whichever theme met it.
  struct Problems {
    var strictness: TokenStrictness
    var root: String
    var said: Set<String> = []
    var found = Diagnostics()
    var skippedImports: [(path: String, at: SourceLocation)] = []
    var missing: [(prop: String, problem: AliasResolver.Missing, at: SourceLocation)] = []
    var missingSeen: Set<String> = []
    /// The aliases of the first tree with a missing one, for the hint.
    var known: [String] = []
    var unreadable = false
    /// The types of values kept as written (`TheoTypes.keptType`).
    var keptTypes: Set<String> = []

    mutating func add(_ diagnostic: Diagnostic) {
      if said.insert(diagnostic.description).inserted { found.append(diagnostic) }
    }

    static func why(_ reason: AliasResolver.Missing.Reason) -> String {
      switch reason {
      case .undefined: "is defined in no file the source imports"
      case .cycle: "leads back to itself"
      case .limit:
        "writes out past \(AliasResolver.maxLength) characters or \(AliasResolver.maxDepth) aliases deep"
      }
    }

    func finish(into document: inout ResolverDocument) {
      document.diagnostics.merge(found)
      document.keptTypes.formUnion(keptTypes)
      document.unreadableSources = document.unreadableSources || unreadable
      let severity: Diagnostic.Severity = strictness == .strict ? .error : .warning
      if let first = skippedImports.first {
        document.diagnostics.append(
          Diagnostic(
            severity,
            "\(count(skippedImports.count, "import")) \(skippedImports.count == 1 ? "names a file" : "name files") outside \(root) (\(first.path)); \(skippedImports.count == 1 ? "it is" : "they are") not read",
            at: first.at, hint: "point the source at the folder that holds every imported file",
            id: .theoImportOutside))
      }
      if let first = missing.first {
        document.diagnostics.append(
          Diagnostic(
            severity,
            "\(first.prop): the alias {!\(first.problem.alias)} \(Self.why(first.problem.reason))\(missing.count > 1 ? " (and \(missing.count - 1) more props)" : ""); \(missing.count == 1 ? "the prop is" : "those props are") left out",
            at: first.at,
            hint: first.problem.reason == .undefined ? Suggestion.hint(for: first.problem.alias, in: known) : nil,
            id: .theoAliasMissing))
      }
    }
  }

  /// The DTCG-shaped tree of the props `entries` define through their imports.
  static func tree(of entries: [String], root: String, files: FileSource, problems: inout Problems) -> Node {
    var definition = Definition()
    var diagnostics = Diagnostics()
    for entry in entries {
      load(entry, root: root, depth: 0, from: nil, files: files, into: &definition, diagnostics: &diagnostics)
    }
    for diagnostic in diagnostics.all + definition.shapeProblems { problems.add(diagnostic) }
    problems.unreadable = problems.unreadable || definition.unreadable
    for skipped in definition.skippedImports where !problems.skippedImports.contains(where: { $0.at == skipped.at }) {
      problems.skippedImports.append(skipped)
    }
    var resolver = AliasResolver(aliases: definition.aliases)
    var tokens: [Node.Entry] = []
    for name in definition.propOrder {
      guard let prop = definition.props[name] else { continue }
      let value: Node
      switch resolver.substitute(prop.value) {
      case .success(let resolved): value = resolved
      case .failure(let problem):
        let at = prop.value.location
        if problems.missingSeen.insert("\(at)|\(problem.alias)").inserted {
          if problems.missing.isEmpty { problems.known = definition.aliases.keys.sorted() }
          problems.missing.append((name, problem, at))
        }
        continue
      }
      let at = prop.keyPosition
      let read = TheoTypes.read(value, type: prop.type, category: prop.category)
      let type = read?.type ?? TheoTypes.keptType(type: prop.type, category: prop.category)
      if read == nil { problems.keptTypes.insert(type) }
      var token: [Node.Entry] = [
        Node.Entry(key: "value", keyPosition: at, value: read?.value ?? value),
        Node.Entry(key: "type", keyPosition: at, value: Node(.string(type), at: at)),
      ]
      if let comment = prop.comment {
        token.append(Node.Entry(key: "comment", keyPosition: at, value: comment))
      }
      // Theo's own type and category, as its formats write them beside each prop.
      let theo = [("type", prop.type), ("category", prop.category)].compactMap { key, text in
        text.map { Node.Entry(key: key, keyPosition: at, value: Node(.string($0), at: at)) }
      }
      if !theo.isEmpty {
        let kept = Node.Entry(key: TheoTypes.extensionKey, keyPosition: at, value: Node(.object(theo), at: at))
        token.append(Node.Entry(key: "$extensions", keyPosition: at, value: Node(.object([kept]), at: at)))
      }
      tokens.append(
        Node.Entry(key: name, keyPosition: prop.keyPosition, value: Node(.object(token), at: prop.keyPosition)))
    }
    let firstPosition = tokens.first?.keyPosition ?? SourcePosition(SourceLocation(file: root))
    // Theo's props are Style Dictionary's tokens before DTCG (`value`, `type`, `comment`), read
    // as those are; their warnings about Style Dictionary's form are not the team's to act on.
    var conversion = StyleDictionaryReader.Conversion(file: root, strictness: problems.strictness)
    return conversion.convertGroup(Node(.object(tokens), at: firstPosition), path: [])
  }

  static func count(_ number: Int, _ noun: String) -> String { number == 1 ? "1 \(noun)" : "\(number) \(noun)s" }

  /// Reads `file` and, first, the files it imports, into `definition`; a file already read is
  /// not read again.
  static func load(
    _ file: String, root: String, depth: Int, from: SourceLocation?, files: FileSource,
    into definition: inout Definition, diagnostics: inout Diagnostics
  ) {
    let file = (file as NSString).standardizingPath
    guard definition.visited.insert(file).inserted else { return }
    guard depth < maxImportDepth else {
      definition.shapeProblems.append(
        .error("imports nest more than \(maxImportDepth) deep", at: from, hint: nil, id: .theoShape))
      return
    }
    guard let node = ForeignSource.parse(file, reader: files, into: &diagnostics) else {
      definition.unreadable = true
      return
    }
    guard node.entries != nil else {
      definition.shapeProblems.append(
        .error("a Theo file must be an object, found \(node.kindDescription)", at: node.location, id: .theoShape))
      return
    }
    let folder = (file as NSString).deletingLastPathComponent
    for item in node["imports"]?.array ?? [] {
      guard let relative = item.string else {
        definition.shapeProblems.append(
          .error("an import must be a file path, found \(item.kindDescription)", at: item.location, id: .theoShape))
        continue
      }
      let target = ((folder + "/" + relative) as NSString).standardizingPath
      let base = (root as NSString).standardizingPath
      guard !relative.hasPrefix("/"), target.hasPrefix(base + "/") else {
        definition.skippedImports.append((relative, item.location))
        continue
      }
      load(
        target, root: root, depth: depth + 1, from: item.location, files: files, into: &definition,
        diagnostics: &diagnostics)
    }
    for entry in node["aliases"]?.entries ?? [] {
      definition.aliases[entry.key] = entry.value["value"] ?? entry.value
    }
    let global = node["global"]
    var props: [(String, Node, SourcePosition)] = []
    if let entries = node["props"]?.entries {
      props = entries.map { ($0.key, $0.value, $0.keyPosition) }
    } else if let items = node["props"]?.array {
      for item in items {
        guard let name = item["name"]?.string else {
          definition.shapeProblems.append(
            .error(
              "a prop in a list needs a name", at: item.location, hint: "write name: beside value:", id: .theoShape))
          continue
        }
        props.append((name, item, item.position))
      }
    }
    for (name, body, position) in props {
      guard let value = body["value"] else {
        definition.shapeProblems.append(
          .error("the prop \(name) has no value", at: body.location, hint: "write value: under it", id: .theoShape))
        continue
      }
      let prop = Prop(
        name: name, value: value, type: body["type"]?.string ?? global?["type"]?.string,
        category: body["category"]?.string ?? global?["category"]?.string, comment: body["comment"],
        keyPosition: position)
      if definition.props.updateValue(prop, forKey: name) == nil { definition.propOrder.append(name) }
    }
  }

  /// Substitutes `{!name}` in values by the aliases' values, each alias worked out once.
  struct AliasResolver {
    /// Why an alias gives no value: no file defines it, it leads back to itself, or what it
    /// writes out grows past `maxLength` characters or `maxDepth` aliases deep (aliases that
    /// each name another twice would double with every step).
    struct Missing: Error {
      enum Reason { case undefined, cycle, limit }
      var alias: String
      var reason: Reason
    }
    static let maxLength = 16_384
    static let maxDepth = 256
    let aliases: [String: Node]
    var resolved: [String: Result<Node, Missing>] = [:]
    var inProgress: Set<String> = []

    init(aliases: [String: Node]) { self.aliases = aliases }

    mutating func substitute(_ value: Node, depth: Int = 0) -> Result<Node, Missing> {
      guard let text = value.string, text.contains("{!") else { return .success(value) }
      let pieces = Self.pieces(of: text)
      // A value that is one alias is that alias's value, a number staying a number.
      if pieces.count == 1, case .alias(let name) = pieces[0] {
        return alias(name, depth: depth).map { Node($0.value, at: value.position) }
      }
      var out = ""
      for piece in pieces {
        switch piece {
        case .text(let part): out += part
        case .alias(let name):
          switch alias(name, depth: depth) {
          case .success(let node):
            out += node.scalarText ?? ""
            guard out.utf8.count <= Self.maxLength else { return .failure(Missing(alias: name, reason: .limit)) }
          case .failure(let missing): return .failure(missing)
          }
        }
      }
      return .success(Node(.string(out), at: value.position))
    }

    private mutating func alias(_ name: String, depth: Int) -> Result<Node, Missing> {
      if let done = resolved[name] { return done }
      guard let value = aliases[name] else { return .failure(Missing(alias: name, reason: .undefined)) }
      guard inProgress.insert(name).inserted else { return .failure(Missing(alias: name, reason: .cycle)) }
      guard depth < Self.maxDepth else {
        inProgress.remove(name)
        return .failure(Missing(alias: name, reason: .limit))
      }
      let result = substitute(value, depth: depth + 1)
      inProgress.remove(name)
      resolved[name] = result
      return result
    }

    enum Piece {
      case text(String)
      case alias(String)
    }

    static func pieces(of text: String) -> [Piece] {
      var pieces: [Piece] = []
      var rest = text[...]
      while let open = rest.range(of: "{!") {
        guard let close = rest[open.upperBound...].firstIndex(of: "}") else { break }
        if open.lowerBound > rest.startIndex { pieces.append(.text(String(rest[..<open.lowerBound]))) }
        pieces.append(.alias(String(rest[open.upperBound..<close])))
        rest = rest[rest.index(after: close)...]
      }
      if !rest.isEmpty { pieces.append(.text(String(rest))) }
      return pieces
    }
  }
}
