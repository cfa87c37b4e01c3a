import SpecimenCore

/// A page's Markdown as Swift values: cmark's tree copied once when it is parsed (`CMark.parse`),
/// edited by the GitHub Flavored Markdown passes and the converter, and handed to cmark again only
/// to be written as HTML. The nodes live in one array, linked by index as cmark links them, so
/// every edit takes constant time and dropping a tree of any depth or width recurses nowhere.
/// A node taken out of the tree stays in the array, unreachable, until the tree goes.
final class MarkdownTree {
  /// A node's kind, content, position and links (indices into `records`, -1 for none).
  struct Record {
    fileprivate(set) var kind: MarkdownNode.Kind
    fileprivate(set) var content: MarkdownNode.Content
    fileprivate(set) var position: MarkdownNode.Position
    fileprivate(set) var parent: Int32 = -1
    fileprivate(set) var firstChild: Int32 = -1
    fileprivate(set) var lastChild: Int32 = -1
    fileprivate(set) var next: Int32 = -1
    fileprivate(set) var previous: Int32 = -1
  }

  /// Every node made for the tree, read in place by the HTML writer; edited only through the nodes.
  fileprivate(set) var records: [Record] = []

  /// A new node outside the tree, to be put in it.
  func node(
    _ kind: MarkdownNode.Kind, _ content: MarkdownNode.Content = .none, at position: MarkdownNode.Position = .none
  )
    -> MarkdownNode
  {
    records.append(Record(kind: kind, content: content, position: position))
    return MarkdownNode(tree: self, index: Int32(records.count - 1))
  }

  func text(_ literal: String) -> MarkdownNode { node(.text, .literal(literal)) }

  /// Links `child`, a node just made, as the last child of `parent`, unchecked: for the copy of
  /// cmark's tree, which keeps cmark's rules already.
  func appendNew(_ child: MarkdownNode, to parent: MarkdownNode) {
    let last = records[Int(parent.index)].lastChild
    records[Int(child.index)].parent = parent.index
    records[Int(child.index)].previous = last
    if last >= 0 { records[Int(last)].next = child.index } else { records[Int(parent.index)].firstChild = child.index }
    records[Int(parent.index)].lastChild = child.index
  }

  /// A node written as `enter`, its children, then `exit`: markup made by the escaping builder.
  /// A block starts and ends on its own line.
  func custom(block: Bool, enter: Markup, exit: Markup = Markup()) -> MarkdownNode {
    node(block ? .customBlock : .customInline, .custom(CustomMarkup(enter: enter, exit: exit)))
  }

  /// An inline written as a heading's start tag with its id, its children, then its end tag: the
  /// heading as the page writes it, known by its level and id to a reader of the body's pieces.
  func headingTag(level: Int, id: String) -> MarkdownNode {
    node(.customInline, .headingTag(level: level, id: id))
  }

  func link(url: String) -> MarkdownNode { node(.link, .link(url: url, title: "")) }

  func paragraph() -> MarkdownNode { node(.paragraph) }
}

/// A node of a `MarkdownTree`: the tree and the node's place in it.
struct MarkdownNode: Hashable {
  let tree: MarkdownTree
  /// The node's place in `tree.records`.
  let index: Int32

  static func == (lhs: MarkdownNode, rhs: MarkdownNode) -> Bool { lhs.index == rhs.index && lhs.tree === rhs.tree }
  func hash(into hasher: inout Hasher) { hasher.combine(index) }

  enum Kind {
    case document, blockQuote, list, item, codeBlock, htmlBlock, customBlock, paragraph, heading
    case thematicBreak, text, softBreak, lineBreak, code, htmlInline, customInline, emphasis, strong
    case link, image

    var isBlock: Bool {
      switch self {
      case .document, .blockQuote, .list, .item, .codeBlock, .htmlBlock, .customBlock, .paragraph, .heading,
        .thematicBreak:
        true
      default: false
      }
    }

    var isInline: Bool { !isBlock }

    /// Whether a node of this kind may hold one of `child`'s, by cmark's rules: an edit that
    /// breaks them is refused, as cmark refuses it.
    func canContain(_ child: Kind) -> Bool {
      switch self {
      case .document, .blockQuote, .item: child.isBlock && child != .item && child != .document
      case .list: child == .item
      case .customBlock: child != .document
      case .paragraph, .heading, .emphasis, .strong, .link, .image, .customInline: child.isInline
      default: false
      }
    }
  }

  /// What a node holds besides its children, by kind.
  enum Content {
    case none
    /// Text, a code span, raw HTML.
    case literal(String)
    case codeBlock(info: String, literal: String)
    case link(url: String, title: String)
    case heading(level: Int)
    case list(List)
    /// The markup written before and after a custom node's children.
    case custom(CustomMarkup)
    /// A custom inline written as `<hN id="…">` before its children and `</hN>` after them.
    case headingTag(level: Int, id: String)
  }

  struct List {
    var ordered: Bool
    /// Whether an ordered list's numbers end in `)` rather than `.`.
    var parenthesis: Bool
    var start: Int
    var tight: Bool
  }

  /// Where a node was written: 1-based lines and 1-based byte columns, as cmark counts them.
  struct Position {
    var startLine: Int32
    var startColumn: Int32
    var endLine: Int32
    var endColumn: Int32
    static let none = Position(startLine: 0, startColumn: 0, endLine: 0, endColumn: 0)
  }

  private var record: MarkdownTree.Record {
    _read { yield tree.records[Int(index)] }
    nonmutating _modify { yield &tree.records[Int(index)] }
  }

  private func node(_ index: Int32) -> MarkdownNode? {
    index < 0 ? nil : MarkdownNode(tree: tree, index: index)
  }

