import Foundation
import SpecimenCore

/// A reference as written: `{a.b.c}` (curly) or `#/a/b/c` (JSON pointer).
enum Reference: Sendable, Hashable {
  case curly([String])
  case pointer([String])

  /// `{a.b}` → curly; nil for anything else (partial strings are plain text in 2025.10).
  static func curly(_ text: String) -> [String]? {
    // Bytes, not Foundation's string search: every token value of every context passes here.
    guard text.utf8.count >= 3, text.first == "{", text.last == "}" else { return nil }
    let inner = text.dropFirst().dropLast()
    guard !inner.utf8.contains(where: { $0 == UInt8(ascii: "{") || $0 == UInt8(ascii: "}") }) else { return nil }
    return inner.split(separator: ".", omittingEmptySubsequences: false).map(String.init)
  }

  /// `#/a/b~1c` → ["a", "b/c"] (RFC 6901 unescaping, percent-decoding for URI fragments).
  static func pointerSegments(_ text: String) -> [String]? {
    guard text.hasPrefix("#") else { return nil }
    var body = String(text.dropFirst())
    if body.isEmpty { return [] }
    guard body.hasPrefix("/") else { return nil }
    body.removeFirst()
    if body.contains("%"), let decoded = body.removingPercentEncoding { body = decoded }
    return body.split(separator: "/", omittingEmptySubsequences: false).map {
      $0.replacingOccurrences(of: "~1", with: "/").replacingOccurrences(of: "~0", with: "~")
    }
  }

  static func parse(_ text: String) -> Reference? {
    if let segments = curly(text) { return .curly(segments) }
    if let segments = pointerSegments(text) { return .pointer(segments) }
    return nil
  }
}
