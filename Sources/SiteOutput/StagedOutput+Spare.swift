import Foundation
import SpecimenCore

#if canImport(Glibc)
import Glibc
#endif

/// The spare: the site a swap retired, kept so the next build writes over its files. A spare is
/// build output like any other, so nothing in it is trusted: every folder is checked to be a real
/// folder before anything goes in it, a link or a file shared with another path is replaced, not
/// written through, and what this build did not write is pruned before the swap.
extension StagedOutput {
  /// `.Public.spare` beside `Public`.
  static func spareName(for output: URL) -> String { ".\(output.lastPathComponent).spare" }

  /// What a kept spare holds besides the site: a .gitignore that hides the spare from git, as
  /// tools' caches do, since the output folder usually sits in the site's repository.
  static let spareIgnoreName = ".gitignore"

  /// Moves the spare to the staging path; false when there is none or it is not one a build kept.
  static func takeSpare(_ spare: URL, as staging: URL) -> Bool {
    var status = stat()
    guard lstat(spare.path, &status) == 0, status.st_mode & S_IFMT == S_IFDIR,
      exists(spare.path + "/" + OutputFolder.markerName)
    else { return false }
    // Of two builds started together, one takes it; the other starts a new folder.
    return rename(spare.path, staging.path) == 0
  }

  /// Keeps `folder`, a site this build wrote or retired, as the spare; false when it could not
  /// (another build kept one first), and the caller removes it.
  static func keepAsSpare(_ folder: URL, at spare: URL) -> Bool {
    guard exists(folder.path + "/" + OutputFolder.markerName) else { return false }
    let ignore = folder.path + "/" + spareIgnoreName
    guard !exists(ignore) || unlink(ignore) == 0,
      FileManager.default.createFile(atPath: ignore, contents: Data("*\n".utf8))
    else { return false }
    return rename(folder.path, spare.path) == 0
  }

  /// The folder part of a relative path: `components/toggle` of `components/toggle/index.html`.
  static func folder(of relativePath: String) -> String {
    relativePath.lastIndex(of: "/").map { String(relativePath[..<$0]) } ?? ""
  }

  /// Whether anything, a dangling link included, is at `path`.
  static func exists(_ path: String) -> Bool {
    var status = stat()
    return lstat(path, &status) == 0
  }

  /// Makes a folder of the staging folder and the folders above it, each checked once per build.
  /// In a spare, what stands where a folder belongs and is not a real folder (a file, a link) is
  /// removed first, so nothing is ever written through a link.
  func makeFolder(_ relativePath: String) throws {
    if folders.withLock({ $0.contains(relativePath) }) { return }
    try makeFolder(Self.folder(of: relativePath))
    let path = staging.path + "/" + relativePath
    // A spare holds its folders already: looking one up takes no lock on the folder it is in,
    // where `mkdir` takes it even to fail (two threads writing pages into one large folder wait
    // for each other).
    if reusesSpare {
      var status = stat()
      if lstat(path, &status) == 0, status.st_mode & S_IFMT == S_IFDIR {
        folders.withLock { _ = $0.insert(relativePath) }
        return
      }
    }
    if mkdir(path, 0o755) != 0 {
      let code = errno
      guard code == EEXIST else {
        throw Self.failure("create a folder for \(relativePath)", at: URL(fileURLWithPath: path), errno: code)
      }
      var status = stat()
      if lstat(path, &status) != 0 || status.st_mode & S_IFMT != S_IFDIR {
        try Self.perform("replace \(relativePath) with a folder", at: URL(fileURLWithPath: path)) {
          try? FileManager.default.removeItem(atPath: path)
          try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: false)
        }
      }
    }
    folders.withLock { _ = $0.insert(relativePath) }
  }

  /// A descriptor for writing `relativePath` from its first byte, and the length of what is
  /// there now (cut off after writing: writing over blocks is cheaper than freeing them first).
  /// A file of a spare is written over only when it is a plain file with no other name; a link
  /// or a hard link could reach outside the site, so it is replaced by a new file.
  func openForWriting(_ relativePath: String) throws -> (descriptor: Int32, length: Int) {
    let path = staging.path + "/" + relativePath
    writtenFiles.withLock { _ = $0.insert(relativePath) }
    guard reusesSpare else {
      let descriptor = open(path, O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC, 0o644)
      guard descriptor >= 0 else { throw writeFailure(relativePath, errno: errno) }
      return (descriptor, 0)
    }
    // Checked before writing: writing through a hard link would change the other name's file too.
    let descriptor = open(path, O_WRONLY | O_CREAT | O_NOFOLLOW | O_CLOEXEC, 0o644)
    if descriptor >= 0 {
      var status = stat()
      if fstat(descriptor, &status) == 0, status.st_mode & S_IFMT == S_IFREG, status.st_nlink == 1 {
        return (descriptor, Int(status.st_size))
      }
      close(descriptor)
    }
    // A link, a folder, a shared or unwritable file: removed, and a new file made in its place.
    try Self.perform("replace \(relativePath)", at: URL(fileURLWithPath: path)) {
      if Self.exists(path) { try FileManager.default.removeItem(atPath: path) }
    }
    let fresh = open(path, O_WRONLY | O_CREAT | O_EXCL | O_NOFOLLOW | O_CLOEXEC, 0o644)
    guard fresh >= 0 else { throw writeFailure(relativePath, errno: errno) }
    return (fresh, 0)
  }

  func writeFailure(_ relativePath: String, errno code: Int32) -> Diagnostic {
    Self.failure("write \(relativePath)", at: staging.appendingPathComponent(relativePath), errno: code)
  }

  /// Removes from a reused spare everything this build did not write: pages that are gone,
  /// assets removed from the site, the spare's .gitignore.
  ///
  /// A level of the tree at a time, its folders in runs on every core: a site of 10,000 pages
  /// has as many folders to list, and listing them one by one held up the end of the build.
  func pruneSpare() throws {
    let keptFolders = folders.withLock { $0 }
    let keptFiles = writtenFiles.withLock { $0 }
    var level = [""]
    while !level.isEmpty {
      let runs = stride(from: 0, to: level.count, by: Self.pruneRun).map {
        Array(level[$0..<min($0 + Self.pruneRun, level.count)])
      }
      let found = ConcurrentMap.run(runs) { run in
        run.map { relative in
          Result { try self.prune(relative, keeping: keptFolders, keptFiles) }
        }
      }
      level = []
      for result in found.joined() { level += try result.get() }
    }
  }

  /// Folders a task of the pruning.
  static let pruneRun = 64

  /// Removes what the build did not write from one folder of the spare; its folders the build
  /// wrote into, to prune next.
  private func prune(_ relative: String, keeping keptFolders: Set<String>, _ keptFiles: Set<String>) throws -> [String]
  {
    let path = relative.isEmpty ? staging.path : staging.path + "/" + relative
    var entries: [String] = []
    try Self.perform("tidy the staging folder", at: URL(fileURLWithPath: path)) {
      entries = try FileManager.default.contentsOfDirectory(atPath: path)
    }
    var folders: [String] = []
    for entry in entries {
      let child = relative.isEmpty ? entry : relative + "/" + entry
      if keptFolders.contains(child) {
        folders.append(child)
      } else if !keptFiles.contains(child) {
        try Self.perform("remove \(child), which this build did not write", at: URL(fileURLWithPath: path)) {
          try FileManager.default.removeItem(atPath: path + "/" + entry)
        }
      }
    }
    return folders
  }
}
