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
    // Tags are found by their ASCII bytes (markup escapes every '<' and '>' in text), and the
    // runs between the few tags that take an id are copied whole: a page is mostly SVG paths.
    let bytes = Array(html.utf8)
    var out: [UInt8] = []
    out.reserveCapacity(bytes.count + bytes.count / 16)
    var copied = 0
    var position = 0
    var currentSet = ""
    while let open = bytes.firstIndex(of: UInt8(ascii: "<"), from: position) {
      guard let close = bytes.firstIndex(of: UInt8(ascii: ">"), from: open) else { break }
      position = close + 1
      guard let kind = TaggedElement(bytes, at: open) else { continue }
      let tag = Substring(decoding: bytes[open...close], as: UTF8.self)
      var id: String?
      switch kind {
      case .variantGrid:
        if let set = attribute("data-set", in: tag) { currentSet = set }
      case .tokenRow:
        id = attribute("data-token", in: tag).map { "token-" + slug([$0]) }
      case .variantCell:
        // title="State=Disabled, Active=On (216:456)"
        if let title = attribute("title", in: tag) {
          let properties = title.utf8.firstIndex(of: UInt8(ascii: "(")).map { title[..<$0] } ?? title[...]
          id = "variants-" + slug([currentSet] + values(in: properties, after: UInt8(ascii: "=")))
        }
      case .specimen:
        // aria-label="Toggle — State: Disabled, Active: On", on the drawing's own start tag.
        if let svg = bytes.firstIndex(of: Array("<svg".utf8), from: position),
          let svgClose = bytes.firstIndex(of: UInt8(ascii: ">"), from: svg),
          let label = attribute("aria-label", in: Substring(decoding: bytes[svg...svgClose], as: UTF8.self))
        {
          let dash = label[...].firstRange(ofBytes: " — ")
          let name = dash.map { String(label[..<$0.lowerBound]) } ?? label
          let properties = dash.map { label[$0.upperBound...] } ?? ""
          id = slug([name] + values(in: properties, after: UInt8(ascii: ":")))
        }
      }
      guard let id, attribute("id", in: tag) == nil else { continue }
      let nameEnd = bytes[open...close].firstIndex(of: UInt8(ascii: " ")) ?? close
      out.append(contentsOf: bytes[copied..<nameEnd])
      out.append(contentsOf: " id=\"".utf8)
      out.append(contentsOf: Escape.html(unique(id)).utf8)
      out.append(UInt8(ascii: "\""))
      copied = nameEnd
    }
    if copied == 0 { return html }
    out.append(contentsOf: bytes[copied...])
    return String(decoding: out, as: UTF8.self)
  }

  /// The values of a label's `Property<separator>Value` pairs, which are split at commas and
  /// further dashes: `State: Disabled, Active: On` → ` Disabled`, ` On`. A pair without the
  /// separator counts whole, and one with nothing after it counts by what comes before.
  static func values(in properties: Substring, after separator: UInt8) -> [String] {
    guard !properties.isEmpty else { return [] }
    var values: [String] = []
    var rest = properties
    while true {
      let dash = rest.firstRange(ofBytes: " — ")
      let pairs = rest[..<(dash?.lowerBound ?? rest.endIndex)]
      for bytes in pairs.utf8.split(separator: UInt8(ascii: ","), omittingEmptySubsequences: false) {
        let pair = Substring(bytes)
        if let split = pair.utf8.firstIndex(of: separator) {
          let value = pair[pair.utf8.index(after: split)...]
          values.append(String(value.isEmpty ? pair[..<split] : value))
        } else {
          values.append(String(pair))
        }
      }
      guard let dash else { return values }
      rest = rest[dash.upperBound...]
    }
  }

  /// The start tags that carry what a deep link names, known by how the Site layer writes them.
  private enum TaggedElement {
    case variantGrid, tokenRow, variantCell, specimen

    private static let prefixes: [(TaggedElement, [UInt8])] = [
      (.variantGrid, Array("<div class=\"sp-variants\"".utf8)),
      (.tokenRow, Array("<tr ".utf8)),
      (.variantCell, Array("<td class=\"sp-cell".utf8)),
      (.specimen, Array("<figure class=\"sp-specimen\"".utf8)),
    ]

    init?(_ bytes: [UInt8], at open: Int) {
      // The second byte rules out almost every tag before any comparison of prefixes.
      guard open + 1 < bytes.count, [UInt8(ascii: "d"), UInt8(ascii: "t"), UInt8(ascii: "f")].contains(bytes[open + 1])
      else { return nil }
      for (kind, prefix) in Self.prefixes where bytes.hasPrefix(prefix, at: open) {
        self = kind
        return
      }
      return nil
    }
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
