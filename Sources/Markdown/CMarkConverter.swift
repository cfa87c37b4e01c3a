internal import CCmark
import Foundation
import SpecimenCore

/// The one place that talks to cmark. A page is parsed by cmark and its tree copied at once into a
/// `MarkdownTree`, and cmark's is freed; every later pass edits the Swift tree, and
/// `MarkdownHTMLWriter` writes it as cmark's renderer would. `renderHTML` builds the tree in cmark
/// again and has cmark's own renderer write it: the reference the tests hold the writer to.
enum CMark {
  /// Parses with source positions into `tree` and returns the document's node. The length is
  /// passed, so a NUL byte is cmark's to replace (with U+FFFD), not the end of the page.
  static func parse(_ source: String, unsafeHTML: Bool, into tree: MarkdownTree) -> MarkdownNode? {
    let options = CMARK_OPT_SOURCEPOS | (unsafeHTML ? CMARK_OPT_UNSAFE : 0)
    var text = source
    let pointer = text.withUTF8 { buffer in
      buffer.withMemoryRebound(to: CChar.self) { chars in
        chars.baseAddress.flatMap { cmark_parse_document($0, chars.count, options) }
          ?? cmark_parse_document("", 0, options)
      }
    }
    guard let pointer else { return nil }
    defer { cmark_node_free(pointer) }
    cmark_consolidate_text_nodes(pointer)
    // A node to every 15 bytes or so of a page's Markdown, and the passes add some: room made once.
    tree.reserve(source.utf8.count / 14)
    return copy(pointer, into: tree)
  }

  static func renderHTML(_ document: MarkdownNode, unsafeHTML: Bool) -> String {
    guard let root = build(document) else { return "" }
    defer { cmark_node_free(root) }
    guard let html = cmark_render_html(root, unsafeHTML ? CMARK_OPT_UNSAFE : CMARK_OPT_DEFAULT) else { return "" }
    defer { free(html) }
    return String(cString: html)
  }

  // MARK: cmark → Swift

  /// Copies cmark's tree in document order, a parent before its children, without recursion.
  private static func copy(_ root: OpaquePointer, into tree: MarkdownTree) -> MarkdownNode {
    let document = node(root, in: tree)
    // The copies of the nodes from the root to the current one.
    var path = [document]
    var current = root
    while true {
      if let child = cmark_node_first_child(current) {
        current = child
      } else {
        // Leave nodes until one has a next sibling.
        while true {
          guard current != root else { return document }
          path.removeLast()
          if let next = cmark_node_next(current) {
            current = next
            break
          }
          guard let parent = cmark_node_parent(current) else { return document }
          current = parent
        }
      }
      let copied = node(current, in: tree)
      tree.appendNew(copied, to: path[path.count - 1])
      path.append(copied)
    }
  }

  private static func node(_ pointer: OpaquePointer, in tree: MarkdownTree) -> MarkdownNode {
    func string(_ text: UnsafePointer<CChar>?) -> String { text.map { String(cString: $0) } ?? "" }
    let kind: MarkdownNode.Kind
    var content = MarkdownNode.Content.none
    switch cmark_node_get_type(pointer) {
    case CMARK_NODE_DOCUMENT: kind = .document
    case CMARK_NODE_BLOCK_QUOTE: kind = .blockQuote
    case CMARK_NODE_LIST:
      kind = .list
      content = .list(
        .init(
          ordered: cmark_node_get_list_type(pointer) == CMARK_ORDERED_LIST,
          parenthesis: cmark_node_get_list_delim(pointer) == CMARK_PAREN_DELIM,
          start: Int(cmark_node_get_list_start(pointer)), tight: cmark_node_get_list_tight(pointer) != 0))
    case CMARK_NODE_ITEM: kind = .item
    case CMARK_NODE_CODE_BLOCK:
      kind = .codeBlock
      content = .codeBlock(
        info: string(cmark_node_get_fence_info(pointer)), literal: string(cmark_node_get_literal(pointer)))
    case CMARK_NODE_HTML_BLOCK: kind = .htmlBlock
    case CMARK_NODE_CUSTOM_BLOCK: kind = .customBlock
    case CMARK_NODE_PARAGRAPH: kind = .paragraph
    case CMARK_NODE_HEADING:
      kind = .heading
      content = .heading(level: Int(cmark_node_get_heading_level(pointer)))
    case CMARK_NODE_THEMATIC_BREAK: kind = .thematicBreak
    case CMARK_NODE_TEXT: kind = .text
    case CMARK_NODE_SOFTBREAK: kind = .softBreak
    case CMARK_NODE_LINEBREAK: kind = .lineBreak
    case CMARK_NODE_CODE: kind = .code
    case CMARK_NODE_HTML_INLINE: kind = .htmlInline
    case CMARK_NODE_CUSTOM_INLINE: kind = .customInline
    case CMARK_NODE_EMPH: kind = .emphasis
    case CMARK_NODE_STRONG: kind = .strong
    case CMARK_NODE_LINK, CMARK_NODE_IMAGE:
      kind = cmark_node_get_type(pointer) == CMARK_NODE_LINK ? .link : .image
      content = .link(url: string(cmark_node_get_url(pointer)), title: string(cmark_node_get_title(pointer)))
    default: kind = .customBlock  // cmark 0.30 makes no other kind
    }
    switch kind {
    case .text, .code, .htmlInline, .htmlBlock: content = .literal(string(cmark_node_get_literal(pointer)))
    case .customBlock, .customInline:
      // Safe: cmark gives back the markup a custom node was made with.
      content = .custom(
        CustomMarkup(
          enter: Markup(trusted: string(cmark_node_get_on_enter(pointer))),
          exit: Markup(trusted: string(cmark_node_get_on_exit(pointer)))))
    default: break
    }
    let position = MarkdownNode.Position(
      startLine: cmark_node_get_start_line(pointer), startColumn: cmark_node_get_start_column(pointer),
      endLine: cmark_node_get_end_line(pointer), endColumn: cmark_node_get_end_column(pointer))
    return tree.node(kind, content, at: position)
  }

