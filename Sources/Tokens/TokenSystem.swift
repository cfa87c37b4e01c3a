import Foundation
import SpecimenCore

/// One modifier set to one of its contexts.
package struct ContextInput: Sendable, Hashable {
  package var modifier: String
  package var context: String
  package init(modifier: String, context: String) {
    self.modifier = modifier
    self.context = context
  }
}

/// A full choice of contexts (`theme: dark, platform: ios`), named for people: `Dark · iOS`.
package struct TokenContext: Sendable, Hashable, CustomStringConvertible {
  /// `Light · iOS`
  package var name: String
  /// One input per modifier, in resolution order.
  package var inputs: [ContextInput]
  /// How a px dimension reads in this context: `pt` on iOS, `dp` on Android, else `px`.
  package var pixelUnit: String

  package func value(for modifier: String) -> String? { inputs.first { $0.modifier == modifier }?.context }

  /// `theme=light,platform=ios`: a stable key.
  package var id: String { inputs.map { "\($0.modifier)=\($0.context)" }.joined(separator: ",") }
  package var description: String { name }
}

/// What a site or the command line asks to see: some modifiers set, the rest at their defaults.
package struct ContextSelection: Sendable, Hashable {
  package var inputs: [ContextInput]
  package var location: SourceLocation?

  package init(_ inputs: [ContextInput], location: SourceLocation? = nil) {
    self.inputs = inputs
    self.location = location
  }

  package init(_ pairs: KeyValuePairs<String, String>, location: SourceLocation? = nil) {
    self.init(pairs.map { ContextInput(modifier: $0.key, context: $0.value) }, location: location)
  }

  /// `theme=dark, platform=android` (commas or spaces between pairs); nil, with an error, when
  /// a part is no `MODIFIER=CONTEXT`.
  package static func parse(
    _ text: String, at location: SourceLocation? = nil, into diagnostics: inout Diagnostics
  ) -> ContextSelection? {
    var inputs: [ContextInput] = []
    for part in text.split(whereSeparator: { $0 == "," || $0 == " " }) where !part.isEmpty {
      let pieces = part.split(separator: "=", maxSplits: 1).map { $0.trimmingCharacters(in: .whitespaces) }
      guard pieces.count == 2, !pieces[0].isEmpty, !pieces[1].isEmpty else {
        diagnostics.error(
          "'\(part)' is not a context: write MODIFIER=CONTEXT, e.g. theme=dark", at: location, id: .tokensContextSyntax)
        return nil
      }
      inputs.append(ContextInput(modifier: pieces[0], context: pieces[1]))
    }
    return ContextSelection(inputs, location: location)
  }
}

/// The tokens of one context, resolved, in source order.
package struct ContextResolution: Sendable {
  package let context: TokenContext
  package let tokens: [ResolvedToken]
  /// Every token path in the context, including those that failed to resolve.
  package let allPaths: [TokenPath]
  package let groupPaths: [TokenPath]
  let byName: [String: Int]
  /// The tokens that did not resolve, in source order, each with the error that says why.
  package let failures: [TokenFailure]

  /// With `byName`, the names of a resolution with the same tokens in the same order.
  init(
    context: TokenContext, tokens: [ResolvedToken], allPaths: [TokenPath], groupPaths: [TokenPath],
    failures: [TokenFailure] = [], byName known: [String: Int]? = nil
  ) {
    self.context = context
    self.tokens = tokens
    self.allPaths = allPaths
    self.groupPaths = groupPaths
    self.failures = failures
    if let known {
      byName = known
      return
    }
    var byName: [String: Int] = [:]
    byName.reserveCapacity(tokens.count * 2)
    for (i, token) in tokens.enumerated() {
      // Without `$root`, the output key is the dotted path and the slash path is the name.
      // Without an array per token: this runs for every token of every context.
      if byName[token.path.dotted] == nil { byName[token.path.dotted] = i }
      if byName[token.name] == nil { byName[token.name] = i }
      if token.path.isRoot {
        for key in [token.path.key, token.path.segments.joined(separator: "/")] where byName[key] == nil {
          byName[key] = i
        }
      }
    }
    self.byName = byName
  }

  /// By slash name (`bg/sub-200`), dotted path (`bg.sub-200`), or a `$root` group's name.
  package func token(_ name: String) -> ResolvedToken? {
    if let index = byName[name] { return tokens[index] }  // the usual case: a clean name
    let trimmed = name.trimmingCharacters(in: .whitespaces)
    let unbraced = trimmed.hasPrefix("{") && trimmed.hasSuffix("}") ? String(trimmed.dropFirst().dropLast()) : trimmed
    return byName[unbraced].map { tokens[$0] }
  }
}

