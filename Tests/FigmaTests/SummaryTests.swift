import SpecimenCore
import Testing

@testable import Figma

@Suite struct SummaryTests {
  static let eandLabels = [
    VariantLabel(conditions: [VariantValue(property: "default", value: "true")], text: "empty"),
    VariantLabel(conditions: [VariantValue(property: "filled", value: "true")], text: "filled"),
    VariantLabel(conditions: [VariantValue(property: "active", value: "true")], text: "active"),
    VariantLabel(conditions: [VariantValue(property: "disabled", value: "true")], text: "disabled"),
    VariantLabel(conditions: [VariantValue(property: "error", value: "true")], text: "error"),
  ]

  @Test func completeSets() throws {
    let (library, _) = Bundled.appetite()
    func summary(_ name: String) -> String {
      VariantSummary(set: library.componentSet(named: name)!).text
    }
    #expect(summary("Toggle") == "Eight variants, State by Active, no holes.")
    #expect(summary("Text Input") == "Thirty variants, Type by State, no holes.")
    #expect(summary("_Toggle Label") == "Two variants of Align, no holes.")
    #expect(summary("Text Area") == "Five variants of State, no holes.")
  }

  @Test func aHoleIsNamed() throws {
    let (library, _) = FigmaLibrary.load(files: [(Paths.fixture("nodes-toggle-hole.json"), nil)])
    let toggle = try #require(library.componentSet(named: "Toggle"))
    #expect(VariantSummary(set: toggle).text == "Seven variants, State by Active, one hole: State=Disabled, Active=On.")
    let labelled = VariantSummary(
      set: toggle,
      labels: [
        VariantLabel(conditions: [VariantValue(property: "State", value: "Disabled")], text: "disabled"),
        VariantLabel(conditions: [VariantValue(property: "Active", value: "On")], text: "on"),
      ])
    #expect(labelled.text == "Seven variants, State by Active, one hole: disabled-on.")
  }

  @Test func eandRowsAreComparedAgainstTheirUnion() throws {
    let (library, _) = Bundled.eand()
    let field = try #require(library.componentSet(named: "input-field"))
    let summary = VariantSummary(set: field, labels: Self.eandLabels)
    #expect(summary.sentences == [
      "Thirty-eight variants over six properties (type, default, filled, active, disabled and error).",
      "text, dropdown, picker and comment support all eight combinations.",
      "otp has no empty-error and no filled-active variant.",
    ])
  }

  @Test func withoutLabelsCombinationsAreNamedByTheirValues() throws {
    let (library, _) = Bundled.eand()
    let field = try #require(library.componentSet(named: "input-field"))
    #expect(VariantSummary(set: field).sentences.last == "otp has no default=true, filled=false, active=false, disabled=false, error=true; no default=false, filled=true, active=true, disabled=false, error=false variant.")
  }

  @Test func ambiguousLabelsFallBackToValues() throws {
    let (library, _) = Bundled.eand()
    let field = try #require(library.componentSet(named: "input-field"))
    // "state" matches every combination, so it names none of them apart.
    let labels = [VariantLabel(conditions: [], text: "state")]
    #expect(VariantSummary(set: field, labels: labels).sentences.last?.hasPrefix("otp has no default=true") == true)
  }

  @Test(arguments: [
    (0, "zero"), (1, "one"), (8, "eight"), (19, "nineteen"), (20, "twenty"), (21, "twenty-one"), (38, "thirty-eight"),
    (99, "ninety-nine"),
  ])
  func numbersInWords(n: Int, words: String) {
    #expect(Prose.words(n) == words)
  }

  @Test func numbersInSentences() {
    #expect(Prose.sentenceNumber(38) == "Thirty-eight")
    #expect(Prose.sentenceNumber(120) == "120")
    #expect(Prose.number(20) == "twenty")
    #expect(Prose.number(21) == "21")
    #expect(Prose.list(["a", "b", "c"]) == "a, b and c")
  }
}
