import SpecimenCore

/// Follows every alias of one context's token tree: curly references, JSON pointers (whole
/// tokens and parts of values) and references inside composite values. Records each token's
/// chain and reports every problem, each once, with the token's path and position.
final class AliasResolver {
  private enum State {
    case resolving
    case done(ResolvedToken?)
  }

  let root: Node
  let raw: [RawToken]
  let groups: [String: GroupInfo]
  private var index: [String: Int] = [:]
  /// By the token's place in `raw`: one dictionary lookup per reference, not two.
  private var states: [State?]
  /// A token being resolved: where it refers onward (for cycle messages), and what its
  /// resolution read and reported, to record it in the memo.
  private struct Frame {
    var dotted: String
    var reference: SourceLocation?
    var written: String?
    var dependencies: [ResolutionMemo.Dependency] = []
    /// False once the result depends on something an entry cannot record.
    var recordable = true
    var effects = ResolutionMemo.ReportedEffects()
    /// The first error its computation reported: why it has no value, if it has none.
    var firstError: Diagnostic?
  }
  /// The tokens being resolved, innermost last.
  private var stack: [Frame] = []
  private var reportedCycles: Set<[String]> = []
  /// By the token's place in `raw`: the cycle it is part of, reported once for all members.
  private var cycleOf: [Int: Diagnostic] = [:]
  /// By the token's place in `raw`: why a token that did not resolve has no value.
  private(set) var failures: [Int: Diagnostic] = [:]
  /// By the token's place in `raw`: the failed token a token without a value refers to.
  private var blockedBy: [Int: Int] = [:]
  private(set) var diagnostics = Diagnostics()
  /// Every value read outside 2025.10, whether or not its token resolved.
  private(set) var deviations: [TokenDeviation] = []
  private var reportedDeviations: Set<DeviationPlace> = []
  /// Color and size strings whose references `substitute` wrote out, as written, by place.
  private var embeddedReferences: [SourceLocation: String] = [:]
  let strictness: TokenStrictness
  static let maxDepth = 200
  /// Type pairs an alias crosses in files Tokens Studio and Style Dictionary resolve without
  /// checking types: a number naming a size, a font weight naming a family token that holds it.
  static let mixesToolsResolve: Set<[TokenType]> = [
    [.number, .dimension], [.fontWeight, .fontFamily], [.dimension, .number], [.number, .fontWeight],
  ]

  /// Tokens other contexts resolved; see `ResolutionMemo`.
  private let memo: ResolutionMemo
  /// This context's number, for the ids of the entries it records.
  private let contextNumber: Int
  /// By the token's place in `raw`: the memo entry its result is, taken or recorded.
  private var entryOf: [ResolutionMemo.EntryID?]
  /// New entries, references before the tokens that refer to them.
  private(set) var recorded: [ResolutionMemo.Entry] = []
  /// The entries taken from the memo.
  private(set) var taken: [ResolutionMemo.EntryID] = []
  /// How many tokens were computed here rather than taken.
  private(set) var computedCount = 0

  /// With `index`, the positions by dotted path of a flattening with the same paths.
  init(
    root: Node, flattener: Flattener, strictness: TokenStrictness = .lenient, memo: ResolutionMemo = ResolutionMemo(),
    contextNumber: Int = 0, index known: [String: Int]? = nil
  ) {
    self.root = root
    self.strictness = strictness
    self.memo = memo
    self.contextNumber = contextNumber
    raw = flattener.tokens
    groups = flattener.groups
    states = Array(repeating: nil, count: raw.count)
    entryOf = Array(repeating: nil, count: raw.count)
    if let known {
      index = known
    } else {
      for (i, token) in raw.enumerated() { index[token.path.dotted] = i }
    }
  }

  /// The positions by dotted path, for a later flattening with the same paths.
  var positions: [String: Int] { index }

  /// Every token in source order; those with errors are left out (their errors are in `diagnostics`).
  func resolveAll() -> [ResolvedToken] {
    let resolved = raw.indices.compactMap { resolve(at: $0) }
    namingBlockedTokens()
    return resolved
  }

  private var allPaths: [String] { raw.map(\.path.dotted) }

  // MARK: Tokens

  func resolve(_ dotted: String) -> ResolvedToken? {
    guard let i = index[dotted] else { return nil }
    return resolve(at: i)
  }

