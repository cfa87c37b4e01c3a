import Figma
import Foundation
import Geometry
import SpecimenCore
import TestSupport
import Testing

@testable import FigmaGeometry
@testable import Site

@Suite struct FigmaDrawingTests {
  static func library() throws -> FigmaLibrary {
    let site = try #require(Bundle.module.url(forResource: "Fixtures/figma-drawn", withExtension: nil))
    var diagnostics = Diagnostics()
    return FigmaLibrary.load(
      files: [(site.appendingPathComponent("content/figma/fixture.json").path, "FixtureUIk7Q2")], into: &diagnostics)
  }

  static let names = FigmaVariableNames(names: [
    "VariableID:1:2": "color/primary", "VariableID:1:5": "color/on-primary", "VariableID:1:8": "color/shadow",
    "VariableID:2:1": "type/label",
  ])

  /// Every visible node of the tree with its box relative to the root and its place in the
  /// file, in drawing order.
  static func boxes(_ root: FigmaNode) -> [(String, Rect, SourceLocation)] {
    guard let origin = root.box else { return [] }
    var out: [(String, Rect, SourceLocation)] = []
    var stack = [root]
    while let node = stack.popLast() {
      guard node.visible, let box = node.box else { continue }
      out.append(
        (
          node.id, Rect(x: box.x - origin.x, y: box.y - origin.y, width: box.width, height: box.height),
          node.location
        ))
      stack.append(contentsOf: node.children.reversed())
    }
    return out
  }

  @Test func everyDrawnLayerSitsWhereFigmaPutsIt() throws {
    let library = try Self.library()
    var diagnostics = Diagnostics()
    let drawn = FigmaDrawing.drawings(
      of: library.componentSets, variables: Self.names,
      cssVariable: { "--" + $0.replacingOccurrences(of: "/", with: "-") },
      into: &diagnostics)
    #expect(drawn.keys.sorted() == ["Badge", "Button", "Card"])
    var compared = 0
    for set in library.componentSets {
      let components = try #require(drawn[set.name])
      #expect(components.count == set.publishedVariants.count)
      for (variant, component) in zip(set.publishedVariants, components) {
        let tree = try #require(variant.tree)
        let expected = Self.boxes(tree)
        // Hidden layers are not drawn; every other node is one layer, in the same order.
        // Bars drawing a side's stroke are unnamed layers of their own.
        let named = component.layers.filter { $0.name != nil }
        #expect(named.count == expected.count, "\(set.name)")
        for (layer, (id, box, location)) in zip(named, expected) {
          // A finding of the audit about the layer is reported at its node.
          #expect(layer.location == location, "\(set.name) \(id)")
          for (a, b) in [
            (layer.frame.x, box.x), (layer.frame.y, box.y), (layer.frame.width, box.width),
            (layer.frame.height, box.height),
          ] {
            #expect(abs(a - b) <= 0.5, "\(set.name) \(id) \(layer.path)")
          }
          compared += 1
        }
        #expect(component.width == tree.box?.width)
        #expect(component.height == tree.box?.height)
      }
    }
    #expect(compared == 18)
  }

  @Test func boundPaintsAreDrawnWithTheirTokensAndTheRestAreNoted() throws {
    let library = try Self.library()
    var diagnostics = Diagnostics()
    let drawn = FigmaDrawing.drawings(
      of: library.componentSets, variables: Self.names,
      cssVariable: { "--" + $0.replacingOccurrences(of: "/", with: "-") },
      into: &diagnostics)
    let button = try #require(drawn["Button"]?.first)
    #expect(button.layers[0].fill?.cssVariable == "--color-primary")
    #expect(button.layers[0].fill?.color.hex == "#3366FF")
    #expect(button.layers[1].fill?.cssVariable == "--color-on-primary")
    #expect(button.layers[0].layout?.gap == 6)
    #expect(button.layers[2].styleToken == "type/label")
    #expect(button.layers[0].corners.topLeft == 8)
    // The shadow takes room on the sides it reaches, not a bleed on all four.
    #expect(button.bleed == 0 && button.overflow.bottom >= 6 && button.overflow.bottom > button.overflow.top)
    let badge = try #require(drawn["Badge"]?.first)
    #expect(badge.layers[0].effects.first?.layers.last?.paint.cssVariable == "--color-shadow")
    let unnamed = diagnostics.filter { $0.id == .figmaDrawingUnnamedVariable }
    // Button's hover fill (1:3), Badge's surface and stroke, Card's surface and title: one note per set.
    #expect(unnamed.map(\.severity) == [.note, .note, .note])
    #expect(unnamed.first?.message.contains("VariableID:1:3") == true)
  }

