import SpecimenCore

/// Page markup, built through methods that escape every piece of text and every attribute value,
/// so content can never become markup by accident. The Site layer writes all page HTML with it.
package struct HTML: Sendable, Hashable, CustomStringConvertible {
  package private(set) var markup = ""

  package init() {}

  /// Markup Specimen made itself and vouches for: an SVG from the geometry renderer, Markdown
  /// rendered by cmark in safe mode.
  package init(trusted markup: String) { self.markup = markup }

  package var description: String { markup }
  package var isEmpty: Bool { markup.isEmpty }

  /// Text content, escaped.
  package mutating func text(_ text: String) {
    markup += Escape.needsEscaping(text) ? Escape.html(text) : text
  }

  /// Text in which `backtick` spans become `<code>`: the one markup descriptions may carry.
  package mutating func textWithCode(_ text: String) {
    let parts = text.split(separator: "`", omittingEmptySubsequences: false).map(String.init)
    // Odd parts are inside backticks; with an odd number of backticks the last one stays as written.
    let closed = parts.count % 2 == 1 ? parts.count : parts.count - 1
    for (i, part) in parts.enumerated() {
      if i % 2 == 0 {
        self.text(part)
      } else if i < closed {
        element("code") { $0.text(part) }
      } else {
        self.text("`" + part)
      }
    }
  }

  package mutating func append(_ other: HTML) { markup += other.markup }
  package mutating func newline() { markup += "\n" }

  /// `<tag attributes>content</tag>`; attributes whose value is nil are left out, and `href` or
  /// `src` values that are not http(s), mailto or relative URLs are dropped.
  package mutating func element(
    _ tag: String, _ attributes: KeyValuePairs<String, String?> = [:], content: (inout HTML) -> Void = { _ in }
  ) {
    open(tag, attributes)
    content(&self)
    markup += "</"
    markup += tag
    markup += ">"
  }

  /// A token name, escaped, with a line-break opportunity after each `/`: a narrow column wraps
  /// `state/error/base-500` between its groups instead of inside a word.
  package mutating func pathText(_ text: String) {
    for (index, part) in text.split(separator: "/", omittingEmptySubsequences: false).enumerated() {
      if index > 0 { markup += "/<wbr>" }
      self.text(String(part))
    }
  }

  /// `<tag attributes>text</tag>`, the text escaped.
  package mutating func element(_ tag: String, _ attributes: KeyValuePairs<String, String?> = [:], text: String) {
    element(tag, attributes) { $0.text(text) }
  }

  /// A generated table, laid out the same way everywhere: an optional caption, one header row
  /// of column headings, then the rows the body writes, each part on a line of its own.
  package mutating func table(
    _ attributes: KeyValuePairs<String, String?>, caption: String? = nil, columns: [HTML],
    rows: (inout HTML) -> Void
  ) {
    element("table", attributes) { table in
      table.newline()
      if let caption {
        table.element("caption", text: caption)
        table.newline()
      }
      table.element("thead") { head in
        head.element("tr") { row in for column in columns { row.append(column) } }
      }
      table.newline()
      table.element("tbody") { body in
        body.newline()
        rows(&body)
      }
      table.newline()
    }
  }

  /// A column heading: `<th scope="col">Token</th>`.
  package static func columnHeading(_ text: String, class name: String? = nil) -> HTML {
    HTML { $0.element("th", ["scope": "col", "class": name], text: text) }
  }

  /// A body row ending its line.
  package mutating func row(_ attributes: KeyValuePairs<String, String?> = [:], cells: (inout HTML) -> Void) {
    element("tr", attributes, content: cells)
    newline()
  }

  /// An element with no end tag: `<img …>`, `<input …>`.
  package mutating func void(_ tag: String, _ attributes: KeyValuePairs<String, String?> = [:]) {
    open(tag, attributes)
  }

  private mutating func open(_ tag: String, _ attributes: KeyValuePairs<String, String?>) {
    // Piece by piece: `a + b + c` would build a temporary string per attribute.
    markup += "<"
    markup += tag
    for (name, value) in attributes {
      guard var value else { continue }
      if name == "href" || name == "src" {
        guard let safe = Self.safeURL(value) else { continue }
        value = safe
      }
      markup += " "
      markup += name
      markup += "=\""
      markup += Escape.html(value)
      markup += "\""
    }
    markup += ">"
  }

  /// The URL when a reader may follow it — http, https, mailto or a relative reference — else
  /// nil: a `javascript:` or `data:` URL from content must never reach a page.
  package static func safeURL(_ url: String) -> String? {
    guard let scheme = scheme(of: url) else { return url }
    switch scheme.lowercased() {
    case "http", "https", "mailto": return url
    default: return nil
    }
  }

  /// `https` of `https://…`; nil for a relative reference.
  package static func scheme(of url: String) -> Substring? {
    let trimmed = url.drop { $0 == " " || $0 == "\t" || $0 == "\n" }
    guard let colon = trimmed.firstIndex(of: ":") else { return nil }
    let beforeColon = trimmed[..<colon]
    // A colon after the first slash, question mark or hash is part of a relative URL's path,
    // query or fragment, not a scheme.
    if beforeColon.contains(where: { $0 == "/" || $0 == "?" || $0 == "#" }) { return nil }
    return beforeColon
  }
}

extension HTML {
  /// Builds a fragment in one expression: `HTML { $0.element("p", text: "Hi") }`.
  package init(_ build: (inout HTML) -> Void) {
    self.init()
    build(&self)
  }
}
