import SpecimenCore

/// How exactly token files must follow the DTCG 2025.10 format.
package enum TokenStrictness: Sendable, Hashable {
  /// Forms with one clear reading (earlier drafts, em and %, hex strings, unknown types) are read
  /// and reported as warnings, so a team's existing files show on day one.
  case lenient
  /// Every departure from 2025.10 is an error.
  case strict
}

/// The kinds of departure from 2025.10 that have one clear reading.
package enum DeviationKind: String, Sendable, Hashable, CaseIterable {
  case dimensionString = "dimension-string"
  case durationString = "duration-string"
  case colorString = "color-string"
  case colorHex = "color-hex"
  case colorChannels = "color-channels"
  case referenceInString = "reference-in-string"
  case gradientString = "gradient-string"
  case cssMath = "css-math"
  case dottedName = "dotted-name"
  case relativeUnit = "relative-unit"
  case unitOutsideDTCG = "unit-outside-dtcg"
  case bareNumber = "bare-number"
  case lineHeightDimension = "line-height-dimension"
  case typographyWithoutLetterSpacing = "typography-without-letter-spacing"
  case typographyWithoutLineHeight = "typography-without-line-height"
  case typographyWithoutFontFamily = "typography-without-font-family"
  case fontWeightSpelling = "font-weight-spelling"
  case fontFamilyList = "font-family-list"
  case cubicBezierString = "cubic-bezier-string"
  case unknownType = "unknown-type"
  case unknownProperty = "unknown-property"
  case keyBesideValue = "key-beside-value"
  case tokensStudioForm = "tokens-studio-form"
  case tokensStudioMath = "tokens-studio-math"
  case tokensStudioModify = "tokens-studio-modify"
  case styleDictionaryForm = "style-dictionary-form"
  case figmaName = "figma-name"
  case figmaMixedScopes = "figma-mixed-scopes"
  case figmaMissingMode = "figma-missing-mode"
  case figmaDeleted = "figma-deleted"

  /// What the files do, for summaries: "dimensions written as strings".
  package var title: String {
    switch self {
    case .dimensionString: return "dimensions written as strings (\"16px\")"
    case .durationString: return "durations written as strings (\"200ms\")"
    case .colorString: return "colors written as strings (\"#0a84ff\")"
    case .colorHex: return "color objects with a 3-, 4- or 8-digit hex, or without components"
    case .colorChannels: return "color objects with channels, an earlier draft's name for components"
    case .referenceInString:
      return "references inside a color string ({black}1A, rgba({black}, 0.5), rgba({black}, {opacity}))"
    case .gradientString: return "gradients written as CSS strings (linear-gradient(…))"
    case .cssMath: return "dimensions written as CSS math (clamp(…), min(…), max(…), calc(…))"
    case .dottedName: return "token and group names containing '.' (TextMate scopes), reached by their dotted path"
    case .relativeUnit: return "dimensions in em or %"
    case .unitOutsideDTCG:
      return "dimensions in units outside 2025.10 (dp, sp, pt, vw, vh, ch, …) or an empty unit on 0"
    case .bareNumber: return "dimensions written as bare numbers"
    case .lineHeightDimension: return "line heights written as dimensions or strings"
    case .typographyWithoutLetterSpacing: return "typographies without a letterSpacing (read as 0)"
    case .typographyWithoutLineHeight: return "typographies without a lineHeight (the font's normal line height)"
    case .typographyWithoutFontFamily: return "typographies without a fontFamily (the inherited family)"
    case .fontWeightSpelling: return "font weights spelled outside the 2025.10 keywords"
    case .fontFamilyList: return "font family lists written as one string"
    case .cubicBezierString: return "timing functions written as CSS strings"
    case .unknownType: return "$type values outside 2025.10"
    case .unknownProperty: return "unknown properties in composite values"
    case .keyBesideValue: return "keys beside a token's $value that are not tokens (\"alpha\": 0)"
    case .tokensStudioForm:
      return "Tokens Studio's own forms (value and type without $, its type names, numbers as strings)"
    case .tokensStudioMath: return "Tokens Studio math in values ({spacing.base} * 2)"
    case .tokensStudioModify: return "Tokens Studio color modifiers (lighten, darken, mix, alpha)"
    case .styleDictionaryForm: return "Style Dictionary files (value, type, comment; references ending in .value)"
    case .figmaName: return "Figma variable names a token cannot hold ('.', '{', '}', a leading '$', an empty group)"
    case .figmaMixedScopes: return "Figma number variables scoped to px fields and to others"
    case .figmaMissingMode: return "Figma variables without a value in a mode of their collection"
    case .figmaDeleted: return "Figma variables deleted but still referenced"
    }
  }
}

