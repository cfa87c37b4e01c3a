internal import CCmark
import Foundation
import SpecimenCore

/// The one place that talks to cmark: parsing, the tree's nodes, and cmark's own HTML renderer
/// (safe mode unless the site allows raw HTML). Everything else in the module edits the tree
/// through `MarkdownNode`.
enum CMark {
  /// Parses with source positions. The length is passed, so a NUL byte is cmark's to replace
  /// (with U+FFFD), not the end of the page.
  static func parse(_ source: String, unsafeHTML: Bool) -> MarkdownNode? {
    let options = CMARK_OPT_SOURCEPOS | (unsafeHTML ? CMARK_OPT_UNSAFE : 0)
    var text = source
    let pointer = text.withUTF8 { buffer in
      buffer.withMemoryRebound(to: CChar.self) { chars in
        chars.baseAddress.flatMap { cmark_parse_document($0, chars.count, options) }
          ?? cmark_parse_document("", 0, options)
      }
    }
    guard let pointer else { return nil }
    cmark_consolidate_text_nodes(pointer)
    return MarkdownNode(pointer)
  }

  static func renderHTML(_ document: MarkdownNode, unsafeHTML: Bool) -> String {
    guard let html = cmark_render_html(document.pointer, unsafeHTML ? CMARK_OPT_UNSAFE : CMARK_OPT_DEFAULT) else {
      return ""
    }
    defer { free(html) }
    return String(cString: html)
  }
}

/// A node of cmark's tree. Nodes are owned by their document; `free()` a node only once it is
/// unlinked (or the document itself, once rendered).
struct MarkdownNode: Hashable {
  fileprivate let pointer: OpaquePointer

  fileprivate init(_ pointer: OpaquePointer) { self.pointer = pointer }
  fileprivate init?(_ pointer: OpaquePointer?) {
    guard let pointer else { return nil }
    self.pointer = pointer
  }

  enum Kind {
    case document, blockQuote, list, item, codeBlock, htmlBlock, customBlock, paragraph, heading
    case thematicBreak, text, softBreak, lineBreak, code, htmlInline, customInline, emphasis, strong
    case link, image, none
  }

  var kind: Kind {
    switch cmark_node_get_type(pointer) {
    case CMARK_NODE_DOCUMENT: .document
    case CMARK_NODE_BLOCK_QUOTE: .blockQuote
    case CMARK_NODE_LIST: .list
    case CMARK_NODE_ITEM: .item
    case CMARK_NODE_CODE_BLOCK: .codeBlock
    case CMARK_NODE_HTML_BLOCK: .htmlBlock
    case CMARK_NODE_CUSTOM_BLOCK: .customBlock
    case CMARK_NODE_PARAGRAPH: .paragraph
    case CMARK_NODE_HEADING: .heading
    case CMARK_NODE_THEMATIC_BREAK: .thematicBreak
    case CMARK_NODE_TEXT: .text
    case CMARK_NODE_SOFTBREAK: .softBreak
    case CMARK_NODE_LINEBREAK: .lineBreak
    case CMARK_NODE_CODE: .code
    case CMARK_NODE_HTML_INLINE: .htmlInline
    case CMARK_NODE_CUSTOM_INLINE: .customInline
    case CMARK_NODE_EMPH: .emphasis
    case CMARK_NODE_STRONG: .strong
    case CMARK_NODE_LINK: .link
    case CMARK_NODE_IMAGE: .image
    default: .none
    }
  }

  // MARK: New nodes

  /// cmark aborts when it cannot allocate, so a new node is never missing.
  private static func new(_ type: cmark_node_type) -> MarkdownNode { MarkdownNode(cmark_node_new(type)!) }

  static func text(_ literal: String) -> MarkdownNode {
    let node = new(CMARK_NODE_TEXT)
    node.literal = literal
    return node
  }

  /// HTML written around the node's children; a block starts and ends on its own line.
  /// A node cmark writes as `enter`, its children, then `exit`: markup made by the builder.
  static func custom(block: Bool, enter: Markup, exit: Markup = Markup()) -> MarkdownNode {
    // Safe: both halves were written by the escaping builder.
    custom(block: block, trusted: enter.markup, exit: exit.markup)
  }

