import SpecimenCore

/// How a page's Markdown is turned into HTML.
package struct MarkdownOptions: Sendable {
  /// Authors' raw HTML is omitted unless the site turns this on.
  package var unsafeHTML = false
  /// Whether the render also gives the body as the pieces it is written in
  /// (`RenderedMarkdown.pieces`), for a reader of its text.
  package var writesPieces = false
  package init(unsafeHTML: Bool = false, writesPieces: Bool = false) {
    self.unsafeHTML = unsafeHTML
    self.writesPieces = writesPieces
  }
}

/// What the site decides while a page is rendered: directives, `{{…}}` references, link targets.
///
/// Called synchronously from one thread per page. Each answer reports its problems (a
/// directive's) into the diagnostics the render was given, where Markdown's own go too.
package protocol MarkdownDelegate: AnyObject {
  /// HTML that replaces a fenced block (a directive), or nil to render it as code.
  func fencedBlock(
    info: String, body: String, at location: SourceLocation, into diagnostics: inout Diagnostics
  ) -> Markup?
  /// HTML for an inline reference such as `{{token text/soft-500}}` (the text between the braces).
  func inlineReference(_ reference: String, at location: SourceLocation, into diagnostics: inout Diagnostics)
    -> Markup
  /// The page's headings have their ids; called before any fenced block is handed over, so the
  /// ids the directives write can keep clear of them.
  func headingsAssigned(_ headings: [Heading])
  /// The output URL for a link or image destination as the author wrote it.
  func destination(_ url: String, isImage: Bool, at location: SourceLocation, into diagnostics: inout Diagnostics)
    -> String
}

extension MarkdownDelegate {
  package func headingsAssigned(_ headings: [Heading]) {}
}

/// A heading of a rendered page, for the "On this page" list and for checking anchors.
package struct Heading: Sendable, Hashable {
  package var level: Int
  package var text: String
  package var id: String
  package var location: SourceLocation
}

/// A page body rendered to HTML.
package struct RenderedMarkdown: Sendable {
  package var html: String
  package var headings: [Heading]
  /// The body as it was written, piece by piece, when the options ask for it.
  package var pieces: [BodyPiece]?

  package init(html: String, headings: [Heading], pieces: [BodyPiece]? = nil) {
    self.html = html
    self.headings = headings
    self.pieces = pieces
  }
}

/// Markdown → HTML for one page: parse with cmark, let the delegate replace what is ours, render.
package enum MarkdownDocument {
  /// Renders `text`, whose first line is line `lineOffset + 1` of `file`, reporting the
  /// delegate's problems and then those of the Markdown itself (a `{{` never closed, a
  /// repeated heading id) into `diagnostics`.
  package static func render(
    _ text: String, file: String, lineOffset: Int = 0, options: MarkdownOptions = .init(),
    delegate: any MarkdownDelegate, headingIDs: HeadingIDs, into diagnostics: inout Diagnostics
  ) -> RenderedMarkdown {
    var shield = InlineReferenceShield()
    let shielded = shield.shield(text)
    // Placeholders keep byte lengths, so columns map to the original.
    let lines = SourceLines(Array(text.utf8), file: file)
    let converter = PageConverter(
      source: shielded, file: file, lineOffset: lineOffset, lines: lines, shield: shield, delegate: delegate,
      options: options)
    return converter.render(headingIDs: headingIDs, into: &diagnostics)
  }
}

extension SourceLines {
  /// cmark's 1-based byte column on a line as the character column editors show.
  func characterColumn(line: Int, byteColumn: Int) -> Int {
    location(at: offset(line: line, byteColumn: byteColumn)).column
  }
}
