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
        keywords: [
          "if", "then", "else", "fi", "for", "do", "done", "in", "export", "cd", "make", "swift", "specimen", "sudo",
          "apt-get",
        ],
        literals: [], variablesWithDollar: true)
    default:
      return nil
    }
  }

  /// Scans the UTF-8 bytes once with ASCII character classes, escaping into one output buffer.
  /// Bytes of non-ASCII characters pass through untouched (they are never syntax).
  package func highlight(_ code: String) -> String {
    let chars = Array(code.utf8)
    var out: [UInt8] = []
    out.reserveCapacity(chars.count * 2)
    var i = 0

    func isLetter(_ c: UInt8) -> Bool { (c >= 0x41 && c <= 0x5A) || (c >= 0x61 && c <= 0x7A) || c >= 0x80 }
    func isDigit(_ c: UInt8) -> Bool { c >= 0x30 && c <= 0x39 }
    func isUpper(_ c: UInt8) -> Bool { c >= 0x41 && c <= 0x5A }
    func escape(_ c: UInt8) {
      switch c {
      case UInt8(ascii: "&"): out += Array("&amp;".utf8)
      case UInt8(ascii: "<"): out += Array("&lt;".utf8)
      case UInt8(ascii: ">"): out += Array("&gt;".utf8)
      case UInt8(ascii: "\""): out += Array("&quot;".utf8)
      case UInt8(ascii: "'"): out += Array("&#39;".utf8)
      default: out.append(c)
      }
    }
    func emit(_ kind: String, _ from: Int, _ to: Int) {
      out += Array("<span class=\"tok-\(kind)\">".utf8)
      for index in from..<to { escape(chars[index]) }
      out += Array("</span>".utf8)
    }
    func plain(_ from: Int, _ to: Int) { for index in from..<to { escape(chars[index]) } }
    func matches(_ text: [UInt8], at index: Int) -> Bool {
      index + text.count <= chars.count && chars[index..<index + text.count].elementsEqual(text)
    }
    func nextNonSpaceIs(_ c: UInt8, from: Int) -> Bool {
      var j = from
      while j < chars.count, chars[j] == 0x20 || chars[j] == 0x09 { j += 1 }
      return j < chars.count && chars[j] == c
    }
    let lineComments = grammar.lineComments.map { Array($0.utf8) }
    let blockComments = grammar.blockComments.map { (Array($0.0.utf8), Array($0.1.utf8)) }
    let quotes = Set(grammar.quotes.compactMap(\.asciiValue))
    let colon = UInt8(ascii: ":")

    scan: while i < chars.count {
      let c = chars[i]
      if c == 0x0A {
        out.append(c)
        i += 1
        continue
      }

      for prefix in lineComments where matches(prefix, at: i) {
        // `#` starts a shell/YAML comment only at a word boundary.
        if prefix == [UInt8(ascii: "#")], i > 0, !(chars[i - 1] == 0x20 || chars[i - 1] == 0x09 || chars[i - 1] == 0x0A)
        {
          break
        }
        var j = i
        while j < chars.count, chars[j] != 0x0A { j += 1 }
        emit("comment", i, j)
        i = j
        continue scan
      }
      for (open, close) in blockComments where matches(open, at: i) {
        var j = i + open.count
        while j < chars.count, !matches(close, at: j) { j += 1 }
        j = min(chars.count, j + close.count)
        emit("comment", i, j)
        i = j
        continue scan
      }
      if grammar.markup {
        if c == UInt8(ascii: "<") {
          var j = i + 1
          if j < chars.count,
            chars[j] == UInt8(ascii: "/") || chars[j] == UInt8(ascii: "!") || chars[j] == UInt8(ascii: "?")
          {
            j += 1
          }
          let start = j
          while j < chars.count,
            isLetter(chars[j]) || isDigit(chars[j]) || chars[j] == UInt8(ascii: "-") || chars[j] == colon
          { j += 1 }
          if j > start {
            plain(i, start)
            emit("tag", start, j)
            i = j
            continue
          }
        }
        if isLetter(c), i > 0, chars[i - 1] == 0x20 {
          var j = i
          while j < chars.count, isLetter(chars[j]) || chars[j] == UInt8(ascii: "-") || chars[j] == colon { j += 1 }
          if j < chars.count, chars[j] == UInt8(ascii: "=") {
            emit("attr", i, j)
            i = j
            continue
          }
        }
      }
      if quotes.contains(c) && !(grammar.markup && !insideTag(chars, i)) {
        var j = i + 1
        while j < chars.count, chars[j] != c, chars[j] != 0x0A || c == UInt8(ascii: "`") {
          if chars[j] == UInt8(ascii: "\\") { j += 1 }
          j += 1
        }
        j = min(chars.count, j + 1)
        let isKey = grammar.keysBeforeColon && nextNonSpaceIs(colon, from: j)
        emit(isKey ? "key" : "string", i, j)
        i = j
        continue
      }
      if grammar.variablesWithDollar, c == UInt8(ascii: "$") {
        var j = i + 1
        while j < chars.count,
          isLetter(chars[j]) || isDigit(chars[j]) || chars[j] == UInt8(ascii: "_") || chars[j] == UInt8(ascii: "{")
            || chars[j] == UInt8(ascii: "}")
        { j += 1 }
        emit("variable", i, j)
        i = j
        continue
      }
      if isDigit(c) || (c == UInt8(ascii: "#") && grammar.keysBeforeColon && !grammar.lineComments.contains("#")) {
        let previous = i > 0 ? chars[i - 1] : 0x20
        if !(isLetter(previous) || previous == UInt8(ascii: "_")
          || previous == UInt8(ascii: "-") && i > 1 && isLetter(chars[i - 2]))
        {
          var j = i + 1
          while j < chars.count,
            isDigit(chars[j]) || isLetter(chars[j]) || chars[j] == UInt8(ascii: ".") || chars[j] == UInt8(ascii: "%")
          { j += 1 }
          emit("number", i, j)
          i = j
          continue
        }
      }
      if isLetter(c) || c == UInt8(ascii: "_") || c == UInt8(ascii: "@") || c == UInt8(ascii: "!")
        || (c == UInt8(ascii: "-") && grammar.keysBeforeColon)
      {
        var j = i + 1
        while j < chars.count,
          isLetter(chars[j]) || isDigit(chars[j]) || chars[j] == UInt8(ascii: "_")
            || chars[j] == UInt8(ascii: "-") && !grammar.capitalizedAreTypes
        { j += 1 }
        let word = String(decoding: chars[i..<j], as: UTF8.self)
        if grammar.keysBeforeColon, nextNonSpaceIs(colon, from: j), !grammar.markup, word != "-" {
          emit("key", i, j)
        } else if grammar.keywords.contains(word) {
          emit("keyword", i, j)
        } else if grammar.literals.contains(word) {
          emit("literal", i, j)
        } else if grammar.capitalizedAreTypes, isUpper(c) {
          emit("type", i, j)
        } else {
          plain(i, j)
        }
        i = j
        continue
      }
      escape(c)
      i += 1
    }
    return String(decoding: out, as: UTF8.self)
  }

  /// In markup, quotes are strings only inside a tag (`<a href="…">`), not in text.
  private func insideTag(_ chars: [UInt8], _ index: Int) -> Bool {
    var j = index - 1
    while j >= 0 {
      if chars[j] == UInt8(ascii: ">") { return false }
      if chars[j] == UInt8(ascii: "<") { return true }
      j -= 1
    }
    return false
  }
}
