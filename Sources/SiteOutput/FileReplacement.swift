import Foundation
import SpecimenCore

#if canImport(Glibc)
import Glibc
#endif

/// A file of a folder that is served while it changes (a preview's output) replaced whole: the
/// bytes go to a temporary file beside it, which is then renamed over it, so a reader sees the
/// old file or the new one, never half of either. Nothing is synced to the disk: the folder is
/// written again from the sources when the preview starts, and a sync costs a save milliseconds.
package enum FileReplacement {
  /// Writes `text` at `path`, making the folders above it when they are missing.
  package static func replace(_ path: String, with text: String) throws {
    let folder = (path as NSString).deletingLastPathComponent
    let temporary = folder + "/." + (path as NSString).lastPathComponent + ".specimen-new"
    let flags = O_WRONLY | O_CREAT | O_TRUNC | O_NOFOLLOW | O_CLOEXEC
    var descriptor = open(temporary, flags, 0o644)
    if descriptor < 0, errno == ENOENT {
      try StagedOutput.perform("make the folder", at: URL(fileURLWithPath: folder)) {
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
      }
      descriptor = open(temporary, flags, 0o644)
    }
    guard descriptor >= 0 else { throw failure(path, errno: errno) }
    var text = text
    let written = text.withUTF8 { writeAll(descriptor, $0) }
    close(descriptor)
    if let code = written {
      unlink(temporary)
      throw failure(path, errno: code)
    }
    guard rename(temporary, path) == 0 else {
      let code = errno
      unlink(temporary)
      throw failure(path, errno: code)
    }
  }

  private static func failure(_ path: String, errno code: Int32) -> Diagnostic {
    StagedOutput.failure("write \((path as NSString).lastPathComponent)", at: URL(fileURLWithPath: path), errno: code)
  }
}
