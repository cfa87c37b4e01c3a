import Foundation
import SpecimenCore
import Testing

@testable import Markdown

/// Positions on very long lines and references that never close: linear work, true columns.
@Suite struct LongLineTests {
  @Test func columnsCountCharactersOnNonASCIILines() {
    let lines = SourceLines(Array("abc\nÄö [x](y) 😀 [z](w)\n".utf8), file: "page.md")
    #expect(lines.characterColumn(line: 1, byteColumn: 3) == 3)
    #expect(lines.characterColumn(line: 2, byteColumn: 6) == 4)  // after Ä (2 bytes) and ö (2 bytes)
    #expect(lines.characterColumn(line: 2, byteColumn: 19) == 14)  // after the 4-byte emoji
  }

  @Test func manyLinksOnOneLineGetTheirColumns() {
    let count = 20_000
    let text = "é " + String(repeating: "[a](b.md) ", count: count)
    let clock = ContinuousClock()
    let start = clock.now
    let (_, delegate) = render(text)
    #expect(clock.now - start < .seconds(20))
    #expect(delegate.destinations.count == count)
    #expect(
      delegate.destinations.last?.location == SourceLocation(file: "page.md", line: 1, column: 3 + 10 * (count - 1)))
  }

  @Test func anUnclosedReferenceWarnsOncePerLineOutsideCode() {
    let (result, delegate) = render("See {{token a and {{token b.\n\n`{{ code` and \\{{ escaped.\n\n{{token c}}\n")
    #expect(
      result.diagnostics.map(\.description) == [
        "page.md:1:5: warning: '{{' is never closed on this line, so it is shown as text\nhint: close the reference with '}}' on the same line, or write '\\{{' for literal braces"
      ])
    #expect(delegate.references.map(\.text) == ["token c"])
  }

  @Test func manyUnclosedBracesStayLinear() {
    let clock = ContinuousClock()
    let start = clock.now
    let (result, _) = render(String(repeating: "{{ ", count: 200_000))
    #expect(clock.now - start < .seconds(20))
    #expect(result.diagnostics.count == 1)
  }

  /// Quotes in markup text are strings only inside a tag; finding the tag reads each byte once,
  /// not back to the last `<` for every quote (which took minutes for a 320 KB block).
  @Test func markupQuotesAreCheckedInOnePass() {
    let code = String(repeating: "say \"hi\" ", count: 40_000) + "<a href=\"x\">"
    var scanner = HighlightScanner(code, grammar: Grammar.markupLanguage)
    scanner.run()
    #expect(scanner.angleScanned <= code.utf8.count)
    let html = String(decoding: scanner.out, as: UTF8.self)
    #expect(html.hasSuffix("<span class=\"tok-attr\">href</span>=<span class=\"tok-string\">&quot;x&quot;</span>&gt;"))
    #expect(!html.hasPrefix("say <span"))
  }
}
