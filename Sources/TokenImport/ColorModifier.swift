import Foundation
import Tokens

/// Tokens Studio's color modifiers (`$extensions["studio.tokens"].modify`): lighten toward white,
/// darken toward black, mix toward another color, or set the alpha, by an amount from 0 to 1,
/// in sRGB, HSL, LCH or Display P3, as Tokens Studio computes them. Colors are sRGB channels in
/// 0…1; a result outside sRGB is gamut-mapped as CSS Color 4 maps it.
struct ColorModifier: Sendable, Hashable {
  enum Kind: String, Sendable, CaseIterable { case lighten, darken, mix, alpha }
  enum Space: String, Sendable, CaseIterable { case srgb, hsl, lch, p3 }

  struct RGBA: Sendable, Hashable {
    var red, green, blue, alpha: Double
  }

  var kind: Kind
  var space: Space
  var amount: Double
  var mixColor: RGBA?

  func apply(to color: RGBA) -> RGBA {
    let t = min(1, max(0, amount))
    if kind == .alpha { return RGBA(red: color.red, green: color.green, blue: color.blue, alpha: t) }
    let target: RGBA
    switch kind {
    case .lighten: target = RGBA(red: 1, green: 1, blue: 1, alpha: color.alpha)
    case .darken: target = RGBA(red: 0, green: 0, blue: 0, alpha: color.alpha)
    default: target = mixColor ?? color
    }
    func step(_ a: Double, _ b: Double) -> Double { a + (b - a) * t }
    switch space {
    case .p3:
      // Channel by channel in Display P3, as in sRGB.
      let a = Self.p3(color), b = Self.p3(target)
      let mixed: ColorMath.Vector = (step(a.0, b.0), step(a.1, b.1), step(a.2, b.2))
      return Self.rgba(ColorMath.toSRGB(.displayP3, mixed), alpha: step(color.alpha, target.alpha))
    case .lch:
      var (l, c, h) = Self.lch(color)
      switch kind {
      // Tokens Studio moves the lightness and takes the chroma down by the same share.
      case .lighten:
        l += (100 - l) * t
        c -= c * t
      case .darken:
        l -= l * t
        c -= c * t
      default:
        let (l2, c2, h2) = Self.lch(target)
        h = c < 1e-9 ? h2 : c2 < 1e-9 ? h : Self.hue(from: h, to: h2, by: t)
        l = step(l, l2)
        c = step(c, c2)
      }
      let alpha = kind == .mix ? step(color.alpha, target.alpha) : color.alpha
      return Self.rgba(ColorMath.toSRGB(.lch, (l, c, h)), alpha: alpha)
    case .srgb:
      return RGBA(
        red: step(color.red, target.red), green: step(color.green, target.green), blue: step(color.blue, target.blue),
        alpha: step(color.alpha, target.alpha))
    case .hsl:
      var (h, s, l) = Self.hsl(color)
      switch kind {
      case .lighten: l += (100 - l) * t
      case .darken: l -= l * t
      default:
        let (h2, s2, l2) = Self.hsl(target)
        // A gray keeps the other color's hue.
        h = s == 0 ? h2 : s2 == 0 ? h : Self.hue(from: h, to: h2, by: t)
        s += (s2 - s) * t
        l += (l2 - l) * t
      }
      let rgb = ColorMath.hslToSRGB(h, s, l)
      let alpha = kind == .mix ? color.alpha + (target.alpha - color.alpha) * t : color.alpha
      return RGBA(red: rgb.0, green: rgb.1, blue: rgb.2, alpha: alpha)
    }
  }

  /// Along the shorter way round the hue circle.
  static func hue(from a: Double, to b: Double, by t: Double) -> Double {
    var delta = b - a
    if delta > 180 { delta -= 360 } else if delta < -180 { delta += 360 }
    let h = (a + delta * t).truncatingRemainder(dividingBy: 360)
    return h < 0 ? h + 360 : h
  }

  /// sRGB channels from a possibly out-of-gamut result, mapped into sRGB.
  static func rgba(_ rgb: ColorMath.Vector, alpha: Double) -> RGBA {
    let mapped = ColorMath.inGamut(rgb) ? rgb : ColorMath.gamutMapped(rgb)
    return RGBA(red: mapped.0, green: mapped.1, blue: mapped.2, alpha: alpha)
  }

