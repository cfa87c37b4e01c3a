import SpecimenCore

/// Finds GitHub Flavored Markdown tables in cmark's tree and builds them there.
///
/// cmark reads a pipe table as a paragraph, and a table ends where GFM ends one (a blank line or
/// the start of another block), so each paragraph of two or more lines is checked for a header
/// row followed by a delimiter row. The rows are split from the page's own bytes (so `\|` and
/// pipes in code spans follow GFM), and the cells' inline Markdown is parsed by cmark in a side
/// document whose positions map back to the page.
struct TableBuilder {
  let converter: PageConverter

  /// One line of the paragraph as the page has it, without container markers.
  private struct Line {
    var number: Int
    var column: Int
    var bytes: ArraySlice<UInt8>
    var lazy: Bool
  }

  func convert(_ paragraph: MarkdownNode) {
    guard paragraph.endLine > paragraph.startLine,
      ((paragraph.startLine + 1)...paragraph.endLine).contains(where: {
        Self.mayBeDelimiterRow(converter.lineBytes($0))
      })
    else { return }
    let lines = contentLines(paragraph)
    guard lines.count >= 2 else { return }
    for headerIndex in 0..<(lines.count - 1) {
      guard !lines[headerIndex + 1].lazy, let alignments = TableRows.delimiterRow(lines[headerIndex + 1].bytes) else {
        continue
      }
      let header = TableRows.cells(lines[headerIndex].bytes)
      guard header.count == alignments.count else { continue }
      build(paragraph, lines: lines, headerIndex: headerIndex, alignments: alignments)
      return
    }
  }

  /// Only `|`, `:`, `-`, white space (and block quote or list markers before them), with a
  /// `-` and a `|` or `:`: a byte scan that rules out prose at once.
  private static func mayBeDelimiterRow(_ bytes: ArraySlice<UInt8>) -> Bool {
    var dash = false, separator = false
    for byte in bytes {
      switch byte {
      case UInt8(ascii: "-"): dash = true
      case UInt8(ascii: "|"), UInt8(ascii: ":"): separator = true
      case 0x20, 0x09, 0x0D, UInt8(ascii: ">"), UInt8(ascii: "*"), UInt8(ascii: "+"), UInt8(ascii: "."),
        UInt8(ascii: ")"), UInt8(ascii: "0")...UInt8(ascii: "9"):
        break
      default: return false
      }
    }
    return dash && separator
  }

  /// The paragraph's lines without their container markers. A line that lacks a marker or
  /// the indentation its containers need is a lazy continuation line, which cannot be a row.
  private func contentLines(_ paragraph: MarkdownNode) -> [Line] {
    var containers: [MarkdownNode] = []
    var ancestor = paragraph.parent
    while let current = ancestor, current.kind != .document {
      containers.append(current)
      ancestor = current.parent
    }
    containers.reverse()
    // How far each list item's content is indented from its container's content.
    var indents: [Int] = []
    var contentColumn = 1
    for container in containers {
      let childColumn = container.firstChild?.startColumn ?? contentColumn
      if container.kind == .item { indents.append(max(0, childColumn - contentColumn)) } else { indents.append(0) }
      contentColumn = container.kind == .blockQuote ? max(childColumn, container.startColumn + 1) : childColumn
    }
    var lines: [Line] = []
    for number in paragraph.startLine...paragraph.endLine {
      let bytes = converter.lineBytes(number)
      var start = bytes.startIndex
      var lazy = false
      if number == paragraph.startLine {
        start = min(bytes.endIndex, bytes.startIndex + paragraph.startColumn - 1)
      } else {
        for (container, indent) in zip(containers, indents) {
          if container.kind == .blockQuote {
            var j = start
            while j < bytes.endIndex, j - start < 3, bytes[j] == 0x20 { j += 1 }
            if j < bytes.endIndex, bytes[j] == UInt8(ascii: ">") {
              start = j + 1
              if start < bytes.endIndex, bytes[start] == 0x20 { start += 1 }
            } else {
              lazy = true
            }
          } else if container.kind == .item {
            var j = start
            while j < bytes.endIndex, j - start < indent, bytes[j] == 0x20 { j += 1 }
            if j - start < indent { lazy = true }
            start = j
          }
          if lazy { break }
        }
        while start < bytes.endIndex, bytes[start] == 0x20 || bytes[start] == 0x09 { start += 1 }
      }
      lines.append(Line(number: number, column: start - bytes.startIndex + 1, bytes: bytes[start...], lazy: lazy))
    }
    return lines
  }

