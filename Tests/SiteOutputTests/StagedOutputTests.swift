import Foundation
import SpecimenCore
import Testing

@testable import SiteOutput

@Suite struct StagedOutputTests {
  /// The swap must be the one-step exchange on this filesystem, or a look at the output between
  /// two renames could find nothing there.
  @Test func theSwapExchangesTheFoldersInOneStep() throws {
    let root = FileManager.default.temporaryDirectory.appendingPathComponent("specimen-swap-\(UUID().uuidString)")
    defer { try? FileManager.default.removeItem(at: root) }
    for (folder, text) in [("old", "old\n"), ("new", "new\n")] {
      try FileManager.default.createDirectory(
        at: root.appendingPathComponent(folder), withIntermediateDirectories: true)
      try text.write(to: root.appendingPathComponent("\(folder)/index.html"), atomically: true, encoding: .utf8)
    }
    #expect(StagedOutput.exchange(root.path + "/new", root.path + "/old"))
    #expect(try String(contentsOfFile: root.path + "/old/index.html", encoding: .utf8) == "new\n")
    #expect(try String(contentsOfFile: root.path + "/new/index.html", encoding: .utf8) == "old\n")
  }

  @Test func symbolicLinksAreNeverCopied() throws {
    let root = FileManager.default.temporaryDirectory.appendingPathComponent("specimen-links-\(UUID().uuidString)")
    defer { try? FileManager.default.removeItem(at: root) }
    try FileManager.default.createDirectory(
      at: root.appendingPathComponent("assets"), withIntermediateDirectories: true)
    try "a {}\n".write(to: root.appendingPathComponent("assets/site.css"), atomically: true, encoding: .utf8)
    try FileManager.default.createSymbolicLink(atPath: root.path + "/assets/passwd", withDestinationPath: "/etc/passwd")
    let output = try StagedOutput(output: root.path + "/Public", site: root.path + "/site")
    defer { output.discard() }
    #expect(throws: Diagnostic.self) { try output.copy(root.path + "/assets", to: "assets") }
    #expect(!FileManager.default.fileExists(atPath: output.staging.path + "/assets/passwd"))
  }
}