/// Everything the site and the command line need from the design tokens: the contexts, every
/// token resolved in each, and the problems found, all of them.
package struct TokenSystem: Sendable {
  package let name: String?
  package let modifiers: [TokenModifier]
  /// The contexts the site shows, in order.
  package let contexts: [TokenContext]
  /// Every modifier at its default context.
  package let defaultContext: TokenContext
  /// Every context checked at load (all combinations while there are at most 64).
  package let resolutions: [ContextResolution]
  let document: ResolverDocument?
  let plainSources: [Node]
  package let strictness: TokenStrictness
  /// Every departure from 2025.10 found at load, each once, its diagnostic as reported.
  package internal(set) var deviations: [TokenDeviation]
  /// The tokens this load resolved, for a later load of the same files to reuse.
  let memo: ResolutionMemo
  /// How many token resolutions the load computed, and how many it took from other contexts
  /// or from the load before.
  package let statistics: ResolutionStatistics
  /// How many combinations of the modifiers' contexts there are (at most `Int.max`): past
  /// `maxCheckedContexts` only the default and the shown ones are resolved, and reports say so.
  package let combinationCount: Int
  /// A resolver or token file could not be read or parsed, so tokens are missing: the site
  /// reports that file's error and not every missing token that follows from it.
  package var isIncomplete: Bool { document?.unreadableSources ?? false }

  package static let maxCheckedContexts = 64

  // MARK: Loading

  /// Loads a resolver document and resolves the contexts to show (nil: every combination of
  /// every modifier's contexts), then `every` combination of those a product names. Problems come back as diagnostics, never as a crash. With
  /// `containedIn`, a `$ref` to a file outside that folder is an error where it is written.
  ///
  /// With `previous` (the same resolver loaded before), the token files it parsed are not read
  /// again, except those at `changedFiles`.
  package static func load(
    resolverPath: String, show: [ContextSelection]? = nil, every product: ContextProduct? = nil,
    strictness: TokenStrictness = .lenient, files: FileSource = .fileSystem, containedIn folder: String? = nil,
    previous: TokenSystem? = nil,
    changedFiles: Set<String> = [], into diagnostics: inout Diagnostics
  ) -> TokenSystem {
    var parsed: [String: Node] = [:]
    var earlier: [String: Node] = [:]
    // A changed path the resolver did not read (the resolver itself, a file it did not name, the
    // same file by another spelling) gives no guarantee: everything is read again.
    if let document = previous?.document, document.path == resolverPath, !document.unreadableSources,
      changedFiles.allSatisfy({ document.files[$0] != nil })
    {
      parsed = document.files.filter { !changedFiles.contains($0.key) }
      earlier = document.files.filter { changedFiles.contains($0.key) }
    }
    let document = ResolverDocument.load(
      path: resolverPath, reader: files, containedIn: folder, parsed: parsed, earlier: earlier)
    diagnostics.merge(document.diagnostics)
    let memo = previous.flatMap { $0.strictness == strictness ? $0.memo : nil } ?? ResolutionMemo()
    var show = show
    if let product {
      // Checked against the modifiers before any combination is made; none when it has errors.
      show = (show ?? []) + product.selections(modifiers: document.modifiers, into: &diagnostics)
    }
    return build(
      document: document, plain: [], show: show, strictness: strictness, memo: memo, into: &diagnostics)
  }

  /// Loads plain token files, merged in the given order, as a system with one context.
  package static func load(
    tokenFiles: [String], strictness: TokenStrictness = .lenient, files: FileSource = .fileSystem,
    into diagnostics: inout Diagnostics
  ) -> TokenSystem {
    var nodes: [Node] = []
    for path in tokenFiles {
      do {
        guard let text = try files.read(path) else {
          diagnostics.append(.error("cannot read the token file \(path)", at: nil, id: .tokensFileUnreadable))
          continue
        }
        nodes.append(try JSONReader.parse(text, file: path))
      } catch {
        diagnostics.append(error)
      }
    }
    return build(document: nil, plain: nodes, show: nil, strictness: strictness, into: &diagnostics)
  }

  /// Finds the tokens of a site: its resolver, or else its `*.tokens.json` files.
  package static func load(
    siteDirectory: String, show: [ContextSelection]? = nil, strictness: TokenStrictness = .lenient,
    files: FileSource = .fileSystem, into diagnostics: inout Diagnostics
  ) -> TokenSystem {
    let base =
      siteDirectory.hasSuffix("/") && siteDirectory.count > 1 ? String(siteDirectory.dropLast()) : siteDirectory
    for directory in [base + "/content/tokens", base + "/tokens", base] where files.isDirectory(directory) {
      let names = files.list(directory)
      let resolvers = names.filter { $0.hasSuffix(".resolver.json") }
      if resolvers.count > 1 {
        diagnostics.error(
          "\(directory) holds \(resolvers.count) resolver files (\(resolvers.joined(separator: ", "))); pass one with --resolver",
          at: nil, id: .tokensSeveralResolvers)
        return empty
      }
      if let resolver = resolvers.first {
        return load(
          resolverPath: directory + "/" + resolver, show: show, strictness: strictness, files: files, containedIn: base,
          into: &diagnostics)
      }
      let tokenFiles = names.filter { $0.hasSuffix(".tokens.json") || $0.hasSuffix(".tokens") }
      if !tokenFiles.isEmpty {
        return load(
          tokenFiles: tokenFiles.map { directory + "/" + $0 }, strictness: strictness, files: files,
          into: &diagnostics)
      }
    }
    diagnostics.error(
      "no *.resolver.json or *.tokens.json found in \(base)/content/tokens, \(base)/tokens or \(base)", at: nil,
      id: .tokensNoTokenFiles)
    return empty
  }

  /// No tokens, for a site whose token files could not be found.
  private static var empty: TokenSystem {
    var none = Diagnostics()
    return build(document: nil, plain: [], show: nil, into: &none)
  }

  static func build(
    document: ResolverDocument?, plain: [Node], show: [ContextSelection]?, strictness: TokenStrictness = .lenient,
    memo earlier: ResolutionMemo = ResolutionMemo(), into diagnostics: inout Diagnostics
  ) -> TokenSystem {
    let modifiers = document?.modifiers ?? []

    // Every combination of contexts, in resolution order, while there are few enough to check them all.
    var combinations: [[ContextInput]] = [[]]
    for modifier in modifiers {
      combinations = combinations.flatMap { prefix in
        modifier.contexts.map { prefix + [ContextInput(modifier: modifier.name, context: $0)] }
      }
      if combinations.count > maxCheckedContexts { break }
    }
    let defaults = modifiers.map {
      ContextInput(modifier: $0.name, context: $0.defaultContext ?? $0.contexts.first ?? "")
    }
    let defaultContext = makeContext(defaults, modifiers: modifiers)
    let checked: [TokenContext] =
      combinations.count <= maxCheckedContexts
      ? combinations.map { makeContext($0, modifiers: modifiers) } : [defaultContext]
    let combinationCount = modifiers.reduce(1) { total, modifier in
      let (product, overflow) = total.multipliedReportingOverflow(by: max(modifier.contexts.count, 1))
      return overflow ? Int.max : product
    }

    var shown: [TokenContext] = []
    if let show {
      var seen: Set<TokenContext> = []
      for selection in show {
        if let context = resolveSelection(selection, modifiers: modifiers, into: &diagnostics),
          seen.insert(context).inserted
        {
          shown.append(context)
        }
      }
    } else {
      shown = checked
    }
    if shown.isEmpty { shown = [defaultContext] }

    var resolutions: [ContextResolution] = []
    var perContext: [(context: TokenContext, diagnostics: Diagnostics)] = []
    var kinds: [Diagnostic: DeviationKind] = [:]
    var toResolve = checked
    var resolving = Set(checked)
    for context in shown where resolving.insert(context).inserted { toResolve.append(context) }
    let (results, memo) = resolveContexts(
      toResolve, modifiers: modifiers, document: document, plain: plain, strictness: strictness, memo: earlier)
    for (context, result) in zip(toResolve, results) {
      resolutions.append(result.resolution)
      perContext.append((context, result.diagnostics))
      for deviation in result.deviations { kinds[deviation.diagnostic] = deviation.kind }
    }
    var deviations: [TokenDeviation] = []
    // With a token file unreadable, every token that refers into it would fail too: its error alone is the news.
    let consequences = document?.unreadableSources == true
    for (original, merged) in mergedContextDiagnostics(perContext) {
      if consequences, merged.severity == .error { continue }
      diagnostics.append(merged)
      if let kind = kinds[original] { deviations.append(TokenDeviation(kind: kind, diagnostic: merged)) }
    }

    let system = TokenSystem(
      name: document?.name, modifiers: modifiers, contexts: shown, defaultContext: defaultContext,
      resolutions: resolutions, document: document, plainSources: plain, strictness: strictness,
      deviations: deviations, memo: memo,
      statistics: ResolutionStatistics(
        computed: results.reduce(0) { $0 + $1.computed }, reused: results.reduce(0) { $0 + $1.taken.count }),
      combinationCount: combinationCount)
    return system
  }

  /// One context resolved on its own core: its tokens, what it reported, the deviations, and
  /// what it added to or took from the memo.
  private struct ResolvedContext: Sendable {
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
  private static func resolveContexts(
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
    let flattener = Flattener.flatten(extended, strictness: strictness, reference: reference)
    diagnostics.merge(flattener.diagnostics)
    // The same paths as the reference: its lookups hold, and with every token resolved in both,
    // so do its names and its CSS variables.
    let same = reference.flatMap { flattener.flattened.hasSamePaths(as: $0) ? $0 : nil }
    let resolver = AliasResolver(
      root: extended, flattener: flattener, strictness: strictness, memo: memo, contextNumber: contextNumber,
      index: same?.index)
    let tokens = resolver.resolveAll()
    diagnostics.merge(resolver.diagnostics)
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
      TokenFailure(path: flattener.tokens[place].path, error: error)
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

  // MARK: Reading

  /// The resolution of a context: computed at load for the contexts checked, else now.
  package func resolution(for context: TokenContext) -> ContextResolution {
    if let found = resolutions.first(where: { $0.context.inputs == context.inputs }) { return found }
    // Problems of a context resolved late were reported by the contexts checked at load.
    var unreported = Diagnostics()
    var deviations: [TokenDeviation] = []
    return TokenSystem.resolveContext(
      context, document: document, plain: plainSources, strictness: strictness, memo: memo,
      contextNumber: memo.nextContext, into: &unreported, deviations: &deviations
    ).0
  }

  package var defaultResolution: ContextResolution { resolution(for: defaultContext) }

  /// The context for a selection (unset modifiers at their defaults); nil, with the problems
  /// reported, when the selection names none.
  package func context(for selection: ContextSelection, into diagnostics: inout Diagnostics) -> TokenContext? {
    TokenSystem.resolveSelection(selection, modifiers: modifiers, into: &diagnostics)
  }

  /// A token in a context: by `bg/sub-200`, `bg.sub-200` or `{bg.sub-200}`.
  package func resolve(_ name: String, in context: TokenContext) -> ResolvedToken? {
    resolution(for: context).token(name)
  }

  /// Every token name (slash form) in source order, as the default context has them.
  package var tokenNames: [String] { defaultResolution.allPaths.map(\.name) }

  /// The tokens inside a group (`colors`, `colors/gray`, `colors.gray`), slash names in source order.
  package func tokenNames(inGroup group: String) -> [String] {
    let path = TokenPath(parsing: group.trimmingCharacters(in: CharacterSet(charactersIn: " /.")))
    return defaultResolution.allPaths.filter { $0.isInside(path) && $0 != path }.map(\.name)
  }

  /// Whether a name is a group (for `token-list` errors).
  package func isGroup(_ name: String) -> Bool {
    let path = TokenPath(parsing: name)
    return defaultResolution.groupPaths.contains(path)
  }

  /// "did you mean 'bg/sub-200'?" for a name that is not a token.
  /// Whether `name` is a token of the files, resolved or not.
  package func isDefined(_ name: String) -> Bool {
    if defaultResolution.token(name) != nil { return true }
    let path = TokenPath(parsing: name)
    return defaultResolution.allPaths.contains { $0 == path || $0.name == path.name }
  }

  /// "did you mean 'color/text'?" for a name that is not a group, from the groups there are.
  package func hint(forUnknownGroup name: String) -> String? {
    Suggestion.hint(for: TokenPath(parsing: name).name, in: defaultResolution.groupPaths.map(\.name))
  }

  package func hint(forUnknownToken name: String) -> String? {
    Suggestion.hint(for: TokenPath(parsing: name).name, in: tokenNames)
  }

  /// Why a token that exists has no value in a context: the error its resolution reported.
  package func failure(of name: String, in context: TokenContext) -> TokenFailure? {
    let path = TokenPath(parsing: name)
    return resolution(for: context).failures.first { $0.path == path || $0.path.name == path.name }
  }

  /// Every diagnostic-free check: whether any context failed to resolve a token.
  package func unresolvedTokens(in context: TokenContext) -> [TokenPath] {
    let resolution = resolution(for: context)
    let resolved = Set(resolution.tokens.map(\.path))
    return resolution.allPaths.filter { !resolved.contains($0) }
  }
}
