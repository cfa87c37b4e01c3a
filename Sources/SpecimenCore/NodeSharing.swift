extension Node {
  /// Whether the two are the same reading: the same position and, for objects and arrays, the
  /// same storage. Parts shared by `sharingEqualParts(with:)`, or passed on unchanged, are; a
  /// check of identity, never a walk.
  package func isIdentical(to other: Node) -> Bool {
    if let a = treeSlot, let b = other.treeSlot { return a.tree === b.tree && a.index == b.index }
    guard position == other.position else { return false }
    switch (value, other.value) {
    case (.object(let a), .object(let b)):
      return a.count == b.count
        && a.withUnsafeBufferPointer { x in b.withUnsafeBufferPointer { x.baseAddress == $0.baseAddress } }
    case (.array(let a), .array(let b)):
      return a.count == b.count
        && a.withUnsafeBufferPointer { x in b.withUnsafeBufferPointer { x.baseAddress == $0.baseAddress } }
    case (.object, _), (.array, _), (_, .object), (_, .array):
      return false
    default:
      return value == other.value
    }
  }

  /// This node, with every part that equals the same part of `earlier` (same value, same
  /// positions) taken from `earlier`.
  ///
  /// A file read again after an edit is mostly what it was. Sharing the unchanged parts with the
  /// earlier reading makes later comparisons of those parts (is this token written as before?)
  /// a check of identity instead of a walk, however many times they are compared.
  package func sharingEqualParts(with earlier: Node) -> Node {
    shared(with: earlier).node
  }

  private func shared(with earlier: Node) -> (node: Node, identical: Bool) {
    switch (value, earlier.value) {
    case (.object(let entries), .object(let earlierEntries)):
      var byKey: [String: Int]?
      var out = entries
      var identical = position == earlier.position && entries.count == earlierEntries.count
      for i in entries.indices {
        // Keys usually keep their places; a moved key is found by name.
        var match: Int?
        if i < earlierEntries.count, earlierEntries[i].key == entries[i].key {
          match = i
        } else {
          if byKey == nil {
            byKey = Dictionary(
              earlierEntries.enumerated().map { ($1.key, $0) }, uniquingKeysWith: { first, _ in first })
          }
          match = byKey?[entries[i].key]
        }
        guard let match else {
          identical = false
          continue
        }
        let (child, same) = entries[i].value.shared(with: earlierEntries[match].value)
        out[i].value = child
        if !same || match != i || entries[i].keyPosition != earlierEntries[match].keyPosition { identical = false }
      }
      return identical ? (earlier, true) : (Node(.object(out), at: position), false)
    case (.array(let items), .array(let earlierItems)):
      var out = items
      var identical = position == earlier.position && items.count == earlierItems.count
      for i in items.indices where i < earlierItems.count {
        let (child, same) = items[i].shared(with: earlierItems[i])
        out[i] = child
        if !same { identical = false }
      }
      if items.count != earlierItems.count { identical = false }
      return identical ? (earlier, true) : (Node(.array(out), at: position), false)
    default:
      return self == earlier ? (earlier, true) : (self, false)
    }
  }
}
