/// The thirteen token types of the DTCG Format Module 2025.10, and `opaque` for a `$type`
/// outside them, read leniently: its value is kept as written and shown as text.
package enum TokenType: String, Sendable, Hashable, CaseIterable {
  case color, dimension, fontFamily, fontWeight, duration, cubicBezier, number
  case strokeStyle, border, transition, shadow, gradient, typography
  case opaque

  /// The 2025.10 types, in the spec's order.
  package static let standard: [TokenType] = allCases.filter { $0 != .opaque }

  /// The 2025.10 type named `text`, nil for any other name (including "opaque").
  package init?(standardName text: String) {
    guard let type = TokenType(rawValue: text), type != .opaque else { return nil }
    self = type
  }

  var isComposite: Bool {
    switch self {
    case .strokeStyle, .border, .transition, .shadow, .gradient, .typography: return true
    default: return false
    }
  }

  /// "a color", "a dimension": for messages.
  package var article: String {
    switch self {
    case .color, .dimension, .fontFamily, .fontWeight, .duration, .cubicBezier, .number,
      .strokeStyle, .border, .transition, .shadow, .gradient, .typography:
      return "a \(rawValue)"
    case .opaque: return "a non-standard"
    }
  }
}

/// The 2025.10 font weight keywords and the numbers they stand for.
let fontWeightKeywords: [(String, Double)] = [
  ("thin", 100), ("hairline", 100), ("extra-light", 200), ("ultra-light", 200), ("light", 300),
  ("normal", 400), ("regular", 400), ("book", 400), ("medium", 500), ("semi-bold", 600),
  ("demi-bold", 600), ("bold", 700), ("extra-bold", 800), ("ultra-bold", 800), ("black", 900),
  ("heavy", 900), ("extra-black", 950), ("ultra-black", 950),
]

let strokeStyleKeywords = ["solid", "dashed", "dotted", "double", "groove", "ridge", "outset", "inset"]
let lineCapKeywords = ["round", "butt", "square"]
