import SpecimenCore
import TestSupport
import Testing

@testable import Figma

@Suite struct FilesResponseTests {
  @Test func readsTheFileAndFindsSetsInsideSectionsAndFrames() throws {
    let (library, diagnostics) = collecting {
      FigmaLibrary.load(files: [(Paths.fixture("files-badge.json"), "BadgeKey")], into: &$0)
    }
    #expect(diagnostics.isEmpty, "\(diagnostics)")
    let file = try #require(library.files.first)
    #expect(file.name == "Badge Kit")
    #expect(file.version == "1500012345")
    #expect(file.lastModified == "2026-03-14T08:00:00.123Z")
    #expect(file.lastModifiedDay?.isoText == "2026-03-14")
    #expect(file.lastModifiedDay?.longText == "March 14, 2026")

    let badge = try #require(library.componentSet(named: "Badge"))
    #expect(badge.nodeID == "12:10")
    #expect(badge.page == "Badges")
    #expect(badge.description == "A short status label.")
    #expect(badge.key == "k-badge")
    #expect(badge.documentationLinks == ["https://example.com/badge"])
    #expect(badge.isPublished)
    // Only COMPONENT_SET nodes are sets; the lone Icon/Star component is not.
    #expect(library.setNames == ["Badge"])
  }

  @Test func readsEveryKindOfPropertyDefinitionInSourceOrder() throws {
    let (library, _) = collecting { FigmaLibrary.load(files: [(Paths.fixture("files-badge.json"), nil)], into: &$0) }
    let badge = try #require(library.componentSet(named: "Badge"))
    #expect(badge.properties.map(\.name) == ["Icon", "Size", "Label", "Glyph", "Tone"])
    #expect(badge.properties.map(\.rawName) == ["Icon#12:0", "Size", "Label#12:4", "Glyph#12:8", "Tone"])
    #expect(badge.properties.map(\.kind) == [.boolean, .variant, .text, .instanceSwap, .variant])

    #expect(badge.variantProperties.map(\.name) == ["Size", "Tone"])
    #expect(badge.variantProperties[0].options == ["sm", "md"])
    #expect(badge.variantProperties[0].defaultValue == "md")
    #expect(badge.otherProperties.map(\.name) == ["Icon", "Label", "Glyph"])

    let icon = try #require(badge.property(named: "Icon"))
    #expect(icon.defaultValue == .bool(false))
    #expect(badge.property(named: "Icon#12:0") == icon)
    let label = try #require(badge.property(named: "Label"))
    #expect(label.defaultValue == .text("New <beta> & \"more\""))

    let glyph = try #require(badge.property(named: "Glyph"))
    #expect(glyph.defaultValue == .text("5:1"))
    #expect(glyph.defaultComponentName == "Icon/Star")
    #expect(glyph.preferredValues.map(\.key) == ["k-star", "k-arrows"])
    #expect(glyph.preferredValues.map(\.type) == ["COMPONENT", "COMPONENT_SET"])
    #expect(glyph.preferredValues.map(\.name) == ["Icon/Star", nil])
  }

  @Test func variantNamesInAnyOrderAreReadInDefinitionOrder() throws {
    let (library, _) = collecting { FigmaLibrary.load(files: [(Paths.fixture("files-badge.json"), nil)], into: &$0) }
    let badge = try #require(library.componentSet(named: "Badge"))
    #expect(
      badge.publishedVariants.map(\.canonicalName) == [
        "Size=sm, Tone=Neutral", "Size=sm, Tone=Brand", "Size=md, Tone=Neutral", "Size=md, Tone=Brand",
      ])
    #expect(badge.publishedVariants[1].name == "Tone=Brand, Size=sm")
    #expect(badge.publishedVariants[0].bounds == Rect(x: 0, y: 0, width: 40, height: 20))
    #expect(badge.publishedVariants[1]["Tone"] == "Brand")
    #expect(badge.matrix.count == 4)
    #expect(badge.matrix.isComplete)
  }

  @Test func provenanceAndFigmaLink() throws {
    let (library, _) = collecting {
      FigmaLibrary.load(files: [(Paths.fixture("files-badge.json"), "BadgeKey")], into: &$0)
    }
    let badge = try #require(library.componentSet(named: "Badge"))
    #expect(badge.provenance.fileName == "Badge Kit")
    #expect(badge.provenance.version == "1500012345")
    #expect(badge.provenance.figmaURL == "https://www.figma.com/design/BadgeKey/?node-id=12-10")
  }

  @Test func withoutAKeyThereIsNoLinkUnlessTheFileNameIsOne() {
    #expect(FigmaSource(path: "content/figma/appetite-ui.json").resolvedKey == nil)
    #expect(FigmaSource(path: "content/figma/AppetiteUI2026k7Q2ZmWx.json").resolvedKey == "AppetiteUI2026k7Q2ZmWx")
    #expect(FigmaSource(path: "content/figma/AppetiteUI2026k7Q2ZmWx.json", key: "Other").resolvedKey == "Other")
  }
}

