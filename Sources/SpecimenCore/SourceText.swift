import Foundation

/// Reads a content file as UTF-8 text; a file that is not UTF-8 is an error at the first bad
/// byte (line, column and byte offset, and what is wrong), never text with U+FFFD in it.
package enum SourceText {
  /// The text of `path`; nil when the file cannot be read at all (missing, a folder, no permission).
  package static func read(_ path: String) throws(Diagnostic) -> String? {
    guard let data = FileManager.default.contents(atPath: path) else { return nil }
    return try decode(Array(data), file: path)
  }

  /// `bytes` as a String, or an error at the first byte that is not valid UTF-8.
  static func decode(_ bytes: [UInt8], file: String) throws(Diagnostic) -> String {
    if let problem = firstInvalidSequence(bytes) { throw invalidUTF8(problem, in: bytes, file: file) }
    return String(decoding: bytes, as: UTF8.self)
  }

  /// The bytes of `path`, unchecked, for readers that take bytes and check them (JSON): a large
  /// file is read straight into the one array the reader uses, not into Data and then a copy.
  /// Nil when the file cannot be read as a regular file.
  package static func bytes(of path: String) -> [UInt8]? {
    let descriptor = open(path, O_RDONLY | O_CLOEXEC)
    guard descriptor >= 0 else { return nil }
    defer { close(descriptor) }
    var status = stat()
    guard fstat(descriptor, &status) == 0, status.st_mode & S_IFMT == S_IFREG else { return nil }
    // One byte more than the file, so the read that finds its end needs no larger array.
    var bytes = [UInt8](repeating: 0, count: max(Int(status.st_size), 0) + 1)
    var filled = 0
    while true {
      // The file may have grown since fstat: read until read() says it has ended.
      if filled == bytes.count { bytes.append(contentsOf: repeatElement(0, count: max(bytes.count, 65_536))) }
      let got = bytes.withUnsafeMutableBufferPointer { buffer in
        Glibc.read(descriptor, buffer.baseAddress! + filled, buffer.count - filled)
      }
      if got < 0, errno == EINTR { continue }
      guard got >= 0 else { return nil }
      if got == 0 { break }
      filled += got
    }
    bytes.removeLast(bytes.count - filled)
    return bytes
  }

  static func invalidUTF8(_ problem: (offset: Int, reason: String), in bytes: [UInt8], file: String) -> Diagnostic {
    .error(
      "invalid UTF-8 at byte offset \(problem.offset): \(problem.reason)",
      at: SourceLines(bytes, file: file).location(at: problem.offset), hint: "save the file as UTF-8",
      id: .fileInvalidUtf8)
  }

  /// The offset of the first malformed sequence and why it is malformed (RFC 3629).
  static func firstInvalidSequence(_ bytes: [UInt8]) -> (offset: Int, reason: String)? {
    var i = 0
    let count = bytes.count
    while i < count {
      let lead = bytes[i]
      if lead < 0x80 {
        i += 1
        // Runs of ASCII, eight bytes at a time.
        i = bytes.withUnsafeBytes { raw in
          var at = i
          while at + 8 <= count, raw.loadUnaligned(fromByteOffset: at, as: UInt64.self) & 0x8080_8080_8080_8080 == 0 {
            at += 8
          }
          return at
        }
        continue
      }
      let length: Int
      var low: UInt8 = 0x80
      var high: UInt8 = 0xBF
      switch lead {
      case 0xC2...0xDF: length = 2
      case 0xE0:
        length = 3
        low = 0xA0
      case 0xE1...0xEC, 0xEE...0xEF: length = 3
      case 0xED:
        length = 3
        high = 0x9F  // no UTF-16 surrogates
      case 0xF0:
        length = 4
        low = 0x90
      case 0xF1...0xF3: length = 4
      case 0xF4:
        length = 4
        high = 0x8F  // nothing above U+10FFFF
      case 0x80...0xBF:
        return (i, "byte 0x\(hex(lead)) continues a character that never started")
      default:
        return (i, "byte 0x\(hex(lead)) never appears in UTF-8 (the file may be Latin-1 or Windows-1252)")
      }
      for k in 1..<length {
        guard i + k < count else { return (i, "the file ends in the middle of a character") }
        let byte = bytes[i + k]
        let (min, max) = k == 1 ? (low, high) : (UInt8(0x80), UInt8(0xBF))
        guard byte >= min, byte <= max else {
          return (i, "byte 0x\(hex(lead)) starts a \(length)-byte character but 0x\(hex(byte)) does not continue it")
        }
      }
      i += length
    }
    return nil
  }

  private static func hex(_ byte: UInt8) -> String {
    let digits = Array("0123456789ABCDEF")
    return String([digits[Int(byte >> 4)], digits[Int(byte & 0xF)]])
  }
}
