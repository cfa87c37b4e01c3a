internal import CCmark
import Foundation
import SpecimenCore

/// The one place that talks to cmark: parses a page, rewrites the tree through the delegate,
/// renders it with cmark's own HTML renderer (safe mode unless the site allows raw HTML) and
/// frees the tree at once.
struct CMarkConverter {
  let source: String
  let file: String
  let lineOffset: Int
  let lines: SourceLines
  let shield: InlineReferenceShield
  let delegate: any MarkdownDelegate

  init(
    source: String, file: String, lineOffset: Int, lines: SourceLines, shield: InlineReferenceShield,
    delegate: any MarkdownDelegate
  ) {
    self.source = source
    self.file = file
    self.lineOffset = lineOffset
    self.lines = lines
    self.shield = shield
    self.delegate = delegate
  }

  func render(options: MarkdownOptions, headingIDs: HeadingIDs) -> RenderedMarkdown {
    let parseOptions = CMARK_OPT_SOURCEPOS | (options.unsafeHTML ? CMARK_OPT_UNSAFE : 0)
    guard let document = source.withCString({ cmark_parse_document($0, strlen($0), parseOptions) })
    else { return RenderedMarkdown(html: "", headings: []) }
    defer { cmark_node_free(document) }
    cmark_consolidate_text_nodes(document)

    // Collect first: the tree must not change under the iterator.
    var headings: [OpaquePointer] = []
    var codeBlocks: [OpaquePointer] = []
    var texts: [OpaquePointer] = []
    var literals: [OpaquePointer] = []
    var links: [OpaquePointer] = []
    let iterator = cmark_iter_new(document)
    defer { cmark_iter_free(iterator) }
    while case let event = cmark_iter_next(iterator), event != CMARK_EVENT_DONE {
      guard event == CMARK_EVENT_ENTER, let node = cmark_iter_get_node(iterator) else { continue }
      switch cmark_node_get_type(node) {
      case CMARK_NODE_HEADING: headings.append(node)
      case CMARK_NODE_CODE_BLOCK: codeBlocks.append(node)
      case CMARK_NODE_TEXT: texts.append(node)
      case CMARK_NODE_CODE, CMARK_NODE_HTML_INLINE, CMARK_NODE_HTML_BLOCK: literals.append(node)
      case CMARK_NODE_LINK, CMARK_NODE_IMAGE: links.append(node)
      default: break
      }
    }

    for node in literals { restoreLiteral(node) }
    for node in links { rewriteDestination(node) }
    // Headings before references: their ids come from the text as written.
    var rendered: [Heading] = []
    for node in headings { rendered.append(replaceHeading(node, ids: headingIDs)) }
    var diagnostics: [Diagnostic] = []
    var warnedLines = Set<Int>()
    for node in texts {
      if let warning = unclosedReference(in: node), warnedLines.insert(warning.location?.line ?? 0).inserted {
        diagnostics.append(warning)
      }
      expandReferences(node)
    }
    for node in codeBlocks { replaceCodeBlock(node) }

    guard let html = cmark_render_html(document, options.unsafeHTML ? CMARK_OPT_UNSAFE : CMARK_OPT_DEFAULT)
    else { return RenderedMarkdown(html: "", headings: rendered) }
    defer { free(html) }
    return RenderedMarkdown(html: String(cString: html), headings: rendered, diagnostics: diagnostics)
  }

  /// A text node (not code) on a line where the shield found a `{{` with no `}}` after it.
  private func unclosedReference(in node: OpaquePointer) -> Diagnostic? {
    let line = Int(cmark_node_get_start_line(node))
    guard let column = shield.unclosed[line], column >= Int(cmark_node_get_start_column(node)),
      literal(node).contains("{{")
    else { return nil }
    let at = SourceLocation(
      file: file, line: line + lineOffset, column: lines.characterColumn(line: line, byteColumn: column))
    return .warning(
      "'{{' is never closed on this line, so it is shown as text", at: at,
      hint: "close the reference with '}}' on the same line, or write '\\{{' for literal braces")
  }

  // MARK: Positions

  private func location(_ node: OpaquePointer, byteOffset: Int = 0) -> SourceLocation {
    let line = Int(cmark_node_get_start_line(node))
    let column = Int(cmark_node_get_start_column(node)) + byteOffset
    return SourceLocation(
      file: file, line: line + lineOffset, column: lines.characterColumn(line: line, byteColumn: column))
  }

  private func literal(_ node: OpaquePointer) -> String {
    cmark_node_get_literal(node).map { String(cString: $0) } ?? ""
  }

  // MARK: Rewrites

