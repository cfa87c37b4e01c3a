import Foundation
import SpecimenCore
import TestSupport
import Testing

@testable import Site

typealias SourceLocation = SpecimenCore.SourceLocation

/// A fixture site copied into a fresh temporary folder, so a test may edit and build it freely.
struct FixtureSite {
  let root: URL

  init(_ name: String) throws {
    let source = try #require(Bundle.module.url(forResource: "Fixtures/\(name)", withExtension: nil))
    root = FileManager.default.temporaryDirectory.appendingPathComponent("specimen-\(name)-\(UUID().uuidString)")
    try FileManager.default.copyItem(at: source, to: root)
  }

  var path: String { root.path }
  var output: String { root.appendingPathComponent("Public").path }

  func write(_ relativePath: String, _ text: String) throws {
    let url = root.appendingPathComponent(relativePath)
    try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
    try text.write(to: url, atomically: true, encoding: .utf8)
  }

  func read(_ relativePath: String) throws -> String {
    try String(contentsOf: root.appendingPathComponent(relativePath), encoding: .utf8)
  }

  func build(strict: Bool = false, write: Bool = true) -> BuildReport {
    SiteBuilder.build(BuildOptions(siteDirectory: path, strict: strict, write: write))
  }

  /// Every file of the output, by relative path, for whole-site comparisons.
  func outputFiles() throws -> [String: String] { try Self.files(in: output) }

  /// Every file below `folder`, by relative path.
  static func files(in folder: String) throws -> [String: String] {
    var files: [String: String] = [:]
    let enumerator = FileManager.default.enumerator(atPath: folder)
    while let item = enumerator?.nextObject() as? String {
      var isDirectory: ObjCBool = false
      _ = FileManager.default.fileExists(atPath: folder + "/" + item, isDirectory: &isDirectory)
      if !isDirectory.boolValue { files[item] = try String(contentsOfFile: folder + "/" + item, encoding: .utf8) }
    }
    return files
  }

  func remove() { try? FileManager.default.removeItem(at: root) }
}

/// Golden files under Tests/SiteTests/Snapshots; `SPECIMEN_RECORD=1 swift test` rewrites them.
let snapshots = Snapshot(target: "SiteTests")

extension BuildReport {
  var messages: [String] { diagnostics.map(\.description) }
}
