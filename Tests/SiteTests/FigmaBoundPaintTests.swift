import Figma
import Geometry
import SpecimenCore
import TestSupport
import Testing

@testable import FigmaGeometry
@testable import Site

/// Paints in Figma's node trees bound to variables are drawn, and checked, by their tokens.
@Suite struct FigmaBoundPaintTests {
  /// The bundled snapshots bind their paints to variables whose ids the bundled tokens record
  /// (as Figma's variables export writes them), so a tree's paint is its token, not a colour.
  @Test(arguments: [
    (".", "Toggle", ["State": "Default", "Active": "Off"], "track", "bg/soft-200", false),
    (".", "Toggle", ["State": "Disabled", "Active": "On"], "track", "brand/base", false),
    (".", "Counter Input", ["State": "Disabled"], "value", "text/disabled-300", false),
    (".", "Counter Input", ["State": "Default"], "plus", "stroke/sub-300", true),
    (
      "examples/eand", "input-field",
      [
        "type": "text", "default": "true", "filled": "false", "active": "true", "disabled": "false",
        "error": "false",
      ], "surface", "border/interactive/accent/default", true
    ),
  ])
  func aBundledTreePaintIsDrawnWithItsToken(
    site: String, set: String, variant: [String: String], layer: String, token: String, stroke: Bool
  ) throws {
    let (data, _, _) = SiteBuilder.loadData(BuildOptions(siteDirectory: Repository.path(site), write: false))
    let tokens = try #require(data.tokens)
    let source = TokenGeometrySource(system: tokens)
    let sets = data.figma.componentSets.filter { $0.name == set }
    let (drawn, notes) = FigmaDrawing.drawingsAndNotes(
      of: sets, variables: FigmaVariableNames(tokens: tokens.defaultResolution.tokens),
      cssVariable: { source.cssVariable($0) })
    // Every bound paint of the set is named: none is left in Figma's colour.
    #expect((notes[set] ?? []).filter { $0.id == .figmaDrawingUnnamedVariable }.isEmpty)
    let component = try #require(
      drawn[set]?.first { $0.variant == PropertyValues(variant) }, "\(set) \(variant) is not drawn")
    let found = try #require(component.layers.first { $0.name == layer })
    let paint = try #require(stroke ? found.appearance.stroke?.paint : found.fill)
    #expect(paint.token == token)
    #expect(paint.cssVariable == source.cssVariable(token))
  }

  /// A paint bound to another variable of the same colour is a difference: the check compares
  /// tokens where both sides name one, not only the colours they resolve to.
  @Test func aPaintReboundToAnotherVariableIsReported() throws {
    let site = try FigmaModelCheckTests.chipSite()
    defer { site.remove() }
    let file = "content/figma/chip.json"
    let json = try site.read(file)
    // color/surface (VariableID:1:4) and color/on-primary (VariableID:1:5) are both white: the
    // Default variant's fill, bound in the paint and on the node, moves from one to the other.
    let rebound = json.replacingOccurrences(of: "VariableID:1:4", with: "VariableID:1:5")
    #expect(rebound != json)
    try site.write(file, rebound)
    let found = FigmaModelCheckTests.differences(site.build(write: false))
    #expect(found.map(\.id) == [.geometryFigmaDifference])
    #expect(
      found.map(\.message) == [
        "root.fill is color/surface (#FFFFFF) in the model but color/on-primary (#FFFFFF) in Figma (State=Default)"
      ])
    #expect(found.first?.location?.file.hasSuffix("content/geometry/chip.yml") == true)
    // The root's difference is reported where the model's root starts: its `set:` line.
    #expect(found.first?.location?.line == 3)
  }

  /// A set drawn from Figma without a model has a `tokens` table: the tokens its layers bind.
  @Test func aTokensTableOfAFigmaDrawnSetListsTheTokensItBinds() throws {
    let site = try FixtureSite("figma-drawn")
    defer { site.remove() }
    let (data, _, _) = SiteBuilder.loadData(BuildOptions(siteDirectory: site.path, write: false))
    let library = try #require(data.geometry)
    #expect(library.isDrawnFromFigma("Button"))
    #expect(
      library.tokensRead(set: "Button", includingInstances: true) == [
        "color/primary", "color/on-primary", "color/primary-hover",
      ])
    let page = "---\ntitle: Button\nsection: Components\norder: 1\n---\n\n```tokens Button\n```\n"
    try site.write("content/pages/components/button.md", page)
    let report = site.build()
    #expect(report.succeeded, "\(report.messages)")
    let html = try site.read("Public/components/button/index.html")
    #expect(html.contains("Tokens Button reads"))
  }
}