  private func resolve(at i: Int) -> ResolvedToken? {
    if case .done(let result) = states[i] { return result }
    // Deep chains are legal but a chain this long is a mistake, and recursion must stay bounded.
    if stack.count >= AliasResolver.maxDepth {
      let tooDeep = Diagnostic.error(
        "\(raw[i].path.name): the alias chain is more than \(AliasResolver.maxDepth) tokens deep",
        at: raw[i].keyLocation,
        hint: "point the token nearer to its primitive", id: .tokensAliasTooDeep)
      diagnostics.append(tooDeep)
      failures[i] = tooDeep
      states[i] = .done(nil)
      return nil
    }
    states[i] = .resolving
    stack.append(Frame(dotted: raw[i].path.dotted))
    let result = resolveOnTop(i)
    let frame = stack.removeLast()
    if result == nil, let why = frame.firstError ?? cycleOf[i] { failures[i] = why }
    states[i] = .done(result)
    return result
  }

  private func resolveOnTop(_ i: Int) -> ResolvedToken? {
    if let taken = takeFromMemo(i) { return taken }
    return computeAndRecord(i)
  }

  // Alias chains recurse through `resolve` up to `maxDepth` deep, on threads with small stacks:
  // the memo's bulky values stay in the frames of these two functions, never in `resolve`'s.

  @inline(never)
  private func takeFromMemo(_ i: Int) -> ResolvedToken? {
    // Checking an entry follows its references without noting them: `compute`, if it runs,
    // follows them again, in the same order, and notes them then.
    guard let entry = reusableEntry(for: i) else { return nil }
    report(entry.effects.diagnostics, entry.effects.deviations)
    taken.append(entry.id)
    entryOf[i] = entry.id
    return entry.result
  }

  private func computeAndRecord(_ i: Int) -> ResolvedToken? {
    computedCount += 1
    let result = compute(raw[i])
    if let result { record(i, result) }
    return result
  }

  @inline(never)
  private func record(_ i: Int, _ result: ResolvedToken) {
    let frame = stack[stack.count - 1]
    guard frame.recordable else { return }
    let id = ResolutionMemo.EntryID(context: contextNumber, number: recorded.count)
    recorded.append(
      ResolutionMemo.Entry(
        id: id, raw: raw[i], dependencies: frame.dependencies, result: result, effects: frame.effects))
    entryOf[i] = id
  }

  /// An entry of the memo this token can take: written the same way, its references followed
  /// here reach tokens that took the same entries, and the deviations it reported are still
  /// unreported. Following the references resolves them, just as `compute` would first.
  private func reusableEntry(for i: Int) -> ResolutionMemo.Entry? {
    let candidates = memo.candidates(for: raw[i].path.dotted)
    candidates: for entry in candidates where entry.raw == raw[i] {
      for dependency in entry.dependencies {
        let hint = dependency.position
        guard
          let reached = hint < raw.count && raw[hint].path.dotted == dependency.dotted
            ? hint : index[dependency.dotted],
          self.dependency(at: reached, location: dependency.location, written: dependency.written) != nil,
          entryOf[reached] == dependency.entry
        else { continue candidates }
      }
      for query in entry.effects.queries where reportedDeviations.contains(query.place) != query.alreadyReported {
        continue candidates
      }
      return entry
    }
    return nil
  }

  /// What reading a value reported: by the parser here, or by an entry taken from the memo.
  private func report(_ found: Diagnostics, _ departures: [TokenDeviation]) {
    for deviation in departures {
      reportedDeviations.insert(DeviationPlace(kind: deviation.kind, location: deviation.diagnostic.location))
    }
    diagnostics.merge(found)
    deviations += departures
    if let error = found.first(where: { $0.severity == .error }) { noteFailure(error) }
  }

  private func fail(_ message: String, at location: SourceLocation?, hint: String? = nil, id: Diagnostic.ID) {
    let error = Diagnostic.error(message, at: location, hint: hint, id: id)
    diagnostics.append(error)
    noteFailure(error)
  }

  /// The first error of the token being computed is why it has no value, if it ends with none.
  private func noteFailure(_ error: Diagnostic) {
    guard let top = stack.indices.last, stack[top].firstError == nil else { return }
    stack[top].firstError = error
  }

