import SpecimenCore
import Testing

@testable import Markdown

typealias SourceLocation = SpecimenCore.SourceLocation

/// Records what the renderer asks and answers with recognisable HTML.
final class RecordingDelegate: MarkdownDelegate {
  var blocks: [(info: String, body: String, location: SourceLocation)] = []
  var references: [(text: String, location: SourceLocation)] = []
  var destinations: [(url: String, location: SourceLocation)] = []
  var errors: [(message: String, location: SourceLocation?)] = []

  func fencedBlock(info: String, body: String, at location: SourceLocation) -> String? {
    blocks.append((info, body, location))
    return info.hasPrefix("callout") ? "<aside>\(body)</aside>\n" : nil
  }

  func inlineReference(_ reference: String, at location: SourceLocation) -> String {
    references.append((reference, location))
    return "<span class=\"ref\">\(Escape.html(reference))</span>"
  }

  func destination(_ url: String, isImage: Bool, at location: SourceLocation) -> String {
    destinations.append((url, location))
    return url.replacingOccurrences(of: ".md", with: "/")
  }

  func error(_ message: String, at location: SourceLocation?, hint: String?) {
    errors.append((message, location))
  }
}

func render(_ text: String, lineOffset: Int = 0, unsafe: Bool = false) -> (RenderedMarkdown, RecordingDelegate) {
  let delegate = RecordingDelegate()
  let ids = HeadingIDs()
  let result = MarkdownDocument.render(
    text, file: "page.md", lineOffset: lineOffset, options: MarkdownOptions(unsafeHTML: unsafe),
    delegate: delegate, headingIDs: ids)
  return (result, delegate)
}

@Suite struct RenderingTests {
  @Test func headingsGetUniqueStableIDs() {
    let (page, _) = render("# Toggle\n\n## Which states?\n\n## Which states?\n\n### Don't *do* this {#custom}\n")
    #expect(page.headings.map(\.id) == ["toggle", "which-states", "which-states-2", "custom"])
    #expect(page.headings.map(\.level) == [1, 2, 2, 3])
    #expect(page.headings[3].text == "Don't do this")
    #expect(page.html.contains("<h2 id=\"which-states\">"))
    #expect(page.html.contains("<h3 id=\"custom\">"))
    #expect(!page.html.contains("{#custom}"))
  }

  @Test func headingPositionsIncludeTheFrontMatterOffset() {
    let (page, _) = render("\n## Label\n", lineOffset: 4)
    #expect(page.headings[0].location == SourceLocation(file: "page.md", line: 6, column: 1))
  }

  @Test func rawHTMLIsOmittedUnlessAllowed() {
    let (safe, _) = render("<div onclick=\"x\">hi</div>\n\nA <b>b</b>\n")
    #expect(!safe.html.contains("<div"))
    #expect(!safe.html.contains("<b>"))
    #expect(safe.html.contains("raw HTML omitted"))
    let (unsafe, _) = render("<div>hi</div>\n", unsafe: true)
    #expect(unsafe.html.contains("<div>hi</div>"))
  }

  @Test func unsafeLinkSchemesAreDropped() {
    let (page, _) = render("[x](javascript:alert(1))\n")
    #expect(!page.html.contains("javascript:"))
  }

  @Test func linksAreRewrittenWithTheirPositions() {
    let (page, delegate) = render("Read [Toggle](toggle.md#states) now.\n", lineOffset: 2)
    #expect(page.html.contains("href=\"toggle/#states\""))
    #expect(delegate.destinations.first?.url == "toggle.md#states")
    #expect(delegate.destinations.first?.location == SourceLocation(file: "page.md", line: 3, column: 6))
  }

  @Test func inlineReferencesAreShieldedFromMarkdown() {
    let (page, delegate) = render("Size {{size _Toggle Label Show Description=false}} and _em_ and {{token bg/soft-200}}.\n")
    #expect(delegate.references.map(\.text) == ["size _Toggle Label Show Description=false", "token bg/soft-200"])
    #expect(delegate.references[0].location.column == 6)
    #expect(delegate.references[1].location.column == 65)
    #expect(page.html.contains("<span class=\"ref\">size _Toggle Label Show Description=false</span>"))
    #expect(page.html.contains("<em>em</em>"))
  }

