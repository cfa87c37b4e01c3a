import Foundation
import SpecimenCore

/// Resolving a system's contexts: in rounds that share what earlier contexts resolved, each
/// context from its sources merged, extended, flattened and followed through its aliases.
extension TokenSystem {
  /// One context resolved on its own core: its tokens, what it reported, the deviations, and
  /// what it added to or took from the memo.
  struct ResolvedContext: Sendable {
    var resolution: ContextResolution
    var flattened: FlattenedTokens
    var diagnostics: Diagnostics
    var deviations: [TokenDeviation]
    var recorded: [ResolutionMemo.Entry]
    var taken: [ResolutionMemo.EntryID]
    var computed: Int
  }

  /// Resolves the contexts, results in the order given, in rounds. A round is the contexts of
  /// the first modifier (light and dark, which share little but their primitives), side by side;
  /// each later round takes what the earlier ones resolved, so a platform or density that changes
  /// a few tokens computes only those and the tokens that refer to them.
  static func resolveContexts(
    _ contexts: [TokenContext], modifiers: [TokenModifier], document: ResolverDocument?, plain: [Node],
    strictness: TokenStrictness, memo earlier: ResolutionMemo
  ) -> ([ResolvedContext], ResolutionMemo) {
    // Each modifier's context by its place, the last modifier counting slowest.
    let ranks = contexts.map { context in
      modifiers.reversed().map { modifier in
        modifier.contexts.firstIndex(of: context.value(for: modifier.name) ?? "") ?? Int.max
      }
    }
    let order = contexts.indices.sorted { a, b in
      ranks[a] == ranks[b] ? a < b : ranks[a].lexicographicallyPrecedes(ranks[b])
    }
    var rounds: [[Int]] = []
    for position in order {
      // The same contexts of every modifier but the first: the same round.
      if let last = rounds.last?.last, ranks[last].dropLast() == ranks[position].dropLast() {
        rounds[rounds.count - 1].append(position)
      } else {
        rounds.append([position])
      }
    }
    var memo = earlier
    let numbers = memo.reserveContexts(contexts.count)
    var results: [ResolvedContext?] = Array(repeating: nil, count: contexts.count)
    var used: Set<ResolutionMemo.EntryID> = []
    var aliases: [ResolutionMemo.EntryID: ResolutionMemo.EntryID] = [:]
    var previousRound: [Int] = []
    for batch in rounds {
      let current = memo
      // A context flattens against its own flattening of the last load, else against the context
      // of the round before with the same first modifier (light against light).
      let references = batch.indices.map { slot in
        earlier.flattened[contexts[batch[slot]].id]
          ?? (previousRound.indices.contains(slot) ? results[previousRound[slot]]?.flattened : nil)
      }
      let resolved = ConcurrentMap.run(Array(zip(batch, references))) { position, reference in
        var found = Diagnostics()
        var deviations: [TokenDeviation] = []
        let (resolution, resolver, flattened) = resolveContext(
          contexts[position], document: document, plain: plain, strictness: strictness, memo: current,
          contextNumber: numbers.lowerBound + position, reference: reference, into: &found, deviations: &deviations)
        return ResolvedContext(
          resolution: resolution, flattened: flattened, diagnostics: found, deviations: deviations,
          recorded: resolver.recorded, taken: resolver.taken, computed: resolver.computedCount)
      }
      for (position, result) in zip(batch, resolved) {
        memo.add(result.recorded, aliases: &aliases)
        used.formUnion(result.taken)
        used.formUnion(result.recorded.map { aliases[$0.id] ?? $0.id })
        results[position] = result
      }
      previousRound = batch
    }
    memo.flattened = Dictionary(
      zip(contexts, results).compactMap { context, result in result.map { (context.id, $0.flattened) } },
      uniquingKeysWith: { first, _ in first })
    return (results.compactMap { $0 }, memo.keeping(used))
  }

  static func makeContext(_ inputs: [ContextInput], modifiers: [TokenModifier]) -> TokenContext {
    var names: [String] = []
    var unit = "px"
    var unitSet = false
    for input in inputs {
      guard let modifier = modifiers.first(where: { $0.name == input.modifier }) else { continue }
      names.append(modifier.displayName(of: input.context))
      if !unitSet, let u = modifier.pixelUnits[input.context] {
        unit = u
        unitSet = true
      }
    }
    return TokenContext(
      name: names.isEmpty ? "Default" : names.joined(separator: " · "), inputs: inputs, pixelUnit: unit)
  }

