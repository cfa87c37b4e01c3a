import Foundation
import SpecimenCore
import Tokens

/// The token markup of the site: a token table, inline values and contrast, and the contrast
/// report of the Color foundations page.
struct TokenTables {
  let system: TokenSystem
  /// The token the site's pages are shown on (site.yml `chrome: background:`): what translucent
  /// colors are measured over. Without one, the default theme's light or dark page.
  var pageBackground: String? = nil
  /// Rows' cells as other pages' tables wrote them; nil writes every row anew.
  var rows: TokenRowCache? = nil

  /// The site's contexts in the order tables, summaries and reports list them: a size modifier's
  /// from smallest to largest (`SizeScale`), the rest as the export lists them. The first shown
  /// context, which inline values and the color strip read, stays `system.contexts.first`.
  let columnOrder: [TokenContext]

  /// `columnOrder` is the one the site worked out once for these tokens, or worked out here.
  init(
    system: TokenSystem, pageBackground: String? = nil, rows: TokenRowCache? = nil,
    columnOrder: [TokenContext]? = nil
  ) {
    self.system = system
    self.pageBackground = pageBackground
    self.rows = rows
    self.columnOrder = columnOrder ?? SizeScale.readingOrder(system.contexts, modifiers: system.modifiers)
  }

  /// What translucent colors are laid over in a context, or the token a pair names with `over`.
  func backdrop(in context: TokenContext, over token: String? = nil) -> ContrastBackdrop {
    system.backdrop(in: context, page: token ?? pageBackground)
  }

  /// An unknown name is an error here; a token that exists but failed to resolve is not: its
  /// own error, where it is defined, already says why.
  func unknown(_ name: String, at location: SourceLocation?) -> [Diagnostic] {
    if system.isDefined(name) { return [] }
    return [
      .error(
        "unknown token '\(name)'", at: location, hint: system.hint(forUnknownToken: name), id: .directiveUnknownToken)
    ]
  }

  // MARK: Group table

  /// The most tokens a table shows open, a group's or a component's: a longer one starts folded
  /// under a summary that names it, counts it and shows its colors, so a Foundations page of many
  /// groups reads as an overview first, whatever the export's size.
  static let openGroupLimit = 12

  /// `token-list colors`: every token of a group, as a token table.
  func list(
    group: String, contexts shown: [TokenContext]? = nil, open: Bool = false, at location: SourceLocation? = nil
  ) -> DirectiveResult {
    let names = system.tokenNames(inGroup: group)
    if names.isEmpty {
      return .failure(
        .error(
          "no tokens in group '\(group)'", at: location, hint: system.hint(forUnknownGroup: group),
          id: .directiveEmptyTokenGroup))
    }
    guard names.count > Self.openGroupLimit, !open else { return table(names: names, contexts: shown, at: location) }
    let title = group.trimmingCharacters(in: CharacterSet(charactersIn: " /."))
    return table(
      names: names, contexts: shown, caption: title, at: location,
      layout: TableLayout(folded: true, summarizesColors: true))
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
    let titles = columnOrder.compactMap { c in system.resolve(name, in: c).map { "\(c.name): \(summary($0, c))" } }
    let title = ([token.name] + titles).joined(separator: " · ")
    var result = DirectiveResult()
    result.reads.tokens.insert(TokenName(token.name))
    result.html.element("span", ["class": .theme(.tokenRef), "data-token": token.name, "title": title]) { span in
      switch token.value {
      case .color(let c):
        TokenPreview.swatch(c, inline: true, cssVariable: token.cssVariable, into: &span)
        span.element("code", text: c.hex)
        if !c.isOpaque {
          span.text(" ")
          span.element("span", ["class": .theme(.alpha)], text: "\(formatNumber(c.alpha * 100, decimals: 2))%")
        }
      default:
        span.element("span", ["class": .theme(.value)], text: summary(token, context))
      }
    }
    return result
  }

