import SpecimenCore
import Testing

@Suite struct RepeatsTests {
  @Test func eachLaterElementOfAKeyIsPairedWithTheFirst() {
    let names = ["Toggle", "Chip", "Toggle", "Badge", "Toggle", "Chip"]
    let found = names.enumerated().repeats(by: \.element)
    #expect(found.map(\.element.offset) == [2, 4, 5])
    #expect(found.map(\.first.offset) == [0, 0, 1])
  }

  @Test func noKeyTwiceIsNoRepeat() {
    #expect(["a", "b", "c"].repeats(by: { $0 }).isEmpty)
  }
}
