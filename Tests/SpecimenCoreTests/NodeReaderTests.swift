import Testing

@testable import SpecimenCore

@Suite struct JSONReaderTests {
  @Test func keepsOrderAndPositions() throws {
    let node = try JSONReader.parse("{\n  \"b\": 1,\n  \"a\": [true, null, \"x\\u00e9\"]\n}", file: "t.json")
    #expect(node.entries?.map(\.key) == ["b", "a"])
    #expect(node["b"]?.number == 1)
    #expect(node["a"]?.location == SourceLocation(file: "t.json", line: 3, column: 8))
    #expect(node["a"]?.array?[2].string == "xé")
    #expect(
      try JSONReader.parse(#"["plain", "tab\tand \"quote\"", "é"]"#, file: "t.json").array?.map(\.string) == [
        "plain", "tab\tand \"quote\"", "é",
      ])
    #expect(node.location(ofKey: "a") == SourceLocation(file: "t.json", line: 3, column: 3))
  }

  @Test func surrogatePairsAndNumbers() throws {
    let node = try JSONReader.parse(#"["\ud83d\ude00", -1.5e2, 0.04]"#, file: "t.json")
    #expect(node.array?[0].string == "😀")
    #expect(node.array?[1].number == -150)
    #expect(node.array?[2].scalarText == "0.04")
  }

  @Test(arguments: [
    ("{\"a\": 1,}", 1, 9, "expected a string key"),
    ("[1 2]", 1, 4, "expected ',' or ']'"),
    ("{\"a\": 1, \"a\": 2}", 1, 10, "duplicate key 'a'"),
    ("\n  {\"a\": tru}", 2, 9, "invalid literal"),
    ("\"abc", 1, 5, "unterminated string"),
    ("\"ab\ncd\"", 1, 4, "line break inside a string"),
    // Past sixteen keys, duplicates are found through a set.
    ("{" + (0..<20).map { "\"a\($0)\": 0, " }.joined() + "\"a3\": 1}", 1, 192, "duplicate key 'a3'"),
  ])
  func reportsSyntaxErrorsWithPositions(text: String, line: Int, column: Int, message: String) {
    do {
      _ = try JSONReader.parse(text, file: "bad.json")
      Issue.record("expected an error")
    } catch {
      #expect(error.location == SourceLocation(file: "bad.json", line: line, column: column))
      #expect(error.message.contains(message), "\(error.message)")
    }
  }
}

@Suite struct YAMLReaderTests {
  @Test func typesPlainScalarsByTheCoreSchema() throws {
    let node = try YAMLReader.parse(
      "a: 1\nb: 'quoted 1'\nc: true\nd: ~\ne: text here\nf: [x, 2.5]\n", file: "t.yml")
    #expect(node.entries?.map(\.key) == ["a", "b", "c", "d", "e", "f"])
    #expect(node["a"]?.number == 1)
    #expect(node["b"]?.string == "quoted 1")
    #expect(node["c"]?.bool == true)
    #expect(node["d"]?.isNull == true)
    #expect(node["e"]?.string == "text here")
    #expect(node["f"]?.array?[1].number == 2.5)
    #expect(node["e"]?.location == SourceLocation(file: "t.yml", line: 5, column: 4))
  }

  @Test func lineOffsetPlacesAFragmentInItsFile() throws {
    let node = try YAMLReader.parse("title: Toggle\n", file: "p.md", lineOffset: 1)
    #expect(node["title"]?.location == SourceLocation(file: "p.md", line: 2, column: 8))
  }

  @Test func anchorsAndMergeKeys() throws {
    let node = try YAMLReader.parse("base: &b {x: 1, y: 2}\nmore:\n  <<: *b\n  y: 3\n", file: "t.yml")
    #expect(node["more"]?["x"]?.number == 1)
    #expect(node["more"]?["y"]?.number == 3)
  }

  @Test func syntaxErrorHasAPosition() {
    do {
      _ = try YAMLReader.parse("a: [1, 2\nb: 3\n", file: "bad.yml")
      Issue.record("expected an error")
    } catch {
      #expect(error.location?.file == "bad.yml")
      #expect(error.location?.line == 2)
    }
  }

  @Test func duplicateKeysAreErrors() {
    #expect(throws: Diagnostic.self) { try YAMLReader.parse("a: 1\na: 2\n", file: "d.yml") }
  }
}

@Suite struct DiagnosticTests {
  @Test func printsLikeACompiler() {
    let d = Diagnostic.error(
      "unknown key 'titel'", at: SourceLocation(file: "p.md", line: 2, column: 1), hint: "did you mean 'title'?",
      id: Diagnostic.ID("test.example"))
    #expect(d.description == "p.md:2:1: error: unknown key 'titel'\nhint: did you mean 'title'?")
  }

  @Test func engineSortsByPosition() {
    let engine = DiagnosticEngine()
    engine.error("second", at: SourceLocation(file: "b.md", line: 1, column: 1), id: Diagnostic.ID("test.example"))
    engine.warning("first", at: SourceLocation(file: "a.md", line: 9, column: 1), id: Diagnostic.ID("test.example"))
    #expect(engine.diagnostics.map(\.message) == ["first", "second"])
    #expect(engine.errorCount == 1)
    #expect(engine.warningCount == 1)
  }

  @Test func suggestsNearNames() {
    #expect(Suggestion.closest(to: "titel", in: ["title", "summary"]) == "title")
    #expect(Suggestion.closest(to: "zzzzz", in: ["title", "summary"]) == nil)
  }

  @Test func escapesHTML() {
    #expect(Escape.html(#"<a href="x">'&'</a>"#) == "&lt;a href=&quot;x&quot;&gt;&#39;&amp;&#39;&lt;/a&gt;")
  }
}
