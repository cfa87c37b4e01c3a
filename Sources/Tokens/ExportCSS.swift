import SpecimenCore

/// CSS custom properties: one per token, a block per context.
///
/// `tokens.css` has `:root` with every token in the default context, then for each modifier and
/// each of its contexts a block `[data-MODIFIER="CONTEXT"]` with the tokens that modifier changes
/// (`[data-theme="dark"]`, `[data-platform="android"]`; the default context's block too, so a
/// light region can sit inside a dark page). A token that depends on two modifiers at once gets a
/// combined block, `[data-theme="dark"][data-platform="android"]`, which needs both attributes on
/// one element. The colour scheme (`ColorScheme`), whatever its modifier is called, is written as
/// the theme switch sets it: its light context in `:root` and `[data-theme="light"]`, its dark
/// one in `[data-theme="dark"]` and, until the reader picks, under `prefers-color-scheme: dark`.
/// Values are literal (no `var()` chains), because custom properties inherit their
/// computed value and would not follow a theme switched below `:root`.
extension ResolvedToken {
  /// The declarations of this token: one, plus size, line height and letter spacing for typography.
  ///
  /// A typography without a fontFamily has no `font` shorthand (CSS requires a family there, and
  /// writing one would invent it): its variable is left out and `-font-weight` is declared
  /// instead, so the longhands set it and the family is inherited. Without a lineHeight the
  /// shorthand leaves it out, which CSS reads as `normal`, and `-line-height` is `normal` too.
  func makeCSSDeclarations() -> [(name: String, value: String)] {
    guard case .typography(let t) = value else {
      return [(cssVariable, value.css + Self.androidComment(value.androidUnits))]
    }
    var out: [(name: String, value: String)] = []
    if let font = t.cssFont {
      out.append((cssVariable, font + Self.androidComment(value.androidUnits)))
    } else {
      out.append((cssVariable + "-font-weight", formatNumber(t.fontWeight) + " /* no fontFamily: no font shorthand */"))
    }
    out.append(
      (
        cssVariable + "-font-size",
        t.fontSize.css + Self.androidComment(TokenValue.dimension(t.fontSize).androidUnits)
      ))
    out.append((cssVariable + "-line-height", t.lineHeightCSS ?? "normal"))
    out.append(
      (
        cssVariable + "-letter-spacing",
        t.letterSpacing.css + Self.androidComment(TokenValue.dimension(t.letterSpacing).androidUnits)
      ))
    // Properties outside 2025.10 (textTransform, textDecoration) as their CSS names.
    for extra in extraProperties where !extra.field.contains(".") {
      out.append((cssVariable + "-" + kebabCase(extra.field), opaqueCSS(extra.text)))
    }
    return out
  }

  /// CSS has no dp or sp: their values are written in px (1dp = 1sp = 1px, the density-independent
  /// pixel at Android's baseline density and default font scale), with a comment saying so.
  static func androidComment(_ units: [String]) -> String {
    if units.isEmpty { return "" }
    return " /* from \(units.joined(separator: ", ")): " + units.map { "1\($0)" }.joined(separator: " = ") + " = 1px */"
  }
}

extension TokenSystem {
  /// `[data-theme="dark"]`; `[data-theme="dark"][data-platform="android"]` for several. The
  /// context's name is written as a CSS string, so no name can end the selector. With a colour
  /// scheme, its light and dark contexts are the theme switch's `[data-theme="light"]` and
  /// `[data-theme="dark"]` whatever the modifier is called, and another modifier whose attribute
  /// would be `data-theme` takes `data-theme-modifier`, so the switch never sets it by accident.
  package static func cssSelector(for inputs: [ContextInput], scheme: ColorScheme? = nil) -> String {
    if inputs.isEmpty { return ":root" }
    return inputs.map { input in
      guard let scheme else { return CSS.dataAttributeSelector(input.modifier, equals: input.context) }
      if let dark = scheme.isDark(input) {
        return CSS.dataAttributeSelector(ColorScheme.attribute, equals: dark ? "dark" : "light")
      }
      return CSS.dataAttributeSelector(attributeName(input.modifier, scheme: scheme), equals: input.context)
    }.joined()
  }

  /// A modifier name as an HTML data attribute name: lowercase, `[a-z0-9-]`.
  package static func attributeName(_ modifier: String) -> String {
    CSS.dataAttributeName(modifier)
  }

  /// A modifier's attribute beside a colour scheme: `theme-modifier` for a modifier other than
  /// the scheme's whose own would be the switch's `theme`.
  package static func attributeName(_ modifier: String, scheme: ColorScheme?) -> String {
    let name = CSS.dataAttributeName(modifier)
    guard let scheme, modifier != scheme.modifier, name == ColorScheme.attribute else { return name }
    return ColorScheme.attribute + "-modifier"
  }

