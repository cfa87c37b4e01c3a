import SpecimenCore
import TestSupport
import Testing

@testable import Geometry

/// The sizes the seed pages state, computed through the layout API.
@Suite struct LayoutTests {
  let library = Bundled.library

  @Test func bundledModelsLoadWithoutProblems() {
    #expect(Bundled.loaded.1.map(\.description) == [])
    #expect(library.setNames.count == 9)
  }

  @Test func toggleLabelIs340By48And44WithoutDescription() throws {
    let row = try required { library.layout(set: "_Toggle Label", into: &$0) }
    #expect((row.width, row.height) == (340, 48))
    let bare = try required {
      library.layout(set: "_Toggle Label", properties: ["Show Description": "false"], into: &$0)
    }
    #expect((bare.width, bare.height) == (340, 44))
    // 52 + 16 + 272.
    let toggle = try #require(row.layer(named: "toggle"))
    let text = try #require(row.layer(named: "text"))
    #expect(toggle.frame.width == 52 && text.frame.x == 68 && text.frame.width == 272)
    #expect(try #require(row.layer(named: "label")).frame.height == 28)
    #expect(try #require(row.layer(named: "description")).frame.height == 20)
  }

  @Test func alignRightPutsTheToggleAfterTheText() throws {
    let left = try required { library.layout(set: "_Toggle Label", variant: ["Align": "Left"], into: &$0) }
    let right = try required { library.layout(set: "_Toggle Label", variant: ["Align": "Right"], into: &$0) }
    #expect(try #require(left.layer(named: "toggle")).frame.x == 0)
    #expect(try #require(right.layer(named: "toggle")).frame.x == 288)
    #expect(try #require(right.layer(named: "text")).frame.x == 0)
  }

  @Test func toggleGeometry() throws {
    for state in ["Default", "Pressed", "Focused", "Disabled"] {
      let off = try required { library.layout(set: "Toggle", variant: ["State": state, "Active": "Off"], into: &$0) }
      let on = try required { library.layout(set: "Toggle", variant: ["State": state, "Active": "On"], into: &$0) }
      #expect((off.width, off.height) == (52, 44))
      let track = try #require(off.layer(named: "track"))
      #expect(track.frame == Rect(x: 4, y: 8, width: 44, height: 28))
      #expect(track.corners == GeometryCorners(14))
      let handleOff = try #require(off.layer(named: "handle"))
      let handleOn = try #require(on.layer(named: "handle"))
      #expect((handleOff.frame.midX, handleOff.frame.midY) == (18, 22))
      #expect((handleOn.frame.midX, handleOn.frame.midY) == (34, 22))
      #expect(handleOn.isCircle && handleOn.frame.width == 22)
    }
  }

  @Test func textInputIs56And104InEveryVariant() throws {
    let shape = try #require(library.shape(of: "Text Input"))
    #expect(shape.publishedVariants.count == 30)
    for variant in shape.publishedVariants {
      let input = try required { library.layout(set: "Text Input", variant: variant, into: &$0) }
      #expect(input.height == 104, "\(variant)")
      #expect(try #require(input.layer(named: "field")).frame.height == 56, "\(variant)")
      // The rule sits on the field's bottom edge and spans it.
      let field = try #require(input.layer(named: "field")).frame
      let rule = try #require(input.layer(named: "rule")).frame
      #expect(rule.maxY == field.maxY && rule.width == field.width, "\(variant)")
    }
  }

  @Test func textInputStatesMoveOnlyTheRuleTextAndIcons() throws {
    let rest = try required { library.layout(set: "Text Input", variant: ["State": "Placeholder"], into: &$0) }
    let focused = try required { library.layout(set: "Text Input", variant: ["State": "Focused"], into: &$0) }
    let error = try required { library.layout(set: "Text Input", variant: ["State": "Error"], into: &$0) }
    #expect(rest.index(of: "clear") == nil)
    #expect(focused.index(of: "clear") != nil)
    #expect(rest.layer(named: "rule")?.fill?.token == "stroke/soft-200")
    #expect(focused.layer(named: "rule")?.fill?.token == "input/border/focus")
    #expect(error.layer(named: "rule")?.fill?.token == "state/error/base-500")
    #expect(error.layer(named: "hint")?.fill?.token == "state/error/base-500")
    #expect(error.layer(named: "hint-icon")?.fill?.token == "state/error/base-500")
    for name in ["title-row", "field", "hint-row", "value"] {
      #expect(rest.layer(named: name)?.frame == error.layer(named: name)?.frame, "\(name) moved on error")
    }
  }

