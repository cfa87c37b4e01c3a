import SpecimenCore

/// The modifier that is the site's colour scheme, whatever its name: a modifier whose contexts
/// read as a light and a dark scheme (`light`/`dark`, `Light mode`/`Dark mode`, `day`/`night`,
/// case-insensitive), or one named as a scheme (`Color scheme`, `Mode`, `Theme`, `Appearance`)
/// with a dark context, its light one then being the first context that is not dark.
///
/// The page's theme switch sets `data-theme` to `light` or `dark` on `<html>`, so `tokens.css`
/// writes the light context in `:root` and under `[data-theme="light"]`, the dark one under
/// `[data-theme="dark"]`, whatever the modifier is called.
package struct ColorScheme: Sendable, Hashable {
  /// The modifier's name, as the resolver writes it.
  package var modifier: String
  /// The context that reads as light.
  package var light: String
  /// The context that reads as dark.
  package var dark: String

  package init(modifier: String, light: String, dark: String) {
    self.modifier = modifier
    self.light = light
    self.dark = dark
  }

  /// The attribute the page's theme switch sets on `<html>`.
  package static let attribute = "theme"

  /// A light or a dark scheme.
  package enum Kind: Sendable, Hashable { case light, dark }

  /// Which scheme a name reads as: `light`, `Light mode`, `day`, `lightMode` → light;
  /// `dark`, `dark-mode`, `Night` → dark; anything else nil. A name that names both is neither.
  package static func kind(ofName name: String) -> Kind? {
    let words = Self.words(name)
    let dark = words.contains { darkWords.contains($0) }
    let light = words.contains { lightWords.contains($0) }
    if dark == light { return nil }
    return dark ? .dark : .light
  }

  /// The scheme a file or set is for, and the word that says so, lowercased: a `/`, `-`, `_` or
  /// `.` separated part of its name that reads as light or dark (`sema-color-dark`,
  /// `modes/light`, `color_night`). Nil when no part does, or parts read as both.
  package static func kind(ofPath name: String) -> (kind: Kind, word: String)? {
    var found: (kind: Kind, word: String)?
    for part in name.split(whereSeparator: { "/-_.".contains($0) }) {
      guard let kind = kind(ofName: String(part)) else { continue }
      if let found, found.kind != kind { return nil }
      found = (kind, part.lowercased())
    }
    return found
  }

  /// Whether the name is only a scheme word, with at most words that say "scheme" beside it
  /// (`Dark`, `dark-mode`, `Light theme`), not a variant of one (`dark-high-contrast`).
  static func isPure(_ name: String) -> Bool {
    let words = Self.words(name)
    return words.contains { lightWords.contains($0) || darkWords.contains($0) }
      && words.allSatisfy { lightWords.contains($0) || darkWords.contains($0) || schemeWords.contains($0) }
  }

  static let lightWords: Set<String> = ["light", "day"]
  static let darkWords: Set<String> = ["dark", "night"]
  /// Words that name a scheme modifier (`Color scheme`, `mode`, `theme`, `appearance`).
  static let schemeWords: Set<String> = ["color", "colour", "scheme", "mode", "modes", "theme", "themes", "appearance"]

  /// A name's words, lowercased: split at every character that is not a letter or digit and
  /// where a lowercase letter meets an uppercase one (`darkMode` → dark, mode). Linear.
  static func words(_ name: String) -> [String] {
    var words: [String] = []
    var current = ""
    var previousLower = false
    for character in name {
      guard character.isLetter || character.isNumber else {
        if !current.isEmpty { words.append(current) }
        current = ""
        previousLower = false
        continue
      }
      if character.isUppercase && previousLower && !current.isEmpty {
        words.append(current)
        current = ""
      }
      current += character.lowercased()
      previousLower = character.isLowercase
    }
    if !current.isEmpty { words.append(current) }
    return words
  }

  /// The modifier of `modifiers` that is the colour scheme: the first whose contexts include a
  /// light and a dark one (a plain `Light` and `Dark` preferred to `light-high-contrast`), else
  /// the first named as a scheme with a dark context. Nil when none reads so.
  package static func find(in modifiers: [TokenModifier]) -> ColorScheme? {
    var fallback: ColorScheme?
    var named: ColorScheme?
    for modifier in modifiers {
      let darks = modifier.contexts.filter { kind(ofName: $0) == .dark }
      let lights = modifier.contexts.filter { kind(ofName: $0) == .light }
      guard let anyDark = darks.first else { continue }
      let dark = darks.first(where: isPure) ?? anyDark
      if let anyLight = lights.first {
        let light = lights.first(where: isPure) ?? anyLight
        let found = ColorScheme(modifier: modifier.name, light: light, dark: dark)
        if isPure(light) && isPure(dark) { return found }
        if fallback == nil { fallback = found }
        continue
      }
      let nameWords = words(modifier.name)
      if named == nil, !nameWords.isEmpty, nameWords.allSatisfy({ schemeWords.contains($0) }),
        let light = modifier.contexts.first(where: { kind(ofName: $0) == nil })
      {
        named = ColorScheme(modifier: modifier.name, light: light, dark: dark)
      }
    }
    return fallback ?? named
  }

  /// Whether `context` of `modifier` is this scheme's light or dark one: nil for any other.
  package func isDark(_ input: ContextInput) -> Bool? {
    guard input.modifier == modifier else { return nil }
    if input.context == dark { return true }
    if input.context == light { return false }
    return nil
  }
}

extension TokenSystem {
  /// The modifier that is the site's colour scheme (`ColorScheme`), nil when none reads so.
  package var colorScheme: ColorScheme? { ColorScheme.find(in: modifiers) }
}
