import Testing

@testable import SpecimenCore

/// JSON5 as json5.org specifies it, with the position of every value and key exact.
@Suite struct JSON5ReaderTests {
  static func parse(_ text: String) throws -> Node { try JSONReader.parseJSON5(text, file: "t.json5") }

  static func failure(_ text: String) -> Diagnostic? {
    do throws(Diagnostic) {
      _ = try JSONReader.parseJSON5(text, file: "t.json5")
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
    let duplicate = try #require(Self.failure("{a: 1,\n 'a': 2}"))
    #expect(duplicate.id == .jsonDuplicateKey)
    #expect(duplicate.location == SourceLocation(file: "t.json5", line: 2, column: 2))
    #expect(Self.failure("{a: Infinity}")?.id == .jsonNumberOutOfRange)
    #expect(Self.failure("[1,,2]")?.id == .jsonSyntax)
    #expect(Self.failure("{'a\nb': 1}")?.id == .jsonSyntax)
    #expect(Self.failure("['\\01']")?.id == .jsonSyntax)
    #expect(Self.failure("{a: 1} x")?.id == .jsonSyntax)
  }

  /// Deep nesting is an error, not a crash; a long flat file reads in one pass.
  @Test func staysBounded() throws {
    #expect(Self.failure(String(repeating: "[", count: 100_000))?.id == .jsonNestingTooDeep)
    let long = "[" + String(repeating: "{a: 'x', /* c */ b: 0x10,},", count: 50_000) + "]"
    #expect(try Self.parse(long).array?.count == 50_000)
  }
}
