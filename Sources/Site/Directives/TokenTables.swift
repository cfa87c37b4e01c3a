import SpecimenCore
import Tokens

/// The token markup of the site: a token table, inline values and contrast, and the contrast
/// report of the Color foundations page.
struct TokenTables {
  let system: TokenSystem
  /// The token the site's pages are shown on (site.yml `chrome: background:`): what translucent
  /// colors are measured over. Without one, the default theme's light or dark page.
  var pageBackground: String? = nil

  /// What translucent colors are laid over in a context, or the token a pair names with `over`.
  func backdrop(in context: TokenContext, over token: String? = nil) -> ContrastBackdrop {
    system.backdrop(in: context, page: token ?? pageBackground)
  }

  /// An unknown name is an error here; a token that exists but failed to resolve is not: its
  /// own error, where it is defined, already says why.
  private func unknown(_ name: String, at location: SourceLocation?) -> [Diagnostic] {
    if system.isDefined(name) { return [] }
    return [
      .error(
        "unknown token '\(name)'", at: location, hint: system.hint(forUnknownToken: name), id: .directiveUnknownToken)
    ]
  }

  // MARK: Token table

  /// One row per token: name, the value with a preview in each shown context (equal neighbours
  /// share a cell), the alias chain, and the description.
  func table(
    names: [String], contexts shown: [TokenContext]? = nil, caption: String? = nil, at location: SourceLocation? = nil,
    ids: DeepLinkIDs = DeepLinkIDs()
  ) -> DirectiveResult {
    let columns = shown ?? system.contexts
    var result = DirectiveResult()
    var rows: [HTML] = []
    for name in names {
      let tokens = columns.map { system.resolve(name, in: $0) }
      let failures = zip(tokens, columns).compactMap { token, context in
        token == nil ? system.failure(of: name, in: context).map { (context, $0) } : nil
      }
      if let (_, failure) = failures.first {
        result.reads.tokens.insert(failure.name)
        result.diagnostics.append(notResolved(failure, in: failures.map(\.0), of: columns, at: location))
      }
      guard let first = tokens.compactMap({ $0 }).first else {
        if let (_, failure) = failures.first {
          rows.append(failedRow(failure, span: columns.count + 2, id: ids.token(failure.name)))
        } else {
          result.diagnostics.append(contentsOf: unknown(name, at: location))
        }
        continue
      }
      result.reads.tokens.insert(first.name)
      rows.append(row(first, tokens: tokens, columns: columns, id: ids.token(first.name)))
    }
    let headings = ["Token"] + columns.map(\.name) + ["Alias chain", "Description"]
    result.html.element("div", ["class": "sp-token-table-wrap"]) { wrap in
      wrap.table(["class": "sp-token-table"], caption: caption, columns: headings.map { HTML.columnHeading($0) }) {
        body in
        for row in rows {
          body.append(row)
          body.newline()
        }
      }
    }
    result.html.newline()
    return result
  }

  /// A row the table cannot fill is an error of the page too, so `specimen check` names the
  /// table as well as the token.
  private func notResolved(
    _ failure: TokenFailure, in failed: [TokenContext], of columns: [TokenContext], at location: SourceLocation?
  ) -> Diagnostic {
    let contexts = failed.count == columns.count ? "" : " in " + failed.map(\.name).joined(separator: ", ")
    return Diagnostic(
      .error, "the token table shows \(failure.name), which does not resolve\(contexts)", at: location,
      hint: "fix the error reported at the token",
      notes: [
        Diagnostic(
          .note, "\(failure.name): \(failure.reason)", at: failure.error.location, id: .directiveTokenUnresolved)
      ], id: .directiveTokenUnresolved)
  }