extension DeviationKind {
  /// Whether the value itself is in doubt (a mode without a value, a deleted variable, a field
  /// the value leaves out or one nothing applies), so its row is marked. Every other kind is a
  /// form with one clear reading, the way the tool that wrote it reads it: a table says it once.
  package var questionsValue: Bool {
    switch self {
    case .cssMath, .unknownProperty, .keyBesideValue, .typographyWithoutLetterSpacing, .typographyWithoutLineHeight,
      .typographyWithoutFontFamily, .figmaMixedScopes, .figmaMissingMode, .figmaDeleted:
      return true
    default:
      return false
    }
  }
}

/// One departure from 2025.10: what it is and the diagnostic that reports it (a warning by
/// default, an error when strict). Tokens carry theirs, so the docs can mark them.
package struct TokenDeviation: Sendable, Hashable {
  package var kind: DeviationKind
  package var diagnostic: Diagnostic

  package init(kind: DeviationKind, diagnostic: Diagnostic) {
    self.kind = kind
    self.diagnostic = diagnostic
  }

  /// The message without the token's name: what the tables show.
  package var summary: String {
    let message = diagnostic.message
    guard let colon = message.range(of: ": ") else { return message }
    return String(message[colon.upperBound...])
  }
}

/// A property inside a composite value that 2025.10 does not define, kept as written.
package struct ExtraProperty: Sendable, Hashable {
  /// Where in the value: `textTransform`, `1.type`.
  package var field: String
  /// The value as text: a string as is, anything else as JSON.
  package var text: String
}

/// A problem of a token run, classed for summaries (`specimen tokens --lint`).
package struct TokenLintReport: Sendable {
  package struct Group: Sendable {
    /// `dimension-string`, or for other problems `error` / `warning`.
    package var kind: String
    package var title: String
    package var diagnostics: [Diagnostic]
  }

  package var groups: [Group]
  package var errorCount: Int { groups.reduce(0) { $0 + $1.diagnostics.count { $0.severity == .error } } }
  package var warningCount: Int { groups.reduce(0) { $0 + $1.diagnostics.count { $0.severity == .warning } } }

  /// Diagnostics grouped: each deviation kind in a fixed order, then the other errors and warnings.
  package init(diagnostics: Diagnostics, deviations: [TokenDeviation]) {
    var kindOf: [Diagnostic: DeviationKind] = [:]
    for deviation in deviations { kindOf[deviation.diagnostic] = deviation.kind }
    var byKind: [DeviationKind: [Diagnostic]] = [:]
    var errors: [Diagnostic] = []
    var warnings: [Diagnostic] = []
    for diagnostic in diagnostics {
      if let kind = kindOf[diagnostic] {
        byKind[kind, default: []].append(diagnostic)
      } else if diagnostic.severity == .error {
        errors.append(diagnostic)
      } else {
        warnings.append(diagnostic)
      }
    }
    var groups = DeviationKind.allCases.compactMap { kind in
      byKind[kind].map { Group(kind: kind.rawValue, title: kind.title, diagnostics: $0.sortedByPosition()) }
    }
    if !errors.isEmpty {
      groups.append(Group(kind: "error", title: "other errors", diagnostics: errors.sortedByPosition()))
    }
    if !warnings.isEmpty {
      groups.append(Group(kind: "warning", title: "other warnings", diagnostics: warnings.sortedByPosition()))
    }
    self.groups = groups
  }
}
