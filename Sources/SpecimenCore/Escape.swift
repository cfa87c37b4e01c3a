/// Escaping for everything that comes from content and goes into HTML or SVG.
package enum Escape {
  /// Text content and attribute values alike: `& < > " '` become entities.
  package static func html(_ text: String) -> String {
    guard needsEscaping(text) else { return text }
    // The five characters are ASCII, so bytes can be rewritten without decoding characters.
    var out: [UInt8] = []
    out.reserveCapacity(text.utf8.count + 16)
    for byte in text.utf8 {
      switch byte {
      case UInt8(ascii: "&"): out.append(contentsOf: "&amp;".utf8)
      case UInt8(ascii: "<"): out.append(contentsOf: "&lt;".utf8)
      case UInt8(ascii: ">"): out.append(contentsOf: "&gt;".utf8)
      case UInt8(ascii: "\""): out.append(contentsOf: "&quot;".utf8)
      case UInt8(ascii: "'"): out.append(contentsOf: "&#39;".utf8)
      default: out.append(byte)
      }
    }
    return String(decoding: out, as: UTF8.self)
  }

  /// Whether `text` needs escaping at all; lets hot paths skip the copy.
  package static func needsEscaping(_ text: String) -> Bool {
    text.utf8.contains { $0 == 0x26 || $0 == 0x3C || $0 == 0x3E || $0 == 0x22 || $0 == 0x27 }
  }

  /// `text` with the character references HTML and SVG carry read back: `&amp;`, `&lt;`, `&gt;`,
  /// `&quot;`, `&apos;`, `&nbsp;` and numeric ones (`&#39;`, `&#x2192;`), in one pass so
  /// `&amp;lt;` stays `&lt;`. Anything else stays as written.
  package static func decodingEntities(_ text: String) -> String {
    guard text.utf8.contains(0x26) else { return text }
    var out = ""
    var rest = Substring(text)
    while let amp = rest.firstIndex(of: "&") {
      out += rest[..<amp]
      let after = rest[amp...]
      if let semicolon = after.prefix(12).firstIndex(of: ";"),
        let decoded = character(named: after[after.index(after: after.startIndex)..<semicolon])
      {
        out += decoded
        rest = rest[rest.index(after: semicolon)...]
      } else {
        out += "&"
        rest = rest[rest.index(after: amp)...]
      }
    }
    return out + rest
  }

  private static func character(named name: Substring) -> String? {
    switch name {
    case "amp": return "&"
    case "lt": return "<"
    case "gt": return ">"
    case "quot": return "\""
    case "apos": return "'"
    case "nbsp": return "\u{00A0}"
    default:
      guard name.hasPrefix("#") else { return nil }
      let digits = name.dropFirst()
      let value =
        digits.hasPrefix("x") || digits.hasPrefix("X")
        ? UInt32(digits.dropFirst(), radix: 16) : UInt32(digits, radix: 10)
      return value.flatMap(Unicode.Scalar.init).map { String(Character($0)) }
    }
  }
}
