import Foundation
import SpecimenCore
import TestSupport
import Testing

@testable import FigmaGeometry
@testable import Geometry
@testable import Site

/// A copy of the bundled site in a temporary folder, kept up to date by a `SiteSession`; after
/// every edit the session's output must be byte for byte what a clean build writes.
final class EditedSite {
  let folder: String
  let session: SiteSession
  private var cleanBuilds = 0

  /// `search`: keep the site's search index (written again from every page on each edit).
  init(search: Bool = false) throws {
    folder = try BundledSite.copy(parts: ["content", "templates"], prefix: "specimen-session").path
    if !search {
      let configuration = folder + "/content/site.yml"
      let text = try String(contentsOfFile: configuration, encoding: .utf8)
      try text.replacingOccurrences(of: "search: true", with: "search: false").write(
        toFile: configuration, atomically: true, encoding: .utf8)
    }
    session = SiteSession(options: BuildOptions(siteDirectory: folder, outputDirectory: folder + "/served"))
  }

  deinit { try? FileManager.default.removeItem(atPath: folder) }

  var served: String { folder + "/served" }

  func read(_ path: String) throws -> String { try String(contentsOfFile: folder + "/" + path, encoding: .utf8) }

  /// Replaces `old` by `new` in a file (it must be there), the way an editor saves: a temporary
  /// file renamed over the old one.
  func edit(_ path: String, replacing old: String, with new: String) throws {
    let text = try read(path)
    #expect(text.contains(old), "\(path) has no '\(old)'")
    try write(path, text.replacingOccurrences(of: old, with: new))
  }

  func write(_ path: String, _ text: String) throws {
    let temporary = folder + "/" + path + ".saving"
    try text.write(toFile: temporary, atomically: false, encoding: .utf8)
    #expect(rename(temporary, folder + "/" + path) == 0)
  }

  func rebuild(_ paths: String...) -> RebuildReport { session.rebuild(changedPaths: paths) }

  /// Every file of a folder, by path, with its bytes.
  static func files(in folder: String) -> [String: Data] {
    var files: [String: Data] = [:]
    guard let enumerator = FileManager.default.enumerator(atPath: folder) else { return files }
    while let item = enumerator.nextObject() as? String {
      var isDirectory: ObjCBool = false
      _ = FileManager.default.fileExists(atPath: folder + "/" + item, isDirectory: &isDirectory)
      if !isDirectory.boolValue { files[item] = FileManager.default.contents(atPath: folder + "/" + item) }
    }
    return files
  }

  /// Builds the sources from scratch elsewhere and compares every file, the search index's too.
  func expectSameAsCleanBuild(sourceLocation: Testing.SourceLocation = #_sourceLocation) {
    cleanBuilds += 1
    let clean = folder + "/clean-\(cleanBuilds)"
    let report = SiteBuilder.build(BuildOptions(siteDirectory: folder, outputDirectory: clean))
    #expect(report.succeeded, sourceLocation: sourceLocation)
    let expected = Self.files(in: clean)
    let actual = Self.files(in: served)
    #expect(Set(actual.keys) == Set(expected.keys), sourceLocation: sourceLocation)
    let differing = expected.keys.filter { actual[$0] != nil && actual[$0] != expected[$0] }.sorted()
    #expect(differing.isEmpty, "differs from a clean build: \(differing)", sourceLocation: sourceLocation)
  }
}

