import Foundation
import Geometry
import SpecimenCore
import Testing
import Tokens

@testable import Accessibility

/// Drawings written as layers, audited, and compared with ratios worked out here by hand: the
/// WCAG 2.x formula below is this file's own, not the audit's.
struct AccessibilityAuditTests {
  // MARK: An independent contrast computation

  static func luminance(_ hex: String) -> Double {
    let value = Int(hex.dropFirst(), radix: 16)!
    func channel(_ byte: Int) -> Double {
      let v = Double(byte) / 255
      return v <= 0.04045 ? v / 12.92 : pow((v + 0.055) / 1.055, 2.4)
    }
    return 0.2126 * channel(value >> 16 & 255) + 0.7152 * channel(value >> 8 & 255) + 0.0722 * channel(value & 255)
  }

  static func ratio(_ a: String, _ b: String) -> Double {
    let x = luminance(a), y = luminance(b)
    return (max(x, y) + 0.05) / (min(x, y) + 0.05)
  }

  // MARK: Building drawings

  static func paint(_ hex: String, alpha: Double = 1, opacity: Double = 1) -> GeometryPaint {
    GeometryPaint(color: GeometryColor(hex: hex, alpha: alpha), opacity: opacity)
  }

  static func style(size: Double, weight: Double = 400) -> GeometryTypography {
    GeometryTypography(fontFamily: "Inter", fontWeight: weight, fontSize: size, lineHeight: 1.5)
  }

  /// Layers in paint order, each with its parent's index; children are filled in.
  static func component(
    set: String = "Control", variant: PropertyValues = [:], properties: PropertyValues = [:], width: Double,
    height: Double, layers: [LaidOutLayer], target: Int = 0
  ) -> LaidOutComponent {
    var layers = layers
    for index in layers.indices {
      if let parent = layers[index].parent { layers[parent].children.append(index) }
    }
    return LaidOutComponent(
      set: set, variant: variant, properties: properties, label: set, width: width, height: height, layers: layers,
      targetIndex: target)
  }

  static func frame(
    _ name: String, _ rect: Rect, parent: Int? = nil, fill: GeometryPaint? = nil, stroke: StrokeSpec? = nil,
    opacity: Double = 1, effects: [EffectSpec] = []
  ) -> LaidOutLayer {
    LaidOutLayer(
      name: name, path: parent == nil ? "" : name, shape: .frame(GeometryCorners(0)), frame: rect, parent: parent,
      depth: parent == nil ? 0 : 1,
      appearance: LayerAppearance(fill: fill, stroke: stroke, effects: effects, opacity: opacity))
  }

  static func text(
    _ name: String, _ content: String, _ rect: Rect, parent: Int, fill: GeometryPaint, style: GeometryTypography
  ) -> LaidOutLayer {
    LaidOutLayer(
      name: name, path: name,
      shape: .text(content: content, style: style, styleToken: nil, align: .start, maxLines: nil), frame: rect,
      parent: parent, depth: 1, appearance: LayerAppearance(fill: fill))
  }

  static func shape(_ name: String, properties: [(String, [String])]) -> ComponentSetShape {
    ComponentSetShape(
      name: name,
      variantProperties: properties.map {
        ComponentSetShape.VariantProperty(name: $0.0, options: $0.1, defaultValue: $0.1[0])
      }, publishedVariants: [])
  }

  static func context(page: String, name: String = "light") -> AuditContext {
    let value = Int(page.dropFirst(), radix: 16)!
    return AuditContext(
      values: [NamedValue("theme", name)],
      page: TokenColor(red: value >> 16 & 255, green: value >> 8 & 255, blue: value & 255), color: { _ in nil })
  }

  static func audit(
    _ components: [LaidOutComponent], shape: ComponentSetShape, page: String = "#FFFFFF", interactive: Bool = false,
    platforms: [TouchTargetPlatform] = []
  ) -> [AccessibilityFinding] {
    AccessibilityAudit(contexts: [context(page: page)], platforms: platforms)
      .findings(for: AuditedSet(name: shape.name, shape: shape, variants: components, interactive: interactive))
  }

