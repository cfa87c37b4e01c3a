import SpecimenCore
import Testing

@testable import Templates

@Suite struct ErrorTests {
  @Test func unclosedTagPointsAtItsOpeningDelimiter() throws {
    let error = try #require(syntaxError("line one\n  Hello {{name"))
    #expect(error.kind == .unclosedTag)
    #expect((error.line, error.column) == (2, 9))
    let triple = try #require(syntaxError("x\n {{{raw}}"))
    #expect(triple.kind == .unclosedTag)
    #expect((triple.line, triple.column) == (2, 2))
    // A triple mustache is closed by three braces: the message names the delimiter it lacks.
    #expect(triple.message.contains("'}}}'"))
  }

  @Test func unclosedSectionPointsAtTheOpenTag() throws {
    let error = try #require(syntaxError("<ul>\n  {{#items}}\n  <li>{{.}}</li>\n</ul>\n"))
    #expect(error.kind == .unclosedSection)
    #expect((error.line, error.column) == (2, 3))
    #expect(error.hint == "add {{/items}} where the section ends")
    let inverted = try #require(syntaxError("{{^empty}}nothing"))
    #expect(inverted.kind == .unclosedSection)
  }

  @Test func mismatchedCloseNamesWhatWasOpen() throws {
    let error = try #require(syntaxError("{{#a}}\n{{#b}}x{{/a}}{{/b}}"))
    #expect(error.kind == .mismatchedClose)
    #expect((error.line, error.column) == (2, 8))
    #expect(
      error.message
        == "'{{/a}}' closes 'a', but the open section is 'b' (opened at line 2, column 1)")
    #expect(error.hint == "close 'b' first with {{/b}}")
  }

  @Test func closeWithNothingOpen() throws {
    let error = try #require(syntaxError("text {{/x}}"))
    #expect(error.kind == .unopenedClose)
    #expect((error.line, error.column) == (1, 6))
  }

  @Test func badDelimiterChanges() throws {
    for template in ["{{=<%=}}", "{{=<% %> x=}}", "{{==% %=}}", "{{= =}}"] {
      let error = try #require(syntaxError(template), "\(template)")
      #expect(error.kind == .badDelimiters, "\(template)")
      #expect((error.line, error.column) == (1, 1))
    }
    let unclosed = try #require(syntaxError("a {{=<% %>}}"))
    #expect(unclosed.kind == .unclosedTag)
    #expect((unclosed.line, unclosed.column) == (1, 3))
    #expect(unclosed.message.contains("'=}}'"))
  }

  @Test func emptyTagNames() throws {
    for template in ["{{}}", "{{ }}", "{{#}}{{/}}", "{{^ }}", "{{/}}", "{{>}}", "{{&}}", "{{{ }}}"] {
      let error = try #require(syntaxError(template), "\(template)")
      #expect(error.kind == .emptyName, "\(template)")
    }
  }

  @Test func namesWithWhitespaceOrEmptyParts() throws {
    #expect(syntaxError("{{first name}}")?.kind == .invalidName)
    #expect(syntaxError("{{a..b}}")?.kind == .invalidName)
    #expect(syntaxError("{{#.a}}{{/.a}}")?.kind == .invalidName)
    #expect(syntaxError("{{a.}}")?.kind == .invalidName)
    // Dots are fine in partial names, which are file names.
    #expect(syntaxError("{{>cards/item.html}}") == nil)
  }

  @Test func errorPositionsWithChangedDelimitersAndAfterMultilineTags() throws {
    let error = try #require(syntaxError("{{=<% %>=}}\n<%! one\ntwo %> <%#a%>"))
    #expect(error.kind == .unclosedSection)
    #expect((error.line, error.column) == (3, 8))
    #expect(error.hint == "add <%/a%> where the section ends")
  }

  @Test func columnsCountCharactersNotBytes() throws {
    let error = try #require(syntaxError("héllo → {{#x}}"))
    #expect((error.line, error.column) == (1, 9))
  }

  @Test func tooDeeplyNestedSectionsAreAnError() throws {
    let deep = String(repeating: "{{#a}}", count: 101) + String(repeating: "{{/a}}", count: 101)
    #expect(syntaxError(deep)?.kind == .nestedTooDeeply)
    let fine =
      String(repeating: "{{#a}}", count: 100) + "x" + String(repeating: "{{/a}}", count: 100)
    #expect(syntaxError(fine) == nil)
  }

  @Test func descriptionAndDiagnosticCarryThePosition() throws {
    let error = try #require(syntaxError("\n\n  {{/x}}", name: "templates/page.mustache"))
    #expect(
      error.description
        == "templates/page.mustache:3:3: error: '{{/x}}' closes 'x', but no section is open\n"
        + "hint: remove it, or open the section with {{#x}}")
    let diagnostic = error.diagnostic
    #expect(diagnostic.severity == .error)
    #expect(
      diagnostic.location == SourceLocation(file: "templates/page.mustache", line: 3, column: 3))
    #expect(diagnostic.hint == error.hint)
  }

  @Test func garbageNeverCrashes() {
    let inputs = [
      "{{", "}}", "{{{", "{{!", "{{=", "{{=a", "{{#a}}{{/a", "{{{a}}", "{{{a}", "{{>",
      "{{=| |=}}|", "{{=| |=}}|#a|", "\u{0}{{\u{0}}}", "{{#a}}{{^a}}{{/a}}", "{{=a b=}}a", "{",
    ]
    var rendered = 0
    for input in inputs {
      do {
        _ = try renderMustache(input, context: ["a": [1]])
        rendered += 1
      } catch let error as TemplateSyntaxError {
        // Every refusal says where: a line and column inside the input.
        let lines = input.split(separator: "\n", omittingEmptySubsequences: false).count
        #expect((1...lines).contains(error.line), "\(input.debugDescription): line \(error.line)")
        #expect(
          error.column >= 1 && error.column <= input.utf8.count + 1, "\(input.debugDescription): column \(error.column)"
        )
        #expect(!error.message.isEmpty)
      } catch {
        Issue.record("\(input.debugDescription) threw \(error), not a positioned syntax error")
      }
    }
    // "{", "}}" and "{{#a}}{{^a}}{{/a}}" are text or valid; the rest are syntax errors.
    #expect(rendered == 3)
  }
}

@Suite struct LongLineTests {
  /// A template of one long line: every tag's column is counted on from the tag before.
  @Test func positionsOnOneLongLineAreCharacterColumns() throws {
    let row = "<td>é{{title}}</td>"
    let template = String(repeating: row, count: 20_000) + "{{#open}}"
    let error = try #require(syntaxError(template))
    #expect(error.kind == .unclosedSection)
    #expect((error.line, error.column) == (1, 20_000 * row.count + 1))
  }
}
