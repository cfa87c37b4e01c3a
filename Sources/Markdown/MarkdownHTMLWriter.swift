/// Writes a page's `MarkdownTree` as HTML, byte for byte as cmark 0.30's own HTML renderer writes
/// the same tree (`cmark_render_html` with no options but `CMARK_OPT_UNSAFE`), so a page's tree is
/// not built in cmark a second time to be written. Tests hold it to cmark's renderer over every
/// kind of node, the GitHub Flavored Markdown extensions and the pages of the bundled site.
///
/// What cmark does, and this does too: text, code, link titles and image alt text escaped for
/// `"`, `&`, `<` and `>` alone; URLs percent-encoded outside cmark's safe set (`&` and `'` as
/// entities); in safe mode raw HTML written as a comment and `javascript:`, `vbscript:`, `file:`
/// and `data:` URLs (but PNG, GIF, JPEG and WebP images) left empty; a string cut at its first NUL
/// byte, where cmark's C strings end; an empty title or fence info as none.
struct MarkdownHTMLWriter {
  private let records: [MarkdownTree.Record]
  private let unsafeHTML: Bool
  private var out: [UInt8] = []
  /// The image whose alt text is being written: its children are written as plain text.
  private var plainImage: Int32 = -1

  private init(tree: MarkdownTree, unsafeHTML: Bool, capacity: Int) {
    records = tree.records
    self.unsafeHTML = unsafeHTML
    out.reserveCapacity(capacity)
  }

  /// The HTML of `document`; `capacity` is a guess at its length in bytes.
  static func html(of document: MarkdownNode, unsafeHTML: Bool, capacity: Int = 0) -> String {
    var writer = MarkdownHTMLWriter(tree: document.tree, unsafeHTML: unsafeHTML, capacity: capacity)
    writer.walk(from: document.index)
    return String(decoding: writer.out, as: UTF8.self)
  }

  /// Visits the nodes as cmark's iterator does: a leaf once, any other node as it is entered and
  /// again as it is left, however many children it has. Without recursion.
  private mutating func walk(from root: Int32) {
    var index = root
    var entering = true
    while true {
      let record = records[Int(index)]
      let leaf = record.kind.isLeaf
      if entering || !leaf { visit(index, record, entering: entering) }
      if entering && !leaf {
        if record.firstChild >= 0 {
          index = record.firstChild
        } else {
          entering = false
        }
        continue
      }
      if index == root { return }
      if record.next >= 0 {
        index = record.next
        entering = true
      } else if record.parent >= 0 {
        index = record.parent
        entering = false
      } else {
        return
      }
    }
  }

