import SpecimenCore

/// Responses of other Figma endpoints that are saved where a file snapshot is expected.
enum OtherResponses {
  /// A `GET /v1/files/:key/variables/local` body, or a plugin export of the same objects: its
  /// `meta` (or root) holds `variables` and `variableCollections`.
  static func isVariables(_ root: Node) -> Bool {
    if let meta = root["meta"], meta["variables"] != nil, meta["variableCollections"] != nil { return true }
    return root["variables"] != nil && root["variableCollections"] != nil
  }

  /// The error for a variables body named under `figma:`.
  static func variablesError(at location: SourceLocation) -> Diagnostic {
    .error(
      "this is a variables/local response (GET /v1/files/:key/variables/local), not a file",
      at: location,
      hint: "name it under tokens: in site.yml (tokens: {source: variables.json}); figma: takes GET /v1/files/:key",
      id: .figmaVariablesResponse)
  }
}
