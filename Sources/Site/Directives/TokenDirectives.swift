import SpecimenCore
import Tokens

extension PageContext {
  /// The site's tokens, or an error at `location` when site.yml names none.
  func tokens(at location: SourceLocation) -> TokenSystem? {
    guard let tokens = site.data.tokens else {
      error(
        "this site has no design tokens", at: location,
        hint: "name a resolver in site.yml: tokens: {resolver: tokens/app.resolver.json}")
      return nil
    }
    return tokens
  }

  func accept(_ rendered: (html: String, diagnostics: [Diagnostic])) -> String {
    emit(rendered.diagnostics)
    return rendered.html
  }
}

/// ```` ```tokens Toggle ````: every token a component reads, resolved in each shown context with
/// its alias chain: the tokens its geometry model reads, or the names the body lists, one per line.
/// `tokens _Toggle Label without Toggle` leaves out what another set's table already shows.
struct TokensDirective: Directive {
  let name = "tokens"
  let summary = "the tokens a component reads, resolved per context with chains: tokens Toggle [without Set]"

  func render(_ invocation: DirectiveInvocation, context: PageContext) -> String {
    guard let tokens = context.tokens(at: invocation.location) else { return "" }
    let listed = invocation.body.split(separator: "\n").map { $0.trimmingCharacters(in: .whitespaces) }
      .filter { !$0.isEmpty && !$0.hasPrefix("#") }
    if !listed.isEmpty {
      return context.accept(tokens.tokenTableHTML(names: listed, at: invocation.bodyLocation(line: 0)))
    }
    let parts = invocation.arguments.components(separatedBy: " without ")
    let set = parts[0].trimmingCharacters(in: .whitespaces)
    let excluded = parts.dropFirst().map { $0.trimmingCharacters(in: .whitespaces) }
    guard let geometry = context.site.data.geometry else {
      context.error(
        "no geometry model for '\(set)' to read tokens from", at: invocation.location,
        hint: "add content/geometry/<name>.yml for the set, or list token names in the block's body")
      return ""
    }
    for name in [set] + excluded where !geometry.hasModel(for: name) {
      context.error(
        "no geometry model for '\(name)' to read tokens from", at: invocation.location,
        hint: Suggestion.hint(for: name, in: geometry.setNames)
          ?? "add content/geometry/<name>.yml for the set, or list token names in the block's body")
    }
    guard geometry.hasModel(for: set), excluded.allSatisfy(geometry.hasModel(for:)) else { return "" }
    let shownElsewhere = Set(excluded.flatMap { geometry.tokensRead(set: $0, includingInstances: true) })
    let names = geometry.tokensRead(set: set, includingInstances: true).filter { !shownElsewhere.contains($0) }
    let caption = excluded.isEmpty
      ? "Tokens \(set) reads" : "Tokens \(set) reads beyond \(excluded.joined(separator: " and "))"
    return context.accept(tokens.tokenTableHTML(names: names, caption: caption, at: invocation.location))
  }
}

/// ```` ```token-list colors ````: a whole group, for the Foundations pages.
struct TokenListDirective: Directive {
  let name = "token-list"
  let summary = "every token of a group: token-list colors"

  func render(_ invocation: DirectiveInvocation, context: PageContext) -> String {
    guard let tokens = context.tokens(at: invocation.location) else { return "" }
    guard !invocation.arguments.isEmpty else {
      context.error("token-list needs a group", at: invocation.location, hint: "token-list colors")
      return ""
    }
    return context.accept(tokens.tokenListHTML(group: invocation.arguments, at: invocation.location))
  }
}

/// ```` ```contrast-pairs ````: the text, foreground and icon colors on backgrounds that fall below
/// WCAG 2.x contrast, in each theme. Arguments may name the foreground and background groups:
/// `contrast-pairs text, fg, icon on bg`; `contrast-pairs components` measures instead the pairs
/// the geometry models draw, each text and icon color on the fill behind it.
struct ContrastPairsDirective: Directive {
  let name = "contrast-pairs"
  let summary = "the token color pairs below WCAG contrast: contrast-pairs [text, fg, icon on bg | components]"

