import Foundation
import Site
import SpecimenCore
import TestSupport
import Testing

@testable import Releases
@testable import SpecimenCLI

@Suite struct FixtureDiffTests {
  let snapshots = Snapshot(target: "ReleasesTests")

  func diff(_ versions: FixtureVersions) -> SiteDiff {
    let before = SiteBuilder.loadData(BuildOptions(siteDirectory: versions.v1, write: false))
    let after = SiteBuilder.loadData(BuildOptions(siteDirectory: versions.v2, write: false))
    #expect((before.diagnostics + after.diagnostics).isEmpty, "\(before.diagnostics + after.diagnostics)")
    return SiteDiff.between(before.data, pages: before.pages, and: after.data, pages: after.pages)
  }

  @Test func everyKindOfChangeInEveryFormat() throws {
    let versions = try FixtureVersions()
    defer { versions.remove() }
    let diff = diff(versions)
    try snapshots.check(DiffReport.render(diff, from: "v1", to: "v2", as: .text), named: "diff.txt")
    try snapshots.check(DiffReport.render(diff, from: "v1", to: "v2", as: .md), named: "diff.md")
    try snapshots.check(DiffReport.render(diff, from: "v1", to: "v2", as: .json), named: "diff.json")
  }

  @Test func layersAreComparedByPath() throws {
    let versions = try FixtureVersions()
    defer { versions.remove() }
    let pressed = try #require(diff(versions).geometry.first { $0.variant == "State=Pressed, Size=Large" })
    #expect(pressed.frame == ValueChange(from: "40 × 24", to: "44 × 24"))
    #expect(pressed.layers.map(\.layer) == ["track", "track/handle", "track/dot", "track/shine"])
    #expect(pressed.layers.map(\.kind) == [.changed, .changed, .added, .removed])
    #expect(pressed.layers[0].fill == ValueChange(from: "color/accent", to: "color/blue"))
    #expect(pressed.layers[1].size == ValueChange(from: "16 × 16", to: "20 × 20"))
    #expect(pressed.layers[1].position == nil, "the handle stays at 4, 4")
    let small = try #require(diff(versions).geometry.first { $0.variant == "State=Default, Size=Small" })
    #expect(small.layers.first { $0.layer == "track/handle" }?.position == ValueChange(from: "4, 4", to: "2, 4"))
  }

  /// `specimen diff --from v1` in a repository whose working tree holds v2: the tag is read with
  /// `git archive`, and the report is the one the fixtures give.
  @Test func aTagAgainstTheWorkingTree() async throws {
    let versions = try FixtureVersions()
    defer { versions.remove() }
    let repository = try versions.repository(at: versions.root.path + "/repo")
    let output = CommandOutput.buffer
    let status = await SpecimenCommand.run(["diff", "--site", repository, "--from", "v1"], output: output)
    #expect(status == 0, "\(output.errorText)")
    let expected = DiffReport.render(diff(versions), from: "v1", to: "the working tree", as: .text)
    #expect(output.standardText == expected)
  }
}

@Suite struct ReleasePageTests {
  let snapshots = Snapshot(target: "ReleasesTests")

  /// The article of a built page: what the release page says, without the chrome around it.
  static func article(_ path: String) throws -> String {
    let page = try String(contentsOfFile: path, encoding: .utf8)
    let start = try #require(page.range(of: "<article"))
    let end = try #require(page.range(of: "</article>"))
    return String(page[start.lowerBound..<end.upperBound]) + "\n"
  }

