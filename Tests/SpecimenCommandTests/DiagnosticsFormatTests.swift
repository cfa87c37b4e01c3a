import Foundation
import Testing

@testable import SpecimenCLI

/// `--diagnostics-format json|github` on build, check and tokens --lint, end to end.
@Suite struct DiagnosticsFormatCommandTests {
  /// A site whose one page links to a missing page (an error) and has an empty link (a warning).
  func makeBrokenSite() throws -> URL {
    let root = FileManager.default.temporaryDirectory.appendingPathComponent("specimen-format-\(UUID().uuidString)")
    try FileManager.default.createDirectory(
      at: root.appendingPathComponent("content/pages"), withIntermediateDirectories: true)
    try FileManager.default.createDirectory(
      at: root.appendingPathComponent("templates"), withIntermediateDirectories: true)
    try "name: CLI\n".write(to: root.appendingPathComponent("content/site.yml"), atomically: true, encoding: .utf8)
    try "---\ntitle: Home\n---\n[x](missing.md)\n\n[y]()\n".write(
      to: root.appendingPathComponent("content/pages/index.md"), atomically: true, encoding: .utf8)
    try "{{{page.content}}}".write(
      to: root.appendingPathComponent("templates/page.mustache"), atomically: true, encoding: .utf8)
    return root
  }

  @Test(arguments: ["build", "check"])
  func jsonLinesCarryIdentifiersAndPositions(command: String) async throws {
    let root = try makeBrokenSite()
    defer { try? FileManager.default.removeItem(at: root) }
    let result = await run(command, "--site", root.path, "--diagnostics-format", "json")
    #expect(result.status == 1)
    let page = root.path + "/content/pages/index.md"
    let lines = result.err.split(separator: "\n").map(String.init)
    #expect(
      lines == [
        #"{"id":"page.missing-page","severity":"error","file":"\#(page)","line":4,"column":1,"#
          + #""message":"link to a missing page 'missing.md'","hint":"pages are .md files under content/pages; links are relative to this page","notes":[]}"#,
        #"{"id":"page.empty-link","severity":"warning","file":"\#(page)","line":6,"column":1,"#
          + #""message":"empty link destination","hint":"write [text](page.md) or [text](#anchor)","notes":[]}"#,
      ], "\(result.err)")
    // Every line parses as JSON; the summary is not among them but on standard output.
    for line in lines {
      #expect((try? JSONSerialization.jsonObject(with: Data(line.utf8))) is [String: Any])
    }
    #expect(result.out.hasPrefix("\(command == "build" ? "Build" : "Check") failed: 1 error, 1 warning"))
    #expect(!FileManager.default.fileExists(atPath: root.path + "/Public"))
  }

  @Test func githubWorkflowCommands() async throws {
    let root = try makeBrokenSite()
    defer { try? FileManager.default.removeItem(at: root) }
    let result = await run("check", "--site", root.path, "--diagnostics-format", "github")
    #expect(result.status == 1)
    let page = (root.path + "/content/pages/index.md").replacingOccurrences(of: ":", with: "%3A")
      .replacingOccurrences(of: ",", with: "%2C")
    #expect(
      result.err.split(separator: "\n") == [
        "::error file=\(page),line=4,col=1,title=page.missing-page::link to a missing page 'missing.md'%0Ahint: pages are .md files under content/pages; links are relative to this page",
        "::warning file=\(page),line=6,col=1,title=page.empty-link::empty link destination%0Ahint: write [text](page.md) or [text](#anchor)",
      ], "\(result.err)")
    #expect(result.out.hasPrefix("Check failed: 1 error, 1 warning"))
  }

  @Test func textIsTheDefault() async throws {
    let root = try makeBrokenSite()
    defer { try? FileManager.default.removeItem(at: root) }
    let plain = await run("check", "--site", root.path)
    let text = await run("check", "--site", root.path, "--diagnostics-format", "text")
    #expect(plain.status == 1 && text.status == 1)
    #expect(text.err == plain.err)
    #expect(
      text.err.contains(
        "index.md:4:1: error: link to a missing page 'missing.md'\nhint: pages are .md files under content/pages; links are relative to this page\n"
      ))
    #expect(text.err.hasSuffix("Check failed: 1 error, 1 warning; nothing was written.\n"))
  }

  @Test func lintAsJSON() async {
    let result = await run(
      "tokens", "--lint", "--strict", "--resolver", TokensLintCommandTests.acme, "--diagnostics-format=json")
    #expect(result.status == 1)
    let lines = result.out.split(separator: "\n")
    #expect(lines.count == 64)
    #expect(lines.allSatisfy { $0.hasPrefix(#"{"id":"tokens.deviation."#) && $0.contains(#""severity":"error""#) })
    #expect(lines.contains { $0.hasPrefix(#"{"id":"tokens.deviation.unknown-type","#) })
    // The counts go to standard error, away from the objects.
    #expect(result.err.contains("Total: 64 errors, 0 warnings"))
    #expect(!result.err.contains("{\"id\""))
  }

  @Test func lintAsGitHubAnnotations() async {
    let result = await run(
      "tokens", "--lint", "--resolver", TokensLintCommandTests.acme, "--diagnostics-format", "github")
    #expect(result.status == 0)
    let lines = result.out.split(separator: "\n")
    #expect(lines.count == 64)
    #expect(lines.allSatisfy { $0.hasPrefix("::warning file=") && $0.contains(",title=tokens.deviation.") })
    #expect(result.err.contains("Total: 0 errors, 64 warnings"))
  }

  // Usage errors: no identifier or position; the text with its did-you-mean is the point.
  @Test(arguments: [
    (["build", "--diagnostics-format", "jsn"], "error: unknown diagnostics format 'jsn' (did you mean 'json'?)"),
    (["check", "--diagnostics-format", "xml"], "error: unknown diagnostics format 'xml'"),
    (
      ["tokens", "--lint", "--diagnostics-format", "githb"],
      "error: unknown diagnostics format 'githb' (did you mean 'github'?)"
    ),
  ])
  func unknownFormatIsAUsageError(arguments: [String], message: String) async {
    let output = CommandOutput.buffer
    let status = await SpecimenCommand.run(arguments, output: output)
    #expect(status == 64)
    #expect(output.errorText.hasPrefix(message + "\n"), "\(output.errorText)")
  }

  @Test func helpNamesTheOption() async {
    for command in ["build", "check", "tokens"] {
      let help = await run("help", command)
      #expect(help.out.contains("--diagnostics-format <format>"), "\(command)")
    }
  }
}
