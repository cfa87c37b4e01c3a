import Foundation
import SpecimenCore

/// A DTCG color value: `{colorSpace, components, alpha, hex}`, converted to sRGB on demand.
package struct TokenColor: Sendable, Hashable {
  package var space: ColorSpace
  /// The components as written; nil stands for the `none` keyword.
  package var components: [Double?]
  package var alpha: Double
  /// The authored 6-digit fallback, if any (output uses the components, which are authoritative).
  var fallbackHex: String?

  package init(space: ColorSpace, components: [Double?], alpha: Double = 1, fallbackHex: String? = nil) {
    self.space = space
    self.components = components
    self.alpha = alpha
    self.fallbackHex = fallbackHex
  }

  /// An sRGB color from 0…255 channels (for tests and derived colors).
  package init(red: Int, green: Int, blue: Int, alpha: Double = 1) {
    self.init(
      space: .srgb, components: [Double(red) / 255, Double(green) / 255, Double(blue) / 255], alpha: alpha)
  }

  var vector: ColorMath.Vector {
    (
      components.count > 0 ? components[0] ?? 0 : 0, components.count > 1 ? components[1] ?? 0 : 0,
      components.count > 2 ? components[2] ?? 0 : 0
    )
  }

  /// Gamma-encoded sRGB channels in 0…1, gamut-mapped when the color lies outside sRGB.
  package var srgb: (red: Double, green: Double, blue: Double) {
    let mapped = ColorMath.gamutMapped(ColorMath.toSRGB(space, vector))
    return (mapped.0, mapped.1, mapped.2)
  }

  /// sRGB before gamut mapping (may leave 0…1).
  var unclippedSRGB: (red: Double, green: Double, blue: Double) {
    let v = ColorMath.toSRGB(space, vector)
    return (v.0, v.1, v.2)
  }

  /// Whether the color fits in sRGB without mapping.
  package var isInSRGBGamut: Bool { ColorMath.inGamut(ColorMath.toSRGB(space, vector), tolerance: 1e-4) }

  /// CIE XYZ with a D65 white.
  var xyzD65: (x: Double, y: Double, z: Double) {
    let v = ColorMath.toXYZD65(space, vector)
    return (v.0, v.1, v.2)
  }

  var channels255: (red: Int, green: Int, blue: Int) {
    let c = srgb
    func byte(_ v: Double) -> Int { Int((min(1, max(0, v)) * 255).rounded()) }
    return (byte(c.red), byte(c.green), byte(c.blue))
  }

  /// `#RRGGBB`, uppercase, of the sRGB color (alpha left out).
  package var hex: String {
    let c = channels255
    var bytes: [UInt8] = [UInt8(ascii: "#")]
    for channel in [c.red, c.green, c.blue] { appendHexByte(channel, to: &bytes) }
    return String(decoding: bytes, as: UTF8.self)
  }

  /// `#RRGGBBAA` when translucent, `#RRGGBB` otherwise.
  package var hexWithAlpha: String {
    alpha >= 1 ? hex : hex + hexByte(Int((min(1, max(0, alpha)) * 255).rounded()))
  }

  package var isOpaque: Bool { alpha >= 1 }

  /// The CSS value: `#RRGGBB` when opaque, `rgb(r g b / a)` with the exact alpha otherwise.
  package var css: String {
    if alpha >= 1 { return hex }
    let c = channels255
    return "rgb(\(c.red) \(c.green) \(c.blue) / \(formatNumber(alpha)))"
  }

  /// This color laid over an opaque backdrop, in gamma-encoded sRGB as browsers blend.
  package func composited(over backdrop: TokenColor) -> TokenColor {
    let top = srgb, bottom = backdrop.composited(over: nil).srgb
    let a = min(1, max(0, alpha))
    return TokenColor(
      space: .srgb,
      components: [
        top.red * a + bottom.red * (1 - a), top.green * a + bottom.green * (1 - a),
        top.blue * a + bottom.blue * (1 - a),
      ])
  }

  /// Translucent colors without a backdrop are laid over white.
  func composited(over backdrop: TokenColor?) -> TokenColor {
    if alpha >= 1 { return self }
    return composited(over: backdrop ?? TokenColor(space: .srgb, components: [1, 1, 1]))
  }
}

