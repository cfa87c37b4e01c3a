import SpecimenCore

/// Build-time syntax highlighting: a small lexer per language that wraps tokens in
/// `<span class="tok-…">`. It colours what readers scan for (keywords, strings, comments,
/// numbers, types, keys, tags) and never changes the text.
package struct SyntaxHighlighter: Sendable {
  let grammar: Grammar

  /// Languages that have a grammar; the names authors write after the fence.
  package static let languages: Set<String> = Set(Grammar.table.keys)

  package init?(language: String) {
    guard let grammar = Grammar.table[language] else { return nil }
    self.grammar = grammar
  }

  /// Scans the UTF-8 bytes once with ASCII character classes, escaping into one output buffer.
  /// Bytes of non-ASCII characters pass through untouched (they are never syntax).
  func highlight(_ code: String) -> String {
    var scanner = HighlightScanner(code, grammar: grammar)
    scanner.run()
    return String(decoding: scanner.out, as: UTF8.self)
  }

  /// The highlighted code as markup, with the pieces it is written in: each token's span and the
  /// code's text as it reads, cut where the spans are.
  func markup(_ code: String) -> Markup {
    var scanner = HighlightScanner(code, grammar: grammar)
    scanner.run()
    let html = String(decoding: scanner.out, as: UTF8.self)
    // Safe: the scanner escapes every byte of the code as `Markup.text` does and adds only
    // `<span class="tok-…">` around tokens; it works on bytes, so it writes its own.
    return Markup(trusted: html, pieces: scanner.pieces ?? [.markup(html)])
  }
}

/// What a language's lexer looks for.
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
  /// JSX: elements written in code, whose children are text and whose `{…}` are code again.
  var jsx = false

  static let swift = Grammar(
    lineComments: ["//"], blockComments: [("/*", "*/")], quotes: ["\""],
    keywords: [
      "import", "struct", "class", "enum", "protocol", "extension", "func", "var", "let", "if",
      "else", "guard", "return", "for", "in", "while", "switch", "case", "default", "private",
      "public", "internal", "package", "fileprivate", "static", "some", "any", "self", "Self",
      "init", "throws", "throw", "try", "await", "async", "where", "typealias", "mutating",
      "inout", "break", "continue", "defer", "do", "catch", "is", "as", "lazy", "weak",
      "override", "final", "@State", "@Binding", "@FocusState", "@MainActor", "@Environment",
    ], literals: ["true", "false", "nil"], capitalizedAreTypes: true)

  static let script = Grammar(
    lineComments: ["//"], blockComments: [("/*", "*/")], quotes: ["\"", "'", "`"],
    keywords: [
      "import", "export", "from", "default", "const", "let", "var", "function", "return", "if",
      "else", "for", "while", "type", "interface", "extends", "implements", "new", "class",
      "as", "typeof", "keyof", "readonly", "async", "await", "switch", "case", "break", "of",
      "in", "this", "throw", "try", "catch", "enum", "void",
    ], literals: ["true", "false", "null", "undefined"], capitalizedAreTypes: true)

  /// Script with JSX elements: TSX, JSX and JavaScript, where React code writes them. Plain
  /// TypeScript keeps `<T>` a type.
  static let scriptWithJSX: Grammar = {
    var grammar = script
    grammar.jsx = true
    return grammar
  }()

  static let json = Grammar(quotes: ["\""], keysBeforeColon: true)

  static let css = Grammar(
    blockComments: [("/*", "*/")], keywords: ["@media", "@supports", "@import", "@font-face", "!important"],
    literals: [], keysBeforeColon: true)

  static let markupLanguage = Grammar(blockComments: [("<!--", "-->")], literals: [], markup: true)

  static let yaml = Grammar(lineComments: ["#"], literals: ["true", "false", "null", "~"], keysBeforeColon: true)

  static let shell = Grammar(
    lineComments: ["#"],
    keywords: [
      "if", "then", "else", "fi", "for", "do", "done", "in", "export", "cd", "make", "swift", "specimen", "sudo",
      "apt-get",
    ],
    literals: [], variablesWithDollar: true)

  /// Each grammar under the names authors write after the fence.
  static let table: [String: Grammar] = {
    let names: [(Grammar, [String])] = [
      (swift, ["swift"]),
      (script, ["ts", "typescript"]),
      (scriptWithJSX, ["tsx", "jsx", "js", "javascript"]),
      (json, ["json"]),
      (css, ["css"]),
      (markupLanguage, ["html", "xml", "svg"]),
      (yaml, ["yaml", "yml"]),
      (shell, ["shell", "sh", "bash", "zsh", "console"]),
    ]
    var table: [String: Grammar] = [:]
    for (grammar, languageNames) in names {
      for name in languageNames { table[name] = grammar }
    }
    return table
  }()
}

