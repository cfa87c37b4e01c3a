import Foundation
import SpecimenCore

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
    var foundations = foundationPages(inputs.tokens)
    let styles = stylePages(inputs, mergingInto: &foundations)
    let components = componentPages(inputs)
    var sections: [String] = []
    if !foundations.isEmpty || !styles.isEmpty { sections.append("Foundations") }
    for page in components where !sections.contains(page.section ?? "Components") {
      sections.append(page.section ?? "Components")
    }

    files.append(.init(path: SiteLayout.Name.siteFile, contents: .text(InitSiteFile.text(inputs, sections: sections))))
    files.append(
      .init(
        path: SiteLayout.Name.page("index.md"),
        contents: .text(InitPages.home(inputs, foundations: foundations + styles, components: components))))
    for page in foundations + styles {
      files.append(.init(path: SiteLayout.Name.page(page.file), contents: .text(page.text)))
    }
    for page in components {
      files.append(.init(path: SiteLayout.Name.page(page.file), contents: .text(page.text)))
    }
    if inputs.ci == "github" {
      files.append(.init(path: InitCI.githubPath, contents: .text(InitCI.github(inputs))))
    }
    var copies = inputs.tokens?.copies ?? []
    copies += inputs.figma.flatMap(\.copies)
    copies += inputs.props.flatMap(\.copies)
    for copy in copies { files.append(.init(path: copy.to, contents: .copy(from: copy.from))) }
    return InitPlan(files: files)
  }

  /// A page init writes: its file under content/pages, title and one line for the home page
  /// (nil when the sources describe it with nothing but its kind).
  struct Page: Sendable, Equatable {
    var file: String
    var title: String
    var blurb: String?
    var text: String
    /// The navigation's section it is in.
    var section: String? = nil
    /// The subject a foundations page is named for (`Color`, `Typography`), which the Figma
    /// styles of the same subject join.
    var subject: FoundationKind? = nil
  }

  /// What a foundations page holds: kinds of token, in the order the pages come.
  enum FoundationKind: Int, CaseIterable {
    case color, typography, size, border, effect, motion, other

    init(type: String) {
      switch type {
      case "color": self = .color
      case "typography", "fontFamily", "fontWeight": self = .typography
      case "dimension", "number": self = .size
      case "border", "strokeStyle": self = .border
      case "shadow", "gradient": self = .effect
      case "duration", "cubicBezier", "transition": self = .motion
      default: self = .other
      }
    }

    /// The title of the page that gathers the small groups of this kind.
    var title: String {
      switch self {
      case .color: "Color"
      case .typography: "Typography"
      case .size: "Spacing and sizes"
      case .border: "Borders"
      case .effect: "Effects"
      case .motion: "Motion"
      case .other: "Other tokens"
      }
    }

    /// Names of a group whose page takes in this kind's small groups (`spacing` takes `radius`).
    var pageNames: Set<String> {
      switch self {
      case .color: ["color", "colour", "colors", "colours", "palette"]
      case .typography: ["typography", "type", "font", "fonts", "text styles"]
      case .size: ["spacing", "space", "size", "sizes", "sizing", "dimension", "dimensions", "spacing and sizes"]
      case .border: ["border", "borders", "stroke", "strokes"]
      case .effect: ["effect", "effects", "shadow", "shadows", "elevation"]
      case .motion: ["motion", "animation", "duration", "durations"]
      case .other: ["other tokens"]
      }
    }
  }

  /// A group with this many tokens has a page of its own; smaller ones share
  /// a page with the others of their kind, so a system named `bg/…`, `text/…`, `stroke/…` gets one
  /// color page, not one page per handful of tokens.
  static let ownPageMinimum = 6

  /// One foundations page: the groups it shows, under one title.
  struct FoundationPage: Sendable, Equatable {
    var title: String
    var kind: FoundationKind
    var groups: [InitInputs.TokenGroup]
  }

  static func foundationLayout(_ tokens: InitInputs.TokenInput) -> [FoundationPage] {
    let groups = tokens.groups.filter { $0.tokenCount > 0 }
    var pages: [FoundationPage] = []
    var small: [FoundationKind: [InitInputs.TokenGroup]] = [:]
    for group in groups {
      let kind = FoundationKind(type: group.mainType)
      if group.tokenCount >= ownPageMinimum {
        pages.append(FoundationPage(title: groupTitle(group.path, tokens), kind: kind, groups: [group]))
      } else {
        small[kind, default: []].append(group)
      }
    }
    // A page of the kind's own name (`colors`, `spacing`) takes in the small groups of its kind.
    for kind in FoundationKind.allCases {
      guard let gathered = small[kind] else { continue }
      if let index = pages.firstIndex(where: { $0.kind == kind && kind.pageNames.contains($0.title.lowercased()) }) {
        pages[index].groups += gathered
      } else if gathered.count == 1, let only = gathered.first {
        pages.append(FoundationPage(title: groupTitle(only.path, tokens), kind: kind, groups: [only]))
      } else {
        pages.append(FoundationPage(title: kind.title, kind: kind, groups: gathered))
      }
    }
    // By kind, then in the order of the files (a gathered page where its first group was).
    let position = { (page: FoundationPage) in groups.firstIndex { $0.path == page.groups[0].path } ?? 0 }
    var sorted = pages.enumerated().sorted { a, b in
      a.element.kind != b.element.kind
        ? a.element.kind.rawValue < b.element.kind.rawValue
        : position(a.element) != position(b.element) ? position(a.element) < position(b.element) : a.offset < b.offset
    }.map(\.element)
    // digdir's `size` and `_size` both read "Size": the second is named for the tier of sets it
    // is defined in when the first's differs ("Size primitives"); `fontSize` and `font-size`,
    // in the same files, by their group.
    var taken: Set<String> = tokens.looseTokens.isEmpty ? [] : ["ungrouped tokens"]
    for index in sorted.indices {
      let title = sorted[index].title
      if taken.insert(title.lowercased()).inserted { continue }
      let earlier = sorted[..<index].first { $0.title.lowercased() == title.lowercased() }
      if let tier = tier(of: sorted[index]), earlier.map({ self.tier(of: $0) != tier }) ?? true {
        let named = tierTitle(title, tier: tier)
        if taken.insert(named.lowercased()).inserted {
          sorted[index].title = named
          continue
        }
      }
      let qualifier = sorted[index].groups.count == 1 ? sorted[index].groups[0].path : nil
      sorted[index].title = InitText.distinctTitle(title, qualifier: qualifier, taken: &taken)
    }
    return sorted
  }

  /// A group's page title: its name in words, and the modifier when it is named for one of its
  /// contexts (digdir's `designsystemet`, the Theme of that name: "Designsystemet theme"), which
  /// says what the page holds where the name alone reads as the system's.
  static func groupTitle(_ path: String, _ tokens: InitInputs.TokenInput) -> String {
    let title = InitText.title(path)
    guard let modifier = tokens.contextModifiers[path.lowercased()] else { return title }
    let word = modifier.lowercased()
    return title.lowercased().hasSuffix(" " + word) ? title : title + " " + word
  }

  /// The first folder of the set that defines most of a page's first group (`primitives` of
  /// `primitives/modes/size/global`), or nil when its sets are in no folder.
  static func tier(of page: FoundationPage) -> String? {
    guard let set = page.groups.first?.sets.first, let slash = set.firstIndex(of: "/"), slash != set.startIndex else {
      return nil
    }
    return String(set[..<slash])
  }

  /// A title with its tier in words: a plural after it ("Size primitives"), any other word
  /// before it ("Semantic size", "Core color").
  static func tierTitle(_ title: String, tier: String) -> String {
    let word = InitText.title(tier)
    if word.lowercased().hasSuffix("s") { return "\(title) \(word.lowercased())" }
    // "UI colors" keeps its capitals after the word.
    let first = title.prefix { $0 != " " }
    let rest = first.allSatisfy(\.isUppercase) ? title : title.prefix(1).lowercased() + title.dropFirst()
    return "\(word) \(rest)"
  }

  static func foundationPages(_ tokens: InitInputs.TokenInput?) -> [Page] {
    guard let tokens else { return [] }
    var slugs = Set<String>()  // file names handed out once each: `button`, then `button-2`
    var pages: [Page] = []
    for (index, layout) in foundationLayout(tokens).enumerated() {
      let file = "foundations/" + slugs.insertNumbered(InitText.slug(layout.title)) + ".md"
      let count = layout.groups.reduce(0) { $0 + $1.tokenCount }
      // Named for a subject whatever its tokens' types: SDS's `@typography` group of text styles.
      let subject = FoundationKind.allCases.first { $0.pageNames.contains(layout.title.lowercased()) }
      pages.append(
        Page(
          file: file, title: layout.title, blurb: InitText.count(count, "token"),
          text: InitPages.foundation(layout, order: index + 1, tokens: tokens), subject: subject))
    }
    if !tokens.looseTokens.isEmpty {
      let file = "foundations/" + slugs.insertNumbered("ungrouped-tokens") + ".md"
      pages.append(
        Page(
          file: file, title: "Ungrouped tokens", blurb: InitText.count(tokens.looseTokens.count, "token"),
          text: InitPages.looseTokens(tokens.looseTokens, order: pages.count + 1, tokens: tokens)))
    }
    return pages
  }

  /// The Figma files' styles of each kind (color, text, effect, grid) in a `figma-styles` table:
  /// a section of the token page of the same subject when there is one (`Color`, `Typography`,
  /// `Effects`), else a foundations page of their own after the token pages.
  static func stylePages(_ inputs: InitInputs, mergingInto foundations: inout [Page]) -> [Page] {
    var slugs = Set(foundations.map { String($0.file.dropFirst("foundations/".count).dropLast(3)) })
    var titles = Set(foundations.map { $0.title.lowercased() })
    var pages: [Page] = []
    let subjects: [String: FoundationKind] = ["color": .color, "text": .typography, "effect": .effect]
    for kind in ["color", "text", "effect", "grid"] {
      let files = inputs.figma.filter { $0.styleCounts.contains { $0.kind == kind } }
      guard !files.isEmpty else { continue }
      let count = files.flatMap(\.styleCounts).filter { $0.kind == kind }.reduce(0) { $0 + $1.count }
      let noun = InitText.count(count, InitPages.styleNoun(kind))
      // A "Color" page of tokens beside a "Color styles" page reads as one subject written
      // twice: the styles are that page's last section.
      if let subject = subjects[kind], let index = foundations.firstIndex(where: { $0.subject == subject }) {
        foundations[index].text += InitPages.stylesSection(kind, files: files.map(\.contentPath))
        foundations[index].blurb = foundations[index].blurb.map { $0 + " and " + noun } ?? noun
        continue
      }
      let title = InitText.distinctTitle(InitPages.styleTitle(kind), qualifier: "Figma", taken: &titles)
      let file = "foundations/" + slugs.insertNumbered(InitText.slug(title)) + ".md"
      pages.append(
        Page(
          file: file, title: title, blurb: noun,
          text: InitPages.styles(
            kind, title: title, count: count, files: files.map(\.contentPath),
            order: foundations.count + pages.count + 1)))
    }
    return pages
  }

  /// A page per component, in its section: every source of a component on its one page, and
  /// an icon family on one page that lists it.
  static func componentPages(_ inputs: InitInputs) -> [Page] {
    let gathered = InitComponents.sections(InitComponents.gather(inputs))
    let (sections, galleries) = InitComponents.galleries(gathered.sections)
    let icons = gathered.icons
    var slugs: Set<String> = ["icons"]  // file names handed out once each: `button`, then `button-2`
    // Each page's file first, so a page can link the pages of the components declared beside it.
    var placed: [(component: InitComponent, section: String, order: Int, file: String)] = []
    for section in sections {
      // Two components whose names differ only in case or spacing would share a title.
      var titles: Set<String> = section.title == "Icons" && !icons.isEmpty ? ["icons"] : []
      // A name written as a path (`figma/logo/main`) reads as its last folder and name ("Logo
      // main"), with more folders while a name of the section has that title; the page still
      // states the whole name. Names with no slash keep their titles.
      let plain = Set(
        section.components.filter { InitText.pathSegments($0.title) == nil }.map { $0.title.lowercased() })
      for (index, var component) in section.components.enumerated() {
        let name = component.title
        var title = name
        if let segments = InitText.pathSegments(name) {
          let candidates = InitText.pathTitles(segments)
          title =
            candidates.first { !plain.contains($0.lowercased()) && !titles.contains($0.lowercased()) }
            ?? candidates.last ?? name
        }
        component.title = InitText.distinctTitle(title, qualifier: component.group, taken: &titles)
        // `GrantCodesAccordionItem` → `grant-codes-accordion-item`, as a page address reads; a
        // path-named component's address keeps its whole name (`figma-logo-main`).
        let addressed = title == name ? component.title : name
        let file =
          "components/" + slugs.insertNumbered(InitText.slug(InitText.words(addressed).joined(separator: " "))) + ".md"
        placed.append((component, section.title, index + 1, file))
      }
    }
    var declaredIn: [String: [InitPages.Link]] = [:]
    for entry in placed {
      for sourceFile in InitPages.unique(entry.component.code.compactMap(\.sourceFile)) {
        declaredIn[sourceFile, default: []].append(InitPages.Link(title: entry.component.title, file: entry.file))
      }
    }
    var pages: [Page] = []
    for (component, section, order, file) in placed {
      // Each page once, by its file: a barrel file that declares hundreds of components lists
      // them on each of their pages without comparing each with every one listed before it.
      var sameFile: [InitPages.Link] = []
      var listed: Set<String> = [file]
      for sourceFile in InitPages.unique(component.code.compactMap(\.sourceFile)) {
        for link in declaredIn[sourceFile] ?? [] where listed.insert(link.file).inserted {
          sameFile.append(link)
        }
      }
      let written = InitPages.component(
        component, section: section, order: order,
        hasParity: component.set.map { inputs.codeComponents[$0.name] != nil } ?? false,
        hasTokens: inputs.tokens != nil, declaredWith: sameFile, systemName: inputs.name,
        hasFigma: !inputs.figma.isEmpty, importable: inputs.importable)
      pages.append(Page(file: file, title: component.title, blurb: written.blurb, text: written.text, section: section))
    }
    var galleryTitles: Set<String> = []
    for (index, var gallery) in galleries.enumerated() {
      gallery.title = InitText.distinctTitle(gallery.title, qualifier: gallery.figmaPage, taken: &galleryTitles)
      let file = "components/" + slugs.insertNumbered(InitText.slug(gallery.title)) + ".md"
      pages.append(
        Page(
          file: file, title: gallery.title, blurb: InitText.count(gallery.components.count, "drawing"),
          text: InitPages.gallery(gallery, order: index + 1, systemName: inputs.name),
          section: InitComponents.gallerySection))
    }
    if !icons.isEmpty {
      pages.append(
        Page(
          file: "components/icons.md", title: "Icons", blurb: InitText.count(icons.count, "icon"),
          text: InitPages.icons(icons), section: "Icons"))
    }
    return pages
  }
}
