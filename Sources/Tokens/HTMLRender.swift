import SpecimenCore

/// HTML the site places for token directives: a token table, a group list, inline values,
/// inline contrast, and the contrast report of the Color foundations page.
extension TokenSystem {
  private func esc(_ text: String) -> String { Escape.html(text) }

  /// The shared modifier values of some contexts, for labels: `Light` for Light · iOS and Light · Android.
  package func label(for group: [TokenContext]) -> String {
    guard let first = group.first else { return "" }
    if group.count == 1 { return first.name }
    var parts: [String] = []
    for modifier in modifiers {
      let values = Set(group.compactMap { $0.value(for: modifier.name) })
      if values.count == 1, let value = values.first { parts.append(modifier.displayName(of: value)) }
    }
    if group.count == contexts.count && Set(group) == Set(contexts) && parts.isEmpty { return "All" }
    return parts.isEmpty ? group.map(\.name).joined(separator: ", ") : parts.joined(separator: " · ")
  }

  /// Groups contexts by a key, keeping first-seen order.
  private func grouped<K: Hashable>(_ contexts: [TokenContext], by key: (TokenContext) -> K) -> [(K, [TokenContext])] {
    var order: [K] = []
    var groups: [K: [TokenContext]] = [:]
    for context in contexts {
      let k = key(context)
      if groups[k] == nil { order.append(k) }
      groups[k, default: []].append(context)
    }
    return order.map { ($0, groups[$0]!) }
  }

  private func unknown(_ name: String, at location: SourceLocation?) -> Diagnostic {
    .error("unknown token '\(name)'", at: location, hint: hint(forUnknownToken: name))
  }

  // MARK: (a) Token table

  /// One row per token: name, the value with a preview in each shown context (equal neighbours
  /// share a cell), the alias chain, and the description.
  package func tokenTableHTML(
    names: [String], contexts shown: [TokenContext]? = nil, caption: String? = nil, at location: SourceLocation? = nil
  ) -> (html: String, diagnostics: [Diagnostic]) {
    let columns = shown ?? contexts
    var diagnostics: [Diagnostic] = []
    var rows: [String] = []
    for name in names {
      let tokens = columns.map { resolve(name, in: $0) }
      guard tokens.contains(where: { $0 != nil }) else {
        diagnostics.append(unknown(name, at: location))
        continue
      }
      rows.append(row(name: name, tokens: tokens, columns: columns))
    }
    var html = "<div class=\"sp-token-table-wrap\"><table class=\"sp-token-table\">\n"
    if let caption { html += "<caption>\(esc(caption))</caption>\n" }
    html += "<thead><tr><th scope=\"col\">Token</th>"
    for context in columns { html += "<th scope=\"col\">\(esc(context.name))</th>" }
    html += "<th scope=\"col\">Alias chain</th><th scope=\"col\">Description</th></tr></thead>\n<tbody>\n"
    html += rows.joined(separator: "\n")
    html += "\n</tbody></table></div>\n"
    return (html, diagnostics)
  }

