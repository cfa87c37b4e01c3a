import Figma
import Foundation
import Geometry
import SpecimenCore
import TestSupport
import Testing

@testable import FigmaGeometry
@testable import Site

/// A geometry model checked against the Figma node trees of its set, and a model written from them.
@Suite struct FigmaModelCheckTests {
  static func differences(_ report: BuildReport) -> [Diagnostic] {
    report.diagnostics.filter {
      [.geometryFigmaDifference, .geometryFigmaLayerMissing, .geometryFigmaLayerUnmodelled].contains($0.id)
    }
  }

  /// A hand-written Button that draws 75.89 × 30 where Figma says 78 × 36.
  static let smallButton = """
    set: Button
    frame: { width: 75.89, height: 30 }
    radius: 8
    fill: color/primary
    layers:
      - name: label
        rect: { x: 38, y: 5, width: 24, height: 20 }
    variants:
      - when: { State: Hover }
        fill: color/primary-hover
    """

  @Test func aHandModelSmallerThanFigmaWarnsWithBothSizes() throws {
    let site = try FixtureSite("figma-drawn")
    defer { site.remove() }
    try site.write("content/geometry/button.yml", Self.smallButton)
    let report = site.build(write: false)
    #expect(report.succeeded)
    let found = Self.differences(report)
    let model = Self.smallButton
    // The root's width and height at its `frame:`, each a warning in the model's file.
    let root = found.filter { $0.matches(.geometryFigmaDifference, at: position(of: "frame:", in: model)) }
    #expect(root.count == 2, "\(found)")
    #expect(root.allSatisfy { $0.severity == .warning })
    #expect(root.allSatisfy { $0.location?.file.hasSuffix("content/geometry/button.yml") == true })
    // Both sizes, and which variants differ, are said in words only.
    #expect(
      root.map(\.message) == [
        "root.width is 75.89 in the model but 78 in Figma (State=Default, and 1 other variant)",
        "root.height is 30 in the model but 36 in Figma (State=Default, and 1 other variant)",
      ])
    // A layer Figma has and the model does not draw is reported once, at the model's `set:`.
    let unmodelled = found.filter { $0.id == .geometryFigmaLayerUnmodelled }
    #expect(unmodelled.map(\.position) == [position(of: "set:", in: model)])
    // A layer's box that differs, at the layer.
    #expect(found.contains { $0.matches(.geometryFigmaDifference, at: position(of: "name: label", in: model)) })
    // --strict makes every difference an error.
    #expect(!site.build(strict: true, write: false).succeeded)
  }

  /// A properties table says what draws the set's specimens, and how its model compares with Figma.
  @Test func thePropertiesTableSaysWhatDrawsTheSpecimens() throws {
    let site = try FixtureSite("figma-drawn")
    defer { site.remove() }
    let page = "---\ntitle: Button\nsection: Components\norder: 1\n---\n\n```properties Button\n```\n"
    try site.write("content/pages/components/button.md", page)
    #expect(site.build().succeeded)
    let fromFigma = try site.read("Public/components/button/index.html")
    #expect(fromFigma.contains("Specimens drawn from the file&#39;s layers."))
    try site.write("content/geometry/button.yml", Self.smallButton)
    let report = site.build()
    #expect(report.succeeded)
    let count = Self.differences(report).count
    #expect(count > 1)
    let fromModel = try site.read("Public/components/button/index.html")
    #expect(
      fromModel.contains(
        "Specimens drawn from content/geometry/button.yml, \(count) differences from Figma (specimen check lists them)."
      ))
  }

  @Test func drawingSentences() {
    typealias Source = GeometryLibrary.DrawingSource
    #expect(
      PropertiesDirective.drawingSentence(Source.model(file: "a.yml", differencesFromFigma: 0))
        == "Specimens drawn from a.yml, matching Figma.")
    #expect(
      PropertiesDirective.drawingSentence(Source.model(file: "a.yml", differencesFromFigma: 1)).contains(
        "1 difference from Figma"))
    #expect(
      PropertiesDirective.drawingSentence(Source.model(file: "a.yml", differencesFromFigma: nil))
        == "Specimens drawn from a.yml.")
  }

  static func chipSite(model: String? = nil) throws -> FixtureSite {
    let site = try FixtureSite("figma-model")
    let golden = try String(
      contentsOf: snapshots.directory.appendingPathComponent("figma-model/chip.yml"), encoding: .utf8)
    try site.write("content/geometry/chip.yml", model ?? golden)
    return site
  }

  @Test func figmaModelWritesTheGoldenModel() throws {
    let site = try FixtureSite("figma-model")
    defer { site.remove() }
    var diagnostics = Diagnostics()
    let text = try #require(
      FigmaModelStarter.model(set: "Chip", siteDirectory: site.path, figmaFile: nil, into: &diagnostics))
    #expect(diagnostics.isEmpty)
    try snapshots.check(text, named: "figma-model/chip.yml")
  }

  @Test func theWrittenModelHasNoDifferenceFromFigma() throws {
    let site = try Self.chipSite()
    defer { site.remove() }
    let report = site.build(strict: true, write: false)
    #expect(report.succeeded, "\(report.messages)")
    #expect(Self.differences(report).isEmpty)
    // Drawn from the model, and the model says what Figma says.
    #expect(report.diagnostics.isEmpty, "\(report.messages)")
  }

  @Test func aLayerMovedInFigmaIsReportedAtTheModelsLine() throws {
    let site = try Self.chipSite()
    defer { site.remove() }
    // The Default variant's label moves one to the right in Figma.
    let file = "content/figma/chip.json"
    let json = try site.read(file)
    let moved = json.replacingOccurrences(
      of: #""absoluteBoundingBox":{"x":144,"y":226"#, with: #""absoluteBoundingBox":{"x":145,"y":226"#)
    #expect(moved != json)
    try site.write(file, moved)
    let found = Self.differences(site.build(write: false))
    let golden = try site.read("content/geometry/chip.yml")
    #expect(found.map(\.id) == [.geometryFigmaDifference])
    #expect(found.first?.position == position(of: "name: label", in: golden))
    #expect(found.first?.location?.file.hasSuffix("content/geometry/chip.yml") == true)
  }

  @Test func aPaintOrLayerThatDiffersIsNamedWithBothValues() throws {
    let golden = try String(
      contentsOf: snapshots.directory.appendingPathComponent("figma-model/chip.yml"), encoding: .utf8)
    let changed = golden.replacingOccurrences(of: "    dot: { fill: color/on-primary }\n", with: "")
      .replacingOccurrences(of: "  - name: label\n", with: "  - name: caption\n")
      .replacingOccurrences(of: "    label: {", with: "    caption: {")
    let site = try Self.chipSite(model: changed)
    defer { site.remove() }
    let found = Self.differences(site.build(write: false))
    // Both paints, by token and by color, are said in words only.
    #expect(
      found.contains {
        $0.id == .geometryFigmaDifference
          && $0.message
            == "dot.fill is color/primary (#3366FF) in the model but color/on-primary (#FFFFFF) in Figma (State=Selected)"
      })
    #expect(found.contains { $0.matches(.geometryFigmaLayerMissing, at: position(of: "name: caption", in: changed)) })
    #expect(found.contains { $0.matches(.geometryFigmaLayerUnmodelled, at: position(of: "set:", in: changed)) })
  }

  @Test func aModelIsNeverWrittenOverAFile() throws {
    let site = try FixtureSite("figma-model")
    defer { site.remove() }
    let path = site.root.appendingPathComponent("content/existing.yml").path
    try site.write("content/existing.yml", "set: Kept\n")
    var diagnostics = Diagnostics()
    #expect(!FigmaModelStarter.writeNew("set: Chip\n", to: path, into: &diagnostics))
    #expect(diagnostics.all.map(\.id) == [.figmaModelOutputUnwritable])
    #expect(try site.read("content/existing.yml") == "set: Kept\n")
    let fresh = site.root.appendingPathComponent("content/geometry-chip.yml").path
    var none = Diagnostics()
    #expect(FigmaModelStarter.writeNew("set: Chip\n", to: fresh, into: &none))
    #expect(try site.read("content/geometry-chip.yml") == "set: Chip\n")
    #expect(
      try FileManager.default.contentsOfDirectory(atPath: site.root.appendingPathComponent("content").path)
        .filter { $0.hasSuffix(".partial") }.isEmpty)
  }

  @Test func anUnknownSetIsAnErrorWithASuggestion() throws {
    let site = try FixtureSite("figma-model")
    defer { site.remove() }
    var diagnostics = Diagnostics()
    #expect(FigmaModelStarter.model(set: "Chipp", siteDirectory: site.path, figmaFile: nil, into: &diagnostics) == nil)
    #expect(diagnostics.all.map(\.id) == [.figmaModelUnknownSet])
    #expect(diagnostics.all.first?.hint == "did you mean 'Chip'?")
  }

  /// A component outside any set is found as pages find it, a set of one variant; a name that is
  /// neither lists both kinds (figmagic's saved file has no sets, only such components).
  @Test func aComponentOutsideAnySetGetsAModelAndHintsNameIt() throws {
    var ignored = Diagnostics()
    let library = FigmaLibrary.load(
      files: [(Fixtures.path("Published/figmagic/figma.json", target: "FigmaTests"), nil)], into: &ignored)
    var diagnostics = Diagnostics()
    let model = try #require(
      FigmaModelStarter.model(
        set: "Slider", in: library, tokens: nil, place: "the file", location: nil, into: &diagnostics))
    #expect(model.contains("set: Slider\n"))
    #expect(model.hasPrefix("# Slider, written from Figma file Figmagic — Design System template 4.0. Figma is"))
    #expect(!diagnostics.hasErrors)
    var unknown = Diagnostics()
    #expect(
      FigmaModelStarter.model(set: "Zzzqqq", in: library, tokens: nil, place: "the file", location: nil, into: &unknown)
        == nil)
    #expect(unknown.all.map(\.id) == [.figmaModelUnknownSet])
    let hint = try #require(unknown.all.first?.hint)
    #expect(hint.hasPrefix("the Figma files have the standalone components 'Check', "))
  }

  /// The bundled sites' models say what their Figma snapshots say, for every published variant,
  /// and every variant of a modelled set carries a node tree to compare with.
  @Test(arguments: [(".", 70), ("examples/eand", 38)])
  func theBundledModelsMatchTheirSnapshots(site: String, variants: Int) throws {
    let (data, _, diagnostics) = SiteBuilder.loadData(
      BuildOptions(siteDirectory: Repository.path(site), write: false))
    #expect(diagnostics.filter { $0.id.rawValue.hasPrefix("geometry.figma.") }.map(\.description) == [])
    let library = try #require(data.geometry)
    var compared = 0
    for set in data.figma.componentSets where library.hasModel(for: set.name) {
      for variant in set.publishedVariants {
        let tree = try #require(variant.tree)
        #expect(tree.children.contains { $0.box != nil }, "\(set.name) \(variant.name) has no layers")
        compared += 1
      }
    }
    #expect(compared == variants)
  }

  /// `figma model` on every bundled modelled set writes a model Figma's trees agree with.
  @Test(arguments: [".", "examples/eand"])
  func modelsWrittenFromTheBundledSnapshotsHaveNoDifference(site: String) throws {
    let copy = try BundledSite.copy(site, prefix: "specimen-model")
    defer { try? FileManager.default.removeItem(at: copy) }
    let geometry = copy.appendingPathComponent("content/geometry")
    var written = 0
    for file in try FileManager.default.contentsOfDirectory(atPath: geometry.path).sorted() {
      let text = try String(contentsOf: geometry.appendingPathComponent(file), encoding: .utf8)
      let set = try #require(
        text.split(separator: "\n").first { $0.hasPrefix("set: ") }.map { String($0.dropFirst(5)) })
      var diagnostics = Diagnostics()
      let model = try #require(
        FigmaModelStarter.model(set: set, siteDirectory: copy.path, figmaFile: nil, into: &diagnostics))
      #expect(diagnostics.isEmpty)
      try model.write(to: geometry.appendingPathComponent(file), atomically: true, encoding: .utf8)
      written += 1
    }
    #expect(written == (site == "." ? 9 : 1))
    let report = SiteBuilder.build(BuildOptions(siteDirectory: copy.path, write: false))
    // The pages ask for what only a hand model says (interactions); the models themselves load clean.
    #expect(!report.diagnostics.contains { $0.location?.file.contains("/geometry/") == true }, "\(report.messages)")
  }

  /// The sites whose Figma files the round trip covers: both bundled sites, the fixture sites
  /// of this suite, and the catalogue of bad inputs whose Figma files load without an error.
  static var roundTripSites: [String] {
    var sites = [Repository.path("."), Repository.path("examples/eand")]
    let folders = ["Tests/SiteTests/Fixtures", "Tests/Fixtures/bad"].map { Repository.path($0) }
    for folder in folders {
      let names = (try? FileManager.default.contentsOfDirectory(atPath: folder)) ?? []
      for name in names.sorted() {
        let site = folder + "/" + name + (folder.hasSuffix("bad") ? "/site" : "")
        if FileManager.default.fileExists(atPath: site + "/content/figma") { sites.append(site) }
      }
    }
    return sites
  }

  /// `figma model` on every set with node trees, of every Figma file the tests hold, writes a
  /// model its own check accepts: names unique, text in braces kept as text, every style a token.
  @Test func everyModelWrittenFromAFigmaFilePassesItsOwnCheck() throws {
    var written = 0
    for site in Self.roundTripSites {
      let copy = FileManager.default.temporaryDirectory.appendingPathComponent("specimen-trip-\(UUID().uuidString)")
      defer { try? FileManager.default.removeItem(at: copy) }
      try FileManager.default.createDirectory(at: copy, withIntermediateDirectories: true)
      let base = Repository.path("Tests/Fixtures/bad/_base/content")
      // A catalogue case lays its files over the smallest site.
      try FileManager.default.copyItem(atPath: base, toPath: copy.appendingPathComponent("content").path)
      for item in try FileManager.default.subpathsOfDirectory(atPath: site + "/content") {
        let from = site + "/content/" + item
        let to = copy.appendingPathComponent("content/" + item).path
        var isFolder: ObjCBool = false
        _ = FileManager.default.fileExists(atPath: from, isDirectory: &isFolder)
        if isFolder.boolValue {
          try FileManager.default.createDirectory(atPath: to, withIntermediateDirectories: true)
        } else {
          try? FileManager.default.removeItem(atPath: to)
          try FileManager.default.copyItem(atPath: from, toPath: to)
        }
      }
      let content = copy.appendingPathComponent("content")
      // Only the models written here, and a page that asks for nothing.
      try? FileManager.default.removeItem(at: content.appendingPathComponent("geometry"))
      try? FileManager.default.removeItem(at: content.appendingPathComponent("pages"))
      try FileManager.default.createDirectory(
        at: content.appendingPathComponent("pages"), withIntermediateDirectories: true)
      try "---\ntitle: Home\n---\n# Home\n".write(
        to: content.appendingPathComponent("pages/index.md"), atomically: true, encoding: .utf8)
      let (data, _, loaded) = SiteBuilder.loadData(BuildOptions(siteDirectory: copy.path, write: false))
      guard !loaded.contains(where: { $0.severity == .error }) else { continue }
      try FileManager.default.createDirectory(
        at: content.appendingPathComponent("geometry"), withIntermediateDirectories: true)
      var files: [String: String] = [:]
      for (number, set) in data.figma.componentSets.enumerated()
      where set.publishedVariants.contains(where: { $0.tree != nil }) {
        var diagnostics = Diagnostics()
        guard
          let model = FigmaModelStarter.model(
            set: set.name, in: data.figma, tokens: data.tokens, place: "the site", location: nil,
            into: &diagnostics)
        else {
          // Trees without a size (hand-made files) draw nothing: no model, and the command says why.
          #expect(diagnostics.map(\.id) == [.figmaModelNoTree], "\(site): \(set.name)")
          continue
        }
        let file = "set-\(number).yml"
        files[file] = set.name
        try model.write(to: content.appendingPathComponent("geometry/" + file), atomically: true, encoding: .utf8)
        written += 1
      }
      guard !files.isEmpty else { continue }
      let report = SiteBuilder.build(BuildOptions(siteDirectory: copy.path, write: false))
      let errors = report.diagnostics.filter { $0.severity == .error }
      #expect(errors.isEmpty, "\(site): \(errors.map(\.description))")
    }
    #expect(written >= 18)
  }

  /// A frame a snapshot sizes as hugging, with no auto layout and nothing inside it, has nothing
  /// to hug: the model gives it the box Figma does, so it reads back (`hug` there is an error).
  @Test func aFrameThatHugsNothingKeepsItsBox() throws {
    let site = try FixtureSite("figma-names")
    defer { site.remove() }
    let path = site.path + "/content/figma/names.json"
    let snapshot = try String(contentsOfFile: path, encoding: .utf8)
    let frame = "\"id\": \"2:1\",\n          \"type\": \"FRAME\","
    #expect(snapshot.contains(frame))
    try snapshot.replacingOccurrences(
      of: frame, with: frame + " \"layoutSizingHorizontal\": \"HUG\", \"layoutSizingVertical\": \"HUG\","
    ).write(toFile: path, atomically: true, encoding: .utf8)
    var diagnostics = Diagnostics()
    let text = try #require(
      FigmaModelStarter.model(set: "Names", siteDirectory: site.path, figmaFile: nil, into: &diagnostics))
    #expect(!text.contains("hug"), "\(text)")
    let layer = try #require(text.range(of: "  - name: a\n"))
    #expect(text[layer.upperBound...].hasPrefix("    x: 0\n    y: 0\n    width: 4\n    height: 4\n"), "\(text)")

    let data = SiteBuilder.loadData(BuildOptions(siteDirectory: site.path, write: false)).data
    var checked = Diagnostics()
    _ = GeometryLibrary.build(
      models: [(file: "written.yml", text: text)], icons: IconLibrary(),
      tokens: TokenGeometrySource(system: try #require(data.tokens)),
      sets: data.figma.componentSets.map { ComponentSetShape($0) }, measurer: TextMeasurer(fontDirectories: []),
      into: &checked)
    #expect(!checked.contains { $0.severity == .error }, "\(checked)")
  }

  /// Repeated names become names no layer has, `root` and `when` are renamed, literal braces are
  /// doubled, a binding to a nested set's property is written as its text, and a text style no
  /// token has is written as the nearest typography token.
  @Test func namesAndTextsAreWrittenSoTheModelReadsThemBack() throws {
    let site = try FixtureSite("figma-names")
    defer { site.remove() }
    var diagnostics = Diagnostics()
    let text = try #require(
      FigmaModelStarter.model(set: "Names", siteDirectory: site.path, figmaFile: nil, into: &diagnostics))
    #expect(diagnostics.isEmpty)
    let names = text.split(separator: "\n").filter { $0.hasPrefix("  - name: ") }.map { $0.dropFirst(10) }
    #expect(names == ["a", "a-3", "a-2", "root-2", "when-2", "a-4", "literal", "bound", "other"])
    #expect(text.contains(#"text: "{{Label} and {{#x}""#))
    #expect(text.contains(#"text: "{Label}""#) && text.contains(#"text: "Nested""#))
    #expect(!text.contains("visible:") && !text.contains("typography/unnamed"))
    #expect(text.components(separatedBy: "written as the nearest, typography/label").count - 1 == 3)
    try site.write("content/geometry/names.yml", text)
    let report = site.build(write: false)
    #expect(report.succeeded, "\(report.messages)")
    #expect(!report.diagnostics.contains { $0.severity == .error })
  }

  /// A live directive on a set drawn from its node trees says what it needs, not "did you mean"
  /// the very name it was given.
  @Test func aLiveDirectiveOnATreeDrawnSetSaysItNeedsAModel() throws {
    let site = try FixtureSite("figma-drawn")
    defer { site.remove() }
    try site.write("content/pages/live.md", "---\ntitle: Live\n---\n\n```preview Button\n```\n")
    let report = site.build(write: false)
    let problem = try #require(
      report.diagnostics.first { $0.id == .directiveGeometryModelRequired }, "\(report.messages)")
    #expect(problem.location?.line == 5 && problem.location?.file.hasSuffix("live.md") == true)
    #expect(problem.hint?.contains("specimen figma model Button") == true)
    #expect(!report.diagnostics.contains { $0.id == .directiveUnknownGeometryModel })
  }
  /// Writes a model for each set with trees in `text` (a Figma body), its tokens named through
  /// the bundled site's, and checks each as the build does: the models, each without errors.
  func writtenModelsPassTheirCheck(_ text: String) throws -> [String] {
    let site = Repository.path(".")
    var state = BuildState(options: BuildOptions(siteDirectory: site, write: false))
    SiteBuilder.readConfiguration(&state)
    SiteBuilder.readTokens(&state)
    let tokens = try #require(state.sources.data.tokens)
    var diagnostics = Diagnostics()
    let file = try #require(FigmaLibrary.parse(text, path: "file.json", key: "FuzzKey123", into: &diagnostics))
    let library = FigmaLibrary(files: [file])
    var models: [String] = []
    for set in library.componentSets where set.publishedVariants.contains(where: { $0.tree != nil }) {
      var written = Diagnostics()
      let model = try #require(
        FigmaModelStarter.model(
          set: set.name, in: library, tokens: tokens, place: "the file", location: nil, into: &written))
      var checked = Diagnostics()
      _ = GeometryLibrary.build(
        models: [(file: "written.yml", text: model)], icons: IconLibrary(),
        tokens: TokenGeometrySource(system: tokens), sets: library.componentSets.map { ComponentSetShape($0) },
        measurer: TextMeasurer(fontDirectories: [site + "/content/fonts"]), into: &checked)
      #expect(!checked.hasErrors, "\(set.name): \(checked.map(\.description))\n\(model)")
      models.append(model)
    }
    return models
  }

  /// A file whose variables the site's tokens name with other types (a text's bound font size
  /// names a color token here): the written model names only tokens of the type each place reads,
  /// and so passes its own check. Found by the model-writer fuzz harness on its own seed.
  @Test func variablesNamingTokensOfAnotherTypeAreWrittenAsValues() throws {
    let text = try String(
      contentsOfFile: Fixtures.path("nodes-drawn.json", target: "FigmaTests"), encoding: .utf8)
    #expect(try writtenModelsPassTheirCheck(text).count >= 1)
  }

  /// A layer placed past the ±1,000,000 a model holds (a saved file can say anything) is left out
  /// of the model, with a comment, so the model still passes its own check. Found by the
  /// model-writer fuzz harness.
  @Test func aLayerPlacedPastWhatAModelHoldsIsLeftOut() throws {
    let text = try String(
      contentsOfFile: Fixtures.path("nodes-drawn.json", target: "FigmaTests"), encoding: .utf8)
    let far = text.replacingOccurrences(
      of: #""absoluteBoundingBox":{"x":430,"y":229,"width":10,"height":10}"#,
      with: #""absoluteBoundingBox":{"x":430,"y":101234567890123456789012345678900,"width":10,"height":10}"#)
    #expect(far != text)
    let models = try writtenModelsPassTheirCheck(far)
    let badge = try #require(models.first { $0.hasPrefix("# Badge") })
    #expect(badge.contains("#   dot: placed or sized past the ±1,000,000 a model holds; left out"))
    #expect(!badge.contains("name: dot"))
  }

  /// Names a model repeats in its comments (the file's, a layer's) may hold a NUL, a line break
  /// or a character libyaml refuses: each is written as an escape, so the comment stays one line
  /// and the model reads back. Found by the model-writer fuzz harness (a NUL in the file's name).
  @Test func namesInCommentsStayOnTheirLineAndReadBack() throws {
    let text = try String(
      contentsOfFile: Fixtures.path("nodes-drawn.json", target: "FigmaTests"), encoding: .utf8)
    let hostile =
      text
      .replacingOccurrences(of: #""name":"Fixture UI""#, with: #""name":"Fixture\u0000 UI\u2028set: Evil""#)
      .replacingOccurrences(of: #""name":"dot""#, with: #""name":"dot\nset: Evil\u0085\uFFFE""#)
      .replacingOccurrences(
        of: #""absoluteBoundingBox":{"x":430,"y":229,"width":10,"height":10}"#,
        with: #""absoluteBoundingBox":{"x":430,"y":101234567890123456789012345678900,"width":10,"height":10}"#)
    #expect(hostile.components(separatedBy: "Evil").count == 3 && hostile.contains("1012345678901234"))
    let badge = try #require(try writtenModelsPassTheirCheck(hostile).first { $0.hasPrefix("# Badge") })
    let comments = badge.split(separator: "\n", omittingEmptySubsequences: false).filter { $0.hasPrefix("#") }
    #expect(comments.first?.contains(#"written from Figma file Fixture\u{0} UI\u{2028}set: Evil"#) == true)
    #expect(
      comments.contains(
        #"#   dot\u{A}set: Evil\u{85}\u{FFFE}: placed or sized past the ±1,000,000 a model holds; left out"#))
    #expect(
      !badge.unicodeScalars.contains { $0.value < 0x09 || (0x0E..<0x20).contains($0.value) || $0.value == 0x2028 })
  }

  /// A vector whose outline is not SVG path data is written as its box, with a comment saying so.
  @Test func anOutlineThatIsNotPathDataIsWrittenAsABox() throws {
    let text = try String(
      contentsOfFile: Fixtures.path("nodes-drawn.json", target: "FigmaTests"), encoding: .utf8)
    let broken = text.replacingOccurrences(of: "L3.9 13.8L5.3 9.1L1.5 6.2H6.2", with: "L3.9 13.8L5.3 9.1L1.5 :.2H6.2")
    #expect(broken != text)
    let models = try writtenModelsPassTheirCheck(broken)
    #expect(models.contains { $0.contains("its outline is not SVG path data; written as its box") })
  }
}
