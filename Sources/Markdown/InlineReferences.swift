/// Hides `{{…}}` references from cmark so their text is never read as Markdown
/// (`{{size _Toggle Label}}` must not open emphasis), then finds them again in the tree.
///
/// Each reference becomes a placeholder of the same UTF-8 length made of private-use
/// characters and digits, so cmark's source positions stay true for the rest of the line.
struct InlineReferenceShield {
  private(set) var references: [String] = []
  /// Lines (1-based) with an unescaped `{{` that no `}}` closes on the same line, and the byte
  /// column (1-based) of the first such `{{`: the page probably misses a `}}`.
  private(set) var unclosed: [Int: Int] = [:]
  static let open: Unicode.Scalar = "\u{E000}"
  static let close: Unicode.Scalar = "\u{E001}"
  static let fill: Unicode.Scalar = "\u{E002}"

  /// The text with every unescaped `{{…}}` on one line replaced by a placeholder.
  mutating func shield(_ text: String) -> String {
    guard Self.containsOpening(text) else { return text }
    var out = ""
    out.reserveCapacity(text.utf8.count)
    var rest = text[...]
    let utf8 = text.utf8
    // Line numbers, counted once over the text as the scan moves forward.
    var line = 1
    var lineStart = text.startIndex
    var counted = text.startIndex
    func moveLine(to index: String.Index) {
      while let newline = utf8[counted..<index].firstIndex(of: UInt8(ascii: "\n")) {
        line += 1
        lineStart = utf8.index(after: newline)
        counted = lineStart
      }
      counted = index
    }
    while let start = rest.range(of: "{{") {
      let escaped = start.lowerBound > rest.startIndex && rest[rest.index(before: start.lowerBound)] == "\\"
      if escaped {
        out += rest[..<start.upperBound]
        rest = rest[start.upperBound...]
        continue
      }
      // A reference closes on its own line; the search stops there, so it stays linear.
      let lineEnd = utf8[start.upperBound...].firstIndex(of: UInt8(ascii: "\n")) ?? text.endIndex
      guard let end = text[start.upperBound..<lineEnd].range(of: "}}") else {
        // No `}}` on the rest of this line: no reference can start anywhere on it.
        moveLine(to: start.lowerBound)
        if unclosed[line] == nil { unclosed[line] = utf8.distance(from: lineStart, to: start.lowerBound) + 1 }
        out += rest[..<lineEnd]
        rest = rest[lineEnd...]
        continue
      }
      out += rest[..<start.lowerBound]
      let original = String(rest[start.lowerBound..<end.upperBound])
      out += placeholder(index: references.count, byteLength: original.utf8.count)
      references.append(original)
      rest = rest[end.upperBound...]
    }
    out += rest
    return out
  }

  /// `{{` anywhere, by a byte scan (most pages have none).
  static func containsOpening(_ text: String) -> Bool {
    var previous: UInt8 = 0
    for byte in text.utf8 {
      if byte == 0x7B, previous == 0x7B { return true }
      previous = byte
    }
    return false
  }

  private func placeholder(index: Int, byteLength: Int) -> String {
    var text = String(Self.open) + String(index)
    // open and close are 3 bytes each in UTF-8, fill is 3, digits 1: pad with ASCII to match.
    var length = 6 + String(index).utf8.count
    while length + 3 <= byteLength { text.unicodeScalars.append(Self.fill); length += 3 }
    while length < byteLength { text += "x"; length += 1 }
    text.unicodeScalars.append(Self.close)
    return text
  }

  /// Puts the original text back (for code, code blocks and URLs, where references stay literal).
  func restore(_ text: String) -> String {
    guard text.unicodeScalars.contains(Self.open) else { return text }
    return split(text).map {
      switch $0 {
      case .text(let t): return t
      case .reference(let i): return references[i]
      }
    }.joined()
  }

  enum Piece: Equatable {
    case text(String)
    case reference(Int)
  }

  /// Splits text into plain runs and references.
  func split(_ text: String) -> [Piece] {
    guard text.unicodeScalars.contains(Self.open) else { return [.text(text)] }
    var pieces: [Piece] = []
    var current = String.UnicodeScalarView()
    var digits = ""
    var inside = false
    for scalar in text.unicodeScalars {
      if inside {
        if scalar == Self.close {
          inside = false
          if let index = Int(digits), references.indices.contains(index)
          {
            pieces.append(.reference(index))
          }
          digits = ""
        } else if ("0"..."9").contains(scalar) {
          digits.unicodeScalars.append(scalar)
        }
      } else if scalar == Self.open {
        if !current.isEmpty { pieces.append(.text(String(current))); current = .init() }
        inside = true
      } else {
        current.append(scalar)
      }
    }
    if !current.isEmpty { pieces.append(.text(String(current))) }
    return pieces
  }
}
