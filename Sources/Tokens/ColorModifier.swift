import Foundation

/// Tokens Studio's color modifiers (`$extensions["studio.tokens"].modify`): lighten toward white,
/// darken toward black, mix toward another color, or set the alpha, by an amount from 0 to 1,
/// in sRGB or HSL. Colors are sRGB channels in 0…1.
struct ColorModifier: Sendable, Hashable {
  enum Kind: String, Sendable, CaseIterable { case lighten, darken, mix, alpha }
  enum Space: String, Sendable, CaseIterable { case srgb, hsl }

  struct RGBA: Sendable, Hashable {
    var red, green, blue, alpha: Double
  }

  var kind: Kind
  var space: Space
  var amount: Double
  var mixColor: RGBA?

  /// The spaces Tokens Studio offers that are not evaluated here.
  static let unevaluatedSpaces = ["lch", "p3"]

  func apply(to color: RGBA) -> RGBA {
    let t = min(1, max(0, amount))
    if kind == .alpha { return RGBA(red: color.red, green: color.green, blue: color.blue, alpha: t) }
    let target: RGBA
    switch kind {
    case .lighten: target = RGBA(red: 1, green: 1, blue: 1, alpha: color.alpha)
    case .darken: target = RGBA(red: 0, green: 0, blue: 0, alpha: color.alpha)
    default: target = mixColor ?? color
    }
    switch space {
    case .srgb:
      func step(_ a: Double, _ b: Double) -> Double { a + (b - a) * t }
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
        // Along the shorter way round the hue circle; a gray keeps the other color's hue.
        var delta = h2 - h
        if delta > 180 { delta -= 360 } else if delta < -180 { delta += 360 }
        h = s == 0 ? h2 : s2 == 0 ? h : (h + delta * t).truncatingRemainder(dividingBy: 360)
        if h < 0 { h += 360 }
        s += (s2 - s) * t
        l += (l2 - l) * t
      }
      let rgb = ColorMath.hslToSRGB(h, s, l)
      let alpha = kind == .mix ? color.alpha + (target.alpha - color.alpha) * t : color.alpha
      return RGBA(red: rgb.0, green: rgb.1, blue: rgb.2, alpha: alpha)
    }
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
    func byte(_ v: Double) -> String {
      let n = Int((min(1, max(0, v)) * 255).rounded())
      return String(n, radix: 16).leftPadded(to: 2)
    }
    return "#" + byte(c.red) + byte(c.green) + byte(c.blue) + (c.alpha < 1 ? byte(c.alpha) : "")
  }
}

extension String {
  fileprivate func leftPadded(to width: Int) -> String {
    count >= width ? self : String(repeating: "0", count: width - count) + self
  }
}
