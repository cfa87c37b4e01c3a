import SpecimenCore

/// Reads the text of a page body that Specimen rendered, for the search index: every tag ends a
/// word, drawings, scripts, styles and buttons are skipped (a drawing's names are given to the
/// index apart), and each h2–h4 or table row with an id opens a new place a result can link to.
enum ArticleText {
  enum Piece: Equatable {
    case place(anchor: String, label: String)
    case heading(String)
    case text(String)
  }

  /// Elements whose text is not the page's prose.
  private static let skipped: Set<String> = ["svg", "script", "style", "button", "template"]
  private static let headings: Set<String> = ["h2", "h3", "h4"]

  static func scan(_ html: String, _ emit: (Piece) -> Void) {
    // A line-break opportunity inside a token name is no word boundary, and neither is the span
    // that keeps a hyphenated part of a name whole (`HTML.pathText`).
    let bytes = Array(withoutNameMarkup(html).utf8)
    var index = 0
    var skipping: (name: String, depth: Int)?
    var heading: (anchor: String, text: String)?
    // A row with an id: its place is labelled by the row's first text.
    var rowAnchor: String?
    while index < bytes.count {
      if bytes[index] == UInt8(ascii: "<") {
        let end = bytes[index...].firstIndex(of: UInt8(ascii: ">")) ?? bytes.count
        let tag = Tag(bytes[(index + 1)..<end])
        index = end + 1
        if let current = skipping {
          if tag.name == current.name {
            let depth = current.depth + (tag.closing ? -1 : (tag.selfClosing ? 0 : 1))
            skipping = depth == 0 ? nil : (current.name, depth)
          }
          continue
        }
        if skipped.contains(tag.name), !tag.closing {
          if !tag.selfClosing { skipping = (tag.name, 1) }
        } else if headings.contains(tag.name) {
          if tag.closing, let open = heading {
            let label = collapsed(open.text)
            if !open.anchor.isEmpty { emit(.place(anchor: open.anchor, label: label)) }
            emit(.heading(label))
            heading = nil
          } else if !tag.closing {
            heading = (tag.id ?? "", "")
          }
        } else if tag.name == "tr", !tag.closing, let id = tag.id {
          rowAnchor = id
        }
        continue
      }
      let end = bytes[index...].firstIndex(of: UInt8(ascii: "<")) ?? bytes.count
      let text = Escape.decodingEntities(String(decoding: bytes[index..<end], as: UTF8.self))
      index = end
      guard skipping == nil else { continue }
      if heading != nil {
        heading!.text += text
      } else if !TextLines.isBlank(text[...]) {
        if let anchor = rowAnchor {
          emit(.place(anchor: anchor, label: collapsed(text)))
          rowAnchor = nil
        }
        emit(.text(text))
      }
    }
  }

  private static let namePartOpen = "<span class=\"\(ThemeClass.namePart.rawValue)\">"
  /// The group part of a token name a table shows under its group's heading row (hidden from sight).
  private static let namePrefixOpen = "<span class=\"\(ThemeClass.tokenPrefix.rawValue)\">"

  /// The HTML with `<wbr>`, the name-part spans and the name-prefix spans taken out (each span
  /// holds text only, so its end is the next `</span>`), in one pass.
  static func withoutNameMarkup(_ html: String) -> String {
    // Foundation's search only where the bytes are: no other text is canonically equivalent.
    let bytes = html[...]
    guard
      bytes.firstRange(ofBytes: "<wbr>") != nil || bytes.firstRange(ofBytes: namePartOpen) != nil
        || bytes.firstRange(ofBytes: namePrefixOpen) != nil,
      html.contains("<wbr>") || html.contains(namePartOpen) || html.contains(namePrefixOpen)
    else { return html }
    var out = ""
    out.reserveCapacity(html.utf8.count)
    var rest = html[...]
    while let open = rest.firstIndex(of: "<") {
      out += rest[..<open]
      let tail = rest[open...]
      if tail.hasPrefix("<wbr>") {
        rest = tail.dropFirst(5)
      } else if let open = [namePartOpen, namePrefixOpen].first(where: { tail.hasPrefix($0) }),
        let close = tail.firstRange(ofBytes: "</span>")
      {
        out += tail[tail.index(tail.startIndex, offsetBy: open.count)..<close.lowerBound]
        rest = tail[close.upperBound...]
      } else {
        out += "<"
        rest = tail.dropFirst()
      }
    }
    out += rest
    return out
  }

  /// Runs of white space as one space, none at either end.
  static func collapsed(_ text: String) -> String {
    // ASCII text by its bytes: its white-space characters are the bytes 9 to 13 and the space (a
    // CR LF pair is one Character, but white space either way), so the words are the same.
    guard text.utf8.allSatisfy({ $0 < 0x80 }) else {
      return text.split(whereSeparator: \.isWhitespace).joined(separator: " ")
    }
    var out: [UInt8] = []
    out.reserveCapacity(text.utf8.count)
    var pendingSpace = false
    for byte in text.utf8 {
      if byte == 0x20 || (0x09...0x0D).contains(byte) {
        pendingSpace = !out.isEmpty
      } else {
        if pendingSpace {
          out.append(0x20)
          pendingSpace = false
        }
        out.append(byte)
      }
    }
    return String(decoding: out, as: UTF8.self)
  }

  /// The name and id of one tag, read from the bytes between `<` and `>`.
  private struct Tag {
    var name: String
    var closing: Bool
    var selfClosing: Bool
    var id: String?

    init(_ bytes: ArraySlice<UInt8>) {
      closing = bytes.first == UInt8(ascii: "/")
      selfClosing = bytes.last == UInt8(ascii: "/")
      let start = closing ? bytes.index(after: bytes.startIndex) : bytes.startIndex
      let nameEnd =
        bytes[start...].firstIndex { !($0.isASCIILetterOrDigit) } ?? bytes.endIndex
      name = String(decoding: bytes[start..<nameEnd], as: UTF8.self).lowercased()
      id = Tag.attribute("id", in: bytes[nameEnd...])
    }

    /// A double-quoted attribute value, as Specimen writes them.
    static func attribute(_ name: String, in bytes: ArraySlice<UInt8>) -> String? {
      let needle = Array(" \(name)=\"".utf8)
      guard bytes.count > needle.count else { return nil }
      var index = bytes.startIndex
      while index + needle.count <= bytes.endIndex {
        if bytes[index..<(index + needle.count)].elementsEqual(needle) {
          let start = index + needle.count
          let end = bytes[start...].firstIndex(of: UInt8(ascii: "\"")) ?? bytes.endIndex
          return Escape.decodingEntities(String(decoding: bytes[start..<end], as: UTF8.self))
        }
        index += 1
      }
      return nil
    }
  }
}

extension UInt8 {
  fileprivate var isASCIILetterOrDigit: Bool {
    (UInt8(ascii: "a")...UInt8(ascii: "z")).contains(self) || (UInt8(ascii: "A")...UInt8(ascii: "Z")).contains(self)
      || (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(self)
  }
}