  private func compute(_ token: RawToken) -> ResolvedToken? {
    let owner = token.path.name
    let step = ChainStep(path: token.path, location: token.keyLocation)
    let declared = token.explicitType ?? token.inheritedType?.type

    func finish(
      type: TokenType, value: TokenValue, node: Node, chain: [ChainStep], subs: [SubReference],
      deviations: [TokenDeviation] = [], extras: [ExtraProperty]
    ) -> ResolvedToken {
      ResolvedToken(
        path: token.path, type: type, value: value, resolvedValue: node, chain: chain, subReferences: subs,
        description: token.description, deprecation: token.deprecation, extensions: token.extensions,
        location: token.keyLocation, deviations: token.deviations + deviations, extraProperties: extras)
    }
    func parse(_ node: Node, as type: TokenType) -> (TokenValue?, ValueParser) {
      // A value taken from another token was reported there, at the same place: report it once.
      var parser = ValueParser(owner: owner, strictness: strictness) { kind, location in
        let place = DeviationPlace(kind: kind, location: location)
        let reported = self.reportedDeviations.contains(place)
        self.stack[self.stack.count - 1].effects.queries.append(.init(place: place, alreadyReported: reported))
        return reported
      }
      parser.writtenWithReferences = embeddedReferences
      let value = parser.parse(node, as: type, typeName: token.typeName)
      report(parser.diagnostics, parser.deviations)
      stack[stack.count - 1].effects.diagnostics.merge(parser.diagnostics)
      stack[stack.count - 1].effects.deviations += parser.deviations
      return (value, parser)
    }

    // A whole-token alias: `"$value": "{a.b}"`, or `"$ref": "#/a/b/$value"`.
    var target: ResolvedToken?
    var partial: (node: Node, via: ChainStep)?
    var referenceLocation: SourceLocation?
    var written = ""
    if let pointer = token.pointer {
      referenceLocation = pointer.location
      written = pointer.text
      guard let result = followPointer(pointer.text, at: pointer.location, owner: owner) else { return nil }
      switch result {
      case .token(let t, _): target = t
      case .part(let node, let via): partial = (node, via)
      }
    } else if let valueNode = token.valueNode, let text = valueNode.string, let path = Reference.curly(text) {
      referenceLocation = valueNode.location
      written = text
      guard let t = followCurly(path, written: text, at: valueNode.location, owner: owner) else { return nil }
      target = t
    }

    if let target {
      // Each token keeps its whole chain: the cap bounds memory as well as recursion, and makes
      // the limit the same whichever end of a long chain is resolved first.
      guard target.chain.count < AliasResolver.maxDepth else {
        fail(
          "\(owner): the alias chain is more than \(AliasResolver.maxDepth) tokens deep", at: token.keyLocation,
          hint: "point the token nearer to its primitive", id: .tokensAliasTooDeep)
        return nil
      }
      // A non-standard $type takes whatever its target holds.
      // A number naming a dimension reads as the dimension, as Tokens Studio and Style
      // Dictionary resolve it (they check no types); strict keeps it the mismatch it is in DTCG.
      if let declared, strictness == .lenient, AliasResolver.mixesToolsResolve.contains([declared, target.type]) {
        diagnostics.append(
          .warning(
            "\(owner): its $type says \(declared.rawValue) but \(written) is \(target.type.article) token; read as the \(target.type.rawValue), as Tokens Studio and Style Dictionary resolve an alias",
            at: referenceLocation, hint: "give the token the type \(target.type.rawValue)", id: .tokensTypeMix))
        return finish(
          type: target.type, value: target.value, node: target.resolvedValue, chain: [step] + target.chain,
          subs: target.subReferences, extras: target.extraProperties)
      }
      if let declared, declared != target.type, declared != .opaque {
        let by = token.explicitType != nil ? "its $type" : "group \(token.inheritedType!.group.name)"
        fail(
          "\(owner): type mismatch: \(by) says \(declared.rawValue) but \(written) is \(target.type.article) token",
          at: referenceLocation,
          hint: token.explicitType != nil
            ? "point it at a \(declared.rawValue) token or change its $type"
            : "give \(owner) its own $type or point it at a \(declared.rawValue) token", id: .tokensTypeMismatch)
        return nil
      }
      return finish(
        type: target.type, value: target.value, node: target.resolvedValue, chain: [step] + target.chain,
        subs: target.subReferences, extras: target.extraProperties)
    }

    guard let type = declared else {
      fail(
        "\(owner): the token has no type", at: token.keyLocation,
        hint: "add \"$type\" to the token or to a group above it; tools must not guess a type from the value",
        id: .tokensTypeMissing)
      return nil
    }

    if let partial {
      let (value, parser) = parse(partial.node, as: type)
      guard let value else { return nil }
      return finish(
        type: type, value: value, node: partial.node, chain: [step, partial.via], subs: [],
        deviations: parser.deviations, extras: parser.extraProperties)
    }

    guard let valueNode = token.valueNode else { return nil }
    var subs: [SubReference] = []
    guard let substituted = substitute(valueNode, slot: .token(type), field: "", owner: owner, subs: &subs) else {
      return nil
    }
    let (value, parser) = parse(substituted, as: type)
    guard let value else { return nil }
    return finish(
      type: type, value: value, node: substituted, chain: [step], subs: subs, deviations: parser.deviations,
      extras: parser.extraProperties)
  }