@Suite struct NodesResponseTests {
  @Test func readsTheSetsOfANodesResponse() throws {
    let (library, diagnostics) = collecting {
      FigmaLibrary.load(files: [(Paths.fixture("nodes-toggle.json"), nil)], into: &$0)
    }
    let toggle = try #require(library.componentSet(named: "Toggle"))
    #expect(toggle.nodeID == "216:449")
    #expect(toggle.description == "A switch for a setting that takes effect at once.")
    #expect(toggle.provenance.version == "2179954612")
    #expect(toggle.matrix.count == 8)
    #expect(toggle.matrix.isComplete)
    // The node the API could not find is a warning at its key.
    #expect(diagnostics.count == 1)
    #expect(diagnostics.first?.severity == .warning)
    #expect(diagnostics.first?.message.contains("999:1") == true)
    #expect(diagnostics.first?.location?.line == 193)
  }

  @Test func aMissingVariantIsAHole() throws {
    let (library, diagnostics) = collecting {
      FigmaLibrary.load(files: [(Paths.fixture("nodes-toggle-hole.json"), nil)], into: &$0)
    }
    #expect(diagnostics.isEmpty)
    let matrix = try #require(library.componentSet(named: "Toggle")).matrix
    #expect(matrix.total == 8)
    #expect(matrix.count == 7)
    #expect(matrix.holeCount == 1)
    #expect(
      matrix.holes == [
        [VariantValue(property: "State", value: "Disabled"), VariantValue(property: "Active", value: "On")]
      ])
  }
}

@Suite struct PropertyNameTests {
  @Test(arguments: [
    ("Optional#1203:0", "Optional"),
    ("Show Description#4472:8", "Show Description"),
    ("Icon#12:0;3:4", "Icon"),
    ("Size", "Size"),
    ("C#", "C#"),
    ("#12:0", "#12:0"),
    ("Step #2", "Step #2"),
  ])
  func stripsTheNodeIdSuffix(raw: String, shown: String) {
    #expect(PropertyName.display(raw) == shown)
  }
}

