import Foundation
import SpecimenCore
import Tokens

/// Reads Style Dictionary's own JSON (before DTCG): a token is an object with `value`, and
/// optionally `type`, `comment`, `attributes` and `themeable`; references are `{a.b.c}` or
/// `{a.b.c.value}`; files deep-merge in name order. The result is one set of DTCG-shaped trees,
/// one per file, which merge as resolver sources do (groups key by key, a token whole).
enum StyleDictionaryReader {
  /// The category (first path segment, Style Dictionary's CTI) → the DTCG type of an untyped token.
  static let categoryTypes: [String: String] = ["color": "color", "size": "dimension", "time": "duration"]
  /// Keys of Style Dictionary's own, kept under `$extensions` so nothing is lost.
  static let extensionKey = "com.amazon.style-dictionary"

  static func read(_ path: String, strictness: TokenStrictness, files: FileSource) -> ResolverDocument {
    var document = ResolverDocument(path: path, root: Node(.null, at: SourceLocation(file: path)))
    let isFolder = files.isDirectory(path)
    let names = isFolder ? ForeignSource.styleDictionaryFiles(in: path, reader: files, into: &document.diagnostics) : []
    let paths = isFolder ? names.map { path + "/" + $0 } : [path]
    // Files named for a light and a dark scheme (`sema-color-dark.json`, `modes/light.json`), as
    // a Style Dictionary config builds each scheme from the shared files and its own.
    let schemes = isFolder ? SchemeFiles(names) : nil
    var trees: [(index: Int, tree: Node)] = []
    var plainValues = StyleDictionaryPlainValues()
    // Colours written as a list of a light and a dark value: their dark tokens, read in a dark
    // context (the light value stays in the shared tree).
    var darkValues: [(path: [String], token: Node)] = []
    // Primer's theme values and alphas, and the file each alpha is written in.
    var overridden: [PrimerThemes.Overridden] = []
    var alphas: [(index: Int, path: [String], alpha: Double)] = []
    for (index, file) in paths.enumerated() {
      guard let root = ForeignSource.parse(file, reader: files, into: &document.diagnostics) else {
        document.unreadableSources = true
        continue
      }
      guard root.entries != nil else {
        document.diagnostics.append(
          .error(
            "a Style Dictionary file must be an object, found \(root.kindDescription)", at: root.location,
            id: .tokenSourceNotAnObject))
        continue
      }
      var conversion = Conversion(file: file, strictness: strictness)
      let tree = conversion.convertGroup(root, path: [])
      conversion.finish(into: &document)
      for (path, value) in conversion.plainValues { plainValues.add(path, value) }
      trees.append((index, tree))
      darkValues.append(contentsOf: conversion.darkValues)
      overridden.append(contentsOf: conversion.primerOverridden)
      alphas.append(contentsOf: conversion.alphas.map { (index, $0.path, $0.alpha) })
    }
    // Values outside tokens are known once every file is read: a reference may name one in a
    // file read after it.
    var sources: [SourceItem] = []
    var schemeSources: [ColorScheme.Kind: [SourceItem]] = [:]
    // The same trees, for alphas applied after references resolve.
    var sharedTrees: [Node] = []
    var schemeTrees: [ColorScheme.Kind: [Node]] = [:]
    // Palettes named for one of Primer's themes (`dark.dimmed.json5` → `dark-dimmed`), read in
    // that theme alone, over its scheme's palette, as Primer's `themes.config.ts` includes them.
    let themePalettes = PrimerThemes.palettes(names, themes: overridden)
    var themeTrees: [String: [Node]] = [:]
    for (index, tree) in trees {
      let tree = plainValues.isEmpty ? tree : plainValues.substitute(in: tree)
      if let theme = themePalettes[index] {
        themeTrees[theme, default: []].append(tree)
      } else if let kind = schemes?.kinds[index] {
        schemeSources[kind, default: []].append(.inline(tree))
        schemeTrees[kind, default: []].append(tree)
      } else {
        sources.append(.inline(tree))
        sharedTrees.append(tree)
      }
    }
    var sharedAlphas: [[String]: Double] = [:]
    var schemeAlphas: [ColorScheme.Kind: [[String]: Double]] = [:]
    var paletteAlphas: [String: [[String]: Double]] = [:]
    for (index, path, alpha) in alphas {
      if let theme = themePalettes[index] {
        paletteAlphas[theme, default: [:]][path] = alpha
      } else if let kind = schemes?.kinds[index] {
        schemeAlphas[kind, default: [:]][path] = alpha
      } else {
        sharedAlphas[path] = alpha
      }
    }
    func tree(_ tokens: [(path: [String], token: Node)]) -> Node {
      let tree = SchemeList.tree(of: tokens)
      return plainValues.isEmpty ? tree : plainValues.substitute(in: tree)
    }
    if plainValues.replaced > 0 {
      let severity: Diagnostic.Severity = strictness == .strict ? .error : .warning
      let diagnostic = Diagnostic(
        severity,
        "\(plainValues.replaced == 1 ? "1 reference names" : "\(plainValues.replaced) references name") values written outside tokens (a string or number in a group); Style Dictionary resolves a reference to such a value, so each is read as the value it names",
        at: plainValues.firstReplaced, hint: "make the values tokens with \"$value\"", id: .styleDictionaryForm)
      document.diagnostics.append(diagnostic)
      document.deviations.append(TokenDeviation(kind: .styleDictionaryForm, diagnostic: diagnostic))
    }
    if sources.isEmpty, paths.isEmpty {
      document.diagnostics.append(
        .error(
          "\(path) holds no JSON or YAML token files", at: nil, hint: "point the source at the token folder",
          id: .tokenSourceEmpty))
    }
    if !darkValues.isEmpty {
      let darkTree = tree(darkValues)
      schemeSources[.dark, default: []].append(.inline(darkTree))
      schemeTrees[.dark, default: []].append(darkTree)
    }
    let name = ((path as NSString).lastPathComponent as NSString).deletingPathExtension
    if schemes != nil || !darkValues.isEmpty || !overridden.isEmpty {
      let light = schemes?.light ?? "light"
      let dark = schemes?.dark ?? "dark"
      // Primer's further themes, as its files first name them, after the light and the dark one.
      var contexts = [light, dark]
      for item in overridden {
        for theme in item.themes where theme.name != "light" && theme.name != "dark" && !contexts.contains(theme.name) {
          contexts.append(theme.name)
        }
      }
      var contextSources: [String: [SourceItem]] = [:]
      for context in contexts {
        // The theme's name as Primer's overrides write it, and the scheme it builds on.
        let theme = context == light ? "light" : context == dark ? "dark" : context
        let fallback = PrimerThemes.fallback(of: theme, light: "light", dark: "dark")
        let kind: ColorScheme.Kind = fallback == "light" ? .light : .dark
        let palettes = themeTrees[theme] ?? []
        var items = (schemeSources[kind] ?? []) + palettes.map { .inline($0) }
        var trees = sharedTrees + (schemeTrees[kind] ?? []) + palettes
        let (themed, themeAlphas) = PrimerThemes.themeTokens(overridden, theme: theme, fallback: fallback)
        if !themed.isEmpty {
          let themedTree = tree(themed)
          items.append(.inline(themedTree))
          trees.append(themedTree)
        }
        let alphas = sharedAlphas.merging(schemeAlphas[kind] ?? [:]) { $1 }.merging(paletteAlphas[theme] ?? [:]) { $1 }
          .merging(themeAlphas) { $1 }
        let withAlpha = PrimerThemes.applyingAlphas(alphas, in: trees)
        if !withAlpha.isEmpty { items.append(.inline(tree(withAlpha))) }
        contextSources[context] = items
      }
      document.order = [.set(name: name, sources: sources)]
      document.modifiers = [
        TokenModifier(
          name: "theme", description: nil, contexts: contexts, defaultContext: light,
          contextNames: [:], pixelUnits: [:], location: nil)
      ]
      document.order.append(.modifier(index: 0, contexts: contextSources))
    } else {
      let withAlpha = PrimerThemes.applyingAlphas(sharedAlphas, in: sharedTrees)
      if !withAlpha.isEmpty { sources.append(.inline(tree(withAlpha))) }
      document.order = [.set(name: name, sources: sources)]
    }
    return document
  }