  /// Resolves a token this one depends on; a token already on the stack closes a cycle.
  /// `noting`: whether the token on top records it for its memo entry (checking an entry
  /// follows the references the entry already holds).
  private func dependency(_ dotted: String, at location: SourceLocation, written: String) -> ResolvedToken? {
    guard let i = index[dotted] else {
      noteReference(at: location, written: written)
      return nil
    }
    let result = dependency(at: i, location: location, written: written)
    noteDependency(i, resolved: result != nil, at: location, written: written)
    if result == nil, case .done = states[i] { reportBlocked(by: i, at: location, written: written) }
    return result
  }

  /// A token whose reference failed has no value either. It is not a problem of its own: the
  /// error of the token it reaches names it (`namingBlockedTokens`), so a chain of 10,000 tokens
  /// that fails at its end is one error, and no token goes missing without a word. Members of a
  /// cycle are the cycle's message.
  private func reportBlocked(by i: Int, at location: SourceLocation, written: String) {
    guard let top = stack.indices.last, let owner = index[stack[top].dotted], cycleOf[owner] == nil,
      stack[top].firstError == nil
    else { return }
    stack[top].firstError = .error(
      "\(raw[owner].path.name): \(written) does not resolve, so this token has no value either", at: location,
      hint: "fix the error reported at \(raw[i].path.name)", id: .tokensReferenceUnresolved)
    blockedBy[owner] = i
  }

  /// Each error that left tokens without a value, with a note naming how many tokens have no
  /// value because of it and the first few of them, where the first refers onward.
  private func namingBlockedTokens() {
    guard !blockedBy.isEmpty else { return }
    // The failed token each blocked one comes down to, found once per token: chains stay linear.
    var rootOf: [Int: Int] = [:]
    func root(of start: Int) -> Int {
      var path: [Int] = []
      var current = start
      while let next = blockedBy[current], rootOf[current] == nil {
        path.append(current)
        current = next
      }
      let found = rootOf[current] ?? current
      for member in path { rootOf[member] = found }
      return found
    }
    var blockedOf: [Diagnostic: [Int]] = [:]
    for blocked in blockedBy.keys.sorted() {
      guard let cause = failures[root(of: blocked)] else { continue }
      blockedOf[cause, default: []].append(blocked)
    }
    let shown = 5
    let named = Diagnostics(
      diagnostics.map { diagnostic in
        guard let blocked = blockedOf.removeValue(forKey: diagnostic) else { return diagnostic }
        let first = blocked.prefix(shown).map { raw[$0].path.name }
        let names =
          blocked.count > shown
          ? first.joined(separator: ", ") + " and \(blocked.count - shown) more" : first.joinedAsList()
        var copy = diagnostic
        let count = blocked.count == 1 ? "1 token refers to it and has" : "\(blocked.count) tokens refer to it and have"
        copy.notes.append(
          Diagnostic(.note, "\(count) no value either: \(names)", at: failures[blocked[0]]?.location, id: diagnostic.id)
        )
        return copy
      })
    diagnostics = named
  }

  /// The token at position `i`, read by the token on top of the stack, without noting it.
  private func dependency(at i: Int, location: SourceLocation, written: String) -> ResolvedToken? {
    noteReference(at: location, written: written)
    if case .resolving = states[i] {
      reportCycle(closingAt: raw[i].path.dotted)
      return nil
    }
    return resolve(at: i)
  }

  /// Where the token on top of the stack refers from, for a cycle's message.
  private func noteReference(at location: SourceLocation, written: String) {
    if let top = stack.indices.last {
      stack[top].reference = location
      stack[top].written = written
    }
  }