  /// The context `:root` holds: the default, with the colour scheme at its light context.
  var stylesheetBase: TokenContext {
    guard let scheme = colorScheme, let modifier = modifiers.first(where: { $0.name == scheme.modifier }) else {
      return defaultContext
    }
    return Self.varying(defaultContext, modifier, to: scheme.light, modifiers: modifiers)
  }

  /// The dark scheme's declarations again, for a reader who has not picked a theme: under
  /// `@media (prefers-color-scheme: dark)`, on `:root` unless it says `data-theme="light"`. The
  /// selector weighs as one attribute (`:where`), as `[data-theme="dark"]` does, and the block
  /// stands before the modifiers' blocks, so those still win where they match.
  static func preferredDarkBlock(_ declarations: [(name: String, value: String)], comment: String) -> String {
    CSS.media(
      .prefersDark,
      block(
        ":root:where(:not(" + CSS.dataAttributeSelector(ColorScheme.attribute, equals: "light") + "))",
        declarations, comment: comment + ", while the reader has not picked a theme"))
  }

  /// One block: every token of a context under one selector.
  func cssBlock(for context: TokenContext, selector: String = ":root") -> String {
    let declarations = resolution(for: context).tokens.flatMap(\.cssDeclarations)
    return TokenSystem.block(selector, declarations, comment: context.name)
  }

  static func block(_ selector: String, _ declarations: [(name: String, value: String)], comment: String? = nil)
    -> String
  {
    CSS.rule(selector, declarations, comment: comment)
  }

  private func declarationMap(_ context: TokenContext) -> (order: [String], values: [String: String]) {
    let tokens = resolution(for: context).tokens
    var order: [String] = []
    var values: [String: String] = [:]
    order.reserveCapacity(tokens.count)
    values.reserveCapacity(tokens.count)
    for token in tokens {
      for (name, value) in token.cssDeclarations where values[name] == nil {
        order.append(name)
        values[name] = value
      }
    }
    return (order, values)
  }

  /// The site's `tokens.css`: `:root` in the default context, then one block per modifier context.
  package func cssStylesheet() -> String {
    alignedStylesheet() ?? stylesheetByName()
  }

  /// Every context a block is written for: the default, each modifier's contexts with the others
  /// at their defaults, and every context checked at load; each once.
  private var stylesheetContexts: [TokenContext] {
    let base = stylesheetBase
    var needed = [base]
    for modifier in modifiers {
      for value in modifier.contexts {
        needed.append(Self.varying(base, modifier, to: value, modifiers: modifiers))
      }
    }
    needed += resolutions.map(\.context)
    var unique: [TokenContext] = []
    var ids = Set<String>()
    for context in needed where ids.insert(context.id).inserted { unique.append(context) }
    return unique
  }

  /// `base` with `modifier` set to `value`.
  static func varying(
    _ base: TokenContext, _ modifier: TokenModifier, to value: String, modifiers: [TokenModifier]
  ) -> TokenContext {
    var inputs = base.inputs
    if let i = inputs.firstIndex(where: { $0.modifier == modifier.name }) { inputs[i].context = value }
    return makeContext(inputs, modifiers: modifiers)
  }

  /// The stylesheet when every context declares the same names in the same order, as contexts
  /// of one token set do: declarations compared by position, not looked up by name. The same
  /// text as `stylesheetByName`; nil when the contexts differ in what they declare.
  func alignedStylesheet() -> String? {
    let base = stylesheetBase
    let scheme = colorScheme
    let system = self
    let contexts = stylesheetContexts
    let made = ConcurrentMap.run(contexts) { context in
      let declarations = system.resolution(for: context).tokens.flatMap(\.cssDeclarations)
      return (names: declarations.map(\.name), values: declarations.map(\.value))
    }
    guard let names = made.first?.names, made.allSatisfy({ $0.names == names }) else { return nil }
    let values = Dictionary(uniqueKeysWithValues: zip(contexts.map(\.id), made.map(\.values)))
    // A name declared twice (two tokens with one CSS variable) counts where it first appears.
    var seen = Set<String>()
    seen.reserveCapacity(names.count)
    let firsts = names.indices.filter { seen.insert(names[$0]).inserted }

    let root = values[base.id]!
    var blocks = [TokenSystem.block(":root", firsts.map { (names[$0], root[$0]) }, comment: base.name)]
    // What the single-attribute blocks set, by position (for combined contexts).
    var singles: [(input: ContextInput, values: [Int: String])] = []
    for modifier in modifiers {
      let variants = modifier.contexts.map { value in
        (value, values[Self.varying(base, modifier, to: value, modifiers: modifiers).id]!)
      }
      // The declarations this modifier changes: differing between any two of its contexts.
      let changed = firsts.filter { p in variants.dropFirst().contains { $0.1[p] != variants[0].1[p] } }
      if changed.isEmpty { continue }
      for (value, list) in variants {
        let input = ContextInput(modifier: modifier.name, context: value)
        let comment = "\(modifier.name): \(modifier.displayName(of: value))"
        blocks.append(
          TokenSystem.block(
            TokenSystem.cssSelector(for: [input], scheme: scheme), changed.map { (names[$0], list[$0]) },
            comment: comment))
        if scheme?.isDark(input) == true {
          blocks.insert(TokenSystem.preferredDarkBlock(changed.map { (names[$0], list[$0]) }, comment: comment), at: 1)
        }
        singles.append((input, Dictionary(uniqueKeysWithValues: changed.map { ($0, list[$0]) })))
      }
    }

    // Contexts that set two or more modifiers away from their defaults.
    for resolution in resolutions {
      let context = resolution.context
      let changedInputs = context.inputs.filter { input in base.value(for: input.modifier) != input.context }
      guard changedInputs.count >= 2, let actual = values[context.id] else { continue }
      var declarations: [(String, String)] = []
      for p in firsts {
        var cascaded = root[p]
        for single in singles where changedInputs.contains(single.input) {
          if let v = single.values[p] { cascaded = v }
        }
        if cascaded != actual[p] { declarations.append((names[p], actual[p])) }
      }
      if declarations.isEmpty { continue }
      blocks.append(
        TokenSystem.block(
          TokenSystem.cssSelector(for: changedInputs, scheme: scheme), declarations, comment: context.name))
    }
    return blocks.joined(separator: "\n")
  }