  /// Which files of a folder belong to a light or a dark scheme: those whose path, without
  /// `.json`, has a light or dark word (`ColorScheme.kind`) as one of its `/`, `-`, `_` or `.`
  /// separated parts. Nil unless there is at least one of each: a folder with `dark.json` alone
  /// is one context, as before.
  struct SchemeFiles {
    /// Each file's scheme, by its index; nil for a file both schemes read.
    var kinds: [ColorScheme.Kind?]
    /// The contexts' names: the scheme words as the first such file writes them, lowercased.
    var light: String
    var dark: String

    init?(_ names: [String]) {
      var light: String?
      var dark: String?
      kinds = names.map { name in
        let stem = name.hasSuffix(".json") ? String(name.dropLast(5)) : (name as NSString).deletingPathExtension
        guard let (kind, word) = ColorScheme.kind(ofPath: stem) else { return nil }
        if kind == .light, light == nil { light = word }
        if kind == .dark, dark == nil { dark = word }
        return kind
      }
      guard let light, let dark, light != dark else { return nil }
      self.light = light
      self.dark = dark
    }
  }

  /// `{color.base.red.value}` → `{color.base.red}` and `{ color.accent }` → `{color.accent}` in
  /// every reference of a string, as Style Dictionary reads them (it trims the name and drops a
  /// trailing `.value`); nil when nothing changes. One pass over the text.
  static func droppingValueSuffix(_ text: String) -> String? {
    guard text.contains("{") else { return nil }
    var result = ""
    var rest = Substring(text)
    var changed = false
    while let open = rest.firstIndex(of: "{") {
      result += rest[..<open]
      guard let close = rest[open...].firstIndex(of: "}") else { break }
      let written = rest[rest.index(after: open)..<close]
      var inner = Substring(written.trimmingCharacters(in: .whitespaces))
      // `.value` in the classic form, `.$value` in the DTCG form: the path walks into the token.
      if inner.hasSuffix(".$value") {
        inner = inner.dropLast(".$value".count)
      } else if inner.hasSuffix(".value") {
        inner = inner.dropLast(".value".count)
      }
      if inner != written { changed = true }
      result += "{" + inner + "}"
      rest = rest[rest.index(after: close)...]
    }
    return changed ? result + rest : nil
  }

