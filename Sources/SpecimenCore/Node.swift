/// A document read from JSON or YAML, in source order, with the position of every value and key.
///
/// Every content format Specimen reads (site.yml, front matter, DTCG tokens, Figma snapshots,
/// geometry models) arrives as a `Node`, so every later error can point at file:line:column.
package struct Node: Sendable, Hashable {
  package enum Value: Sendable, Hashable {
    case null
    case bool(Bool)
    /// The number and its source spelling (kept so output can repeat what the author wrote).
    case number(Double, String)
    case string(String)
    case array([Node])
    case object([Entry])
  }

  package struct Entry: Sendable, Hashable {
    package var key: String
    package var keyPosition: SourcePosition
    package var value: Node
    package init(key: String, keyPosition: SourcePosition, value: Node) {
      self.key = key
      self.keyPosition = keyPosition
      self.value = value
    }
    package init(key: String, keyLocation: SourceLocation, value: Node) {
      self.init(key: key, keyPosition: SourcePosition(keyLocation), value: value)
    }
    package var keyLocation: SourceLocation { keyPosition.location }
  }

  package var value: Value
  /// Where the value starts; its line and column are counted when `location` is asked for.
  package var position: SourcePosition

  package init(_ value: Value, at position: SourcePosition) {
    self.value = value
    self.position = position
  }

  package init(_ value: Value, at location: SourceLocation) {
    self.init(value, at: SourcePosition(location))
  }

  package var location: SourceLocation { position.location }

  // MARK: Reading

  package subscript(key: String) -> Node? {
    guard case .object(let entries) = value else { return nil }
    return entries.first { $0.key == key }?.value
  }

  package var entries: [Entry]? {
    if case .object(let entries) = value { return entries }
    return nil
  }

  package var array: [Node]? {
    if case .array(let items) = value { return items }
    return nil
  }

  package var string: String? {
    if case .string(let text) = value { return text }
    return nil
  }

  package var number: Double? {
    if case .number(let number, _) = value { return number }
    return nil
  }

  package var int: Int? {
    guard let number, number.rounded() == number, abs(number) < 1e15 else { return nil }
    return Int(number)
  }

  package var bool: Bool? {
    if case .bool(let flag) = value { return flag }
    return nil
  }

  package var isNull: Bool {
    if case .null = value { return true }
    return false
  }

  /// A scalar written as text, whatever its type: for YAML values like `order: 2` read as strings.
  package var scalarText: String? {
    switch value {
    case .string(let text): return text
    case .number(_, let text): return text
    case .bool(let flag): return flag ? "true" : "false"
    case .null, .array, .object: return nil
    }
  }

  /// The location of `key` itself inside this object (for "unknown key" errors).
  package func location(ofKey key: String) -> SourceLocation? {
    entries?.first { $0.key == key }?.keyPosition.location
  }

  /// A short name of the value's kind for messages: "a string", "an object".
  package var kindDescription: String {
    switch value {
    case .null: return "null"
    case .bool: return "a boolean"
    case .number: return "a number"
    case .string: return "a string"
    case .array: return "an array"
    case .object: return "an object"
    }
  }
}

extension Node {
  /// Back to plain JSON text, keys in source order (used for `$extensions` and test output).
  package func jsonText(pretty: Bool = false, indent: String = "") -> String {
    switch value {
    case .null: return "null"
    case .bool(let flag): return flag ? "true" : "false"
    case .number(_, let text): return text
    case .string(let text): return JSONWriter.quote(text)
    case .array(let items):
      if items.isEmpty { return "[]" }
      if !pretty { return "[" + items.map { $0.jsonText() }.joined(separator: ",") + "]" }
      let inner = indent + "  "
      return "[\n"
        + items.map { inner + $0.jsonText(pretty: true, indent: inner) }
        .joined(separator: ",\n") + "\n" + indent + "]"
    case .object(let entries):
      if entries.isEmpty { return "{}" }
      if !pretty {
        return "{"
          + entries.map { JSONWriter.quote($0.key) + ":" + $0.value.jsonText() }
          .joined(separator: ",") + "}"
      }
      let inner = indent + "  "
      return "{\n"
        + entries.map {
          inner + JSONWriter.quote($0.key) + ": " + $0.value.jsonText(pretty: true, indent: inner)
        }.joined(separator: ",\n") + "\n" + indent + "}"
    }
  }
}

/// JSON string quoting shared by every writer of JSON output.
package enum JSONWriter {
  package static func quote(_ text: String) -> String {
    var out = "\""
    for scalar in text.unicodeScalars {
      switch scalar {
      case "\"": out += "\\\""
      case "\\": out += "\\\\"
      case "\n": out += "\\n"
      case "\r": out += "\\r"
      case "\t": out += "\\t"
      case "<": out += "\\u003c"  // keeps JSON safe inside <script>
      default:
        if scalar.value < 0x20 {
          let hex = String(scalar.value, radix: 16)
          out += "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
        } else {
          out.unicodeScalars.append(scalar)
        }
      }
    }
    return out + "\""
  }

  /// Numbers as short as they can be written: 44 not 44.0, 0.04 not 0.040000000000000001.
  package static func number(_ value: Double) -> String {
    if value.isNaN || value.isInfinite { return "null" }
    if value == value.rounded(), abs(value) < 1e15 { return String(Int(value)) }
    return "\(value)"
  }
}
