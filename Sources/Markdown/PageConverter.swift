import Foundation
import SpecimenCore

/// Turns one page's cmark tree into Specimen's HTML: GitHub Flavored Markdown's extensions, then
/// the delegate's directives, references and links, each with the position it was written at.
final class PageConverter {
  let source: String
  let file: String
  let lineOffset: Int
  let lines: SourceLines
  let shield: InlineReferenceShield
  let delegate: any MarkdownDelegate
  let options: MarkdownOptions
  /// Line starts in the shielded source (same bytes per line as the page).
  let sourceBytes: [UInt8]
  let lineStarts: [Int]
  /// Nodes parsed from a side document (table cells): how their positions map to the page.
  var sideOrigins: [MarkdownNode: SideOrigin] = [:]
  /// The page's tree, which the table cells' side documents are parsed into too.
  let tree = MarkdownTree()
  /// How many nodes the page's own parse made: those come first in the tree, and none of them is
  /// ever inside a table (only a side document's are), so their positions are the page's as they are.
  private var pageNodes: Int32 = 0

  init(
    source: String, file: String, lineOffset: Int, lines: SourceLines, shield: InlineReferenceShield,
    delegate: any MarkdownDelegate, options: MarkdownOptions
  ) {
    self.source = source
    self.file = file
    self.lineOffset = lineOffset
    self.lines = lines
    self.shield = shield
    self.delegate = delegate
    self.options = options
    sourceBytes = Array(source.utf8)
    var starts = [0]
    sourceBytes.withUnsafeBufferPointer { buffer in
      var position = 0
      while let newline = buffer.firstIndex(of: 0x0A, from: position) {
        starts.append(newline + 1)
        position = newline + 1
      }
    }
    lineStarts = starts
  }

  func render(headingIDs: HeadingIDs, into diagnostics: inout Diagnostics) -> RenderedMarkdown {
    guard let document = CMark.parse(source, unsafeHTML: options.unsafeHTML, into: tree) else {
      return RenderedMarkdown(html: "", headings: [], pieces: options.writesPieces ? [] : nil)
    }
    pageNodes = Int32(tree.records.count)

    // Tables bring in their cells, then footnotes move to the end: every later pass sees both.
    let footnotes = Footnotes(shield: shield)
    footnotes.findDefinitions(document)
    for node in document.descendants(where: { $0.kind == .paragraph }) { TableBuilder(converter: self).convert(node) }
    footnotes.finish(document)

    // Collect first: the passes below change the tree, which must not change under the walk
    // (restoring a literal here changes no link).
    var headings: [MarkdownNode] = []
    var codeBlocks: [MarkdownNode] = []
    var links: [MarkdownNode] = []
    var items: [MarkdownNode] = []
    var inlineContainers: [MarkdownNode] = []
    document.walk { node, entering in
      guard entering else { return }
      switch node.kind {
      case .heading: headings.append(node)
      case .codeBlock: codeBlocks.append(node)
      case .code, .htmlInline, .htmlBlock: if !shield.isEmpty { node.literal = shield.restore(node.literal) }
      case .link, .image: links.append(node)
      case .item: items.append(node)
      default: break
      }
      if let child = node.firstChild, child.isInline { inlineContainers.append(node) }
    }

    for node in links { rewriteDestination(node, into: &diagnostics) }
    for node in items { TaskListItem.convert(node) }
    for container in inlineContainers { Strikethrough.convert(container, shield: shield) }
    // Autolinks and footnote references come from text outside links; the new links are rewritten too.
    for node in document.descendants(where: { $0.kind == .text && !$0.isInsideLink }) {
      for link in ExtendedAutolinks.convert(node, shield: shield) { rewriteDestination(link, into: &diagnostics) }
    }
    // Headings before references: their ids come from the text as written.
    let sections = headings.map { node in
      let explicitID = removeExplicitID(node)
      return (node: node, text: headingText(node), explicitID: explicitID)
    }
    var expanded: [MarkdownNode: String] = [:]
    var problems = Diagnostics(
      shield.problems.map { problem in
        let at = lines.location(at: problem.offset)
        return .error(
          problem.message, at: SourceLocation(file: file, line: at.line + lineOffset, column: at.column),
          hint: problem.hint, id: problem.id)
      })
    if !shield.isEmpty || !shield.unclosed.isEmpty {
      var warnedLines = Set<Int>()
      for node in document.descendants(where: { $0.kind == .text }) {
        if let warning = unclosedReference(in: node), warnedLines.insert(warning.location?.line ?? 0).inserted {
          problems.append(warning)
        }
        expandReferences(node, plainTexts: &expanded, into: &diagnostics)
      }
    }
    var rendered: [Heading] = []
    for section in sections {
      rendered.append(
        replaceHeading(
          section.node, writtenText: section.text, explicitID: section.explicitID, expanded: expanded, ids: headingIDs,
          diagnostics: &problems))
    }
    delegate.headingsAssigned(rendered)
    for node in codeBlocks { replaceCodeBlock(node, into: &diagnostics) }
    // The Markdown's own problems after the delegate's: the order problems at one place print in.
    diagnostics.merge(problems)

    let written = MarkdownHTMLWriter.write(
      document, unsafeHTML: options.unsafeHTML, givesPieces: options.writesPieces,
      capacity: sourceBytes.count + sourceBytes.count / 2)
    return RenderedMarkdown(html: written.html, headings: rendered, pieces: written.pieces)
  }

