import Figma
import Foundation
import Geometry
import SpecimenCore
import TestSupport
import Testing

@testable import FigmaGeometry
@testable import Site

/// Figma's text shaped as model text is, and its effects drawn as Figma renders them, from a
/// saved `/nodes` response (text-effects.json in the figma-drawn fixture site).
@Suite struct FigmaTextEffectsTests {
  static let measurer = TextMeasurer()

  static func sets() throws -> [ComponentSet] {
    let site = try #require(Bundle.module.url(forResource: "Fixtures/figma-drawn", withExtension: nil))
    var diagnostics = Diagnostics()
    let library = FigmaLibrary.load(
      files: [(site.appendingPathComponent("content/figma/text-effects.json").path, "FixtureFXk7Q2")],
      into: &diagnostics)
    #expect(!diagnostics.contains { $0.severity == .error }, "\(diagnostics)")
    return library.componentSets
  }

  static func drawn(into diagnostics: inout Diagnostics) throws -> [String: [LaidOutComponent]] {
    FigmaDrawing.drawings(
      of: try sets(), variables: FigmaVariableNames(), cssVariable: { "--" + $0 }, measurer: measurer,
      into: &diagnostics)
  }

  static func inter(_ weight: Double, _ size: Double, lineHeight: Double, spacing: Double = 0) -> GeometryTypography {
    GeometryTypography(
      fontFamily: "Inter", fontWeight: weight, fontSize: size, lineHeight: lineHeight / size, letterSpacing: spacing)
  }

  static func textLayer(_ name: String) throws -> LaidOutLayer {
    var diagnostics = Diagnostics()
    let component = try #require(try drawn(into: &diagnostics)["Text Runs"]?.first)
    return try #require(component.layers.first { $0.name == name })
  }

  static func close(_ a: Double, _ b: Double) -> Bool { abs(a - b) < 0.000_001 }

  @Test func mixedStylesAreRunsShapedOneByOne() throws {
    let layer = try Self.textLayer("mixed")
    let line = try #require(layer.lines.first)
    #expect(layer.lines.count == 1)
    #expect(line.runs.map(\.text) == ["Save ", "all", " ", "changes"])
    #expect(line.runs.map(\.fontWeight) == [nil, 700, nil, nil])
    #expect(line.runs.map { $0.fill?.color.hex } == [nil, nil, nil, "#D91A1A"])
    let regular = Self.inter(400, 14, lineHeight: 20)
    let bold = Self.inter(700, 14, lineHeight: 20)
    let advances = try line.runs.map { try #require($0.advance) }
    #expect(Self.close(advances[0], Self.measurer.width(of: "Save ", style: regular)))
    #expect(Self.close(advances[1], Self.measurer.width(of: "all", style: bold)))
    #expect(advances[1] > Self.measurer.width(of: "all", style: regular))
    #expect(Self.close(advances[3], Self.measurer.width(of: "changes", style: regular)))
    // Each run starts where the one before it ends; the line starts at the box's left edge.
    #expect(line.runs.first?.x == 12)
    for (before, run) in zip(line.runs, line.runs.dropFirst()) {
      #expect(Self.close(try #require(run.x), try #require(before.x) + (before.advance ?? 0)))
    }
    #expect(Self.close(line.width, advances.reduce(0, +)))
    // The first baseline sits half the leading above the ascender, as model text's does.
    #expect(Self.close(line.baseline, 12 + Self.measurer.baselineOffset(style: regular)))
  }

  @Test func alignmentPlacesTheShapedWidthInTheBox() throws {
    let style = Self.inter(400, 14, lineHeight: 20)
    let centred = try #require(try Self.textLayer("centred").lines.first)
    let width = Self.measurer.width(of: "Centred", style: style)
    #expect(Self.close(centred.width, width))
    #expect(Self.close(centred.x, 12 + (216 - width) / 2))
    let right = try #require(try Self.textLayer("right").lines.first)
    #expect(Self.close(right.width, Self.measurer.width(of: "Right aligned", style: style)))
    #expect(Self.close(right.x + right.width, 12 + 216))
  }

  @Test func textCaseAndLetterSpacingAreShaped() throws {
    let line = try #require(try Self.textLayer("upper").lines.first)
    #expect(line.text == "READY")
    let plain = Self.measurer.width(of: "READY", style: Self.inter(600, 12, lineHeight: 16))
    // Letter spacing follows every character: five of them at 1.2.
    #expect(Self.close(line.width, plain + 5 * 1.2))
    // The box hugs the text: Figma's width is the shaped one.
    #expect(abs(line.width - 46.44) < 0.01)
  }

  @Test func aLineHeightInPercentOfTheFontSizeSpacesTheBaselines() throws {
    let layer = try Self.textLayer("paragraph")
    #expect(layer.lines.map(\.text) == ["First line", "Second line"])
    // 150 % of 12 between baselines, and the 4 of paragraph spacing between paragraphs.
    #expect(Self.close(layer.lines[1].baseline - layer.lines[0].baseline, 18 + 4))
    #expect(
      Self.close(
        layer.lines[0].baseline, 120 + Self.measurer.baselineOffset(style: Self.inter(400, 12, lineHeight: 18))))
  }

