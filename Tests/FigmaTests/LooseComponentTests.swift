import Foundation
import SpecimenCore
import TestSupport
import Testing

@testable import Figma

/// Components outside any set, each read as a set of one variant (its own properties, its node
/// tree), so the blocks that take a set take it too.
@Suite struct LooseComponentTests {
  static func load(_ name: String) -> (FigmaLibrary, Diagnostics) {
    collecting { FigmaLibrary.load(files: [(Paths.fixture(name), nil)], into: &$0) }
  }

  /// figmagic's file as published: 25 components, no sets.
  @Test func everyComponentOfAPublishedFileIsASetOfOne() throws {
    let (library, diagnostics) = Self.load("Published/figmagic/figma.json")
    #expect(!diagnostics.hasErrors)
    #expect(library.componentSets.isEmpty)
    let file = try #require(library.files.first)
    #expect(file.standalones.count == 25)
    #expect(library.looseSets.map(\.name) == file.standalones.map(\.name))
    #expect(library.looseSets.map(\.nodeID) == file.standalones.map(\.nodeID))
    // Five stack their states in one frame or nest them in a state's frame, read as a variant a
    // state (`statesStacked`).
    #expect(
      library.looseSets.filter(\.statesStacked).map(\.name) == [
        "Checkbox", "Input", "$my-design-system-button", "Button", "ButtonWithFrames",
      ])
    #expect(library.looseSets.allSatisfy { $0.isLoose && ($0.statesStacked || $0.publishedVariants.count == 1) })
    #expect(
      library.looseSets.allSatisfy { set in
        set.publishedVariants.allSatisfy { $0.tree != nil } && (set.statesStacked || set.variantProperties.isEmpty)
      })
    #expect(library.drawableSets.count == 25)
    let button = try #require(library.componentSet(named: "Button"))
    #expect(button.isLoose && button.page == "Elements")
    #expect(library.componentSet(id: button.nodeID) == button)
    // Its Normal group nests a `:disabled` frame the file keeps hidden: two states.
    #expect(button.matrix.total == 2)
    // Its 12 vector layers saved without outlines are one warning for the file, not one a component.
    let vectors = diagnostics.filter { $0.id == .figmaNodeTreeNoPaths }
    #expect(vectors.count == 1)
    #expect(vectors.first?.message.hasPrefix("12 vector layers of components outside any set") == true)
  }

  @Test func aLooseComponentKeepsItsPropertiesAndBoundTexts() throws {
    let (library, diagnostics) = Self.load("loose/loose-components.json")
    #expect(diagnostics.isEmpty, "\(diagnostics.map(\.description))")
    let badge = try #require(library.componentSet(named: "Badge"))
    #expect(badge.isLoose)
    #expect(badge.description == "A count or status beside a label.")
    #expect(badge.properties.map(\.name) == ["Label", "Show dot", "Dot"])
    #expect(badge.properties.map(\.kind) == [.text, .boolean, .instanceSwap])
    #expect(badge.properties.map(\.defaultValue.text) == ["New", "true", "2:1"])
    #expect(badge.properties[2].defaultComponentName == "Dot")
    let variant = try #require(badge.publishedVariants.first)
    #expect(variant.nodeID == "1:2" && variant.values.isEmpty)
    #expect(variant.texts["Label"] == "New")
    #expect(variant.bounds == Rect(x: 100, y: 100, width: 64, height: 20))
    #expect(variant.tree?.children.map(\.name) == ["Dot", "Label"])
  }

  /// A set and a loose component of one name: the name finds the set; the component keeps its id.
  @Test func aSetWinsItsNameOverALooseComponent() throws {
    let (library, _) = Self.load("loose/loose-components.json")
    #expect(library.componentSets.map(\.name) == ["Chip"])
    #expect(library.looseSets.map(\.name) == ["Badge", "Dot", "Chip"])
    #expect(library.componentSet(named: "Chip")?.nodeID == "3:1")
    #expect(library.componentSet(id: "4:1")?.isLoose == true)
    #expect(library.drawableSets.map(\.nodeID) == ["3:1", "1:2", "2:1"])
  }
}
