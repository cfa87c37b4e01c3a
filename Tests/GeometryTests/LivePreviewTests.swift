import SpecimenCore
import TestSupport
import Testing

@testable import Geometry

/// The data a live preview is built from: every drawing the reader can reach, from the bundled
/// models' `interaction:` sections, laid out by the same code as the specimens.
@Suite struct LivePreviewTests {
  func preview(_ set: String, _ body: String = "") -> (LivePreview?, [String]) {
    let (preview, diagnostics) = collecting {
      Bundled.library.livePreview(
        set: set, body: body, bodyLocation: SourceLocation(file: "p.md", line: 3, column: 1), idPrefix: "lp",
        into: &$0)
    }
    return (preview, diagnostics.map(\.description))
  }

  func state(_ preview: LivePreview, _ key: String) -> LivePreview.State? {
    preview.states.first { $0.keys.contains(key) }
  }

  /// The centre x of the Toggle's handle in a drawing, in the frame's units.
  func handleCentre(_ state: LivePreview.State) -> Double? {
    state.component.layer(named: "handle").map { $0.frame.x + $0.frame.width / 2 }
  }

  @Test func toggleFlipsBetweenOffAndOnWithPressAndFocus() throws {
    let (found, problems) = preview("Toggle")
    #expect(problems == [])
    let preview = try #require(found)
    #expect(preview.interaction.control == .switch)
    #expect(preview.flags == ["on", "focus", "press"])
    #expect(preview.inert == false)
    #expect(preview.label == "Toggle")
    // Every situation has a drawing: 2 × 2 × 2 flags, each a variant of its own except that
    // press wins over focus.
    let keys = preview.states.flatMap(\.keys).sorted()
    #expect(keys == ["focus", "focus+press", "on", "on+focus", "on+focus+press", "on+press", "press", "rest"])
    #expect(preview.states.count == 6)
    let rest = try #require(state(preview, "rest"))
    let on = try #require(state(preview, "on"))
    #expect(preview.states[preview.initial].keys.contains("rest"))
    #expect(rest.variant["Active"] == "Off" && rest.variant["State"] == "Default")
    #expect(on.variant["Active"] == "On")
    #expect(state(preview, "on+focus+press")?.variant["State"] == "Pressed")
    #expect(state(preview, "on+focus")?.variant["State"] == "Focused")
    // The handle: a 22 circle at x 3 (off) or 19 (on) inside the track at x 4.
    #expect(rest.component.width == 52)
    #expect(handleCentre(rest) == 18)
    #expect(handleCentre(on) == 34)
    // The same drawing as the specimen of that variant.
    let specimen = try Bundled.library.layout(set: "Toggle", variant: ["Active": "On", "State": "Default"])
    #expect(on.component.layers.map(\.frame) == specimen.layers.map(\.frame))
    #expect(on.svg.hasPrefix("<svg ") && on.svg.contains("class=\"sp-preview-svg\""))
    #expect(rest.liveText.isEmpty && rest.targets.isEmpty)
  }

  @Test func aDisabledToggleIsInert() throws {
    let preview = try #require(preview("Toggle", "State: Disabled\nActive: On").0)
    #expect(preview.inert)
    #expect(preview.flags == [])
    #expect(preview.states.count == 1)
    #expect(preview.states[0].variant["Active"] == "On" && preview.states[0].variant["State"] == "Disabled")
    #expect(preview.startsOn)
  }

  @Test func aFixedPropertyIsNeverMoved() throws {
    let preview = try #require(preview("Toggle", "State: Focused").0)
    #expect(preview.flags == ["on"])
    #expect(preview.states.allSatisfy { $0.variant["State"] == "Focused" })
  }

  @Test func toggleLabelDrivesItsToggleInstance() throws {
    let (found, problems) = preview("_Toggle Label", "Label: Push alerts")
    #expect(problems == [])
    let preview = try #require(found)
    #expect(preview.label == "Push alerts")
    #expect(preview.flags == ["on", "focus", "press"])
    let rest = try #require(state(preview, "rest"))
    let on = try #require(state(preview, "on+press"))
    #expect(on.variant["toggle.Active"] == "On" && on.variant["toggle.State"] == "Pressed")
    // The handle of the Toggle inside moves by 16 as in the Toggle's own drawing.
    let handle = { (state: LivePreview.State) in
      state.component.layers.first { $0.name == "handle" }.map { $0.frame.x + $0.frame.width / 2 }
    }
    let restX = try #require(handle(rest))
    #expect(handle(on) == restX + 16)
    #expect(rest.component.width == 340)
  }

  @Test func aPreviewNeedsOneValuePerPropertyAndAnInteraction() {
    #expect(
      preview("Toggle", "State: Default, Pressed").1 == [
        "p.md:3:1: error: a preview shows one variant at a time; fix State to one value, not Default and Pressed\nhint: State: Default"
      ])
    #expect(preview("Toogle").1.first?.contains("no component set named 'Toogle'") == true)
  }
}
