import Foundation
import SpecimenCore

/// WCAG 2.x contrast between two colors.
package struct ContrastResult: Sendable, Hashable {
  package var ratio: Double
  /// The colors compared, after translucent ones were laid over their backdrop.
  package var foreground: TokenColor
  package var background: TokenColor

  /// Two decimals, truncated (not rounded) so a ratio just under a threshold never reads as
  /// passing: 4.499 shows 4.49. `3.26:1` for #8E8E93 on white.
  package var formatted: String { Contrast.format(ratio) + ":1" }

  /// WCAG 1.4.3 AA for body text.
  package var passesText: Bool { ratio >= 4.5 }
  /// WCAG 1.4.3 AA for large text, and 1.4.11 for UI components and graphics.
  package var passesLargeTextAndUI: Bool { ratio >= 3 }
}

package enum Contrast {
  /// WCAG 2.x relative luminance of an sRGB color, from its 8-bit channels (as contrast tools read a hex).
  package static func relativeLuminance(_ color: TokenColor) -> Double {
    let c = color.channels255
    func channel(_ byte: Int) -> Double {
      let v = Double(byte) / 255
      return v <= 0.04045 ? v / 12.92 : pow((v + 0.055) / 1.055, 2.4)
    }
    return 0.2126 * channel(c.red) + 0.7152 * channel(c.green) + 0.0722 * channel(c.blue)
  }

  /// The contrast of `foreground` on `background`; translucent backgrounds are first laid over
  /// `backdrop` (white when none), translucent foregrounds over the background.
  package static func ratio(_ foreground: TokenColor, on background: TokenColor, backdrop: TokenColor? = nil)
    -> ContrastResult
  {
    let bg = background.composited(over: backdrop)
    let fg = foreground.alpha >= 1 ? foreground : foreground.composited(over: bg)
    let a = relativeLuminance(fg), b = relativeLuminance(bg)
    let ratio = (max(a, b) + 0.05) / (min(a, b) + 0.05)
    return ContrastResult(ratio: ratio, foreground: fg, background: bg)
  }

  static func format(_ ratio: Double) -> String {
    let truncated = (ratio * 100 + 1e-9).rounded(.down) / 100
    return String(format: "%.2f", truncated)
  }
}

extension TokenSystem {
  /// The token that translucent backgrounds are laid over before measuring: the surface color.
  package static let surfaceToken = "bg/white-0"

  /// WCAG contrast of one color token on another, in a context.
  package func contrast(_ foreground: String, on background: String, in context: TokenContext) -> ContrastResult? {
    guard let fg = color(foreground, in: context)?.color, let bg = color(background, in: context)?.color else {
      return nil
    }
    let surface = color(TokenSystem.surfaceToken, in: context)?.color
    return Contrast.ratio(fg, on: bg, backdrop: surface.flatMap { $0.isOpaque ? $0 : nil })
  }
}