  /// What the token on top of the stack read, for its memo entry.
  @inline(never)
  private func noteDependency(_ i: Int, resolved: Bool, at location: SourceLocation, written: String) {
    guard let top = stack.indices.last else { return }
    if resolved, let entry = entryOf[i] {
      stack[top].dependencies.append(
        ResolutionMemo.Dependency(
          dotted: raw[i].path.dotted, location: location, written: written, entry: entry, position: i))
    } else {
      stack[top].recordable = false
    }
  }

  private func reportCycle(closingAt dotted: String) {
    guard let start = stack.firstIndex(where: { $0.dotted == dotted }) else { return }
    let members = Array(stack[start...])
    let key = members.map(\.dotted).sorted()
    guard reportedCycles.insert(key).inserted else { return }
    // Start the cycle at the member defined first, so the message reads the same every run.
    let firstIndex =
      members.indices.min { a, b in
        let la = members[a].reference, lb = members[b].reference
        switch (la, lb) {
        case let (l?, r?): return l < r
        case (_?, nil): return true
        default: return false
        }
      } ?? 0
    let rotated = Array(members[firstIndex...] + members[..<firstIndex])
    let names = rotated.map { TokenPath(parsing: $0.dotted).name }
    let notes = rotated.map { member in
      Diagnostic(
        .note, "\(TokenPath(parsing: member.dotted).name) refers to \(member.written ?? "?") here",
        at: member.reference, id: .tokensAliasCycle
      )
    }
    let path = (names + [names[0]]).joined(separator: " → ")
    let cycle = Diagnostic(
      .error, "circular reference: \(path)", at: rotated[0].reference,
      hint: "every token in the cycle has no value; break the loop by pointing one of them at a literal value",
      notes: notes, id: .tokensAliasCycle)
    diagnostics.append(cycle)
    for member in members { if let place = index[member.dotted] { cycleOf[place] = cycle } }
  }

  // MARK: References

  private enum PointerResult {
    case token(ResolvedToken, via: ChainStep?)
    case part(Node, via: ChainStep)
  }

  /// The key of a group's own token: `$root`, or `_` where the group writes that instead.
  private func groupRootKey(_ group: GroupInfo) -> String {
    index[group.path.dotted + ".$root"] == nil && index[group.path.dotted + "._"] != nil ? "_" : "$root"
  }

  /// `{a.b.c}`: the token at that path; groups, missing names and misspellings are errors.
  private func followCurly(_ segments: [String], written: String, at location: SourceLocation, owner: String)
    -> ResolvedToken?
  {
    let dotted = segments.joined(separator: ".")
    if index[dotted] != nil {
      return dependency(dotted, at: location, written: written)
    }
    if let group = groups[dotted] {
      let hint =
        group.hasRoot
        ? "did you mean '{\(dotted).\(groupRootKey(group))}'? a group's own value is its \(groupRootKey(group)) token"
        : "name a token inside it, e.g. " + firstTokens(in: group.path)
      fail("\(owner): \(written) names a group, not a token", at: location, hint: hint, id: .tokensReferenceToGroup)
      return nil
    }
    let hint = Suggestion.closest(to: dotted, in: allPaths).map { "did you mean '{\($0)}'?" }
    fail("\(owner): \(written) names no token", at: location, hint: hint, id: .tokensMissingReference)
    return nil
  }

  private func firstTokens(in group: TokenPath) -> String {
    let names = raw.filter { $0.path.isInside(group) }.prefix(2).map { "'{\($0.path.dotted)}'" }
    return names.isEmpty ? "the group is empty" : names.joined(separator: " or ")
  }

