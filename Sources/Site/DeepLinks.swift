import SpecimenCore

/// Ids for deep links into what the data modules draw: every specimen (`#toggle-disabled-on`),
/// every cell of a variant grid (`#variants-toggle-disabled-on`) and every token row
/// (`#token-bg-soft-200`). The modules' markup names these things in attributes; the ids are
/// added here so the page markup stays the Site layer's.
enum DeepLinks {
  /// `html` with the ids added; an id already taken on the page (by a heading or an earlier
  /// element) gets a number.
  static func addingIDs(to html: String, reserved: Set<String>) -> String {
    var taken = reserved
    func unique(_ base: String) -> String {
      var id = base
      var number = 2
      while !taken.insert(id).inserted {
        id = "\(base)-\(number)"
        number += 1
      }
      return id
    }
    var out = ""
    out.reserveCapacity(html.utf8.count + html.utf8.count / 16)
    var rest = Substring(html)
    var currentSet = ""
    // Tags are found by their ASCII bytes: markup escapes every '<' and '>' in text.
    while let open = rest.utf8.firstIndex(of: UInt8(ascii: "<")) {
      out += rest[..<open]
      guard let close = rest[open...].utf8.firstIndex(of: UInt8(ascii: ">")) else { break }
      let tag = rest[open...close]
      rest = rest[rest.index(after: close)...]
      var id: String?
      if tag.hasPrefix("<div class=\"sp-variants\""), let set = attribute("data-set", in: tag) {
        currentSet = set
      } else if tag.hasPrefix("<tr "), let token = attribute("data-token", in: tag) {
        id = "token-" + slug([token])
      } else if tag.hasPrefix("<td class=\"sp-cell"), let title = attribute("title", in: tag) {
        // title="State=Disabled, Active=On (216:456)"
        let values = title.split(separator: "(")[0].split(separator: ",").compactMap {
          $0.split(separator: "=", maxSplits: 1).last.map(String.init)
        }
        id = "variants-" + slug([currentSet] + values)
      } else if tag.hasPrefix("<figure class=\"sp-specimen\""),
        let svgStart = rest.firstRange(ofBytes: "<svg"),
        let label = attribute("aria-label", in: rest[svgStart.lowerBound...].prefix(600))
      {
        // aria-label="Toggle — State: Disabled, Active: On"
        let parts = label.components(separatedBy: " — ")
        let values = parts.dropFirst().joined(separator: ", ").split(separator: ",").compactMap {
          $0.split(separator: ":", maxSplits: 1).last.map(String.init)
        }
        id = slug([parts[0]] + values)
      }
      if let id, attribute("id", in: tag) == nil {
        let nameEnd = tag.firstIndex(of: " ") ?? tag.index(before: tag.endIndex)
        out += tag[..<nameEnd] + " id=\"" + Escape.html(unique(id)) + "\"" + tag[nameEnd...]
      } else {
        out += tag
      }
    }
    out += rest
    return out
  }

  /// Lowercase words joined by hyphens: `Toggle`, ` Disabled`, `On` → `toggle-disabled-on`.
  static func slug(_ parts: [String]) -> String {
    var words: [String] = []
    for part in parts {
      let decoded = part.replacingOccurrences(of: "&amp;", with: "&").replacingOccurrences(of: "&#39;", with: "'")
        .replacingOccurrences(of: "&quot;", with: "\"")
      var word = ""
      for character in decoded.lowercased() {
        if character.isLetter || character.isNumber {
          word.append(character)
        } else if !word.isEmpty {
          words.append(word)
          word = ""
        }
      }
      if !word.isEmpty { words.append(word) }
    }
    return words.isEmpty ? "item" : words.joined(separator: "-")
  }

  /// The value of `name="…"` in a start tag, as written (still escaped).
  private static func attribute(_ name: String, in tag: Substring) -> String? {
    guard let start = tag.firstRange(ofBytes: " " + name + "=\"") else { return nil }
    let value = tag[start.upperBound...]
    guard let end = value.utf8.firstIndex(of: UInt8(ascii: "\"")) else { return nil }
    return String(value[..<end])
  }
}