  // MARK: Swift → cmark, for its renderer

  /// cmark's tree of `document`, to be freed by the caller.
  private static func build(_ document: MarkdownNode) -> OpaquePointer? {
    var root: OpaquePointer?
    var parents: [OpaquePointer] = []
    document.walk { node, entering in
      guard entering else {
        parents.removeLast()
        return
      }
      let made = cmarkNode(node)
      if let parent = parents.last { cmark_node_append_child(parent, made) } else { root = made }
      parents.append(made)
    }
    return root
  }

  /// cmark aborts when it cannot allocate, so a new node is never missing.
  private static func cmarkNode(_ node: MarkdownNode) -> OpaquePointer {
    let type: cmark_node_type =
      switch node.kind {
      case .document: CMARK_NODE_DOCUMENT
      case .blockQuote: CMARK_NODE_BLOCK_QUOTE
      case .list: CMARK_NODE_LIST
      case .item: CMARK_NODE_ITEM
      case .codeBlock: CMARK_NODE_CODE_BLOCK
      case .htmlBlock: CMARK_NODE_HTML_BLOCK
      case .customBlock: CMARK_NODE_CUSTOM_BLOCK
      case .paragraph: CMARK_NODE_PARAGRAPH
      case .heading: CMARK_NODE_HEADING
      case .thematicBreak: CMARK_NODE_THEMATIC_BREAK
      case .text: CMARK_NODE_TEXT
      case .softBreak: CMARK_NODE_SOFTBREAK
      case .lineBreak: CMARK_NODE_LINEBREAK
      case .code: CMARK_NODE_CODE
      case .htmlInline: CMARK_NODE_HTML_INLINE
      case .customInline: CMARK_NODE_CUSTOM_INLINE
      case .emphasis: CMARK_NODE_EMPH
      case .strong: CMARK_NODE_STRONG
      case .link: CMARK_NODE_LINK
      case .image: CMARK_NODE_IMAGE
      }
    let made = cmark_node_new(type)!
    switch node.content {
    case .none: break
    case .literal(let text): cmark_node_set_literal(made, text)
    case .codeBlock(let info, let literal):
      cmark_node_set_fence_info(made, info)
      cmark_node_set_literal(made, literal)
    case .link(let url, let title):
      cmark_node_set_url(made, url)
      cmark_node_set_title(made, title)
    case .heading(let level): cmark_node_set_heading_level(made, Int32(level))
    case .list(let list):
      cmark_node_set_list_type(made, list.ordered ? CMARK_ORDERED_LIST : CMARK_BULLET_LIST)
      cmark_node_set_list_delim(made, list.parenthesis ? CMARK_PAREN_DELIM : CMARK_PERIOD_DELIM)
      cmark_node_set_list_start(made, Int32(list.start))
      cmark_node_set_list_tight(made, list.tight ? 1 : 0)
    case .custom(let custom):
      // Safe: both halves were written by the escaping builder (or are a directive's markup or
      // highlighted code, built safely already).
      cmark_node_set_on_enter(made, custom.enter.markup)
      cmark_node_set_on_exit(made, custom.exit.markup)
    case .headingTag(let level, let id):
      cmark_node_set_on_enter(made, MarkdownHTMLWriter.headingStartTag(level: level, id: id))
      cmark_node_set_on_exit(made, "</h\(level)>")
    }
    return made
  }
}