  /// `#/a/b/$value/components/0`: walks the merged tree; through a token's `$value` it walks the
  /// token's resolved value, so pointers see the same values curly references do.
  private func followPointer(_ text: String, at location: SourceLocation, owner: String) -> PointerResult? {
    guard let segments = Reference.pointerSegments(text) else {
      fail(
        "\(owner): $ref \"\(text)\" is not a same-document JSON pointer", at: location,
        hint:
          "token files take pointers such as \"#/colors/blue/$value\"; other files join through the resolver's sets",
        id: .tokensRefInvalid
      )
      return nil
    }
    var current = root
    var walked: [String] = []
    var i = 0
    while i < segments.count {
      let segment = segments[i]
      if current.isTokenObject, !walked.isEmpty {
        let tokenPath = TokenPath(walked)
        guard index[tokenPath.dotted] != nil else { break }
        if segment == "$value" {
          guard let token = dependency(tokenPath.dotted, at: location, written: text) else { return nil }
          let rest = Array(segments[(i + 1)...])
          let step = ChainStep(
            path: token.path, location: token.location,
            pointer: rest.isEmpty ? nil : (["$value"] + rest).joined(separator: "/"))
          if rest.isEmpty { return .token(token, via: nil) }
          guard let part = token.resolvedValue.descendant(rest) else {
            fail(
              "\(owner): $ref \"\(text)\": the value of \(token.name) has no '\(rest.joined(separator: "/"))'",
              at: location,
              hint: (token.resolvedValue.entries?.map(\.key)).flatMap { Suggestion.hint(for: rest[0], in: $0) },
              id: .tokensRefPointsNowhere)
            return nil
          }
          return .part(part, via: step)
        }
        // `$type`, `$description`: metadata of the token as written, which an entry does not record.
        guard let part = current.descendant(segments[i...]) else { break }
        if let top = stack.indices.last { stack[top].recordable = false }
        return .part(
          part,
          via: ChainStep(path: tokenPath, location: current.location, pointer: segments[i...].joined(separator: "/")))
      }
      guard let next = current[segment] else {
        let keys = current.entries?.map(\.key) ?? []
        let place = walked.isEmpty ? "the root" : TokenPath(walked).name
        fail(
          "\(owner): $ref \"\(text)\" points nowhere: \(place) has no '\(segment)'", at: location,
          hint: Suggestion.hint(for: segment, in: keys), id: .tokensRefPointsNowhere)
        return nil
      }
      current = next
      walked.append(segment)
      i += 1
    }
    if i < segments.count {
      fail("\(owner): $ref \"\(text)\" points nowhere", at: location, id: .tokensRefPointsNowhere)
      return nil
    }
    let path = TokenPath(walked)
    if index[path.dotted] != nil {
      guard let token = dependency(path.dotted, at: location, written: text) else { return nil }
      return .token(token, via: nil)
    }
    if groups[path.dotted] != nil || walked.isEmpty {
      fail(
        "\(owner): $ref \"\(text)\" points to a group, not a token", at: location,
        hint: "point at a token's value, e.g. \"\(text)/…/$value\"", id: .tokensReferenceToGroup)
      return nil
    }
    fail("\(owner): $ref \"\(text)\" does not point at a token or a value", at: location, id: .tokensRefInvalid)
    return nil
  }

  // MARK: Composite values

  /// What a position in a value may hold.
  private indirect enum Slot {
    /// A value of this type, or a curly reference to a token of this type.
    case token(TokenType)
    /// One shadow layer / gradient stop: an object, or a reference to a one-layer token.
    case shadowLayer, gradientStop
    /// Plain JSON: only `{"$ref": …}` objects are replaced.
    case plain
    /// A property 2025.10 does not define: a curly reference to a token of any type is replaced too.
    case extra
  }

  private func childSlot(of type: TokenType, key: String) -> Slot {
    let table: [TokenType: [String: TokenType]] = [
      .border: ["color": .color, "width": .dimension, "style": .strokeStyle],
      .transition: ["duration": .duration, "delay": .duration, "timingFunction": .cubicBezier],
      .typography: [
        "fontFamily": .fontFamily, "fontSize": .dimension, "fontWeight": .fontWeight,
        "letterSpacing": .dimension, "lineHeight": .number,
      ],
    ]
    return table[type]?[key].map(Slot.token) ?? .extra
  }

  private func join(_ field: String, _ key: String) -> String { field.isEmpty ? key : "\(field).\(key)" }