  /// The stylesheet for contexts that declare different names: each context's declarations by
  /// name.
  func stylesheetByName() -> String {
    let base = stylesheetBase
    let scheme = colorScheme
    // Every context a block is written for, its declarations made once each, one per core.
    let contexts = stylesheetContexts
    let system = self
    let made = ConcurrentMap.run(contexts) { system.declarationMap($0) }
    let maps = Dictionary(uniqueKeysWithValues: zip(contexts.map(\.id), made))
    func declarations(_ context: TokenContext) -> (order: [String], values: [String: String]) {
      maps[context.id] ?? declarationMap(context)
    }
    let root = declarations(base)
    var blocks = [TokenSystem.block(":root", root.order.map { ($0, root.values[$0]!) }, comment: base.name)]
    // What the single-attribute blocks set, in the order they are written (for combined contexts).
    var singles: [(input: ContextInput, values: [String: String])] = []

    for modifier in modifiers {
      let variants = modifier.contexts.map { value -> (String, [String], [String: String]) in
        let map = declarations(Self.varying(base, modifier, to: value, modifiers: modifiers))
        return (value, map.order, map.values)
      }
      // The declarations this modifier changes: differing between any two of its contexts.
      var changed: [String] = []
      var seen: Set<String> = []
      for (_, order, _) in variants {
        for name in order where !seen.contains(name) {
          seen.insert(name)
          let first = variants[0].2[name]
          if variants.dropFirst().contains(where: { $0.2[name] != first }) { changed.append(name) }
        }
      }
      if changed.isEmpty { continue }
      for (value, _, map) in variants {
        let declarations = changed.compactMap { name in map[name].map { (name, $0) } }
        if declarations.isEmpty { continue }
        let input = ContextInput(modifier: modifier.name, context: value)
        let comment = "\(modifier.name): \(modifier.displayName(of: value))"
        blocks.append(
          TokenSystem.block(TokenSystem.cssSelector(for: [input], scheme: scheme), declarations, comment: comment))
        if scheme?.isDark(input) == true {
          blocks.insert(TokenSystem.preferredDarkBlock(declarations, comment: comment), at: 1)
        }
        singles.append((input, Dictionary(uniqueKeysWithValues: declarations.map { ($0.0, $0.1) })))
      }
    }

    // Contexts that set two or more modifiers away from their defaults.
    for resolution in resolutions {
      let context = resolution.context
      let changedInputs = context.inputs.filter { input in base.value(for: input.modifier) != input.context }
      guard changedInputs.count >= 2 else { continue }
      let actual = declarations(context)
      var declarations: [(String, String)] = []
      for name in actual.order {
        var cascaded = root.values[name]
        for single in singles where changedInputs.contains(single.input) {
          if let v = single.values[name] { cascaded = v }
        }
        if cascaded != actual.values[name] { declarations.append((name, actual.values[name]!)) }
      }
      if declarations.isEmpty { continue }
      blocks.append(
        TokenSystem.block(
          TokenSystem.cssSelector(for: changedInputs, scheme: scheme), declarations, comment: context.name))
    }
    return blocks.joined(separator: "\n")
  }
}

/// `textTransform` → `text-transform`; anything outside a-z, 0-9 and - becomes -.
func kebabCase(_ name: String) -> String {
  var out = ""
  for character in name {
    if character.isUppercase, character.isASCII {
      out += "-" + character.lowercased()
    } else if character.isASCII, character.isLetter || character.isNumber || character == "-" {
      out.append(character)
    } else {
      out += "-"
    }
  }
  return out
}
