import Foundation

/// A site of the repository copied into a fresh temporary folder, for a test that edits or adds
/// to it: the one way tests copy the bundled Appetite UI site (the repository root) or another
/// site folder of the repository (examples/eand).
package enum BundledSite {
  /// The folders `parts` of the site at `site` (relative to the repository, "." for the bundled
  /// site) copied into a new folder of the temporary directory whose name starts with `prefix`;
  /// that folder. The test removes it.
  package static func copy(_ site: String = ".", parts: [String] = ["content"], prefix: String) throws -> URL {
    let root = FileManager.default.temporaryDirectory.appendingPathComponent("\(prefix)-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: root, withIntermediateDirectories: true)
    let source = site == "." ? Repository.root : Repository.root.appendingPathComponent(site)
    for part in parts {
      try FileManager.default.copyItem(
        at: source.appendingPathComponent(part), to: root.appendingPathComponent(part))
    }
    return root
  }
}
