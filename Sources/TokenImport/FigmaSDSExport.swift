import Foundation
import SpecimenCore
import Tokens

/// The DTCG file Figma's Simple Design System exports from Figma variables (its `scripts/tokens`):
/// one group per collection, keyed `@` and the collection's name (`@color`); each variable under
/// its name's `/`-separated parts, each part lowercased with every run of other characters than
/// letters and digits written `-` (`Scale 03` → `scale-03`); each mode's value under
/// `$extensions["com.figma.sds"].modes`; and aliases written with the variable's display name,
/// `{@typography_primitives.Scale 03}`. Aliases are read as the exporter keys the variable they
/// name, and a collection with several modes is a modifier whose contexts are its modes.
enum FigmaSDSExport {
  /// The `$extensions` keys the exporter writes: its REST script's and its plugin's.
  static let extensionKeys = ["com.figma.sds", "org.sds"]

  /// Whether `root` is such an export: a collection group keyed `@…` with the exporter's `$extensions`.
  static func recognizes(_ root: Node) -> Bool {
    root.entries?.contains { entry in
      entry.key.hasPrefix("@") && extensionKeys.contains { entry.value["$extensions"]?[$0] != nil }
    } == true
  }

  /// A part of a variable's name as the exporter keys it: every run of characters other than
  /// ASCII letters and digits becomes `-`, and the whole is lowercased (JavaScript's
  /// `part.split(/[^\da-zA-Z]+/).join("-").toLowerCase()`).
  static func key(_ part: Substring) -> String {
    var result = ""
    var inRun = false
    for scalar in part.unicodeScalars {
      if scalar.isASCII, scalar.properties.isAlphabetic || ("0"..."9").contains(scalar) {
        result.unicodeScalars.append(scalar)
        inRun = false
      } else if !inRun {
        result += "-"
        inRun = true
      }
    }
    return result.lowercased()
  }

  /// `{@collection.Display Name.Part}` → `{@collection.display-name.part}`; nil when the string
  /// is no such alias or is already written with keys.
  static func keyedAlias(_ text: String) -> String? {
    guard text.hasPrefix("{@"), text.hasSuffix("}"), text.utf8.count > 3 else { return nil }
    let inner = text.dropFirst().dropLast()
    guard !inner.contains("{"), !inner.contains("}") else { return nil }
    let parts = inner.split(separator: ".", omittingEmptySubsequences: false)
    let keyed = [String(parts[0])] + parts.dropFirst().map(key)
    let rewritten = "{" + keyed.joined(separator: ".") + "}"
    return rewritten == text ? nil : rewritten
  }

  struct Reading {
    var aliases = 0
    var firstAlias: SourceLocation?
    var firstExample: String?

    /// `node` with every alias rewritten, counting them.
    mutating func rewritten(_ node: Node) -> Node {
      switch node.value {
      case .string(let text):
        guard let keyed = FigmaSDSExport.keyedAlias(text) else { return node }
        aliases += 1
        if firstAlias == nil {
          firstAlias = node.location
          firstExample = "\(text) as \(keyed)"
        }
        return Node(.string(keyed), at: node.position)
      case .object(let entries):
        return Node(
          .object(
            entries.map { entry in
              var entry = entry
              entry.value = rewritten(entry.value)
              return entry
            }), at: node.position)
      case .array(let items):
        return Node(.array(items.map { rewritten($0) }), at: node.position)
      default:
        return node
      }
    }
  }

