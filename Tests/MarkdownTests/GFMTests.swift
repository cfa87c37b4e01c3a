import Foundation
import SpecimenCore
import TestSupport
import Testing

@testable import Markdown

/// Renders like cmark-gfm would be asked to: links unchanged, no directives.
final class PassThroughDelegate: MarkdownDelegate {
  func fencedBlock(
    info: String, body: String, at location: SourceLocation, into diagnostics: inout Diagnostics
  ) -> Markup? { nil }
  func inlineReference(_ reference: String, at location: SourceLocation, into diagnostics: inout Diagnostics)
    -> Markup
  {
    Markup { $0.text("{{\(reference)}}") }
  }
  func destination(_ url: String, isImage: Bool, at location: SourceLocation, into diagnostics: inout Diagnostics)
    -> String
  { url }
}

/// The reference renderers: Debian's cmark, and cmark-gfm (installed by `scripts/setup.sh test`)
/// aligning cells with style attributes as Specimen does (the `align` attribute is obsolete HTML).
enum ReferenceRenderer {
  static let cmark = "/usr/bin/cmark"
  static let cmarkGFM = "/usr/bin/cmark-gfm"
  static let gfmExtensions = ["table", "strikethrough", "autolink", "tasklist"]

  static func render(_ markdown: String, with path: String, arguments: [String] = []) throws -> String {
    try #require(FileManager.default.isExecutableFile(atPath: path), "install \(path): scripts/setup.sh test")
    let process = Process()
    process.executableURL = URL(fileURLWithPath: path)
    process.arguments = arguments
    let input = Pipe(), output = Pipe()
    process.standardInput = input
    process.standardOutput = output
    try process.run()
    input.fileHandleForWriting.write(Data(markdown.utf8))
    try input.fileHandleForWriting.close()
    let data = output.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    return String(decoding: data, as: UTF8.self)
  }

  static func gfm(_ markdown: String, extensions: [String] = gfmExtensions) throws -> String {
    try render(
      markdown, with: cmarkGFM, arguments: extensions.flatMap { ["-e", $0] } + ["--table-prefer-style-attributes"])
  }

