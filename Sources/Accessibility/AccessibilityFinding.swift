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

/// One measurement of one variant in one context against one criterion. A value whose fields
/// live in one shared box: an audit of a large site holds hundreds of thousands of findings and
/// passes them through several lists (per set, the whole site, per component file), and a copy
/// is then one reference, not every field.
package struct AccessibilityFinding: Sendable, Hashable {
  private var box: Box

  package var component: String {
    get { box.fields.component }
    set { mutate { $0.component = newValue } }
  }
  package var variant: [NamedValue] {
    get { box.fields.variant }
    set { mutate { $0.variant = newValue } }
  }
  package var context: [NamedValue] {
    get { box.fields.context }
    set { mutate { $0.context = newValue } }
  }
  package var check: AccessibilityCheck {
    get { box.fields.check }
    set { mutate { $0.check = newValue } }
  }
  /// `1.4.3`, `2.5.8`, or `min-touch-target` for a platform's own minimum.
  package var criterion: String {
    get { box.fields.criterion }
    set { mutate { $0.criterion = newValue } }
  }
  package var level: AccessibilityLevel {
    get { box.fields.level }
    set { mutate { $0.level = newValue } }
  }
  /// The layer measured (`field/rule`), nil for the whole component.
  package var layer: String? {
    get { box.fields.layer }
    set { mutate { $0.layer = newValue } }
  }
  /// The composited colors measured, `#RRGGBB`.
  package var foreground: String? {
    get { box.fields.foreground }
    set { mutate { $0.foreground = newValue } }
  }
  package var background: String? {
    get { box.fields.background }
    set { mutate { $0.background = newValue } }
  }
  /// Unrounded contrast ratio.
  package var ratio: Double? {
    get { box.fields.ratio }
    set { mutate { $0.ratio = newValue } }
  }
  /// A target's width and height.
  package var width: Double? {
    get { box.fields.width }
    set { mutate { $0.width = newValue } }
  }
  package var height: Double? {
    get { box.fields.height }
    set { mutate { $0.height = newValue } }
  }
  /// The ratio or size the criterion asks for.
  package var required: Double? {
    get { box.fields.required }
    set { mutate { $0.required = newValue } }
  }
  package var result: AccessibilityResult {
    get { box.fields.result }
    set { mutate { $0.result = newValue } }
  }
  package var reason: String? {
    get { box.fields.reason }
    set { mutate { $0.reason = newValue } }
  }
  /// Where the layer is written (a model's line); nil for a layer drawn from Figma.
  package var location: SourceLocation? {
    get { box.fields.location }
    set { mutate { $0.location = newValue } }
  }

  package init(
    component: String, variant: [NamedValue], context: [NamedValue], check: AccessibilityCheck, criterion: String,
    level: AccessibilityLevel, layer: String? = nil, result: AccessibilityResult, reason: String? = nil
  ) {
    box = Box(
      Fields(
        component: component, variant: variant, context: context, check: check, criterion: criterion, level: level,
        layer: layer, result: result, reason: reason))
  }

  package static func == (a: Self, b: Self) -> Bool { a.box === b.box || a.box.fields == b.box.fields }
  package func hash(into hasher: inout Hasher) { hasher.combine(box.fields) }

  /// Whether the two are alike but for their variant and where the layer is written.
  func isAlike(butForVariant other: Self) -> Bool {
    if box === other.box { return true }
    let a = box
    let b = other.box
    return a.fields.check == b.fields.check && a.fields.result == b.fields.result && a.fields.level == b.fields.level
      && a.fields.ratio == b.fields.ratio && a.fields.width == b.fields.width && a.fields.height == b.fields.height
      && a.fields.required == b.fields.required && a.fields.layer == b.fields.layer
      && a.fields.component == b.fields.component && a.fields.criterion == b.fields.criterion
      && a.fields.context == b.fields.context && a.fields.foreground == b.fields.foreground
      && a.fields.background == b.fields.background && a.fields.reason == b.fields.reason
  }

  /// Whether the two name the same component; findings of one set share the name's storage.
  package func hasSameComponent(as other: Self) -> Bool { box.fields.component == other.box.fields.component }

  private mutating func mutate(_ change: (inout Fields) -> Void) {
    if !isKnownUniquelyReferenced(&box) { box = Box(box.fields) }
    change(&box.fields)
  }

  private struct Fields: Hashable {
    var component: String
    var variant: [NamedValue]
    var context: [NamedValue]
    var check: AccessibilityCheck
    var criterion: String
    var level: AccessibilityLevel
    var layer: String?
    var foreground: String?
    var background: String?
    var ratio: Double?
    var width: Double?
    var height: Double?
    var required: Double?
    var result: AccessibilityResult
    var reason: String?
    var location: SourceLocation?

    init(
      component: String, variant: [NamedValue], context: [NamedValue], check: AccessibilityCheck, criterion: String,
      level: AccessibilityLevel, layer: String?, result: AccessibilityResult, reason: String?
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
  }

  /// Written only through `mutate`, when this finding holds the one reference.
  private final class Box: @unchecked Sendable {
    var fields: Fields
    init(_ fields: Fields) { self.fields = fields }
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
    var index: [Key: Int] = [:]
    for finding in findings {
      let key = Key(finding: finding)
      if let i = index[key] {
        groups[i].variants.append(finding.variantLabel)
      } else {
        index[key] = groups.count
        groups.append(VariantGroup(finding: finding, variants: [finding.variantLabel]))
      }
    }
    return groups
  }

  /// Findings alike but for their variant, counted as they are added: each group's first
  /// finding, how many, and the labels of the first few that name a variant. What a summary
  /// that names only a few variants needs, without a label made for every finding.
  package struct Tally {
    package struct Group {
      package var finding: AccessibilityFinding
      package var count: Int
      package var labels: [String]
    }

    /// The groups in the order their first finding came.
    package private(set) var groups: [Group] = []
    private var index: [Key: Int] = [:]
    let labelLimit: Int

    package init(labels limit: Int) { labelLimit = limit }

    package mutating func add(_ finding: AccessibilityFinding) {
      let key = Key(finding: finding)
      let position: Int
      if let known = index[key] {
        position = known
        groups[position].count += 1
      } else {
        position = groups.count
        index[key] = position
        groups.append(Group(finding: finding, count: 1, labels: []))
      }
      if groups[position].labels.count < labelLimit, !finding.variant.isEmpty {
        groups[position].labels.append(finding.variantLabel)
      }
    }
  }

  /// A finding compared but for its variant and location, hashed by what tells findings of one
  /// component apart most cheaply: the layer and the numbers measured.
  struct Key: Hashable {
    let finding: AccessibilityFinding

    static func == (a: Key, b: Key) -> Bool { a.finding.isAlike(butForVariant: b.finding) }

    func hash(into hasher: inout Hasher) {
      hasher.combine(finding.check)
      hasher.combine(finding.layer)
      hasher.combine(finding.ratio)
      hasher.combine(finding.width)
      hasher.combine(finding.height)
      hasher.combine(finding.context.count)
    }
  }
}