  /// The value with every reference replaced by the referenced (resolved) value.
  /// A color or size string with references inside it, each written out as the tools
  /// substitute them: `{black}1A` → `#0000001A`, `rgba({black}, {opacity.half})` →
  /// `rgba(#000000, 0.5)`, `linear-gradient(90deg, {a} 0%, {b} 100%)` with each color's CSS. A
  /// color is its hex when opaque, else its CSS; a number and a size their CSS. One pass over
  /// the text; text in braces that is no reference stays as written.
  private func writingOutReferences(
    _ text: String, in node: Node, field: String, owner: String, subs: inout [SubReference]
  ) -> Node? {
    var out = ""
    var rest = Substring(text)
    var wroteOut = false
    while let open = rest.firstIndex(of: "{"), let close = rest[open...].firstIndex(of: "}") {
      let written = String(rest[open...close])
      out += rest[..<open]
      rest = rest[rest.index(after: close)...]
      guard let path = Reference.curly(written) else {
        out += written
        continue
      }
      guard let token = followCurly(path, written: written, at: node.location, owner: owner) else { return nil }
      let piece: String
      switch token.value {
      case .color(let color): piece = color.css
      case .number(let number): piece = formatNumber(number)
      case .dimension(let dimension): piece = dimension.css
      default:
        fail(
          "\(owner): \(written) inside \"\(text)\" is \(token.type.article) token; only a color, a number or a size can be written into a string",
          at: node.location, hint: "name a color, a number or a dimension token there", id: .tokensTypeMismatch)
        return nil
      }
      subs.append(SubReference(field: field, chain: token.chain))
      out += piece
      wroteOut = true
    }
    guard wroteOut else { return node }
    out += rest
    embeddedReferences[node.location] = text
    return Node(.string(out), at: node.position)
  }

