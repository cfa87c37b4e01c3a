import Foundation
import SpecimenCore

/// The repository site.yml's `repository:` names, as the nearest package.json's `repository`
/// field gives it: where "Edit this page" links and the source files the props sources record
/// lead. npm writes the field as a string (`github:owner/name`, `gitlab:owner/name`,
/// `bitbucket:owner/name`, `owner/name`, a git or web URL) or as an object with `url` and, for a
/// package inside a monorepo, `directory`.
struct InitRepository: Sendable, Equatable {
  /// The repository's web address (`https://github.com/ing-bank/lion`).
  var url: String
  /// The package's folder in the repository (`packages/ui`), which its code's paths are relative
  /// to: site.yml's `repository.code`.
  var code: String?
  /// The site folder in the repository, when the site sits inside it below its root:
  /// `repository.folder`.
  var folder: String?
  /// Whether the site folder is known to sit in the repository (at its root when `folder` is nil).
  var holdsSite = false
  /// The package.json it was read from, for init's output line.
  var packageFile: String

  /// The web address and package folder a package.json `repository` value gives; nil for a
  /// value that names no web address Specimen can link into (a gist, a bare host, an ssh path
  /// it cannot turn into https).
  static func parse(_ value: Node) -> (url: String, directory: String?)? {
    if let text = value.string { return webURL(text).map { ($0, nil) } }
    guard value.entries != nil, let text = value["url"]?.string, let url = webURL(text) else { return nil }
    let directory = value["directory"]?.string.map(cleanFolder).flatMap { $0.isEmpty ? nil : $0 }
    return (url, directory)
  }

  /// `github:owner/name`, `owner/name`, `git+https://github.com/owner/name.git`,
  /// `git@github.com:owner/name.git`, `git://…`, `https://…` → `https://host/owner/name`.
  static func webURL(_ given: String) -> String? {
    var text = given.trimmingCharacters(in: .whitespacesAndNewlines)
    let hosts = ["github:": "github.com", "gitlab:": "gitlab.com", "bitbucket:": "bitbucket.org"]
    for (prefix, host) in hosts where text.hasPrefix(prefix) {
      return path(String(text.dropFirst(prefix.count))).map { "https://\(host)/\($0)" }
    }
    if text.hasPrefix("gist:") { return nil }
    // `owner/name`, npm's short form for GitHub: two plain segments, no scheme, no host.
    let segments = text.split(separator: "/", omittingEmptySubsequences: false)
    if !text.contains(":"), segments.count == 2, !segments[0].isEmpty, !segments[0].contains(".") {
      return path(text).map { "https://github.com/\($0)" }
    }
    if text.hasPrefix("git+") { text.removeFirst(4) }
    // scp-like `git@github.com:owner/name.git`.
    if !text.contains("://"), let at = text.firstIndex(of: "@"), let colon = text[at...].firstIndex(of: ":") {
      let host = text[text.index(after: at)..<colon]
      return path(String(text[text.index(after: colon)...])).map { "https://\(host)/\($0)" }
    }
    guard let schemeEnd = text.range(of: "://") else { return nil }
    let scheme = text[..<schemeEnd.lowerBound].lowercased()
    guard ["https", "http", "git", "ssh", "git+ssh"].contains(scheme) else { return nil }
    var rest = text[schemeEnd.upperBound...]
    // A user before the host (`git@`), and a port after it, are no part of the web address.
    if let slash = rest.firstIndex(of: "/"), let at = rest[..<slash].firstIndex(of: "@") {
      rest = rest[rest.index(after: at)...]
    }
    guard let slash = rest.firstIndex(of: "/") else { return nil }
    var host = String(rest[..<slash])
    if let colon = host.firstIndex(of: ":") { host = String(host[..<colon]) }
    guard !host.isEmpty, var repositoryPath = path(String(rest[rest.index(after: slash)...])) else { return nil }
    // A GitHub repository is always owner/name: a page below it (`/tree/main/packages/ui`) is not.
    if host == "github.com" || host == "www.github.com" {
      repositoryPath = repositoryPath.split(separator: "/").prefix(2).joined(separator: "/")
    }
    return "\(scheme == "http" ? "http" : "https")://\(host)/\(repositoryPath)"
  }

  /// A repository's path on its host without `.git`, a query, a fragment or a trailing slash;
  /// nil when it has fewer than two segments (an owner alone).
  static func path(_ text: String) -> String? {
    var value = String(text.prefix { $0 != "?" && $0 != "#" })
    while value.hasSuffix("/") { value.removeLast() }
    if value.hasSuffix(".git") { value.removeLast(4) }
    let parts = value.split(separator: "/")
    guard parts.count >= 2, parts.allSatisfy({ !$0.isEmpty && $0 != "." && $0 != ".." }) else { return nil }
    return parts.joined(separator: "/")
  }

  static func cleanFolder(_ text: String) -> String {
    text.split(separator: "/").filter { $0 != "." }.joined(separator: "/")
  }

  /// The repository the nearest package.json of the code (the props sources), else of the
  /// other inputs, names (looking no further up than the repository's root, as `InitName`
  /// reads a package's name); with the site folder placed in it when the site sits inside it.
  /// The package folder becomes `code` only for the code's own package.json: another package's
  /// says nothing of where the code's paths start.
  static func near(code: [String], others: [String], site: String) -> InitRepository? {
    for (index, path) in (code + others).enumerated() {
      guard let found = packageRepository(near: path) else { continue }
      var repository = InitRepository(
        url: found.url, code: index < code.count ? found.directory : nil, packageFile: found.file)
      // The repository's root: the package's folder less its `directory`, else the package's
      // folder itself (npm's field without `directory` is a package at the root).
      var root = (found.file as NSString).deletingLastPathComponent
      if let directory = found.directory {
        let suffix = "/" + directory
        guard root.hasSuffix(suffix) else { return repository }
        root.removeLast(suffix.count)
      }
      let siteFolder = (site as NSString).standardizingPath
      if siteFolder == root {
        repository.holdsSite = true
      } else if siteFolder.hasPrefix(root + "/") {
        repository.folder = String(siteFolder.dropFirst(root.count + 1))
        repository.holdsSite = true
      }
      return repository
    }
    return nil
  }

  /// What the nearest package.json at or above `path` (up to the first folder that holds `.git`)
  /// says of its repository: nil when it has no `repository` field or one that gives no web
  /// address. A package.json further up is not asked: the code's paths are relative to the
  /// nearest package, which a parent's field does not place.
  static func packageRepository(near path: String) -> (url: String, directory: String?, file: String)? {
    var isFolder: ObjCBool = false
    var folder =
      FileManager.default.fileExists(atPath: path, isDirectory: &isFolder) && isFolder.boolValue
      ? path : (path as NSString).deletingLastPathComponent
    folder = (folder as NSString).standardizingPath
    for _ in 0..<12 {
      let file = folder + "/package.json"
      if let bytes = SourceText.bytes(of: file), let root = try? JSONReader.parse(bytes: bytes, file: file) {
        guard let value = root["repository"], let (url, directory) = parse(value) else { return nil }
        return (url, directory, file)
      }
      if FileManager.default.fileExists(atPath: folder + "/.git") || folder == "/" || folder.isEmpty { return nil }
      folder = (folder as NSString).deletingLastPathComponent
    }
    return nil
  }
}
