import SpecimenCore

/// Hides `{{…}}` references from cmark so their text is never read as Markdown
/// (`{{size _Toggle Label}}` must not open emphasis), then finds them again in the tree.
///
/// Each reference becomes a placeholder of the same UTF-8 length: one private-use character that
/// numbers it, then filler, so cmark's source positions stay true for the rest of the line.
/// Only text Markdown reads as text is shielded: code spans, fenced code, autolinks and raw HTML
/// keep their braces as written. An escaped tilde (`\~`) is shielded too, so strikethrough,
/// which runs on cmark's text after escapes are gone, can still tell it from a delimiter.
struct InlineReferenceShield {
  private(set) var references: [String] = []
  /// Whether any placeholder was written: when not, nothing needs restoring or splitting.
  private(set) var isEmpty = true
  /// Footnote definitions' openings as written (`[^label]:`), and their labels.
  private(set) var footnoteOpenings: [String] = []
  private(set) var footnoteLabels: [String] = []
  /// Lines (1-based) with a `{{` that no `}}` closes on the same line, and the byte column
  /// (1-based) of the first such `{{`: the page probably misses a `}}`.
  private(set) var unclosed: [Int: Int] = [:]
  /// Byte offsets of those `{{`, turned into lines and columns once the scan is done.
  private var unclosedOffsets: [Int] = []
  /// The author's own private-use characters (Font Awesome's glyphs live there): each distinct
  /// one is written as a placeholder that stands for itself, so every private-use character in
  /// the shielded text is one of ours and none of the author's is taken for a placeholder.
  /// They are numbered before any reference, so references 0..<literals.count are these.
  private var literals: [Unicode.Scalar: Int] = [:]
  /// What the shield could not keep: each a byte offset in the page, a message and a hint.
  private(set) var problems: [(offset: Int, message: String, hint: String, id: Diagnostic.ID)] = []
  private var refusedReference = false
  private var refusedFootnote = false
  private var refusedLiteral = false
  /// Reference n is written as `firstIndex + n`; the private-use area holds about 3,800.
  static let firstIndex: UInt32 = 0xE100
  static let lastIndex: UInt32 = 0xEFFF
  /// Footnote definition n is written as `+ ` and `firstFootnote + n`: a list item to cmark,
  /// so it holds blocks and ends where a footnote ends.
  static let firstFootnote: UInt32 = 0xF000
  static let lastFootnote: UInt32 = 0xF8FF
  /// Fill of two and three UTF-8 bytes, to pad a placeholder to the reference's length.
  static let fill2: Unicode.Scalar = "\u{0092}"
  static let fill3: Unicode.Scalar = "\u{E000}"
  /// `\~` (two bytes) becomes this two-byte character.
  static let escapedTilde: Unicode.Scalar = "\u{0091}"

  /// The text with references and escaped tildes replaced by placeholders.
  mutating func shield(_ text: String) -> String {
    guard Self.needsShielding(text) else { return text }
    let bytes = Array(text.utf8)
    var out: [UInt8] = []
    out.reserveCapacity(bytes.count)
    findReservedCharacters(bytes)
    var scanner = MarkdownTextScanner(bytes)
    while let (start, end, isText) = scanner.next() {
      guard isText else {
        copyKeepingLiterals(bytes, start, end, into: &out)
        continue
      }
      shieldText(bytes, start, end, into: &out)
    }
    recordUnclosed(bytes)
    isEmpty = out == bytes
    return String(decoding: out, as: UTF8.self)
  }

  /// Lines and columns of the unclosed `{{`, in one pass over the text.
  private mutating func recordUnclosed(_ bytes: [UInt8]) {
    var line = 1
    var lineStart = 0
    var position = 0
    for offset in unclosedOffsets {
      while position < offset {
        if bytes[position] == 0x0A {
          line += 1
          lineStart = position + 1
        }
        position += 1
      }
      if unclosed[line] == nil { unclosed[line] = offset - lineStart + 1 }
    }
    unclosedOffsets = []
  }

