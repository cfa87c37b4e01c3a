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

  /// A page written as its UTF-8 bytes is the file its text makes, with the same fingerprint,
  /// and cuts a longer file written over it as the text does.
  @Test func bytesWriteTheFileTheirTextWrites() throws {
    let root = FileManager.default.temporaryDirectory.appendingPathComponent("specimen-bytes-\(UUID().uuidString)")
    defer { try? FileManager.default.removeItem(at: root) }
    let output = try StagedOutput(output: root.path + "/Public", site: root.path + "/site", fingerprints: true)
    defer { output.discard() }
    let text = "<p>Zürich — 東京 🙂</p>\n"
    try output.write(text, to: "a/index.html")
    try output.write(utf8: Array(text.utf8), to: "b/index.html")
    try output.write(String(repeating: "x", count: 200), to: "c/index.html")
    try output.write(utf8: Array(text.utf8), to: "c/index.html")
    for path in ["a/index.html", "b/index.html", "c/index.html"] {
      #expect(try Array(Data(contentsOf: output.staging.appendingPathComponent(path))) == Array(text.utf8))
    }
    let fingerprints = output.writtenFingerprints
    #expect(fingerprints["a/index.html"] != nil)
    #expect(fingerprints["b/index.html"] == fingerprints["a/index.html"])
    #expect(fingerprints["c/index.html"] == fingerprints["a/index.html"])
  }
}
