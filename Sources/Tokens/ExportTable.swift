import SpecimenCore

extension ContextResolution {
  /// Aligned text: token, type, value, and the chain (with the chains inside composite values).
  package func tableOutput() -> String {
    let header = ["TOKEN", "TYPE", "VALUE", "CHAIN"]
    var rowOf: [TokenPath: [String]] = [:]
    for token in tokens {
      var parts: [String] = []
      if token.isAlias { parts.append(token.chain.map(\.label).joined(separator: " → ")) }
      for sub in token.subReferences {
        parts.append("\(sub.field): " + sub.chain.map(\.label).joined(separator: " → "))
      }
      let chain = parts.isEmpty ? "—" : parts.joined(separator: "; ")
      rowOf[token.path] = [token.name, token.typeName, token.valueSummary, chain]
    }
    // A token without a value keeps its place, so the table shows what is missing and why.
    for failure in failures {
      rowOf[failure.path] = [failure.name, "—", "(does not resolve)", failure.reason]
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
}
