/// The keys of one JSON object past its first few, to find a repeated key in time linear in the
/// object. Plain keys of ASCII bytes alone (every key of a real Figma node) are kept by an
/// FNV-1a hash of their bytes and compared byte by byte, without making a string of each; once a
/// key is escaped or holds other bytes, every key is compared as a string, as Swift compares
/// them (canonical equivalence), so the answers are those of a set of strings.
struct JSONDuplicateKeys {
  private let bytes: UnsafeBufferPointer<UInt8>
  /// Each key's bytes (quotes excluded) while all are plain ASCII.
  private var ranges: [Range<Int>] = []
  /// Open addressing: an index into `ranges` plus one, or 0 for an empty slot.
  private var table: [Int32]
  private var strings: Set<String>?

  /// `keys` are the byte ranges of the keys met so far (quotes excluded) and whether each is
  /// plain ASCII (no escape, no byte past 127), as the reader found; `text` makes a key's string.
  init(
    bytes: UnsafeBufferPointer<UInt8>, keys: [(range: Range<Int>, plainASCII: Bool)], text: (Int) -> String
  ) {
    self.bytes = bytes
    table = [Int32](repeating: 0, count: 64)
    if keys.contains(where: { !$0.plainASCII }) {
      strings = Set(keys.indices.map(text))
      return
    }
    for key in keys { _ = insertPlain(key.range) }
  }

  /// Adds a key; false when the object already has it. `text` makes the key's string.
  mutating func insert(_ range: Range<Int>, plainASCII: Bool, text: () -> String) -> Bool {
    if strings != nil { return strings?.insert(text()).inserted ?? true }
    guard plainASCII else {
      // Every key from here on is compared as a string, those already met included.
      var all = Set(ranges.map { String(decoding: UnsafeBufferPointer(rebasing: bytes[$0]), as: UTF8.self) })
      let inserted = all.insert(text()).inserted
      strings = all
      ranges = []
      return inserted
    }
    return insertPlain(range)
  }

  private mutating func insertPlain(_ range: Range<Int>) -> Bool {
    var hash: UInt64 = 0xcbf2_9ce4_8422_2325
    for index in range { hash = (hash ^ UInt64(bytes[index])) &* 0x100_0000_01b3 }
    let mask = table.count - 1
    var slot = Int(truncatingIfNeeded: hash >> 1) & mask
    while table[slot] != 0 {
      let other = ranges[Int(table[slot]) - 1]
      if other.count == range.count, bytes[other].elementsEqual(bytes[range]) { return false }
      slot = (slot + 1) & mask
    }
    ranges.append(range)
    table[slot] = Int32(truncatingIfNeeded: ranges.count)
    if ranges.count * 2 > table.count { grow() }
    return true
  }

  private mutating func grow() {
    table = [Int32](repeating: 0, count: table.count * 2)
    let old = ranges
    ranges = []
    for range in old { _ = insertPlain(range) }
  }
}
