import SpecimenCore

/// The twin's tests of a line read from its bytes. A line of ASCII without a carriage return is
/// its own Characters byte for byte, so its bytes answer alone; any other line is asked as
/// Characters (`MarkdownTwin.openingFence`, `closes`, `TextLines.isBlank`), so both give the
/// same answers for every text.
enum TwinLineBytes {
  typealias Bytes = UnsafeBufferPointer<UInt8>

  /// Whether every byte is ASCII and none a carriage return (which joins a line feed after it).
  static func isPlain(_ line: Bytes) -> Bool {
    for byte in line where byte >= 0x80 || byte == 0x0D { return false }
    return true
  }

  static func isASCII(_ line: Bytes) -> Bool {
    for byte in line where byte >= 0x80 { return false }
    return true
  }

  static func text(_ line: Bytes) -> Substring { String(decoding: line, as: UTF8.self)[...] }

  static func openingFence(_ line: Bytes) -> (Character, Int)? {
    var index = 0
    while index < line.count, line[index] == 0x20 { index += 1 }
    guard index < line.count else { return nil }
    let first = line[index]
    // A byte past ASCII after the spaces or the run may join what is before it: Characters answer.
    guard first < 0x80 else { return MarkdownTwin.openingFenceByCharacters(text(line)) }
    guard index <= 3, first == 0x60 || first == 0x7E else { return nil }
    var end = index
    while end < line.count, line[end] == first { end += 1 }
    if end < line.count, line[end] >= 0x80 { return MarkdownTwin.openingFenceByCharacters(text(line)) }
    return end - index >= 3 ? (Character(Unicode.Scalar(first)), end - index) : nil
  }

  static func closes(_ line: Bytes, _ fence: (Character, Int)) -> Bool {
    guard let mark = fence.0.asciiValue, isPlain(line) else { return MarkdownTwin.closes(text(line), fence) }
    var start = 0
    var end = line.count
    while start < end, line[start] == 0x20 || line[start] == 0x09 { start += 1 }
    while end > start, line[end - 1] == 0x20 || line[end - 1] == 0x09 { end -= 1 }
    guard end - start >= fence.1 else { return false }
    for index in start..<end where line[index] != mark { return false }
    return true
  }

  static func isBlank(_ line: Bytes) -> Bool {
    for byte in line {
      switch byte {
      case 0x09...0x0D, 0x20: continue
      case 0..<0x80: return false
      default: return TextLines.isBlank(text(line))
      }
    }
    return true
  }

  /// Where each line ends: the offset of each line feed not after a carriage return, then the
  /// text's end (the lines `TextLines.split` cuts).
  static func lineEnds(_ text: Bytes) -> [Int] {
    var ends: [Int] = []
    var from = 0
    while let feed = text.firstIndex(of: 0x0A, from: from) {
      if feed == 0 || text[feed - 1] != 0x0D { ends.append(feed) }
      from = feed + 1
    }
    ends.append(text.count)
    return ends
  }
}

extension UnsafeBufferPointer<UInt8> {
  /// The bytes from `start` up to `end`, as a buffer of their own.
  func part(_ start: Int, _ end: Int) -> UnsafeBufferPointer<UInt8> {
    UnsafeBufferPointer(rebasing: self[start..<end])
  }
}
