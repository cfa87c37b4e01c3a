/// A JSON value as the build writes it: what `JSONOutputEncoder` makes of an `Encodable` value,
/// objects in the order their keys were encoded (a synthesized `Encodable` encodes its stored
/// properties in declaration order), strings through `JSONWriter.quote`, numbers through
/// `JSONWriter.number`, so the same value is always the same bytes.
package indirect enum JSONOutput: Sendable {
  case null
  case bool(Bool)
  /// A number as its text: a whole number, or a number as a document wrote it.
  case number(String)
  /// A number the spacing writes: `JSONWriter.number`, or as Foundation's encoder does.
  case double(Double)
  case string(String)
  /// `lines`: one item a line, indented under its parent; otherwise the whole array on one line.
  case array([JSONOutput], lines: Bool)
  case object([(key: String, value: JSONOutput)], lines: Bool)

  /// How items on one line are separated: `compact` writes `{"a":1,"b":2}`, `spaced` writes
  /// `{"a": 1, "b": 2}` (and `"a": 1` on a line of its own). `indented` is the layout of the
  /// files agents read, as Foundation's `JSONEncoder` writes it with sorted keys, pretty printed
  /// and slashes as they are: every container one item a line, `"a" : 1`, keys in order, an
  /// empty container as its brackets around a blank line, strings escaped only where JSON must
  /// be, numbers as Swift describes them without a trailing `.0`. `sorted` is the same encoder's
  /// compact layout with sorted keys (what the MCP server and serve's events write): `indented`'s
  /// keys, strings and numbers on one line, `{"a":1,"b":2}`.
  package enum Spacing: Sendable {
    case compact, spaced, indented, sorted
  }

  /// The value's text, a container written one item a line indented two spaces deeper than
  /// `indent`.
  package func text(_ spacing: Spacing, indent: String = "") -> String {
    var out = ""
    write(into: &out, spacing: spacing, indent: indent)
    return out
  }

  /// Whether every number is finite, as Foundation's encoder requires.
  package var numbersAreFinite: Bool {
    switch self {
    case .double(let value): value.isFinite
    case .array(let items, _): items.allSatisfy(\.numbersAreFinite)
    case .object(let members, _): members.allSatisfy(\.value.numbersAreFinite)
    default: true
    }
  }

  package func write(into out: inout String, spacing: Spacing, indent: String) {
    let colon = spacing == .compact || spacing == .sorted ? ":" : spacing == .spaced ? ": " : " : "
    let comma = spacing == .compact || spacing == .sorted ? "," : ", "
    let indented = spacing == .indented
    // Foundation's encoder: keys sorted, strings escaped only where JSON must be, numbers as Swift
    // describes them.
    let foundation = indented || spacing == .sorted
    switch self {
    case .null: out += "null"
    case .bool(let flag): out += flag ? "true" : "false"
    case .number(let text): out += text
    case .double(let value):
      if foundation {
        let text = value.description
        out += text.hasSuffix(".0") ? String(text.dropLast(2)) : text
      } else {
        out += JSONWriter.number(value)
      }
    case .string(let text): out += foundation ? JSONWriter.plainQuote(text) : JSONWriter.quote(text)
    case .array(let items, let plainLines):
      let lines = plainLines || indented
      guard !items.isEmpty else {
        out += indented ? "[\n\n" + indent + "]" : "[]"
        return
      }
      let inner = indent + "  "
      out += lines ? "[\n" + inner : "["
      for (index, item) in items.enumerated() {
        if index > 0 { out += lines ? ",\n" + inner : comma }
        item.write(into: &out, spacing: spacing, indent: lines ? inner : indent)
      }
      out += lines ? "\n" + indent + "]" : "]"
    case .object(let written, let plainLines):
      let lines = plainLines || indented
      guard !written.isEmpty else {
        out += indented ? "{\n\n" + indent + "}" : "{}"
        return
      }
      let members = foundation ? written.sorted { $0.key < $1.key } : written
      let inner = indent + "  "
      out += lines ? "{\n" + inner : "{"
      for (index, member) in members.enumerated() {
        if index > 0 { out += lines ? ",\n" + inner : comma }
        out += foundation ? JSONWriter.plainQuote(member.key) : JSONWriter.quote(member.key)
        out += colon
        member.value.write(into: &out, spacing: spacing, indent: lines ? inner : indent)
      }
      out += lines ? "\n" + indent + "}" : "}"
    }
  }
}