  func summary(_ token: ResolvedToken, _ context: TokenContext) -> String {
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
    readContrastColors([foreground, background] + (over.map { [$0] } ?? []), in: context, at: location, into: &result)
    if let page = pageBackground { result.reads.tokens.insert(TokenName(page)) }
    func measure(_ c: TokenContext) -> ContrastResult? {
      system.contrast(foreground, on: background, in: c, over: backdrop(in: c, over: over))
    }
    guard !result.diagnostics.hasErrors, let ratio = measure(context) else { return result }
    let others = columnOrder.compactMap { c in measure(c).map { "\(c.name) \($0.formatted)" } }
    var title = "WCAG 2.x contrast of \(foreground) on \(background): " + others.joined(separator: ", ")
    if let under = ratio.backdrop {
      title += "; translucent \(background) measured over \(under.label) (\(ratio.background.hex))"
    }
    // An icon's or a border's color passes at 3:1 (WCAG 1.4.11), text at 4.5:1 (1.4.3).
    let passes = Contrast.namesGraphic(foreground) ? ratio.passesLargeTextAndUI : ratio.passesText
    let grade = passes ? ThemeClass.contrastPass : ratio.passesLargeTextAndUI ? .contrastLarge : .contrastFail
    result.html.element("span", ["class": .theme(.contrast, grade), "title": title], text: ratio.formatted)
    return result
  }

  /// The tokens a contrast reads, resolved in `context`: each recorded as read, and an unknown
  /// name or a token that is not a color reported at `location`.
  func readContrastColors(
    _ names: [String], in context: TokenContext, at location: SourceLocation?, into result: inout DirectiveResult
  ) {
    for name in names {
      guard let token = system.resolve(name, in: context) else {
        result.diagnostics.append(contentsOf: unknown(name, at: location))
        continue
      }
      result.reads.tokens.insert(TokenName(token.name))
      if token.type != .color {
        result.diagnostics.error(
          "contrast needs color tokens; \(token.name) is \(token.type.article) token", at: location,
          id: .directiveContrastNotColor)
      }
    }
  }

  // MARK: Contrast report

  /// The most pairs one report measures, over all its contexts: past it the report warns with
  /// the count the groups make and measures no more.
  static let measuredPairLimit = 20_000
  /// The most rows a report's table shows; the pairs past them are counted by group.
  static let shownRowLimit = 200

  /// For Foundations › Color: the pairs below 4.5:1 (and 3:1) in each theme; contexts that give
  /// the same report share one table. At most `measuredPairLimit` pairs are measured and
  /// `shownRowLimit` rows written per table, so the groups' product never sizes the page.
  func contrastReport(
    contexts shown: [TokenContext]? = nil, foregrounds: [String] = ["text", "fg", "icon"],
    backgrounds: [String] = ["bg"], over: String? = nil, at location: SourceLocation? = nil
  ) -> DirectiveResult {
    let columns = shown ?? columnOrder
    var budget = Self.measuredPairLimit
    var candidates = 0
    var reports: [(TokenContext, [TokenSystem.ContrastPair])] = []
    for context in columns {
      let scan = system.lowContrastScan(
        in: context, foregrounds: foregrounds, backgrounds: backgrounds, over: backdrop(in: context, over: over),
        limit: budget)
      budget -= scan.measured
      candidates = candidates.addingReportingOverflow(scan.candidates).overflow ? .max : candidates + scan.candidates
      // An icon's or a border's color is held to 3:1 (WCAG 1.4.11): between 3:1 and 4.5:1 it is
      // no low contrast.
      reports.append(
        (context, scan.pairs.filter { !Contrast.namesGraphic($0.foreground) || !$0.result.passesLargeTextAndUI }))
    }
    let groups = system.grouped(reports)
    var result = DirectiveResult()
    if candidates > Self.measuredPairLimit {
      result.diagnostics.warning(
        "these groups make \(candidates) pairs in \(columns.count == 1 ? "one context" : "\(columns.count) contexts"); "
          + "only the first \(Self.measuredPairLimit) are measured",
        at: location, hint: "name narrower groups: contrast-pairs color/text on color/bg",
        id: .directiveContrastPairsTooMany)
    }
    for (pairs, _) in groups {
      result.reads.tokens.formUnion(pairs.flatMap { [TokenName($0.foreground), TokenName($0.background)] })
    }
    // Every pair is measured over the page or `over`: a change to it changes the report.
    if let page = over ?? pageBackground { result.reads.tokens.insert(TokenName(page)) }
    result.html.element("div", ["class": .theme(.contrastReport)]) { report in
      report.newline()
      for (pairs, contexts) in groups {
        // One fill reaches the page only when it is translucent.
        let lines = pairs.prefix(Self.shownRowLimit).map { pair in
          contrastLine(pair.foreground, on: pair.background, pair.result, translucent: pair.result.backdrop != nil)
        }
        ContrastList.write(caption: system.label(for: contexts), lines, drawnBy: false, into: &report)
        if pairs.count > Self.shownRowLimit {
          Self.foldedPairs(pairs.dropFirst(Self.shownRowLimit), into: &report)
        }
      }
    }
    result.html.newline()
    return result
  }

