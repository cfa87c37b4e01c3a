import Foundation
import Site
import SpecimenCore
import TestSupport
import Testing

@testable import SiteOutput
@testable import SpecimenCLI

/// Two versions built side by side into one output: each in its own folder, listed in
/// versions.json, and neither build touching the other's folder.
@Suite struct VersionedOutputTests {
  func build(_ site: String, output: String, version: String?) async -> (status: Int32, err: String) {
    let buffer = CommandOutput.buffer
    let arguments = ["build", "--site", site, "--output", output] + (version.map { ["--version-path", $0] } ?? [])
    let status = await SpecimenCommand.run(arguments, output: buffer)
    return (status, buffer.errorText)
  }

  @Test func twoVersionsSideBySide() async throws {
    let versions = try FixtureVersions()
    defer { versions.remove() }
    let output = versions.root.path + "/site"
    #expect(await build(versions.v1, output: output, version: "v1").status == 0)
    #expect(await build(versions.v2, output: output, version: "v2").status == 0)
    let list = try String(contentsOfFile: output + "/versions.json", encoding: .utf8)
    #expect(
      list == """
        {
          "versions": [
            {"path": "v2", "version": "2.0", "files": {"components": "v2/components.json", "llms": "v2/llms.txt", "llmsFull": "v2/llms-full.txt", "tokens": "v2/tokens.json"}},
            {"path": "v1", "version": "1.0", "files": {"components": "v1/components.json", "llms": "v1/llms.txt", "llmsFull": "v1/llms-full.txt", "tokens": "v1/tokens.json"}}
          ]
        }

        """)
    // Each version's files for agents are in its own folder, as the list says.
    for file in ["llms.txt", "llms-full.txt", "components.json", "tokens.json", "components/switch/index.md"] {
      #expect(FileManager.default.fileExists(atPath: output + "/v1/" + file), "\(file)")
    }
    #expect(try McpCommand.builtRoot(output, version: nil) == output + "/v2")
    #expect(try McpCommand.builtRoot(output, version: "v1") == output + "/v1")
    #expect(try McpCommand.builtRoot(output, version: "1.0") == output + "/v1")
    #expect(throws: UsageError.self) { try McpCommand.builtRoot(output, version: "v9") }
    // Rebuilding v2 leaves v1 as it was, down to a file someone put there.
    try "kept".write(toFile: output + "/v1/kept.txt", atomically: true, encoding: .utf8)
    let v1Page = try String(contentsOfFile: output + "/v1/components/switch/index.html", encoding: .utf8)
    #expect(await build(versions.v2, output: output, version: "v2").status == 0)
    #expect(FileManager.default.fileExists(atPath: output + "/v1/kept.txt"))
    #expect(try String(contentsOfFile: output + "/v1/components/switch/index.html", encoding: .utf8) == v1Page)
    #expect(try String(contentsOfFile: output + "/versions.json", encoding: .utf8) == list)
    // Links stay relative; the switcher finds the list one folder above the version.
    let page = try String(contentsOfFile: output + "/v2/components/switch/index.html", encoding: .utf8)
    #expect(page.contains("data-versions=\"../../../versions.json\" data-current=\"v2\""))
    #expect(page.contains("href=\"../../assets/specimen.css\""))
    // A version path may also come from site.yml.
    try FixtureVersions.append("versionPath: v2-beta\n", to: versions.v2 + "/content/site.yml")
    #expect(await build(versions.v2, output: output, version: nil).status == 0)
    #expect(FileManager.default.fileExists(atPath: output + "/v2-beta/index.html"))
    #expect(try String(contentsOfFile: output + "/versions.json", encoding: .utf8).contains("\"v2-beta\""))
  }

  @Test func aBuildWithoutAVersionNeverReplacesTheVersions() async throws {
    let versions = try FixtureVersions()
    defer { versions.remove() }
    let output = versions.root.path + "/site"
    #expect(await build(versions.v1, output: output, version: "v1").status == 0)
    let result = await build(versions.v2, output: output, version: nil)
    #expect(result.status != 0)
    #expect(result.err.contains("holds files that no build wrote"))
    #expect(FileManager.default.fileExists(atPath: output + "/v1/index.html"))
  }

  @Test func versionsNeverGoInsideASiteBuiltWithoutOne() async throws {
    let versions = try FixtureVersions()
    defer { versions.remove() }
    let output = versions.root.path + "/site"
    #expect(await build(versions.v1, output: output, version: nil).status == 0)
    let result = await build(versions.v2, output: output, version: "v2")
    #expect(result.status != 0)
    #expect(result.err.contains("holds a site built without a version path"))
    #expect(!FileManager.default.fileExists(atPath: output + "/v2"))
  }

  @Test func aBrokenListOfVersionsStopsTheBuildBeforeItWrites() async throws {
    let versions = try FixtureVersions()
    defer { versions.remove() }
    let output = versions.root.path + "/site"
    #expect(await build(versions.v1, output: output, version: "v1").status == 0)
    try "{\n  \"versions\": [{\"path\": \"../etc\", \"version\": \"1\"}]\n}\n".write(
      toFile: output + "/versions.json", atomically: true, encoding: .utf8)
    let result = await build(versions.v2, output: output, version: "v2")
    #expect(result.status != 0)
    #expect(result.err.contains("versions.json:2:25: error: the version path '../etc' starts with '.'"))
    #expect(!FileManager.default.fileExists(atPath: output + "/v2"))
  }

  @Test func aFailedFirstVersionLeavesNoFolder() async throws {
    let versions = try FixtureVersions()
    defer { versions.remove() }
    // The missing page is found once the pages are written into the staging folder.
    try FixtureVersions.append("\n[Gone](gone.md)\n", to: versions.v1 + "/content/pages/index.md")
    let output = versions.root.path + "/site"
    #expect(await build(versions.v1, output: output, version: "v1").status != 0)
    #expect(!FileManager.default.fileExists(atPath: output))
  }

  @Test func aVersionPathIsOneFolderName() async throws {
    let versions = try FixtureVersions()
    defer { versions.remove() }
    for bad in ["../v1", "a/b", ".", ""] {
      let result = await build(versions.v1, output: versions.root.path + "/site", version: bad)
      #expect(result.status != 0, "\(bad)")
      #expect(result.err.contains(VersionedOutput.pathHint), "\(bad)")
    }
  }

  @Test func newestVersionFirst() {
    let entries = ["3.9", "3.10", "2.0", "3.10-beta"].map { VersionedOutput.Entry(path: "v" + $0, version: $0) }
    let merged = entries.reduce([VersionedOutput.Entry]()) { VersionedOutput.merging($1, into: $0) }
    #expect(merged.map(\.version) == ["3.10-beta", "3.10", "3.9", "2.0"])
  }
}