  /// Checks a selection against the modifiers (unknown ones, unknown contexts, missing inputs);
  /// nil when it names none.
  static func resolveSelection(
    _ selection: ContextSelection, modifiers: [TokenModifier], into reported: inout Diagnostics
  ) -> TokenContext? {
    var diagnostics = Diagnostics()
    defer { reported.merge(diagnostics) }
    var chosen: [String: String] = [:]
    for input in selection.inputs {
      guard let modifier = modifiers.named(input.modifier, at: selection.location, into: &diagnostics),
        let context = modifier.context(named: input.context, at: selection.location, into: &diagnostics)
      else { continue }
      chosen[modifier.name] = context
    }
    var inputs: [ContextInput] = []
    for modifier in modifiers {
      if let context = chosen[modifier.name] ?? modifier.defaultContext {
        inputs.append(ContextInput(modifier: modifier.name, context: context))
      } else {
        diagnostics.append(
          .error(
            "no context given for modifier '\(modifier.name)', which has no default", at: selection.location,
            hint: "add \(modifier.name)=\(modifier.contexts.first ?? "…")", id: .tokensContextMissing))
      }
    }
    guard !diagnostics.hasErrors else { return nil }
    return makeContext(inputs, modifiers: modifiers)
  }

  /// The tokens of one context, what resolving them reported, and the departures from 2025.10;
  /// with the resolver, for what it recorded in and took from the memo.
  static func resolveContext(
    _ context: TokenContext, document: ResolverDocument?, plain: [Node], strictness: TokenStrictness,
    memo: ResolutionMemo, contextNumber: Int, reference: FlattenedTokens? = nil, into diagnostics: inout Diagnostics,
    deviations: inout [TokenDeviation]
  ) -> (ContextResolution, AliasResolver, FlattenedTokens) {
    let sources: [Node]
    if let document {
      var input: [String: String] = [:]
      for item in context.inputs { input[item.modifier] = item.context }
      sources = document.sources(for: input, into: &diagnostics)
    } else {
      sources = plain
    }
    var merged = Node(.object([]), at: sources.first?.position ?? SourcePosition(SourceLocation(file: "tokens")))
    for source in sources {
      guard source.entries != nil else {
        diagnostics.append(
          .error(
            "a token source must be a JSON object, found \(source.kindDescription)", at: source.location,
            id: .tokensWrongType))
        continue
      }
      merged = mergeTokenTrees(merged, source)
    }
    let extended = ExtendsPass.apply(to: merged, into: &diagnostics)
    let flattener = Flattener.flatten(
      extended, strictness: strictness, reference: reference, keptTypes: document?.keptTypes ?? [])
    diagnostics.merge(flattener.diagnostics)
    // The same paths as the reference: its lookups hold, and with every token resolved in both,
    // so do its names and its CSS variables.
    let same = reference.flatMap { flattener.flattened.hasSamePaths(as: $0) ? $0 : nil }
    let resolver = AliasResolver(
      root: extended, flattener: flattener, strictness: strictness, memo: memo, contextNumber: contextNumber,
      index: same?.index)
    let tokens = resolver.resolveAll()
    let leftOut = strictness == .lenient ? Self.leavingOut(resolver.diagnostics) : resolver.diagnostics
    diagnostics.merge(leftOut)
    let allResolved = tokens.count == flattener.tokens.count
    let known = allResolved ? same : nil
    var clashFree = known?.clashFree == true
    if !clashFree {
      var clashes = Diagnostics()
      reportCSSNameClashes(tokens, into: &clashes)
      clashFree = clashes.isEmpty
      diagnostics.merge(clashes)
    }
    deviations += flattener.deviations + resolver.deviations
    let failures = resolver.failures.sorted { $0.key < $1.key }.map { place, error in
      TokenFailure(path: flattener.tokens[place].path, error: strictness == .lenient ? Self.leftOut(error) : error)
    }
    let resolution = ContextResolution(
      context: context, tokens: tokens, allPaths: flattener.tokens.map(\.path), groupPaths: flattener.groupOrder,
      failures: failures, byName: known?.byName)
    var flattened = flattener.flattened
    flattened.index = resolver.positions
    if allResolved {
      flattened.byName = resolution.byName
      flattened.clashFree = clashFree
    }
    return (resolution, resolver, flattened)
  }

