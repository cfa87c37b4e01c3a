import Foundation
import SpecimenCore
import TestSupport
import Testing

@testable import Site

/// What a preview session reports after an edit is what a whole build of the edited site
/// reports: the same diagnostics in the same order, and each step's findings as that step of a
/// whole build has them (page order, not the order the pages were edited in).
@Suite struct SiteSessionFindingsTests {
  /// A warning on each of three pages, the last page of the site edited first; then an anchor
  /// link that misses, on two pages, which fails the rebuild; then that fixed.
  @Test func findingsAfterEachEditAreAWholeBuildsInItsOrder() throws {
    let site = try EditedSite()
    try #require(site.session.firstReport.succeeded)
    let pages = ["content/pages/platforms/ios.md", "content/pages/components/toggle.md", "content/pages/index.md"]
    var report = site.session.firstReport
    for page in pages {
      try site.write(page, try site.read(page) + "\nSee [the sheet](missing-sheet.pdf) and [nothing]().\n")
      report = site.rebuild(page)
      #expect(report.succeeded)
      try expectSameFindingsAsAWholeBuild(site, report)
    }
    // By file and position: the pages in path order, whatever order they were edited in.
    let links = report.diagnostics.filter { $0.id == .pageMissingFile || $0.id == .pageEmptyLink }
    #expect(
      links.map { pagePath($0) } == ["components/toggle.md", "index.md", "platforms/ios.md"].flatMap { [$0, $0] })
    #expect(
      links.map(\.id) == Array(repeating: [Diagnostic.ID.pageMissingFile, .pageEmptyLink], count: 3).flatMap { $0 })

    let linking = ["content/pages/components/input.md", "content/pages/components/checkbox.md"]
    for page in linking.reversed() {
      try site.write(page, try site.read(page) + "\nRead [the rules](toggle.md#no-such-rules).\n")
    }
    let broken = site.rebuild(linking[1], linking[0])
    #expect(!broken.succeeded)
    let missing = broken.diagnostics.filter { $0.id == .pageMissingAnchor }
    #expect(missing.map { pagePath($0) } == ["components/checkbox.md", "components/input.md"])
    try expectSameFindingsAsAWholeBuild(site, broken)

    for page in linking {
      try site.edit(page, replacing: "toggle.md#no-such-rules", with: "toggle.md#guidelines")
    }
    let fixed = site.rebuild(linking[1], linking[0])
    #expect(fixed.succeeded)
    try expectSameFindingsAsAWholeBuild(site, fixed)
    site.expectSameAsCleanBuild()
  }

  /// Where a diagnostic is, under content/pages.
  func pagePath(_ diagnostic: Diagnostic) -> String? {
    diagnostic.location?.file.components(separatedBy: "content/pages/").last
  }

  /// The report's diagnostics equal those of a whole build of the site as it now is; after a
  /// rebuild that succeeded, so does every step's list of findings the session keeps.
  func expectSameFindingsAsAWholeBuild(
    _ site: EditedSite, _ report: RebuildReport, sourceLocation: Testing.SourceLocation = #_sourceLocation
  ) throws {
    let (whole, wholeReport) = SiteBuilder.buildKeepingState(
      BuildOptions(siteDirectory: site.folder, write: false), forSession: true)
    #expect(report.diagnostics == wholeReport.diagnostics, sourceLocation: sourceLocation)
    #expect(!report.diagnostics.isEmpty, sourceLocation: sourceLocation)
    guard report.succeeded else { return }
    let kept = site.session.current.withLock { $0.build.stepDiagnostics }
    for step in BuildStepName.allCases {
      #expect(
        kept[step]?.all ?? [] == whole.stepDiagnostics[step]?.all ?? [], "\(step.rawValue)",
        sourceLocation: sourceLocation)
    }
  }
}