package func hexByte(_ value: Int) -> String {
  var bytes: [UInt8] = []
  appendHexByte(value, to: &bytes)
  return String(decoding: bytes, as: UTF8.self)
}

/// Two uppercase hex digits of `value` clamped to 0–255; colors are written for every token of
/// every context and every swatch, so this stays on bytes.
private func appendHexByte(_ value: Int, to bytes: inout [UInt8]) {
  let v = min(255, max(0, value))
  let digits: StaticString = "0123456789ABCDEF"
  digits.withUTF8Buffer { digit in
    bytes.append(digit[v / 16])
    bytes.append(digit[v % 16])
  }
}

/// Numbers as short as they can be written, rounded to 4 decimals for display and CSS.
package func formatNumber(_ value: Double, decimals: Int = 4) -> String {
  if value.isNaN || value.isInfinite { return "0" }
  // Beyond 1e15 there are no decimals to round, and scaling could overflow.
  if abs(value) >= 1e15 { return String(format: "%.0f", value) }
  let scale = pow(10, Double(decimals))
  let rounded = (value * scale).rounded() / scale
  if rounded == rounded.rounded(), abs(rounded) < 1e15 { return String(Int(rounded)) }
  var text = String(format: "%.\(decimals)f", rounded)
  while text.hasSuffix("0") { text.removeLast() }
  if text.hasSuffix(".") { text.removeLast() }
  if text == "-0" { return "0" }
  return text
}

/// px and rem are 2025.10; em and % are read leniently and pass through to CSS; the units of
/// platform exports (dp, sp, pt), of fluid layouts (vw, vh, vmin, vmax) and of type (ch, ex), and
/// an empty unit on a 0, are read leniently too and kept as written.
package enum DimensionUnit: String, Sendable, Hashable {
  case px, rem, em
  case percent = "%"
  case dp, sp, pt, vw, vh, vmin, vmax, ch, ex
  /// An empty unit, allowed only on the value 0.
  case none = ""

  /// The units outside 2025.10 read with the `unit-outside-dtcg` deviation.
  static let outsideDTCG: [DimensionUnit] = [.dp, .sp, .pt, .vw, .vh, .vmin, .vmax, .ch, .ex]

  /// Android's density-independent units: 1dp (and 1sp at the default font scale) is 1 CSS px.
  var isAndroidPixel: Bool { self == .dp || self == .sp }
}

/// `{value, unit}` with unit px or rem (em, %, and the units of `DimensionUnit.outsideDTCG` when
/// lenient); rem and em count as 16 px where a number of pixels is needed, % as a share of 16 px.
package struct Dimension: Sendable, Hashable {
  package var value: Double
  package var unit: DimensionUnit
  package init(_ value: Double, _ unit: DimensionUnit = .px) {
    self.value = value
    self.unit = unit
  }

  /// The size in px where one is defined: dp and sp count 1 px, pt 4/3 px (as CSS reads it); the
  /// viewport and font-relative units vw, vh, vmin, vmax, ch and ex have none.
  package var pxValue: Double? {
    switch unit {
    case .px, .dp, .sp, .none: return value
    case .rem, .em: return value * 16
    case .percent: return value * 16 / 100
    case .pt: return value * 4 / 3
    case .vw, .vh, .vmin, .vmax, .ch, .ex: return nil
    }
  }

  /// The size in px, 0 where none is defined (see `pxValue`).
  package var px: Double { pxValue ?? 0 }

  /// The value as written: `4dp`, `2vw`, `0`.
  package var written: String { value == 0 ? "0" : formatNumber(value) + unit.rawValue }

  /// The CSS value: as written, except dp and sp, which CSS does not have, in px (1dp = 1px).
  package var css: String {
    if unit.isAndroidPixel { return value == 0 ? "0" : formatNumber(value) + "px" }
    return written
  }

  /// A number for tables and chains: px for the units that read as px in the docs (px, rem, em,
  /// %), the value as written for the others.
  package var summaryText: String {
    switch unit {
    case .px, .rem, .em, .percent: return formatNumber(px)
    default: return written
    }
  }
}

