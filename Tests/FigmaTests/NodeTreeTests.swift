import SpecimenCore
import TestSupport
import Testing

@testable import Figma

@Suite struct NodeTreeTests {
  static func load() -> (FigmaLibrary, Diagnostics) {
    collecting { FigmaLibrary.load(files: [(Paths.fixture("nodes-drawn.json"), "FixtureKey")], into: &$0) }
  }

  @Test func everyVariantCarriesItsNodeTree() throws {
    let (library, diagnostics) = Self.load()
    #expect(diagnostics.isEmpty, "\(diagnostics)")
    let button = try #require(library.componentSet(named: "Button"))
    let tree = try #require(button.publishedVariants.first?.tree)
    #expect(tree.type == .component)
    #expect(tree.box == Rect(x: 120, y: 220, width: 78, height: 36))
    #expect(tree.cornerRadii == [8, 8, 8, 8])
    #expect(tree.fills.first?.variableID == "VariableID:1:2")
    #expect(tree.boundVariables["itemSpacing"] == "VariableID:1:9")
    #expect(tree.autoLayout?.mode == .horizontal)
    #expect(tree.autoLayout?.itemSpacing == 6)
    #expect(tree.autoLayout?.padding == FigmaSides(top: 8, right: 16, bottom: 8, left: 16))
    #expect(tree.autoLayout?.counterAxisAlignItems == .center)
    #expect(tree.layoutSizingHorizontal == .known(.hug))
    #expect(tree.effects.map(\.type) == [.dropShadow])
    #expect(tree.effects.first?.offsetY == 2)
    #expect(tree.children.map(\.type) == [.vector, .text])
    #expect(tree.children[0].fillGeometry.first?.path.hasPrefix("M8 1.5") == true)
    let label = try #require(tree.children[1].text)
    #expect(label.characters == "Save")
    #expect(label.style.fontFamily == "Inter")
    #expect(label.style.fontWeight == 500)
    #expect(label.style.lineHeightPx == 20)
  }

  @Test func readsPaintsEffectsAndTextOverrides() throws {
    let (library, _) = Self.load()
    let badge = try #require(library.componentSet(named: "Badge")?.publishedVariants.first?.tree)
    let glass = badge.children[0]
    #expect(glass.cornerRadii == [12, 12, 4, 4])
    #expect(glass.cornerSmoothing == 0.6)
    #expect(glass.effects.map(\.type) == [.backgroundBlur])
    #expect(glass.strokes.first?.variableID == "VariableID:9:99")
    #expect(glass.layoutPositioning == .known(.absolute))
    let dot = badge.children[1]
    #expect(dot.fills.first?.type == .gradientLinear)
    #expect(dot.fills.first?.gradientStops.count == 2)
    #expect(dot.fills.first?.gradientHandles.count == 3)
    #expect(dot.arc?.endingAngle ?? 0 > 6.28)
    let text = try #require(badge.children[2].text)
    #expect(text.characters == "New & <hot>")
    #expect(text.characterOverrides.prefix(4) == [1, 1, 1, 0])
    #expect(text.overrides[1]?.fontWeight == 700)
    #expect(text.style.merging(text.overrides[1]!).fontSize == 12)
    #expect(badge.effects.map(\.type) == [.innerShadow, .dropShadow])
    #expect(badge.effects[0].spread == 1)
    #expect(badge.effects[1].variableID == "VariableID:1:8")
  }

  @Test func readsInstancesRotationVisibilityAndImages() throws {
    let (library, _) = Self.load()
    let card = try #require(library.componentSet(named: "Card")?.publishedVariants.first?.tree)
    #expect(card.children.map(\.type) == [.text, .instance, .line, .star, .rectangle, .rectangle])
    #expect(card.children[1].children.last?.text?.characters == "Send")
    #expect(abs(card.children[3].rotation - -15) < 0.01)
    #expect(card.children[3].blendMode == .multiply)
    #expect(card.children[4].visible == false)
    #expect(card.children[5].fills.first?.type == .image)
    #expect(card.strokeSides == FigmaSides(top: 0, right: 0, bottom: 2, left: 0))
    #expect(card.count == 9)
  }

  @Test func vectorsWithoutPathsAreReportedOncePerSet() throws {
    let text = try String(contentsOfFile: Paths.fixture("nodes-drawn.json"), encoding: .utf8)
      .replacingOccurrences(of: "\"fillGeometry\"", with: "\"fillGeometryLeftOut\"")
    let (_, diagnostics) = collecting { FigmaLibrary.parse(text, path: "bare.json", key: nil, into: &$0) }
    let found = diagnostics.filter { $0.id == .figmaNodeTreeNoPaths }
    // Button's two variants each have a vector; Card's star and instance icon: one warning per set.
    #expect(found.count == 2)
    #expect(found.first?.message.hasPrefix("2 vector layers of 'Button'") == true)
    #expect(found.first?.hint?.contains("geometry=paths") == true)
  }

  @Test func aTreeDeeperThanTheLimitIsCutWithOneWarning() throws {
    var node = "{\"id\":\"9:9\",\"name\":\"leaf\",\"type\":\"FRAME\"}"
    for depth in 0..<100 { node = "{\"id\":\"8:\(depth)\",\"name\":\"g\",\"type\":\"GROUP\",\"children\":[\(node)]}" }
    let text =
      "{\"name\":\"F\",\"lastModified\":\"2026-01-01T00:00:00Z\",\"version\":\"1\",\"nodes\":{\"1:1\":{\"document\":{\"id\":\"1:1\",\"name\":\"S\",\"type\":\"COMPONENT_SET\",\"componentPropertyDefinitions\":{\"V\":{\"type\":\"VARIANT\",\"defaultValue\":\"a\",\"variantOptions\":[\"a\"]}},\"children\":[{\"id\":\"1:2\",\"name\":\"V=a\",\"type\":\"COMPONENT\",\"children\":[\(node)]}]}}}}"
    let (file, diagnostics) = collecting { FigmaLibrary.parse(text, path: "deep.json", key: nil, into: &$0) }
    #expect(diagnostics.filter { $0.id == .figmaNodeTreeTooDeep }.count == 1)
    let tree = try #require(file?.componentSets.first?.publishedVariants.first?.tree)
    #expect(tree.count == NodeTreeReader.depthLimit)
  }
}
