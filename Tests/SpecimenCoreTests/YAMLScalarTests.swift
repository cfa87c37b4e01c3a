import Foundation
import SpecimenCore
import Testing

/// ASCII scalars are read by their bytes: the same choice of plain or quoted as Foundation's
/// character sets give.
@Suite struct YAMLScalarTests {
  /// The rule as Foundation's character sets state it.
  private func byCharacterSets(_ text: String) -> String {
    let words: Set<String> = ["true", "false", "yes", "no", "on", "off", "null", "y", "n", "~", "nan", "inf"]
    guard let first = text.unicodeScalars.first, let last = text.unicodeScalars.last else {
      return YAMLWriter.doubleQuoted(text)
    }
    let startsPlain = first == "_" || (CharacterSet.letters.contains(first) && first.properties.isAlphabetic)
    let plain =
      startsPlain && last != " "
      && text.unicodeScalars.allSatisfy {
        CharacterSet.alphanumerics.contains($0) || " -_./()&'".unicodeScalars.contains($0)
      }
      && !words.contains(text.lowercased()) && Double(text) == nil
    return plain ? text : YAMLWriter.doubleQuoted(text)
  }

  @Test func asciiScalarsAreQuotedAsByCharacterSets() {
    let bytes = (0..<128).map { String(UnicodeScalar(UInt8($0))) }
    for first in bytes {
      #expect(YAMLWriter.scalar(first) == byCharacterSets(first), "\(Array(first.unicodeScalars))")
      for second in ["a", "Z", "0", " ", "_", "-", "#", ":", "\"", "\n", "'"] {
        for text in [first + second, second + first, "Title" + first + second] {
          #expect(YAMLWriter.scalar(text) == byCharacterSets(text), "\(Array(text.unicodeScalars))")
        }
      }
    }
    for text in ["", "Yes", "NULL", "1e3", "Button / Primary", "Don't", "é", "Ünïcode", "a\u{0301}", "x²", "ª"] {
      #expect(YAMLWriter.scalar(text) == byCharacterSets(text), "\(text)")
    }
  }
}
