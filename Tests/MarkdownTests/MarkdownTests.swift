import Foundation
import SpecimenCore
import TestSupport
import Testing

@testable import Markdown

typealias SourceLocation = SpecimenCore.SourceLocation

/// Records what the renderer asks and answers with recognisable HTML.
final class RecordingDelegate: MarkdownDelegate {
  /// What the delegate reports for `{{report}}`.
  static let reported = Diagnostic.ID("test.reported")
  var blocks: [(info: String, body: String, location: SourceLocation)] = []
  var references: [(text: String, location: SourceLocation)] = []
  var destinations: [(url: String, location: SourceLocation)] = []

  func fencedBlock(
    info: String, body: String, at location: SourceLocation, into diagnostics: inout Diagnostics
  ) -> Markup? {
    blocks.append((info, body, location))
    return info.hasPrefix("callout") ? Markup(trusted: "<aside>\(body)</aside>\n") : nil
  }

  func inlineReference(_ reference: String, at location: SourceLocation, into diagnostics: inout Diagnostics)
    -> Markup
  {
    references.append((reference, location))
    if reference == "report" { diagnostics.warning("reported", at: location, id: Self.reported) }
    return Markup { $0.element("span", ["class": "ref"], text: reference) }
  }

  func destination(_ url: String, isImage: Bool, at location: SourceLocation, into diagnostics: inout Diagnostics)
    -> String
  {
    destinations.append((url, location))
    return url.replacingOccurrences(of: ".md", with: "/")
  }
}

/// A rendered page with the problems its render reported.
struct RenderedPage {
  var html: String
  var headings: [Heading]
  var diagnostics: Diagnostics
}

func render(_ text: String, lineOffset: Int = 0, unsafe: Bool = false) -> (RenderedPage, RecordingDelegate) {
  let delegate = RecordingDelegate()
  let ids = HeadingIDs()
  var diagnostics = Diagnostics()
  let result = MarkdownDocument.render(
    text, file: "page.md", lineOffset: lineOffset, options: MarkdownOptions(unsafeHTML: unsafe),
    delegate: delegate, headingIDs: ids, into: &diagnostics)
  return (RenderedPage(html: result.html, headings: result.headings, diagnostics: diagnostics), delegate)
}

@Suite struct RenderingTests {
  @Test func headingsGetUniqueStableIDs() {
    let (page, _) = render("# Toggle\n\n## Which states?\n\n## Which states?\n\n### Don't *do* this {#custom}\n")
    #expect(page.headings.map(\.id) == ["toggle", "which-states", "which-states-2", "custom"])
    #expect(page.headings.map(\.level) == [1, 2, 2, 3])
    #expect(page.headings[3].text == "Don't do this")
    #expect(page.html.contains("<h2 id=\"which-states\">"))
    #expect(page.html.contains("<h3 id=\"custom\">"))
    // The attribute is read, not shown: the heading's text is its words alone.
    #expect(HTMLElement.parse(page.html).all("h3").map(\.text) == ["Don't do this"])
  }

  @Test func headingPositionsIncludeTheFrontMatterOffset() {
    let (page, _) = render("\n## Label\n", lineOffset: 4)
    #expect(page.headings[0].location == SourceLocation(file: "page.md", line: 6, column: 1))
  }

  @Test func rawHTMLIsOmittedUnlessAllowed() {
    let (safe, _) = render("<div onclick=\"x\">hi</div>\n\nA <b>b</b>\n")
    // The block and the inline tags are gone, their text kept: one paragraph, nothing else.
    let tree = HTMLElement.parse(safe.html)
    #expect(tree.all().map(\.name) == ["p"])
    #expect(tree.first("p")?.text == "A b")
    #expect(safe.html.contains("raw HTML omitted"))
    let (unsafe, _) = render("<div>hi</div>\n", unsafe: true)
    #expect(unsafe.html.contains("<div>hi</div>"))
  }

  @Test func unsafeLinkSchemesAreDropped() {
    let (page, _) = render("[x](javascript:alert(1))\n")
    // The link stays, its destination emptied.
    let links = HTMLElement.parse(page.html).all("a")
    #expect(links.map(\.text) == ["x"])
    #expect(links.map { $0["href"] } == [""])
  }