/// One pass over a code block's bytes: at each position the first kind of token that starts
/// there is written as a span, else the byte is escaped as text.
struct HighlightScanner {
  let chars: [UInt8]
  let grammar: Grammar
  private(set) var out: [UInt8] = []
  /// The bytes of the code each span holds, in order.
  private var spans: [Range<Int>] = []
  var i = 0
  private let lineComments: [[UInt8]]
  private let blockComments: [([UInt8], [UInt8])]
  /// Whether each byte value opens a string: asked at every byte, so a table, not a set.
  private let quotes: [Bool]
  /// Markup: how far the scan for the last `<` or `>` has read, and which it was; quotes are
  /// strings only inside a tag, and positions are asked in increasing order, so this reads
  /// each byte once.
  private(set) var angleScanned = 0
  private var insideTag = false
  /// JSX: where the scan is, innermost last; empty in the code around the elements.
  var jsx: [JSXFrame] = []

  static let colon = UInt8(ascii: ":")

  init(_ code: String, grammar: Grammar) {
    chars = Array(code.utf8)
    self.grammar = grammar
    out.reserveCapacity(chars.count * 2)
    lineComments = grammar.lineComments.map { Array($0.utf8) }
    blockComments = grammar.blockComments.map { (Array($0.0.utf8), Array($0.1.utf8)) }
    var quotes = [Bool](repeating: false, count: 256)
    for quote in grammar.quotes { if let byte = quote.asciiValue { quotes[Int(byte)] = true } }
    self.quotes = quotes
  }

  mutating func run() {
    while i < chars.count {
      let c = chars[i]
      if c == 0x0A {
        out.append(c)
        i += 1
        continue
      }
      if grammar.jsx, jsxToken(c) { continue }
      if comment() || markupToken() || quoted(c) || variable(c) || number(c) || word(c) { continue }
      escape(c)
      i += 1
    }
  }

  // MARK: Token kinds, each true when it wrote a token and moved past it

  private mutating func comment() -> Bool {
    lines: for prefix in lineComments where matches(prefix, at: i) {
      // `#` starts a shell/YAML comment only at a word boundary.
      if prefix == [UInt8(ascii: "#")], i > 0, !(chars[i - 1] == 0x20 || chars[i - 1] == 0x09 || chars[i - 1] == 0x0A) {
        break lines
      }
      var j = i
      while j < chars.count, chars[j] != 0x0A { j += 1 }
      emit("comment", to: j)
      return true
    }
    for (open, close) in blockComments where matches(open, at: i) {
      var j = i + open.count
      while j < chars.count, !matches(close, at: j) { j += 1 }
      emit("comment", to: min(chars.count, j + close.count))
      return true
    }
    return false
  }

