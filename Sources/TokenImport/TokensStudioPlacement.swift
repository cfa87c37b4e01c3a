import SpecimenCore
import Tokens

extension TokensStudioReader.Evaluation {
  /// The group whose theme decides every value: the set's own group, else a group read after
  /// the set (the value joins its contexts), else, for a plain set, a group read before it when
  /// no set read after that group but this one defines the token (the token moves into the
  /// group's contexts). Nil when none does.
  func followedGroup(
    _ values: [(Int, TokensStudioReader.Computed)], combinations: [[String]], spot: TokensStudioReader.Spot,
    slots: [Int], groupSlot: [Int: Int]
  ) -> Int? {
    func decides(_ g: Int) -> Bool {
      var seen: [String: TokensStudioReader.Computed] = [:]
      for (c, value) in values {
        let theme = combinations[c][g]
        if let earlier = seen[theme], earlier != value { return false }
        seen[theme] = value
      }
      return true
    }
    if case .group(let own) = membership[spot.set], decides(own) { return own }
    let slot = slots[spot.set]
    if let later = groups.indices.reversed().first(where: { (groupSlot[$0] ?? -1) > slot && decides($0) }) {
      return later
    }
    guard membership[spot.set] == .plain else { return nil }
    let key = spot.tokenPath.joined(separator: ".")
    return groups.indices.reversed().first { g in
      let gSlot = groupSlot[g] ?? Int.max
      guard gSlot < slot, decides(g) else { return false }
      return !sets.indices.contains { i in
        i != spot.set && slots[i] > gSlot && tokens[i][key] != nil
      }
    }
  }

  /// A tree of groups holding the tokens at their paths, groups in first-seen order.
  static func tree(_ tokens: [(path: [String], node: Node)], at position: SourcePosition) -> Node {
    final class Group {
      var order: [String] = []
      var children: [String: Group] = [:]
      var token: Node?
      let position: SourcePosition
      init(_ position: SourcePosition) { self.position = position }
    }
    let root = Group(position)
    for (path, node) in tokens {
      var group = root
      for key in path {
        if let next = group.children[key] {
          group = next
        } else {
          let next = Group(node.position)
          group.children[key] = next
          group.order.append(key)
          group = next
        }
      }
      group.token = node
    }
    // As deep as the paths, which are as deep as the input's nesting.
    func build(_ group: Group) -> Node {
      if let token = group.token { return token }
      return Node(
        .object(
          group.order.compactMap { key in
            group.children[key].map { Node.Entry(key: key, keyPosition: $0.position, value: build($0)) }
          }), at: group.position)
    }
    return build(root)
  }

  /// The tree with the nodes at the given key paths replaced; only the objects on those paths
  /// are copied.
  static func replacing(in tree: Node, _ replacements: [[String]: Node], dropping: Set<[String]> = []) -> Node {
    guard !replacements.isEmpty || !dropping.isEmpty else { return tree }
    // A trie of the paths: each level of the tree is looked at only where a path leads.
    final class Step {
      var children: [String: Step] = [:]
      var replacement: Node?
      var dropped = false
    }
    let root = Step()
    func insert(_ path: [String]) -> Step {
      var step = root
      for key in path {
        if let next = step.children[key] {
          step = next
        } else {
          let next = Step()
          step.children[key] = next
          step = next
        }
      }
      return step
    }
    for (path, node) in replacements { insert(path).replacement = node }
    for path in dropping { insert(path).dropped = true }
    func walk(_ node: Node, _ step: Step) -> Node {
      if let replacement = step.replacement { return replacement }
      guard !step.children.isEmpty else { return node }
      if let entries = node.entries {
        return Node(
          .object(
            entries.compactMap { entry in
              guard let next = step.children[entry.key] else { return entry }
              if next.dropped { return nil }
              var entry = entry
              entry.value = walk(entry.value, next)
              return entry
            }), at: node.position)
      }
      if let items = node.array {
        return Node(
          .array(
            items.enumerated().map { item in
              step.children[String(item.offset)].map { walk(item.element, $0) } ?? item.element
            }),
          at: node.position)
      }
      return node
    }
    return walk(tree, root)
  }
}
