/// The one writer of CSS text: tokens.css (its selectors, custom properties, values and
/// comments), the chrome's block, and every `style` attribute of the pages and drawings.
///
/// Text from content reaches CSS only through it, in one of four forms: a name written as an
/// identifier (CSSOM's "serialize an identifier", `CSS.escape`), text written as a string
/// ("serialize a string"), a custom property's name made of `[A-Za-z0-9_-]` only, or a keyword
/// from a closed set (`CSS.BlendMode`). Every declaration's value also passes `value(_:)`, which
/// writes one that could end its declaration, rule or comment as a string instead, so no value
/// can add a declaration or a rule whatever built it.
package enum CSS {
  // MARK: Names and strings

  /// `text` as a CSS identifier, escaped as CSSOM's `CSS.escape` does: `"a b"` → `a\ b`,
  /// `"1x"` → `\31 x`, a control character as `\a `, NUL as U+FFFD.
  package static func identifier(_ text: String) -> String {
    let scalars = Array(text.unicodeScalars)
    var out = ""
    for (index, scalar) in scalars.enumerated() {
      switch scalar.value {
      case 0: out.unicodeScalars.append("\u{FFFD}")
      case 0x01...0x1F, 0x7F: out += codePoint(scalar)
      case 0x30...0x39 where index == 0 || (index == 1 && scalars[0] == "-"): out += codePoint(scalar)
      case 0x2D where index == 0 && scalars.count == 1: out += "\\-"
      case 0x80..., 0x2D, 0x5F, 0x30...0x39, 0x41...0x5A, 0x61...0x7A: out.unicodeScalars.append(scalar)
      default:
        out += "\\"
        out.unicodeScalars.append(scalar)
      }
    }
    return out
  }

  /// `text` as a quoted CSS string, escaped as CSSOM's "serialize a string" does: the quote and
  /// `\` after a backslash, control characters (newlines too) as `\a `, NUL as U+FFFD; `<` and
  /// `>` as `\3c ` and `\3e ` as well, so the text never closes a `<style>` element around it.
  package static func string(_ text: String, quote: Unicode.Scalar = "\"") -> String {
    var out = String(quote)
    for scalar in text.unicodeScalars {
      switch scalar.value {
      case 0: out.unicodeScalars.append("\u{FFFD}")
      case 0x01...0x1F, 0x7F, 0x3C, 0x3E: out += codePoint(scalar)
      case 0x5C, quote.value:
        out += "\\"
        out.unicodeScalars.append(scalar)
      default: out.unicodeScalars.append(scalar)
      }
    }
    out.unicodeScalars.append(quote)
    return out
  }

  /// `\a `: a code point as a hex escape, lower-case, with the space that ends it.
  private static func codePoint(_ scalar: Unicode.Scalar) -> String {
    "\\" + String(scalar.value, radix: 16) + " "
  }

  /// The one rule that names a token's CSS custom property, shared by the stylesheet the tokens
  /// write and the specimens that paint with it: segments joined by `-`, every character outside
  /// `[A-Za-z0-9_-]` replaced by one `-` (`bg/sub-200` → `--bg-sub-200`), those before the
  /// name's first letter, digit or `_` left out (`@color/bg` → `--color-bg`).
  package static func customProperty<S: Sequence>(segments: S) -> String where S.Element: StringProtocol {
    let segments = Array(segments)
    var out: [UInt8] = [UInt8(ascii: "-"), UInt8(ascii: "-")]
    var first = true
    // Symbols a name begins with (`@color`, an exporter's collection) are left out, so the
    // property is `--color-…`, not `---color-…`.
    var leading = true
    for segment in segments {
      if !first && !leading { out.append(UInt8(ascii: "-")) }
      first = false
      var previousWasMultibyte = false
      for byte in segment.utf8 {
        switch byte {
        case UInt8(ascii: "A")...UInt8(ascii: "Z"), UInt8(ascii: "a")...UInt8(ascii: "z"),
          UInt8(ascii: "0")...UInt8(ascii: "9"), UInt8(ascii: "_"):
          out.append(byte)
          leading = false
          previousWasMultibyte = false
        case UInt8(ascii: "-"):
          if !leading { out.append(byte) }
          previousWasMultibyte = false
        case 0x80...0xBF where previousWasMultibyte:
          continue  // the rest of a character already written as one "-"
        default:
          if !leading { out.append(UInt8(ascii: "-")) }
          previousWasMultibyte = byte >= 0xC0
        }
      }
    }
    // A name of symbols only keeps them, one "-" each, so it still has a property of its own.
    guard leading, !first else { return String(decoding: out, as: UTF8.self) }
    return legacyCustomProperty(segments: segments)
  }

  /// Every symbol as one "-": the name of a token whose name has no letter or digit.
  static func legacyCustomProperty<S: Sequence>(segments: S) -> String where S.Element: StringProtocol {
    var out: [UInt8] = [UInt8(ascii: "-"), UInt8(ascii: "-")]
    for (index, segment) in segments.enumerated() {
      if index > 0 { out.append(UInt8(ascii: "-")) }
      var previousWasMultibyte = false
      for byte in segment.utf8 {
        switch byte {
        case UInt8(ascii: "A")...UInt8(ascii: "Z"), UInt8(ascii: "a")...UInt8(ascii: "z"),
          UInt8(ascii: "0")...UInt8(ascii: "9"), UInt8(ascii: "_"), UInt8(ascii: "-"):
          out.append(byte)
          previousWasMultibyte = false
        case 0x80...0xBF where previousWasMultibyte:
          continue
        default:
          out.append(UInt8(ascii: "-"))
          previousWasMultibyte = byte >= 0xC0
        }
      }
    }
    return String(decoding: out, as: UTF8.self)
  }

  /// A property's name as written in a declaration: as it is when it is a plain name (`fill`,
  /// `--bg-sub-200`), else escaped as an identifier.
  package static func propertyName(_ name: String) -> String {
    let plain =
      !name.isEmpty
      && name.utf8.allSatisfy { byte in
        switch byte {
        case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"),
          UInt8(ascii: "0")...UInt8(ascii: "9"), UInt8(ascii: "-"), UInt8(ascii: "_"):
          true
        default: false
        }
      }
      && (name.hasPrefix("--") || !(name.utf8.first.map { (0x30...0x39).contains($0) } ?? true))
    return plain ? name : identifier(name)
  }

  /// `var(--name)`, or `var(--name, fallback)`.
  package static func variable(_ name: String, fallback: String? = nil) -> String {
    let name = propertyName(name)
    guard let fallback else { return "var(" + name + ")" }
    return "var(" + name + ", " + value(fallback) + ")"
  }

  /// A font family in a declaration: a generic family as its keyword, one that reads as a
  /// sequence of identifiers as it is (`Inter`), any other as a string in `quote`s. With
  /// `quoteSpaces`, a family of several words is a string too (`'SF Pro'`).
  package static func fontFamily(_ family: String, quote: Unicode.Scalar = "\"", quoteSpaces: Bool = true) -> String {
    if isFontFamilyKeyword(family) { return family }
    let words = family.split(separator: " ", omittingEmptySubsequences: false)
    let plain =
      !family.isEmpty && !(quoteSpaces && words.count > 1)
      && words.allSatisfy { word in
        !word.isEmpty && identifier(String(word)) == word && !genericFontFamilies.contains(String(word))
      }
    return plain ? family : string(family, quote: quote)
  }

  /// The generic families CSS names with keywords, which a string must not stand for.
  static let genericFontFamilies: Set<String> = [
    "serif", "sans-serif", "monospace", "cursive", "fantasy", "system-ui", "ui-serif", "ui-sans-serif",
    "ui-monospace", "ui-rounded", "emoji", "math", "fangsong",
  ]

  /// The system font's names browsers match only unquoted, as keywords: WebKit's
  /// `-apple-system` and Blink's `BlinkMacSystemFont` (lowercased).
  static let systemFontKeywords: Set<String> = ["-apple-system", "blinkmacsystemfont"]

  /// Whether a family is written bare in CSS: a generic family or a system font keyword, in
  /// any case (CSS matches keywords ignoring ASCII case). Quoted, either would name a font
  /// family of that name, which no system has.
  package static func isFontFamilyKeyword(_ family: String) -> Bool {
    let lowered = family.lowercased()
    return genericFontFamilies.contains(lowered) || systemFontKeywords.contains(lowered)
  }

  // MARK: Selectors and comments

  /// A name as an HTML data attribute's: lowercase, every character outside `[a-z0-9-]` as `-`;
  /// `context` when nothing is left.
  package static func dataAttributeName(_ name: String) -> String {
    var out = ""
    for scalar in name.lowercased().unicodeScalars {
      switch scalar {
      case "a"..."z", "0"..."9", "-": out.unicodeScalars.append(scalar)
      default: out += "-"
      }
    }
    return out.isEmpty ? "context" : out
  }

  /// `[data-theme="dark"]`: the attribute `data-NAME` equal to `value`, the value a string.
  package static func dataAttributeSelector(_ name: String, equals value: String) -> String {
    "[data-" + dataAttributeName(name) + "=" + string(value) + "]"
  }

  /// A media query from a closed set: no text from content is ever a query.
  package enum MediaQuery: String, Sendable {
    /// The reader's system asks for a dark scheme.
    case prefersDark = "(prefers-color-scheme: dark)"
  }

  /// `@media QUERY { … }` around rules the writer wrote, each of their lines indented by two
  /// spaces.
  package static func media(_ query: MediaQuery, _ rules: String) -> String {
    var text = "@media " + query.rawValue + " {\n"
    for line in rules.split(separator: "\n", omittingEmptySubsequences: false).dropLast(rules.hasSuffix("\n") ? 1 : 0) {
      text += line.isEmpty ? "\n" : "  " + line + "\n"
    }
    text += "}\n"
    return text
  }

  /// `/* text */`, with every `*/` in the text broken as `* /` so it cannot end the comment.
  package static func comment(_ text: String) -> String {
    "/* " + text.replacingOccurrences(of: "*/", with: "* /") + " */"
  }

  // MARK: Declarations

  /// `text` as a declaration's value: as it is when it cannot end the declaration (its strings
  /// and comments closed, its brackets balanced, no `;`, `{`, `}`, `!` or backslash outside a
  /// string, no control character, no `<` or `>` anywhere), else as a string, which no property takes, so the
  /// declaration is dropped by the browser and nothing after it is read as CSS.
  package static func value(_ text: String) -> String {
    isContainedValue(text) ? text : string(text)
  }

  /// Whether `text` stays within one declaration's value (see `value(_:)`).
  package static func isContainedValue(_ text: String) -> Bool {
    var closers: [UInt8] = []
    var bytes = text.utf8.makeIterator()
    var quote: UInt8?
    var previous: UInt8 = 0
    // The last four bytes, lower-cased: `url` before `(` begins a URL token when it is a whole
    // name. After a name character, `@` or `#` it ends another token (`1url(` is a dimension and
    // a bracket, `myurl(` a function), whose `;` or `}` inside would end the declaration.
    var recent: (UInt8, UInt8, UInt8, UInt8) = (0, 0, 0, 0)
    while let byte = bytes.next() {
      defer { recent = (recent.1, recent.2, recent.3, byte | (byte >= 0x41 && byte <= 0x5A ? 0x20 : 0)) }
      if byte < 0x20 || byte == 0x7F { return false }
      if let open = quote {
        // `<` and `>` even in a string: `</style>` in one would close a <style> element around it.
        if byte == UInt8(ascii: "<") || byte == UInt8(ascii: ">") { return false }
        if byte == UInt8(ascii: "\\") {
          // An escape in a string: the next byte is taken as written, unless it would end a line.
          guard let next = bytes.next(), next >= 0x20, next != 0x7F else { return false }
        } else if byte == open {
          quote = nil
        }
        continue
      }
      switch byte {
      case UInt8(ascii: "\""), UInt8(ascii: "'"): quote = byte
      case UInt8(ascii: "(")
      where (recent.1, recent.2, recent.3) == (UInt8(ascii: "u"), UInt8(ascii: "r"), UInt8(ascii: "l"))
        && !takesFollowingName(recent.0):
        // An unquoted URL is one token up to its `)`, read by rules of its own: a quote or `(`
        // in it makes a bad URL that runs to the next `)` whatever lies between, so a `}` after
        // that `)` would end the rule. Only a plain one, or a quoted one read as a function, stays.
        var rest = bytes
        var next = rest.next()
        while next == UInt8(ascii: " ") || next == UInt8(ascii: "\t") { next = rest.next() }
        if next == UInt8(ascii: "\"") || next == UInt8(ascii: "'") {
          closers.append(UInt8(ascii: ")"))
          continue
        }
        while let inner = next, inner != UInt8(ascii: ")") {
          switch inner {
          case UInt8(ascii: "\""), UInt8(ascii: "'"), UInt8(ascii: "("), UInt8(ascii: "\\"), 0x7F, ..<0x20,
            UInt8(ascii: "<"), UInt8(ascii: ">"):
            return false
          default: next = rest.next()
          }
        }
        guard next == UInt8(ascii: ")") else { return false }
        bytes = rest
        previous = byte
        continue
      case UInt8(ascii: "("): closers.append(UInt8(ascii: ")"))
      case UInt8(ascii: "["): closers.append(UInt8(ascii: "]"))
      case UInt8(ascii: ")"), UInt8(ascii: "]"):
        guard closers.popLast() == byte else { return false }
      case UInt8(ascii: "*") where previous == UInt8(ascii: "/"):
        // A comment: closed before the value ends, or the rest would be swallowed.
        var last: UInt8 = 0
        var closed = false
        while let inner = bytes.next() {
          // `<` and `>` in a comment too: `</style>` in one would close a <style> element around it.
          if (inner < 0x20 && inner != 0x09) || inner == UInt8(ascii: "<") || inner == UInt8(ascii: ">") {
            return false
          }
          if last == UInt8(ascii: "*") && inner == UInt8(ascii: "/") {
            closed = true
            break
          }
          last = inner
        }
        guard closed else { return false }
        previous = 0
        continue
      case UInt8(ascii: ";"), UInt8(ascii: "{"), UInt8(ascii: "}"), UInt8(ascii: "!"), UInt8(ascii: "\\"),
        UInt8(ascii: "<"), UInt8(ascii: ">"):
        return false
      default: break
      }
      previous = byte
    }
    return quote == nil && closers.isEmpty
  }

  /// Whether a name goes on through `byte`, or it begins a token that takes a name (`@`, `#`):
  /// then the `url` after it is part of that token, not a URL token's start.
  private static func takesFollowingName(_ byte: UInt8) -> Bool {
    switch byte {
    case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "0")...UInt8(ascii: "9"), UInt8(ascii: "-"),
      UInt8(ascii: "_"), UInt8(ascii: "@"), UInt8(ascii: "#"), 0x80...:
      true
    default: false
    }
  }

  /// One declaration, `name: value` (or `name:value`), each part through the writer.
  package static func declaration(_ name: String, _ value: String, spaced: Bool = true) -> String {
    propertyName(name) + (spaced ? ": " : ":") + Self.value(value)
  }

  /// A rule as tokens.css writes it: an optional comment line, the selector, one declaration a
  /// line indented by two spaces, and the closing brace on a line of its own.
  package static func rule(
    _ selector: String, _ declarations: [(name: String, value: String)], comment: String? = nil
  ) -> String {
    var text = ""
    if let comment { text += Self.comment(comment) + "\n" }
    text += selector + " {\n"
    for declaration in declarations {
      text += "  "
      text += Self.declaration(declaration.name, declaration.value)
      text += ";\n"
    }
    text += "}\n"
    return text
  }
}

