import Markdown
import SpecimenCore

/// Reads the text of a page body for the search index, from the pieces the Markdown writer gave
/// as it wrote the body (`BodyPiece`): the elements it wrote for Markdown, and those the `Markup`
/// builder wrote for directives, tables and highlighted code, come by name (a heading or a row
/// with its id) and their text as it reads. Every tag ends a word, drawings, scripts, styles and
/// buttons are skipped (a drawing's names are given to the index apart), and each h2–h4 or table
/// row with an id opens a new place a result can link to. What is read is what reading the whole
/// body's HTML at once reads, byte for byte.
///
/// HTML is still read in one case: an author's raw HTML, which a site with `unsafeHTML` copies
/// into the page as written. Specimen did not build it, so there are no pieces of it to take; it
/// may even leave a tag open for a later piece to end, and then the whole body is read as HTML.
enum ArticleText {
  enum Piece: Equatable {
    case place(anchor: String, label: String)
    case heading(String)
    case text(String)
  }

  /// The text of a body's pieces, or nil where reading them apart could differ from reading the
  /// written HTML whole: a tag, or a token name's markup, begun in one piece of markup and ended
  /// in a later piece (an author's raw HTML can be written so); the caller then reads the HTML.
  static func pieces(of body: [BodyPiece]) -> [Piece]? {
    var scanner = Scanner()
    for piece in body {
      switch piece {
      case .start(let name, let id): scanner.tag(name, closing: false, selfClosing: false, id: id)
      case .end(let name): scanner.tag(name, closing: true, selfClosing: false, id: nil)
      case .void(let name): scanner.tag(name, closing: false, selfClosing: true, id: nil)
      case .text(let text): scanner.text(text)
      case .markup(let markup): scanner.markup(markup)
      }
      if scanner.splitAcrossPieces { return nil }
    }
    scanner.finish()
    return scanner.out
  }

  /// The text of HTML read whole (a test's, or a body whose pieces cannot be read apart).
  static func scan(_ html: String, _ emit: (Piece) -> Void) {
    var scanner = Scanner()
    scanner.markup(html)
    scanner.finish()
    for piece in scanner.out { emit(piece) }
  }

  private static let headings: Set<String> = ["h2", "h3", "h4"]

  /// Reads tags and text in the order they are written. Text between two tags is read as one
  /// run, whichever pieces it comes in, and its entities are decoded once the run ends.
  private struct Scanner {
    var out: [Piece] = []
    /// Set when a piece of markup ends inside a tag or a token name's markup.
    private(set) var splitAcrossPieces = false
    private var skipping = SkippedElements()
    private var heading: (anchor: String, text: String)?
    /// A row with an id: its place is labelled by the row's first text.
    private var rowAnchor: String?
    /// The text since the last tag, as HTML writes it (entities not yet decoded).
    private var run = ""
    /// The bytes of a tag a piece of markup ended inside: the rest of the body belongs to it
    /// if no later piece comes.
    private var openTag: [UInt8]?

    mutating func text(_ text: String) {
      if openTag != nil { splitAcrossPieces = true }
      // As HTML writes it: an `&` is the one character whose decoding could change the run.
      run += text.utf8.contains(UInt8(ascii: "&")) ? text.replacingOccurrences(of: "&", with: "&amp;") : text
    }

    mutating func markup(_ html: String) {
      if openTag != nil { splitAcrossPieces = true }
      // A line-break opportunity inside a token name is no word boundary, and neither is the span
      // that keeps a hyphenated part of a name whole (`HTML.pathText`): the builder records
      // neither as a piece, and raw HTML written the same way reads the same.
      let (plain, whole) = ArticleText.withoutNameMarkup(html)
      if !whole { splitAcrossPieces = true }
      let bytes = Array(plain.utf8)
      var index = 0
      while index < bytes.count {
        if bytes[index] == UInt8(ascii: "<") {
          guard let end = bytes[index...].firstIndex(of: UInt8(ascii: ">")) else {
            openTag = Array(bytes[(index + 1)...])
            return
          }
          tag(bytes[(index + 1)..<end])
          index = end + 1
          continue
        }
        let end = bytes[index...].firstIndex(of: UInt8(ascii: "<")) ?? bytes.count
        run += String(decoding: bytes[index..<end], as: UTF8.self)
        index = end
      }
    }

    mutating func finish() {
      if let open = openTag {
        tag(open[...])
        openTag = nil
      }
      endRun()
    }

    private mutating func tag(_ bytes: ArraySlice<UInt8>) {
      let read = Tag(bytes)
      // Only a heading's or a row's id is asked for.
      let id = !read.closing && (headings.contains(read.name) || read.name == "tr") ? read.id : nil
      tag(read.name, closing: read.closing, selfClosing: read.selfClosing, id: id)
    }