  /// The name and why it has no value, across the value, chain and description columns.
  private func failedRow(_ failure: TokenFailure, span: Int, id: String) -> HTML {
    HTML { html in
      html.element("tr", ["id": id, "data-token": failure.name, "class": "sp-token-failed"]) { row in
        row.element("th", ["scope": "row"]) { header in
          header.element("code", ["class": "sp-token-name"]) { $0.pathText(failure.name) }
        }
        row.element("td", ["class": "sp-token-error", "colspan": String(span)]) { cell in
          cell.element("strong", text: "Does not resolve: ")
          cell.text(failure.reason)
        }
      }
    }
  }

  private func row(_ first: ResolvedToken, tokens: [ResolvedToken?], columns: [TokenContext], id: String) -> HTML {
    HTML { html in
      html.element("tr", ["id": id, "data-token": first.name]) { row in
        row.element("th", ["scope": "row"]) { header in
          header.element("code", ["class": "sp-token-name"]) { $0.pathText(first.name) }
          header.element("span", ["class": "sp-token-var"], text: first.cssVariable)
          header.element("span", ["class": "sp-token-type"], text: first.typeName)
          // Beside the name, so it shows at every width (the table scrolls sideways on phones).
          nonStandardNote(tokens, into: &header)
        }
        // Neighbouring contexts with the same value share one cell. A cell depends on the token
        // and the context's pixel unit only, so contexts that share both share one rendering.
        var made: [(token: ResolvedToken, unit: String, cell: HTML)] = []
        let cells = zip(tokens, columns).map { token, context -> HTML in
          guard let token else {
            let missing = system.failure(of: first.name, in: context) == nil ? "not defined" : "does not resolve"
            return HTML { $0.element("span", ["class": "sp-missing"], text: missing) }
          }
          if let found = made.first(where: { $0.token == token && $0.unit == context.pixelUnit }) { return found.cell }
          let cell = TokenPreview.cell(token, context)
          made.append((token, context.pixelUnit, cell))
          return cell
        }
        var i = 0
        while i < cells.count {
          var span = 1
          while i + span < cells.count, cells[i + span] == cells[i] { span += 1 }
          row.element("td", ["class": "sp-token-value", "colspan": span > 1 ? String(span) : nil]) {
            $0.append(cells[i])
          }
          i += span
        }
        row.element("td", ["class": "sp-token-chain"]) { chains(tokens: tokens, columns: columns, into: &$0) }
        row.element("td", ["class": "sp-token-description"]) { cell in
          if case .deprecated(let reason)? = first.deprecation {
            cell.element("span", ["class": "sp-deprecated"], text: "Deprecated" + (reason.map { ": " + $0 } ?? ""))
            cell.text(" ")
          }
          cell.text(first.description ?? "")
          if let figma = first.figma { figmaNote(figma, into: &cell) }
        }
      }
    }
  }

  /// A Figma variable's code syntax per platform, and whether it is left out of the published library.
  private func figmaNote(_ figma: FigmaVariableMetadata, into html: inout HTML) {
    guard !figma.codeSyntax.isEmpty || figma.hiddenFromPublishing || figma.remote else { return }
    html.element("ul", ["class": "sp-figma-variable"]) { list in
      for (platform, code) in figma.codeSyntax {
        list.element("li") { item in
          item.element("span", ["class": "sp-field"], text: platform)
          item.text(" ")
          item.element("code", text: code)
        }
      }
      if figma.hiddenFromPublishing { list.element("li", text: "hidden from publishing") }
      if figma.remote { list.element("li", text: "from another library") }
    }
  }

  /// "non-standard", opening to what each context's value does outside DTCG 2025.10 and how to
  /// write it in 2025.10 terms: the docs show the team what to fix.
  private func nonStandardNote(_ tokens: [ResolvedToken?], into html: inout HTML) {
    var seen: Set<String> = []
    let notes = tokens.compactMap { $0 }.flatMap(\.deviations).compactMap { deviation -> String? in
      let text = deviation.summary + (deviation.diagnostic.hint.map { " — \($0)" } ?? "")
      return seen.insert(text).inserted ? text : nil
    }
    guard !notes.isEmpty else { return }
    html.element("details", ["class": "sp-nonstandard"]) { details in
      details.element("summary", text: "non-standard")
      details.element("ul") { list in
        for note in notes { list.element("li", text: note) }
      }
    }
  }

