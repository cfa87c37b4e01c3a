import Testing

@testable import SpecimenCore

/// The builder records what it writes as pieces, for a reader of the text that would otherwise
/// parse the HTML back.
@Suite struct MarkupPiecesTests {
  @Test func elementsComeByNameWithTheirIdAndTextAsItReads() {
    var attributes = MarkupAttributes()
    attributes.add("class", "row")
    attributes.add("id", "token-a&b")
    let markup = Markup {
      $0.element("h2", ["class": "x", "id": nil, "id": "colours"], text: "Colours & <shades>")
      $0.newline()
      $0.element("tr", attributes: attributes) { $0.element("td", text: "") }
      $0.void("img", ["alt": "A"])
      $0.empty("rect")
      $0.startTag("div", ["id": "open"])
      $0.endTag("div")
    }
    #expect(
      markup.pieces == [
        .start("h2", id: "colours"), .text("Colours & <shades>"), .end("h2"), .text("\n"),
        .start("tr", id: "token-a&b"), .start("td"), .end("td"), .end("tr"), .void("img"), .void("rect"),
        .start("div", id: "open"), .end("div"),
      ])
  }

  /// A token name's line-break opportunities and the spans that keep its parts whole split no
  /// word: they are no pieces, and the text runs on through them.
  @Test func aTokenNamesMarkupIsNoPiece() {
    let markup = Markup {
      $0.text("state/")
      $0.void("wbr")
      $0.element("span", ["class": ThemeClass.namePart.rawValue], text: "error-base")
      $0.element("span", ["class": ThemeClass.tokenPrefix.rawValue, "title": nil], text: "bg/")
      $0.void("wbr", ["class": "shown"])
      $0.element("span", ["class": ThemeClass.namePart.rawValue, "id": "x"], text: "kept")
    }
    #expect(
      markup.pieces == [
        .text("state/"), .text("error-base"), .text("bg/"), .void("wbr"), .start("span", id: "x"), .text("kept"),
        .end("span"),
      ])
  }

  /// A name-part span holding more than text is read as the HTML it is: its end is then the
  /// first `</span>`, as a reader of the HTML finds it.
  @Test func aNamePartSpanHoldingAnElementIsItsMarkup() {
    let markup = Markup {
      $0.element("p") { p in
        p.element("span", ["class": ThemeClass.namePart.rawValue]) { $0.element("b", text: "a") }
      }
    }
    #expect(
      markup.pieces == [.start("p"), .markup("<span class=\"sp-name-part\"><b>a</b></span>"), .end("p")])
  }

  /// Inside a drawing, a script, a style, a button or a template only the tags a reader counts
  /// there are recorded: those of such elements, nested ones too, and markup copied in.
  @Test func insideAnElementWhoseTextIsSkippedOnlyItsKindOfTagIsKept() {
    let drawing = Markup { $0.element("g") { $0.element("text", text: "Label") } }
    let markup = Markup {
      $0.element("svg", ["id": "d"]) { svg in
        svg.element("svg") { $0.empty("rect") }
        svg.append(drawing)
        svg.element("button", text: "Copy")
        svg.appendTrusted("<title>t</title>")
        svg.text("hidden")
      }
      $0.text("after")
    }
    #expect(
      markup.pieces == [
        .start("svg", id: "d"), .start("svg"), .end("svg"), .start("button"), .end("button"),
        .markup("<title>t</title>"), .end("svg"), .text("after"),
      ])
  }

  /// A fragment appended brings its pieces; one spliced as written is markup, or the pieces it
  /// was written in when they are given; two fragments are equal when their bytes are.
  @Test func appendedFragmentsBringTheirPieces() {
    let cell = Markup { $0.element("td", text: "a") }
    var row = Markup()
    row.element("tr") { $0.append(cell) }
    row.appendTrusted("<em>x</em>")
    row.appendTrusted("<b>y</b>", pieces: [.start("b"), .text("y"), .end("b")])
    #expect(
      row.pieces == [
        .start("tr"), .start("td"), .text("a"), .end("td"), .end("tr"), .markup("<em>x</em>"), .start("b"),
        .text("y"), .end("b"),
      ])
    #expect(Markup(trusted: "<td>a</td>") == cell)
    #expect(Markup(trusted: "").pieces.isEmpty)
  }
}
