import SpecimenCore

/// Reading a DTCG token tree: what a token and a group object are, and merging sources.

extension Node {
  /// A token object: it has `$value`, or a `$ref` and no children of its own.
  var isTokenObject: Bool {
    guard let entries else { return false }
    if entries.contains(where: { $0.key == "$value" }) { return true }
    return entries.contains(where: { $0.key == "$ref" }) && !entries.contains(where: { !$0.key.hasPrefix("$") })
  }

  var isGroupObject: Bool { entries != nil && !isTokenObject }

  /// The value at `segments` below this node (object keys; array indices for arrays).
  func descendant(_ segments: some Collection<String>) -> Node? {
    var current = self
    for segment in segments {
      if let next = current[segment] {
        current = next
      } else if let items = current.array, let index = Int(segment), items.indices.contains(index) {
        current = items[index]
      } else {
        return nil
      }
    }
    return current
  }

  func removing(keys: Set<String>) -> Node {
    guard let entries else { return self }
    return Node(.object(entries.filter { !keys.contains($0.key) }), at: position)
  }
}

/// Deep merge in resolution order: groups merge key by key, a token is replaced whole, and a key
/// keeps the place where it first appeared, so output follows the order of the first source.
func mergeTokenTrees(_ base: Node, _ overlay: Node) -> Node {
  guard var entries = base.entries, let overlayEntries = overlay.entries else { return overlay }
  var position: [String: Int] = [:]
  for (index, entry) in entries.enumerated() { position[entry.key] = index }
  for entry in overlayEntries {
    if let index = position[entry.key] {
      let old = entries[index].value
      if !entry.key.hasPrefix("$"), old.isGroupObject, entry.value.isGroupObject {
        entries[index].value = mergeTokenTrees(old, entry.value)
      } else {
        entries[index] = entry
      }
    } else {
      position[entry.key] = entries.count
      entries.append(entry)
    }
  }
  return Node(.object(entries), at: base.position)
}
