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
    let converter = CMarkConverter(
      source: shielded, file: file, lineOffset: lineOffset, lines: lines, shield: shield,
      delegate: delegate)
    return converter.render(options: options, headingIDs: headingIDs)
  }
}

/// Maps cmark's 1-based byte columns to character columns, which is what editors show.
/// ASCII lines (the usual case) need no counting; for the others the byte offset of every
/// character is listed once, so each of many positions on one long line costs a binary search,
/// not a walk along the line.
struct SourceLines {
  /// For each line with non-ASCII text, the byte offset (from the line start) of every character.
  private let characterOffsets: [Int: [Int]]
  private let lineCount: Int

  init(_ text: String) {
    var offsets: [Int: [Int]] = [:]
    let utf8 = text.utf8
    var line = 0
    var start = utf8.startIndex
    while true {
      let end = utf8[start...].firstIndex(of: UInt8(ascii: "\n")) ?? utf8.endIndex
      if utf8[start..<end].contains(where: { $0 >= 0x80 }) {
        var list: [Int] = []
        var offset = 0
        for character in text[start..<end] {
          list.append(offset)
          offset += character.utf8.count
        }
        offsets[line] = list
      }
      line += 1
      guard end < utf8.endIndex else { break }
      start = utf8.index(after: end)
    }
    characterOffsets = offsets
    lineCount = line
  }

  func characterColumn(line: Int, byteColumn: Int) -> Int {
    guard line >= 1, line <= lineCount, byteColumn > 1, let offsets = characterOffsets[line - 1] else {
      return max(byteColumn, 1)
    }
    // Characters that start before the byte: the first offset not below byteColumn - 1.
    var low = 0
    var high = offsets.count
    while low < high {
      let middle = (low + high) / 2
      if offsets[middle] < byteColumn - 1 { low = middle + 1 } else { high = middle }
    }
    return low + 1
  }
}
