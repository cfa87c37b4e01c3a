import Foundation
import SpecimenCore
import TestSupport
import Testing

/// A diagnostic as a command printed it, read back from its output: from a JSON line of
/// `--diagnostics-format json` (with its identifier), or from a text line
/// `path:line:column: severity: message` (which carries none), so a test asserts the kind and
/// the place of a printed problem, not its English.
struct PrintedDiagnostic: Equatable, CustomStringConvertible {
  var id: Diagnostic.ID?
  var severity: String
  var file: String
  var position: TextPosition

  var description: String { "\(file):\(position): \(severity) [\(id?.rawValue ?? "-")]" }

  /// Every JSON line of `output` that is a diagnostic with a position.
  static func json(_ output: String) -> [PrintedDiagnostic] {
    output.split(separator: "\n").compactMap { line in
      guard line.hasPrefix("{"),
        let object = (try? JSONSerialization.jsonObject(with: Data(line.utf8))) as? [String: Any],
        let id = object["id"] as? String, let severity = object["severity"] as? String,
        let file = object["file"] as? String, let row = object["line"] as? Int, let column = object["column"] as? Int
      else { return nil }
      return PrintedDiagnostic(
        id: Diagnostic.ID(id), severity: severity, file: file, position: TextPosition(line: row, column: column))
    }
  }

  /// Every text line of `output` that starts `path:line:column: severity: `.
  static func text(_ output: String) -> [PrintedDiagnostic] {
    output.split(separator: "\n").compactMap { line in
      for severity in ["error", "warning", "note"] {
        guard let marker = line.range(of: ": \(severity): ") else { continue }
        let place = line[..<marker.lowerBound].split(separator: ":", omittingEmptySubsequences: false)
        guard place.count >= 3, let row = Int(place[place.count - 2]), let column = Int(place[place.count - 1]) else {
          continue
        }
        return PrintedDiagnostic(
          id: nil, severity: severity, file: place.dropLast(2).joined(separator: ":"),
          position: TextPosition(line: row, column: column))
      }
      return nil
    }
  }
}