  var kind: Kind { record.kind }
  var content: Content { record.content }
  var position: Position { record.position }

  // MARK: Content

  /// The text of a text node, code span, raw HTML or code block; empty for other kinds.
  var literal: String {
    get {
      switch record.content {
      case .literal(let text), .codeBlock(_, let text): text
      default: ""
      }
    }
    nonmutating set {
      switch record.content {
      case .literal: record.content = .literal(newValue)
      case .codeBlock(let info, _): record.content = .codeBlock(info: info, literal: newValue)
      default: break
      }
    }
  }

  /// Whether the literal holds `text`, byte for byte.
  func literalContains(_ text: StaticString) -> Bool {
    guard case .literal(var literal) = record.content else { return false }
    return literal.withUTF8 { haystack in
      text.withUTF8Buffer { needle in
        guard let first = needle.first else { return true }
        // Each place the first byte is (memchr), then the rest compared there.
        var position = 0
        while let start = haystack.firstIndex(of: first, from: position) {
          guard start + needle.count <= haystack.count else { return false }
          if needle.indices.allSatisfy({ haystack[start + $0] == needle[$0] }) { return true }
          position = start + 1
        }
        return false
      }
    }
  }

  var url: String {
    get {
      guard case .link(let url, _) = record.content else { return "" }
      return url
    }
    nonmutating set {
      guard case .link(_, let title) = record.content else { return }
      record.content = .link(url: newValue, title: title)
    }
  }

  /// A link's or an image's title (empty when it has none); nil for other kinds.
  var title: String? {
    get {
      guard case .link(_, let title) = record.content else { return nil }
      return title
    }
    nonmutating set {
      guard case .link(let url, _) = record.content else { return }
      record.content = .link(url: url, title: newValue ?? "")
    }
  }

  var fenceInfo: String {
    guard case .codeBlock(let info, _) = record.content else { return "" }
    return info
  }

  var headingLevel: Int {
    guard case .heading(let level) = record.content else { return 0 }
    return level
  }

  var isTightList: Bool {
    guard case .list(let list) = record.content else { return false }
    return list.tight
  }

  // MARK: Position

  var startLine: Int { Int(record.position.startLine) }
  var startColumn: Int { Int(record.position.startColumn) }
  var endLine: Int { Int(record.position.endLine) }
  var endColumn: Int { Int(record.position.endColumn) }

  // MARK: Structure

  var parent: MarkdownNode? { node(record.parent) }
  var firstChild: MarkdownNode? { node(record.firstChild) }
  var lastChild: MarkdownNode? { node(record.lastChild) }
  var next: MarkdownNode? { node(record.next) }
  var previous: MarkdownNode? { node(record.previous) }

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
    walk { node, entering in if entering { out.append(node) } }
    return out
  }

  /// Visits this node and every node inside it in document order, each as it is entered and
  /// again as it is left (after its children), without recursion.
  func walk(_ visit: (MarkdownNode, _ entering: Bool) -> Void) {
    var current = self
    var entering = true
    while true {
      if entering {
        visit(current, true)
        if let child = current.firstChild {
          current = child
          continue
        }
      }
      visit(current, false)
      if current == self { return }
      if let next = current.next {
        current = next
        entering = true
      } else if let parent = current.parent {
        current = parent
        entering = false
      } else {
        return
      }
    }
  }

  // MARK: Edits (refused, as cmark refuses them, where the parent cannot hold the node)

  func insertBefore(_ sibling: MarkdownNode) {
    guard let parent, parent.kind.canContain(sibling.kind) else { return }
    sibling.remove()
    sibling.record.parent = parent.index
    sibling.record.next = index
    sibling.record.previous = record.previous
    if let previous { previous.record.next = sibling.index } else { parent.record.firstChild = sibling.index }
    record.previous = sibling.index
  }

  func insertAfter(_ sibling: MarkdownNode) {
    guard let parent, parent.kind.canContain(sibling.kind) else { return }
    sibling.remove()
    sibling.record.parent = parent.index
    sibling.record.previous = index
    sibling.record.next = record.next
    if let next { next.record.previous = sibling.index } else { parent.record.lastChild = sibling.index }
    record.next = sibling.index
  }

  func append(_ child: MarkdownNode) {
    guard kind.canContain(child.kind) else { return }
    child.remove()
    child.record.parent = index
    child.record.previous = record.lastChild
    if let lastChild { lastChild.record.next = child.index } else { record.firstChild = child.index }
    record.lastChild = child.index
  }

  func prepend(_ child: MarkdownNode) {
    guard kind.canContain(child.kind) else { return }
    child.remove()
    child.record.parent = index
    child.record.next = record.firstChild
    if let firstChild { firstChild.record.previous = child.index } else { record.lastChild = child.index }
    record.firstChild = child.index
  }

  /// Takes the node, with everything inside it, out of its parent.
  func remove() {
    guard let parent else { return }
    if let previous { previous.record.next = record.next } else { parent.record.firstChild = record.next }
    if let next { next.record.previous = record.previous } else { parent.record.lastChild = record.previous }
    record.parent = -1
    record.next = -1
    record.previous = -1
  }

  /// Puts `node` where this node is and takes this one out.
  func replace(with node: MarkdownNode) {
    insertBefore(node)
    remove()
  }

  /// Moves this node's children to the end of `node`.
  func moveChildren(to node: MarkdownNode) {
    while let child = firstChild {
      child.remove()
      node.append(child)
    }
  }
}

/// The markup a custom node writes before and after its children, each with the pieces it was
/// built in; held by reference, so a node's content stays as small as a link's.
final class CustomMarkup: Sendable {
  let enter: Markup
  let exit: Markup

  init(enter: Markup, exit: Markup) {
    self.enter = enter
    self.exit = exit
  }
}