  /// Type names Style Dictionary sources write in kebab case (as CSS property names), and the
  /// DTCG types they stand for.
  static let kebabTypes: [String: String] = [
    "font-size": "dimension", "font-weight": "fontWeight", "font-family": "fontFamily",
    "letter-spacing": "dimension", "line-height": "number", "border-radius": "dimension",
    "border-width": "dimension", "font-weights": "fontWeight", "font-sizes": "dimension",
    "font-families": "fontFamily", "cubic-bezier": "cubicBezier", "stroke-style": "strokeStyle",
  ]

  struct Conversion {
    var file: String
    var strictness: TokenStrictness
    var firstValue: SourceLocation?
    var firstBareSize: SourceLocation?
    var valueSuffixes = 0

    init(file: String, strictness: TokenStrictness) {
      self.file = file
      self.strictness = strictness
    }

    mutating func convertGroup(_ node: Node, path: [String], inheritedType: String? = nil) -> Node {
      var entries: [Node.Entry] = []
      let groupType = (node["$type"]?.string).map { StyleDictionaryReader.kebabTypes[$0] ?? $0 } ?? inheritedType
      for entry in node.entries ?? [] {
        var converted = entry
        if let value = entry.value.entries, value.contains(where: { $0.key == "$value" }) {
          converted.value = convertDTCGToken(entry.value, path: path + [entry.key], inheritedType: groupType)
        } else if let value = entry.value.entries, value.contains(where: { $0.key == "value" }) {
          converted.value = convertToken(entry.value, path: path + [entry.key])
        } else if entry.key == "extensions", let data = entry.value.entries,
          !data.contains(where: { $0.value.entries?.contains { $0.key == "value" } == true })
        {
          // Figma's Design Tokens plugin writes a group's own data under `extensions`.
          converted.key = "$extensions"
        } else if entry.value.entries != nil, !entry.key.hasPrefix("$") {
          converted.value = convertGroup(entry.value, path: path + [entry.key], inheritedType: groupType)
        } else if entry.key == "comment" || entry.key == "description", entry.value.string != nil {
          converted.key = "$description"
        } else if entry.key == "$type", let type = entry.value.string, let dtcg = StyleDictionaryReader.kebabTypes[type]
        {
          noteKebab(type, at: entry.value.location)
          converted.value = Node(.string(dtcg), at: entry.value.position)
        } else if !entry.key.hasPrefix("$"), entry.value.entries == nil {
          // Style Dictionary reads only objects in a group: a string, number or null beside the
          // tokens (`"_comment": "…"`, `"description": null`) is no token and is passed over.
          if firstPassedOver == nil { firstPassedOver = entry.keyLocation }
          if !passedOverKeys.contains(entry.key) { passedOverKeys.append(entry.key) }
          plainValues.append((path + [entry.key], entry.value))
          continue
        }
        entries.append(converted)
      }
      return Node(.object(entries), at: node.position)
    }

