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
    // Every situation has a drawing of its own: 2 × 2 × 2 flags. Pressed wins over Focused for
    // the State, and the focus ring's rule still applies while pressed.
    let keys = preview.states.flatMap(\.keys).sorted()
    #expect(keys == ["focus", "focus+press", "on", "on+focus", "on+focus+press", "on+press", "press", "rest"])
    #expect(preview.states.count == 8)
    let ring = { (state: LivePreview.State?) in state?.component.layer(named: "track")?.effects.map(\.token) ?? [] }
    #expect(ring(state(preview, "on+focus+press")) == ["focusRing/brand"])
    #expect(ring(state(preview, "on+press")) == [])
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
    let specimen = try required {
      Bundled.library.layout(set: "Toggle", variant: ["Active": "On", "State": "Default"], into: &$0)
    }
    #expect(on.component.layers.map(\.frame) == specimen.layers.map(\.frame))
    #expect(on.svg.markup.hasPrefix("<svg ") && on.svg.markup.contains("class=\"sp-preview-svg\""))
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

  @Test func aBodyNamingTheToggledPropertySetsWhereTheSwitchStarts() throws {
    let preview = try #require(preview("Toggle", "Active: On").0)
    #expect(preview.startsOn)
    #expect(preview.flags == ["on", "focus", "press"])
    #expect(preview.states[preview.initial].keys.contains("on"))
    #expect(preview.states[preview.initial].variant["Active"] == "On")
    #expect(state(preview, "rest")?.variant["Active"] == "Off")
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

  // MARK: The text family

  @Test func textInputTypesIntoItsValueWithThePlaceholderOfTheEmptyField() throws {
    let (found, problems) = preview("Text Input")
    #expect(problems == [])
    let preview = try #require(found)
    #expect(preview.interaction.control == .textbox)
    #expect(preview.flags == ["filled", "focus"])
    #expect(preview.label == "Email")
    #expect(preview.hint == "We reply within a day")
    #expect(preview.placeholder?.text == "name@example.com")
    #expect(preview.placeholder?.fillVariable == "--text-soft-500")
    #expect(preview.initialText == nil && preview.secure == false)
    // Focused wins over Filled: one drawing for both.
    #expect(state(preview, "filled+focus")?.keys == ["focus", "filled+focus"])
    let focus = try #require(state(preview, "focus"))
    #expect(focus.variant["State"] == "Focused")
    let value = try #require(focus.liveText.first)
    #expect(value.layer == "value" && value.visible)
    #expect(value.styleToken == "typography/paragraph-md" && value.fillVariable == "--text-strong-950")
    // The field row (56) under the title row (20 + gap 4): the value's line of 24 sits at 40.
    #expect(value.frame.y == 40 && value.frame.height == 24)
    // The clear button shows while focused and takes the end of the row.
    #expect(focus.targets["clear"] == Rect(x: 300, y: 42, width: 20, height: 20))
    #expect(value.frame.x + value.frame.width == 292)
    // The live text is drawn empty: the SVG has no text for the value, the specimen has.
    #expect(
      HTMLElement.parse(focus.svg.markup).all("text").map(\.text) == ["Email", "(Optional)", "We reply within a day"])
    let specimen = try required { Bundled.library.svg(set: "Text Input", variant: ["State": "Focused"], into: &$0) }
    #expect(specimen.contains("ana@appetite.app"))
    #expect(focus.component.height == 104)
  }

  @Test func passwordHidesTheTextAndItsEyeRevealsIt() throws {
    let preview = try #require(preview("Text Input", "Type: Password").0)
    #expect(preview.secure)
    #expect(preview.interaction.text?.reveal == "eye")
    for state in preview.states { #expect(state.targets["eye"] == Rect(x: 300, y: 42, width: 20, height: 20)) }
    // After the lock icon (20) and the gap (8).
    #expect(preview.states[preview.initial].liveText.first?.frame.x == 28)
    #expect(self.preview("Text Input", "Type: Prefix").0?.secure == false)
  }

  @Test func prefixKeepsItsPrefixAndTheValueStartsAfterIt() throws {
    let preview = try #require(preview("Text Input", "Type: Prefix").0)
    let rest = preview.states[preview.initial]
    let prefix = try #require(rest.component.layer(named: "prefix"))
    let value = try #require(rest.liveText.first)
    #expect(rest.svg.markup.contains("https://"))
    #expect(value.frame.x == prefix.frame.x + prefix.frame.width + 8)
  }

  @Test func anErrorFieldStartsWithItsValueAndHintInTheErrorColor() throws {
    let preview = try #require(preview("Text Input", "State: Error").0)
    #expect(preview.flags == ["filled", "focus", "invalid"])
    #expect(preview.startsInvalid)
    #expect(preview.initialText == "ana@appetite.app" && preview.placeholder == nil)
    let start = preview.states[preview.initial]
    #expect(start.keys.contains("filled+invalid"))
    #expect(start.component.layer(named: "hint")?.fill?.token == "state/error/base-500")
    // Valid text draws the field without the error: Filled, and Focused while it has focus.
    let valid = try #require(state(preview, "filled"))
    #expect(valid.variant["State"] == "Filled")
    #expect(valid.component.layer(named: "hint")?.fill?.token != "state/error/base-500")
    #expect(state(preview, "filled+focus")?.variant["State"] == "Focused")
    // Invalid wins over focus, as the error stays while the reader fixes the text.
    #expect(state(preview, "filled+focus+invalid")?.variant["State"] == "Error")
    // A preview that does not start in Error never checks the text.
    #expect(self.preview("Text Input").0?.startsInvalid == false)
    #expect(self.preview("Text Input").0?.flags.contains("invalid") == false)
  }

  @Test func thePasswordEyeDrawsTheShownIconWhileTheTextShows() throws {
    let preview = try #require(preview("Text Input", "Type: Password").0)
    #expect(preview.flags.contains("shown"))
    let hidden = try #require(state(preview, "filled+focus"))
    let shown = try #require(state(preview, "filled+focus+shown"))
    #expect(hidden.component.layer(named: "eye")?.icon == "eye-off")
    #expect(shown.component.layer(named: "eye")?.icon == "eye")
    // A field that hides nothing has no shown drawings.
    #expect(self.preview("Text Input", "Type: Prefix").0?.flags.contains("shown") == false)
  }

  /// `n` lines of text.
  func lines(_ n: Int) -> String { (1...n).map { "Line \($0)" }.joined(separator: "\n") }

  @Test func textAreaGrowsALinePerLineUpToFiveAsTheModelLaysItOut() throws {
    let (found, problems) = preview("Text Area")
    #expect(problems == [])
    let preview = try #require(found)
    #expect(preview.interaction.text?.lines == 5)
    var heights: [Int: Double] = [:]
    for count in [1, 3, 5, 7] {
      let drawn = min(count, 5)
      let key = drawn == 1 ? "filled" : "filled@\(drawn)"
      let grown = try #require(state(preview, key))
      #expect(grown.lines == drawn)
      // The model laid out with that many lines of Value draws the same height.
      let model = try required {
        Bundled.library.layout(
          set: "Text Area", variant: ["State": "Filled"], properties: ["Value": lines(count)], into: &$0)
      }
      #expect(grown.component.height == model.height)
      #expect(grown.component.layer(named: "field")?.frame.height == model.layer(named: "field")?.frame.height)
      heights[count] = grown.component.layer(named: "field")?.frame.height
    }
    // 16 + 24 per line + 16.
    #expect(heights == [1: 56, 3: 104, 5: 152, 7: 152])
    // An empty field is one line high, focused or not.
    #expect(state(preview, "rest")?.lines == 1 && state(preview, "focus")?.lines == 1)
    #expect(state(preview, "focus@2") == nil)
    #expect(state(preview, "filled+focus@5")?.variant["State"] == "Focused")
    // An empty field is one line even when the model's sample value would wrap to three.
    let long = try #require(
      self.preview("Text Area", "Value: " + String(repeating: "a long sample value ", count: 8)).0)
    #expect(state(long, "focus")?.component.layer(named: "field")?.frame.height == 56)
    #expect(state(long, "filled+focus@3")?.component.layer(named: "field")?.frame.height == 104)
    // The counter follows the typing.
    let counter = try #require(state(preview, "filled@3")?.liveText.first { $0.layer == "counter" })
    #expect(counter.format == "{count}/200")
    #expect(state(preview, "rest")?.liveText.contains { $0.layer == "counter" } == false)
    #expect(state(preview, "rest")?.svg.markup.contains("0/200") == true)
  }

  @Test func counterInputStepsBetweenItsBoundsWithTheCrossingGlyphDimmed() throws {
    let (found, problems) = preview("Counter Input")
    #expect(problems == [])
    let preview = try #require(found)
    let number = try #require(preview.interaction.number)
    #expect((number.min, number.max, number.step) == (1, 10, 1))
    #expect(preview.startValue == 2)
    #expect(preview.flags == ["min", "max", "focus"])
    let glyph = { (state: LivePreview.State?, name: String) in state?.component.layer(named: name)?.fill?.token }
    #expect(glyph(state(preview, "rest"), "minus-glyph") == "text/strong-950")
    #expect(glyph(state(preview, "min"), "minus-glyph") == "fg/disabled-400")
    #expect(glyph(state(preview, "min"), "plus-glyph") == "text/strong-950")
    #expect(glyph(state(preview, "max"), "plus-glyph") == "fg/disabled-400")
    // Focused at a bound: the focus ring and the dimmed glyph together.
    let focusedMin = state(preview, "min+focus")
    #expect(glyph(focusedMin, "minus-glyph") == "fg/disabled-400")
    #expect(focusedMin?.component.layer(named: "pill")?.effects.map(\.token) == ["focusRing/brand"])
    #expect(state(preview, "min+max") == nil)
    let rest = try #require(state(preview, "rest"))
    #expect(rest.targets["minus"] == Rect(x: 8, y: 8, width: 36, height: 36))
    #expect(rest.targets["plus"] == Rect(x: 92, y: 8, width: 36, height: 36))
    #expect(rest.liveText.first?.align == "center" && rest.liveText.first?.modelText == "2")
    #expect(try #require(self.preview("Counter Input", "State: Disabled").0).inert)
  }

  @Test func stepperStartsAtItsValueAndAPreviewOutsideTheBoundsIsAnError() throws {
    let preview = try #require(preview("Stepper", "Size: sm").0)
    #expect(preview.startValue == 1 && preview.flags == ["min", "max"])
    #expect(state(preview, "min")?.component.layer(named: "minus-glyph")?.fill?.token == "fg/disabled-400")
    #expect(state(preview, "rest")?.targets["plus"]?.width == 36)
    #expect(
      self.preview("Stepper", "Value: 0").0?.initial
        == self.preview("Stepper", "Value: 0").0?.states.firstIndex { $0.keys.contains("min") })
    #expect(
      self.preview("Stepper", "Value: 12").1 == [
        "p.md:3:1: error: the preview of Stepper starts at Value '12', which is not a number from 0 to 10\nhint: Value: 0"
      ])
  }

  @Test func digitInputHasOneLiveDigitPerCell() throws {
    let preview = try #require(preview("Digit Input").0)
    #expect(preview.interaction.control == .digits)
    #expect(preview.flags == ["filled", "focus"])
    let rest = preview.states[preview.initial]
    #expect(rest.targets.keys.sorted() == ["cell-1", "cell-2", "cell-3", "cell-4"])
    #expect(rest.targets["cell-2"] == Rect(x: 76, y: 4, width: 64, height: 64))
    // The digits are hidden until typed: they sit where the filled drawing puts them.
    let filled = try #require(state(preview, "filled"))
    #expect(rest.liveText.map(\.visible) == [false, false, false, false])
    #expect(filled.liveText.map(\.visible) == [true, true, true, true])
    #expect(rest.liveText.map(\.frame) == filled.liveText.map(\.frame))
    #expect(rest.liveText.first?.fillVariable == "--text-strong-950")
    #expect(rest.liveText.first?.styleToken == "typography/title-h5")
  }

  @Test func theDigitFocusRingFollowsTheFocusedCell() throws {
    let preview = try #require(preview("Digit Input").0)
    let keys = preview.states.flatMap(\.keys).sorted()
    #expect(
      keys == [
        "filled", "filled+focus#1", "filled+focus#2", "filled+focus#3", "filled+focus#4", "focus#1", "focus#2",
        "focus#3", "focus#4", "rest",
      ])
    let rings = { (state: LivePreview.State?) in
      ["cell-1", "cell-2", "cell-3", "cell-4"].filter {
        state?.component.layer(named: $0)?.effects.map(\.token) == ["focusRing/brand"]
      }
    }
    for cell in 1...4 {
      let focused = try #require(state(preview, "focus#\(cell)"))
      #expect(focused.focusedCell == "cell-\(cell)")
      #expect(rings(focused) == ["cell-\(cell)"])
      #expect(focused.component.layer(named: "cell-\(cell)")?.stroke?.paint.token == "input/border/focus")
      // Placeholder cells otherwise: the Focused variant's typed digits are live, so not drawn.
      #expect(focused.variant["State"] == "Placeholder")
      #expect(rings(state(preview, "filled+focus#\(cell)")) == ["cell-\(cell)"])
      // Its digits are placed where the drawing with text puts them.
      #expect(focused.liveText.map(\.visible) == [false, false, false, false])
      #expect(focused.liveText.map(\.frame) == state(preview, "filled+focus#\(cell)")?.liveText.map(\.frame))
      #expect(focused.liveText.allSatisfy { $0.frame.width > 0 && $0.fillVariable == "--text-strong-950" })
    }
    // The model's own Focused drawing rings the third cell the same way.
    let specimen = try required { Bundled.library.layout(set: "Digit Input", variant: ["State": "Focused"], into: &$0) }
    #expect(
      specimen.layer(named: "cell-3")?.frame == state(preview, "focus#3")?.component.layer(named: "cell-3")?.frame)
    #expect(rings(state(preview, "rest")) == [] && rings(state(preview, "filled")) == [])
  }

  @Test func composerSendsOnlyWithTextAndFloatsOverItsBackdrop() throws {
    let preview = try #require(preview("Composer", "Style: Overlay").0)
    #expect(preview.interaction.clear == ["send"] && preview.interaction.submit == "send")
    #expect(preview.flags == ["filled"])
    #expect(preview.placeholder?.text == "Message")
    let rest = try #require(state(preview, "rest"))
    let filled = try #require(state(preview, "filled"))
    #expect(rest.targets["send"] == Rect(x: 320, y: 0, width: 40, height: 40))
    #expect(filled.component.layer(named: "send")?.fill?.token == "brand/base")
    #expect(rest.component.layer(named: "field")?.backgroundBlur != nil)
    #expect(preview.definitions.markup.contains("feGaussianBlur"))
  }

  @Test func eandEmailFieldTypesIntoItsFloatingValue() throws {
    let (found, diagnostics) = collecting {
      Eand.loaded.0.livePreview(set: "input-field", idPrefix: "e", into: &$0)
    }
    #expect(Eand.loaded.1.isEmpty)
    #expect(diagnostics.isEmpty)
    let preview = try #require(found)
    #expect(preview.label == "Email address")
    #expect(preview.hint == "We’ll never share it.")
    #expect(preview.flags == ["filled", "focus"])
    let rest = try #require(state(preview, "rest"))
    let filled = try #require(state(preview, "filled"))
    #expect(filled.variant["filled"] == "true" && filled.variant["default"] == "false")
    #expect(state(preview, "focus")?.variant["active"] == "true")
    // The value shows only once typed; empty, it is placed where the typed drawing puts it.
    #expect(rest.liveText.first?.visible == false)
    #expect(rest.liveText.first?.frame == filled.liveText.first?.frame)
    #expect(filled.component.layer(named: "label")?.styleToken == "typography/body/sm")
    // The Dismiss clears the field where the model draws it: active with a value.
    #expect(state(preview, "filled+focus")?.targets["clear"] != nil)
    #expect(rest.targets["clear"] == nil && filled.targets["clear"] == nil)
    #expect(preview.interaction.submit == nil)
    // The one-time code has no filled and active variant in Figma: its preview says so.
    let (otp, warnings) = collecting {
      Eand.loaded.0.livePreview(
        set: "input-field", body: "type: otp", bodyLocation: SourceLocation(file: "e.md", line: 7, column: 1),
        idPrefix: "e", into: &$0)
    }
    #expect(otp != nil)
    #expect(
      warnings.map(\.description) == [
        "e.md:7:1: warning: the preview of input-field reaches type: otp, default: false, filled: true, active: true, disabled: false, error: false, which Figma does not publish\nhint: the model's rules draw it; fix a property in the body or publish the variant"
      ])
  }
}