/// The one encoder of the JSON the program writes (the diff report, live-preview data, the search
/// index, versions.json, the agents' files, the MCP server's answers, serve's events, `specimen
/// tokens` and `figma pull`): an `Encodable` value as a `JSONOutput` tree, then as text. A
/// property left nil is left out, as `encodeIfPresent` does; `JSONLines` asks for a container
/// one item a line, `JSONObject` for an object whose keys are data, in the order given.
package enum JSONOutputEncoder {
  /// The text of a value, ending without a newline.
  package static func text(_ value: some Encodable, _ spacing: JSONOutput.Spacing) -> String {
    self.value(value).text(spacing)
  }

  /// A value as a tree. The build's own types encode nothing but strings, numbers, booleans,
  /// arrays and objects, which cannot fail; a value whose `encode(to:)` throws is written as null.
  package static func value(_ value: some Encodable) -> JSONOutput {
    let slot = Slot()
    do { try value.encode(to: TreeEncoder(slot: slot, codingPath: [])) } catch { return .null }
    return slot.output
  }
}

/// A tree already built (a document read as a `Node`, a JSON-RPC value echoed back) is written as
/// it is where it is encoded; another encoder gets its values one by one, a number given as text
/// as the `Double` it reads as.
extension JSONOutput: Encodable {
  package func encode(to encoder: any Encoder) throws {
    if let tree = encoder as? TreeEncoder {
      tree.slot.set(self)
      return
    }
    switch self {
    case .null:
      var container = encoder.singleValueContainer()
      try container.encodeNil()
    case .bool(let flag):
      var container = encoder.singleValueContainer()
      try container.encode(flag)
    case .number(let text):
      var container = encoder.singleValueContainer()
      try container.encode(Double(text) ?? 0)
    case .double(let value):
      var container = encoder.singleValueContainer()
      try container.encode(value)
    case .string(let text):
      var container = encoder.singleValueContainer()
      try container.encode(text)
    case .array(let items, _):
      var container = encoder.unkeyedContainer()
      for item in items { try container.encode(item) }
    case .object(let members, _):
      var container = encoder.container(keyedBy: DataKey.self)
      for member in members { try container.encode(member.value, forKey: DataKey(stringValue: member.key)) }
    }
  }
}

/// A container written one item a line: `[\n  item,\n  item\n]`.
package struct JSONLines<Wrapped: Encodable>: Encodable {
  package var wrapped: Wrapped
  package init(_ wrapped: Wrapped) { self.wrapped = wrapped }

  package func encode(to encoder: any Encoder) throws {
    if let tree = encoder as? TreeEncoder { tree.slot.lines = true }
    var container = encoder.singleValueContainer()
    try container.encode(wrapped)
  }
}

/// An object whose keys are data (a search shard's words, a file list), written in the order given.
package struct JSONObject<Value: Encodable>: Encodable {
  package var members: [(key: String, value: Value)]
  package init(_ members: [(key: String, value: Value)]) { self.members = members }

  package func encode(to encoder: any Encoder) throws {
    var container = encoder.container(keyedBy: DataKey.self)
    for member in members { try container.encode(member.value, forKey: DataKey(stringValue: member.key)) }
  }
}

/// A value written as null when absent, where a synthesized `Encodable` would leave the key out.
package struct JSONNullable<Wrapped: Encodable>: Encodable {
  package var wrapped: Wrapped?
  package init(_ wrapped: Wrapped?) { self.wrapped = wrapped }

  package func encode(to encoder: any Encoder) throws {
    var container = encoder.singleValueContainer()
    if let wrapped { try container.encode(wrapped) } else { try container.encodeNil() }
  }
}

private struct DataKey: CodingKey {
  var stringValue: String
  var intValue: Int? { nil }
  init(stringValue: String) { self.stringValue = stringValue }
  init?(intValue: Int) { nil }
}

