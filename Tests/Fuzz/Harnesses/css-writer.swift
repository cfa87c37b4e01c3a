import SpecimenCore

// The CSS writer against a tokenizer written from CSS Syntax Level 3 (§4, "Tokenization"): the
// input, split at 0xFF bytes, gives the texts a site's data could hold (context names, token names,
// values, font families, comments). Each is written the way tokens.css and `style` attributes
// write it, and what a browser would read back must be exactly what was meant: a string one
// string token with the text, an identifier one ident token with the text, a value inside its
// declaration, a comment nothing but a comment. A difference stops the run.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzz(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
  let bytes = UnsafeBufferPointer(start: data, count: size)
  let texts = bytes.split(separator: 0xFF, maxSplits: 8, omittingEmptySubsequences: false)
    .map { String(decoding: $0, as: UTF8.self) }
  for text in texts { check(text) }
  let pairs = zip(texts, texts.dropFirst() + texts.prefix(1))
  for (name, value) in pairs { checkRule(name, value) }
  return 0
}

/// What a browser reads the text as, once its code points are filtered (NUL becomes U+FFFD).
func meant(_ text: String) -> String {
  String(String.UnicodeScalarView(text.unicodeScalars.map { $0.value == 0 ? "\u{FFFD}" : $0 }))
}

func check(_ text: String) {
  let string = CSS.string(text)
  expect(CSSTokenizer.tokens(string) == [.string(meant(text))], "string", text, string)
  let single = CSS.string(text, quote: "'")
  expect(CSSTokenizer.tokens(single) == [.string(meant(text))], "single-quoted string", text, single)
  if !text.isEmpty {
    let identifier = CSS.identifier(text)
    expect(CSSTokenizer.tokens(identifier) == [.ident(meant(text))], "identifier", text, identifier)
  }
  let comment = CSS.comment(text) + "a"
  expect(CSSTokenizer.tokens(comment) == [.ident("a")], "comment", text, comment)
  let property = CSS.customProperty(segments: text.split(separator: "/"))
  expect(
    property.hasPrefix("--")
      && property.utf8.allSatisfy { $0 < 0x80 && ($0 == 0x2D || $0 == 0x5F || isAlphanumeric($0)) },
    "custom property", text, property)
  let family = CSS.fontFamily(text)
  let familyTokens = CSSTokenizer.tokens(family)
  let isString = familyTokens == [.string(meant(text))]
  let isIdents =
    familyTokens.allSatisfy { if case .ident = $0 { true } else { $0 == .whitespace } }
    && familyTokens.map { if case .ident(let name) = $0 { name } else { " " } }.joined() == text
  expect(isString || isIdents, "font family", text, family)
  for written in [string, CSS.value(text), family, CSS.dataAttributeSelector(text, equals: text)] {
    expect(!written.contains("<") && !written.contains(">"), "angle bracket that could close <style>", text, written)
  }
}

/// A selector from a context name, a declaration from a token name and a value, in a rule: read
/// back, the rule has the one selector, the two declarations, and nothing after it.
func checkRule(_ name: String, _ value: String) {
  let rule = CSS.rule(
    CSS.dataAttributeSelector(name, equals: value),
    [(name: name.isEmpty ? "x" : name, value: value), (name: "--after", value: "1")], comment: value)
  let tokens = CSSTokenizer.tokens(rule + "b{}")
  var depth = 0
  var semicolons = 0
  var blocks = 0
  var bangs = 0
  for token in tokens {
    switch token {
    case .open("{"):
      if depth == 0 { blocks += 1 }
      depth += 1
    case .close("}"): depth -= 1
    case .semicolon where depth == 1: semicolons += 1
    case .delim("!") where depth == 1: bangs += 1
    default: break
    }
    expect(depth >= 0, "a closing brace too many", name + " | " + value, rule)
  }
  expect(blocks == 2 && depth == 0, "not one rule (then the next)", name + " | " + value, rule)
  expect(semicolons == 2 && bangs == 0, "a declaration added or an !important", name + " | " + value, rule)
  let selector = CSSTokenizer.tokens(CSS.dataAttributeSelector(name, equals: value))
  expect(
    selector.count == 5 && selector[0] == .open("[") && selector[2] == .delim("=")
      && selector[3] == .string(meant(value)) && selector[4] == .close("]"),
    "attribute selector", name + " | " + value, CSS.dataAttributeSelector(name, equals: value))
}

