import Testing

@testable import Templates

@Suite struct SectionTests {
  @Test func onlyFalseNullAndEmptyListAreFalsey() throws {
    let template = "{{#v}}yes{{/v}}{{^v}}no{{/v}}"
    #expect(try render(template, ["v": true]) == "yes")
    #expect(try render(template, ["v": false]) == "no")
    #expect(try render(template, ["v": nil]) == "no")
    #expect(try render(template, ["v": []]) == "no")
    #expect(try render(template, [:]) == "no")
    // The spec's rule, not JavaScript's: these are true.
    #expect(try render(template, ["v": ""]) == "yes")
    #expect(try render(template, ["v": 0]) == "yes")
    #expect(try render(template, ["v": [:]]) == "yes")
  }

  @Test func objectIsPushedOntoTheContextStack() throws {
    #expect(try render("{{#c}}Hi {{name}}.{{/c}}", ["c": ["name": "Joe"]]) == "Hi Joe.")
  }

  @Test func namesMissingInsideASectionAreLookedUpOutside() throws {
    let data: TemplateValue = [
      "a": "foo", "b": "wrong", "sec": ["b": "bar"], "c": ["d": "baz"],
    ]
    #expect(try render("{{#sec}}{{a}}, {{b}}, {{c.d}}{{/sec}}", data) == "foo, bar, baz")
  }

  @Test func scalarSectionValueIsTheCurrentItem() throws {
    #expect(try render("{{#foo}}{{.}} is {{foo}}{{/foo}}", ["foo": "bar"]) == "bar is bar")
  }

  @Test func listRendersOncePerItemInOrder() throws {
    let data: TemplateValue = ["list": [["item": 1], ["item": 2], ["item": 3]]]
    #expect(try render("{{#list}}{{item}},{{/list}}", data) == "1,2,3,")
  }

  @Test func everyLevelOfNestedListsIsVisible() throws {
    let data: TemplateValue = [
      "tops": [
        [
          "tname": ["upper": "A", "lower": "a"],
          "middles": [["mname": "1", "bottoms": [["bname": "x"], ["bname": "y"]]]],
        ]
      ]
    ]
    let template =
      "{{#tops}}{{#middles}}{{tname.lower}}{{mname}}.{{#bottoms}}{{tname.upper}}{{mname}}{{bname}}.{{/bottoms}}{{/middles}}{{/tops}}"
    #expect(try render(template, data) == "a1.A1x.A1y.")
  }

  @Test func implicitIteratorWalksScalarsAndNestedLists() throws {
    #expect(try render("{{#l}}({{.}}){{/l}}", ["l": ["a", 1, 2.5, "<"]]) == "(a)(1)(2.5)(&lt;)")
    #expect(try render("{{#l}}({{{.}}}){{/l}}", ["l": ["<", "&"]]) == "(<)(&)")
    #expect(
      try render("{{#l}}({{#.}}{{.}}{{/.}}){{/l}}", ["l": [[1, 2, 3], ["a", "b"]]]) == "(123)(ab)")
    #expect(try render("{{#.}}({{value}}){{/.}}", [["value": "a"], ["value": "b"]]) == "(a)(b)")
  }

  @Test func dottedSectionNames() throws {
    #expect(try render("{{#a.b.c}}Here{{/a.b.c}}", ["a": ["b": ["c": true]]]) == "Here")
    #expect(try render("[{{#a.b.c}}Here{{/a.b.c}}]", ["a": ["b": ["c": false]]]) == "[]")
    #expect(try render("[{{#a.b.c}}Here{{/a.b.c}}]", ["a": [:]]) == "[]")
    #expect(try render("{{^a.b.c}}Not here{{/a.b.c}}", ["a": [:]]) == "Not here")
  }

  @Test func invertedSectionRendersOnlyForFalsey() throws {
    #expect(try render("[{{^missing}}none{{/missing}}]") == "[none]")
    #expect(try render("[{{^list}}{{n}}{{/list}}]", ["list": [["n": 1]]]) == "[]")
    #expect(try render("| A {{^b}}B {{^b}}C{{/b}} D{{/b}} E |", ["b": false]) == "| A B C D E |")
    #expect(try render("| A {{^b}}B {{^b}}C{{/b}} D{{/b}} E |", ["b": true]) == "| A  E |")
  }

  @Test func standaloneSectionLinesAreRemoved() throws {
    let data: TemplateValue = ["b": true]
    #expect(
      try render("| This Is\n{{#b}}\n|\n{{/b}}\n| A Line\n", data) == "| This Is\n|\n| A Line\n")
    #expect(
      try render("| This Is\n  {{#b}}\n|\n\t {{/b}}\n| A Line\n", data)
        == "| This Is\n|\n| A Line\n")
    #expect(try render("| This Is\n{{^b}}\n|\n{{/b}}\n| A Line\n", data) == "| This Is\n| A Line\n")
  }

  @Test func standaloneLinesEndingInCRLF() throws {
    #expect(try render("|\r\n{{#b}}\r\n{{/b}}\r\n|", ["b": true]) == "|\r\n|")
  }

  @Test func standaloneNeedsNoLineBeforeOrAfter() throws {
    #expect(try render("  {{#b}}\n#{{/b}}\n/", ["b": true]) == "#\n/")
    #expect(try render("#{{#b}}\n/\n  {{/b}}", ["b": true]) == "#\n/\n")
  }

  @Test func sectionTagsSharingALineKeepTheirWhitespace() throws {
    let data: TemplateValue = ["b": true]
    #expect(try render(" | {{#b}}\t|\t{{/b}} | \n", data) == " | \t|\t | \n")
    #expect(try render(" | {{#b}} {{! Important }}\n {{/b}} | \n", data) == " |  \n  | \n")
    #expect(try render(" {{#b}}YES{{/b}}\n {{#b}}GOOD{{/b}}\n", data) == " YES\n GOOD\n")
    #expect(try render("{{#b}}{{/b}}\nx", data) == "\nx")
  }

  @Test func doubledSectionsAndPadding() throws {
    let template = "{{#b}}\n* first\n{{/b}}\n* {{two}}\n{{#b}}\n* third\n{{/b}}\n"
    #expect(try render(template, ["b": true, "two": "second"]) == "* first\n* second\n* third\n")
    #expect(try render("|{{# b }}={{/ b }}|{{^ c }}={{/ c }}|", ["b": true]) == "|=|=|")
  }

  @Test func deeplyNestedContextsSeeEveryLevel() throws {
    let data: TemplateValue = [
      "a": ["one": 1], "b": ["two": 2], "c": ["three": 3, "d": ["four": 4, "five": 5]],
    ]
    let template = """
      {{#a}}
      {{one}}
      {{#b}}
      {{one}}{{two}}
      {{#c}}
      {{#d}}
      {{one}}{{two}}{{three}}{{four}}
      {{#five}}
      {{.}}{{four}}{{one}}
      {{/five}}
      {{/d}}
      {{/c}}
      {{/b}}
      {{/a}}

      """
    #expect(try render(template, data) == "1\n12\n1234\n541\n")
  }
}
