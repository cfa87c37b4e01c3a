import Foundation

/// One problem found in the input, with where it is and, when a fix is known, how to fix it.
package struct Diagnostic: Sendable, Hashable, Error, CustomStringConvertible {
  package enum Severity: String, Sendable, Hashable {
    case error, warning, note
  }

  /// What kind of problem this is, stable across releases while the message may be reworded.
  package var id: ID
  package var severity: Severity
  /// What the problem is, in one line; a deferred message is written when it is read.
  package var message: String {
    get {
      switch text {
      case .written(let message): message
      case .deferred(let message): message.text
      }
    }
    set { text = .written(newValue) }
  }
  private var text: MessageText
  package var location: SourceLocation?
  package var hint: String?
  /// Further positions that belong to the same problem (every token of an alias cycle).
  package var notes: [Diagnostic]

  package init(
    _ severity: Severity, _ message: String, at location: SourceLocation?, hint: String? = nil,
    notes: [Diagnostic] = [], id: ID
  ) {
    self.id = id
    self.severity = severity
    self.text = .written(message)
    self.location = location
    self.hint = hint
    self.notes = notes
  }

  /// A diagnostic whose message is written only when something reads it: a kind reported tens
  /// of thousands of times, of which a summary prints one, keeps the rest as data.
  package init(
    _ severity: Severity, deferred message: some DeferredMessage, at location: SourceLocation?, hint: String? = nil,
    id: ID
  ) {
    self.id = id
    self.severity = severity
    self.text = .deferred(message)
    self.location = location
    self.hint = hint
    self.notes = []
  }

  package static func == (a: Diagnostic, b: Diagnostic) -> Bool {
    a.id == b.id && a.severity == b.severity && a.location == b.location && a.hint == b.hint
      && a.text == b.text && a.notes == b.notes
  }

  package func hash(into hasher: inout Hasher) {
    hasher.combine(id)
    hasher.combine(severity)
    text.hash(into: &hasher)
    hasher.combine(location)
    hasher.combine(hint)
    hasher.combine(notes)
  }

  /// Hashes the message alone, as its equality compares it.
  func hashMessage(into hasher: inout Hasher) { text.hash(into: &hasher) }

  package static func error(
    _ message: String, at location: SourceLocation?, hint: String? = nil, id: ID
  ) -> Diagnostic {
    Diagnostic(.error, message, at: location, hint: hint, id: id)
  }

  package static func warning(
    _ message: String, at location: SourceLocation?, hint: String? = nil, id: ID
  ) -> Diagnostic {
    Diagnostic(.warning, message, at: location, hint: hint, id: id)
  }

  /// `path:line:column: error: message`, then `hint: …` and the notes, one per line. Control
  /// characters from content are written escaped: a message is one line a terminal shows as is.
  package var description: String {
    var lines: [String] = []
    let prefix = location.map { "\(Escape.controls($0.description)): " } ?? "specimen: "
    lines.append("\(prefix)\(severity.rawValue): \(Self.printable(message))")
    if let hint { lines.append("hint: \(Self.printable(hint))") }
    for note in notes { lines.append(note.description) }
    return lines.joined(separator: "\n")
  }
}

/// A message kept as the data it is written from. Two deferred messages of one type are equal,
/// and hash alike, exactly when their texts are; compared with a message of another type or a
/// written one, the texts are compared. A kind of problem is reported with one type of message
/// (its identifier is compared first), so a deferred message is hashed by its data.
package protocol DeferredMessage: Sendable {
  /// The message as it prints.
  var text: String { get }
  /// Whether `other`, of the same type, writes the same text.
  func writesSame(as other: Self) -> Bool
  /// Hashes what `writesSame` compares.
  func hashText(into hasher: inout Hasher)
}

/// A message written, or kept as data until it is read.
private enum MessageText: Sendable, Hashable {
  case written(String)
  case deferred(any DeferredMessage)

