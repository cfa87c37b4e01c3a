import Figma
import Foundation
import SpecimenCore
import TestSupport
import Testing

@testable import Site

/// A component outside any set is a set of one variant to every block that takes a set:
/// `specimens`, `properties`, `anatomy`, `variants` and `{{variants …}}`.
@Suite struct LooseComponentSiteTests {
  static func site(figma: String, page: String) throws -> String {
    let root = FileManager.default.temporaryDirectory.appendingPathComponent("loose-\(UUID().uuidString)").path
    try FileManager.default.createDirectory(atPath: root + "/content/figma", withIntermediateDirectories: true)
    try FileManager.default.createDirectory(atPath: root + "/content/pages", withIntermediateDirectories: true)
    try FileManager.default.copyItem(
      atPath: Repository.path("Tests/FigmaTests/Fixtures/" + figma), toPath: root + "/content/figma/file.json")
    try "name: Loose\nsections: [Components]\nfigma: [{file: figma/file.json}]\n".write(
      toFile: root + "/content/site.yml", atomically: true, encoding: .utf8)
    try ("---\ntitle: Parts\n---\n\n" + page).write(
      toFile: root + "/content/pages/index.md", atomically: true, encoding: .utf8)
    return root
  }

  @Test func everySetBlockTakesALooseComponent() throws {
    let root = try Self.site(
      figma: "loose/loose-components.json",
      page: """
        Badge has {{variants Badge}} variant.

        ```specimens Badge
        ```

        ```properties Badge
        ```

        ```anatomy Badge
        ```

        ```variants Badge
        ```

        """)
    defer { try? FileManager.default.removeItem(atPath: root) }
    let report = SiteBuilder.build(BuildOptions(siteDirectory: root, write: true))
    #expect(report.succeeded && report.diagnostics.isEmpty, "\(report.messages)")
    let html = try String(contentsOfFile: root + "/Public/index.html", encoding: .utf8)
    #expect(html.contains("Badge has one variant."))
    #expect(html.contains("class=\"sp-specimen-svg\""))
    #expect(html.contains("class=\"sp-anatomy-svg\""))
    // The properties table: its three properties, and the provenance of a component, not a set.
    for property in ["Label", "Show dot", "Dot"] { #expect(html.contains(">\(property)</")) }
    #expect(html.contains("component 1:2") && !html.contains("component set 1:2"))
    // The drawing has the text its TEXT property gives.
    #expect(html.contains(">New</text>"))
  }

  /// figmagic's file as published: a page of `specimens` for each of its 25 components builds
  /// with no error and draws each.
  @Test func everyComponentOfAPublishedFileIsDrawn() throws {
    var ignored = Diagnostics()
    let names = FigmaLibrary.load(
      files: [(Repository.path("Tests/FigmaTests/Fixtures/Published/figmagic/figma.json"), nil)], into: &ignored
    ).looseSets.map(\.name)
    #expect(names.count == 25)
    let root = try Self.site(
      figma: "Published/figmagic/figma.json", page: names.map { "```specimens \($0)\n```\n" }.joined(separator: "\n"))
    defer { try? FileManager.default.removeItem(atPath: root) }
    let report = SiteBuilder.build(BuildOptions(siteDirectory: root, write: true))
    #expect(report.succeeded && report.errorCount == 0, "\(report.messages)")
    let kinds = Dictionary(grouping: report.diagnostics, by: \.id)
    #expect(kinds.values.allSatisfy { $0.count == 1 }, "\(report.messages)")
    let html = try String(contentsOfFile: root + "/Public/index.html", encoding: .utf8)
    #expect(html.components(separatedBy: "class=\"sp-specimen-svg\"").count - 1 == 25)
  }
}