  private func restoreLiteral(_ node: OpaquePointer) {
    let text = literal(node)
    let restored = shield.restore(text)
    if restored != text { cmark_node_set_literal(node, restored) }
  }

  private func rewriteDestination(_ node: OpaquePointer) {
    let url = shield.restore(cmark_node_get_url(node).map { String(cString: $0) } ?? "")
    let isImage = cmark_node_get_type(node) == CMARK_NODE_IMAGE
    cmark_node_set_url(node, delegate.destination(url, isImage: isImage, at: location(node)))
    if let title = cmark_node_get_title(node) {
      cmark_node_set_title(node, shield.restore(String(cString: title)))
    }
  }

  /// Replaces a heading by a custom block that writes the same tag with an id.
  private func replaceHeading(_ node: OpaquePointer, ids: HeadingIDs) -> Heading {
    let level = Int(cmark_node_get_heading_level(node))
    var explicitID: String?
    // `## States {#states}` sets the id by hand.
    if let last = cmark_node_last_child(node), cmark_node_get_type(last) == CMARK_NODE_TEXT {
      let text = literal(last)
      if text.hasSuffix("}"), let open = text.range(of: " {#", options: .backwards) {
        let id = String(text[open.upperBound..<text.index(before: text.endIndex)])
        if !id.isEmpty, id.allSatisfy({ $0.isLetter || $0.isNumber || $0 == "-" || $0 == "_" }) {
          explicitID = id
          cmark_node_set_literal(last, String(text[..<open.lowerBound]))
        }
      }
    }
    let text = shield.restore(plainText(node)).trimmingCharacters(in: .whitespaces)
    let id = ids.id(for: text, explicit: explicitID)
    let heading = Heading(level: level, text: text, id: id, location: location(node))

    let block = cmark_node_new(CMARK_NODE_CUSTOM_BLOCK)
    cmark_node_set_on_enter(block, "<h\(level) id=\"\(Escape.html(id))\">")
    cmark_node_set_on_exit(block, "</h\(level)>")
    while let child = cmark_node_first_child(node) {
      cmark_node_unlink(child)
      cmark_node_append_child(block, child)
    }
    cmark_node_replace(node, block)
    cmark_node_free(node)
    return heading
  }

  private func plainText(_ node: OpaquePointer) -> String {
    var out = ""
    var child = cmark_node_first_child(node)
    while let current = child {
      switch cmark_node_get_type(current) {
      case CMARK_NODE_TEXT, CMARK_NODE_CODE: out += literal(current)
      case CMARK_NODE_SOFTBREAK, CMARK_NODE_LINEBREAK: out += " "
      default: out += plainText(current)
      }
      child = cmark_node_next(current)
    }
    return out
  }

  /// Splits a text node around its `{{…}}` placeholders and inserts the delegate's HTML.
  private func expandReferences(_ node: OpaquePointer) {
    let text = literal(node)
    let pieces = shield.split(text)
    guard pieces.contains(where: { if case .reference = $0 { true } else { false } }) else { return }
    var byteOffset = 0
    for piece in pieces {
      switch piece {
      case .text(let run):
        let textNode = cmark_node_new(CMARK_NODE_TEXT)
        cmark_node_set_literal(textNode, run)
        cmark_node_insert_before(node, textNode)
        byteOffset += run.utf8.count
      case .reference(let index):
        let original = shield.references[index]
        let inner = String(original.dropFirst(2).dropLast(2)).trimmingCharacters(in: .whitespaces)
        let html = delegate.inlineReference(inner, at: location(node, byteOffset: byteOffset))
        let inline = cmark_node_new(CMARK_NODE_CUSTOM_INLINE)
        cmark_node_set_on_enter(inline, html)
        cmark_node_set_on_exit(inline, "")
        cmark_node_insert_before(node, inline)
        byteOffset += original.utf8.count
      }
    }
    cmark_node_unlink(node)
    cmark_node_free(node)
  }

  /// A fenced block becomes the delegate's HTML (a directive) or highlighted code.
  private func replaceCodeBlock(_ node: OpaquePointer) {
    let info = shield.restore(cmark_node_get_fence_info(node).map { String(cString: $0) } ?? "")
      .trimmingCharacters(in: .whitespaces)
    let body = shield.restore(literal(node))
    let html =
      delegate.fencedBlock(info: info, body: body, at: location(node))
      ?? CodeBlockHTML.render(code: body, info: info)
    let block = cmark_node_new(CMARK_NODE_CUSTOM_BLOCK)
    cmark_node_set_on_enter(block, html)
    cmark_node_set_on_exit(block, "")
    cmark_node_replace(node, block)
    cmark_node_free(node)
  }
}
