/// CSS read as the CSS Syntax spec tokenizes it, for tests that check that nothing written from
/// content got out of its string: a raw newline ends a string there (a bad string), and a
/// backslash escapes the character after it.
package enum CSSStructure {
  /// `css` with every string's contents and every comment left out (the quotes kept), so what is
  /// left is what a browser reads as selectors, braces, property names and keywords.
  package static func outsideStrings(_ css: String) -> String {
    var out = ""
    var quote: Character?
    var escaped = false
    var iterator = Array(css)
    var index = 0
    while index < iterator.count {
      let character = iterator[index]
      index += 1
      if let open = quote {
        if escaped {
          escaped = false
        } else if character == "\\" {
          escaped = true
        } else if character == open {
          quote = nil
          out.append(character)
        } else if character == "\n" {
          quote = nil  // a bad string: the line ends it, and what follows is read as CSS
          out.append(character)
        }
        continue
      }
      if character == "/" && index < iterator.count && iterator[index] == "*" {
        index += 1
        while index < iterator.count && !(iterator[index - 1] == "*" && iterator[index] == "/") { index += 1 }
        index += 1
        continue
      }
      if character == "\"" || character == "'" { quote = character }
      out.append(character)
    }
    iterator.removeAll()
    return out
  }

  /// A style attribute's declarations, split where CSS splits them: at `;` outside strings,
  /// comments and brackets; each as its name and value, spaces trimmed.
  package static func declarations(_ style: String) -> [(name: String, value: String)] {
    var parts: [String] = []
    var current = ""
    var quote: Character?
    var escaped = false
    var depth = 0
    for character in style {
      defer { current.append(character) }
      if let open = quote {
        if escaped {
          escaped = false
        } else if character == "\\" {
          escaped = true
        } else if character == open || character == "\n" {
          quote = nil
        }
        continue
      }
      switch character {
      case "\"", "'": quote = character
      case "(", "[": depth += 1
      case ")", "]": depth -= 1
      case ";" where depth == 0:
        parts.append(current)
        current = ""
        continue
      default: break
      }
    }
    parts.append(current)
    return parts.compactMap { part in
      var part = part
      if part.hasPrefix(";") { part.removeFirst() }
      guard let colon = part.firstIndex(of: ":") else { return nil }
      return (
        String(part[..<colon]).trimmingCharacters(in: " "),
        String(part[part.index(after: colon)...]).trimmingCharacters(in: " ")
      )
    }
  }
}

extension String {
  fileprivate func trimmingCharacters(in character: Character) -> String {
    var text = Substring(self)
    while text.first == character { text.removeFirst() }
    while text.last == character { text.removeLast() }
    return String(text)
  }
}
