import SpecimenCore

/// Page markup: Core's escaping `Markup` builder, which Geometry's drawings and Markdown's
/// elements are written with too, so a drawing joins a page with `append` and no trust. The Site
/// layer writes all page HTML with it; the helpers below are the page's own shapes.
package typealias HTML = Markup

extension HTML {
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

  /// A token name, escaped, with a line-break opportunity after each `/`: a narrow column wraps
  /// `state/error/base-500` between its groups instead of inside a word.
  mutating func pathText(_ text: String) {
    for (index, part) in text.split(separator: "/", omittingEmptySubsequences: false).enumerated() {
      if index > 0 {
        self.text("/")
        void("wbr")
      }
      // A hyphenated part stays whole, so a name breaks after a "/" and never at "strong-|950".
      if part.utf8.contains(UInt8(ascii: "-")) {
        element("span", ["class": .theme(.namePart)], text: String(part))
      } else {
        self.text(String(part))
      }
    }
  }

  /// A generated table, laid out the same way everywhere: its classes, then its other attributes,
  /// an optional caption, one header row of column headings, then the rows the body writes, each
  /// part on a line of its own.
  package mutating func table(
    _ classes: ThemeClass..., attributes: KeyValuePairs<String, String?> = [:], caption: String? = nil,
    captionMarkup: HTML? = nil, columns: [HTML], rows: (inout HTML) -> Void
  ) {
    var gathered = MarkupAttributes()
    gathered.add("class", .theme(classes))
    for (name, value) in attributes { gathered.add(name, value) }
    if classes.contains(where: \.scrollsInsideItself), !attributes.contains(where: { $0.key == "tabindex" }) {
      // A table that scrolls sideways inside itself is a keyboard stop, so it scrolls without a pointer.
      gathered.add("tabindex", "0")
    }
    element("table", attributes: gathered) { table in
      table.newline()
      if let captionMarkup {
        table.element("caption") { $0.append(captionMarkup) }
        table.newline()
      } else if let caption {
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
  static func columnHeading(_ text: String, class name: ThemeClass? = nil) -> HTML {
    HTML { $0.element("th", ["scope": "col", "class": name.map { .theme($0) }], text: text) }
  }

  /// A body row ending its line.
  package mutating func row(_ attributes: KeyValuePairs<String, String?> = [:], cells: (inout HTML) -> Void) {
    element("tr", attributes, content: cells)
    newline()
  }
}

extension ThemeClass {
  /// Whether a generated table of this class scrolls sideways inside itself rather than in a
  /// wrapper (specimen.css, "Wide tables scroll inside themselves").
  var scrollsInsideItself: Bool {
    switch self {
    case .propertiesTable, .variantGrid, .contrastTable, .props, .parityTable, .a11yTable, .a11yOverview: true
    default: false
    }
  }
}