  private mutating func visit(_ index: Int32, _ record: MarkdownTree.Record, entering: Bool) {
    if plainImage == index { plainImage = -1 }
    if plainImage >= 0 {
      switch record.kind {
      case .text, .code, .htmlInline: escapeHTML(Self.literal(record))
      case .lineBreak, .softBreak: out.append(0x20)
      default: break
      }
      return
    }
    switch record.kind {
    case .document: break
    case .blockQuote:
      lineBreakIfNeeded()
      put(entering ? "<blockquote>\n" : "</blockquote>\n")
    case .list:
      guard case .list(let list) = record.content else { break }
      if entering {
        lineBreakIfNeeded()
        let start = list.start < 0 || list.start > Int(Int32.max) ? 0 : list.start
        if !list.ordered {
          put("<ul>\n")
        } else if start == 1 {
          put("<ol>\n")
        } else {
          put("<ol start=\"")
          put(String(start))
          put("\">\n")
        }
      } else {
        put(list.ordered ? "</ol>\n" : "</ul>\n")
      }
    case .item:
      if entering {
        lineBreakIfNeeded()
        put("<li>")
      } else {
        put("</li>\n")
      }
    case .heading:
      var level = 1
      if case .heading(let written) = record.content, (1...6).contains(written) { level = written }
      let digit = UInt8(ascii: "0") + UInt8(level)
      if entering {
        lineBreakIfNeeded()
        put("<h")
        out.append(digit)
        out.append(UInt8(ascii: ">"))
      } else {
        put("</h")
        out.append(digit)
        put(">\n")
      }
    case .codeBlock:
      lineBreakIfNeeded()
      var info = ""
      if case .codeBlock(let fenceInfo, _) = record.content { info = fenceInfo }
      Self.withBytes(info) { info in
        if info.isEmpty {
          put("<pre><code>")
        } else {
          put("<pre><code class=\"language-")
          escapeHTML(UnsafeBufferPointer(rebasing: info[..<(info.firstIndex(where: Self.isSpace) ?? info.endIndex)]))
          put("\">")
        }
      }
      escapeHTML(Self.literal(record))
      put("</code></pre>\n")
    case .htmlBlock:
      lineBreakIfNeeded()
      if unsafeHTML { putLiteral(Self.literal(record)) } else { put("<!-- raw HTML omitted -->") }
      lineBreakIfNeeded()
    case .customBlock:
      lineBreakIfNeeded()
      if case .custom(let enter, let exit) = record.content { putLiteral(entering ? enter : exit) }
      lineBreakIfNeeded()
    case .thematicBreak:
      lineBreakIfNeeded()
      put("<hr />\n")
    case .paragraph:
      var tight = false
      if record.parent >= 0 {
        let grandparent = records[Int(record.parent)].parent
        if grandparent >= 0, case .list(let list) = records[Int(grandparent)].content { tight = list.tight }
      }
      guard !tight else { break }
      if entering {
        lineBreakIfNeeded()
        put("<p>")
      } else {
        put("</p>\n")
      }
    case .text: escapeHTML(Self.literal(record))
    case .lineBreak: put("<br />\n")
    case .softBreak: out.append(0x0A)
    case .code:
      put("<code>")
      escapeHTML(Self.literal(record))
      put("</code>")
    case .htmlInline:
      if unsafeHTML { putLiteral(Self.literal(record)) } else { put("<!-- raw HTML omitted -->") }
    case .customInline:
      if case .custom(let enter, let exit) = record.content { putLiteral(entering ? enter : exit) }
    case .strong: put(entering ? "<strong>" : "</strong>")
    case .emphasis: put(entering ? "<em>" : "</em>")
    case .link, .image:
      guard case .link(let url, let title) = record.content else { break }
      let isImage = record.kind == .image
      if entering {
        put(isImage ? "<img src=\"" : "<a href=\"")
        Self.withBytes(url) { url in
          if unsafeHTML || !Self.isDangerous(url) { escapeHref(url) }
        }
        if isImage {
          put("\" alt=\"")
          plainImage = index
        } else {
          writeTitle(title)
          put("\">")
        }
      } else if isImage {
        writeTitle(title)
        put("\" />")
      } else {
        put("</a>")
      }
    }
  }

  private mutating func writeTitle(_ title: String) {
    Self.withBytes(title) { title in
      guard !title.isEmpty else { return }
      put("\" title=\"")
      escapeHTML(title)
    }
  }

  // MARK: Bytes

  /// The text of a text node, code span, raw HTML or code block; empty for other kinds.
  private static func literal(_ record: MarkdownTree.Record) -> String {
    switch record.content {
    case .literal(let text), .codeBlock(_, let text): text
    default: ""
    }
  }

  /// The bytes cmark keeps of a string it is given: up to the first NUL.
  private static func withBytes<Result>(_ text: String, _ body: (UnsafeBufferPointer<UInt8>) -> Result) -> Result {
    var text = text
    return text.withUTF8 { bytes in
      body(UnsafeBufferPointer(rebasing: bytes[..<(bytes.firstIndex(of: 0) ?? bytes.endIndex)]))
    }
  }

  private mutating func putLiteral(_ text: String) {
    Self.withBytes(text) { out.append(contentsOf: $0) }
  }

  private mutating func put(_ text: StaticString) {
    text.withUTF8Buffer { out.append(contentsOf: $0) }
  }

  private mutating func put(_ text: String) {
    out.append(contentsOf: text.utf8)
  }

  /// A line break unless the output is empty or ends in one (cmark's `cr`).
  private mutating func lineBreakIfNeeded() {
    if let last = out.last, last != 0x0A { out.append(0x0A) }
  }

  private mutating func escapeHTML(_ text: String) {
    Self.withBytes(text) { escapeHTML($0) }
  }

