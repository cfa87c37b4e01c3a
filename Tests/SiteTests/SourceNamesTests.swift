import Foundation
import SpecimenCore
import TestSupport
import Testing

@testable import Site
@testable import Tokens

/// Names the build used to pass over without a word: a page file whose name is not UTF-8, a
/// page extension in capitals, a token group named with spaces around it.
@Suite struct SourceNamesTests {
  @Test func aPageExtensionInAnyCaseIsAPage() throws {
    let site = try FixtureSite("basic")
    defer { site.remove() }
    try site.write("content/pages/Guide.MD", "---\ntitle: Guide\nstatus: draft\n---\n# Guide\n\nDraft text.\n")
    let report = site.build()
    #expect(report.succeeded, "\(report.messages)")
    let files = try site.outputFiles()
    #expect(files["Guide.MD"] == nil)
    let page = try #require(files["Guide/index.html"])
    // The body as written, without its front matter.
    let main = try #require(HTMLElement.parse(page).first("main"))
    #expect(main.elements.map(\.name) == ["h1", "p"] && main.normalizedText == "Guide Draft text.", "\(main)")
    #expect(PageSource.isPage("a/b.Md") && PageSource.isPage("x.md") && !PageSource.isPage("x.mdx"))
    #expect(PageSource.url(for: "Guide.MD") == "Guide/")
  }

  @Test func aFileNameThatIsNotUTF8IsAnErrorAtItsPath() throws {
    let site = try FixtureSite("basic")
    defer { site.remove() }
    let pages = site.path + "/content/pages"
    // caf\xE9.md: Latin-1, as an old archive may unpack it.
    var name = Array((pages + "/caf").utf8)
    name += [0xE9] + Array(".md".utf8) + [0]
    let descriptor = name.withUnsafeBufferPointer { buffer in
      buffer.withMemoryRebound(to: CChar.self) { open($0.baseAddress!, O_CREAT | O_WRONLY, 0o644) }
    }
    #expect(descriptor >= 0)
    close(descriptor)
    #expect(PageSource.namesNotUTF8(in: pages) == ["caf\\xE9.md"])
    let report = site.build(write: false)
    let problem = try #require(report.diagnostics.first { $0.id == .pageFileNameNotUTF8 }, "\(report.messages)")
    #expect(problem.severity == .error)
    #expect(problem.location?.file == pages + "/caf\\xE9.md")
    #expect(!report.succeeded)
  }

  @Test func escapedNamesKeepTheirUTF8() {
    #expect(PageSource.escapedName(Array("é-".utf8) + [0x80, 0x41]) == "é-\\x80A")
    #expect(PageSource.escapedName([0x01]) == "\u{01}")
  }

  @Test func aGroupNamedWithSpacesSaysWhatIsWrongWithTheName() {
    let files = [
      "/t/r.resolver.json": """
      { "version": "2025.10", "sets": { "base": { "sources": [{ "$ref": "base.tokens.json" }] } },
        "resolutionOrder": [{ "$ref": "#/sets/base" }] }
      """,
      "/t/base.tokens.json": """
      {"color": {"$type": "color",
        " lead": {"x": {"$value": "#ff0000"}},
        "trail ": {"y": {"$value": "#00ff00"}}}}
      """,
    ]
    let (system, diagnostics) = collecting {
      TokenSystem.load(resolverPath: "/t/r.resolver.json", files: .memory(files), into: &$0)
    }
    let named = diagnostics.filter { $0.id == .tokensNameSpaces }
    #expect(named.map { $0.location?.line } == [2, 3], "\(diagnostics)")
    #expect(named.first?.hint == "rename it 'lead'")
    // The tokens stay (an alias written with the space still reaches them); a page naming the
    // group as it can is told where the spaces are.
    #expect(system.isDefined("color/ lead/x"))
    #expect(
      system.hint(forUnknownGroup: "color/lead")
        == "the token files name it 'color/ lead', with white space around a name; remove it there")
    #expect(
      system.hint(forUnknownToken: "color/trail/y")
        == "the token files name it 'color/trail /y', with white space around a name; remove it there")
  }
}
