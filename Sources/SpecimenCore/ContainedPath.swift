import Foundation

/// Paths named in content (a resolver in site.yml, a `$ref` to a token file, a Figma snapshot)
/// must stay inside the site folder: a site is content many people edit, and a build must never
/// read a file outside it, neither through `../` nor through an absolute path nor a symlink.
package enum ContainedPath {
  /// `relative` joined to `directory` (as written, not normalized, so messages show the path the
  /// way the site names it), when the result lies inside `root`; otherwise why not.
  /// A path that exists is checked again with its symlinks resolved.
  package static func resolve(_ relative: String, in directory: String, root: String) -> Result<String, PathEscape> {
    if relative.hasPrefix("/") || relative.hasPrefix("~") { return .failure(.absolute) }
    let joined = directory.isEmpty ? relative : directory + "/" + relative
    guard isInside(normalize(joined), normalize(root)) else { return .failure(.outside) }
    guard let real = realPath(joined) else { return .success(joined) }
    guard let realRoot = realPath(root), isInside(real, realRoot) else { return .failure(.symlinkOutside) }
    return .success(joined)
  }

  /// Whether an existing file or folder at `path` (a symlink resolved) lies inside `root`.
  package static func staysInside(_ path: String, root: String) -> Bool {
    guard let real = realPath(path), let realRoot = realPath(root) else { return false }
    return isInside(real, realRoot)
  }

  /// `a/./b/../c` → `a/c`, keeping a relative path relative; `..` above the start stays.
  package static func normalize(_ path: String) -> String {
    var parts: [Substring] = []
    for part in path.split(separator: "/", omittingEmptySubsequences: true) {
      if part == "." { continue }
      if part == "..", let last = parts.last, last != ".." {
        parts.removeLast()
        continue
      }
      parts.append(part)
    }
    let joined = parts.joined(separator: "/")
    if path.hasPrefix("/") { return "/" + joined }
    return joined.isEmpty ? "." : joined
  }

  static func isInside(_ path: String, _ root: String) -> Bool {
    if root == "." { return !(path == ".." || path.hasPrefix("../") || path.hasPrefix("/")) }
    return path == root || path.hasPrefix(root.hasSuffix("/") ? root : root + "/")
  }

  static func realPath(_ path: String) -> String? {
    guard let resolved = realpath(path, nil) else { return nil }
    defer { free(resolved) }
    return String(cString: resolved)
  }
}

/// Why a path named in content was refused.
package enum PathEscape: Error, Sendable {
  case absolute, outside, symlinkOutside

  /// `'/etc/passwd' is an absolute path`: what to print after the path.
  package func message(for path: String) -> String {
    switch self {
    case .absolute: return "'\(path)' is an absolute path; paths in content must stay inside the site folder"
    case .outside: return "'\(path)' leads outside the site folder"
    case .symlinkOutside: return "'\(path)' is a symlink that leads outside the site folder"
    }
  }

  package var hint: String {
    switch self {
    case .absolute, .outside: return "write a path relative to the file that names it, inside the site folder"
    case .symlinkOutside: return "copy the file into the site instead of linking to it"
    }
  }
}
