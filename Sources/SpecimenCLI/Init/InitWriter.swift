import Foundation
import SpecimenCore

/// Puts an init plan into the site folder whole or not at all, and only inside it.
///
/// Before anything is written, every folder the plan writes into that already exists must lie
/// inside the site folder once its symlinks are resolved (`content` linked elsewhere is refused,
/// with each such folder named). Then every file is written into a hidden staging folder inside
/// the site (`.specimen-init-<pid>`, one numbered file each, so no path there is long), and only
/// when all of them are written is each linked to its place, refusing to replace anything there.
/// When any step fails, everything it made (files, folders, the staging folder, the site folder
/// itself if init made it) is removed again, so the folder is as it was, and the file that could
/// not be written is named.
struct InitWriter {
  /// The site folder as the command line gave it (messages name paths under it this way).
  var site: String
  /// Writes one file's contents at a path in the staging folder; tests replace it to fail.
  var writeContents: (InitPlan.File.Contents, String) throws -> Void = InitWriter.writeContents

  /// Existing folders of the plan (the site's own ones, `content` and below) that lead outside
  /// the site folder, as problems at each; empty when the plan stays inside.
  func escapingFolders(_ plan: InitPlan) -> Diagnostics {
    var diagnostics = Diagnostics()
    guard let root = Self.realPath(site) else { return diagnostics }
    var checked = Set<String>()
    var escaping: [String] = []
    for file in plan.files {
      var folder = ""
      for part in file.path.split(separator: "/").dropLast() {
        folder += (folder.isEmpty ? "" : "/") + part
        // A folder below one that leads out is reached through it: that one is named once.
        if escaping.contains(where: { folder.hasPrefix($0 + "/") }) { break }
        guard checked.insert(folder).inserted else { continue }
        let path = InitCommand.join(site, folder)
        guard Self.exists(path) else { break }
        if let real = Self.realPath(path), Self.isInside(real, root) { continue }
        let link = (try? FileManager.default.destinationOfSymbolicLink(atPath: path)).map { " (a symlink to '\($0)')" }
        diagnostics.error(
          "'\(folder)'\(link ?? "") leads outside the site folder; init writes only inside it",
          at: SourceLocation(file: path),
          hint: "make '\(folder)' a real folder inside the site, or choose another folder", id: .initFolderOutside)
        escaping.append(folder)
        break
      }
    }
    return diagnostics
  }

  /// Writes every file of the plan, or none: a failure comes back as the problem, naming the
  /// file, with the folder left as it was.
  func write(_ plan: InitPlan) -> Diagnostic? {
    var ignored = Diagnostics()
    return write(plan, check: nil, found: &ignored)
  }

  /// Writes the plan as `write(_:)` does, but first checks the staged site with `check` (given
  /// the staged site's folder, where the plan's files sit beside the site's own content/ and
  /// templates/): what it finds comes back in `found`, its paths named as in the site folder,
  /// and when it finds an error nothing is written.
  func write(_ plan: InitPlan, check: ((String) -> Diagnostics)?, found: inout Diagnostics) -> Diagnostic? {
    let manager = FileManager.default
    var made: [String] = []  // folders init made, in the order it made them
    var placed: [String] = []  // files linked into place
    var ownsStaging = false  // whether the staging folder is init's own, made by this run
    let staging = InitCommand.join(site, ".specimen-init-\(getpid())")
    func undo() {
      for path in placed.reversed() { unlink(path) }
      if ownsStaging { try? manager.removeItem(atPath: staging) }
      for folder in made.reversed() { rmdir(folder) }
    }
    func failure(_ path: String, _ action: String, _ reason: String) -> Diagnostic {
      undo()
      return .error(
        "cannot \(action) '\(path)': \(reason); nothing was written", at: SourceLocation(file: path),
        hint: "free the space or fix the folder's permissions, then run init again", id: .initWriteFailed)
    }
    // The site folder and the folders above it that are missing, made one by one so that a
    // failure takes back exactly those.
    var missing: [String] = []
    var above = site
    while !above.isEmpty && above != "/" && above != "." && !Self.exists(above) {
      missing.insert(above, at: 0)
      above = (above as NSString).deletingLastPathComponent
    }
    for folder in missing {
      guard mkdir(folder, 0o755) == 0 else { return failure(folder, "make the folder", Self.errnoText()) }
      made.append(folder)
    }
    guard mkdir(staging, 0o700) == 0 else { return failure(staging, "make the folder", Self.errnoText()) }
    ownsStaging = true
    guard let root = Self.realPath(site) else { return failure(site, "read the folder", Self.errnoText()) }
    // Everything written where nothing can see it yet, as the site it will be.
    let staged = staging + "/site"
    for file in plan.files {
      do {
        let path = staged + "/" + file.path
        try manager.createDirectory(
          atPath: (path as NSString).deletingLastPathComponent, withIntermediateDirectories: true)
        try writeContents(file.contents, path)
      } catch {
        return failure(InitCommand.join(site, file.path), "write", Self.describe(error))
      }
    }
    if let check {
      // The site's own files the plan names where they are (a token file already in content/)
      // are linked in beside the staged ones, so the check reads the whole site.
      Self.linkTree(site: site, into: staged, root: root)
      let checked = check(staged)
      found.merge(Self.renamed(checked, from: staged, to: site))
      if checked.hasErrors {
        undo()
        return nil
      }
    }
    // Then each put in place, never over anything.
    for file in plan.files {
      let path = InitCommand.join(site, file.path)
      var folder = ""
      for part in file.path.split(separator: "/").dropLast() {
        folder += (folder.isEmpty ? "" : "/") + part
        let full = InitCommand.join(site, folder)
        if Self.exists(full) { continue }
        guard mkdir(full, 0o755) == 0 else { return failure(full, "make the folder", Self.errnoText()) }
        made.append(full)
      }
      // Checked again as each file goes in, so a folder swapped for a link meanwhile is not
      // written through.
      guard let parent = Self.realPath((path as NSString).deletingLastPathComponent), Self.isInside(parent, root)
      else { return failure(path, "write", "its folder leads outside the site folder") }
      if link(staged + "/" + file.path, path) != 0 {
        // A file system without hard links: a rename, once nothing is at the path.
        let code = errno
        guard code != EEXIST, !Self.exists(path), rename(staged + "/" + file.path, path) == 0 else {
          return failure(path, "write", String(cString: strerror(code)))
        }
      }
      placed.append(path)
    }
    try? manager.removeItem(atPath: staging)
    return nil
  }

