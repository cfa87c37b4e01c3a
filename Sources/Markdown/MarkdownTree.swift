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

  /// Room for `count` more nodes.
  func reserve(_ count: Int) {
    let needed = records.count + count
    if records.capacity < needed { records.reserveCapacity(max(needed, records.capacity * 2)) }
  }

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
///
/// A node does not keep its tree alive: whoever holds nodes holds their tree (`PageConverter`
/// does, for the page's render), so walking and copying nodes, which every pass does for each
/// node of the page, retains and releases nothing, and a node reads its record through the
/// tree borrowed.
struct MarkdownNode: Hashable {
  private let storage: Unmanaged<MarkdownTree>
  /// The node's place in `tree.records`.
  let index: Int32

  init(tree: MarkdownTree, index: Int32) {
    storage = Unmanaged.passUnretained(tree)
    self.index = index
  }

  private init(storage: Unmanaged<MarkdownTree>, index: Int32) {
    self.storage = storage
    self.index = index
  }

  var tree: MarkdownTree { storage.takeUnretainedValue() }

  static func == (lhs: MarkdownNode, rhs: MarkdownNode) -> Bool {
    lhs.index == rhs.index && lhs.storage.toOpaque() == rhs.storage.toOpaque()
  }
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

  /// What `body` reads of the node's record, read in place: a field is loaded alone, and the
  /// record (with its content's strings) is not copied to read its kind or its links.
  @inline(__always) private func read<Value>(_ body: (UnsafePointer<MarkdownTree.Record>) -> Value) -> Value {
    storage._withUnsafeGuaranteedRef { tree in
      tree.records.withUnsafeBufferPointer { body($0.baseAddress.unsafelyUnwrapped + Int(index)) }
    }
  }

  /// Edits the node's record; `body` reads nothing else of the tree.
  @inline(__always) private func modify(_ body: (inout MarkdownTree.Record) -> Void) {
    storage._withUnsafeGuaranteedRef { body(&$0.records[Int(index)]) }
  }

  private func node(_ index: Int32) -> MarkdownNode? {
    index < 0 ? nil : MarkdownNode(storage: storage, index: index)
  }

  var kind: Kind { read { $0.pointee.kind } }
  var content: Content { read { $0.pointee.content } }
  var position: Position { read { $0.pointee.position } }

  // MARK: Content

  /// The text of a text node, code span, raw HTML or code block; empty for other kinds.
  var literal: String {
    get {
      read { record in
        switch record.pointee.content {
        case .literal(let text), .codeBlock(_, let text): text
        default: ""
        }
      }
    }
    nonmutating set {
      modify { record in
        switch record.content {
        case .literal: record.content = .literal(newValue)
        case .codeBlock(let info, _): record.content = .codeBlock(info: info, literal: newValue)
        default: break
        }
      }
    }
  }

  /// Whether the literal holds `text`, byte for byte.
  func literalContains(_ text: StaticString) -> Bool {
    guard case .literal(var literal) = content else { return false }
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
      read { record in
        guard case .link(let url, _) = record.pointee.content else { return "" }
        return url
      }
    }
    nonmutating set {
      modify { record in
        guard case .link(_, let title) = record.content else { return }
        record.content = .link(url: newValue, title: title)
      }
    }
  }

  /// A link's or an image's title (empty when it has none); nil for other kinds.
  var title: String? {
    get {
      read { record in
        guard case .link(_, let title) = record.pointee.content else { return nil }
        return title
      }
    }
    nonmutating set {
      modify { record in
        guard case .link(let url, _) = record.content else { return }
        record.content = .link(url: url, title: newValue ?? "")
      }
    }
  }

  var fenceInfo: String {
    read { record in
      guard case .codeBlock(let info, _) = record.pointee.content else { return "" }
      return info
    }
  }

  var headingLevel: Int {
    read { record in
      guard case .heading(let level) = record.pointee.content else { return 0 }
      return level
    }
  }

  var isTightList: Bool {
    read { record in
      guard case .list(let list) = record.pointee.content else { return false }
      return list.tight
    }
  }

  // MARK: Position

  var startLine: Int { Int(read { $0.pointee.position.startLine }) }
  var startColumn: Int { Int(read { $0.pointee.position.startColumn }) }
  var endLine: Int { Int(read { $0.pointee.position.endLine }) }
  var endColumn: Int { Int(read { $0.pointee.position.endColumn }) }

  // MARK: Structure

  var parent: MarkdownNode? { node(read { $0.pointee.parent }) }
  var firstChild: MarkdownNode? { node(read { $0.pointee.firstChild }) }
  var lastChild: MarkdownNode? { node(read { $0.pointee.lastChild }) }
  var next: MarkdownNode? { node(read { $0.pointee.next }) }
  var previous: MarkdownNode? { node(read { $0.pointee.previous }) }

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

  /// This node and the nodes inside it that `include` takes, in document order: what a pass that
  /// edits the tree goes through (the tree must not change under a walk), gathered in one walk.
  func descendants(where include: (MarkdownNode) -> Bool) -> [MarkdownNode] {
    var out: [MarkdownNode] = []
    walk { node, entering in if entering, include(node) { out.append(node) } }
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
  // Each record is read before another is edited: an edit holds the tree's records alone.

  func insertBefore(_ sibling: MarkdownNode) {
    guard let parent, parent.kind.canContain(sibling.kind) else { return }
    sibling.remove()
    let before = read { $0.pointee.previous }
    sibling.modify {
      $0.parent = parent.index
      $0.next = index
      $0.previous = before
    }
    if let previous {
      previous.modify { $0.next = sibling.index }
    } else {
      parent.modify { $0.firstChild = sibling.index }
    }
    modify { $0.previous = sibling.index }
  }

  func insertAfter(_ sibling: MarkdownNode) {
    guard let parent, parent.kind.canContain(sibling.kind) else { return }
    sibling.remove()
    let after = read { $0.pointee.next }
    sibling.modify {
      $0.parent = parent.index
      $0.previous = index
      $0.next = after
    }
    if let next { next.modify { $0.previous = sibling.index } } else { parent.modify { $0.lastChild = sibling.index } }
    modify { $0.next = sibling.index }
  }

  func append(_ child: MarkdownNode) {
    guard kind.canContain(child.kind) else { return }
    child.remove()
    let last = read { $0.pointee.lastChild }
    child.modify {
      $0.parent = index
      $0.previous = last
    }
    if let lastChild { lastChild.modify { $0.next = child.index } } else { modify { $0.firstChild = child.index } }
    modify { $0.lastChild = child.index }
  }

  func prepend(_ child: MarkdownNode) {
    guard kind.canContain(child.kind) else { return }
    child.remove()
    let first = read { $0.pointee.firstChild }
    child.modify {
      $0.parent = index
      $0.next = first
    }
    if let firstChild { firstChild.modify { $0.previous = child.index } } else { modify { $0.lastChild = child.index } }
    modify { $0.firstChild = child.index }
  }

  /// Takes the node, with everything inside it, out of its parent.
  func remove() {
    guard let parent else { return }
    let (before, after) = read { ($0.pointee.previous, $0.pointee.next) }
    if let previous { previous.modify { $0.next = after } } else { parent.modify { $0.firstChild = after } }
    if let next { next.modify { $0.previous = before } } else { parent.modify { $0.lastChild = before } }
    modify {
      $0.parent = -1
      $0.next = -1
      $0.previous = -1
    }
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
