import SpecimenCore

/// Ids for deep links into what the data modules draw: every specimen (`#toggle-disabled-on`),
/// every cell of a variant grid (`#variants-toggle-disabled-on`) and every token row
/// (`#token-bg-soft-200`). One allocator per page hands them out as the directives write those
/// elements, in the order they stand on the page; an id already taken (by a heading of the page
/// or an earlier element) gets a number: `-2`, `-3`.
final class DeepLinkIDs {
  /// An id handed out, and the id it was made from.
  struct Grant: Sendable, Hashable {
    var base: String
    var id: String
  }

  private var taken: Set<String>
  /// Every id handed out, in order.
  private(set) var grants: [Grant] = []

  init(reserved: Set<String> = []) { taken = reserved }

  /// Ids the page holds already (its headings'), which deep links must not take.
  func reserve(_ ids: some Sequence<String>) { taken.formUnion(ids) }

  /// `token-bg-soft-200`.
  func token(_ name: String) -> String { grant("token-" + DeepLinks.slug([Escape.html(name)])) }

  /// `variants-toggle-disabled-on` for the cell titled `State=Disabled, Active=On (216:456)`.
  func variantCell(set: String, title: String) -> String {
    let title = Escape.html(title)
    let properties = title.utf8.firstIndex(of: UInt8(ascii: "(")).map { title[..<$0] } ?? title[...]
    return grant(
      "variants-" + DeepLinks.slug([Escape.html(set)] + DeepLinks.values(in: properties, after: UInt8(ascii: "="))))
  }

  /// `toggle-disabled-on` for the drawing labelled `Toggle — State: Disabled, Active: On`.
  func specimen(label: String) -> String {
    let label = Escape.html(label)
    let dash = label[...].firstRange(ofBytes: " — ")
    let name = dash.map { String(label[..<$0.lowerBound]) } ?? label
    let properties = dash.map { label[$0.upperBound...] } ?? ""
    return grant(DeepLinks.slug([name] + DeepLinks.values(in: properties, after: UInt8(ascii: ":"))))
  }

  /// Gives the ids of `earlier` again (a directive's kept result) when each would be handed out
  /// the same now, and returns true; takes nothing and returns false when one would differ.
  func grantAgain(_ earlier: [Grant]) -> Bool {
    var trial = taken
    for grant in earlier {
      guard trial.insertNumbered(grant.base) == grant.id else { return false }
    }
    taken = trial
    grants += earlier
    return true
  }

  private func grant(_ base: String) -> String {
    let id = taken.insertNumbered(base)
    grants.append(Grant(base: base, id: id))
    return id
  }

}

/// How a deep link's id is made from what the element shows: the words of a name and of its
/// property values, as markup writes them (escaped, so `&lt;` counts as the word `lt`, as it
/// always has in these ids).
enum DeepLinks {
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
}
