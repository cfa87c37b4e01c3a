/// A document read from JSON or YAML, in source order, with the position of every value and key.
///
/// Every content format Specimen reads (site.yml, front matter, DTCG tokens, Figma snapshots,
/// geometry models) arrives as a `Node`, so every later error can point at file:line:column.
package struct Node: Sendable, Hashable {
  package enum Value: Sendable, Hashable {
    case null
    case bool(Bool)
    /// The number and its source spelling (kept so output can repeat what the author wrote).
    case number(Double, String)
    case string(String)
    case array([Node])
    case object([Entry])
  }

  package struct Entry: Sendable, Hashable {
    package var key: String
    package var keyPosition: SourcePosition
    package var value: Node
    package init(key: String, keyPosition: SourcePosition, value: Node) {
      self.key = key
      self.keyPosition = keyPosition
      self.value = value
    }
    package init(key: String, keyLocation: SourceLocation, value: Node) {
      self.init(key: key, keyPosition: SourcePosition(keyLocation), value: value)
    }
    package var keyLocation: SourceLocation { keyPosition.location }
  }

  /// A value made by a reader or by code, or a value of a `JSONTree` decoded when asked for.
  private enum Storage: Sendable {
    case made(Value, SourcePosition)
    case tree(JSONTree, Int)
  }

  private var storage: Storage

  package var value: Value {
    get {
      switch storage {
      case .made(let value, _): return value
      case .tree(let tree, let index): return tree.value(at: index)
      }
    }
    set { storage = .made(newValue, position) }
  }

  /// Where the value starts; its line and column are counted when `location` is asked for.
  package var position: SourcePosition {
    get {
      switch storage {
      case .made(_, let position): return position
      case .tree(let tree, let index): return tree.position(index)
      }
    }
    set { storage = .made(value, newValue) }
  }

  package init(_ value: Value, at position: SourcePosition) {
    storage = .made(value, position)
  }

  package init(_ value: Value, at location: SourceLocation) {
    self.init(value, at: SourcePosition(location))
  }

  /// The value at `index` of `tree`.
  package init(tree: JSONTree, index: Int) {
    storage = .tree(tree, index)
  }

  /// The tree and slot this node reads from, if it is one of a `JSONTree`'s.
  var treeSlot: (tree: JSONTree, index: Int)? {
    if case .tree(let tree, let index) = storage { return (tree, index) }
    return nil
  }

  package var location: SourceLocation { position.location }

  package static func == (a: Node, b: Node) -> Bool {
    if let x = a.treeSlot, let y = b.treeSlot, x.tree === y.tree { return x.index == y.index }
    return a.position == b.position && a.value == b.value
  }

  package func hash(into hasher: inout Hasher) {
    hasher.combine(value)
    hasher.combine(position)
  }

  // MARK: Reading

  package subscript(key: String) -> Node? {
    if let (tree, index) = treeSlot {
      return tree.valueIndex(in: index, key: key).map { Node(tree: tree, index: $0) }
    }
    guard case .object(let entries) = value else { return nil }
    return entries.first { $0.key == key }?.value
  }

  package var entries: [Entry]? {
    if let (tree, index) = treeSlot, tree.kind(index) != .object { return nil }
    if case .object(let entries) = value { return entries }
    return nil
  }

  package var array: [Node]? {
    if let (tree, index) = treeSlot, tree.kind(index) != .array { return nil }
    if case .array(let items) = value { return items }
    return nil
  }

  package var string: String? {
    if let (tree, index) = treeSlot {
      switch tree.kind(index) {
      case .string, .escapedString: return tree.string(index)
      default: return nil
      }
    }
    if case .string(let text) = value { return text }
    return nil
  }

  package var number: Double? {
    if let (tree, index) = treeSlot { return tree.kind(index) == .number ? tree.numberValue(index) : nil }
    if case .number(let number, _) = value { return number }
    return nil
  }

  package var int: Int? {
    guard let number, number.rounded() == number, abs(number) < 1e15 else { return nil }
    return Int(number)
  }

  package var bool: Bool? {
    if let (tree, index) = treeSlot {
      switch tree.kind(index) {
      case .true: return true
      case .false: return false
      default: return nil
      }
    }
    if case .bool(let flag) = value { return flag }
    return nil
  }

  package var isNull: Bool {
    if let (tree, index) = treeSlot { return tree.kind(index) == .null }
    if case .null = value { return true }
    return false
  }

  /// A scalar written as text, whatever its type: for YAML values like `order: 2` read as strings.
  package var scalarText: String? {
    if let (tree, index) = treeSlot {
      switch tree.kind(index) {
      case .array, .object: return nil
      default: break
      }
    }
    switch value {
    case .string(let text): return text
    case .number(_, let text): return text
    case .bool(let flag): return flag ? "true" : "false"
    case .null, .array, .object: return nil
    }
  }

  /// The location of `key` itself inside this object (for "unknown key" errors).
  package func location(ofKey key: String) -> SourceLocation? {
    if let (tree, index) = treeSlot {
      return tree.valueIndex(in: index, key: key).map { tree.keyPosition($0).location }
    }
    return entries?.first { $0.key == key }?.keyPosition.location
  }

  /// A short name of the value's kind for messages: "a string", "an object".
  package var kindDescription: String {
    if let (tree, index) = treeSlot {
      switch tree.kind(index) {
      case .null: return "null"
      case .true, .false: return "a boolean"
      case .number: return "a number"
      case .string, .escapedString: return "a string"
      case .array: return "an array"
      case .object: return "an object"
      }
    }
    switch value {
    case .null: return "null"
    case .bool: return "a boolean"
    case .number: return "a number"
    case .string: return "a string"
    case .array: return "an array"
    case .object: return "an object"
    }
  }
}