/// One value being encoded: a scalar, or the members or items a container gathers.
private final class Slot {
  var scalar: JSONOutput?
  var members: [(key: String, slot: Slot)]?
  var items: [Slot]?
  var lines = false

  var output: JSONOutput {
    if let members { return .object(members.map { ($0.key, $0.slot.output) }, lines: lines) }
    if let items { return .array(items.map(\.output), lines: lines) }
    return scalar ?? .null
  }

  func set(_ value: JSONOutput) { scalar = value }

  func encode<T: Encodable>(_ value: T, codingPath: [any CodingKey]) throws {
    switch value {
    case let text as String: scalar = .string(text)
    case let flag as Bool: scalar = .bool(flag)
    case let number as Int: scalar = .number(String(number))
    case let number as Double: scalar = .double(number)
    default: try value.encode(to: TreeEncoder(slot: self, codingPath: codingPath))
    }
  }
}

private struct TreeEncoder: Encoder {
  let slot: Slot
  var codingPath: [any CodingKey]
  var userInfo: [CodingUserInfoKey: Any] { [:] }

  func container<Key: CodingKey>(keyedBy type: Key.Type) -> KeyedEncodingContainer<Key> {
    if slot.members == nil { slot.members = [] }
    return KeyedEncodingContainer(Keyed<Key>(slot: slot, codingPath: codingPath))
  }

  func unkeyedContainer() -> any UnkeyedEncodingContainer {
    if slot.items == nil { slot.items = [] }
    return Unkeyed(slot: slot, codingPath: codingPath)
  }

  func singleValueContainer() -> any SingleValueEncodingContainer { Single(slot: slot, codingPath: codingPath) }
}

private struct Keyed<Key: CodingKey>: KeyedEncodingContainerProtocol {
  let slot: Slot
  var codingPath: [any CodingKey]

  private func child(_ key: Key) -> Slot {
    let child = Slot()
    slot.members?.append((key.stringValue, child))
    return child
  }

  mutating func encodeNil(forKey key: Key) throws { child(key).set(.null) }
  mutating func encode(_ value: Bool, forKey key: Key) throws { child(key).set(.bool(value)) }
  mutating func encode(_ value: String, forKey key: Key) throws { child(key).set(.string(value)) }
  mutating func encode(_ value: Double, forKey key: Key) throws { child(key).set(.double(value)) }
  mutating func encode(_ value: Float, forKey key: Key) throws {
    child(key).set(.double(Double(value)))
  }
  mutating func encode(_ value: Int, forKey key: Key) throws { child(key).set(.number(String(value))) }
  mutating func encode(_ value: Int8, forKey key: Key) throws { child(key).set(.number(String(value))) }
  mutating func encode(_ value: Int16, forKey key: Key) throws { child(key).set(.number(String(value))) }
  mutating func encode(_ value: Int32, forKey key: Key) throws { child(key).set(.number(String(value))) }
  mutating func encode(_ value: Int64, forKey key: Key) throws { child(key).set(.number(String(value))) }
  mutating func encode(_ value: UInt, forKey key: Key) throws { child(key).set(.number(String(value))) }
  mutating func encode(_ value: UInt8, forKey key: Key) throws { child(key).set(.number(String(value))) }
  mutating func encode(_ value: UInt16, forKey key: Key) throws { child(key).set(.number(String(value))) }
  mutating func encode(_ value: UInt32, forKey key: Key) throws { child(key).set(.number(String(value))) }
  mutating func encode(_ value: UInt64, forKey key: Key) throws { child(key).set(.number(String(value))) }
  mutating func encode<T: Encodable>(_ value: T, forKey key: Key) throws {
    try child(key).encode(value, codingPath: codingPath + [key])
  }

  mutating func nestedContainer<NestedKey: CodingKey>(
    keyedBy keyType: NestedKey.Type, forKey key: Key
  ) -> KeyedEncodingContainer<NestedKey> {
    TreeEncoder(slot: child(key), codingPath: codingPath + [key]).container(keyedBy: keyType)
  }