  private func build(_ paragraph: MarkdownNode, lines: [Line], headerIndex: Int, alignments: [TableRows.Alignment]) {
    // Lines before the header stay a paragraph; cmark's inlines are cut at the line break before
    // it, which must be the paragraph's own (not inside emphasis or a link spanning the lines).
    var cut: MarkdownNode?
    if headerIndex > 0 {
      let breaks = paragraph.descendants(where: { $0.kind == .softBreak || $0.kind == .lineBreak })
      guard breaks.count >= headerIndex, breaks[headerIndex - 1].parent == paragraph else { return }
      cut = breaks[headerIndex - 1]
    }

    // A lazy line ends the table; it and the lines after it stay a paragraph, after the
    // block quote the line is outside of.
    let end = lines[(headerIndex + 2)...].firstIndex(where: \.lazy) ?? lines.count
    var rest: MarkdownNode?
    if end < lines.count {
      let breaks = paragraph.descendants(where: { $0.kind == .softBreak || $0.kind == .lineBreak })
      guard breaks.count >= end, breaks[end - 1].parent == paragraph else { return }
      let paragraphAfter = converter.tree.paragraph()
      while let next = breaks[end - 1].next {
        next.remove()
        paragraphAfter.append(next)
      }
      rest = paragraphAfter
    }
    let rows = [lines[headerIndex]] + lines[(headerIndex + 2)..<end]
    let rowCells = rows.map { row in
      Array(TableRows.cells(row.bytes).prefix(alignments.count))
    }
    guard let cellNodes = parseCells(rowCells, rows: rows) else { return }

    // The table's tags are written around cmark's cells, each on a line as cmark-gfm writes them.
    let start = Markup {
      $0.startTag("div", ["class": .theme(.tableWrap), "tabindex": "0", "role": "region", "aria-label": "Table"])
      $0.startTag("table")
      $0.newline()
      $0.startTag("thead")
      $0.newline()
      $0.startTag("tr")
      $0.newline()
    }
    let finish = Markup {
      $0.endTag("tr")
      $0.newline()
      $0.endTag(rows.count > 1 ? "tbody" : "thead")
      $0.newline()
      $0.endTag("table")
      $0.endTag("div")
    }
    let table = converter.tree.custom(block: true, enter: start, exit: finish)
    // Each cell's tags by its row kind and column, and the markup between rows: made once a table.
    let styles: [String?] = alignments.map { alignment in
      switch alignment {
      case .none: nil
      case .left: CSSStyle(spaced: true, ["text-align": "left"]).text
      case .center: CSSStyle(spaced: true, ["text-align": "center"]).text
      case .right: CSSStyle(spaced: true, ["text-align": "right"]).text
      }
    }
    let cellTags = ["th", "td"].map { tag in
      (
        starts: styles.map { style in Markup { $0.startTag(tag, ["style": style]) } },
        end: Markup {
          $0.endTag(tag)
          $0.newline()
        }
      )
    }
    let betweenRows = [true, false].map { afterHeader in
      Markup {
        $0.endTag("tr")
        $0.newline()
        if afterHeader {
          $0.endTag("thead")
          $0.newline()
          $0.startTag("tbody")
          $0.newline()
        }
        $0.startTag("tr")
        $0.newline()
      }
    }
    for (rowIndex, cells) in rowCells.enumerated() {
      if rowIndex > 0 {
        table.append(converter.tree.custom(block: false, enter: betweenRows[rowIndex == 1 ? 0 : 1]))
      }
      let tags = cellTags[rowIndex == 0 ? 0 : 1]
      for column in alignments.indices {
        let cell = converter.tree.custom(block: false, enter: tags.starts[column], exit: tags.end)
        if column < cells.count, let content = cellNodes[rowIndex][column] {
          content.moveChildren(to: cell)
        }
        table.append(cell)
      }
    }
    converter.sideOrigins[table] = cellNodes.origin

    if let rest {
      var outside = paragraph
      var ancestor = paragraph.parent
      while let current = ancestor, current.kind != .document {
        if current.kind == .blockQuote { outside = current }
        ancestor = current.parent
      }
      outside.insertAfter(rest)
    }
    if let cut {
      while let next = cut.next { next.remove() }
      cut.remove()
      paragraph.insertAfter(table)
    } else {
      paragraph.replace(with: table)
    }
  }