  /// A text node on a line where the shield found a `{{` that no `}}` closes, at or after the
  /// node's start: the reference is shown as text, which is rarely what the author meant.
  private func unclosedReference(in node: MarkdownNode) -> Diagnostic? {
    guard !shield.unclosed.isEmpty, node.literal.contains("{{") else { return nil }
    let start = location(node)
    let line = start.line - lineOffset
    guard let byteColumn = shield.unclosed[line] else { return nil }
    let column = lines.characterColumn(line: line, byteColumn: byteColumn)
    guard column >= start.column else { return nil }
    return .warning(
      "'{{' is never closed on this line, so it is shown as text",
      at: SourceLocation(file: file, line: start.line, column: column),
      hint: "close the reference with '}}' on the same line, or write '\\{{' for literal braces",
      id: .markdownUnclosedReference)
  }

  // MARK: Positions

  /// Where a side document's lines came from: line n of it is `lines[n]` of the page.
  struct SideOrigin {
    struct Line {
      var line: Int
      /// The page's byte column of the side line's first content byte.
      var column: Int
      /// Byte offsets in the side line at which the page had one more byte (a dropped backslash).
      var removed: [Int]
      /// Bytes the side line adds before its content.
      var prefix: Int
    }
    var lines: [Int: Line]
  }

  func location(_ node: MarkdownNode, byteOffset: Int = 0) -> SourceLocation {
    var line = node.startLine
    var column = node.startColumn + byteOffset
    var ancestor: MarkdownNode? = node.index < pageNodes || sideOrigins.isEmpty ? nil : node
    while let current = ancestor {
      if let origin = sideOrigins[current] {
        if let mapped = origin.lines[line] {
          let offset = max(0, column - 1 - mapped.prefix)
          column = mapped.column + offset + mapped.removed.count(where: { $0 <= offset })
          line = mapped.line
        }
        break
      }
      ancestor = current.parent
    }
    return SourceLocation(
      file: file, line: line + lineOffset, column: lines.characterColumn(line: line, byteColumn: column))
  }

  /// The bytes of a line of the (shielded) page, without its newline.
  func lineBytes(_ line: Int) -> ArraySlice<UInt8> {
    guard line >= 1, line <= lineStarts.count else { return [] }
    let start = lineStarts[line - 1]
    var end = line < lineStarts.count ? lineStarts[line] - 1 : sourceBytes.count
    if end > start, sourceBytes[end - 1] == 0x0D { end -= 1 }
    return sourceBytes[start..<max(start, end)]
  }

  // MARK: Rewrites

  func rewriteDestination(_ node: MarkdownNode, into diagnostics: inout Diagnostics) {
    let url = shield.restore(node.url, in: .unescaped)
    node.url = delegate.destination(url, isImage: node.kind == .image, at: location(node), into: &diagnostics)
    if let title = node.title { node.title = shield.restore(title, in: .unescaped) }
  }

  /// The heading's text as written (references as their source), for its id.
  private func headingText(_ node: MarkdownNode) -> String {
    shield.plainText(node.plainText()).trimmingBlanks
  }

  /// `## States {#states}` sets the id by hand: the suffix is removed and returned.
  private func removeExplicitID(_ node: MarkdownNode) -> String? {
    guard let last = node.lastChild, last.kind == .text else { return nil }
    let text = last.literal
    guard text.hasSuffix("}"), let open = text.range(of: " {#", options: .backwards) else { return nil }
    let id = String(text[open.upperBound..<text.index(before: text.endIndex)])
    guard !id.isEmpty, id.allSatisfy({ $0.isLetter || $0.isNumber || $0 == "-" || $0 == "_" }) else { return nil }
    last.literal = String(text[..<open.lowerBound])
    return id
  }

