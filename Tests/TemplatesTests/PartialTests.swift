import Testing

@testable import Templates

@Suite struct PartialTests {
  @Test func partialRendersInTheCurrentContext() throws {
    #expect(try render("\"{{>text}}\"", partials: ["text": "from partial"]) == "\"from partial\"")
    #expect(
      try render("\"{{>p}}\"", ["text": "content"], partials: ["p": "*{{text}}*"])
        == "\"*content*\"")
    #expect(
      try render("{{#c}}{{>p}}{{/c}}", ["c": ["text": "inner"]], partials: ["p": "{{text}}"])
        == "inner")
  }

  @Test func missingPartialRendersNothing() throws {
    #expect(try render("\"{{>text}}\"") == "\"\"")
    #expect(try render("a\n  {{>nothing}}\nb") == "a\nb")
  }

  @Test func partialsNestAndRecurse() throws {
    let nested = ["outer": "*{{a}} {{>inner}}*", "inner": "{{b}}!"]
    #expect(
      try render("{{>outer}}", ["a": "hello", "b": "world"], partials: nested) == "*hello world!*")
    let data: TemplateValue = ["content": "X", "nodes": [["content": "Y", "nodes": []]]]
    let tree = ["node": "{{content}}<{{#nodes}}{{>node}}{{/nodes}}>"]
    #expect(try render("{{>node}}", data, partials: tree) == "X<Y<>>")
  }

  @Test func inlinePartialIsNotIndented() throws {
    #expect(try render("| {{>p}} |", partials: ["p": "\t|\t"]) == "| \t|\t |")
    #expect(
      try render("  {{data}}  {{> p}}\n", ["data": "|"], partials: ["p": ">\n>"]) == "  |  >\n>\n")
    #expect(try render("|{{> p }}|", partials: ["p": "[]"]) == "|[]|")
  }

  @Test func standalonePartialIndentsEveryLineOfItsTemplate() throws {
    let partials = ["p": "|\n{{{content}}}\n|\n"]
    // Lines of the partial are indented; lines inside an interpolated value are not.
    #expect(
      try render("\\\n {{>p}}\n/\n", ["content": "<\n->"], partials: partials)
        == "\\\n |\n <\n->\n |\n/\n")
    #expect(try render("  {{>p}}\n>", partials: ["p": ">\n>"]) == "  >\n  >>")
    #expect(try render(">\n  {{>p}}", partials: ["p": ">\n>"]) == ">\n  >\n  >")
    #expect(try render("|\r\n{{>p}}\r\n|", partials: ["p": ">"]) == "|\r\n>|")
  }

  @Test func indentationAddsUpThroughNestedStandalonePartials() throws {
    let partials = ["outer": "a\n  {{>inner}}\nb\n", "inner": "x\ny\n"]
    #expect(try render("  {{>outer}}\n", partials: partials) == "  a\n    x\n    y\n  b\n")
  }

  @Test func indentationSkipsEmptyLinesAndRepeatsInSections() throws {
    #expect(
      try render("  {{>p}}\n", partials: ["p": "a\n\nb\r\n\r\nc\n"]) == "  a\n\n  b\r\n\r\n  c\n")
    let list: TemplateValue = ["list": [1, 2]]
    #expect(
      try render("\t{{>p}}\n", list, partials: ["p": "{{#list}}\n<li>{{.}}</li>\n{{/list}}\n"])
        == "\t<li>1</li>\n\t<li>2</li>\n")
    // A line that starts with a tag is indented even when the tag renders nothing.
    #expect(try render("  {{>p}}\n", partials: ["p": "a\n{{missing}}\nb\n"]) == "  a\n  \n  b\n")
  }

  @Test func partialNamesAndReferencesInSourceOrder() throws {
    let template = try Template("{{>header}}\n{{#items}}\n  {{> item }}\n{{/items}}{{>header}}")
    #expect(template.partialNames == ["header", "item"])
    #expect(
      template.partialReferences == [
        PartialReference(name: "header", line: 1, column: 1),
        PartialReference(name: "item", line: 3, column: 3),
        PartialReference(name: "header", line: 4, column: 11),
      ])
  }

  @Test func sourcePartialsAreCompiledOncePerRender() throws {
    var requests: [String] = []
    let template = try Template("{{#l}}{{>item}}{{/l}}")
    let output = try template.render(["l": [1, 2, 3]]) { name in
      requests.append(name)
      return "<{{.}}>"
    }
    #expect(output == "<1><2><3>")
    #expect(requests == ["item"])
  }

  @Test func libraryRendersWithCompiledPartials() throws {
    var library = try TemplateLibrary(sources: [
      "page": "<main>{{>card}}</main>",
      "card": "<h2>{{title}}</h2>",
    ])
    library.add(try Template("<b>{{title}}</b>"), as: "bold")
    #expect(library.names == ["bold", "card", "page"])
    #expect(try library.render("page", ["title": "Toggle"]) == "<main><h2>Toggle</h2></main>")
    let direct = try Template("{{>bold}}|{{>card}}").render(["title": "A&B"], library: library)
    #expect(direct == "<b>A&amp;B</b>|<h2>A&amp;B</h2>")
    #expect(throws: TemplateRenderError.self) { try library.render("nope", [:]) }
  }

  /// The bytes a page is written from are the text's, whatever room was asked for.
  @Test func libraryRendersTheSameTextAsBytes() throws {
    let library = try TemplateLibrary(sources: ["card": "<h2>{{title}}</h2>\n  {{{body}}}"])
    let page = try Template("<main>\n  {{>card}}\n</main>{{#rows}}<i>{{.}}</i>{{/rows}}")
    let context: TemplateValue = ["title": "A&B — ü", "body": "<p>x\ny</p>", "rows": ["1", "東京"]]
    let text = try page.render(context, library: library)
    for capacity in [0, 4, 1 << 20] {
      #expect(try page.renderUTF8(context, library: library, capacity: capacity) == Array(text.utf8))
    }
  }

  @Test func libraryRendersTheSameFromManyTasks() async throws {
    let library = try TemplateLibrary(sources: [
      "page": "{{#rows}}{{>row}}{{/rows}}", "row": "<tr><td>{{name}}</td></tr>\n",
    ])
    let outputs = try await withThrowingTaskGroup(of: (Int, String).self) { group in
      for index in 0..<32 {
        group.addTask {
          let rows: TemplateValue = .array((0...index).map { ["name": .string("row \($0)")] })
          return (index, try library.render("page", ["rows": rows]))
        }
      }
      var outputs: [Int: String] = [:]
      for try await (index, output) in group { outputs[index] = output }
      return outputs
    }
    for (index, output) in outputs {
      let expected = (0...index).map { "<tr><td>row \($0)</td></tr>\n" }.joined()
      #expect(output == expected)
    }
  }

  @Test func partialThatNeverStopsIsAnErrorNotACrash() throws {
    let template = try Template("{{>loop}}", name: "page.mustache")
    #expect(throws: TemplateRenderError.self) {
      try template.render([:], partials: ["loop": "x{{>loop}}"])
    }
    do {
      _ = try template.render([:], partials: ["loop": "x{{>loop}}"])
    } catch let error as TemplateRenderError {
      #expect(error.templateName == "loop")
      #expect(error.line == 1 && error.column == 2)
      #expect(error.message.contains("more than 100 deep"))
    }
  }

  @Test func syntaxErrorInAPartialNamesThePartial() throws {
    do {
      _ = try render("a {{>broken}}", partials: ["broken": "\n  {{#open}}"])
      Issue.record("expected an error")
    } catch let error as TemplateSyntaxError {
      #expect(error.templateName == "broken")
      #expect(error.line == 2 && error.column == 3)
      #expect(error.kind == .unclosedSection)
    }
  }
}

@Suite struct NestingLimitTests {
  @Test func deepSectionsInsideRecursivePartialsAreAnErrorNotACrash() throws {
    // Each level opens 50 sections, then includes itself: 50 × 100 would exhaust the stack.
    let level =
      String(repeating: "{{#a}}", count: 50) + "{{>level}}" + String(repeating: "{{/a}}", count: 50)
    let template = try Template("{{>level}}")
    do {
      _ = try template.render(["a": true], partials: ["level": level])
      Issue.record("expected an error")
    } catch let error as TemplateRenderError {
      #expect(error.message == "sections, partials and blocks are nested more than 300 deep")
      #expect(error.templateName == "level")
    }
  }

  @Test func moderateNestingThroughPartialsRenders() throws {
    // The innermost level ends the recursion with an empty list; a missing key would be
    // found in the level above instead.
    var data: TemplateValue = ["v": "5", "c": []]
    for level in (1...4).reversed() { data = ["v": .string(String(level)), "c": [data]] }
    let partials = ["node": "{{v}}{{#c}}({{>node}}){{/c}}"]
    #expect(try render("{{>node}}", data, partials: partials) == "1(2(3(4(5))))")
  }

}
