import Testing

@testable import SpecimenCore

/// Minified files are one line of megabytes: positions must not be counted from the start of the
/// line for every value. These tests count the bytes that location look-ups read.
@Suite struct LinearReadingTests {
  /// `[{"k":0,"name":"é…"},…]` on one line, `count` objects long.
  static func minified(_ count: Int, text: String = "x") -> String {
    "[" + (0..<count).map { "{\"k\":\($0),\"name\":\"\(text)\"}" }.joined(separator: ",") + "]"
  }

  @Test func readingAMinifiedFileCountsNoColumns() throws {
    let node = try JSONReader.parse(Self.minified(20_000, text: "é"), file: "min.json")
    #expect(node.array?.count == 20_000)
    #expect(node.position.lines.bytesRead.load(ordering: .relaxed) == 0)
  }

  @Test func eachLocationReadsABoundedNumberOfBytes() throws {
    let count = 20_000
    let node = try JSONReader.parse(Self.minified(count, text: "é"), file: "min.json")
    let items = try #require(node.array)
    var column = 2
    for (i, item) in items.enumerated() {
      // Each object is `{"k":N,"name":"é"}` and a comma: its characters, é counted once.
      #expect(item.location == SourceLocation(file: "min.json", line: 1, column: column))
      column += "{\"k\":\(i),\"name\":\"é\"},".count
    }
    let read = node.position.lines.bytesRead.load(ordering: .relaxed)
    // Two look-ups a location (the offset and its line's start), each under 64 bytes.
    #expect(read <= 2 * 64 * count)
  }

  @Test func asciiTextsLocateWithoutReadingBytes() throws {
    let node = try JSONReader.parse(Self.minified(5_000), file: "min.json")
    let last = try #require(node.array?.last?["name"])
    #expect(last.location.line == 1)
    #expect(last.location.column == Self.minified(5_000).utf8.count - 4)
    #expect(node.position.lines.bytesRead.load(ordering: .relaxed) == 0)
  }

  @Test func linesAndColumnsAcrossLineBreaks() {
    let lines = SourceLines(Array("ab\nçd\n\nx".utf8), file: "f", lineOffset: 3)
    #expect(lines.location(at: 0) == SourceLocation(file: "f", line: 4, column: 1))
    #expect(lines.location(at: 5) == SourceLocation(file: "f", line: 5, column: 2))  // d, after the 2-byte ç
    #expect(lines.location(at: 7) == SourceLocation(file: "f", line: 6, column: 1))
    #expect(lines.location(at: 8) == SourceLocation(file: "f", line: 7, column: 1))
    #expect(lines.location(at: 9) == SourceLocation(file: "f", line: 7, column: 2))  // the end
  }

  @Test func positionsFromDifferentReadingsCompareByPlace() throws {
    let a = try JSONReader.parse("{\"a\": [1, 2]}", file: "t.json")
    let b = try JSONReader.parse("{\"a\": [1, 2]}", file: "t.json")
    #expect(a == b)
    #expect(a["a"]?.position == SourcePosition(SourceLocation(file: "t.json", line: 1, column: 7)))
    let moved = try JSONReader.parse("{\"a\":  [1, 2]}", file: "t.json")
    #expect(a != moved)
  }

  @Test(arguments: [
    (#"["\uD800\u0041"]"#, 3),  // a high half, then a character that is not the low half
    (#"["ab\uD800"]"#, 5),  // a high half at the end
    (#"["\uDC00x"]"#, 3),  // a low half alone
  ])
  func halfASurrogatePairIsAnError(text: String, column: Int) {
    do {
      let node = try JSONReader.parse(text, file: "s.json")
      Issue.record("read as \(node.jsonText())")
    } catch {
      #expect(error.location == SourceLocation(file: "s.json", line: 1, column: column))
      #expect(error.message.contains("half of a UTF-16 surrogate pair"))
    }
  }

  @Test func aPairStillReadsAsOneCharacterAndTheNextIsKept() throws {
    let node = try JSONReader.parse(#"["\uD83D\uDE00\u0041"]"#, file: "s.json")
    #expect(node.array?.first?.string == "😀A")
  }

  @Test func messagesNameControlCharactersInsteadOfPrintingThem() {
    do {
      _ = try JSONReader.parse("[\u{1B}[31m]", file: "c.json")
      Issue.record("expected an error")
    } catch {
      #expect(error.message == "unexpected character U+001B, expected a value")
    }
    let diagnostic = Diagnostic.error(
      "bad \u{1B}[2J name\u{2028}x", at: SourceLocation(file: "a\u{7}.yml"), id: Diagnostic.ID("test.example"))
    #expect(diagnostic.description == "a\\u{7}.yml:1:1: error: bad \\u{1B}[2J name\\u{2028}x")
  }

  @Test func longKeysShareOneStorage() throws {
    let node = try JSONReader.parse(
      #"[{"absoluteBoundingBox": 1}, {"absoluteBoundingBox": 2}]"#, file: "k.json")
    let keys = try #require(node.array?.compactMap { $0.entries?.first?.key })
    #expect(keys == ["absoluteBoundingBox", "absoluteBoundingBox"])
  }
}

@Suite struct YAMLPositionTests {
  @Test func columnsCountCharactersAfterAByteOrderMark() throws {
    let node = try YAMLReader.parse("\u{FEFF}título: é\nb: [x, ü]\n", file: "t.yml")
    #expect(node["título"]?.location == SourceLocation(file: "t.yml", line: 1, column: 9))
    #expect(node["b"]?.array?[1].location == SourceLocation(file: "t.yml", line: 2, column: 8))
  }

  @Test func aLineSeparatorInAValueDoesNotMoveLaterLines() throws {
    let node = try YAMLReader.parse("title: \"a\u{2028}b\"\nnext: 1\n", file: "t.yml")
    #expect(node["next"]?.location == SourceLocation(file: "t.yml", line: 2, column: 7))
  }

  @Test func frontMatterKeepsItsPlaceInThePage() throws {
    let node = try YAMLReader.parse("title: x\n", file: "p.md", lineOffset: 1)
    #expect(node["title"]?.location == SourceLocation(file: "p.md", line: 2, column: 8))
  }

  @Test func ownKeysOverrideMergedKeysInPlace() throws {
    let keys = (0..<2_000).map { "k\($0)" }
    let text =
      "base: &b {" + keys.map { "\($0): 1" }.joined(separator: ", ") + "}\n"
      + "copy:\n  <<: *b\n" + keys.map { "  \($0): 2\n" }.joined()
    let node = try YAMLReader.parse(text, file: "m.yml")
    let copy = try #require(node["copy"]?.entries)
    #expect(copy.map(\.key) == keys)
    #expect(copy.allSatisfy { $0.value.number == 2 })
  }
}
