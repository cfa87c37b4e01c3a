/// A text's lines found by their bytes. Splitting a String at the Character "\n" walks grapheme
/// clusters, most of the Markdown twin's cost; a line feed is a cluster of its own except after a
/// carriage return ("\r\n" is one Character), so its bytes give the same lines.
enum TextLines {
  /// The lines of `text` as `text.split(separator: "\n", omittingEmptySubsequences: false)`
  /// gives them.
  static func split(_ text: Substring) -> [Substring] {
    let utf8 = text.utf8
    // The line feeds' offsets read from the contiguous bytes (a native string's), then the lines
    // cut at them: a byte read through the view's indices costs several checks of its own.
    let feeds: [Int]? = utf8.withContiguousStorageIfAvailable { bytes in
      var feeds: [Int] = []
      var previous: UInt8 = 0
      for offset in bytes.indices {
        let byte = bytes[offset]
        if byte == 0x0A, previous != 0x0D { feeds.append(offset) }
        previous = byte
      }
      return feeds
    }
    var lines: [Substring] = []
    guard let feeds else {
      var start = utf8.startIndex
      var previous: UInt8 = 0
      var index = start
      while index != utf8.endIndex {
        let byte = utf8[index]
        if byte == 0x0A, previous != 0x0D {
          lines.append(Substring(utf8[start..<index]))
          start = utf8.index(after: index)
        }
        previous = byte
        index = utf8.index(after: index)
      }
      lines.append(Substring(utf8[start..<utf8.endIndex]))
      return lines
    }
    lines.reserveCapacity(feeds.count + 1)
    var start = utf8.startIndex
    for offset in feeds {
      let feed = utf8.index(utf8.startIndex, offsetBy: offset)
      lines.append(Substring(utf8[start..<feed]))
      start = utf8.index(after: feed)
    }
    lines.append(Substring(utf8[start..<utf8.endIndex]))
    return lines
  }

  static func split(_ text: String) -> [Substring] { split(text[...]) }

  /// Whether every Character of `line` is white space (`Character.isWhitespace`): by its bytes
  /// when it is ASCII, where each byte is a Character's first scalar.
  static func isBlank(_ line: Substring) -> Bool {
    for byte in line.utf8 {
      switch byte {
      case 0x09...0x0D, 0x20: continue
      case 0..<0x80: return false
      default: return line.allSatisfy(\.isWhitespace)
      }
    }
    return true
  }
}