  /// Replaces a heading by a block holding an inline that writes the same tag with an id
  /// (an inline, so the tag and its text stay on one line as cmark writes them).
  private func replaceHeading(
    _ node: MarkdownNode, writtenText: String, explicitID: String?, expanded: [MarkdownNode: String],
    ids: HeadingIDs, diagnostics: inout Diagnostics
  ) -> Heading {
    let level = node.headingLevel
    let shown = node.plainText(expanded: expanded).trimmingBlanks
    let location = location(node)
    let id = ids.id(for: writtenText, explicit: explicitID)
    if let explicitID, id != explicitID {
      diagnostics.append(
        .error(
          "heading id '\(explicitID)' is already used on this page", at: location,
          hint: "give this heading another {#id}; ids must be unique so links reach the right section",
          id: .markdownHeadingIdDuplicate))
    }
    let block = tree.custom(block: true, enter: Markup())
    let tag = tree.headingTag(level: level, id: id)
    node.moveChildren(to: tag)
    block.append(tag)
    node.replace(with: block)
    return Heading(level: level, text: shown, id: id, location: location)
  }

  /// Splits a text node around its `{{…}}` placeholders and inserts the delegate's HTML.
  /// Inside image alt text the reference's text is used, since alt text cannot hold HTML.
  private func expandReferences(
    _ node: MarkdownNode, plainTexts: inout [MarkdownNode: String], into diagnostics: inout Diagnostics
  ) {
    let text = node.literal
    let pieces = shield.split(text)
    guard pieces.contains(where: { if case .text = $0.piece { false } else { true } }) else {
      // Only text, but maybe with the author's private-use characters behind placeholders.
      if pieces.count == 1, case .text(let run) = pieces[0].piece, run != text { node.literal = run }
      return
    }
    let inImage = node.isInsideImage
    var byteOffset = 0
    var pending = ""
    func flushText() {
      guard !pending.isEmpty else { return }
      node.insertBefore(tree.text(pending))
      pending = ""
    }
    for (piece, length) in pieces {
      switch piece {
      case .text(let run): pending += run
      case .escapedTilde: pending += "~"
      case .footnoteDefinition(let index): pending += shield.footnoteOpenings[index]
      case .reference(let index):
        let original = shield.references[index]
        let inner = String(original.dropFirst(2).dropLast(2)).trimmingBlanks
        let html = delegate.inlineReference(inner, at: location(node, byteOffset: byteOffset), into: &diagnostics)
        let plain = HTMLText.plain(html.markup)
        if inImage {
          pending += plain
        } else {
          flushText()
          let inline = tree.custom(block: false, enter: html)
          node.insertBefore(inline)
          plainTexts[inline] = plain
        }
      }
      byteOffset += length
    }
    flushText()
    node.remove()
  }

  /// A fenced block becomes the delegate's HTML (a directive) or highlighted code.
  private func replaceCodeBlock(_ node: MarkdownNode, into diagnostics: inout Diagnostics) {
    let info = shield.restore(node.fenceInfo, in: .unescaped).trimmingBlanks
    let body = shield.restore(node.literal)
    let html =
      delegate.fencedBlock(info: info, body: body, at: location(node), into: &diagnostics)
      ?? CodeBlockHTML.render(code: body, info: info)
    node.replace(with: tree.custom(block: true, enter: html))
  }
}

extension MarkdownNode {
  var isInline: Bool { kind.isInline }

  var isInsideLink: Bool { hasAncestor { $0 == .link || $0 == .image } }
  var isInsideImage: Bool { hasAncestor { $0 == .image } }

  func hasAncestor(_ matches: (Kind) -> Bool) -> Bool {
    var ancestor = parent
    while let current = ancestor {
      if matches(current.kind) { return true }
      ancestor = current.parent
    }
    return false
  }

  /// The text a reader sees, with line breaks as spaces; `expanded` gives references' text.
  func plainText(expanded: [MarkdownNode: String] = [:]) -> String {
    var out = ""
    for child in children {
      switch child.kind {
      case .text, .code: out += child.literal
      case .softBreak, .lineBreak: out += " "
      case .customInline: out += expanded[child] ?? child.plainText(expanded: expanded)
      default: out += child.plainText(expanded: expanded)
      }
    }
    return out
  }
}

/// The text of a piece of HTML, for places that only take text (alt text, the page outline).
enum HTMLText {
  static func plain(_ html: String) -> String {
    guard html.contains("<") || html.contains("&") else { return html }
    var out = ""
    var inTag = false
    for character in html {
      if character == "<" {
        inTag = true
      } else if character == ">" {
        inTag = false
      } else if !inTag {
        out.append(character)
      }
    }
    return Escape.decodingEntities(out)
  }
}
