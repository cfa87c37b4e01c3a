import Foundation
import Markdown
import SpecimenCore

/// A page's maturity, shown as a badge and in the navigation.
package enum PageStatus: String, Sendable, CaseIterable {
  case draft, beta, stable, deprecated

  var label: String { rawValue.prefix(1).uppercased() + rawValue.dropFirst() }
}

/// One Markdown page under content/pages, with its front matter read and its URL decided.
package struct PageSource: Sendable {
  /// Path relative to content/pages, with `/` separators: `components/toggle.md`.
  package var relativePath: String
  /// The file path used in diagnostics.
  package var file: String
  package var title: String
  package var summary: String?
  package var section: String?
  /// Where the front matter names the section, for an unknown-section error.
  package var sectionLocation: SourceLocation?
  package var order: Double?
  package var status: PageStatus?
  package var figma: String?
  package var body: String
  package var bodyLineOffset: Int
  /// The page's URL relative to the site root, ending in `/` (the root page is "").
  package var url: String
  package var location: SourceLocation
  /// Written by the build (the release page), not read from a file: it has no "Edit this page".
  package var isGenerated = false

  /// The output file relative to the site root.
  package var outputPath: String { url + "index.html" }

  static let knownKeys = ["title", "summary", "section", "order", "status", "figma"]

  /// Reads one page; problems go to `diagnostics` and the page is still returned when it can be.
  static func load(path: String, relativePath: String, diagnostics engine: DiagnosticEngine) -> PageSource? {
    var diagnostics = Diagnostics()
    defer { engine.emit(diagnostics) }
    let text: String
    do {
      guard let read = try SourceText.read(path) else {
        diagnostics.error("cannot read the page", at: SourceLocation(file: path))
        return nil
      }
      text = read
    } catch {
      diagnostics.append(error)
      return nil
    }
    let split = FrontMatter(splitting: text)
    var page = PageSource(
      relativePath: relativePath, file: path, title: "", body: split.body,
      bodyLineOffset: split.bodyLineOffset, url: Self.url(for: relativePath),
      location: SourceLocation(file: path))

    guard let yaml = split.yaml else {
      diagnostics.error(
        "the page has no front matter", at: page.location,
        hint: "start the file with ---, a line 'title: …', and --- again")
      return page
    }
    let node: Node
    do {
      node = try YAMLReader.parse(yaml, file: path, lineOffset: FrontMatter.yamlLineOffset)
    } catch {
      diagnostics.append(error)
      return page
    }
    let reader = KeyedReader(.frontMatter)
    reader.entries(of: node, known: knownKeys, in: "front matter", into: &diagnostics)
    page.title = reader.string(node, "title", required: true, into: &diagnostics) ?? ""
    page.summary = reader.string(node, "summary", into: &diagnostics)
    page.section = reader.string(node, "section", into: &diagnostics)
    page.sectionLocation = node["section"]?.location
    page.order = reader.number(node, "order", into: &diagnostics)
    if let status = reader.string(node, "status", into: &diagnostics) {
      if let known = PageStatus(rawValue: status) {
        page.status = known
      } else {
        diagnostics.error(
          "unknown status '\(status)'", at: node["status"]?.location,
          hint: Suggestion.hint(for: status, in: PageStatus.allCases.map(\.rawValue))
            ?? "use one of draft, beta, stable, deprecated")
      }
    }
    if let figma = reader.string(node, "figma", into: &diagnostics) {
      if figma.hasPrefix("https://") {
        page.figma = figma
      } else {
        diagnostics.error(
          "'figma' must be an https URL", at: node["figma"]?.location, hint: "copy the link from Figma's Share menu")
      }
    }
    return page
  }

  /// `index.md` → "", `components/toggle.md` → `components/toggle/`, `components/index.md` → `components/`.
  static func url(for relativePath: String) -> String {
    var path = relativePath
    if path.hasSuffix(".md") { path.removeLast(3) }
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
      if item.hasSuffix(".md") { pages.append(item) } else { assets.append(item) }
    }
    return (pages.sorted(), assets.sorted())
  }
}
