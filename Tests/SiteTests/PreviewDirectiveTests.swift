import Foundation
import Geometry
import SpecimenCore
import TestSupport
import Testing

@testable import Site

/// The `preview` and `keyboard` directives: the live control's markup and data from the bundled
/// models, the keyboard notes written from the same interaction, and their errors at the block.
@Suite struct PreviewDirectiveTests {
  let library: GeometryLibrary
  let fence = SourceLocation(file: "pages/toggle.md", line: 12, column: 1)

  init() throws { library = try #require(GeometryMarkupTests.appetite) }

  func invocation(_ name: String, _ set: String, _ body: String = "") -> DirectiveInvocation {
    DirectiveInvocation(name: name, arguments: set, body: body, location: fence)
  }

  func preview(_ set: String, _ body: String = "") -> DirectiveResult {
    LiveDirective.preview.render(library, invocation("preview", set, body), idPrefix: "p1")
  }

  /// The preview's data attribute, unescaped and parsed.
  func data(_ markup: String) throws -> [String: Any] {
    let start = try #require(markup.range(of: "data-live=\""))
    let end = try #require(markup[start.upperBound...].firstIndex(of: "\""))
    let text = String(markup[start.upperBound..<end]).replacingOccurrences(of: "&quot;", with: "\"")
      .replacingOccurrences(of: "&lt;", with: "<").replacingOccurrences(of: "&gt;", with: ">")
      .replacingOccurrences(of: "&amp;", with: "&")
    return try #require(JSONSerialization.jsonObject(with: Data(text.utf8)) as? [String: Any])
  }

  @Test func toggleIsASwitchOverEveryDrawingItReaches() throws {
    let result = preview("Toggle")
    #expect(result.diagnostics.isEmpty, "\(result.diagnostics)")
    let html = result.html.markup
    #expect(
      html.contains(
        "<button type=\"button\" class=\"sp-live-control sp-live-switch\" role=\"switch\" aria-checked=\"false\" aria-label=\"Toggle\" disabled=\"\"></button>"
      ))
    // Eight drawings (off and on, each at rest, focused, pressed, and pressed with the ring), the
    // default one shown, all hidden from assistive technology: the switch carries name and state.
    let drawings = html.components(separatedBy: "<div class=\"sp-live-state\"").count - 1
    #expect(drawings == 8)
    #expect(html.components(separatedBy: "<div class=\"sp-live-state\" hidden=\"\">").count - 1 == drawings - 1)
    #expect(html.contains("<div class=\"sp-live-drawing\" aria-hidden=\"true\">"))
    #expect(html.contains("class=\"sp-live-stage\" style=\"width:52px;height:44px\""))
    let json = try data(html)
    #expect(json["control"] as? String == "switch")
    #expect(json["flags"] as? [String] == ["on", "focus", "press"])
    let states = try #require(json["states"] as? [[String: Any]])
    let keys = states.compactMap { $0["keys"] as? [String] }
    #expect(
      keys.contains(["rest"]) && keys.contains(["on"]) && keys.contains(["on+press"])
        && keys.contains(["on+focus+press"]))
    #expect(result.reads.models == ["Toggle"])
    #expect(result.reads.tokens.contains("brand/base"))
  }

  @Test func toggleLabelIsNamedByItsLabel() throws {
    let html = preview("_Toggle Label").html.markup
    #expect(html.contains("role=\"switch\" aria-checked=\"false\" aria-label=\"Weekly digest\""))
    let json = try data(html)
    #expect(json["flags"] as? [String] == ["on", "focus", "press"])
  }

  @Test func aDisabledPreviewIsInert() throws {
    let result = preview("Toggle", "State: Disabled\nActive: On")
    #expect(result.diagnostics.isEmpty, "\(result.diagnostics)")
    let json = try data(result.html.markup)
    #expect(json["inert"] as? Bool == true)
    #expect(result.html.markup.contains("aria-checked=\"true\""))
  }

  @Test func unknownSetIsAnErrorAtTheFenceWithDidYouMean() {
    let result = preview("Toogle")
    #expect(result.diagnostics.map(\.id) == [.directiveUnknownGeometryModel])
    #expect(result.diagnostics.first?.location == fence)
    #expect(result.diagnostics.first?.hint == "did you mean 'Toggle'?")
    #expect(result.html.isEmpty)
  }

  @Test func aBodyFixingAnUnknownPropertyIsAnErrorAtItsLine() {
    let result = preview("Toggle", "\nStat: Pressed")
    let error = result.diagnostics.first
    #expect(result.diagnostics.count == 1)
    #expect(error?.id == Diagnostic.ID("geometry.unknown-property"))
    #expect(error?.location?.line == fence.line + 2)
    #expect(error?.hint?.contains("State") == true)
    #expect(result.html.isEmpty)
  }

  @Test func aSetWithoutInteractionIsAnErrorWithAHint() throws {
    let set = try #require(library.setNames.first { library.hasModel(for: $0) && library.interaction(of: $0) == nil })
    let result = preview(set)
    #expect(result.diagnostics.count == 1)
    let error = try #require(result.diagnostics.first)
    #expect(error.severity == .error)
    #expect(error.location?.file == fence.file)
    #expect(error.hint?.contains("interaction:") == true)
    #expect(result.html.isEmpty)
  }

  @Test func keyboardNotesComeFromTheInteraction() {
    let result = LiveDirective.keyboard.render(library, invocation("keyboard", "Toggle"), idPrefix: "k1")
    #expect(result.diagnostics.isEmpty)
    let html = result.html.markup
    #expect(html.contains("<table class=\"sp-keyboard-table\">"))
    // The table folds under the keys' names; the role sentence stays in sight under it.
    #expect(
      html.contains(
        "<details class=\"sp-keyboard-keys\"><summary><span class=\"sp-keyboard-title\">Keys</span> Tab, Shift-Tab · Space · Enter</summary>"
      ), "\(html)")
    #expect(
      html.contains(
        "<tr><th scope=\"row\">Space</th><td>Turns “Toggle” on or off (Active: Off ↔ On); shows State: Pressed while Space is down</td></tr>"
      ))
    #expect(html.contains("<tr><th scope=\"row\">Enter</th><td>Turns “Toggle” on or off (Active: Off ↔ On)</td></tr>"))
    #expect(
      html.contains(
        "<p class=\"sp-keyboard-role\">Role: switch (a button), named “Toggle”; aria-checked is true while Active is On; disabled when State: Disabled.</p>"
      ))
    let row = LiveDirective.keyboard.render(library, invocation("keyboard", "_Toggle Label"), idPrefix: "k2").html
      .markup
    #expect(row.contains("(Active of its toggle: Off ↔ On)"))
    #expect(row.contains("aria-checked is true while Active of its toggle is On"))
  }

  @Test func keyboardErrorsAreThePreviewsErrors() {
    let result = LiveDirective.keyboard.render(library, invocation("keyboard", "Toogle"), idPrefix: "k3")
    #expect(result.diagnostics.map(\.id) == [.directiveUnknownGeometryModel])
  }
}

