/// Escaping for everything that comes from content and goes into HTML or SVG.
package enum Escape {
  /// Text content and attribute values alike: `& < > " '` become entities.
  package static func html(_ text: String) -> String {
    guard needsEscaping(text) else { return text }
    var out: [UInt8] = []
    out.reserveCapacity(text.utf8.count + 16)
    appendHTML(text, to: &out)
    return String(decoding: out, as: UTF8.self)
  }

  /// `html(text)` added to `out` as UTF-8: the runs between the five characters copied whole,
  /// each of them written as its entity. The five are ASCII, so bytes are rewritten without
  /// decoding characters.
  package static func appendHTML(_ text: String, to out: inout [UInt8]) {
    var text = text
    text.withUTF8 { bytes in
      var run = 0
      for index in bytes.indices where isEscaped(bytes[index]) {
        if run < index { out.append(contentsOf: UnsafeBufferPointer(rebasing: bytes[run..<index])) }
        switch bytes[index] {
        case UInt8(ascii: "&"): out += "&amp;".utf8
        case UInt8(ascii: "<"): out += "&lt;".utf8
        case UInt8(ascii: ">"): out += "&gt;".utf8
        case UInt8(ascii: "\""): out += "&quot;".utf8
        default: out += "&#39;".utf8
        }
        run = index + 1
      }
      if run < bytes.count { out.append(contentsOf: UnsafeBufferPointer(rebasing: bytes[run...])) }
    }
  }

  /// Whether `text` needs escaping at all; lets hot paths skip the copy.
  static func needsEscaping(_ text: String) -> Bool {
    // Every attribute value and text a page writes is looked at: over the bytes in place.
    text.utf8.withContiguousStorageIfAvailable { $0.contains(where: isEscaped) }
      ?? text.utf8.contains(where: isEscaped)
  }

  /// `& < > " '`.
  private static func isEscaped(_ byte: UInt8) -> Bool {
    byte == 0x26 || byte == 0x3C || byte == 0x3E || byte == 0x22 || byte == 0x27
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

  /// Text for a terminal or a log: control characters (C0, DEL, C1), line and paragraph
  /// separators and the marks that reorder text on screen written as `\u{1B}`, so text from
  /// content can never move the cursor, colour the output, end a line early or hide what follows.
  package static func controls(_ text: String) -> String {
    guard text.unicodeScalars.contains(where: isControl) else { return text }
    var out = ""
    for scalar in text.unicodeScalars {
      if let escaped = escapedControl(scalar) { out += escaped } else { out.unicodeScalars.append(scalar) }
    }
    return out
  }

  /// `\u{1B}` for a character `controls` escapes; nil for one that prints as itself.
  package static func escapedControl(_ scalar: Unicode.Scalar) -> String? {
    isControl(scalar) ? "\\u{" + String(scalar.value, radix: 16, uppercase: true) + "}" : nil
  }

  /// A character named in a message: `'x'`, or `U+001B` for one that does not print.
  package static func named(_ scalar: Unicode.Scalar) -> String {
    if isControl(scalar) || scalar.properties.generalCategory == .format || scalar == " " {
      let hex = String(scalar.value, radix: 16, uppercase: true)
      return "U+" + String(repeating: "0", count: max(0, 4 - hex.count)) + hex
    }
    return "'\(scalar)'"
  }

  private static func isControl(_ scalar: Unicode.Scalar) -> Bool {
    switch scalar.value {
    case 0x00..<0x20, 0x7F...0x9F, 0x2028, 0x2029, 0x061C, 0x200E, 0x200F, 0x202A...0x202E, 0x2066...0x2069: true
    default: false
    }
  }
}