  private func row(name: String, tokens: [ResolvedToken?], columns: [TokenContext]) -> String {
    let first = tokens.compactMap { $0 }.first!
    var html = "<tr data-token=\"\(esc(first.name))\"><th scope=\"row\"><code class=\"sp-token-name\">\(esc(first.name))</code>"
    html += "<span class=\"sp-token-var\">\(esc(first.cssVariable))</span>"
    html += "<span class=\"sp-token-type\">\(esc(first.type.rawValue))</span></th>"
    // Neighbouring contexts with the same value share one cell.
    var i = 0
    while i < columns.count {
      let text = tokens[i].map { HTMLPreview.cell($0, columns[i]) } ?? "<span class=\"sp-missing\">not defined</span>"
      var span = 1
      while i + span < columns.count {
        let next = tokens[i + span].map { HTMLPreview.cell($0, columns[i + span]) } ?? "<span class=\"sp-missing\">not defined</span>"
        if next != text { break }
        span += 1
      }
      html += "<td class=\"sp-token-value\"\(span > 1 ? " colspan=\"\(span)\"" : "")>\(text)</td>"
      i += span
    }
    html += "<td class=\"sp-token-chain\">\(chainHTML(tokens: tokens, columns: columns))</td>"
    var description = first.description.map(esc) ?? ""
    if case .deprecated(let reason)? = first.deprecation {
      description = "<span class=\"sp-deprecated\">Deprecated\(reason.map { ": " + esc($0) } ?? "")</span> " + description
    }
    html += "<td class=\"sp-token-description\">\(description)</td></tr>"
    return html
  }

  private func stepsHTML(_ chain: [ChainStep], value: String?) -> String {
    var items = chain.map { "<li><code class=\"sp-token-name\">\(esc($0.name))</code>\($0.pointer.map { " <span class=\"sp-pointer\">\(esc($0))</span>" } ?? "")</li>" }
    if let value { items.append("<li class=\"sp-chain-value\">\(value)</li>") }
    return "<ol class=\"sp-chain\">" + items.joined() + "</ol>"
  }

  static func fieldLabel(_ type: TokenType, _ field: String) -> String {
    let parts = field.split(separator: ".").map(String.init)
    switch type {
    case .shadow where parts.count == 2: return "layer \(parts[0]) \(parts[1])"
    case .gradient where parts.count == 2: return "stop \(parts[0]) \(parts[1])"
    default: return field.isEmpty ? "value" : field
    }
  }

  private func chainBody(_ token: ResolvedToken) -> String {
    var parts: [String] = []
    if token.isAlias || token.subReferences.isEmpty {
      parts.append(stepsHTML(token.chain, value: token.subReferences.isEmpty ? esc(token.valueSummary) : nil))
    }
    for sub in token.subReferences {
      parts.append(
        "<div class=\"sp-subchain\"><span class=\"sp-field\">\(esc(TokenSystem.fieldLabel(token.type, sub.field)))</span>"
          + stepsHTML(sub.chain, value: nil) + "</div>")
    }
    return parts.joined()
  }

  private func chainHTML(tokens: [ResolvedToken?], columns: [TokenContext]) -> String {
    let pairs = zip(columns, tokens).compactMap { context, token in token.map { (context, $0) } }
    let groups = grouped(pairs.map(\.0)) { context in
      pairs.first { $0.0 == context }.map { chainBody($0.1) } ?? ""
    }
    if groups.count == 1 { return groups[0].0 }
    return groups.map { body, contexts in
      "<div class=\"sp-chain-context\"><span class=\"sp-context-label\">\(esc(label(for: contexts)))</span>\(body)</div>"
    }.joined()
  }

  // MARK: (b) Group table

  /// `token-list colors`: every token of a group, as a token table.
  package func tokenListHTML(group: String, contexts shown: [TokenContext]? = nil, at location: SourceLocation? = nil)
    -> (html: String, diagnostics: [Diagnostic])
  {
    let names = tokenNames(inGroup: group)
    if names.isEmpty {
      let groups = defaultResolution.groupPaths.map(\.name)
      let hint = Suggestion.hint(for: TokenPath(parsing: group).name, in: groups)
      return ("", [.error("no tokens in group '\(group)'", at: location, hint: hint)])
    }
    return tokenTableHTML(names: names, contexts: shown, at: location)
  }

  // MARK: (c) Inline value

  /// `{{token text/soft-500}}`: the value with a swatch, in the first shown context (or the one
  /// given); the title lists every shown context. Color swatches read the CSS variable, so they
  /// follow the page's theme switch.
  package func inlineTokenHTML(_ name: String, context: TokenContext? = nil, at location: SourceLocation? = nil)
    -> (html: String, diagnostics: [Diagnostic])
  {
    let context = context ?? contexts.first ?? defaultContext
    guard let token = resolve(name, in: context) else { return ("", [unknown(name, at: location)]) }
    let titles = contexts.compactMap { c in resolve(name, in: c).map { "\(c.name): \(summary($0, c))" } }
    let title = ([token.name] + titles).joined(separator: " · ")
    var body = ""
    switch token.value {
    case .color(let c): body = HTMLPreview.swatch(c, inline: true, cssVariable: token.cssVariable) + "<code>\(esc(c.hex))</code>"
      if !c.isOpaque { body += " <span class=\"sp-alpha\">\(esc(formatNumber(c.alpha * 100, decimals: 2)))%</span>" }
    default: body = "<span class=\"sp-value\">\(esc(summary(token, context)))</span>"
    }
    return ("<span class=\"sp-token-ref\" data-token=\"\(esc(token.name))\" title=\"\(esc(title))\">\(body)</span>", [])
  }

  private func summary(_ token: ResolvedToken, _ context: TokenContext) -> String {
    if case .dimension(let d) = token.value { return HTMLPreview.length(d, context) }
    return token.valueSummary
  }

  // MARK: (d) Inline contrast

  /// `{{contrast text/soft-500 on bg/white-0}}` → `3.26:1` (WCAG 2.x, in the first shown context
  /// or the one given; the title names the pair and the other contexts).
  package func inlineContrastHTML(
    _ foreground: String, on background: String, context: TokenContext? = nil, at location: SourceLocation? = nil
  ) -> (html: String, diagnostics: [Diagnostic]) {
    let context = context ?? contexts.first ?? defaultContext
    var problems: [Diagnostic] = []
    for name in [foreground, background] {
      guard let token = resolve(name, in: context) else { problems.append(unknown(name, at: location)); continue }
      if token.type != .color {
        problems.append(.error("contrast needs color tokens; \(token.name) is \(token.type.article) token", at: location))
      }
    }
    guard problems.isEmpty, let result = contrast(foreground, on: background, in: context) else { return ("", problems) }
    let others = contexts.compactMap { c in contrast(foreground, on: background, in: c).map { "\(c.name) \($0.formatted)" } }
    let title = "WCAG 2.x contrast of \(foreground) on \(background): " + others.joined(separator: ", ")
    let grade = result.passesText ? "sp-contrast-pass" : result.passesLargeTextAndUI ? "sp-contrast-large" : "sp-contrast-fail"
    return ("<span class=\"sp-contrast \(grade)\" title=\"\(esc(title))\">\(esc(result.formatted))</span>", [])
  }

  // MARK: (e) Contrast report

  /// A text, glyph or icon color on a background, below 4.5:1 somewhere.
  package struct ContrastPair: Sendable, Hashable {
    package var foreground: String
    package var background: String
    package var result: ContrastResult
    /// Disabled controls are exempt from WCAG 1.4.3.
    package var exempt: Bool
  }

  /// Every foreground (`text/*`, `fg/*`, `icon/*`) on every background (`bg/*`) below 4.5:1 in
  /// a context, in token order.
  package func lowContrastPairs(
    in context: TokenContext, foregrounds: [String] = ["text", "fg", "icon"], backgrounds: [String] = ["bg"]
  ) -> [ContrastPair] {
    let tokens = resolution(for: context).tokens.filter { $0.type == .color }
    let fgs = tokens.filter { t in foregrounds.contains { t.path.segments.first == $0 } }
    let bgs = tokens.filter { t in backgrounds.contains { t.path.segments.first == $0 } }
    var pairs: [ContrastPair] = []
    for fg in fgs {
      for bg in bgs {
        guard let result = contrast(fg.name, on: bg.name, in: context), !result.passesText else { continue }
        pairs.append(ContrastPair(foreground: fg.name, background: bg.name, result: result, exempt: fg.name.contains("disabled")))
      }
    }
    return pairs
  }

  /// For Foundations › Color: the pairs below 4.5:1 (and 3:1) in each theme; contexts that give
  /// the same report share one table.
  package func contrastReportHTML(
    contexts shown: [TokenContext]? = nil, foregrounds: [String] = ["text", "fg", "icon"], backgrounds: [String] = ["bg"]
  ) -> String {
    let columns = shown ?? contexts
    let reports = columns.map { ($0, lowContrastPairs(in: $0, foregrounds: foregrounds, backgrounds: backgrounds)) }
    let groups = grouped(columns) { context in reports.first { $0.0 == context }!.1 }
    var html = "<div class=\"sp-contrast-report\">\n"
    for (pairs, contexts) in groups {
      html += "<table class=\"sp-contrast-table\"><caption>\(esc(label(for: contexts)))</caption>\n"
      html += "<thead><tr><th scope=\"col\">Foreground</th><th scope=\"col\">Background</th><th scope=\"col\">Sample</th><th scope=\"col\">Ratio</th><th scope=\"col\">Text 4.5:1</th><th scope=\"col\">Large text and UI 3:1</th></tr></thead>\n<tbody>\n"
      if pairs.isEmpty {
        html += "<tr><td colspan=\"6\">Every pair meets 4.5:1.</td></tr>\n"
      }
      for pair in pairs {
        let sample = "<span class=\"sp-contrast-sample\"\(HTMLPreview.style("color: \(pair.result.foreground.css); background: \(pair.result.background.css)"))>Aa</span>"
        let large = pair.result.passesLargeTextAndUI ? "<span class=\"sp-pass\">passes</span>" : "<span class=\"sp-fail\">fails</span>"
        let note = pair.exempt ? " <span class=\"sp-exempt\">disabled: exempt</span>" : ""
        html += "<tr><th scope=\"row\"><code class=\"sp-token-name\">\(esc(pair.foreground))</code></th><td><code class=\"sp-token-name\">\(esc(pair.background))</code></td>"
        html += "<td>\(sample)</td><td class=\"sp-contrast-ratio\">\(esc(pair.result.formatted))</td>"
        html += "<td><span class=\"sp-fail\">fails</span>\(note)</td><td>\(large)</td></tr>\n"
      }
      html += "</tbody></table>\n"
    }
    return html + "</div>\n"
  }

  // MARK: Styles

  /// The CSS the previews rely on (checkerboard, chips, bars, samples); the site includes it once.
  package static let previewStylesheet = """
    .sp-token-table-wrap { overflow-x: auto; }
    .sp-token-table { border-collapse: collapse; width: 100%; }
    .sp-token-table caption { text-align: left; font-weight: 600; padding: 8px 0; }
    .sp-token-table th, .sp-token-table td { text-align: left; vertical-align: top; padding: 8px 12px; border-bottom: 1px solid rgb(0 0 0 / 0.08); }
    .sp-token-var, .sp-token-type { display: block; font-size: 12px; opacity: 0.75; }
    .sp-preview { display: inline-flex; align-items: center; justify-content: center; min-width: 32px; min-height: 24px; vertical-align: middle; margin-right: 8px; }
    .sp-swatch { display: inline-block; width: 24px; height: 24px; border-radius: 6px; overflow: hidden; box-shadow: inset 0 0 0 1px rgb(0 0 0 / 0.12); vertical-align: middle; }
    .sp-swatch > span { display: block; width: 100%; height: 100%; }
    .sp-swatch-inline { width: 0.9em; height: 0.9em; border-radius: 3px; margin-right: 0.3em; vertical-align: -0.1em; }
    .sp-swatch-alpha, .sp-blur-sample { background-color: #fff; background-image: conic-gradient(#ccc 25%, #fff 0 50%, #ccc 0 75%, #fff 0); background-size: 8px 8px; }
    .sp-dimension-bar { display: inline-block; height: 8px; border-radius: 2px; background: currentColor; opacity: 0.5; }
    .sp-radius-sample { display: inline-block; width: 32px; height: 32px; border: 2px solid currentColor; border-bottom-color: transparent; border-left-color: transparent; opacity: 0.6; }
    .sp-stroke-sample { display: inline-block; width: 32px; border-top-style: solid; border-top-color: currentColor; }
    .sp-box-sample { display: inline-block; border: 1px dashed currentColor; opacity: 0.6; }
    .sp-blur-sample { position: relative; display: inline-block; width: 40px; height: 24px; border-radius: 4px; overflow: hidden; }
    .sp-blur-sample > span { position: absolute; inset: 4px 0 0 12px; background: rgb(255 255 255 / 0.2); -webkit-backdrop-filter: blur(var(--sp-blur)); backdrop-filter: blur(var(--sp-blur)); }
    .sp-type-sample { font-size: 20px; line-height: 1; }
    .sp-shadow-sample { display: inline-block; width: 28px; height: 20px; border-radius: 6px; background: #fff; margin: 6px; }
    .sp-ring-sample { border-radius: 999px; background: #8E8E93; }
    .sp-border-sample { display: inline-block; width: 28px; height: 20px; border-radius: 4px; }
    .sp-gradient-sample { display: inline-block; width: 64px; height: 16px; border-radius: 4px; }
    .sp-curve-sample { width: 24px; height: 24px; }
    .sp-chain { list-style: none; margin: 0; padding: 0; display: flex; flex-wrap: wrap; gap: 4px; }
    .sp-chain li + li::before { content: "→ "; opacity: 0.5; }
    .sp-context-label, .sp-field { font-size: 12px; opacity: 0.75; margin-right: 6px; }
    .sp-shadow-layers { margin: 0; padding-left: 1.2em; }
    .sp-deprecated, .sp-exempt { font-size: 12px; padding: 0 4px; border-radius: 4px; background: rgb(255 149 0 / 0.2); }
    .sp-contrast-table { border-collapse: collapse; margin-bottom: 24px; }
    .sp-contrast-table caption { text-align: left; font-weight: 600; padding: 8px 0; }
    .sp-contrast-table th, .sp-contrast-table td { text-align: left; padding: 6px 12px; border-bottom: 1px solid rgb(0 0 0 / 0.08); }
    .sp-contrast-sample { display: inline-block; padding: 2px 8px; border-radius: 4px; font-weight: 500; }
    .sp-fail { color: #C00012; } .sp-pass { color: #1A7431; }
    [data-theme="dark"] .sp-fail { color: #FF7B72; } [data-theme="dark"] .sp-pass { color: #56D364; }
    """
}
