import Foundation
import SpecimenCore

#if canImport(Glibc)
import Glibc
#endif

/// A build with a version path writes the site into `<output>/<path>/` and lists it in
/// `<output>/versions.json`, beside the versions earlier builds wrote. The output root is then a
/// shelf of versions, not a site: a build replaces only its own version's folder (by the rules
/// of `OutputFolder`), adds or updates its line of versions.json, and deletes nothing else.
package enum VersionedOutput {
  static let listName = "versions.json"

  package static let pathHint = "a version path is one folder name of letters, digits, '.', '-' or '_', such as v3.2"

  /// Why `path` cannot name a version's folder, or nil: one plain folder name, so every page's
  /// relative links to `../versions.json` and to the other versions hold.
  package static func problem(withPath path: String) -> String? {
    if path.isEmpty { return "the version path is empty" }
    if path == "." || path == ".." || path.hasPrefix(".") {
      return "the version path '\(path)' starts with '.'"
    }
    let allowed = path.unicodeScalars.allSatisfy {
      ($0.isASCII && ($0.properties.isAlphabetic || ("0"..."9").contains($0))) || "._-".unicodeScalars.contains($0)
    }
    if !allowed { return "the version path '\(path)' is not a single folder name" }
    return nil
  }

  /// Why the output root cannot hold versions, or nil: it must not hold the site, and must be
  /// new, empty, or a root versioned builds wrote (it has versions.json) — never a site built
  /// without a version, which the next such build would replace whole, versions and all.
  package static func rootRefusal(root: String, site: String) -> String? {
    if let refusal = OutputFolder.placementRefusal(output: root, site: site) { return refusal }
    var status = stat()
    if lstat(root, &status) == 0 {
      if status.st_mode & S_IFMT == S_IFLNK {
        return "'\(root)' is a symbolic link; name the folder the link points to instead"
      }
      if status.st_mode & S_IFMT != S_IFDIR { return "'\(root)' is a file, not a folder" }
    }
    guard let entries = try? FileManager.default.contentsOfDirectory(atPath: root), !entries.isEmpty else {
      return nil
    }
    if entries.contains(OutputFolder.markerName) {
      return
        "'\(root)' holds a site built without a version path; versions go in a folder of their own, and the next build without one would replace them all. Name a new folder for the versions"
    }
    if !entries.contains(listName) {
      return
        "'\(root)' holds files that no versioned build wrote (it has no \(listName)). Name a new or empty folder, or one that holds versions"
    }
    return nil
  }

  /// One line of versions.json.
  package struct Entry: Sendable, Hashable, Encodable {
    /// The folder under the root: `v3.2`.
    package var path: String
    /// What the switcher shows: `3.2`.
    package var version: String
    /// The files agents read in this version, by what they are (`llms`, `components`, `tokens`),
    /// as paths from the root: `v3.2/llms.txt`. Empty for a version built before they existed.
    package var files: [String: String]

    package init(path: String, version: String, files: [String: String] = [:]) {
      self.path = path
      self.version = version
      self.files = files
    }

    enum CodingKeys: String, CodingKey { case path, version, files }

    /// The files by name, in the order of their names, left out when there are none.
    package func encode(to encoder: any Encoder) throws {
      var container = encoder.container(keyedBy: CodingKeys.self)
      try container.encode(path, forKey: .path)
      try container.encode(version, forKey: .version)
      if !files.isEmpty {
        try container.encode(JSONObject(files.sorted { $0.key < $1.key }.map { ($0.key, $0.value) }), forKey: .files)
      }
    }
  }

  /// The versions listed at `root`, or a positioned error when the file is not one a build wrote.
  package static func read(root: String) throws(Diagnostic) -> [Entry] {
    let file = root + "/" + listName
    guard FileManager.default.fileExists(atPath: file) else { return [] }
    let text: String
    do {
      guard let read = try SourceText.read(file) else {
        throw Diagnostic.error(
          "cannot read the list of versions", at: SourceLocation(file: file), id: .versionsUnreadable)
      }
      text = read
    } catch let error as Diagnostic {
      throw error
    } catch {
      throw Diagnostic.error(
        "cannot read the list of versions: \(error)", at: SourceLocation(file: file), id: .versionsUnreadable)
    }
    let node = try JSONReader.parse(text, file: file)
    let hint = "versions.json is {\"versions\": [{\"path\": \"v3.1\", \"version\": \"3.1\"}, …]}; fix or delete it"
    guard let items = node["versions"]?.array else {
      throw Diagnostic.error(
        "the list of versions has no 'versions' array", at: node.location, hint: hint, id: .versionsInvalid)
    }
    var entries: [Entry] = []
    for item in items {
      guard let path = item["path"]?.string, let version = item["version"]?.string else {
        throw Diagnostic.error(
          "each version needs a 'path' and a 'version' string", at: item.location, hint: hint, id: .versionsInvalid)
      }
      if let problem = problem(withPath: path) {
        throw Diagnostic.error(
          problem, at: item["path"]?.location ?? item.location, hint: pathHint, id: .versionsPathInvalid)
      }
      var files: [String: String] = [:]
      for entry in item["files"]?.entries ?? [] {
        // Only a path inside this version's folder: a reader follows it from the root.
        if let file = entry.value.string, file.hasPrefix(path + "/"), !file.contains(".."), !file.contains(":") {
          files[entry.key] = file
        }
      }
      entries.append(Entry(path: path, version: version, files: files))
    }
    return entries
  }

  /// The list with `entry` in it (replacing the line for its path), newest version first.
  package static func merging(_ entry: Entry, into entries: [Entry]) -> [Entry] {
    (entries.filter { $0.path != entry.path } + [entry]).sorted { a, b in
      let order = compareVersions(a.version, b.version)
      return order == .orderedSame ? a.path < b.path : order == .orderedDescending
    }
  }

  /// `3.10` after `3.9`: runs of digits compare as numbers, the rest as text.
  static func compareVersions(_ a: String, _ b: String) -> ComparisonResult {
    a.compare(b, options: [.numeric])
  }

  /// versions.json: the list one version a line, through the one JSON encoder. Merging always
  /// adds the version being built, so the list is never empty.
  package static func json(_ entries: [Entry]) -> String {
    JSONOutputEncoder.text(JSONLines(VersionList(versions: JSONLines(entries))), .spaced) + "\n"
  }

  struct VersionList: Encodable {
    var versions: JSONLines<[Entry]>
  }

  /// Writes the list beside the version folders in one rename, so a reader never sees half a file.
  package static func write(_ entries: [Entry], root: String) throws {
    let file = root + "/" + listName
    let temporary = root + "/.\(listName).\(getpid())"
    do {
      try FileManager.default.createDirectory(atPath: root, withIntermediateDirectories: true)
      try json(entries).write(toFile: temporary, atomically: false, encoding: .utf8)
    } catch {
      try? FileManager.default.removeItem(atPath: temporary)
      throw Diagnostic.error(
        "cannot write the list of versions: \(StagedOutput.describe(error))", at: SourceLocation(file: file),
        hint: StagedOutput.hint(for: error), id: .outputWriteFailed)
    }
    guard rename(temporary, file) == 0 else {
      let code = errno
      try? FileManager.default.removeItem(atPath: temporary)
      throw StagedOutput.failure("write \(listName)", at: URL(fileURLWithPath: file), errno: code)
    }
  }
}
