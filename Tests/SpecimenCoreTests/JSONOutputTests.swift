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
}
