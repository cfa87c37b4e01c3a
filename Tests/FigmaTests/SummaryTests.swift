import SpecimenCore
import TestSupport
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
    #expect(summary("_Toggle Label") == "Two variants of Align: Left and Right.")
    #expect(summary("Text Area") == "Five variants of State: Placeholder, Filled, Focused, Error and Disabled.")
  }

  @Test func aHoleIsNamed() throws {
    let (library, _) = collecting {
      FigmaLibrary.load(files: [(Paths.fixture("nodes-toggle-hole.json"), nil)], into: &$0)
    }
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
    #expect(
      summary.sentences == [
        "Thirty-eight variants over six properties (type, default, filled, active, disabled and error).",
        "text, dropdown, picker and comment support all eight combinations.",
        "otp has no empty-error and no filled-active variant.",
      ])
  }

  @Test func withoutLabelsCombinationsAreNamedByTheirValues() throws {
    let (library, _) = Bundled.eand()
    let field = try #require(library.componentSet(named: "input-field"))
    #expect(
      VariantSummary(set: field).sentences.last
        == "otp has no default=true, filled=false, active=false, disabled=false, error=true; no default=false, filled=true, active=true, disabled=false, error=false variant."
    )
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

/// Sets built in code, for shapes the bundled files do not have.
func makeSet(_ properties: [(String, [String])], published: [[String]]) -> ComponentSet {
  let at = SourceLocation(file: "made.json")
  let definitions = properties.map { name, options in
    ComponentProperty(
      rawName: name, name: name, kind: .variant, defaultValue: .text(options[0]), options: options,
      preferredValues: [], defaultComponentName: nil, location: at)
  }
  let variants = published.enumerated().map { index, values in
    let pairs = zip(properties, values).map { VariantValue(property: $0.0.0, value: $0.1) }
    return Variant(
      nodeID: "1:\(index)", name: CombinationNamer.plainName(pairs), values: pairs, bounds: nil, location: at)
  }
  return ComponentSet(
    name: "Made", nodeID: "1:0", description: "", key: nil, documentationLinks: [], page: nil,
    properties: definitions, publishedVariants: variants,
    provenance: Provenance(
      fileName: "Made", fileKey: nil, nodeID: "1:0", version: nil, lastModified: "", lastModifiedDay: nil,
      path: "made.json"),
    location: at)
}

@Suite struct SummaryShapeTests {
  /// Figma names an unnamed variant property `Property 1`, and a team often calls its only one
  /// `variant`: the sentence and the count name the values, not the placeholder.
  @Test(arguments: ["Property 1", "variant", "Variants"])
  func aPlaceholderPropertyNameIsNotWrittenAsIfItSaidSomething(name: String) {
    let set = makeSet([(name, ["Default", "Hover"])], published: [["Default"], ["Hover"]])
    #expect(VariantSummary(set: set).text == "Two variants: Default and Hover.")
    #expect(set.variantCountText == "2 variants")
  }

  @Test func aNamedPropertyIsCountedInWords() {
    let set = makeSet([("Size", ["sm", "md", "lg"])], published: [["sm"], ["md"], ["lg"]])
    #expect(set.variantCountText == "3 variants of Size")
    let many = (1...8).map { "v\($0)" }
    let long = makeSet([("Icon", many)], published: many.map { [$0] })
    #expect(VariantSummary(set: long).text == "Eight variants of Icon.")
  }

  @Test func aPropertyNameEndingInADigitIsQuotedBeforeItsCount() {
    let set = makeSet(
      [("Property 1", ["a", "b"]), ("State", ["x", "y", "z"])],
      published: [["a", "x"], ["a", "y"], ["a", "z"], ["b", "x"], ["b", "y"], ["b", "z"]])
    #expect(set.variantCountText == "6 variants (“Property 1” 2 × State 3)")
  }

  @Test func severalHolesWithCommasAreSeparatedBySemicolons() {
    let set = makeSet(
      [("Size", ["md", "sm"]), ("State", ["Default", "Min", "Max"])],
      published: [["md", "Default"], ["md", "Min"], ["md", "Max"], ["sm", "Default"]])
    #expect(
      VariantSummary(set: set).text
        == "Four variants, Size by State, two holes: Size=sm, State=Min; Size=sm, State=Max.")
  }

  @Test func manyHolesAreCountedAndRowsCompared() {
    let options = ["a", "b", "c", "d"]
    var published: [[String]] = []
    for row in ["1", "2", "3"] { for column in options { published.append([row, column]) } }
    let set = makeSet([("Row", ["1", "2", "3", "4", "5"]), ("Column", options)], published: published)
    #expect(
      VariantSummary(set: set).sentences == [
        "Twelve variants, Row by Column, eight holes.",
        "1, 2 and 3 support all four combinations.",
        "4 and 5 have no variants.",
      ])
  }

  @Test func rowsThatAllPublishTheSameSubset() {
    let set = makeSet(
      [("Kind", ["x", "y"]), ("B", ["1", "2"]), ("C", ["1", "2"])],
      published: [["x", "1", "1"], ["x", "2", "2"], ["y", "1", "1"], ["y", "2", "2"]])
    #expect(
      VariantSummary(set: set).sentences == [
        "Four variants, Kind by B by C.",
        "Every Kind has the same two combinations.",
      ])
  }

  @Test func aRowWithOnlyAFewCombinations() {
    let set = makeSet(
      [("Kind", ["x", "y"]), ("B", ["1", "2", "3"]), ("C", ["1", "2", "3"])],
      published: [
        ["x", "1", "1"], ["x", "1", "2"], ["x", "2", "1"], ["x", "2", "2"], ["x", "3", "3"], ["x", "1", "3"],
        ["y", "1", "1"],
      ])
    #expect(
      VariantSummary(set: set).sentences == [
        "Seven variants, Kind by B by C.",
        "x supports all six combinations.",
        "y has only B=1, C=1.",
      ])
  }

  @Test func theRowPropertyCanBeChosen() {
    let (library, _) = collecting {
      FigmaLibrary.load(files: [(Paths.fixture("nodes-toggle-hole.json"), nil)], into: &$0)
    }
    let toggle = library.componentSet(named: "Toggle")!
    let byActive = VariantSummary(set: toggle, rowProperty: "Active")
    #expect(byActive.text == "Seven variants, State by Active, one hole: State=Disabled, Active=On.")
  }
}
