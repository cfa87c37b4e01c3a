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
}
