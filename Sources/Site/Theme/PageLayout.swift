import Figma
import Foundation
import Markdown
import SpecimenCore
import Templates

/// The data `templates/page.mustache` renders, documented in docs/TEMPLATES.md.
enum PageLayout {
  /// What every page's layout shares, made once per build rather than once per page: the `site`
  /// value (whose footer line asks the whole site's data) and each page's status value, which
  /// every navigation list that names the page repeats.
  struct Shared: Sendable {
    let site: TemplateValue
    /// The home page, the first breadcrumb of every other page.
    let home: Int?
    /// Each page's `status`, by page number.
    let statuses: [TemplateValue]

    init(site: SiteModel) {
      self.site = PageLayout.siteData(site)
      home = site.pageIndex["index.md"]
      statuses = site.pages.map { PageLayout.statusValue($0.status) }
    }
  }

  /// `body.html` is the page body, its deep-link ids given as the directives wrote it (`DeepLinkIDs`).
  static func context(
    for index: Int, body: RenderedMarkdown, site: SiteModel, navigation: Navigation, searchTerms: [String] = []
  ) -> TemplateValue {
    context(
      for: index, body: body, site: site, navigation: navigation, shared: Shared(site: site), searchTerms: searchTerms)
  }

  /// The same, with what every page shares made once by the caller.
  static func context(
    for index: Int, body: RenderedMarkdown, site: SiteModel, navigation: Navigation, shared: Shared,
    searchTerms: [String] = []
  ) -> TemplateValue {
    let page = site.pages[index]
    let configuration = site.configuration
    func link(_ target: Int) -> TemplateValue {
      let other = site.pages[target]
      return [
        "title": .string(other.title), "url": .string(RelativeURL.between(page.url, other.url)),
        "summary": optional(other.summary),
      ]
    }

    let toc: [TemplateValue] = body.headings.filter { $0.level == 2 || $0.level == 3 }.map {
      [
        "id": .string($0.id), "text": .string($0.text), "level": .number(Double($0.level)),
        "isSub": .bool($0.level == 3),
      ]
    }
    let position = navigation.position[index]
    let previous = position.flatMap { $0 > 0 ? navigation.order[$0 - 1] : nil }
    let next = position.flatMap { $0 + 1 < navigation.order.count ? navigation.order[$0 + 1] : nil }

    // The other pages of the page's section, in reading order: "more components" cards.
    let related: [TemplateValue] = page.section == nil ? [] : navigation.related(to: index).map(link)

    var breadcrumbs: [TemplateValue] = []
    if let home = shared.home, home != index { breadcrumbs.append(link(home)) }
    // A page named like its section (init's Icons page in the Icons section) is not named twice.
    if let section = page.section, section != page.title {
      breadcrumbs.append(["title": .string(section), "url": .null])
    }

    let folds = navigation.foldsSections
    let here = navigation.sectionOf[index]
    let nav: [TemplateValue] = navigation.sections.enumerated().map { place, section in
      let title = navigation.isNamedByItsPage(section, pages: site.pages) ? nil : section.title
      return [
        "title": optional(title),
        "folded": .bool(folds && title != nil), "open": .bool(place == here),
        "pages": .array(
          navigation.entries(of: section, around: index).map { entry in
            guard case .page(let target) = entry else { return ["isGap": true] }
            let other = site.pages[target]
            return [
              "title": .string(other.title), "url": .string(RelativeURL.between(page.url, other.url)),
              "current": .bool(target == index), "status": shared.statuses[target], "isGap": false,
            ]
          }),
      ]
    }

    let title = page.url.isEmpty ? configuration.name : "\(page.title) · \(configuration.name)"
    let canonical = configuration.baseURL.map { RelativeURL.absolute(page.url, under: $0) }
    var pageValue: [(key: String, value: TemplateValue)] = [
      ("title", .string(page.title)), ("documentTitle", .string(title)), ("summary", optional(page.summary)),
      ("section", optional(page.section)), ("status", statusValue(page.status)), ("figma", optional(page.figma)),
    ]
    pageValue += [
      ("content", .string(body.html)),
      // An outline of one heading is that heading: "On this page" shows from two.
      ("toc", .array(toc)), ("hasToc", .bool(toc.count > 1)),
      // A trail of the page alone would repeat its title; a pager without a neighbour is a rule.
      ("breadcrumbs", .array(breadcrumbs)), ("hasBreadcrumbs", .bool(!breadcrumbs.isEmpty)),
      ("previous", previous.map(link) ?? .null), ("next", next.map(link) ?? .null),
      ("hasPager", .bool(previous != nil || next != nil)), ("related", .array(related)),
      ("hasRelated", .bool(!related.isEmpty)),
      ("canonical", optional(canonical)), ("isHome", .bool(page.url.isEmpty)),
      // The page's Markdown twin, beside it in its folder.
      ("markdown", .string(MarkdownTwin.fileName)),
      ("description", optional(page.summary ?? configuration.description)),
      ("editURL", optional(page.isGenerated ? nil : configuration.repository?.editURL(for: page.relativePath))),
      ("searchTerms", searchTerms.isEmpty ? .null : .string(searchTerms.joined(separator: " · "))),
    ]
    return .object([
      ("site", shared.site), ("page", .object(pageValue)), ("nav", .array(nav)),
      ("root", .string(RelativeURL.between(page.url, ""))),
    ])
  }

