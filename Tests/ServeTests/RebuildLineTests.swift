import Serve
import Site
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
}
