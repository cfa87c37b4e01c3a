import Testing

@testable import SpecimenCore

@Suite struct PropertyValuesTests {
  @Test func valuesAreTheSameWhateverOrderTheyWereGivenIn() {
    let written: PropertyValues = ["State": "Pressed", "Active": "On"]
    var built = PropertyValues()
    built["Active"] = "On"
    built["State"] = "Pressed"
    #expect(written == built)
    #expect(Set([written, built]).count == 1)
    #expect(written.keys.sorted() == ["Active", "State"])
  }

  @Test func mergingTakesTheOtherValueWhereTheCombineSaysSo() {
    let defaults: PropertyValues = ["Label": "Title", "Show Icon": "true"]
    let given: PropertyValues = ["Label": "Save"]
    #expect(defaults.merging(given) { $1 } == ["Label": "Save", "Show Icon": "true"])
    #expect(defaults.merging(given) { first, _ in first } == defaults)
  }

  @Test func valuesPrintAsTheirDictionary() {
    let values: [String: String] = ["State": "Pressed"]
    #expect(PropertyValues(values).description == values.description)
  }

  @Test func filteringKeepsPropertyValues() {
    let values: PropertyValues = ["State": "Pressed", "Active": "On", "Size": "Small"]
    let kept = values.filter { $0.key != "Size" }
    #expect(kept == ["State": "Pressed", "Active": "On"])
    #expect(kept.count == 2)
  }

  /// Setting, replacing and removing a value anywhere among the others keeps one value a name,
  /// found again by name; iteration gives the names in order.
  @Test func settingAndRemovingKeepsOneValueAName() {
    var values = PropertyValues()
    for name in ["M", "B", "Z", "A", "N"] { values[name] = name.lowercased() }
    #expect(values.keys == ["A", "B", "M", "N", "Z"])
    values["M"] = "again"
    values["B"] = nil
    values["Q"] = nil
    #expect(values.map(\.key) == ["A", "M", "N", "Z"])
    #expect(values["M"] == "again" && values["B"] == nil && values["Z"] == "z")
    #expect(values == ["Z": "z", "N": "n", "M": "again", "A": "a"])
  }

  /// Merging interleaves the two sets of names, both directions and either combine.
  @Test func mergingInterleavesNames() {
    let left: PropertyValues = ["A": "1", "C": "3", "E": "5"]
    let right: PropertyValues = ["B": "2", "C": "three", "F": "6"]
    #expect(left.merging(right) { $1 } == ["A": "1", "B": "2", "C": "three", "E": "5", "F": "6"])
    #expect(right.merging(left) { $1 }.map(\.value) == ["1", "2", "3", "5", "6"])
    #expect(left.merging([:]) { $1 } == left && PropertyValues().merging(right) { $1 } == right)
    #expect(left.merging(right) { $1 }.keys == ["A", "B", "C", "E", "F"])
  }

  /// A literal that names a property twice keeps the first value, as a dictionary built from it
  /// with the first kept does; several values print in name order.
  @Test func aLiteralKeepsTheFirstValueOfANameAndPrintsInOrder() {
    let values = PropertyValues(dictionaryLiteral: ("State", "Pressed"), ("Active", "On"), ("State", "Hover"))
    #expect(values["State"] == "Pressed" && values.count == 2)
    #expect(values.description == #"["Active": "On", "State": "Pressed"]"#)
    #expect(PropertyValues().description == [String: String]().description)
  }
}
