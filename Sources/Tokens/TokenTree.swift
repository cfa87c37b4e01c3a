import Foundation
import SpecimenCore

/// Reading a DTCG token tree: merging sources, `$extends`, and flattening groups into tokens.

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

/// A reference as written: `{a.b.c}` (curly) or `#/a/b/c` (JSON pointer).
enum Reference: Sendable, Hashable {
  case curly([String])
  case pointer([String])

  /// `{a.b}` → curly; nil for anything else (partial strings are plain text in 2025.10).
  static func curly(_ text: String) -> [String]? {
    // Bytes, not Foundation's string search: every token value of every context passes here.
    guard text.utf8.count >= 3, text.first == "{", text.last == "}" else { return nil }
    let inner = text.dropFirst().dropLast()
    guard !inner.utf8.contains(where: { $0 == UInt8(ascii: "{") || $0 == UInt8(ascii: "}") }) else { return nil }
    return inner.split(separator: ".", omittingEmptySubsequences: false).map(String.init)
  }

  /// `#/a/b~1c` → ["a", "b/c"] (RFC 6901 unescaping, percent-decoding for URI fragments).
  static func pointerSegments(_ text: String) -> [String]? {
    guard text.hasPrefix("#") else { return nil }
    var body = String(text.dropFirst())
    if body.isEmpty { return [] }
    guard body.hasPrefix("/") else { return nil }
    body.removeFirst()
    if body.contains("%"), let decoded = body.removingPercentEncoding { body = decoded }
    return body.split(separator: "/", omittingEmptySubsequences: false).map {
      $0.replacingOccurrences(of: "~1", with: "/").replacingOccurrences(of: "~0", with: "~")
    }
  }

