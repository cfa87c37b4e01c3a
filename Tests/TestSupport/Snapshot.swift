import Foundation
import Testing

/// Golden files under `Tests/<target>/Snapshots`; `SPECIMEN_RECORD=1 swift test` rewrites them.
package struct Snapshot {
  package let directory: URL

  package init(target: String) {
    directory = Repository.tests(target).appendingPathComponent("Snapshots")
  }

  package func check(_ actual: String, named name: String, sourceLocation: SourceLocation = #_sourceLocation) throws {
    let url = directory.appendingPathComponent(name)
    if ProcessInfo.processInfo.environment["SPECIMEN_RECORD"] == "1" {
      try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
      try actual.write(to: url, atomically: true, encoding: .utf8)
      return
    }
    guard let expected = try? String(contentsOf: url, encoding: .utf8) else {
      Issue.record("missing snapshot \(name); run with SPECIMEN_RECORD=1 to record it", sourceLocation: sourceLocation)
      return
    }
    #expect(
      actual == expected, "snapshot \(name) differs; run with SPECIMEN_RECORD=1 to re-record",
      sourceLocation: sourceLocation)
  }
}
