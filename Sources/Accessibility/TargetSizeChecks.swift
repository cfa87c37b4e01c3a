import Geometry
import SpecimenCore

/// A control's hit target against WCAG 2.5.8 (24 × 24 CSS px, or spaced so a 24 px circle on it
/// meets no other target), 2.5.5 (44 × 44) and each platform's own minimum touch target.
enum TargetSizeChecks {
  static let minimum = 24.0
  static let enhanced = 44.0

  static func findings(
    component: LaidOutComponent, variant: [NamedValue], disabled: Bool, platforms: [TouchTargetPlatform]
  ) -> [FindingDraft] {
    let target = component.targetFrame
    let layer = component.layers.indices.contains(component.targetIndex) ? component.layers[component.targetIndex] : nil
    let path = layer?.findingPath
    func finding(_ criterion: String, _ level: AccessibilityLevel, context: [NamedValue], required: Double)
      -> FindingDraft
    {
      var finding = FindingDraft(
        variant: variant, context: context, check: .targetSize, criterion: criterion, level: level,
        layer: path, result: .pass)
      finding.width = target.width
      finding.height = target.height
      finding.required = required
      finding.location = layer?.location
      return finding
    }
    var findings: [FindingDraft] = []
    // WCAG's two sizes are minimums as a platform's are: one shortfall for all three.
    let wcag = TouchTargetPlatform(name: "WCAG", minimum: minimum, unit: "px")
    let enhancedSize = TouchTargetPlatform(name: "WCAG", minimum: enhanced, unit: "px")

    var aa = finding("2.5.8", .aa, context: [], required: minimum)
    if let short = shortfall(wcag, target) {
      if spaced(target, in: component.frame) {
        aa.reason = "spacing: a 24 px circle centred on the target stays inside the component's frame"
      } else {
        aa.result = .fail
        aa.reason = "\(short); nothing around it in the frame gives the spacing"
      }
    }
    findings.append(aa)

    var aaa = finding("2.5.5", .aaa, context: [], required: enhanced)
    if let short = shortfall(enhancedSize, target) {
      aaa.result = .fail
      aaa.reason = short
    }
    findings.append(aaa)

    for platform in platforms {
      var own = finding(
        "min-touch-target", .aa, context: [NamedValue("platform", platform.name)], required: platform.minimum)
      if let short = shortfall(platform, target) {
        own.result = .fail
        own.reason = short + " on \(platform.name)"
      }
      findings.append(own)
    }
    if disabled {
      for index in findings.indices where findings[index].result == .fail {
        findings[index].result = .exempt
        findings[index].reason = (findings[index].reason ?? "") + "; a disabled variant is exempt"
      }
    }
    return findings
  }

  /// WCAG 2.5.8's spacing exception, with the component's frame as the room the control keeps
  /// clear: a 24 px circle centred on the target lies inside the frame.
  static func spaced(_ target: Rect, in frame: Rect) -> Bool {
    let cx = target.x + target.width / 2
    let cy = target.y + target.height / 2
    let r = minimum / 2
    return cx - r >= frame.x - 0.001 && cx + r <= frame.x + frame.width + 0.001 && cy - r >= frame.y - 0.001
      && cy + r <= frame.y + frame.height + 0.001
  }

  /// "4 dp short in height", "8 px short on each axis"; nil when the target meets the minimum.
  static func shortfall(_ platform: TouchTargetPlatform, _ target: Rect) -> String? {
    let short = platform.shortfall(width: target.width, height: target.height)
    // A thousandth of a unit is the layout's rounding, not a shortfall.
    let w = short.width < 0.001 ? 0 : short.width
    let h = short.height < 0.001 ? 0 : short.height
    let unit = platform.unit
    if w > 0, h > 0 {
      return abs(w - h) < 0.001
        ? "\(NumberText.short(w)) \(unit) short on each axis"
        : "\(NumberText.short(w)) \(unit) short in width and \(NumberText.short(h)) \(unit) in height"
    }
    if w > 0 { return "\(NumberText.short(w)) \(unit) short in width" }
    if h > 0 { return "\(NumberText.short(h)) \(unit) short in height" }
    return nil
  }
}
