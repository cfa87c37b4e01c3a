import SpecimenCore

/// The tokens one flattening of a context built, kept for the next flattening of a tree written
/// mostly the same way: the next load of the same files after an edit, or another context of
/// the same load. A token is taken from it when it is written the same way at the same place
/// under the same group settings, which makes it the same token, shared rather than built again,
/// and lets the resolver's memo compare it by identity.
struct FlattenedTokens: Sendable {
  var tokens: [RawToken] = []
  /// Positions of tokens whose flattening reported something. They are never taken, so what
  /// they report is reported again.
  var reporting: Set<Int> = []
  /// The groups as flattened, and where each group's tokens and subgroups are.
  var groups: [String: GroupInfo] = [:]
  var groupOrder: [TokenPath] = []
  var groupSpans: [GroupSpan] = []
  /// What the context's lookups were, for a flattening with the same paths in the same order:
  /// the resolver's positions by dotted path, and, when every token resolved, the resolution's
  /// names and whether no two tokens shared a CSS variable. All follow from the paths alone.
  var index: [String: Int]?
  var byName: [String: Int]?
  var clashFree = false

  /// Whether `other` names the same tokens in the same order.
  func hasSamePaths(as other: FlattenedTokens) -> Bool {
    tokens.count == other.tokens.count
      && zip(tokens, other.tokens).allSatisfy { $0 === $1 || $0.path.dotted == $1.path.dotted }
  }
}

/// One group as flattened: the group as written and the settings it inherited, and where its
/// tokens, its subgroups (itself first) and the spans of its subgroups are. A clean group
/// reported nothing, so it can be taken whole.
struct GroupSpan: Sendable {
  var dotted: String
  var node: Node
  var inheritedType: InheritedType?
  var deprecation: Deprecation?
  var tokens: Range<Int> = 0..<0
  var groupOrder: Range<Int> = 0..<0
  var descendants: Range<Int> = 0..<0
  var clean = false
}

/// Finds the tokens of a reference flattening: where the last one taken was followed by the
/// next (trees keep their order), else by path.
struct FlattenedReference {
  let list: FlattenedTokens
  private var next = 0
  private var byPath: [String: Int]?
  private var spansByPath: [String: Int]?

  /// The reference's span of a group that is the same storage, inherits the same settings and
  /// reported nothing: everything in it comes out the same.
  mutating func group(
    path: TokenPath, node: Node, inheritedType: InheritedType?, deprecation: Deprecation?
  ) -> GroupSpan? {
    if spansByPath == nil { spansByPath = Self.firstPositions(list.groupSpans.lazy.map(\.dotted)) }
    guard let position = spansByPath?[path.dotted] else { return nil }
    let span = list.groupSpans[position]
    guard span.clean, span.inheritedType == inheritedType, span.deprecation == deprecation,
      span.node.isIdentical(to: node)
    else { return nil }
    next = span.tokens.upperBound
    return span
  }

  init(_ list: FlattenedTokens) {
    self.list = list
  }

  /// The reference's token for these inputs of `Flattener.addToken`, or nil when there is none
  /// or it was written otherwise.
  ///
  /// A token's own `$deprecated` replaces the group's, so comparing the group's setting with the
  /// token's result is enough: equal, the token comes out the same whether it has its own or not.
  mutating func token(
    path: TokenPath, object: Node, keyLocation: SourceLocation, inheritedType: InheritedType?,
    deprecation: Deprecation?
  ) -> RawToken? {
    guard let position = position(of: path) else { return nil }
    // The walk goes on after this token whether or not it is taken.
    next = position + 1
    guard !list.reporting.contains(position) else { return nil }
    let token = list.tokens[position]
    guard token.keyLocation == keyLocation, token.inheritedType == inheritedType, token.deprecation == deprecation,
      token.object == object
    else { return nil }
    return token
  }

  private mutating func position(of path: TokenPath) -> Int? {
    if next < list.tokens.count, list.tokens[next].path.dotted == path.dotted { return next }
    if byPath == nil { byPath = Self.firstPositions(list.tokens.lazy.map(\.path.dotted)) }
    return byPath?[path.dotted]
  }

  /// Where each dotted path first occurs: made the first time a lookup misses the walk's order.
  private static func firstPositions(_ paths: some Collection<String>) -> [String: Int] {
    var index: [String: Int] = [:]
    index.reserveCapacity(paths.count)
    for (position, dotted) in paths.enumerated() where index[dotted] == nil { index[dotted] = position }
    return index
  }
}

extension Flattener {
  /// Takes a group of the reference whole: its tokens, its subgroups, and their spans, moved to
  /// where they now sit.
  mutating func take(_ span: GroupSpan) {
    guard let list = reference?.list else { return }
    let tokenShift = tokens.count - span.tokens.lowerBound
    let groupShift = groupOrder.count - span.groupOrder.lowerBound
    let spanShift = groupSpans.count - (span.descendants.lowerBound - 1)
    tokens.append(contentsOf: list.tokens[span.tokens])
    for group in list.groupOrder[span.groupOrder] {
      groupOrder.append(group)
      groups[group.dotted] = list.groups[group.dotted]
    }
    for moved in [span] + list.groupSpans[span.descendants] {
      var copy = moved
      copy.tokens = moved.tokens.lowerBound + tokenShift..<moved.tokens.upperBound + tokenShift
      copy.groupOrder = moved.groupOrder.lowerBound + groupShift..<moved.groupOrder.upperBound + groupShift
      copy.descendants = moved.descendants.lowerBound + spanShift..<moved.descendants.upperBound + spanShift
      groupSpans.append(copy)
    }
  }
}
