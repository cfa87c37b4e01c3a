import Foundation
import SpecimenCore
import TestSupport
import Testing

@testable import Figma

/// A file's colour, text, effect and grid styles, with the values the nodes give: the layers
/// that use them (a file body) or the styles' own nodes (a `/nodes` body of their ids).
@Suite struct FigmaStylesTests {
  static func load(_ name: String) throws -> (FigmaFile, Diagnostics) {
    let (library, diagnostics) = collecting { FigmaLibrary.load(files: [(Paths.fixture(name), nil)], into: &$0) }
    return (try #require(library.files.first), diagnostics)
  }

  /// figmagic's file as published: 32 styles in its `styles` map; each style some layer uses
  /// (by this test's own reading of the JSON) has its values.
  @Test func aPublishedFileBodysStylesAndTheirValues() throws {
    let (file, diagnostics) = try Self.load("Published/figmagic/figma.json")
    #expect(!diagnostics.hasErrors)
    #expect(file.styles.count == 32)
    let counts = Dictionary(grouping: file.styles, by: \.kind).mapValues(\.count)
    #expect(counts == [.fill: 19, .text: 9, .effect: 4])
    // Which styles a layer references, read with Foundation's parser.
    let data = try Data(contentsOf: URL(fileURLWithPath: Paths.fixture("Published/figmagic/figma.json")))
    let root = try #require(try JSONSerialization.jsonObject(with: data) as? [String: Any])
    var used = Set<String>()
    var stack = [root["document"]]
    while let node = stack.popLast() as? [String: Any] {
      for id in (node["styles"] as? [String: String] ?? [:]).values { used.insert(id) }
      stack.append(contentsOf: node["children"] as? [Any] ?? [])
    }
    #expect(Set(file.styles.filter { $0.value != nil }.map(\.id)) == used.intersection(file.styles.map(\.id)))
    #expect(file.styles.filter { $0.value == nil }.map(\.name) == ["Blue 4"])
    let blue = try #require(file.styles.first { $0.name == "Blue 3" })
    guard case .paints(let paints) = blue.value else {
      Issue.record("Blue 3 has no paints")
      return
    }
    #expect(paints.first?.color?.hex == "#56CCF2")
    #expect(abs((paints.first?.opacity ?? 0) - 0.8) < 0.001)
    let heading = try #require(file.styles.first { $0.name == "Heading L" })
    guard case .text(let text) = heading.value else {
      Issue.record("Heading L has no text style")
      return
    }
    #expect(text.family == "Helvetica Neue" && text.weight == 700 && text.size == 48)
    let shadow = try #require(file.styles.first { $0.name == "Shadow Deep (Multiple)" })
    guard case .effects(let effects) = shadow.value else {
      Issue.record("Shadow Deep (Multiple) has no effects")
      return
    }
    #expect(effects.count > 1 && effects[0].type == .dropShadow && effects[0].y == 4 && effects[0].radius == 20)
  }

  /// The styles' own nodes, as `/nodes?ids=` returns them: every kind, with its values.
  @Test func aNodesBodyOfStyles() throws {
    let (file, diagnostics) = try Self.load("styles/nodes-styles.json")
    #expect(diagnostics.isEmpty, "\(diagnostics.map(\.description))")
    #expect(file.componentSets.isEmpty && file.looseSets.isEmpty)
    #expect(
      file.styles.map(\.name) == [
        "Brand/Primary", "Brand/Sunrise", "Heading/Large", "Elevation/2", "Layout/12 columns",
      ])
    #expect(file.styles.map(\.kind) == [.fill, .fill, .text, .effect, .grid])
    #expect(file.styles[0].description == "Buttons & links")
    #expect(
      file.styles[0].value
        == .paints([
          FigmaStyle.Paint(
            type: .solid, color: FigmaStyle.Color(red: 0.102, green: 0.451, blue: 0.91, alpha: 1), opacity: 1,
            stops: [],
            visible: true)
        ]))
    guard case .paints(let gradient) = file.styles[1].value else {
      Issue.record("no gradient")
      return
    }
    #expect(gradient[0].type == .gradientLinear && gradient[0].stops.map(\.color.hex) == ["#FF9900", "#E61A6680"])
    #expect(
      file.styles[2].value
        == .text(
          FigmaStyle.Text(
            family: "Inter", weight: 700, size: 32, italic: false, lineHeightPixels: 40, lineHeightPercent: nil,
            letterSpacing: -0.5, textCase: .known(.upper), decoration: nil)))
    guard case .effects(let effects) = file.styles[3].value, case .grids(let grids) = file.styles[4].value else {
      Issue.record("no effects or grids")
      return
    }
    #expect(effects.map(\.visible) == [true, false])
    #expect(effects[0].color?.hex == "#00000040" && effects[0].y == 4 && effects[0].radius == 8)
    #expect(grids.map(\.pattern) == ["COLUMNS", "GRID"])
    #expect(grids[0].count == 12 && grids[0].gutter == 24 && grids[0].offset == 16 && grids[0].alignment == "STRETCH")
  }
}