  // MARK: Text contrast

  /// White at 50 % on a white fill at 50 % over a black page: the fill shows 0.5 (#808080, 127.5
  /// rounded up), the text 0.5 + 0.5 × 0.5 = 0.75 (191.25: #BFBFBF). By the formula above,
  /// L(#BFBFBF) = 0.5210, L(#808080) = 0.2159: (0.5710) / (0.2659) = 2.1477.
  @Test func translucentTextOnATranslucentFillOverADarkPage() throws {
    let drawing = Self.component(
      width: 100, height: 40,
      layers: [
        Self.frame("root", Rect(x: 0, y: 0, width: 100, height: 40), fill: Self.paint("#FFFFFF", alpha: 0.5)),
        Self.text(
          "label", "Label", Rect(x: 8, y: 8, width: 60, height: 24), parent: 0,
          fill: Self.paint("#FFFFFF", alpha: 0.5), style: Self.style(size: 16)),
      ])
    let findings = Self.audit([drawing], shape: Self.shape("Control", properties: []), page: "#000000")
    let aa = try #require(findings.first { $0.criterion == "1.4.3" })
    #expect(aa.foreground == "#BFBFBF")
    #expect(aa.background == "#808080")
    #expect(abs((aa.ratio ?? 0) - Self.ratio("#BFBFBF", "#808080")) < 1e-9)
    #expect(abs((aa.ratio ?? 0) - 2.1477) < 0.0001)
    #expect(aa.result == .fail)
    #expect(aa.required == 4.5)
    #expect(aa.layer == "label")
  }

  /// What the drawing clips away is not read, so not measured: a text placed below the frame, a
  /// text whose frame reaches into sight while its line sits below it (its baseline 8 px past the
  /// bottom, so nothing between baseline and cap height shows), a text outside a group that
  /// clips. The text in sight is measured, and only over the part of it that shows: the blue
  /// band past the clipping group's edge lies under none of it.
  @Test func textClippedOutOfSightIsNotMeasured() throws {
    var belowLine = Self.text(
      "below-line", "Small", Rect(x: 8, y: 30, width: 40, height: 20), parent: 0, fill: Self.paint("#E8178A"),
      style: Self.style(size: 10))
    belowLine.lines = [TextLine(text: "Small", x: 8, baseline: 48, width: 30)]
    var group = Self.frame("group", Rect(x: 0, y: 0, width: 50, height: 40), parent: 0)
    group.appearance.clip = true
    let drawing = Self.component(
      width: 100, height: 40,
      layers: [
        Self.frame("root", Rect(x: 0, y: 0, width: 100, height: 40), fill: Self.paint("#FFFFFF")),
        Self.text(
          "below", "Below", Rect(x: 8, y: 50, width: 40, height: 20), parent: 0, fill: Self.paint("#E8178A"),
          style: Self.style(size: 10)),
        belowLine,
        group,
        Self.frame("band", Rect(x: 50, y: 0, width: 50, height: 40), parent: 3, fill: Self.paint("#0A3D91")),
        Self.text(
          "clipped", "Clipped", Rect(x: 60, y: 8, width: 30, height: 20), parent: 3, fill: Self.paint("#FFFFFF"),
          style: Self.style(size: 16)),
        Self.text(
          "shown", "Shown", Rect(x: 8, y: 8, width: 60, height: 20), parent: 3, fill: Self.paint("#1C1C1E"),
          style: Self.style(size: 16)),
      ])
    let findings = Self.audit([drawing], shape: Self.shape("Control", properties: []))
    #expect(Set(findings.filter { $0.check == .textContrast }.compactMap(\.layer)) == ["shown"])
    let shown = try #require(findings.first { $0.criterion == "1.4.3" })
    #expect(shown.background == "#FFFFFF")
    #expect(abs((shown.ratio ?? 0) - Self.ratio("#1C1C1E", "#FFFFFF")) < 1e-9)
  }

