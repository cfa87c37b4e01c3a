import Foundation
import TestSupport
import Testing

/// The small site of Fixtures/v1 and Fixtures/v2, copied with the repository's templates into a
/// temporary folder. Between them: a token's value, alias, name and presence; a set added and
/// one removed; a property added and one removed, options and a default changed, a variant added
/// and one removed; the frame, a layer's size and a layer's fill; a page added and one removed.
struct FixtureVersions {
  let root: URL
  var v1: String { root.path + "/v1" }
  var v2: String { root.path + "/v2" }

  init() throws {
    root = FileManager.default.temporaryDirectory.appendingPathComponent("specimen-releases-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: root, withIntermediateDirectories: true)
    for version in ["v1", "v2"] {
      try FileManager.default.copyItem(
        atPath: Fixtures.path(version, target: "ReleasesTests"), toPath: root.path + "/" + version)
      try FileManager.default.copyItem(
        atPath: Repository.path("templates"), toPath: root.path + "/\(version)/templates")
    }
  }

  func remove() { try? FileManager.default.removeItem(at: root) }

  /// A git repository at `folder` holding v1, committed and tagged `v1`, with v2 in the working
  /// tree: what a team has the moment before it tags the new release.
  func repository(at folder: String) throws -> String {
    try FileManager.default.copyItem(atPath: v1, toPath: folder)
    try Self.git(in: folder, "init", "-q")
    try Self.git(in: folder, "add", "-A")
    try Self.git(in: folder, "commit", "-q", "-m", "Kit 1.0")
    try Self.git(in: folder, "tag", "v1")
    try FileManager.default.removeItem(atPath: folder + "/content")
    try FileManager.default.copyItem(atPath: v2 + "/content", toPath: folder + "/content")
    return folder
  }

  static func git(in folder: String, _ arguments: String...) throws {
    let process = Process()
    process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
    process.arguments =
      ["git", "-C", folder, "-c", "user.name=Specimen", "-c", "user.email=specimen@example.com"] + arguments
    process.standardOutput = FileHandle.nullDevice
    process.standardError = FileHandle.nullDevice
    try process.run()
    process.waitUntilExit()
    #expect(process.terminationStatus == 0, "git \(arguments.joined(separator: " "))")
  }

  static func append(_ text: String, to path: String) throws {
    let old = try String(contentsOfFile: path, encoding: .utf8)
    try (old + text).write(toFile: path, atomically: true, encoding: .utf8)
  }
}
