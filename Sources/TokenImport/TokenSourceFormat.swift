import SpecimenCore
import Tokens

/// What a token source is written in: DTCG files, a Figma variables export, a Tokens Studio
/// export, Style Dictionary's own JSON, or Salesforce's Theo. Each foreign format is read into a `ResolverDocument`,
/// so contexts, tables, CSS, contrast and lint work the same for all of them.
package enum TokenSourceFormat: String, Sendable, CaseIterable {
  case dtcg
  case figmaVariables = "figma-variables"
  case tokensStudio = "tokens-studio"
  case styleDictionary = "style-dictionary"
  case theo

  /// The format named `text`, or nil with an error that suggests the closest name.
  package static func named(_ text: String, at location: SourceLocation?, into diagnostics: inout Diagnostics)
    -> TokenSourceFormat?
  {
    if let format = TokenSourceFormat(rawValue: text.lowercased()) { return format }
    let names = allCases.map(\.rawValue)
    diagnostics.append(
      .error(
        "unknown token source format '\(text)'", at: location,
        hint: Suggestion.hint(for: text, in: names) ?? "the formats are \(names.joined(separator: ", "))",
        id: .tokenSourceFormatUnknown))
    return nil
  }

  /// The error for a source whose format cannot be told from its contents; a Figma file (the
  /// component snapshot, not its variables) is named as such.
  static func unclear(_ path: String, at location: SourceLocation?, root: Node? = nil) -> Diagnostic {
    if let root, root["document"] != nil || root["nodes"] != nil {
      return .error(
        "\(path) is a Figma file (GET /v1/files/:key), not its variables", at: root.location,
        hint: "name it under figma: in site.yml; the tokens come from GET /v1/files/:key/variables/local",
        id: .tokenSourceFormatUnclear)
    }
    return .error(
      "cannot tell what format the token source \(path) is in", at: location,
      hint:
        "name it: `format:` under tokens: in site.yml or --source-format, one of "
        + allCases.map(\.rawValue).joined(separator: ", "),
      id: .tokenSourceFormatUnclear)
  }

  /// Whether a file is written for Salesforce's Theo: only its top-level keys (`props`,
  /// `aliases`, `global`, `imports`), with props, aliases or imports. Its aliases (`{!name}`) and
  /// imports are its own, so it is read by `TheoReader`, never as Style Dictionary.
  static func isTheo(_ root: Node) -> Bool {
    guard let entries = root.entries, !entries.isEmpty else { return false }
    let keys = Set(entries.map(\.key))
    return keys.isSubset(of: ["props", "aliases", "global", "imports"])
      && (keys.contains("props") || keys.contains("aliases") || keys.contains("imports"))
  }

  /// Tokens Studio's names for its token types, which no other format writes.
  static let studioOnlyTypes: Set<String> = [
    "spacing", "sizing", "borderRadius", "borderWidth", "fontFamilies", "fontWeights", "fontSizes", "lineHeights",
    "letterSpacing", "paragraphSpacing", "boxShadow", "composition", "textCase", "textDecoration", "asset",
    "paragraphIndent",
  ]

  /// The format a parsed file is in, from what its keys and types say; nil when nothing tells.
  /// Looks at most at `sniffedNodes` nodes, so a large file costs no more than a small one.
  static func sniff(_ root: Node) -> TokenSourceFormat? {
    guard let entries = root.entries else { return nil }
    let keys = Set(entries.map(\.key))
    if keys.contains("$themes") || keys.contains("$metadata") { return .tokensStudio }
    if FigmaVariablesBody.looksLikeVariables(root) { return .figmaVariables }
    var dollarValue = false
    var plainValue = false
    var styleDictionaryKeys = false
    var stack: [Node] = [root]
    var visited = 0
    while let node = stack.popLast(), visited < sniffedNodes {
      visited += 1
      guard let entries = node.entries else { continue }
      for entry in entries {
        switch entry.key {
        case "$value": dollarValue = true
        case "value": plainValue = true
        case "comment", "attributes", "themeable": styleDictionaryKeys = true
        case "$type", "type":
          if let type = entry.value.string, studioOnlyTypes.contains(type) { return .tokensStudio }
        case "$extensions":
          if entry.value["studio.tokens"] != nil { return .tokensStudio }
        default:
          if let text = entry.value.string, MathExpression.looksLikeMath(text) { return .tokensStudio }
        }
        // Inside a `$value`, `value` is a DTCG dimension's number (`{"value": 8, "unit": "px"}`),
        // not Style Dictionary's token value; so it is inside `$extensions`, where exports keep
        // per-mode values of that shape (Apple HIG's and Spectrum's `mode`).
        if entry.key != "$value", entry.key != "$extensions", entry.value.entries != nil {
          stack.append(entry.value)
        }
      }
    }
    if styleDictionaryKeys && plainValue { return .styleDictionary }
    if dollarValue && !plainValue { return .dtcg }
    if plainValue && !dollarValue { return .styleDictionary }
    return nil
  }

  static let sniffedNodes = 20_000

  /// The format of a folder from the names of its files: Tokens Studio writes `$themes.json` and
  /// `$metadata.json`; DTCG files end in `.tokens.json` or `.resolver.json`. Nil: look inside.
  static func sniff(folderNames names: [String]) -> TokenSourceFormat? {
    if names.contains("$themes.json") || names.contains("$metadata.json") { return .tokensStudio }
    // `*.tokens.json` is a name other tools' exports take too (Figma plugins write their own
    // `value`/`type` JSON under it): the files say which format they hold.
    if names.contains(where: { $0.hasSuffix(".resolver.json") }) { return .dtcg }
    return nil
  }
}
