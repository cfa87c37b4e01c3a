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

  /// The folders and name of a Figma name written as a path (`figma/logo/main`, as Figma's
  /// assets panel shows it: folders, then a name), each trimmed, empty ones left out; nil for a
  /// name with no slash, or nothing but slashes.
  static func pathSegments(_ name: String) -> [String]? {
    guard name.contains("/") else { return nil }
    let segments = name.split(separator: "/").map { $0.trimmingCharacters(in: .whitespaces) }.filter { !$0.isEmpty }
    return segments.isEmpty ? nil : segments
  }

  /// The titles a path-named component may take, shortest first: its name with the folder it is
  /// in (`figma/logo/main` → "Logo main", as a lone "Main" says little), then with each folder
  /// further out ("Figma logo main"). The words are the designers' own, the first capitalised.
  static func pathTitles(_ segments: [String]) -> [String] {
    let shortest = min(2, segments.count)
    return (shortest...segments.count).map { count in
      let words = segments.suffix(count).joined(separator: " ")
      return words.prefix(1).uppercased() + words.dropFirst()
    }
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

  /// A Figma description as its author means a reader to see it. figmagic reads a component's
  /// description as settings, a `key=value` line each (`element=input`, `type=checkbox`), and
  /// takes what follows its `description=` line as Markdown for the element's documentation:
  /// the settings are left out. Of Markdown, headings are left out (the page has its own) and
  /// emphasis, code spans and links are read as their text.
  static func readable(_ description: String) -> String {
    var text = description.replacingOccurrences(of: "\r\n", with: "\n")
    let lines = text.split(separator: "\n", omittingEmptySubsequences: false)
    let isSetting = { (line: Substring) in
      guard let equals = line.firstIndex(of: "="), equals != line.startIndex else { return false }
      return line[..<equals].allSatisfy { $0.isASCII && ($0.isLetter || $0.isNumber || $0 == "-" || $0 == "_") }
    }
    if let first = lines.first, isSetting(first),
      let start = lines.firstIndex(where: { $0.hasPrefix("description=") }),
      lines[..<start].allSatisfy(isSetting)
    {
      let rest = [lines[start].dropFirst("description=".count)] + lines[(start + 1)...]
      text = rest.joined(separator: "\n")
    }
    var paragraphs: [String] = []
    for paragraph in text.components(separatedBy: "\n\n") {
      let kept = paragraph.split(separator: "\n", omittingEmptySubsequences: false).filter { line in
        !isMarkdownHeading(line)
      }
      let joined = kept.joined(separator: "\n").trimmingCharacters(in: .whitespacesAndNewlines)
      if !joined.isEmpty { paragraphs.append(plainInline(joined)) }
    }
    return paragraphs.joined(separator: "\n\n")
  }

  /// `# Title` to `###### Title`: an ATX heading line.
  private static func isMarkdownHeading(_ line: Substring) -> Bool {
    let trimmed = line.drop { $0 == " " }
    let hashes = trimmed.prefix { $0 == "#" }
    guard (1...6).contains(hashes.count) else { return false }
    let after = trimmed.dropFirst(hashes.count)
    return after.isEmpty || after.first == " "
  }

  /// Markdown's inline marks read as their text: `**bold**`, `_em_`, `` `code` ``, `[text](url)`.
  private static func plainInline(_ text: String) -> String {
    var result = ""
    var index = text.startIndex
    while index < text.endIndex {
      let character = text[index]
      if character == "[", let close = text[index...].firstIndex(of: "]"),
        text.index(after: close) < text.endIndex, text[text.index(after: close)] == "(",
        let end = text[close...].firstIndex(of: ")")
      {
        result += text[text.index(after: index)..<close]
        index = text.index(after: end)
        continue
      }
      if character == "`" || character == "*" {
        index = text.index(after: index)
        continue
      }
      if character == "_" || character == "~" {
        // Only a mark where it opens or closes a word: `snake_case` keeps its underscore.
        let before = index > text.startIndex ? text[text.index(before: index)] : " "
        let next = text.index(after: index)
        let after = next < text.endIndex ? text[next] : " "
        if before.isWhitespace || after.isWhitespace || before.isPunctuation || after.isPunctuation
          || before == character || after == character
        {
          index = next
          continue
        }
      }
      result.append(character)
      index = text.index(after: index)
    }
    return result
  }

  /// The first sentence of a description as a reader reads it (`readable`), on one line and at
  /// most 200 characters; nil when empty.
  static func firstSentence(_ description: String) -> String? {
    let paragraph = readable(description).components(separatedBy: "\n\n").first ?? ""
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
