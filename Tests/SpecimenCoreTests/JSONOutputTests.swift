import Foundation
import SpecimenCore
import Testing

/// The one JSON encoder of the files the build writes: key order, spacing, lines, nulls, escapes.
@Suite struct JSONOutputTests {
  struct Change: Encodable {
    var name: String
    var from: Double
    var to: Int
    var note: String?
    var before: JSONNullable<String>
    var tags: [String]
  }

  struct Report: Encodable {
    var title: String
    var empty: JSONLines<[Change]>
    var changes: JSONLines<[Change]>
    var files: JSONObject<String>
  }

  let change = Change(name: "a</b", from: 0.1 + 0.2, to: 3, note: nil, before: JSONNullable(nil), tags: ["x", "y"])

  @Test func compactWritesOneLineInDeclarationOrder() {
    #expect(
      JSONOutputEncoder.text(change, .compact)
        == #"{"name":"a\u003c/b","from":0.30000000000000004,"to":3,"before":null,"tags":["x","y"]}"#)
  }

  @Test func linesIndentEachItemUnderItsParent() {
    let report = Report(
      title: "t\n", empty: JSONLines([]), changes: JSONLines([change, change]),
      files: JSONObject([("z", "1"), ("a", "2")]))
    #expect(
      JSONOutputEncoder.text(JSONLines(report), .spaced) == """
        {
          "title": "t\\n",
          "empty": [],
          "changes": [
            {"name": "a\\u003c/b", "from": 0.30000000000000004, "to": 3, "before": null, "tags": ["x", "y"]},
            {"name": "a\\u003c/b", "from": 0.30000000000000004, "to": 3, "before": null, "tags": ["x", "y"]}
          ],
          "files": {"z": "1", "a": "2"}
        }
        """)
  }

  @Test func wholeNumbersAreWrittenWithoutAFraction() {
    #expect(JSONOutputEncoder.text([44.0, -0.0, 1e20, .nan], .compact) == "[44,0,1e+20,null]")
    #expect(JSONOutputEncoder.text(JSONObject<Int>([]), .spaced) == "{}")
  }

  struct Agent: Encodable {
    var name: String
    var values: [String: Double]
    var empty: [Int] = []
    var none: [String: String] = [:]
    var nested: [[String: Int]] = [[:], ["b": 1, "B": 2, "é": 3, "z": 4, "😀": 5]]
    var note: String?
    var flag = true
  }

  /// The agents' files keep the bytes Foundation's encoder wrote them in.
  @Test func indentedIsFoundationsPrettyPrintedSortedLayout() throws {
    let agent = Agent(
      name: "a</b\t\u{8}\u{C}\u{1}\u{1F}\u{7F}\u{2028}😀\"\\",
      values: ["x": 0.1, "y": 24, "z": -0.0, "w": 1e20, "v": 1e-7, "u": 123_456_789_012_345, "t": 1e15, "s": 0.1 + 0.2])
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.sortedKeys, .prettyPrinted, .withoutEscapingSlashes]
    let foundation = String(decoding: try encoder.encode(agent), as: UTF8.self)
    #expect(JSONOutputEncoder.text(agent, .indented) == foundation)
    #expect(!JSONOutputEncoder.value([Double.nan]).numbersAreFinite)
  }

  /// Every ASCII byte, alone and between runs of plain text and of other scripts, is quoted as
  /// Foundation's encoder quotes it (`.foundation`), and as the same with `<` escaped for a
  /// `<script>` and the other control characters by their code (`.scriptSafe`).
  @Test func quotingEscapesOnlyWhatJSONAndTheLayoutNeed() throws {
    let scalars = (0..<0x80).map { String(Unicode.Scalar(UInt8($0))) }
    let texts = scalars + scalars.map { "long plain run é😀 " + $0 + " and after" } + [scalars.joined(), "", "😀"]
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.withoutEscapingSlashes]
    for text in texts {
      let foundation = String(decoding: try encoder.encode([text]), as: UTF8.self)
      #expect("[" + JSONWriter.quote(text, .foundation) + "]" == foundation)
      var html = ""
      for scalar in text.unicodeScalars {
        switch scalar {
        case "<": html += "\\u003c"
        case "\u{8}": html += "\\u0008"
        case "\u{C}": html += "\\u000c"
        default:
          let one = JSONWriter.quote(String(scalar), .foundation)
          html += one.dropFirst().dropLast()
        }
      }
      #expect(JSONWriter.quote(text) == "\"" + html + "\"")
    }
  }

  /// One quoting two ways: the page's JSON keeps `<` out of a script's reach, Foundation's does not.
  @Test func aStringIsQuotedScriptSafeOrAsFoundationWritesIt() {
    let text = "a</b>\u{8}\u{C}\r\u{1}"
    #expect(JSONWriter.quote(text) == #""a\u003c/b>\u0008\u000c\r\u0001""#)
    #expect(JSONWriter.quote(text, .foundation) == #""a</b>\b\f\r\u0001""#)
    for quoting in [JSONWriter.Quoting.scriptSafe, .foundation] {
      var out = "["
      JSONWriter.appendQuoted(text, quoting, to: &out)
      JSONWriter.appendQuoted("plain <", quoting, to: &out)
      #expect(out == "[" + JSONWriter.quote(text, quoting) + JSONWriter.quote("plain <", quoting))
    }
  }

  /// Strings quoted into UTF-8 bytes are the bytes quoted into a String: escapes at either end,
  /// side by side, between runs of other scripts, in either quoting.
  @Test func aStringIsQuotedIntoBytesAsIntoText() {
    let texts = [
      "", "plain", "a</b>\u{8}\u{C}\r\u{1}", "\"", "\\", "<", "x\"", "\"x", "é\"ü\\😀<\u{1F}",
      "line\nbreak\ttab", String(repeating: "ab\"", count: 40),
    ]
    for quoting in [JSONWriter.Quoting.scriptSafe, .foundation] {
      for text in texts {
        var bytes = Array("[".utf8)
        JSONWriter.appendQuoted(text, quoting, to: &bytes)
        #expect(String(decoding: bytes, as: UTF8.self) == "[" + JSONWriter.quote(text, quoting), "\(text)")
      }
    }
  }

  /// A value encoded into bytes is the text encoded into a String, in every layout; a value with a
  /// number JSON cannot write has neither.
  @Test func aValueIsEncodedIntoBytesAsIntoText() {
    let report = Report(
      title: "t\n<\"", empty: JSONLines([]), changes: JSONLines([change, change]),
      files: JSONObject([("z", "1"), ("a", "2")]))
    for spacing in [JSONOutput.Spacing.compact, .spaced, .indented, .sorted] {
      var text = ""
      JSONOutputEncoder.value(report).write(into: &text, spacing: spacing, indent: "")
      let bytes = JSONOutputEncoder.finiteUTF8(report, spacing)
      #expect(bytes.map { String(decoding: $0, as: UTF8.self) } == text)
      #expect(JSONOutputEncoder.text(report, spacing) == text)
    }
    #expect(JSONOutputEncoder.finiteUTF8(["x": Double.nan], .indented) == nil)
  }
}
