import SpecimenCore

extension ContextResolution {
  /// `{ "group.token": { "$type": …, "$value": … }, … }`: every token fully resolved, no alias
  /// left, values in the DTCG shape as written at the end of each chain, keys in source order
  /// (a group's `$root` token under the group's own path), every container one item a line.
  package func jsonOutput() -> String {
    let members = tokens.map { token in
      (key: token.path.key, value: JSONLines(ExportedToken(type: token.typeName, value: token.resolvedValue)))
    }
    return JSONOutputEncoder.text(JSONLines(JSONObject(members)), .spaced) + "\n"
  }
}

/// One token of `specimen tokens --format json`: its type and its resolved value as written.
private struct ExportedToken: Encodable {
  var type: String
  var value: JSONOutput

  init(type: String, value: Node) {
    self.type = type
    self.value = value.jsonOutput(lines: true)
  }

  enum CodingKeys: String, CodingKey {
    case type = "$type"
    case value = "$value"
  }
}
