import SpecimenCore

/// The tokens of a JavaScript, TypeScript, Swift or Kotlin source file that Code Connect's
/// static subset needs: names, string and number literals, and punctuation, with their lines.
/// Comments and whitespace are dropped. One pass over the bytes, no backtracking: a string that
/// does not close by the end of its line ends there (it is JSX text or a regular expression,
/// which the subset never reads).
struct SourceToken: Sendable, Hashable {
  enum Kind: Sendable, Hashable {
    case name
    case string
    /// A template literal (`` `…` ``); its text without interpolations read.
    case template
    case number
    case punctuation
  }
  var kind: Kind
  var text: String
  var line: Int
  var column: Int
  /// The token's bytes in the source, quotes included: what an example shown as written is cut from.
  var start = 0
  var end = 0
}

enum SourceTokenizer {
  static func tokens(_ source: String) -> [SourceToken] {
    let bytes = Array(source.utf8)
    var tokens: [SourceToken] = []
    var i = 0
    var line = 1
    var lineStart = 0
    func isNameByte(_ byte: UInt8) -> Bool {
      (byte >= 0x61 && byte <= 0x7A) || (byte >= 0x41 && byte <= 0x5A) || (byte >= 0x30 && byte <= 0x39)
        || byte == 0x5F || byte == 0x24 || byte >= 0x80
    }
    func text(_ start: Int, _ end: Int) -> String { String(decoding: bytes[start..<end], as: UTF8.self) }
    while i < bytes.count {
      let byte = bytes[i]
      let tokenStart = i
      let count = tokens.count
      defer {
        if tokens.count > count {
          tokens[count].start = tokenStart
          tokens[count].end = i
        }
      }
      let column = i - lineStart + 1
      switch byte {
      case 0x0A:
        line += 1
        i += 1
        lineStart = i
      case 0x20, 0x09, 0x0D:
        i += 1
      case 0x2F where i + 1 < bytes.count && bytes[i + 1] == 0x2F:  // line comment
        while i < bytes.count && bytes[i] != 0x0A { i += 1 }
      case 0x2F where i + 1 < bytes.count && bytes[i + 1] == 0x2A:  // block comment
        i += 2
        while i < bytes.count && !(bytes[i] == 0x2A && i + 1 < bytes.count && bytes[i + 1] == 0x2F) {
          if bytes[i] == 0x0A {
            line += 1
            lineStart = i + 1
          }
          i += 1
        }
        i = min(i + 2, bytes.count)
      case 0x22, 0x27:  // "…" or '…'
        let quote = byte
        let startLine = line
        var value: [UInt8] = []
        i += 1
        while i < bytes.count && bytes[i] != quote && bytes[i] != 0x0A {
          if bytes[i] == 0x5C && i + 1 < bytes.count && bytes[i + 1] != 0x0A {
            i += 1
            switch bytes[i] {
            case 0x6E: value.append(0x0A)
            case 0x74: value.append(0x09)
            default: value.append(bytes[i])
            }
          } else {
            value.append(bytes[i])
          }
          i += 1
        }
        if i < bytes.count && bytes[i] == quote { i += 1 }
        tokens.append(
          SourceToken(kind: .string, text: String(decoding: value, as: UTF8.self), line: startLine, column: column))
      case 0x60:  // `…`, possibly over several lines
        let startLine = line
        let start = i + 1
        i += 1
        while i < bytes.count && bytes[i] != 0x60 {
          if bytes[i] == 0x5C { i += 1 }
          if i < bytes.count && bytes[i] == 0x0A {
            line += 1
            lineStart = i + 1
          }
          i += 1
        }
        tokens.append(
          SourceToken(kind: .template, text: text(start, min(i, bytes.count)), line: startLine, column: column))
        i = min(i + 1, bytes.count)
      case 0x30...0x39:
        let start = i
        while i < bytes.count && (isNameByte(bytes[i]) || bytes[i] == 0x2E) { i += 1 }
        tokens.append(SourceToken(kind: .number, text: text(start, i), line: line, column: column))
      default:
        if isNameByte(byte) {
          let start = i
          while i < bytes.count && isNameByte(bytes[i]) { i += 1 }
          tokens.append(SourceToken(kind: .name, text: text(start, i), line: line, column: column))
        } else if byte == 0x2E && i + 2 < bytes.count && bytes[i + 1] == 0x2E && bytes[i + 2] == 0x2E {
          tokens.append(SourceToken(kind: .punctuation, text: "...", line: line, column: column))
          i += 3
        } else if byte == 0x3D && i + 1 < bytes.count && bytes[i + 1] == 0x3E {
          tokens.append(SourceToken(kind: .punctuation, text: "=>", line: line, column: column))
          i += 2
        } else {
          // One byte of punctuation; a stray byte of a multi-byte character was taken as a name.
          tokens.append(SourceToken(kind: .punctuation, text: text(i, i + 1), line: line, column: column))
          i += 1
        }
      }
    }
    return tokens
  }
}
