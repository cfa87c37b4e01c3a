import Serve
import Site
import SpecimenCore
import Synchronization
import Testing
import Tokens

/// The line `serve` prints after each rebuild.
@Suite struct RebuildLineTests {
  func line(for report: RebuildReport) -> String {
    let lines = Mutex<[String]>([])
    PreviewServer.announce(report, reload: LiveReload()) { text in lines.withLock { $0.append(text) } }
    return lines.withLock { $0.last ?? "" }
  }

  @Test func aTokenEditSaysHowMuchOfTheTokenWorkItRedid() {
    var report = RebuildReport(
      succeeded: true, diagnostics: [], cause: "content/tokens/components.tokens.json", renderedPages: 2,
      changedURLs: ["/components/toggle/"], milliseconds: 41.2)
    #expect(line(for: report) == "content/tokens/components.tokens.json: 2 pages rendered in 41 ms")
    report.tokenResolutions = ResolutionStatistics(computed: 3, reused: 1345)
    #expect(
      line(for: report)
        == "content/tokens/components.tokens.json: 2 pages rendered, 3 of 1348 token resolutions redone in 41 ms")
  }

  /// A rebuild prints the warnings it has not shown before and counts the rest, instead of
  /// every warning again; the first build shows them all.
  @Test func aRebuildPrintsOnlyNewWarnings() {
    let log = WarningLog()
    let old = Diagnostic.warning(
      "old", at: SourceLocation(file: "a.md", line: 1, column: 1), id: .tokensReferenceUnresolved)
    let new = Diagnostic.warning(
      "new", at: SourceLocation(file: "b.md", line: 2, column: 1), id: .tokensReferenceUnresolved)
    func lines(_ diagnostics: [Diagnostic]) -> [String] {
      let report = RebuildReport(
        succeeded: true, diagnostics: diagnostics, cause: "b.md", renderedPages: 1, changedURLs: [], milliseconds: 5)
      let lines = Mutex<[String]>([])
      PreviewServer.announce(report, warnings: log, reload: LiveReload()) { text in lines.withLock { $0.append(text) } }
      return lines.withLock { $0 }
    }
    #expect(lines([old]) == [old.description, "b.md: 1 page rendered, 1 warning in 5 ms"])
    #expect(lines([old]) == ["b.md: 1 page rendered, 1 warning unchanged in 5 ms"])
    #expect(
      lines([old, new]) == [new.description, "b.md: 1 page rendered, 1 new warning, 1 warning unchanged in 5 ms"])
    #expect(lines([new]) == ["b.md: 1 page rendered, 1 warning unchanged in 5 ms"])
    #expect(lines([]) == ["b.md: 1 page rendered in 5 ms"])
    #expect(lines([old]) == [old.description, "b.md: 1 page rendered, 1 warning in 5 ms"], "fixed, then made again")
  }
}
