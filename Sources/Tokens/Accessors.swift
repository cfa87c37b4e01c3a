import SpecimenCore

/// A color token as drawing code needs it.
package struct ColorInfo: Sendable, Hashable {
  package var name: String
  /// `#RRGGBB` (sRGB, alpha left out).
  package var hex: String
  /// `#RRGGBB` when opaque, else `rgb(r g b / a)`.
  package var css: String
  package var alpha: Double
  /// `--bg-white-0`
  package var cssVariable: String
  /// `var(--bg-white-0)`: fills written this way follow the light/dark switch without a re-render.
  var cssReference: String { CSS.variable(cssVariable) }
  package var color: TokenColor
}

/// A typography token in pixels.
package struct TypographyInfo: Sendable, Hashable {
  package var name: String
  /// The first family (the one to measure with), then the fallbacks; nil when the token has
  /// none (the text keeps the family it inherits).
  package var family: String?
  package var families: [String]?
  package var weight: Double
  package var sizePx: Double
  /// nil when the token has no line height (the font's normal one).
  package var lineHeightPx: Double?
  package var letterSpacingPx: Double
  package var cssVariable: String
  /// The `font` shorthand; nil without a family.
  var cssFont: String?
}

extension TokenSystem {
  /// A dimension token in px (rem × 16, dp and sp × 1); nil when the name is not a dimension
  /// token or its unit has no px (vw, vh, vmin, vmax, ch, ex).
  package func dimension(_ name: String, in context: TokenContext) -> Double? {
    guard case .dimension(let d)? = resolve(name, in: context)?.value else { return nil }
    return d.pxValue
  }

  /// A number token.
  package func number(_ name: String, in context: TokenContext) -> Double? {
    guard case .number(let n)? = resolve(name, in: context)?.value else { return nil }
    return n
  }

  package func color(_ name: String, in context: TokenContext) -> ColorInfo? {
    guard let token = resolve(name, in: context), case .color(let c) = token.value else { return nil }
    return ColorInfo(name: token.name, hex: c.hex, css: c.css, alpha: c.alpha, cssVariable: token.cssVariable, color: c)
  }

  package func typography(_ name: String, in context: TokenContext) -> TypographyInfo? {
    guard let token = resolve(name, in: context), case .typography(let t) = token.value else { return nil }
    return TypographyInfo(
      name: token.name, family: t.fontFamily?.first, families: t.fontFamily, weight: t.fontWeight,
      sizePx: t.fontSize.px, lineHeightPx: t.lineHeightPx, letterSpacingPx: t.letterSpacing.px,
      cssVariable: token.cssVariable, cssFont: t.cssFont)
  }

  /// The layers of a shadow token (a focus ring is a shadow whose layers have only spread).
  package func shadow(_ name: String, in context: TokenContext) -> [ShadowLayer]? {
    guard case .shadow(let layers)? = resolve(name, in: context)?.value else { return nil }
    return layers
  }

  package func border(_ name: String, in context: TokenContext) -> Border? {
    guard case .border(let b)? = resolve(name, in: context)?.value else { return nil }
    return b
  }

}
