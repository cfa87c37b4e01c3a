import AgentDocs
import Foundation
import SpecimenCore

/// The files coding agents and tools read, written with the pages: `llms.txt` and
/// `llms-full.txt` (llmstxt.org), `components.json` with `components/<slug>.json`, and
/// `tokens.json`. A page's Markdown twin is written with the page itself.
enum AgentFiles {
  static let index = "llms.txt"
  static let full = "llms-full.txt"
  static let manifest = "components.json"
  static let tokens = "tokens.json"
  /// llms-full.txt holds the twins up to this many bytes; the pages past it are listed instead.
  static let fullSizeCap = 512 * 1024

  /// What versions.json lists of each version, by name.
  static let versionsListing = ["llms": index, "llmsFull": full, "components": manifest, "tokens": tokens]

  /// Whether `path` is one of the files `writeAgentFiles` makes (the twins are the pages').
  static func isGenerated(_ path: String) -> Bool {
    // By bytes: a preview session asks this of every generated file's path on each save. The
    // paths are the build's own (ASCII slugs), so bytes and characters agree.
    let bytes = path.utf8
    if bytes.starts(with: componentsFolder) {
      let name = bytes.dropFirst(componentsFolder.count)
      return name.count >= jsonSuffix.count && name.reversed().starts(with: jsonSuffix.reversed())
        && !name.contains(UInt8(ascii: "/"))
    }
    return path == index || path == full || path == manifest || path == tokens
  }
  private static let componentsFolder = Array("components/".utf8)
  private static let jsonSuffix = Array(".json".utf8)

  /// The component files' paths: `components/toggle.json`, one a component set.
  static func componentPaths(_ names: [String]) -> [String] {
    AgentDocs.slugs(for: names).map { "components/\($0).json" }
  }

  /// `llms.txt`: the site's name and description, then each navigation section with a link to
  /// each page's twin and its summary, then the data files.
  static func index(site: SiteModel, navigation: Navigation, hasTokens: Bool) -> String {
    var text = "# " + site.configuration.name + "\n"
    if let description = site.configuration.description { text += "\n> " + oneLine(description) + "\n" }
    if let version = site.configuration.version { text += "\nVersion \(oneLine(version)).\n" }
    for section in navigation.sections where !section.pages.isEmpty {
      text += "\n## " + oneLine(section.title ?? "Pages") + "\n\n"
      for number in section.pages {
        let page = site.pages[number]
        text += "- [\(linkText(page.title))](\(RelativeURL.path(page.url + MarkdownTwin.fileName)))"
        if let summary = page.summary { text += ": " + oneLine(summary) }
        text += "\n"
      }
    }
    text += "\n## Data\n\n"
    text += "- [Components](\(manifest)): every component set, with a file of its own for each\n"
    if hasTokens { text += "- [Tokens](\(tokens)): every token resolved in every context\n" }
    text += "- [Full text](\(full)): every page above in one file\n"
    return text
  }

  /// `llms-full.txt`: every twin in navigation order while the file stays within `cap` bytes;
  /// the pages past it are listed with links to their twins.
  static func full(
    site: SiteModel, navigation: Navigation, twins: [Int: String], cap: Int = fullSizeCap
  ) -> String {
    full(site: site, navigation: navigation, sizes: twins.mapValues(\.utf8.count), cap: cap) { twins[$0] ?? "" }
  }

  /// `llms-full.txt` from each twin's size in bytes, asking `twin` for the text of only the twins
  /// the file holds.
  static func full(
    site: SiteModel, navigation: Navigation, sizes: [Int: Int], cap: Int = fullSizeCap, twin: (Int) -> String
  ) -> String {
    FullText(site: site, navigation: navigation, sizes: site.pages.indices.map { sizes[$0] }, cap: cap, twin: twin)
      .text
  }

  /// A page twin's `## ` sections, each heading with its text, for the component files.
  static func sections(of twin: String) -> [ComponentEntry.Section] {
    var sections: [ComponentEntry.Section] = []
    var current: ComponentEntry.Section?
    var body = twin[...]
    // The front matter is the twin's own (its values quoted, never a line of their own): past
    // its closing line, found by its bytes.
    if twin.utf8.starts(with: "---\n".utf8),
      let end = twin.utf8.withContiguousStorageIfAvailable({ $0.firstIndex(of: frontMatterEnd, from: 4) })
        ?? Array(twin.utf8).firstIndex(of: frontMatterEnd, from: 4)
    {
      body = twin[twin.utf8.index(twin.utf8.startIndex, offsetBy: end + frontMatterEnd.count)...]
    }
    for line in TextLines.split(body) {
      // A heading's bytes first: `hasPrefix` compares Characters, asked only where the bytes match.
      if line.utf8.starts(with: "## ".utf8), line.hasPrefix("## ") {
        if let done = current { sections.append(trimmed(done)) }
        current = ComponentEntry.Section(heading: String(line.dropFirst(3)), text: "")
      } else if current != nil {
        current!.text += line
        current!.text += "\n"
      }
    }
    if let done = current { sections.append(trimmed(done)) }
    return sections
  }

  private static let frontMatterEnd = Array("\n---\n".utf8)

  private static func trimmed(_ section: ComponentEntry.Section) -> ComponentEntry.Section {
    var section = section
    section.text = trimmingWhitespace(section.text)
    return section
  }

  /// `text` without the white space and line breaks at either end: the characters Foundation's
  /// `whitespacesAndNewlines` names (general categories Zs, Zl and Zp, U+0009 to U+000D, U+0085,
  /// and U+200B, which its character set counts as a space), compared scalar by scalar as it
  /// compares them, without a round trip through NSString. With `newlines: false`, those of its
  /// `whitespaces`: Zs, U+0009 and U+200B.
  static func trimmingWhitespace(_ text: String, newlines: Bool = true) -> String {
    func isSpace(_ scalar: Unicode.Scalar) -> Bool {
      switch scalar.value {
      case 0x09, 0x20, 0x200B: return true
      case 0x0A...0x0D, 0x85: return newlines
      case 0..<0xA0: return false
      default:
        switch scalar.properties.generalCategory {
        case .spaceSeparator: return true
        case .lineSeparator, .paragraphSeparator: return newlines
        default: return false
        }
      }
    }
    let scalars = text.unicodeScalars
    guard let first = scalars.firstIndex(where: { !isSpace($0) }) else { return "" }
    let last = scalars.lastIndex(where: { !isSpace($0) })!
    if first == scalars.startIndex, scalars.index(after: last) == scalars.endIndex { return text }
    return String(scalars[first...last])
  }

  /// Text for one line of Markdown: line breaks as spaces.
  static func oneLine(_ text: String) -> String { ArticleText.collapsed(text) }

  /// Link text with its brackets escaped, so a title cannot end the link.
  static func linkText(_ text: String) -> String {
    let line = oneLine(text)
    // Most titles have none of the three: without their bytes there is nothing to escape.
    guard line.utf8.contains(where: { $0 == 0x5C || $0 == 0x5B || $0 == 0x5D }) else { return line }
    return line.replacingOccurrences(of: "\\", with: "\\\\").replacingOccurrences(of: "[", with: "\\[")
      .replacingOccurrences(of: "]", with: "\\]")
  }
}