extension PreviewDirectiveTests {
  @Test func textFieldsAreRealFieldsNamedAndDescribed() throws {
    let password = preview("Text Input", "Type: Password").html.markup
    #expect(password.contains("type=\"password\""))
    #expect(password.contains("aria-label=\"Password\""))
    #expect(password.contains("aria-describedby=\"p1-hint\""))
    #expect(password.contains("<span id=\"p1-hint\" hidden=\"\">At least 8 characters, one a number</span>"))
    // The clear button comes before the eye, as the drawing shows them; both start disabled.
    let clear = try #require(password.range(of: "data-target=\"clear\""))
    let eye = try #require(password.range(of: "data-target=\"eye\""))
    #expect(clear.lowerBound < eye.lowerBound)
    #expect(password.contains("aria-label=\"Show the text\" aria-pressed=\"false\""))
    let json = try data(password)
    #expect(json["reveal"] as? String == "eye")
    #expect(json["submit"] == nil)

    let area = preview("Text Area").html.markup
    #expect(area.contains("<textarea class=\"sp-live-control\" rows=\"1\""))
    #expect(area.contains("class=\"sp-live-count\" data-layer=\"counter\""))
    #expect(try data(area)["lines"] as? Int == 5)
  }

  @Test func numbersAreSpinButtonsWithPointerOnlyButtons() throws {
    let html = preview("Counter Input").html.markup
    #expect(html.contains("role=\"spinbutton\""))
    #expect(html.contains("aria-valuenow=\"2\" aria-valuemin=\"1\" aria-valuemax=\"10\""))
    #expect(html.contains("data-target=\"minus\" aria-label=\"Decrease\" tabindex=\"-1\""))
    let number = try #require(try data(html)["number"] as? [String: Any])
    #expect(number["step"] as? Int == 1)
  }