  /// The author's characters in the ranges placeholders use: private-use ones get a placeholder
  /// of their own, before any reference takes a number; C1 controls are reported (they print as
  /// nothing, and are mostly curly quotes saved in the wrong encoding).
  private mutating func findReservedCharacters(_ bytes: [UInt8]) {
    var i = 0
    var firstControl: (offset: Int, scalar: Unicode.Scalar)?
    var controls = 0
    while i + 1 < bytes.count {
      if let scalar = Self.reservedScalar(bytes, at: i) {
        if scalar.value < 0x100 {
          if firstControl == nil { firstControl = (i, scalar) }
          controls += 1
        } else if literals[scalar] == nil {
          if references.count <= Int(Self.lastIndex - Self.firstIndex) {
            literals[scalar] = references.count
            references.append(String(scalar))
          } else if !refusedLiteral {
            refusedLiteral = true
            problems.append(
              (
                i, "the page uses more than \(Self.lastIndex - Self.firstIndex + 1) different private-use characters",
                "split the page into several", .markdownPrivateUseOverflow
              ))
          }
        }
      }
      i += 1
    }
    if let (offset, scalar) = firstControl {
      problems.append(
        (
          offset,
          "the control character \(Escape.named(scalar)) prints as nothing"
            + (controls > 1 ? " (and \(controls - 1) more on this page)" : ""),
          "delete it; a curly quote saved in the wrong encoding often becomes U+0091 or U+0092",
          .markdownControlCharacter
        ))
    }
  }

  /// The reserved character whose UTF-8 starts at `offset`: U+0080–U+009F or U+E000–U+F8FF.
  private static func reservedScalar(_ bytes: [UInt8], at offset: Int) -> Unicode.Scalar? {
    let lead = bytes[offset]
    if lead == 0xC2, (0x80...0x9F).contains(bytes[offset + 1]) { return Unicode.Scalar(UInt32(bytes[offset + 1])) }
    guard lead == 0xEE || (lead == 0xEF && bytes[offset + 1] < 0xA4), offset + 2 < bytes.count else { return nil }
    return Unicode.Scalar(
      (UInt32(lead & 0x0F) << 12) | (UInt32(bytes[offset + 1] & 0x3F) << 6) | UInt32(bytes[offset + 2] & 0x3F))
  }

  /// Bytes as written, but a reserved character as its placeholder and a C1 control as spaces:
  /// no character of the author's can be read back as one of ours.
  private func copyKeepingLiterals(_ bytes: [UInt8], _ start: Int, _ end: Int, into out: inout [UInt8]) {
    var i = start
    var runStart = start
    while i < end {
      if bytes[i] == 0xC2 || bytes[i] == 0xEE || bytes[i] == 0xEF, i + 1 < end,
        let (replacement, length) = literalReplacement(bytes, at: i)
      {
        out += bytes[runStart..<i]
        out += replacement
        i += length
        runStart = i
      } else {
        i += 1
      }
    }
    out += bytes[runStart..<end]
  }

  /// The placeholder of a reserved character at `offset` and the bytes it replaces, if it is one.
  private func literalReplacement(_ bytes: [UInt8], at offset: Int) -> ([UInt8], Int)? {
    guard let scalar = Self.reservedScalar(bytes, at: offset) else { return nil }
    if scalar.value < 0x100 { return ([0x20, 0x20], 2) }
    guard let index = literals[scalar] else { return ([0xEF, 0xBF, 0xBD], 3) }  // reported: too many
    return (Array(String(Unicode.Scalar(Self.firstIndex + UInt32(index))!).utf8), 3)
  }

  private mutating func shieldText(_ bytes: [UInt8], _ start: Int, _ end: Int, into out: inout [UInt8]) {
    let open = UInt8(ascii: "{"), backslash = UInt8(ascii: "\\")
    var i = start
    // No `}}` closes a reference that opens before this index: the rest of a line already
    // searched. Each byte is searched once, so a line of 100,000 `{{` stays linear.
    var noClosingBefore = start
    while i < end {
      let byte = bytes[i]
      if byte == 0xC2 || byte == 0xEE || byte == 0xEF, i + 1 < end,
        let (replacement, length) = literalReplacement(bytes, at: i)
      {
        out += replacement
        i += length
        continue
      }
      if byte == backslash, i + 1 < end {
        if bytes[i + 1] == UInt8(ascii: "~") {
          out += Array(String(Self.escapedTilde).utf8)
          i += 2
        } else {
          // An escaped character (`\{`, `\\`) is never the start of anything of ours.
          out += bytes[i...i + 1]
          i += 2
        }
        continue
      }
      if byte == open, i + 1 < end, bytes[i + 1] == open, i >= noClosingBefore {
        let search = Self.closingBraces(bytes, from: i + 2, end: end)
        if let closing = search.closing, closing > i + 2, references.count <= Int(Self.lastIndex - Self.firstIndex) {
          let original = String(decoding: bytes[i..<closing + 2], as: UTF8.self)
          out += Array(placeholder(index: references.count, byteLength: closing + 2 - i).utf8)
          references.append(original)
          i = closing + 2
          continue
        }
        if search.closing != nil, !refusedReference {
          refusedReference = true
          problems.append(
            (
              i,
              "the page has more than \(Self.lastIndex - Self.firstIndex + 1) inline references; this and later ones are not read",
              "split the page, or show long lists of tokens with a tokens block", .markdownReferenceOverflow
            ))
        }
        if search.closing == nil {
          noClosingBefore = search.stop
          unclosedOffsets.append(i)
        }
      }
      if byte == UInt8(ascii: "["), !refusedFootnote,
        footnoteOpenings.count > Int(Self.lastFootnote - Self.firstFootnote),
        footnoteDefinitionEnd(bytes, at: i, segmentStart: start, end: end, counting: false) != nil
      {
        refusedFootnote = true
        problems.append(
          (
            i,
            "the page has more than \(Self.lastFootnote - Self.firstFootnote + 1) footnote definitions; this and later ones are not read",
            "split the page into several", .markdownFootnoteOverflow
          ))
      }
      if byte == UInt8(ascii: "["), let end = footnoteDefinitionEnd(bytes, at: i, segmentStart: start, end: end) {
        let opening = String(decoding: bytes[i..<end], as: UTF8.self)
        footnoteOpenings.append(opening)
        footnoteLabels.append(String(opening.dropFirst(2).dropLast(2)))
        // `+ `, the index (three bytes) and filler; one byte to spare goes into the marker's spacing.
        let spare = end - i - 5
        var text = String.UnicodeScalarView((spare == 1 ? "+  " : "+ ").unicodeScalars)
        text.append(Unicode.Scalar(Self.firstFootnote + UInt32(footnoteOpenings.count - 1))!)
        out += Array(String(text).utf8)
        if spare > 1 { out += Self.fill(byteLength: spare) }
        i = end
        continue
      }
      out.append(byte)
      i += 1
    }
  }

