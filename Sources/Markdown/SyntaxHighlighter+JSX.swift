/// Where a JSX scan is: inside a tag, among an element's children, or in a `{…}` expression
/// (code again, with the braces it has opened since).
enum JSXFrame: Equatable {
  case tag(closing: Bool)
  case children
  case expression(depth: Int)
}

/// JSX in TSX and JSX code: `<Button variant="primary">Save this</Button>`. A tag's name and
/// attributes are marked; the text between tags is text, so its words ("this", "new", "for")
/// are not keywords and an apostrophe starts no string; `{…}` inside is code again.
extension HighlightScanner {
  /// Writes what JSX decides at the position and moves past it; false to leave the position to
  /// the grammar's code tokens.
  mutating func jsxToken(_ c: UInt8) -> Bool {
    switch jsx.last {
    case .tag(let closing):
      tagPart(c, closing: closing)
      return true
    case .children:
      if c == UInt8(ascii: "<"), openTag() { return true }
      if c == UInt8(ascii: "{") { jsx.append(.expression(depth: 0)) }
      escape(c)
      i += 1
      return true
    case .expression(let depth):
      if c == UInt8(ascii: "{") {
        jsx[jsx.count - 1] = .expression(depth: depth + 1)
      } else if c == UInt8(ascii: "}") {
        guard depth == 0 else {
          jsx[jsx.count - 1] = .expression(depth: depth - 1)
          return false
        }
        jsx.removeLast()
        escape(c)
        i += 1
        return true
      }
      return c == UInt8(ascii: "<") && startsElement() && openTag()
    case nil:
      return c == UInt8(ascii: "<") && startsElement() && openTag()
    }
  }

  /// Whether a `<` in code opens an element: it stands where an expression does (after `(`,
  /// `=`, `=>`, `,`, `return` …, or first), not after a name, as a type's `useState<T>` or a
  /// comparison's `a < b` does.
  private func startsElement() -> Bool {
    var j = i - 1
    while j >= 0, chars[j] == 0x20 || chars[j] == 0x09 || chars[j] == 0x0A || chars[j] == 0x0D { j -= 1 }
    guard j >= 0 else { return true }
    switch chars[j] {
    case UInt8(ascii: "("), UInt8(ascii: "["), UInt8(ascii: "{"), UInt8(ascii: ","), UInt8(ascii: ";"),
      UInt8(ascii: "="), UInt8(ascii: "?"), UInt8(ascii: ":"), UInt8(ascii: "&"), UInt8(ascii: "|"),
      UInt8(ascii: "!"):
      return true
    case UInt8(ascii: ">"):
      return j > 0 && chars[j - 1] == UInt8(ascii: "=")
    default:
      var start = j
      while start > 0, Self.isLetter(chars[start - 1]) { start -= 1 }
      guard start <= j, Self.isLetter(chars[j]) else { return false }
      return ["return", "default", "yield"].contains(String(decoding: chars[start...j], as: UTF8.self))
    }
  }

  /// `<Name`, `</Name`, `<>` or `</>` at the position: written, the name marked as a tag, and
  /// the scan moved into the tag (or, for a fragment, among its children or out of them).
  /// False where no name or fragment follows (`<` alone, `<T,>`), which writes nothing.
  private mutating func openTag() -> Bool {
    var j = i + 1
    let closing = j < chars.count && chars[j] == UInt8(ascii: "/")
    if closing { j += 1 }
    let nameStart = j
    while j < chars.count,
      Self.isLetter(chars[j]) || Self.isDigit(chars[j]) || chars[j] == UInt8(ascii: ".")
        || chars[j] == UInt8(ascii: "-") || chars[j] == UInt8(ascii: ":") || chars[j] == UInt8(ascii: "_")
    { j += 1 }
    if j == nameStart {
      guard j < chars.count, chars[j] == UInt8(ascii: ">") else { return false }
      plain(to: j + 1)
      if closing {
        if jsx.last == .children { jsx.removeLast() }
      } else {
        jsx.append(.children)
      }
      return true
    }
    // A type parameter list in an arrow function (`<T,>`) is no element.
    if !closing, j < chars.count, chars[j] == UInt8(ascii: ",") { return false }
    plain(to: nameStart)
    emit("tag", to: j)
    jsx.append(.tag(closing: closing))
    return true
  }

  /// One step inside a tag: an attribute's name, its string or `{…}` value, or the tag's end.
  private mutating func tagPart(_ c: UInt8, closing: Bool) {
    if c == UInt8(ascii: "/"), i + 1 < chars.count, chars[i + 1] == UInt8(ascii: ">") {
      // A self-closing element: the code or children around it go on.
      plain(to: i + 2)
      jsx.removeLast()
    } else if c == UInt8(ascii: ">") {
      plain(to: i + 1)
      jsx.removeLast()
      if !closing {
        jsx.append(.children)
      } else if jsx.last == .children {
        jsx.removeLast()
      }
    } else if c == UInt8(ascii: "{") {
      plain(to: i + 1)
      jsx.append(.expression(depth: 0))
    } else if c == UInt8(ascii: "\"") || c == UInt8(ascii: "'") {
      // An attribute's string has no escapes and may run over lines.
      var j = i + 1
      while j < chars.count, chars[j] != c { j += 1 }
      emit("string", to: min(chars.count, j + 1))
    } else if Self.isLetter(c) || c == UInt8(ascii: "_") || c == UInt8(ascii: "$") {
      var j = i + 1
      while j < chars.count,
        Self.isLetter(chars[j]) || Self.isDigit(chars[j]) || chars[j] == UInt8(ascii: "-")
          || chars[j] == UInt8(ascii: ":") || chars[j] == UInt8(ascii: "_") || chars[j] == UInt8(ascii: "$")
      { j += 1 }
      emit("attr", to: j)
    } else {
      escape(c)
      i += 1
    }
  }
}
