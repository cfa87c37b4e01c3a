import SpecimenCore
import Synchronization

/// The cells of token table rows, shared by the pages a build renders in parallel. A row's cells
/// (its name, CSS variable, type and description, and its value and alias chain in each column)
/// depend on the token system, the token, the columns and the group the row sits in, never on
/// the page, so a token that many pages' tables show (a shared spacing, colour or shadow) is
/// written once. A row is kept the second time it is asked for: a token only one page shows (a
/// component's own) costs the cache a hash and no markup.
///
/// The site's data makes a new cache whenever its tokens are read again.
final class TokenRowCache: Sendable {
  /// What a row's cells depend on besides its token.
  struct Table: Hashable, Sendable {
    var contexts: [String]
    var labels: [String]
    var prefix: String?
    var variantLabel: String?
  }

  private struct Key: Hashable {
    var name: String
    var table: Table
  }

  private struct State {
    /// The hashes of the rows asked for once.
    var seen: Set<Int> = []
    var kept: [Key: HTML] = [:]
  }

  private let state = Mutex(State())

  init() {}

  /// The cells of the token `name`'s row in `table`: as kept, else `make`'s.
  func cells(of name: String, table: Table, make: () -> HTML) -> HTML {
    let key = Key(name: name, table: table)
    let hash = key.hashValue
    let (kept, seen) = state.withLock { state in (state.kept[key], state.seen.contains(hash)) }
    if let kept { return kept }
    let made = make()
    state.withLock { state in
      if seen { state.kept[key] = made } else { state.seen.insert(hash) }
    }
    return made
  }
}
