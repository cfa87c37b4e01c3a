import SpecimenCore
import Tokens

/// Builds a token tree from slash names, groups in the order their first token appears.
final class TreeBuilder {
  var keys: [String] = []
  var keyPositions: [SourcePosition] = []
  var children: [TreeBuilder?] = []
  var tokens: [Node?] = []
  var index: [String: Int] = [:]

  func insert(segments: [String], keyPosition: SourcePosition, token: Node) {
    var node = self
    for (i, segment) in segments.enumerated() {
      let last = i == segments.count - 1
      let slot: Int
      if let existing = node.index[segment] {
        slot = existing
      } else {
        slot = node.keys.count
        node.index[segment] = slot
        node.keys.append(segment)
        node.keyPositions.append(keyPosition)
        node.children.append(last ? nil : TreeBuilder())
        node.tokens.append(nil)
      }
      if last {
        node.tokens[slot] = token
        return
      }
      guard let child = node.children[slot] else { return }  // a token, not a group: checked before
      node = child
    }
  }

  /// The tree as a Node (depth at most `maxNameDepth`).
  func node(at position: SourcePosition) -> Node {
    var entries: [Node.Entry] = []
    entries.reserveCapacity(keys.count)
    for i in keys.indices {
      if let token = tokens[i] {
        entries.append(Node.Entry(key: keys[i], keyPosition: keyPositions[i], value: token))
      } else if let child = children[i] {
        entries.append(
          Node.Entry(key: keys[i], keyPosition: keyPositions[i], value: child.node(at: keyPositions[i])))
      }
    }
    return Node(.object(entries), at: position)
  }
}

/// The token names placed so far, by segment: whether a name runs through a token or ends at a group.
final class NameTrie {
  var children: [String: NameTrie] = [:]
  var token: String?
  /// The first token placed at or below this node, for the message of a conflict.
  var first: String?

  /// Inserts a name unless a token lies on its path or other names go on below it; returns the
  /// id of the token it conflicts with, nil when inserted.
  func conflict(inserting segments: [String], id: String) -> String? {
    var path: [NameTrie] = [self]
    var node = self
    for segment in segments {
      if let token = node.token { return token }
      if let next = node.children[segment] {
        node = next
      } else {
        let next = NameTrie()
        node.children[segment] = next
        node = next
      }
      path.append(node)
    }
    if let token = node.token { return token }
    if !node.children.isEmpty { return node.first }
    node.token = id
    for step in path where step.first == nil { step.first = id }
    return nil
  }
}