  static func parse(_ text: String) -> Reference? {
    if let segments = curly(text) { return .curly(segments) }
    if let segments = pointerSegments(text) { return .pointer(segments) }
    return nil
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
package enum Deprecation: Sendable, Hashable {
  case deprecated(reason: String?)
}

/// A token as written, before its aliases are followed.
///
/// Immutable and shared: the resolver and the memo pass it around and compare it for every
/// token of every context, so a copy is a reference.
final class RawToken: Sendable, Equatable {
  let path: TokenPath
  let object: Node
  let keyLocation: SourceLocation
  let explicitType: TokenType?
  let explicitTypeLocation: SourceLocation?
  /// The nearest group `$type` and the group that declares it.
  let inheritedType: InheritedType?
  /// The `$type` as written, for a type outside 2025.10.
  let typeName: String
  /// A `$type` outside 2025.10 on the token or a group above it, read leniently.
  let deviations: [TokenDeviation]
  let description: String?
  let deprecation: Deprecation?
  let extensions: Node?

  init(
    path: TokenPath, object: Node, keyLocation: SourceLocation, explicitType: TokenType?,
    explicitTypeLocation: SourceLocation?, inheritedType: InheritedType?, typeName: String,
    deviations: [TokenDeviation], description: String?, deprecation: Deprecation?, extensions: Node?
  ) {
    self.path = path
    self.object = object
    self.keyLocation = keyLocation
    self.explicitType = explicitType
    self.explicitTypeLocation = explicitTypeLocation
    self.inheritedType = inheritedType
    self.typeName = typeName
    self.deviations = deviations
    self.description = description
    self.deprecation = deprecation
    self.extensions = extensions
  }

  /// Written the same way at the same place, with the same type and group settings.
  static func == (a: RawToken, b: RawToken) -> Bool {
    a === b
      || (a.keyLocation == b.keyLocation && a.path == b.path && a.object == b.object
        && a.explicitType == b.explicitType && a.explicitTypeLocation == b.explicitTypeLocation
        && a.inheritedType == b.inheritedType && a.typeName == b.typeName && a.deviations == b.deviations
        && a.description == b.description && a.deprecation == b.deprecation && a.extensions == b.extensions)
  }

  var valueNode: Node? { object["$value"] }
  var pointer: (text: String, location: SourceLocation)? {
    guard object["$value"] == nil, let ref = object["$ref"] else { return nil }
    return (ref.string ?? "", ref.location)
  }
}

struct InheritedType: Sendable, Equatable {
  var type: TokenType
  var group: TokenPath
  var name: String
  var deviation: TokenDeviation?
}

struct GroupInfo: Sendable {
  var path: TokenPath
  var location: SourceLocation
  var hasRoot: Bool
}

/// Walks a (merged, extended) token tree into tokens in source order, checking its structure.
struct Flattener {
  var strictness: TokenStrictness = .lenient
  var tokens: [RawToken] = []
  var groups: [String: GroupInfo] = [:]
  var groupOrder: [TokenPath] = []
  var diagnostics = Diagnostics()
  /// Every `$type` outside 2025.10, for summaries.
  var deviations: [TokenDeviation] = []
  /// An earlier flattening to take unchanged tokens from.
  var reference: FlattenedReference?
  /// Positions in `tokens` of those whose flattening reported something.
  var reporting: Set<Int> = []
  /// Every group walked, in the order walked.
  var groupSpans: [GroupSpan] = []

  /// The tokens, for a later flattening to take from.
  var flattened: FlattenedTokens {
    FlattenedTokens(
      tokens: tokens, reporting: reporting, groups: groups, groupOrder: groupOrder, groupSpans: groupSpans)
  }

  /// A group's own keys (its other keys are its children); `$schema` only at the root.
  static let groupProperties = ["$type", "$description", "$deprecated", "$extensions", "$extends", "$root"]
  static let rootGroupProperties = groupProperties + ["$schema"]
  static let tokenProperties = ["$value", "$type", "$description", "$deprecated", "$extensions", "$ref"]
  /// Unknown keys are warnings: other tools may write their own (DocumentFormat).
  static let reader = KeyedReader(.tokenFile)

  static func flatten(
    _ root: Node, strictness: TokenStrictness = .lenient, reference: FlattenedTokens? = nil
  ) -> Flattener {
    var flattener = Flattener(strictness: strictness)
    flattener.reference = reference.map(FlattenedReference.init)
    guard root.entries != nil else {
      flattener.diagnostics.append(
        .error(
          "a tokens file must hold a JSON object, found \(root.kindDescription)", at: root.location,
          id: .tokensWrongType))
      return flattener
    }
    flattener.walkGroup(root, path: TokenPath([]), inheritedType: nil, deprecation: nil)
    return flattener
  }

  /// The type, and for a `$type` outside 2025.10 with no near 2025.10 name, `opaque` with the
  /// deviation that reports it (a misspelt standard type stays an error).
  mutating func parseType(_ node: Node, owner ownerName: @autoclosure () -> String) -> (
    type: TokenType, name: String, deviation: TokenDeviation?
  )? {
    if let text = node.string, let type = TokenType(standardName: text) { return (type, text, nil) }
    let owner = ownerName()
    guard let text = node.string, !text.isEmpty else {
      diagnostics.append(
        .error(
          "\(owner): $type must be a string, found \(node.kindDescription)", at: node.location, id: .tokensWrongType))
      return nil
    }
    let names = TokenType.standard.map(\.rawValue)
    let suggestion = Suggestion.hint(for: text, in: names)
    if let suggestion {
      diagnostics.append(
        .error("\(owner): unknown $type '\(text)'", at: node.location, hint: suggestion, id: .tokensUnknownType))
      return nil
    }
    let diagnostic = Diagnostic(
      strictness == .strict ? .error : .warning,
      "\(owner): $type '\(text)' is not a 2025.10 type; its values are kept as written and shown as text",
      at: node.location, hint: "the types are " + names.joined(separator: ", "), id: .tokensDeviationUnknownType)
    diagnostics.append(diagnostic)
    deviations.append(TokenDeviation(kind: .unknownType, diagnostic: diagnostic))
    return (.opaque, text, deviations.last)
  }

  mutating func parseDeprecation(_ node: Node?, owner: @autoclosure () -> String) -> Deprecation?? {
    guard let node else { return .none }
    if let flag = node.bool { return .some(flag ? .deprecated(reason: nil) : nil) }
    if let text = node.string { return .some(.deprecated(reason: text)) }
    diagnostics.append(
      .error(
        "\(owner()): $deprecated must be true, false or a string, found \(node.kindDescription)", at: node.location,
        id: .tokensWrongType))
    return .none
  }

  mutating func checkCommon(_ node: Node, owner: @autoclosure () -> String) -> (String?, Node?) {
    var description: String?
    if let d = node["$description"] {
      if let text = d.string {
        description = text
      } else {
        diagnostics.append(
          .error(
            "\(owner()): $description must be a string, found \(d.kindDescription)", at: d.location,
            id: .tokensWrongType))
      }
    }
    var extensions: Node?
    if let e = node["$extensions"] {
      if e.entries != nil {
        extensions = e
      } else {
        diagnostics.append(
          .error(
            "\(owner()): $extensions must be an object, found \(e.kindDescription)", at: e.location,
            id: .tokensWrongType))
      }
    }
    return (description, extensions)
  }

  mutating func walkGroup(
    _ node: Node, path: TokenPath, inheritedType: InheritedType?, deprecation: Deprecation?
  ) {
    guard let entries = node.entries else { return }
    if !path.segments.isEmpty,
      let reused = reference?.group(path: path, node: node, inheritedType: inheritedType, deprecation: deprecation)
    {
      take(reused)
      return
    }
    // The group's span, filled in once its tokens and subgroups are walked.
    let span = groupSpans.count
    let start = (tokens: tokens.count, groups: groupOrder.count)
    let reported = (diagnostics: diagnostics.all.count, deviations: deviations.count)
    if !path.segments.isEmpty { groupSpans.append(GroupSpan(dotted: path.dotted, node: node)) }
    defer {
      if !path.segments.isEmpty {
        groupSpans[span].inheritedType = inheritedType
        groupSpans[span].deprecation = deprecation
        groupSpans[span].tokens = start.tokens..<tokens.count
        groupSpans[span].groupOrder = start.groups..<groupOrder.count
        groupSpans[span].descendants = span + 1..<groupSpans.count
        groupSpans[span].clean =
          diagnostics.all.count == reported.diagnostics && deviations.count == reported.deviations
      }
    }
    let owner = path.segments.isEmpty ? "the root group" : "group " + path.name
    var groupType = inheritedType
    if let typeNode = node["$type"], let parsed = parseType(typeNode, owner: owner) {
      groupType = InheritedType(type: parsed.type, group: path, name: parsed.name, deviation: parsed.deviation)
    }
    var groupDeprecation = deprecation
    if let parsed = parseDeprecation(node["$deprecated"], owner: owner) { groupDeprecation = parsed }
    // Its $description and $extensions are checked; the docs show a group's tokens, not the group.
    _ = checkCommon(node, owner: owner)
    if !path.segments.isEmpty {
      groups[path.dotted] = GroupInfo(path: path, location: node.location, hasRoot: node["$root"] != nil)
      groupOrder.append(path)
    }

    let known = path.segments.isEmpty ? Flattener.rootGroupProperties : Flattener.groupProperties
    for entry in entries {
      let key = entry.key
      if key.hasPrefix("$") && key != "$root" {
        if !known.contains(key) {
          Flattener.reader.reportUnknownKey(entry, known: known, in: owner, into: &diagnostics)
        }
        continue
      }
      let childPath = path.appending(key)
      if key != "$root" {
        if key.utf8.contains(where: { $0 == UInt8(ascii: "{") || $0 == UInt8(ascii: "}") || $0 == UInt8(ascii: ".") }) {
          diagnostics.append(
            .error(
              "'\(key)': token and group names must not contain '{', '}' or '.'", at: entry.keyLocation,
              hint:
                "references use '.' to separate names; rename it, e.g. '\(key.replacingOccurrences(of: ".", with: "-"))'",
              id: .tokensNameInvalid
            ))
          continue
        }
      } else if path.segments.isEmpty {
        diagnostics.append(.error("$root must sit inside a group", at: entry.keyLocation, id: .tokensRootMisplaced))
        continue
      }
      guard entry.value.entries != nil else {
        diagnostics.append(
          .error(
            "\(childPath.name): expected a token (an object with $value) or a group, found \(entry.value.kindDescription)",
            at: entry.value.location, hint: "write it as {\"$value\": \(entry.value.jsonText())}", id: .tokensWrongType)
        )
        continue
      }
      if key == "$root" && !entry.value.isTokenObject {
        diagnostics.append(
          .error("\(path.name): $root must be a token with a $value", at: entry.keyLocation, id: .tokensRootMisplaced))
        continue
      }
      if entry.value.isTokenObject {
        addToken(
          entry.value, path: childPath, keyLocation: entry.keyLocation, inheritedType: groupType,
          deprecation: groupDeprecation)
      } else {
        walkGroup(entry.value, path: childPath, inheritedType: groupType, deprecation: groupDeprecation)
      }
    }
  }

  mutating func addToken(
    _ node: Node, path: TokenPath, keyLocation: SourceLocation, inheritedType: InheritedType?,
    deprecation: Deprecation?
  ) {
    if let taken = reference?.token(
      path: path, object: node, keyLocation: keyLocation, inheritedType: inheritedType, deprecation: deprecation)
    {
      tokens.append(taken)
      return
    }
    let before = (tokens: tokens.count, diagnostics: diagnostics.all.count, deviations: deviations.count)
    defer {
      if tokens.count > before.tokens,
        diagnostics.all.count != before.diagnostics || deviations.count != before.deviations
      {
        reporting.insert(before.tokens)
      }
    }
    // Only messages name the token: most tokens have none to report.
    var owner: String { path.name }
    var valid = true
    for entry in node.entries ?? [] {
      if !entry.key.hasPrefix("$") {
        diagnostics.append(
          .error(
            "\(owner): an object with $value is a token and cannot also hold '\(entry.key)'", at: entry.keyLocation,
            hint: "move '\(entry.key)' out, or turn \(owner) into a group with a $root token",
            id: .tokensTokenWithChildren))
        valid = false
      } else if !Flattener.tokenProperties.contains(entry.key) {
        Flattener.reader.reportUnknownKey(
          entry, known: Flattener.tokenProperties, in: "token \(owner)", into: &diagnostics)
      }
    }
    if node["$value"] != nil, let ref = node["$ref"] {
      diagnostics.append(
        .error("\(owner): a token has either $value or $ref, not both", at: ref.location, id: .tokensValueAndRef))
      valid = false
    }
    if let ref = node["$ref"], node["$value"] == nil, ref.string.flatMap(Reference.pointerSegments) == nil {
      diagnostics.append(
        .error(
          "\(owner): $ref must be a JSON pointer such as \"#/colors/blue/$value\", found \(ref.jsonText())",
          at: ref.location, id: .tokensRefInvalid))
      valid = false
    }
    var explicitType: TokenType?
    var typeName = inheritedType?.name ?? ""
    var typeDeviation = inheritedType?.deviation
    if let typeNode = node["$type"] {
      if let parsed = parseType(typeNode, owner: owner) {
        (explicitType, typeName, typeDeviation) = (parsed.type, parsed.name, parsed.deviation)
      } else {
        valid = false
      }
    }
    var tokenDeprecation = deprecation
    if let parsed = parseDeprecation(node["$deprecated"], owner: owner) { tokenDeprecation = parsed }
    let (description, extensions) = checkCommon(node, owner: owner)
    guard valid else { return }
    tokens.append(
      RawToken(
        path: path, object: node, keyLocation: keyLocation, explicitType: explicitType,
        explicitTypeLocation: node["$type"]?.location, inheritedType: inheritedType, typeName: typeName,
        deviations: typeDeviation.map { [$0] } ?? [], description: description, deprecation: tokenDeprecation,
        extensions: extensions))
  }
}
