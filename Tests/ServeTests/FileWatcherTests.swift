import Foundation
import Synchronization
import Testing

@testable import Serve

/// The watcher reports files in folders that did not exist when it started: a site that makes
/// its templates/ after `serve` began, or a theme folder written out later.
@Suite struct FileWatcherTests {
  final class Changes: Sendable {
    let paths = Mutex<[String]>([])
    func wait(for path: String) -> Bool {
      let deadline = Date().addingTimeInterval(10)
      while Date() < deadline {
        if paths.withLock({ $0.contains(path) }) { return true }
        usleep(10_000)
      }
      return false
    }
  }

  func folder() throws -> String {
    let folder = NSTemporaryDirectory() + "watch-\(UUID().uuidString)"
    try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
    return folder
  }

  @Test func aRootMadeLaterIsWatched() throws {
    let site = try folder()
    defer { try? FileManager.default.removeItem(atPath: site) }
    let changes = Changes()
    let watcher = try FileWatcher(roots: [site + "/templates", site + "/theme/a/b"]) { paths in
      changes.paths.withLock { $0 += paths }
    }
    defer { watcher.stop() }
    // Something else in the site's folder is not the watcher's business.
    try "x".write(toFile: site + "/README.md", atomically: false, encoding: .utf8)
    try FileManager.default.createDirectory(atPath: site + "/templates", withIntermediateDirectories: false)
    try "<html>".write(toFile: site + "/templates/page.mustache", atomically: false, encoding: .utf8)
    #expect(changes.wait(for: site + "/templates/page.mustache"))
    // Two levels made at once, then a file in the deepest: found through the folder on the way.
    try FileManager.default.createDirectory(atPath: site + "/theme/a/b", withIntermediateDirectories: true)
    try "p".write(toFile: site + "/theme/a/b/partial.mustache", atomically: false, encoding: .utf8)
    #expect(changes.wait(for: site + "/theme/a/b/partial.mustache"))
    // A later edit in the new root is a change like any other.
    try "<html>2".write(toFile: site + "/templates/page.mustache", atomically: false, encoding: .utf8)
    changes.paths.withLock { $0 = [] }
    try "<html>3".write(toFile: site + "/templates/page.mustache", atomically: false, encoding: .utf8)
    #expect(changes.wait(for: site + "/templates/page.mustache"))
    #expect(!changes.paths.withLock { $0.contains(site + "/README.md") })
  }
}
