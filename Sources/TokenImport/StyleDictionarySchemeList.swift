import SpecimenCore

/// A colour written as a list of values (`$value: ['{color.gray.95}', '{color.white}']`), as Red
/// Hat's design tokens write their themable colours. Style Dictionary has no such form; Red Hat's
/// own transform (`color/css/themetokens`, for a colour token whose value is a list) writes
/// `light-dark(first, last)`: the first value is the light scheme's, the last the dark one's,
/// whatever lies between (its surface colour lists six palettes, lightest to darkest).
struct SchemeList {
  var light: Node
  var dark: Node

  /// Nil unless the value is a list of at least two values, none of them a list.
  init?(_ value: Node?) {
    guard let items = value?.array, items.count >= 2, let first = items.first, let last = items.last,
      !items.contains(where: { $0.array != nil || $0.value == .null })
    else { return nil }
    light = first
    dark = last
  }

  /// The tokens at their paths, in groups that hold nothing else, for a context's own source.
  static func tree(of tokens: [(path: [String], token: Node)]) -> Node {
    var root = Node(.object([]), at: tokens.first?.token.position ?? SourcePosition(SourceLocation(file: "")))
    for (path, token) in tokens { root = placing(token, at: path[...], in: root) }
    return root
  }

  private static func placing(_ token: Node, at path: ArraySlice<String>, in group: Node) -> Node {
    guard let key = path.first else { return token }
    var entries = group.entries ?? []
    if path.count == 1 {
      entries.removeAll { $0.key == key }
      entries.append(Node.Entry(key: key, keyPosition: token.position, value: token))
    } else if let at = entries.firstIndex(where: { $0.key == key }) {
      entries[at].value = placing(token, at: path.dropFirst(), in: entries[at].value)
    } else {
      let inner = placing(token, at: path.dropFirst(), in: Node(.object([]), at: token.position))
      entries.append(Node.Entry(key: key, keyPosition: token.position, value: inner))
    }
    return Node(.object(entries), at: group.position)
  }
}