  /// The export as a resolver document: the file as written (each token's `$value` is its
  /// first mode's), and a modifier per collection with several modes whose contexts give its
  /// tokens that mode's values.
  static func document(root: Node, path: String, strictness: TokenStrictness) -> ResolverDocument {
    var document = ResolverDocument(path: path, root: Node(.null, at: SourceLocation(file: path)))
    var reading = Reading()
    let tree = reading.rewritten(root)
    let name = ((path as NSString).lastPathComponent as NSString).deletingPathExtension
    document.order = [.set(name: name, sources: [.inline(tree)])]
    var known = Set<String>()
    collectTokens(tree, path: "", into: &known)
    var missing: [(alias: String, location: SourceLocation)] = []
    for entry in tree.entries ?? [] where entry.key.hasPrefix("@") {
      guard let data = extensionKeys.lazy.compactMap({ entry.value["$extensions"]?[$0] }).first,
        let modes = data["modes"]?.array?.compactMap(\.string), modes.count > 1, Set(modes).count == modes.count
      else { continue }
      var contexts: [String: [SourceItem]] = [:]
      for mode in modes {
        let group = values(of: entry.value, path: entry.key, mode: mode, known: known, missing: &missing)
        let collection = Node(
          .object([Node.Entry(key: entry.key, keyPosition: entry.keyPosition, value: group)]), at: tree.position)
        contexts[mode] = [.inline(collection)]
      }
      document.modifiers.append(
        TokenModifier(
          name: String(entry.key.dropFirst()), description: nil, contexts: modes, defaultContext: modes[0],
          contextNames: [:], pixelUnits: [:], location: entry.keyLocation))
      document.order.append(.modifier(index: document.modifiers.count - 1, contexts: contexts))
    }
    if let first = missing.first {
      // A mode's alias to a variable the file does not hold (another library's): the token keeps
      // its first mode's value there, said once.
      document.diagnostics.append(
        Diagnostic(
          strictness == .strict ? .error : .warning,
          "\(missing.count == 1 ? "a mode's value is an alias" : "\(missing.count) modes' values are aliases") to variables this file does not hold (the first: \(first.alias)); each such token keeps its first mode's value in that mode",
          at: first.location, hint: "export the collection that holds them too", id: .figmaVariablesAliasMissing))
    }
    if let location = reading.firstAlias {
      let diagnostic = Diagnostic(
        strictness == .strict ? .error : .warning,
        "this file's \(reading.aliases == 1 ? "alias names its variable" : "\(reading.aliases) aliases name their variables") by Figma's display name, as Figma's Simple Design System exporter writes them; each is read as the key the exporter gives that variable (\(reading.firstExample ?? ""))",
        at: location, hint: "write each alias with the token's keys", id: .figmaSDSDisplayName)
      document.diagnostics.append(diagnostic)
      document.deviations.append(TokenDeviation(kind: .figmaName, diagnostic: diagnostic))
    }
    return document
  }

  /// The dotted path of every token in `node`.
  static func collectTokens(_ node: Node, path: String, into known: inout Set<String>) {
    guard let entries = node.entries else { return }
    if entries.contains(where: { $0.key == "$value" }) {
      known.insert(path)
      return
    }
    for entry in entries where !entry.key.hasPrefix("$") {
      collectTokens(entry.value, path: path.isEmpty ? entry.key : path + "." + entry.key, into: &known)
    }
  }

  /// A collection's group with each token's `$value` the value of `mode` (tokens without one
  /// keep theirs); tokens are copied whole, as a context's source replaces a token whole.
  static func values(
    of group: Node, path: String, mode: String, known: Set<String>,
    missing: inout [(alias: String, location: SourceLocation)]
  ) -> Node {
    guard let entries = group.entries else { return group }
    if entries.contains(where: { $0.key == "$value" }) {
      guard
        let value = extensionKeys.lazy.compactMap({ group["$extensions"]?[$0]?["modes"]?[mode] }).first
      else { return group }
      if let text = value.string, text.hasPrefix("{"), text.hasSuffix("}"),
        !known.contains(String(text.dropFirst().dropLast()))
      {
        missing.append((text, value.location))
        return group
      }
      return Node(
        .object(
          entries.map { entry in
            var entry = entry
            if entry.key == "$value" { entry.value = value }
            return entry
          }), at: group.position)
    }
    return Node(
      .object(
        entries.filter { $0.key != "$extensions" }.map { entry in
          var entry = entry
          if entry.value.entries != nil, !entry.key.hasPrefix("$") {
            entry.value = values(
              of: entry.value, path: path + "." + entry.key, mode: mode, known: known, missing: &missing)
          }
          return entry
        }), at: group.position)
  }
}