  /// A text is measured where its glyphs are, not over its whole box: a redline's label (a 6 px
  /// line set at the top of an 11 px box) whose box grazes the button above it by one pixel reads
  /// on the page beside the button, as a browser paints it (figmagic's Button); a label inside
  /// the button reads on the button.
  @Test func textIsMeasuredWhereItsGlyphsAre() throws {
    var redline = Self.text(
      "redline", "Small", Rect(x: 300, y: 47, width: 17, height: 11), parent: 0, fill: Self.paint("#E8178A"),
      style: Self.style(size: 6))
    redline.lines = [TextLine(text: "Small", x: 300, baseline: 53.5, width: 15)]
    var label = Self.text(
      "label", "Button", Rect(x: 16, y: 0, width: 288, height: 48), parent: 1, fill: Self.paint("#FFFFFF"),
      style: Self.style(size: 16))
    label.lines = [TextLine(text: "Button", x: 130, baseline: 30, width: 60)]
    var drawing = Self.component(
      width: 320, height: 48,
      layers: [
        Self.frame("root", Rect(x: 0, y: 0, width: 320, height: 48)),
        Self.frame("button", Rect(x: 0, y: 0, width: 320, height: 48), parent: 0, fill: Self.paint("#2F80ED")),
        label,
        redline,
      ])
    // The root does not clip: the drawing shows the redline below it.
    drawing.overflow = EdgeInsets(top: 0, right: 0, bottom: 10, left: 0)
    let findings = Self.audit([drawing], shape: Self.shape("Button", properties: []))
      .filter { $0.check == .textContrast && $0.criterion == "1.4.3" }
    let read = Dictionary(uniqueKeysWithValues: findings.compactMap { f in f.layer.map { ($0, f.background) } })
    #expect(read == ["label": "#2F80ED", "redline": "#FFFFFF"])
  }

  /// A group's opacity dims what it painted as one, not each layer in turn: opaque white text on
  /// a white fill at 50 %, in a group at 50 % over black. The text pixel is the group's white at
  /// 0.5 (#808080); the fill pixel 0.5 × 0.5 = 0.25 (63.75 → #404040). Multiplying alphas layer
  /// by layer would put the text at 0.5 over the fill's 0.25 instead (0.625, #9F9F9F).
  @Test func aGroupsOpacityMixesItsPaintingWithThePage() throws {
    let drawing = Self.component(
      width: 100, height: 40,
      layers: [
        Self.frame(
          "root", Rect(x: 0, y: 0, width: 100, height: 40), fill: Self.paint("#FFFFFF", alpha: 0.5), opacity: 0.5),
        Self.text(
          "label", "Label", Rect(x: 8, y: 8, width: 60, height: 24), parent: 0, fill: Self.paint("#FFFFFF"),
          style: Self.style(size: 16)),
      ])
    let findings = Self.audit([drawing], shape: Self.shape("Control", properties: []), page: "#000000")
    let aa = try #require(findings.first { $0.criterion == "1.4.3" })
    #expect(aa.foreground == "#808080")
    #expect(aa.background == "#404040")
    #expect(abs((aa.ratio ?? 0) - Self.ratio("#808080", "#404040")) < 1e-9)
  }