  @Test func decorationsAndItalicRunsAreShapedWithTheirOwnFiles() throws {
    let line = try #require(try Self.textLayer("styled").lines.first)
    #expect(line.runs.map(\.text) == ["Was ", "20", ", now ", "15"])
    #expect(line.runs.map(\.strikethrough) == [false, true, false, false])
    #expect(line.runs.map(\.underline) == [false, false, false, true])
    #expect(line.runs.map(\.italic) == [false, false, false, true])
    #expect(line.runs[3].fontWeight == 600)
    // The box hugs the text: Figma's width is the shaped one.
    #expect(abs(line.width - 89.13) < 0.01)
    let italic = try #require(Self.measurer.fontFile(family: "Inter", weight: 600, italic: true))
    #expect(italic.file.italic && italic.exact)
    let advance = try #require(line.runs[3].advance)
    #expect(
      Self.close(advance, Self.measurer.width(of: "15", style: Self.inter(600, 12, lineHeight: 16), italic: true)))
  }

  @Test func titleCaseRaisesTheFirstLetterOfEachWordOnly() {
    #expect(FigmaTextLayout.cased("save all-new files", .known(.title)) == "Save All-New Files")
    #expect(FigmaTextLayout.cased("keep iOS", .known(.title)) == "Keep IOS")
    // A piece that continues a word (a style change inside it) keeps its first letter.
    #expect(FigmaTextLayout.cased("ing now", .known(.title), startsWord: false) == "ing Now")
    #expect(FigmaTextLayout.cased("Straße", .known(.upper)) == "STRASSE")
  }

  @Test func textInAFixedWidthBreaksAtItsBox() throws {
    let layer = try Self.textLayer("wrapped")
    #expect(layer.lines.map(\.text) == ["Text that wraps ", "at the box"])
    #expect(layer.lines.allSatisfy { $0.width <= 110.01 })
    #expect(Self.close(layer.lines[1].baseline - layer.lines[0].baseline, 20))
  }

  /// A family no font file draws is measured with the fallback, with the one warning model text gives.
  @Test func aFamilyWithoutFontsFallsBackWithOneWarning() throws {
    func text(_ id: String, _ y: Int) -> String {
      #"{"id":"\#(id)","name":"t\#(id)","type":"TEXT","absoluteBoundingBox":{"x":0,"y":\#(y),"width":80,"height":20},"#
        + #""characters":"Hello","style":{"fontFamily":"Nonexistent Grotesk","fontWeight":400,"fontSize":14,"lineHeightPx":20,"textAutoResize":"WIDTH_AND_HEIGHT"}}"#
    }
    let json =
      #"{"name":"F","lastModified":"2026-01-01T00:00:00Z","version":"1","nodes":{"1:1":{"document":{"id":"1:1","name":"S","type":"COMPONENT_SET","#
      + #""componentPropertyDefinitions":{"V":{"type":"VARIANT","defaultValue":"a","variantOptions":["a"]}},"#
      + #""children":[{"id":"1:2","name":"V=a","type":"COMPONENT","absoluteBoundingBox":{"x":0,"y":0,"width":80,"height":40},"#
      + #""children":[\#(text("1:3", 0)),\#(text("1:4", 20))]}]}}}}"#
    var diagnostics = Diagnostics()
    let file = try #require(FigmaLibrary.parse(json, path: "fonts.json", key: nil, into: &diagnostics))
    let drawn = FigmaDrawing.drawings(
      of: file.componentSets, variables: FigmaVariableNames(), cssVariable: { $0 }, measurer: Self.measurer,
      into: &diagnostics)
    let missing = diagnostics.filter { $0.id == .geometryFontMissing }
    #expect(missing.count == 1)
    #expect(missing.first?.severity == .warning)
    #expect(missing.first?.location?.file == "fonts.json")
    let layer = try #require(drawn["S"]?.first?.layers.first { $0.name == "t1:3" })
    let fallback = Self.measurer.width(of: "Hello", style: Self.inter(400, 14, lineHeight: 20))
    #expect(Self.close(try #require(layer.lines.first?.width), fallback))
  }

  @Test func theTextFixtureMatchesItsGoldenFile() throws {
    var diagnostics = Diagnostics()
    let drawn = try Self.drawn(into: &diagnostics)
    let geometry = try Self.geometry(drawn, into: &diagnostics)
    let component = try #require(drawn["Text Runs"]?.first)
    try snapshots.check(
      geometry.svg(component, options: SVGOptions(idPrefix: "t")) + "\n", named: "figma-text-effects/text-runs.svg")
  }

  static func geometry(
    _ drawn: [String: [LaidOutComponent]], into diagnostics: inout Diagnostics
  ) throws -> GeometryLibrary {
    GeometryLibrary.build(
      models: [], icons: IconLibrary(), tokens: NoGeometryTokens(),
      sets: try sets().map { ComponentSetShape($0) }, measurer: measurer, drawn: drawn, into: &diagnostics)
  }

  // MARK: Effects

  @Test func eachEffectMatchesItsGoldenFile() throws {
    var diagnostics = Diagnostics()
    let drawn = try Self.drawn(into: &diagnostics)
    let geometry = try Self.geometry(drawn, into: &diagnostics)
    let components = try #require(drawn["Effects"])
    #expect(components.count == 4)
    for component in components {
      let name = (component.variant["Effect"] ?? "").lowercased().replacingOccurrences(of: " ", with: "-")
      let svg = geometry.svg(component, options: SVGOptions(idPrefix: "e"))
      try snapshots.check(svg + "\n", named: "figma-text-effects/effects-\(name).svg")
    }
    func svg(_ effect: String) throws -> String {
      let component = try #require(components.first { $0.variant["Effect"] == effect })
      return geometry.svg(component, options: SVGOptions(idPrefix: "e"))
    }
    let drop = try svg("Drop shadow")
    // A spread grows the outline and its radii (8 + 2), as Figma grows the geometry; radius 8
    // is a deviation of 4; MULTIPLY blends with what lies under the layer.
    #expect(drop.contains(#"<rect x="14" y="26" width="60" height="44" rx="10" filter="#))
    #expect(drop.contains(#"<g style="mix-blend-mode:multiply">"#))
    #expect(drop.contains(#"stdDeviation="4""#))
    // Without a spread the shadow comes from what the layer paints, cut out where it paints
    // unless it shows behind it: only the second is cut out.
    #expect(drop.contains(#"<feOffset in="SourceAlpha" dx="0" dy="4" result="drop1"/>"#))
    #expect(drop.components(separatedBy: #"operator="out""#).count - 1 == 1)
    // The kinds of element the drawing is made of: no mask.
    #expect(
      Set(HTMLElement.parse(drop).all().map(\.name)).sorted() == [
        "defs", "feblend", "fecolormatrix", "fecomposite", "feflood", "fegaussianblur", "feoffset", "filter", "g",
        "rect", "svg",
      ])
    let inner = try svg("Inner shadow")
    // A spread of 2 shrinks the hole and its radii (12 − 2), moved down by 2.
    #expect(inner.contains(#"<rect x="26" y="24" width="108" height="56" rx="10"/>"#))
    #expect(inner.contains(#"stdDeviation="3""#))
    // The highlight without a spread is the inverse of the alpha, kept inside it.
    #expect(inner.contains(#"operator="arithmetic" k2="-1" k3="1""#))
    #expect(inner.contains(#"stdDeviation="1""#))
    let layerBlur = try svg("Layer blur")
    #expect(layerBlur.contains(#"<feGaussianBlur in="SourceGraphic" stdDeviation="4"/>"#))
    let background = try svg("Background blur")
    // What lies under the glass inside the drawing (the frame and the stripes) blurred, in its outline.
    #expect(background.contains(#"<feGaussianBlur stdDeviation="6"/>"#))
    #expect(background.contains(##"<use href="#e-d"##))
  }

  /// Every effect's filter region, and the drawing's view box, hold what Figma says the node
  /// paints (`absoluteRenderBounds`), so no shadow or blur is cut off.
  @Test func filterRegionsHoldEveryEffectsReach() throws {
    var diagnostics = Diagnostics()
    let drawn = try Self.drawn(into: &diagnostics)
    let geometry = try Self.geometry(drawn, into: &diagnostics)
    let set = try #require(try Self.sets().first { $0.name == "Effects" })
    var checked = 0
    for (variant, component) in zip(set.publishedVariants, try #require(drawn["Effects"])) {
      let tree = try #require(variant.tree)
      let origin = try #require(tree.box)
      let svg = geometry.svg(component, options: SVGOptions(idPrefix: "e"))
      for node in tree.children where !node.effects.isEmpty {
        let bounds = try #require(node.renderBounds)
        let painted = Rect(
          x: bounds.x - origin.x, y: bounds.y - origin.y, width: bounds.width, height: bounds.height)
        let index = try #require(component.layers.firstIndex { $0.name == node.name })
        #expect(component.viewBox.contains(painted), "\(node.name)")
        #expect(component.drawnBounds(measurer: Self.measurer)?.contains(painted) == true, "\(node.name)")
        guard node.effects.contains(where: { $0.type != .backgroundBlur }) else { continue }
        let region = component.filterRegion(of: index)
        #expect(region.contains(painted), "\(node.name)")
        #expect(component.viewBox.contains(region), "\(node.name)")
        // The filters the drawing defines reach as far as the node paints.
        let drawnRegions = Self.regions(of: "filter", in: svg).filter { $0.overlaps(painted) }
        let reach = try #require(drawnRegions.dropFirst().reduce(drawnRegions.first) { $0?.union($1) })
        #expect(reach.contains(painted), "\(node.name)")
        checked += 1
      }
    }
    #expect(checked == 4)
  }

  /// The regions of the `<filter>` (or `<mask>`) elements of `svg`.
  static func regions(of tag: String, in svg: String) -> [Rect] {
    svg.components(separatedBy: "<\(tag) ").dropFirst().compactMap { element in
      let head = element.prefix { $0 != ">" }
      func number(_ name: String) -> Double? {
        guard let range = head.range(of: " \(name)=\"") else { return nil }
        return Double(head[range.upperBound...].prefix { $0 != "\"" })
      }
      guard let x = number("x"), let y = number("y"), let width = number("width"), let height = number("height")
      else { return nil }
      return Rect(x: x, y: y, width: width, height: height)
    }
  }

  /// A page's filter ids are its drawings' prefix and a counter: unique, and the same on every build.
  @Test func filterIdsAreUniqueOnAPageAndStable() throws {
    var pages: [String] = []
    for _ in 0..<2 {
      let fixture = try FixtureSite("figma-drawn")
      defer { fixture.remove() }
      let report = fixture.build(strict: true)
      #expect(!report.diagnostics.contains { $0.severity == .error }, "\(report.messages)")
      pages.append(try fixture.read("Public/components/effects/index.html"))
    }
    #expect(pages[0] == pages[1])
    let ids = pages[0].components(separatedBy: #" id=""#).dropFirst().compactMap { $0.split(separator: "\"").first }
    #expect(ids.count > 10)
    #expect(Set(ids).count == ids.count)
    #expect(pages[0].contains("<filter id=\""))
  }
}