  func render(_ invocation: DirectiveInvocation, context: PageContext) -> String {
    guard let tokens = context.tokens(at: invocation.location) else { return "" }
    if invocation.arguments.trimmingCharacters(in: .whitespaces) == "components" {
      return componentPairs(tokens: tokens, invocation: invocation, context: context)
    }
    var foregrounds = ["text", "fg", "icon"]
    var backgrounds = ["bg"]
    if !invocation.arguments.isEmpty {
      let sides = invocation.arguments.components(separatedBy: " on ")
      guard sides.count == 2 else {
        context.error(
          "write the groups as 'FOREGROUNDS on BACKGROUNDS'", at: invocation.location, hint: "contrast-pairs text, icon on bg")
        return ""
      }
      let split = { (text: String) in text.split(separator: ",").map { $0.trimmingCharacters(in: .whitespaces) }.filter { !$0.isEmpty } }
      foregrounds = split(sides[0])
      backgrounds = split(sides[1])
      for group in foregrounds + backgrounds where !tokens.isGroup(group) {
        context.error(
          "no token group '\(group)'", at: invocation.location,
          hint: tokens.hint(forUnknownToken: group))
      }
    }
    return tokens.contrastReportHTML(foregrounds: foregrounds, backgrounds: backgrounds)
  }
}

extension ContrastPairsDirective {
  /// One table per shown context: every pair the models draw, its ratio, whether it reaches
  /// 4.5:1 and 3:1, and the sets that draw it. Disabled colors are marked exempt (WCAG 1.4.3).
  func componentPairs(tokens: TokenSystem, invocation: DirectiveInvocation, context: PageContext) -> String {
    guard let geometry = context.site.data.geometry else {
      context.error(
        "contrast-pairs components needs geometry models", at: invocation.location,
        hint: "add content/geometry/<name>.yml, or name token groups: contrast-pairs text on bg")
      return ""
    }
    let pairs = geometry.usedColorPairs(surface: TokenSystem.surfaceToken)
    var html = "<div class=\"sp-contrast-report\">\n"
    for shown in tokens.contexts {
      html += "<table class=\"sp-contrast-table\"><caption>\(Escape.html(shown.name))</caption>\n"
      html += "<thead><tr><th scope=\"col\">Foreground</th><th scope=\"col\">Background</th><th scope=\"col\">Sample</th>"
      html += "<th scope=\"col\">Ratio</th><th scope=\"col\">Text 4.5:1</th><th scope=\"col\">Large text and UI 3:1</th>"
      html += "<th scope=\"col\">Drawn by</th></tr></thead>\n<tbody>\n"
      for pair in pairs {
        guard let result = tokens.contrast(pair.foreground, on: pair.background, in: shown) else { continue }
        let grade = { (passes: Bool) in passes ? "<span class=\"sp-pass\">passes</span>" : "<span class=\"sp-fail\">fails</span>" }
        let exempt = pair.foreground.contains("disabled") && !result.passesText
          ? " <span class=\"sp-exempt\">disabled: exempt</span>" : ""
        html += "<tr><th scope=\"row\"><code class=\"sp-token-name\">\(Escape.html(pair.foreground))</code></th>"
        html += "<td><code class=\"sp-token-name\">\(Escape.html(pair.background))</code></td>"
        html += "<td><span class=\"sp-contrast-sample\" style=\"color: \(result.foreground.css); background: \(result.background.css)\">Aa</span></td>"
        html += "<td class=\"sp-contrast-ratio\">\(Escape.html(result.formatted))</td>"
        html += "<td>\(grade(result.passesText))\(exempt)</td><td>\(grade(result.passesLargeTextAndUI))</td>"
        html += "<td>\(Escape.html(pair.sets.joined(separator: ", ")))</td></tr>\n"
      }
      html += "</tbody></table>\n"
    }
    return html + "</div>\n"
  }
}

/// `{{token text/soft-500}}`: the resolved value with a swatch.
struct TokenReference: InlineReference {
  let name = "token"
  let summary = "a token's resolved value with a swatch"

  func render(arguments: String, at location: SourceLocation, context: PageContext) -> String {
    guard let tokens = context.tokens(at: location) else { return "" }
    return context.accept(tokens.inlineTokenHTML(arguments, at: location))
  }
}

/// `{{contrast text/soft-500 on bg/white-0}}`: the WCAG 2.x contrast ratio, `3.26:1`.
struct ContrastReference: InlineReference {
  let name = "contrast"
  let summary = "the WCAG contrast of two color tokens: contrast A on B"

  func render(arguments: String, at location: SourceLocation, context: PageContext) -> String {
    guard let tokens = context.tokens(at: location) else { return "" }
    let sides = arguments.components(separatedBy: " on ").map { $0.trimmingCharacters(in: .whitespaces) }
    guard sides.count == 2, !sides[0].isEmpty, !sides[1].isEmpty else {
      context.error("write {{contrast FOREGROUND on BACKGROUND}}", at: location, hint: "{{contrast text/soft-500 on bg/white-0}}")
      return ""
    }
    return context.accept(tokens.inlineContrastHTML(sides[0], on: sides[1], at: location))
  }
}
