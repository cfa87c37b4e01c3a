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

  struct Entry: Sendable {
    var id: EntryID
    var raw: RawToken
    var dependencies: [Dependency]
    var result: ResolvedToken
    var effects: ReportedEffects
  }

  /// Entries by dotted token path: one per way the token resolved.
  private(set) var entries: [String: [Entry]] = [:]
  /// The first context number not yet given out: numbers stay unique across reloads.
  private(set) var nextContext = 0

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
    for var entry in recorded {
      for i in entry.dependencies.indices {
        if let kept = aliases[entry.dependencies[i].entry] { entry.dependencies[i].entry = kept }
      }
      let dotted = entry.raw.path.dotted
      if let kept = entries[dotted]?.first(where: { $0.raw == entry.raw && $0.dependencies == entry.dependencies }) {
        aliases[entry.id] = kept.id
      } else {
        entries[dotted, default: []].append(entry)
      }
    }
  }

  /// Only the entries some context of the last load took or recorded: what an edit can reuse.
  func keeping(_ used: Set<EntryID>) -> ResolutionMemo {
    var kept = ResolutionMemo()
    kept.nextContext = nextContext
    for (dotted, list) in entries {
      let live = list.filter { used.contains($0.id) }
      if !live.isEmpty { kept.entries[dotted] = live }
    }
    return kept
  }

  var count: Int { entries.values.reduce(0) { $0 + $1.count } }
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
}
