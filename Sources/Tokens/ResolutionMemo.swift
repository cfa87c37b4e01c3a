import SpecimenCore

/// Tokens already resolved in another context, or by an earlier load of the same files, kept so
/// a context does not compute them again.
///
/// Resolving a token is a pure function of the token as written (its object, key position,
/// declared and inherited type) and of the tokens its references reach. An entry records both;
/// a context whose token is written the same way, and whose references reach tokens that took
/// the same entries, takes the entry's result instead of computing it. Light and dark themes
/// share their primitives this way, platforms share nearly everything, and after an edit only
/// the edited tokens and those that refer to them are computed again.
package struct ResolutionMemo: Sendable {
  /// Which context, and which token in it, computed an entry.
  struct EntryID: Hashable, Sendable {
    var context: Int
    var number: Int
  }

  /// A reference the token followed, in the order it followed them, and the entry the token it
  /// reached took.
  struct Dependency: Hashable, Sendable {
    var dotted: String
    var location: SourceLocation
    var written: String
    var entry: EntryID
    /// Where the token reached sat in the context that recorded the entry: where a context laid
    /// out the same way finds it without a lookup. A hint only, so not part of equality.
    var position: Int = 0

    static func == (a: Dependency, b: Dependency) -> Bool {
      a.dotted == b.dotted && a.location == b.location && a.written == b.written && a.entry == b.entry
    }

    func hash(into hasher: inout Hasher) {
      hasher.combine(dotted)
      hasher.combine(location)
      hasher.combine(written)
      hasher.combine(entry)
    }
  }

  /// What reading a value reported besides the value: deviations from 2025.10 are reported
  /// once per place in a context, so an entry holds which places it asked about and the answers.
  struct ReportedEffects: Sendable {
    var queries: [DeviationQuery] = []
    var diagnostics = Diagnostics()
    var deviations: [TokenDeviation] = []
  }

  struct DeviationQuery: Hashable, Sendable {
    var place: DeviationPlace
    var alreadyReported: Bool
  }

  /// Immutable and shared: checking an entry copies a reference, not the token twice over.
  final class Entry: Sendable {
    let id: EntryID
    let raw: RawToken
    let dependencies: [Dependency]
    let result: ResolvedToken
    let effects: ReportedEffects

    init(
      id: EntryID, raw: RawToken, dependencies: [Dependency], result: ResolvedToken, effects: ReportedEffects
    ) {
      self.id = id
      self.raw = raw
      self.dependencies = dependencies
      self.result = result
      self.effects = effects
    }

    /// The same entry, its references now naming the entries they were folded into.
    func folding(_ aliases: [EntryID: EntryID]) -> Entry {
      guard dependencies.contains(where: { aliases[$0.entry] != nil }) else { return self }
      let folded = dependencies.map { dependency in
        var copy = dependency
        if let kept = aliases[dependency.entry] { copy.entry = kept }
        return copy
      }
      return Entry(id: id, raw: raw, dependencies: folded, result: result, effects: effects)
    }
  }

  /// Entries by dotted token path: one per way the token resolved.
  private(set) var entries: [String: [Entry]] = [:]
  /// The first context number not yet given out: numbers stay unique across reloads.
  private(set) var nextContext = 0
  /// Each context's flattened tokens from the last load, by context id: a context flattened
  /// again takes its unchanged tokens from them.
  var flattened: [String: FlattenedTokens] = [:]

  package init() {}

  func candidates(for dotted: String) -> [Entry] { entries[dotted] ?? [] }

  /// Numbers for `count` contexts about to be resolved.
  mutating func reserveContexts(_ count: Int) -> Range<Int> {
    defer { nextContext += count }
    return nextContext..<nextContext + count
  }

  /// Adds entries a context recorded, in the order it recorded them (a token's references
  /// before the token). An entry equal to a kept one (same token as written, same references)
  /// is folded into it, so tokens that refer to it match the kept entry in later contexts.
  mutating func add(_ recorded: [Entry], aliases: inout [EntryID: EntryID]) {
    for recordedEntry in recorded {
      let entry = recordedEntry.folding(aliases)
      let dotted = entry.raw.path.dotted
      if let kept = entries[dotted]?.first(where: { $0.raw == entry.raw && $0.dependencies == entry.dependencies }) {
        aliases[entry.id] = kept.id
      } else {
        entries[dotted, default: []].append(entry)
        count += 1
      }
    }
  }

  /// Only the entries some context of the last load took or recorded: what an edit can reuse.
  /// Entries of tokens since edited are dropped once they are as many as the live ones, so a
  /// long `serve` session keeps at most twice what one load needs, without sorting it out on
  /// every edit.
  func keeping(_ used: Set<EntryID>) -> ResolutionMemo {
    if count <= 2 * used.count { return self }
    var kept = ResolutionMemo()
    kept.nextContext = nextContext
    kept.flattened = flattened
    for (dotted, list) in entries {
      let live = list.filter { used.contains($0.id) }
      if !live.isEmpty { kept.entries[dotted] = live }
      kept.count += live.count
    }
    return kept
  }

  /// How many entries there are.
  private(set) var count = 0
}

/// A deviation's kind and where it was found: what "already reported" is decided by.
struct DeviationPlace: Hashable, Sendable {
  var kind: DeviationKind
  var location: SourceLocation?
}

/// What a load computed and what it reused: `specimen serve` reports it after a token edit.
package struct ResolutionStatistics: Sendable, Hashable {
  /// Token resolutions computed, over every context.
  package var computed: Int
  /// Token resolutions taken whole from another context or the previous load.
  package var reused: Int

  /// Every token resolution of the load: one per token and context.
  package var total: Int { computed + reused }

  package init(computed: Int, reused: Int) {
    self.computed = computed
    self.reused = reused
  }
}
