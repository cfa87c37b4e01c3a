import Testing

@testable import Templates

@Suite struct InterpolationTests {
  @Test func textWithoutTagsIsCopied() throws {
    #expect(try render("Hello from {Mustache}!\n") == "Hello from {Mustache}!\n")
  }

  @Test func variableIsReplaced() throws {
    #expect(try render("Hello, {{subject}}!", ["subject": "world"]) == "Hello, world!")
  }

  @Test func valuesAreNotRenderedAgain() throws {
    let data: TemplateValue = ["template": "{{planet}}", "planet": "Earth"]
    #expect(try render("{{template}}: {{planet}}", data) == "{{planet}}: Earth")
  }

  @Test func doubleMustacheEscapesHTML() throws {
    #expect(try render("{{x}}", ["x": "& \" < > '"]) == "&amp; &quot; &lt; &gt; &#39;")
  }

  @Test func tripleMustacheAndAmpersandDoNotEscape() throws {
    let data: TemplateValue = ["x": "<b>&\"</b>"]
    #expect(try render("{{{x}}}", data) == "<b>&\"</b>")
    #expect(try render("{{&x}}", data) == "<b>&\"</b>")
    #expect(try render("{{& x }}|{{{ x }}}", data) == "<b>&\"</b>|<b>&\"</b>")
  }

  @Test func numbersAreWrittenAsShortAsPossible() throws {
    #expect(
      try render(
        "{{a}} {{b}} {{c}} {{d}} {{e}}", ["a": 85, "b": 1.0, "c": 1.210, "d": -0.5, "e": 1e20])
        == "85 1 1.21 -0.5 1e+20")
    #expect(try render("{{{a}}}/{{&a}}", ["a": 1.21]) == "1.21/1.21")
  }

  @Test func nullAndMissingValuesAreEmpty() throws {
    #expect(try render("I ({{cannot}}) be seen!", ["cannot": nil]) == "I () be seen!")
    #expect(try render("I ({{cannot}}) be seen!") == "I () be seen!")
    #expect(try render("I ({{{cannot}}}) ({{&cannot}})") == "I () ()")
  }

  @Test func booleansListsAndObjectsHaveAText() throws {
    let data: TemplateValue = ["t": true, "f": false, "list": [1, "a"], "obj": ["k": 2]]
    #expect(
      try render("{{t}} {{f}} {{{list}}} {{{obj}}}", data) == "true false [1,\"a\"] {\"k\":2}")
  }

  @Test func dottedNameWalksIntoObjects() throws {
    let data: TemplateValue = ["a": ["b": ["c": ["d": ["e": ["name": "Phil"]]]]]]
    #expect(try render("{{a.b.c.d.e.name}}", data) == "Phil")
    #expect(try render("{{person.name}}", ["person": ["name": "Joe"]]) == "Joe")
  }

  @Test func brokenChainIsEmptyAndNeverFallsBackOutward() throws {
    #expect(try render("[{{a.b.c}}]", ["a": [:]]) == "[]")
    // `c` exists at the top, but each part resolves only inside the one before it.
    #expect(try render("[{{a.b.c.name}}]", ["a": ["b": [:]], "c": ["name": "Jim"]]) == "[]")
  }

  @Test func firstPartOfDottedNameSearchesTheStack() throws {
    let data: TemplateValue = [
      "a": ["b": ["c": "Phil"]], "b": ["c": "Wrong"],
    ]
    #expect(try render("{{#a}}{{b.c}}{{/a}}", data) == "Phil")
    // Once `b` is found in `a`, a miss inside it is final.
    #expect(try render("[{{#a}}{{b.c}}{{/a}}]", ["a": ["b": [:]], "b": ["c": "ERROR"]]) == "[]")
  }

  @Test func dottedNameIsNeverOneKey() throws {
    #expect(try render("[{{a.b}}]", ["a.b": "c"]) == "[]")
    #expect(try render("{{a.b}}", ["a.b": "c", "a": ["b": "d"]]) == "d")
  }

  @Test func dotIsTheCurrentValue() throws {
    #expect(try render("Hello, {{.}}!", "world") == "Hello, world!")
    #expect(try render("{{.}}|{{{.}}}", "<&>") == "&lt;&amp;&gt;|<&>")
    #expect(try render("{{.}} mph", 85) == "85 mph")
  }

  @Test func whitespaceAroundAndInsideTagsIsKept() throws {
    #expect(try render("| {{s}} |", ["s": "---"]) == "| --- |")
    #expect(try render("|{{ s }}|{{{ s }}}|{{& s }}|", ["s": "-"]) == "|-|-|-|")
  }

  @Test func interpolationIsNeverStandalone() throws {
    #expect(try render("  {{s}}\n", ["s": "---"]) == "  ---\n")
    #expect(try render("  {{{s}}}\n  {{&s}}\n", ["s": "-"]) == "  -\n  -\n")
  }

  @Test func multibyteTextAndValuesPassThrough() throws {
    #expect(try render("→ {{x}} ←", ["x": "é<ü>"]) == "→ é&lt;ü&gt; ←")
  }
}