  @Test func linksAreRewrittenWithTheirPositions() {
    let (page, delegate) = render("Read [Toggle](toggle.md#states) now.\n", lineOffset: 2)
    #expect(page.html.contains("href=\"toggle/#states\""))
    #expect(delegate.destinations.first?.url == "toggle.md#states")
    #expect(delegate.destinations.first?.location == SourceLocation(file: "page.md", line: 3, column: 6))
  }

  @Test func inlineReferencesAreShieldedFromMarkdown() {
    let (page, delegate) = render(
      "Size {{size _Toggle Label Show Description=false}} and _em_ and {{token bg/soft-200}}.\n")
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
    (
      "html", "<a href=\"x\">t</a>",
      [
        "<span class=\"tok-tag\">a</span>", "<span class=\"tok-attr\">href</span>",
        "<span class=\"tok-string\">&quot;x&quot;</span>",
      ]
    ),
    (
      "tsx", "const a: Props = 'x'",
      ["<span class=\"tok-keyword\">const</span>", "<span class=\"tok-type\">Props</span>"]
    ),
    (
      "shell", "make site # build",
      ["<span class=\"tok-keyword\">make</span>", "<span class=\"tok-comment\"># build</span>"]
    ),
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
    #expect(
      HeadingIDs.slug("How does Input differ on iOS and Material 3?") == "how-does-input-differ-on-ios-and-material-3")
    #expect(HeadingIDs.slug("???") == "section")
  }

  /// ASCII headings are slugged by their bytes: the same slugs as the rule over Characters, for
  /// every text of up to three pieces of letters, digits, apostrophes, separators and line ends.
  @Test func asciiSlugsAreCharacterSlugs() {
    let pieces = ["", "A", "z", "Q9", "0", "'", " ", "-", "?", "\r\n", "\t", "_", "Don't", "{#x}", "@Z", "[", "`"]
    for first in pieces {
      for second in pieces {
        for third in pieces {
          let text = first + second + third
          #expect(HeadingIDs.slug(text) == HeadingIDs.characterSlug(text), "\(text)")
        }
      }
    }
    #expect(HeadingIDs.slug("Ünïcode Straße ’s") == "ünïcode-straße-s")
  }
}

/// The pipeline around cmark renders what cmark would, with `{{…}}` found only in text.
@Suite struct FidelityTests {
  @Test func bracesInCodeSpansAreCode() {
    let (page, delegate) = render("Tags open with `{{` and close with `}}`. Then `{{` before {{variants Toggle}}.\n")
    #expect(page.html.contains("Tags open with <code>{{</code> and close with <code>}}</code>."))
    #expect(page.html.contains("Then <code>{{</code> before <span class=\"ref\">variants Toggle</span>."))
    #expect(delegate.references.map(\.text) == ["variants Toggle"])
    #expect(delegate.references[0].location.column == 59)
  }

  @Test func bracesInCodeSpansNeedNoBackslash() {
    let (page, delegate) = render("Write `{{token name}}` in a page, or ``a `{{b}}` c``.\n")
    #expect(page.html.contains("<code>{{token name}}</code>"))
    #expect(page.html.contains("<code>a `{{b}}` c</code>"))
    #expect(delegate.references.isEmpty)
  }

