/// A JSON parser (RFC 8259) that keeps source order and the line and column of every value.
package struct JSONReader {
  private let bytes: [UInt8]
  private let file: String
  private var index = 0
  private var line = 1
  private var lineStart = 0

  /// Parses `text`; a syntax error is a diagnostic at the offending character.
  package static func parse(_ text: String, file: String) throws(Diagnostic) -> Node {
    var reader = JSONReader(bytes: Array(text.utf8), file: file)
    reader.skipWhitespace()
    let node = try reader.readValue(depth: 0)
    reader.skipWhitespace()
    if reader.index < reader.bytes.count {
      throw reader.error("unexpected text after the JSON value", hint: nil)
    }
    return node
  }

  private init(bytes: [UInt8], file: String) {
    self.bytes = bytes
    self.file = file
    // A byte-order mark is allowed and ignored.
    if bytes.starts(with: [0xEF, 0xBB, 0xBF]) {
      index = 3
      lineStart = 3
    }
  }

  private var location: SourceLocation {
    // Columns count characters, not bytes: skip UTF-8 continuation bytes.
    var column = 1
    var i = lineStart
    while i < index {
      if bytes[i] & 0xC0 != 0x80 { column += 1 }
      i += 1
    }
    return SourceLocation(file: file, line: line, column: column)
  }

  private func error(_ message: String, hint: String?) -> Diagnostic {
    .error(message, at: location, hint: hint)
  }

  private mutating func skipWhitespace() {
    while index < bytes.count {
      switch bytes[index] {
      case 0x20, 0x09, 0x0D: index += 1
      case 0x0A:
        index += 1
        line += 1
        lineStart = index
      default: return
      }
    }
  }

  private mutating func readValue(depth: Int) throws(Diagnostic) -> Node {
    guard depth < 512 else { throw error("JSON nested too deeply", hint: nil) }
    guard index < bytes.count else {
      throw error("unexpected end of file, expected a value", hint: "the file may be cut short")
    }
    let start = location
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
      throw error(
        "unexpected character '\(String(decoding: [bytes[index]], as: UTF8.self))', expected a value",
        hint: nil)
    }
  }

  private mutating func expectWord(_ word: String) throws(Diagnostic) {
    let utf8 = Array(word.utf8)
    guard index + utf8.count <= bytes.count, Array(bytes[index..<index + utf8.count]) == utf8 else {
      throw error("invalid literal, expected '\(word)'", hint: "strings need double quotes")
    }
    index += utf8.count
  }

  private mutating func readObject(depth: Int, start: SourceLocation) throws(Diagnostic) -> Node {
    index += 1
    var entries: [Node.Entry] = []
    // Duplicate keys: a look along the few keys of most objects, a set once there are many.
    var seen: Set<String>?
    skipWhitespace()
    if index < bytes.count, bytes[index] == UInt8(ascii: "}") {
      index += 1
      return Node(.object(entries), at: start)
    }
    while true {
      skipWhitespace()
      guard index < bytes.count, bytes[index] == UInt8(ascii: "\"") else {
        throw error("expected a string key in double quotes", hint: "a trailing comma is not allowed in JSON")
      }
      let keyLocation = location
      let key = try readString()
      let duplicate: Bool
      if let inserted = seen?.insert(key).inserted {
        duplicate = !inserted
      } else {
        duplicate = entries.contains { $0.key == key }
        if entries.count == 16 { seen = Set(entries.map(\.key) + [key]) }
      }
      if duplicate {
        throw Diagnostic.error("duplicate key '\(key)'", at: keyLocation, hint: "each key may appear once in an object")
      }
      skipWhitespace()
      guard index < bytes.count, bytes[index] == UInt8(ascii: ":") else {
        throw error("expected ':' after the key '\(key)'", hint: nil)
      }
      index += 1
      skipWhitespace()
      let value = try readValue(depth: depth + 1)
      entries.append(Node.Entry(key: key, keyLocation: keyLocation, value: value))
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
    return Node(.object(entries), at: start)
  }

  private mutating func readArray(depth: Int, start: SourceLocation) throws(Diagnostic) -> Node {
    index += 1
    var items: [Node] = []
    skipWhitespace()
    if index < bytes.count, bytes[index] == UInt8(ascii: "]") {
      index += 1
      return Node(.array(items), at: start)
    }
    while true {
      skipWhitespace()
      items.append(try readValue(depth: depth + 1))
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
    return Node(.array(items), at: start)
  }

  private mutating func readString() throws(Diagnostic) -> String {
    index += 1  // opening quote
    // Most strings hold no escape: taken from the bytes in one piece.
    var end = index
    while end < bytes.count, bytes[end] != UInt8(ascii: "\""), bytes[end] != UInt8(ascii: "\\"), bytes[end] != 0x0A {
      end += 1
    }
    if end < bytes.count, bytes[end] == UInt8(ascii: "\"") {
      defer { index = end + 1 }
      return String(decoding: bytes[index..<end], as: UTF8.self)
    }
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
          var scalar = try readHex4()
          if (0xD800...0xDBFF).contains(scalar), index + 1 < bytes.count,
            bytes[index] == UInt8(ascii: "\\"), bytes[index + 1] == UInt8(ascii: "u")
          {
            index += 2
            let low = try readHex4()
            if (0xDC00...0xDFFF).contains(low) {
              scalar = 0x10000 + ((scalar - 0xD800) << 10) + (low - 0xDC00)
            }
          }
          let character = Unicode.Scalar(scalar) ?? "\u{FFFD}"
          out.append(contentsOf: Array(String(character).utf8))
        default:
          throw error("invalid escape '\\\(String(decoding: [escape], as: UTF8.self))'", hint: nil)
        }
      case 0x0A:
        throw error("line break inside a string", hint: "write it as \\n")
      default:
        out.append(byte)
        index += 1
      }
    }
  }

  private mutating func readHex4() throws(Diagnostic) -> UInt32 {
    guard index + 4 <= bytes.count,
      let value = UInt32(String(decoding: bytes[index..<index + 4], as: UTF8.self), radix: 16)
    else { throw error("invalid \\u escape, expected four hex digits", hint: nil) }
    index += 4
    return value
  }

  private mutating func readNumber(start: SourceLocation) throws(Diagnostic) -> Node {
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
    let text = String(decoding: bytes[begin..<index], as: UTF8.self)
    guard let value = Double(text) else { throw error("invalid number '\(text)'", hint: nil) }
    guard value.isFinite else {
      throw Diagnostic.error("the number \(text) is out of range", at: start, hint: "numbers must lie within ±1.7e308")
    }
    return Node(.number(value, text), at: start)
  }
}
