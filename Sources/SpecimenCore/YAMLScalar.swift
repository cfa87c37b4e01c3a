import Foundation

extension YAMLWriter {
  /// A YAML scalar that reads back as exactly `text`, a string, in block and flow context alike:
  /// plain when it starts with a letter or `_` and holds only letters, digits, spaces and
  /// `-_./()&'` (so no indicator such as `&`, `*`, `!`, `|`, `>`, `%`, `@`, `` ` ``, `#`, `-`, `?`,
  /// `:`, `,`, `[`, `]`, `{`, `}` or a quote can start it, and no `: ` or ` #` can cut it), does not
  /// end in a space and is no word YAML reads as a boolean or null; double-quoted otherwise.
  package static func scalar(_ text: String) -> String {
    guard let first = text.unicodeScalars.first, let last = text.unicodeScalars.last else {
      return doubleQuoted(text)
    }
    let plain =
      last != " " && startsPlainWithPlainScalars(text, first: first)
      && !readsAsOtherThanText.contains(text.lowercased()) && Double(text) == nil
    return plain ? text : doubleQuoted(text)
  }

  /// Whether the text starts with a letter or `_` and holds only letters, digits and `-_./()&'`.
  /// ASCII text is read by its bytes: there Foundation's letters are `A`–`Z` and `a`–`z` (each
  /// alphabetic) and its alphanumerics add `0`–`9`.
  private static func startsPlainWithPlainScalars(_ text: String, first: Unicode.Scalar) -> Bool {
    if text.utf8.allSatisfy({ $0 < 0x80 }) {
      func isLetter(_ byte: UInt8) -> Bool { (byte | 0x20) >= 0x61 && (byte | 0x20) <= 0x7A }
      let startsPlain = first == "_" || isLetter(UInt8(first.value))
      return startsPlain
        && text.utf8.allSatisfy { byte in
          isLetter(byte) || (byte >= 0x30 && byte <= 0x39) || " -_./()&'".utf8.contains(byte)
        }
    }
    let startsPlain = first == "_" || (CharacterSet.letters.contains(first) && first.properties.isAlphabetic)
    return startsPlain
      && text.unicodeScalars.allSatisfy {
        CharacterSet.alphanumerics.contains($0) || " -_./()&'".unicodeScalars.contains($0)
      }
  }

  /// Plain words YAML 1.1 or 1.2 reads as a boolean, null or number rather than as text.
  private static let readsAsOtherThanText: Set<String> = [
    "true", "false", "yes", "no", "on", "off", "null", "y", "n", "~", "nan", "inf",
  ]
}
