import Foundation
import SpecimenCore

#if canImport(Glibc)
  import Glibc
#endif

/// Writes a build into a staging folder beside the output and swaps it into place only when the
/// whole build succeeded, so a failed or interrupted build never leaves a half-written site.
/// Pages are written as soon as they are laid out (from several threads), so a large site is
/// never held in memory whole.
final class StagedOutput: @unchecked Sendable {
  let output: URL
  let staging: URL
  private let retired: URL

  init(output path: String) throws {
    output = URL(fileURLWithPath: path).standardizedFileURL
    let parent = output.deletingLastPathComponent()
    let pid = ProcessInfo.processInfo.processIdentifier
    staging = parent.appendingPathComponent(".\(output.lastPathComponent).staging-\(pid)")
    retired = parent.appendingPathComponent(".\(output.lastPathComponent).previous-\(pid)")
    try? FileManager.default.removeItem(at: staging)
    try FileManager.default.createDirectory(at: staging, withIntermediateDirectories: true)
  }

  /// Writes one file under the staging folder; safe to call from several threads.
  func write(_ text: String, to relativePath: String) throws {
    let url = staging.appendingPathComponent(relativePath)
    try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
    // Plain POSIX writes: no extra copy of the page and no fsync per file.
    let descriptor = open(url.path, O_WRONLY | O_CREAT | O_TRUNC, 0o644)
    guard descriptor >= 0 else { throw Diagnostic.error("cannot write \(relativePath): \(String(cString: strerror(errno)))", at: SourceLocation(file: url.path)) }
    defer { close(descriptor) }
    var text = text
    try text.withUTF8 { buffer in
      var offset = 0
      while offset < buffer.count {
        let written = Glibc.write(descriptor, buffer.baseAddress! + offset, buffer.count - offset)
        guard written > 0 else {
          throw Diagnostic.error("cannot write \(relativePath): \(String(cString: strerror(errno)))", at: SourceLocation(file: url.path))
        }
        offset += written
      }
    }
  }

  /// Copies a file or folder into the staging folder.
  func copy(_ source: String, to relativePath: String) throws {
    let destination = staging.appendingPathComponent(relativePath)
    try FileManager.default.createDirectory(at: destination.deletingLastPathComponent(), withIntermediateDirectories: true)
    try FileManager.default.copyItem(atPath: source, toPath: destination.path)
  }

  /// Swaps the staging folder in: the old site leaves only once the new one is complete.
  func commit() throws {
    let fileManager = FileManager.default
    do {
      if fileManager.fileExists(atPath: output.path) { try fileManager.moveItem(at: output, to: retired) }
      try fileManager.moveItem(at: staging, to: output)
      try? fileManager.removeItem(at: retired)
    } catch {
      if !fileManager.fileExists(atPath: output.path), fileManager.fileExists(atPath: retired.path) {
        try? fileManager.moveItem(at: retired, to: output)
      }
      discard()
      throw error
    }
  }

  /// Removes the staging folder; the previous output stays as it was.
  func discard() {
    try? FileManager.default.removeItem(at: staging)
  }
}
