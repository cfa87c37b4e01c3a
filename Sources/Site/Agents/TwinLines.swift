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
  private var text = ""
  private var blank = 0
  private var fence: (Character, Int)? = nil
  /// What has come since the last line ended.
  private var pending = ""

  init(capacity: Int) {
    text.reserveCapacity(capacity)
  }

  /// One line and its line feed.
  mutating func appendLine(_ line: Substring) {
    let utf8 = line.utf8
    // A line feed inside the line (after a carriage return) is found in its contiguous bytes.
    let feed = utf8.withContiguousStorageIfAvailable { $0.firstIndex(of: 0x0A, from: 0) != nil } ?? utf8.contains(0x0A)
    guard pending.isEmpty, utf8.last != 0x0D, !feed else {
      pending += line
      pending += "\n"
      flush()
      return
    }
    add(line)
  }

  /// Any text: the lines it ends are written, the rest waits.
  mutating func append(_ piece: Substring) {
    pending += piece
    flush()
  }

  mutating func append(_ piece: String) { append(piece[...]) }

  /// The text, with what is left after the last line feed as its last line.
  mutating func finished() -> String {
    let last = pending
    pending = ""
    add(last[...])
    return text
  }

  private mutating func flush() {
    let lines = TextLines.split(pending)
    guard lines.count > 1 else { return }
    for line in lines.dropLast() { add(line) }
    pending = String(lines[lines.count - 1])
  }

  private mutating func add(_ line: Substring) {
    if let open = fence {
      if MarkdownTwin.closes(line, open) { fence = nil }
    } else if let open = MarkdownTwin.openingFence(line) {
      fence = open
    } else if TextLines.isBlank(line) {
      blank += 1
      return
    }
    if blank > 0, !text.isEmpty { text += "\n" }
    blank = 0
    text += line
    text += "\n"
  }
}

/// Where a page's links point from its twin, each path worked out once a page: a page links to
/// the same few pages many times, under different anchors.
struct TwinLinks {
  /// By the path as written: the path from the twin, or nil where the link stays as written.
  private var paths: [Substring: String?] = [:]

  /// `../platforms/ios.md#top` from `components/toggle.md` → `../../platforms/ios/index.md#top`:
  /// the twin of the page the link names, from this page's twin; a file beside the pages from
  /// the twin's folder. Anchors and absolute links stay as written.
  mutating func twinLink(_ target: String, context: PageContext) -> String {
    let (path, fragment, rest) = Self.parts(of: target)
    let linked: String?
    if let known = paths[path] {
      linked = known
    } else {
      // An empty path (an anchor on this page), an absolute one or one with a scheme stays as written.
      linked =
        path.isEmpty || path.hasPrefix("/") || PageContext.hasScheme(String(path))
        ? nil : Self.twinPath(String(path), context: context)
      paths[path] = linked
    }
    guard let linked else { return target }
    return linked + fragment + rest
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
