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
      lines.append("    \"$type\": \(JSONWriter.quote(token.typeName)),")
      lines.append("    \"$value\": \(value)")
      lines.append("  }" + (i < tokens.count - 1 ? "," : ""))
    }
    lines.append("}")
    return lines.joined(separator: "\n") + "\n"
  }
}