  @Test func theBuildWritesWhatChangedSinceTheTag() throws {
    let versions = try FixtureVersions()
    defer { versions.remove() }
    let repository = try versions.repository(at: versions.root.path + "/repo")
    try "Switch grows a *Hover* state.\n".write(
      toFile: repository + "/content/notes.md", atomically: true, encoding: .utf8)
    try FixtureVersions.append(
      "release:\n  previous: v1\n  notes: notes.md\nrepository: https://github.com/acme/ds\n",
      to: repository + "/content/site.yml")
    var options = BuildOptions(siteDirectory: repository)
    options.release = ReleaseChanges()
    let report = SiteBuilder.build(options)
    #expect(report.succeeded, "\(report.diagnostics)")
    let article = try Self.article(repository + "/Public/releases/2.0/index.html")
    try snapshots.check(article, named: "release-page.html")
    // The notes come first, then the breaking changes, then every part with its heading.
    let order = [
      "Switch grows a <em>Hover</em> state.", "Breaking changes", "id=\"tokens\"", "id=\"components\"",
      "id=\"drawings\"", "id=\"pages\"",
    ].map { article.range(of: $0)?.lowerBound }
    #expect(order.allSatisfy { $0 != nil } && order.map { $0! } == order.map { $0! }.sorted())
    // Colors as swatches, old and new; each redrawn variant before and after.
    #expect(article.contains("<span style=\"background: #111111\"></span>"))
    #expect(article.contains("<span style=\"background: #222222\"></span>"))
    #expect(article.components(separatedBy: "class=\"sp-release-drawing\"").count - 1 == 3)
    // It is in the navigation of every page.
    let home = try String(contentsOfFile: repository + "/Public/index.html", encoding: .utf8)
    #expect(home.contains("<a href=\"releases/2.0/\""))
    // Written by the build, the page has no source to edit: no edit link, where a page read from
    // a file has one.
    let page = try String(contentsOfFile: repository + "/Public/releases/2.0/index.html", encoding: .utf8)
    #expect(HTMLElement.parse(page).all(class: "sp-edit").map(\.normalizedText) == [])
    #expect(HTMLElement.parse(home).all(class: "sp-edit").map(\.normalizedText) == ["Edit this page"])
  }

  @Test func aMissingRefIsAnErrorWhereSiteYmlNamesIt() throws {
    let versions = try FixtureVersions()
    defer { versions.remove() }
    let repository = try versions.repository(at: versions.root.path + "/repo")
    try FixtureVersions.append("release:\n  previous: v0\n", to: repository + "/content/site.yml")
    var options = BuildOptions(siteDirectory: repository)
    options.release = ReleaseChanges()
    let report = SiteBuilder.build(options)
    #expect(!report.succeeded && !report.wroteOutput)
    let error = try #require(report.diagnostics.first)
    #expect(error.message.hasPrefix("'v0' is neither a folder nor a git ref"))
    #expect(error.location?.line == 8 && error.location?.column == 13)
    #expect(error.hint == "list tags with `git tag`")
  }

  @Test func releaseSettingsAreChecked() {
    func problems(_ yaml: String) -> [String] {
      let path = FileManager.default.temporaryDirectory.appendingPathComponent("site-\(UUID().uuidString).yml").path
      try? yaml.write(toFile: path, atomically: true, encoding: .utf8)
      defer { try? FileManager.default.removeItem(atPath: path) }
      var diagnostics = Diagnostics()
      _ = SiteConfiguration.load(from: path, into: &diagnostics)
      return diagnostics.sorted().map { "\($0.location?.line ?? 0):\($0.location?.column ?? 0): \($0.message)" }
    }
    #expect(problems("name: Kit\nrelease: v1\n") == ["2:10: release must be a mapping"])
    #expect(problems("name: Kit\nrelease: {notes: n.md}\n") == ["2:10: missing required key 'previous'"])
    #expect(
      problems("name: Kit\nrelease: {previous: v1}\n") == ["2:10: the release names no version, and site.yml has none"])
    #expect(problems("name: Kit\nversion: 1\nrelease: {previous: v1, note: n.md}\n").first?.contains("note") == true)
    #expect(problems("name: Kit\nversionPath: ../v1\n") == ["2:14: the version path '../v1' starts with '.'"])
    #expect(problems("name: Kit\nversionPath: a/b\n") == ["2:14: the version path 'a/b' is not a single folder name"])
  }
}