  @Test func bracesInAutolinksHTMLAndDestinationsAreNotReferences() {
    let (page, delegate) = render(
      "<https://example.com/{{id}}/edit> and [x](https://example.com/{{id}}) and <span title=\"{{t}}\">s</span>\n",
      unsafe: true)
    #expect(delegate.references.isEmpty)
    #expect(
      page.html.contains("<a href=\"https://example.com/%7B%7Bid%7D%7D/edit\">https://example.com/{{id}}/edit</a>"))
    #expect(delegate.destinations.map(\.url) == ["https://example.com/{{id}}/edit", "https://example.com/{{id}}"])
    #expect(page.html.contains("<span title=\"{{t}}\">"))
  }

  @Test func referencesInFencedCodeStayLiteral() {
    let (page, delegate) = render("```\n{{token a}}\n\n`{{b}}`\n```\n\nAfter {{token c}}\n")
    #expect(delegate.references.map(\.text) == ["token c"])
    #expect(delegate.references[0].location.line == 7)
    #expect(page.html.contains("{{token a}}"))
  }

  @Test func aNULByteIsReplacedNotTheEnd() {
    let (page, _) = render("before\u{0}after\n\nmore\n")
    #expect(page.html == "<p>before\u{FFFD}after</p>\n<p>more</p>\n")
  }

  @Test func columnsAfterShortReferencesDoNotDrift() {
    let (_, delegate) = render("{{a}} {{b}} [x](x.md) {{c}}\n")
    #expect(delegate.references.map(\.location.column) == [1, 7, 23])
    #expect(delegate.destinations.first?.location.column == 13)
  }

  @Test func referencesInImageAltTextKeepTheirText() {
    let (page, _) = render("![A {{token bg}} swatch](s.png)\n")
    #expect(page.html.contains("alt=\"A token bg swatch\""))
  }

  @Test func outlineShowsWhatTheHeadingShows() {
    let (page, _) = render("## Size {{size Toggle}} and `code`\n")
    #expect(page.headings[0].text == "Size size Toggle and code")
    #expect(page.headings[0].id == "size-size-toggle-and-code")
    #expect(
      page.html
        == "<h2 id=\"size-size-toggle-and-code\">Size <span class=\"ref\">size Toggle</span> and <code>code</code></h2>\n"
    )
  }

  @Test func aRepeatedExplicitIDIsReported() {
    let (page, _) = render("## A {#same}\n\n## B {#same}\n")
    #expect(page.headings.map(\.id) == ["same", "same-2"])
    #expect(page.diagnostics.map(\.id) == [.markdownHeadingIdDuplicate])
    #expect(page.diagnostics.first?.location == SourceLocation(file: "page.md", line: 3, column: 1))
  }

  @Test func theDelegatesProblemsAndTheMarkdownsOwnAreReportedTogether() {
    let (page, _) = render("## A {#same}\n\n{{report}}\n\n## B {#same}\n")
    // The delegate reports as the render asks it; the Markdown's own problems follow.
    #expect(page.diagnostics.map(\.id) == [RecordingDelegate.reported, .markdownHeadingIdDuplicate])
    #expect(page.diagnostics.map { $0.location?.line } == [3, 5])
  }

  @Test func reservedIDsAreNotTaken() {
    let ids = HeadingIDs()
    ids.reserve("main")
    var diagnostics = Diagnostics()
    let page = MarkdownDocument.render(
      "## Main\n", file: "p.md", delegate: RecordingDelegate(), headingIDs: ids, into: &diagnostics)
    #expect(page.headings[0].id == "main-2")
  }

  @Test func aTabEndsTheFenceLanguage() {
    let (page, delegate) = render("```swift\ttitle\nlet a = 1\n```\n")
    #expect(delegate.blocks.first?.info == "swift\ttitle")
    #expect(page.html.contains("<code class=\"language-swift\">"))
  }

  @Test func escapedTildesAreText() {
    let (page, _) = render("\\~~not struck~~ and `\\~` and [a](b\\~c)\n")
    #expect(page.html == "<p>~~not struck~~ and <code>\\~</code> and <a href=\"b~c\">a</a></p>\n")
  }

  @Test(arguments: [
    "# Title\n\nText with *emphasis*, `code`, [link](https://example.com \"t\") and ![img](i.png).\n",
    "Setext\n======\n\n- a\n- b\n\n1. c\n\n> quote\n\n---\n\n    indented\n",
    "A line  \nbreak and \\*escaped\\* and &amp; &copy; entities.\n",
    "<div>raw</div>\n\nInline <b>html</b>.\n",
    "[ref]\n\n[ref]: https://example.com\n",
  ])
  func plainCommonMarkRendersAsCMark(markdown: String) throws {
    let expected = try ReferenceRenderer.render(markdown, with: ReferenceRenderer.cmark)
    #expect(ReferenceRenderer.withoutAdditions(specimenHTML(markdown)) == expected)
  }
}
