import SpecimenCore
import Tokens

extension PageContext {
  /// The site's tokens, or an error at `location` when site.yml names none.
  func tokens(at location: SourceLocation) -> TokenSystem? {
    guard let tokens = site.data.tokens else {
      if site.data.tokensUnavailable { return nil }
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
struct TokensDirective: Directive {
  let name = "tokens"
  let summary = "the tokens a component reads, resolved per context with chains: tokens Toggle"

  func render(_ invocation: DirectiveInvocation, context: PageContext) -> String {
    guard let tokens = context.tokens(at: invocation.location) else { return "" }
    let listed = invocation.body.split(separator: "\n").map { $0.trimmingCharacters(in: .whitespaces) }
      .filter { !$0.isEmpty && !$0.hasPrefix("#") }
    if !listed.isEmpty {
      return context.accept(tokens.tokenTableHTML(names: listed, at: invocation.bodyLocation(line: 0)))
    }
    let set = invocation.arguments
    guard let geometry = context.site.data.geometry, geometry.hasModel(for: set) else {
      context.error(
        "no geometry model for '\(set)' to read tokens from", at: invocation.location,
        hint: context.site.data.geometry.flatMap { Suggestion.hint(for: set, in: $0.setNames) }
          ?? "add content/geometry/<name>.yml for the set, or list token names in the block's body")
      return ""
    }
    return context.accept(
      tokens.tokenTableHTML(names: geometry.tokensRead(set: set, includingInstances: true), at: invocation.location))
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
/// `contrast-pairs text, fg, icon on bg`.
struct ContrastPairsDirective: Directive {
  let name = "contrast-pairs"
  let summary = "the token color pairs below WCAG contrast: contrast-pairs [text, fg, icon on bg]"

  func render(_ invocation: DirectiveInvocation, context: PageContext) -> String {
    guard let tokens = context.tokens(at: invocation.location) else { return "" }
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
