import Foundation
import SpecimenCore

/// A version of a site to compare: a folder as it is, or a git ref read with `git archive` into a
/// temporary folder (the working tree is never touched).
package struct SiteVersion: Sendable {
  /// The site folder to read: the folder given, or the ref's copy of it.
  package let directory: String
  /// How the version was named, for reports: `v3.1`, `../old-site`.
  package let label: String
  private let temporary: String?

  /// `reference` names a folder when one exists at that path, else a git ref of the repository
  /// that holds `site`. The site's path inside the repository is kept, so a site in a subfolder
  /// compares with the same subfolder at the ref.
  package static func resolve(
    _ reference: String, site: String, at location: SourceLocation? = nil, into diagnostics: inout Diagnostics
  ) -> SiteVersion? {
    var isDirectory: ObjCBool = false
    if FileManager.default.fileExists(atPath: reference, isDirectory: &isDirectory), isDirectory.boolValue {
      return SiteVersion(directory: reference, label: reference, temporary: nil)
    }
    let siteURL = URL(fileURLWithPath: site).standardizedFileURL
    guard let top = git(["rev-parse", "--show-toplevel"], in: siteURL.path)?.trimmingSpaces, !top.isEmpty else {
      diagnostics.error(
        "'\(reference)' is neither a folder nor a git ref: '\(site)' is not in a git repository", at: location,
        hint: "name a folder that holds the older site, or work inside the git repository that holds this one",
        id: .releaseNotInGit)
      return nil
    }
    guard git(["rev-parse", "--verify", "--quiet", reference + "^{commit}"], in: top) != nil else {
      diagnostics.error(
        "'\(reference)' is neither a folder nor a git ref of \(top)", at: location, hint: "list tags with `git tag`",
        id: .releaseUnknownRef)
      return nil
    }
    let topURL = URL(fileURLWithPath: top).resolvingSymlinksInPath()
    let resolvedSite = siteURL.resolvingSymlinksInPath().path
    var inside = String(resolvedSite.dropFirst(topURL.path.count))
    while inside.hasPrefix("/") { inside.removeFirst() }
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("specimen-diff-\(UUID().uuidString)")
      .path
    do {
      try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
    } catch {
      diagnostics.error(
        "cannot make a temporary folder for '\(reference)': \(error.localizedDescription)", at: location,
        id: .releaseTemporaryFolder)
      return nil
    }
    let folders = [SiteLayout.Name.content, SiteLayout.Name.templates]
    let paths = inside.isEmpty ? folders : folders.map { inside + "/" + $0 }
    let archive = folder + "/version.tar"
    guard
      git(["archive", "--format=tar", "-o", archive, reference, "--"] + paths, in: top) != nil
        || git(["archive", "--format=tar", "-o", archive, reference, "--", paths[0]], in: top) != nil,
      run("/usr/bin/env", ["tar", "-xf", archive, "-C", folder], in: folder) != nil
    else {
      try? FileManager.default.removeItem(atPath: folder)
      diagnostics.error(
        "'\(reference)' has no site at '\(inside.isEmpty ? "." : inside)'", at: location, id: .releaseNoSite)
      return nil
    }
    try? FileManager.default.removeItem(atPath: archive)
    let directory = inside.isEmpty ? folder : folder + "/" + inside
    return SiteVersion(directory: directory, label: reference, temporary: folder)
  }

  /// Removes the ref's temporary copy.
  package func discard() {
    if let temporary { try? FileManager.default.removeItem(atPath: temporary) }
  }

  private static func git(_ arguments: [String], in directory: String) -> String? {
    run("/usr/bin/env", ["git", "-C", directory] + arguments, in: directory)
  }

  /// Runs a program; its standard output when it exits 0, else nil.
  private static func run(_ executable: String, _ arguments: [String], in directory: String) -> String? {
    let process = Process()
    process.executableURL = URL(fileURLWithPath: executable)
    process.arguments = arguments
    process.currentDirectoryURL = URL(fileURLWithPath: directory)
    let output = Pipe()
    process.standardOutput = output
    process.standardError = FileHandle.nullDevice
    do { try process.run() } catch { return nil }
    let data = output.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    guard process.terminationStatus == 0 else { return nil }
    return String(decoding: data, as: UTF8.self)
  }
}
