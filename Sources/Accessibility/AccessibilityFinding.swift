import SpecimenCore

/// What a finding checks.
package enum AccessibilityCheck: String, Sendable, Hashable, CaseIterable {
  case textContrast = "text-contrast"
  case nonTextContrast = "non-text-contrast"
  case targetSize = "target-size"
  case focusAppearance = "focus-appearance"
}

/// What a finding says: the drawing meets the criterion, falls short, is exempt from it (a
/// disabled variant) or cannot be measured from the drawing (an image or a blur beneath).
package enum AccessibilityResult: String, Sendable, Hashable {
  case pass, fail, exempt, unknown
}

/// WCAG conformance levels the audit reports at: AA, or AA and AAA together.
package enum AccessibilityLevel: String, Sendable, Hashable, CaseIterable, Comparable {
  case aa = "AA"
  case aaa = "AAA"

  package static func < (a: Self, b: Self) -> Bool { a == .aa && b == .aaa }
}

/// A name and its value in a fixed order: a variant's property values in the set's order, a
/// context's modifier values in the resolver's.
package struct NamedValue: Sendable, Hashable {
  package var name: String
  package var value: String
  package init(_ name: String, _ value: String) {
    self.name = name
    self.value = value
  }
}

/// One measurement of one variant in one context against one criterion.
package struct AccessibilityFinding: Sendable, Hashable {
  package var component: String
  package var variant: [NamedValue]
  package var context: [NamedValue]
  package var check: AccessibilityCheck
  /// `1.4.3`, `2.5.8`, or `min-touch-target` for a platform's own minimum.
  package var criterion: String
  package var level: AccessibilityLevel
  /// The layer measured (`field/rule`), nil for the whole component.
  package var layer: String?
  /// The composited colors measured, `#RRGGBB`.
  package var foreground: String?
  package var background: String?
  /// Unrounded contrast ratio.
  package var ratio: Double?
  /// A target's width and height.
  package var width: Double?
  package var height: Double?
  /// The ratio or size the criterion asks for.
  package var required: Double?
  package var result: AccessibilityResult
  package var reason: String?
  /// Where the layer is written (a model's line); nil for a layer drawn from Figma.
  package var location: SourceLocation?

  package init(
    component: String, variant: [NamedValue], context: [NamedValue], check: AccessibilityCheck, criterion: String,
    level: AccessibilityLevel, layer: String? = nil, result: AccessibilityResult, reason: String? = nil
  ) {
    self.component = component
    self.variant = variant
    self.context = context
    self.check = check
    self.criterion = criterion
    self.level = level
    self.layer = layer
    self.result = result
    self.reason = reason
  }

  /// `State: Focused, Size: sm`.
  package var variantLabel: String { variant.map { "\($0.name): \($0.value)" }.joined(separator: ", ") }
  /// `theme: dark`, or empty.
  package var contextLabel: String { context.map { "\($0.name): \($0.value)" }.joined(separator: ", ") }

  /// Two decimals truncated, so a ratio just under a threshold never reads as meeting it.
  package var formattedRatio: String? {
    ratio.map { ratio in
      let truncated = ((ratio * 100 + 1e-9).rounded(.down) / 100)
      let hundredths = Int(truncated * 100 + 0.5)
      let fraction = hundredths % 100
      return "\(hundredths / 100).\(fraction < 10 ? "0" : "")\(fraction):1"
    }
  }

  /// One JSON object on one line, keys in a fixed order, through the one JSON encoder; what a
  /// finding lacks is null.
  package var jsonLine: String {
    func named(_ values: [NamedValue]) -> JSONObject<String> { JSONObject(values.map { ($0.name, $0.value) }) }
    let size = width.flatMap { width in height.map { Line.Size(width: width, height: $0) } }
    let line = Line(
      component: component, variant: named(variant), context: named(context), check: check.rawValue,
      criterion: criterion, level: level.rawValue, layer: JSONNullable(layer), foreground: JSONNullable(foreground),
      background: JSONNullable(background), ratio: JSONNullable(ratio), size: JSONNullable(size),
      required: JSONNullable(required), result: result.rawValue, reason: JSONNullable(reason))
    return JSONOutputEncoder.text(line, .compact)
  }

  private struct Line: Encodable {
    struct Size: Encodable {
      var width: Double
      var height: Double
    }
    var component: String
    var variant: JSONObject<String>
    var context: JSONObject<String>
    var check: String
    var criterion: String
    var level: String
    var layer: JSONNullable<String>
    var foreground: JSONNullable<String>
    var background: JSONNullable<String>
    var ratio: JSONNullable<Double>
    var size: JSONNullable<Size>
    var required: JSONNullable<Double>
    var result: String
    var reason: JSONNullable<String>
  }

  /// `Text Input · State: Default · theme: light · text-contrast 1.4.3 title: #8E8E93 on #FFFFFF 3.26:1 (4.5) fail`.
  package var textLine: String {
    var parts = [component]
    if !variant.isEmpty { parts.append(variantLabel) }
    if !context.isEmpty { parts.append(contextLabel) }
    var measure = "\(check.rawValue) \(criterion)"
    if let layer { measure += " \(layer)" }
    if let foreground, let background { measure += ": \(foreground) on \(background)" }
    if let formattedRatio { measure += " \(formattedRatio)" }
    if let width, let height { measure += ": \(NumberText.short(width)) × \(NumberText.short(height))" }
    if let required { measure += " (needs \(NumberText.short(required)))" }
    measure += " \(result.rawValue)"
    if let reason { measure += " — \(reason)" }
    parts.append(measure)
    return parts.joined(separator: " · ")
  }
}

/// Numbers as people write them: 44, 18.66, 3.5.
enum NumberText {
  static func short(_ value: Double) -> String {
    let rounded = (value * 100).rounded() / 100
    if rounded == rounded.rounded() { return String(Int(rounded)) }
    return JSONWriter.number(rounded)
  }
}

/// Findings alike but for their variant, as one: the first of them and every variant's label.
package struct VariantGroup: Sendable {
  package var finding: AccessibilityFinding
  package var variants: [String]

  /// The groups in the order their first finding comes; linear in the findings.
  package static func grouping(_ findings: some Sequence<AccessibilityFinding>) -> [VariantGroup] {
    var groups: [VariantGroup] = []
    var index: [AccessibilityFinding: Int] = [:]
    for finding in findings {
      var key = finding
      key.variant = []
      key.location = nil
      if let i = index[key] {
        groups[i].variants.append(finding.variantLabel)
      } else {
        index[key] = groups.count
        groups.append(VariantGroup(finding: finding, variants: [finding.variantLabel]))
      }
    }
    return groups
  }
}