  private func substitute(_ node: Node, slot: Slot, field: String, owner: String, subs: inout [SubReference]) -> Node? {
    // `{"$ref": "#/…"}` may stand anywhere.
    if let entries = node.entries, entries.count == 1, let ref = node["$ref"], let text = ref.string {
      guard let result = followPointer(text, at: ref.location, owner: owner) else { return nil }
      switch result {
      case .token(let token, _):
        if case .token(let expected) = slot, expected != token.type {
          fail(
            "\(owner): type mismatch: \(field.isEmpty ? "the value" : field) must be \(expected.article), but \"\(text)\" is \(token.type.article) token",
            at: ref.location, id: .tokensTypeMismatch)
          return nil
        }
        subs.append(SubReference(field: field, chain: token.chain))
        return token.resolvedValue
      case .part(let part, let via):
        subs.append(SubReference(field: field, chain: [via]))
        return part
      }
    }

    switch slot {
    case .token(let type):
      if !field.isEmpty, let text = node.string, let path = Reference.curly(text) {
        guard let token = followCurly(path, written: text, at: node.location, owner: owner) else { return nil }
        // A line height naming a dimension is read as a line height in px, as design tools do.
        // A size naming a number is px, as Tokens Studio reads a bare number. A token of a
        // non-standard type (Tokens Studio's `text`: "Roboto", "Regular") is read as the field,
        // as Tokens Studio applies it; the target's own type was warned where it is written.
        if strictness == .lenient,
          (type == .number && token.type == .dimension && field.hasSuffix("lineHeight"))
            || (type == .dimension && token.type == .number) || token.type == .opaque
        {
          subs.append(SubReference(field: field, chain: token.chain))
          return token.resolvedValue
        }
        guard token.type == type else {
          fail(
            "\(owner): type mismatch: \(field) must be \(type.article), but \(text) is \(token.type.article) token",
            at: node.location,
            hint: Suggestion.closest(
              to: path.joined(separator: "."),
              in: raw.filter { ($0.explicitType ?? $0.inheritedType?.type) == type }.map(\.path.dotted)
            ).map { "did you mean '{\($0)}'?" }, id: .tokensTypeMismatch)
          return nil
        }
        subs.append(SubReference(field: field, chain: token.chain))
        return token.resolvedValue
      }
      if type == .color || type == .gradient || type == .dimension, let text = node.string, text.contains("{"),
        Reference.curly(text) == nil
      {
        return writingOutReferences(text, in: node, field: field, owner: owner, subs: &subs)
      }
      switch type {
      case .shadow:
        if let items = node.array {
          return mapArray(node, items) { item, i in
            substitute(item, slot: .shadowLayer, field: join(field, "\(i + 1)"), owner: owner, subs: &subs)
          }
        }
        return substitute(node, slot: .shadowLayer, field: field, owner: owner, subs: &subs)
      case .gradient:
        guard let items = node.array else { return node }
        return mapArray(node, items) { item, i in
          substitute(item, slot: .gradientStop, field: join(field, "\(i + 1)"), owner: owner, subs: &subs)
        }
      case .border, .transition, .typography:
        return mapObject(node) { key, value in
          substitute(value, slot: childSlot(of: type, key: key), field: join(field, key), owner: owner, subs: &subs)
        }
      case .strokeStyle:
        return mapObject(node) { key, value in
          if key == "dashArray", let items = value.array {
            return mapArray(value, items) { item, i in
              substitute(
                item, slot: .token(.dimension), field: join(field, "dashArray.\(i + 1)"), owner: owner, subs: &subs)
            }
          }
          return substitute(value, slot: .plain, field: join(field, key), owner: owner, subs: &subs)
        }
      default:
        return substitute(node, slot: .plain, field: field, owner: owner, subs: &subs)
      }

    case .shadowLayer, .gradientStop:
      let (type, layerKeys): (TokenType, [String: TokenType]) =
        if case .shadowLayer = slot {
          (
            .shadow,
            ["color": .color, "offsetX": .dimension, "offsetY": .dimension, "blur": .dimension, "spread": .dimension]
          )
        } else {
          (.gradient, ["color": .color, "position": .number])
        }
      if let text = node.string, let path = Reference.curly(text) {
        guard let token = followCurly(path, written: text, at: node.location, owner: owner) else { return nil }
        // A line height naming a dimension is read as a line height in px, as design tools do.
        // A size naming a number is px, as Tokens Studio reads a bare number. A token of a
        // non-standard type (Tokens Studio's `text`: "Roboto", "Regular") is read as the field,
        // as Tokens Studio applies it; the target's own type was warned where it is written.
        if strictness == .lenient,
          (type == .number && token.type == .dimension && field.hasSuffix("lineHeight"))
            || (type == .dimension && token.type == .number) || token.type == .opaque
        {
          subs.append(SubReference(field: field, chain: token.chain))
          return token.resolvedValue
        }
        guard token.type == type else {
          fail(
            "\(owner): type mismatch: \(field.isEmpty ? "the value" : field) must be \(type.article), but \(text) is \(token.type.article) token",
            at: node.location, id: .tokensTypeMismatch)
          return nil
        }
        // References in these arrays stand for one layer or stop; they never splice arrays in.
        var single = token.resolvedValue
        if let items = single.array {
          guard items.count == 1 else {
            fail(
              "\(owner): \(field.isEmpty ? "the value" : field) refers to \(text), which has \(items.count) \(type == .shadow ? "layers" : "stops"); a reference in the array stands for a single \(type == .shadow ? "layer" : "stop")",
              at: node.location,
              hint: "list the layers one by one, or refer to the whole token from the token's own $value",
              id: .tokensReferenceInArray)
            return nil
          }
          single = items[0]
        }
        subs.append(SubReference(field: field, chain: token.chain))
        return single
      }
      return mapObject(node) { key, value in
        substitute(
          value, slot: layerKeys[key].map(Slot.token) ?? .extra, field: join(field, key), owner: owner, subs: &subs)
      }

    case .extra:
      if let text = node.string, let path = Reference.curly(text) {
        guard let token = followCurly(path, written: text, at: node.location, owner: owner) else { return nil }
        subs.append(SubReference(field: field, chain: token.chain))
        return token.resolvedValue
      }
      return substitute(node, slot: .plain, field: field, owner: owner, subs: &subs)

    case .plain:
      if let items = node.array {
        return mapArray(node, items) { item, i in
          substitute(item, slot: .plain, field: join(field, "\(i)"), owner: owner, subs: &subs)
        }
      }
      if node.entries != nil {
        return mapObject(node) { key, value in
          substitute(value, slot: .plain, field: join(field, key), owner: owner, subs: &subs)
        }
      }
      return node
    }
  }

  private func mapArray(_ node: Node, _ items: [Node], _ transform: (Node, Int) -> Node?) -> Node? {
    var out: [Node] = []
    var ok = true
    for (i, item) in items.enumerated() {
      if let mapped = transform(item, i) { out.append(mapped) } else { ok = false }
    }
    return ok ? Node(.array(out), at: node.position) : nil
  }

  private func mapObject(_ node: Node, _ transform: (String, Node) -> Node?) -> Node? {
    guard let entries = node.entries else { return node }
    var out: [Node.Entry] = []
    var ok = true
    for entry in entries {
      if let mapped = transform(entry.key, entry.value) {
        out.append(Node.Entry(key: entry.key, keyPosition: entry.keyPosition, value: mapped))
      } else {
        ok = false
      }
    }
    return ok ? Node(.object(out), at: node.position) : nil
  }
}
