import Geometry
import SpecimenCore
import Tokens

extension PageContext {
  /// The site's token tables, or nil when site.yml names no tokens.
  /// Translucent colors are measured over the page the chrome shows: site.yml's `chrome: background:`.
  var tokenTables: TokenTables? {
    site.data.tokens.map {
      TokenTables(
        system: $0, pageBackground: site.configuration.chrome?.entry(.background)?.token, rows: site.data.tokenRows,
        columnOrder: site.data.tokenColumnOrder)
    }
  }
}

extension DirectiveResult {
  /// The error for a token directive on a site without tokens; nothing when site.yml names
  /// tokens that could not be read, since that error is reported once where it happened.
  static func noTokens(at location: SourceLocation, in context: PageContext) -> DirectiveResult {
    if context.site.data.tokenReading.isUnreadable { return DirectiveResult() }
    return .failure(
      .error(
        "this site has no design tokens", at: location,
        hint: "name a resolver in site.yml: tokens: {resolver: tokens/app.resolver.json}", id: .directiveNoTokens))
  }
}

/// ```` ```tokens Toggle ````: every token a component reads, resolved in each shown context with
/// its alias chain: the tokens its geometry model reads (or, drawn from Figma, the variables its
/// layers bind), or the names the body lists, one per line.
/// `tokens _Toggle Label without Toggle` leaves out what another set's table already shows.
struct TokensDirective: Directive {
  let name = "tokens"
  let summary = "the tokens a component reads, resolved per context with chains: tokens Toggle [without Set]"
  let readsOnlySiteData = true

  func render(_ invocation: DirectiveInvocation, context: PageContext) -> DirectiveResult {
    guard let tables = context.tokenTables else { return .noTokens(at: invocation.location, in: context) }
    var problems = Diagnostics()
    // A `contexts …` line chooses the columns; every other line names a token.
    var shown: [TokenContext]?
    var listed: [String] = []
    for line in DirectiveBody.lines(invocation.body, fence: invocation.location) {
      if line.keyword == TokenContextChoice.keyword, line.rest.contains("=") {
        shown = TokenContextChoice.contexts(line, system: tables.system, into: &problems) ?? []
      } else {
        listed.append(([line.keyword, line.rest].filter { !$0.isEmpty }).joined(separator: " "))
      }
    }
    guard !problems.hasErrors else { return DirectiveResult(diagnostics: problems) }
    if !listed.isEmpty {
      return tables.table(
        names: listed, contexts: shown, at: invocation.bodyLocation(line: 0), ids: context.deepLinks)
    }
    let parts = invocation.arguments.components(separatedBy: " without ")
    let set = parts[0].trimmingCharacters(in: .whitespaces)
    let excluded = parts.dropFirst().map { $0.trimmingCharacters(in: .whitespaces) }
    // A set without a model shows the tokens its Figma drawing binds.
    for name in [set] + excluded where context.site.data.geometry?.canDraw(name) != true {
      problems.error(
        "no geometry model for '\(name)' to read tokens from", at: invocation.location,
        hint: context.site.data.geometry.flatMap { Suggestion.hint(for: name, in: $0.setNames) }
          ?? "add content/geometry/<name>.yml for the set, or list token names in the block's body",
        id: .directiveUnknownGeometryModel)
    }
    guard problems.isEmpty, let geometry = context.site.data.geometry else {
      return DirectiveResult(diagnostics: problems)
    }
    let shownElsewhere = Set(excluded.flatMap { geometry.tokensRead(set: $0, includingInstances: true) })
    let names = geometry.tokensRead(set: set, includingInstances: true).filter { !shownElsewhere.contains($0) }
    let caption =
      excluded.isEmpty
      ? "Tokens \(set) reads" : "Tokens \(set) reads beyond \(excluded.joined(separator: " and "))"
    // A component's whole token list is reference material: past as many tokens as a group's table
    // shows open it starts folded, its summary counting what it holds; one limit for both, so a
    // table of a given length starts the same way on every page.
    let layout = TokenTables.TableLayout(gathersGroups: true, folded: names.count > TokenTables.openGroupLimit)
    var result = tables.table(
      names: names, contexts: shown, caption: caption, at: invocation.location, ids: context.deepLinks,
      layout: layout)
    result.reads.models.formUnion(([set] + excluded).map { SetName($0) })
    return result
  }
}

/// ```` ```token-list colors ````: a whole group, for the Foundations pages.
struct TokenListDirective: Directive {
  /// A body line `open`: the table starts open however long the group is (a page whose only
  /// table it is has nothing to be an overview of).
  static let openKeyword = "open"
  let name = "token-list"
  let summary = "every token of a group: token-list colors"
  let readsOnlySiteData = true

