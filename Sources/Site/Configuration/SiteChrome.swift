import SpecimenCore
import Tokens

/// site.yml's `chrome:`: which of the site's color tokens the theme's own colors take
/// (`chrome: {background: color/background/default, text: color/text/default}`). The build writes
/// them as `--sp-chrome-*` custom properties at the end of tokens.css; the default theme's
/// stylesheet reads each one with its own light and dark palette as the fallback, so a role
/// left out keeps the palette and a site without `chrome:` keeps the palette throughout.
package struct ChromeMapping: Sendable {
  /// A color of the page chrome.
  package enum Role: String, CaseIterable, Sendable {
    case background, surface, text, mutedText, border, accent, focus, codeBackground

    /// The custom property the build writes and the theme's stylesheet reads.
    package var property: String {
      switch self {
      case .background: "--sp-chrome-background"
      case .surface: "--sp-chrome-surface"
      case .text: "--sp-chrome-text"
      case .mutedText: "--sp-chrome-muted-text"
      case .border: "--sp-chrome-border"
      case .accent: "--sp-chrome-accent"
      case .focus: "--sp-chrome-focus"
      case .codeBackground: "--sp-chrome-code-background"
      }
    }

    /// What the role colors, in messages.
    var label: String {
      switch self {
      case .background: "page background"
      case .surface: "surface"
      case .text: "text"
      case .mutedText: "muted text"
      case .border: "border"
      case .accent: "accent (links)"
      case .focus: "focus ring"
      case .codeBackground: "code background"
      }
    }
  }

  package struct Entry: Sendable {
    package var role: Role
    /// The token's name as written (`color/background/default` or `color.background.default`).
    package var token: String
    package var location: SourceLocation
  }

  package var entries: [Entry]
  package var location: SourceLocation

  package func entry(_ role: Role) -> Entry? { entries.first { $0.role == role } }

  /// Reads `chrome:`, a mapping of role to token name.
  static func read(_ node: Node, at location: SourceLocation, into diagnostics: inout Diagnostics) -> ChromeMapping? {
    guard let pairs = node.entries else {
      diagnostics.error(
        "chrome must be a mapping of the theme's colors to token names, not \(node.kindDescription)", at: node.location,
        hint: "chrome: {background: color/background/default, text: color/text/default}", id: .chromeNotAMapping)
      return nil
    }
    let known = Role.allCases.map(\.rawValue)
    let reader = KeyedReader(.siteConfiguration)
    reader.reportUnknownKeys(of: pairs, known: known, in: "chrome", into: &diagnostics)
    var entries: [Entry] = []
    for pair in pairs {
      guard let role = Role(rawValue: pair.key) else { continue }
      guard let token = reader.string(node, pair.key, into: &diagnostics) else { continue }
      entries.append(Entry(role: role, token: token, location: pair.value.location))
    }
    return ChromeMapping(entries: entries, location: location)
  }
}

/// The default theme's own palette: what a role shows when `chrome:` leaves it out. It must match
/// the fallbacks in templates/assets/specimen.css, which the contrast check stands in for.
enum ChromePalette {
  static func color(_ role: ChromeMapping.Role, dark: Bool) -> TokenColor {
    let hex: Int
    switch (role, dark) {
    case (.background, false): hex = 0xFFFFFF
    case (.background, true): hex = 0x16161A
    case (.surface, false): hex = 0xF7F7F8
    case (.surface, true): hex = 0x222228
    case (.text, false): hex = 0x1C1C1E
    case (.text, true): hex = 0xECECF0
    case (.mutedText, false): hex = 0x636366
    case (.mutedText, true): hex = 0xA8A8B0
    case (.border, false): hex = 0xE5E5EA
    case (.border, true): hex = 0x3A3A40
    case (.accent, false), (.focus, false): hex = 0x0A66D6
    case (.accent, true), (.focus, true): hex = 0x6CB2FF
    case (.codeBackground, false): hex = 0xF4F4F6
    case (.codeBackground, true): hex = 0x26262A
    }
    return TokenColor(red: hex >> 16, green: (hex >> 8) & 0xFF, blue: hex & 0xFF)
  }

}