  @Test func variableNamesComeFromTheTokensExtensions() throws {
    let fixture = try FixtureSite("figma-drawn")
    defer { fixture.remove() }
    let report = fixture.build()
    #expect(!report.diagnostics.contains { $0.id == .figmaDrawingUnnamedVariable && $0.message.hasPrefix("Button") })
    let page = try fixture.read("Public/components/button/index.html")
    #expect(page.contains("fill:var(--color-primary, #3366FF)"))
    #expect(page.contains("fill:var(--color-primary-hover, #1A4DD9)"))
    // A library variable's id carries its key before the slash.
    let names = FigmaVariableNames(names: ["4f1e2d": "color/brand"])
    #expect(names.token(for: "VariableID:4f1e2d/12:34") == "color/brand")
  }

  @Test func aSiteWithoutModelsDrawsItsSetsFromFigma() throws {
    let fixture = try FixtureSite("figma-drawn")
    defer { fixture.remove() }
    let report = fixture.build(strict: true)
    #expect(!report.diagnostics.contains { $0.severity == .error }, "\(report.messages)")
    let button = try fixture.read("Public/components/button/index.html")
    #expect(button.contains("The button is 78 × 36; its label starts at 38."))
    #expect(button.contains("class=\"sp-specimens\""))
    #expect(button.contains("class=\"sp-anatomy\""))
    #expect(button.contains("aria-label=\"Button — State: Hover\""))
    let badge = try fixture.read("Public/components/badge/index.html")
    // Text from the file is escaped.
    #expect(badge.contains(">New</tspan><tspan x=\"54.14\"> &amp; &lt;hot&gt;</tspan>"))
    let drawing = HTMLElement.parse(badge)
    #expect(drawing.all("hot").isEmpty)
    #expect(drawing.all("tspan").contains { $0.text == " & <hot>" })
    #expect(badge.contains(">Send<"))
    #expect(badge.contains(">READY TO SEND<"))
  }

