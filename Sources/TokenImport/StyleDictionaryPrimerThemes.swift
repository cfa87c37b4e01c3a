import SpecimenCore
import Tokens

/// GitHub Primer's themes, as its Style Dictionary build reads them. A token's `$value` is the
/// light theme's; `$extensions["org.primer.overrides"]` gives other themes' values (`dark`,
/// `dark-dimmed`, `light-high-contrast`, …), each a value, a reference, or an object with a
/// `$value` and an `alpha`. Primer's `themeOverrides` preprocessor builds a theme from the
/// theme's own override, else the override of its fallback (`light` for a theme whose name
/// starts with "light", else `dark`), spread over the token, so an override without `alpha`
/// keeps the token's own. An `alpha` beside a colour's value sets the alpha of the colour the
/// value resolves to (the colour's own alpha is replaced, as Primer's `alpha` transform does),
/// after references resolve in that theme.
struct PrimerThemes {
  /// Overrides written on one token.
  struct Overridden {
    var path: [String]
    /// The token as converted, without its `alpha`.
    var token: [Node.Entry]
    var position: SourcePosition
    /// Each theme's value (nil: the token's own) and alpha (nil: the token's own), by theme.
    var themes: [(name: String, value: Node?, alpha: Double?)]
  }

  static let extensionKey = "org.primer.overrides"

  /// The themes of an `org.primer.overrides` object, as written; nil when it is none.
  static func themes(of extensions: Node?) -> [(name: String, value: Node?, alpha: Double?)]? {
    guard let entries = extensions?[extensionKey]?.entries, !entries.isEmpty else { return nil }
    return entries.map { entry in
      if entry.value.entries != nil {
        return (entry.key, entry.value["$value"], entry.value["alpha"]?.number)
      }
      return (entry.key, entry.value, nil)
    }
  }

  /// The theme whose value a theme takes where it has none of its own: Primer's fallback, by
  /// the theme's first word.
  static func fallback(of theme: String, light: String, dark: String) -> String {
    theme.lowercased().hasPrefix("light") ? light : dark
  }

  /// The files of a folder that are the palette of one theme the overrides name, by the file's
  /// index: a file whose name, without its extension, with `.` read as `-`, is a theme's name
  /// other than `light` and `dark` (`dark.dimmed.json5` → `dark-dimmed`,
  /// `light.high-contrast.json5` → `light-high-contrast`), as Primer's `themes.config.ts`
  /// includes such a file for that theme alone. A file named for no theme the overrides name
  /// stays its scheme's or shared.
  static func palettes(_ names: [String], themes overridden: [Overridden]) -> [Int: String] {
    guard !overridden.isEmpty else { return [:] }
    var declared: Set<String> = []
    for item in overridden { for theme in item.themes { declared.insert(theme.name) } }
    var result: [Int: String] = [:]
    for (index, name) in names.enumerated() {
      var stem = Substring(name.split(separator: "/").last ?? "")
      for suffix in [".json5", ".json"] where stem.hasSuffix(suffix) { stem = stem.dropLast(suffix.count) }
      let theme = stem.replacingOccurrences(of: ".", with: "-")
      if theme != "light", theme != "dark", declared.contains(theme) { result[index] = theme }
    }
    return result
  }

  /// The tokens a theme changes: each overridden token with the theme's (or its fallback's)
  /// value and alpha, and the alphas that hold in the theme.
  static func themeTokens(
    _ overridden: [Overridden], theme: String, fallback: String
  ) -> (tokens: [(path: [String], token: Node)], alphas: [[String]: Double]) {
    var tokens: [(path: [String], token: Node)] = []
    var alphas: [[String]: Double] = [:]
    for item in overridden {
      guard
        let chosen = item.themes.first(where: { $0.name == theme }) ?? item.themes.first(where: { $0.name == fallback })
      else { continue }
      var entries = item.token
      if let value = chosen.value, let at = entries.firstIndex(where: { $0.key == "$value" }) {
        entries[at].value = value
      }
      if let alpha = chosen.alpha { alphas[item.path] = alpha }
      tokens.append((item.path, Node(.object(entries), at: item.position)))
    }
    return (tokens, alphas)
  }

  /// The tokens with an alpha, each with its value replaced by the colour it resolves to in
  /// `trees` (later trees win, a token whole), at that alpha. A value that resolves to no
  /// colour is left as written.
  static func applyingAlphas(_ alphas: [[String]: Double], in trees: [Node]) -> [(path: [String], token: Node)] {
    guard !alphas.isEmpty else { return [] }
    var index: [[String]: Node] = [:]
    for tree in trees { collect(tree, path: [], into: &index) }
    var result: [(path: [String], token: Node)] = []
    for (path, alpha) in alphas.sorted(by: { NameOrder.precedes($0.key, $1.key) }) {
      guard let token = index[path], var entries = token.entries,
        let at = entries.firstIndex(where: { $0.key == "$value" }),
        let color = resolvedColor(entries[at].value, in: index, depth: 0)
      else { continue }
      let position = entries[at].value.position
      func number(_ value: Double) -> Node { Node(.number(value, JSONWriter.number(value)), at: position) }
      var object = [
        Node.Entry(key: "colorSpace", keyPosition: position, value: Node(.string("srgb"), at: position)),
        Node.Entry(
          key: "components", keyPosition: position,
          value: Node(.array([color.red, color.green, color.blue].map(number)), at: position)),
      ]
      object.append(Node.Entry(key: "alpha", keyPosition: position, value: number(min(1, max(0, alpha)))))
      entries[at].value = Node(.object(object), at: position)
      result.append((path, Node(.object(entries), at: token.position)))
    }
    return result
  }

  private static func collect(_ node: Node, path: [String], into index: inout [[String]: Node]) {
    for entry in node.entries ?? [] where !entry.key.hasPrefix("$") && entry.value.entries != nil {
      if entry.value["$value"] != nil {
        index[path + [entry.key]] = entry.value
      } else {
        collect(entry.value, path: path + [entry.key], into: &index)
      }
    }
  }

  /// A value's colour, through whole-value references (`{a.b.c}`).
  private static func resolvedColor(_ value: Node, in index: [[String]: Node], depth: Int) -> ColorModifier.RGBA? {
    guard depth < 32 else { return nil }
    if let text = value.string?.trimmingCharacters(in: .whitespaces) {
      if text.hasPrefix("{"), text.hasSuffix("}"),
        !text.dropFirst().dropLast().contains(where: { $0 == "{" || $0 == "}" })
      {
        let path = text.dropFirst().dropLast().split(separator: ".", omittingEmptySubsequences: false).map(String.init)
        guard let target = index[path]?["$value"] else { return nil }
        return resolvedColor(target, in: index, depth: depth + 1)
      }
      return ColorModifier.parse(text)
    }
    if value["colorSpace"]?.string == "srgb", let components = value["components"]?.array,
      components.count == 3, case let numbers = components.compactMap(\.number), numbers.count == 3
    {
      return ColorModifier.RGBA(
        red: numbers[0], green: numbers[1], blue: numbers[2], alpha: value["alpha"]?.number ?? 1)
    }
    return nil
  }
}
