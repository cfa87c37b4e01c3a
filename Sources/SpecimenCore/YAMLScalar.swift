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
    let startsPlain = first == "_" || (CharacterSet.letters.contains(first) && first.properties.isAlphabetic)
    let plain =
      startsPlain && last != " "
      && text.unicodeScalars.allSatisfy {
        CharacterSet.alphanumerics.contains($0) || " -_./()&'".unicodeScalars.contains($0)
      }
      && !readsAsOtherThanText.contains(text.lowercased()) && Double(text) == nil
    return plain ? text : doubleQuoted(text)
  }

  /// Plain words YAML 1.1 or 1.2 reads as a boolean, null or number rather than as text.
  private static let readsAsOtherThanText: Set<String> = [
    "true", "false", "yes", "no", "on", "off", "null", "y", "n", "~", "nan", "inf",
  ]
}
