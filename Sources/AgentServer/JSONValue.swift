import SpecimenCore

/// A JSON value the server writes: the JSON-RPC envelope and the small objects of its answers,
/// objects in the order they are built, so the same request gets the same bytes.
package indirect enum JSONValue: Sendable, Hashable {
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

  /// The value as compact JSON on one line: strings through `JSONWriter.quote`, which escapes
  /// control characters, so a line break never splits a message of the stdio transport.
  package var text: String {
    var out = ""
    write(into: &out)
    return out
  }

  func write(into out: inout String) {
    switch self {
    case .null: out += "null"
    case .bool(let flag): out += flag ? "true" : "false"
    case .int(let number): out += String(number)
    case .number(let number): out += JSONWriter.number(number)
    case .numberText(let text): out += text
    case .string(let text): out += JSONWriter.quote(text)
    case .array(let items):
      out += "["
      for (index, item) in items.enumerated() {
        if index > 0 { out += "," }
        item.write(into: &out)
      }
      out += "]"
    case .object(let members):
      out += "{"
      for (index, member) in members.enumerated() {
        if index > 0 { out += "," }
        out += JSONWriter.quote(member.0)
        out += ":"
        member.1.write(into: &out)
      }
      out += "}"
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