  /// The pairs past a table's rows, folded: how many each foreground group has on each
  /// background group (at most `shownRowLimit` lines, then how many groups are left).
  static func foldedPairs(_ pairs: ArraySlice<TokenSystem.ContrastPair>, into html: inout HTML) {
    func group(_ name: String) -> String { name.lastIndex(of: "/").map { String(name[..<$0]) } ?? name }
    var order: [[String]] = []
    var counts: [[String]: Int] = [:]
    for pair in pairs {
      let key = [group(pair.foreground), group(pair.background)]
      if counts[key] == nil { order.append(key) }
      counts[key, default: 0] += 1
    }
    html.element("details", ["class": .theme(.contrastMore)]) { details in
      details.element(
        "summary", text: "\(pairs.count) more \(pairs.count == 1 ? "pair" : "pairs") below 4.5:1, by group")
      details.table(
        .contrastTable, caption: nil,
        columns: ["Foreground group", "Background group", "Pairs"].map { HTML.columnHeading($0) }
      ) { body in
        for key in order.prefix(shownRowLimit) {
          body.row { row in
            row.element("td") { $0.element("code", ["class": .theme(.tokenName)], text: key[0]) }
            row.element("td") { $0.element("code", ["class": .theme(.tokenName)], text: key[1]) }
            row.element("td", text: String(counts[key] ?? 0))
          }
        }
        if order.count > shownRowLimit {
          body.row { $0.element("td", ["colspan": "3"], text: "and \(order.count - shownRowLimit) more groups") }
        }
      }
    }
    html.newline()
  }

  /// One pair as a contrast list shows it: the colors measured (a translucent one as laid over
  /// what lies beneath it, which the line names).
  func contrastLine(
    _ foreground: String, on background: String, _ ratio: ContrastResult, translucent: Bool,
    drawnBy sets: [String]? = nil, drawnAsGraphic: Bool? = nil
  ) -> ContrastLine {
    var line = ContrastLine(
      foreground: foreground, background: background, backgroundIsToken: system.isDefined(background), result: ratio,
      translucent: translucent, drawnBy: sets)
    line.drawnAsGraphic = drawnAsGraphic
    return line
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
    .sp-font-size-sample { display: inline-block; min-width: 1.3em; }
    .sp-tracking-sample { font-size: 14px; line-height: 1.2; white-space: nowrap; }
    .sp-leading-sample { display: inline-block; font-size: 12px; white-space: nowrap; padding: 0 4px; border-radius: 3px; background: rgb(128 128 128 / 0.14); }
    .sp-shadow-stage { display: inline-flex; align-items: center; justify-content: center; width: 88px; height: 56px; border-radius: 8px; background: #E8EAED; }
    .sp-shadow-sample { display: inline-block; width: 48px; height: 28px; border-radius: 6px; background: #fff; }
    .sp-ring-sample { border-radius: 999px; background: #8E8E93; }
    .sp-border-sample { display: inline-block; width: 28px; height: 20px; border-radius: 4px; }
    .sp-gradient-sample { display: inline-block; width: 64px; height: 16px; border-radius: 4px; }
    .sp-curve-sample { width: 24px; height: 24px; }
    .sp-chain { list-style: none; margin: 0; padding: 0; display: flex; flex-wrap: wrap; gap: 4px; }
    .sp-chain li + li::before { content: "→ "; opacity: 0.5; }
    .sp-context-label, .sp-field { font-size: 12px; opacity: 0.75; margin-right: 6px; }
    .sp-shadow-layers { margin: 0; padding-left: 1.2em; }
    .sp-deprecated, .sp-exempt { font-size: 12px; padding: 0 4px; border-radius: 4px; background: rgb(255 149 0 / 0.2); }
    .sp-token-forms { font-size: 12px; opacity: 0.8; margin: 4px 0 8px; }
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