package enum DurationUnit: String, Sendable, Hashable { case ms, s }

package struct Duration: Sendable, Hashable {
  package var value: Double
  package var unit: DurationUnit
  package init(_ value: Double, _ unit: DurationUnit = .ms) {
    self.value = value
    self.unit = unit
  }
  package var milliseconds: Double { unit == .ms ? value : value * 1000 }
  package var css: String { formatNumber(value) + unit.rawValue }
}

package enum StrokeStyle: Sendable, Hashable {
  case keyword(String)
  case dashes(dashArray: [Dimension], lineCap: String)

  /// CSS border styles cannot draw a dash pattern, so an object value falls back to `dashed`.
  package var css: String {
    switch self {
    case .keyword(let keyword): return keyword
    case .dashes: return "dashed"
    }
  }
}

package struct Border: Sendable, Hashable {
  package var color: TokenColor
  package var width: Dimension
  package var style: StrokeStyle
  package var css: String { "\(width.css) \(style.css) \(color.css)" }
}

package struct Transition: Sendable, Hashable {
  package var duration: Duration
  package var delay: Duration
  package var timingFunction: [Double]
  package var css: String { "\(duration.css) \(cubicBezierCSS(timingFunction)) \(delay.css)" }
}

package func cubicBezierCSS(_ points: [Double]) -> String {
  "cubic-bezier(" + points.map { formatNumber($0) }.joined(separator: ", ") + ")"
}

package struct ShadowLayer: Sendable, Hashable {
  package var color: TokenColor
  package var offsetX: Dimension
  package var offsetY: Dimension
  package var blur: Dimension
  package var spread: Dimension
  package var inset: Bool

  package init(
    color: TokenColor, offsetX: Dimension, offsetY: Dimension, blur: Dimension, spread: Dimension,
    inset: Bool = false
  ) {
    self.color = color
    self.offsetX = offsetX
    self.offsetY = offsetY
    self.blur = blur
    self.spread = spread
    self.inset = inset
  }

  package var css: String {
    (inset ? "inset " : "") + "\(offsetX.css) \(offsetY.css) \(blur.css) \(spread.css) \(color.css)"
  }

  /// A layer with no offset and no blur draws a solid ring around the shape: a focus ring.
  package var isRing: Bool { offsetX.value == 0 && offsetY.value == 0 && blur.value == 0 && spread.value > 0 }
}

package struct GradientStop: Sendable, Hashable {
  package var color: TokenColor
  /// Clamped to 0…1 as the spec asks.
  package var position: Double
}

/// A typography's line height: a multiple of the font size, as DTCG writes it, or a length kept
/// as written where no multiple can stand for it (5px over a font size of 0, `2vw`).
package enum LineHeight: Sendable, Hashable {
  case multiple(Double)
  case length(Dimension)
}

