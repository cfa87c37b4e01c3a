import Foundation
import SpecimenCore
import Tokens

/// Reads a Tokens Studio export, one JSON file of sets or a folder of one file per set, with
/// `$themes` and `$metadata`, into a resolver document: each theme group becomes a modifier and
/// each theme a context; sets every theme of the groups that name them selects are plain sets.
/// Values keep their source positions; types are renamed to DTCG's, shadows' `x`/`y`/`type`
/// become `offsetX`/`offsetY`/`inset`, and math and color modifiers are evaluated per context.
enum TokensStudioReader {
  /// A token set as read: its name, its token tree (DTCG-shaped), and where it came from.
  struct TokenSet {
    var name: String
    var tree: Node
    var file: String
  }

  /// A theme group: the modifier it becomes, its themes (contexts) and which sets each selects.
  struct Group {
    var name: String
    var themes: [String] = []
    var selected: [String: Set<String>] = [:]
    var location: SourceLocation
  }

  /// Tokens Studio's type names and the DTCG types they mean; others are kept as written.
  static let typeNames: [String: String] = [
    "color": "color", "dimension": "dimension", "sizing": "dimension", "spacing": "dimension",
    "borderRadius": "dimension", "borderWidth": "dimension", "fontSizes": "dimension", "letterSpacing": "dimension",
    "paragraphSpacing": "dimension", "paragraphIndent": "dimension", "opacity": "number", "number": "number",
    "fontFamilies": "fontFamily", "fontWeights": "fontWeight", "typography": "typography", "boxShadow": "shadow",
    "border": "border", "fontFamily": "fontFamily", "fontWeight": "fontWeight", "shadow": "shadow",
    "duration": "duration", "cubicBezier": "cubicBezier", "strokeStyle": "strokeStyle", "transition": "transition",
    "gradient": "gradient",
    // Kebab-case names, as sets built with Style Dictionary write them.
    "cubic-bezier": "cubicBezier", "font-family": "fontFamily", "font-weight": "fontWeight", "font-size": "dimension",
    "letter-spacing": "dimension", "line-height": "number", "border-radius": "dimension", "border-width": "dimension",
  ]

  static func read(_ path: String, strictness: TokenStrictness, files: FileSource) -> ResolverDocument {
    var document = ResolverDocument(path: path, root: Node(.null, at: SourceLocation(file: path)))
    var raw: [(name: String, node: Node, file: String)] = []
    var themes: Node?
    var metadata: Node?
    if files.isDirectory(path) {
      for relative in ForeignSource.jsonFiles(in: path, reader: files, into: &document.diagnostics) {
        let file = path + "/" + relative
        guard let node = ForeignSource.parse(file, reader: files, into: &document.diagnostics) else {
          document.unreadableSources = true
          continue
        }
        switch relative {
        case "$themes.json": themes = node
        case "$metadata.json": metadata = node
        default: raw.append((String(relative.dropLast(".json".count)), node, file))
        }
      }
    } else {
      guard let root = ForeignSource.parse(path, reader: files, into: &document.diagnostics) else {
        document.unreadableSources = true
        return document
      }
      document.root = root
      guard let entries = root.entries else {
        document.diagnostics.append(
          .error(
            "a Tokens Studio file must be a JSON object, found \(root.kindDescription)", at: root.location,
            id: .tokenSourceNotAnObject))
        return document
      }
      let bookkeeping = entries.contains { $0.key == "$themes" || $0.key == "$metadata" }
      let setsAtTop = bookkeeping || referencesSkipTopLevel(root)
      if !setsAtTop || entries.contains(where: { isToken($0.value) }) {
        // One set exported on its own (no $themes or $metadata beside it): the file is the set.
        raw.append((((path as NSString).lastPathComponent as NSString).deletingPathExtension, root, path))
      } else {
        for entry in entries {
          switch entry.key {
          case "$themes": themes = entry.value
          case "$metadata": metadata = entry.value
          default:
            if entry.key.hasPrefix("$") { continue }  // Tokens Studio's own bookkeeping
            raw.append((entry.key, entry.value, path))
          }
        }
      }
    }

    var reader = Conversion(strictness: strictness)
    var sets: [TokenSet] = []
    for (name, node, file) in ordered(raw, metadata: metadata, into: &document.diagnostics) {
      let tree = reader.convertSet(node, name: name)
      sets.append(TokenSet(name: name, tree: tree, file: file))
    }
    document.diagnostics.merge(reader.diagnostics)
    document.deviations += reader.deviations
    let groups =
      themes == nil
      ? schemeGroup(sets: sets.map(\.name), at: SourceLocation(file: path)).map { [$0] } ?? []
      : readThemes(themes, sets: sets.map(\.name), into: &document.diagnostics)
    var evaluation = Evaluation(sets: sets, spots: reader.spots, groups: groups, strictness: strictness)
    evaluation.place(into: &document)
    return document
  }