  func render(_ invocation: DirectiveInvocation, context: PageContext) -> DirectiveResult {
    guard let tables = context.tokenTables else { return .noTokens(at: invocation.location, in: context) }
    guard !invocation.arguments.isEmpty else {
      return .failure(
        .error(
          "token-list needs a group", at: invocation.location, hint: "token-list colors",
          id: .directiveTokenListMissingGroup))
    }
    var problems = Diagnostics()
    var shown: [TokenContext]?
    var open = false
    for line in DirectiveBody.lines(invocation.body, fence: invocation.location) {
      switch line.keyword {
      case TokenContextChoice.keyword:
        shown = TokenContextChoice.contexts(line, system: tables.system, into: &problems) ?? []
      case Self.openKeyword:
        open = true
        if !line.rest.isEmpty {
          problems.error(
            "'open' takes nothing after it in a token-list block", at: line.location,
            hint: "write 'open' alone on its line", id: .directiveUnknownInstruction)
        }
      default:
        problems.append(
          DirectiveBody.unknownKeyword(line, directive: name, known: [TokenContextChoice.keyword, Self.openKeyword]))
      }
    }
    guard !problems.hasErrors else { return DirectiveResult(diagnostics: problems) }
    return tables.list(group: invocation.arguments, contexts: shown, open: open, at: invocation.location)
  }
}

/// ```` ```contrast-pairs ````: the text, foreground and icon colors on backgrounds that fall below
/// WCAG 2.x contrast, in each theme. Arguments may name the foreground and background groups
/// (whole path prefixes) and what translucent backgrounds lie on:
/// `contrast-pairs color/text, color/icon on color/background over color/background/default`;
/// `contrast-pairs components` measures instead the pairs the geometry models draw, each text
/// and icon color on the fills behind it; `contrast-pairs drawn`, the colors the accessibility
/// audit measured under every text of every drawn variant, models' and Figma's alike. A body of
/// `pair FOREGROUND on BACKGROUND` lines lists the pairs meant to be used together instead, each
/// shown with its ratio whether it passes or not.
struct ContrastPairsDirective: Directive {
  let name = "contrast-pairs"
  let summary = "the token color pairs below WCAG contrast: contrast-pairs [text, fg, icon on bg | components | drawn]"
  let readsOnlySiteData = true

  func render(_ invocation: DirectiveInvocation, context: PageContext) -> DirectiveResult {
    guard let tables = context.tokenTables else { return .noTokens(at: invocation.location, in: context) }
    var problems = Diagnostics()
    if invocation.arguments.trimmingCharacters(in: .whitespaces) == "components" {
      return componentPairs(tables: tables, context: context, at: invocation.location)
    }
    if invocation.arguments.trimmingCharacters(in: .whitespaces) == "drawn" {
      return DrawnContrastPairs.render(context: context, at: invocation.location)
    }
    let lines = DirectiveBody.lines(invocation.body, fence: invocation.location)
    if let pairs = NamedContrastPairs.pairs(lines, directive: name, into: &problems) {
      if !invocation.arguments.trimmingCharacters(in: .whitespaces).isEmpty {
        problems.error(
          "name either groups after 'contrast-pairs' or pairs in its body, not both", at: invocation.location,
          hint: "leave the fence line as 'contrast-pairs' and write 'pair FOREGROUND on BACKGROUND' lines",
          id: .directiveContrastPairsInvalid)
      }
      guard !problems.hasErrors else { return DirectiveResult(diagnostics: problems) }
      return NamedContrastPairs.render(pairs, tables: tables)
    }
    var foregrounds = ["text", "fg", "icon"]
    var backgrounds = ["bg"]
    var over: String?
    if !invocation.arguments.isEmpty {
      let (pair, backdrop) = ContrastArguments.splitOver(invocation.arguments)
      let sides = pair.components(separatedBy: " on ")
      guard sides.count == 2 else {
        return .failure(
          .error(
            "write the groups as 'FOREGROUNDS on BACKGROUNDS'", at: invocation.location,
            hint: "contrast-pairs text, icon on bg", id: .directiveContrastPairsInvalid))
      }
      let split = { (text: String) in
        text.split(separator: ",").map { $0.trimmingCharacters(in: .whitespaces) }.filter { !$0.isEmpty }
      }
      foregrounds = split(sides[0])
      backgrounds = split(sides[1])
      for group in foregrounds + backgrounds where !tables.system.isGroup(group) {
        problems.error(
          "no token group '\(group)'", at: invocation.location, hint: tables.system.hint(forUnknownGroup: group),
          id: .directiveUnknownTokenGroup)
      }
      if let backdrop {
        if tables.system.color(backdrop, in: tables.system.defaultContext) == nil {
          problems.error(
            "'\(backdrop)' after 'over' must be a color token", at: invocation.location,
            hint: tables.system.hint(forUnknownToken: backdrop), id: .directiveContrastBackdropNotColor)
        }
        over = backdrop
      }
    }
    guard !problems.hasErrors else { return DirectiveResult(diagnostics: problems) }
    var result = tables.contrastReport(
      foregrounds: foregrounds, backgrounds: backgrounds, over: over, at: invocation.location)
    result.diagnostics.merge(problems)
    return result
  }
}

