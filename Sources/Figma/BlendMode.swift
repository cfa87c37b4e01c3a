import SpecimenCore

/// Figma's `BlendMode`: how a layer, paint or effect blends with what lies under it. Read from
/// a closed set, so nothing a file writes reaches a drawing's CSS but the keyword `css` names.
package enum FigmaBlendMode: String, CaseIterable, Sendable, Hashable {
  case passThrough = "PASS_THROUGH"
  case normal = "NORMAL"
  case darken = "DARKEN"
  case multiply = "MULTIPLY"
  case linearBurn = "LINEAR_BURN"
  case colorBurn = "COLOR_BURN"
  case lighten = "LIGHTEN"
  case screen = "SCREEN"
  case linearDodge = "LINEAR_DODGE"
  case colorDodge = "COLOR_DODGE"
  case overlay = "OVERLAY"
  case softLight = "SOFT_LIGHT"
  case hardLight = "HARD_LIGHT"
  case difference = "DIFFERENCE"
  case exclusion = "EXCLUSION"
  case hue = "HUE"
  case saturation = "SATURATION"
  case color = "COLOR"
  case luminosity = "LUMINOSITY"

  /// The mode CSS's `mix-blend-mode` and SVG's `feBlend` draw it with: nil for normal and pass
  /// through; the two linear modes, which neither has, as their nearest (`isApproximated`).
  package var css: CSS.BlendMode? {
    switch self {
    case .passThrough, .normal: nil
    case .darken: .darken
    case .multiply, .linearBurn: .multiply
    case .colorBurn: .colorBurn
    case .lighten: .lighten
    case .screen, .linearDodge: .screen
    case .colorDodge: .colorDodge
    case .overlay: .overlay
    case .softLight: .softLight
    case .hardLight: .hardLight
    case .difference: .difference
    case .exclusion: .exclusion
    case .hue: .hue
    case .saturation: .saturation
    case .color: .color
    case .luminosity: .luminosity
    }
  }

  /// Whether `css` only comes near it: linear burn drawn as multiply, linear dodge as screen.
  package var isApproximated: Bool { self == .linearBurn || self == .linearDodge }

  /// The mode a `blendMode` field gives; nil without one, and an error at the value when it is
  /// not one of Figma's (the layer is drawn as if it had none).
  static func read(_ node: Node?, into diagnostics: inout Diagnostics) -> FigmaBlendMode? {
    guard let node else { return nil }
    if let text = node.string, let mode = FigmaBlendMode(rawValue: text) { return mode }
    let text = node.scalarText ?? node.kindDescription
    diagnostics.error(
      "unknown blend mode '\(text)'", at: node.location,
      hint: Suggestion.hint(for: text, in: allCases.map(\.rawValue))
        ?? "Figma's blend modes are " + allCases.map(\.rawValue).joined(separator: ", "),
      id: .figmaNodeTreeUnknownBlendMode)
    return nil
  }
}
