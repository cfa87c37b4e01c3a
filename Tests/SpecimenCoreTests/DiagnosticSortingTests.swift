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
}
