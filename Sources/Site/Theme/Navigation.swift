import SpecimenCore

/// The site's navigation: the pages without a section first, then each section in site.yml order,
/// pages by `order` then title. Previous/next follow this order.
struct Navigation: Sendable {
  struct Section: Sendable {
    var title: String?
    var pages: [Int]
  }

  var sections: [Section]
  /// Page indices in reading order.
  var order: [Int]
  /// Each page's place in `order`.
  var position: [Int: Int] = [:]
  /// Each page's section, by its index in `sections`.
  var sectionOf: [Int: Int] = [:]
  /// Each page's place in its section's `pages`, so a page finds itself in a list of thousands
  /// without reading the list.
  var placeInSection: [Int: Int] = [:]

  /// A section with more pages than this lists, on each page, only the pages around it (and its
  /// first and last), so a site of thousands of pages does not repeat them all on every page.
  static let fullListLimit = 60
  static let window = 8

  /// A navigation of more entries than this, over more titled sections than `foldedSectionMinimum`,
  /// folds its titled sections: each is its title, opened by a click, and the current page's
  /// section is open. SDS's 25 sections of two to nineteen components made every page 5,500 px
  /// tall at 1,400 wide, its sidebar's length.
  static let foldedEntryLimit = 60
  static let foldedSectionMinimum = 6

  /// Whether the navigation's titled sections are folded (see `foldedEntryLimit`).
  var foldsSections: Bool {
    let titled = sections.filter { $0.title != nil }
    guard titled.count > Self.foldedSectionMinimum else { return false }
    return sections.reduce(0) { $0 + min($1.pages.count, Self.fullListLimit) } > Self.foldedEntryLimit
  }

  /// Whether a section is one page named as the section is (init's Icons page in Icons): it is
  /// listed as that page's link alone, neither under a title that repeats the link nor folded
  /// around one entry of its own name.
  func isNamedByItsPage(_ section: Section, pages: [PageSource]) -> Bool {
    guard let title = section.title, section.pages.count == 1, let only = section.pages.first else { return false }
    return pages[only].title.lowercased() == title.lowercased()
  }

  /// One line of a section's list on a page: a page, or a gap where pages were left out.
  enum Entry: Equatable {
    case page(Int)
    case gap
  }

  /// What the navigation of page `current` lists for `section`.
  func entries(of section: Section, around current: Int) -> [Entry] {
    guard section.pages.count > Self.fullListLimit else { return section.pages.map(Entry.page) }
    // The page's own place, when this is its section; a page is in one section, so in any other
    // list it is not (a section made by hand is searched).
    let here: Int?
    if let place = placeInSection[current], place < section.pages.count, section.pages[place] == current {
      here = place
    } else if sectionOf[current] != nil {
      here = nil
    } else {
      here = section.pages.firstIndex(of: current)
    }
    let center = here ?? 0
    let range = max(0, center - Self.window)...min(section.pages.count - 1, center + Self.window)
    var entries: [Entry] = []
    if range.lowerBound > 0 {
      entries.append(.page(section.pages[0]))
      if range.lowerBound > 1 { entries.append(.gap) }
    }
    entries += range.map { Entry.page(section.pages[$0]) }
    if range.upperBound < section.pages.count - 1 {
      if range.upperBound < section.pages.count - 2 { entries.append(.gap) }
      entries.append(.page(section.pages[section.pages.count - 1]))
    }
    return entries
  }

  /// The other pages of page `current`'s titled section, in reading order, as its navigation lists
  /// them (a window around the page in a large section): what "more components" cards show. Made
  /// from the page's own section, so a page costs what its section lists, not the whole site.
  func related(to current: Int) -> [Int] {
    guard let place = sectionOf[current], sections[place].title != nil else { return [] }
    return entries(of: sections[place], around: current).compactMap { entry in
      guard case .page(let page) = entry, page != current else { return nil }
      return page
    }
  }

  init(pages: [PageSource], configuration: SiteConfiguration, into diagnostics: inout Diagnostics) {
    var bySection: [String: [Int]] = [:]
    var loose: [Int] = []
    for (index, page) in pages.enumerated() {
      guard let section = page.section else {
        loose.append(index)
        continue
      }
      if !configuration.sections.contains(section) {
        diagnostics.error(
          "unknown section '\(section)'", at: page.sectionLocation ?? page.location,
          hint: Suggestion.hint(for: section, in: configuration.sections)
            ?? "add it to 'sections' in site.yml (known: \(configuration.sections.joined(separator: ", ")))",
          id: .siteUnknownSection)
      }
      bySection[section, default: []].append(index)
    }
    func sorted(_ indices: [Int]) -> [Int] {
      indices.sorted { a, b in
        let (pa, pb) = (pages[a], pages[b])
        if (pa.url == "") != (pb.url == "") { return pa.url == "" }  // Home first
        if pa.order != pb.order { return (pa.order ?? .infinity) < (pb.order ?? .infinity) }
        if pa.title != pb.title { return pa.title < pb.title }
        return pa.relativePath < pb.relativePath
      }
    }
    sections = [Section(title: nil, pages: sorted(loose))]
    for title in configuration.sections {
      sections.append(Section(title: title, pages: sorted(bySection[title] ?? [])))
    }
    // Sections used by pages but missing from site.yml still show, after the known ones.
    for title in bySection.keys.sorted() where !configuration.sections.contains(title) {
      sections.append(Section(title: title, pages: sorted(bySection[title]!)))
    }
    sections.removeAll { $0.pages.isEmpty }
    for section in sections { Self.checkTitles(section, pages: pages, into: &diagnostics) }
    order = sections.flatMap(\.pages)
    for (place, page) in order.enumerated() { position[page] = place }
    for (place, section) in sections.enumerated() {
      for (index, page) in section.pages.enumerated() {
        sectionOf[page] = place
        placeInSection[page] = index
      }
    }
  }

  /// Two pages of one title in one list read as one page twice: a warning at the second, with a
  /// note at the first. Titles are compared as a reader does, ignoring case.
  static func checkTitles(_ section: Section, pages: [PageSource], into diagnostics: inout Diagnostics) {
    var first: [String: PageSource] = [:]
    for page in section.pages.map({ pages[$0] }) where !page.title.isEmpty {
      let key = page.title.lowercased()
      guard let earlier = first[key] else {
        first[key] = page
        continue
      }
      let place = section.title.map { "section '\($0)'" } ?? "the pages outside sections"
      diagnostics.append(
        .repeated(
          .warning, "a second page titled '\(page.title)' in \(place)", at: page.titleLocation ?? page.location,
          hint: "give one of them a title that says how it differs", first: earlier.titleLocation ?? earlier.location,
          id: .siteRepeatedPageTitle))
    }
  }
}
