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

  /// figma-export's saved pair as published: the file body lists 30 styles, some used by no layer;
  /// the `/nodes` body of their ids holds each style's own node (with empty `styles` maps). Read
  /// together, every style takes its own node's values, which win over a layer's.
  @Test func aFileBodyAndANodesBodyOfItsStylesAreOne() throws {
    let paths = ["Published/figma-export/figma.files.json", "Published/figma-export/figma.fileNodes.json"]
    let (library, diagnostics) = collecting {
      FigmaLibrary.load(files: paths.map { (Paths.fixture($0), nil) }, into: &$0)
    }
    #expect(!diagnostics.hasErrors)
    #expect(!diagnostics.contains { $0.id == .figmaNodesUnused }, "\(diagnostics.map(\.description))")
    let styles = try #require(library.files.first).styles
    #expect(styles.count == 30)
    #expect(Dictionary(grouping: styles, by: \.kind).mapValues(\.count) == [.fill: 17, .text: 5, .effect: 7, .grid: 1])
    // Each style's own node, read with Foundation's parser: its first fill's colour.
    let data = try Data(contentsOf: URL(fileURLWithPath: Paths.fixture(paths[1])))
    let nodes = try #require(
      (try JSONSerialization.jsonObject(with: data) as? [String: Any])?["nodes"] as? [String: Any])
    #expect(Set(nodes.keys) == Set(styles.map(\.id)))
    for style in styles where style.kind == .fill {
      let document = (nodes[style.id] as? [String: Any])?["document"] as? [String: Any]
      let fill = (document?["fills"] as? [[String: Any]])?.first
      guard let color = fill?["color"] as? [String: Double], fill?["type"] as? String == "SOLID" else { continue }
      let hex = "#" + ["r", "g", "b"].map { String(format: "%02X", Int(((color[$0] ?? 0) * 255).rounded())) }.joined()
      guard case .paints(let paints) = style.value else {
        Issue.record("\(style.name) has no paints")
        continue
      }
      #expect(paints.first?.color?.hex.prefix(7) == Substring(hex), "\(style.name)")
    }
    // No layer uses it: only its own node gives it a value.
    let unused = try #require(styles.first { $0.name == "unused-color" })
    guard case .paints(let paints) = unused.value else {
      Issue.record("unused-color has no value")
      return
    }
    #expect(paints.first?.color?.hex == "#814D4D")
  }

  /// The same `/nodes` body alone: nothing names its nodes as styles, so nothing of it is shown;
  /// one warning says so at its first entry.
  @Test func aNodesBodyOfStyleIDsAloneIsOneWarning() throws {
    let (file, diagnostics) = try Self.load("Published/figma-export/figma.fileNodes.json")
    #expect(file.styles.isEmpty && file.requestedNodes.count == 30)
    let warnings = diagnostics.filter { $0.id == .figmaNodesUnused }
    #expect(warnings.count == 1)
    #expect(warnings.first?.severity == .warning)
    #expect(warnings.first?.location?.line == 8 && warnings.first?.location?.column == 9)
  }
}
