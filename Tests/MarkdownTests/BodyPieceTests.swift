import SpecimenCore
import Testing

@testable import Markdown

/// The pieces the writer gives as it writes a body: Markdown's elements by name (a heading with
/// its id), their text as it reads, markup copied in as written, each where its bytes are.
@Suite struct BodyPieceTests {
  static let documents = [
    "# Title\n\nA paragraph with *emphasis*, **strong**, `code` and a [link](other.md \"Tip\").\n",
    "Line one\nline two  \nline three\\\nend\n\n---\n\n> quoted\n> - in a list\n",
    "- tight\n- list\n  - nested\n\n1. loose\n\n2. ordered\n\n3) paren\n",
    "7. starts at seven\n8. next\n\n- item\n\n  second paragraph\n- [ ] task\n- [x] done\n",
    "```swift\nlet a = 1 < 2 && true\n```\n\n```\nplain & simple\n```\n\n    indented\n",
    "![An *image* with `code`](a.png \"T\") after\n\n[![nested](b.png)](c.md)\n",
    "<div class=\"raw\">\n<b>bold</b>\n</div>\n\nInline <span>raw</span> &amp; &copy; &#35; text\n",
    "| A | B |\n| :- | -: |\n| `x` | [y](y.md) |\n\n~~gone~~ https://example.com and www.example.com\n",
    "Footnote[^1] here.\n\n[^1]: The note, *emphasised*.\n",
    "## Heading {#custom}\n\nSetext\nheading\n===\n\n```callout note\nBody\n```\n\n{{token a/b}} after\n",
    "- ```\n  code in item\n  ```\n- <div>raw in item</div>\n- # heading in item\n",
    "A \u{0}cut text\n",
    "",
  ]

  /// Every piece where the writer wrote its bytes: the pieces written out again (each element
  /// without attributes, text escaped) are the HTML with its attributes left out, and with the
  /// text of a code block's copy button, which the builder records no piece of (a reader of the
  /// page's text skips a button's).
  @Test(arguments: documents, [false, true])
  func piecesWrittenOutAreTheHTML(markdown: String, unsafe: Bool) throws {
    let rendered = Self.render(markdown, unsafe: unsafe)
    let pieces = try #require(rendered.pieces)
    #expect(
      Self.written(pieces)
        == Self.withoutAttributes(rendered.html).replacingOccurrences(
          of: "<button>Copy</button>", with: "<button></button>"))
  }

  @Test func piecesAreGivenOnlyWhenAskedFor() {
    var diagnostics = Diagnostics()
    let rendered = MarkdownDocument.render(
      "Text\n", file: "page.md", delegate: RecordingDelegate(), headingIDs: HeadingIDs(), into: &diagnostics)
    #expect(rendered.pieces == nil)
    #expect(Self.render("", unsafe: false).pieces == [])
  }

  @Test func aHeadingComesWithItsIdAndItsTextAsItReads() {
    #expect(
      Self.render("## Colours & *shades* {#colours}\n\nText\n", unsafe: false).pieces == [
        .start("h2", id: "colours"), .text("Colours & "), .start("em"), .text("shades"), .end("em"), .end("h2"),
        .text("\n"), .start("p"), .text("Text"), .end("p"), .text("\n"),
      ])
  }

  @Test func aTightListsParagraphsWriteNoTagsAndAnImagesTextIsNone() {
    #expect(
      Self.render("- one ![alt *text*](a.png)\n- two\n", unsafe: false).pieces == [
        .start("ul"), .text("\n"), .start("li"), .text("one "), .void("img"), .end("li"), .text("\n"),
        .start("li"), .text("two"), .end("li"), .text("\n"), .end("ul"), .text("\n"),
      ])
  }

  /// A directive's pieces are spliced in where its markup goes, as the builder recorded them;
  /// markup spliced in whole, and raw HTML, are copied in as written.
  @Test func aDirectivesPiecesAreSplicedInAndRawHTMLCopiedInAsWritten() {
    let markdown = "```callout note\nBody & more\n```\n\n<b>raw</b> and {{ref}}\n"
    #expect(
      Self.render(markdown, unsafe: false).pieces == [
        .markup("<aside>Body & more\n</aside>\n"), .start("p"), .void(""), .text("raw"), .void(""), .text(" and "),
        .start("span"), .text("ref"), .end("span"), .end("p"), .text("\n"),
      ])
    #expect(
      Self.render("<b>raw</b>\n", unsafe: true).pieces == [
        .start("p"), .markup("<b>"), .text("raw"), .markup("</b>"), .end("p"), .text("\n"),
      ])
  }

  @Test func codeAndBreaksAreTheirElementsWithTheTextUnescaped() {
    #expect(
      Self.render("`a < b`  \nnext\n\n***\n", unsafe: false).pieces == [
        .start("p"), .start("code"), .text("a < b"), .end("code"), .void("br"), .text("\n"), .text("next"),
        .end("p"), .text("\n"), .void("hr"), .text("\n"),
      ])
  }

  /// Highlighted code comes as its tokens' spans and its text as it reads, cut where the spans
  /// start and end.
  @Test func highlightedCodeIsItsSpansAndItsText() throws {
    let markup = try #require(SyntaxHighlighter(language: "swift")).markup("let é = \"<ü>\" // 1 & 2\n")
    #expect(
      markup.pieces == [
        .start("span"), .text("let"), .end("span"), .text(" é = "), .start("span"), .text("\"<ü>\""), .end("span"),
        .text(" "), .start("span"), .text("// 1 & 2"), .end("span"), .text("\n"),
      ])
    #expect(Self.written(markup.pieces) == Self.withoutAttributes(markup.markup))
  }

  static func render(_ markdown: String, unsafe: Bool) -> RenderedMarkdown {
    var diagnostics = Diagnostics()
    return MarkdownDocument.render(
      markdown, file: "page.md", options: MarkdownOptions(unsafeHTML: unsafe, writesPieces: true),
      delegate: RecordingDelegate(), headingIDs: HeadingIDs(), into: &diagnostics)
  }

  /// The pieces as HTML with no attributes; text escaped as the writer escapes it.
  static func written(_ pieces: [BodyPiece]) -> String {
    var html = ""
    for piece in pieces {
      switch piece {
      case .start(let name, _): html += "<\(name)>"
      case .end(let name): html += "</\(name)>"
      case .void(let name): html += name.isEmpty ? "<!-- raw HTML omitted -->" : "<\(name) />"
      case .text(let text):
        html += text.replacingOccurrences(of: "&", with: "&amp;").replacingOccurrences(of: "<", with: "&lt;")
          .replacingOccurrences(of: ">", with: "&gt;").replacingOccurrences(of: "\"", with: "&quot;")
      case .markup(let markup): html += markup
      }
    }
    return withoutAttributes(html)
  }

  /// Every start tag as its name alone (`<a href="x">` as `<a>`, `<img … />` as `<img/>`).
  static func withoutAttributes(_ html: String) -> String {
    html.replacing(#/<([a-z][a-z0-9]*)(?:\s[^>]*?)?(/)?>/#) { match in
      "<\(match.output.1)\(match.output.2 ?? "")>"
    }
  }
}
