/// A JSON5 parser (json5.org): JSON plus comments, unquoted and single-quoted keys, single-quoted
/// strings, trailing commas, and numbers with a `+` sign, a hex form or a bare point, as token
/// files that people edit by hand are written (GitHub Primer's `*.json5`).
///
/// Reading is one pass over the bytes; every value and key keeps its byte offset, turned into a
/// line and column only when a message asks, so positions are exact on any line length.
///
/// A key written twice in one object is read as the `json5` package (the reference parser, which
/// builds such as Primer's use) and `JSON.parse` read it: the later value replaces the earlier
/// one, which keeps its place in the order of the entries, as a JavaScript object keeps its first
/// order of properties; each repeat is a warning in `warnings`.
struct JSON5Reader {
  private let bytes: [UInt8]
  private let lines: SourceLines
  private var index = 0
  /// A warning for each key that repeats one before it in its object.
  private(set) var warnings: [Diagnostic] = []

  init(bytes: [UInt8], lines: SourceLines) {
    self.bytes = bytes
    self.lines = lines
    if bytes.starts(with: [0xEF, 0xBB, 0xBF]) { index = 3 }
  }

  mutating func readDocument() throws(Diagnostic) -> Node {
    try skipSpaceAndComments()
    let root = try readValue(depth: 0)
    try skipSpaceAndComments()
    if index < bytes.count { throw error("unexpected text after the JSON5 value", hint: nil) }
    return root
  }

  private func error(_ message: String, hint: String?, id: Diagnostic.ID = .jsonSyntax) -> Diagnostic {
    .error(message, at: lines.location(at: index), hint: hint, id: id)
  }

  private func position(_ offset: Int) -> SourcePosition { SourcePosition(lines, offset: offset) }

  private func byte(at offset: Int) -> UInt8? { offset < bytes.count ? bytes[offset] : nil }

  /// Skips white space (JSON5 counts the no-break space and the Unicode line and paragraph
  /// separators too) and `//` and `/* */` comments.
  private mutating func skipSpaceAndComments() throws(Diagnostic) {
    while index < bytes.count {
      switch bytes[index] {
      case 0x20, 0x09, 0x0A, 0x0B, 0x0C, 0x0D: index += 1
      case 0xC2 where byte(at: index + 1) == 0xA0: index += 2
      case 0xE2 where byte(at: index + 1) == 0x80 && (byte(at: index + 2) == 0xA8 || byte(at: index + 2) == 0xA9):
        index += 3
      case 0xEF where byte(at: index + 1) == 0xBB && byte(at: index + 2) == 0xBF: index += 3
      case UInt8(ascii: "/") where byte(at: index + 1) == UInt8(ascii: "/"):
        while index < bytes.count, bytes[index] != 0x0A, bytes[index] != 0x0D { index += 1 }
      case UInt8(ascii: "/") where byte(at: index + 1) == UInt8(ascii: "*"):
        let start = index
        index += 2
        while index < bytes.count, !(bytes[index] == UInt8(ascii: "*") && byte(at: index + 1) == UInt8(ascii: "/")) {
          index += 1
        }
        guard index < bytes.count else {
          index = start
          throw error("unterminated comment", hint: "a closing '*/' is missing")
        }
        index += 2
      default: return
      }
    }
  }

  private mutating func readValue(depth: Int) throws(Diagnostic) -> Node {
    guard depth < 512 else { throw error("JSON5 nested too deeply", hint: nil, id: .jsonNestingTooDeep) }
    guard let first = byte(at: index) else {
      throw error("unexpected end of file, expected a value", hint: "the file may be cut short")
    }
    let start = index
    switch first {
    case UInt8(ascii: "{"): return try readObject(depth: depth)
    case UInt8(ascii: "["): return try readArray(depth: depth)
    case UInt8(ascii: "\""), UInt8(ascii: "'"): return Node(.string(try readString()), at: position(start))
    case UInt8(ascii: "-"), UInt8(ascii: "+"), UInt8(ascii: "."), UInt8(ascii: "0")...UInt8(ascii: "9"):
      return try readNumber()
    default:
      let word = identifier()
      switch word {
      case "true": return Node(.bool(true), at: position(start))
      case "false": return Node(.bool(false), at: position(start))
      case "null": return Node(.null, at: position(start))
      case "Infinity", "NaN":
        index = start
        throw error(
          "\(word) is not a number a token can hold", hint: "write a finite number", id: .jsonNumberOutOfRange)
      default:
        index = start
        throw error("unexpected character \(characterName(at: index)), expected a value", hint: nil)
      }
    }
  }