  /// Specimen's output without what it adds on purpose: heading ids, the code block's copy
  /// button, the table's scrolling wrapper and the checkbox's label.
  static func withoutAdditions(_ html: String) -> String {
    html
      .replacing(/<h([1-6]) id="[^"]*">/, with: { "<h\($0.output.1)>" })
      .replacingOccurrences(
        of: "<div class=\"sp-code\"><button type=\"button\" class=\"sp-copy\" aria-label=\"Copy code\">Copy</button>",
        with: ""
      )
      .replacingOccurrences(of: "</pre></div>", with: "</pre>")
      .replacingOccurrences(of: "<pre tabindex=\"0\">", with: "<pre>")
      .replacing(/<div class="sp-table-wrap"[^>]*>/, with: "")
      .replacingOccurrences(of: "</table></div>", with: "</table>")
      .replacing(#/ aria-label="(Not done|Done)"/#, with: "")
  }

  /// Whitespace between tags and at line ends does not matter.
  static func normalize(_ html: String) -> String {
    html
      .replacing(/\s+/, with: " ")
      .replacing(#/ ?(<[^>]+>) ?/#, with: { $0.output.1 })
      .trimmingCharacters(in: .whitespaces)
  }

  /// Expects Specimen to render `markdown` as cmark-gfm does, modulo whitespace.
  static func expectSameAsGFM(_ markdown: String, extensions: [String] = gfmExtensions) throws {
    let expected = normalize(try gfm(markdown, extensions: extensions))
    #expect(normalize(withoutAdditions(specimenHTML(markdown))) == expected)
  }
}

func specimenHTML(_ markdown: String) -> String {
  var diagnostics = Diagnostics()
  return MarkdownDocument.render(
    markdown, file: "page.md", delegate: PassThroughDelegate(), headingIDs: HeadingIDs(), into: &diagnostics
  ).html
}

@Suite struct GFMAgainstCMarkGFMTests {
  static let cases: [String] = [
    // Tables
    "| Token | Value |\n| --- | --- |\n| space-1 | 4px |\n| space-2 | 8px |\n",
    "Name | Size\n:-- | --:\nSmall | 24\nLarge | 40\n",
    "| Left | Centre | Right | None |\n|:-----|:------:|------:|------|\n| a | b | c | d |\n",
    "| Inline | Markdown |\n|---|---|\n| *em* and **strong** | `code` and [link](https://example.com) |\n",
    "| Escaped | Pipe |\n|---|---|\n| a \\| b | `x \\| y` |\n",
    "| A | B |\n|---|---|\n| only one |\n| one | two | three |\n",
    "| A | B |\n|---|---|\n| 1 | 2 |\n\nAfter the table.\n",
    "| A | B |\n|---|---|\n| 1 | 2 |\n> quoted\n",
    "| A | B |\n|---|---|\n| 1 | 2 |\n# Heading\n",
    "| A | B |\n|---|---|\nplain line\n",
    "Intro line\n| A | B |\n|---|---|\n| 1 | 2 |\n",
    "| A | B |\n| --- |\n| 1 | 2 |\n",
    "- item\n\n  | A | B |\n  |---|---|\n  | 1 | 2 |\n",
    "- | A |\n  | - |\n  | b |\n",
    "> | A | B |\n> |---|---|\n> | 1 | 2 |\n",
    "| Header only |\n|---|\n",
    "| # not a heading | - not a list |\n|---|---|\n| > not a quote | 1. not a list |\n",
    "| a |\n|---|\n| <b>raw</b> |\n",
    "|a|b|\n|-|-|\n|`|`|c|\n",
    "| Café | ☕ |\n|---|---|\n| é | ü |\n",
    // Strikethrough
    "~~struck~~ and ~single~ but ~~~three~~~ stay.\n",
    "a~~b~~c and ~~ spaced ~~ text\n",
    "~~*emphasis* inside~~ and **~~strong~~**\n",
    "\\~~escaped~~ and `~~code~~`\n",
    "~~two\nlines~~\n",
    // Task lists
    "- [ ] to do\n- [x] done\n- [X] also done\n",
    "- [ ] loose\n\n- [x] items\n",
    "1. [x] ordered\n2. [ ] list\n",
    "- [ ]not a task\n- [x]\n- plain\n",
    // Autolinks
    "Visit www.commonmark.org/help, or https://example.com/a?b=1.\n",
    "See (www.example.com/a_(b)) and https://example.com/path).\n",
    "Mail foo.bar+baz@example.com. Not foo@bar.baz_ or @alone.\n",
    "Stop at www.example.com/a<b and www.a_b.c_d.\n",
    "[www.example.com](https://example.net) stays one link, so does <https://example.com>.\n",
    "http://localhost:8080/x and https://example.com/a?b=c&d=e;\n",
  ]

  @Test(arguments: cases)
  func rendersAsCMarkGFM(markdown: String) throws {
    try ReferenceRenderer.expectSameAsGFM(markdown)
  }
}

@Suite struct GFMExtensionTests {
  @Test func tableCellsGoThroughTheDelegate() {
    let (page, delegate) = render(
      "Intro\n\n| Link | Ref |\n|---|---|\n| [Toggle](toggle.md) | {{token bg/soft-200}} and [x](x.md) |\n")
    #expect(page.html.contains("<td><a href=\"toggle/\">Toggle</a></td>"))
    #expect(page.html.contains("<span class=\"ref\">token bg/soft-200</span>"))
    #expect(delegate.destinations.map(\.url) == ["toggle.md", "x.md"])
    #expect(delegate.destinations[0].location == SourceLocation(file: "page.md", line: 5, column: 3))
    #expect(delegate.destinations[1].location == SourceLocation(file: "page.md", line: 5, column: 51))
    #expect(delegate.references.first?.location == SourceLocation(file: "page.md", line: 5, column: 25))
  }

  @Test func cellPositionsCountEscapedPipesAndIndentation() {
    let (_, delegate) = render("> | a \\| b | c |\n> |---|---|\n>   | x \\| [l](l.md) | c |\n", lineOffset: 3)
    #expect(delegate.destinations.first?.location == SourceLocation(file: "page.md", line: 6, column: 12))
  }

  @Test func cellsResolveThePageLinkDefinitions() {
    let html = specimenHTML("| a |\n|---|\n| [Toggle][t] |\n\n[t]: toggle.md\n")
    #expect(html.contains("<td><a href=\"toggle.md\">Toggle</a></td>"))
  }

  @Test func tablesScrollInALabelledRegion() {
    let html = specimenHTML("| a |\n|---|\n| b |\n")
    #expect(html.hasPrefix("<div class=\"sp-table-wrap\" tabindex=\"0\" role=\"region\" aria-label=\"Table\"><table>"))
  }

  @Test func rawHTMLInCellsIsOmittedLikeAnywhereElse() {
    let html = specimenHTML("| a |\n|---|\n| <script>x</script> |\n")
    // Every element, in order: the table and its one cell, no script.
    #expect(HTMLElement.parse(html).all().map(\.name) == ["div", "table", "thead", "tr", "th", "tbody", "tr", "td"])
    // The cell is there, its tags replaced by the marker raw HTML leaves everywhere else.
    #expect(html.contains("<td><!-- raw HTML omitted -->x<!-- raw HTML omitted --></td>"))
  }

  @Test func taskCheckboxesAreLabelledAndDisabled() {
    let html = specimenHTML("- [x] Ship it\n- [ ] Tell people\n")
    #expect(
      html.contains("<li><input type=\"checkbox\" checked=\"\" disabled=\"\" aria-label=\"Done\" /> Ship it</li>"))
    #expect(html.contains("<li><input type=\"checkbox\" disabled=\"\" aria-label=\"Not done\" /> Tell people</li>"))
  }

  @Test func autolinksGoThroughTheDelegate() {
    let (page, delegate) = render("See www.example.com today.\n")
    #expect(delegate.destinations.map(\.url) == ["http://www.example.com"])
    #expect(page.html.contains("<a href=\"http://www.example.com\">www.example.com</a>"))
  }
}

@Suite struct FootnoteTests {
  static let cases: [String] = [
    "Text[^a] and more[^b].\n\n[^a]: First note.\n[^b]: Second *note*.\n",
    "Twice[^n] and again[^N].\n\n[^n]: A note\n    over lines.\n\n    And a second paragraph.\n",
    "Code note[^c]\n\n[^c]: Before code:\n\n    ```\n    let a = 1\n    ```\n",
    "Paragraph\n[^p]: interrupts it[^p]\n",
    "> [^q]: quoted\n\nref[^q] [^missing] [^x y]\n\n[^x y]: link\n",
    "Unused[^u] stays text when undefined.\n\n[^v]: never referred to\n",
    "Late[^1]\n\n[^1]:\n    on the next line\n",
    "`[^1]` is code[^1]\n\n[^1]: note\n",
    "| Term | Note |\n|---|---|\n| a | b[^t] |\n\n[^t]: In a cell.\n\n    | x |\n    |---|\n    | y |\n",
  ]

  @Test(arguments: cases)
  func rendersAsCMarkGFM(markdown: String) throws {
    try ReferenceRenderer.expectSameAsGFM(markdown, extensions: ["footnotes", "table"])
  }

  @Test func notesGoThroughTheDelegateAtTheirPositions() {
    let (page, delegate) = render("Hi[^1]\n\n[^1]: See [Toggle](toggle.md) and {{token a}}.\n")
    #expect(delegate.destinations.first?.location == SourceLocation(file: "page.md", line: 3, column: 11))
    #expect(delegate.references.first?.location == SourceLocation(file: "page.md", line: 3, column: 35))
    #expect(
      page.html.contains(
        "<li id=\"fn-1\">\n<p>See <a href=\"toggle/\">Toggle</a> and <span class=\"ref\">token a</span>."))
  }

  @Test func definitionsInCodeStayAsWritten() {
    let html = specimenHTML("```\n[^1]: not a note\n```\n\n<div>\n[^ab]: html\n</div>\n")
    #expect(html.contains("<code>[^1]: not a note\n</code>"))
  }
}
