import Foundation
import SpecimenCore

#if canImport(Glibc)
import Glibc
#endif

/// How a failed file operation of the output is told: the system's words and a hint.
extension StagedOutput {
  /// Runs a Foundation file operation and turns its error into words.
  static func perform(_ action: String, at url: URL, _ body: () throws -> Void) throws {
    do {
      try body()
    } catch {
      throw Diagnostic.error(
        "cannot \(action): \(describe(error))", at: SourceLocation(file: url.path), hint: hint(for: error),
        id: .outputWriteFailed)
    }
  }

  static func failure(_ action: String, at url: URL, errno code: Int32) -> Diagnostic {
    .error(
      "cannot \(action): \(String(cString: strerror(code)))", at: SourceLocation(file: url.path),
      hint: hint(errno: code), id: .outputWriteFailed)
  }

  /// The system's words for what went wrong, not Foundation's error dump.
  static func describe(_ error: any Error) -> String {
    if let code = posixCode(error) { return String(cString: strerror(code)) }
    return (error as NSError).localizedDescription
  }

  static func posixCode(_ error: any Error) -> Int32? {
    let error = error as NSError
    if error.domain == NSPOSIXErrorDomain { return Int32(error.code) }
    if let underlying = error.userInfo[NSUnderlyingErrorKey] as? NSError, underlying.domain == NSPOSIXErrorDomain {
      return Int32(underlying.code)
    }
    switch CocoaError.Code(rawValue: error.code) {
    case .fileWriteNoPermission, .fileReadNoPermission: return EACCES
    case .fileWriteOutOfSpace: return ENOSPC
    case .fileWriteVolumeReadOnly: return EROFS
    case .fileWriteFileExists: return EEXIST
    case .fileNoSuchFile, .fileReadNoSuchFile: return ENOENT
    default: return nil
    }
  }

  static func hint(for error: any Error) -> String? { posixCode(error).flatMap { hint(errno: $0) } }

  static func hint(errno code: Int32) -> String? {
    switch code {
    case EACCES, EPERM: "the folder that holds the output must be writable by you; choose another with --output"
    case ENOSPC: "the disk is full; free some space and build again"
    case EROFS: "the output is on a read-only filesystem; choose another with --output"
    default: nil
    }
  }
}