    var kebabTypesRead: [String] = []
    var firstKebabType: SourceLocation?
    var untypedCount = 0
    var firstUntyped: SourceLocation?
    var keptKeys: [String] = []
    var firstKeptKey: SourceLocation?
    var firstPluginShadow: SourceLocation?
    var passedOverKeys: [String] = []
    var firstPassedOver: SourceLocation?
    /// Colours written as a list (`[light, dark]`): each one's dark token, by path.
    var darkValues: [(path: [String], token: Node)] = []
    var firstSchemeList: SourceLocation?
    var schemeListCount = 0
    /// Tokens with Primer's theme values (`org.primer.overrides`), and colours with an `alpha`.
    var primerOverridden: [PrimerThemes.Overridden] = []
    var alphas: [(path: [String], alpha: Double)] = []
    var firstPrimer: SourceLocation?
    /// The values passed over, by path: references in other tokens may name them.
    var plainValues: [(path: [String], value: Node)] = []

    private mutating func noteKebab(_ type: String, at location: SourceLocation) {
      if firstKebabType == nil { firstKebabType = location }
      if !kebabTypesRead.contains(type) { kebabTypesRead.append(type) }
    }

    /// A token in Style Dictionary 4's DTCG syntax: kebab-case types renamed, references with
    /// spaces or `.value` read as Style Dictionary reads them, keys of its own beside the value
    /// (`group`, `private`, `original`) kept under `$extensions`, and a token without any type
    /// (Style Dictionary passes such values through as written) typed by its value.
    private mutating func convertDTCGToken(_ node: Node, path: [String], inheritedType: String?) -> Node {
      var result: [Node.Entry] = []
      var own: [Node.Entry] = []
      var extensions: Node?
      var typed = inheritedType != nil
      var alpha: Double?
      for entry in node.entries ?? [] {
        var converted = entry
        switch entry.key {
        case "alpha" where entry.value.number != nil:
          // Primer's alpha for the colour the value resolves to.
          alpha = entry.value.number
          if firstPrimer == nil { firstPrimer = entry.keyLocation }
          continue
        case "$value":
          converted.value = rewriteReferences(entry.value)
          if converted.value != entry.value { valueSuffixes += 1 }
        case "$type":
          typed = true
          if let type = entry.value.string, let dtcg = StyleDictionaryReader.kebabTypes[type] {
            noteKebab(type, at: entry.value.location)
            converted.value = Node(.string(dtcg), at: entry.value.position)
          }
        case "$extensions":
          extensions = entry.value
          continue
        default:
          if !entry.key.hasPrefix("$") {
            if firstKeptKey == nil { firstKeptKey = entry.keyLocation }
            if !keptKeys.contains(entry.key) { keptKeys.append(entry.key) }
            own.append(entry)
            continue
          }
        }
        result.append(converted)
      }
      if !typed, let value = node["$value"], let type = Self.typeOfValue(value) {
        if firstUntyped == nil { firstUntyped = value.location }
        untypedCount += 1
        let position = value.position
        result.append(Node.Entry(key: "$type", keyPosition: position, value: Node(.string(type), at: position)))
      }
      if let kept = Self.extensions(extensions, keeping: own) { result.append(kept) }
      let type = node["$type"]?.string.map { StyleDictionaryReader.kebabTypes[$0] ?? $0 } ?? inheritedType
      if type == "color", let list = SchemeList(node["$value"]),
        let at = result.firstIndex(where: { $0.key == "$value" })
      {
        // Red Hat's build reads a colour written as a list as its light value (the first) and its
        // dark value (the last): the shared tree keeps the light one, the dark context the other.
        result[at].value = rewriteReferences(list.light)
        var dark = result
        dark[at].value = rewriteReferences(list.dark)
        if !dark.contains(where: { $0.key == "$type" }) {
          dark.append(
            Node.Entry(key: "$type", keyPosition: node.position, value: Node(.string("color"), at: node.position)))
        }
        darkValues.append((path, Node(.object(dark), at: node.position)))
        if firstSchemeList == nil { firstSchemeList = node["$value"]?.location }
        schemeListCount += 1
      }
      if let alpha, type == "color" { alphas.append((path, alpha)) }
      if let themes = PrimerThemes.themes(of: extensions) {
        let rewritten = themes.map { theme in (theme.name, theme.value.map(rewriteReferences), theme.alpha) }
        primerOverridden.append(
          PrimerThemes.Overridden(path: path, token: result, position: node.position, themes: rewritten))
        if firstPrimer == nil { firstPrimer = extensions?[PrimerThemes.extensionKey]?.location }
      }
      return Node(.object(result), at: node.position)
    }

