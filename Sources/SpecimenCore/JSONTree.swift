/// One JSON text read into a flat list of slots in document order, decoded only where asked.
///
/// A Figma snapshot is tens of megabytes of millions of small values. As a tree of `Node`s each
/// value took 48 bytes, each object entry 80 and each object and array an allocation of its own:
/// six times the file. Here a value is one 16-byte slot with its key, and the text itself is
/// kept to read strings, keys and number spellings from when they are asked for: about twice
/// the file. A node of the tree is a `Node` that points here (`Node(tree:index:)`).
package final class JSONTree: Sendable {
  package enum Kind: UInt8, Sendable {
    case null, `true`, `false`, number, string, escapedString, array, object
  }

  /// A value: its kind, its byte offset and a payload by kind — a number's bits, the closing
  /// quote's offset of a string, the slot after the last one inside an array or object (so a
  /// whole value is stepped over at once). A value of an object member keeps the offset of its
  /// key instead, the value's own being found past the key and its colon: keys take no slot.
  struct Slot: Sendable {
    var head: UInt64
    var payload: UInt64

    private static let memberBit: UInt64 = 1 << 60
    private static let escapedKeyBit: UInt64 = 1 << 61

    init(_ kind: Kind, offset: Int, payload: UInt64 = 0, key: (offset: Int, escaped: Bool)? = nil) {
      head = UInt64(kind.rawValue) << 56 | UInt64(key?.offset ?? offset)
      if let key { head |= Self.memberBit | (key.escaped ? Self.escapedKeyBit : 0) }
      self.payload = payload
    }

    var kind: Kind { Kind(rawValue: UInt8(truncatingIfNeeded: head >> 56) & 0x0F) ?? .null }
    /// The value's offset, or its key's for a member.
    var offset: Int { Int(truncatingIfNeeded: head & 0x00FF_FFFF_FFFF_FFFF) }
    var isMember: Bool { head & Self.memberBit != 0 }
    var hasEscapedKey: Bool { head & Self.escapedKeyBit != 0 }
  }

  /// Slots come in chunks of a fixed size: growing one array would copy it and hold both copies
  /// for a moment, half again the whole list.
  static let chunkShift = 12
  static let chunkSize = 1 << chunkShift

  package let bytes: [UInt8]
  package let lines: SourceLines
  private let chunks: [[Slot]]
  /// How many slots the text took (one a value), for tests that bound the memory.
  let slotCount: Int

  init(bytes: [UInt8], lines: SourceLines, chunks: [[Slot]], count: Int) {
    self.bytes = bytes
    self.lines = lines
    self.chunks = chunks
    slotCount = count
  }

  /// The bytes the slots take, for tests that bound the memory.
  var slotBytes: Int { chunks.count * Self.chunkSize * MemoryLayout<Slot>.stride }

  /// The top-level value.
  package var root: Node { Node(tree: self, index: 0) }

  func slot(_ index: Int) -> Slot {
    chunks[index >> Self.chunkShift][index & (Self.chunkSize - 1)]
  }

  package func kind(_ index: Int) -> Kind { slot(index).kind }

  /// Where the value at `index` starts.
  package func offset(_ index: Int) -> Int {
    let slot = slot(index)
    return slot.isMember ? valueOffset(afterKeyAt: slot.offset) : slot.offset
  }

  /// The closing quote of the string or key whose opening quote is at `start` (the text was read
  /// whole, so it has one).
  func closingQuote(from start: Int) -> Int {
    bytes.withUnsafeBufferPointer { Self.closingQuote(in: $0, from: start) }
  }

  static func closingQuote(in bytes: UnsafeBufferPointer<UInt8>, from start: Int) -> Int {
    var i = start + 1
    while i < bytes.count, bytes[i] != UInt8(ascii: "\"") { i += bytes[i] == UInt8(ascii: "\\") ? 2 : 1 }
    return i
  }

  /// Where a member's value starts: past its key, the colon and the spaces around it.
  private func valueOffset(afterKeyAt start: Int) -> Int {
    var i = closingQuote(from: start) + 1
    while i < bytes.count {
      switch bytes[i] {
      case 0x20, 0x09, 0x0D, 0x0A, UInt8(ascii: ":"): i += 1
      default: return i
      }
    }
    return i
  }

  /// The slot after the value at `index` and everything inside it.
  func next(after index: Int) -> Int {
    let slot = slot(index)
    switch slot.kind {
    case .array, .object: return Int(truncatingIfNeeded: slot.payload)
    default: return index + 1
    }
  }

  // MARK: Reading values

  /// The text of the string at `index`.
  package func string(_ index: Int) -> String {
    let slot = slot(index)
    let start = slot.isMember ? valueOffset(afterKeyAt: slot.offset) : slot.offset
    return text(from: start, to: Int(truncatingIfNeeded: slot.payload), escaped: slot.kind == .escapedString)
  }

  /// The key of the member at `index`.
  package func key(_ index: Int) -> String {
    let slot = slot(index)
    guard slot.isMember else { return "" }
    return text(from: slot.offset, to: closingQuote(from: slot.offset), escaped: slot.hasEscapedKey)
  }

  /// Where the key of the member at `index` starts.
  func keyPosition(_ index: Int) -> SourcePosition { SourcePosition(lines, offset: slot(index).offset) }

  private func text(from start: Int, to end: Int, escaped: Bool) -> String {
    bytes.withUnsafeBufferPointer { buffer in
      escaped
        ? JSONReader.decodeEscapedString(in: buffer, at: start, lines: lines)
        : String(decoding: UnsafeBufferPointer(rebasing: buffer[(start + 1)..<end]), as: UTF8.self)
    }
  }

  /// Whether the key of the member at `index` is `text`, compared as Swift compares strings; a
  /// key without escapes is compared byte by byte first, without making a string.
  func keyEquals(_ index: Int, _ text: String) -> Bool {
    var text = text
    let plain = text.withUTF8 { wanted in
      bytes.withUnsafeBufferPointer { buffer in
        plainKeyEquals(index, wanted, wantedIsASCII: !wanted.contains { $0 >= 0x80 }, in: buffer)
      }
    }
    return plain ?? (key(index) == text)
  }

  /// Whether the key of the member at `index` is `wanted`, compared byte by byte; nil when only
  /// a comparison of strings can tell (the key is escaped, or different bytes hold something
  /// beyond ASCII, which Unicode may call equivalent).
  private func plainKeyEquals(
    _ index: Int, _ wanted: UnsafeBufferPointer<UInt8>, wantedIsASCII: Bool, in buffer: UnsafeBufferPointer<UInt8>
  ) -> Bool? {
    let slot = slot(index)
    guard !slot.hasEscapedKey else { return nil }
    let quote = UInt8(ascii: "\"")
    // A key without escapes holds no quote: the first one met ends it.
    var i = slot.offset + 1
    var j = 0
    while j < wanted.count, i < buffer.count, buffer[i] != quote, buffer[i] == wanted[j] {
      i += 1
      j += 1
    }
    if j == wanted.count, i < buffer.count, buffer[i] == quote { return true }
    guard wantedIsASCII else { return nil }
    // The bytes matched so far are the wanted key's, ASCII; the rest of the key must be too.
    while i < buffer.count, buffer[i] != quote {
      if buffer[i] >= 0x80 { return nil }
      i += 1
    }
    return false
  }

  /// A number's value and its spelling in the text.
  func number(_ index: Int) -> (Double, String) {
    let start = offset(index)
    let text = bytes.withUnsafeBufferPointer { buffer in
      var end = start
      while end < buffer.count {
        switch buffer[end] {
        case UInt8(ascii: "0")...UInt8(ascii: "9"), UInt8(ascii: "-"), UInt8(ascii: "+"), UInt8(ascii: "."),
          UInt8(ascii: "e"), UInt8(ascii: "E"):
          end += 1
        default:
          return String(decoding: UnsafeBufferPointer(rebasing: buffer[start..<end]), as: UTF8.self)
        }
      }
      return String(decoding: UnsafeBufferPointer(rebasing: buffer[start..<end]), as: UTF8.self)
    }
    return (Double(bitPattern: slot(index).payload), text)
  }

  func numberValue(_ index: Int) -> Double { Double(bitPattern: slot(index).payload) }

  func position(_ index: Int) -> SourcePosition { SourcePosition(lines, offset: offset(index)) }

  /// The value at `index`, one level deep: the items and entries are nodes of this tree.
  func value(at index: Int) -> Node.Value {
    let slot = slot(index)
    switch slot.kind {
    case .null: return .null
    case .true: return .bool(true)
    case .false: return .bool(false)
    case .number:
      let (value, text) = number(index)
      return .number(value, text)
    case .string, .escapedString: return .string(string(index))
    case .array:
      var items: [Node] = []
      items.reserveCapacity(count(inside: index))
      forEachChild(of: index) { items.append(Node(tree: self, index: $0)) }
      return .array(items)
    case .object:
      var entries: [Node.Entry] = []
      entries.reserveCapacity(count(inside: index))
      forEachChild(of: index) { member in
        entries.append(
          Node.Entry(key: key(member), keyPosition: keyPosition(member), value: Node(tree: self, index: member))
        )
      }
      return .object(entries)
    }
  }

  /// The entries of an object or the items of an array.
  func count(inside index: Int) -> Int {
    var count = 0
    forEachChild(of: index) { _ in count += 1 }
    return count
  }

  /// Calls `body` with each item of an array or member of an object.
  func forEachChild(of index: Int, _ body: (Int) -> Void) {
    let slot = slot(index)
    guard slot.kind == .array || slot.kind == .object else { return }
    let end = Int(truncatingIfNeeded: slot.payload)
    var child = index + 1
    while child < end {
      body(child)
      child = next(after: child)
    }
  }

  /// The slot of the member `key` of the object at `index`, the first if it repeats.
  func valueIndex(in index: Int, key: String) -> Int? {
    guard kind(index) == .object else { return nil }
    let end = Int(truncatingIfNeeded: slot(index).payload)
    var text = key
    return text.withUTF8 { wanted in
      bytes.withUnsafeBufferPointer { buffer -> Int? in
        let wantedIsASCII = !wanted.contains { $0 >= 0x80 }
        var child = index + 1
        while child < end {
          let equal =
            plainKeyEquals(child, wanted, wantedIsASCII: wantedIsASCII, in: buffer) ?? (self.key(child) == key)
          if equal { return child }
          child = next(after: child)
        }
        return nil
      }
    }
  }

  // MARK: Copying out

  /// The value at `index` and everything inside it as nodes of their own, each long key made
  /// once however often it repeats.
  func materialize(_ index: Int, keys: inout KeyTable) -> Node {
    let slot = slot(index)
    let position = position(index)
    switch slot.kind {
    case .array:
      var items: [Node] = []
      items.reserveCapacity(count(inside: index))
      var child = index + 1
      let end = Int(truncatingIfNeeded: slot.payload)
      while child < end {
        items.append(materialize(child, keys: &keys))
        child = next(after: child)
      }
      return Node(.array(items), at: position)
    case .object:
      var entries: [Node.Entry] = []
      entries.reserveCapacity(count(inside: index))
      var child = index + 1
      let end = Int(truncatingIfNeeded: slot.payload)
      while child < end {
        entries.append(
          Node.Entry(
            key: keyString(child, keys: &keys), keyPosition: keyPosition(child), value: materialize(child, keys: &keys))
        )
        child = next(after: child)
      }
      return Node(.object(entries), at: position)
    default:
      return Node(value(at: index), at: position)
    }
  }

  /// A key: one storage per long key, since real files repeat the same few dozen keys
  /// (`absoluteBoundingBox`) on every node and a key past 15 bytes is a heap string.
  private func keyString(_ index: Int, keys: inout KeyTable) -> String {
    let slot = slot(index)
    guard !slot.hasEscapedKey else { return key(index) }
    let end = closingQuote(from: slot.offset)
    return bytes.withUnsafeBufferPointer { buffer in
      let text = UnsafeBufferPointer(rebasing: buffer[(slot.offset + 1)..<end])
      return text.count > 15 ? keys.string(for: text) : String(decoding: text, as: UTF8.self)
    }
  }
}