func expect(_ condition: Bool, _ what: String, _ input: String, _ written: String) {
  guard condition else {
    fatalError("CSS writer: \(what) of \(input.debugDescription) read back differently: \(written.debugDescription)")
  }
}

func isAlphanumeric(_ byte: UInt8) -> Bool {
  (0x30...0x39).contains(byte) || (0x41...0x5A).contains(byte) || (0x61...0x7A).contains(byte)
}

/// The tokens of CSS Syntax Level 3 that tell structure: strings and idents with their values,
/// brackets, `;`, delimiters. Numbers are kept as one token without their value; comments are
/// dropped, as the spec's tokenizer drops them.
enum CSSToken: Equatable {
  case whitespace, string(String), badString, ident(String), function(String), atKeyword(String), hash(String)
  case number, delim(Unicode.Scalar), open(Unicode.Scalar), close(Unicode.Scalar), semicolon, colon, comma
  case url, badURL
}

struct CSSTokenizer {
  var input: [Unicode.Scalar]
  var at = 0

  static func tokens(_ text: String) -> [CSSToken] {
    // §3.3 preprocessing: CR LF, CR and FF are LF; NUL and surrogates are U+FFFD.
    var scalars: [Unicode.Scalar] = []
    var previousCR = false
    for scalar in text.unicodeScalars {
      switch scalar {
      case "\r": scalars.append("\n")
      case "\n" where previousCR: break
      case "\u{0C}": scalars.append("\n")
      case "\0": scalars.append("\u{FFFD}")
      default: scalars.append(scalar)
      }
      previousCR = scalar == "\r"
    }
    var tokenizer = CSSTokenizer(input: scalars)
    var out: [CSSToken] = []
    while let token = tokenizer.next() { out.append(token) }
    return out
  }

  func peek(_ offset: Int = 0) -> Unicode.Scalar? { at + offset < input.count ? input[at + offset] : nil }

  static func isNameStart(_ c: Unicode.Scalar?) -> Bool {
    guard let c else { return false }
    return c.value >= 0x80 || c == "_" || ("a"..."z").contains(c) || ("A"..."Z").contains(c)
  }
  static func isName(_ c: Unicode.Scalar?) -> Bool {
    guard let c else { return false }
    return isNameStart(c) || c == "-" || ("0"..."9").contains(c)
  }
  static func isHex(_ c: Unicode.Scalar?) -> Bool {
    guard let c else { return false }
    return ("0"..."9").contains(c) || ("a"..."f").contains(c) || ("A"..."F").contains(c)
  }
  static func isWhitespace(_ c: Unicode.Scalar?) -> Bool { c == " " || c == "\t" || c == "\n" }

  func isValidEscape(_ offset: Int) -> Bool { peek(offset) == "\\" && peek(offset + 1) != "\n" }

  func startsIdentifier(_ offset: Int) -> Bool {
    if peek(offset) == "-" {
      return Self.isNameStart(peek(offset + 1)) || peek(offset + 1) == "-" || isValidEscape(offset + 1)
    }
    return Self.isNameStart(peek(offset)) || isValidEscape(offset)
  }

  /// §4.3.7, after the backslash.
  mutating func escaped() -> Unicode.Scalar {
    guard let c = peek() else { return "\u{FFFD}" }
    at += 1
    guard Self.isHex(c) else { return c }
    var value = UInt32(String(c), radix: 16)!
    var digits = 1
    while digits < 6, Self.isHex(peek()) {
      value = value * 16 + UInt32(String(peek()!), radix: 16)!
      at += 1
      digits += 1
    }
    if Self.isWhitespace(peek()) { at += 1 }
    guard value != 0, !(0xD800...0xDFFF).contains(value), let scalar = Unicode.Scalar(value) else { return "\u{FFFD}" }
    return scalar
  }

  mutating func name() -> String {
    var out = String.UnicodeScalarView()
    while true {
      if Self.isName(peek()) {
        out.append(peek()!)
        at += 1
      } else if isValidEscape(0) {
        at += 1
        out.append(escaped())
      } else {
        return String(out)
      }
    }
  }