    /// `$extensions` with the keys Style Dictionary keeps beside a value (`group`, `private`,
    /// `original`) under Specimen's own key; nil when there is neither.
    static func extensions(_ extensions: Node?, keeping own: [Node.Entry]) -> Node.Entry? {
      guard !own.isEmpty || extensions != nil else { return nil }
      var entries = extensions?.entries ?? []
      if let first = own.first {
        entries.append(
          Node.Entry(
            key: StyleDictionaryReader.extensionKey, keyPosition: first.keyPosition,
            value: Node(.object(own), at: first.keyPosition)))
      }
      let position = extensions?.position ?? own[0].keyPosition
      return Node.Entry(key: "$extensions", keyPosition: position, value: Node(.object(entries), at: position))
    }

    /// The type a value written without one reads as: a color string, a size, a time, a number,
    /// else text kept as written; a reference takes its target's type (nil).
    static func typeOfValue(_ value: Node) -> String? {
      if value.number != nil { return "number" }
      if value.bool != nil { return "boolean" }
      guard let text = value.string?.trimmingCharacters(in: .whitespaces) else { return nil }
      if text.hasPrefix("{") && text.hasSuffix("}") && !text.dropFirst().contains("{") { return nil }
      if ColorModifier.parse(text) != nil { return "color" }
      if let measure = LenientForms.measure(text) {
        if ["px", "rem", "em", "%"].contains(measure.unit) { return "dimension" }
        if ["ms", "s"].contains(measure.unit) { return "duration" }
      }
      return "string"
    }