  /// A tag name after `<`, `</`, `<!` or `<?`, or an attribute name before `=`.
  private mutating func markupToken() -> Bool {
    guard grammar.markup else { return false }
    let c = chars[i]
    if c == UInt8(ascii: "<") {
      var j = i + 1
      if j < chars.count,
        chars[j] == UInt8(ascii: "/") || chars[j] == UInt8(ascii: "!") || chars[j] == UInt8(ascii: "?")
      {
        j += 1
      }
      let start = j
      while j < chars.count,
        Self.isLetter(chars[j]) || Self.isDigit(chars[j]) || chars[j] == UInt8(ascii: "-") || chars[j] == Self.colon
      {
        j += 1
      }
      if j > start {
        plain(to: start)
        emit("tag", to: j)
        return true
      }
    }
    if Self.isLetter(c), i > 0, chars[i - 1] == 0x20 {
      var j = i
      while j < chars.count, Self.isLetter(chars[j]) || chars[j] == UInt8(ascii: "-") || chars[j] == Self.colon {
        j += 1
      }
      if j < chars.count, chars[j] == UInt8(ascii: "=") {
        emit("attr", to: j)
        return true
      }
    }
    return false
  }

  /// A string, or a key when a colon follows (JSON, YAML, CSS).
  private mutating func quoted(_ c: UInt8) -> Bool {
    guard quotes[Int(c)], !grammar.markup || isInsideTag(i) else { return false }
    var j = i + 1
    while j < chars.count, chars[j] != c, chars[j] != 0x0A || c == UInt8(ascii: "`") {
      if chars[j] == UInt8(ascii: "\\") { j += 1 }
      j += 1
    }
    j = min(chars.count, j + 1)
    emit(grammar.keysBeforeColon && nextNonSpaceIs(Self.colon, from: j) ? "key" : "string", to: j)
    return true
  }

  /// `$NAME` and `${NAME}` in shell.
  private mutating func variable(_ c: UInt8) -> Bool {
    guard grammar.variablesWithDollar, c == UInt8(ascii: "$") else { return false }
    var j = i + 1
    while j < chars.count,
      Self.isLetter(chars[j]) || Self.isDigit(chars[j]) || chars[j] == UInt8(ascii: "_")
        || chars[j] == UInt8(ascii: "{")
        || chars[j] == UInt8(ascii: "}")
    { j += 1 }
    emit("variable", to: j)
    return true
  }

  /// A number with its unit (`16px`, `1.5`, `50%`), or a hex colour where `#` is no comment.
  private mutating func number(_ c: UInt8) -> Bool {
    guard Self.isDigit(c) || (c == UInt8(ascii: "#") && grammar.keysBeforeColon && !grammar.lineComments.contains("#"))
    else { return false }
    let previous = i > 0 ? chars[i - 1] : 0x20
    // A digit inside a name (`h1`, `size-2`) is part of the name.
    if Self.isLetter(previous) || previous == UInt8(ascii: "_")
      || previous == UInt8(ascii: "-") && i > 1 && Self.isLetter(chars[i - 2])
    {
      return false
    }
    var j = i + 1
    while j < chars.count,
      Self.isDigit(chars[j]) || Self.isLetter(chars[j]) || chars[j] == UInt8(ascii: ".")
        || chars[j] == UInt8(ascii: "%")
    { j += 1 }
    emit("number", to: j)
    return true
  }

  /// A word: a key, keyword, literal or type by the grammar, else plain text.
  private mutating func word(_ c: UInt8) -> Bool {
    guard
      Self.isLetter(c) || c == UInt8(ascii: "_") || c == UInt8(ascii: "@") || c == UInt8(ascii: "!")
        || (c == UInt8(ascii: "-") && grammar.keysBeforeColon)
    else { return false }
    var j = i + 1
    while j < chars.count,
      Self.isLetter(chars[j]) || Self.isDigit(chars[j]) || chars[j] == UInt8(ascii: "_")
        || chars[j] == UInt8(ascii: "-") && !grammar.capitalizedAreTypes
    { j += 1 }
    let word = String(decoding: chars[i..<j], as: UTF8.self)
    if grammar.keysBeforeColon, nextNonSpaceIs(Self.colon, from: j), !grammar.markup, word != "-" {
      emit("key", to: j)
    } else if grammar.keywords.contains(word) {
      emit("keyword", to: j)
    } else if grammar.literals.contains(word) {
      emit("literal", to: j)
    } else if grammar.capitalizedAreTypes, Self.isUpper(c) {
      emit("type", to: j)
    } else {
      plain(to: j)
    }
    return true
  }