  private struct ParsedCells {
    var paragraphs: [[MarkdownNode?]]
    var origin: PageConverter.SideOrigin
    subscript(row: Int) -> [MarkdownNode?] { paragraphs[row] }
  }

  /// Parses every cell as a paragraph of its own in one side document. A no-break space before
  /// each cell keeps it from being read as a block (`# x`, `- x`) while counting as the white
  /// space a line starts with, so emphasis opens as it would at the start of a cell.
  private func parseCells(_ rowCells: [[TableRows.Cell]], rows: [Line]) -> ParsedCells? {
    var text = definitions(needed: rowCells.contains { $0.contains { $0.text.utf8.contains(UInt8(ascii: "[")) } })
    var line = text.utf8.reduce(1) { $0 + ($1 == 0x0A ? 1 : 0) }
    var origin = PageConverter.SideOrigin(lines: [:])
    var cellAtLine: [Int: (row: Int, column: Int)] = [:]
    for (rowIndex, cells) in rowCells.enumerated() {
      for (column, cell) in cells.enumerated() where !cell.text.isEmpty {
        text += "\u{A0}" + cell.text + "\n\n"
        cellAtLine[line] = (rowIndex, column)
        origin.lines[line] = .init(
          line: rows[rowIndex].number, column: rows[rowIndex].column + cell.start, removed: cell.removed, prefix: 2)
        line += 2
      }
    }
    guard let document = CMark.parse(text, unsafeHTML: converter.options.unsafeHTML, into: converter.tree) else {
      return nil
    }
    var paragraphs = rowCells.map { [MarkdownNode?](repeating: nil, count: $0.count) }
    for child in document.children where child.kind == .paragraph {
      guard let (row, column) = cellAtLine[child.startLine] else { continue }
      // Drop the no-break space again.
      if let first = child.firstChild, first.kind == .text, first.literal.hasPrefix("\u{A0}") {
        let rest = String(first.literal.unicodeScalars.dropFirst())
        if rest.isEmpty {
          first.remove()
        } else {
          first.literal = rest
        }
      }
      paragraphs[row][column] = child
    }
    return ParsedCells(paragraphs: paragraphs, origin: origin)
  }

  /// The page's one-line link reference definitions, so `[name]` in a cell finds its target.
  private func definitions(needed: Bool) -> String {
    guard needed else { return "" }
    var out = ""
    var line = 1
    while line <= converter.lineStarts.count {
      var bytes = converter.lineBytes(line)[...]
      while let first = bytes.first, first == 0x20 || first == UInt8(ascii: ">") { bytes = bytes.dropFirst() }
      if bytes.first == UInt8(ascii: "["), let close = bytes.firstIndex(of: UInt8(ascii: "]")),
        close + 1 < bytes.endIndex, bytes[close + 1] == UInt8(ascii: ":")
      {
        out += String(decoding: bytes, as: UTF8.self) + "\n\n"
      }
      line += 1
    }
    return out
  }
}
