import Testing

@testable import Templates

/// The optional inheritance module: `{{<parent}}` renders a partial whose `{{$block}}`s the
/// tag's own blocks replace. One test per case of the spec's module, in our words.
@Suite struct InheritanceTests {
  @Test func blockOutsideAParentRendersItsDefault() throws {
    #expect(try render("{{$title}}Default title{{/title}}\n") == "Default title\n")
    #expect(try render("{{$foo}}default {{bar}} content{{/foo}}\n", ["bar": "baz"]) == "default baz content\n")
    #expect(
      try render("{{$foo}}default {{{bar}}} content{{/foo}}\n", ["bar": "<baz>"])
        == "default <baz> content\n")
    #expect(
      try render("{{$foo}}default {{#bar}}{{baz}}{{/bar}} content{{/foo}}\n", ["bar": ["baz": "qux"]])
        == "default qux content\n")
    #expect(
      try render("{{$foo}}default {{^bar}}{{baz}}{{/bar}} content{{/foo}}\n", ["baz": "three"])
        == "default three content\n")
  }

  @Test func valuesAreNotParsedAsTemplates() throws {
    #expect(
      try render("{{$foo}}default {{#bar}}{{baz}}{{/bar}} content{{/foo}}\n", ["bar": ["baz": "{{qux}}"]])
        == "default {{qux}} content\n")
  }

  @Test func parentWithoutArgumentsRendersItsDefaults() throws {
    #expect(
      try render("{{<include}}{{/include}}\n", partials: ["include": "{{$foo}}default content{{/foo}}"])
        == "default content")
    let parent = ["parent": "{{$foo}}default content{{/foo}}"]
    #expect(try render("{{>parent}}|{{<parent}}{{/parent}}", partials: parent) == "default content|default content")
  }

  @Test func argumentReplacesTheBlockOfItsName() throws {
    #expect(
      try render(
        "{{<super}}{{$title}}sub template title{{/title}}{{/super}}",
        partials: ["super": "...{{$title}}Default title{{/title}}..."]) == "...sub template title...")
    #expect(
      try render(
        "test {{<parent}}{{$stuff}}override{{/stuff}}{{/parent}}",
        partials: ["parent": "{{$stuff}}...{{/stuff}}"]) == "test override")
    #expect(
      try render(
        "{{<parent}}{{$stuff2}}override two{{/stuff2}}{{/parent}}",
        partials: ["parent": "{{$stuff}}new default one{{/stuff}}, {{$stuff2}}new default two{{/stuff2}}"])
        == "new default one, override two")
  }

  @Test func dataNeverReplacesABlock() throws {
    let include = ["include": "{{$var}}var in include{{/var}}"]
    #expect(
      try render("{{<include}}{{$var}}var in template{{/var}}{{/include}}", ["var": "var in data"], partials: include)
        == "var in template")
    #expect(try render("{{<include}}{{/include}}", ["var": "var in data"], partials: include) == "var in include")
  }

  @Test func eachParentTagPassesItsOwnArguments() throws {
    let parent = ["parent": "|{{$stuff}}...{{/stuff}}{{$default}} default{{/default}}|"]
    #expect(
      try render(
        "test {{<parent}}{{$stuff}}override1{{/stuff}}{{/parent}} {{<parent}}{{$stuff}}override2{{/stuff}}{{/parent}}\n",
        partials: parent) == "test |override1 default| |override2 default|\n")
  }

  @Test func argumentOnItsOwnLinesKeepsItsNewlines() throws {
    #expect(
      try render(
        "{{<parent}}{{$ballmer}}\npeaked\n\n:(\n{{/ballmer}}{{/parent}}",
        partials: ["parent": "{{$ballmer}}peaking{{/ballmer}}"]) == "peaked\n\n:(\n")
  }

  @Test func inlineArgumentTakesTheIndentationOfItsPlace() throws {
    #expect(
      try render(
        "{{<parent}}{{$nineties}}hammer time{{/nineties}}{{/parent}}",
        partials: ["parent": "stop:\n  {{$nineties}}collaborate and listen{{/nineties}}\n"])
        == "stop:\n  hammer time\n")
  }

  @Test func argumentsPassDownThroughParentsOfParents() throws {
    let partials = [
      "parent": "{{$foo}}default content{{/foo}} {{$bar}}{{<parent2}}{{/parent2}}{{/bar}}",
      "parent2": "{{$foo}}parent2 default content{{/foo}} {{<parent}}{{$bar}}don't recurse{{/bar}}{{/parent}}",
    ]
    #expect(
      try render("{{<parent}}{{$foo}}override{{/foo}}{{/parent}}", partials: partials)
        == "override override override don't recurse")
  }

  @Test func theOutermostArgumentWins() throws {
    let chain = [
      "parent": "{{<older}}{{$a}}p{{/a}}{{/older}}",
      "older": "{{<grandParent}}{{$a}}o{{/a}}{{/grandParent}}",
      "grandParent": "{{$a}}g{{/a}}",
    ]
    #expect(try render("{{<parent}}{{$a}}c{{/a}}{{/parent}}", partials: chain) == "c")
    #expect(try render("{{<parent}}{{/parent}}", partials: chain) == "p")
  }

  @Test func textInsideAParentIsIgnored() throws {
    let parent = ["parent": "{{$foo}}default content{{/foo}}"]
    #expect(try render("{{<parent}} asdfasd {{$foo}}hmm{{/foo}} asdfasdfasdf {{/parent}}", partials: parent) == "hmm")
    #expect(try render("{{<parent}} asdfasd asdfasdfasdf {{/parent}}", partials: parent) == "default content")
  }

  @Test func argumentRendersInTheContextOfTheBlockItReplaces() throws {
    let data: TemplateValue = ["fruit": "apples", "nested": ["fruit": "bananas"]]
    #expect(
      try render(
        "{{<parent}}{{$block}}I say {{fruit}}.{{/block}}{{/parent}}", data,
        partials: ["parent": "{{#nested}}{{$block}}You say {{fruit}}.{{/block}}{{/nested}}"])
        == "I say bananas.")
  }

  @Test func parentTagPairAloneOnItsLineIsStandalone() throws {
    #expect(try render("Hi,\n  {{<parent}}{{/parent}}\n", partials: ["parent": "one\ntwo\n"]) == "Hi,\n  one\n  two\n")
  }

  @Test func blockTagPairAloneOnItsLineIsStandalone() throws {
    #expect(
      try render(
        "{{<parent}}{{$block}}\none\ntwo{{/block}}\n{{/parent}}\n",
        partials: ["parent": "Hi,\n  {{$block}}{{/block}}\n"]) == "Hi,\n  one\n  two\n")
  }

  @Test func argumentLosesItsIndentationAndTakesTheBlocks() throws {
    #expect(
      try render(
        "{{<parent}}{{$block}}\n    one\n    two\n{{/block}}{{/parent}}\n",
        partials: ["parent": "Hi,\n  {{$block}}\n  {{/block}}\n"]) == "Hi,\n  one\n  two\n")
  }

  @Test func defaultContentSetsTheIndentationOfItsBlock() throws {
    let parent = ["parent": "Hi,\n{{$block}}\n  default\n{{/block}}\n"]
    #expect(
      try render("{{<parent}}{{$block}}\none\ntwo\n{{/block}}{{/parent}}\n", partials: parent)
        == "Hi,\n  one\n  two\n")
    #expect(try render("{{<parent}}{{/parent}}\n", partials: parent) == "Hi,\n  default\n")
  }

  @Test func nestedBlocksAreReindentedInsideTheirBlock() throws {
    let partials = [
      "parent":
        "{{<grandparent}}{{$block}}\n  one\n  {{$nested}}\n    two\n  {{/nested}}\n{{/block}}{{/grandparent}}\n",
      "grandparent": "{{$block}}default{{/block}}",
    ]
    #expect(
      try render("{{<parent}}{{$nested}}\nthree\n{{/nested}}{{/parent}}\n", partials: partials) == "one\n  three\n")
  }

  @Test func parentTagsAreCheckedLikeSections() {
    #expect(syntaxError("{{<page}}{{$main}}x{{/page}}")?.kind == .mismatchedClose)
    #expect(syntaxError("{{<page}}{{$main}}x{{/main}}")?.kind == .unclosedSection)
    #expect(syntaxError("{{$}}{{/}}")?.kind == .emptyName)
  }

  @Test func parentNamesAreReferencesButDynamicNamesAreNot() throws {
    let template = try Template("{{<base}}{{/base}}\n{{>*item}}\n{{<*layout}}{{/*layout}}")
    #expect(template.partialNames == ["base"])
  }

  @Test func blockThatReplacesItselfEndsWithAnError() {
    #expect(throws: TemplateRenderError.self) {
      try render("{{<p}}{{$a}}[{{$a}}{{/a}}]{{/a}}{{/p}}", partials: ["p": "{{$a}}{{/a}}"])
    }
  }
}