  /// Links the regular files of the site's content/ and templates/ into the staged site, where
  /// the plan has none; a file that cannot be linked is copied. Links leading out are skipped.
  static func linkTree(site: String, into staged: String, root: String) {
    let manager = FileManager.default
    for folder in [SiteLayout.Name.content, SiteLayout.Name.templates] {
      let from = InitCommand.join(site, folder)
      guard let real = realPath(from), isInside(real, root), let enumerator = manager.enumerator(atPath: from) else {
        continue
      }
      while let item = enumerator.nextObject() as? String {
        let source = from + "/" + item
        let target = staged + "/" + folder + "/" + item
        guard let resolved = realPath(source), isInside(resolved, root), !exists(target) else { continue }
        var isDirectory: ObjCBool = false
        guard manager.fileExists(atPath: resolved, isDirectory: &isDirectory), !isDirectory.boolValue else { continue }
        try? manager.createDirectory(
          atPath: (target as NSString).deletingLastPathComponent, withIntermediateDirectories: true)
        if link(resolved, target) != 0 { try? manager.copyItem(atPath: resolved, toPath: target) }
      }
    }
  }

  /// The diagnostics with the staged site's paths named as the site folder's.
  static func renamed(_ diagnostics: Diagnostics, from staged: String, to site: String) -> Diagnostics {
    func rename(_ diagnostic: Diagnostic) -> Diagnostic {
      var renamed = diagnostic
      renamed.message = diagnostic.message.replacingOccurrences(of: staged, with: site)
      renamed.hint = diagnostic.hint?.replacingOccurrences(of: staged, with: site)
      if let file = diagnostic.location?.file, file.hasPrefix(staged) {
        renamed.location?.file = site + file.dropFirst(staged.count)
      }
      renamed.notes = diagnostic.notes.map(rename)
      return renamed
    }
    var result = Diagnostics()
    for diagnostic in diagnostics { result.append(rename(diagnostic)) }
    return result
  }

  static func writeContents(_ contents: InitPlan.File.Contents, _ path: String) throws {
    switch contents {
    case .text(let text): try Data(text.utf8).write(to: URL(fileURLWithPath: path), options: .withoutOverwriting)
    case .copy(let source): try FileManager.default.copyItem(atPath: source, toPath: path)
    }
  }

  /// Whether anything is at `path`, a symlink to nothing included.
  static func exists(_ path: String) -> Bool {
    var status = stat()
    return lstat(path, &status) == 0
  }

  /// Whether the resolved path `path` is `root` or lies below it.
  static func isInside(_ path: String, _ root: String) -> Bool {
    path == root || path.hasPrefix(root.hasSuffix("/") ? root : root + "/")
  }

  static func realPath(_ path: String) -> String? {
    guard let resolved = realpath(path, nil) else { return nil }
    defer { free(resolved) }
    return String(cString: resolved)
  }

  static func errnoText() -> String { String(cString: strerror(errno)) }

  /// The reason an error gives, without Foundation's wrapping sentence where the system's is inside.
  static func describe(_ error: Error) -> String {
    let underlying = (error as NSError).userInfo[NSUnderlyingErrorKey] as? NSError
    if let underlying, underlying.domain == NSPOSIXErrorDomain,
      let code = POSIXErrorCode(rawValue: Int32(underlying.code))
    {
      return String(cString: strerror(code.rawValue))
    }
    if let posix = error as? POSIXError { return String(cString: strerror(posix.code.rawValue)) }
    return error.localizedDescription
  }
}
