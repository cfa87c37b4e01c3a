import Synchronization

/// The lines of one read text, found once, so the line and column of any byte offset cost a
/// binary search and a short count rather than a walk from the start of the text or line.
///
/// Readers keep byte offsets and turn one into a `SourceLocation` only when something asks for
/// it: a minified file is one line of megabytes, where a column counted from the line's start
/// for every value made reading quadratic.
package final class SourceLines: Sendable {
  /// How many bytes location look-ups have read, for tests that count work instead of time.
  let bytesRead = Atomic<Int>(0)

  package let file: String
  /// Lines of the file before the text (front matter is read apart from its page).
  private let lineOffset: Int
  /// The byte offset each line starts at; the first is 0, or 3 after a byte-order mark.
  private let lineStarts: [Int]
  /// Nil for a text of ASCII alone, where a column is a byte count; otherwise the text, to
  /// count the characters of a block's head.
  private let bytes: [UInt8]?
  /// For a text with non-ASCII bytes: the characters before each block of `blockSize` bytes.
  private let charactersBeforeBlock: [Int]
  /// A location that stands alone, for a value made by code rather than read from a text.
  private let fixed: SourceLocation?

  private static let blockSize = 64

  /// The lines of `bytes`, read from `file`, whose first line is line `lineOffset + 1` there.
  package init(_ bytes: [UInt8], file: String, lineOffset: Int = 0) {
    self.file = file
    self.lineOffset = lineOffset
    fixed = nil
    // A byte-order mark is not a character an editor shows: the first line starts after it.
    var starts = [bytes.starts(with: [0xEF, 0xBB, 0xBF]) ? 3 : 0]
    var ascii = true
    bytes.withUnsafeBufferPointer { buffer in
      var position = 0
      while let newline = buffer.firstIndex(of: 0x0A, from: position) {
        starts.append(newline + 1)
        position = newline + 1
      }
      ascii = Self.isASCII(buffer)
    }
    lineStarts = starts
    if ascii {
      self.bytes = nil
      charactersBeforeBlock = []
    } else {
      self.bytes = bytes
      var counts: [Int] = []
      counts.reserveCapacity(bytes.count / Self.blockSize + 1)
      var characters = 0
      for (i, byte) in bytes.enumerated() {
        if i % Self.blockSize == 0 { counts.append(characters) }
        if byte & 0xC0 != 0x80 { characters += 1 }
      }
      charactersBeforeBlock = counts
    }
  }

  /// One location for every offset: what code makes has a place but no text of its own.
  package init(fixed location: SourceLocation) {
    file = location.file
    lineOffset = 0
    lineStarts = [0]
    bytes = nil
    charactersBeforeBlock = []
    fixed = location
  }

  var isFixed: Bool { fixed != nil }

  /// Whether the text is ASCII alone, where a character is a byte (found once, at the start).
  package var isASCII: Bool { fixed == nil && bytes == nil }

  /// The line and column (in characters, as editors count) of a byte offset.
  package func location(at offset: Int) -> SourceLocation {
    if let fixed { return fixed }
    let line = lineIndex(containing: offset)
    let start = lineStarts[line]
    return SourceLocation(
      file: file, line: line + 1 + lineOffset,
      column: max(0, characters(before: offset) - characters(before: start)) + 1)
  }

  /// The byte offset of a 1-based line and byte column, for readers that report those (cmark);
  /// a line past the end is the last line, a column past the text its end.
  package func offset(line: Int, byteColumn: Int) -> Int {
    guard fixed == nil else { return 0 }
    let start = lineStarts[min(max(line - 1, 0), lineStarts.count - 1)]
    return start + max(byteColumn - 1, 0)
  }

  /// How many lines the text has (a final line break starts no line of its own in editors,
  /// but it is counted here as it is in the offsets).
  package var lineCount: Int { lineStarts.count }

  private func lineIndex(containing offset: Int) -> Int {
    var low = 0
    var high = lineStarts.count - 1
    while low < high {
      let middle = (low + high + 1) / 2
      if lineStarts[middle] <= offset { low = middle } else { high = middle - 1 }
    }
    return low
  }

  private func characters(before offset: Int) -> Int {
    guard let bytes else { return offset }
    let end = min(offset, bytes.count)
    let block = end / Self.blockSize
    guard block < charactersBeforeBlock.count else { return charactersBeforeBlock.last ?? 0 }
    var count = charactersBeforeBlock[block]
    var i = block * Self.blockSize
    bytesRead.add(end - i, ordering: .relaxed)
    while i < end {
      if bytes[i] & 0xC0 != 0x80 { count += 1 }
      i += 1
    }
    return count
  }

  private static func isASCII(_ buffer: UnsafeBufferPointer<UInt8>) -> Bool {
    // Eight bytes at a time: a text is mostly ASCII and this runs once per file.
    var i = 0
    let count = buffer.count
    if let base = UnsafeRawPointer(buffer.baseAddress) {
      while i + 8 <= count {
        if base.loadUnaligned(fromByteOffset: i, as: UInt64.self) & 0x8080_8080_8080_8080 != 0 { return false }
        i += 8
      }
    }
    while i < count {
      if buffer[i] >= 0x80 { return false }
      i += 1
    }
    return true
  }
}

/// Where a read value sits: its text's lines and a byte offset, turned into a line and column
/// only when asked. Two positions are equal when they name the same file, line and column.
package struct SourcePosition: Sendable, Hashable, CustomStringConvertible {
  package let lines: SourceLines
  package let offset: Int

  package init(_ lines: SourceLines, offset: Int) {
    self.lines = lines
    self.offset = offset
  }

  /// A position made by code, standing for `location` itself.
  package init(_ location: SourceLocation) {
    self.init(SourceLines(fixed: location), offset: 0)
  }

  package var location: SourceLocation { lines.location(at: offset) }

  package var description: String { location.description }

  package static func == (a: SourcePosition, b: SourcePosition) -> Bool {
    if a.lines === b.lines, !a.lines.isFixed { return a.offset == b.offset }
    return a.location == b.location
  }

  package func hash(into hasher: inout Hasher) {
    hasher.combine(location)
  }
}
