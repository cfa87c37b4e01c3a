import Foundation
import SpecimenCore

/// How names from tokens and Figma become file names, titles, YAML scalars and Markdown text.
enum InitText {
  /// `Text Input` → `text-input`; letters and digits of any script kept, lower-cased and in
  /// Unicode's composed form (so a file system that normalizes names sees the one init wrote),
  /// everything else (`/`, NUL, dots, spaces) as one `-`, at most `slugLimit` bytes cut at a
  /// character, so every name gives a file name any file system takes. Names that give the same
  /// slug are told apart by the caller (`insertNumbered`).
  static func slug(_ name: String) -> String {
    var slug = ""
    var bytes = 0
    var pendingDash = false
    for character in name.lowercased().precomposedStringWithCanonicalMapping {
      if character.isLetter || character.isNumber {
        let dash = pendingDash && !slug.isEmpty
        let size = character.utf8.count + (dash ? 1 : 0)
        if bytes + size > slugLimit { break }
        if dash { slug.append("-") }
        pendingDash = false
        slug.append(character)
        bytes += size
      } else {
        pendingDash = true
      }
    }
    return slug.isEmpty ? "page" : slug
  }

  /// The most UTF-8 bytes of a slug: with a `-N` to tell repeats apart and `.md`, far below the
  /// 255 bytes a file name may have.
  static let slugLimit = 100

  /// `font-size` or `fontSize` → `Font size`; the last segment of a path. An exporter's sigil
  /// (`@color_primitives`, `$size`) is no word of the title: `Color primitives`.
  static func title(_ path: String) -> String {
    let segment = path.split(separator: "/").last.map(String.init) ?? path
    let unmarked = segment.drop { !$0.isLetter && !$0.isNumber }
    let last = unmarked.isEmpty ? segment : String(unmarked)
    var words: [String] = []
    var word = ""
    var previous: Character?
    for character in last {
      if character == "-" || character == "_" || character == " " || character == "." {
        if !word.isEmpty { words.append(word) }
        word = ""
      } else {
        if character.isUppercase, let previous, previous.isLowercase, !word.isEmpty {
          words.append(word)
          word = ""
        }
        word.append(character)
      }
      previous = character
    }
    if !word.isEmpty { words.append(word) }
    guard let first = words.first else { return path }
    let rest = words.dropFirst().map { $0.allSatisfy(\.isUppercase) ? $0 : $0.lowercased() }
    return ([first.prefix(1).uppercased() + first.dropFirst()] + rest).joined(separator: " ")
  }

  /// `IconArrowLeft`, `icon-arrow_left` → `icon`, `arrow`, `left`: the words of a name, lower-cased.
  static func words(_ name: String) -> [String] {
    var words: [String] = []
    var word = ""
    var previous: Character?
    for character in name {
      if !character.isLetter && !character.isNumber {
        if !word.isEmpty { words.append(word) }
        word = ""
      } else {
        if character.isUppercase, let previous, previous.isLowercase || previous.isNumber, !word.isEmpty {
          words.append(word)
          word = ""
        }
        word.append(character)
      }
      previous = character
    }
    if !word.isEmpty { words.append(word) }
    return words.map { $0.lowercased() }
  }

  /// `1 token`, `12 tokens`.
  static func count(_ number: Int, _ noun: String) -> String {
    "\(number) \(noun)\(number == 1 ? "" : "s")"
  }

  /// A page title no other page of its section has (ignoring case, as a reader does): the title,
  /// else the title with its qualifier (`Font size (fontSize)`), else numbered (`Font size 2`).
  static func distinctTitle(_ title: String, qualifier: String?, taken: inout Set<String>) -> String {
    if taken.insert(title.lowercased()).inserted { return title }
    if let qualifier, !qualifier.isEmpty, taken.insert("\(title) (\(qualifier))".lowercased()).inserted {
      return "\(title) (\(qualifier))"
    }
    var number = 2
    while !taken.insert("\(title) \(number)".lowercased()).inserted { number += 1 }
    return "\(title) \(number)"
  }

  /// `a, b and c`.
  static func list(_ items: [String]) -> String {
    guard items.count > 1, let last = items.last else { return items.first ?? "" }
    return items.dropLast().joined(separator: ", ") + " and " + last
  }

  /// The first sentence of a description, on one line and at most 200 characters; nil when empty.
  static func firstSentence(_ description: String) -> String? {
    let paragraph = description.components(separatedBy: "\n\n").first ?? ""
    let line = paragraph.split(whereSeparator: \.isNewline).joined(separator: " ")
      .trimmingCharacters(in: .whitespaces)
    guard !line.isEmpty else { return nil }
    var sentence = line
    if let end = line.range(of: ". ") { sentence = String(line[..<end.lowerBound]) + "." }
    if sentence.count > 200 { sentence = String(sentence.prefix(199)).trimmingCharacters(in: .whitespaces) + "…" }
    return sentence
  }

  /// A YAML scalar: plain when it cannot read as anything but a string, else double-quoted
  /// (`YAMLWriter.scalar`, the one rule for the YAML Specimen writes).
  static func yaml(_ text: String) -> String { YAMLWriter.scalar(text) }

  /// Text that Markdown shows as written: its punctuation escaped, `{{` included.
  static func markdown(_ text: String) -> String {
    var escaped = ""
    for character in text {
      if "\\`*_[]<>{}#|!~&".contains(character) { escaped.append("\\") }
      escaped.append(character == "\n" ? " " : character)
    }
    return escaped
  }

  /// A code span holding `text`, with enough backticks around it.
  static func code(_ text: String) -> String {
    var longest = 0
    var run = 0
    for character in text {
      run = character == "`" ? run + 1 : 0
      longest = max(longest, run)
    }
    let fence = String(repeating: "`", count: longest + 1)
    let pad = text.hasPrefix("`") || text.hasSuffix("`") ? " " : ""
    return fence + pad + text + pad + fence
  }
}
