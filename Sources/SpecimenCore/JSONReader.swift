/// A JSON parser (RFC 8259) that keeps source order and the position of every value and key.
///
/// Reading is linear in the text, on one line or many: a value keeps its byte offset, and its
/// line and column are counted from the text's line index only when a message asks for them.
package struct JSONReader {
  private let bytes: UnsafeBufferPointer<UInt8>
  private let lines: SourceLines
  private var index = 0
  /// The entries and items of the objects and arrays being read, innermost last: each object
  /// or array is copied out once, at its exact size, instead of growing an array of its own.
  private let entryStack = MoveStack<Node.Entry>()
  private let itemStack = MoveStack<Node>()
  /// One storage per long key: a key past 15 bytes is a heap string, and real files repeat
  /// the same few dozen keys (`absoluteBoundingBox`) on every node.
  private var longKeys = KeyTable()

  /// Parses `text`; a syntax error is a diagnostic at the offending character.
  package static func parse(_ text: String, file: String) throws(Diagnostic) -> Node {
    try parseChecked(Array(text.utf8), file: file)
  }

  /// Parses `text`, or reports its syntax error into `diagnostics` and gives nil: for readers
  /// that go on with the other files.
  package static func parse(_ text: String, file: String, into diagnostics: inout Diagnostics) -> Node? {
    do {
      return try parse(text, file: file)
    } catch {
      diagnostics.append(error)
      return nil
    }
  }

  /// Parses UTF-8 `bytes` (checked first: invalid UTF-8 is an error at its byte).
  package static func parse(bytes: [UInt8], file: String) throws(Diagnostic) -> Node {
    if let problem = SourceText.firstInvalidSequence(bytes) {
      throw SourceText.invalidUTF8(problem, in: bytes, file: file)
    }
    return try parseChecked(bytes, file: file)
  }

  /// Parses bytes known to be UTF-8.
  private static func parseChecked(_ bytes: [UInt8], file: String) throws(Diagnostic) -> Node {
    let lines = SourceLines(bytes, file: file)
    return try bytes.withUnsafeBufferPointer { buffer throws(Diagnostic) -> Node in
      var reader = JSONReader(bytes: buffer, lines: lines)
      reader.skipWhitespace()
      let node = try reader.readValue(depth: 0)
      reader.skipWhitespace()
      if reader.index < buffer.count {
        throw reader.error("unexpected text after the JSON value", hint: nil)
      }
      return node
    }
  }

  private init(bytes: UnsafeBufferPointer<UInt8>, lines: SourceLines) {
    self.bytes = bytes
    self.lines = lines
    // A byte-order mark is allowed and ignored.
    if bytes.count >= 3, bytes[0] == 0xEF, bytes[1] == 0xBB, bytes[2] == 0xBF { index = 3 }
  }

  private var position: SourcePosition { SourcePosition(lines, offset: index) }

  /// A problem at the reader's position; all but the nesting limit are one kind, syntax.
  private func error(_ message: String, hint: String?, id: Diagnostic.ID = .jsonSyntax) -> Diagnostic {
    .error(message, at: lines.location(at: index), hint: hint, id: id)
  }

  private mutating func skipWhitespace() {
    while index < bytes.count {
      switch bytes[index] {
      case 0x20, 0x09, 0x0D, 0x0A: index += 1
      default: return
      }
    }
  }

  private mutating func readValue(depth: Int) throws(Diagnostic) -> Node {
    guard depth < 512 else { throw error("JSON nested too deeply", hint: nil, id: .jsonNestingTooDeep) }
    guard index < bytes.count else {
      throw error("unexpected end of file, expected a value", hint: "the file may be cut short")
    }
    let start = position
    switch bytes[index] {
    case UInt8(ascii: "{"): return try readObject(depth: depth, start: start)
    case UInt8(ascii: "["): return try readArray(depth: depth, start: start)
    case UInt8(ascii: "\""): return Node(.string(try readString()), at: start)
    case UInt8(ascii: "t"):
      try expectWord("true")
      return Node(.bool(true), at: start)
    case UInt8(ascii: "f"):
      try expectWord("false")
      return Node(.bool(false), at: start)
    case UInt8(ascii: "n"):
      try expectWord("null")
      return Node(.null, at: start)
    case UInt8(ascii: "-"), UInt8(ascii: "0")...UInt8(ascii: "9"):
      return try readNumber(start: start)
    default:
      throw error("unexpected character \(characterName(at: index)), expected a value", hint: nil)
    }
  }

  private mutating func expectWord(_ word: StaticString) throws(Diagnostic) {
    let count = word.utf8CodeUnitCount
    let matches = word.withUTF8Buffer { expected in
      index + count <= bytes.count && (0..<count).allSatisfy { bytes[index + $0] == expected[$0] }
    }
    guard matches else { throw error("invalid literal, expected '\(word)'", hint: "strings need double quotes") }
    index += count
  }

  private mutating func readObject(depth: Int, start: SourcePosition) throws(Diagnostic) -> Node {
    index += 1
    let base = entryStack.count
    defer { entryStack.truncate(to: base) }
    // Duplicate keys: a look along the few keys of most objects, a set once there are many.
    var seen: Set<String>?
    skipWhitespace()
    if index < bytes.count, bytes[index] == UInt8(ascii: "}") {
      index += 1
      return Node(.object([]), at: start)
    }
    while true {
      skipWhitespace()
      guard index < bytes.count, bytes[index] == UInt8(ascii: "\"") else {
        throw error("expected a string key in double quotes", hint: "a trailing comma is not allowed in JSON")
      }
      let keyPosition = position
      let key = try readKey()
      let duplicate: Bool
      if let inserted = seen?.insert(key).inserted {
        duplicate = !inserted
      } else {
        duplicate = entryStack.contains(from: base) { $0.key == key }
        if entryStack.count - base == 16 { seen = Set(entryStack.map(from: base, \.key) + [key]) }
      }
      if duplicate {
        throw Diagnostic.error(
          "duplicate key '\(key)'", at: keyPosition.location, hint: "each key may appear once in an object",
          id: .jsonDuplicateKey)
      }
      skipWhitespace()
      guard index < bytes.count, bytes[index] == UInt8(ascii: ":") else {
        throw error("expected ':' after the key '\(key)'", hint: nil)
      }
      index += 1
      skipWhitespace()
      let value = try readValue(depth: depth + 1)
      entryStack.push(Node.Entry(key: key, keyPosition: keyPosition, value: value))
      skipWhitespace()
      guard index < bytes.count else {
        throw error("unexpected end of file inside an object", hint: "a '}' is missing")
      }
      if bytes[index] == UInt8(ascii: ",") {
        index += 1
        continue
      }
      if bytes[index] == UInt8(ascii: "}") {
        index += 1
        break
      }
      throw error("expected ',' or '}' in an object", hint: nil)
    }
    return Node(.object(entryStack.popArray(from: base)), at: start)
  }

  private mutating func readArray(depth: Int, start: SourcePosition) throws(Diagnostic) -> Node {
    index += 1
    let base = itemStack.count
    defer { itemStack.truncate(to: base) }
    skipWhitespace()
    if index < bytes.count, bytes[index] == UInt8(ascii: "]") {
      index += 1
      return Node(.array([]), at: start)
    }
    while true {
      skipWhitespace()
      let item = try readValue(depth: depth + 1)
      itemStack.push(item)
      skipWhitespace()
      guard index < bytes.count else { throw error("unexpected end of file inside an array", hint: "a ']' is missing") }
      if bytes[index] == UInt8(ascii: ",") {
        index += 1
        continue
      }
      if bytes[index] == UInt8(ascii: "]") {
        index += 1
        break
      }
      throw error("expected ',' or ']' in an array", hint: nil)
    }
    return Node(.array(itemStack.popArray(from: base)), at: start)
  }

  /// A key: read as a string, its storage shared with every earlier key of the same bytes.
  private mutating func readKey() throws(Diagnostic) -> String {
    guard let end = plainStringEnd() else { return try readEscapedString() }
    defer { index = end + 1 }
    let text = UnsafeBufferPointer(rebasing: bytes[(index + 1)..<end])
    return text.count > 15 ? longKeys.string(for: text) : String(decoding: text, as: UTF8.self)
  }

  /// Where the string at `index` closes when it holds no escape and no line break.
  private func plainStringEnd() -> Int? {
    var end = index + 1
    while end < bytes.count {
      switch bytes[end] {
      case UInt8(ascii: "\""): return end
      case UInt8(ascii: "\\"), 0x0A: return nil
      default: end += 1
      }
    }
    return nil
  }

  private mutating func readString() throws(Diagnostic) -> String {
    // Most strings hold no escape: taken from the bytes in one piece.
    guard let end = plainStringEnd() else { return try readEscapedString() }
    defer { index = end + 1 }
    return String(decoding: UnsafeBufferPointer(rebasing: bytes[(index + 1)..<end]), as: UTF8.self)
  }

  /// A string with an escape or a line break in it, read byte by byte from its opening quote.
  private mutating func readEscapedString() throws(Diagnostic) -> String {
    index += 1  // opening quote
    var out: [UInt8] = []
    while true {
      guard index < bytes.count else { throw error("unterminated string", hint: "a closing '\"' is missing") }
      let byte = bytes[index]
      switch byte {
      case UInt8(ascii: "\""):
        index += 1
        return String(decoding: out, as: UTF8.self)
      case UInt8(ascii: "\\"):
        index += 1
        guard index < bytes.count else { throw error("unterminated escape", hint: nil) }
        let escape = bytes[index]
        index += 1
        switch escape {
        case UInt8(ascii: "\""): out.append(0x22)
        case UInt8(ascii: "\\"): out.append(0x5C)
        case UInt8(ascii: "/"): out.append(0x2F)
        case UInt8(ascii: "b"): out.append(0x08)
        case UInt8(ascii: "f"): out.append(0x0C)
        case UInt8(ascii: "n"): out.append(0x0A)
        case UInt8(ascii: "r"): out.append(0x0D)
        case UInt8(ascii: "t"): out.append(0x09)
        case UInt8(ascii: "u"):
          out.append(contentsOf: try readUnicodeEscape().utf8)
        default:
          index -= 2
          let printable = (0x21...0x7E).contains(escape)
          let what =
            printable ? "'\\\(Character(Unicode.Scalar(escape)))'" : "\\ before \(characterName(at: index + 1))"
          throw error(
            "invalid escape \(what)",
            hint: #"JSON escapes are \", \\, \/, \b, \f, \n, \r, \t and \u with four hex digits"#)
        }
      case 0x0A:
        throw error("line break inside a string", hint: "write it as \\n")
      default:
        out.append(byte)
        index += 1
      }
    }
  }

  /// The character of a `\uXXXX` escape (after its `\u`), with the low half of a surrogate
  /// pair; half a pair stands for no character, so it is an error rather than a guess.
  private mutating func readUnicodeEscape() throws(Diagnostic) -> String {
    let escapeStart = index - 2
    let high = try readHex4()
    switch high {
    case 0xD800...0xDBFF:
      guard index + 1 < bytes.count, bytes[index] == UInt8(ascii: "\\"), bytes[index + 1] == UInt8(ascii: "u") else {
        index = escapeStart
        throw loneSurrogate(high)
      }
      index += 2
      let low = try readHex4()
      guard (0xDC00...0xDFFF).contains(low),
        let scalar = Unicode.Scalar(0x10000 + ((high - 0xD800) << 10) + (low - 0xDC00))
      else {
        index = escapeStart
        throw loneSurrogate(high)
      }
      return String(Character(scalar))
    case 0xDC00...0xDFFF:
      index = escapeStart
      throw loneSurrogate(high)
    default:
      // Every value outside the surrogates is a scalar.
      return Unicode.Scalar(high).map { String(Character($0)) } ?? ""
    }
  }

  /// The character at `offset` as a message names it (the text is valid UTF-8).
  private func characterName(at offset: Int) -> String {
    var end = offset + 1
    while end < bytes.count, bytes[end] & 0xC0 == 0x80 { end += 1 }
    let text = String(decoding: UnsafeBufferPointer(rebasing: bytes[offset..<end]), as: UTF8.self)
    return text.unicodeScalars.first.map(Escape.named) ?? "?"
  }

  private func loneSurrogate(_ value: UInt32) -> Diagnostic {
    let hex = String(value, radix: 16, uppercase: true)
    return error(
      "\\u\(hex) is half of a UTF-16 surrogate pair with no other half",
      hint: "write the character itself, or both halves (\\uD83D\\uDE00 for 😀)")
  }

  private mutating func readHex4() throws(Diagnostic) -> UInt32 {
    guard index + 4 <= bytes.count else { throw error("invalid \\u escape, expected four hex digits", hint: nil) }
    var value: UInt32 = 0
    for offset in 0..<4 {
      let byte = bytes[index + offset]
      let digit: UInt8
      switch byte {
      case UInt8(ascii: "0")...UInt8(ascii: "9"): digit = byte - UInt8(ascii: "0")
      case UInt8(ascii: "a")...UInt8(ascii: "f"): digit = byte - UInt8(ascii: "a") + 10
      case UInt8(ascii: "A")...UInt8(ascii: "F"): digit = byte - UInt8(ascii: "A") + 10
      default: throw error("invalid \\u escape, expected four hex digits", hint: nil)
      }
      value = value << 4 | UInt32(digit)
    }
    index += 4
    return value
  }

  private mutating func readNumber(start: SourcePosition) throws(Diagnostic) -> Node {
    let begin = index
    if bytes[index] == UInt8(ascii: "-") { index += 1 }
    func digits() -> Int {
      let from = index
      while index < bytes.count, (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(bytes[index]) {
        index += 1
      }
      return index - from
    }
    guard digits() > 0 else { throw error("invalid number", hint: nil) }
    if index < bytes.count, bytes[index] == UInt8(ascii: ".") {
      index += 1
      guard digits() > 0 else { throw error("invalid number: digits expected after '.'", hint: nil) }
    }
    if index < bytes.count, bytes[index] == UInt8(ascii: "e") || bytes[index] == UInt8(ascii: "E") {
      index += 1
      if index < bytes.count, bytes[index] == UInt8(ascii: "+") || bytes[index] == UInt8(ascii: "-") {
        index += 1
      }
      guard digits() > 0 else { throw error("invalid number: digits expected in the exponent", hint: nil) }
    }
    let text = String(decoding: UnsafeBufferPointer(rebasing: bytes[begin..<index]), as: UTF8.self)
    guard let value = Double(text) else { throw error("invalid number '\(text)'", hint: nil) }
    guard value.isFinite else {
      throw Diagnostic.error(
        "the number \(text) is out of range", at: start.location, hint: "numbers must lie within ±1.7e308",
        id: .jsonNumberOutOfRange)
    }
    return Node(.number(value, text), at: start)
  }
}

/// A stack whose top elements move out into an array of exactly their number: the entries of the
/// objects being read wait here, and moving them out neither copies nor retains them again.
private final class MoveStack<Element> {
  private var storage: UnsafeMutablePointer<Element>
  private var capacity = 256
  private(set) var count = 0

  init() { storage = .allocate(capacity: capacity) }

  deinit {
    storage.deinitialize(count: count)
    storage.deallocate()
  }

  func push(_ element: Element) {
    if count == capacity {
      let larger = UnsafeMutablePointer<Element>.allocate(capacity: capacity * 2)
      larger.moveInitialize(from: storage, count: count)
      storage.deallocate()
      storage = larger
      capacity *= 2
    }
    (storage + count).initialize(to: element)
    count += 1
  }

  /// The elements from `base` up, in order, moved into an array; the stack ends at `base`.
  func popArray(from base: Int) -> [Element] {
    let moved = count - base
    guard moved > 0 else { return [] }
    let array = [Element](unsafeUninitializedCapacity: moved) { buffer, initialized in
      buffer.baseAddress!.moveInitialize(from: storage + base, count: moved)
      initialized = moved
    }
    count = base
    return array
  }

  /// Drops the elements from `base` up (what an error left half read).
  func truncate(to base: Int) {
    guard count > base else { return }
    (storage + base).deinitialize(count: count - base)
    count = base
  }

  func contains(from base: Int, where predicate: (Element) -> Bool) -> Bool {
    (base..<count).contains { predicate(storage[$0]) }
  }

  func map<T>(from base: Int, _ transform: (Element) -> T) -> [T] {
    (base..<count).map { transform(storage[$0]) }
  }
}

/// Strings by their bytes, each made once: an open-addressed table keyed by an FNV-1a hash.
private struct KeyTable {
  private var slots: [(hash: UInt64, string: String)?] = Array(repeating: nil, count: 64)
  private var count = 0

  mutating func string(for bytes: UnsafeBufferPointer<UInt8>) -> String {
    var hash: UInt64 = 0xcbf2_9ce4_8422_2325
    for byte in bytes { hash = (hash ^ UInt64(byte)) &* 0x100_0000_01b3 }
    var slot = Int(truncatingIfNeeded: hash) & (slots.count - 1)
    while let entry = slots[slot] {
      if entry.hash == hash, entry.string.utf8.elementsEqual(bytes) { return entry.string }
      slot = (slot + 1) & (slots.count - 1)
    }
    let string = String(decoding: bytes, as: UTF8.self)
    // A file of many distinct long keys stops sharing rather than growing the table without end.
    guard count < 4_096 else { return string }
    slots[slot] = (hash, string)
    count += 1
    if count * 2 > slots.count { grow() }
    return string
  }

  private mutating func grow() {
    let old = slots
    slots = Array(repeating: nil, count: old.count * 2)
    for case let entry? in old {
      var slot = Int(truncatingIfNeeded: entry.hash) & (slots.count - 1)
      while slots[slot] != nil { slot = (slot + 1) & (slots.count - 1) }
      slots[slot] = entry
    }
  }
}
