import Foundation
import SpecimenCore
import Testing

/// A line and a column, both counted from 1, as a diagnostic's `location` has them.
package struct TextPosition: Hashable, Sendable, CustomStringConvertible {
  package var line: Int
  package var column: Int

  package init(line: Int, column: Int) {
    self.line = line
    self.column = column
  }

  package var description: String { "\(line):\(column)" }
}

/// Where `needle` starts in a fixture's `text` (its `occurrence`-th appearance, counted from 1),
/// columns counted in characters: a test derives a diagnostic's expected position from the
/// fixture it wrote instead of repeating numbers. A needle the text does not hold is a failed
/// test, with the position 0:0 that no diagnostic has.
package func position(
  of needle: String, in text: String, occurrence: Int = 1, sourceLocation: Testing.SourceLocation = #_sourceLocation
) -> TextPosition {
  var searchStart = text.startIndex
  var found: Range<String.Index>?
  for _ in 0..<max(occurrence, 1) {
    guard let range = text.range(of: needle, range: searchStart..<text.endIndex) else {
      found = nil
      break
    }
    found = range
    searchStart = range.upperBound
  }
  guard let found else {
    Issue.record("'\(needle)' does not appear \(occurrence) time(s) in the fixture", sourceLocation: sourceLocation)
    return TextPosition(line: 0, column: 0)
  }
  let before = text[..<found.lowerBound]
  let line = before.reduce(1) { $1 == "\n" ? $0 + 1 : $0 }
  let lineStart = before.lastIndex(of: "\n").map { text.index(after: $0) } ?? text.startIndex
  let column = text.distance(from: lineStart, to: found.lowerBound) + 1
  return TextPosition(line: line, column: column + positionShift)
}

/// Columns added to every position `position(of:in:)` finds: 0, unless the run sets
/// `SPECIMEN_TEST_POSITION_SHIFT`. A run with it set to 1 must fail every test that asserts a
/// position found in a fixture: the proof that none of them passes whatever the position.
private let positionShift = ProcessInfo.processInfo.environment["SPECIMEN_TEST_POSITION_SHIFT"].flatMap(Int.init) ?? 0

/// Where `needle` starts where it first follows `prefix` on one line (`position(of: "Chip", after:
/// "set: ", in: model)`): for a needle whose first appearance is elsewhere in the text.
package func position(
  of needle: String, after prefix: String, in text: String, sourceLocation: Testing.SourceLocation = #_sourceLocation
) -> TextPosition {
  var found = position(of: prefix + needle, in: text, sourceLocation: sourceLocation)
  if found.line > 0 { found.column += prefix.count }
  return found
}

/// Where `needle` starts in the file at `path`, as `position(of:in:)` finds it in a fixture's text.
package func position(
  of needle: String, inFile path: String, occurrence: Int = 1,
  sourceLocation: Testing.SourceLocation = #_sourceLocation
) -> TextPosition {
  let text = (try? String(contentsOfFile: path, encoding: .utf8)) ?? ""
  return position(of: needle, in: text, occurrence: occurrence, sourceLocation: sourceLocation)
}

extension Diagnostic {
  /// The line and column this diagnostic points at, nil when it has no position.
  package var position: TextPosition? {
    location.map { TextPosition(line: $0.line, column: $0.column) }
  }

  /// Whether this is a problem of the kind `id` reported at `position` (in any file).
  package func matches(_ id: Diagnostic.ID, at position: TextPosition) -> Bool {
    self.id == id && self.position == position
  }

  /// Whether this is a problem of the kind `id` reported on `line`, whatever its column.
  package func matches(_ id: Diagnostic.ID, line: Int) -> Bool {
    self.id == id && location?.line == line
  }
}