  /// An identifier at the reader's position (letters, digits, `$`, `_`, and any non-ASCII
  /// character, as ECMAScript names allow), or "" when none starts there.
  private mutating func identifier() -> String {
    let start = index
    while index < bytes.count {
      let byte = bytes[index]
      let isPart =
        (UInt8(ascii: "a")...UInt8(ascii: "z")).contains(byte) || (UInt8(ascii: "A")...UInt8(ascii: "Z")).contains(byte)
        || byte == UInt8(ascii: "$") || byte == UInt8(ascii: "_") || byte >= 0x80
        || (index > start && (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte))
      guard isPart else { break }
      // The separators JSON5 counts as white space end a name.
      if byte == 0xC2, self.byte(at: index + 1) == 0xA0 { break }
      if byte == 0xE2, self.byte(at: index + 1) == 0x80,
        self.byte(at: index + 2) == 0xA8 || self.byte(at: index + 2) == 0xA9
      {
        break
      }
      index += 1
    }
    return String(decoding: bytes[start..<index], as: UTF8.self)
  }

  private mutating func readObject(depth: Int) throws(Diagnostic) -> Node {
    let start = index
    index += 1
    var entries: [Node.Entry] = []
    // Each key's entry, so a repeat replaces its value in constant time.
    var entryOfKey: [String: Int] = [:]
    while true {
      try skipSpaceAndComments()
      guard let next = byte(at: index) else {
        throw error("unexpected end of file inside an object", hint: "a '}' is missing")
      }
      if next == UInt8(ascii: "}") {
        index += 1
        return Node(.object(entries), at: position(start))
      }
      let keyStart = index
      let key: String
      if next == UInt8(ascii: "\"") || next == UInt8(ascii: "'") {
        key = try readString()
      } else {
        key = identifier()
        guard !key.isEmpty else {
          throw error(
            "expected a key, found \(characterName(at: index))", hint: "a key is a name or a quoted string")
        }
      }
      try skipSpaceAndComments()
      guard byte(at: index) == UInt8(ascii: ":") else { throw error("expected ':' after the key '\(key)'", hint: nil) }
      index += 1
      try skipSpaceAndComments()
      let value = try readValue(depth: depth + 1)
      let entry = Node.Entry(key: key, keyPosition: position(keyStart), value: value)
      if let earlier = entryOfKey[key] {
        let before = entries[earlier].keyPosition.location
        warnings.append(
          .warning(
            "the key '\(key)' is written again (earlier at line \(before.line), column \(before.column)); "
              + "the later value replaces the earlier one",
            at: lines.location(at: keyStart),
            hint: "json5, the reader of JSON5 files, keeps the later value; remove one of the two",
            id: .json5DuplicateKeyReplaced))
        entries[earlier] = entry
      } else {
        entryOfKey[key] = entries.count
        entries.append(entry)
      }
      try skipSpaceAndComments()
      switch byte(at: index) {
      case UInt8(ascii: ","): index += 1
      case UInt8(ascii: "}"): continue
      case nil: throw error("unexpected end of file inside an object", hint: "a '}' is missing")
      default: throw error("expected ',' or '}' in an object", hint: nil)
      }
    }
  }

  private mutating func readArray(depth: Int) throws(Diagnostic) -> Node {
    let start = index
    index += 1
    var items: [Node] = []
    while true {
      try skipSpaceAndComments()
      guard let next = byte(at: index) else {
        throw error("unexpected end of file inside an array", hint: "a ']' is missing")
      }
      if next == UInt8(ascii: "]") {
        index += 1
        return Node(.array(items), at: position(start))
      }
      items.append(try readValue(depth: depth + 1))
      try skipSpaceAndComments()
      switch byte(at: index) {
      case UInt8(ascii: ","): index += 1
      case UInt8(ascii: "]"): continue
      case nil: throw error("unexpected end of file inside an array", hint: "a ']' is missing")
      default: throw error("expected ',' or ']' in an array", hint: nil)
      }
    }
  }

