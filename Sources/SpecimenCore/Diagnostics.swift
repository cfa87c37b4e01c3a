import Synchronization

/// The problems one piece of work found: the one shape in which every reader, resolver and
/// renderer hands its diagnostics back. A value, so parallel work collects its own and merges.
package struct Diagnostics: Sendable, Hashable, RandomAccessCollection {
  package private(set) var all: [Diagnostic] = [] {
    didSet { isSorted = false }
  }
  /// Whether `all` is known to be what `sorted()` makes of it: a list read from a
  /// `DiagnosticEngine`, which sorts as it hands out. Not part of equality.
  private var isSorted = false

  package init() {}
  package init(_ diagnostics: [Diagnostic]) { all = diagnostics }

  /// The diagnostics of `engine`, sorted and without repeats, and known to be.
  package init(sortedFrom engine: DiagnosticEngine) {
    all = engine.diagnostics
    isSorted = true
  }

  package static func == (a: Diagnostics, b: Diagnostics) -> Bool { a.all == b.all }
  package func hash(into hasher: inout Hasher) { hasher.combine(all) }

  package mutating func append(_ diagnostic: Diagnostic) { all.append(diagnostic) }
  package mutating func append(contentsOf diagnostics: some Sequence<Diagnostic>) {
    all.append(contentsOf: diagnostics)
  }
  package mutating func merge(_ other: Diagnostics) { all.append(contentsOf: other.all) }

  package mutating func error(
    _ message: String, at location: SourceLocation?, hint: String? = nil, id: Diagnostic.ID
  ) {
    all.append(.error(message, at: location, hint: hint, id: id))
  }

  package mutating func warning(
    _ message: String, at location: SourceLocation?, hint: String? = nil, id: Diagnostic.ID
  ) {
    all.append(.warning(message, at: location, hint: hint, id: id))
  }

  /// Every diagnostic of `lists` sorted by position, each problem once: a list known sorted
  /// that is the only one with diagnostics is the answer as it is (an audit's tens of
  /// thousands of warnings are not sorted again).
  package static func sorted(_ lists: [Diagnostics]) -> [Diagnostic] {
    let nonEmpty = lists.filter { !$0.isEmpty }
    if nonEmpty.isEmpty { return [] }
    if nonEmpty.count == 1, nonEmpty[0].isSorted { return nonEmpty[0].all }
    var merged = Diagnostics()
    for list in nonEmpty { merged.merge(list) }
    return merged.sorted()
  }

  package var startIndex: Int { all.startIndex }
  package var endIndex: Int { all.endIndex }
  package subscript(position: Int) -> Diagnostic { all[position] }
  package var errorCount: Int { all.count(of: .error) }
  package var warningCount: Int { all.count(of: .warning) }
  package var hasErrors: Bool { all.hasErrors }

  /// Every warning made an error, for `--strict`.
  package func promotingWarnings() -> Diagnostics {
    Diagnostics(
      all.map { diagnostic in
        var diagnostic = diagnostic
        if diagnostic.severity == .warning { diagnostic.severity = .error }
        return diagnostic
      })
  }

  /// By file, line and column, each problem once: the order a run prints them in.
  /// Linear past the sort: a repeat has its first's position, so only diagnostics that share
  /// one are compared, and only a long run of them is hashed.
  package func sorted() -> [Diagnostic] {
    if isSorted { return all }
    let order = all.positionOrder()
    var out: [Diagnostic] = []
    out.reserveCapacity(order.count)
    var runStart = 0
    var seen = Set<ByMessage>()
    for index in order {
      let diagnostic = all[index]
      if out.count > runStart, out[runStart].location != diagnostic.location {
        runStart = out.count
        if !seen.isEmpty { seen = [] }
      }
      if out.count - runStart < Self.comparedRun {
        if out[runStart...].contains(diagnostic) { continue }
        if out.count - runStart == Self.comparedRun - 1 {
          seen = Set(out[runStart...].map(ByMessage.init))
          seen.insert(ByMessage(diagnostic))
        }
      } else if !seen.insert(ByMessage(diagnostic)).inserted {
        continue
      }
      // No slice of `out` is held here: appending to a shared buffer would copy it.
      out.append(diagnostic)
    }
    return out
  }

  /// A diagnostic hashed by its message alone: repeats share a position, and what differs
  /// between diagnostics at one position is mostly the message.
  struct ByMessage: Hashable {
    let diagnostic: Diagnostic
    init(_ diagnostic: Diagnostic) { self.diagnostic = diagnostic }
    func hash(into hasher: inout Hasher) { diagnostic.hashMessage(into: &hasher) }
  }

  /// How many diagnostics at one position are compared one by one before they are hashed.
  static let comparedRun = 8
}

