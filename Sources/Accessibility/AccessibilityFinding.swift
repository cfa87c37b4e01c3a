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

/// One measurement of one variant in one context against one criterion: a row of its set's
/// store, read through it. A copy is a reference and an index; an audit of a large site passes
/// hundreds of thousands of findings through several lists (per set, the whole site, per
/// component file).
package struct AccessibilityFinding: Sendable, Hashable {
  let store: FindingStore
  let index: Int

  init(store: FindingStore, index: Int) {
    self.store = store
    self.index = index
  }

  /// One finding of `component` in a store of its own.
  package init(component: String, _ draft: FindingDraft) {
    var builder = FindingStore.Builder(component: component)
    builder.append(draft)
    self.init(store: builder.build(), index: 0)
  }

  var row: FindingRow { store.rows[index] }

  package var component: String { store.component }
  package var variant: [NamedValue] {
    let position = row.variant
    return position < 0 ? [] : store.variants[Int(position)]
  }
  package var context: [NamedValue] {
    let position = row.context
    return position < 0 ? [] : store.contexts[Int(position)]
  }
  package var check: AccessibilityCheck { row.check }
  /// `1.4.3`, `2.5.8`, or `min-touch-target` for a platform's own minimum.
  package var criterion: String { store.texts[Int(row.criterion)] }
  package var level: AccessibilityLevel { row.level }
  /// The layer measured (`field/rule`), nil for the whole component.
  package var layer: String? {
    let position = row.layer
    return position < 0 ? nil : store.texts[Int(position)]
  }
  /// The composited colors measured, `#RRGGBB`.
  package var foreground: String? { packedForeground?.hex }
  package var background: String? { packedBackground?.hex }
  var packedForeground: PackedColor? {
    let row = row
    return row.present.contains(.foreground) ? PackedColor(rgb: row.foreground) : nil
  }
  var packedBackground: PackedColor? {
    let row = row
    return row.present.contains(.background) ? PackedColor(rgb: row.background) : nil
  }
  /// Unrounded contrast ratio.
  package var ratio: Double? {
    let row = row
    return row.present.contains(.ratio) ? row.ratio : nil
  }
  /// A target's width and height.
  package var width: Double? {
    let row = row
    return row.present.contains(.width) ? row.width : nil
  }
  package var height: Double? {
    let row = row
    return row.present.contains(.height) ? row.height : nil
  }
  /// The ratio or size the criterion asks for.
  package var required: Double? {
    let row = row
    return row.present.contains(.required) ? row.required : nil
  }
  package var result: AccessibilityResult { row.result }
  package var reason: String? {
    let position = row.reason
    return position < 0 ? nil : store.texts[Int(position)]
  }
  /// Where the layer is written (a model's line); nil for a layer drawn from Figma.
  package var location: SourceLocation? {
    let position = row.location
    return position < 0 ? nil : store.locations[Int(position)]
  }

  package static func == (a: Self, b: Self) -> Bool {
    if a.store === b.store, a.index == b.index { return true }
    return a.component == b.component && a.variant == b.variant && a.location == b.location
      && a.isAlike(butForVariant: b)
  }

  package func hash(into hasher: inout Hasher) {
    hasher.combine(component)
    hasher.combine(variant)
    hasher.combine(context)
    hasher.combine(check)
    hasher.combine(criterion)
    hasher.combine(level)
    hasher.combine(layer)
    hasher.combine(packedForeground)
    hasher.combine(packedBackground)
    hasher.combine(ratio)
    hasher.combine(width)
    hasher.combine(height)
    hasher.combine(required)
    hasher.combine(result)
    hasher.combine(reason)
    hasher.combine(location)
  }

  /// Whether the two are alike but for their variant and where the layer is written (and, with
  /// `orContext`, their context).
  func isAlike(butForVariant other: Self, orContext ignoresContext: Bool = false) -> Bool {
    if store === other.store { return row.isAlike(butForVariant: other.row, orContext: ignoresContext) }
    return check == other.check && result == other.result && level == other.level && ratio == other.ratio
      && width == other.width && height == other.height && required == other.required && layer == other.layer
      && component == other.component && criterion == other.criterion
      && (ignoresContext || context == other.context)
      && packedForeground == other.packedForeground && packedBackground == other.packedBackground
      && reason == other.reason
  }

  /// Whether the two name the same component.
  package func hasSameComponent(as other: Self) -> Bool { store === other.store || component == other.component }

  /// `State: Focused, Size: sm`.
  package var variantLabel: String { variant.map { "\($0.name): \($0.value)" }.joined(separator: ", ") }
  /// `theme: dark`, or empty.
  package var contextLabel: String { context.map { "\($0.name): \($0.value)" }.joined(separator: ", ") }

  /// Two decimals truncated, so a ratio just under a threshold never reads as meeting it.
  package var formattedRatio: String? {
    ratioHundredths.map { hundredths in
      let fraction = hundredths % 100
      return "\(hundredths / 100).\(fraction < 10 ? "0" : "")\(fraction):1"
    }
  }

  /// The ratio in the hundredths `formattedRatio` writes.
  var ratioHundredths: Int? {
    ratio.map { ratio in
      let truncated = ((ratio * 100 + 1e-9).rounded(.down) / 100)
      return Int(truncated * 100 + 0.5)
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
    let rounded = key(value)
    if rounded == rounded.rounded() { return String(Int(rounded)) }
    return JSONWriter.number(rounded)
  }

  /// What `short` writes of `value`: equal keys, equal texts, and the other way round.
  static func key(_ value: Double) -> Double { (value * 100).rounded() / 100 }
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

/// Variant groups alike but for their context, as one: a drawing whose colours no token feeds
/// measures the same in every context (figmagic's Select: one finding in each of six contexts).
package struct ContextGroup: Sendable {
  package var finding: AccessibilityFinding
  package var variants: [String]
  /// Each context's label, in the order the groups came.
  package var contexts: [String]

  /// The variant groups' merged, in the order their first group comes; linear in the groups.
  package static func grouping(_ groups: [VariantGroup]) -> [ContextGroup] {
    var merged: [ContextGroup] = []
    var index: [Key: Int] = [:]
    for group in groups {
      let context = group.finding.contextLabel
      if let i = index[Key(group: group)] {
        merged[i].contexts.append(context)
      } else {
        index[Key(group: group)] = merged.count
        merged.append(ContextGroup(finding: group.finding, variants: group.variants, contexts: [context]))
      }
    }
    return merged
  }

  /// A group compared but for its context, hashed as `VariantGroup.Key` is, with its variants.
  struct Key: Hashable {
    let group: VariantGroup

    static func == (a: Key, b: Key) -> Bool {
      a.group.variants == b.group.variants && a.group.finding.isAlike(butForVariant: b.group.finding, orContext: true)
    }

    func hash(into hasher: inout Hasher) {
      let finding = group.finding
      hasher.combine(finding.check)
      hasher.combine(finding.layer)
      hasher.combine(finding.ratio)
      hasher.combine(finding.width)
      hasher.combine(finding.height)
      hasher.combine(group.variants)
    }
  }
}
