/// The text rules of a GitHub Flavored Markdown pipe table: a header row, a delimiter row
/// (`| :-- | --: |`) with as many cells, then body rows. Pure byte work; `TableBuilder` puts the
/// result into cmark's tree.
enum TableRows {
  enum Alignment { case none, left, center, right }

  /// One cell: its text with `\|` unescaped, where it starts in the row, and the offsets
  /// (in the unescaped text) at which a backslash was dropped, so positions map back.
  struct Cell: Equatable {
    var text: String
    var start: Int
    var removed: [Int]
  }

  /// Splits a row at unescaped pipes; one leading and one trailing pipe are dropped.
  static func cells(_ row: ArraySlice<UInt8>) -> [Cell] {
    let pipe = UInt8(ascii: "|"), backslash = UInt8(ascii: "\\")
    var start = row.startIndex
    var end = row.endIndex
    while start < end, isSpace(row[start]) { start += 1 }
    while end > start, isSpace(row[end - 1]) { end -= 1 }
    if start < end, row[start] == pipe { start += 1 }
    let endsWithPipe = end > start && row[end - 1] == pipe && !(end - 2 >= start && row[end - 2] == backslash)
    if endsWithPipe { end -= 1 }

    var cells: [Cell] = []
    var text: [UInt8] = []
    var removed: [Int] = []
    var cellStart = start
    func finish(at position: Int) {
      var leading = 0
      while leading < text.count, isSpace(text[leading]) { leading += 1 }
      var trailing = text.count
      while trailing > leading, isSpace(text[trailing - 1]) { trailing -= 1 }
      let trimmed = Array(text[leading..<trailing])
      cells.append(
        Cell(
          text: String(decoding: trimmed, as: UTF8.self),
          start: cellStart - row.startIndex + leading + removed.count(where: { $0 < leading }),
          removed: removed.filter { $0 >= leading }.map { $0 - leading }))
      text = []
      removed = []
      cellStart = position + 1
    }
    var i = start
    while i < end {
      let byte = row[i]
      if byte == backslash, i + 1 < end, row[i + 1] == pipe {
        removed.append(text.count)
        text.append(pipe)
        i += 2
        continue
      }
      if byte == pipe {
        finish(at: i)
      } else {
        text.append(byte)
      }
      i += 1
    }
    if !(cells.isEmpty && text.isEmpty && start == end) { finish(at: end) }
    return cells
  }

  /// The column alignments when `row` is a delimiter row, else nil.
  static func delimiterRow(_ row: ArraySlice<UInt8>) -> [Alignment]? {
    guard row.contains(UInt8(ascii: "-")) else { return nil }
    let hasPipe = row.contains(UInt8(ascii: "|"))
    var alignments: [Alignment] = []
    for cell in cells(row) {
      var bytes = Array(cell.text.utf8)
      guard !bytes.isEmpty else { return nil }
      let left = bytes.first == UInt8(ascii: ":")
      let right = bytes.count > 1 && bytes.last == UInt8(ascii: ":")
      if left { bytes.removeFirst() }
      if right { bytes.removeLast() }
      guard !bytes.isEmpty, bytes.allSatisfy({ $0 == UInt8(ascii: "-") }) else { return nil }
      alignments.append(left && right ? .center : left ? .left : right ? .right : .none)
    }
    // A lone `---` under a line is a setext heading, which cmark has already made.
    guard hasPipe || alignments.count > 1 || row.contains(UInt8(ascii: ":")) else { return nil }
    return alignments.isEmpty ? nil : alignments
  }

  private static func isSpace(_ byte: UInt8) -> Bool { byte == 0x20 || byte == 0x09 || byte == 0x0D }
}