    private mutating func convertToken(_ node: Node, path: [String]) -> Node {
      var result: [Node.Entry] = []
      var own: [Node.Entry] = []
      var extensions: Node?
      let written = node["type"]?.string
      if firstValue == nil { firstValue = node.entries?.first { $0.key == "value" }?.keyLocation }
      let category = path.first.flatMap { categoryTypes[$0] }
      let type = written ?? category ?? Self.untypedType(node["value"])
      for entry in node.entries ?? [] {
        var converted = entry
        switch entry.key {
        case "value":
          converted.key = "$value"
          converted.value = rewriteReferences(entry.value)
          if converted.value != entry.value { valueSuffixes += 1 }
          if let literal = Self.cssValue(converted.value, type: type) { converted.value = literal }
          // Style Dictionary's size/rem transform: a bare size (1 or "1") is rem.
          let bare =
            entry.value.number ?? entry.value.string.flatMap { Double($0.trimmingCharacters(in: .whitespaces)) }
          if type == "dimension", let bare {
            if firstBareSize == nil { firstBareSize = entry.value.location }
            converted.value = Node(
              .object([
                Node.Entry(
                  key: "value", keyPosition: entry.value.position,
                  value: Node(.number(bare, formatNumber(bare)), at: entry.value.position)),
                Node.Entry(
                  key: "unit", keyPosition: entry.value.position, value: Node(.string("rem"), at: entry.value.position)),
              ]), at: entry.value.position)
          }
        case "type":
          converted.key = "$type"
        case "comment":
          converted.key = "$description"
          if node["description"] != nil {
            own.append(entry)
            continue
          }
        case "description":
          // The Figma Design Tokens plugin writes `null` for a style without a description.
          if entry.value.value == .null { continue }
          converted.key = "$description"
        case "extensions" where entry.value.entries != nil && extensions == nil:
          extensions = entry.value
          continue
        case "$extensions":
          extensions = entry.value
          continue
        default:
          if !entry.key.hasPrefix("$") {
            own.append(entry)
            continue
          }
        }
        result.append(converted)
      }
      // The Figma Design Tokens plugin's effects and text styles: read as the shadow and the
      // typography its own transforms write.
      let plugin: (type: String, read: (Node) -> Node?)? =
        switch written {
        case "custom-shadow": ("shadow", StyleDictionaryReader.figmaPluginShadow)
        case "custom-fontStyle": ("typography", StyleDictionaryReader.figmaPluginTypography)
        case "custom-gradient": ("gradient", StyleDictionaryReader.figmaPluginGradient)
        default: nil
        }
      if let plugin, let at = result.firstIndex(where: { $0.key == "$value" }), let read = plugin.read(result[at].value)
      {
        result[at].value = read
        if let type = result.firstIndex(where: { $0.key == "$type" }) {
          result[type].value = Node(.string(plugin.type), at: result[type].value.position)
        }
        if firstPluginShadow == nil { firstPluginShadow = result[at].value.location }
      }
      if written == nil, let type {
        let position = node.entries?.first { $0.key == "value" }?.keyPosition ?? node.position
        result.append(Node.Entry(key: "$type", keyPosition: position, value: Node(.string(type), at: position)))
      }
      if let kept = Self.extensions(extensions, keeping: own) { result.append(kept) }
      return Node(.object(result), at: node.position)
    }

    /// The type of a token Style Dictionary passes through as written (no `type`, outside the
    /// color, size and time categories): a number is a number; a string or boolean keeps
    /// `string` or `boolean`, which 2025.10 lacks (warned at the token, kept as written). A
    /// reference stays untyped, taking its target's type.
    static func untypedType(_ value: Node?) -> String? {
      guard let value else { return nil }
      // An object or a list (a shadow written without its type) passes through as written.
      if value.entries != nil || value.array != nil { return "string" }
      if value.number != nil { return "number" }
      if value.bool != nil { return "boolean" }
      guard let text = value.string else { return nil }
      let trimmed = text.trimmingCharacters(in: .whitespaces)
      let isReference =
        trimmed.hasPrefix("{") && trimmed.hasSuffix("}")
        && trimmed.dropFirst().dropLast().allSatisfy { $0 != "{" && $0 != "}" }
      // Read by its value, as the file's warning says: "999px" is a size, "#fff" a color.
      return isReference ? nil : typeOfValue(value) ?? "string"
    }

