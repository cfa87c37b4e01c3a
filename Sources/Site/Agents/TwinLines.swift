import SpecimenCore

/// A Markdown twin's text as its pieces come, with each run of blank lines outside fenced code
/// made one as it is written and one line break at the end: what `MarkdownTwin
/// .withSingleBlankLines` gives for the pieces joined, without keeping the joined text to go
/// through it a second time.
///
/// Lines end where `TextLines.split` cuts them: at a line feed not after a carriage return. A
/// piece that does not end a line (a line ending in a carriage return, which the line feed after it
/// does not end) waits for the next one.
struct TwinLines {
  private var text: [UInt8] = []
  private var blank = 0
  private var fence: (Character, Int)? = nil
  /// What has come since the last line ended.
  private var pending: [UInt8] = []

  init(capacity: Int) {
    text.reserveCapacity(capacity)
  }

  /// One line and its line feed.
  mutating func appendLine(_ line: Substring) {
    var line = line
    line.withUTF8 { appendLine(bytes: $0) }
  }

  /// One line's bytes and its line feed.
  mutating func appendLine(bytes line: UnsafeBufferPointer<UInt8>) {
    // A line feed inside the line (after a carriage return) or a carriage return at its end
    // leaves the line open for what follows.
    guard pending.isEmpty, line.last != 0x0D, line.firstIndex(of: 0x0A, from: 0) == nil else {
      pending.append(contentsOf: line)
      pending.append(0x0A)
      flush()
      return
    }
    add(line)
  }

  /// Any text: the lines it ends are written, the rest waits.
  mutating func append(_ piece: Substring) {
    var piece = piece
    piece.withUTF8 { pending.append(contentsOf: $0) }
    flush()
  }

  mutating func append(_ piece: String) { append(piece[...]) }

  /// The text, with what is left after the last line feed as its last line.
  mutating func finished() -> String { String(decoding: finishedUTF8(), as: UTF8.self) }

  /// The text's bytes (UTF-8, as every piece was), with what is left as its last line.
  mutating func finishedUTF8() -> [UInt8] {
    let last = pending
    pending = []
    last.withUnsafeBufferPointer { add($0) }
    return text
  }

  private mutating func flush() {
    let held = pending
    pending = []
    held.withUnsafeBufferPointer { bytes in
      let ends = TwinLineBytes.lineEnds(bytes)
      var start = 0
      for end in ends.dropLast() {
        add(bytes.part(start, end))
        start = end + 1
      }
      pending.append(contentsOf: bytes.part(start, bytes.count))
    }
  }

  private mutating func add(_ line: UnsafeBufferPointer<UInt8>) {
    if let open = fence {
      if TwinLineBytes.closes(line, open) { fence = nil }
    } else if let open = TwinLineBytes.openingFence(line) {
      fence = open
    } else if TwinLineBytes.isBlank(line) {
      blank += 1
      return
    }
    if blank > 0, !text.isEmpty { text.append(0x0A) }
    blank = 0
    text.append(contentsOf: line)
    text.append(0x0A)
  }
}

/// Where a page's links point from its twin, each path worked out once a page: a page links to
/// the same few pages many times, under different anchors.
struct TwinLinks {
  /// By the path as written: the path from the twin, or nil where the link stays as written.
  private var paths: [String: String?] = [:]

  /// `../platforms/ios.md#top` from `components/toggle.md` → `../../platforms/ios/index.md#top`:
  /// the twin of the page the link names, from this page's twin; a file beside the pages from
  /// the twin's folder. Anchors and absolute links stay as written.
  mutating func twinLink(_ target: String, context: PageContext) -> String {
    let (path, fragment, rest) = Self.parts(of: target)
    guard let linked = linked(String(path), context: context) else { return target }
    return linked + fragment + rest
  }

  /// The same link from its bytes, written after `out`: read by bytes where each byte is a
  /// Character (as `parts(of:)` reads them), by Characters otherwise.
  mutating func twinLink(bytes target: UnsafeBufferPointer<UInt8>, context: PageContext, into out: inout [UInt8]) {
    guard target.first != 0x20, TwinLineBytes.isPlain(target) else {
      out.append(contentsOf: twinLink(String(decoding: target, as: UTF8.self), context: context).utf8)
      return
    }
    let space = target.firstIndex(of: 0x20, from: 0) ?? target.count
    let hash = target.part(0, space).firstIndex(of: UInt8(ascii: "#"), from: 0) ?? space
    guard let linked = linked(String(decoding: target.part(0, hash), as: UTF8.self), context: context) else {
      out.append(contentsOf: target)
      return
    }
    out.append(contentsOf: linked.utf8)
    out.append(contentsOf: target.part(hash, target.count))
  }

  private mutating func linked(_ path: String, context: PageContext) -> String? {
    if let known = paths[path] { return known }
    // An empty path (an anchor on this page), an absolute one or one with a scheme stays as written.
    let linked =
      path.isEmpty || path.hasPrefix("/") || PageContext.hasScheme(path) ? nil : Self.twinPath(path, context: context)
    paths[path] = linked
    return linked
  }

  private static func twinPath(_ path: String, context: PageContext) -> String? {
    // A page the page's own links reached: its twin is beside its page, `index.md` after the
    // URL between the pages (`./` when the page links to itself, whose twin is `index.md`).
    if path.hasSuffix(".md"), let linked = context.linkedPage(path) {
      return linked.url == "./" ? MarkdownTwin.fileName : linked.url + MarkdownTwin.fileName
    }
    let resolved = RelativeURL.resolve(path, against: context.page.relativePath)
    // A file beside the pages (an image) is where it was, one folder further up from the twin.
    guard path.hasSuffix(".md") else { return RelativeURL.between(context.page.url, resolved) }
    guard let number = context.site.pageIndex[resolved] else { return nil }
    return RelativeURL.between(context.page.url, context.site.pages[number].url + MarkdownTwin.fileName)
  }

  /// The link's path, its `#` and anchor, and what follows the URL (a space and a title), cut as
  /// Characters are: the URL is the first run of Characters without a space, and the rest begins
  /// that many Characters in. Read by bytes where each byte is a Character (ASCII without a
  /// carriage return, which joins the line feed after it) and the target does not begin with a space.
  static func parts(of target: String) -> (path: Substring, fragment: Substring, rest: Substring) {
    let utf8 = target.utf8
    if utf8.first != 0x20, utf8.allSatisfy({ $0 < 0x80 && $0 != 0x0D }) {
      let space = utf8.firstIndex(of: 0x20) ?? utf8.endIndex
      let url = target[..<space]
      let hash = url.utf8.firstIndex(of: UInt8(ascii: "#")) ?? url.endIndex
      return (url[..<hash], url[hash...], target[space...])
    }
    let url = target.split(separator: " ", maxSplits: 1).first.map(String.init) ?? target
    let rest = String(target.dropFirst(url.count))
    let hash = url.firstIndex(of: "#")
    let path = url[..<(hash ?? url.endIndex)]
    let fragment = hash.map { url[$0...] } ?? ""
    return (path, fragment, rest[...])
  }
}