  @Test func textInputTypes() throws {
    let password = try required {
      library.layout(set: "Text Input", variant: ["Type": "Password", "State": "Filled"], into: &$0)
    }
    #expect(password.layer(named: "lock")?.icon == "lock")
    #expect(password.layer(named: "eye")?.icon == "eye-off")
    let prefix = try required { library.layout(set: "Text Input", variant: ["Type": "Prefix"], into: &$0) }
    #expect(prefix.layer(named: "prefix")?.lines.first?.text == "https://")
    #expect(prefix.layer(named: "prefix")?.fill?.token == "text/soft-500")
    let suffix = try required { library.layout(set: "Text Input", variant: ["Type": "Suffix"], into: &$0) }
    #expect(suffix.layer(named: "suffix")?.lines.first?.text == "kg")
    let left = try required { library.layout(set: "Text Input", variant: ["Type": "Left Selection"], into: &$0) }
    let picker = try #require(left.layer(named: "leading-picker")).frame
    let divider = try #require(left.layer(named: "leading-divider")).frame
    let value = try #require(left.layer(named: "value")).frame
    #expect(picker.maxX < divider.x && divider.maxX < value.x)
  }

  @Test func optionalAndTooltipAreBooleans() throws {
    let bare = try required {
      library.layout(set: "Text Input", properties: ["Optional": "false", "Tooltip": "false"], into: &$0)
    }
    #expect(bare.index(of: "optional") == nil && bare.index(of: "tooltip") == nil)
    let full = try required { library.layout(set: "Text Input", into: &$0) }
    #expect(full.index(of: "optional") != nil)
    #expect(try #require(full.layer(named: "tooltip")).frame.maxX == 320)
  }

  @Test func textAreaStartsOneLineDeepAndCountsTheValue() throws {
    let area = try required { library.layout(set: "Text Area", variant: ["State": "Filled"], into: &$0) }
    #expect(try #require(area.layer(named: "field")).frame.height == 56)
    #expect(area.layer(named: "counter")?.lines.first?.text == "16/200")
    let long = String(repeating: "a few more words ", count: 30)
    let grown = try required {
      library.layout(set: "Text Area", variant: ["State": "Filled"], properties: ["Value": long], into: &$0)
    }
    // Five lines of 24 and 16 above and below, then it scrolls.
    #expect(try #require(grown.layer(named: "field")).frame.height == 16 + 5 * 24 + 16)
  }

  @Test func chipsSitBetweenTheRuleAndTheHint() throws {
    let empty = try required { library.layout(set: "Chip Input", into: &$0) }
    #expect(empty.index(of: "chips") == nil)
    let filled = try required { library.layout(set: "Chip Input", variant: ["State": "Filled"], into: &$0) }
    let field = try #require(filled.layer(named: "field")).frame
    let chips = try #require(filled.layer(named: "chips")).frame
    let hint = try #require(filled.layer(named: "hint-row")).frame
    #expect(field.maxY < chips.y && chips.maxY < hint.y)
    #expect(filled.layer(named: "tag")?.icon == "tag")
  }

  @Test func stepperButtons44And36() throws {
    for state in ["Default", "Min", "Max"] {
      let md = try required { library.layout(set: "Stepper", variant: ["Size": "md", "State": state], into: &$0) }
      let sm = try required { library.layout(set: "Stepper", variant: ["Size": "sm", "State": state], into: &$0) }
      for name in ["minus", "plus"] {
        let big = try #require(md.layer(named: name)).frame
        let small = try #require(sm.layer(named: name)).frame
        #expect((big.width, big.height) == (44, 44))
        #expect((small.width, small.height) == (36, 36))
      }
    }
    let min = try required { library.layout(set: "Stepper", variant: ["State": "Min"], into: &$0) }
    #expect(min.layer(named: "minus-glyph")?.fill?.token == "fg/disabled-400")
    #expect(min.layer(named: "plus-glyph")?.fill?.token == "text/strong-950")
    #expect(min.layer(named: "minus")?.fill?.token == "bg/white-0")
    #expect(min.layer(named: "minus")?.stroke?.paint.token == "stroke/sub-300")
  }

  @Test func digitCellsAre64SquaresAtRadius16() throws {
    let digits = try required { library.layout(set: "Digit Input", variant: ["State": "Filled"], into: &$0) }
    for index in 1...4 {
      let cell = try #require(digits.layer(named: "cell-\(index)"))
      #expect((cell.frame.width, cell.frame.height) == (64, 64))
      #expect(cell.corners == GeometryCorners(16))
      let digit = try #require(digits.layer(named: "digit-\(index)"))
      #expect(digit.style?.fontSize == 30 && digit.style?.lineHeightPixels == 36 && digit.style?.fontWeight == 500)
      #expect(abs(digit.frame.midX - cell.frame.midX) < 0.01 && digit.frame.midY == cell.frame.midY)
    }
    let focused = try required { library.layout(set: "Digit Input", variant: ["State": "Focused"], into: &$0) }
    #expect(focused.layer(named: "cell-3")?.effects.first?.token == "focusRing/brand")
  }

