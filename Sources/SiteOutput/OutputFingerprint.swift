import Foundation

/// A hash of a file's bytes, kept between rebuilds to tell which files changed.
package enum OutputFingerprint {
  package static func of(_ text: String) -> Int {
    var hasher = Hasher()
    var text = text
    text.withUTF8 { hasher.combine(bytes: UnsafeRawBufferPointer($0)) }
    return hasher.finalize()
  }

  package static func of(_ data: Data) -> Int {
    var hasher = Hasher()
    data.withUnsafeBytes { hasher.combine(bytes: $0) }
    return hasher.finalize()
  }
}