  static func siteData(_ site: SiteModel) -> TemplateValue {
    let configuration = site.configuration
    return [
      "name": .string(configuration.name), "version": optional(configuration.version),
      "description": optional(configuration.description), "language": .string(configuration.language),
      "hasTokens": .bool(site.data.tokens != nil), "search": .bool(configuration.search),
      "versionPath": optional(configuration.versionPath),
      "builtFrom": optional(builtFrom(site.data)),
    ]
  }

  /// What the site's data comes from, for the footer's "Built with Specimen from …": only the
  /// sources this site has (`the design tokens and the components' code metadata`); nil with none.
  static func builtFrom(_ data: SiteData) -> String? {
    var sources: [String] = []
    if data.tokens != nil { sources.append("the design tokens") }
    // Asked of the files, not of `componentSets`, which gathers every set of every file.
    if data.figma.files.contains(where: { !$0.componentSets.isEmpty }) {
      sources.append("the Figma component definitions")
    } else if !data.figma.files.isEmpty {
      sources.append("the Figma files")
    }
    if let geometry = data.geometry, !geometry.setNames.isEmpty { sources.append("the geometry models") }
    if !data.props.components.isEmpty { sources.append("the components' code metadata") }
    return sources.isEmpty ? nil : Prose.list(sources)
  }

  /// The data of 404.html: served for any missing address, so its links start at the site's root
  /// path (from baseURL) rather than relative to a page.
  static func notFound(site: SiteModel, navigation: Navigation) -> TemplateValue {
    let configuration = site.configuration
    // As written (percent-encoded); site.yml's check makes it one path on the site's own host.
    let root =
      configuration.baseURL.flatMap { URLComponents(string: $0)?.percentEncodedPath }.map {
        $0.hasSuffix("/") ? $0 : $0 + "/"
      } ?? "/"
    let folds = navigation.foldsSections
    let nav: [TemplateValue] = navigation.sections.map { section in
      let title = navigation.isNamedByItsPage(section, pages: site.pages) ? nil : section.title
      return [
        "title": optional(title), "folded": .bool(folds && title != nil), "open": false,
        "pages": .array(
          navigation.entries(of: section, around: -1).compactMap { entry in
            guard case .page(let target) = entry else { return nil }
            let other = site.pages[target]
            return [
              "title": .string(other.title), "url": .string(root + RelativeURL.path(other.url)), "current": false,
              "status": statusValue(other.status), "isGap": false,
            ]
          }),
      ]
    }
    let content = HTML { html in
      html.element("p") { p in
        p.text("There is no page at this address. Try the search, or start again from ")
        p.element("a", ["href": root], text: configuration.name)
        p.text(".")
      }
    }
    let page: TemplateValue = [
      "title": "Page not found", "documentTitle": .string("Page not found · \(configuration.name)"),
      "content": .string(content.markup), "toc": [], "hasToc": false, "breadcrumbs": [], "hasBreadcrumbs": false,
      "hasPager": false, "isHome": false,
    ]
    return ["site": siteData(site), "page": page, "nav": .array(nav), "root": .string(root)]
  }

  static func optional(_ text: String?) -> TemplateValue { text.map(TemplateValue.string) ?? .null }

  static func statusValue(_ status: PageStatus?) -> TemplateValue {
    guard let status else { return .null }
    return ["name": .string(status.rawValue), "label": .string(status.label)]
  }
}

enum Sitemap {
  /// Every page but drafts; no dates, so two builds of the same input are byte-identical.
  static func xml(baseURL: String, pages: [PageSource]) -> String {
    var out =
      "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<urlset xmlns=\"http://www.sitemaps.org/schemas/sitemap/0.9\">\n"
    for page in pages.sorted(by: { $0.url < $1.url }) where page.status != .draft {
      out += "  <url><loc>\(Escape.html(RelativeURL.absolute(page.url, under: baseURL)))</loc></url>\n"
    }
    return out + "</urlset>\n"
  }
}