package struct Typography: Sendable, Hashable {
  /// nil when the file writes none (Apple HIG's export): the text keeps the family it inherits.
  package var fontFamily: [String]?
  package var fontSize: Dimension
  package var fontWeight: Double
  package var letterSpacing: Dimension
  /// nil when the file writes none (Figma SDS's export): the font's normal line height, as
  /// CSS's `normal`.
  package var lineHeight: LineHeight?

  /// The line height as a multiple of the font size, as DTCG writes it; nil without one, or for
  /// a length no multiple stands for (over a font size of 0, or in vw).
  package var lineHeightMultiple: Double? {
    switch lineHeight {
    case .multiple(let ratio): return ratio
    case .length(let length):
      guard let px = length.pxValue, let size = fontSize.pxValue, size > 0 else { return nil }
      return px / size
    case nil: return nil
    }
  }

  /// Line height in px, rounded to 1/100 px so 18 × 1.5555… reads 28; nil without a line height
  /// or for a length without px.
  package var lineHeightPx: Double? {
    switch lineHeight {
    case .multiple(let ratio): return ((fontSize.px * ratio) * 100).rounded() / 100
    case .length(let length): return length.pxValue.map { ($0 * 100).rounded() / 100 }
    case nil: return nil
    }
  }

  /// The CSS line height: px, or the multiple when the font size has no px value (`2vw`), or a
  /// length as written; nil without a line height.
  package var lineHeightCSS: String? {
    switch lineHeight {
    case .multiple(let ratio):
      return fontSize.pxValue == nil ? formatNumber(ratio) : lineHeightPx.map { formatNumber($0) + "px" }
    case .length(let length): return length.css
    case nil: return nil
    }
  }

  /// The line height as summaries write it after the size: `/28` in px, `/×1.5` over a size
  /// without px, a length as written; nil without a line height.
  package var lineHeightSummary: String? {
    switch lineHeight {
    case .multiple(let ratio):
      return fontSize.pxValue == nil ? "/×" + formatNumber(ratio) : lineHeightPx.map { "/" + formatNumber($0) }
    case .length(let length): return "/" + (length.pxValue.map { formatNumber($0) } ?? length.summaryText)
    case nil: return nil
    }
  }

  /// The `font` shorthand: `500 18px/28px "Inter", sans-serif`; without a line height
  /// `500 18px "Inter"`, which sets the line height to `normal`. nil without a family: the
  /// shorthand needs one, and writing one would invent it.
  var cssFont: String? {
    guard let fontFamily else { return nil }
    let size = lineHeightCSS.map { "\(fontSize.css)/\($0)" } ?? fontSize.css
    return "\(formatNumber(fontWeight)) \(size) \(fontFamilyCSS(fontFamily))"
  }

  /// The longhands that set what the value has, the family left to inheritance:
  /// `font-weight: 700; font-size: 16px; line-height: 24px` (`normal` without a line height).
  var cssLonghands: String {
    "font-weight: \(formatNumber(fontWeight)); font-size: \(fontSize.css); line-height: \(lineHeightCSS ?? "normal")"
  }

  /// The declarations that set the text style, for a style attribute to write: `font` when
  /// there is a family, else the longhands.
  package var cssDeclarations: [(name: String, value: String)] {
    if let cssFont { return [("font", cssFont)] }
    return [
      ("font-weight", formatNumber(fontWeight)), ("font-size", fontSize.css),
      ("line-height", lineHeightCSS ?? "normal"),
    ]
  }
}

/// `-apple-system, "Inter", sans-serif`: each family a CSS string, a generic family or a system
/// font keyword (`-apple-system`, `BlinkMacSystemFont`) bare, as browsers match them only so.
package func fontFamilyCSS(_ families: [String]) -> String {
  families.map { CSS.isFontFamilyKeyword($0) ? $0 : CSS.string($0) }.joined(separator: ", ")
}