  /// #8E8E93 on white: L = 0.2721, 1.05 / 0.3221 = 3.2605. Bold 18.66 px is large text (3:1, so
  /// it passes); bold 18.65 px and regular 18.66 px are not (4.5:1, so they fail).
  @Test func largeBoldTextAtTheThreshold() throws {
    func finding(size: Double, weight: Double) throws -> AccessibilityFinding {
      let drawing = Self.component(
        width: 200, height: 40,
        layers: [
          Self.frame("root", Rect(x: 0, y: 0, width: 200, height: 40)),
          Self.text(
            "title", "Title", Rect(x: 0, y: 0, width: 120, height: 28), parent: 0, fill: Self.paint("#8E8E93"),
            style: Self.style(size: size, weight: weight)),
        ])
      return try #require(
        Self.audit([drawing], shape: Self.shape("Heading", properties: [])).first { $0.criterion == "1.4.3" })
    }
    let large = try finding(size: 18.66, weight: 700)
    #expect(abs((large.ratio ?? 0) - Self.ratio("#8E8E93", "#FFFFFF")) < 1e-9)
    #expect(large.formattedRatio == "3.26:1")
    #expect(large.required == 3)
    #expect(large.result == .pass)
    #expect(try finding(size: 18.65, weight: 700).result == .fail)
    #expect(try finding(size: 18.66, weight: 400).result == .fail)
    #expect(try finding(size: 24, weight: 400).result == .pass)
  }

  /// A gradient is judged at its worst stop: black on white-to-#666666 is 21:1 at one end and
  /// (0.05 + 0.1329) / 0.05 = 3.6574 at the other.
  @Test func aGradientIsJudgedAtItsWorstStop() throws {
    var fill = Self.paint("#B3B3B3")
    fill.gradient = GeometryGradient(
      kind: .linear, handles: [0, 0, 1, 0],
      stops: [
        .init(position: 0, color: GeometryColor(hex: "#FFFFFF")),
        .init(position: 1, color: GeometryColor(hex: "#666666")),
      ])
    let drawing = Self.component(
      width: 100, height: 40,
      layers: [
        Self.frame("root", Rect(x: 0, y: 0, width: 100, height: 40), fill: fill),
        Self.text(
          "label", "Label", Rect(x: 8, y: 8, width: 60, height: 24), parent: 0, fill: Self.paint("#000000"),
          style: Self.style(size: 16)),
      ])
    let aa = try #require(Self.audit([drawing], shape: Self.shape("Banner", properties: [])).first)
    #expect(aa.background == "#666666")
    #expect(abs((aa.ratio ?? 0) - Self.ratio("#000000", "#666666")) < 1e-9)
    #expect(aa.result == .fail)
  }

  /// A disabled variant is exempt, and still shows the number.
  @Test func aDisabledVariantIsExemptWithItsRatio() throws {
    let drawing = Self.component(
      variant: ["State": "Disabled"], width: 100, height: 40,
      layers: [
        Self.frame("root", Rect(x: 0, y: 0, width: 100, height: 40)),
        Self.text(
          "label", "Label", Rect(x: 8, y: 8, width: 60, height: 24), parent: 0, fill: Self.paint("#E5E5EA"),
          style: Self.style(size: 16)),
      ])
    let findings = Self.audit(
      [drawing], shape: Self.shape("Button", properties: [("State", ["Default", "Disabled"])]))
    let aa = try #require(findings.first { $0.criterion == "1.4.3" })
    #expect(aa.result == .exempt)
    #expect(abs((aa.ratio ?? 0) - 1.2554) < 0.0001)
    #expect(aa.reason?.contains("disabled") == true)
  }

  /// A blur or an image beneath text: the audit says it cannot tell, and why.
  @Test func anImageOrBlurBeneathIsUnknown() throws {
    var backdrop = Self.frame("root", Rect(x: 0, y: 0, width: 100, height: 40), fill: Self.paint("#D9D9D9"))
    backdrop.appearance.unmeasurable = "the layer is filled with an image"
    let drawing = Self.component(
      width: 100, height: 40,
      layers: [
        backdrop,
        Self.text(
          "label", "Label", Rect(x: 8, y: 8, width: 60, height: 24), parent: 0, fill: Self.paint("#000000"),
          style: Self.style(size: 16)),
      ])
    let aa = try #require(Self.audit([drawing], shape: Self.shape("Card", properties: [])).first)
    #expect(aa.result == .unknown)
    #expect(aa.ratio == nil)
    #expect(aa.reason?.contains("filled with an image") == true)
  }

  // MARK: Non-text contrast

  /// A field marked only by a 1 px rule of #E5E5EA on white: (1.05) / (0.7864 + 0.05) = 1.2554,
  /// under 1.4.11's 3:1.
  @Test func aRuleBelowThreeToOneFailsTheBoundary() throws {
    let drawing = Self.component(
      width: 320, height: 56,
      layers: [
        Self.frame("root", Rect(x: 0, y: 0, width: 320, height: 56)),
        Self.frame("rule", Rect(x: 0, y: 55, width: 320, height: 1), parent: 0, fill: Self.paint("#E5E5EA")),
      ])
    let findings = Self.audit([drawing], shape: Self.shape("Field", properties: []), interactive: true)
    let boundary = try #require(findings.first { $0.criterion == "1.4.11" })
    #expect(boundary.layer == "rule")
    #expect(boundary.foreground == "#E5E5EA")
    #expect(boundary.background == "#FFFFFF")
    #expect(abs((boundary.ratio ?? 0) - Self.ratio("#E5E5EA", "#FFFFFF")) < 1e-9)
    #expect(boundary.result == .fail)
    #expect(boundary.reason == "boundary: rule")
  }

  // MARK: Target size

  /// A 23 × 23 target fails 2.5.8 on its own; inside a 48 × 48 frame that keeps a 24 px circle
  /// around it clear, the spacing exception passes it. 2.5.5 (44) fails both.
  @Test func aTwentyThreeTargetWithAndWithoutSpacing() throws {
    let bare = Self.component(
      width: 23, height: 23, layers: [Self.frame("root", Rect(x: 0, y: 0, width: 23, height: 23))])
    let spaced = Self.component(
      width: 48, height: 48,
      layers: [
        Self.frame("root", Rect(x: 0, y: 0, width: 48, height: 48)),
        Self.frame("hit", Rect(x: 12.5, y: 12.5, width: 23, height: 23), parent: 0, fill: Self.paint("#000000")),
      ], target: 1)
    let shape = Self.shape("Icon Button", properties: [])
    let ios = TouchTargetPlatform(name: "iOS", minimum: 44, unit: "pt")
    let alone = Self.audit([bare], shape: shape, interactive: true, platforms: [ios]).filter { $0.check == .targetSize }
    #expect(alone.map(\.criterion) == ["2.5.8", "2.5.5", "min-touch-target"])
    #expect(alone.map(\.result) == [.fail, .fail, .fail])
    #expect(alone[0].width == 23 && alone[0].height == 23)
    #expect(alone[2].reason == "21 pt short on each axis on iOS")
    #expect(alone[2].context == [NamedValue("platform", "iOS")])
    let room = Self.audit([spaced], shape: shape, interactive: true).filter { $0.check == .targetSize }
    #expect(room.map(\.result) == [.pass, .fail])
    #expect(room[0].reason?.hasPrefix("spacing") == true)
  }

  // MARK: Focus appearance

  /// A 1 px and a 2 px ring of #0000FF on white (8.5925:1): both are there (2.4.7); only the
  /// 2 px one is thick enough for 2.4.13.
  @Test func oneAndTwoPixelFocusRings() throws {
    func findings(spread: Double) -> [AccessibilityFinding] {
      func drawing(_ state: String, rings: [EffectSpec]) -> LaidOutComponent {
        Self.component(
          variant: ["State": state], width: 48, height: 48,
          layers: [
            Self.frame("root", Rect(x: 0, y: 0, width: 48, height: 48)),
            Self.frame(
              "box", Rect(x: 8, y: 8, width: 32, height: 32), parent: 0, fill: Self.paint("#FFFFFF"),
              stroke: StrokeSpec(paint: Self.paint("#000000"), width: 1, alignment: .inside), effects: rings),
          ])
      }
      let ring = EffectSpec(
        token: nil, layers: [GeometryShadowLayer(paint: Self.paint("#0000FF"), spread: spread)])
      return Self.audit(
        [drawing("Default", rings: []), drawing("Focused", rings: [ring])],
        shape: Self.shape("Checkbox", properties: [("State", ["Default", "Focused"])]), interactive: true
      ).filter { $0.check == .focusAppearance }
    }
    let thin = findings(spread: 1)
    #expect(thin.map(\.criterion) == ["2.4.7", "2.4.13"])
    #expect(thin.map(\.result) == [.pass, .fail])
    #expect(thin[1].foreground == "#0000FF")
    #expect(abs((thin[1].ratio ?? 0) - Self.ratio("#0000FF", "#FFFFFF")) < 1e-9)
    let thick = findings(spread: 2)
    #expect(thick.map(\.result) == [.pass, .pass])
    #expect(thick[1].reason == "ring 2 px thick, against the unfocused drawing")
  }

  // MARK: Checked against unchecked

  /// A box filled in one color when checked and another when not, on white: the state is told
  /// by color alone, so the two colors need 3:1 between them.
  static func stateFindings(
    _ property: String, _ options: [String], checked: String, unchecked: String, handle: (Double, Double)? = nil
  ) -> [AccessibilityFinding] {
    func drawing(_ value: String, fill: String, handleX: Double?) -> LaidOutComponent {
      var layers = [
        Self.frame("root", Rect(x: 0, y: 0, width: 48, height: 48)),
        Self.frame("box", Rect(x: 8, y: 8, width: 32, height: 32), parent: 0, fill: Self.paint(fill)),
      ]
      if let handleX {
        layers.append(
          Self.frame("knob", Rect(x: handleX, y: 12, width: 8, height: 8), parent: 1, fill: Self.paint("#FFFFFF")))
      }
      return Self.component(variant: [property: value], width: 48, height: 48, layers: layers)
    }
    return Self.audit(
      [
        drawing(options[0], fill: checked, handleX: handle?.0),
        drawing(options[1], fill: unchecked, handleX: handle?.1),
      ], shape: Self.shape("Switch", properties: [(property, options)]), interactive: true
    ).filter { $0.reason?.contains(" against ") == true || $0.reason?.contains("drawn alike") == true }
  }

  /// #0A3D91 against #FFFFFF, by the formula above: L = 0.0493, so 1.05 / 0.0993 = 10.57: passes.
  /// #99C7FF against #FFFFFF: L = 0.5461, so 1.05 / 0.5961 = 1.76: fails.
  @Test func aStateToldByColorAloneNeedsThreeToOneBetweenItsColors() throws {
    let strong = Self.stateFindings("Checked", ["True", "False"], checked: "#0A3D91", unchecked: "#FFFFFF")
    let pass = try #require(strong.first)
    #expect(strong.count == 1)
    #expect(pass.result == .pass && pass.criterion == "1.4.11" && pass.layer == "box")
    #expect(pass.foreground == "#0A3D91" && pass.background == "#FFFFFF")
    #expect(abs((pass.ratio ?? 0) - Self.ratio("#0A3D91", "#FFFFFF")) < 1e-9)
    #expect(pass.reason == "True against False: told by color alone")
    let weak = try #require(
      Self.stateFindings("Value", ["On", "Off"], checked: "#99C7FF", unchecked: "#FFFFFF").first)
    #expect(weak.result == .fail)
    #expect(abs((weak.ratio ?? 0) - Self.ratio("#99C7FF", "#FFFFFF")) < 1e-9)
    #expect((weak.ratio ?? 0) < 3)
  }

  /// The same weak colors with a knob that slides: the place tells the state, so it passes and
  /// says which layer moved.
  @Test func aStateShownByAMovingLayerPassesWhateverItsColors() throws {
    let moved = try #require(
      Self.stateFindings("Active", ["On", "Off"], checked: "#99C7FF", unchecked: "#FFFFFF", handle: (28, 12)).first)
    #expect(moved.result == .pass)
    #expect(moved.reason == "On against Off: knob shows the state by shape or place")
    let alike = try #require(
      Self.stateFindings("Active", ["On", "Off"], checked: "#FFFFFF", unchecked: "#FFFFFF", handle: (12, 12)).first)
    #expect(alike.result == .fail && alike.reason == "On and Off are drawn alike")
  }

  /// A true/false property is a state only under a state's name: `Filled` says something else.
  @Test func aBooleanThatIsNotAStateIsNotChecked() {
    #expect(Self.stateFindings("Filled", ["True", "False"], checked: "#99C7FF", unchecked: "#FFFFFF").isEmpty)
    #expect(StateChecks.stateProperty(of: Self.shape("S", properties: [("Filled", ["True", "False"])])) == nil)
    #expect(
      StateChecks.stateProperty(of: Self.shape("S", properties: [("Active", ["Off", "On"])]))
        .map { "\($0.property) \($0.checked) \($0.unchecked)" } == "Active On Off")
  }

  /// A variant drawn with no layers at all (its model failed its check) is measured for what it
  /// has: its frame as the target, and nothing to contrast.
  @Test func aVariantWithNoLayers() {
    let empty = Self.component(width: 20, height: 20, layers: [])
    let findings = Self.audit([empty], shape: Self.shape("Broken", properties: []), interactive: true)
    #expect(findings.filter { $0.check == .targetSize }.map(\.result) == [.fail, .fail])
    #expect(!findings.contains { $0.check == .textContrast || $0.check == .nonTextContrast })
  }

  @Test func anInteractiveSetWithoutAFocusedStateIsReported() {
    let drawing = Self.component(
      width: 48, height: 48, layers: [Self.frame("root", Rect(x: 0, y: 0, width: 48, height: 48))])
    let findings = Self.audit([drawing], shape: Self.shape("Chip", properties: []), interactive: true)
    #expect(findings.contains { $0.check == .focusAppearance && $0.result == .unknown && $0.criterion == "2.4.7" })
  }

  // MARK: Output

  @Test func aFindingIsOneJSONObjectOnALine() throws {
    var draft = FindingDraft(
      variant: [NamedValue("State", "Default")], context: [NamedValue("theme", "light")],
      check: .textContrast, criterion: "1.4.3", level: .aa, layer: "title-row/title", result: .fail,
      reason: "text (14 px at 500)")
    draft.foreground = PackedColor(hex: "#8E8E93")
    draft.background = PackedColor(hex: "#FFFFFF")
    draft.ratio = 3.25
    draft.required = 4.5
    let finding = AccessibilityFinding(component: "Text \"Input\"", draft)
    #expect(
      finding.jsonLine
        == ##"{"component":"Text \"Input\"","variant":{"State":"Default"},"context":{"theme":"light"},"check":"text-contrast","criterion":"1.4.3","level":"AA","layer":"title-row/title","foreground":"#8E8E93","background":"#FFFFFF","ratio":3.25,"size":null,"required":4.5,"result":"fail","reason":"text (14 px at 500)"}"##
    )
    let object = try JSONSerialization.jsonObject(with: Data(finding.jsonLine.utf8)) as? [String: Any]
    #expect(object?["component"] as? String == "Text \"Input\"")
  }

  // MARK: Findings as values

  static func failure(_ variant: String, context: String = "light", ratio: Double = 3.25) -> AccessibilityFinding {
    AccessibilityFinding(component: "Chip", draft(variant, context: context, ratio: ratio))
  }

  static func draft(_ variant: String, context: String = "light", ratio: Double = 3.25) -> FindingDraft {
    var draft = FindingDraft(
      variant: [NamedValue("State", variant)], context: [NamedValue("theme", context)],
      check: .textContrast, criterion: "1.4.3", level: .aa, layer: "label", result: .fail, reason: "text")
    draft.foreground = PackedColor(hex: "#8E8E93")
    draft.background = PackedColor(hex: "#FFFFFF")
    draft.ratio = ratio
    draft.required = 4.5
    return draft
  }

  @Test func aChangedFindingChangesAloneAndFindingsCompareByTheirFields() {
    let first = Self.failure("Default")
    let other = Self.failure("Pressed")
    let changed = [first, other].changing([0: (.exempt, "waived: reviewed")])
    #expect(first.result == .fail && first.reason == "text")
    #expect(changed[0].result == .exempt && changed[0].reason == "waived: reviewed" && changed[0] != first)
    #expect(changed[1] == other && changed[1].hashValue == other.hashValue)
    // Built apart with the same fields: equal, with the same hash.
    #expect(Self.failure("Default") == first && Self.failure("Default").hashValue == first.hashValue)
  }

  @Test func aSetsFindingsShareOneStoreAndReadBackAsWritten() {
    var builder = FindingStore.Builder(component: "Chip")
    let drafts = [Self.draft("Default"), Self.draft("Default", context: "dark", ratio: 2), Self.draft("Pressed")]
    var target = FindingDraft(
      variant: [], context: [NamedValue("platform", "iOS")], check: .targetSize, criterion: "min-touch-target",
      level: .aa, layer: nil, result: .pass)
    target.width = 40.5
    target.height = 44
    target.required = 44
    target.location = SourceLocation(file: "models/chip.yml", line: 3, column: 5)
    builder.append(contentsOf: drafts + [target])
    let findings = builder.build().findings
    let apart = (drafts + [target]).map { AccessibilityFinding(component: "Chip", $0) }
    #expect(findings == apart)
    #expect(findings.map(\.jsonLine) == apart.map(\.jsonLine))
    #expect(findings[3].foreground == nil && findings[3].ratio == nil && findings[3].layer == nil)
    #expect(findings[3].width == 40.5 && findings[3].location?.line == 3)
    #expect(findings[1].context == [NamedValue("theme", "dark")] && findings[1].foreground == "#8E8E93")
    #expect(findings[0].isAlike(butForVariant: findings[2]) && !findings[0].isAlike(butForVariant: findings[1]))
  }

  @Test func aPackedColorWritesItsHexAsATokenDoes() {
    for hex in ["#000000", "#FFFFFF", "#8E8E93", "#0A1B2C"] { #expect(PackedColor(hex: hex)?.hex == hex) }
    #expect(PackedColor(hex: "#8e8e93")?.hex == "#8E8E93")
    #expect(PackedColor(hex: "#FFF") == nil && PackedColor(hex: "#GG0000") == nil)
    #expect(PackedColor(red: 1, green: 0.5, blue: 0).hex == "#FF8000")
  }

  @Test func aTallyGroupsAsGroupingDoesAndNamesOnlyTheFirstVariants() {
    let findings =
      (0..<9).map { Self.failure("S\($0)") } + [Self.failure("S0", context: "dark"), Self.failure("S1", ratio: 2)]
    var tally = VariantGroup.Tally(labels: 6)
    for finding in findings { tally.add(finding) }
    let grouped = VariantGroup.grouping(findings)
    #expect(tally.groups.map(\.count) == grouped.map(\.variants.count))
    #expect(tally.groups.map(\.count) == [9, 1, 1])
    #expect(tally.groups.map(\.finding) == grouped.map(\.finding))
    #expect(tally.groups[0].labels == Array(grouped[0].variants.prefix(6)))
    #expect(tally.groups[0].labels.last == "State: S5")
  }

  @Test func aWarningIsWrittenWhenReadAndComparesAsItsText() {
    let first = Self.failure("Default")
    #expect(
      first.diagnostic(at: nil).message
        == "Chip (State: Default, theme: light): label is #8E8E93 on #FFFFFF, 3.25:1, under 1.4.3's 4.5:1 (text)")
    // Pairs whose texts are equal, and pairs whose texts differ: the warnings compare and hash
    // as the texts do, within a store and across stores.
    var builder = FindingStore.Builder(component: "Chip")
    let drafts = [
      Self.draft("Default"), Self.draft("Default", ratio: 3.254), Self.draft("Default", ratio: 3.26),
      Self.draft("Default", context: "dark"), Self.draft("Pressed"), Self.draft("Default"),
    ]
    builder.append(contentsOf: drafts)
    let stored = builder.build().findings
    let apart = drafts.map { AccessibilityFinding(component: "Chip", $0) }
    let warnings = (stored + apart).map { $0.diagnostic(at: nil) }
    for a in warnings {
      for b in warnings {
        #expect((a == b) == (a.message == b.message), "\(a.message) | \(b.message)")
        if a == b { #expect(a.hashValue == b.hashValue) }
      }
      var written = a
      written.message = a.message
      #expect(written == a)
    }
    #expect(Set(warnings).count == 4)
  }
}
