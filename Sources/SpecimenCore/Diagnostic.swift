import Foundation

/// One problem found in the input, with where it is and, when a fix is known, how to fix it.
package struct Diagnostic: Sendable, Hashable, Error, CustomStringConvertible {
  package enum Severity: String, Sendable, Hashable {
    case error, warning, note
  }

  package var severity: Severity
  package var message: String
  package var location: SourceLocation?
  package var hint: String?
  /// Further positions that belong to the same problem (every token of an alias cycle).
  package var notes: [Diagnostic]

  package init(
    _ severity: Severity, _ message: String, at location: SourceLocation?, hint: String? = nil,
    notes: [Diagnostic] = []
  ) {
    self.severity = severity
    self.message = message
    self.location = location
    self.hint = hint
    self.notes = notes
  }

  package static func error(_ message: String, at location: SourceLocation?, hint: String? = nil)
    -> Diagnostic
  {
    Diagnostic(.error, message, at: location, hint: hint)
  }

  package static func warning(_ message: String, at location: SourceLocation?, hint: String? = nil)
    -> Diagnostic
  {
    Diagnostic(.warning, message, at: location, hint: hint)
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

extension Diagnostic {
  /// The most characters a message or hint prints: a name from content can be megabytes long.
  static let printedLength = 1_000

  /// Content's control characters escaped, and a text past `printedLength` cut with a count.
  static func printable(_ text: String) -> String {
    let escaped = Escape.controls(text)
    guard escaped.unicodeScalars.count > printedLength else { return escaped }
    let kept = String(escaped.unicodeScalars.prefix(printedLength))
    return kept + "… (\(escaped.unicodeScalars.count - printedLength) more characters)"
  }
}

extension Array where Element == Diagnostic {
  /// File, line and column order, so output is the same on every run; diagnostics without a
  /// position come first, and ties keep the order they were found in.
  package func sortedByPosition() -> [Diagnostic] {
    enumerated().sorted { a, b in
      switch (a.element.location, b.element.location) {
      case let (l?, r?) where l != r: return l < r
      case (nil, _?): return true
      case (_?, nil): return false
      default: return a.offset < b.offset
      }
    }.map(\.element)
  }
}