  /// A model that draws no focus gets one ring from the page: around the pill that holds
  /// Composer's text, and around the whole of Stepper (its number sits between two round
  /// buttons, in no shape of its own), its ends as round as the buttons. A model that draws
  /// focus (Counter Input) gets none.
  @Test func aModelWithoutAFocusDrawingGetsOneRingAroundTheWholeControl() throws {
    func rings(_ set: String) throws -> [[String: Double]] {
      let states = try #require(try data(preview(set).html.markup)["states"] as? [[String: Any]])
      return states.compactMap { state in
        guard let ring = state["ring"] as? [String: Any], let frame = ring["frame"] as? [Double],
          let radius = ring["radius"] as? Double
        else { return nil }
        return ["x": frame[0], "y": frame[1], "width": frame[2], "height": frame[3], "radius": radius]
      }
    }
    let stepper = try rings("Stepper")
    #expect(!stepper.isEmpty)
    #expect(stepper.allSatisfy { $0 == ["x": 0, "y": 0, "width": 128, "height": 44, "radius": 22] })
    let composer = try rings("Composer")
    #expect(!composer.isEmpty && composer.allSatisfy { $0["height"] == 40 && $0["radius"] == 20 })
    #expect(try rings("Counter Input").isEmpty)
  }

  /// A button over a round layer is round, so its focus ring and its hover tint follow the
  /// circle the model draws (Composer's send, Stepper's minus and plus), not a square.
  @Test func aButtonOverARoundLayerHasItsCorners() {
    let composer = HTMLElement.parse(preview("Composer").html.markup)
    let send = composer.first("button", where: { $0["data-target"] == "send" })
    #expect(send?["style"]?.contains("border-radius:20px") == true)
    let stepper = HTMLElement.parse(preview("Stepper").html.markup)
    let minus = stepper.first("button", where: { $0["data-target"] == "minus" })
    #expect(minus?["style"]?.contains("border-radius:22px") == true)
  }

  @Test func digitsAreOneFieldPerCell() {
    let html = preview("Digit Input").html.markup
    #expect(html.components(separatedBy: "class=\"sp-live-digit\"").count - 1 == 4)
    #expect(html.contains("aria-label=\"Verification code, digit 2 of 4\""))
  }

  @Test func enterIsAKeyOnlyWhereTheModelSubmits() {
    let composer = LiveDirective.keyboard.render(library, invocation("keyboard", "Composer"), idPrefix: "k4").html
    #expect(
      composer.markup.contains(
        "<tr><th scope=\"row\">Enter</th><td>Empties the field, as the send button does; only with text</td></tr>"))
    let field = LiveDirective.keyboard.render(library, invocation("keyboard", "Text Input"), idPrefix: "k5").html
    let keys = HTMLElement.parse(field.markup).all("th", where: { $0["scope"] == "row" }).map(\.normalizedText)
    // No row of its own for Enter where the model does not submit.
    #expect(keys == ["Tab, Shift-Tab", "Characters", "Space, Enter on the clear button"])
    #expect(field.markup.contains("Role: textbox (a text field)"))
  }
}