/// Slots appended in document order, in chunks.
struct JSONSlotList {
  private var chunks: [[JSONTree.Slot]] = []
  private var current: [JSONTree.Slot] = []
  private(set) var count = 0

  init() { current.reserveCapacity(JSONTree.chunkSize) }

  /// Appends a slot and gives its index.
  @discardableResult
  mutating func append(_ slot: JSONTree.Slot) -> Int {
    if current.count == JSONTree.chunkSize {
      chunks.append(current)
      current = []
      current.reserveCapacity(JSONTree.chunkSize)
    }
    current.append(slot)
    count += 1
    return count - 1
  }

  /// Sets the payload of a slot already appended (an array's or object's end, once known).
  mutating func setPayload(_ payload: UInt64, at index: Int) {
    let chunk = index >> JSONTree.chunkShift
    if chunk == chunks.count {
      current[index & (JSONTree.chunkSize - 1)].payload = payload
    } else {
      chunks[chunk][index & (JSONTree.chunkSize - 1)].payload = payload
    }
  }

  consuming func finish() -> [[JSONTree.Slot]] {
    chunks.append(current)
    return chunks
  }
}

/// Strings by their bytes, each made once: an open-addressed table keyed by an FNV-1a hash.
struct KeyTable {
  private var slots: [(hash: UInt64, string: String)?] = Array(repeating: nil, count: 64)
  private var count = 0

  mutating func string(for bytes: UnsafeBufferPointer<UInt8>) -> String {
    var hash: UInt64 = 0xcbf2_9ce4_8422_2325
    for byte in bytes { hash = (hash ^ UInt64(byte)) &* 0x100_0000_01b3 }
    var slot = Int(truncatingIfNeeded: hash) & (slots.count - 1)
    while let entry = slots[slot] {
      if entry.hash == hash, entry.string.utf8.elementsEqual(bytes) { return entry.string }
      slot = (slot + 1) & (slots.count - 1)
    }
    let string = String(decoding: bytes, as: UTF8.self)
    // A file of many distinct long keys stops sharing rather than growing the table without end.
    guard count < 4_096 else { return string }
    slots[slot] = (hash, string)
    count += 1
    if count * 2 > slots.count { grow() }
    return string
  }

  private mutating func grow() {
    let old = slots
    slots = Array(repeating: nil, count: old.count * 2)
    for case let entry? in old {
      var slot = Int(truncatingIfNeeded: entry.hash) & (slots.count - 1)
      while slots[slot] != nil { slot = (slot + 1) & (slots.count - 1) }
      slots[slot] = entry
    }
  }
}
