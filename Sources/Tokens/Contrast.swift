import Foundation
import SpecimenCore

/// WCAG 2.x contrast between two colors.
package struct ContrastResult: Sendable, Hashable {
  package var ratio: Double
  /// The colors compared, after translucent ones were laid over their backdrop.
  package var foreground: TokenColor
  package var background: TokenColor
  /// What the color was measured on where a translucent background (or none) lets it through;
  /// nil when an opaque background hides it.
  package var backdrop: ContrastBackdrop?

  /// Two decimals, truncated (not rounded) so a ratio just under a threshold never reads as
  /// passing: 4.499 shows 4.49. `3.26:1` for #8E8E93 on white.
  package var formatted: String { Contrast.format(ratio) + ":1" }

  /// WCAG 1.4.3 AA for body text.
  package var passesText: Bool { ratio >= 4.5 }
  /// WCAG 1.4.3 AA for large text, and 1.4.11 for UI components and graphics.
  package var passesLargeTextAndUI: Bool { ratio >= 3 }
}

package enum Contrast {
  /// Words of a color's name that make it a graphic's: icons and the strokes that bound a control.
  static let graphicWords: Set<String> = [
    "icon", "icons", "iconography", "border", "borders", "stroke", "strokes", "outline", "divider", "graphic",
    "graphics",
  ]

  /// Whether a color's name says it paints a graphic, not text (`@color/icon/default`,
  /// `iconPrimary`, `border-subtle`): WCAG 1.4.11 asks 3:1 of icons and of the lines that show a
  /// control's bounds, where 1.4.3 asks 4.5:1 of text. A name that also says text
  /// (`text/on-icon`) is text's.
  package static func namesGraphic(_ name: String) -> Bool {
    let words = nameWords(name) { !$0.isLetter && !$0.isNumber }
    return words.contains(where: graphicWords.contains) && !words.contains("text")
  }

  /// A token name's words, lower-cased: split where `isSeparator` says and where a capital
  /// follows a lower-case letter or a digit (`onPrimaryContainer` → on, primary, container).
  package static func nameWords(_ name: String, isSeparator: (Character) -> Bool) -> [String] {
    var words: [String] = []
    var current = ""
    var previousWasLower = false
    for character in name {
      if isSeparator(character) {
        if !current.isEmpty { words.append(current) }
        current = ""
        previousWasLower = false
        continue
      }
      if character.isUppercase, previousWasLower, !current.isEmpty {
        words.append(current)
        current = ""
      }
      current += character.lowercased()
      previousWasLower = character.isLowercase || character.isNumber
    }
    if !current.isEmpty { words.append(current) }
    return words
  }

  /// WCAG 2.x relative luminance of an sRGB color, from its 8-bit channels (as contrast tools read a hex).
  static func relativeLuminance(_ color: TokenColor) -> Double {
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
    ratio(foreground, on: [background], over: backdrop.map { ContrastBackdrop(color: $0, label: $0.hex) } ?? .white)
  }

  /// The contrast of `foreground` on a stack of fills, nearest first: each translucent fill is
  /// laid over what lies beneath it, the last over `backdrop`, then a translucent foreground over
  /// the result. What a translucent fill was laid over is in the result, so reports can say.
  package static func ratio(_ foreground: TokenColor, on fills: [TokenColor], over backdrop: ContrastBackdrop)
    -> ContrastResult
  {
    // Beneath the first opaque fill nothing shows through.
    let visible = fills.firstIndex(where: \.isOpaque).map { fills[...$0] } ?? fills[...]
    let reachesBackdrop = visible.last.map { !$0.isOpaque } ?? true
    var bg = reachesBackdrop ? backdrop.color.composited(over: nil) : visible[visible.endIndex - 1]
    for fill in visible.reversed() where !fill.isOpaque { bg = fill.composited(over: bg) }
    let fg = foreground.isOpaque ? foreground : foreground.composited(over: bg)
    let a = relativeLuminance(fg), b = relativeLuminance(bg)
    let ratio = (max(a, b) + 0.05) / (min(a, b) + 0.05)
    return ContrastResult(
      ratio: ratio, foreground: fg, background: bg, backdrop: reachesBackdrop ? backdrop : nil)
  }

  static func format(_ ratio: Double) -> String {
    let truncated = (ratio * 100 + 1e-9).rounded(.down) / 100
    return String(format: "%.2f", truncated)
  }
}

/// What a translucent background is laid over before its contrast is measured, and what a
/// report calls it: the page the color is shown on, never white when the page is dark.
package struct ContrastBackdrop: Sendable, Hashable {
  /// Opaque; a translucent page token has already been laid over the theme's page color.
  package var color: TokenColor
  /// `bg/white-0`, or `the default theme's dark page (#16161A)`.
  package var label: String

  package init(color: TokenColor, label: String) {
    self.color = color
    self.label = label
  }

  static let white = ContrastBackdrop(color: TokenColor(space: .srgb, components: [1, 1, 1]), label: "white")

  /// The default theme's own page colors, the backdrop when a site names no page background
  /// (Site's `ChromePalette` paints the page with the same two; a test holds them together).
  package static let lightPage = ContrastBackdrop(
    color: TokenColor(space: .srgb, components: [1, 1, 1]), label: "the default theme's light page (#FFFFFF)")
  package static let darkPage = ContrastBackdrop(
    color: TokenColor(space: .srgb, components: [22.0 / 255, 22.0 / 255, 26.0 / 255]),
    label: "the default theme's dark page (#16161A)")
}

extension TokenContext {
  /// Whether the context is a dark theme: one of its modifiers is set to a value named dark
  /// (`dark`, `Dark`, `dark-high-contrast`, `darkMode`, `night`), as `ColorScheme` reads names.
  package var isDark: Bool {
    inputs.contains { ColorScheme.kind(ofName: $0.context) == .dark }
  }
}

extension TokenSystem {
  /// What translucent colors are measured over in a context: the site's page background token
  /// (laid over the theme's page color if it is translucent itself), else the default theme's
  /// light or dark page.
  package func backdrop(in context: TokenContext, page: String?) -> ContrastBackdrop {
    let theme = context.isDark ? ContrastBackdrop.darkPage : .lightPage
    guard let page, let token = color(page, in: context) else { return theme }
    return ContrastBackdrop(color: token.color.composited(over: theme.color), label: token.name)
  }

  /// WCAG contrast of one color token on another, in a context; a translucent background is laid
  /// over `backdrop` (the default theme's page for the context when none), a translucent
  /// foreground over the background.
  package func contrast(
    _ foreground: String, on background: String, in context: TokenContext, over backdrop: ContrastBackdrop? = nil
  ) -> ContrastResult? {
    contrast(foreground, on: [background], in: context, over: backdrop)
  }

  /// WCAG contrast of a color token on a stack of fill tokens, nearest first.
  package func contrast(
    _ foreground: String, on fills: [String], in context: TokenContext, over backdrop: ContrastBackdrop? = nil
  ) -> ContrastResult? {
    let backdrop = backdrop ?? self.backdrop(in: context, page: nil)
    guard let fg = color(foreground, in: context)?.color else { return nil }
    var colors: [TokenColor] = []
    for fill in fills {
      guard let color = color(fill, in: context)?.color else { return nil }
      colors.append(color)
    }
    return Contrast.ratio(fg, on: colors, over: backdrop)
  }
}