  /// A node cmark writes as `enter`, its children, then `exit`, spliced as they are: only for
  /// fragments built safely already (a directive's markup, highlighted code).
  private static func custom(block: Bool, trusted enter: String, exit: String) -> MarkdownNode {
    let node = new(block ? CMARK_NODE_CUSTOM_BLOCK : CMARK_NODE_CUSTOM_INLINE)
    cmark_node_set_on_enter(node.pointer, enter)
    cmark_node_set_on_exit(node.pointer, exit)
    return node
  }

  static func link(url: String) -> MarkdownNode {
    let node = new(CMARK_NODE_LINK)
    cmark_node_set_url(node.pointer, url)
    return node
  }

  static func paragraph() -> MarkdownNode { new(CMARK_NODE_PARAGRAPH) }

  // MARK: Content

  var literal: String {
    get { cmark_node_get_literal(pointer).map { String(cString: $0) } ?? "" }
    nonmutating set { cmark_node_set_literal(pointer, newValue) }
  }

  /// Whether the literal contains `text`, without copying it out of cmark (for quick checks).
  func literalContains(_ text: String) -> Bool {
    guard let literal = cmark_node_get_literal(pointer) else { return false }
    return strstr(literal, text) != nil
  }

  var url: String {
    get { cmark_node_get_url(pointer).map { String(cString: $0) } ?? "" }
    nonmutating set { cmark_node_set_url(pointer, newValue) }
  }

  var title: String? {
    get { cmark_node_get_title(pointer).map { String(cString: $0) } }
    nonmutating set { cmark_node_set_title(pointer, newValue ?? "") }
  }

  var fenceInfo: String { cmark_node_get_fence_info(pointer).map { String(cString: $0) } ?? "" }
  var headingLevel: Int { Int(cmark_node_get_heading_level(pointer)) }
  var isTightList: Bool { cmark_node_get_list_tight(pointer) != 0 }
  /// cmark's enter HTML of a custom node.
  var onEnter: String { cmark_node_get_on_enter(pointer).map { String(cString: $0) } ?? "" }

  // MARK: Position (1-based lines, 1-based byte columns)

  var startLine: Int { Int(cmark_node_get_start_line(pointer)) }
  var startColumn: Int { Int(cmark_node_get_start_column(pointer)) }
  var endLine: Int { Int(cmark_node_get_end_line(pointer)) }
  var endColumn: Int { Int(cmark_node_get_end_column(pointer)) }

  // MARK: Structure

  var parent: MarkdownNode? { MarkdownNode(cmark_node_parent(pointer)) }
  var firstChild: MarkdownNode? { MarkdownNode(cmark_node_first_child(pointer)) }
  var lastChild: MarkdownNode? { MarkdownNode(cmark_node_last_child(pointer)) }
  var next: MarkdownNode? { MarkdownNode(cmark_node_next(pointer)) }
  var previous: MarkdownNode? { MarkdownNode(cmark_node_previous(pointer)) }

  var children: [MarkdownNode] {
    var out: [MarkdownNode] = []
    var child = firstChild
    while let current = child {
      out.append(current)
      child = current.next
    }
    return out
  }

  /// This node and every node inside it, in document order.
  var descendants: [MarkdownNode] {
    var out: [MarkdownNode] = []
    let iterator = cmark_iter_new(pointer)
    defer { cmark_iter_free(iterator) }
    while case let event = cmark_iter_next(iterator), event != CMARK_EVENT_DONE {
      if event == CMARK_EVENT_ENTER, let node = cmark_iter_get_node(iterator) { out.append(MarkdownNode(node)) }
    }
    return out
  }

  func insertBefore(_ node: MarkdownNode) { cmark_node_insert_before(pointer, node.pointer) }
  func insertAfter(_ node: MarkdownNode) { cmark_node_insert_after(pointer, node.pointer) }
  func append(_ node: MarkdownNode) { cmark_node_append_child(pointer, node.pointer) }
  func prepend(_ node: MarkdownNode) { cmark_node_prepend_child(pointer, node.pointer) }
  func unlink() { cmark_node_unlink(pointer) }
  /// Frees the node and everything inside it.
  func free() { cmark_node_free(pointer) }

  /// Puts `node` where this node is and frees this one.
  func replace(with node: MarkdownNode) {
    cmark_node_replace(pointer, node.pointer)
    cmark_node_free(pointer)
  }

  /// Moves this node's children to the end of `node`.
  func moveChildren(to node: MarkdownNode) {
    while let child = firstChild {
      child.unlink()
      node.append(child)
    }
  }
}
