import Foundation

/// The repository the tests run in, found from this file's path: the one way every test target
/// finds the bundled content, fixtures and golden files.
package enum Repository {
  package static let root: URL = URL(fileURLWithPath: #filePath)
    .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

  /// `content/tokens/appetite.resolver.json` → its absolute path.
  package static func path(_ relative: String) -> String { root.appendingPathComponent(relative).path }

  /// A test target's folder: `Tests/<target>`.
  package static func tests(_ target: String) -> URL {
    root.appendingPathComponent("Tests").appendingPathComponent(target)
  }
}

/// Fixtures kept beside a test target: `Tests/<target>/Fixtures/<name>`, and those several
/// targets share: `Tests/Fixtures/<name>`. Every test finds its fixtures here.
package enum Fixtures {
  package static func path(_ name: String, target: String) -> String {
    Repository.tests(target).appendingPathComponent("Fixtures").appendingPathComponent(name).path
  }

  /// `Tests/Fixtures/<name>`: the bad-input catalogue and the init sources.
  package static func shared(_ name: String) -> String {
    Repository.tests("Fixtures").appendingPathComponent(name).path
  }
}
