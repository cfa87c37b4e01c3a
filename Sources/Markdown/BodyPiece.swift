/// A page body as `MarkdownHTMLWriter` writes it, piece by piece, given as it writes, for a reader
/// of the body's text (the search index) that would otherwise parse the HTML back: the elements
/// the writer writes for Markdown by name (a heading with its id), their text as it reads (not
/// escaped), and the markup it copies in as written (a directive's, a table's, raw HTML).
package enum BodyPiece: Sendable, Equatable {
  /// `<name …>`: of the attributes only a heading's id, the one a text reader asks for.
  case start(String, id: String? = nil)
  /// `</name>`.
  case end(String)
  /// `<name … />`, an element with no end: `br`, `hr`, `img` (whose alt text is inside its tag);
  /// "" for the comment written in place of raw HTML that safe mode omits.
  case void(String)
  /// Text as it reads, where the HTML has it escaped. The line ends written between blocks are
  /// text too.
  case text(String)
  /// Markup copied into the body as written.
  case markup(String)
}
