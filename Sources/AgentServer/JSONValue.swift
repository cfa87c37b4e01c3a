import SpecimenCore

/// A JSON value the server writes: the JSON-RPC envelope and the small objects of its answers,
/// objects in the order they are built, so the same request gets the same bytes.
package indirect enum JSONValue: Sendable, Hashable, Encodable {
  case null
  case bool(Bool)
  case int(Int)
  case number(Double)
  /// A number as the request wrote it (a request id), echoed unchanged.
  case numberText(String)
  case string(String)
  case array([JSONValue])
  case object([(String, JSONValue)])

  package static func == (a: JSONValue, b: JSONValue) -> Bool { a.text == b.text }
  package func hash(into hasher: inout Hasher) { hasher.combine(text) }

  /// The value as compact JSON on one line, through the one JSON encoder: strings through
  /// `JSONWriter.quote`, which escapes control characters, so a line break never splits a message
  /// of the stdio transport.
  package var text: String { JSONOutputEncoder.text(self, .compact) }

  /// The value as a JSON tree, objects in the order they were built and a request's numbers as
  /// it wrote them.
  var output: JSONOutput {
    switch self {
    case .null: .null
    case .bool(let flag): .bool(flag)
    case .int(let number): .number(String(number))
    case .number(let number): .double(number)
    case .numberText(let text): .number(text)
    case .string(let text): .string(text)
    case .array(let items): .array(items.map(\.output), lines: false)
    case .object(let members): .object(members.map { ($0.0, $0.1.output) }, lines: false)
    }
  }

  /// A member of an object, nil when it is not one or has no such key.
  package subscript(key: String) -> JSONValue? {
    guard case .object(let members) = self else { return nil }
    return members.first { $0.0 == key }?.1
  }

  package var string: String? {
    if case .string(let text) = self { return text }
    return nil
  }

  package func encode(to encoder: any Encoder) throws { try output.encode(to: encoder) }

  /// A request's JSON as a value. Numbers keep the text they were written with.
  package init(_ node: Node) {
    switch node.value {
    case .null: self = .null
    case .bool(let flag): self = .bool(flag)
    case .number(_, let text): self = .numberText(text)
    case .string(let text): self = .string(text)
    case .array(let items): self = .array(items.map(JSONValue.init))
    case .object(let entries): self = .object(entries.map { ($0.key, JSONValue($0.value)) })
    }
  }
}