  private func steps(_ chain: [ChainStep], value: String?, into html: inout HTML) {
    html.element("ol", ["class": "sp-chain"]) { list in
      for step in chain {
        list.element("li") { item in
          item.element("code", ["class": "sp-token-name"]) { $0.pathText(step.name) }
          if let pointer = step.pointer {
            item.text(" ")
            item.element("span", ["class": "sp-pointer"], text: pointer)
          }
        }
      }
      if let value { list.element("li", ["class": "sp-chain-value"], text: value) }
    }
  }

  private func chainBody(_ token: ResolvedToken) -> HTML {
    HTML { html in
      if token.isAlias || token.subReferences.isEmpty {
        steps(token.chain, value: token.subReferences.isEmpty ? token.valueSummary : nil, into: &html)
      }
      for sub in token.subReferences {
        html.element("div", ["class": "sp-subchain"]) { div in
          div.element("span", ["class": "sp-field"], text: TokenSystem.fieldLabel(token.type, sub.field))
          steps(sub.chain, value: nil, into: &div)
        }
      }
    }
  }

  private func chains(tokens: [ResolvedToken?], columns: [TokenContext], into html: inout HTML) {
    // Contexts with the same chain share one list, labelled with what they have in common. Most
    // contexts hold the very same token, whose chain is written once.
    var written: [(token: ResolvedToken, body: HTML)] = []
    let keyed = zip(columns, tokens).compactMap { context, token -> (TokenContext, HTML)? in
      guard let token else { return nil }
      if let found = written.first(where: { $0.token == token }) { return (context, found.body) }
      let body = chainBody(token)
      written.append((token, body))
      return (context, body)
    }
    let groups = system.grouped(keyed)
    if groups.count == 1 {
      html.append(groups[0].0)
      return
    }
    for (body, contexts) in groups {
      html.element("div", ["class": "sp-chain-context"]) { div in
        div.element("span", ["class": "sp-context-label"], text: system.label(for: contexts))
        div.append(body)
      }
    }
  }

  // MARK: Group table

  /// `token-list colors`: every token of a group, as a token table.
  func list(group: String, contexts shown: [TokenContext]? = nil, at location: SourceLocation? = nil) -> DirectiveResult
  {
    let names = system.tokenNames(inGroup: group)
    if names.isEmpty {
      return .failure(
        .error(
          "no tokens in group '\(group)'", at: location, hint: system.hint(forUnknownGroup: group),
          id: .directiveEmptyTokenGroup))
    }
    return table(names: names, contexts: shown, at: location)
  }

  // MARK: Inline value

  /// `{{token text/soft-500}}`: the value with a swatch, in the first shown context (or the one
  /// given); the title lists every shown context. Color swatches read the CSS variable, so they
  /// follow the page's theme switch.
  func inline(_ name: String, context: TokenContext? = nil, at location: SourceLocation? = nil) -> DirectiveResult {
    let context = context ?? system.contexts.first ?? system.defaultContext
    guard let token = system.resolve(name, in: context) else {
      return DirectiveResult(diagnostics: Diagnostics(unknown(name, at: location)))
    }
    let titles = system.contexts.compactMap { c in system.resolve(name, in: c).map { "\(c.name): \(summary($0, c))" } }
    let title = ([token.name] + titles).joined(separator: " · ")
    var result = DirectiveResult()
    result.reads.tokens.insert(token.name)
    result.html.element("span", ["class": "sp-token-ref", "data-token": token.name, "title": title]) { span in
      switch token.value {
      case .color(let c):
        TokenPreview.swatch(c, inline: true, cssVariable: token.cssVariable, into: &span)
        span.element("code", text: c.hex)
        if !c.isOpaque {
          span.text(" ")
          span.element("span", ["class": "sp-alpha"], text: "\(formatNumber(c.alpha * 100, decimals: 2))%")
        }
      default:
        span.element("span", ["class": "sp-value"], text: summary(token, context))
      }
    }
    return result
  }

