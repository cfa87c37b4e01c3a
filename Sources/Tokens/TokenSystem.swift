import Foundation
import SpecimenCore

/// Everything the site and the command line need from the design tokens: the contexts, every
/// token resolved in each, and the problems found, all of them.
package struct TokenSystem: Sendable {
  package let name: String?
  package let modifiers: [TokenModifier]
  /// The contexts the site shows, in order.
  package let contexts: [TokenContext]
  /// Every modifier at its default context.
  package let defaultContext: TokenContext
  /// Every context checked at load: all combinations while there are at most 64, else the
  /// default and each modifier's every context with the others at their defaults.
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
  /// `maxCheckedContexts` only the default, each context of each modifier alone and the shown
  /// ones are resolved, and reports say so.
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
        nodes.append(try JSONReader.parse(text, file: path, json5: JSONReader.isJSON5(path), warnings: &diagnostics))
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
    for directory in [SiteLayout(root: base).tokens, base + "/tokens", base] where files.isDirectory(directory) {
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

  package static func build(
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
    let everyCombination = combinations.count <= maxCheckedContexts
    // Past the limit, each modifier's every context is still checked once, the others at their
    // defaults, so a broken file of any one context is reported (the site shows the default).
    var checked: [TokenContext] =
      everyCombination ? combinations.map { makeContext($0, modifiers: modifiers) } : [defaultContext]
    if !everyCombination {
      var seen: Set<TokenContext> = [defaultContext]
      for (position, modifier) in modifiers.enumerated() {
        for value in modifier.contexts {
          var inputs = defaults
          inputs[position] = ContextInput(modifier: modifier.name, context: value)
          let context = makeContext(inputs, modifiers: modifiers)
          if seen.insert(context).inserted { checked.append(context) }
        }
      }
    }
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
      shown = everyCombination ? checked : [defaultContext]
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
    var deviations = document?.deviations ?? []
    // With a token file unreadable, every token that refers into it would fail too: its error alone is the news.
    let consequences = document?.unreadableSources == true
    for (original, merged) in mergedContextDiagnostics(perContext) {
      if consequences,
        merged.severity == .error || [.tokensMissingReference, .tokensReferenceUnresolved].contains(merged.id)
      {
        continue
      }
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
}