  /// Whether a file without `$themes` or `$metadata` holds sets at its top (as Tokens Studio's
  /// single-file exports from before themes do): its references leave the top-level keys out
  /// (`{palette.grey.50}` where `palette` is a group of the top-level `Base`). A reference that
  /// starts with a top-level key, or none at all, leaves the file one set.
  static func referencesSkipTopLevel(_ root: Node) -> Bool {
    guard let entries = root.entries, !entries.isEmpty else { return false }
    let topKeys = Set(entries.map(\.key))
    var secondKeys = Set<String>()
    for entry in entries { for inner in entry.value.entries ?? [] { secondKeys.insert(inner.key) } }
    var skipsTop = false
    var stack = [root]
    while let node = stack.popLast() {
      if let items = node.entries {
        stack += items.map(\.value)
      } else if let items = node.array {
        stack += items
      } else if let text = node.string {
        for head in referenceHeads(text) {
          if topKeys.contains(head) { return false }
          if secondKeys.contains(head) { skipsTop = true }
        }
      }
    }
    return skipsTop
  }

  /// The first name of each `{a.b.c}` reference in a string.
  static func referenceHeads(_ text: String) -> [String] {
    var heads: [String] = []
    var rest = Substring(text)
    while let open = rest.firstIndex(of: "{") {
      rest = rest[rest.index(after: open)...]
      guard let close = rest.firstIndex(where: { $0 == "}" || $0 == "{" }) else { break }
      if rest[close] == "}" {
        let inner = rest[..<close]
        heads.append(String(inner.prefix { $0 != "." }).trimmingCharacters(in: .whitespaces))
        rest = rest[rest.index(after: close)...]
      } else {
        rest = rest[close...]
      }
    }
    return heads
  }

  /// Whether a node is a token: an object with `value` or `$value`.
  static func isToken(_ node: Node) -> Bool {
    guard let entries = node.entries else { return false }
    return entries.contains { $0.key == "$value" || $0.key == "value" }
  }

  /// The sets in `$metadata.tokenSetOrder`, then any it leaves out in the order they were read.
  static func ordered(
    _ raw: [(name: String, node: Node, file: String)], metadata: Node?, into diagnostics: inout Diagnostics
  ) -> [(name: String, node: Node, file: String)] {
    guard let orderNode = metadata?["tokenSetOrder"] else { return raw }
    guard let names = orderNode.array else {
      diagnostics.append(
        .error(
          "tokenSetOrder must be a list of set names, found \(orderNode.kindDescription)", at: orderNode.location,
          id: .studioThemes))
      return raw
    }
    var byName: [String: Int] = [:]
    for (i, set) in raw.enumerated() where byName[set.name] == nil { byName[set.name] = i }
    var used = Set<Int>()
    var result: [(name: String, node: Node, file: String)] = []
    for item in names {
      // A set stored as a folder (`base/*.json` for the set `base`): the sets in it, in order.
      if let name = item.string, byName[name] == nil {
        let inFolder = raw.indices.filter { raw[$0].name.hasPrefix(name + "/") }
        if !inFolder.isEmpty {
          for index in inFolder where used.insert(index).inserted { result.append(raw[index]) }
          continue
        }
      }
      guard let name = item.string, let index = byName[name] else {
        diagnostics.append(
          .warning(
            "tokenSetOrder names \(item.jsonText()), which is no set here", at: item.location,
            hint: item.string.flatMap { Suggestion.hint(for: $0, in: raw.map(\.name)) }, id: .studioThemes))
        continue
      }
      if used.insert(index).inserted { result.append(raw[index]) }
    }
    for (i, set) in raw.enumerated() where !used.contains(i) { result.append(set) }
    return result
  }