extension ContrastPairsDirective {
  /// One table per shown context: every pair the models draw, its ratio, whether it reaches
  /// 4.5:1 and 3:1, and the sets that draw it. Disabled colors are marked exempt (WCAG 1.4.3).
  func componentPairs(tables: TokenTables, context: PageContext, at location: SourceLocation) -> DirectiveResult {
    guard let geometry = context.site.data.geometry else {
      return .failure(
        .error(
          "contrast-pairs components needs geometry models", at: location,
          hint: "add content/geometry/<name>.yml, or name token groups: contrast-pairs text on bg",
          id: .directiveContrastPairsNeedsGeometry))
    }
    let pairs = Self.onThePage(geometry.usedColorPairs(), page: tables.pageBackground)
    var result = DirectiveResult()
    for pair in pairs {
      result.reads.tokens.formUnion(([pair.foreground] + pair.backgrounds).map { TokenName($0) })
      result.reads.models.formUnion(pair.sets.map { SetName($0) })
    }
    if let page = tables.pageBackground { result.reads.tokens.insert(TokenName(page)) }
    result.html.element("div", ["class": .theme(.contrastReport)]) { report in
      report.newline()
      for shown in tables.columnOrder {
        let backdrop = tables.backdrop(in: shown)
        let lines = pairs.compactMap { pair -> ContrastLine? in
          guard
            let measured = tables.system.contrast(pair.foreground, on: pair.backgrounds, in: shown, over: backdrop)
          else { return nil }
          // Over the page, or over a translucent fill: the line says what lies beneath.
          return tables.contrastLine(
            pair.foreground, on: pair.backgrounds.isEmpty ? backdrop.label : pair.backgroundLabel, measured,
            translucent: measured.backdrop != nil && !pair.backgrounds.isEmpty, drawnBy: pair.sets,
            drawnAsGraphic: !pair.isText)
        }
        ContrastList.write(caption: tables.system.label(for: [shown]), lines, drawnBy: true, into: &report)
      }
    }
    result.html.newline()
    return result
  }
}

extension ContrastPairsDirective {
  /// Text on no fill sits on the page: with a page token, the same pair as text on a fill of that
  /// token, so the two are one row whose sets are both's.
  static func onThePage(_ pairs: [UsedColorPair], page: String?) -> [UsedColorPair] {
    guard let page else { return pairs }
    var merged: [UsedColorPair] = []
    var index: [[String]: Int] = [:]
    for var pair in pairs {
      if pair.backgrounds.isEmpty { pair.backgrounds = [page] }
      let key = [pair.foreground] + pair.backgrounds
      if let i = index[key] {
        for set in pair.sets where !merged[i].sets.contains(set) { merged[i].sets.append(set) }
      } else {
        index[key] = merged.count
        merged.append(pair)
      }
    }
    return merged
  }
}

/// `{{token text/soft-500}}`: the resolved value with a swatch.
struct TokenReference: InlineReference {
  let name = "token"
  let summary = "a token's resolved value with a swatch"

  func render(arguments: String, at location: SourceLocation, context: PageContext) -> DirectiveResult {
    guard let tables = context.tokenTables else { return .noTokens(at: location, in: context) }
    return tables.inline(arguments, at: location)
  }
}

/// `{{contrast text/soft-500 on bg/white-0}}`: the WCAG 2.x contrast ratio, `3.26:1`.
struct ContrastReference: InlineReference {
  let name = "contrast"
  let summary = "the WCAG contrast of two color tokens: contrast A on B"

  func render(arguments: String, at location: SourceLocation, context: PageContext) -> DirectiveResult {
    guard let tables = context.tokenTables else { return .noTokens(at: location, in: context) }
    let (pair, over) = ContrastArguments.splitOver(arguments)
    let sides = pair.components(separatedBy: " on ").map { $0.trimmingCharacters(in: .whitespaces) }
    guard sides.count == 2, !sides[0].isEmpty, !sides[1].isEmpty, over?.isEmpty != true else {
      return .failure(
        .error(
          "write {{contrast FOREGROUND on BACKGROUND}} or {{contrast FOREGROUND on BACKGROUND over BACKDROP}}",
          at: location, hint: "{{contrast text/soft-500 on bg/white-0}}", id: .directiveContrastInvalid)
      )
    }
    return tables.contrast(sides[0], on: sides[1], over: over, at: location)
  }
}

/// The `over BACKDROP` that may end a contrast's arguments: the token a translucent background lies on.
enum ContrastArguments {
  static func splitOver(_ arguments: String) -> (pair: String, over: String?) {
    guard let range = arguments.range(of: " over ", options: .backwards) else { return (arguments, nil) }
    return (
      String(arguments[..<range.lowerBound]),
      String(arguments[range.upperBound...]).trimmingCharacters(in: .whitespaces)
    )
  }
}
