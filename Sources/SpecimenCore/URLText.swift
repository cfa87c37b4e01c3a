/// Percent-encoding for URLs built from names: page and asset file names, Figma keys. Every byte
/// but the unreserved ones (letters, digits, `-._~`) becomes `%XX`, so a name can never add a
/// scheme (`javascript:`), a query, a fragment or a host to the URL it is put in.
package enum URLText {
  /// One path segment or query value: `a b#c` → `a%20b%23c`.
  package static func component(_ text: String) -> String { encode(text, keepingSlashes: false) }

  /// A path of folders: each segment encoded, the slashes between them kept (`a b/c:d/` →
  /// `a%20b/c%3Ad/`).
  package static func path(_ text: String) -> String { encode(text, keepingSlashes: true) }

  /// Whether `path(text)` is `text` as it is: every byte unreserved or a slash.
  package static func isPath(_ text: Substring) -> Bool { text.utf8.allSatisfy { kept($0, keepingSlashes: true) } }

  private static func kept(_ byte: UInt8, keepingSlashes: Bool) -> Bool {
    switch byte {
    case UInt8(ascii: "A")...UInt8(ascii: "Z"), UInt8(ascii: "a")...UInt8(ascii: "z"),
      UInt8(ascii: "0")...UInt8(ascii: "9"), UInt8(ascii: "-"), UInt8(ascii: "_"), UInt8(ascii: "."),
      UInt8(ascii: "~"):
      return true
    case UInt8(ascii: "/"): return keepingSlashes
    default: return false
    }
  }

  private static func encode(_ text: String, keepingSlashes: Bool) -> String {
    // By bytes, with no copy when nothing needs encoding: it runs for every navigation link.
    func kept(_ byte: UInt8) -> Bool { Self.kept(byte, keepingSlashes: keepingSlashes) }
    guard !text.utf8.allSatisfy(kept) else { return text }
    let hex = Array("0123456789ABCDEF".utf8)
    var out: [UInt8] = []
    out.reserveCapacity(text.utf8.count + 16)
    for byte in text.utf8 {
      if kept(byte) {
        out.append(byte)
      } else {
        out += [UInt8(ascii: "%"), hex[Int(byte >> 4)], hex[Int(byte & 0x0F)]]
      }
    }
    return String(decoding: out, as: UTF8.self)
  }
}