extension Array where Element == Diagnostic {
  /// How many have `severity`, each read in place rather than copied: a build with an audit
  /// asks this of tens of thousands of warnings.
  package func count(of severity: Diagnostic.Severity) -> Int {
    withUnsafeBufferPointer { buffer in
      var count = 0
      for index in buffer.indices where buffer[index].severity == severity { count += 1 }
      return count
    }
  }

  /// Whether one is an error, each read in place.
  package var hasErrors: Bool {
    withUnsafeBufferPointer { buffer in buffer.indices.contains { buffer[$0].severity == .error } }
  }
}

/// Collects diagnostics from every step of a run, possibly from several threads at once.
package final class DiagnosticEngine: Sendable {
  private let collected = Mutex(Diagnostics())

  package init() {}

  package func emit(_ diagnostic: Diagnostic) { collected.withLock { $0.append(diagnostic) } }
  package func emit(_ diagnostics: some Sequence<Diagnostic>) {
    let diagnostics = Array(diagnostics)
    collected.withLock { $0.append(contentsOf: diagnostics) }
  }

  package func error(
    _ message: String, at location: SourceLocation?, hint: String? = nil, id: Diagnostic.ID
  ) {
    emit(.error(message, at: location, hint: hint, id: id))
  }

  package func warning(
    _ message: String, at location: SourceLocation?, hint: String? = nil, id: Diagnostic.ID
  ) {
    emit(.warning(message, at: location, hint: hint, id: id))
  }

  /// Everything so far, sorted by position and without repeats, so every run prints the same.
  package var diagnostics: [Diagnostic] { collected.withLock { $0.sorted() } }
  package var errorCount: Int { collected.withLock { $0.errorCount } }
  package var warningCount: Int { collected.withLock { $0.warningCount } }
  package var hasErrors: Bool { collected.withLock { $0.hasErrors } }
}

// MARK: The messages every format repeats

extension Diagnostic {
  /// `unknown key 'colour' in site.yml`, with the closest known key or the list of them.
  package static func unknownKey(
    _ key: String, in what: String, known: [String], at location: SourceLocation, severity: Severity = .error,
    id: ID
  ) -> Diagnostic {
    Diagnostic(
      severity, "unknown key '\(key)' in \(what)\(severity == .warning ? " is ignored" : "")", at: location,
      hint: Suggestion.hint(for: key, in: known) ?? "known keys: \(known.joined(separator: ", "))", id: id)
  }

  /// A second of something there may be one of, with a note at the first: "the first is here",
  /// or "the first 'Size=Large' is here" when the first is `named`. The note shares the id.
  package static func repeated(
    _ severity: Severity, _ message: String, at location: SourceLocation?, hint: String? = nil,
    first: SourceLocation?, named name: String? = nil, id: ID
  ) -> Diagnostic {
    Diagnostic(
      severity, message, at: location, hint: hint,
      notes: first.map { [Diagnostic(.note, "the first\(name.map { " '\($0)'" } ?? "") is here", at: $0, id: id)] }
        ?? [], id: id)
  }

  /// `'Larg' is not a value of Stepper's Size`, with the closest value or the list of them.
  package static func notAValue(
    _ value: String, of what: String, known: [String], at location: SourceLocation?, id: ID
  ) -> Diagnostic {
    .error(
      "'\(value)' is not a value of \(what)", at: location,
      hint: Suggestion.hint(for: value, in: known) ?? "the values are \(known.joinedAsList(conjunction: "or"))", id: id)
  }

  /// `'strict' must be true or false, not a string`.
  static func expectedBoolean(_ key: String, found node: Node) -> Diagnostic {
    .error(
      "'\(key)' must be true or false, not \(node.kindDescription)", at: node.location, hint: "\(key): true",
      id: .valueNotBoolean)
  }
}
