import SpecimenCore

/// Build-time syntax highlighting: a small lexer per language that wraps tokens in
/// `<span class="tok-…">`. It colours what readers scan for (keywords, strings, comments,
/// numbers, types, keys, tags) and never changes the text.
package struct SyntaxHighlighter: Sendable {
  struct Grammar: Sendable {
    var lineComments: [String] = []
    var blockComments: [(String, String)] = []
    var quotes: [Character] = ["\"", "'"]
    var keywords: Set<String> = []
    var literals: Set<String> = ["true", "false", "null", "nil"]
    var capitalizedAreTypes = false
    var keysBeforeColon = false
    var markup = false
    var variablesWithDollar = false
  }

  let grammar: Grammar

  /// Languages that have a grammar; the names authors write after the fence.
  package static let languages: Set<String> = [
    "swift", "ts", "tsx", "typescript", "js", "jsx", "javascript", "json", "css", "html", "xml",
    "svg", "yaml", "yml", "shell", "sh", "bash", "zsh", "console",
  ]

  package init?(language: String) {
    switch language {
    case "swift":
      grammar = Grammar(
        lineComments: ["//"], blockComments: [("/*", "*/")], quotes: ["\""],
        keywords: [
          "import", "struct", "class", "enum", "protocol", "extension", "func", "var", "let", "if",
          "else", "guard", "return", "for", "in", "while", "switch", "case", "default", "private",
          "public", "internal", "package", "fileprivate", "static", "some", "any", "self", "Self",
          "init", "throws", "throw", "try", "await", "async", "where", "typealias", "mutating",
          "inout", "break", "continue", "defer", "do", "catch", "is", "as", "lazy", "weak",
          "override", "final", "@State", "@Binding", "@FocusState", "@MainActor", "@Environment",
        ], literals: ["true", "false", "nil"], capitalizedAreTypes: true)
    case "ts", "tsx", "typescript", "js", "jsx", "javascript":
      grammar = Grammar(
        lineComments: ["//"], blockComments: [("/*", "*/")], quotes: ["\"", "'", "`"],
        keywords: [
          "import", "export", "from", "default", "const", "let", "var", "function", "return", "if",
          "else", "for", "while", "type", "interface", "extends", "implements", "new", "class",
          "as", "typeof", "keyof", "readonly", "async", "await", "switch", "case", "break", "of",
          "in", "this", "throw", "try", "catch", "enum", "void",
        ], literals: ["true", "false", "null", "undefined"], capitalizedAreTypes: true)
    case "json":
      grammar = Grammar(quotes: ["\""], keysBeforeColon: true)
    case "css":
      grammar = Grammar(
        blockComments: [("/*", "*/")], keywords: ["@media", "@supports", "@import", "@font-face", "!important"],
        literals: [], keysBeforeColon: true)
    case "html", "xml", "svg":
      grammar = Grammar(blockComments: [("<!--", "-->")], literals: [], markup: true)
    case "yaml", "yml":
      grammar = Grammar(lineComments: ["#"], literals: ["true", "false", "null", "~"], keysBeforeColon: true)
    case "shell", "sh", "bash", "zsh", "console":
      grammar = Grammar(
        lineComments: ["#"],
        keywords: ["if", "then", "else", "fi", "for", "do", "done", "in", "export", "cd", "make", "swift", "specimen", "sudo", "apt-get"],
        literals: [], variablesWithDollar: true)
    default:
      return nil
    }
  }

  package func highlight(_ code: String) -> String {
    let chars = Array(code)
    var out = ""
    out.reserveCapacity(code.utf8.count * 2)
    var i = 0
    var atLineStart = true

    func emit(_ kind: String, _ from: Int, _ to: Int) {
      out += "<span class=\"tok-\(kind)\">" + Escape.html(String(chars[from..<to])) + "</span>"
    }
    func matches(_ text: String, at index: Int) -> Bool {
      var j = index
      for c in text {
        guard j < chars.count, chars[j] == c else { return false }
        j += 1
      }
      return true
    }
    func nextNonSpaceIs(_ c: Character, from: Int) -> Bool {
      var j = from
      while j < chars.count, chars[j] == " " || chars[j] == "\t" { j += 1 }
      return j < chars.count && chars[j] == c
    }

    scan: while i < chars.count {
      let c = chars[i]
      if c == "\n" { out.append("\n"); i += 1; atLineStart = true; continue }
      defer { if c != " " && c != "\t" { atLineStart = false } }

      for prefix in grammar.lineComments where matches(prefix, at: i) {
        // `#` starts a shell/YAML comment only at a word boundary.
        if prefix == "#", i > 0, !(chars[i - 1] == " " || chars[i - 1] == "\t" || chars[i - 1] == "\n") { break }
        var j = i
        while j < chars.count, chars[j] != "\n" { j += 1 }
        emit("comment", i, j); i = j; continue scan
      }
      for (open, close) in grammar.blockComments where matches(open, at: i) {
        var j = i + open.count
        while j < chars.count, !matches(close, at: j) { j += 1 }
        j = min(chars.count, j + close.count)
        emit("comment", i, j); i = j; continue scan
      }
      if grammar.markup {
        if c == "<" {
          var j = i + 1
          if j < chars.count, chars[j] == "/" || chars[j] == "!" || chars[j] == "?" { j += 1 }
          let start = j
          while j < chars.count, chars[j].isLetter || chars[j].isNumber || chars[j] == "-" || chars[j] == ":" { j += 1 }
          if j > start {
            out += Escape.html(String(chars[i..<start]))
            emit("tag", start, j); i = j; continue
          }
        }
        if c.isLetter, i > 0, chars[i - 1] == " " {
          var j = i
          while j < chars.count, chars[j].isLetter || chars[j] == "-" || chars[j] == ":" { j += 1 }
          if j < chars.count, chars[j] == "=" { emit("attr", i, j); i = j; continue }
        }
      }
      if grammar.quotes.contains(c) && !(grammar.markup && !insideTag(chars, i)) {
        var j = i + 1
        while j < chars.count, chars[j] != c, chars[j] != "\n" || c == "`" {
          if chars[j] == "\\" { j += 1 }
          j += 1
        }
        j = min(chars.count, j + 1)
        let isKey = grammar.keysBeforeColon && nextNonSpaceIs(":", from: j)
        emit(isKey ? "key" : "string", i, j); i = j; continue
      }
      if grammar.variablesWithDollar, c == "$" {
        var j = i + 1
        while j < chars.count, chars[j].isLetter || chars[j].isNumber || chars[j] == "_" || chars[j] == "{" || chars[j] == "}" { j += 1 }
        emit("variable", i, j); i = j; continue
      }
      if c.isNumber || (c == "#" && grammar.keysBeforeColon && !grammar.lineComments.contains("#")) {
        let previous = i > 0 ? chars[i - 1] : " "
        if !(previous.isLetter || previous == "_" || previous == "-" && i > 1 && chars[i - 2].isLetter) {
          var j = i + 1
          while j < chars.count, chars[j].isNumber || chars[j].isLetter || chars[j] == "." || chars[j] == "%" { j += 1 }
          emit("number", i, j); i = j; continue
        }
      }
      if c.isLetter || c == "_" || c == "@" || c == "!" || (c == "-" && grammar.keysBeforeColon) {
        var j = i + 1
        while j < chars.count, chars[j].isLetter || chars[j].isNumber || chars[j] == "_" || chars[j] == "-" && !grammar.capitalizedAreTypes { j += 1 }
        let word = String(chars[i..<j])
        if grammar.keysBeforeColon, atLineStart || grammar.quotes.isEmpty || c == "-" || true,
          nextNonSpaceIs(":", from: j), !grammar.markup, word != "-"
        {
          emit("key", i, j)
        } else if grammar.keywords.contains(word) {
          emit("keyword", i, j)
        } else if grammar.literals.contains(word) {
          emit("literal", i, j)
        } else if grammar.capitalizedAreTypes, let first = word.first, first.isUppercase {
          emit("type", i, j)
        } else {
          out += Escape.html(word)
        }
        i = j; continue
      }
      out += Escape.html(String(c))
      i += 1
    }
    return out
  }

  /// In markup, quotes are strings only inside a tag (`<a href="…">`), not in text.
  private func insideTag(_ chars: [Character], _ index: Int) -> Bool {
    var j = index - 1
    while j >= 0 {
      if chars[j] == ">" { return false }
      if chars[j] == "<" { return true }
      j -= 1
    }
    return false
  }
}
