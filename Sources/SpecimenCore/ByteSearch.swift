extension Substring {
  /// Where `needle` first occurs, found by comparing UTF-8 bytes. Foundation's `range(of:)` on a
  /// slice of a large page works in UTF-16 offsets from the start of the whole page, which costs
  /// a walk over the page on every call; this reads only the bytes it compares.
  package func firstRange(ofBytes needle: String) -> Range<Index>? {
    let pattern = Array(needle.utf8)
    guard let first = pattern.first else { return startIndex..<startIndex }
    let found: Int?? = utf8.withContiguousStorageIfAvailable { bytes in
      let count = pattern.count
      guard bytes.count >= count else { return nil }
      var offset = 0
      let last = bytes.count - count
      while offset <= last {
        if bytes[offset] == first {
          var matched = 1
          while matched < count, bytes[offset + matched] == pattern[matched] { matched += 1 }
          if matched == count { return offset }
        }
        offset += 1
      }
      return nil
    }
    let offset: Int?
    if let found {
      offset = found
    } else {
      // Not contiguous (a bridged string): the same comparison over the UTF-8 view.
      let bytes = Array(utf8)
      offset = bytes.indices.first { start in
        start + pattern.count <= bytes.count && bytes[start..<start + pattern.count].elementsEqual(pattern)
      }
    }
    guard let offset else { return nil }
    let lower = utf8.index(startIndex, offsetBy: offset)
    return lower..<utf8.index(lower, offsetBy: pattern.count)
  }
}
