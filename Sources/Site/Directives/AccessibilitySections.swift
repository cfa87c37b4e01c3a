import Foundation
import Markdown

/// Where each component's own accessibility section is: the page whose ```` ```accessibility ````
/// block names its set, and the id of the heading that block sits under, for the overview to
/// link each component it lists. Read from the pages' Markdown before any of them is laid out,
/// so it works however the pages' rendering is ordered.
struct AccessibilitySections {
  struct Place: Equatable {
    /// The page's number in the site.
    var page: Int
    /// The id of the heading above the block; nil when the scan cannot tell it as the page's
    /// render would (a heading with a reference or a link in it), and the link goes to the page.
    var anchor: String?
    /// How many sets the block names: a component's own page names fewer than an overview.
    var setsInBlock: Int
  }

  /// The place of each set some page's block names, all but `page`'s; where several blocks
  /// name a set, the one on the page titled with its name, else the one naming fewest sets.
  static func find(in site: SiteModel, excluding page: Int) -> [String: Place] {
    var found: [String: Place] = [:]
    for (number, source) in site.pages.enumerated() where number != page {
      let markdown = source.markdownForOtherPages
      guard markdown.contains("```accessibility") || markdown.contains("~~~accessibility") else { continue }
      for block in blocks(in: markdown) {
        let set = block.set
        let candidate = Place(page: number, anchor: block.anchor, setsInBlock: block.setsInBlock)
        guard let current = found[set] else {
          found[set] = candidate
          continue
        }
        func rank(_ place: Place) -> (Int, Int) {
          (site.pages[place.page].title.lowercased() == set.lowercased() ? 0 : 1, place.setsInBlock)
        }
        if rank(candidate) < rank(current) { found[set] = candidate }
      }
    }
    return found
  }

  /// Each set a block of `markdown` names, with the heading id above the block, first block
  /// first. Headings are read as Markdown writes them (ATX and setext, outside fenced code),
  /// their ids given as `HeadingIDs` gives them in page order.
  static func blocks(in markdown: String) -> [(set: String, anchor: String?, setsInBlock: Int)] {
    let ids = HeadingIDs()
    var current: String? = nil
    var found: [(set: String, anchor: String?, setsInBlock: Int)] = []
    var fence: Substring? = nil
    var previous: Substring? = nil
    for line in markdown.split(separator: "\n", omittingEmptySubsequences: false) {
      let line = line.hasSuffix("\r") ? line.dropLast() : line
      let trimmed = line.drop { $0 == " " }
      let indent = line.count - trimmed.count
      if let open = fence {
        if indent < 4, trimmed.hasPrefix(open), trimmed.drop(while: { $0 == open.first }).allSatisfy(\.isWhitespace) {
          fence = nil
        }
        previous = nil
        continue
      }
      if indent < 4, let marker = trimmed.first, marker == "`" || marker == "~" {
        let run = trimmed.prefix { $0 == marker }
        if run.count >= 3 {
          fence = run
          let info = trimmed.dropFirst(run.count).trimmingCharacters(in: .whitespaces)
          if info.hasPrefix("accessibility ") {
            let names = DirectiveBody.names(String(info.dropFirst("accessibility ".count)))
            for name in names {
              found.append((name, current, names.count))
            }
          }
          previous = nil
          continue
        }
      }
      if indent < 4, trimmed.hasPrefix("#") {
        let hashes = trimmed.prefix { $0 == "#" }
        let rest = trimmed.dropFirst(hashes.count)
        if hashes.count <= 6, rest.isEmpty || rest.first == " " || rest.first == "\t" {
          current = headingID(atx: rest, ids: ids)
          previous = nil
          continue
        }
      }
      // A setext underline: the paragraph line above it is a heading.
      if indent < 4, let text = previous, let marker = trimmed.first, marker == "=" || marker == "-",
        trimmed.trimmingCharacters(in: .whitespaces).allSatisfy({ $0 == marker })
      {
        current = headingID(text.trimmingCharacters(in: .whitespaces)[...], ids: ids)
        previous = nil
        continue
      }
      previous = trimmed.isEmpty || indent >= 4 ? nil : trimmed
    }
    return found
  }

  /// An ATX heading's id: its text without the closing `#`s.
  private static func headingID(atx rest: Substring, ids: HeadingIDs) -> String? {
    var text = rest.trimmingCharacters(in: .whitespaces)[...]
    let closing = text.reversed().prefix { $0 == "#" }.count
    if closing > 0 {
      let before = text.dropLast(closing)
      if before.isEmpty || before.last == " " || before.last == "\t" { text = before }
    }
    return headingID(text.trimmingCharacters(in: .whitespaces)[...], ids: ids)
  }

  /// The id `HeadingIDs` gives a heading of this text (its `{#id}` when it ends with one), taken
  /// so later headings number after it; nil where the text holds what the render reads
  /// otherwise than as written (a reference, a link, raw HTML, an escape).
  private static func headingID(_ text: Substring, ids: HeadingIDs) -> String? {
    var explicit: String? = nil
    var written = text
    if text.hasSuffix("}"), let open = text.range(of: " {#", options: .backwards) {
      explicit = String(text[open.upperBound..<text.index(before: text.endIndex)])
      written = text[..<open.lowerBound]
    }
    let readsOtherwise = ["{{", "](", "<", "\\", "&", "[^"].contains { written.contains($0) }
    let id = ids.id(for: String(written), explicit: explicit)
    return readsOtherwise ? nil : id
  }
}
