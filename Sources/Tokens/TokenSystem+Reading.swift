import Foundation
import SpecimenCore

/// What the site and the command line ask of a loaded system.
extension TokenSystem {

  /// The resolution of a context: computed at load for the contexts checked, else now.
  package func resolution(for context: TokenContext) -> ContextResolution {
    if let found = resolutions.first(where: { $0.context.inputs == context.inputs }) { return found }
    // Problems of a context resolved late were reported by the contexts checked at load.
    var unreported = Diagnostics()
    var deviations: [TokenDeviation] = []
    return TokenSystem.resolveContext(
      context, document: document, plain: plainSources, strictness: strictness, memo: memo,
      contextNumber: memo.nextContext, into: &unreported, deviations: &deviations
    ).0
  }

  package var defaultResolution: ContextResolution { resolution(for: defaultContext) }

  /// The context for a selection (unset modifiers at their defaults); nil, with the problems
  /// reported, when the selection names none.
  package func context(for selection: ContextSelection, into diagnostics: inout Diagnostics) -> TokenContext? {
    TokenSystem.resolveSelection(selection, modifiers: modifiers, into: &diagnostics)
  }

  /// A token in a context: by `bg/sub-200`, `bg.sub-200` or `{bg.sub-200}`.
  package func resolve(_ name: String, in context: TokenContext) -> ResolvedToken? {
    resolution(for: context).token(name)
  }

  /// Every token name (slash form) in source order, as the default context has them.
  package var tokenNames: [String] { defaultResolution.allPaths.map(\.name) }

  /// The tokens inside a group (`colors`, `colors/gray`, `colors.gray`), slash names in source order.
  package func tokenNames(inGroup group: String) -> [String] {
    let path = TokenPath(parsing: group.trimmingCharacters(in: CharacterSet(charactersIn: " /.")))
    return defaultResolution.allPaths.filter { $0.isInside(path) && $0 != path }.map(\.name)
  }

  /// Whether a name is a group (for `token-list` errors).
  package func isGroup(_ name: String) -> Bool {
    let path = TokenPath(parsing: name)
    return defaultResolution.groupPaths.contains(path)
  }

  /// "did you mean 'bg/sub-200'?" for a name that is not a token.
  /// Whether `name` is a token of the files, resolved or not.
  package func isDefined(_ name: String) -> Bool {
    if defaultResolution.token(name) != nil { return true }
    let path = TokenPath(parsing: name)
    return defaultResolution.allPaths.contains { $0 == path || $0.name == path.name }
  }

  /// "did you mean 'color/text'?" for a name that is not a group, from the groups there are.
  package func hint(forUnknownGroup name: String) -> String? {
    let names = defaultResolution.groupPaths.map(\.name)
    return Self.spacedName(name, in: names) ?? Suggestion.hint(for: TokenPath(parsing: name).name, in: names)
  }

  package func hint(forUnknownToken name: String) -> String? {
    Self.spacedName(name, in: tokenNames) ?? Suggestion.hint(for: TokenPath(parsing: name).name, in: tokenNames)
  }

  /// For a name the files write with white space around a part (`color/ lead`, which a page
  /// cannot name since a directive's names are trimmed): what is wrong and where to mend it.
  static func spacedName(_ name: String, in names: [String]) -> String? {
    let wanted = TokenPath(parsing: name).segments.map { $0.trimmingCharacters(in: .whitespacesAndNewlines) }
    for candidate in names {
      let parts = candidate.split(separator: "/", omittingEmptySubsequences: false)
      guard parts.count == wanted.count, candidate != name,
        zip(parts, wanted).allSatisfy({ $0.trimmingCharacters(in: .whitespacesAndNewlines) == $1 })
      else { continue }
      return "the token files name it '\(candidate)', with white space around a name; remove it there"
    }
    return nil
  }

  /// Why a token that exists has no value in a context: the error its resolution reported.
  package func failure(of name: String, in context: TokenContext) -> TokenFailure? {
    let path = TokenPath(parsing: name)
    return resolution(for: context).failures.first { $0.path == path || $0.path.name == path.name }
  }

  /// Every diagnostic-free check: whether any context failed to resolve a token.
  func unresolvedTokens(in context: TokenContext) -> [TokenPath] {
    let resolution = resolution(for: context)
    let resolved = Set(resolution.tokens.map(\.path))
    return resolution.allPaths.filter { !resolved.contains($0) }
  }
}