  /// A string in double or single quotes, with JSON5's escapes.
  private mutating func readString() throws(Diagnostic) -> String {
    let quote = bytes[index]
    let start = index
    index += 1
    var out: [UInt8] = []
    while true {
      guard let byte = byte(at: index) else {
        index = start
        throw error("unterminated string", hint: "a closing quote is missing")
      }
      switch byte {
      case quote:
        index += 1
        return String(decoding: out, as: UTF8.self)
      case 0x0A, 0x0D:
        throw error("line break inside a string", hint: "write it as \\n, or end the line with \\")
      case UInt8(ascii: "\\"):
        index += 1
        try readEscape(into: &out)
      default:
        out.append(byte)
        index += 1
      }
    }
  }

  /// One escape after its backslash: JSON's, `\'`, `\v`, `\0`, `\xHH`, a line continuation, and
  /// any other character standing for itself.
  private mutating func readEscape(into out: inout [UInt8]) throws(Diagnostic) {
    guard let escape = byte(at: index) else { throw error("unterminated escape", hint: nil) }
    index += 1
    switch escape {
    case UInt8(ascii: "v"): out.append(0x0B)
    case UInt8(ascii: "0"):
      if let next = byte(at: index), (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(next) {
        index -= 2
        throw error("invalid escape '\\0' before a digit", hint: "JSON5 has no octal escapes")
      }
      out.append(0)
    case UInt8(ascii: "1")...UInt8(ascii: "9"):
      index -= 2
      throw error("invalid escape '\\\(Character(Unicode.Scalar(escape)))'", hint: "JSON5 has no octal escapes")
    case UInt8(ascii: "x"):
      let value = try readHex(digits: 2)
      out.append(contentsOf: String(Character(Unicode.Scalar(UInt8(value)))).utf8)
    case UInt8(ascii: "u"):
      let escapeStart = index - 2
      let high = try readHex(digits: 4)
      var scalar = Unicode.Scalar(high)
      if (0xD800...0xDBFF).contains(high), byte(at: index) == UInt8(ascii: "\\"),
        byte(at: index + 1) == UInt8(ascii: "u")
      {
        index += 2
        let low = try readHex(digits: 4)
        if let pair = JSONEscapes.scalar(high: high, low: low) { scalar = pair }
      }
      guard let scalar else {
        index = escapeStart
        throw error("\\u escape is half of a UTF-16 surrogate pair", hint: "write the character itself")
      }
      out.append(contentsOf: String(Character(scalar)).utf8)
    case 0x0D:
      if byte(at: index) == 0x0A { index += 1 }
    case 0x0A: break
    case 0xE2 where byte(at: index) == 0x80 && (byte(at: index + 1) == 0xA8 || byte(at: index + 1) == 0xA9):
      index += 2
    default:
      // JSON's letters for control characters; any other character stands for itself (`\'`,
      // `\"`, `\\`, `\/`, `\a`).
      out.append(JSONEscapes.control(escape) ?? escape)
    }
  }

  private mutating func readHex(digits: Int) throws(Diagnostic) -> UInt32 {
    var value: UInt32 = 0
    for _ in 0..<digits {
      guard let byte = byte(at: index), let digit = JSONEscapes.hexValue(byte) else {
        throw error("invalid escape, expected \(digits) hex digits", hint: nil)
      }
      value = value << 4 | digit
      index += 1
    }
    return value
  }

  /// A number: an optional sign, then hex (`0x1F`), or decimal digits with an optional point
  /// on either side and an exponent. Its spelling is kept as written.
  private mutating func readNumber() throws(Diagnostic) -> Node {
    let start = index
    var negative = false
    if bytes[index] == UInt8(ascii: "+") || bytes[index] == UInt8(ascii: "-") {
      negative = bytes[index] == UInt8(ascii: "-")
      index += 1
    }
    if byte(at: index) == UInt8(ascii: "I") || byte(at: index) == UInt8(ascii: "N") {
      let word = identifier()
      index = start
      throw error(
        "\(word) is not a number a token can hold", hint: "write a finite number", id: .jsonNumberOutOfRange)
    }
    if byte(at: index) == UInt8(ascii: "0"),
      byte(at: index + 1) == UInt8(ascii: "x") || byte(at: index + 1) == UInt8(ascii: "X")
    {
      index += 2
      var value: Double = 0
      var count = 0
      while let byte = byte(at: index), let digit = JSONEscapes.hexValue(byte) {
        value = value * 16 + Double(digit)
        count += 1
        index += 1
      }
      guard count > 0 else { throw error("invalid number: hex digits expected after '0x'", hint: nil) }
      return Node(
        .number(negative ? -value : value, String(decoding: bytes[start..<index], as: UTF8.self)), at: position(start))
    }
    func digits() -> Int {
      let from = index
      while let byte = byte(at: index), (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte) { index += 1 }
      return index - from
    }
    var count = digits()
    if byte(at: index) == UInt8(ascii: ".") {
      index += 1
      count += digits()
    }
    guard count > 0 else { throw error("invalid number", hint: nil) }
    if byte(at: index) == UInt8(ascii: "e") || byte(at: index) == UInt8(ascii: "E") {
      index += 1
      if byte(at: index) == UInt8(ascii: "+") || byte(at: index) == UInt8(ascii: "-") { index += 1 }
      guard digits() > 0 else { throw error("invalid number: digits expected in the exponent", hint: nil) }
    }
    let text = String(decoding: bytes[start..<index], as: UTF8.self)
    // Swift reads `.5` and `5.` only with a digit on both sides of the point.
    var digitsText: [UInt8] = []
    for (offset, byte) in bytes[start..<index].enumerated() where !(offset == 0 && byte == UInt8(ascii: "+")) {
      if byte == UInt8(ascii: "."),
        !(digitsText.last.map { (UInt8(ascii: "0")...UInt8(ascii: "9")).contains($0) } ?? false)
      {
        digitsText.append(UInt8(ascii: "0"))
      }
      digitsText.append(byte)
      let next = start + offset + 1
      if byte == UInt8(ascii: "."),
        !(self.byte(at: next).map { (UInt8(ascii: "0")...UInt8(ascii: "9")).contains($0) } ?? false)
      {
        digitsText.append(UInt8(ascii: "0"))
      }
    }
    guard let value = Double(String(decoding: digitsText, as: UTF8.self)), value.isFinite else {
      index = start
      throw error(
        "the number \(text) is out of range", hint: "numbers must lie within ±1.7e308", id: .jsonNumberOutOfRange)
    }
    return Node(.number(value, text), at: position(start))
  }

  /// The character at `offset` as a message names it.
  private func characterName(at offset: Int) -> String {
    var end = offset + 1
    while end < bytes.count, bytes[end] & 0xC0 == 0x80 { end += 1 }
    let text = String(decoding: bytes[offset..<end], as: UTF8.self)
    return text.unicodeScalars.first.map(Escape.named) ?? "?"
  }
}

extension JSONReader {
  /// Parses `text` as JSON5 (a `*.json5` file); a syntax error is a diagnostic at its character,
  /// and each key written twice in an object a warning appended to `warnings`.
  static func parseJSON5(
    _ text: String, file: String, warnings: inout Diagnostics
  ) throws(Diagnostic) -> Node {
    let bytes = Array(text.utf8)
    var reader = JSON5Reader(bytes: bytes, lines: SourceLines(bytes, file: file))
    let root = try reader.readDocument()
    warnings.append(contentsOf: reader.warnings)
    return root
  }

  /// Parses `text` as JSON5 when `file` ends in `.json5`, as JSON otherwise (where a key written
  /// twice stays an error); JSON5's warnings are appended to `warnings`.
  package static func parse(
    _ text: String, file: String, json5: Bool, warnings: inout Diagnostics
  ) throws(Diagnostic) -> Node {
    json5 ? try parseJSON5(text, file: file, warnings: &warnings) : try parse(text, file: file)
  }

  /// Whether a path names a JSON5 file.
  package static func isJSON5(_ path: String) -> Bool { path.hasSuffix(".json5") }
}