extension Node {
  /// Back to plain JSON text, keys in source order and numbers as written (used for `$extensions`
  /// and test output): compact, or `pretty` with every container one item a line, indented two
  /// spaces deeper than `indent`.
  package func jsonText(pretty: Bool = false, indent: String = "") -> String {
    jsonOutput(lines: pretty).text(pretty ? .spaced : .compact, indent: indent)
  }

  /// The document as the one JSON encoder writes it, keys in source order and numbers as
  /// written; `lines` writes every container one item a line.
  package func jsonOutput(lines: Bool) -> JSONOutput {
    switch value {
    case .null: return .null
    case .bool(let flag): return .bool(flag)
    case .number(_, let text): return .number(text)
    case .string(let text): return .string(text)
    case .array(let items): return .array(items.map { $0.jsonOutput(lines: lines) }, lines: lines)
    case .object(let entries):
      return .object(entries.map { ($0.key, $0.value.jsonOutput(lines: lines)) }, lines: lines)
    }
  }
}

/// `\u00XX`: a control character as JSON and YAML double-quoted strings both escape it.
private func unicodeEscape(_ scalar: Unicode.Scalar, uppercase: Bool) -> String {
  let hex = String(scalar.value, radix: 16, uppercase: uppercase)
  return "\\u" + String(repeating: "0", count: max(0, 4 - hex.count)) + hex
}

/// A double-quoted string in which the quote, the backslash, newline and tab are escaped as JSON
/// and YAML both write them, and `escape` names how any other scalar is written when not as itself.
private func quoted(_ text: String, escape: (Unicode.Scalar) -> String?) -> String {
  var out = "\""
  for scalar in text.unicodeScalars {
    switch scalar {
    case "\"": out += "\\\""
    case "\\": out += "\\\\"
    case "\n": out += "\\n"
    case "\t": out += "\\t"
    default:
      if let escaped = escape(scalar) { out += escaped } else { out.unicodeScalars.append(scalar) }
    }
  }
  return out + "\""
}

/// YAML's double-quoted form, shared by every writer of YAML (models from Figma, `specimen init`):
/// escapes for the quote, the backslash and every control character, so any text reads back as
/// written.
package enum YAMLWriter {
  package static func doubleQuoted(_ text: String) -> String {
    quoted(text) { scalar in
      let control = scalar.value < 0x20 || scalar.value == 0x7F || (0x80...0x9F).contains(scalar.value)
      return control ? unicodeEscape(scalar, uppercase: true) : nil
    }
  }

  /// Text for a `# …` comment, kept on its one line and readable by libyaml whatever it holds: a
  /// name from a Figma file may hold a NUL, which libyaml refuses anywhere in a file, or a line
  /// break, which would end the comment and start YAML. Both are written as `\u{…}`, as are
  /// U+FFFE and U+FFFF, which libyaml refuses too.
  package static func comment(_ text: String) -> String {
    let safe = Escape.controls(text)
    guard safe.unicodeScalars.contains(where: { $0.value >= 0xFFFE && $0.value <= 0xFFFF }) else { return safe }
    var out = ""
    for scalar in safe.unicodeScalars {
      if scalar.value >= 0xFFFE && scalar.value <= 0xFFFF {
        out += "\\u{" + String(scalar.value, radix: 16, uppercase: true) + "}"
      } else {
        out.unicodeScalars.append(scalar)
      }
    }
    return out
  }
}

