import SpecimenCore

extension HTML {
  /// A one-paragraph description in the Markdown that code comments use: `code`, **strong**,
  /// *emphasis*, [links](https://…) (only the URLs `safeURL` lets through become links) and
  /// JSDoc's `{@link Name}` as code; line breaks are spaces; everything else is text. Each
  /// delimiter is searched for at most once past the last place it was not found, so the work
  /// stays linear however many unmatched `*` or `[` a description has; and where one was found
  /// that place is kept, so a thousand `[` before one `](` with no `)` after it scan the text once.
  mutating func inlineMarkdown(_ text: String) {
    var work = 0
    inlineMarkdown(text, work: &work)
  }

  /// `work` counts the characters the delimiter searches look at, for tests.
  mutating func inlineMarkdown(_ text: String, work: inout Int) {
    let characters = Array(text.replacingOccurrences(of: "\r\n", with: " ").replacingOccurrences(of: "\n", with: " "))
    var missing: Set<String> = []
    // Each delimiter's last place found: searches for one start no earlier than the last (the
    // text is read left to right), so a place at or after the start is still the first.
    var found: [String: Int] = [:]
    var plain = ""
    var i = 0

    func find(_ delimiter: [Character], from start: Int) -> Int? {
      let key = String(delimiter)
      if missing.contains(key) { return nil }
      if let place = found[key], place >= start { return place }
      var j = start
      while j + delimiter.count <= characters.count {
        work += 1
        if characters[j] == delimiter[0] && Array(characters[j..<(j + delimiter.count)]) == delimiter {
          found[key] = j
          return j
        }
        j += 1
      }
      missing.insert(key)
      return nil
    }
    func flush(_ html: inout HTML) {
      if !plain.isEmpty { html.text(plain) }
      plain = ""
    }

    while i < characters.count {
      let character = characters[i]
      switch character {
      case "`":
        if let end = find(["`"], from: i + 1) {
          flush(&self)
          element("code", text: String(characters[(i + 1)..<end]))
          i = end + 1
          continue
        }
      case "*" where i + 1 < characters.count && characters[i + 1] == "*":
        if let end = find(["*", "*"], from: i + 2), end > i + 2 {
          flush(&self)
          element("strong") { $0.textWithCode(String(characters[(i + 2)..<end])) }
          i = end + 2
          continue
        }
      case "*" where i + 1 < characters.count && characters[i + 1] != " ":
        if let end = find(["*"], from: i + 1), end > i + 1 {
          flush(&self)
          element("em") { $0.textWithCode(String(characters[(i + 1)..<end])) }
          i = end + 1
          continue
        }
      case "{" where characters[i...].starts(with: Array("{@link ")):
        if let end = find(["}"], from: i + 7) {
          flush(&self)
          let target = String(characters[(i + 7)..<end]).trimmingSpaces
          element("code", text: target.split(separator: "|").first.map { $0.trimmingSpaces } ?? target)
          i = end + 1
          continue
        }
      case "[":
        if let middle = find(["]", "("], from: i + 1), let end = find([")"], from: middle + 2) {
          let label = String(characters[(i + 1)..<middle])
          let url = String(characters[(middle + 2)..<end]).trimmingSpaces
          flush(&self)
          if HTML.safeURL(url) != nil && !url.isEmpty {
            element("a", ["href": url]) { $0.textWithCode(label) }
          } else {
            textWithCode(label)
          }
          i = end + 1
          continue
        }
      default: break
      }
      plain.append(character)
      i += 1
    }
    flush(&self)
  }
}