extension ChromeMapping {
  /// The contrast pairs the build checks: what is read on what, and the least ratio it needs
  /// (WCAG 1.4.3 for text, 1.4.11 for the focus ring).
  static let pairs: [(foreground: Role, background: Role, minimum: Double)] = [
    (.text, .background, 4.5), (.mutedText, .background, 4.5), (.accent, .background, 4.5),
    (.text, .surface, 4.5), (.text, .codeBackground, 4.5), (.focus, .background, 3),
  ]

  /// The block tokens.css ends with: each mapped role as the token's custom property. Empty when
  /// nothing is mapped.
  func stylesheet(_ tokens: TokenSystem) -> String {
    var declarations: [(name: String, value: String)] = []
    for role in Role.allCases {
      if let entry = entry(role), let token = tokens.resolve(entry.token, in: tokens.defaultContext) {
        declarations.append((role.property, CSS.variable(token.cssVariable)))
      }
    }
    guard !declarations.isEmpty else { return "" }
    return CSS.rule(
      ":root", declarations, comment: "The page chrome: the theme's colors as site.yml's chrome: maps them.")
  }

  /// Checks every mapped token (it exists, it is a color in each context shown) and the contrast
  /// of the pairs the page reads in each context; low contrast is a warning at the role's line.
  func check(_ tokens: TokenSystem, into diagnostics: inout Diagnostics) {
    var usable: Set<Role> = []
    for entry in entries {
      guard tokens.isDefined(entry.token) else {
        diagnostics.error(
          "chrome.\(entry.role.rawValue) names '\(entry.token)', which is not a token",
          at: entry.location, hint: tokens.hint(forUnknownToken: entry.token) ?? "name one of the site's color tokens",
          id: .chromeUnknownToken)
        continue
      }
      // A token that exists but failed to resolve has had its error; it is not a color problem.
      let notColor = tokens.contexts.first { context in
        tokens.resolve(entry.token, in: context) != nil && tokens.color(entry.token, in: context) == nil
      }
      if let context = notColor {
        diagnostics.error(
          "chrome.\(entry.role.rawValue) names '\(entry.token)', which is not a color in \(context.name)",
          at: entry.location, hint: "the chrome's \(entry.role.label) needs a color token", id: .chromeNotAColor)
        continue
      }
      usable.insert(entry.role)
    }
    guard !usable.isEmpty else { return }
    let scheme = tokens.colorScheme
    for context in tokens.contexts {
      let dark = context.inputs.contains { scheme?.isDark($0) == true }
      var colors: [Role: TokenColor] = [:]
      for role in Role.allCases {
        if usable.contains(role), let entry = entry(role) {
          colors[role] = tokens.color(entry.token, in: context)?.color
        } else if entry(role) == nil {
          colors[role] = ChromePalette.color(role, dark: dark)
        }
      }
      // The theme's focus ring is the accent unless mapped itself.
      if entry(.focus) == nil { colors[.focus] = colors[.accent] }
      // The page background is laid over the palette's, as the browser paints it on the canvas.
      let canvas = ChromePalette.color(.background, dark: dark)
      if let background = colors[.background] { colors[.background] = background.composited(over: canvas) }
      for pair in Self.pairs {
        // The palette's own pairs read well; a pair with a mapped side is the site's to check.
        guard entry(pair.foreground) != nil || entry(pair.background) != nil else { continue }
        guard let foreground = colors[pair.foreground], let background = colors[pair.background] else { continue }
        let result = Contrast.ratio(foreground, on: background, backdrop: colors[.background])
        guard result.ratio < pair.minimum else { continue }
        let at = entry(pair.foreground) ?? entry(pair.background) ?? entry(.background) ?? entry(.text)
        diagnostics.warning(
          "the chrome's \(pair.foreground.label) on its \(pair.background.label) has contrast \(result.formatted) "
            + "in \(context.name), below \(pair.minimum == 3 ? "3" : "4.5"):1",
          at: at?.location ?? location,
          hint: "map chrome.\(pair.foreground.rawValue) or chrome.\(pair.background.rawValue) to a token that "
            + "reads on the other in every context",
          id: .chromeLowContrast)
      }
    }
  }
}