  mutating func string(_ quote: Unicode.Scalar) -> CSSToken {
    var out = String.UnicodeScalarView()
    while let c = peek() {
      at += 1
      if c == quote { return .string(String(out)) }
      if c == "\n" {
        at -= 1
        return .badString
      }
      if c == "\\" {
        guard let next = peek() else { continue }
        if next == "\n" {
          at += 1
        } else {
          out.append(escaped())
        }
        continue
      }
      out.append(c)
    }
    return .string(String(out))  // EOF: a parse error, but the string token stands
  }

  mutating func next() -> CSSToken? {
    // Comments.
    while peek() == "/" && peek(1) == "*" {
      at += 2
      while at < input.count && !(peek() == "*" && peek(1) == "/") { at += 1 }
      at = min(at + 2, input.count)
    }
    guard let c = peek() else { return nil }
    if Self.isWhitespace(c) {
      while Self.isWhitespace(peek()) { at += 1 }
      return .whitespace
    }
    if c == "\"" || c == "'" {
      at += 1
      return string(c)
    }
    if ("0"..."9").contains(c) || ((c == "+" || c == "-" || c == ".") && startsNumber()) {
      number()
      return .number
    }
    if startsIdentifier(0) {
      let ident = name()
      if ident.lowercased() == "url" && peek() == "(" {
        // §4.3.4: `url(` then optional whitespace and a quote is a function; else a URL token.
        at += 1
        var ahead = 0
        while Self.isWhitespace(peek(ahead)) { ahead += 1 }
        if peek(ahead) == "\"" || peek(ahead) == "'" { return .function(ident) }
        return url()
      }
      if peek() == "(" {
        at += 1
        return .function(ident)
      }
      return .ident(ident)
    }
    at += 1
    switch c {
    case "#" where Self.isName(peek()) || isValidEscape(0): return .hash(name())
    case "@" where startsIdentifier(0): return .atKeyword(name())
    case "(", "[", "{": return .open(c)
    case ")", "]", "}": return .close(c)
    case ";": return .semicolon
    case ":": return .colon
    case ",": return .comma
    default: return .delim(c)
    }
  }

  /// §4.3.6, after `url(`.
  mutating func url() -> CSSToken {
    while Self.isWhitespace(peek()) { at += 1 }
    while let c = peek() {
      at += 1
      switch c {
      case ")": return .url
      case " ", "\t", "\n":
        while Self.isWhitespace(peek()) { at += 1 }
        if peek() == nil || peek() == ")" {
          at = min(at + 1, input.count)
          return .url
        }
        badURLRemnants()
        return .badURL
      case "\"", "'", "(", "\u{0}"..."\u{8}", "\u{B}", "\u{E}"..."\u{1F}", "\u{7F}":
        badURLRemnants()
        return .badURL
      case "\\":
        if isValidEscape(-1) {
          _ = escaped()
        } else {
          badURLRemnants()
          return .badURL
        }
      default: continue
      }
    }
    return .url
  }

  /// §4.3.14: up to and including the next `)` that is not escaped.
  mutating func badURLRemnants() {
    while let c = peek() {
      at += 1
      if c == ")" { return }
      if c == "\\" && peek() != "\n" && peek() != nil { _ = escaped() }
    }
  }

  func startsNumber() -> Bool {
    let digit = { (c: Unicode.Scalar?) in c.map { ("0"..."9").contains($0) } ?? false }
    if peek() == "+" || peek() == "-" { return digit(peek(1)) || (peek(1) == "." && digit(peek(2))) }
    return peek() == "." && digit(peek(1))
  }

  /// §4.3.3, without its value: digits, a fraction, an exponent, then a unit or `%`.
  mutating func number() {
    let digit = { (c: Unicode.Scalar?) in c.map { ("0"..."9").contains($0) } ?? false }
    if peek() == "+" || peek() == "-" { at += 1 }
    while digit(peek()) { at += 1 }
    if peek() == ".", digit(peek(1)) {
      at += 1
      while digit(peek()) { at += 1 }
    }
    if peek() == "e" || peek() == "E" {
      if digit(peek(1)) || ((peek(1) == "+" || peek(1) == "-") && digit(peek(2))) {
        at += 2
        while digit(peek()) { at += 1 }
      }
    }
    if startsIdentifier(0) {
      _ = name()
    } else if peek() == "%" {
      at += 1
    }
  }
}