  @Test func referencesInCodeStayLiteral() {
    let (page, delegate) = render("`{{token x}}` and \\{{token y}}\n\n```json\n{\"a\": \"{{b}}\"}\n```\n")
    #expect(delegate.references.isEmpty)
    #expect(page.html.contains("<code>{{token x}}</code>"))
    #expect(page.html.contains("{{token y}}"))
    #expect(page.html.contains("{{b}}"))
  }

  @Test func directivesReplaceFencedBlocks() {
    let (page, delegate) = render("Intro\n\n```callout warning\nMind the <gap>\n```\n")
    #expect(delegate.blocks.first?.info == "callout warning")
    #expect(delegate.blocks.first?.location == SourceLocation(file: "page.md", line: 3, column: 1))
    #expect(page.html.contains("<aside>Mind the <gap>\n</aside>"))
  }

  @Test func codeBlocksAreHighlightedWithACopyButton() {
    let (page, _) = render("```swift\nlet x = \"<y>\" // note\n```\n")
    #expect(page.html.contains("class=\"sp-copy\""))
    #expect(page.html.contains("<span class=\"tok-keyword\">let</span>"))
    #expect(page.html.contains("<span class=\"tok-string\">&quot;&lt;y&gt;&quot;</span>"))
    #expect(page.html.contains("<span class=\"tok-comment\">// note</span>"))
  }
}

@Suite struct FrontMatterTests {
  @Test func splitsYAMLFromBody() {
    let split = FrontMatter(splitting: "---\ntitle: Toggle\n---\n# Toggle\n")
    #expect(split.yaml == "title: Toggle\n")
    #expect(split.body == "# Toggle\n")
    #expect(split.bodyLineOffset == 3)
  }

  @Test func pageWithoutFrontMatterIsAllBody() {
    let split = FrontMatter(splitting: "# Title\n---\n")
    #expect(split.yaml == nil)
    #expect(split.bodyLineOffset == 0)
  }
}

@Suite struct SyntaxHighlighterTests {
  @Test(arguments: [
    ("json", "{\"a\": 1}", ["<span class=\"tok-key\">&quot;a&quot;</span>", "<span class=\"tok-number\">1</span>"]),
    ("yaml", "set: Toggle # c", ["<span class=\"tok-key\">set</span>", "<span class=\"tok-comment\"># c</span>"]),
    ("css", ".a { color: #fff; }", ["<span class=\"tok-key\">color</span>"]),
    ("html", "<a href=\"x\">t</a>", ["<span class=\"tok-tag\">a</span>", "<span class=\"tok-attr\">href</span>", "<span class=\"tok-string\">&quot;x&quot;</span>"]),
    ("tsx", "const a: Props = 'x'", ["<span class=\"tok-keyword\">const</span>", "<span class=\"tok-type\">Props</span>"]),
    ("shell", "make site # build", ["<span class=\"tok-keyword\">make</span>", "<span class=\"tok-comment\"># build</span>"]),
  ])
  func highlights(language: String, code: String, expected: [String]) throws {
    let html = try #require(SyntaxHighlighter(language: language)).highlight(code)
    for piece in expected { #expect(html.contains(piece), "\(html)") }
  }

  @Test func neverChangesTheText() throws {
    let code = "struct A { let b = \"c\\\"d\" /* e */ }\n// f <g>"
    let html = try #require(SyntaxHighlighter(language: "swift")).highlight(code)
    let text = html.replacing(/<[^>]+>/, with: "").replacingOccurrences(of: "&quot;", with: "\"")
      .replacingOccurrences(of: "&lt;", with: "<").replacingOccurrences(of: "&gt;", with: ">")
    #expect(text == code)
  }
}

@Suite struct HeadingIDTests {
  @Test func slugs() {
    #expect(HeadingIDs.slug("How does Input differ on iOS and Material 3?") == "how-does-input-differ-on-ios-and-material-3")
    #expect(HeadingIDs.slug("???") == "section")
  }
}