    mutating func tag(_ name: String, closing: Bool, selfClosing: Bool, id: String?) {
      if openTag != nil { splitAcrossPieces = true }
      endRun()
      guard !skipping.skips(name, closing: closing, selfClosing: selfClosing) else { return }
      if headings.contains(name) {
        if closing, let open = heading {
          let label = collapsed(open.text)
          if !open.anchor.isEmpty { out.append(.place(anchor: open.anchor, label: label)) }
          out.append(.heading(label))
          heading = nil
        } else if !closing {
          heading = (id ?? "", "")
        }
      } else if name == "tr", !closing, let id {
        rowAnchor = id
      }
    }

    private mutating func endRun() {
      guard !run.isEmpty else { return }
      let text = Escape.decodingEntities(run)
      run = ""
      guard !skipping.isSkipping else { return }
      if heading != nil {
        heading!.text += text
      } else if !TextLines.isBlank(text[...]) {
        if let anchor = rowAnchor {
          out.append(.place(anchor: anchor, label: collapsed(text)))
          rowAnchor = nil
        }
        out.append(.text(text))
      }
    }
  }

  private static let namePartOpen = "<span class=\"\(ThemeClass.namePart.rawValue)\">"
  /// The group part of a token name a table shows under its group's heading row (hidden from sight).
  private static let namePrefixOpen = "<span class=\"\(ThemeClass.tokenPrefix.rawValue)\">"

  /// The HTML with `<wbr>`, the name-part spans and the name-prefix spans taken out (each span
  /// holds text only, so its end is the next `</span>`), in one pass, and whether every such
  /// span ends in `html` (one that does not keeps its start tag).
  static func withoutNameMarkup(_ html: String) -> (html: String, whole: Bool) {
    // Foundation's search only where the bytes are: no other text is canonically equivalent.
    let bytes = html[...]
    guard
      bytes.firstRange(ofBytes: "<wbr>") != nil || bytes.firstRange(ofBytes: namePartOpen) != nil
        || bytes.firstRange(ofBytes: namePrefixOpen) != nil,
      html.contains("<wbr>") || html.contains(namePartOpen) || html.contains(namePrefixOpen)
    else { return (html, true) }
    var whole = true
    var out = ""
    out.reserveCapacity(html.utf8.count)
    var rest = html[...]
    while let open = rest.firstIndex(of: "<") {
      out += rest[..<open]
      let tail = rest[open...]
      if tail.hasPrefix("<wbr>") {
        rest = tail.dropFirst(5)
      } else if let open = [namePartOpen, namePrefixOpen].first(where: { tail.hasPrefix($0) }) {
        guard let close = tail.firstRange(ofBytes: "</span>") else {
          whole = false
          out += "<"
          rest = tail.dropFirst()
          continue
        }
        out += tail[tail.index(tail.startIndex, offsetBy: open.count)..<close.lowerBound]
        rest = tail[close.upperBound...]
      } else {
        out += "<"
        rest = tail.dropFirst()
      }
    }
    out += rest
    return (out, whole)
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
    /// The bytes after the name.
    var attributes: ArraySlice<UInt8>
    var id: String? { Tag.attribute("id", in: attributes) }

    init(_ bytes: ArraySlice<UInt8>) {
      closing = bytes.first == UInt8(ascii: "/")
      selfClosing = bytes.last == UInt8(ascii: "/")
      let start = closing ? bytes.index(after: bytes.startIndex) : bytes.startIndex
      let nameEnd =
        bytes[start...].firstIndex { !($0.isASCIILetterOrDigit) } ?? bytes.endIndex
      name = String(decoding: bytes[start..<nameEnd], as: UTF8.self).lowercased()
      attributes = bytes[nameEnd...]
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

/// Elements whose text is not the page's prose (drawings, scripts, styles, buttons, templates),
/// followed through the tags read in order, each counted through nested ones of its name.
struct SkippedElements {
  private var current: (name: String, depth: Int)?

  /// Whether the text read now is inside such an element.
  var isSkipping: Bool { current != nil }

  /// Whether the tag is one of such an element or inside one; the element is followed from here.
  mutating func skips(_ name: String, closing: Bool, selfClosing: Bool) -> Bool {
    if let open = current {
      if name == open.name {
        let depth = open.depth + (closing ? -1 : (selfClosing ? 0 : 1))
        current = depth == 0 ? nil : (open.name, depth)
      }
      return true
    }
    guard BodyPiece.isSkipped(name), !closing else { return false }
    if !selfClosing { current = (name, 1) }
    return true
  }
}

extension UInt8 {
  fileprivate var isASCIILetterOrDigit: Bool {
    (UInt8(ascii: "a")...UInt8(ascii: "z")).contains(self) || (UInt8(ascii: "A")...UInt8(ascii: "Z")).contains(self)
      || (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(self)
  }
}
