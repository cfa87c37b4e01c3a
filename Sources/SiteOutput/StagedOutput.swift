import Foundation
import SpecimenCore
import Synchronization

#if canImport(Glibc)
import Glibc
#endif

/// Writes a build into a staging folder beside the output and swaps it into place only when the
/// whole build succeeded, so a failed or interrupted build never leaves a half-written site.
/// Pages are written as soon as they are laid out (from several threads), so a large site is
/// never held in memory whole.
///
/// The swap exchanges the two folders in one step, so at every instant the output path holds
/// either the previous site or the new one; a build killed at any point leaves only a staging
/// folder behind, which the next build removes.
///
/// With a spare, the site the swap retires is kept beside the output (`.Public.spare`) and the
/// next build stages into it, writing over its files: thousands of files created and deleted per
/// build are most of a build's system time, and on filesystems without a journal each new file
/// is slower the more files were deleted in the last minutes.
package final class StagedOutput: Sendable {
  let output: URL
  let staging: URL
  /// Where the retired site is kept for the next build; nil when none is kept.
  let spare: URL?
  /// Whether the staging folder is the previous spare, so it holds files to write over or prune.
  let reusesSpare: Bool
  /// With `fingerprints`, a hash of every file written or copied, by path (what `serve` compares
  /// to tell which pages changed); nil otherwise.
  private let fingerprints = Mutex<[String: Int]>([:])
  private let recordsFingerprints: Bool
  /// The folders (relative paths) known to be real folders of the staging folder, "" its top.
  let folders = Mutex<Set<String>>([""])
  /// The files written or copied this build, by relative path: what pruning a spare keeps.
  let writtenFiles = Mutex<Set<String>>([])

  package var writtenFingerprints: [String: Int] { fingerprints.withLock { $0 } }

  /// Refuses an output the build must not replace (see `OutputFolder`), clears away the staging
  /// folders of builds that were killed, and starts a staging folder: the spare when one is kept
  /// and there, a new folder otherwise.
  package init(output path: String, site: String, fingerprints: Bool = false, keepsSpare: Bool = false) throws {
    recordsFingerprints = fingerprints
    if let refusal = OutputFolder.refusal(output: path, site: site) {
      throw Diagnostic.error(
        "cannot write the site: \(refusal)", at: SourceLocation(file: path), id: .outputWriteFailed)
    }
    output = URL(fileURLWithPath: path).standardizedFileURL
    let parent = output.deletingLastPathComponent()
    let staging = parent.appendingPathComponent(Self.stagingPrefix(for: output) + Self.owner)
    let spare = keepsSpare ? parent.appendingPathComponent(Self.spareName(for: output)) : nil
    self.staging = staging
    self.spare = spare
    Self.removeStaleStaging(beside: output)
    try Self.removeOurs(staging)
    reusesSpare = spare.map { Self.takeSpare($0, as: staging) } ?? false
    if !reusesSpare {
      try Self.perform("create the staging folder", at: staging) {
        try FileManager.default.createDirectory(at: staging, withIntermediateDirectories: true)
      }
    }
    // The marker goes in first, so even a staging folder of a killed build is known to be ours.
    try write(OutputFolder.markerText, to: OutputFolder.markerName)
  }

  static func stagingPrefix(for output: URL) -> String { ".\(output.lastPathComponent).staging-" }

  /// Writes bytes that need not be text (an asset of the built-in theme).
  package func write(_ bytes: [UInt8], to relativePath: String) throws {
    guard let text = String(validating: bytes, as: UTF8.self) else {
      try makeFolder(Self.folder(of: relativePath))
      let url = staging.appendingPathComponent(relativePath)
      try Self.perform("write \(relativePath)", at: url) { try Data(bytes).write(to: url) }
      if recordsFingerprints { fingerprints.withLock { $0[relativePath] = OutputFingerprint.of(Data(bytes)) } }
      return
    }
    try write(text, to: relativePath)
  }

  /// Writes one file under the staging folder; safe to call from several threads.
  package func write(_ text: String, to relativePath: String) throws {
    try write(to: relativePath) { part in try part(text) }
  }

  /// Writes one file from its text in parts, in order: `parts` calls the function it is given
  /// with each, and each is written before the next is made, so a large file (`tokens.json`) is
  /// never held whole. Its fingerprint is that of the whole text.
  package func write(to relativePath: String, parts: ((String) throws -> Void) throws -> Void) throws {
    var file = try OpenFile(relativePath, in: self)
    defer { close(file.descriptor) }
    try parts { part in
      var part = part
      try part.withUTF8 { try file.write($0) }
    }
    try file.finish()
  }

  /// Writes one file from bytes that are UTF-8 text already (a laid-out page), as
  /// `write(_:to:)` writes a String's: the same file, the same fingerprint.
  package func write(utf8 bytes: [UInt8], to relativePath: String) throws {
    var file = try OpenFile(relativePath, in: self)
    defer { close(file.descriptor) }
    try bytes.withUnsafeBufferPointer { try file.write($0) }
    try file.finish()
  }

  /// A file of the staging folder open for writing, written in parts; its fingerprint is that of
  /// all of them. The caller closes it.
  private struct OpenFile {
    let output: StagedOutput
    let relativePath: String
    let descriptor: Int32
    /// The length the file had before.
    let length: Int
    var hasher = Hasher()
    var size = 0

    init(_ relativePath: String, in output: StagedOutput) throws {
      try output.makeFolder(StagedOutput.folder(of: relativePath))
      (descriptor, length) = try output.openForWriting(relativePath)
      self.output = output
      self.relativePath = relativePath
    }

    mutating func write(_ buffer: UnsafeBufferPointer<UInt8>) throws {
      // Plain POSIX writes: no extra copy of the page and no fsync per file.
      if output.recordsFingerprints { hasher.combine(bytes: UnsafeRawBufferPointer(buffer)) }
      if let code = writeAll(descriptor, buffer) { throw output.writeFailure(relativePath, errno: code) }
      size += buffer.count
    }

    func finish() throws {
      if output.recordsFingerprints {
        let fingerprint = hasher.finalize()
        output.fingerprints.withLock { $0[relativePath] = fingerprint }
      }
      // What is left of a longer file written over goes.
      if length > size, ftruncate(descriptor, off_t(size)) != 0 {
        throw output.writeFailure(relativePath, errno: errno)
      }
    }
  }

  /// The text of a file this build wrote, read back from the staging folder (a Markdown twin, so
  /// the build need not hold every twin until the files made from them); nil for any other path.
  package func read(_ relativePath: String) -> String? {
    guard writtenFiles.withLock({ $0.contains(relativePath) }),
      let data = FileManager.default.contents(atPath: staging.appendingPathComponent(relativePath).path)
    else { return nil }
    return String(decoding: data, as: UTF8.self)
  }

  /// Copies a file or folder into the staging folder. Symbolic links are never copied: a link
  /// could point anywhere on the machine, and the site must hold only what the build wrote.
  package func copy(_ source: String, to relativePath: String) throws {
    let destination = staging.appendingPathComponent(relativePath)
    var status = stat()
    guard lstat(source, &status) == 0 else {
      throw Self.failure("copy \(relativePath)", at: URL(fileURLWithPath: source), errno: errno)
    }
    switch status.st_mode & S_IFMT {
    case S_IFDIR:
      try makeFolder(relativePath)
      var entries: [String] = []
      try Self.perform("copy \(relativePath)", at: destination) {
        entries = try FileManager.default.contentsOfDirectory(atPath: source).sorted()
      }
      for entry in entries { try copy(source + "/" + entry, to: relativePath + "/" + entry) }
    case S_IFREG:
      try makeFolder(Self.folder(of: relativePath))
      try Self.perform("copy \(relativePath)", at: destination) {
        // A site's asset replaces its theme's of the same name, and a spare's file is replaced.
        if Self.exists(destination.path) { try FileManager.default.removeItem(at: destination) }
        try FileManager.default.copyItem(atPath: source, toPath: destination.path)
      }
      writtenFiles.withLock { _ = $0.insert(relativePath) }
      if recordsFingerprints, let data = FileManager.default.contents(atPath: source) {
        fingerprints.withLock { $0[relativePath] = OutputFingerprint.of(data) }
      }
    default:
      throw Diagnostic.error(
        "'\(relativePath)' is not a regular file or folder and is not copied into the site",
        at: SourceLocation(file: source),
        hint: "symbolic links are never copied, since they could point outside the site; copy the file itself",
        id: .outputNotRegularFile)
    }
  }

  /// Swaps the staging folder in. With an existing output the two folders are exchanged in one
  /// step (`renameat2` with `RENAME_EXCHANGE`), then the old site, now in the staging path, is
  /// kept as the spare or removed.
  package func commit() throws {
    if reusesSpare { try pruneSpare() }
    var status = stat()
    if lstat(output.path, &status) != 0 {
      // A concurrent build may put its site in place first; then the two are exchanged below.
      if rename(staging.path, output.path) == 0 { return }
      let code = errno
      guard code == ENOTEMPTY || code == EEXIST, try swapExisting() else {
        discard()
        throw Self.failure("move the new site into place", at: output, errno: code)
      }
      return
    }
    if try swapExisting() { return }
    try swapByTwoRenames()
  }

  /// Exchanges the staging folder with the existing output; false when the filesystem cannot.
  private func swapExisting() throws -> Bool {
    // The output may have changed since the build started: check it again right before the swap.
    if let refusal = OutputFolder.contentRefusal(output: output.path) {
      discard()
      throw Diagnostic.error(
        "cannot write the site: \(refusal)", at: SourceLocation(file: output.path), id: .outputWriteFailed)
    }
    if Self.exchange(staging.path, output.path) {
      retire(staging)
      return true
    }
    return false
  }

  /// Filesystems without the exchange: two renames, with the old site kept until the new one is in.
  private func swapByTwoRenames() throws {
    let retired = output.deletingLastPathComponent().appendingPathComponent(
      ".\(output.lastPathComponent).previous-\(Self.owner)")
    guard rename(output.path, retired.path) == 0 else {
      let code = errno
      discard()
      throw Self.failure("move the previous site aside", at: output, errno: code)
    }
    guard rename(staging.path, output.path) == 0 else {
      let code = errno
      _ = rename(retired.path, output.path)
      discard()
      throw Self.failure("move the new site into place", at: output, errno: code)
    }
    retire(retired)
  }

  /// Puts the staging folder of a failed build away; the output stays as it was. A spare it was
  /// made from stays a spare, so a failed build leaves the same folders as it found.
  package func discard() {
    if reusesSpare, let spare, Self.keepAsSpare(staging, at: spare) { return }
    try? Self.removeOurs(staging)
  }

  /// The site a swap took out of the output: kept as the spare when one is kept, removed otherwise.
  private func retire(_ folder: URL) {
    if let spare, Self.keepAsSpare(folder, at: spare) { return }
    try? Self.removeOurs(folder)
  }

  // MARK: Helpers

  /// `renameat2(…, RENAME_EXCHANGE)`; Swift's Glibc module leaves it out (it is a GNU extension),
  /// so it is looked up in the C library by name. False when the system or filesystem lacks it.
  static func exchange(_ first: String, _ second: String) -> Bool {
    typealias RenameAt2 = @convention(c) (Int32, UnsafePointer<CChar>, Int32, UnsafePointer<CChar>, UInt32) -> Int32
    guard let symbol = dlsym(nil, "renameat2") else { return false }
    let renameat2 = unsafeBitCast(symbol, to: RenameAt2.self)
    let renameExchange: UInt32 = 1 << 1
    return renameat2(AT_FDCWD, first, AT_FDCWD, second, renameExchange) == 0
  }

  /// Removes a folder only if a build wrote it (it carries the marker) or it is empty. The marker
  /// goes last, so a removal cut short by a kill leaves a folder the next build still knows as ours.
  static func removeOurs(_ folder: URL) throws {
    let fileManager = FileManager.default
    guard let entries = try? fileManager.contentsOfDirectory(atPath: folder.path) else { return }
    guard entries.isEmpty || entries.contains(OutputFolder.markerName) else { return }
    for entry in entries where entry != OutputFolder.markerName {
      try fileManager.removeItem(at: folder.appendingPathComponent(entry))
    }
    try fileManager.removeItem(at: folder)
  }

  /// Staging and set-aside folders of builds whose process is gone: a build killed mid-way leaves
  /// one behind, and nothing else would ever remove it.
  static func removeStaleStaging(beside output: URL) {
    let parent = output.deletingLastPathComponent()
    guard let entries = try? FileManager.default.contentsOfDirectory(atPath: parent.path) else { return }
    let prefixes = [stagingPrefix(for: output), ".\(output.lastPathComponent).previous-"]
    for entry in entries {
      guard let prefix = prefixes.first(where: { entry.hasPrefix($0) }) else { continue }
      let suffix = String(entry.dropFirst(prefix.count))
      guard suffix != owner, !isRunning(suffix) else { continue }
      let folder = parent.appendingPathComponent(entry)
      // A name with a process id and start time is one only a build gives; what a killed build's
      // helpers (the search indexer) wrote after it died may lack the marker.
      if isOwnerName(suffix) {
        try? FileManager.default.removeItem(at: folder)
      } else {
        try? removeOurs(folder)
      }
    }
  }

  /// This process as a folder name gives it: its id and the time it started, since ids are
  /// reused (a busy machine reuses them within seconds) but the pair names one process.
  static let owner: String = {
    let pid = getpid()
    return "\(pid)-\(startTime(of: pid) ?? "0")"
  }()

  /// `4797-564347`: digits, a dash, digits.
  static func isOwnerName(_ suffix: String) -> Bool {
    let parts = suffix.split(separator: "-", omittingEmptySubsequences: false)
    return parts.count == 2 && parts.allSatisfy { !$0.isEmpty && $0.allSatisfy { $0.isASCII && $0.isNumber } }
  }

  /// Whether the process an `owner` suffix names is still running.
  static func isRunning(_ owner: String) -> Bool {
    let parts = owner.split(separator: "-", maxSplits: 1).map(String.init)
    guard parts.count == 2, let pid = Int32(parts[0]), pid > 0 else { return false }
    return startTime(of: pid) == parts[1]
  }

  /// Field 22 of /proc/<pid>/stat: when the process started, in clock ticks since boot.
  static func startTime(of pid: Int32) -> String? {
    guard let stat = try? String(contentsOfFile: "/proc/\(pid)/stat", encoding: .utf8),
      let close = stat.lastIndex(of: ")")
    else { return nil }
    // The command name may hold spaces and parentheses; the fields after its ")" do not.
    let fields = stat[stat.index(after: close)...].split(separator: " ")
    return fields.count > 19 ? String(fields[19]) : nil
  }
}
