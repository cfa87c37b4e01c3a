import Testing

@testable import SpecimenCore

/// The order a run prints its diagnostics in: by file, line and column, those without a
/// position first, ties in the order found, each problem once.
@Suite struct DiagnosticSortingTests {
  static func warning(_ message: String, _ file: String?, _ line: Int = 1) -> Diagnostic {
    .warning(message, at: file.map { SourceLocation(file: $0, line: line) }, id: .jsonSyntax)
  }

  @Test func diagnosticsSortByPositionWithThoseWithoutOneFirstAndTiesInOrder() {
    let found = Diagnostics([
      Self.warning("b2", "b.yml", 2), Self.warning("a9", "a.yml", 9), Self.warning("none", nil),
      Self.warning("b1", "b.yml", 1), Self.warning("a9 second", "a.yml", 9), Self.warning("a1", "a.yml", 1),
    ])
    #expect(found.sorted().map(\.message) == ["none", "a1", "a9", "a9 second", "b1", "b2"])
  }

  @Test func aRepeatIsLeftOutInShortAndLongRunsAtOnePosition() {
    // 40 at one position, each twice, and one repeat at another position between them.
    var all: [Diagnostic] = []
    for number in 0..<40 { all.append(Self.warning("m\(number)", "a.yml")) }
    all.append(Self.warning("other", "b.yml"))
    for number in 0..<40 { all.append(Self.warning("m\(number)", "a.yml")) }
    all.append(Self.warning("other", "b.yml"))
    let sorted = Diagnostics(all).sorted()
    #expect(sorted.map(\.message) == (0..<40).map { "m\($0)" } + ["other"])
  }

  @Test func diagnosticsAlikeButForTheirHintAreBothKept() {
    let first = Diagnostic.warning("same", at: SourceLocation(file: "a.yml"), hint: "one", id: .jsonSyntax)
    let second = Diagnostic.warning("same", at: SourceLocation(file: "a.yml"), hint: "two", id: .jsonSyntax)
    #expect(Diagnostics(Array(repeating: first, count: 9) + [second, first, second]).sorted() == [first, second])
  }

  @Test func aStepsSortedListAloneIsTheWholeListAndAnyOtherListIsSortedAgain() {
    let engine = DiagnosticEngine()
    engine.emit([Self.warning("b", "b.yml"), Self.warning("a", "a.yml"), Self.warning("a", "a.yml")])
    let step = Diagnostics(sortedFrom: engine)
    #expect(step.map(\.message) == ["a", "b"])
    #expect(Diagnostics.sorted([Diagnostics(), step]).map(\.message) == ["a", "b"])
    // A list not known sorted, or several, is sorted and rid of repeats as one.
    let unsorted = Diagnostics([Self.warning("d", "d.yml"), Self.warning("c", "c.yml"), Self.warning("c", "c.yml")])
    #expect(Diagnostics.sorted([unsorted]).map(\.message) == ["c", "d"])
    #expect(Diagnostics.sorted([step, unsorted, step]).map(\.message) == ["a", "b", "c", "d"])
    // A sorted list appended to is sorted again.
    var grown = step
    grown.append(Self.warning("a0", "a.yml", 0))
    grown.append(Self.warning("b", "b.yml"))
    #expect(grown.sorted().map(\.message) == ["a0", "a", "b"])
    #expect(grown == Diagnostics(grown.all))
  }

  @Test func severitiesAreCountedInPlace() {
    let all = [
      Self.warning("w", "a.yml"), .error("e", at: nil, id: .jsonSyntax), Self.warning("w2", nil),
    ]
    #expect(all.count(of: .warning) == 2)
    #expect(all.count(of: .error) == 1)
    #expect(all.hasErrors)
    #expect(![Self.warning("w", nil)].hasErrors)
  }
}
