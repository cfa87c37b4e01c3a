import Foundation
import Testing

@testable import SpecimenCore

@Suite struct SourceTextTests {
  @Test func validTextPassesThrough() throws {
    #expect(try SourceText.decode(Array("héllo 😀\n".utf8), file: "a.txt") == "héllo 😀\n")
  }

  @Test(
    arguments: [
      (
        [0x61, 0x0A, 0x62, 0xE9, 0x22],
        "a.txt:2:2: error: invalid UTF-8 at byte offset 3: byte 0xE9 starts a 3-byte character but 0x22 does not continue it"
      ),
      ([0x80], "a.txt:1:1: error: invalid UTF-8 at byte offset 0: byte 0x80 continues a character that never started"),
      (
        [0x61, 0xFF],
        "a.txt:1:2: error: invalid UTF-8 at byte offset 1: byte 0xFF never appears in UTF-8 (the file may be Latin-1 or Windows-1252)"
      ),
      ([0xC3], "a.txt:1:1: error: invalid UTF-8 at byte offset 0: the file ends in the middle of a character"),
      (
        [0xED, 0xA0, 0x80],
        "a.txt:1:1: error: invalid UTF-8 at byte offset 0: byte 0xED starts a 3-byte character but 0xA0 does not continue it"
      ),
      (
        [0xC3, 0xA9, 0xC0, 0xAF],
        "a.txt:1:2: error: invalid UTF-8 at byte offset 2: byte 0xC0 never appears in UTF-8 (the file may be Latin-1 or Windows-1252)"
      ),
    ] as [([UInt8], String)])
  func invalidBytesAreReportedWhereTheyAre(bytes: [UInt8], message: String) {
    #expect(throws: Diagnostic.self) { try SourceText.decode(bytes, file: "a.txt") }
    do {
      _ = try SourceText.decode(bytes, file: "a.txt")
    } catch {
      #expect(error.description.hasPrefix(message + "\nhint: save the file as UTF-8"), "\(error)")
    }
  }
}

@Suite struct ContainedPathTests {
  @Test func pathsInsideTheRootAreJoinedAsWritten() throws {
    #expect(
      try ContainedPath.resolve("tokens/a.json", in: "site/content", root: "site").get() == "site/content/tokens/a.json"
    )
    #expect(
      try ContainedPath.resolve("../templates/x", in: "site/content", root: "site").get()
        == "site/content/../templates/x")
    #expect(try ContainedPath.resolve("a.json", in: "./content", root: ".").get() == "./content/a.json")
  }

  @Test func absolutePathsAndPathsLeadingOutAreRefused() {
    #expect(throws: PathEscape.absolute) {
      try ContainedPath.resolve("/etc/passwd", in: "site/content", root: "site").get()
    }
    #expect(throws: PathEscape.absolute) {
      try ContainedPath.resolve("~/secrets", in: "site/content", root: "site").get()
    }
    #expect(throws: PathEscape.outside) { try ContainedPath.resolve("../../x", in: "site/content", root: "site").get() }
    #expect(throws: PathEscape.outside) { try ContainedPath.resolve("../../x", in: "./content", root: ".").get() }
    #expect(throws: PathEscape.outside) {
      try ContainedPath.resolve("a/../../../b", in: "/s/content", root: "/s").get()
    }
  }

  @Test func aSymlinkLeadingOutIsRefused() throws {
    let root = FileManager.default.temporaryDirectory.appendingPathComponent("contained-\(UUID().uuidString)").path
    defer { try? FileManager.default.removeItem(atPath: root) }
    try FileManager.default.createDirectory(atPath: root + "/site/content", withIntermediateDirectories: true)
    try "x".write(toFile: root + "/outside.json", atomically: true, encoding: .utf8)
    try "x".write(toFile: root + "/site/content/inside.json", atomically: true, encoding: .utf8)
    try FileManager.default.createSymbolicLink(
      atPath: root + "/site/content/out.json", withDestinationPath: root + "/outside.json")
    try FileManager.default.createSymbolicLink(
      atPath: root + "/site/content/in.json", withDestinationPath: "inside.json")
    #expect(throws: PathEscape.symlinkOutside) {
      try ContainedPath.resolve("out.json", in: root + "/site/content", root: root + "/site").get()
    }
    #expect(
      try ContainedPath.resolve("in.json", in: root + "/site/content", root: root + "/site").get().hasSuffix("/in.json")
    )
    #expect(!ContainedPath.staysInside(root + "/site/content/out.json", root: root + "/site"))
    #expect(ContainedPath.staysInside(root + "/site/content/in.json", root: root + "/site"))
  }
}

@Suite struct ReaderLimitTests {
  /// Ten levels of ten aliases stand for 10^10 values: refused at once, not expanded.
  @Test func anAliasBombIsRefusedQuickly() {
    var yaml = "a: &a [x, x, x, x, x, x, x, x, x, x]\n"
    for level in 1...9 {
      let name = String(UnicodeScalar(UInt8(97 + level)))
      let previous = String(UnicodeScalar(UInt8(96 + level)))
      yaml += "\(name): &\(name) [" + Array(repeating: "*\(previous)", count: 10).joined(separator: ", ") + "]\n"
    }
    let clock = ContinuousClock()
    let start = clock.now
    #expect(throws: Diagnostic.self) { try YAMLReader.parse(yaml, file: "bomb.yml") }
    #expect(clock.now - start < .seconds(5))
    do {
      _ = try YAMLReader.parse(yaml, file: "bomb.yml")
    } catch {
      #expect(error.id == .yamlAliasExpansion)
      #expect(error.location == SourceLocation(file: "bomb.yml", line: 5, column: 36))
    }
  }

  @Test func ordinaryAliasesAndMergeKeysStillWork() throws {
    let node = try YAMLReader.parse(
      "base: &base {w: 1, h: 2}\nbig:\n  <<: *base\n  w: 3\nlist: [*base, *base]\n", file: "a.yml")
    #expect(node["big"]?["w"]?.number == 3)
    #expect(node["big"]?["h"]?.number == 2)
    #expect(node["list"]?.array?.count == 2)
  }

  @Test func numbersBeyondDoubleAreErrorsInJSONAndKeptAsWrittenInYAML() throws {
    #expect(try YAMLReader.parse("width: 1e400\n", file: "a.yml")["width"]?.value == .number(.infinity, "1e400"))
    #expect(throws: Diagnostic.self) { try JSONReader.parse("{\"width\": -1e400}", file: "a.json") }
    #expect(try YAMLReader.parse("width: '1e400'\n", file: "a.yml")["width"]?.string == "1e400")
    #expect(try JSONReader.parse("[1e308]", file: "a.json").array?[0].number == 1e308)
  }
}
