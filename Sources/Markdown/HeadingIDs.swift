/// Gives headings stable, unique ids: a slug of their text, `-2`, `-3` … on repeats.
package final class HeadingIDs {
  private var used: [String: Int] = [:]

  package init() {}

  /// Reserves ids that must not be reused (ids the page template already has).
  package func reserve(_ id: String) { used[id, default: 0] += 1 }

  package func id(for text: String, explicit: String? = nil) -> String {
    let base = explicit ?? Self.slug(text)
    var candidate = base
    var n = used[base, default: 0]
    while used[candidate] != nil {
      n += 1
      candidate = "\(base)-\(n)"
    }
    used[base] = max(n, 1)
    used[candidate] = 1
    return candidate
  }

  /// Lowercase letters and digits, everything else one `-`: "Which states?" → "which-states".
  package static func slug(_ text: String) -> String {
    text.utf8.allSatisfy({ $0 < 0x80 }) ? asciiSlug(text) : characterSlug(text)
  }

  /// The rule over Characters, for text beyond ASCII; `asciiSlug` gives the same slug by bytes.
  static func characterSlug(_ text: String) -> String {
    var out = ""
    var pendingDash = false
    for character in text.lowercased() {
      if character.isLetter || character.isNumber {
        if pendingDash, !out.isEmpty { out.append("-") }
        pendingDash = false
        out.append(character)
      } else if character == "'" || character == "’" {
        continue  // "don't" → "dont", not "don-t"
      } else {
        pendingDash = true
      }
    }
    return out.isEmpty ? "section" : out
  }

  /// The slug of ASCII text by its bytes: there the letters and digits are `A`–`Z`, `a`–`z` and
  /// `0`–`9`, and lowercasing changes only `A`–`Z`.
  private static func asciiSlug(_ text: String) -> String {
    var out: [UInt8] = []
    out.reserveCapacity(text.utf8.count)
    var pendingDash = false
    for byte in text.utf8 {
      let lower = byte >= 0x41 && byte <= 0x5A ? byte | 0x20 : byte
      if (lower >= 0x61 && lower <= 0x7A) || (lower >= 0x30 && lower <= 0x39) {
        if pendingDash, !out.isEmpty { out.append(0x2D) }
        pendingDash = false
        out.append(lower)
      } else if lower == 0x27 {
        continue  // "don't" → "dont", not "don-t"
      } else {
        pendingDash = true
      }
    }
    return out.isEmpty ? "section" : String(decoding: out, as: UTF8.self)
  }
}