  /// `[^label]:` at the start of a line (after up to three spaces or block quote markers):
  /// the index after the colon.
  private func footnoteDefinitionEnd(
    _ bytes: [UInt8], at position: Int, segmentStart: Int, end: Int, counting: Bool = true
  ) -> Int? {
    guard position + 4 < end, bytes[position + 1] == UInt8(ascii: "^"),
      !counting || footnoteOpenings.count <= Int(Self.lastFootnote - Self.firstFootnote)
    else { return nil }
    var lineStart = position
    var spaces = 0
    while lineStart > 0, bytes[lineStart - 1] != 0x0A {
      lineStart -= 1
      // Block quote and list markers may come first, as may up to three spaces after them.
      switch bytes[lineStart] {
      case 0x20: spaces += 1
      case UInt8(ascii: ">"), UInt8(ascii: "-"), UInt8(ascii: "*"), UInt8(ascii: "+"), UInt8(ascii: "."),
        UInt8(ascii: ")"), UInt8(ascii: "0")...UInt8(ascii: "9"):
        spaces = 0
      default: return nil
      }
    }
    guard spaces <= 3 else { return nil }
    var j = position + 2
    while j < end, bytes[j] != UInt8(ascii: "]") {
      if bytes[j] <= 0x20 || bytes[j] == UInt8(ascii: "[") { return nil }
      j += 1
    }
    guard j > position + 2, j + 1 < end, bytes[j + 1] == UInt8(ascii: ":") else { return nil }
    return j + 2
  }

  /// Filler of exactly `byteLength` bytes (never 1).
  private static func fill(byteLength: Int) -> [UInt8] {
    var text = String.UnicodeScalarView()
    var rest = byteLength
    while rest > 0 {
      if rest == 2 || rest == 4 {
        text.append(Self.fill2)
        rest -= 2
      } else {
        text.append(Self.fill3)
        rest -= 3
      }
    }
    return Array(String(text).utf8)
  }

  /// The index of the `}}` that closes a reference opened before `from`, on the same line; or
  /// nil and where the search stopped (the line's end).
  private static func closingBraces(_ bytes: [UInt8], from: Int, end: Int) -> (closing: Int?, stop: Int) {
    var j = from
    while j + 1 < end {
      if bytes[j] == 0x0A { return (nil, j) }
      if bytes[j] == UInt8(ascii: "}"), bytes[j + 1] == UInt8(ascii: "}") { return (j, j) }
      j += 1
    }
    return (nil, end)
  }

  /// `{{`, `\~` or `[^` anywhere, by a byte scan (most pages have none).
  static func needsShielding(_ text: String) -> Bool {
    // Over a plain buffer of the bytes: several times faster than through the string's UTF-8
    // view, and every page passes through it.
    // Only a byte of `pairStarts` begins a pair that answers yes: the bytes between are skipped
    // with one table look-up each.
    var text = text
    return text.withUTF8 { bytes in
      var i = 0
      let last = bytes.count - 1
      while i < last {
        let byte = bytes[i]
        guard pairStarts[Int(byte)] else {
          i += 1
          continue
        }
        let second = bytes[i + 1]
        switch byte {
        case 0x7B: if second == 0x7B { return true }
        case 0x5C: if second == 0x7E { return true }
        case 0x5B: if second == 0x5E { return true }
        // A private-use character or a C1 control: the ranges placeholders are written in.
        case 0xEE: return true
        case 0xEF: if second < 0xA4 { return true }
        default: if second < 0xA0 { return true }  // 0xC2
        }
        i += 1
      }
      return false
    }
  }