  @Test func composerIs40Tall() throws {
    let shape = try #require(library.shape(of: "Composer"))
    for variant in shape.publishedVariants {
      for avatar in ["false", "true"] {
        let bar = try required {
          library.layout(
            set: "Composer", variant: variant, properties: ["Avatar": avatar, "Action": avatar], into: &$0)
        }
        #expect(bar.height == 40)
        for name in ["avatar", "action", "field", "send"] {
          if let layer = bar.layer(named: name) { #expect(layer.frame.height == 40 && layer.frame.y == 0) }
        }
      }
    }
    let empty = try required { library.layout(set: "Composer", variant: ["State": "Empty"], into: &$0) }
    let filled = try required { library.layout(set: "Composer", variant: ["State": "Filled"], into: &$0) }
    #expect(empty.layer(named: "send")?.fill?.token == "bg/soft-200")
    #expect(filled.layer(named: "send")?.fill?.token == "brand/base")
    #expect(empty.index(of: "avatar") == nil && empty.index(of: "accessory") != nil)
    let overlay = try required { library.layout(set: "Composer", variant: ["Style": "Overlay"], into: &$0) }
    #expect(overlay.layer(named: "field")?.fill?.token == "colors/alpha/black/alpha-24")
    #expect(overlay.layer(named: "field")?.backgroundBlur == 12)
    #expect(overlay.layer(named: "message")?.fill?.token == "colors/alpha/white/alpha-72")
    #expect(overlay.layers.contains { $0.isBackdrop } && overlay.bleed == 8)
  }

  @Test func counterInputIsAPillWithTwoRoundButtons() throws {
    let counter = try required { library.layout(set: "Counter Input", into: &$0) }
    let pill = try #require(counter.layer(named: "pill"))
    #expect(pill.corners.topLeft == pill.frame.height / 2)
    for name in ["minus", "plus"] {
      let button = try #require(counter.layer(named: name))
      #expect(button.frame.width == button.frame.height && button.corners.topLeft == button.frame.width / 2)
    }
    let focused = try required { library.layout(set: "Counter Input", variant: ["State": "Focused"], into: &$0) }
    #expect(focused.layer(named: "pill")?.effects.first?.token == "focusRing/brand")
  }

  @Test func eandInputField() throws {
    #expect(Eand.loaded.1.map(\.description) == [])
    let library = Eand.loaded.0
    for variant in Eand.published where variant["type"] != "otp" {
      let field = try required { library.layout(set: "input-field", variant: variant, into: &$0) }
      let surface = try #require(field.layer(named: "surface"))
      #expect(surface.frame.height >= 56)
      #expect(surface.corners == GeometryCorners(14))
      let stroked = variant["active"] == "true" || variant["error"] == "true"
      #expect((surface.stroke != nil) == stroked, "\(variant)")
      if stroked { #expect(surface.stroke?.width == 1 && surface.stroke?.alignment == .inside) }
    }
    let filled = try required {
      library.layout(set: "input-field", variant: ["default": "false", "filled": "true"], into: &$0)
    }
    #expect(filled.layer(named: "label")?.styleToken == "typography/body/sm")
    #expect(filled.layer(named: "value")?.styleToken == "typography/body/lg")
    #expect(filled.layer(named: "surface")?.frame.height == 56)
    let otp = try required { library.layout(set: "input-field", variant: ["type": "otp"], into: &$0) }
    for index in 1...6 {
      let cell = try #require(otp.layer(named: "cell-\(index)")).frame
      #expect((cell.width, cell.height) == (48, 56))
    }
  }

  @Test func partialVariantsTakeDefaultsAndBadValuesAreErrors() throws {
    let toggle = try required { library.layout(set: "Toggle", variant: ["Active": "On"], into: &$0) }
    #expect(toggle.variant == ["State": "Default", "Active": "On"])
    #expect(toggle.label == "Toggle — State: Default, Active: On")
    #expect(fails { library.layout(set: "Toggle", variant: ["Active": "Maybe"], into: &$0) })
    #expect(fails { library.layout(set: "Toggle", variant: ["Stat": "Default"], into: &$0) })
    #expect(fails { library.layout(set: "Toggles", into: &$0) })
  }

  @Test func parallelLayoutsAgree() async throws {
    let library = self.library
    let shape = try #require(library.shape(of: "Text Input"))
    let results = await withTaskGroup(of: String.self) { group in
      for variant in shape.publishedVariants {
        group.addTask { (try? required { library.svg(set: "Text Input", variant: variant, into: &$0) }) ?? "" }
      }
      var all: [String] = []
      for await svg in group { all.append(svg) }
      return all.sorted()
    }
    let serial = try shape.publishedVariants.map { variant in
      try required { library.svg(set: "Text Input", variant: variant, into: &$0) }
    }.sorted()
    #expect(results == serial)
  }
}
