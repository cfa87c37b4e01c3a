import Figma
import Foundation
import Geometry
import SpecimenCore
import Testing

@testable import FigmaGeometry
@testable import Site

/// A set's variants repeat their labels: each distinct text, style and box is shaped and placed
/// once per set, and texts that differ only by their box's width or their style are not taken
/// for one another (text-repeats.json in the figma-drawn fixture site: one label in four
/// variants, twice alike, once in a narrower box, once bold).
@Suite struct FigmaTextPlacementTests {
  static func set() throws -> ComponentSet {
    let site = try #require(Bundle.module.url(forResource: "Fixtures/figma-drawn", withExtension: nil))
    var diagnostics = Diagnostics()
    let library = FigmaLibrary.load(
      files: [(site.appendingPathComponent("content/figma/text-repeats.json").path, "FixtureLBk7Q2")],
      into: &diagnostics)
    #expect(!diagnostics.contains { $0.severity == .error }, "\(diagnostics)")
    return try #require(library.componentSet(named: "Repeated Labels"))
  }

  /// Each published variant's tree, by its `State`.
  static func trees() throws -> [String: FigmaNode] {
    var trees: [String: FigmaNode] = [:]
    for variant in try set().publishedVariants {
      let state = try #require(variant.values.first { $0.property == "State" }?.value)
      let tree: FigmaNode = try #require(variant.tree)
      trees[state] = tree
    }
    return trees
  }

  static func label(_ component: LaidOutComponent) throws -> [TextLine] {
    try #require(component.layers.first { $0.name == "label" }).lines
  }

  @Test func theSameLabelInASetIsShapedAndPlacedOnce() throws {
    let trees = try Self.trees()
    let measurer = TextMeasurer()
    var drawing = FigmaDrawing(variables: FigmaVariableNames(), cssVariable: { "--" + $0 }, measurer: measurer)
    func draw(_ state: String) throws -> [TextLine] {
      let tree = try #require(trees[state])
      return try Self.label(
        drawing.component(tree, set: "Repeated Labels", variant: ["State": state], properties: [:], label: state))
    }
    let first = try draw("Default")
    let shaped = measurer.shapingWork
    #expect(drawing.text.placements == 1)
    let again = try draw("Hover")
    // Found already placed: nothing shaped or placed again, and the same lines.
    #expect(drawing.text.placements == 1)
    #expect(measurer.shapingWork == shaped)
    #expect(again == first)
    // The lines are those a layout of its own places.
    var alone = FigmaTextLayout(measurer: TextMeasurer())
    let frame = Rect(x: 16, y: 10, width: 120, height: 20)
    #expect(alone.lines(of: try #require(trees["Hover"]?.children.first?.text), in: frame, fills: [:]) == again)
  }

  @Test func labelsDifferingOnlyByWidthOrStyleAreNotConflated() throws {
    let trees = try Self.trees()
    var drawing = FigmaDrawing(variables: FigmaVariableNames(), cssVariable: { "--" + $0 }, measurer: TextMeasurer())
    var lines: [String: [TextLine]] = [:]
    for state in ["Default", "Narrow", "Bold", "Hover"] {
      let tree = try #require(trees[state])
      lines[state] = try Self.label(
        drawing.component(tree, set: "Repeated Labels", variant: ["State": state], properties: [:], label: state))
    }
    #expect(drawing.text.placements == 3)
    let regular = try #require(lines["Default"]?.first)
    // The narrower box breaks the label; the bold one sets it wider.
    #expect(lines["Default"]?.count == 1)
    #expect(lines["Narrow"]?.map(\.text) == ["Save ", "changes"])
    let bold = try #require(lines["Bold"]?.first)
    #expect(bold.text == regular.text)
    #expect(bold.width > regular.width)
    #expect(lines["Hover"] == lines["Default"])
  }
}