@Suite struct SiteSessionTests {
  @Test func proseEditRendersThatPageOnlyAndMatchesACleanBuild() throws {
    let site = try EditedSite()
    #expect(site.session.firstReport.succeeded)
    try site.edit("content/pages/components/checkbox.md", replacing: "changes a setting", with: "flips a setting")
    let report = site.rebuild(site.folder + "/content/pages/components/checkbox.md")
    #expect(report.succeeded)
    #expect(report.renderedPages == 1)
    #expect(report.changedURLs == ["/components/checkbox/"])
    #expect(
      try String(contentsOfFile: site.served + "/components/checkbox/index.html", encoding: .utf8).contains(
        "flips a setting"))
    site.expectSameAsCleanBuild()
  }

  /// A prose edit makes again only the component files of the sets the page documents (and
  /// llms.txt, llms-full.txt and its twin); a token edit makes every one; both equal a clean build.
  @Test func proseEditMakesOnlyThatPagesComponentFiles() throws {
    let site = try EditedSite()
    let all = site.session.firstReport.componentFiles
    #expect(all > 2)
    // The toggle page documents Toggle and _Toggle Label.
    let page = "content/pages/components/toggle.md"
    try site.edit(page, replacing: "Four: Default, Pressed", with: "Four states: Default, Pressed")
    let prose = site.rebuild(page)
    #expect(prose.succeeded)
    #expect(prose.componentFiles == 2)
    #expect(try site.read("served/components/toggle.json").contains("Four states: Default"))
    #expect(try site.read("served/components/toggle/index.md").contains("Four states: Default"))
    site.expectSameAsCleanBuild()
    let tokens = "content/tokens/components.tokens.json"
    try site.edit(tokens, replacing: "\"{brand.base}\"", with: "\"{stroke.soft-200}\"")
    let data = site.rebuild(tokens)
    #expect(data.succeeded)
    #expect(data.componentFiles == all)
    site.expectSameAsCleanBuild()
  }

  /// The second and later saves of a page put its new sections into the frames of its sets'
  /// files kept at the first, their entries not made again; each save, an edit that empties a
  /// section, and the undo write the bytes a clean build writes. An edit of another page makes
  /// its sets' files whole again.
  @Test func laterSavesOfAPageFillTheFramesKeptAtTheFirst() throws {
    let site = try EditedSite()
    let page = "content/pages/components/toggle.md"
    let original = try site.read(page)
    try site.edit(page, replacing: "Four: Default, Pressed", with: "Four states: Default, Pressed")
    let first = site.rebuild(page)
    #expect(first.succeeded && first.componentFiles == 2 && first.framedComponentFiles == 0)
    site.expectSameAsCleanBuild()
    try site.edit(page, replacing: "Four states: Default", with: "Four states, said again: Default")
    let second = site.rebuild(page)
    #expect(second.succeeded && second.componentFiles == 2 && second.framedComponentFiles == 2)
    #expect(try site.read("served/components/toggle.json").contains("Four states, said again: Default"))
    site.expectSameAsCleanBuild()
    try site.write(page, original)
    let undone = site.rebuild(page)
    #expect(undone.succeeded && undone.framedComponentFiles == 2)
    site.expectSameAsCleanBuild()
    let input = "content/pages/components/input.md"
    try site.write(input, try site.read(input) + "\n## Said last\n\nA new section.\n")
    let other = site.rebuild(input)
    #expect(other.succeeded && other.componentFiles > 0 && other.framedComponentFiles == 0)
    site.expectSameAsCleanBuild()
  }

  /// After a prose edit llms-full.txt holds the page's new twin in its place and the component
  /// files of the page's sets are made again; llms.txt and components.json, which show nothing
  /// of the prose, are not written again. A token edit and a second prose edit of a changed
  /// length after it, and the undo, all equal a clean build.
  @Test func proseEditPutsThePagesTwinInTheFullTextAndLeavesTheRestUnwritten() throws {
    let site = try EditedSite()
    func inode(_ path: String) throws -> UInt64 {
      try #require(FileManager.default.attributesOfItem(atPath: site.served + "/" + path)[.systemFileNumber] as? UInt64)
    }
    let other = try #require(
      try FileManager.default.contentsOfDirectory(atPath: site.served + "/components").sorted().first {
        $0.hasSuffix(".json") && !$0.hasPrefix("toggle")
      })
    let kept = ["llms.txt", "components.json", "tokens.json", "components/" + other]
    let before = try kept.map(inode)
    let fullBefore = try site.read("served/llms-full.txt")
    let page = "content/pages/components/toggle.md"
    try site.edit(page, replacing: "Four: Default, Pressed", with: "Four states, each its own: Default, Pressed")
    #expect(site.rebuild(page).succeeded)
    let full = try site.read("served/llms-full.txt")
    #expect(full.contains("Four states, each its own: Default, Pressed"))
    #expect(full.utf8.count == fullBefore.utf8.count + "states, each its own: ".utf8.count - 1)
    #expect(try site.read("served/components/toggle.json").contains("Four states, each its own: Default"))
    #expect(try kept.map(inode) == before)
    site.expectSameAsCleanBuild()

    let tokens = "content/tokens/components.tokens.json"
    try site.edit(tokens, replacing: "\"{brand.base}\"", with: "\"{stroke.soft-200}\"")
    #expect(site.rebuild(tokens).succeeded)
    site.expectSameAsCleanBuild()
    try site.edit(page, replacing: "Four states, each its own: Default", with: "Four: Default")
    #expect(site.rebuild(page).succeeded)
    #expect(try site.read("served/llms-full.txt").contains("Four: Default, Pressed"))
    site.expectSameAsCleanBuild()
    try site.edit(tokens, replacing: "\"{stroke.soft-200}\"", with: "\"{brand.base}\"")
    #expect(site.rebuild(tokens).succeeded)
    #expect(try site.read("served/llms-full.txt") == fullBefore)
    site.expectSameAsCleanBuild()
  }

  /// A page saved again with only its prose changed takes its tables and drawings from the
  /// rebuild before; a data edit makes them again, and the output always equals a clean build.
  @Test func proseEditsReuseDataDirectivesUntilTheDataChanges() throws {
    let site = try EditedSite()
    let page = "content/pages/components/toggle.md"
    try site.write(page, try site.read(page) + "\nA closing sentence.\n")
    let first = site.rebuild(page)
    #expect(first.succeeded && first.renderedPages == 1)
    #expect(first.reusedDirectives == 0, "nothing was kept before the first rebuild")
    site.expectSameAsCleanBuild()

    try site.edit(page, replacing: "A closing sentence.", with: "A closing sentence, edited.")
    let second = site.rebuild(page)
    #expect(second.succeeded)
    // anatomy, specimens ×3, properties, variants, tokens ×2, touch-target, accessibility: drawn
    // and tabled from the kept results.
    #expect(second.reusedDirectives == 10)
    site.expectSameAsCleanBuild()

    // brand/pressed, which the toggle's track reads.
    try site.edit(
      "content/tokens/semantic-light.tokens.json", replacing: "\"{colors.blue.600}\"", with: "\"{colors.blue.400}\"")
    let token = site.rebuild("content/tokens/semantic-light.tokens.json")
    #expect(token.succeeded && token.reusedDirectives == 0)
    #expect(token.changedURLs.contains("/components/toggle/"))
    site.expectSameAsCleanBuild()

    // Made again against the edited token, then reused; a line added above every directive
    // moves them all, so they are made again where they now are.
    try site.edit(page, replacing: "A closing sentence, edited.", with: "A closing sentence.")
    #expect(site.rebuild(page).reusedDirectives == 10)
    site.expectSameAsCleanBuild()
    try site.edit(page, replacing: "\n---\n", with: "\n---\n\nAn opening sentence.\n")
    let moved = site.rebuild(page)
    #expect(moved.succeeded && moved.reusedDirectives == 0)
    site.expectSameAsCleanBuild()
  }

  /// A kept table whose row ids a new heading now takes is made again, so its rows number on
  /// past the heading as a clean build numbers them.
  @Test func aKeptResultIsMadeAgainWhenAHeadingTakesOneOfItsIDs() throws {
    let site = try EditedSite()
    let page = "content/pages/components/toggle.md"
    try site.write(page, try site.read(page) + "\nA closing sentence.\n")
    #expect(site.rebuild(page).succeeded)
    try site.edit(page, replacing: "A closing sentence.", with: "## Token brand pressed")
    let report = site.rebuild(page)
    #expect(report.succeeded)
    #expect(report.reusedDirectives > 0 && report.reusedDirectives < 10)
    let html = try String(contentsOfFile: site.served + "/components/toggle/index.html", encoding: .utf8)
    #expect(html.contains("<h2 id=\"token-brand-pressed\">"))
    #expect(html.contains("<tr id=\"token-brand-pressed-2\" data-token=\"brand/pressed\">"))
    site.expectSameAsCleanBuild()
  }

  @Test func proseEditWithSearchRendersOnePageAndWritesOnlyTheShardsThatChanged() throws {
    let site = try EditedSite(search: true)
    try site.edit("content/pages/components/checkbox.md", replacing: "changes a setting", with: "flips a setting")
    let report = site.rebuild("content/pages/components/checkbox.md")
    #expect(report.succeeded)
    #expect(report.renderedPages == 1)
    #expect(report.tokenResolutions == nil, "a page edit resolves no tokens")
    #expect(report.changedURLs.first == "/components/checkbox/")
    let indexFiles = report.changedURLs.dropFirst()
    #expect(!indexFiles.isEmpty && indexFiles.allSatisfy { $0.hasPrefix("/search/") })
    // The new word is in a shard the rebuild wrote; shards of untouched words were left alone.
    let shards = indexFiles.filter { $0.hasPrefix("/search/t/") }
    #expect(
      try shards.contains { try String(contentsOfFile: site.served + $0, encoding: .utf8).contains("\"flips\"") })
    let allShards = try FileManager.default.contentsOfDirectory(atPath: site.served + "/search/t")
    #expect(shards.count < allShards.count)
    site.expectSameAsCleanBuild()
  }

  @Test func titleEditRendersEveryPageSinceTheNavigationShowsIt() throws {
    let site = try EditedSite()
    try site.edit("content/pages/components/checkbox.md", replacing: "title: Checkbox", with: "title: Check box")
    let report = site.rebuild("./content/pages/components/checkbox.md")
    #expect(report.succeeded)
    #expect(report.renderedPages == site.session.pageURLs.count)
    site.expectSameAsCleanBuild()
  }

  @Test func tokenEditRendersThePagesThatReadIt() throws {
    let site = try EditedSite()
    try site.edit("content/tokens/components.tokens.json", replacing: "\"{brand.base}\"", with: "\"{stroke.soft-200}\"")
    let report = site.rebuild("content/tokens/components.tokens.json")
    #expect(report.succeeded)
    #expect(report.renderedPages >= 1)
    #expect(report.renderedPages < site.session.pageURLs.count)
    // The edited token and the few that refer to it are resolved again; the rest are taken
    // from the load before.
    let resolutions = try #require(report.tokenResolutions)
    #expect(resolutions.computed >= 1)
    #expect(resolutions.computed * 20 < resolutions.reused)
    site.expectSameAsCleanBuild()
  }

  /// A Code Connect edit changes no component and no prop, only the parity table that reads it.
  @Test func codeConnectEditRendersTheParityPage() throws {
    let site = try EditedSite()
    try site.edit(
      "content/code/TextInput.figma.swift", replacing: "@FigmaString(\"Hint\")", with: "@FigmaString(\"Hnt\")")
    let report = site.rebuild("content/code/TextInput.figma.swift")
    #expect(report.succeeded)
    #expect(report.changedURLs == ["/components/input/"])
    #expect(report.diagnostics.contains { $0.id == .parityMappingUnknownProperty && $0.location?.line == 36 })
    site.expectSameAsCleanBuild()
  }

  /// A style's new value in the Figma file renders the page of its `figma-styles` table, and
  /// only that page.
  @Test func figmaStyleEditRendersThePageThatShowsStyles() throws {
    let site = try EditedSite()
    let styles = try String(
      contentsOfFile: Fixtures.path("styles/nodes-styles.json", target: "FigmaTests"), encoding: .utf8)
    try site.write("content/figma/styles.json", styles)
    try site.edit(
      "content/site.yml", replacing: "    key: AppetiteUI2026k7Q2ZmWx\n",
      with: "    key: AppetiteUI2026k7Q2ZmWx\n  - file: figma/styles.json\n")
    try site.write("content/pages/styles.md", "---\ntitle: Styles\n---\n\n```figma-styles color\n```\n")
    #expect(site.rebuild("content/site.yml", "content/figma/styles.json", "content/pages/styles.md").succeeded)
    site.expectSameAsCleanBuild()
    try site.edit("content/figma/styles.json", replacing: "\"r\": 0.102", with: "\"r\": 0.5")
    let report = site.rebuild("content/figma/styles.json")
    #expect(report.succeeded)
    #expect(report.changedURLs == ["/styles/"])
    #expect(try site.read("served/styles/index.html").contains(">#8073E8</code>"))
    site.expectSameAsCleanBuild()
  }

  @Test func tokenEditAndItsUndoBothMatchACleanBuild() throws {
    let site = try EditedSite(search: true)
    try site.edit("content/tokens/components.tokens.json", replacing: "\"{brand.base}\"", with: "\"{stroke.soft-200}\"")
    let edit = site.rebuild("content/tokens/components.tokens.json")
    #expect(edit.succeeded)
    site.expectSameAsCleanBuild()
    try site.edit("content/tokens/components.tokens.json", replacing: "\"{stroke.soft-200}\"", with: "\"{brand.base}\"")
    let undo = site.rebuild("content/tokens/components.tokens.json")
    #expect(undo.succeeded)
    #expect(undo.renderedPages == edit.renderedPages)
    site.expectSameAsCleanBuild()
  }

  @Test func tokenEditThatChangesNothingShownReloadsNothing() throws {
    let site = try EditedSite()
    // The same tokens written with other spacing: re-read, resolved again, and every page the
    // same bytes.
    try site.edit("content/tokens/components.tokens.json", replacing: "\"{brand.base}\"", with: "  \"{brand.base}\"")
    let report = site.rebuild("content/tokens/components.tokens.json")
    #expect(report.succeeded)
    #expect(report.changedURLs.isEmpty)
    site.expectSameAsCleanBuild()
  }

  @Test func aliasTargetEditInOneThemeRedrawsTheModelsThatReadIt() throws {
    let site = try EditedSite()
    // brand/pressed now points elsewhere in the light theme: the Toggle model reads it in a rule.
    try site.edit(
      "content/tokens/semantic-light.tokens.json", replacing: "\"{colors.blue.600}\"", with: "\"{colors.blue.400}\"")
    let report = site.rebuild("content/tokens/semantic-light.tokens.json")
    #expect(report.succeeded)
    #expect(report.renderedPages < site.session.pageURLs.count)
    #expect(report.changedURLs.contains("/components/toggle/"))
    #expect(report.changedURLs.contains("/tokens.css"))
    site.expectSameAsCleanBuild()
    try site.edit(
      "content/tokens/semantic-light.tokens.json", replacing: "\"{colors.blue.400}\"", with: "\"{colors.blue.600}\"")
    #expect(site.rebuild("content/tokens/semantic-light.tokens.json").succeeded)
    site.expectSameAsCleanBuild()
  }

  @Test func onlyASessionKeepsWhatTheModelsReadToUpdateThem() throws {
    let options = BuildOptions(siteDirectory: Repository.root.path, write: false)
    for forSession in [true, false] {
      let (state, report) = SiteBuilder.buildKeepingState(options, forSession: forSession)
      #expect(report.succeeded)
      let library = try #require(state.sources.data.geometry)
      let tokens = TokenGeometrySource(system: try #require(state.sources.data.tokens))
      var diagnostics = Diagnostics()
      let updated = library.updated(changedFiles: [], tokens: tokens, changedTokens: [], into: &diagnostics)
      #expect((updated != nil) == forSession)
    }
  }

  @Test func modelEditThatChangesNothingDrawnReloadsNothing() throws {
    let site = try EditedSite()
    try site.edit("content/geometry/toggle.yml", replacing: "radius: 14 }", with: "radius: 14 }  # the track")
    let report = site.rebuild("content/geometry/toggle.yml")
    #expect(report.succeeded)
    #expect(report.renderedPages >= 1)
    #expect(report.changedURLs.isEmpty)
    site.expectSameAsCleanBuild()
  }

  @Test func manyModelEditsInARowStillMatchACleanBuild() throws {
    let site = try EditedSite()
    // Each update keeps the untouched sets' layouts from the library before it; past a chain of
    // thirty-two the kept layouts are folded into one cache.
    for radius in 1...36 {
      try site.edit(
        "content/geometry/toggle.yml", replacing: "radius: \(radius == 1 ? 14 : radius - 1) }",
        with: "radius: \(radius) }")
      #expect(site.rebuild("content/geometry/toggle.yml").succeeded)
    }
    site.expectSameAsCleanBuild()
  }

  @Test func brokenModelEditIsReportedThenFixed() throws {
    let site = try EditedSite()
    try site.edit("content/geometry/toggle.yml", replacing: "fill: brand/base", with: "fill: brand/bass")
    let broken = site.rebuild("content/geometry/toggle.yml")
    #expect(!broken.succeeded)
    let model = try site.read("content/geometry/toggle.yml")
    #expect(
      broken.diagnostics.contains { $0.matches(.geometryUnknownToken, at: position(of: "brand/bass", in: model)) })
    try site.edit("content/geometry/toggle.yml", replacing: "fill: brand/bass", with: "fill: brand/pressed")
    let fixed = site.rebuild("content/geometry/toggle.yml")
    #expect(fixed.succeeded)
    #expect(fixed.changedURLs.contains("/components/toggle/"))
    site.expectSameAsCleanBuild()
  }

  @Test func templateEditThatChangesNoPageReloadsNothing() throws {
    let site = try EditedSite()
    try site.edit("templates/page.mustache", replacing: "</body>", with: "{{! a note for authors }}</body>")
    let report = site.rebuild("templates/page.mustache")
    #expect(report.succeeded)
    #expect(report.renderedPages == site.session.pageURLs.count)
    #expect(report.changedURLs.isEmpty)
    site.expectSameAsCleanBuild()
  }

  @Test func modelEditRendersThePagesThatDrawIt() throws {
    let site = try EditedSite()
    try site.edit("content/geometry/toggle.yml", replacing: "radius: 14", with: "radius: 12")
    let report = site.rebuild("content/geometry/toggle.yml")
    #expect(report.succeeded)
    #expect(report.renderedPages >= 1)
    #expect(report.renderedPages < site.session.pageURLs.count)
    #expect(report.changedURLs.contains("/components/toggle/"))
    site.expectSameAsCleanBuild()
  }

  @Test func templateEditRendersEverything() throws {
    let site = try EditedSite()
    try site.edit("templates/page.mustache", replacing: "</body>", with: "<!-- edited --></body>")
    let report = site.rebuild("templates/page.mustache")
    #expect(report.succeeded)
    #expect(report.renderedPages == site.session.pageURLs.count)
    #expect(Set(site.session.pageURLs).isSubset(of: report.changedURLs))
    site.expectSameAsCleanBuild()
  }

  @Test func newPageJoinsTheNavigation() throws {
    let site = try EditedSite()
    try site.write(
      "content/pages/components/switch-row.md", "---\ntitle: Switch row\nsection: Components\n---\n\nA row.\n")
    let report = site.rebuild("content/pages/components/switch-row.md")
    #expect(report.succeeded)
    #expect(site.session.pageURLs.contains("/components/switch-row/"))
    site.expectSameAsCleanBuild()
  }

  @Test func templateAssetEditIsCopiedAndADeletedOneRemoved() throws {
    let site = try EditedSite()
    try site.edit("templates/assets/specimen.css", replacing: ":root", with: "/* edited */\n:root")
    let report = site.rebuild("templates/assets/specimen.css")
    #expect(report.succeeded)
    #expect(report.changedURLs == ["/assets/specimen.css"])
    #expect(try String(contentsOfFile: site.served + "/assets/specimen.css", encoding: .utf8).contains("/* edited */"))
    site.expectSameAsCleanBuild()

    try site.write("templates/assets/extra.css", "/* the site's own */\n")
    #expect(site.rebuild("templates/assets/extra.css").succeeded)
    #expect(FileManager.default.fileExists(atPath: site.served + "/assets/extra.css"))
    try FileManager.default.removeItem(atPath: site.folder + "/templates/assets/extra.css")
    #expect(site.rebuild("templates/assets/extra.css").succeeded)
    #expect(!FileManager.default.fileExists(atPath: site.served + "/assets/extra.css"))
    site.expectSameAsCleanBuild()

    // A deleted asset the built-in theme also has is the theme's again.
    try FileManager.default.removeItem(atPath: site.folder + "/templates/assets/favicon.svg")
    #expect(site.rebuild("templates/assets/favicon.svg").succeeded)
    let favicon = try Data(contentsOf: URL(fileURLWithPath: site.served + "/assets/favicon.svg"))
    #expect(Array(favicon) == BuiltInTheme.assets.first { $0.path == "favicon.svg" }?.bytes)
    site.expectSameAsCleanBuild()
  }

  /// A page or template asset added where another source already writes is an error naming
  /// both, and the served site stays as it was until one of them goes.
  @Test func aNewFileAtAPathAnotherSourceWritesIsAnErrorUntilItGoes() throws {
    let site = try EditedSite()
    try FileManager.default.createDirectory(
      atPath: site.folder + "/content/pages/assets", withIntermediateDirectories: true)
    try site.write("content/pages/assets/guide.md", "---\ntitle: Guide\n---\n\nA guide.\n")
    #expect(site.rebuild("content/pages/assets/guide.md").succeeded)
    let before = EditedSite.files(in: site.served)

    try FileManager.default.createDirectory(
      atPath: site.folder + "/templates/assets/guide", withIntermediateDirectories: true)
    try site.write("templates/assets/guide/index.html", "<!doctype html>\n")
    let asset = site.rebuild("templates/assets/guide/index.html")
    #expect(!asset.succeeded)
    // Reported at the later source, the page, whose file the error points at.
    #expect(asset.diagnostics.map(\.id) == [.outputPathCollision])
    #expect(asset.diagnostics.first?.location?.file.hasSuffix("content/pages/assets/guide.md") == true)
    #expect(EditedSite.files(in: site.served) == before)

    try FileManager.default.removeItem(atPath: site.folder + "/templates/assets/guide/index.html")
    try FileManager.default.createDirectory(
      atPath: site.folder + "/content/pages/components/toggle", withIntermediateDirectories: true)
    try site.write("content/pages/components/toggle/index.md", "---\ntitle: Toggle too\n---\n\nAgain.\n")
    let page = site.rebuild("templates/assets/guide/index.html", "content/pages/components/toggle/index.md")
    #expect(page.diagnostics.map(\.id) == [.outputPathCollision])
    #expect(page.diagnostics.first?.location?.file.hasSuffix("content/pages/components/toggle/index.md") == true)
    #expect(EditedSite.files(in: site.served) == before)

    try FileManager.default.removeItem(atPath: site.folder + "/content/pages/components/toggle/index.md")
    #expect(site.rebuild("content/pages/components/toggle/index.md").succeeded)
    site.expectSameAsCleanBuild()
  }

  @Test func brokenEditKeepsTheLastGoodPagesUntilItIsFixed() throws {
    let site = try EditedSite()
    let page = site.served + "/components/checkbox/index.html"
    let before = FileManager.default.contents(atPath: page)
    try site.edit(
      "content/pages/components/checkbox.md", replacing: "[Toggle](toggle.md) changes",
      with: "[Toggle](toggel.md) changes")
    let broken = site.rebuild("content/pages/components/checkbox.md")
    #expect(!broken.succeeded)
    let error = try #require(broken.diagnostics.first { $0.severity == .error })
    #expect(error.id == .pageMissingPage)
    #expect(error.location?.file.hasSuffix("content/pages/components/checkbox.md") == true)
    #expect(error.location?.line == 10)
    #expect(FileManager.default.contents(atPath: page) == before)

    try site.edit("content/pages/components/checkbox.md", replacing: "(toggel.md)", with: "(toggle.md)")
    try site.edit("content/pages/components/checkbox.md", replacing: "changes a setting", with: "flips a setting")
    let fixed = site.rebuild("content/pages/components/checkbox.md")
    #expect(fixed.succeeded)
    site.expectSameAsCleanBuild()
  }

  @Test func renamedHeadingIsAnErrorWhereAnotherPageLinksToIt() throws {
    let site = try EditedSite()
    try site.edit("content/pages/components/toggle.md", replacing: "## Guidelines", with: "## Advice")
    let broken = site.rebuild("content/pages/components/toggle.md")
    #expect(!broken.succeeded)
    let error = try #require(broken.diagnostics.first { $0.severity == .error })
    #expect(error.id == .pageMissingAnchor)
    #expect(error.location?.file.hasSuffix("content/pages/components/input.md") == true)
    let input = try site.read("content/pages/components/input.md")
    #expect(error.location?.line == position(of: "toggle.md#guidelines", in: input).line)
    try site.edit("content/pages/components/input.md", replacing: "toggle.md#guidelines", with: "toggle.md#advice")
    let fixed = site.rebuild("content/pages/components/input.md")
    #expect(fixed.succeeded)
    #expect(Set(fixed.changedURLs) == ["/components/toggle/", "/components/input/"])
    site.expectSameAsCleanBuild()
  }

  @Test func aPageThatBecomesALinkOutOfTheSiteIsNotRead() throws {
    let site = try EditedSite()
    let page = site.folder + "/content/pages/components/checkbox.md"
    try FileManager.default.removeItem(atPath: page)
    try FileManager.default.createSymbolicLink(atPath: page, withDestinationPath: "/etc/hostname")
    let report = site.rebuild("content/pages/components/checkbox.md")
    #expect(!report.succeeded)
    #expect(FileManager.default.fileExists(atPath: site.served + "/components/checkbox/index.html"))
  }

  @Test func deletedPageIsAnErrorWhereOthersLinkToIt() throws {
    let site = try EditedSite()
    let saved = try site.read("content/pages/components/toggle.md")
    try FileManager.default.removeItem(atPath: site.folder + "/content/pages/components/toggle.md")
    let report = site.rebuild("content/pages/components/toggle.md")
    #expect(!report.succeeded)
    let errors = report.diagnostics.filter { $0.severity == .error }
    #expect(!errors.isEmpty && errors.allSatisfy { $0.id == .pageMissingPage }, "\(errors)")
    #expect(FileManager.default.fileExists(atPath: site.served + "/components/toggle/index.html"))
    try site.write("content/pages/components/toggle.md", saved)
    #expect(site.rebuild("content/pages/components/toggle.md").succeeded)
    site.expectSameAsCleanBuild()
  }
}
