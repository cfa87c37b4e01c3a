import Foundation
import SpecimenCore
import Tokens

extension Diagnostic.ID {
  package static let siteTokensResolverAndSource = Self("site.tokens.resolver-and-source")
  package static let siteTokensNoSource = Self("site.tokens.no-source")
  package static let siteTokensFormatWithResolver = Self("site.tokens.format-with-resolver")
  package static let siteTokensSourceUnreadable = Self("site.tokens.source-unreadable")
}

extension SiteConfiguration {
  /// `source:` and `format:` under `tokens:`, checked against `resolver:`: one of the two paths.
  static func tokenSource(
    _ tokens: Node, reader: KeyedReader, into diagnostics: inout Diagnostics
  ) -> (resolver: String?, source: String?, format: TokenSourceFormat?)? {
    let resolver = reader.string(tokens, "resolver", into: &diagnostics)
    let source = reader.string(tokens, "source", into: &diagnostics)
    var format: TokenSourceFormat?
    if let name = reader.string(tokens, "format", into: &diagnostics) {
      format = TokenSourceFormat.named(name, at: tokens["format"]?.location, into: &diagnostics)
    }
    if resolver != nil, source != nil {
      diagnostics.error(
        "tokens: give resolver: or source:, not both", at: tokens.location(ofKey: "source") ?? tokens.location,
        hint: "resolver: names a DTCG resolver; source: a file or folder in another format (Figma variables, …)",
        id: .siteTokensResolverAndSource)
      return nil
    }
    if resolver == nil, source == nil {
      if tokens["resolver"] == nil, tokens["source"] == nil {
        diagnostics.error(
          "tokens: needs resolver: or source:", at: tokens.location,
          hint: "tokens: {resolver: tokens/app.resolver.json} or tokens: {source: variables.json}",
          id: .siteTokensNoSource)
      }
      return nil
    }
    if resolver != nil, tokens["format"] != nil {
      diagnostics.warning(
        "tokens: format: applies to source:, not to a resolver", at: tokens.location(ofKey: "format") ?? tokens.location
      )
    }
    return (resolver, source, format)
  }
}

extension SiteBuilder {
  /// A token source in another format (Figma variables, …), read into the same token system.
  static func readTokenSource(
    _ state: inout BuildState, _ source: String, settings: SiteConfiguration.TokenSettings, previous: TokenSystem?,
    changedFiles: Set<String>
  ) {
    guard let path = containedPath(source, at: settings.resolverLocation, state) else {
      state.data.tokensUnavailable = true
      return
    }
    guard FileManager.default.fileExists(atPath: path) else {
      state.diagnostics.error(
        "cannot read the token source '\(source)'", at: settings.resolverLocation,
        hint: "the path is relative to content/: a file (variables.json) or a folder", id: .siteTokensSourceUnreadable)
      state.data.tokensUnavailable = true
      return
    }
    var diagnostics = Diagnostics()
    let system = TokenSystem.load(
      source: path, format: settings.format, show: settings.contexts.isEmpty ? nil : settings.contexts,
      every: settings.every, strictness: settings.strict ? .strict : .lenient,
      containedIn: state.options.siteDirectory, previous: previous, changedFiles: changedFiles, into: &diagnostics)
    if system.isIncomplete {
      state.data.tokensUnavailable = true
    } else {
      state.data.tokens = system
    }
    state.diagnostics.emit(diagnostics)
  }
}
