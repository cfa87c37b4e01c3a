import Foundation
import Markdown
import SpecimenCore
import Synchronization

/// A page's maturity, shown as a badge and in the navigation.
package enum PageStatus: String, Sendable, CaseIterable {
  case draft, beta, stable, deprecated

  var label: String { rawValue.prefix(1).uppercased() + rawValue.dropFirst() }
}

/// One Markdown page under content/pages, with its front matter read and its URL decided.
///
/// A class with fixed fields: a preview rebuild that changes one page copies the site's list of
/// pages, and a reference makes that one retain per page instead of one per field.
package final class PageSource: Sendable {
  /// Path relative to content/pages, with `/` separators: `components/toggle.md`.
  package let relativePath: String
  /// The file path used in diagnostics.
  package let file: String
  package let title: String
  /// Where the front matter gives the title, for a warning about two pages of one title.
  let titleLocation: SourceLocation?
  package let summary: String?
  package let section: String?
  /// Where the front matter names the section, for an unknown-section error.
  let sectionLocation: SourceLocation?
  package let order: Double?
  package let status: PageStatus?
  package let figma: String?
  /// The Markdown after the front matter; "" once a build has let it go (`releaseBody`). A page
  /// loaded without it reads it from its file again the first time it is asked for.
  package var body: String {
    bodyText.withLock { text in
      if let text { return text }
      let read = Self.read(file).map { FrontMatter(splitting: $0).body } ?? ""
      text = read
      return read
    }
  }
  /// The Markdown after the front matter, for another page to read while pages render: the text
  /// kept, else read from the file again without keeping it (a build lets each page's go once
  /// it is written, whichever page renders first).
  package var markdownForOtherPages: String {
    if let kept = bodyText.withLock({ $0 }), !kept.isEmpty { return kept }
    return Self.read(file).map { FrontMatter(splitting: $0).body } ?? ""
  }
  /// A one-off build reads each page's Markdown when the page is rendered and lets it go once
  /// the page is written, so a site of thousands of pages does not hold them all at once.
  private let bodyText: Mutex<String?>
  package let bodyLineOffset: Int
  /// The page's URL relative to the site root, ending in `/` (the root page is "").
  package let url: String
  package let location: SourceLocation
  /// Written by the build (the release page), not read from a file: it has no "Edit this page".
  let isGenerated: Bool

  package init(
    relativePath: String, file: String, title: String, titleLocation: SourceLocation? = nil, summary: String? = nil,
    section: String? = nil, sectionLocation: SourceLocation? = nil, order: Double? = nil, status: PageStatus? = nil,
    figma: String? = nil, body: String?, bodyLineOffset: Int, url: String, location: SourceLocation,
    isGenerated: Bool = false
  ) {
    self.relativePath = relativePath
    self.file = file
    self.title = title
    self.titleLocation = titleLocation
    self.summary = summary
    self.section = section
    self.sectionLocation = sectionLocation
    self.order = order
    self.status = status
    self.figma = figma
    bodyText = Mutex(body)
    self.bodyLineOffset = bodyLineOffset
    self.url = url
    self.location = location
    self.isGenerated = isGenerated
  }

  /// Lets the page's Markdown go: for a build that renders each page once and reads it no more.
  func releaseBody() { bodyText.withLock { $0 = "" } }

  /// The output file relative to the site root.
  var outputPath: String { url + "index.html" }

  static let knownKeys = ["title", "summary", "section", "order", "status", "figma"]

  /// The page's text without a byte-order mark (editors on Windows save UTF-8 with one; it is
  /// not part of the page); nil when the file cannot be read.
  private static func read(_ path: String) -> String? {
    guard let read = try? SourceText.read(path) else { return nil }
    return read.unicodeScalars.first == "\u{FEFF}" ? String(read.unicodeScalars.dropFirst()) : read
  }

  /// Reads one page; problems go to `diagnostics` and the page is still returned when it can be.
  /// `keepsBody: false` keeps its front matter alone: the Markdown is read again when asked for.
  static func load(
    path: String, relativePath: String, keepsBody: Bool = true, into diagnostics: inout Diagnostics
  ) -> PageSource? {
    let text: String
    do {
      guard let read = try SourceText.read(path) else {
        diagnostics.error("cannot read the page", at: SourceLocation(file: path), id: .pageUnreadable)
        return nil
      }
      // Editors on Windows save UTF-8 with a byte-order mark; it is not part of the page.
      text = read.unicodeScalars.first == "\u{FEFF}" ? String(read.unicodeScalars.dropFirst()) : read
    } catch {
      diagnostics.append(error)
      return nil
    }
    let split = FrontMatter(splitting: text)
    let location = SourceLocation(file: path)
    /// The page as read so far: a page whose front matter is missing or broken still renders.
    func page(
      title: String = "", titleLocation: SourceLocation? = nil, summary: String? = nil, section: String? = nil,
      sectionLocation: SourceLocation? = nil, order: Double? = nil, status: PageStatus? = nil, figma: String? = nil
    ) -> PageSource {
      PageSource(
        relativePath: relativePath, file: path, title: title, titleLocation: titleLocation, summary: summary,
        section: section,
        sectionLocation: sectionLocation, order: order, status: status, figma: figma,
        body: keepsBody ? split.body : nil,
        bodyLineOffset: split.bodyLineOffset, url: Self.url(for: relativePath), location: location)
    }

    guard let yaml = split.yaml else {
      diagnostics.error(
        "the page has no front matter", at: location,
        hint: "start the file with ---, a line 'title: …', and --- again", id: .pageMissingFrontMatter)
      return page()
    }
    let node: Node
    do {
      node = try YAMLReader.parse(yaml, file: path, lineOffset: FrontMatter.yamlLineOffset)
    } catch {
      diagnostics.append(error)
      return page()
    }
    let reader = KeyedReader(.frontMatter)
    reader.entries(of: node, known: knownKeys, in: "front matter", into: &diagnostics)
    let title = reader.string(node, "title", required: true, into: &diagnostics) ?? ""
    let summary = reader.string(node, "summary", into: &diagnostics)
    let section = reader.string(node, "section", into: &diagnostics)
    let order = reader.number(node, "order", into: &diagnostics)
    var status: PageStatus?
    if let name = reader.string(node, "status", into: &diagnostics) {
      status = PageStatus(rawValue: name)
      if status == nil {
        diagnostics.error(
          "unknown status '\(name)'", at: node["status"]?.location,
          hint: Suggestion.hint(for: name, in: PageStatus.allCases.map(\.rawValue))
            ?? "use one of draft, beta, stable, deprecated", id: .pageUnknownStatus)
      }
    }
    var figma: String?
    if let link = reader.string(node, "figma", into: &diagnostics) {
      if link.hasPrefix("https://") {
        figma = link
      } else {
        diagnostics.error(
          "'figma' must be an https URL", at: node["figma"]?.location, hint: "copy the link from Figma's Share menu",
          id: .pageFigmaUrlInvalid)
      }
    }
    return page(
      title: title, titleLocation: node["title"]?.location, summary: summary, section: section,
      sectionLocation: node["section"]?.location, order: order, status: status, figma: figma)
  }

  /// Whether a path names a page: it ends in `.md`, in any case (`Guide.MD` is a page, never an
  /// asset copied as it is, front matter and drafts included).
  static func isPage(_ path: some StringProtocol) -> Bool {
    let bytes = path.utf8.suffix(3)
    return bytes.count == 3 && bytes.elementsEqual(".md".utf8) { $0 | 0x20 == $1 | 0x20 }
  }

  /// `index.md` → "", `components/toggle.md` → `components/toggle/`, `components/index.md` → `components/`.
  static func url(for relativePath: String) -> String {
    var path = relativePath
    if isPage(path) { path.removeLast(3) }
    if path == "index" { return "" }
    if path.hasSuffix("/index") {
      path.removeLast("index".count)
      return path
    }
    return path + "/"
  }

  /// Every `*.md` under `directory`, and every other file (assets such as images), each sorted
  /// so the build is the same on every machine. Hidden files are skipped. (Symlinks that lead
  /// out of the site stopped the build before this: `SiteBuilder.checkSymlinks`.)
  static func discover(in directory: String) -> (pages: [String], assets: [String]) {
    guard let enumerator = FileManager.default.enumerator(atPath: directory) else { return ([], []) }
    var pages: [String] = []
    var assets: [String] = []
    while let item = enumerator.nextObject() as? String {
      guard !item.split(separator: "/").contains(where: { $0.hasPrefix(".") }) else { continue }
      let path = directory + "/" + item
      var isDirectory: ObjCBool = false
      guard FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory), !isDirectory.boolValue else {
        continue
      }
      if isPage(item) { pages.append(item) } else { assets.append(item) }
    }
    return (pages.sorted(), assets.sorted())
  }

  /// The files and folders under `directory` whose names are not UTF-8, as paths relative to
  /// it with each byte that is not written `\xE9`, sorted: Foundation cannot name them, so the
  /// listing above leaves them out and the build reports each one instead. Hidden entries are
  /// skipped as above; symbolic links are not followed.
  static func namesNotUTF8(in directory: String) -> [String] {
    var found: [String] = []
    func walk(_ folder: String, _ prefix: String) {
      guard let stream = opendir(folder) else { return }
      defer { closedir(stream) }
      var names: [[UInt8]] = []
      // The name is read up to its NUL where readdir left it: copying the whole `dirent` (as
      // `entry.pointee` does) reads its full 256-byte name field, past the end of a short
      // record, and past the end of the directory buffer when the record is its last.
      let nameOffset = MemoryLayout<dirent>.offset(of: \dirent.d_name)!
      while let entry = readdir(stream) {
        let start = UnsafeRawPointer(entry).advanced(by: nameOffset).assumingMemoryBound(to: CChar.self)
        let name = Array(UnsafeRawBufferPointer(start: start, count: strlen(start)))
        if name.first != UInt8(ascii: ".") { names.append(name) }
      }
      for name in names {
        guard let text = String(validating: name, as: UTF8.self) else {
          found.append(prefix + Self.escapedName(name))
          continue
        }
        var status = stat()
        if lstat(folder + "/" + text, &status) == 0, status.st_mode & S_IFMT == S_IFDIR {
          walk(folder + "/" + text, prefix + text + "/")
        }
      }
    }
    walk(directory, "")
    return found.sorted()
  }

  /// A file name's bytes as text: UTF-8 where they are, `\xE9` for each byte that is not.
  static func escapedName(_ bytes: [UInt8]) -> String {
    var out = ""
    var rest = bytes[...]
    while !rest.isEmpty {
      // The longest prefix that decodes, then one byte escaped.
      var end = rest.endIndex
      while end > rest.startIndex, String(validating: rest[rest.startIndex..<end], as: UTF8.self) == nil {
        end -= 1
      }
      if end > rest.startIndex {
        out += String(decoding: rest[rest.startIndex..<end], as: UTF8.self)
        rest = rest[end...]
      } else {
        out += String(format: "\\x%02X", rest[rest.startIndex])
        rest = rest.dropFirst()
      }
    }
    return out
  }
}

extension PageSource {
  /// Whether the navigation, the previous/next links and the sitemap show this page the same.
  func sameNavigation(as other: PageSource) -> Bool {
    title == other.title && summary == other.summary && section == other.section && order == other.order
      && status == other.status && url == other.url && sectionLocation == other.sectionLocation
  }
}
