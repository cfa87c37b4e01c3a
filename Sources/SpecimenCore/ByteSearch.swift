#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

extension UnsafeBufferPointer<UInt8> {
  /// The first `byte` at or after `start` (memchr: whole pages are scanned this way).
  package func firstIndex(of byte: UInt8, from start: Int) -> Int? {
    guard start >= 0, start < count, let base = baseAddress,
      let found = memchr(base + start, Int32(byte), count - start)
    else { return nil }
    return base.distance(to: found.assumingMemoryBound(to: UInt8.self))
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

extension Array where Element == UInt8 {
  package func firstIndex(of byte: UInt8, from start: Int) -> Int? {
    withUnsafeBufferPointer { $0.firstIndex(of: byte, from: start) }
  }

  package func firstIndex(of needle: [UInt8], from start: Int) -> Int? {
    withUnsafeBufferPointer { $0.firstIndex(of: needle, from: start) }
  }

  package func hasPrefix(_ prefix: [UInt8], at offset: Int) -> Bool {
    withUnsafeBufferPointer { $0.hasPrefix(prefix, at: offset) }
  }
}

extension Substring {
  /// Where `needle` first occurs, found by comparing UTF-8 bytes. Foundation's `range(of:)` on a
  /// slice of a large page works in UTF-16 offsets from the start of the whole page, which costs
  /// a walk over the page on every call; this reads only the bytes it compares.
  package func firstRange(ofBytes needle: String) -> Range<Index>? {
    let pattern = Array(needle.utf8)
    // A bridged string has no contiguous bytes: its bytes are copied first.
    let offset =
      utf8.withContiguousStorageIfAvailable { $0.firstIndex(of: pattern, from: 0) }
      ?? Array(utf8).firstIndex(of: pattern, from: 0)
    guard let offset else { return nil }
    let lower = utf8.index(startIndex, offsetBy: offset)
    return lower..<utf8.index(lower, offsetBy: pattern.count)
  }
}
