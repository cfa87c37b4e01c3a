import SpecimenCore
import Tokens

extension PageContext {
  /// The site's token tables, or nil when site.yml names no tokens.
  var tokenTables: TokenTables? { site.data.tokens.map(TokenTables.init) }
}

extension DirectiveResult {
  /// The error for a token directive on a site without tokens; nothing when site.yml names
  /// tokens that could not be read, since that error is reported once where it happened.
  static func noTokens(at location: SourceLocation, in context: PageContext) -> DirectiveResult {
    if context.site.data.tokensUnavailable { return DirectiveResult() }
    return .failure(
      .error(
        "this site has no design tokens", at: location,
        hint: "name a resolver in site.yml: tokens: {resolver: tokens/app.resolver.json}", id: .directiveNoTokens))
  }
}

/// ```` ```tokens Toggle ````: every token a component reads, resolved in each shown context with
/// its alias chain: the tokens its geometry model reads, or the names the body lists, one per line.
/// `tokens _Toggle Label without Toggle` leaves out what another set's table already shows.
struct TokensDirective: Directive {
  let name = "tokens"
  let summary = "the tokens a component reads, resolved per context with chains: tokens Toggle [without Set]"
  let readsOnlySiteData = true

  func render(_ invocation: DirectiveInvocation, context: PageContext) -> DirectiveResult {
    guard let tables = context.tokenTables else { return .noTokens(at: invocation.location, in: context) }
    let listed = invocation.body.split(separator: "\n").map { $0.trimmingCharacters(in: .whitespaces) }
      .filter { !$0.isEmpty && !$0.hasPrefix("#") }
    if !listed.isEmpty {
      return tables.table(names: listed, at: invocation.bodyLocation(line: 0))
    }
    let parts = invocation.arguments.components(separatedBy: " without ")
    let set = parts[0].trimmingCharacters(in: .whitespaces)
    let excluded = parts.dropFirst().map { $0.trimmingCharacters(in: .whitespaces) }
    var problems = Diagnostics()
    for name in [set] + excluded where context.site.data.geometry?.hasModel(for: name) != true {
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
    var result = tables.table(names: names, caption: caption, at: invocation.location)
    result.reads.models.formUnion([set] + excluded)
    return result
  }
}

/// ```` ```token-list colors ````: a whole group, for the Foundations pages.
struct TokenListDirective: Directive {
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
    return tables.list(group: invocation.arguments, at: invocation.location)
  }
}

/// ```` ```contrast-pairs ````: the text, foreground and icon colors on backgrounds that fall below
/// WCAG 2.x contrast, in each theme. Arguments may name the foreground and background groups:
/// `contrast-pairs text, fg, icon on bg`; `contrast-pairs components` measures instead the pairs
/// the geometry models draw, each text and icon color on the fill behind it.
struct ContrastPairsDirective: Directive {
  let name = "contrast-pairs"
  let summary = "the token color pairs below WCAG contrast: contrast-pairs [text, fg, icon on bg | components]"
  let readsOnlySiteData = true

  func render(_ invocation: DirectiveInvocation, context: PageContext) -> DirectiveResult {
    guard let tables = context.tokenTables else { return .noTokens(at: invocation.location, in: context) }
    var problems = Diagnostics()
    if invocation.arguments.trimmingCharacters(in: .whitespaces) == "components" {
      return componentPairs(tables: tables, context: context, at: invocation.location)
    }
    var foregrounds = ["text", "fg", "icon"]
    var backgrounds = ["bg"]
    if !invocation.arguments.isEmpty {
      let sides = invocation.arguments.components(separatedBy: " on ")
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
          "no token group '\(group)'", at: invocation.location, hint: tables.system.hint(forUnknownToken: group),
          id: .directiveUnknownTokenGroup)
      }
    }
    var result = tables.contrastReport(foregrounds: foregrounds, backgrounds: backgrounds)
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
    let pairs = geometry.usedColorPairs(surface: TokenSystem.surfaceToken)
    var result = DirectiveResult()
    for pair in pairs {
      result.reads.tokens.formUnion([pair.foreground, pair.background])
      result.reads.models.formUnion(pair.sets)
    }
    result.html.element("div", ["class": "sp-contrast-report"]) { report in
      report.newline()
      for shown in tables.system.contexts {
        tables.contrastTable(caption: shown.name, drawnBy: true, into: &report) { body in
          for pair in pairs {
            guard let measured = tables.system.contrast(pair.foreground, on: pair.background, in: shown) else {
              continue
            }
            tables.contrastRow(pair.foreground, on: pair.background, measured, drawnBy: pair.sets, into: &body)
          }
        }
      }
    }
    result.html.newline()
    return result
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
    let sides = arguments.components(separatedBy: " on ").map { $0.trimmingCharacters(in: .whitespaces) }
    guard sides.count == 2, !sides[0].isEmpty, !sides[1].isEmpty else {
      return .failure(
        .error(
          "write {{contrast FOREGROUND on BACKGROUND}}", at: location, hint: "{{contrast text/soft-500 on bg/white-0}}",
          id: .directiveContrastInvalid)
      )
    }
    return tables.contrast(sides[0], on: sides[1], at: location)
  }
}