@Suite struct BundledSnapshotTests {
  @Test func appetiteUIHasExactlyTheAgreedSets() throws {
    let (library, diagnostics) = Bundled.appetite()
    #expect(diagnostics.isEmpty, "\(diagnostics)")
    #expect(
      library.setNames == [
        "Text Input", "Text Area", "Chip Input", "Counter Input", "Digit Input", "Stepper", "Composer",
        "Toggle", "_Toggle Label",
      ])
    let counts = library.componentSets.map { $0.matrix.count }
    #expect(counts == [30, 5, 5, 5, 5, 6, 4, 8, 2])
    #expect(library.componentSets.allSatisfy { $0.matrix.isComplete })
    let file = try #require(library.files.first)
    #expect(file.name == "Appetite UI")
    #expect(file.lastModified == "2026-10-02T09:30:00Z")
    #expect(library.componentSet(named: "Toggle")?.nodeID == "216:449")
    #expect(library.componentSet(named: "_Toggle Label")?.isPublished == false)
    #expect(library.componentSet(named: "Toggle")?.isPublished == true)
  }

  @Test func appetiteUIPropertiesMatchTheAgreedDefinitions() throws {
    let (library, _) = Bundled.appetite()
    let input = try #require(library.componentSet(named: "Text Input"))
    #expect(input.variantProperties.map(\.name) == ["Type", "State"])
    #expect(
      input.variantProperties[0].options == [
        "Default", "Left Selection", "Right Selection", "Password", "Prefix", "Suffix",
      ])
    #expect(input.variantProperties[1].options == ["Placeholder", "Filled", "Focused", "Error", "Disabled"])
    #expect(input.otherProperties.map(\.name) == ["Optional", "Tooltip", "Title", "Placeholder", "Value", "Hint"])
    #expect(input.property(named: "Title")?.defaultValue == .text("Email"))
    #expect(input.property(named: "Optional")?.defaultValue == .bool(true))

    let composer = try #require(library.componentSet(named: "Composer"))
    #expect(
      composer.otherProperties.map { "\($0.name)=\($0.defaultValue.text)" } == [
        "Avatar=false", "Action=false", "Accessory=true", "Placeholder=Message", "Value=See you at eight",
      ])
    let label = try #require(library.componentSet(named: "_Toggle Label"))
    #expect(label.otherProperties.map(\.name) == ["Label", "Description", "Show Description"])
    #expect(label.property(named: "Description")?.defaultValue == .text("A summary of the week, every Monday"))
    let stepper = try #require(library.componentSet(named: "Stepper"))
    #expect(
      stepper.variantProperties.map { "\($0.name): \($0.options.joined(separator: ", ")) (\($0.defaultValue))" } == [
        "Size: md, sm (md)", "State: Default, Min, Max (Default)",
      ])
  }

  @Test func eandInputFieldHasThirtyEightVariants() throws {
    let (library, diagnostics) = Bundled.eand()
    #expect(diagnostics.isEmpty, "\(diagnostics)")
    #expect(library.files.first?.name == "etisalat Consumer App DSL V1.2")
    let field = try #require(library.componentSet(named: "input-field"))
    #expect(field.matrix.count == 38)
    #expect(field.matrix.total == 160)
    #expect(field.variantProperties.map(\.name) == ["type", "default", "filled", "active", "disabled", "error"])
    #expect(field.variantProperties.map(\.defaultValue) == ["text", "true", "false", "false", "false", "false"])
    #expect(
      field.description
        == "Field for collecting or selecting a user value. Use this set rather than building inputs by hand.")
  }

  @Test func unknownSetNamesSuggestTheNearestOne() {
    let (library, _) = Bundled.appetite()
    let at = SourceLocation(file: "pages/toggle.md", line: 12, column: 1)
    var diagnostics = Diagnostics()
    #expect(library.componentSet(named: "Toogle", at: at, into: &diagnostics) == nil)
    guard let error = diagnostics.first else {
      Issue.record("expected an error")
      return
    }
    #expect(error.id == .figmaUnknownComponentSet)
    #expect(error.location == at)
    #expect(error.hint == "did you mean 'Toggle'?")
    #expect(error.location == at)
  }
}

@Suite struct VariantTextTests {
  @Test func eachVariantKeepsTheTextItsBoundLayersCarry() throws {
    let (library, diagnostics) = collecting {
      FigmaLibrary.load(files: [FigmaSource(path: Paths.repo("content/figma/appetite-ui.json"), key: nil)], into: &$0)
    }
    #expect(diagnostics.filter { $0.severity == .error }.isEmpty)
    let input = try #require(library.componentSet(named: "Text Input"))
    let error = try #require(input.publishedVariants.first { $0.canonicalName == "Type=Left Selection, State=Error" })
    #expect(error.texts["Hint"] == "Enter all 9 digits after +971")
    #expect(error.texts["Title"] == "Mobile number")
    #expect(error.propertyValues == ["Type": "Left Selection", "State": "Error"])
    let counter = try #require(library.componentSet(named: "Counter Input"))
    #expect(counter.publishedVariants.first { $0.canonicalName == "State=Default" }?.texts == [:])
    #expect(counter.publishedVariants.first { $0.canonicalName == "State=Max" }?.texts == ["Value": "10"])
  }
}
