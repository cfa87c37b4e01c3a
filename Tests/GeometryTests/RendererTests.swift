import Foundation
import SpecimenCore
import TestSupport
import Testing

@testable import Geometry

/// Prose, queries, token lists and the HTML the site places on pages.
@Suite struct RendererTests {
  let library = Bundled.library
  let platforms = [
    TouchTargetPlatform(name: "iOS", minimum: 44, unit: "pt"),
    TouchTargetPlatform(name: "Android", minimum: 48, unit: "dp"),
  ]

  @Test func toggleAnatomySaysWhatTheSeedSays() throws {
    let report = try required { library.anatomy(set: "Toggle", into: &$0) }
    #expect(
      report.text
        == "The 52 by 44 frame is the target and the control inside it is 44 by 28, sitting 4 from each side and 8 from the top and bottom. The handle is a 22 circle inset 3, so it sits at 3 when off and 19 when on, 16 of travel."
    )
    let travel = try #require(report.travel)
    #expect(travel.property == "Active" && travel.distance == 16 && travel.horizontal)
    #expect(travel.stops.map(\.position) == [3, 19])
  }

  @Test func anatomyOfAnAutoLayoutRow() throws {
    let report = try required { library.anatomy(set: "_Toggle Label", into: &$0) }
    #expect(report.sentences.first == "The 340 by 48 frame sets its two children in a row, 16 apart.")
    #expect(report.travel == nil)
    #expect(report.parts.map(\.label) == ["Toggle", "text", "title", "description"])
  }

  @Test func anatomyBodyPicksTheVariant() throws {
    let off = try required { library.anatomy(set: "Toggle", body: "Active: Off", into: &$0) }
    #expect(off.component.variant["Active"] == "Off")
    #expect(fails { library.anatomy(set: "Toggle", body: "Active: Of", into: &$0) })
  }

  @Test func touchTargetSentenceForToggle() throws {
    let reports = try required { library.touchTargets(set: "Toggle", platforms: platforms, into: &$0) }
    #expect(reports.count == 1)
    #expect(
      reports[0].text
        == "The frame is 52 by 44 and meets the iOS minimum on both axes. On Android, add 4 dp of hit area in code.")
  }

  @Test func touchTargetSplitsStepperSizes() throws {
    let reports = try required { library.touchTargets(set: "Stepper", platforms: platforms, into: &$0) }
    #expect(reports.map(\.distinction) == ["Size: md", "Size: sm"])
    #expect(
      reports[0].text
        == "The minus layer is 44 by 44 and meets the iOS minimum on both axes. On Android, add 4 dp of hit area on each axis in code."
    )
    #expect(
      reports[1].text
        == "The minus layer is 36 by 36, below the minimum on every platform. On iOS, add 8 pt of hit area on each axis in code. On Android, add 12 dp of hit area on each axis in code."
    )
    let composer = try required { library.touchTargets(set: "Composer", platforms: platforms, into: &$0) }
    #expect(composer.first?.text.hasPrefix("The send layer is 40 by 40, below the minimum") == true)
  }

  @Test(arguments: [
    ("geometry Toggle handle.x Active=On", "19"),
    ("geometry Toggle handle.x Active=Off", "3"),
    ("geometry Toggle handle.x", "3"),
    ("geometry Toggle handle.cx State=Pressed Active=On", "30"),
    ("geometry Toggle handle.radius", "11"),
    ("geometry Toggle track.radius", "14"),
    ("geometry Toggle track.x", "4"),
    ("geometry Toggle track.y", "8"),
    ("geometry Toggle track.right", "4"),
    ("geometry Toggle track.width", "44"),
    ("geometry _Toggle Label root.gap", "16"),
    ("geometry _Toggle Label text.width", "272"),
    ("geometry _Toggle Label toggle.x Align=Right", "288"),
    ("geometry Text Input field.height Type=Left Selection State=Focused", "56"),
    ("geometry Stepper minus.width Size=sm", "36"),
    ("geometry Digit Input cell-1.radius", "16"),
    ("size _Toggle Label Show Description=false", "340 × 44"),
    ("size _Toggle Label", "340 × 48"),
    ("size _Toggle Label Label=Push alerts Show Description=false", "340 × 44"),
    ("size Toggle", "52 × 44"),
    ("size Text Input Type=Password, State=Error", "320 × 104"),
    ("size Composer Style=Overlay", "360 × 40"),
  ])
  func queries(expression: String, expected: String) throws {
    #expect(try required { library.query(expression, into: &$0) } == expected)
  }

  @Test(arguments: [
    (
      "geometry Togle handle.x", "no geometry model for a set at the start of 'Togle handle.x'",
      "did you mean 'Toggle'?"
    ),
    ("geometry Toggle handel.x", "Toggle has no layer 'handel'", "did you mean 'handle'?"),
    ("geometry Toggle handle.z", "unknown metric 'z'", "did you mean 'x'?"),
    (
      "geometry Toggle handle", "expected 'layer.metric' after the set name, found 'handle'",
      "for example 'handle.x'; metrics are x, y, width, height, cx, cy, radius, left, top, right, bottom, gap"
    ),
    ("geometry Toggle handle.x Active=Of", "'Of' is not a value of Toggle's Active", "did you mean 'Off'?"),
    ("geometry Toggle handle.x Activ=On", "Toggle has no property 'Activ'", "did you mean 'Active'?"),
    (
      "measure Toggle", "a geometry query starts with 'geometry' or 'size', found 'measure'",
      "for example 'geometry Toggle handle.x Active=On' or 'size Toggle'"
    ),
    ("geometry Toggle track.gap", "the layer 'track' has no auto layout, so no gap", nil),
  ])
  func queryErrors(expression: String, message: String, hint: String?) {
    let location = SourceLocation(file: "pages/toggle.md", line: 12, column: 5)
    let (value, diagnostics) = collecting { library.query(expression, at: location, into: &$0) }
    #expect(value == nil)
    #expect(diagnostics.first?.message == message)
    #expect(diagnostics.first?.hint == hint)
    #expect(diagnostics.first?.location == location)
  }

  @Test func tokensReadInFileOrder() {
    #expect(
      library.tokensRead(set: "Toggle") == [
        "bg/soft-200", "static/static-white-0", "shadow/toggle-handle", "brand/base", "bg/sub-200", "brand/pressed",
        "focusRing/brand", "bg/soft-100",
      ])
    #expect(
      library.tokensRead(set: "_Toggle Label") == [
        "typography/label-lg", "text/strong-950", "typography/paragraph-sm", "text/sub-600",
      ])
    #expect(
      library.tokensRead(set: "_Toggle Label", includingInstances: true) == [
        "typography/label-lg", "text/strong-950", "typography/paragraph-sm", "text/sub-600", "bg/soft-200",
        "static/static-white-0", "shadow/toggle-handle", "brand/base", "bg/sub-200", "brand/pressed",
        "focusRing/brand", "bg/soft-100",
      ])
    let composer = library.tokensRead(set: "Composer")
    // Read even though the avatar and action are hidden by default.
    #expect(composer.contains("bg/soft-200") && composer.contains("icon/sub-600"))
    #expect(composer.contains("backdropBlur/sm") && composer.contains("colors/alpha/white/alpha-72"))
    #expect(library.tokensRead(set: "Nothing") == [])
  }

  /// What an update asks of each model: whether it reads a changed token, by its layers or its
  /// rules, among a few changed names (compared one by one) or many (through the set).
  @Test func aModelReadsAChangedTokenByItsLayersOrRules() throws {
    let toggle = try #require(library.models["Toggle"])
    let unrelated = (0..<20).map { "spacing/unrelated-\($0)" }
    for changed: Set<String> in [["bg/soft-200"], ["brand/pressed"], Set(unrelated + ["brand/pressed"])] {
      #expect(toggle.reads(anyOf: changed), "\(changed.sorted().prefix(2))")
    }
    for changed: Set<String> in [[], ["text/sub-600"], Set(unrelated)] {
      #expect(!toggle.reads(anyOf: changed), "\(changed.sorted().prefix(2))")
    }
  }

  @Test func galleryIsTheMatrixOfWhatVaries() throws {
    let gallery = try required { library.specimens(set: "Toggle", idPrefix: "s1", into: &$0) }
    // State by Active: four columns of states fit beside the row heads, so two rows do.
    #expect(gallery.groups.map(\.label) == ["Active: Off", "Active: On"])
    #expect(gallery.matrix && gallery.columnProperty == "State")
    #expect(gallery.columns == ["Default", "Pressed", "Focused", "Disabled"])
    #expect(gallery.groups.allSatisfy { $0.figures.map(\.column) == ["Default", "Pressed", "Focused", "Disabled"] })
    #expect(gallery.groups[1].figures.map(\.component.label).first == "Toggle — State: Default, Active: On")
    #expect((gallery.cellWidth, gallery.cellHeight, gallery.cell) == (52, 44, 96))
    // Six types by five states of a 320 wide field: two cells a row, so five groups of six
    // types take 15 rows where six groups of five would take 18.
    let input = try required { library.specimens(set: "Text Input", idPrefix: "s4", into: &$0) }
    #expect(!input.matrix && input.groups.count == 5 && input.groups[0].label == "State: Placeholder")
    #expect(input.groups.allSatisfy { $0.figures.count == 6 })
    #expect(gallery.fixedProperties.isEmpty)
    // One state: no rows, a caption per Active value, and the shared state said once.
    let focused = try required { library.specimens(set: "Toggle", body: "State: Focused", idPrefix: "s2", into: &$0) }
    #expect(focused.groups.count == 1 && focused.groups[0].label == nil && focused.columnProperty == nil)
    #expect(!focused.matrix)
    #expect(focused.groups[0].figures.map(\.caption) == ["Off", "On"])
    #expect(focused.fixedProperties == ["State: Focused"])
    let fixed = try required {
      library.specimens(set: "_Toggle Label", body: "Show Description: false", idPrefix: "s3", into: &$0)
    }
    #expect(fixed.fixedProperties == ["Show Description off"])
    #expect(fixed.groups.flatMap(\.figures).allSatisfy { $0.component.height == 44 })
  }

  /// The line over a gallery names a switch the body turned away from its default by name and
  /// "on" or "off" (never "Optional: false"), a switch left at its default not at all, and no
  /// text: the drawings show the text, so a caption repeating a paragraph of it says nothing.
  @Test func theSharedLineNamesSwitchesAndLeavesTextToTheDrawing() throws {
    let library = self.library
    let field = try required {
      library.specimens(
        set: "Text Input", body: "Type: Default\nState: Filled\nOptional: false\nTooltip: true", idPrefix: "t1",
        into: &$0)
    }
    #expect(field.fixedProperties == ["Type: Default", "State: Filled", "Optional off"])
    let area = try required {
      library.specimens(
        set: "Text Area", body: "State: Focused\nValue: The parcel arrived a day late and the box was open.",
        idPrefix: "t2", into: &$0)
    }
    #expect(area.fixedProperties == ["State: Focused"])
    // A state the model names inside the component is a state, not text: it is said.
    let success = try required {
      Eand.loaded.0.specimens(
        set: "input-field", body: "type: text\ndefault: false\nfilled: true\nactive: false\nstatus: success",
        idPrefix: "t3", into: &$0)
    }
    #expect(success.fixedProperties.last == "status: success")
  }

  /// e&'s field varies by five true/false properties: captions name the switches that are on
  /// and not the default ("filled · active"), never `true, false, true, false, false`, and what
  /// every drawing shares is said the same way.
  @Test func captionsNameTheSwitchesThatDifferFromTheDefault() throws {
    let library = Eand.loaded.0
    let gallery = try required {
      library.specimens(set: "input-field", body: "type: text, otp", idPrefix: "e1", into: &$0)
    }
    #expect(gallery.groups.map(\.label) == ["type: text", "type: otp"])
    #expect(
      gallery.groups[0].figures.map(\.caption) == [
        "default", "active", "disabled", "error", "filled", "filled · active", "filled · disabled", "filled · error",
      ])
    let bare = /(true|false)(, (true|false))+/
    #expect(gallery.groups.flatMap(\.figures).allSatisfy { $0.caption.firstMatch(of: bare) == nil })
    let filled = try required {
      library.specimens(
        set: "input-field", body: "filled: true\nactive: false\ndisabled: false\nerror: false", idPrefix: "e2",
        into: &$0)
    }
    // The switches every drawing shares are a line that says they are shared, on and off: a
    // lone "filled" over the gallery read as a stray word.
    #expect(filled.fixedProperties == ["All filled, with default, active, disabled and error off"])
    let properties: [ComponentSetShape.VariantProperty] = [
      .init(name: "default", options: ["true", "false"], defaultValue: "true"),
      .init(name: "active", options: ["false", "true"], defaultValue: "false"),
    ]
    #expect(
      GeometryLibrary.sharedSwitches(properties, ["default": "true", "active": "true"]) == "All default and active")
    #expect(
      GeometryLibrary.sharedSwitches(properties, ["default": "false", "active": "false"])
        == "All with default and active off")
    #expect(filled.groups[0].figures.map(\.caption) == ["text", "dropdown", "picker", "comment", "otp"])
  }

  /// Two drawings the short form would caption alike are told apart by the switches turned off.
  @Test func captionsThatWouldRepeatSayMore() {
    let properties: [ComponentSetShape.VariantProperty] = [
      .init(name: "default", options: ["true", "false"], defaultValue: "true"),
      .init(name: "active", options: ["false", "true"], defaultValue: "false"),
    ]
    let captions = SpecimenCaptions(properties: properties)
    #expect(
      captions.texts([
        ["default": "true", "active": "true"], ["default": "false", "active": "true"],
        ["default": "false", "active": "false"],
      ]) == ["active", "not default · active", "not default"])
  }

  @Test func touchTargetDrawingCaptionsEachPlatform() throws {
    let drawing = try required {
      library.touchTargetDrawing(set: "Toggle", platforms: platforms, idPrefix: "tt", into: &$0)
    }
    #expect(
      drawing.sizes.flatMap(\.platforms).map(\.caption) == [
        "iOS 44 pt: 52 × 44, meets", "Android 48 dp: 52 × 44, add 4 dp",
      ])
    #expect(fails { library.touchTargetDrawing(set: "Toggle", platforms: [], idPrefix: "t", into: &$0) })
  }
}
