import SpecimenCore

/// How a page's Markdown is turned into HTML.
package struct MarkdownOptions: Sendable {
  /// Authors' raw HTML is omitted unless the site turns this on.
  package var unsafeHTML = false
  package init(unsafeHTML: Bool = false) { self.unsafeHTML = unsafeHTML }
}

/// What the site decides while a page is rendered: directives, `{{…}}` references, link targets.
///
/// Called synchronously from one thread per page; implementations collect their own diagnostics.
package protocol MarkdownDelegate: AnyObject {
  /// HTML that replaces a fenced block (a directive), or nil to render it as code.
  func fencedBlock(info: String, body: String, at location: SourceLocation) -> String?
  /// HTML for an inline reference such as `{{token text/soft-500}}` (the text between the braces).
  func inlineReference(_ reference: String, at location: SourceLocation) -> String
  /// The output URL for a link or image destination as the author wrote it.
  func destination(_ url: String, isImage: Bool, at location: SourceLocation) -> String
  /// A mistake in the Markdown itself (a repeated heading id).
  func error(_ message: String, at location: SourceLocation?, hint: String?)
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
  /// Warnings about the Markdown itself (a `{{` never closed).
  package var diagnostics: [Diagnostic] = []
}

/// Markdown → HTML for one page: parse with cmark, let the delegate replace what is ours, render.
package enum MarkdownDocument {
  /// Renders `text`, whose first line is line `lineOffset + 1` of `file`.
  package static func render(
    _ text: String, file: String, lineOffset: Int = 0, options: MarkdownOptions = .init(),
    delegate: any MarkdownDelegate, headingIDs: HeadingIDs
  ) -> RenderedMarkdown {
    var shield = InlineReferenceShield()
    let shielded = shield.shield(text)
    let lines = SourceLines(text)  // placeholders keep byte lengths, so columns map to the original
    let converter = PageConverter(
      source: shielded, file: file, lineOffset: lineOffset, lines: lines, shield: shield, delegate: delegate,
      options: options)
    return converter.render(headingIDs: headingIDs)
  }
}

/// Maps cmark's 1-based byte columns to character columns, which is what editors show.
/// Only line starts are recorded up front; a column is counted only when a location is needed,
/// from the last one asked on the same line when it lies before (positions come in order).
final class SourceLines {
  private let text: String
  private let lineStarts: [String.Index]
  private var last: (line: Int, byteColumn: Int, index: String.Index, column: Int)?

  init(_ text: String) {
    // Newlines are found with memchr over the bytes (`withUTF8` gives them contiguous).
    var text = text
    let offsets = text.withUTF8 { bytes in
      var offsets: [Int] = []
      var position = 0
      while let newline = bytes.firstIndex(of: UInt8(ascii: "\n"), from: position) {
        position = newline + 1
        offsets.append(position)
      }
      return offsets
    }
    self.text = text
    let utf8 = text.utf8
    var starts = [text.startIndex]
    starts.reserveCapacity(offsets.count + 1)
    var index = utf8.startIndex
    var offset = 0
    for next in offsets {
      index = utf8.index(index, offsetBy: next - offset)
      offset = next
      starts.append(index)
    }
    lineStarts = starts
  }

  func characterColumn(line: Int, byteColumn: Int) -> Int {
    guard line >= 1, line <= lineStarts.count, byteColumn > 1 else { return max(byteColumn, 1) }
    var start = lineStarts[line - 1]
    var column = 1
    if let last, last.line == line, last.byteColumn <= byteColumn {
      start = last.index
      column = last.column
    }
    let utf8 = text.utf8
    let target = utf8.index(lineStarts[line - 1], offsetBy: byteColumn - 1, limitedBy: utf8.endIndex) ?? utf8.endIndex
    guard start <= target else { return byteColumn }
    // Counting characters; ASCII (the usual case) counts one per byte.
    let prefix = utf8[start..<target]
    column += prefix.allSatisfy({ $0 < 0x80 }) ? prefix.count : text[start..<target].count
    last = (line, byteColumn, target, column)
    return column
  }
}
