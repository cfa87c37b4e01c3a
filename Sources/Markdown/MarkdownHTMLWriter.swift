import SpecimenCore

/// Writes a page's `MarkdownTree` as HTML, byte for byte as cmark 0.30's own HTML renderer writes
/// the same tree (`cmark_render_html` with no options but `CMARK_OPT_UNSAFE`), so a page's tree is
/// not built in cmark a second time to be written, but for one addition: a `<wbr>` after each `/`
/// inside a code span, so a long path wraps between its folders. Tests hold it to cmark's
/// renderer, those taken out, over every kind of node, the GitHub Flavored Markdown extensions
/// and the pages of the bundled site.
///
/// What cmark does, and this does too: text, code, link titles and image alt text escaped for
/// `"`, `&`, `<` and `>` alone; URLs percent-encoded outside cmark's safe set (`&` and `'` as
/// entities); in safe mode raw HTML written as a comment and `javascript:`, `vbscript:`, `file:`
/// and `data:` URLs (but PNG, GIF, JPEG and WebP images) left empty; a string cut at its first NUL
/// byte, where cmark's C strings end; an empty title or fence info as none.
///
/// Asked to, it also gives the body as the pieces it writes it in (`BodyPiece`), as it writes
/// each: a reader of the body's text takes them instead of parsing the HTML back.
struct MarkdownHTMLWriter {
  /// The tree's records, borrowed for the walk.
  private let records: UnsafeBufferPointer<MarkdownTree.Record>
  private let unsafeHTML: Bool
  private var out: [UInt8] = []
  /// The pieces written so far; nil when they are not asked for.
  private var pieces: [BodyPiece]?
  /// The image whose alt text is being written: its children are written as plain text.
  private var plainImage: Int32 = -1

  private init(records: UnsafeBufferPointer<MarkdownTree.Record>, unsafeHTML: Bool, givesPieces: Bool, capacity: Int) {
    self.records = records
    self.unsafeHTML = unsafeHTML
    out.reserveCapacity(capacity)
    if givesPieces { pieces = [] }
  }

  /// The HTML of `document`, and the pieces it was written in when `givesPieces`; `capacity` is
  /// a guess at its length in bytes.
  static func write(
    _ document: MarkdownNode, unsafeHTML: Bool, givesPieces: Bool, capacity: Int = 0
  ) -> (html: String, pieces: [BodyPiece]?) {
    document.tree.records.withUnsafeBufferPointer { records in
      var writer = MarkdownHTMLWriter(
        records: records, unsafeHTML: unsafeHTML, givesPieces: givesPieces, capacity: capacity)
      writer.walk(from: document.index)
      return (String(decoding: writer.out, as: UTF8.self), writer.pieces)
    }
  }

  /// The HTML of `document`; `capacity` is a guess at its length in bytes.
  static func html(of document: MarkdownNode, unsafeHTML: Bool, capacity: Int = 0) -> String {
    write(document, unsafeHTML: unsafeHTML, givesPieces: false, capacity: capacity).html
  }

  /// A heading's start tag with its id, as the escaping builder writes it.
  static func headingStartTag(level: Int, id: String) -> String {
    Markup { $0.startTag("h\(level)", ["id": id]) }.markup
  }

  /// Visits the nodes as cmark's iterator does: a leaf once, any other node as it is entered and
  /// again as it is left, however many children it has. Without recursion.
  private mutating func walk(from root: Int32) {
    var index = root
    var entering = true
    while true {
      // Read in place: a copy of the record would retain its strings and let them go again.
      let record = records.baseAddress.unsafelyUnwrapped + Int(index)
      let leaf = record.pointee.kind.isLeaf
      if entering || !leaf { visit(index, record, entering: entering) }
      if entering && !leaf {
        if record.pointee.firstChild >= 0 {
          index = record.pointee.firstChild
        } else {
          entering = false
        }
        continue
      }
      if index == root { return }
      if record.pointee.next >= 0 {
        index = record.pointee.next
        entering = true
      } else if record.pointee.parent >= 0 {
        index = record.pointee.parent
        entering = false
      } else {
        return
      }
    }
  }

