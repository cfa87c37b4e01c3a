import SpecimenCore

/// `specimen diff --format json`: the diff as `Encodable` values through the one JSON encoder.
/// The report and its groups are written one member a line, each change on a line of its own,
/// and everything inside a change on that line.
struct DiffReportJSON: Encodable {
  var from: String
  var to: String
  var breaking: Bool
  var tokens: JSONLines<Tokens>
  var componentSets: JSONLines<Sets>
  var geometry: JSONLines<[GeometryChange]>
  var pages: JSONLines<PageChanges>

  struct Tokens: Encodable {
    var added: JSONLines<[TokenEntry]>
    var removed: JSONLines<[TokenEntry]>
    var renamed: JSONLines<[TokenRename]>
    var repointed: JSONLines<[TokenRepoint]>
    var changed: JSONLines<[TokenValueChange]>
  }

  struct Sets: Encodable {
    var added: [String]
    var removed: [String]
    var changed: JSONLines<[SetChange]>
  }

  init(_ diff: SiteDiff, from: String, to: String) {
    self.from = from
    self.to = to
    breaking = diff.isBreaking
    let t = diff.tokens
    tokens = JSONLines(
      Tokens(
        added: JSONLines(t.added), removed: JSONLines(t.removed), renamed: JSONLines(t.renamed),
        repointed: JSONLines(t.repointed), changed: JSONLines(t.changed)))
    componentSets = JSONLines(
      Sets(added: diff.sets.added, removed: diff.sets.removed, changed: JSONLines(diff.sets.changed)))
    geometry = JSONLines(diff.geometry.sorted { ($0.set, $0.variant) < ($1.set, $1.variant) })
    pages = JSONLines(diff.pages)
  }

  /// The report's text, ending with a newline.
  var text: String { JSONOutputEncoder.text(JSONLines(self), .spaced) + "\n" }
}

extension GeometryChange: Encodable {
  enum CodingKeys: String, CodingKey { case set, variant, frame, layers }

  /// A frame that did not change is written as null.
  package func encode(to encoder: any Encoder) throws {
    var container = encoder.container(keyedBy: CodingKeys.self)
    try container.encode(set, forKey: .set)
    try container.encode(variant, forKey: .variant)
    try container.encode(JSONNullable(frame), forKey: .frame)
    try container.encode(layers, forKey: .layers)
  }
}

extension LayerChange: Encodable {
  enum CodingKeys: String, CodingKey { case layer, change, position, size, fill }

  /// What did not change is written as null.
  package func encode(to encoder: any Encoder) throws {
    var container = encoder.container(keyedBy: CodingKeys.self)
    try container.encode(layer, forKey: .layer)
    try container.encode(kind.rawValue, forKey: .change)
    try container.encode(JSONNullable(position), forKey: .position)
    try container.encode(JSONNullable(size), forKey: .size)
    try container.encode(JSONNullable(fill), forKey: .fill)
  }
}
