import SpecimenCore

/// Values in a Style Dictionary source that are no tokens (`"serif-main": "Stuart"` in a group):
/// Style Dictionary builds no token of them, but resolves a reference by walking the merged
/// files to its path, so `{options.font.family.serif-main}` stands for `Stuart`. Specimen reads
/// the same: each such reference in a token's value is replaced by the value it reaches before
/// the tokens are read. A value may itself hold references to others (`"{a}, {b}"`).
struct StyleDictionaryPlainValues {
  /// Each value by its dotted path, the later file's where two write one path.
  private(set) var values: [String: Node] = [:]
  /// How many references were replaced, and where the first one is.
  private(set) var replaced = 0
  private(set) var firstReplaced: SourceLocation?
  /// Values already resolved through their own references, those being resolved, and those
  /// that cannot be (a cycle, too deep).
  private var resolved: [String: Node] = [:]
  private var resolving: Set<String> = []
  private var unresolvable: Set<String> = []

  /// References through values are followed at most this deep; deeper, or round a cycle, the
  /// reference stays as written (and reads as a reference to no token).
  static let depthLimit = 32

  var isEmpty: Bool { values.isEmpty }

  mutating func add(_ path: [String], _ value: Node) {
    switch value.value {
    case .string, .number: values[path.joined(separator: ".")] = value
    default: break
    }
  }

  /// `tree` with every reference to a value replaced in its tokens' `$value`s. A token with no
  /// type of its own or of a group above took its type from what it referred to: with a value
  /// in its place, it is typed by that value, as an untyped Style Dictionary token is.
  mutating func substitute(in tree: Node, typed inherited: Bool = false) -> Node {
    guard let entries = tree.entries else { return tree }
    let typed = inherited || entries.contains { $0.key == "$type" }
    var out: [Node.Entry] = []
    for var entry in entries {
      if entry.key == "$value" {
        let value = substituteValue(entry.value)
        if !typed, value != entry.value, let type = StyleDictionaryReader.Conversion.untypedType(value) {
          out.append(
            Node.Entry(key: "$type", keyPosition: value.position, value: Node(.string(type), at: value.position)))
        }
        entry.value = value
      } else if entry.value.entries != nil, !entry.key.hasPrefix("$") {
        entry.value = substitute(in: entry.value, typed: typed)
      }
      out.append(entry)
    }
    return Node(.object(out), at: tree.position)
  }

  /// Every string inside a value (a composite's fields too).
  private mutating func substituteValue(_ node: Node) -> Node {
    switch node.value {
    case .string(let text):
      return replacing(text, at: node, depth: 0)
    case .object(let entries):
      return Node(
        .object(
          entries.map { entry in
            var entry = entry
            entry.value = substituteValue(entry.value)
            return entry
          }), at: node.position)
    case .array(let items):
      return Node(.array(items.map { substituteValue($0) }), at: node.position)
    default:
      return node
    }
  }

  /// The text with each `{path}` naming a value replaced: a reference that is the whole text
  /// becomes the value itself (a number stays a number), one inside text becomes its text.
  private mutating func replacing(_ text: String, at node: Node, depth: Int) -> Node {
    guard text.contains("{"), depth < Self.depthLimit else { return node }
    let references = Self.references(in: text)
    guard references.contains(where: { values[$0.name] != nil }) else { return node }
    if references.count == 1, let only = references.first, only.range == text.startIndex..<text.endIndex,
      let value = value(of: only.name, depth: depth)
    {
      note(node)
      return Node(value.value, at: node.position)
    }
    var out = ""
    var last = text.startIndex
    for reference in references {
      out += text[last..<reference.range.lowerBound]
      if let value = value(of: reference.name, depth: depth) {
        note(node)
        out += Self.text(of: value)
      } else {
        out += text[reference.range]
      }
      last = reference.range.upperBound
    }
    out += text[last...]
    return Node(.string(out), at: node.position)
  }

  private mutating func note(_ node: Node) {
    replaced += 1
    if firstReplaced == nil { firstReplaced = node.location }
  }

  /// A value with its own references resolved; nil for a path that names none, or one whose
  /// references run too deep or round a cycle.
  private mutating func value(of name: String, depth: Int) -> Node? {
    if let done = resolved[name] { return done }
    guard let raw = values[name], !unresolvable.contains(name) else { return nil }
    guard let text = raw.string, text.contains("{") else { return raw }
    guard depth + 1 < Self.depthLimit, resolving.insert(name).inserted else { return nil }
    defer { resolving.remove(name) }
    // What resolving a value replaces is not counted: only references in tokens are.
    let counted = (replaced, firstReplaced)
    let done = replacing(text, at: raw, depth: depth + 1)
    (replaced, firstReplaced) = counted
    if let left = done.string, Self.references(in: left).contains(where: { values[$0.name] != nil }) {
      unresolvable.insert(name)
      return nil
    }
    resolved[name] = done
    return done
  }

  /// A value as text inside another: a string as it is, a number as written.
  static func text(of value: Node) -> String {
    switch value.value {
    case .string(let text): text
    case .number(_, let written): written
    default: ""
    }
  }

  /// The `{…}` spans of a text, with the names inside.
  static func references(in text: String) -> [(name: String, range: Range<String.Index>)] {
    var found: [(String, Range<String.Index>)] = []
    var index = text.startIndex
    while let open = text[index...].firstIndex(of: "{") {
      guard let close = text[open...].firstIndex(of: "}") else { break }
      let name = text[text.index(after: open)..<close].trimmingSpaces
      found.append((name, open..<text.index(after: close)))
      index = text.index(after: close)
    }
    return found
  }
}