  /// Each variant drawn by the one SVG renderer, against golden files: gradients, shadows,
  /// paths, bound paints as CSS variables and escaped text.
  @Test func theDrawingsMatchTheirGoldenFiles() throws {
    let library = try Self.library()
    var diagnostics = Diagnostics()
    let drawn = FigmaDrawing.drawings(
      of: library.componentSets, variables: Self.names,
      cssVariable: { "--" + $0.replacingOccurrences(of: "/", with: "-") }, into: &diagnostics)
    let geometry = GeometryLibrary.build(
      models: [], icons: IconLibrary(), tokens: NoGeometryTokens(),
      sets: library.componentSets.map { ComponentSetShape($0) }, drawn: drawn, into: &diagnostics)
    #expect(!diagnostics.contains { $0.severity == .error }, "\(diagnostics)")
    for set in ["Button", "Badge", "Card"] {
      for component in drawn[set] ?? [] {
        let name = component.variant.map(\.value).sorted().joined(separator: "-").lowercased()
        let svg = geometry.svg(component, options: SVGOptions(idPrefix: "f"))
        try snapshots.check(svg + "\n", named: "figma-drawn/\(set.lowercased())-\(name).svg")
      }
    }
    let card = try #require(drawn["Card"]?.first)
    // Only the bottom is stroked (2, inside): one bar along the bottom edge, over the children.
    let bars = card.layers.filter { $0.name == nil }
    #expect(bars.map(\.frame) == [Rect(x: 0, y: 130, width: 200, height: 2)])
    #expect(card.layers[0].stroke == nil)
    let svg = geometry.svg(card, options: SVGOptions(idPrefix: "f"))
    #expect(svg.contains("<radialGradient id=\"f-g"))
    let badge = try #require(drawn["Badge"]?.first)
    let badgeSVG = geometry.svg(badge, options: SVGOptions(idPrefix: "f"))
    #expect(badgeSVG.contains("<linearGradient id=\"f-g"))
    // Mixed styles: the overridden characters are a run of their own, in their own weight and fill.
    #expect(
      badgeSVG.contains(
        "<tspan font-weight=\"700\" fill=\"#D91A1A\">New</tspan><tspan x=\"54.14\"> &amp; &lt;hot&gt;</tspan>"))
  }

  /// Sets drawn one at a time when asked for are drawn as all at once are, with the same notes,
  /// and each only once: the drawing is handed over, not kept.
  @Test func setsDrawnWhenAskedForAreDrawnAsAllAtOnce() throws {
    let library = try Self.library()
    let css: @Sendable (String) -> String = { "--" + $0.replacingOccurrences(of: "/", with: "-") }
    let (drawn, notes) = FigmaDrawing.drawingsAndNotes(
      of: library.componentSets, variables: Self.names, cssVariable: css)
    let onDemand = FigmaSetDrawings(
      sets: library.componentSets, variables: Self.names, cssVariable: css, measurer: TextMeasurer())
    #expect(onDemand.setNames == ["Button", "Badge", "Card"])
    var none = Diagnostics()
    let geometry = GeometryLibrary.build(
      models: [], icons: IconLibrary(), tokens: NoGeometryTokens(),
      sets: library.componentSets.map { ComponentSetShape($0) }, drawn: drawn, into: &none)
    func svgs(_ components: [LaidOutComponent]) -> [String] {
      components.map { geometry.svg($0, options: SVGOptions(idPrefix: "f")) }
    }
    // Badge is left for `notes()` to draw.
    for set in ["Card", "Button"] {
      let components = try #require(onDemand.drawing(of: set))
      #expect(svgs(components) == svgs(drawn[set] ?? []), "\(set)")
      #expect(onDemand.drawing(of: set) == nil, "\(set) is drawn once")
    }
    #expect(onDemand.drawing(of: "No Such Set") == nil)
    #expect(onDemand.notes() == notes)
    #expect(notes.values.contains { !$0.isEmpty })
    #expect(onDemand.drawing(of: "Badge") == nil)
  }

  /// Of two sets of one name, the first saved without its node trees, the second is drawn, one at
  /// a time as all at once; each set's notes stay with the set they came from.
  @Test func aSetOfTheSameNameWithTreesIsDrawnAfterOneWithout() throws {
    let library = try Self.library()
    let css: @Sendable (String) -> String = { "--" + $0.replacingOccurrences(of: "/", with: "-") }
    let button = try #require(library.componentSets.first { $0.name == "Button" })
    var bare = button
    bare.publishedVariants = bare.publishedVariants.map { variant in
      var variant = variant
      variant.tree = nil
      return variant
    }
    let sets = [bare] + library.componentSets
    let (drawn, notes) = FigmaDrawing.drawingsAndNotes(of: sets, variables: Self.names, cssVariable: css)
    let (alone, aloneNotes) = FigmaDrawing.drawingsAndNotes(
      of: library.componentSets, variables: Self.names, cssVariable: css)
    #expect(drawn["Button"]?.count == button.publishedVariants.count)
    #expect(drawn["Button"]?.map(\.layers.count) == alone["Button"]?.map(\.layers.count))
    #expect(notes == aloneNotes)
    let onDemand = FigmaSetDrawings(sets: sets, variables: Self.names, cssVariable: css, measurer: TextMeasurer())
    #expect(onDemand.setNames == ["Button", "Badge", "Card"])
    #expect(onDemand.drawing(of: "Button")?.count == button.publishedVariants.count)
    #expect(onDemand.notes() == aloneNotes)
  }

  /// Values no real file has (huge, negative, of the wrong type) draw something or nothing, never trap.
  @Test func outlandishValuesNeverTrap() throws {
    let child =
      #"{"id":"1:3","name":"x","type":"TEXT","characters":"a\nb","characterStyleOverrides":[9223372036854775807,-1],"#
      + #""styleOverrideTable":{"x":{},"-1":{"fontSize":-5}},"style":{"fontSize":1e308,"lineHeightPx":-1e308},"#
      + #""absoluteBoundingBox":{"x":-1e308,"y":1e308,"width":-4,"height":3},"fills":[{"type":"SOLID","color":{"r":9,"g":-9,"b":"x"}}],"#
      + #""individualStrokeWeights":{"top":1e308,"bottom":-1},"strokes":[{"type":"GRADIENT_RADIAL","gradientStops":[]}],"#
      + #""effects":[{"type":"DROP_SHADOW","radius":1e308,"offset":{"x":1e308,"y":0}}]}"#
    let text =
      #"{"name":"F","lastModified":"2026-01-01T00:00:00Z","version":"1","nodes":{"1:1":{"document":{"id":"1:1","name":"S","type":"COMPONENT_SET","#
      + #""componentPropertyDefinitions":{"V":{"type":"VARIANT","defaultValue":"a","variantOptions":["a"]}},"#
      + #""children":[{"id":"1:2","name":"V=a","type":"COMPONENT","absoluteBoundingBox":{"x":0,"y":0,"width":1e308,"height":10},"#
      + #""individualStrokeWeights":{"top":2,"right":0,"bottom":0,"left":1e308},"strokes":[{"type":"SOLID","color":{"r":0,"g":0,"b":0}}],"#
      + #""children":[\#(child)]}]}}}}"#
    var diagnostics = Diagnostics()
    let file = try #require(FigmaLibrary.parse(text, path: "odd.json", key: nil, into: &diagnostics))
    let drawn = FigmaDrawing.drawings(
      of: file.componentSets, variables: FigmaVariableNames(), cssVariable: { $0 }, into: &diagnostics)
    let geometry = GeometryLibrary.build(
      models: [], icons: IconLibrary(), tokens: NoGeometryTokens(),
      sets: file.componentSets.map { ComponentSetShape($0) }, drawn: drawn, into: &diagnostics)
    let component = try #require(drawn["S"]?.first)
    #expect(component.layers.contains { $0.kind == .text && $0.lines.count == 2 })
    #expect(geometry.svg(component).hasPrefix("<svg"))
    _ = geometry.anatomy(set: "S", into: &diagnostics)
  }
}
