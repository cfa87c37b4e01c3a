import Testing

@testable import Templates

@Suite struct ValueTests {
  @Test func jsonKeepsKeyOrderAndTypes() throws {
    let value = try TemplateValue(jsonText: #"{"z": 1, "a": [true, null, "s", 1.5], "m": {}}"#)
    guard case .object(let entries) = value else {
      Issue.record("not an object")
      return
    }
    #expect(entries.map(\.key) == ["z", "a", "m"])
    #expect(value["a"] == [true, nil, "s", 1.5])
    #expect(value["m"] == .object([]))
    #expect(value.jsonText == #"{"z":1,"a":[true,null,"s",1.5],"m":{}}"#)
  }

  @Test func badJSONSaysWhere() {
    #expect(throws: TemplateDataError.self) { try TemplateValue(jsonText: "{\n  \"a\": }") }
    do {
      _ = try TemplateValue(jsonText: "{\n  \"a\": }")
    } catch {
      #expect(error.line == 2)
      #expect(error.column == 8)
    }
  }

  @Test func literalsBuildTheSameValuesAsCases() {
    let literal: TemplateValue = [
      "name": "Toggle", "count": 30, "ratio": 3.26, "on": true, "none": nil,
    ]
    let cases: TemplateValue = .object([
      ("name", .string("Toggle")), ("count", .number(30)), ("ratio", .number(3.26)),
      ("on", .bool(true)), ("none", .null),
    ])
    #expect(literal == cases)
    #expect(TemplateValue(44) == .number(44))
    #expect(TemplateValue("x") == .string("x"))
    // Order is part of an object's identity: it decides the output order.
    let ab: TemplateValue = ["a": 1, "b": 2]
    let ba: TemplateValue = ["b": 2, "a": 1]
    #expect(ab != ba)
  }

  @Test func interpolationTextOfNumbers() {
    #expect(TemplateValue.number(1.0).interpolationText == "1")
    #expect(TemplateValue.number(1.210).interpolationText == "1.21")
    #expect(TemplateValue.number(-3).interpolationText == "-3")
    #expect(TemplateValue.number(0.1 + 0.2).interpolationText == "0.30000000000000004")
    #expect(TemplateValue.number(44).interpolationText == "44")
  }

  @Test func topLevelEntryPoint() throws {
    let html = try renderMustache(
      "<h1>{{title}}</h1>{{>footer}}", context: ["title": "Toggle"],
      partials: { $0 == "footer" ? "<footer>{{title}}</footer>" : nil })
    #expect(html == "<h1>Toggle</h1><footer>Toggle</footer>")
    #expect(try renderMustache("{{a}}", context: ["a": "<"]) == "&lt;")
  }
}
