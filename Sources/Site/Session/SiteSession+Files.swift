import Foundation
import SiteOutput
import SpecimenCore

/// How a preview rebuild writes into the folder the server serves, and reads the paths that changed.
extension SiteSession {
  /// Writes a file when its bytes differ from what the output holds, by their fingerprints
  /// (through a temporary file and a rename, so the server never reads half of it); true when
  /// it was written.
  func write(_ text: String, to relativePath: String, _ fingerprints: inout [String: Int]) throws -> Bool {
    let fingerprint = OutputFingerprint.of(text)
    guard fingerprints[relativePath] != fingerprint else { return false }
    try FileReplacement.replace(options.resolvedOutput + "/" + relativePath, with: text)
    fingerprints[relativePath] = fingerprint
    return true
  }

  /// Removes a file the output no longer has (a search shard no word starts with any more).
  func remove(_ relativePath: String, _ fingerprints: inout [String: Int]) throws {
    let path = options.resolvedOutput + "/" + relativePath
    if FileManager.default.fileExists(atPath: path) { try FileManager.default.removeItem(atPath: path) }
    fingerprints[relativePath] = nil
  }

  /// Copies the assets that changed (templates/assets and files beside the pages), or removes them.
  func copyAssets(_ plan: RebuildPlan, _ fingerprints: inout [String: Int]) throws -> [String] {
    var changed: [String] = []
    let sources =
      plan.templateAssets.map { (options.layout.templateAssets + "/" + $0, "assets/" + $0) }
      + plan.pageAssets.map { (options.layout.page($0), $0) }
    for (source, target) in sources.sorted(by: { $0.1 < $1.1 }) {
      let destination = options.resolvedOutput + "/" + target
      // A file that came or went made the whole output again; one missing here was never
      // copied (it came and went while the site had errors), and what is at its path is another's.
      var isDirectory: ObjCBool = false
      guard FileManager.default.fileExists(atPath: source, isDirectory: &isDirectory), !isDirectory.boolValue,
        let data = FileManager.default.contents(atPath: source)
      else { continue }
      if FileManager.default.contents(atPath: destination) == data { continue }
      try FileManager.default.createDirectory(
        atPath: (destination as NSString).deletingLastPathComponent, withIntermediateDirectories: true)
      try data.write(to: URL(fileURLWithPath: destination), options: .atomic)
      fingerprints[target] = OutputFingerprint.of(data)
      changed.append("/" + RelativeURL.path(target))
    }
    return changed
  }

  // MARK: Helpers

  func relativePath(_ path: String) -> String? {
    let site = URL(fileURLWithPath: options.siteDirectory).standardizedFileURL.path
    guard path.hasPrefix("/") else {
      return path.split(separator: "/").filter { $0 != "." }.joined(separator: "/")
    }
    let standardized = URL(fileURLWithPath: path).standardizedFileURL.path
    guard standardized.hasPrefix(site + "/") else { return nil }
    return String(standardized.dropFirst(site.count + 1))
  }

  /// The folders the build reads from, to watch: content/, templates/ and the theme site.yml names.
  package var watchedFolders: [String] {
    // One look at the configuration, so a rebuild cannot land between the two reads.
    let (theme, sourcePath) = current.withLock {
      (options.themeDirectory($0.build.sources.configuration), $0.build.sources.configuration?.tokens?.source)
    }
    let source = sourcePath.flatMap(tokenSourceFolder)
    return [options.layout.content, options.layout.templates]
      + (theme.map { [URL(fileURLWithPath: $0).standardizedFileURL.path] } ?? []) + (source.map { [$0] } ?? [])
  }

  /// A path under the theme's folder, relative to it.
  func themePath(_ path: String, _ state: BuildState) -> String? {
    guard let theme = options.themeDirectory(state.sources.configuration) else { return nil }
    let folder = URL(fileURLWithPath: theme).standardizedFileURL.path + "/"
    let absolute = path.hasPrefix("/") ? path : options.layout.path(path)
    let standardized = URL(fileURLWithPath: absolute).standardizedFileURL.path
    guard standardized.hasPrefix(folder) else { return nil }
    return String(standardized.dropFirst(folder.count))
  }

  func isSymbolicLink(_ path: String) -> Bool {
    (try? FileManager.default.attributesOfItem(atPath: path)[.type] as? FileAttributeType) == .typeSymbolicLink
  }

  static func describe(_ paths: [String]) -> String {
    let unique = Array(Set(paths)).sorted()
    switch unique.count {
    case 0: return "earlier changes"
    case 1: return unique[0]
    case 2, 3: return unique.joined(separator: ", ")
    default: return "\(unique.count) files"
    }
  }

  package static func milliseconds(since start: ContinuousClock.Instant) -> Double {
    let elapsed = ContinuousClock.now - start
    return Double(elapsed.components.seconds) * 1000 + Double(elapsed.components.attoseconds) / 1e15
  }
}
