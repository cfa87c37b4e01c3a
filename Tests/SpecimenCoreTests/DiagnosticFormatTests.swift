import Foundation
import Testing

@testable import SpecimenCore

@Suite struct DiagnosticFormatTests {
  let id = Diagnostic.ID("test.example")
  let at = SourceLocation(file: "content/pages/a.md", line: 3, column: 7)

  @Test func jsonKeysInAFixedOrder() {
    let d = Diagnostic.error("unknown key 'titel'", at: at, hint: "did you mean 'title'?", id: id)
    #expect(
      DiagnosticFormat.json(d)
        == #"{"id":"test.example","severity":"error","file":"content/pages/a.md","line":3,"column":7,"#
        + #""message":"unknown key 'titel'","hint":"did you mean 'title'?","notes":[]}"#)
  }

  @Test func jsonWithoutPositionOrHint() {
    let d = Diagnostic.warning("no pages found", at: nil, id: id)
    #expect(
      DiagnosticFormat.json(d)
        == #"{"id":"test.example","severity":"warning","file":null,"line":null,"column":null,"#
        + #""message":"no pages found","hint":null,"notes":[]}"#)
  }

  @Test func jsonNotesHaveNoNotes() {
    let first = SourceLocation(file: "m.yml", line: 1, column: 3)
    let d = Diagnostic.repeated(.error, "two layers", at: at, first: first, id: id)
    let text = DiagnosticFormat.json(d)
    #expect(
      text.hasSuffix(
        #""notes":[{"id":"test.example","severity":"note","file":"m.yml","line":1,"column":3,"#
          + #""message":"the first is here","hint":null}]}"#))
    let object = try? JSONSerialization.jsonObject(with: Data(text.utf8)) as? [String: Any]
    #expect((object?["notes"] as? [[String: Any]])?.first?["notes"] == nil)
  }

  @Test func jsonEscapesControlCharactersAndQuotes() throws {
    let d = Diagnostic.error("bad \"name\"\n\u{1B}[2J\ttab\\", at: SourceLocation(file: "a\u{7}.yml"), id: id)
    let text = DiagnosticFormat.json(d)
    #expect(!text.contains("\n") && !text.contains("\u{1B}") && !text.contains("\u{7}"))
    #expect(text.contains(#""message":"bad \"name\"\n\u001b[2J\ttab\\""#))
    let object = try #require(try JSONSerialization.jsonObject(with: Data(text.utf8)) as? [String: Any])
    #expect(object["message"] as? String == "bad \"name\"\n\u{1B}[2J\ttab\\")
    #expect(object["file"] as? String == "a\u{7}.yml")
  }

  @Test func githubAnnotationWithHint() {
    let d = Diagnostic.error("link to a missing page", at: at, hint: "pages: index.md", id: id)
    #expect(
      DiagnosticFormat.github(d) == [
        "::error file=content/pages/a.md,line=3,col=7,title=test.example::link to a missing page%0Ahint: pages: index.md"
      ])
  }

  @Test func githubEscapesDataAndProperties() {
    let d = Diagnostic.warning(
      "100% wrong: a, b\r\nnext", at: SourceLocation(file: "C:/site,one/a%.md", line: 1, column: 1), id: id)
    let line = DiagnosticFormat.github(d)[0]
    #expect(line.hasPrefix("::warning file=C%3A/site%2Cone/a%25.md,line=1,col=1,title=test.example::"))
    // The message keeps ':' and ',' (only properties escape them); '%' is escaped, and control
    // characters print escaped as in text, so one problem is one line.
    #expect(line.hasSuffix("::100%25 wrong: a, b\\u{D}\\u{A}next"))
    #expect(!line.contains("\n") && !line.contains("\r"))
  }

  @Test func githubWithoutPositionAndNotesAsNotices() {
    let d = Diagnostic.repeated(
      .error, "two component sets", at: nil, first: SourceLocation(file: "f.json", line: 2, column: 1), id: id)
    #expect(
      DiagnosticFormat.github(d) == [
        "::error title=test.example::two component sets",
        "::notice file=f.json,line=2,col=1,title=test.example::the first is here",
      ])
  }

  @Test func githubDataEscaping() {
    #expect(DiagnosticFormat.githubData("a%b\rc\nd") == "a%25b%0Dc%0Ad")
    #expect(DiagnosticFormat.githubProperty("x:y,z%") == "x%3Ay%2Cz%25")
  }

  @Test func textIsTheDescription() {
    let d = Diagnostic.error("boom", at: at, hint: "fix it", id: id)
    #expect(DiagnosticFormat.text.lines(for: d) == [d.description])
  }
}
