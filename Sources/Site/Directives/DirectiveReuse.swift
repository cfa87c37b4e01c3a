import SpecimenCore
import Synchronization

/// The results of directives that read only site data, kept by a preview session from one
/// rebuild to the next. A save that changes only a page's prose renders that page again; its
/// property tables, token tables and drawings are the same bytes as before, so they are taken
/// from the last rebuild instead of being made again. A rebuild keeps only what it used or made,
/// so the store holds the directives of the last few pages rendered, never the whole site.
final class DirectiveReuse: Sendable {
  /// A directive's invocation as written, where it is, and the first id prefix it takes: the
  /// same key under the same data gives the same result.
  struct Key: Hashable, Sendable {
    var name: String
    var arguments: String
    var body: String
    var location: SourceLocation
    var firstIDPrefix: Int
  }

  struct Entry: Sendable {
    var result: DirectiveResult
    /// How many id prefixes the directive took from its page.
    var idPrefixes: Int
    /// The deep-link ids its markup holds, in order.
    var deepLinks: [DeepLinkIDs.Grant]
  }

  /// What the previous rebuild kept; empty when the data, the templates or the page list changed since.
  private let previous: [Key: Entry]
  private let kept = Mutex<(entries: [Key: Entry], reused: Int)>(([:], 0))

  init(previous: [Key: Entry] = [:]) {
    self.previous = previous
  }

  /// The earlier result for `key` when `fits` takes it, kept for the next rebuild too.
  func result(for key: Key, if fits: (Entry) -> Bool = { _ in true }) -> Entry? {
    guard let entry = previous[key], fits(entry) else { return nil }
    kept.withLock {
      $0.entries[key] = entry
      $0.reused += 1
    }
    return entry
  }

  func keep(_ entry: Entry, for key: Key) {
    kept.withLock { $0.entries[key] = entry }
  }

  /// What this rebuild used or made, for the next one.
  var entries: [Key: Entry] { kept.withLock { $0.entries } }

  /// How many results were taken from the previous rebuild.
  var reused: Int { kept.withLock { $0.reused } }
}
