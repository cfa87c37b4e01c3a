import Testing

@testable import SpecimenCore

/// JSON5 as json5.org specifies it, with the position of every value and key exact.
@Suite struct JSON5ReaderTests {
  static func parse(_ text: String) throws -> Node {
    var warnings = Diagnostics()
    let root = try JSONReader.parseJSON5(text, file: "t.json5", warnings: &warnings)
    #expect(warnings.isEmpty, "\(warnings)")
    return root
  }

  static func failure(_ text: String) -> Diagnostic? {
    var warnings = Diagnostics()
    do throws(Diagnostic) {
      _ = try JSONReader.parseJSON5(text, file: "t.json5", warnings: &warnings)
      return nil
    } catch {
      return error
    }
  }

  @Test func readsEveryJSON5Form() throws {
    let text = """
      // a line comment
      {
        unquoted: 'single "quoted"',
        $value: "double 'quoted'",
        'quoted key': [1, +2, -.5, 5., 0x1F, -0XaB, 1e3,],  /* block
        comment */
        escapes: 'it\\'s\\x41\\u00e9\\
       next\\v\\0',
        nested: {a: null, b: true, c: false,},
      }
      """
    let root = try Self.parse(text)
    #expect(root["unquoted"]?.string == "single \"quoted\"")
    #expect(root["$value"]?.string == "double 'quoted'")
    let numbers = try #require(root["quoted key"]?.array).map(\.number)
    #expect(numbers == [1, 2, -0.5, 5, 31, -171, 1000])
    #expect(root["quoted key"]?.array?[1].scalarText == "+2")
    #expect(root["escapes"]?.string == "it'sAé next\u{0B}\u{00}")
    #expect(root["nested"]?["a"]?.isNull == true)
    #expect(root["nested"]?["b"]?.bool == true)
    #expect(root["nested"]?["c"]?.bool == false)
  }

  @Test func positionsAreExact() throws {
    let root = try Self.parse("{\n  base: {\n    size: { $value: '2px' },\n  },\n}\n")
    let base = try #require(root.entries?.first)
    #expect(base.keyLocation == SourceLocation(file: "t.json5", line: 2, column: 3))
    let value = try #require(root["base"]?["size"]?["$value"])
    #expect(value.location == SourceLocation(file: "t.json5", line: 3, column: 21))
  }

  @Test func errorsNameTheirPlace() throws {
    let unterminated = try #require(Self.failure("{a: 1, /* open"))
    #expect(unterminated.id == .jsonSyntax)
    #expect(unterminated.location == SourceLocation(file: "t.json5", line: 1, column: 8))
    #expect(Self.failure("{a: Infinity}")?.id == .jsonNumberOutOfRange)
    #expect(Self.failure("[1,,2]")?.id == .jsonSyntax)
    #expect(Self.failure("{'a\nb': 1}")?.id == .jsonSyntax)
    #expect(Self.failure("['\\01']")?.id == .jsonSyntax)
    #expect(Self.failure("{a: 1} x")?.id == .jsonSyntax)
  }

  /// A key written twice: the later value in the earlier one's place, as the `json5` package
  /// reads it, and a warning at the repeat naming the earlier one.
  @Test func aRepeatedKeyTakesTheLaterValueInTheEarlierPlace() throws {
    var warnings = Diagnostics()
    let text = "{a: 1, b: {c: 2},\n 'a': {d: 3}, e: 4, b: 5, b: 6}"
    let root = try JSONReader.parseJSON5(text, file: "t.json5", warnings: &warnings)
    #expect(root.entries?.map(\.key) == ["a", "b", "e"])
    #expect(root["a"]?["d"]?.number == 3)
    #expect(root["b"]?.number == 6)
    // The entry's key and value are the later ones.
    #expect(root.entries?.first?.keyLocation == SourceLocation(file: "t.json5", line: 2, column: 2))
    #expect(root["a"]?.location == SourceLocation(file: "t.json5", line: 2, column: 7))
    #expect(warnings.map(\.id) == [.json5DuplicateKeyReplaced, .json5DuplicateKeyReplaced, .json5DuplicateKeyReplaced])
    #expect(warnings.allSatisfy { $0.severity == .warning })
    #expect(
      warnings.map(\.location) == [
        SourceLocation(file: "t.json5", line: 2, column: 2), SourceLocation(file: "t.json5", line: 2, column: 21),
        SourceLocation(file: "t.json5", line: 2, column: 27),
      ])
    let first = try #require(warnings.first)
    #expect(first.message.contains("'a'") && first.message.contains("earlier at line 1, column 2"), "\(first.message)")
    #expect(first.hint?.contains("later value") == true)
    #expect(warnings.last?.message.contains("earlier at line 2, column 21") == true)
    // Nested objects have keys of their own: `c` in one and `c` in another is no repeat.
    warnings = Diagnostics()
    _ = try JSONReader.parseJSON5("{x: {c: 1}, y: {c: 2}}", file: "t.json5", warnings: &warnings)
    #expect(warnings.isEmpty)
  }

  /// Plain JSON keeps a repeated key an error, through the same entry point.
  @Test func aRepeatedKeyInJSONStaysAnError() throws {
    var warnings = Diagnostics()
    do throws(Diagnostic) {
      _ = try JSONReader.parse("{\"a\": 1,\n \"a\": 2}", file: "t.json", json5: false, warnings: &warnings)
      Issue.record("a repeated key in JSON parsed")
    } catch {
      #expect(error.id == .jsonDuplicateKey)
      #expect(error.location == SourceLocation(file: "t.json", line: 2, column: 2))
    }
    #expect(warnings.isEmpty)
  }

  /// Deep nesting is an error, not a crash; a long flat file reads in one pass.
  @Test func staysBounded() throws {
    #expect(Self.failure(String(repeating: "[", count: 100_000))?.id == .jsonNestingTooDeep)
    let long = "[" + String(repeating: "{a: 'x', /* c */ b: 0x10,},", count: 50_000) + "]"
    #expect(try Self.parse(long).array?.count == 50_000)
    // One object of 100,000 keys, each written twice: every repeat replaces in constant time.
    let keys = (0..<100_000).map { "k\($0): 1," }.joined()
    var warnings = Diagnostics()
    let wide = try JSONReader.parseJSON5("{" + keys + keys + "}", file: "t.json5", warnings: &warnings)
    #expect(wide.entries?.count == 100_000)
    #expect(warnings.count == 100_000)
  }
}