  /// Without `$themes`, sets named for a light and a dark scheme (`light` and `dark`,
  /// `modes/light` and `modes/dark`, `color-day` and `color-night`: a `/`, `-`, `_` or `.`
  /// separated part that `ColorScheme.kind` reads) are the two themes of a `theme` group, each
  /// reading every other set and its own. Nil without one of each.
  static func schemeGroup(sets: [String], at location: SourceLocation) -> Group? {
    var light: String?
    var dark: String?
    var kinds: [String: ColorScheme.Kind] = [:]
    for set in sets {
      guard let (kind, word) = ColorScheme.kind(ofPath: set) else { continue }
      kinds[set] = kind
      if kind == .light, light == nil { light = word }
      if kind == .dark, dark == nil { dark = word }
    }
    guard let light, let dark, light != dark else { return nil }
    var group = Group(name: "theme", location: location)
    group.themes = [light, dark]
    group.selected[light] = Set(sets.filter { kinds[$0] != .dark })
    group.selected[dark] = Set(sets.filter { kinds[$0] != .light })
    return group
  }

  /// `$themes`: each theme's group (a modifier; `theme` when it has none), its name (a context)
  /// and the sets it selects (`source` and `enabled`; `disabled` leaves a set out).
  static func readThemes(_ node: Node?, sets: [String], into diagnostics: inout Diagnostics) -> [Group] {
    guard let node else { return [] }
    guard let items = node.array else {
      diagnostics.append(
        .error("$themes must be a list of themes, found \(node.kindDescription)", at: node.location, id: .studioThemes))
      return []
    }
    var groups: [Group] = []
    let known = Set(sets)
    for item in items {
      guard item.entries != nil, let name = item["name"]?.string, !name.isEmpty else {
        diagnostics.append(
          .error("a theme needs a \"name\"", at: item.location, hint: "{\"name\": \"Dark\", …}", id: .studioThemes))
        continue
      }
      let groupName = item["group"]?.string.flatMap { $0.isEmpty ? nil : $0 } ?? "theme"
      var index = groups.firstIndex { $0.name == groupName }
      if index == nil {
        groups.append(Group(name: groupName, location: item.location))
        index = groups.count - 1
      }
      guard let g = index else { continue }
      if groups[g].themes.contains(name) {
        diagnostics.append(
          .error("theme '\(name)' appears twice in group '\(groupName)'", at: item.location, id: .studioThemes))
        continue
      }
      groups[g].themes.append(name)
      var selected = Set<String>()
      for entry in item["selectedTokenSets"]?.entries ?? [] {
        guard let status = entry.value.string, ["source", "enabled", "disabled"].contains(status) else {
          diagnostics.append(
            .error(
              "set status must be \"source\", \"enabled\" or \"disabled\", found \(entry.value.jsonText())",
              at: entry.value.location, id: .studioThemes))
          continue
        }
        // A set stored as a folder (`base/*.json` for the set `base`) is the sets in it.
        if !known.contains(entry.key) {
          let inFolder = sets.filter { $0.hasPrefix(entry.key + "/") }
          if !inFolder.isEmpty {
            if status != "disabled" { selected.formUnion(inFolder) }
            continue
          }
        }
        // Tokens Studio skips a selected set the export does not hold (a set deleted after the
        // theme was saved, or one left out of the export): the theme reads the others.
        guard known.contains(entry.key) else {
          if status != "disabled" {
            diagnostics.append(
              .warning(
                "theme '\(name)' selects the set '\(entry.key)', which is not in the export; the theme is read without it",
                at: entry.keyLocation,
                hint: Suggestion.hint(for: entry.key, in: sets)
                  ?? "export the set too, or remove it from the theme's selectedTokenSets", id: .studioThemeSetMissing))
          }
          continue
        }
        if status != "disabled" { selected.insert(entry.key) }
      }
      groups[g].selected[name] = selected
    }
    return groups
  }
}
