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
  /// The failure as a warning: what was measured, where, and what the criterion asks.
  package func diagnostic(at fallback: SourceLocation?) -> Diagnostic { diagnostic(at: fallback, subject: subject) }

  /// `Text Input (State: Default, theme: light): `, what a warning starts with.
  var subject: String {
    var subject = component
    subject.reserveCapacity(component.utf8.count + 80)
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

  func diagnostic(at fallback: SourceLocation?, subject: String) -> Diagnostic {
    // Written into one string: a large site's audit makes tens of thousands of these.
    var message = subject
    message.reserveCapacity(subject.utf8.count + 120)
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
    return Diagnostic(
      .warning, message, at: location ?? fallback,
      hint: "fix the drawing, or waive it in site.yml's accessibility.waive with a reason", id: check.diagnosticID)
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

/// Failures as warnings, one after another: the start that names a component, its variant and
/// context is written once for the findings in a row that share them.
package struct FailureWarnings {
  private var last: (component: String, variant: [NamedValue], context: [NamedValue], subject: String)?

  package init() {}

  package mutating func diagnostic(for finding: AccessibilityFinding, at fallback: SourceLocation?) -> Diagnostic {
    if let last, last.component == finding.component, last.variant == finding.variant,
      last.context == finding.context
    {
      return finding.diagnostic(at: fallback, subject: last.subject)
    }
    let subject = finding.subject
    last = (finding.component, finding.variant, finding.context, subject)
    return finding.diagnostic(at: fallback, subject: subject)
  }
}
