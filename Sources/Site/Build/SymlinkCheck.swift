import Foundation
import SpecimenCore

extension SiteBuilder {
  /// A symlink under content/ or templates/ that leads out of the site folder is an error, and
  /// the build stops before any step reads a file: not even an error message may quote a file
  /// from outside the site (a "page" that is /etc/passwd would show its first line in a YAML error).
  static func checkSymlinks(_ state: inout BuildState) {
    let site = state.options.siteDirectory
    var found = false
    for folder in [SiteLayout.Name.content, SiteLayout.Name.templates] {
      let directory = site + "/" + folder
      guard let enumerator = FileManager.default.enumerator(atPath: directory) else { continue }
      while let item = enumerator.nextObject() as? String {
        let path = directory + "/" + item
        var status = stat()
        guard lstat(path, &status) == 0, status.st_mode & S_IFMT == S_IFLNK else { continue }
        guard FileManager.default.fileExists(atPath: path) else {
          state.diagnostics.warning(
            "'\(folder)/\(item)' is a symlink to nothing; it is left out", at: SourceLocation(file: path),
            hint: "remove the link, or copy the file it meant into the site", id: .outputDanglingSymlink)
          continue
        }
        guard !ContainedPath.staysInside(path, root: site) else { continue }
        let escape = PathEscape.symlinkOutside
        state.diagnostics.error(
          escape.message(for: folder + "/" + item), at: SourceLocation(file: path), hint: escape.hint,
          id: .pathOutsideFolder)
        found = true
      }
    }
    state.stopped = found
  }
}
