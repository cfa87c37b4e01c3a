#if canImport(Glibc)
import Glibc
#endif

/// Writes all of `buffer` to an open file with plain POSIX writes (no extra copy, no sync),
/// taking up a write a signal cut short; the error number when a write fails, else nil.
func writeAll(_ descriptor: Int32, _ buffer: UnsafeBufferPointer<UInt8>) -> Int32? {
  guard let base = buffer.baseAddress else { return nil }
  var offset = 0
  while offset < buffer.count {
    let count = write(descriptor, base + offset, buffer.count - offset)
    if count < 0, errno == EINTR { continue }
    guard count > 0 else { return count < 0 ? errno : EIO }
    offset += count
  }
  return nil
}
