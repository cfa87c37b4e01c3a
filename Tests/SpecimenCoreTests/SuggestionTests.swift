import Testing

@testable import SpecimenCore

@Suite struct SuggestionTests {
  /// Every pair the edit distance would be computed for, as lengths.
  func comparedLengths(_ name: String, _ candidates: [String]) -> [(Int, Int)] {
    var lengths: [(Int, Int)] = []
    Suggestion.compare(name, with: candidates) { _, target, other, _ in lengths.append((target.count, other.count)) }
    return lengths
  }

  @Test func keepsSuggestionsForNormalNames() {
    #expect(Suggestion.closest(to: "colr.blue", in: ["color.blue", "color.red", "space.m"]) == "color.blue")
    #expect(Suggestion.closest(to: "Titel", in: ["summary", "title"]) == "title")
    #expect(Suggestion.closest(to: "ab", in: ["abcd", "xy"]) == "abcd")
    #expect(Suggestion.closest(to: "zzzzz", in: ["title", "summary"]) == nil)
  }

  @Test func aHugeNameIsComparedWithNothing() {
    let huge = String(repeating: "a", count: 100_000)
    #expect(comparedLengths(huge, ["a", "aaaa", String(repeating: "a", count: 99_999)]).isEmpty)
    #expect(Suggestion.closest(to: huge, in: [huge]) == nil)
  }

  @Test func hugeCandidatesAreNotCompared() {
    let huge = String(repeating: "a", count: 100_000)
    #expect(comparedLengths("aaaa", [huge, "aaab"]).map(\.1) == [4])
    #expect(Suggestion.closest(to: "aaaa", in: [huge]) == nil)
  }

  @Test func candidatesOfAFarLengthAreSkipped() {
    // "title" allows 2 edits: lengths 3 to 7 only.
    let candidates = ["ti", "tit", "titles", "titlesxx", String(repeating: "t", count: 64)]
    #expect(comparedLengths("title", candidates).map(\.1) == [3, 6])
  }

  @Test func everyComparisonIsBounded() {
    let names = ["", "a", String(repeating: "é", count: 64), String(repeating: "x", count: 65), "heading-\(1000)"]
    let candidates = names + [String(repeating: "b", count: 5000)]
    for name in names {
      for (a, b) in comparedLengths(name, candidates) {
        #expect(a <= Suggestion.maxComparedLength && b <= Suggestion.maxComparedLength)
      }
    }
  }
}