  private func summary(_ token: ResolvedToken, _ context: TokenContext) -> String {
    if case .dimension(let d) = token.value { return context.lengthText(d) }
    return token.valueSummary
  }

  // MARK: Inline contrast

  /// `{{contrast text/soft-500 on bg/white-0}}` → `3.26:1` (WCAG 2.x, in the first shown context
  /// or the one given; the title names the pair, what a translucent color was measured over, and
  /// the other contexts). `over` names the token a translucent background lies on.
  func contrast(
    _ foreground: String, on background: String, over: String? = nil, context: TokenContext? = nil,
    at location: SourceLocation? = nil
  ) -> DirectiveResult {
    let context = context ?? system.contexts.first ?? system.defaultContext
    var result = DirectiveResult()
    for name in [foreground, background] + (over.map { [$0] } ?? []) {
      guard let token = system.resolve(name, in: context) else {
        result.diagnostics.append(contentsOf: unknown(name, at: location))
        continue
      }
      result.reads.tokens.insert(token.name)
      if token.type != .color {
        result.diagnostics.error(
          "contrast needs color tokens; \(token.name) is \(token.type.article) token", at: location,
          id: .directiveContrastNotColor)
      }
    }
    if let page = pageBackground { result.reads.tokens.insert(page) }
    func measure(_ c: TokenContext) -> ContrastResult? {
      system.contrast(foreground, on: background, in: c, over: backdrop(in: c, over: over))
    }
    guard !result.diagnostics.hasErrors, let ratio = measure(context) else { return result }
    let others = system.contexts.compactMap { c in measure(c).map { "\(c.name) \($0.formatted)" } }
    var title = "WCAG 2.x contrast of \(foreground) on \(background): " + others.joined(separator: ", ")
    if let under = ratio.backdrop {
      title += "; translucent \(background) measured over \(under.label) (\(ratio.background.hex))"
    }
    let grade =
      ratio.passesText ? "sp-contrast-pass" : ratio.passesLargeTextAndUI ? "sp-contrast-large" : "sp-contrast-fail"
    result.html.element("span", ["class": "sp-contrast \(grade)", "title": title], text: ratio.formatted)
    return result
  }

  // MARK: Contrast report

  /// For Foundations › Color: the pairs below 4.5:1 (and 3:1) in each theme; contexts that give
  /// the same report share one table.
  func contrastReport(
    contexts shown: [TokenContext]? = nil, foregrounds: [String] = ["text", "fg", "icon"],
    backgrounds: [String] = ["bg"], over: String? = nil
  ) -> DirectiveResult {
    let columns = shown ?? system.contexts
    let reports = columns.map {
      (
        $0,
        system.lowContrastPairs(
          in: $0, foregrounds: foregrounds, backgrounds: backgrounds, over: backdrop(in: $0, over: over))
      )
    }
    let groups = system.grouped(columns) { context in reports.first { $0.0 == context }?.1 ?? [] }
    var result = DirectiveResult()
    for (pairs, _) in groups { result.reads.tokens.formUnion(pairs.flatMap { [$0.foreground, $0.background] }) }
    // Every pair is measured over the page or `over`: a change to it changes the report.
    if let page = over ?? pageBackground { result.reads.tokens.insert(page) }
    result.html.element("div", ["class": "sp-contrast-report"]) { report in
      report.newline()
      for (pairs, contexts) in groups {
        contrastTable(caption: system.label(for: contexts), drawnBy: false, into: &report) { body in
          if pairs.isEmpty {
            body.row { $0.element("td", ["colspan": "7"], text: "Every pair meets 4.5:1.") }
          }
          for pair in pairs {
            // One fill reaches the page only when it is translucent.
            contrastRow(
              pair.foreground, on: pair.background, pair.result, translucent: pair.result.backdrop != nil, into: &body)
          }
        }
      }
    }
    result.html.newline()
    return result
  }