  static func xyz(_ c: RGBA) -> ColorMath.Vector {
    ColorMath.multiply(ColorMath.linearSRGBToXYZ, ColorMath.map((c.red, c.green, c.blue), ColorMath.srgbToLinear))
  }

  /// The inverses are computed once, not for every color a modifier reads.
  static let xyzToLinearP3 = inverse(ColorMath.linearP3ToXYZ)
  static let d65ToD50 = inverse(ColorMath.d50ToD65)

  /// Display P3 channels, gamma-encoded.
  static func p3(_ c: RGBA) -> ColorMath.Vector {
    ColorMath.map(ColorMath.multiply(xyzToLinearP3, xyz(c)), ColorMath.linearToSRGB)
  }

  /// CIE LCH (D50, as CSS's lch()): lightness 0…100, chroma, hue in degrees.
  static func lch(_ c: RGBA) -> (Double, Double, Double) {
    let d50 = ColorMath.multiply(d65ToD50, xyz(c))
    let white = ColorMath.d50White
    let kappa = 24389.0 / 27.0, epsilon = 216.0 / 24389.0
    func f(_ v: Double) -> Double { v > epsilon ? cbrt(v) : (kappa * v + 16) / 116 }
    let fx = f(d50.0 / white.0), fy = f(d50.1 / white.1), fz = f(d50.2 / white.2)
    let l = 116 * fy - 16, a = 500 * (fx - fy), b = 200 * (fy - fz)
    var h = atan2(b, a) * 180 / Double.pi
    if h < 0 { h += 360 }
    return (l, (a * a + b * b).squareRoot(), h)
  }

  static func inverse(_ m: ColorMath.Matrix) -> ColorMath.Matrix {
    let (a, b, c) = m.0, (d, e, f) = m.1, (g, h, i) = m.2
    let det = a * (e * i - f * h) - b * (d * i - f * g) + c * (d * h - e * g)
    return (
      ((e * i - f * h) / det, (c * h - b * i) / det, (b * f - c * e) / det),
      ((f * g - d * i) / det, (a * i - c * g) / det, (c * d - a * f) / det),
      ((d * h - e * g) / det, (b * g - a * h) / det, (a * e - b * d) / det)
    )
  }

  /// Hue in degrees, saturation and lightness in 0…100.
  static func hsl(_ c: RGBA) -> (Double, Double, Double) {
    let high = max(c.red, c.green, c.blue), low = min(c.red, c.green, c.blue)
    let l = (high + low) / 2
    let d = high - low
    guard d > 0 else { return (0, 0, l * 100) }
    let s = l == 0 || l == 1 ? 0 : (high - l) / min(l, 1 - l)
    var h: Double
    if high == c.red {
      h = (c.green - c.blue) / d + (c.green < c.blue ? 6 : 0)
    } else if high == c.green {
      h = (c.blue - c.red) / d + 2
    } else {
      h = (c.red - c.green) / d + 4
    }
    h *= 60
    return (h, s * 100, l * 100)
  }

  /// `#rgb[a]`, `#rrggbb[aa]`, `rgb()`/`rgba()`: the channels; nil for anything else.
  static func parse(_ text: String) -> RGBA? {
    if let hex = LenientForms.hex(text.trimmingCharacters(in: .whitespaces)) {
      return RGBA(red: hex.components[0], green: hex.components[1], blue: hex.components[2], alpha: hex.alpha)
    }
    if let rgb = LenientForms.rgbFunction(text) {
      return RGBA(red: rgb.components[0], green: rgb.components[1], blue: rgb.components[2], alpha: rgb.alpha)
    }
    return nil
  }

  /// `#0a84ff`, `#0a84ff80` with alpha below 1: for messages.
  static func hex(_ c: RGBA) -> String {
    func byte(_ v: Double) -> String { hexByte(Int((min(1, max(0, v)) * 255).rounded())).lowercased() }
    return "#" + byte(c.red) + byte(c.green) + byte(c.blue) + (c.alpha < 1 ? byte(c.alpha) : "")
  }
}
