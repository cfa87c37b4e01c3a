import SpecimenCore

/// A directive's HTML as Markdown an agent reads without a browser: tables become GFM tables,
/// headings, paragraphs, list items and captions become lines, and drawings, scripts, styles,
/// buttons and templates are left out (the tables and captions beside a drawing say what it
/// shows). Linear in the HTML: one pass over its bytes.
enum DirectiveText {
  /// Elements that end a line of text.
  private static let blocks: Set<String> = [
    "p", "div", "figcaption", "caption", "li", "h2", "h3", "h4", "h5", "h6", "br", "ul", "ol", "dt", "dd", "summary",
    "details", "figure", "section", "blockquote", "pre", "aside",
  ]

  static func markdown(_ html: String) -> String {
    var lines: [String] = []
    var line = ""
    var table: [[String]]? = nil
    var cell: String? = nil
    var skipping = SkippedElements()
    var headingLevel = 0
    var listItem = false

    func endLine() {
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

    let bytes = Array(ArticleText.withoutNameMarkup(html).html.utf8)
    var index = 0
    while index < bytes.count {
      if bytes[index] == UInt8(ascii: "<") {
        let end = bytes[index...].firstIndex(of: UInt8(ascii: ">")) ?? bytes.count
        let (name, closing, selfClosing) = tag(bytes[(index + 1)..<end])
        index = end + 1
        if skipping.skips(name, closing: closing, selfClosing: selfClosing) { continue }
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
          continue
        default:
          if cell != nil {
            if blocks.contains(name) || name == "li" { cell! += " " }
            continue
          }
          if blocks.contains(name) {
            endLine()
            if ["h2", "h3", "h4", "h5", "h6"].contains(name) {
              headingLevel = closing ? 0 : Int(String(name.dropFirst()))! + 1
            }
            if name == "li" { listItem = !closing }
          }
        }
        continue
      }
      let end = bytes[index...].firstIndex(of: UInt8(ascii: "<")) ?? bytes.count
      let text = Escape.decodingEntities(String(decoding: bytes[index..<end], as: UTF8.self))
      index = end
      guard !skipping.isSkipping else { continue }
      if cell != nil {
        cell! += text
      } else if table == nil {
        line += text
      }
    }
    endLine()
    return lines.joined(separator: "\n")
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
