import Foundation
import SpecimenCore

/// One modifier set to one of its contexts.
package struct ContextInput: Sendable, Hashable {
  package var modifier: String
  package var context: String
  package init(modifier: String, context: String) {
    self.modifier = modifier
    self.context = context
  }
}

/// A full choice of contexts (`theme: dark, platform: ios`), named for people: `Dark · iOS`.
package struct TokenContext: Sendable, Hashable, CustomStringConvertible {
  /// `Light · iOS`
  package var name: String
  /// One input per modifier, in resolution order.
  package var inputs: [ContextInput]
  /// How a px dimension reads in this context: `pt` on iOS, `dp` on Android, else `px`.
  package var pixelUnit: String

  package func value(for modifier: String) -> String? { inputs.first { $0.modifier == modifier }?.context }

  /// `theme=light,platform=ios`: a stable key.
  package var id: String { inputs.map { "\($0.modifier)=\($0.context)" }.joined(separator: ",") }
  package var description: String { name }
}

/// What a site or the command line asks to see: some modifiers set, the rest at their defaults.
package struct ContextSelection: Sendable, Hashable {
  package var inputs: [ContextInput]
  package var location: SourceLocation?

  package init(_ inputs: [ContextInput], location: SourceLocation? = nil) {
    self.inputs = inputs
    self.location = location
  }

  package init(_ pairs: KeyValuePairs<String, String>, location: SourceLocation? = nil) {
    self.init(pairs.map { ContextInput(modifier: $0.key, context: $0.value) }, location: location)
  }

  /// `theme=dark, platform=android` (commas or spaces between pairs); nil, with an error, when
  /// a part is no `MODIFIER=CONTEXT`. Between commas, spaces separate pairs only when every word
  /// is one, so names with spaces, as Figma collections and modes have them, stay whole:
  /// `.Color theme=High contrast`.
  package static func parse(
    _ text: String, at location: SourceLocation? = nil, into diagnostics: inout Diagnostics
  ) -> ContextSelection? {
    var inputs: [ContextInput] = []
    let parts = text.split(separator: ",").flatMap { part in
      let words = part.split(separator: " ")
      return words.allSatisfy { $0.contains("=") } ? words : [part]
    }.map { $0.trimmingCharacters(in: .whitespaces) }
    for part in parts where !part.isEmpty {
      let pieces = part.split(separator: "=", maxSplits: 1).map { $0.trimmingCharacters(in: .whitespaces) }
      guard pieces.count == 2, !pieces[0].isEmpty, !pieces[1].isEmpty else {
        diagnostics.error(
          "'\(part)' is not a context: write MODIFIER=CONTEXT, e.g. theme=dark", at: location, id: .tokensContextSyntax)
        return nil
      }
      inputs.append(ContextInput(modifier: pieces[0], context: pieces[1]))
    }
    return ContextSelection(inputs, location: location)
  }
}

/// The tokens of one context, resolved, in source order.
package struct ContextResolution: Sendable {
  package let context: TokenContext
  package let tokens: [ResolvedToken]
  /// Every token path in the context, including those that failed to resolve.
  package let allPaths: [TokenPath]
  let groupPaths: [TokenPath]
  let byName: [String: Int]
  /// The tokens that did not resolve, in source order, each with the error that says why.
  package let failures: [TokenFailure]

  /// With `byName`, the names of a resolution with the same tokens in the same order.
  init(
    context: TokenContext, tokens: [ResolvedToken], allPaths: [TokenPath], groupPaths: [TokenPath],
    failures: [TokenFailure] = [], byName known: [String: Int]? = nil
  ) {
    self.context = context
    self.tokens = tokens
    self.allPaths = allPaths
    self.groupPaths = groupPaths
    self.failures = failures
    if let known {
      byName = known
      return
    }
    var byName: [String: Int] = [:]
    byName.reserveCapacity(tokens.count * 2)
    for (i, token) in tokens.enumerated() {
      // Without `$root`, the output key is the dotted path and the slash path is the name.
      // Without an array per token: this runs for every token of every context.
      if byName[token.path.dotted] == nil { byName[token.path.dotted] = i }
      if byName[token.name] == nil { byName[token.name] = i }
      if token.path.isRoot {
        for key in [token.path.key, token.path.segments.joined(separator: "/")] where byName[key] == nil {
          byName[key] = i
        }
      }
    }
    self.byName = byName
  }

  /// By slash name (`bg/sub-200`), dotted path (`bg.sub-200`), or a `$root` group's name.
  package func token(_ name: String) -> ResolvedToken? {
    if let index = byName[name] { return tokens[index] }  // the usual case: a clean name
    let trimmed = name.trimmingCharacters(in: .whitespaces)
    let unbraced = trimmed.hasPrefix("{") && trimmed.hasSuffix("}") ? String(trimmed.dropFirst().dropLast()) : trimmed
    return byName[unbraced].map { tokens[$0] }
  }
}