    /// Style Dictionary writes values as CSS does: `"#CCCCCC"`, `"16px"`, `"200ms"`. Within its
    /// form (warned once per file) these are read as the DTCG objects they stand for.
    static func cssValue(_ node: Node, type: String?) -> Node? {
      guard let text = node.string, let type else { return nil }
      let at = node.position
      func number(_ value: Double) -> Node { Node(.number(value, JSONWriter.number(value)), at: at) }
      func entry(_ key: String, _ value: Node) -> Node.Entry { Node.Entry(key: key, keyPosition: at, value: value) }
      switch type {
      case "color":
        guard let color = ColorModifier.parse(text) else { return nil }
        var entries = [
          entry("colorSpace", Node(.string("srgb"), at: at)),
          entry("components", Node(.array([color.red, color.green, color.blue].map(number)), at: at)),
        ]
        if color.alpha < 1 { entries.append(entry("alpha", number(color.alpha))) }
        return Node(.object(entries), at: at)
      case "dimension", "duration":
        let units = type == "dimension" ? ["px", "rem"] : ["ms", "s"]
        guard let measure = LenientForms.measure(text), units.contains(measure.unit) else { return nil }
        return Node(
          .object([entry("value", number(measure.value)), entry("unit", Node(.string(measure.unit), at: at))]), at: at)
      default:
        return nil
      }
    }

    /// References with a `.value` ending lose it, in the value and in composite values' fields.
    private func rewriteReferences(_ node: Node) -> Node {
      switch node.value {
      case .string(let text):
        guard let rewritten = droppingValueSuffix(text) else { return node }
        return Node(.string(rewritten), at: node.position)
      case .object(let entries):
        return Node(
          .object(
            entries.map { entry in
              var entry = entry
              entry.value = rewriteStrings(entry.value)
              return entry
            }), at: node.position)
      case .array(let items):
        return Node(.array(items.map(rewriteStrings)), at: node.position)
      default:
        return node
      }
    }

    /// One level inside a composite value (a shadow layer's fields), without recursion.
    private func rewriteStrings(_ node: Node) -> Node {
      if let text = node.string, let rewritten = droppingValueSuffix(text) {
        return Node(.string(rewritten), at: node.position)
      }
      guard let entries = node.entries else { return node }
      return Node(
        .object(
          entries.map { entry in
            var entry = entry
            if let text = entry.value.string, let rewritten = droppingValueSuffix(text) {
              entry.value = Node(.string(rewritten), at: entry.value.position)
            }
            return entry
          }), at: node.position)
    }

