import SpecimenCore
import Testing

@testable import Markdown

/// Placeholders live in the private-use area and among the C1 controls; what an author writes
/// there must come out as written, or be reported, never be taken for a placeholder.
@Suite struct ReservedCharacterTests {
  /// U+E000 (the filler), U+E100 (the first reference), U+F000 (the first footnote) and a Font
  /// Awesome glyph, in text, headings, code, code blocks, links and alt text.
  static let glyphs = "\u{E000}\u{E100}\u{F000}\u{F015}"

  @Test func privateUseCharactersComeOutAsWritten() {
    let g = Self.glyphs
    let (page, delegate) = render(
      "# Icons \(g)\n\nText \(g) and {{token a}} then \(g).\n\n`code \(g)`\n\n```\nblock \(g)\n```\n\n"
        + "[link \(g)](x.md) ![alt \(g)](i.png)\n")
    #expect(page.diagnostics.isEmpty)
    #expect(delegate.references.map(\.text) == ["token a"])
    #expect(page.headings.first?.text == "Icons \(g)")
    #expect(page.html.contains("Text \(g) and <span class=\"ref\">token a</span> then \(g)."))
    #expect(page.html.contains("<code>code \(g)</code>"))
    #expect(page.html.contains("block \(g)\n</code></pre>"))
    #expect(page.html.contains(">link \(g)</a>"))
    #expect(page.html.contains("alt=\"alt \(g)\""))
  }

  @Test func aParagraphOfPrivateUseCharactersAloneKeepsThem() {
    let (page, _) = render("\u{E100}\u{E101}\n")
    #expect(page.html == "<p>\u{E100}\u{E101}</p>\n")
  }

  @Test func referencesKeepTheirPositionsAfterPrivateUseCharacters() {
    let (_, delegate) = render("\u{F015} {{token a}}\n")
    #expect(delegate.references.first?.location == SourceLocation(file: "page.md", line: 1, column: 3))
  }

  @Test func controlCharactersAreReportedWhereTheyAre() {
    let (page, _) = render("Fine.\n\nIt\u{0091}s here and\u{0092} there.\n")
    #expect(
      page.diagnostics.map(\.description) == [
        "page.md:3:3: error: the control character U+0091 prints as nothing (and 1 more on this page)\n"
          + "hint: delete it; a curly quote saved in the wrong encoding often becomes U+0091 or U+0092"
      ])
  }

  @Test func referencesPastTheLastPlaceholderAreReportedNotDropped() {
    let count = 3_900
    let (page, delegate) = render(String(repeating: "{{t}} ", count: count))
    #expect(delegate.references.count == 3_840)
    #expect(page.diagnostics.count == 1)
    #expect(page.diagnostics.first?.severity == .error)
    #expect(page.diagnostics.first?.location == SourceLocation(file: "page.md", line: 1, column: 3_840 * 6 + 1))
  }

  @Test func footnotesPastTheLastPlaceholderAreReportedNotDropped() {
    let count = 2_310
    let text =
      (0..<count).map { "See[^n\($0)]." }.joined(separator: " ") + "\n\n"
      + (0..<count).map { "[^n\($0)]: Note \($0).\n" }.joined()
    let (page, _) = render(text)
    #expect(page.diagnostics.map(\.message).contains { $0.contains("more than 2304 footnote definitions") })
  }
}

@Suite struct ReservedCharactersInExtensionsTests {
  @Test func tablesFootnotesStrikethroughAndAutolinksKeepPrivateUseCharacters() {
    let g = ReservedCharacterTests.glyphs
    let (page, _) = render(
      "| a \(g) | b |\n| --- | --- |\n| \(g) | ~~\(g)~~ |\n\nNote[^n] at https://example.com/\(g)\n\n[^n]: Says \(g).\n"
    )
    #expect(page.diagnostics.isEmpty)
    #expect(page.html.contains("a \(g)"))
    #expect(page.html.contains("<del>\(g)</del>"))
    #expect(page.html.contains("Says \(g)."))
    #expect(
      !page.html.unicodeScalars.contains { (0xE000...0xF8FF).contains($0.value) && !g.unicodeScalars.contains($0) })
  }
}
