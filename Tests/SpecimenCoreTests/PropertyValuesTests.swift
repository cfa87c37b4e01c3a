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
}
