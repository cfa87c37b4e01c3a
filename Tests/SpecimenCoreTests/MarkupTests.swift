import Testing

@testable import SpecimenCore

@Suite struct MarkupTests {
  /// Text and attribute values from content never become markup, whichever way they are written.
  @Test func textAndAttributeValuesAreEscapedAsTheyAreWritten() {
    let label = "Tom & Jerry's \"<Card>\""
    var gathered = MarkupAttributes()
    gathered.add("aria-label", label)
    let markup = Markup {
      $0.element("p", ["title": label], text: label)
      $0.empty("rect", attributes: gathered)
      $0.element("text", attributes: gathered) { $0.text(label) }
    }
    let escaped = "Tom &amp; Jerry&#39;s &quot;&lt;Card&gt;&quot;"
    #expect(
      markup.markup
        == "<p title=\"\(escaped)\">\(escaped)</p><rect aria-label=\"\(escaped)\"/>"
        + "<text aria-label=\"\(escaped)\">\(escaped)</text>")
  }

  /// Text escaped straight into a fragment's bytes is what `Escape.html` makes of it: each of the
  /// five characters at either end, side by side and between other scripts, the rest as it is.
  @Test func textEscapedIntoBytesIsTheEscapedText() {
    let texts = ["", "plain", "&", "<>", "\"'", "a&b<c>d\"e'f", "&&", "é<ü>😀&", "x'", "'x", "&lt;"]
    for text in texts {
      var bytes = Array("[".utf8)
      Escape.appendHTML(text, to: &bytes)
      #expect(String(decoding: bytes, as: UTF8.self) == "[" + Escape.html(text), "\(text)")
      #expect(Markup { $0.text(text) }.utf8 == Array(Escape.html(text).utf8))
      #expect(Markup { $0.empty("g", ["data-x": text]) }.markup == "<g data-x=\"\(Escape.html(text))\"/>")
    }
  }

  /// Attributes keep the order they were added in; nil leaves one out; bare ones have no value.
  @Test func attributesKeepTheirOrderAndNilOnesAreLeftOut() {
    var attributes: MarkupAttributes = ["href": "#fn-1", "id": nil]
    attributes.addBare("data-footnote-ref")
    attributes.add("x", number: -0.001)
    attributes.add("y", number: 2.50)
    var more = MarkupAttributes()
    more.add("class", "a")
    attributes.add(more)
    #expect(
      Markup { $0.element("a", attributes: attributes, text: "1") }.markup
        == "<a href=\"#fn-1\" data-footnote-ref x=\"0\" y=\"2.5\" class=\"a\">1</a>")
  }

  /// A link or image from content reaches the page only as http(s), mailto or a relative URL.
  @Test func unsafeURLsAreDroppedFromHrefAndSrc() {
    let markup = Markup {
      $0.element("a", ["href": "javascript:alert(1)", "class": "x"], text: "a")
      $0.void("img", ["src": "data:text/html,hi", "alt": "b"])
      $0.empty("use", ["href": "#sp1-i1"])
    }
    #expect(markup.markup == "<a class=\"x\">a</a><img alt=\"b\"><use href=\"#sp1-i1\"/>")
  }

  /// The three ways an element may end: HTML's void, XML's empty, and cmark's `<br />` style.
  @Test func elementsWithoutContentEndAsTheirLanguageWrites() {
    var checkbox: MarkupAttributes = ["type": "checkbox"]
    checkbox.add("disabled", "")
    let markup = Markup {
      $0.void("wbr")
      $0.empty("circle", ["r": "2"])
      $0.voidAsCmarkWrites("input", attributes: checkbox)
      $0.startTag("h2", ["id": "a"])
      $0.endTag("h2")
    }
    #expect(markup.markup == "<wbr><circle r=\"2\"/><input type=\"checkbox\" disabled=\"\" /><h2 id=\"a\"></h2>")
  }

  /// Numbers: at most two decimals, no trailing zeros, no "-0", and never a trap on huge values.
  @Test func numbersAreWrittenOneWay() {
    #expect(Markup.number(44) == "44")
    #expect(Markup.number(0.125) == "0.13")
    #expect(Markup.number(-0.004) == "0")
    #expect(Markup.number(-12.5) == "-12.5")
    #expect(Markup.number(.nan) == "0")
    #expect(Markup.number(1e17) == "100000000000000000")
    #expect(Markup.numbers([0, -1.5, 24]) == "0 -1.5 24")
  }

  /// Splicing is explicit: what `init(trusted:)` holds is written as it is.
  @Test func trustedFragmentsAreSplicedAsTheyAre() {
    var markup = Markup(trusted: "<b>x</b>")
    markup.appendTrusted("<i>y</i>")
    markup.text("<z>")
    #expect(markup.markup == "<b>x</b><i>y</i>&lt;z&gt;")
  }
}
