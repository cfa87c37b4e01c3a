/// A JSON parser (RFC 8259) that keeps source order and the position of every value and key.
///
/// Reading is linear in the text, on one line or many: a value keeps its byte offset, and its
/// line and column are counted from the text's line index only when a message asks for them.
package struct JSONReader {
  private let bytes: UnsafeBufferPointer<UInt8>
  private let lines: SourceLines
  private var index = 0
  private var slots = JSONSlotList()
  /// The keys of the objects being read, innermost last, for the duplicate check.
  private var keyStack: [KeyRange] = []

  /// Where a key's quotes are, whether it holds an escape, and whether it is plain ASCII (no
  /// escape, no byte past 127): two such keys are the same string exactly when their bytes are.
  private struct KeyRange {
    var start: Int
    var end: Int
    var escaped: Bool
    var plainASCII = false
  }

  /// Parses `text`; a syntax error is a diagnostic at the offending character. Every value
  /// becomes a node of its own, for documents that are read many times over (tokens).
  package static func parse(_ text: String, file: String) throws(Diagnostic) -> Node {
    let tree = try parseTree(Array(text.utf8), file: file)
    var keys = KeyTable()
    return tree.materialize(0, keys: &keys)
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

  /// Parses UTF-8 `bytes` (checked first: invalid UTF-8 is an error at its byte) into one
  /// `JSONTree`, whose nodes decode their values when asked: for large files read once
  /// (Figma snapshots), in under three times their size.
  package static func parse(bytes: [UInt8], file: String) throws(Diagnostic) -> Node {
    if let problem = SourceText.firstInvalidSequence(bytes) {
      throw SourceText.invalidUTF8(problem, in: bytes, file: file)
    }
    return try parseTree(bytes, file: file).root
  }

  /// Parses bytes known to be UTF-8.
  static func parseTree(_ bytes: [UInt8], file: String) throws(Diagnostic) -> JSONTree {
    let lines = SourceLines(bytes, file: file)
    let chunks = try bytes.withUnsafeBufferPointer { buffer throws(Diagnostic) -> ([[JSONTree.Slot]], Int) in
      var reader = JSONReader(bytes: buffer, lines: lines)
      reader.skipWhitespace()
      try reader.readValue(depth: 0)
      reader.skipWhitespace()
      if reader.index < buffer.count {
        throw reader.error("unexpected text after the JSON value", hint: nil)
      }
      let count = reader.slots.count
      return (reader.slots.finish(), count)
    }
    return JSONTree(bytes: bytes, lines: lines, chunks: chunks.0, count: chunks.1)
  }

  /// The text of the string whose opening quote is at `offset`, in a text already read whole.
  static func decodeEscapedString(in bytes: UnsafeBufferPointer<UInt8>, at offset: Int, lines: SourceLines) -> String {
    var reader = JSONReader(bytes: bytes, lines: lines)
    reader.index = offset
    return (try? reader.readEscapedString()) ?? ""
  }

  private init(bytes: UnsafeBufferPointer<UInt8>, lines: SourceLines) {
    self.bytes = bytes
    self.lines = lines
    // A byte-order mark is allowed and ignored.
    if bytes.count >= 3, bytes[0] == 0xEF, bytes[1] == 0xBB, bytes[2] == 0xBF { index = 3 }
  }

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

  /// Reads one value into a slot; `key`: the key it is the value of, in an object.
  private mutating func readValue(depth: Int, key: (offset: Int, escaped: Bool)? = nil) throws(Diagnostic) {
    guard depth < 512 else { throw error("JSON nested too deeply", hint: nil, id: .jsonNestingTooDeep) }
    guard index < bytes.count else {
      throw error("unexpected end of file, expected a value", hint: "the file may be cut short")
    }
    let start = index
    switch bytes[index] {
    case UInt8(ascii: "{"): try readObject(depth: depth, key: key)
    case UInt8(ascii: "["): try readArray(depth: depth, key: key)
    case UInt8(ascii: "\""):
      let (end, escaped) = try readString()
      slots.append(.init(escaped ? .escapedString : .string, offset: start, payload: UInt64(end), key: key))
    case UInt8(ascii: "t"):
      try expectWord("true")
      slots.append(.init(.true, offset: start, key: key))
    case UInt8(ascii: "f"):
      try expectWord("false")
      slots.append(.init(.false, offset: start, key: key))
    case UInt8(ascii: "n"):
      try expectWord("null")
      slots.append(.init(.null, offset: start, key: key))
    case UInt8(ascii: "-"), UInt8(ascii: "0")...UInt8(ascii: "9"):
      let value = try readNumber()
      slots.append(.init(.number, offset: start, payload: value.bitPattern, key: key))
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

  private mutating func readObject(depth: Int, key member: (offset: Int, escaped: Bool)?) throws(Diagnostic) {
    let slot = slots.append(.init(.object, offset: index, key: member))
    index += 1
    let base = keyStack.count
    defer { keyStack.removeSubrange(base...) }
    // Duplicate keys: a look along the few keys of most objects, a table once there are many.
    var seen: JSONDuplicateKeys?
    skipWhitespace()
    if index < bytes.count, bytes[index] == UInt8(ascii: "}") {
      index += 1
      slots.setPayload(UInt64(slots.count), at: slot)
      return
    }
    while true {
      skipWhitespace()
      guard index < bytes.count, bytes[index] == UInt8(ascii: "\"") else {
        throw error("expected a string key in double quotes", hint: "a trailing comma is not allowed in JSON")
      }
      let keyStart = index
      let (keyEnd, escaped) = try readString()
      var key = KeyRange(start: keyStart, end: keyEnd, escaped: escaped)
      key.plainASCII = !escaped && !bytes[(keyStart + 1)..<keyEnd].contains { $0 >= 0x80 }
      let duplicate: Bool
      if seen != nil {
        duplicate = seen?.insert((keyStart + 1)..<keyEnd, plainASCII: key.plainASCII) { text(of: key) } == false
      } else {
        duplicate = keyStack[base...].contains { sameKey($0, key) }
        if !duplicate, keyStack.count - base == 16 {
          let met = Array(keyStack[base...]) + [key]
          seen = JSONDuplicateKeys(
            bytes: bytes, keys: met.map { (($0.start + 1)..<$0.end, $0.plainASCII) }, text: { text(of: met[$0]) })
        }
      }
      if duplicate {
        throw Diagnostic.error(
          "duplicate key '\(text(of: key))'", at: lines.location(at: keyStart),
          hint: "each key may appear once in an object", id: .jsonDuplicateKey)
      }
      keyStack.append(key)
      skipWhitespace()
      guard index < bytes.count, bytes[index] == UInt8(ascii: ":") else {
        throw error("expected ':' after the key '\(text(of: key))'", hint: nil)
      }
      index += 1
      skipWhitespace()
      try readValue(depth: depth + 1, key: (keyStart, escaped))
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
    slots.setPayload(UInt64(slots.count), at: slot)
  }

  /// The text of a key already read.
  private func text(of key: KeyRange) -> String {
    if key.escaped { return Self.decodeEscapedString(in: bytes, at: key.start, lines: lines) }
    return String(decoding: UnsafeBufferPointer(rebasing: bytes[(key.start + 1)..<key.end]), as: UTF8.self)
  }

  /// Whether two keys are the same string: the same bytes are; other bytes of ASCII alone are
  /// not; anything else is compared as Swift compares strings.
  private func sameKey(_ a: KeyRange, _ b: KeyRange) -> Bool {
    if !a.escaped, !b.escaped {
      if a.end - a.start == b.end - b.start, bytes[(a.start + 1)..<a.end].elementsEqual(bytes[(b.start + 1)..<b.end]) {
        return true
      }
      if a.plainASCII, b.plainASCII { return false }
    }
    return text(of: a) == text(of: b)
  }

  private mutating func readArray(depth: Int, key: (offset: Int, escaped: Bool)?) throws(Diagnostic) {
    let slot = slots.append(.init(.array, offset: index, key: key))
    index += 1
    skipWhitespace()
    if index < bytes.count, bytes[index] == UInt8(ascii: "]") {
      index += 1
      slots.setPayload(UInt64(slots.count), at: slot)
      return
    }
    while true {
      skipWhitespace()
      try readValue(depth: depth + 1)
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
    slots.setPayload(UInt64(slots.count), at: slot)
  }

  /// Where the string at `index` closes when it holds no escape and no line break.
  private func plainStringEnd() -> Int? {
    var end = index + 1
    // Eight bytes at a time while none is a quote, a backslash or a line break.
    if let base = UnsafeRawPointer(bytes.baseAddress) {
      while end + 8 <= bytes.count {
        let word = base.loadUnaligned(fromByteOffset: end, as: UInt64.self)
        if Self.holds(word, UInt8(ascii: "\"")) || Self.holds(word, UInt8(ascii: "\\")) || Self.holds(word, 0x0A) {
          break
        }
        end += 8
      }
    }
    while end < bytes.count {
      switch bytes[end] {
      case UInt8(ascii: "\""): return end
      case UInt8(ascii: "\\"), 0x0A: return nil
      default: end += 1
      }
    }
    return nil
  }

  /// Whether any of the eight bytes of `word` is `byte` (a zero byte of their difference).
  private static func holds(_ word: UInt64, _ byte: UInt8) -> Bool {
    let difference = word ^ (0x0101_0101_0101_0101 &* UInt64(byte))
    return (difference &- 0x0101_0101_0101_0101) & ~difference & 0x8080_8080_8080_8080 != 0
  }

  /// Reads a string or key, checking its escapes: the offset of its closing quote, and whether
  /// it has an escape (its text is then decoded again when asked for).
  private mutating func readString() throws(Diagnostic) -> (end: Int, escaped: Bool) {
    // Most strings hold no escape: their text is the bytes between the quotes.
    if let end = plainStringEnd() {
      index = end + 1
      return (end, false)
    }
    _ = try readEscapedString()
    return (index - 1, true)
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
        case UInt8(ascii: "u"):
          out.append(contentsOf: try readUnicodeEscape().utf8)
        default:
          if let control = JSONEscapes.control(escape) {
            out.append(control)
            break
          }
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
      guard let scalar = JSONEscapes.scalar(high: high, low: low) else {
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
      guard let digit = JSONEscapes.hexValue(bytes[index + offset]) else {
        throw error("invalid \\u escape, expected four hex digits", hint: nil)
      }
      value = value << 4 | digit
    }
    index += 4
    return value
  }

  /// Powers of ten a double holds exactly.
  private static let exactPowersOfTen: [Double] = [
    1e0, 1e1, 1e2, 1e3, 1e4, 1e5, 1e6, 1e7, 1e8, 1e9, 1e10, 1e11, 1e12, 1e13, 1e14, 1e15, 1e16, 1e17, 1e18, 1e19,
    1e20, 1e21, 1e22,
  ]

  /// The value of a number written without an exponent whose digits, the point left out, make an
  /// integer of at most 2^53 and whose fraction has at most 22 digits, as most numbers of a real
  /// file are: both that integer and the power of ten are exact doubles, so their one correctly
  /// rounded quotient is the correctly rounded value `Double(text)` gives. Nil for any other.
  private static func exactNumber(_ text: UnsafeBufferPointer<UInt8>) -> Double? {
    var i = 0
    let negative = text.first == UInt8(ascii: "-")
    if negative { i = 1 }
    var digits: UInt64 = 0
    var fraction = -1
    while i < text.count {
      let byte = text[i]
      if byte == UInt8(ascii: ".") {
        fraction = 0
      } else if byte >= UInt8(ascii: "0"), byte <= UInt8(ascii: "9") {
        guard digits < 100_000_000_000_000_000 else { return nil }
        digits = digits * 10 + UInt64(byte - UInt8(ascii: "0"))
        if fraction >= 0 { fraction += 1 }
      } else {
        return nil
      }
      i += 1
    }
    guard digits <= 1 << 53, fraction <= 22 else { return nil }
    let magnitude = fraction > 0 ? Double(digits) / exactPowersOfTen[fraction] : Double(digits)
    return negative ? -magnitude : magnitude
  }

  private mutating func readNumber() throws(Diagnostic) -> Double {
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
    if let value = Self.exactNumber(UnsafeBufferPointer(rebasing: bytes[begin..<index])) { return value }
    let text = String(decoding: UnsafeBufferPointer(rebasing: bytes[begin..<index]), as: UTF8.self)
    guard let value = Double(text) else { throw error("invalid number '\(text)'", hint: nil) }
    guard value.isFinite else {
      throw Diagnostic.error(
        "the number \(text) is out of range", at: lines.location(at: begin), hint: "numbers must lie within ±1.7e308",
        id: .jsonNumberOutOfRange)
    }
    return value
  }
}