/// The optional dynamic-names module: `{{>*name}}` renders the partial that `name` names.
@Suite struct DynamicNameTests {
  @Test func partialNameComesFromTheData() throws {
    #expect(
      try render("\"{{>*dynamic}}\"", ["dynamic": "content"], partials: ["content": "Hello, world!"])
        == "\"Hello, world!\"")
    #expect(
      try render(
        "\"{{>*dynamic}}\"", ["dynamic": "content", "*dynamic": "wrong"],
        partials: ["content": "Hello, world!", "wrong": "Invisible"]) == "\"Hello, world!\"")
    #expect(
      try render(
        "\"{{>*example}}\"", ["text": "Hello, world!", "example": "partial"], partials: ["partial": "*{{text}}*"])
        == "\"*Hello, world!*\"")
  }

  @Test func missingNameOrPartialRendersNothing() throws {
    #expect(try render("\"{{>*missing}}\"", partials: ["missing": "Hello, world!"]) == "\"\"")
    #expect(try render("\"{{>*dynamic}}\"", ["dynamic": "content"], partials: ["foobar": "Hello, world!"]) == "\"\"")
  }

  @Test func dottedNamesResolveWholeBeforeTheyNameAPartial() throws {
    let partial = ["partial": "*{{text}}*"]
    #expect(
      try render(
        "\"{{>*foo.bar.baz}}\"", ["text": "Hello, world!", "foo": ["bar": ["baz": "partial"]]], partials: partial)
        == "\"*Hello, world!*\"")
    #expect(
      try render(
        "\"{{>*foo.bar.baz}}\"", ["text": "Hello, world!", "foo": "test", "test": ["bar": ["baz": "partial"]]],
        partials: partial) == "\"\"")
    #expect(
      try render(
        "\"{{>*foo.bar.baz}}\"", ["foo": ["text": "Hello, world!", "bar": ["baz": "partial"]]], partials: partial)
        == "\"**\"")
  }

  @Test func dottedNamesDoNotPushAContext() throws {
    let section2: TemplateValue = ["dynamic": "partial", "value": "section2"]
    let template = "{{#section1}}{{>*section2.dynamic}}{{/section1}}"
    #expect(
      try render(
        template, ["section1": ["value": "section1"], "section2": section2], partials: ["partial": "\"{{value}}\""])
        == "\"section1\"")
    #expect(
      try render(
        template, ["value": "test", "section1": [1, 2], "section2": section2], partials: ["partial": "{{value}}"])
        == "testtest")
    #expect(
      try render(template, ["section1": [1, 2], "section2": section2], partials: ["partial": "\"{{value}}\""])
        == "\"\"\"\"")
  }

  @Test func dynamicPartialsRecurse() throws {
    let data: TemplateValue = ["template": "node", "content": "X", "nodes": [["content": "Y", "nodes": []]]]
    #expect(
      try render("{{>*template}}", data, partials: ["node": "{{content}}<{{#nodes}}{{>*template}}{{/nodes}}>"])
        == "X<Y<>>")
  }

  @Test func aNameIsDereferencedOnce() throws {
    let content = ["content": "Hello, world!"]
    #expect(try render("\"{{>**dynamic}}\"", ["dynamic": "test", "test": "content"], partials: content) == "\"\"")
    #expect(
      try render("\"{{>*foo.*bar}}\"", ["foo": "fizz", "bar": "buzz", "fizz": ["buzz": "content"]], partials: content)
        == "\"\"")
  }

  @Test func whitespaceAndIndentationAsForPartials() throws {
    #expect(try render("| {{>*partial}} |", ["partial": "foobar"], partials: ["foobar": "\t|\t"]) == "| \t|\t |")
    #expect(
      try render("  {{data}}  {{>*dynamic}}\n", ["dynamic": "partial", "data": "|"], partials: ["partial": ">\n>"])
        == "  |  >\n>\n")
    #expect(try render("|\r\n{{>*dynamic}}\r\n|", ["dynamic": "partial"], partials: ["partial": ">"]) == "|\r\n>|")
    #expect(try render("  {{>*dynamic}}\n>", ["dynamic": "partial"], partials: ["partial": ">\n>"]) == "  >\n  >>")
    #expect(try render(">\n  {{>*dynamic}}", ["dynamic": "partial"], partials: ["partial": ">\n>"]) == ">\n  >\n  >")
    #expect(
      try render(
        "\\\n {{>*dynamic}}\n/\n", ["dynamic": "partial", "content": "<\n->"],
        partials: ["partial": "|\n{{{content}}}\n|\n"])
        == "\\\n |\n <\n->\n |\n/\n")
    #expect(try render("|{{> * dynamic }}|", ["dynamic": "partial"], partials: ["partial": "[]"]) == "|[]|")
  }

  @Test func parentNameCanBeDynamic() throws {
    #expect(
      try render(
        "{{<*layout}}{{$a}}mine{{/a}}{{/*layout}}", ["layout": "base"], partials: ["base": "[{{$a}}theirs{{/a}}]"])
        == "[mine]")
  }
}