  static func == (a: MessageText, b: MessageText) -> Bool {
    switch (a, b) {
    case (.written(let x), .written(let y)): x == y
    case (.deferred(let x), .deferred(let y)): Self.same(x, y)
    case (.written(let x), .deferred(let y)), (.deferred(let y), .written(let x)): x == y.text
    }
  }

  private static func same<T: DeferredMessage>(_ x: T, _ y: any DeferredMessage) -> Bool {
    guard let y = y as? T else { return x.text == y.text }
    return x.writesSame(as: y)
  }

  func hash(into hasher: inout Hasher) {
    switch self {
    case .written(let message): hasher.combine(message)
    case .deferred(let message): message.hashText(into: &hasher)
    }
  }
}

extension Diagnostic {
  /// The name of one kind of problem, `area.kind` in lower-case words joined by hyphens
  /// (`tokens.missing-reference`, `json.syntax`), as swift-docc names its diagnostics: tests
  /// assert it and `--diagnostics-format json` carries it, so neither depends on the English.
  /// Each module declares its identifiers as static members in its `DiagnosticIDs.swift`.
  package struct ID: Sendable, Hashable, Comparable, CustomStringConvertible {
    package let rawValue: String
    package init(_ rawValue: String) { self.rawValue = rawValue }
    package var description: String { rawValue }
    package static func < (a: ID, b: ID) -> Bool { a.rawValue < b.rawValue }
  }

  /// The most characters a message or hint prints: a name from content can be megabytes long.
  static let printedLength = 1_000

  /// Content's control characters escaped, and a text past `printedLength` cut with a count.
  static func printable(_ text: String) -> String { shortened(Escape.controls(text)) }

  /// A text past `printedLength` cut with a count; the JSON format escapes the rest itself.
  static func shortened(_ text: String) -> String {
    guard text.unicodeScalars.count > printedLength else { return text }
    let kept = String(text.unicodeScalars.prefix(printedLength))
    return kept + "… (\(text.unicodeScalars.count - printedLength) more characters)"
  }
}

extension Array where Element == Diagnostic {
  /// File, line and column order, so output is the same on every run; diagnostics without a
  /// position come first, and ties keep the order they were found in.
  package func sortedByPosition() -> [Diagnostic] { positionOrder().map { self[$0] } }

  /// The indices in position order. Each distinct file is compared as text once, then every
  /// diagnostic by integers: a build with an audit sorts tens of thousands of them.
  func positionOrder() -> [Int] {
    // Each diagnostic is read in place, and a file named again by the next one (a model's
    // tens of thousands of audit warnings) is not looked up again.
    let keys: [PositionKey] = withUnsafeBufferPointer { buffer in
      var fileRanks: [String: Int] = [:]
      var last: String?
      for index in buffer.indices {
        guard let file = buffer[index].location?.file, file != last else { continue }
        fileRanks[file] = 0
        last = file
      }
      for (rank, file) in fileRanks.keys.sorted().enumerated() { fileRanks[file] = rank }
      var lastRank: (file: String, rank: Int)?
      // Without a position: file rank -1, so it sorts first.
      return buffer.indices.map { index in
        guard let location = buffer[index].location else { return PositionKey(file: -1, line: 0, column: 0) }
        if let lastRank, lastRank.file == location.file {
          return PositionKey(file: lastRank.rank, line: location.line, column: location.column)
        }
        let rank = fileRanks[location.file] ?? 0
        lastRank = (location.file, rank)
        return PositionKey(file: rank, line: location.line, column: location.column)
      }
    }
    var order = [Int](indices)
    let inOrder = keys.indices.dropFirst().allSatisfy { !(keys[$0] < keys[$0 - 1]) }
    if !inOrder {
      order.sort { a, b in keys[a] == keys[b] ? a < b : keys[a] < keys[b] }
    }
    return order
  }
}

/// A position as integers: the file's rank among the files, its line and its column.
struct PositionKey: Equatable, Comparable {
  var file: Int
  var line: Int
  var column: Int

  static func < (a: PositionKey, b: PositionKey) -> Bool {
    (a.file, a.line, a.column) < (b.file, b.line, b.column)
  }
}