  /// Values no tool could read (`#fffffff`, a function nothing evaluates, a value of the wrong
  /// shape or with keys its type has not, such as a dimension written as `{min, max}`, a
  /// reference to no token, to a group or round a cycle): one token each, so a lenient
  /// load leaves the token out with a warning instead of failing the site; its aliases are named
  /// in the warning's note. Strict keeps them errors.
  package static let unreadableValueIDs: Set<Diagnostic.ID> = [
    .tokensColorInvalid, .tokensDimensionInvalid, .tokensNumberInvalid, .tokensFontWeightInvalid,
    .tokensFontFamilyInvalid, .tokensShadowInvalid, .tokensGradientInvalid, .tokensLineHeightInvalid,
    .tokensStrokeStyleInvalid, .tokensCubicBezierInvalid, .tokensCompositeInvalid, .tokensWrongType,
    .tokensMissingReference, .tokensReferenceToGroup, .tokensAliasCycle, .tokensAliasTooDeep,
    .tokensReferenceInArray, .tokensValueUnknownKey,
  ]

  /// An error about a value no tool could read, as the warning a lenient load makes it.
  static func leftOut(_ diagnostic: Diagnostic) -> Diagnostic {
    // A token that has no value because the token it refers to was left out is left out too.
    if diagnostic.severity == .error, diagnostic.id == .tokensReferenceUnresolved {
      var warning = diagnostic
      warning.severity = .warning
      return warning
    }
    guard diagnostic.severity == .error, unreadableValueIDs.contains(diagnostic.id) else { return diagnostic }
    var warning = diagnostic
    warning.severity = .warning
    warning.notes.insert(
      Diagnostic(
        .note, "the token is left out of tokens.css and shows no value; strict makes this an error",
        at: diagnostic.location, id: diagnostic.id), at: 0)
    return warning
  }

  static func leavingOut(_ diagnostics: Diagnostics) -> Diagnostics {
    Diagnostics(diagnostics.map(leftOut))
  }

  static func reportCSSNameClashes(_ tokens: [ResolvedToken], into diagnostics: inout Diagnostics) {
    var seen: [String: ResolvedToken] = [:]
    for token in tokens {
      if let other = seen[token.cssVariable] {
        diagnostics.append(
          .warning(
            "\(token.name) and \(other.name) both become the CSS variable \(token.cssVariable)", at: token.location,
            hint: "rename one; CSS variables replace characters outside A-Z, a-z, 0-9, _ and - with -",
            id: .tokensCssVariableClash))
      } else {
        seen[token.cssVariable] = token
      }
    }
  }

  /// A problem found in some contexts but not all says where: `(in Dark · iOS)`.
  /// Each distinct diagnostic once, with the contexts it occurs in added to its message.
  static func mergedContextDiagnostics(_ perContext: [(context: TokenContext, diagnostics: Diagnostics)])
    -> [(original: Diagnostic, merged: Diagnostic)]
  {
    // One dictionary lookup per diagnostic: lenient runs report thousands in every context.
    var order: [Diagnostic] = []
    var contextsOf: [[Int]] = []
    var position: [Diagnostic: Int] = [:]
    for (c, (_, diagnostics)) in perContext.enumerated() {
      for diagnostic in diagnostics {
        if let i = position[diagnostic] {
          if contextsOf[i].last != c { contextsOf[i].append(c) }
        } else {
          position[diagnostic] = order.count
          order.append(diagnostic)
          contextsOf.append([c])
        }
      }
    }
    return zip(order, contextsOf).map { diagnostic, contexts in
      guard perContext.count > 1, contexts.count < perContext.count else { return (diagnostic, diagnostic) }
      var copy = diagnostic
      copy.message += " (in " + contexts.map { perContext[$0].context.name }.joined(separator: ", ") + ")"
      return (diagnostic, copy)
    }
  }
}
