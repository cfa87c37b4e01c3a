import SpecimenCore

extension ContextResolution {
  /// `{ "group.token": { "$type": …, "$value": … }, … }`: every token fully resolved, no alias
  /// left, values in the DTCG shape as written at the end of each chain, keys in source order
  /// (a group's `$root` token under the group's own path).
  package func jsonOutput() -> String {
    if tokens.isEmpty { return "{}\n" }
    var lines: [String] = ["{"]
    for (i, token) in tokens.enumerated() {
      let value = token.resolvedValue.jsonText(pretty: true, indent: "    ")
      lines.append("  \(JSONWriter.quote(token.path.key)): {")
      lines.append("    \"$type\": \(JSONWriter.quote(token.type.rawValue)),")
      lines.append("    \"$value\": \(value)")
      lines.append("  }" + (i < tokens.count - 1 ? "," : ""))
    }
    lines.append("}")
    return lines.joined(separator: "\n") + "\n"
  }

  /// Aligned text: token, type, value, and the chain (with the chains inside composite values).
  package func tableOutput() -> String {
    let header = ["TOKEN", "TYPE", "VALUE", "CHAIN"]
    var rows: [[String]] = []
    for token in tokens {
      var parts: [String] = []
      if token.isAlias { parts.append(token.chain.map(\.label).joined(separator: " → ")) }
      for sub in token.subReferences {
        parts.append("\(sub.field): " + sub.chain.map(\.label).joined(separator: " → "))
      }
      let chain = parts.isEmpty ? "—" : parts.joined(separator: "; ")
      rows.append([token.name, token.type.rawValue, token.valueSummary, chain])
    }
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