  private mutating func visit(_ index: Int32, _ record: UnsafePointer<MarkdownTree.Record>, entering: Bool) {
    if plainImage == index { plainImage = -1 }
    if plainImage >= 0 {
      switch record.pointee.kind {
      case .text, .code, .htmlInline: escapeHTML(Self.literal(record))
      case .lineBreak, .softBreak: out.append(0x20)
      default: break
      }
      return
    }
    switch record.pointee.kind {
    case .document: break
    case .blockQuote:
      lineBreakIfNeeded()
      if entering { tag("<blockquote>", .start("blockquote")) } else { tag("</blockquote>", .end("blockquote")) }
      lineEnd()
    case .list:
      guard case .list(let list) = record.pointee.content else { break }
      if entering {
        lineBreakIfNeeded()
        let start = list.start < 0 || list.start > Int(Int32.max) ? 0 : list.start
        if !list.ordered {
          tag("<ul>", .start("ul"))
        } else if start == 1 {
          tag("<ol>", .start("ol"))
        } else {
          put("<ol start=\"")
          put(String(start))
          tag("\">", .start("ol"))
        }
      } else if list.ordered {
        tag("</ol>", .end("ol"))
      } else {
        tag("</ul>", .end("ul"))
      }
      lineEnd()
    case .item:
      if entering {
        lineBreakIfNeeded()
        tag("<li>", .start("li"))
      } else {
        tag("</li>", .end("li"))
        lineEnd()
      }
    case .heading:
      var level = 1
      if case .heading(let written) = record.pointee.content, (1...6).contains(written) { level = written }
      let digit = UInt8(ascii: "0") + UInt8(level)
      if entering {
        lineBreakIfNeeded()
        put("<h")
        out.append(digit)
        out.append(UInt8(ascii: ">"))
        note(.start("h\(level)"))
      } else {
        put("</h")
        out.append(digit)
        out.append(UInt8(ascii: ">"))
        note(.end("h\(level)"))
        lineEnd()
      }
    case .codeBlock:
      lineBreakIfNeeded()
      var info = ""
      if case .codeBlock(let fenceInfo, _) = record.pointee.content { info = fenceInfo }
      Self.withBytes(info) { info in
        tag("<pre>", .start("pre"))
        if info.isEmpty {
          tag("<code>", .start("code"))
        } else {
          put("<code class=\"language-")
          escapeHTML(UnsafeBufferPointer(rebasing: info[..<(info.firstIndex(where: Self.isSpace) ?? info.endIndex)]))
          tag("\">", .start("code"))
        }
      }
      text(Self.literal(record))
      tag("</code>", .end("code"))
      tag("</pre>", .end("pre"))
      lineEnd()
    case .htmlBlock:
      lineBreakIfNeeded()
      rawHTML(Self.literal(record))
      lineBreakIfNeeded()
    case .customBlock:
      lineBreakIfNeeded()
      if case .custom(let custom) = record.pointee.content { putBuilt(entering ? custom.enter : custom.exit) }
      lineBreakIfNeeded()
    case .thematicBreak:
      lineBreakIfNeeded()
      tag("<hr />", .void("hr"))
      lineEnd()
    case .paragraph:
      var tight = false
      if record.pointee.parent >= 0 {
        let grandparent = records[Int(record.pointee.parent)].parent
        if grandparent >= 0, case .list(let list) = records[Int(grandparent)].content { tight = list.tight }
      }
      guard !tight else { break }
      if entering {
        lineBreakIfNeeded()
        tag("<p>", .start("p"))
      } else {
        tag("</p>", .end("p"))
        lineEnd()
      }
    case .text: text(Self.literal(record))
    case .lineBreak:
      tag("<br />", .void("br"))
      lineEnd()
    case .softBreak: lineEnd()
    case .code:
      tag("<code>", .start("code"))
      codeText(Self.literal(record))
      tag("</code>", .end("code"))
    case .htmlInline: rawHTML(Self.literal(record))
    case .customInline:
      switch record.pointee.content {
      case .custom(let custom): putBuilt(entering ? custom.enter : custom.exit)
      case .headingTag(let level, let id):
        if entering {
          putLiteral(Self.headingStartTag(level: level, id: id))
          note(.start("h\(level)", id: id))
        } else {
          put("</h")
          put(String(level))
          out.append(UInt8(ascii: ">"))
          note(.end("h\(level)"))
        }
      default: break
      }
    case .strong: if entering { tag("<strong>", .start("strong")) } else { tag("</strong>", .end("strong")) }
    case .emphasis: if entering { tag("<em>", .start("em")) } else { tag("</em>", .end("em")) }
    case .link, .image:
      guard case .link(let url, let title) = record.pointee.content else { break }
      let isImage = record.pointee.kind == .image
      if entering {
        put(isImage ? "<img src=\"" : "<a href=\"")
        Self.withBytes(url) { url in
          if unsafeHTML || !Self.isDangerous(url) { escapeHref(url) }
        }
        if isImage {
          put("\" alt=\"")
          // The alt text is inside the tag: the image is one piece.
          note(.void("img"))
          plainImage = index
        } else {
          writeTitle(title)
          tag("\">", .start("a"))
        }
      } else if isImage {
        writeTitle(title)
        put("\" />")
      } else {
        tag("</a>", .end("a"))
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
  private static func literal(_ record: UnsafePointer<MarkdownTree.Record>) -> String {
    switch record.pointee.content {
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

  // MARK: Pieces

  /// Adds a piece when they are asked for; `piece` is made only then.
  private mutating func note(_ piece: @autoclosure () -> BodyPiece) {
    if pieces != nil { pieces!.append(piece()) }
  }

  /// Writes the end of a tag (or the whole of it) and notes the element it ends.
  private mutating func tag(_ written: StaticString, _ piece: @autoclosure () -> BodyPiece) {
    put(written)
    note(piece())
  }

  /// A line end, which is text between blocks.
  private mutating func lineEnd() {
    out.append(0x0A)
    note(.text("\n"))
  }

  /// Text escaped, given as it reads.
  private mutating func text(_ text: String) {
    Self.withBytes(text) { bytes in
      escapeHTML(bytes)
      guard pieces != nil, !bytes.isEmpty else { return }
      // Cut at a NUL as written: only then is it another string.
      note(.text(bytes.count == text.utf8.count ? text : String(decoding: bytes, as: UTF8.self)))
    }
  }

  /// A code span's text escaped, with a line-break opportunity (`<wbr>`) after each `/` that
  /// has more of a path after it, so a narrow column wraps `content/code/Button.figma.tsx`
  /// between its folders rather than inside a name; given as it reads, in one piece.
  private mutating func codeText(_ text: String) {
    Self.withBytes(text) { bytes in
      var start = bytes.startIndex
      for index in bytes.indices where bytes[index] == UInt8(ascii: "/") {
        let next = index + 1
        guard next < bytes.endIndex, bytes[next] != UInt8(ascii: "/"), bytes[next] != 0x20 else { continue }
        escapeHTML(UnsafeBufferPointer(rebasing: bytes[start..<next]))
        put("<wbr>")
        start = next
      }
      escapeHTML(UnsafeBufferPointer(rebasing: bytes[start...]))
      guard pieces != nil, !bytes.isEmpty else { return }
      note(.text(bytes.count == text.utf8.count ? text : String(decoding: bytes, as: UTF8.self)))
    }
  }

  /// Markup copied in as written.
  private mutating func putMarkup(_ markup: String) {
    Self.withBytes(markup) { bytes in
      out.append(contentsOf: bytes)
      guard pieces != nil, !bytes.isEmpty else { return }
      note(.markup(bytes.count == markup.utf8.count ? markup : String(decoding: bytes, as: UTF8.self)))
    }
  }

  /// Markup the builder built (a directive's, a table's, highlighted code), with the pieces it
  /// was built in; as markup copied in should cmark's C string end it early, at a NUL byte.
  private mutating func putBuilt(_ built: Markup) {
    guard !built.utf8.contains(0) else { return putMarkup(built.markup) }
    out.append(contentsOf: built.utf8)
    if pieces != nil { pieces! += built.pieces }
  }

  /// An author's raw HTML as written, or in safe mode the comment written in its place.
  private mutating func rawHTML(_ literal: String) {
    if unsafeHTML {
      putMarkup(literal)
    } else {
      tag("<!-- raw HTML omitted -->", .void(""))
    }
  }

  private mutating func put(_ text: StaticString) {
    text.withUTF8Buffer { out.append(contentsOf: $0) }
  }

  private mutating func put(_ text: String) {
    out.append(contentsOf: text.utf8)
  }

  /// A line break unless the output is empty or ends in one (cmark's `cr`).
  private mutating func lineBreakIfNeeded() {
    if let last = out.last, last != 0x0A { lineEnd() }
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
