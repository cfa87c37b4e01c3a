import Markdown
import SpecimenCore
import Testing

@testable import Site

/// The search index reads a page's text from the pieces its body was rendered in; what it reads
/// is what reading the body's HTML whole reads.
@Suite struct ArticleTextTests {
  /// Answers a fenced block with markup as directives write it: a token table whose rows have
  /// ids and whose names carry the line-break markup, a drawing, a button; a reference with a span.
  final class DirectiveLikeDelegate: MarkdownDelegate {
    func fencedBlock(
      info: String, body: String, at location: SourceLocation, into diagnostics: inout Diagnostics
    ) -> Markup? {
      guard info == "tokens" else { return nil }
      var html = HTML()
      html.element("svg") { $0.element("text", text: "Drawn Label") }
      html.element("button", text: "Copy")
      html.table(
        .propertiesTable, caption: "Colours & more", columns: [HTML.columnHeading("Token")],
        rows: { rows in
          for name in body.split(separator: "\n") {
            rows.row(["id": "token-\(name)"]) { row in
              row.element("th") { $0.element("code") { $0.pathText(String(name)) } }
              row.element("td", text: "#E1E4EA & \(name)")
            }
          }
        })
      return html
    }

    func inlineReference(_ reference: String, at location: SourceLocation, into diagnostics: inout Diagnostics)
      -> Markup
    {
      Markup { $0.element("span", ["class": "ref"], text: "<\(reference)>") }
    }

    func destination(
      _ url: String, isImage: Bool, at location: SourceLocation, into diagnostics: inout Diagnostics
    ) -> String { url }
  }

  static let documents = [
    "## Usage {#usage}\n\nSay *don't* use **AT&T** or `a < b`, see [the guide](g.md).\nNext line.\n",
    "```tokens\nbg/soft-200\nstate/error/base-500\n```\n\nAfter the table {{token bg/soft-200}} and more.\n",
    "### Setext\nheading\n---\n\n- tight *one*\n- two\n  1. nested\n\n> Quote & text\n\n![Alt words](a.png)\n",
    "<div>\n<h2 id=\"raw\">Raw <em>heading</em></h2>\n</div>\n\nText &amp;amp; <svg><text>hidden</text></svg> shown\n",
    "| Name | Value |\n| - | - |\n| `x` | y & z |\n\nFootnote[^n].\n\n[^n]: Note text.\n\n```swift\nlet a = 1\n```\n",
    "<script>\nlet hidden = 1\n\n</script>\n\nVisible after a script with a blank line.\n",
  ]

  @Test(arguments: documents, [false, true])
  func piecesReadAsTheWholeHTMLReads(markdown: String, unsafe: Bool) throws {
    let body = Self.render(markdown, unsafe: unsafe)
    let written = try #require(body.pieces)
    let fromPieces = try #require(ArticleText.pieces(of: written))
    var fromHTML: [ArticleText.Piece] = []
    ArticleText.scan(body.html) { fromHTML.append($0) }
    #expect(fromPieces == fromHTML)
    #expect(!fromPieces.isEmpty)
  }

  @Test func aTokenTableGivesPlacesByRowAndWholeNames() throws {
    let body = Self.render("## Colours\n\n```tokens\nbg/soft-200\n```\n", unsafe: false)
    let written = try #require(body.pieces)
    let pieces = try #require(ArticleText.pieces(of: written))
    #expect(
      pieces == [
        .place(anchor: "colours", label: "Colours"), .heading("Colours"), .text("Colours & more"),
        .text("Token"), .place(anchor: "token-bg/soft-200", label: "bg/soft-200"), .text("bg/soft-200"),
        .text("#E1E4EA & bg/soft-200"),
      ])
  }

  /// A heading the writer gives by name and id is a place without its tag being read.
  @Test func aHeadingPieceOpensAPlaceAtItsId() throws {
    let pieces = try #require(
      ArticleText.pieces(of: [
        .start("h2", id: "a&b"), .text("Size "), .start("code"), .text("<sm>"), .end("code"), .end("h2"),
        .start("h5", id: "deep"), .text("Not a place"), .end("h5"),
      ]))
    #expect(
      pieces == [.place(anchor: "a&b", label: "Size <sm>"), .heading("Size <sm>"), .text("Not a place")])
  }

  /// Text runs on across pieces: an entity begun in markup and ended in Markdown's text is one.
  @Test func aRunOfTextIsDecodedOnceWhateverPiecesItComesIn() throws {
    let pieces = try #require(
      ArticleText.pieces(of: [.start("p"), .markup("AT&am"), .text("p;T & co"), .markup("<b>x</b>"), .end("p")]))
    #expect(pieces == [.text("AT&T & co"), .text("x")])
  }

  /// Raw HTML can leave a tag open for Markdown's text to fall inside: then the pieces are not
  /// read apart, and the record reads the HTML.
  @Test func aTagLeftOpenAcrossPiecesIsReadFromTheHTML() throws {
    #expect(ArticleText.pieces(of: [.markup("<p title=\"a"), .text("b"), .markup("\">c</p>")]) == nil)
    #expect(ArticleText.pieces(of: [.markup("<span class=\"sp-name-part\">a"), .markup("b</span>")]) == nil)
    let body = Self.render("<div title=\"x\n\n*y*\">z</div>\n", unsafe: true)
    let written = try #require(body.pieces)
    #expect(ArticleText.pieces(of: written) == nil)
    let page = SearchPage(url: "a/", title: "A", summary: nil, body: body, drawnNames: [])
    let whole = SearchPage(url: "a/", title: "A", summary: nil, html: body.html, drawnNames: [])
    #expect(page == whole)
  }

  static func render(_ markdown: String, unsafe: Bool) -> RenderedMarkdown {
    var diagnostics = Diagnostics()
    return MarkdownDocument.render(
      markdown, file: "page.md", options: MarkdownOptions(unsafeHTML: unsafe, writesPieces: true),
      delegate: DirectiveLikeDelegate(), headingIDs: HeadingIDs(), into: &diagnostics)
  }
}
