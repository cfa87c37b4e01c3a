import Foundation
import SpecimenCore

#if canImport(Glibc)
import Glibc
#endif

/// The rules for the folder a build replaces. A build swaps its output folder out whole, so the
/// folder must be one that a build wrote before (it carries a marker file) or one that is new or
/// empty; anything else — the site itself, a folder holding it, the content, a file, a link — is
/// refused before a single byte is written.
package enum OutputFolder {
  /// The file every build writes at the top of its output; its presence is what lets the next
  /// build replace the folder.
  static let markerName = ".specimen-output"
  static let markerText = "This folder is written by `specimen build` and replaced whole by the next build.\n"

  /// Why `output` must not be replaced by a build of the site in `site`, or nil when it may be.
  package static func refusal(output: String, site: String) -> String? {
    placementRefusal(output: output, site: site) ?? contentRefusal(output: output)
  }

  /// Why `output` is a place no build may write to, whatever it holds: the site, a folder
  /// holding it, or its content/ or templates/ folder.
  static func placementRefusal(output: String, site: String) -> String? {
    if output.trimmingCharacters(in: .whitespaces).isEmpty {
      return "an empty output path names no folder"
    }
    let target = canonicalPath(output)
    let siteFolder = canonicalPath(site)
    if target == siteFolder || isInside(siteFolder, target) {
      return "'\(output)' holds the site folder '\(site)'; a build replaces its output folder and would delete the site"
    }
    for protected in [SiteLayout.Name.content, SiteLayout.Name.templates] {
      let folder = canonicalPath(siteFolder + "/" + protected)
      if target == folder || isInside(target, folder) {
        let place =
          target == folder ? "is the site's \(protected)/ folder" : "is inside the site's \(protected)/ folder"
        return "'\(output)' \(place); a build replaces its output folder and would delete what is written there"
      }
    }
    return nil
  }

  /// Why what is at `output` now must not be replaced: a link, a file, or a folder of files that
  /// no build wrote. Nil for nothing, an empty folder or an earlier build's output.
  package static func contentRefusal(output: String) -> String? {
    var status = stat()
    if lstat(output, &status) == 0 {
      if status.st_mode & S_IFMT == S_IFLNK {
        return
          "'\(output)' is a symbolic link; a build replaces its output folder and would put a real folder where the link is. Name the folder the link points to instead"
      }
      if status.st_mode & S_IFMT != S_IFDIR {
        return "'\(output)' is a file, not a folder; a build would replace it"
      }
    }
    if let entries = try? FileManager.default.contentsOfDirectory(atPath: output), !entries.isEmpty,
      !entries.contains(markerName)
    {
      return
        "'\(output)' holds files that no build wrote; a build replaces its output folder whole. Name a new or empty folder, or one a build wrote before"
    }
    return nil
  }

  /// Whether `path` lies strictly below `folder` (both canonical).
  static func isInside(_ path: String, _ folder: String) -> Bool {
    folder == "/" ? path != "/" : path.hasPrefix(folder + "/")
  }

  /// The absolute path with `.`/`..` and symbolic links resolved, also for a path that does not
  /// exist yet (its deepest existing folder is resolved and the rest appended).
  static func canonicalPath(_ path: String) -> String {
    let absolute = URL(fileURLWithPath: path).standardizedFileURL.path
    var existing = absolute
    var missing: [String] = []
    while true {
      if let resolved = realpath(existing, nil) {
        defer { free(resolved) }
        let base = String(cString: resolved)
        return missing.reversed().reduce(base) { $0 == "/" ? "/" + $1 : $0 + "/" + $1 }
      }
      guard existing != "/", !existing.isEmpty else { return absolute }
      missing.append((existing as NSString).lastPathComponent)
      existing = (existing as NSString).deletingLastPathComponent
    }
  }
}