/// JSON string quoting shared by every writer of JSON output.
package enum JSONWriter {
  /// What a string escapes besides the quote, the backslash and the control characters.
  package enum Quoting: Sendable {
    /// `<` too (as `\u003c`), which keeps JSON safe inside `<script>`; a control character other
    /// than the line feed, tab and carriage return as `\u00XX`.
    case scriptSafe
    /// Nothing more, as Foundation's encoder writes a string; backspace and form feed as `\b`
    /// and `\f`.
    case foundation
  }

  /// `text` quoted as `quoting` says.
  package static func quote(_ text: String, _ quoting: Quoting = .scriptSafe) -> String {
    var out = ""
    appendQuoted(text, quoting, to: &out)
    return out
  }

  /// `quote(text, quoting)` added to `out`. The bytes between two that need escaping are added
  /// as one run: long texts (a page's guidelines in an agent's file) are mostly such runs.
  package static func appendQuoted(_ text: String, _ quoting: Quoting = .scriptSafe, to out: inout String) {
    let escapesLessThan = quoting == .scriptSafe
    let utf8 = text.utf8
    // Most strings (names, values, paths) need no escape: one look at their bytes, then whole.
    let plain =
      utf8.withContiguousStorageIfAvailable { bytes in
        !bytes.contains { needsEscape($0, escapesLessThan) }
      } ?? false
    if plain {
      out += "\""
      out += text
      out += "\""
      return
    }
    out += "\""
    var run = utf8.startIndex
    var index = run
    while index != utf8.endIndex {
      let byte = utf8[index]
      if needsEscape(byte, escapesLessThan) {
        if run != index { out += text[run..<index] }
        out += escaped(byte, quoting)
        index = utf8.index(after: index)
        run = index
      } else {
        index = utf8.index(after: index)
      }
    }
    if run != utf8.endIndex { out += text[run..<utf8.endIndex] }
    out += "\""
  }

  /// `quote(text, quoting)` added to `out` as UTF-8: the same bytes `appendQuoted` adds to a
  /// String, the runs between escapes copied whole.
  package static func appendQuoted(_ text: String, _ quoting: Quoting = .scriptSafe, to out: inout [UInt8]) {
    let escapesLessThan = quoting == .scriptSafe
    var text = text
    out.append(0x22)
    text.withUTF8 { bytes in
      var run = 0
      for index in bytes.indices {
        let byte = bytes[index]
        guard needsEscape(byte, escapesLessThan) else { continue }
        if run < index { out.append(contentsOf: UnsafeBufferPointer(rebasing: bytes[run..<index])) }
        out.append(contentsOf: escaped(byte, quoting).utf8)
        run = index + 1
      }
      if run < bytes.count { out.append(contentsOf: UnsafeBufferPointer(rebasing: bytes[run...])) }
    }
    out.append(0x22)
  }

  /// Whether `byte` is escaped in a quoted string: the quote, the backslash, the control
  /// characters, and `<` where the quoting keeps JSON safe inside `<script>`.
  private static func needsEscape(_ byte: UInt8, _ escapesLessThan: Bool) -> Bool {
    byte < 0x20 || byte == 0x22 || byte == 0x5C || (byte == 0x3C && escapesLessThan)
  }

  /// How one ASCII byte that needs escaping is written.
  private static func escaped(_ byte: UInt8, _ quoting: Quoting) -> String {
    switch byte {
    case 0x22: return "\\\""
    case 0x5C: return "\\\\"
    case 0x0A: return "\\n"
    case 0x09: return "\\t"
    case 0x0D: return "\\r"
    case 0x3C: return "\\u003c"
    case 0x08 where quoting == .foundation: return "\\b"
    case 0x0C where quoting == .foundation: return "\\f"
    default: return unicodeEscape(Unicode.Scalar(byte), uppercase: false)
    }
  }

  /// Numbers as short as they can be written: 44 not 44.0, 0.04 not 0.040000000000000001.
  package static func number(_ value: Double) -> String {
    if value.isNaN || value.isInfinite { return "null" }
    if value == value.rounded(), abs(value) < 1e15 { return String(Int(value)) }
    return "\(value)"
  }
}
