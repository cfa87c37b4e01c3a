import SpecimenCore

extension ContextResolution {
  /// Aligned text: token, type, value, and the chain (with the chains inside composite values).
  package func tableOutput() -> String {
    // Tokens read from Figma variables add what Figma keeps beside the value.
    // Read once per token: each is parsed from the token's `$extensions`.
    let metadata = tokens.map(\.figma)
    let figma = metadata.contains { $0 != nil }
    let header = ["TOKEN", "TYPE", "VALUE", "CHAIN"] + (figma ? ["FIGMA"] : [])
    var rowOf: [TokenPath: [String]] = [:]
    for (token, variable) in zip(tokens, metadata) {
      var parts: [String] = []
      if token.isAlias { parts.append(token.chain.map(\.label).joined(separator: " → ")) }
      for sub in token.subReferences {
        parts.append("\(sub.field): " + sub.chain.map(\.label).joined(separator: " → "))
      }
      let chain = parts.isEmpty ? "—" : parts.joined(separator: "; ")
      rowOf[token.path] =
        [token.name, token.typeName, token.valueSummary, chain] + (figma ? [Self.figmaSummary(token, variable)] : [])
    }
    // A token without a value keeps its place, so the table shows what is missing and why.
    for failure in failures {
      rowOf[failure.path] = [failure.name, "—", "(does not resolve)", failure.reason] + (figma ? ["—"] : [])
    }
    let rows = allPaths.compactMap { rowOf[$0] }
    var widths = header.map(\.count)
    for row in rows {
      for (i, cell) in row.enumerated() { widths[i] = max(widths[i], cell.count) }
    }
    func line(_ cells: [String]) -> String {
      cells.enumerated().map { i, cell in
        i == cells.count - 1 ? cell : cell + String(repeating: " ", count: widths[i] - cell.count)
      }.joined(separator: "  ")
    }
    var out = ["# \(context.name)", line(header)]
    out += rows.map(line)
    return out.joined(separator: "\n") + "\n"
  }

  /// `WEB var(--bg) · iOS Color.bg · hidden · VariableID:1:2`: a Figma variable's code syntax,
  /// flags, id and description, for the table column.
  static func figmaSummary(_ token: ResolvedToken, _ variable: FigmaVariableMetadata?) -> String {
    guard let figma = variable else { return "—" }
    var parts = figma.codeSyntax.map { "\($0.platform) \($0.code)" }
    if figma.hiddenFromPublishing { parts.append("hidden") }
    if figma.remote { parts.append("remote") }
    if let id = figma.variableID { parts.append(id) }
    if let description = token.description, !description.isEmpty { parts.append("“\(description)”") }
    return parts.joined(separator: " · ")
  }
}
