import SpecimenCore

/// What a token read from Figma variables keeps of its variable (in `$extensions["com.figma"]`).
package struct FigmaVariableMetadata: Sendable, Hashable {
  /// The `$extensions` key a token read from a Figma variable keeps its variable under.
  package static let extensionKey = "com.figma"

  /// `VariableID:1:2`: what a bound paint in a Figma drawing names.
  package var variableID: String?
  /// The variable's key, stable across files that use the library.
  package var key: String?
  package var collection: String?
  package var scopes: [String]
  /// `WEB`, `ANDROID`, `iOS` with their code, in the order Figma wrote them.
  package var codeSyntax: [(platform: String, code: String)]
  package var hiddenFromPublishing: Bool
  package var remote: Bool

  package static func == (a: Self, b: Self) -> Bool {
    a.variableID == b.variableID && a.key == b.key && a.collection == b.collection && a.scopes == b.scopes
      && a.codeSyntax.map(\.platform) == b.codeSyntax.map(\.platform)
      && a.codeSyntax.map(\.code) == b.codeSyntax.map(\.code) && a.hiddenFromPublishing == b.hiddenFromPublishing
      && a.remote == b.remote
  }

  package func hash(into hasher: inout Hasher) { hasher.combine(variableID) }
}

extension ResolvedToken {
  /// The Figma variable this token was read from; nil for tokens from DTCG files without it.
  package var figma: FigmaVariableMetadata? {
    guard let node = extensions?[FigmaVariableMetadata.extensionKey], node.entries != nil else { return nil }
    return FigmaVariableMetadata(
      variableID: node["variableId"]?.string, key: node["key"]?.string, collection: node["collection"]?.string,
      scopes: node["scopes"]?.array?.compactMap(\.string) ?? [],
      codeSyntax: (node["codeSyntax"]?.entries ?? []).compactMap { entry in
        entry.value.string.map { (entry.key, $0) }
      },
      hiddenFromPublishing: node["hiddenFromPublishing"]?.bool ?? false, remote: node["remote"]?.bool ?? false)
  }
}
