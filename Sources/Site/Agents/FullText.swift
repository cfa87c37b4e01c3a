import SpecimenCore

/// `llms-full.txt` with where each twin it holds lies in it, so that a preview rebuild after a
/// prose edit puts the edited page's new twin in its place (or leaves the file as it is when the
/// page is past the cap) instead of joining every twin again.
struct FullText: Sendable {
  var text: String
  /// Each page's twin size in bytes, by page number (nil: the page has no twin).
  var sizes: [Int?]
  /// The pages the file holds whole, in navigation order; the others with a twin are listed.
  var held: [Int]
  /// The bytes of `text` each page of `held` takes (its twin, without the line break before it).
  var ranges: [Range<Int>]

  /// The file of the pages in `navigation`'s order: every twin while the file stays within `cap`
  /// bytes, the pages past it listed with links to their twins. `twin` is asked for the text of
  /// only the twins the file holds.
  init(site: SiteModel, navigation: Navigation, sizes: [Int?], cap: Int, twin: (Int) -> String) {
    self.sizes = sizes
    let (held, leftOut) = Self.split(navigation.order, sizes: sizes, cap: cap)
    self.held = held
    var text = ""
    var ranges: [Range<Int>] = []
    ranges.reserveCapacity(held.count)
    for number in held {
      if !text.isEmpty { text += "\n" }
      let start = text.utf8.count
      text += twin(number)
      ranges.append(start..<text.utf8.count)
    }
    self.ranges = ranges
    if !leftOut.isEmpty {
      text += "\n# Left out\n\nThis file stops at \(cap) bytes. These pages are in their own files:\n\n"
      for number in leftOut {
        let page = site.pages[number]
        text += "- [\(AgentFiles.linkText(page.title))](\(RelativeURL.path(page.url + MarkdownTwin.fileName)))\n"
      }
    }
    self.text = text
  }

  /// The pages held whole (those in order while the file stays within `cap`, a line break between
  /// two) and the pages past them, in order; a page without a twin is neither.
  static func split(_ order: [Int], sizes: [Int?], cap: Int) -> (held: [Int], leftOut: [Int]) {
    var held: [Int] = []
    var leftOut: [Int] = []
    var size = 0
    for number in order {
      guard let twinSize = sizes[number] else { continue }
      let pieceSize = (size == 0 ? 0 : 1) + twinSize
      if leftOut.isEmpty, size + pieceSize <= cap {
        held.append(number)
        size += pieceSize
      } else {
        leftOut.append(number)
      }
    }
    return (held, leftOut)
  }

  /// The file after the twins of `changed` became `twin`'s, with the titles and the order as they
  /// were: the same text when the pages held are the same and none of them changed, the new
  /// twins put in place of the old when the pages held are the same; nil when which pages the
  /// file holds changed (or a twin is or was empty, which moves a line break), and it must be
  /// made whole.
  func replacing(
    _ changed: [Int], sizes newSizes: [Int?], order: [Int], cap: Int, twin: (Int) -> String
  ) -> FullText? {
    for number in changed {
      guard let old = sizes[number], let new = newSizes[number], old > 0, new > 0 else {
        if sizes[number] == nil, newSizes[number] == nil { continue }
        return nil
      }
    }
    guard Self.split(order, sizes: newSizes, cap: cap).held == held else { return nil }
    var result = self
    result.sizes = newSizes
    let places = Dictionary(uniqueKeysWithValues: held.enumerated().map { ($0.element, $0.offset) })
    let replaced = Set(changed.compactMap { places[$0] })
    guard !replaced.isEmpty else { return result }
    // The text between the replaced twins (the other twins, the listing) is copied as it was;
    // the places after a replaced twin shift by what it changed.
    let utf8 = text.utf8
    func slice(_ range: Range<Int>) -> Substring {
      Substring(
        utf8[
          utf8.index(
            utf8.startIndex, offsetBy: range.lowerBound)..<utf8.index(
              utf8.startIndex, offsetBy: range.upperBound)])
    }
    var out = ""
    var copiedUpTo = 0
    var shift = 0
    for (place, range) in ranges.enumerated() {
      guard replaced.contains(place) else {
        result.ranges[place] = (range.lowerBound + shift)..<(range.upperBound + shift)
        continue
      }
      out += slice(copiedUpTo..<range.lowerBound)
      let newTwin = twin(held[place])
      out += newTwin
      copiedUpTo = range.upperBound
      let start = range.lowerBound + shift
      result.ranges[place] = start..<(start + newTwin.utf8.count)
      shift += newTwin.utf8.count - range.count
    }
    out += slice(copiedUpTo..<utf8.count)
    result.text = out
    return result
  }
}
