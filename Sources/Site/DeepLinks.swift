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
      if tag.utf8.starts(with: "<div class=\"sp-variants\"".utf8), let set = attribute("data-set", in: tag) {
        currentSet = set
      } else if tag.utf8.starts(with: "<tr ".utf8), let token = attribute("data-token", in: tag) {
        id = "token-" + slug([token])
      } else if tag.utf8.starts(with: "<td class=\"sp-cell".utf8), let title = attribute("title", in: tag) {
        // title="State=Disabled, Active=On (216:456)"
        let values = title.split(separator: "(")[0].split(separator: ",").compactMap {
          $0.split(separator: "=", maxSplits: 1).last.map(String.init)
        }
        id = "variants-" + slug([currentSet] + values)
      } else if tag.utf8.starts(with: "<figure class=\"sp-specimen\"".utf8),
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
      // Most names are plain ASCII words: their bytes give the same slug without Unicode's rules.
      if part.utf8.allSatisfy({ $0 < 0x80 }) {
        appendASCIIWords(of: part, to: &words)
        continue
      }
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

  /// The lowercase runs of ASCII letters and digits in `text`, after decoding the three entities
  /// escaping writes (each decodes to a separator, so it only ends a word).
  private static func appendASCIIWords(of text: String, to words: inout [String]) {
    var word: [UInt8] = []
    func end() {
      if !word.isEmpty { words.append(String(decoding: word, as: UTF8.self)) }
      word.removeAll(keepingCapacity: true)
    }
    var bytes = text.utf8[...]
    while let byte = bytes.first {
      switch byte {
      case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "0")...UInt8(ascii: "9"):
        word.append(byte)
        bytes = bytes.dropFirst()
      case UInt8(ascii: "A")...UInt8(ascii: "Z"):
        word.append(byte + 32)
        bytes = bytes.dropFirst()
      default:
        // '&amp;', '&#39;' and '&quot;' stand for one character that is no letter: skip it whole
        // so the entity's own letters ("amp") do not become a word.
        end()
        if byte == UInt8(ascii: "&"),
          let entity = ["&amp;", "&#39;", "&quot;"].first(where: { bytes.starts(with: $0.utf8) })
        {
          bytes = bytes.dropFirst(entity.utf8.count)
        } else {
          bytes = bytes.dropFirst()
        }
      }
    }
    end()
  }

  /// The value of `name="…"` in a start tag, as written (still escaped).
  private static func attribute(_ name: String, in tag: Substring) -> String? {
    guard let start = tag.firstRange(ofBytes: " " + name + "=\"") else { return nil }
    let value = tag[start.upperBound...]
    guard let end = value.utf8.firstIndex(of: UInt8(ascii: "\"")) else { return nil }
    return String(value[..<end])
  }
}