  /// A table of color pairs with their sample, ratio and grades; `drawnBy` adds the sets that draw each pair.
  func contrastTable(caption: String, drawnBy: Bool, into html: inout HTML, rows: (inout HTML) -> Void) {
    let columns =
      ["Foreground", "Background", "Sample", "Ratio", "Measured", "Text 4.5:1", "Large text and UI 3:1"]
      + (drawnBy ? ["Drawn by"] : [])
    html.table(
      ["class": "sp-contrast-table"], caption: caption, columns: columns.map { HTML.columnHeading($0) }, rows: rows)
    html.newline()
  }

  /// One pair: the colors measured (a translucent one as laid over what lies beneath it, which
  /// the cell names); disabled colors below 4.5:1 are marked exempt (WCAG 1.4.3).
  func contrastRow(
    _ foreground: String, on background: String, _ ratio: ContrastResult, translucent: Bool,
    drawnBy sets: [String]? = nil, into body: inout HTML
  ) {
    func grade(_ passes: Bool, into cell: inout HTML) {
      cell.element("span", ["class": passes ? "sp-pass" : "sp-fail"], text: passes ? "passes" : "fails")
    }
    body.row { row in
      row.element("th", ["scope": "row"]) { $0.element("code", ["class": "sp-token-name"], text: foreground) }
      row.element("td") { cell in
        // The page and stacked fills are said in words; a token is a token name.
        if system.isDefined(background) {
          cell.element("code", ["class": "sp-token-name"], text: background)
        } else {
          cell.text(background)
        }
      }
      row.element("td") { cell in
        ContrastSample.write(foreground, on: background, ratio, into: &cell)
      }
      row.element("td", ["class": "sp-contrast-ratio"], text: ratio.formatted)
      row.element("td", ["class": "sp-contrast-measured"]) { cell in
        cell.element("code", text: ratio.foreground.hex)
        cell.text(" on ")
        cell.element("code", text: ratio.background.hex)
        if translucent, let under = ratio.backdrop {
          cell.text(" (translucent, over \(under.label))")
        }
      }
      row.element("td") { cell in
        grade(ratio.passesText, into: &cell)
        if foreground.contains("disabled"), !ratio.passesText {
          cell.text(" ")
          cell.element("span", ["class": "sp-exempt"], text: "disabled: exempt")
        }
      }
      row.element("td") { grade(ratio.passesLargeTextAndUI, into: &$0) }
      if let sets { row.element("td", text: sets.joined(separator: ", ")) }
    }
  }

  // MARK: Styles

  /// The CSS the previews rely on (checkerboard, chips, bars, samples); the site includes it once.
  static let previewStylesheet = """
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
    .sp-nonstandard { font-size: 12px; font-weight: normal; margin-top: 4px; }
    .sp-nonstandard summary { display: inline-block; cursor: pointer; padding: 0 4px; border-radius: 4px; background: rgb(175 82 222 / 0.16); }
    .sp-nonstandard ul { margin: 4px 0 0; padding-left: 16px; min-width: 16em; max-width: 24em; }
    .sp-extra-properties { list-style: none; margin: 4px 0 0; padding: 0; font-size: 12px; }
    .sp-contrast-table { border-collapse: collapse; margin-bottom: 24px; }
    .sp-contrast-table caption { text-align: left; font-weight: 600; padding: 8px 0; }
    .sp-contrast-table th, .sp-contrast-table td { text-align: left; padding: 6px 12px; border-bottom: 1px solid rgb(0 0 0 / 0.08); }
    .sp-contrast-sample { display: block; }
    .sp-fail { color: #C00012; } .sp-pass { color: #1A7431; }
    [data-theme="dark"] .sp-fail { color: #FF7B72; } [data-theme="dark"] .sp-pass { color: #56D364; }
    """
}
