import SpecimenCore

/// The data a template renders: a JSON-like value whose objects keep their keys in order,
/// so the same data always renders to the same bytes.
public enum TemplateValue: Sendable, Equatable {
  case null
  case bool(Bool)
  case number(Double)
  case string(String)
  case array([TemplateValue])
  /// Keys in the order they were written; a lookup takes the first entry with the key.
  case object([(key: String, value: TemplateValue)])

  public static func == (a: TemplateValue, b: TemplateValue) -> Bool {
    switch (a, b) {
    case (.null, .null): return true
    case (.bool(let x), .bool(let y)): return x == y
    case (.number(let x), .number(let y)): return x == y
    case (.string(let x), .string(let y)): return x == y
    case (.array(let x), .array(let y)): return x == y
    case (.object(let x), .object(let y)):
      return x.count == y.count && zip(x, y).allSatisfy { $0.key == $1.key && $0.value == $1.value }
    default: return false
    }
  }

  /// The value of `key` when this is an object that has it.
  public subscript(key: String) -> TemplateValue? {
    guard case .object(let entries) = self else { return nil }
    return entries.first { $0.key == key }?.value
  }

  /// What a section treats as false: `false`, `null` and the empty list (the spec's rule;
  /// an empty string and zero are true).
  public var isFalsey: Bool {
    switch self {
    case .null, .bool(false): return true
    case .array(let items): return items.isEmpty
    default: return false
    }
  }

  /// The text `{{value}}` writes before escaping: strings as they are, numbers as short as
  /// they can be written (`1.0` → `1`, `1.210` → `1.21`), null as nothing, lists and objects
  /// as JSON.
  public var interpolationText: String {
    switch self {
    case .null: return ""
    case .bool(let flag): return flag ? "true" : "false"
    case .number(let number): return TemplateValue.format(number)
    case .string(let text): return text
    case .array, .object: return jsonText
    }
  }

  /// The value as compact JSON, keys in order.
  public var jsonText: String {
    var out = ""
    writeJSON(to: &out)
    return out
  }

  private func writeJSON(to out: inout String) {
    switch self {
    case .null: out += "null"
    case .bool(let flag): out += flag ? "true" : "false"
    case .number(let number): out += number.isFinite ? TemplateValue.format(number) : "null"
    case .string(let text): out += JSONWriter.quote(text)
    case .array(let items):
      out += "["
      for (index, item) in items.enumerated() {
        if index > 0 { out += "," }
        item.writeJSON(to: &out)
      }
      out += "]"
    case .object(let entries):
      out += "{"
      for (index, entry) in entries.enumerated() {
        if index > 0 { out += "," }
        out += JSONWriter.quote(entry.key)
        out += ":"
        entry.value.writeJSON(to: &out)
      }
      out += "}"
    }
  }

  /// Integers without a fraction, other numbers in their shortest round-trip spelling.
  static func format(_ number: Double) -> String {
    if number == number.rounded(), abs(number) < 1e15 { return String(Int(number)) }
    return "\(number)"
  }
}

// MARK: - From JSON

extension TemplateValue {
  /// Reads a JSON document; a syntax error says where it is.
  public init(jsonText: String) throws(TemplateDataError) {
    do {
      self.init(try JSONReader.parse(jsonText, file: "JSON"))
    } catch {
      throw TemplateDataError(
        line: error.location?.line ?? 1, column: error.location?.column ?? 1,
        message: error.message)
    }
  }

  /// A positioned document (site.yml, front matter, a JSON file) as template data.
  package init(_ node: Node) {
    switch node.value {
    case .null: self = .null
    case .bool(let flag): self = .bool(flag)
    case .number(let number, _): self = .number(number)
    case .string(let text): self = .string(text)
    case .array(let items): self = .array(items.map(TemplateValue.init))
    case .object(let entries):
      self = .object(entries.map { (key: $0.key, value: TemplateValue($0.value)) })
    }
  }
}

/// A JSON document that could not be read as template data.
public struct TemplateDataError: Error, Sendable, Equatable, CustomStringConvertible {
  public var line: Int
  public var column: Int
  public var message: String

  public init(line: Int, column: Int, message: String) {
    self.line = line
    self.column = column
    self.message = message
  }

  public var description: String { "JSON:\(line):\(column): error: \(message)" }
}

// MARK: - Literals

extension TemplateValue: ExpressibleByStringLiteral, ExpressibleByArrayLiteral,
  ExpressibleByDictionaryLiteral, ExpressibleByBooleanLiteral, ExpressibleByIntegerLiteral,
  ExpressibleByFloatLiteral, ExpressibleByNilLiteral
{
  public init(stringLiteral value: String) { self = .string(value) }
  public init(arrayLiteral elements: TemplateValue...) { self = .array(elements) }
  /// Dictionary literals keep the order they are written in.
  public init(dictionaryLiteral elements: (String, TemplateValue)...) {
    self = .object(elements.map { (key: $0.0, value: $0.1) })
  }
  public init(booleanLiteral value: Bool) { self = .bool(value) }
  public init(integerLiteral value: Int) { self = .number(Double(value)) }
  public init(floatLiteral value: Double) { self = .number(value) }
  public init(nilLiteral: ()) { self = .null }
}

extension TemplateValue {
  public init(_ value: String) { self = .string(value) }
  public init(_ value: Bool) { self = .bool(value) }
  public init(_ value: Int) { self = .number(Double(value)) }
  public init(_ value: Double) { self = .number(value) }
}

extension TemplateValue: CustomStringConvertible {
  public var description: String { jsonText }
}