  // MARK: Reading and writing

  static func isLetter(_ c: UInt8) -> Bool { (c >= 0x41 && c <= 0x5A) || (c >= 0x61 && c <= 0x7A) || c >= 0x80 }
  static func isDigit(_ c: UInt8) -> Bool { c >= 0x30 && c <= 0x39 }
  static func isUpper(_ c: UInt8) -> Bool { c >= 0x41 && c <= 0x5A }

  private func matches(_ text: [UInt8], at index: Int) -> Bool {
    index + text.count <= chars.count && chars[index..<index + text.count].elementsEqual(text)
  }

  private func nextNonSpaceIs(_ c: UInt8, from: Int) -> Bool {
    var j = from
    while j < chars.count, chars[j] == 0x20 || chars[j] == 0x09 { j += 1 }
    return j < chars.count && chars[j] == c
  }

  /// Whether the last `<` or `>` before `index` is a `<`: the quote at `index` is in a tag.
  private mutating func isInsideTag(_ index: Int) -> Bool {
    while angleScanned < index {
      if chars[angleScanned] == UInt8(ascii: "<") { insideTag = true }
      if chars[angleScanned] == UInt8(ascii: ">") { insideTag = false }
      angleScanned += 1
    }
    return insideTag
  }

  mutating func escape(_ c: UInt8) {
    // Static text appended as it is: an array made per byte or token was most of the scan's time.
    switch c {
    case UInt8(ascii: "&"): out.append(contentsOf: "&amp;".utf8)
    case UInt8(ascii: "<"): out.append(contentsOf: "&lt;".utf8)
    case UInt8(ascii: ">"): out.append(contentsOf: "&gt;".utf8)
    case UInt8(ascii: "\""): out.append(contentsOf: "&quot;".utf8)
    case UInt8(ascii: "'"): out.append(contentsOf: "&#39;".utf8)
    default: out.append(c)
    }
  }

  /// Writes the bytes from the position to `end` as a span of `kind`, and moves to `end`.
  mutating func emit(_ kind: StaticString, to end: Int) {
    spans.append(i..<end)
    out.append(contentsOf: "<span class=\"tok-".utf8)
    kind.withUTF8Buffer { out.append(contentsOf: $0) }
    out.append(contentsOf: "\">".utf8)
    plain(to: end)
    out.append(contentsOf: "</span>".utf8)
  }

  /// The code as the pieces it was written in: its text, cut where a span starts or ends, and
  /// the spans. Nil should a span start or end inside a character's bytes (no token does), where
  /// text cut apart would read otherwise.
  var pieces: [BodyPiece]? {
    var pieces: [BodyPiece] = []
    pieces.reserveCapacity(spans.count * 4 + 1)
    var written = 0
    func text(to end: Int) -> Bool {
      guard end > written else { return true }
      guard end == chars.count || chars[end] & 0xC0 != 0x80 else { return false }
      pieces.append(.text(String(decoding: chars[written..<end], as: UTF8.self)))
      written = end
      return true
    }
    for span in spans {
      guard text(to: span.lowerBound) else { return nil }
      pieces.append(.start("span"))
      guard text(to: span.upperBound) else { return nil }
      pieces.append(.end("span"))
    }
    guard text(to: chars.count) else { return nil }
    return pieces
  }

  /// Writes the bytes from the position to `end` escaped, and moves to `end`.
  mutating func plain(to end: Int) {
    while i < end {
      escape(chars[i])
      i += 1
    }
  }
}
