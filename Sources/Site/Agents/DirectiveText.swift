import SpecimenCore

/// A directive's markup as Markdown an agent reads without a browser: tables become GFM tables,
/// headings, paragraphs, list items and captions become lines, and drawings, scripts, styles,
/// buttons and templates are left out (the tables and captions beside a drawing say what it
/// shows). Read from the pieces the markup was built in (`Markup.pieces`), in one pass.
enum DirectiveText {
  /// Elements that end a line of text.
  private static let blocks: Set<String> = [
    "p", "div", "figcaption", "caption", "li", "h2", "h3", "h4", "h5", "h6", "br", "ul", "ol", "dt", "dd", "summary",
    "details", "figure", "section", "blockquote", "pre", "aside",
  ]

  /// The Markdown of a directive's markup, read from the pieces the builder wrote it in; HTML is
  /// read only for markup copied in as written (an author's raw HTML inside a callout), and the
  /// whole HTML should such markup leave a tag open for a later piece to end.
  static func markdown(_ html: HTML) -> String {
    var reader = Reader()
    for piece in html.pieces {
      switch piece {
      case .start(let name, _): reader.tag(name, closing: false, selfClosing: false)
      case .end(let name): reader.tag(name, closing: true, selfClosing: false)
      case .void(let name): reader.tag(name, closing: false, selfClosing: true)
      case .text(let text): reader.text(text)
      case .markup(let markup):
        guard reader.read(markup) else { return Self.markdown(html.markup) }
      }
    }
    return reader.finish()
  }

  /// The Markdown of HTML read whole.
  static func markdown(_ html: String) -> String {
    var reader = Reader()
    _ = reader.read(html)
    return reader.finish()
  }

  /// Follows tags and text in the order they are written, line by line.
  private struct Reader {
    private var lines: [String] = []
    private var line = ""
    private var table: [[String]]? = nil
    private var cell: String? = nil
    private var skipping = SkippedElements()
    private var headingLevel = 0
    private var listItem = false

    mutating func finish() -> String {
      endLine()
      return lines.joined(separator: "\n")
    }

    private mutating func endLine() {
      let text = ArticleText.collapsed(line)
      line = ""
      guard !text.isEmpty else { return }
      if headingLevel > 0 {
        lines.append(String(repeating: "#", count: headingLevel) + " " + text)
      } else if listItem {
        lines.append("- " + text)
      } else {
        lines.append(text)
      }
    }

    /// Reads HTML; false when it ends inside a tag or a token name's markup, where reading it
    /// apart from what follows could differ from reading the two together.
    mutating func read(_ html: String) -> Bool {
      let (plain, whole) = ArticleText.withoutNameMarkup(html)
      let bytes = Array(plain.utf8)
      var index = 0
      while index < bytes.count {
        if bytes[index] == UInt8(ascii: "<") {
          guard let end = bytes[index...].firstIndex(of: UInt8(ascii: ">")) else {
            tag(bytes[(index + 1)...])
            return false
          }
          tag(bytes[(index + 1)..<end])
          index = end + 1
          continue
        }
        let end = bytes[index...].firstIndex(of: UInt8(ascii: "<")) ?? bytes.count
        text(Escape.decodingEntities(String(decoding: bytes[index..<end], as: UTF8.self)))
        index = end
      }
      return whole
    }

    private mutating func tag(_ bytes: ArraySlice<UInt8>) {
      let (name, closing, selfClosing) = DirectiveText.tag(bytes)
      tag(name, closing: closing, selfClosing: selfClosing)
    }

    mutating func tag(_ name: String, closing: Bool, selfClosing: Bool) {
      if skipping.skips(name, closing: closing, selfClosing: selfClosing) { return }
      switch name {
      case "table":
        if closing {
          if let rows = table, !rows.isEmpty { lines.append(contentsOf: gfm(rows)) }
          table = nil
        } else {
          endLine()
          table = []
        }
      case "tr" where table != nil:
        if !closing { table!.append([]) }
      case "th" where table != nil, "td" where table != nil:
        if closing {
          if let text = cell, !table!.isEmpty { table![table!.count - 1].append(ArticleText.collapsed(text)) }
          cell = nil
        } else {
          cell = ""
        }
      case "caption" where table != nil:
        return
      default:
        if cell != nil {
          if blocks.contains(name) || name == "li" { cell! += " " }
          return
        }
        if blocks.contains(name) {
          endLine()
          if ["h2", "h3", "h4", "h5", "h6"].contains(name) {
            headingLevel = closing ? 0 : Int(String(name.dropFirst()))! + 1
          }
          if name == "li" { listItem = !closing }
        }
      }
    }

    /// Text as it reads.
    mutating func text(_ text: String) {
      guard !skipping.isSkipping else { return }
      if cell != nil {
        cell! += text
      } else if table == nil {
        line += text
      }
    }
  }

  /// Rows as a GFM table: the first row is the header, every row as wide as the widest, `|` and
  /// line breaks in a cell escaped so the cell stays one cell.
  static func gfm(_ rows: [[String]]) -> [String] {
    let width = max(1, rows.map(\.count).max() ?? 1)
    func line(_ cells: [String]) -> String {
      let padded = cells + Array(repeating: "", count: width - cells.count)
      return "| " + padded.map(escapeCell).joined(separator: " | ") + " |"
    }
    var lines = [line(rows[0]), "|" + Array(repeating: " --- |", count: width).joined()]
    for row in rows.dropFirst() where !row.isEmpty { lines.append(line(row)) }
    return [""] + lines + [""]
  }

  static func escapeCell(_ text: String) -> String {
    // Most cells hold neither character: their bytes say so without Foundation's search.
    guard text.utf8.contains(where: { $0 == UInt8(ascii: "\\") || $0 == UInt8(ascii: "|") }) else { return text }
    return text.replacingOccurrences(of: "\\", with: "\\\\").replacingOccurrences(of: "|", with: "\\|")
  }

  /// The element's name, whether it closes one, and whether it closes itself.
  private static func tag(_ bytes: ArraySlice<UInt8>) -> (String, Bool, Bool) {
    let closing = bytes.first == UInt8(ascii: "/")
    let selfClosing = bytes.last == UInt8(ascii: "/")
    let start = closing ? bytes.index(after: bytes.startIndex) : bytes.startIndex
    let nameEnd =
      bytes[start...].firstIndex {
        !((UInt8(ascii: "a")...UInt8(ascii: "z")).contains($0 | 0x20)
          || (UInt8(ascii: "0")...UInt8(ascii: "9")).contains($0))
      } ?? bytes.endIndex
    return (String(decoding: bytes[start..<nameEnd], as: UTF8.self).lowercased(), closing, selfClosing)
  }
}
