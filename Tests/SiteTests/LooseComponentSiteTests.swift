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
      atPath: Fixtures.path(figma, target: "FigmaTests"), toPath: root + "/content/figma/file.json")
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
    #expect(
      HTMLElement.parse(html).first("p", class: "sp-properties-head")?.normalizedText
        == "Badge — 1 variant. Read from Figma file Loose Parts, component 1:2, version 3100000001, last modified 2026-11-30. Specimens drawn from the file's layers."
    )
    // The drawing has the text its TEXT property gives.
    #expect(html.contains(">New</text>"))
  }

  /// figmagic's file as published: a page of `specimens` for each of its 25 components builds
  /// with no error and draws each.
  @Test func everyComponentOfAPublishedFileIsDrawn() throws {
    var ignored = Diagnostics()
    let names = FigmaLibrary.load(
      files: [(Fixtures.path("Published/figmagic/figma.json", target: "FigmaTests"), nil)], into: &ignored
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
    // 25 components, five of them a drawing a state they stack or nest (Checkbox and Input 2,
    // Button 2, $my-design-system-button and ButtonWithFrames 7 each): 40 drawings.
    #expect(html.components(separatedBy: "class=\"sp-specimen-svg\"").count - 1 == 40)
  }
}

/// ```` ```icons ````: an icon family drawn as a grid, each icon from its node tree with its
/// outlines, its name under it; the twin lists the names.
@Suite struct IconsDirectiveTests {
  @Test func iconsAreDrawnInAGridWithTheirNames() throws {
    let root = try LooseComponentSiteTests.site(
      figma: "icons/icon-kit.json",
      page: "```icons\narrow-up\narrow-down\nplus\nminus\ndot\n```\n")
    defer { try? FileManager.default.removeItem(atPath: root) }
    let report = SiteBuilder.build(BuildOptions(siteDirectory: root, write: true))
    #expect(report.succeeded && report.diagnostics.isEmpty, "\(report.messages)")
    let html = try String(contentsOfFile: root + "/Public/index.html", encoding: .utf8)
    let grid = try #require(html.range(of: "<ul class=\"sp-icon-grid\"").map { String(html[$0.lowerBound...]) })
    let items = grid.components(separatedBy: "<li class=\"sp-icon\">").dropFirst()
    #expect(items.count == 5)
    for (item, name) in zip(items, ["arrow-up", "arrow-down", "plus", "minus", "dot"]) {
      #expect(item.contains("<span class=\"sp-icon-name\">\(name)</span>"))
      // The icon's own outline, not a box.
      #expect(item.contains("<path"), "\(name)")
    }
    let twin = try String(contentsOfFile: root + "/Public/index.md", encoding: .utf8)
    #expect(twin.contains("- arrow-up\n- arrow-down\n- plus\n- minus\n- dot"))
  }

  /// `icons own-size`: drawings that are no icons (figma-export's 40 × 60 logos, as published)
  /// keep their size: the wells are as large as the largest drawing, and each names its size
  /// under its name; the plain block keeps its 32 px wells.
  @Test func ownSizeDrawsEachAtItsSizeAndSaysIt() throws {
    let root = try LooseComponentSiteTests.site(
      figma: "Published/figma-export/figma.files.json", page: "```icons own-size\nfigma-red\nfigma-blue\n```\n")
    defer { try? FileManager.default.removeItem(atPath: root) }
    let report = SiteBuilder.build(BuildOptions(siteDirectory: root, write: true))
    // The file's own warnings (its octicons come without outlines) and none about the page.
    #expect(report.succeeded && !report.messages.contains { $0.contains("pages/index.md") }, "\(report.messages)")
    let html = try String(contentsOfFile: root + "/Public/index.html", encoding: .utf8)
    #expect(html.contains("<ul class=\"sp-icon-grid\" style=\"--sp-icon-side:60px\">"))
    let cells = HTMLElement.parse(html).all("li").filter { $0.classes.contains("sp-icon") }
    #expect(cells.map { $0.all("span").map(\.text) } == [["figma-red", "40 × 60"], ["figma-blue", "40 × 60"]])
    #expect(cells.allSatisfy { $0.all("svg").count == 1 })

    let plain = try LooseComponentSiteTests.site(
      figma: "Published/figma-export/figma.files.json", page: "```icons\nfigma-red\n```\n")
    defer { try? FileManager.default.removeItem(atPath: plain) }
    #expect(SiteBuilder.build(BuildOptions(siteDirectory: plain, write: true)).succeeded)
    let icon = try String(contentsOfFile: plain + "/Public/index.html", encoding: .utf8)
    #expect(icon.contains("<ul class=\"sp-icon-grid\" style=\"--sp-icon-side:32px\">"))
    #expect(!icon.contains("40 × 60"))
  }

  /// `icons names` lists the family by name in columns, drawing nothing (a file saved without
  /// its outlines would draw boxes); a name no component has is an error at its line, and an
  /// argument other than `names` at the fence.
  @Test func iconsByNameAreListedWithoutDrawings() throws {
    let root = try LooseComponentSiteTests.site(
      figma: "icons/icon-kit.json", page: "```icons names\nplus\nminus\n```\n")
    defer { try? FileManager.default.removeItem(atPath: root) }
    let report = SiteBuilder.build(BuildOptions(siteDirectory: root, write: true))
    #expect(report.succeeded && report.diagnostics.isEmpty, "\(report.messages)")
    let html = try String(contentsOfFile: root + "/Public/index.html", encoding: .utf8)
    #expect(html.contains("<ul class=\"sp-icon-names\"><li>plus</li><li>minus</li></ul>"))
    // The page's article: the list alone, no drawing.
    #expect(HTMLElement.parse(html).first("article")?.classNames == ["sp-icon-names", "sp-title"])
    let twin = try String(contentsOfFile: root + "/Public/index.md", encoding: .utf8)
    #expect(twin.contains("- plus\n- minus"))
  }

  @Test func anUnknownIconNameOrArgumentIsAnErrorWhereItIs() throws {
    let root = try LooseComponentSiteTests.site(
      figma: "icons/icon-kit.json", page: "```icons names\nplus\nminus\nplsu\n```\n\n```icons grid\nplus\n```\n")
    defer { try? FileManager.default.removeItem(atPath: root) }
    let report = SiteBuilder.build(BuildOptions(siteDirectory: root, write: false))
    let found = report.diagnostics.map { "\($0.id.rawValue) \($0.location?.line ?? 0):\($0.location?.column ?? 0)" }
    #expect(found == ["figma.unknown-component-set 8:1", "directive.icons-argument 11:1"], "\(report.messages)")
  }

  /// An empty block and a name no component has are errors at their lines.
  @Test func anEmptyBlockAndAnUnknownNameAreErrorsWhereTheyAre() throws {
    let root = try LooseComponentSiteTests.site(
      figma: "icons/icon-kit.json", page: "```icons\n```\n\n```icons\nplus\nplsu\n```\n")
    defer { try? FileManager.default.removeItem(atPath: root) }
    let report = SiteBuilder.build(BuildOptions(siteDirectory: root, write: false))
    let found = report.diagnostics.map { "\($0.id.rawValue) \($0.location?.line ?? 0):\($0.location?.column ?? 0)" }
    #expect(found == ["directive.icons-empty 5:1", "directive.unknown-geometry-model 10:1"], "\(report.messages)")
    #expect(report.diagnostics.last?.hint == "did you mean 'plus'?")
  }
}
