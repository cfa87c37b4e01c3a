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

  package func write<Out: JSONTextOutput>(into out: inout Out, spacing: Spacing, indent: String) {
    switch self {
    case .null: out.write("null")
    case .bool(let flag): out.write(flag ? "true" : "false")
    case .number(let text): out.write(text)
    case .double(let value): Self.write(value, into: &out, spacing: spacing)
    case .string(let text): Self.write(text, into: &out, spacing: spacing)
    case .array(let items, let lines):
      Self.writeArray(items.count, lines: lines, into: &out, spacing: spacing, indent: indent) { index, out, indent in
        items[index].write(into: &out, spacing: spacing, indent: indent)
      }
    case .object(let members, let lines):
      Self.writeObject(members.map(\.key), lines: lines, into: &out, spacing: spacing, indent: indent) {
        index, out, indent in
        members[index].value.write(into: &out, spacing: spacing, indent: indent)
      }
    }
  }

  /// Foundation's encoder (the `indented` and `sorted` layouts): keys sorted, strings escaped only
  /// where JSON must be, numbers as Swift describes them.
  static func isFoundation(_ spacing: Spacing) -> Bool { spacing == .indented || spacing == .sorted }

  static func write<Out: JSONTextOutput>(_ value: Double, into out: inout Out, spacing: Spacing) {
    if isFoundation(spacing) {
      let text = value.description
      if text.hasSuffix(".0") { out.write(text.dropLast(2)) } else { out.write(text) }
    } else {
      out.write(JSONWriter.number(value))
    }
  }

  static func write<Out: JSONTextOutput>(_ text: String, into out: inout Out, spacing: Spacing) {
    out.writeQuoted(text, isFoundation(spacing) ? .foundation : .scriptSafe)
  }

  /// An array of `count` items, `item` writing the one at an index at the indent given.
  package static func writeArray<Out: JSONTextOutput>(
    _ count: Int, lines plainLines: Bool, into out: inout Out, spacing: Spacing, indent: String,
    item: (Int, inout Out, String) -> Void
  ) {
    let indented = spacing == .indented
    let lines = plainLines || indented
    guard count > 0 else {
      if indented {
        out.write("[\n\n")
        out.write(indent)
        out.write("]")
      } else {
        out.write("[]")
      }
      return
    }
    let inner = indent + "  "
    out.write("[")
    for index in 0..<count {
      if lines {
        out.write(index > 0 ? ",\n" : "\n")
        out.write(inner)
      } else if index > 0 {
        out.write(spacing == .compact || spacing == .sorted ? "," : ", ")
      }
      item(index, &out, lines ? inner : indent)
    }
    if lines {
      out.write("\n")
      out.write(indent)
    }
    out.write("]")
  }

  /// An object of members with the keys given in the order encoded, `value` writing the value of
  /// the one at an index at the indent given; Foundation's layouts write them by sorted keys.
  package static func writeObject<Out: JSONTextOutput>(
    _ keys: [String], lines plainLines: Bool, into out: inout Out, spacing: Spacing, indent: String,
    value: (Int, inout Out, String) -> Void
  ) {
    let indented = spacing == .indented
    let lines = plainLines || indented
    guard !keys.isEmpty else {
      if indented {
        out.write("{\n\n")
        out.write(indent)
        out.write("}")
      } else {
        out.write("{}")
      }
      return
    }
    let foundation = isFoundation(spacing)
    let colon = spacing == .compact || spacing == .sorted ? ":" : spacing == .spaced ? ": " : " : "
    // The members' places in key order; the sort is stable, as sorting the members was.
    let order = foundation ? keys.indices.sorted { keys[$0] < keys[$1] } : Array(keys.indices)
    let inner = indent + "  "
    out.write("{")
    for (place, index) in order.enumerated() {
      if lines {
        out.write(place > 0 ? ",\n" : "\n")
        out.write(inner)
      } else if place > 0 {
        out.write(spacing == .compact || spacing == .sorted ? "," : ", ")
      }
      write(keys[index], into: &out, spacing: spacing)
      out.write(colon)
      value(index, &out, lines ? inner : indent)
    }
    if lines {
      out.write("\n")
      out.write(indent)
    }
    out.write("}")
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
    // Written as bytes, then made a String once: appending to a String piece by piece is slower.
    var out: [UInt8] = []
    root(value).write(into: &out, spacing: spacing, indent: "")
    return String(decoding: out, as: UTF8.self)
  }

  /// The text of a value, ending without a newline, or nil when it holds a number that is not
  /// finite (which JSON cannot write): what `value(value)` gives as text, without making the tree.
  package static func finiteText(_ value: some Encodable, _ spacing: JSONOutput.Spacing) -> String? {
    finiteUTF8(value, spacing).map { String(decoding: $0, as: UTF8.self) }
  }

  /// `finiteText` as UTF-8 bytes, for a file written as they are.
  package static func finiteUTF8(_ value: some Encodable, _ spacing: JSONOutput.Spacing) -> [UInt8]? {
    let root = root(value)
    guard root.numbersAreFinite else { return nil }
    var out: [UInt8] = []
    root.write(into: &out, spacing: spacing, indent: "")
    return out
  }

  /// The text of a value appended to `out`, a container written one item a line indented two
  /// spaces deeper than `indent`: what `text` writes of it where `writeArray` or `writeObject`
  /// asks for an item or a member at that indent, so a large document can be written one item at
  /// a time, each let go once written.
  package static func write<Out: JSONTextOutput>(
    _ value: some Encodable, _ spacing: JSONOutput.Spacing, indent: String, into out: inout Out
  ) {
    root(value).write(into: &out, spacing: spacing, indent: indent)
  }

  /// A value as a tree. The build's own types encode nothing but strings, numbers, booleans,
  /// arrays and objects, which cannot fail; a value whose `encode(to:)` throws is written as null.
  package static func value(_ value: some Encodable) -> JSONOutput { root(value).output }

  private static func root(_ value: some Encodable) -> Slot {
    let slot = Slot()
    do { try value.encode(to: TreeEncoder(slot: slot)) } catch { return Slot() }
    return slot
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

/// One value being encoded: a scalar, or the members or items a container gathers. A scalar
/// member or item is kept as its value, without a slot of its own.
private final class Slot {
  enum Value {
    case output(JSONOutput)
    case slot(Slot)

    var output: JSONOutput {
      switch self {
      case .output(let output): output
      case .slot(let slot): slot.output
      }
    }

    var numbersAreFinite: Bool {
      switch self {
      case .output(let output): output.numbersAreFinite
      case .slot(let slot): slot.numbersAreFinite
      }
    }

    func write<Out: JSONTextOutput>(into out: inout Out, spacing: JSONOutput.Spacing, indent: String) {
      switch self {
      case .output(let output): output.write(into: &out, spacing: spacing, indent: indent)
      case .slot(let slot): slot.write(into: &out, spacing: spacing, indent: indent)
      }
    }
  }

  var scalar: JSONOutput?
  var keys: [String]?
  var values: [Value] = []
  var items: [Value]?
  var lines = false

  var output: JSONOutput {
    if let keys { return .object(zip(keys, values).map { ($0, $1.output) }, lines: lines) }
    if let items { return .array(items.map(\.output), lines: lines) }
    return scalar ?? .null
  }

  var numbersAreFinite: Bool {
    if keys != nil { return values.allSatisfy(\.numbersAreFinite) }
    if let items { return items.allSatisfy(\.numbersAreFinite) }
    return scalar?.numbersAreFinite ?? true
  }

  /// What `output.write` writes.
  func write<Out: JSONTextOutput>(into out: inout Out, spacing: JSONOutput.Spacing, indent: String) {
    if let keys {
      JSONOutput.writeObject(keys, lines: lines, into: &out, spacing: spacing, indent: indent) { index, out, indent in
        values[index].write(into: &out, spacing: spacing, indent: indent)
      }
    } else if let items {
      JSONOutput.writeArray(items.count, lines: lines, into: &out, spacing: spacing, indent: indent) {
        index, out, indent in
        items[index].write(into: &out, spacing: spacing, indent: indent)
      }
    } else {
      (scalar ?? .null).write(into: &out, spacing: spacing, indent: indent)
    }
  }

  func set(_ value: JSONOutput) { scalar = value }

  func append(_ key: String, _ value: Value) {
    keys?.append(key)
    if keys != nil { values.append(value) }
  }

  /// A string, number or boolean as it is, found by its type rather than by casting; nil for
  /// any other type.
  static func scalar<T: Encodable>(_ value: T) -> JSONOutput? {
    if T.self == String.self { return .string(value as! String) }
    if T.self == Int.self { return .number(String(value as! Int)) }
    if T.self == Double.self { return .double(value as! Double) }
    if T.self == Bool.self { return .bool(value as! Bool) }
    return nil
  }

  /// A member's or an item's value: a scalar as it is, anything else through its own
  /// `encode(to:)` into a slot of its own.
  static func value<T: Encodable>(_ value: T) throws -> Value {
    if let scalar = scalar(value) { return .output(scalar) }
    let slot = Slot()
    try value.encode(to: TreeEncoder(slot: slot))
    return .slot(slot)
  }

  /// A value as this slot's own (a wrapper such as `JSONLines` encodes what it wraps into its slot).
  func encode<T: Encodable>(_ value: T) throws {
    if let scalar = Self.scalar(value) { self.scalar = scalar } else { try value.encode(to: TreeEncoder(slot: self)) }
  }
}

/// The encoder of one slot. It keeps no coding path: nothing it encodes reads one, and a value
/// that fails to encode is written as null.
private struct TreeEncoder: Encoder {
  let slot: Slot
  var codingPath: [any CodingKey] { [] }
  var userInfo: [CodingUserInfoKey: Any] { [:] }

  func container<Key: CodingKey>(keyedBy type: Key.Type) -> KeyedEncodingContainer<Key> {
    if slot.keys == nil { slot.keys = [] }
    return KeyedEncodingContainer(Keyed<Key>(slot: slot))
  }

  func unkeyedContainer() -> any UnkeyedEncodingContainer {
    if slot.items == nil { slot.items = [] }
    return Unkeyed(slot: slot)
  }

  func singleValueContainer() -> any SingleValueEncodingContainer { Single(slot: slot) }
}

private struct Keyed<Key: CodingKey>: KeyedEncodingContainerProtocol {
  let slot: Slot
  var codingPath: [any CodingKey] { [] }

  private func set(_ key: Key, _ value: JSONOutput) { slot.append(key.stringValue, .output(value)) }

  private func child(_ key: Key) -> Slot {
    let child = Slot()
    slot.append(key.stringValue, .slot(child))
    return child
  }

  mutating func encodeNil(forKey key: Key) throws { set(key, .null) }
  mutating func encode(_ value: Bool, forKey key: Key) throws { set(key, .bool(value)) }
  mutating func encode(_ value: String, forKey key: Key) throws { set(key, .string(value)) }
  mutating func encode(_ value: Double, forKey key: Key) throws { set(key, .double(value)) }
  mutating func encode(_ value: Float, forKey key: Key) throws { set(key, .double(Double(value))) }
  mutating func encode(_ value: Int, forKey key: Key) throws { set(key, .number(String(value))) }
  mutating func encode(_ value: Int8, forKey key: Key) throws { set(key, .number(String(value))) }
  mutating func encode(_ value: Int16, forKey key: Key) throws { set(key, .number(String(value))) }
  mutating func encode(_ value: Int32, forKey key: Key) throws { set(key, .number(String(value))) }
  mutating func encode(_ value: Int64, forKey key: Key) throws { set(key, .number(String(value))) }
  mutating func encode(_ value: UInt, forKey key: Key) throws { set(key, .number(String(value))) }
  mutating func encode(_ value: UInt8, forKey key: Key) throws { set(key, .number(String(value))) }
  mutating func encode(_ value: UInt16, forKey key: Key) throws { set(key, .number(String(value))) }
  mutating func encode(_ value: UInt32, forKey key: Key) throws { set(key, .number(String(value))) }
  mutating func encode(_ value: UInt64, forKey key: Key) throws { set(key, .number(String(value))) }
  mutating func encode<T: Encodable>(_ value: T, forKey key: Key) throws {
    slot.append(key.stringValue, try Slot.value(value))
  }

  mutating func nestedContainer<NestedKey: CodingKey>(
    keyedBy keyType: NestedKey.Type, forKey key: Key
  ) -> KeyedEncodingContainer<NestedKey> {
    TreeEncoder(slot: child(key)).container(keyedBy: keyType)
  }

  mutating func nestedUnkeyedContainer(forKey key: Key) -> any UnkeyedEncodingContainer {
    TreeEncoder(slot: child(key)).unkeyedContainer()
  }

  mutating func superEncoder() -> any Encoder { TreeEncoder(slot: slot) }
  mutating func superEncoder(forKey key: Key) -> any Encoder { TreeEncoder(slot: child(key)) }
}

private struct Unkeyed: UnkeyedEncodingContainer {
  let slot: Slot
  var codingPath: [any CodingKey] { [] }
  var count: Int { slot.items?.count ?? 0 }

  private func set(_ value: JSONOutput) { slot.items?.append(.output(value)) }

  private func child() -> Slot {
    let child = Slot()
    slot.items?.append(.slot(child))
    return child
  }

  mutating func encodeNil() throws { set(.null) }
  mutating func encode(_ value: Bool) throws { set(.bool(value)) }
  mutating func encode(_ value: String) throws { set(.string(value)) }
  mutating func encode(_ value: Double) throws { set(.double(value)) }
  mutating func encode(_ value: Float) throws { set(.double(Double(value))) }
  mutating func encode(_ value: Int) throws { set(.number(String(value))) }
  mutating func encode(_ value: Int8) throws { set(.number(String(value))) }
  mutating func encode(_ value: Int16) throws { set(.number(String(value))) }
  mutating func encode(_ value: Int32) throws { set(.number(String(value))) }
  mutating func encode(_ value: Int64) throws { set(.number(String(value))) }
  mutating func encode(_ value: UInt) throws { set(.number(String(value))) }
  mutating func encode(_ value: UInt8) throws { set(.number(String(value))) }
  mutating func encode(_ value: UInt16) throws { set(.number(String(value))) }
  mutating func encode(_ value: UInt32) throws { set(.number(String(value))) }
  mutating func encode(_ value: UInt64) throws { set(.number(String(value))) }
  mutating func encode<T: Encodable>(_ value: T) throws { slot.items?.append(try Slot.value(value)) }

  mutating func nestedContainer<NestedKey: CodingKey>(keyedBy keyType: NestedKey.Type) -> KeyedEncodingContainer<
    NestedKey
  > {
    TreeEncoder(slot: child()).container(keyedBy: keyType)
  }

  mutating func nestedUnkeyedContainer() -> any UnkeyedEncodingContainer {
    TreeEncoder(slot: child()).unkeyedContainer()
  }

  mutating func superEncoder() -> any Encoder { TreeEncoder(slot: child()) }
}

private struct Single: SingleValueEncodingContainer {
  let slot: Slot
  var codingPath: [any CodingKey] { [] }

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
  mutating func encode<T: Encodable>(_ value: T) throws { try slot.encode(value) }
}
