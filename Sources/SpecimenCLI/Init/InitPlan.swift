import Foundation

/// The files `specimen init` writes, relative to the site folder, in the order it writes them.
struct InitPlan: Sendable, Equatable {
  struct File: Sendable, Equatable {
    var path: String
    var contents: Contents

    enum Contents: Sendable, Equatable {
      case text(String)
      /// A file the user gave, copied byte for byte.
      case copy(from: String)
    }
  }

  var files: [File]

  var paths: [String] { files.map(\.path) }

  /// The planned paths that `exists` says are taken, in plan order: init writes none of them.
  func taken(_ exists: (String) -> Bool) -> [String] {
    paths.filter(exists)
  }

  /// Paths two inputs would both be written to (two snapshots with one file name), each once.
  var repeatedPaths: [String] {
    var seen = Set<String>()
    var repeated: [String] = []
    for path in paths where !seen.insert(path).inserted && !repeated.contains(path) { repeated.append(path) }
    return repeated
  }

  /// A page's text, for tests.
  func text(at path: String) -> String? {
    guard let file = files.first(where: { $0.path == path }), case .text(let text) = file.contents else { return nil }
    return text
  }
}

/// Plans a new site from what init found: site.yml, a home page, one foundations page per
/// top-level token group and one page per published component set. Pure: no file is read.
enum InitPlanner {
  static func plan(_ inputs: InitInputs) -> InitPlan {
    var files: [InitPlan.File] = []
    let foundations = foundationPages(inputs.tokens)
    let components = componentPages(inputs)
    var sections: [String] = []
    if !foundations.isEmpty { sections.append("Foundations") }
    if !components.isEmpty { sections.append("Components") }

    files.append(.init(path: "content/site.yml", contents: .text(InitSiteFile.text(inputs, sections: sections))))
    files.append(
      .init(
        path: "content/pages/index.md",
        contents: .text(InitPages.home(inputs, foundations: foundations, components: components))))
    for page in foundations {
      files.append(.init(path: "content/pages/" + page.file, contents: .text(page.text)))
    }
    for page in components {
      files.append(.init(path: "content/pages/" + page.file, contents: .text(page.text)))
    }
    var copies = inputs.tokens?.copies ?? []
    copies += inputs.figma.flatMap(\.copies)
    copies += inputs.props.flatMap(\.copies)
    for copy in copies { files.append(.init(path: copy.to, contents: .copy(from: copy.from))) }
    return InitPlan(files: files)
  }

  /// A page init writes: its file under content/pages, title and one line for the home page.
  struct Page: Sendable, Equatable {
    var file: String
    var title: String
    var blurb: String
    var text: String
  }

  /// Colors first, then type, space and shape, then the rest in source order.
  static let foundationRank = [
    "color", "colour", "colors", "colours", "palette", "typography", "type", "font", "fonts", "text", "spacing",
    "space", "size", "sizing", "dimension", "radius", "border", "shadow", "elevation", "effect", "motion",
  ]

  static func foundationPages(_ tokens: InitInputs.TokenInput?) -> [Page] {
    guard let tokens else { return [] }
    var groups = tokens.groups.enumerated().sorted { a, b in
      let rankA = foundationRank.firstIndex(of: a.element.path.lowercased()) ?? foundationRank.count
      let rankB = foundationRank.firstIndex(of: b.element.path.lowercased()) ?? foundationRank.count
      return rankA != rankB ? rankA < rankB : a.offset < b.offset
    }.map(\.element)
    groups.removeAll { $0.tokenCount == 0 }
    var slugs = SlugSet()
    var pages: [Page] = []
    for (index, group) in groups.enumerated() {
      let file = "foundations/" + slugs.take(InitText.slug(group.path)) + ".md"
      let title = InitText.title(group.path)
      pages.append(
        Page(
          file: file, title: title, blurb: InitText.count(group.tokenCount, "token"),
          text: InitPages.foundation(group, title: title, order: index + 1, tokens: tokens)))
    }
    if !tokens.looseTokens.isEmpty {
      let file = "foundations/" + slugs.take("other-tokens") + ".md"
      pages.append(
        Page(
          file: file, title: "Other tokens", blurb: InitText.count(tokens.looseTokens.count, "token"),
          text: InitPages.looseTokens(tokens.looseTokens, order: pages.count + 1, tokens: tokens)))
    }
    return pages
  }

  /// One page per published set, by name; a name two files share is documented once.
  static func componentPages(_ inputs: InitInputs) -> [Page] {
    var seen = Set<String>()
    var sets: [InitInputs.ComponentSetInput] = []
    for file in inputs.figma {
      for set in file.sets where seen.insert(set.name).inserted { sets.append(set) }
    }
    sets.sort { a, b in
      let order = a.name.lowercased().compare(b.name.lowercased())
      return order == .orderedSame ? a.name < b.name : order == .orderedAscending
    }
    var slugs = SlugSet()
    return sets.enumerated().map { index, set in
      let summary = InitText.firstSentence(set.description)
      return Page(
        file: "components/" + slugs.take(InitText.slug(set.name)) + ".md", title: set.name,
        blurb: summary ?? InitText.count(set.variantCount, "variant"),
        text: InitPages.component(
          set, summary: summary, order: index + 1, code: inputs.codeComponents[set.name],
          hasTokens: inputs.tokens != nil)
      )
    }
  }

  /// File names handed out once each: `button`, then `button-2`.
  struct SlugSet {
    private var taken = Set<String>()

    mutating func take(_ slug: String) -> String {
      var candidate = slug
      var number = 2
      while !taken.insert(candidate).inserted {
        candidate = "\(slug)-\(number)"
        number += 1
      }
      return candidate
    }
  }
}