  /// The first bytes of the pairs `needsShielding` looks for: `{{`, `\~`, `[^`, and the lead
  /// bytes of private-use characters and C1 controls.
  private static let pairStarts: [Bool] = (0...255).map { [0x7B, 0x5C, 0x5B, 0xEE, 0xEF, 0xC2].contains($0) }

  private func placeholder(index: Int, byteLength: Int) -> String {
    // The index character is three bytes; references are at least five (`{{x}}`).
    String(Unicode.Scalar(Self.firstIndex + UInt32(index))!)
      + String(decoding: Self.fill(byteLength: byteLength - 3), as: UTF8.self)
  }

  /// Where a restored piece of text ends up: text keeps backslash escapes as cmark applied them.
  enum Context {
    /// Code, code blocks and raw HTML: everything as written.
    case literal
    /// Link destinations, titles and info strings: cmark has already removed escapes.
    case unescaped
  }

  /// Puts the original text back (for code, code blocks and URLs, where references stay literal).
  func restore(_ text: String, in context: Context = .literal) -> String {
    guard !isEmpty, text.unicodeScalars.contains(where: Self.isPlaceholderScalar) else { return text }
    return split(text).map {
      switch $0.piece {
      case .text(let t): return t
      case .reference(let i): return references[i]
      case .escapedTilde: return context == .literal ? "\\~" : "~"
      case .footnoteDefinition(let i): return footnoteOpenings[i]
      }
    }.joined()
  }

  enum Piece: Equatable {
    case text(String)
    case reference(Int)
    /// A `~` the author escaped: text, never a strikethrough delimiter.
    case escapedTilde
    /// The start of footnote definition n (where cmark kept it as text: in code or HTML).
    case footnoteDefinition(Int)
  }

  static func isPlaceholderScalar(_ scalar: Unicode.Scalar) -> Bool {
    scalar == escapedTilde || scalar == fill2 || (scalar.value >= 0xE000 && scalar.value <= lastFootnote)
  }

  /// Splits text into plain runs, references and escaped tildes, each with its length in the source.
  func split(_ text: String) -> [(piece: Piece, sourceBytes: Int)] {
    guard !isEmpty, text.unicodeScalars.contains(where: Self.isPlaceholderScalar) else {
      return [(.text(text), text.utf8.count)]
    }
    var pieces: [(piece: Piece, sourceBytes: Int)] = []
    var current = String.UnicodeScalarView()
    var currentBytes = 0
    func flush() {
      if !current.isEmpty { pieces.append((.text(String(current)), currentBytes)) }
      current = .init()
      currentBytes = 0
    }
    for scalar in text.unicodeScalars {
      let value = scalar.value
      if scalar == Self.escapedTilde {
        flush()
        pieces.append((.escapedTilde, 2))
      } else if value >= Self.firstIndex, value <= Self.lastIndex, Int(value - Self.firstIndex) < literals.count {
        // The author's own private-use character, as written.
        current.append(contentsOf: references[Int(value - Self.firstIndex)].unicodeScalars)
        currentBytes += 3
      } else if value >= Self.firstIndex, value <= Self.lastIndex,
        references.indices.contains(Int(value - Self.firstIndex))
      {
        flush()
        pieces.append((.reference(Int(value - Self.firstIndex)), 3))
      } else if value >= Self.firstFootnote, value <= Self.lastFootnote,
        footnoteOpenings.indices.contains(Int(value - Self.firstFootnote))
      {
        // The `+ ` before it is part of the placeholder.
        var bytes = 3
        for marker in ["+  ", "+ "] where String(current).hasSuffix(marker) {
          current.removeLast(marker.count)
          currentBytes -= marker.count
          bytes += marker.count
          break
        }
        flush()
        pieces.append((.footnoteDefinition(Int(value - Self.firstFootnote)), bytes))
      } else if scalar == Self.fill2 || scalar == Self.fill3, let last = pieces.last, current.isEmpty,
        last.piece != .escapedTilde
      {
        pieces[pieces.count - 1].sourceBytes += scalar.utf8.count
      } else {
        current.append(scalar)
        currentBytes += scalar.utf8.count
      }
    }
    flush()
    return pieces
  }

  /// The text as Markdown shows it, with references as written and escaped tildes as `~`.
  func plainText(_ text: String) -> String { restore(text, in: .unescaped) }
}
