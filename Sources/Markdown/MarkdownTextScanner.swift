/// Splits a page's bytes into what Markdown reads as text and what it keeps as written:
/// fenced code, code spans, autolinks and raw HTML tags. A light scan ahead of cmark, so that
/// `{{…}}` references are only looked for where a reader sees text.
struct MarkdownTextScanner {
  private let bytes: [UInt8]
  private var index = 0
  private var atLineStart = true

  init(_ bytes: [UInt8]) { self.bytes = bytes }

  private static let backtick = UInt8(ascii: "`"), tilde = UInt8(ascii: "~"), newline = UInt8(0x0A)

  /// The next segment: a byte range and whether it is text.
  mutating func next() -> (Int, Int, Bool)? {
    guard index < bytes.count else { return nil }
    let start = index
    while index < bytes.count {
      if atLineStart, let fenceEnd = fencedBlockEnd(from: index) {
        if index > start { return (start, index, true) }
        let blockStart = index
        index = fenceEnd
        atLineStart = true
        return (blockStart, fenceEnd, false)
      }
      let byte = bytes[index]
      atLineStart = byte == Self.newline
      switch byte {
      case UInt8(ascii: "\\"):
        index = min(index + 2, bytes.count)
        if index > 0, bytes[index - 1] == Self.newline { atLineStart = true }
      case Self.backtick:
        let run = runLength(at: index, of: Self.backtick)
        if let close = closingRun(of: run, from: index + run) {
          if index > start { return (start, index, true) }
          let spanStart = index
          index = close
          return (spanStart, close, false)
        }
        index += run
      case UInt8(ascii: "<"):
        if let close = tagEnd(from: index) {
          if index > start { return (start, index, true) }
          let tagStart = index
          index = close
          return (tagStart, close, false)
        }
        index += 1
      default:
        index += 1
      }
    }
    return (start, index, true)
  }

  private func runLength(at position: Int, of byte: UInt8) -> Int {
    var end = position
    while end < bytes.count, bytes[end] == byte { end += 1 }
    return end - position
  }

  /// The end of a code span whose opening run has `length` backticks: the next run of exactly
  /// that length before a blank line.
  private func closingRun(of length: Int, from position: Int) -> Int? {
    var j = position
    while j < bytes.count {
      if bytes[j] == Self.newline, let after = bytes[(j + 1)...].firstIndex(where: { $0 != 0x20 && $0 != 0x09 }),
        bytes[after] == Self.newline
      {
        return nil
      }
      if bytes[j] == Self.backtick {
        let run = runLength(at: j, of: Self.backtick)
        if run == length { return j + run }
        j += run
      } else {
        j += 1
      }
    }
    return nil
  }

  /// `<https://…>`, `<a@b.c>`, `<span …>`, `</b>`, `<!-- … -->`: the index after `>` on the same line.
  private func tagEnd(from position: Int) -> Int? {
    guard position + 1 < bytes.count else { return nil }
    let next = bytes[position + 1]
    let isLetter = (next | 0x20) >= UInt8(ascii: "a") && (next | 0x20) <= UInt8(ascii: "z")
    guard isLetter || next == UInt8(ascii: "/") || next == UInt8(ascii: "!") || next == UInt8(ascii: "?") else {
      return nil
    }
    var j = position + 1
    while j < bytes.count, bytes[j] != Self.newline, bytes[j] != UInt8(ascii: "<") {
      if bytes[j] == UInt8(ascii: ">") { return j + 1 }
      j += 1
    }
    return nil
  }

  /// A fenced code block starting on this line (after container markers): where it ends.
  private func fencedBlockEnd(from position: Int) -> Int? {
    var j = position
    // Block quote markers, list markers and indentation before the fence.
    while j < bytes.count,
      [0x20, 0x09, UInt8(ascii: ">"), UInt8(ascii: "-"), UInt8(ascii: "*"), UInt8(ascii: "+")]
        .contains(bytes[j]) || (bytes[j] >= 0x30 && bytes[j] <= 0x39) || bytes[j] == UInt8(ascii: ".")
        || bytes[j] == UInt8(ascii: ")")
    {
      j += 1
    }
    guard j < bytes.count, bytes[j] == Self.backtick || bytes[j] == Self.tilde else { return nil }
    let fence = bytes[j]
    let length = runLength(at: j, of: fence)
    guard length >= 3 else { return nil }
    var lineEnd = bytes[j...].firstIndex(of: Self.newline) ?? bytes.count
    // A backtick fence's info string has no backticks.
    if fence == Self.backtick, bytes[(j + length)..<lineEnd].contains(Self.backtick) { return nil }
    while lineEnd < bytes.count {
      let lineStart = lineEnd + 1
      lineEnd = bytes[lineStart...].firstIndex(of: Self.newline) ?? bytes.count
      var k = lineStart
      while k < lineEnd, bytes[k] == 0x20 || bytes[k] == 0x09 || bytes[k] == UInt8(ascii: ">") { k += 1 }
      let run = runLength(at: k, of: fence)
      if run >= length, bytes[(k + run)..<lineEnd].allSatisfy({ $0 == 0x20 || $0 == 0x09 || $0 == 0x0D }) {
        return min(lineEnd + 1, bytes.count)
      }
    }
    return bytes.count
  }
}
