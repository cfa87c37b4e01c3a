import SpecimenCore

/// The kinds of problem this module reports, each with what it reports (docs/DIAGNOSTICS.md
/// lists them all, written from these lines by scripts/generate-diagnostics.py). Each is a
/// finding that fails its criterion, reported by the build when site.yml has `accessibility:`.
extension Diagnostic.ID {
  /// Text Input (State: Default, theme: light): title-row/title is #8E8E93 on #FFFFFF, 3.26:1, under 1.4.3's 4.5:1
  package static let accessibilityTextContrast = Self("accessibility.text-contrast")
  /// Toggle (State: Default, Active: Off, theme: light): track is #E5E5EA on #FFFFFF, 1.25:1, under 1.4.11's 3:1
  static let accessibilityNonTextContrast = Self("accessibility.non-text-contrast")
  /// Composer (State: Empty): the 40 × 40 target of send is under 44 (min-touch-target, iOS)
  static let accessibilityTargetSize = Self("accessibility.target-size")
  /// Text Input (State: Focused, theme: light): the focus indicator field/rule is 2.90:1, under 2.4.13's 3:1
  static let accessibilityFocusAppearance = Self("accessibility.focus-appearance")
}

extension AccessibilityCheck {
  /// The identifier a failure of this check is reported under.
  var diagnosticID: Diagnostic.ID {
    switch self {
    case .textContrast: .accessibilityTextContrast
    case .nonTextContrast: .accessibilityNonTextContrast
    case .targetSize: .accessibilityTargetSize
    case .focusAppearance: .accessibilityFocusAppearance
    }
  }
}

extension AccessibilityFinding {
  /// The failure as a warning: what was measured, where, and what the criterion asks. Its
  /// message is written when read: of a large site's tens of thousands of failures, a build
  /// prints one per kind.
  package func diagnostic(at fallback: SourceLocation?) -> Diagnostic {
    Diagnostic(
      .warning, deferred: FailureMessage(finding: self), at: location ?? fallback,
      hint: "fix the drawing, or waive it in site.yml's accessibility.waive with a reason", id: check.diagnosticID)
  }

  /// `Text Input (State: Default, theme: light): `, what a warning starts with.
  var subject: String {
    var subject = component
    subject.reserveCapacity(component.utf8.count + 80)
    let variant = variant
    let context = context
    if !variant.isEmpty || !context.isEmpty {
      subject += " ("
      Self.append(variant, to: &subject)
      if !variant.isEmpty, !context.isEmpty { subject += ", " }
      Self.append(context, to: &subject)
      subject += ")"
    }
    subject += ": "
    return subject
  }

  /// The warning's message.
  var warningText: String {
    var message = subject
    message.reserveCapacity(message.utf8.count + 120)
    if let layer {
      message += layer
      message += " "
    }
    if let foreground, let background, let formattedRatio {
      message += "is \(foreground) on \(background), \(formattedRatio),"
    } else if let width, let height {
      message += "is \(NumberText.short(width)) × \(NumberText.short(height)),"
    } else {
      message += "fails,"
    }
    message += " under "
    message += criterion
    if let required {
      message += "'s "
      message += NumberText.short(required)
      if check != .targetSize { message += ":1" }
    }
    if let reason {
      message += " ("
      message += reason
      message += ")"
    }
    return message
  }

  /// `State: Focused, Size: sm` appended.
  private static func append(_ values: [NamedValue], to text: inout String) {
    for (index, value) in values.enumerated() {
      if index > 0 { text += ", " }
      text += value.name
      text += ": "
      text += value.value
    }
  }
}

/// A failure's warning message, kept as the finding until it is read.
struct FailureMessage: DeferredMessage {
  let finding: AccessibilityFinding

  var text: String { finding.warningText }

  /// Equal when the texts are: the same names, layer, criterion and reason, and the numbers as
  /// the message rounds them. A variant or a context is compared by its values, so two whose
  /// values differ are told apart even where their labels would read alike.
  func writesSame(as other: FailureMessage) -> Bool {
    let a = finding
    let b = other.finding
    if a.store === b.store {
      if a.index == b.index { return true }
      let (x, y) = (a.row, b.row)
      // Within a store equal names and texts share an index.
      guard x.variant == y.variant, x.context == y.context, x.layer == y.layer, x.criterion == y.criterion,
        x.reason == y.reason
      else { return false }
    } else {
      guard a.component == b.component, a.variant == b.variant, a.context == b.context, a.layer == b.layer,
        a.criterion == b.criterion, a.reason == b.reason
      else { return false }
    }
    return a.measure == b.measure && a.requirement == b.requirement
  }

  func hashText(into hasher: inout Hasher) {
    hasher.combine(finding.component)
    hasher.combine(finding.variant)
    hasher.combine(finding.context)
    hasher.combine(finding.layer)
    hasher.combine(finding.criterion)
    hasher.combine(finding.measure)
  }
}

extension AccessibilityFinding {
  /// What a warning's measure says, as exactly as it says it: the colors and the ratio in
  /// hundredths, or the size in the hundredths `NumberText.short` rounds to.
  enum Measure: Hashable {
    case colors(PackedColor, PackedColor, hundredths: Int)
    case size(Double, Double)
    case none
  }

  var measure: Measure {
    if let foreground = packedForeground, let background = packedBackground, let hundredths = ratioHundredths {
      return .colors(foreground, background, hundredths: hundredths)
    }
    if let width, let height { return .size(NumberText.key(width), NumberText.key(height)) }
    return .none
  }

  /// What the warning says the criterion asks: the number as written, and whether it is a ratio.
  struct Requirement: Hashable {
    var value: Double
    var isRatio: Bool
  }

  var requirement: Requirement? {
    required.map { Requirement(value: NumberText.key($0), isRatio: check != .targetSize) }
  }
}