    /// One warning for the file's form, one for its bare sizes (errors when strict).
    func finish(into document: inout ResolverDocument) {
      let severity: Diagnostic.Severity = strictness == .strict ? .error : .warning
      var found: [Diagnostic] = []
      if let firstValue {
        found.append(
          Diagnostic(
            severity,
            "this file is Style Dictionary's JSON (\"value\", \"type\", \"comment\", CSS strings for colors, sizes and times\(valueSuffixes > 0 ? ", references ending in .value" : "")); DTCG 2025.10 writes \"$value\", \"$type\", \"$description\" and value objects",
            at: firstValue,
            hint: "Style Dictionary 4 reads DTCG files: rename the keys, or keep them and read the file as it is",
            id: .styleDictionaryForm))
      }
      if let firstBareSize {
        found.append(
          Diagnostic(
            severity,
            "sizes in this file are bare numbers, read as rem, as Style Dictionary's size/rem transform does; DTCG 2025.10 writes {\"value\": 1, \"unit\": \"rem\"}",
            at: firstBareSize, hint: "write each size with its unit", id: .styleDictionarySizeRem))
      }
      if let firstKebabType {
        found.append(
          Diagnostic(
            severity,
            "this file writes types in kebab case (\(kebabTypesRead.map { "\($0) → \(StyleDictionaryReader.kebabTypes[$0] ?? $0)" }.joined(separator: ", "))), read as the DTCG types they name; DTCG 2025.10 has only its own type names",
            at: firstKebabType, hint: "write the DTCG type names", id: .styleDictionaryForm))
      }
      if let firstUntyped {
        found.append(
          Diagnostic(
            severity,
            "\(untypedCount == 1 ? "1 token" : "\(untypedCount) tokens") in this file \(untypedCount == 1 ? "has" : "have") no type; Style Dictionary passes such values through as written, so each is read by its value (a color, a size, a time, a number, else text)",
            at: firstUntyped, hint: "give the tokens or their group a \"$type\"", id: .styleDictionaryForm))
      }
      if let firstKeptKey {
        let names =
          keptKeys.prefix(5).map { "'\($0)'" }.joined(separator: ", ")
          + (keptKeys.count > 5 ? " and \(keptKeys.count - 5) more" : "")
        found.append(
          Diagnostic(
            severity,
            "this file writes \(names) beside its tokens' values, as Style Dictionary allows; they are kept under \"$extensions\"",
            at: firstKeptKey, hint: "move them under \"$extensions\"", id: .styleDictionaryForm))
      }
      if let firstPassedOver {
        let names =
          passedOverKeys.prefix(5).map { "'\($0)'" }.joined(separator: ", ")
          + (passedOverKeys.count > 5 ? " and \(passedOverKeys.count - 5) more" : "")
        found.append(
          Diagnostic(
            severity,
            "this file writes \(names) in groups with a value that is no object; Style Dictionary reads only objects there as tokens, so they are no tokens (a reference to one reads its value)",
            at: firstPassedOver,
            hint: "write them as a group's \"$description\" or under \"$extensions\", or as tokens with \"$value\"",
            id: .styleDictionaryForm))
      }
      if let firstPluginShadow {
        found.append(
          Diagnostic(
            severity,
            "this file writes effects and text styles as the Figma Design Tokens plugin does (\"custom-shadow\", \"custom-fontStyle\", \"custom-gradient\", sizes as numbers in px), read as DTCG shadows (radius as blur, an inner shadow as inset), typographies and the CSS gradients its transforms write",
            at: firstPluginShadow, hint: "write \"$type\": \"shadow\" with DTCG shadow fields", id: .styleDictionaryForm
          ))
      }
      if let firstSchemeList {
        found.append(
          Diagnostic(
            severity,
            "\(schemeListCount == 1 ? "1 colour" : "\(schemeListCount) colours") in this file \(schemeListCount == 1 ? "is" : "are") written as a list of values, as Red Hat's build reads them: the first is the light scheme's value, the last the dark one's (a `theme` modifier, light and dark); DTCG 2025.10 has one value per token",
            at: firstSchemeList,
            hint: "write the dark values in a file of their own (`dark.json`) or as a resolver's modifier",
            id: .styleDictionaryForm))
      }
      if let firstPrimer {
        func count(_ n: Int, _ one: String, _ many: String) -> String { n == 1 ? "1 \(one)" : "\(n) \(many)" }
        let written = [
          primerOverridden.isEmpty
            ? nil
            : count(primerOverridden.count, "token has", "tokens have")
              + " values for GitHub Primer's themes (\"org.primer.overrides\"), each theme read as a context of the `theme` modifier taking its own value, else its light or dark one",
          alphas.isEmpty
            ? nil
            : count(alphas.count, "colour has", "colours have")
              + " an \"alpha\" beside the value, read as Primer's build reads it: the alpha of the colour the value resolves to",
        ].compactMap { $0 }
        found.append(
          Diagnostic(
            severity, "in this file " + written.joined(separator: "; ") + "; DTCG 2025.10 has one value per token",
            at: firstPrimer,
            hint: "write each theme's values as a resolver's modifier context, and colours with their alpha",
            id: .styleDictionaryForm))
      }
      for diagnostic in found {
        document.diagnostics.append(diagnostic)
        document.deviations.append(TokenDeviation(kind: .styleDictionaryForm, diagnostic: diagnostic))
      }
    }
  }
}
