/// A fixed set of object keys, found by their UTF-8 bytes without making a `String` of each key
/// met: a reader that wants many members of every object of a large tree (a Figma node has
/// forty-odd fields) asks for all of them in one pass over the object, where looking each up on
/// its own would compare every key it asks for with every member before it.
package struct JSONKeySet: Sendable {
  package let keys: [String]
  private let bytes: [[UInt8]]
  /// Open addressing by FNV-1a hash: the index of a key in `keys`, or -1.
  private let table: [Int]
  private let mask: Int

  package init(_ keys: [String]) {
    self.keys = keys
    bytes = keys.map { Array($0.utf8) }
    var size = 16
    while size < keys.count * 2 { size *= 2 }
    var table = [Int](repeating: -1, count: size)
    for (index, key) in bytes.enumerated() {
      var slot = Self.hash(key) & (size - 1)
      while table[slot] != -1 { slot = (slot + 1) & (size - 1) }
      table[slot] = index
    }
    self.table = table
    mask = size - 1
  }

  package var count: Int { keys.count }

  private static func hash<C: Collection<UInt8>>(_ bytes: C) -> Int {
    var hash: UInt64 = 0xcbf2_9ce4_8422_2325
    for byte in bytes { hash = (hash ^ UInt64(byte)) &* 0x100_0000_01b3 }
    return Int(truncatingIfNeeded: hash >> 1)
  }

  /// The index in `keys` of the key written as `written` (UTF-8, no escapes).
  func index(of written: UnsafeBufferPointer<UInt8>) -> Int? {
    // Different bytes can still be the same string to Swift (canonical equivalence), so a key
    // with non-ASCII bytes is compared as a string, as `Node`'s subscript does.
    if written.contains(where: { $0 >= 0x80 }) { return index(of: String(decoding: written, as: UTF8.self)) }
    var slot = Self.hash(written) & mask
    while table[slot] != -1 {
      if Self.same(bytes[table[slot]], written) { return table[slot] }
      slot = (slot + 1) & mask
    }
    return nil
  }

  private static func same(_ key: [UInt8], _ written: UnsafeBufferPointer<UInt8>) -> Bool {
    guard key.count == written.count else { return false }
    return key.withUnsafeBufferPointer { key in
      for index in 0..<key.count where key[index] != written[index] { return false }
      return true
    }
  }

  /// The index in `keys` of `key`.
  package func index(of key: String) -> Int? {
    if key.utf8.allSatisfy({ $0 < 0x80 }) {
      var key = key
      return key.withUTF8 { index(of: $0) }
    }
    return keys.firstIndex(of: key)
  }
}

extension Node {
  /// The values of the keys of `keys` in this object, found in one pass over its members:
  /// `found[i]` is the value of `keys.keys[i]` (the first where a key repeats, as the subscript
  /// answers), nil where it is absent. Nil when this is not an object.
  package func members(_ keys: JSONKeySet) -> [Node?]? {
    if let (tree, index) = treeSlot {
      guard tree.kind(index) == .object else { return nil }
      return tree.members(of: index, keys)
    }
    guard case .object(let entries) = value else { return nil }
    var found = [Node?](repeating: nil, count: keys.count)
    for entry in entries {
      if let index = keys.index(of: entry.key), found[index] == nil { found[index] = entry.value }
    }
    return found
  }
}

extension JSONTree {
  /// The members of the object at `index` whose keys `keys` holds, by their index in it.
  func members(of index: Int, _ keys: JSONKeySet) -> [Node?] {
    var found = [Node?](repeating: nil, count: keys.count)
    let end = Int(truncatingIfNeeded: slot(index).payload)
    bytes.withUnsafeBufferPointer { buffer in
      var child = index + 1
      while child < end {
        let slot = slot(child)
        let key: Int?
        if slot.hasEscapedKey {
          key = keys.index(of: self.key(child))
        } else {
          let end = Self.closingQuote(in: buffer, from: slot.offset)
          key = keys.index(of: UnsafeBufferPointer(rebasing: buffer[(slot.offset + 1)..<end]))
        }
        if let key, found[key] == nil { found[key] = Node(tree: self, index: child) }
        child = next(after: child)
      }
    }
    return found
  }
}