  private mutating func escapeHTML(_ bytes: UnsafeBufferPointer<UInt8>) {
    var start = bytes.startIndex
    for index in bytes.indices {
      let escaped: StaticString
      switch bytes[index] {
      case UInt8(ascii: "\""): escaped = "&quot;"
      case UInt8(ascii: "&"): escaped = "&amp;"
      case UInt8(ascii: "<"): escaped = "&lt;"
      case UInt8(ascii: ">"): escaped = "&gt;"
      default: continue
      }
      out.append(contentsOf: UnsafeBufferPointer(rebasing: bytes[start..<index]))
      put(escaped)
      start = index + 1
    }
    out.append(contentsOf: UnsafeBufferPointer(rebasing: bytes[start...]))
  }

  private static let hexDigits = Array("0123456789ABCDEF".utf8)

  private mutating func escapeHref(_ bytes: UnsafeBufferPointer<UInt8>) {
    var start = bytes.startIndex
    for index in bytes.indices {
      let byte = bytes[index]
      if Self.isHrefSafe(byte) { continue }
      out.append(contentsOf: UnsafeBufferPointer(rebasing: bytes[start..<index]))
      switch byte {
      case UInt8(ascii: "&"): put("&amp;")
      case UInt8(ascii: "'"): put("&#x27;")
      default:
        out.append(UInt8(ascii: "%"))
        out.append(Self.hexDigits[Int(byte >> 4)])
        out.append(Self.hexDigits[Int(byte & 0x0F)])
      }
      start = index + 1
    }
    out.append(contentsOf: UnsafeBufferPointer(rebasing: bytes[start...]))
  }

  /// ASCII letters and digits and `!#$%()*+,-./:;=?@_~`, which a URL keeps as they are.
  private static func isHrefSafe(_ byte: UInt8) -> Bool {
    switch byte {
    case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"),
      UInt8(ascii: "0")...UInt8(ascii: "9"):
      true
    case UInt8(ascii: "!"), UInt8(ascii: "#"), UInt8(ascii: "$"), UInt8(ascii: "%"), UInt8(ascii: "("),
      UInt8(ascii: ")"), UInt8(ascii: "*"), UInt8(ascii: "+"), UInt8(ascii: ","), UInt8(ascii: "-"),
      UInt8(ascii: "."), UInt8(ascii: "/"), UInt8(ascii: ":"), UInt8(ascii: ";"), UInt8(ascii: "="),
      UInt8(ascii: "?"), UInt8(ascii: "@"), UInt8(ascii: "_"), UInt8(ascii: "~"):
      true
    default: false
    }
  }

  /// Tab, line feed, vertical tab, form feed, carriage return and space.
  private static func isSpace(_ byte: UInt8) -> Bool { byte == 0x20 || (0x09...0x0D).contains(byte) }

  /// A URL safe mode leaves out: one that starts, in any case, with `javascript:`, `vbscript:`,
  /// `file:` or `data:`, unless with `data:image/` and `png`, `gif`, `jpeg` or `webp`.
  static func isDangerous(_ url: UnsafeBufferPointer<UInt8>) -> Bool {
    func starts(with prefix: StaticString, at offset: Int = 0) -> Bool {
      let prefix = UnsafeBufferPointer(start: prefix.utf8Start, count: prefix.utf8CodeUnitCount)
      guard url.count >= offset + prefix.count else { return false }
      return zip(url.dropFirst(offset), prefix).allSatisfy { byte, expected in
        let lower = (UInt8(ascii: "A")...UInt8(ascii: "Z")).contains(byte) ? byte | 0x20 : byte
        return lower == expected
      }
    }
    if starts(with: "data:image/"),
      starts(with: "png", at: 11) || starts(with: "gif", at: 11) || starts(with: "jpeg", at: 11)
        || starts(with: "webp", at: 11)
    {
      return false
    }
    return starts(with: "javascript:") || starts(with: "vbscript:") || starts(with: "file:") || starts(with: "data:")
  }
}

extension MarkdownNode.Kind {
  /// Whether cmark's iterator visits a node of this kind once, as a leaf, rather than as it is
  /// entered and again as it is left.
  var isLeaf: Bool {
    switch self {
    case .htmlBlock, .thematicBreak, .codeBlock, .text, .softBreak, .lineBreak, .code, .htmlInline: true
    default: false
    }
  }
}