  mutating func nestedUnkeyedContainer(forKey key: Key) -> any UnkeyedEncodingContainer {
    TreeEncoder(slot: child(key), codingPath: codingPath + [key]).unkeyedContainer()
  }

  mutating func superEncoder() -> any Encoder { TreeEncoder(slot: slot, codingPath: codingPath) }
  mutating func superEncoder(forKey key: Key) -> any Encoder {
    TreeEncoder(slot: child(key), codingPath: codingPath + [key])
  }
}

private struct Unkeyed: UnkeyedEncodingContainer {
  let slot: Slot
  var codingPath: [any CodingKey]
  var count: Int { slot.items?.count ?? 0 }

  private func child() -> Slot {
    let child = Slot()
    slot.items?.append(child)
    return child
  }

  mutating func encodeNil() throws { child().set(.null) }
  mutating func encode(_ value: Bool) throws { child().set(.bool(value)) }
  mutating func encode(_ value: String) throws { child().set(.string(value)) }
  mutating func encode(_ value: Double) throws { child().set(.double(value)) }
  mutating func encode(_ value: Float) throws { child().set(.double(Double(value))) }
  mutating func encode(_ value: Int) throws { child().set(.number(String(value))) }
  mutating func encode(_ value: Int8) throws { child().set(.number(String(value))) }
  mutating func encode(_ value: Int16) throws { child().set(.number(String(value))) }
  mutating func encode(_ value: Int32) throws { child().set(.number(String(value))) }
  mutating func encode(_ value: Int64) throws { child().set(.number(String(value))) }
  mutating func encode(_ value: UInt) throws { child().set(.number(String(value))) }
  mutating func encode(_ value: UInt8) throws { child().set(.number(String(value))) }
  mutating func encode(_ value: UInt16) throws { child().set(.number(String(value))) }
  mutating func encode(_ value: UInt32) throws { child().set(.number(String(value))) }
  mutating func encode(_ value: UInt64) throws { child().set(.number(String(value))) }
  mutating func encode<T: Encodable>(_ value: T) throws { try child().encode(value, codingPath: codingPath) }

  mutating func nestedContainer<NestedKey: CodingKey>(keyedBy keyType: NestedKey.Type) -> KeyedEncodingContainer<
    NestedKey
  > {
    TreeEncoder(slot: child(), codingPath: codingPath).container(keyedBy: keyType)
  }

  mutating func nestedUnkeyedContainer() -> any UnkeyedEncodingContainer {
    TreeEncoder(slot: child(), codingPath: codingPath).unkeyedContainer()
  }

  mutating func superEncoder() -> any Encoder { TreeEncoder(slot: child(), codingPath: codingPath) }
}

private struct Single: SingleValueEncodingContainer {
  let slot: Slot
  var codingPath: [any CodingKey]

  mutating func encodeNil() throws { slot.set(.null) }
  mutating func encode(_ value: Bool) throws { slot.set(.bool(value)) }
  mutating func encode(_ value: String) throws { slot.set(.string(value)) }
  mutating func encode(_ value: Double) throws { slot.set(.double(value)) }
  mutating func encode(_ value: Float) throws { slot.set(.double(Double(value))) }
  mutating func encode(_ value: Int) throws { slot.set(.number(String(value))) }
  mutating func encode(_ value: Int8) throws { slot.set(.number(String(value))) }
  mutating func encode(_ value: Int16) throws { slot.set(.number(String(value))) }
  mutating func encode(_ value: Int32) throws { slot.set(.number(String(value))) }
  mutating func encode(_ value: Int64) throws { slot.set(.number(String(value))) }
  mutating func encode(_ value: UInt) throws { slot.set(.number(String(value))) }
  mutating func encode(_ value: UInt8) throws { slot.set(.number(String(value))) }
  mutating func encode(_ value: UInt16) throws { slot.set(.number(String(value))) }
  mutating func encode(_ value: UInt32) throws { slot.set(.number(String(value))) }
  mutating func encode(_ value: UInt64) throws { slot.set(.number(String(value))) }
  mutating func encode<T: Encodable>(_ value: T) throws { try slot.encode(value, codingPath: codingPath) }
}
