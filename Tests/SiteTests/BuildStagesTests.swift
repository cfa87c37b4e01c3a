import Foundation
import SpecimenCore
import Testing

@testable import Site

/// The stages a build passes from step to step: every step runs once, in the order
/// `BuildStepName` lists them, and the output steps run only once there is a loaded site.
@Suite struct BuildStagesTests {
  /// LinearWorkTests' smallest site with its Figma file and a second page linking to the first.
  static func site() throws -> String {
    try LinearWorkTests.site([
      "content/figma/lib.json": LinearWorkTests.figma(layers: 1),
      "content/pages/guide.md": "---\ntitle: Guide\n---\n# Guide\n\nSee [the top](index.md#home).\n",
    ])
  }

  @Test func everyStepReportsUnderItsNameAndTheStagesHoldEveryPage() throws {
    let site = try Self.site()
    defer { try? FileManager.default.removeItem(atPath: site) }
    let (state, report) = SiteBuilder.buildKeepingState(BuildOptions(siteDirectory: site, write: false))
    #expect(report.succeeded, "\(report.diagnostics)")
    #expect(state.stepDiagnostics.keys.sorted() == BuildStepName.allCases)
    let rendered = try #require(state.rendered)
    #expect(rendered.pages.count == 2)
    #expect(rendered.navigation.order.count == 2)
    #expect(rendered.anchorErrors.isEmpty)
  }

  @Test func withoutSiteYmlNoOutputStepRuns() throws {
    let site = try Self.site()
    defer { try? FileManager.default.removeItem(atPath: site) }
    try FileManager.default.removeItem(atPath: site + "/content/site.yml")
    let (state, report) = SiteBuilder.buildKeepingState(BuildOptions(siteDirectory: site, write: false))
    #expect(report.diagnostics.map(\.id).contains(.siteYmlUnreadable))
    #expect(state.rendered == nil)
    #expect(state.plan.extraFiles.isEmpty)
    let ran = Set(state.stepDiagnostics.keys)
    #expect(ran.isDisjoint(with: BuildStepName.outputSteps.dropFirst()))
    #expect(ran.contains(.readPages))
  }
}
