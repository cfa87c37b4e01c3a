#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

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

extension Array where Element == UInt8 {
  /// The first `byte` at or after `start` (memchr: whole pages are scanned this way).
  package func firstIndex(of byte: UInt8, from start: Int) -> Int? {
    guard start < count else { return nil }
    return withUnsafeBufferPointer { buffer in
      guard let base = buffer.baseAddress, let found = memchr(base + start, Int32(byte), count - start) else {
        return nil
      }
      return base.distance(to: found.assumingMemoryBound(to: UInt8.self))
    }
  }

  /// Where `needle` first occurs at or after `start`.
  package func firstIndex(of needle: [UInt8], from start: Int) -> Int? {
    guard let first = needle.first else { return start <= count ? start : nil }
    var position = start
    while let candidate = firstIndex(of: first, from: position) {
      if hasPrefix(needle, at: candidate) { return candidate }
      position = candidate + 1
    }
    return nil
  }

  /// Whether the bytes from `offset` on begin with `prefix`.
  package func hasPrefix(_ prefix: [UInt8], at offset: Int) -> Bool {
    guard offset >= 0, offset + prefix.count <= count else { return false }
    for (i, byte) in prefix.enumerated() where self[offset + i] != byte { return false }
    return true
  }
}