/// A token's value once every alias in it is resolved, typed by its `$type`.
package enum TokenValue: Sendable, Hashable {
  case color(TokenColor)
  case dimension(Dimension)
  case fontFamily([String])
  case fontWeight(Double)
  case duration(Duration)
  case cubicBezier([Double])
  case number(Double)
  case strokeStyle(StrokeStyle)
  case border(Border)
  case transition(Transition)
  case shadow([ShadowLayer])
  case gradient([GradientStop])
  case typography(Typography)
  /// A value of a `$type` outside 2025.10, kept as written: its type name and the value as text
  /// (a string as is, anything else as JSON).
  case opaque(typeName: String, text: String)

  package var type: TokenType {
    switch self {
    case .color: return .color
    case .dimension: return .dimension
    case .fontFamily: return .fontFamily
    case .fontWeight: return .fontWeight
    case .duration: return .duration
    case .cubicBezier: return .cubicBezier
    case .number: return .number
    case .strokeStyle: return .strokeStyle
    case .border: return .border
    case .transition: return .transition
    case .shadow: return .shadow
    case .gradient: return .gradient
    case .typography: return .typography
    case .opaque: return .opaque
    }
  }

  /// The sizes in the value that CSS and drawings read: a dimension, a border's width, a shadow's
  /// offsets, blur and spread, a typography's font size and letter spacing.
  var sizes: [Dimension] {
    switch self {
    case .dimension(let d): return [d]
    case .border(let b): return [b.width]
    case .shadow(let layers): return layers.flatMap { [$0.offsetX, $0.offsetY, $0.blur, $0.spread] }
    case .typography(let t):
      guard case .length(let length) = t.lineHeight else { return [t.fontSize, t.letterSpacing] }
      return [t.fontSize, t.letterSpacing, length]
    default: return []
    }
  }

  /// The first size with no px value (`2vw`), which a drawing cannot measure.
  package var unmeasuredDimension: Dimension? { sizes.first { $0.pxValue == nil } }

  /// The Android units (dp, sp) in the value, which its CSS gives in px.
  var androidUnits: [String] {
    var units: [String] = []
    for d in sizes where d.unit.isAndroidPixel && d.value != 0 && !units.contains(d.unit.rawValue) {
      units.append(d.unit.rawValue)
    }
    return units
  }

  /// The value as a CSS custom property value.
  package var css: String {
    switch self {
    case .color(let c): return c.css
    case .dimension(let d): return d.css
    case .fontFamily(let f): return fontFamilyCSS(f)
    case .fontWeight(let w): return formatNumber(w)
    case .duration(let d): return d.css
    case .cubicBezier(let p): return cubicBezierCSS(p)
    case .number(let n): return formatNumber(n)
    case .strokeStyle(let s): return s.css
    case .border(let b): return b.css
    case .transition(let t): return t.css
    case .shadow(let layers): return layers.map(\.css).joined(separator: ", ")
    case .gradient(let stops):
      let parts = stops.map { "\($0.color.css) \(formatNumber($0.position * 100))%" }
      return "linear-gradient(90deg, " + parts.joined(separator: ", ") + ")"
    case .typography(let t): return t.cssFont ?? t.cssLonghands
    case .opaque(let name, let text):
      // A gradient or CSS math kept as written is CSS already; anything that could leave its
      // declaration is a string, as every opaque value.
      if TokenValue.cssAsWritten.contains(name), CSS.isContainedValue(text) { return text }
      return opaqueCSS(text)
    }
  }
}

/// An opaque value in CSS: as written when it reads as a plain CSS value (`uppercase`, `1.5`,
/// `none`), else as a CSS string, so no text from the tokens can end a declaration.
func opaqueCSS(_ text: String) -> String {
  let plain =
    !text.isEmpty && text.count <= 200
    && text.unicodeScalars.allSatisfy { scalar in
      CharacterSet.alphanumerics.contains(scalar) && scalar.isASCII || " .,%#-_+".unicodeScalars.contains(scalar)
    }
  return plain ? text : CSS.string(text)
}

extension TokenValue {
  /// The opaque type name of a CSS gradient kept as written where a color or gradient goes.
  static let cssGradient = "gradient"
  /// The opaque type name of CSS math kept as written where a size goes (`clamp(…)`).
  static let cssMathDimension = "dimension"
  /// Opaque values that are CSS as written: tokens.css writes them as they are.
  static let cssAsWritten: Set<String> = [cssGradient, cssMathDimension]

  /// A CSS gradient kept as written (`linear-gradient(…)`), for a swatch: nil for anything else.
  package var cssGradientText: String? {
    if case .opaque(let name, let text) = self, name == Self.cssGradient, CSS.isContainedValue(text) { return text }
    return nil
  }
}
