/// Markup as the pieces it was written in, given as it is written, for a reader of its text (the
/// search index) that would otherwise parse the HTML back: elements by name (with the id a
/// start tag has), text as it reads (not escaped), and markup copied in as written (raw HTML, a
/// fragment spliced in whole). `MarkdownHTMLWriter` gives a page body so, and `Markup` records
/// every fragment it builds so, which the writer splices in where the fragment's HTML goes.
package enum BodyPiece: Sendable, Equatable {
  /// `<name …>`: of the attributes only the id, the one a text reader asks for (a heading's, a
  /// table row's).
  case start(String, id: String? = nil)
  /// `</name>`.
  case end(String)
  /// `<name … />` or `<name …>`, an element with no end: `br`, `hr`, `img` (whose alt text is
  /// inside its tag), an SVG shape; "" for the comment written in place of raw HTML that safe
  /// mode omits.
  case void(String)
  /// Text as it reads, where the HTML has it escaped. The line ends written between blocks are
  /// text too.
  case text(String)
  /// Markup copied in as written.
  case markup(String)

  /// Whether a reader of a page's prose skips the text of an element of this name: drawings,
  /// scripts, styles, buttons and templates. `Markup` records no text and no other element
  /// inside one it builds whole, only the tags of these names and markup copied in, which is
  /// all such a reader follows there.
  package static func isSkipped(_ name: String) -> Bool {
    switch name {
    case "svg", "script", "style", "button", "template": true
    default: false
    }
  }

  /// Whether the piece is one a reader that skips the element it is inside still reads: a tag
  /// of an element whose text is skipped (a nested one is counted), or markup copied in.
  var isReadInsideSkipped: Bool {
    switch self {
    case .start(let name, _), .end(let name), .void(let name): Self.isSkipped(name)
    case .markup: true
    case .text: false
    }
  }
}
