import Testing

@testable import Templates

@Suite struct CommentTests {
  @Test func commentsAreRemoved() throws {
    #expect(try render("12345{{! Comment Block! }}67890") == "1234567890")
    #expect(
      try render("12345{{!\n  This is a\n  multi-line comment...\n}}67890\n") == "1234567890\n")
    #expect(try render("12345 {{! Comment Block! }} 67890") == "12345  67890")
  }

  @Test func standaloneCommentLinesAreRemoved() throws {
    #expect(try render("Begin.\n{{! Comment Block! }}\nEnd.\n") == "Begin.\nEnd.\n")
    #expect(try render("Begin.\n  {{! Indented }}\nEnd.\n") == "Begin.\nEnd.\n")
    #expect(try render("Begin.\n  {{!\n    Multi-line\n  }}\nEnd.\n") == "Begin.\nEnd.\n")
    #expect(try render("|\r\n{{! Standalone }}\r\n|") == "|\r\n|")
    #expect(try render("  {{! I'm Still Standalone }}\n!") == "!")
    #expect(try render("!\n  {{! I'm Still Standalone }}") == "!\n")
  }

  @Test func inlineCommentKeepsTheLine() throws {
    #expect(try render("  12 {{! 34 }}\n") == "  12 \n")
  }

  @Test func commentNeverRendersAValueOfTheSameName() throws {
    let data: TemplateValue = ["! comment": 1, "! comment ": 2, "!comment": 3, "comment": 4]
    #expect(try render("comments never show: >{{! comment }}<", data) == "comments never show: ><")
  }
}

@Suite struct DelimiterTests {
  @Test func delimitersCanBeChanged() throws {
    #expect(try render("{{=<% %>=}}(<%text%>)", ["text": "Hey!"]) == "(Hey!)")
    #expect(try render("({{=[ ]=}}[text])", ["text": "It worked!"]) == "(It worked!)")
    #expect(try render("|{{= @   @ =}}|") == "||")
  }

  @Test func newDelimitersApplyToEveryKindOfTag() throws {
    let template = "{{=<% %>=}}<%#s%>[<%{raw}%>|<%&raw%>|<%^no%>x<%/no%>]<%/s%><%! c %><%>p%>"
    let data: TemplateValue = ["s": true, "raw": "<i>"]
    #expect(try render(template, data, partials: ["p": "{{raw}}"]) == "[<i>|<i>|x]&lt;i&gt;")
  }

  @Test func changeLastsToTheEndOfTheTemplateThroughSections() throws {
    let template =
      "[\n{{#section}}\n  {{data}}\n  |data|\n{{/section}}\n\n{{= | | =}}\n|#section|\n  {{data}}\n  |data|\n|/section|\n]\n"
    let expected = "[\n  I got interpolated.\n  |data|\n\n  {{data}}\n  I got interpolated.\n]\n"
    #expect(try render(template, ["section": true, "data": "I got interpolated."]) == expected)
    // A change made inside a section outlives the section.
    #expect(try render("{{#a}}{{=<% %>=}}<%x%><%/a%><%x%>{{x}}", ["a": true, "x": 1]) == "11{{x}}")
  }

  @Test func partialsStartWithDefaultDelimitersAndKeepTheirChanges() throws {
    let partials = ["include": ".{{value}}."]
    #expect(
      try render(
        "[ {{>include}} ]\n{{= | | =}}\n[ |>include| ]\n", ["value": "yes"], partials: partials)
        == "[ .yes. ]\n[ .yes. ]\n")
    let changing = ["include": ".{{value}}. {{= | | =}} .|value|."]
    #expect(
      try render(
        "[ {{>include}} ]\n[ .{{value}}.  .|value|. ]\n", ["value": "yes"], partials: changing)
        == "[ .yes.  .yes. ]\n[ .yes.  .|value|. ]\n")
  }

  @Test func delimiterTagIsStandaloneWhenAloneOnItsLine() throws {
    #expect(try render("| {{=@ @=}} |") == "|  |")
    #expect(try render(" | {{=@ @=}}\n") == " | \n")
    #expect(try render("Begin.\n{{=@ @=}}\nEnd.\n") == "Begin.\nEnd.\n")
    #expect(try render("Begin.\n  {{=@ @=}}\nEnd.\n") == "Begin.\nEnd.\n")
    #expect(try render("|\r\n{{= @ @ =}}\r\n|") == "|\r\n|")
    #expect(try render("  {{=@ @=}}\n=") == "=")
    #expect(try render("=\n  {{=@ @=}}") == "=\n")
  }
}
