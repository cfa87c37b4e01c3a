import Foundation
import SpecimenCore

/// `$extends` (and a group's `$ref` to another group): the group starts from a deep copy of its
/// target, and its own tokens and properties override at the same paths (Format §6.4).
struct ExtendsPass {
  let root: Node
  var diagnostics = Diagnostics()
  private var done: [[String]: Node] = [:]
  /// How many values each resolved group holds, its extensions expanded.
  private var sizes: [[String]: Int] = [:]
  private var inProgress: [[String]] = []
  /// How many values the extensions so far stand for: each is a copy of its target, so a few
  /// groups extending groups that extend groups can stand for billions of tokens, as YAML
  /// aliases of aliases can.
  private(set) var inheritedValues = 0
  /// Past the limit, extensions copy nothing more, and it is reported once.
  private var exceeded = false
  static let maxInheritedValues = 100_000

  init(root: Node) { self.root = root }

  static func apply(to root: Node, into diagnostics: inout Diagnostics) -> Node {
    // Most token files extend nothing: a look at the keys, without building anything, says so.
    guard mayExtend(root) else { return root }
    var pass = ExtendsPass(root: root)
    let result = pass.resolveGroup(root, at: [])
    diagnostics.merge(pass.diagnostics)
    return result
  }

  /// Whether an object below `node` has `$extends`, or a `$ref` that could name a group (one
  /// beside a `$value` cannot).
  private static func mayExtend(_ node: Node) -> Bool {
    guard case .object(let entries) = node.value else { return false }
    // By index: binding each entry would copy it, and this looks at every token of the tree.
    var isValue = false
    for i in entries.indices where entries[i].key == "$value" { isValue = true }
    for i in entries.indices {
      let key = entries[i].key
      if key == "$extends" || (key == "$ref" && !isValue) { return true }
      if !isValue, !key.hasPrefix("$"), mayExtend(entries[i].value) { return true }
    }
    return false
  }

  /// The target path of an extension, if the group declares one.
  private func extensionTarget(of node: Node) -> (path: [String], written: String, location: SourceLocation)? {
    if let value = node["$extends"] {
      let location = value.location
      guard let text = value.string, let reference = Reference.parse(text) else { return nil }
      switch reference {
      case .curly(let path), .pointer(let path): return (path, text, location)
      }
    }
    if let value = node["$ref"], let text = value.string, let path = Reference.pointerSegments(text),
      !path.contains("$value"), let target = root.descendant(path), target.isGroupObject
    {
      return (path, text, value.location)
    }
    return nil
  }

  mutating func resolveGroup(_ node: Node, at path: [String]) -> Node {
    if let cached = done[path] { return cached }
    guard let entries = node.entries else { return node }
    inProgress.append(path)
    defer { inProgress.removeLast() }

    if let bad = node["$extends"], bad.string.flatMap(Reference.parse) == nil {
      diagnostics.append(
        .error(
          "\(groupName(path)): $extends must be a reference such as \"{group}\" or \"#/group\", found \(bad.kindDescription)",
          at: bad.location, id: .tokensExtendsInvalid))
    }

    // A group no extension reaches comes out as it went in, the same storage, so later steps
    // can tell an unchanged group by identity.
    var children = entries
    var changed = false
    var size = 1
    for (i, entry) in entries.enumerated() {
      if !entry.key.hasPrefix("$"),
        entry.value.isGroupObject
          || (entry.value.entries != nil && extensionTarget(of: entry.value) != nil)
      {
        let childPath = path + [entry.key]
        let resolved = resolveGroup(entry.value, at: childPath)
        size += sizes[childPath] ?? Self.valueCount(resolved)
        if !resolved.isIdentical(to: entry.value) {
          children[i].value = resolved
          changed = true
        }
      } else {
        size += Self.valueCount(entry.value)
      }
    }
    var local = changed ? Node(.object(children), at: node.position) : node

    if let target = extensionTarget(of: node) {
      local = local.removing(keys: ["$extends", "$ref"])
      if let (inherited, inheritedSize) = inheritedContent(for: path, target: target) {
        local = mergeTokenTrees(inherited, local)
        local = Node(local.value, at: node.position)
        // At most: the group's own values may replace inherited ones.
        size += inheritedSize
      }
    }
    done[path] = local
    sizes[path] = size
    return local
  }

  /// How many values `node` holds, itself included: what a copy of it costs.
  static func valueCount(_ node: Node) -> Int {
    switch node.value {
    case .array(let items): return items.reduce(1) { $0 + valueCount($1) }
    case .object(let entries): return entries.reduce(1) { $0 + valueCount($1.value) }
    default: return 1
    }
  }

  /// The target's content, and how many values it holds; nil after an error.
  private mutating func inheritedContent(
    for path: [String], target: (path: [String], written: String, location: SourceLocation)
  ) -> (Node, Int)? {
    let name = groupName(path)
    if target.path.isEmpty || path.starts(with: target.path) {
      diagnostics.append(
        .error(
          "\(name): $extends \(target.written) names a group that contains \(name) (circular extension)",
          at: target.location, hint: "a group may extend a sibling or any group outside it, not its own parent",
          id: .tokensExtendsCycle))
      return nil
    }
    if let start = inProgress.firstIndex(of: target.path) {
      let cycle = inProgress[start...].map { groupName($0) } + [groupName(target.path)]
      diagnostics.append(
        .error("circular $extends: \(cycle.joined(separator: " → "))", at: target.location, id: .tokensExtendsCycle))
      return nil
    }
    guard let targetNode = root.descendant(target.path) else {
      let parent = root.descendant(target.path.dropLast())
      let candidates =
        parent?.entries?.filter { !$0.key.hasPrefix("$") && $0.value.isGroupObject }
        .map { (Array(target.path.dropLast()) + [$0.key]).joined(separator: ".") } ?? []
      let hint = Suggestion.closest(to: target.path.joined(separator: "."), in: candidates).map {
        "did you mean '{\($0)}'?"
      }
      diagnostics.append(
        .error(
          "\(name): $extends \(target.written) names no group", at: target.location, hint: hint,
          id: .tokensExtendsUnknownGroup))
      return nil
    }
    if targetNode.isTokenObject {
      diagnostics.append(
        .error(
          "\(name): $extends \(target.written) names a token; a group can only extend a group",
          at: target.location, id: .tokensExtendsToken))
      return nil
    }
    let resolved = resolveGroup(targetNode, at: target.path)
    let size = sizes[target.path] ?? Self.valueCount(resolved)
    guard !exceeded else { return nil }
    guard inheritedValues + size <= Self.maxInheritedValues else {
      exceeded = true
      diagnostics.append(
        .error(
          "\(name): the $extends of these tokens stand for more than \(Self.maxInheritedValues) values",
          at: target.location,
          hint: "each $extends copies its group, and extensions of extensions multiply; extend fewer or smaller groups",
          id: .tokensExtendsExpansion)
      )
      return nil
    }
    inheritedValues += size
    return (resolved.removing(keys: ["$extends", "$ref"]), size)
  }

  private func groupName(_ path: [String]) -> String {
    path.isEmpty ? "the root group" : path.joined(separator: "/")
  }
}

/// Whether a token is deprecated, and why.