/// The declarations of a `style` attribute, each written through `CSS`: `fill:var(--bg, #FFF)`
/// as drawings write them, or `width: 24px; height: 24px` with `spaced`.
package struct CSSStyle: Sendable, Hashable, ExpressibleByDictionaryLiteral {
  private var declarations: [String] = []
  private var spaced = false

  package init(spaced: Bool = false) { self.spaced = spaced }

  package init(dictionaryLiteral elements: (String, String)...) {
    for (name, value) in elements { add(name, value) }
  }

  package init(_ elements: KeyValuePairs<String, String>) {
    for (name, value) in elements { add(name, value) }
  }

  package init(spaced: Bool, _ elements: KeyValuePairs<String, String>) {
    self.spaced = spaced
    for (name, value) in elements { add(name, value) }
  }

  package mutating func add(_ name: String, _ value: String) {
    declarations.append(CSS.declaration(name, value, spaced: spaced))
  }

  /// Every declaration of `other` after these.
  package mutating func add(_ other: CSSStyle) { declarations += other.declarations }

  package var isEmpty: Bool { declarations.isEmpty }

  /// The attribute's value: the declarations joined by `;` (`; ` with `spaced`).
  package var text: String { declarations.joined(separator: spaced ? "; " : ";") }
}

extension CSS {
  /// A blend mode CSS's `mix-blend-mode` and SVG's `feBlend` both take: the closed set a
  /// drawing writes, whatever the file it was read from says.
  package enum BlendMode: String, CaseIterable, Sendable, Hashable {
    case normal, multiply, screen, overlay, darken, lighten
    case colorDodge = "color-dodge"
    case colorBurn = "color-burn"
    case hardLight = "hard-light"
    case softLight = "soft-light"
    case difference, exclusion, hue, saturation, color, luminosity
  }
}

extension MarkupAttributes {
  /// `style="…"` from declarations the CSS writer wrote; nothing when there are none.
  package mutating func add(style: CSSStyle) {
    if !style.isEmpty { add("style", style.text) }
  }
}
