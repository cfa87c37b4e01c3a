import Foundation
import SiteOutput
import SpecimenCore
import TestSupport
import Testing

@testable import Site

@Suite struct BuildTests {
  @Test func buildsEveryPageAtItsURL() throws {
    let site = try FixtureSite("basic")
    defer { site.remove() }
    let report = site.build()
    #expect(report.succeeded, "\(report.messages)")
    #expect(report.pageCount == 3)
    let files = try site.outputFiles()
    #expect(
      files.keys.sorted() == [
        // The built-in theme's assets, which the site's templates extend, beside the site's own.
        ".specimen-output", "404.html", "assets/favicon.svg", "assets/preview.js", "assets/search.js",
        "assets/site.css", "assets/specimen.css", "assets/specimen.js",
        // What agents read: the manifest (with no component sets here), each page's twin, llms.txt.
        "components.json", "components/button/index.html", "components/button/index.md",
        "components/toggle/index.html", "components/toggle/index.md", "index.html", "index.md", "llms-full.txt",
        "llms.txt", "sitemap.xml",
      ])
    for (path, text) in files.sorted(by: { $0.key < $1.key }) where path.hasSuffix(".html") || path.hasSuffix(".xml") {
      try snapshots.check(text, named: "basic/\(path)")
    }
  }

  @Test func aPageSavedWithAByteOrderMarkReadsAsTheSamePage() throws {
    let site = try FixtureSite("basic")
    defer { site.remove() }
    #expect(site.build().succeeded)
    let before = try site.outputFiles()
    let page = try site.read("content/pages/index.md")
    try site.write("content/pages/index.md", "\u{FEFF}" + page)
    let report = site.build()
    #expect(report.succeeded, "\(report.messages)")
    #expect(try site.outputFiles() == before)
  }

  @Test func twoBuildsAreByteIdentical() throws {
    let site = try FixtureSite("basic")
    defer { site.remove() }
    #expect(site.build().succeeded)
    let first = try site.outputFiles()
    #expect(site.build().succeeded)
    #expect(try site.outputFiles() == first)
  }

  @Test func pageOutputIsSafe() throws {
    let site = try FixtureSite("basic")
    defer { site.remove() }
    #expect(site.build().succeeded)
    let toggle = try site.read("Public/components/toggle/index.html")
    // The fixture's template has no script, and the page's Markdown adds none.
    let tree = HTMLElement.parse(toggle)
    #expect(tree.all("script").map { $0["src"] ?? "inline" } == [])
    #expect(tree.all("title").map(\.text) == ["Toggle · Fixture UI"])
    #expect(toggle.contains("<title>Toggle · Fixture UI</title>"))
    #expect(toggle.contains("href=\"../../#\"") == false)
    #expect(toggle.contains("<a href=\"../../\">home</a>"))
    #expect(toggle.contains("<a href=\"#states\">states</a>"))
    #expect(toggle.contains("sp-callout-warning"))
    #expect(toggle.contains("<strong>gap</strong>"))
    #expect(toggle.contains("tok-keyword"))
  }

  @Test func navigationOrdersSectionsAndPages() throws {
    let site = try FixtureSite("basic")
    defer { site.remove() }
    #expect(site.build().succeeded)
    let button = try site.read("Public/components/button/index.html")
    // Home, then Components by order: Button (1), Toggle (2).
    #expect(button.contains("<a rel=\"prev\" href=\"../../\">Fixture UI</a>"))
    #expect(button.contains("<a rel=\"next\" href=\"../toggle/\">Toggle</a>"))
    #expect(button.contains("<a href=\"./\" aria-current=\"page\">Button</a>"))
  }

  @Test func checkWritesNothing() throws {
    let site = try FixtureSite("basic")
    defer { site.remove() }
    let report = site.build(write: false)
    #expect(report.succeeded)
    #expect(!FileManager.default.fileExists(atPath: site.output))
  }
}

@Suite struct BuildErrorTests {
  /// Builds once to have a Public/, breaks the site, and checks the failure leaves Public/ as it was.
  func failingBuild(_ edit: (FixtureSite) throws -> Void) throws -> (BuildReport, FixtureSite) {
    let site = try FixtureSite("basic")
    #expect(site.build().succeeded)
    let before = try site.outputFiles()
    try edit(site)
    let report = site.build()
    #expect(!report.succeeded)
    #expect(try site.outputFiles() == before, "a failed build must leave Public/ untouched")
    let leftovers = try FileManager.default.contentsOfDirectory(atPath: site.path).filter {
      $0.hasPrefix(".Public") && $0 != ".Public.spare"
    }
    #expect(leftovers.isEmpty)
    return (report, site)
  }

  @Test func brokenLinkFailsWithItsPosition() throws {
    let (report, site) = try failingBuild { site in
      try site.write(
        "content/pages/components/button.md",
        "---\ntitle: Button\nsection: Components\n---\n\nSee [Toggle](toggel.md).\n")
    }
    defer { site.remove() }
    let file = site.path + "/content/pages/components/button.md"
    #expect(
      report.messages == [
        "\(file):6:5: error: link to a missing page 'toggel.md'\nhint: did you mean 'components/toggle.md'?"
      ])
  }

  @Test func missingAnchorFails() throws {
    let (report, site) = try failingBuild { site in
      try site.write("content/pages/index.md", "---\ntitle: Home\n---\n\n[x](components/toggle.md#stats)\n")
    }
    defer { site.remove() }
    #expect(report.messages.count == 1)
    #expect(
      report.messages[0].contains("index.md:5:1: error: link to a missing anchor '#stats' on 'components/toggle.md'"))
    #expect(report.messages[0].contains("did you mean 'states'?"))
  }

  @Test func everyProblemIsReportedTogether() throws {
    let (report, site) = try failingBuild { site in
      try site.write(
        "content/pages/index.md", "---\ntitel: Home\nstatus: stabel\n---\n\n```callot\nx\n```\n\n{{tokn x}}\n")
    }
    defer { site.remove() }
    let file = site.path + "/content/pages/index.md"
    #expect(report.messages.count == 5, "\(report.messages)")
    #expect(
      report.messages.contains {
        $0.hasPrefix("\(file):2:1: error: unknown key 'titel' in front matter\nhint: did you mean 'title'?")
      })
    #expect(
      report.messages.contains {
        $0.hasPrefix("\(file):3:9: error: unknown status 'stabel'\nhint: did you mean 'stable'?")
      })
    #expect(
      report.messages.contains {
        $0.hasPrefix("\(file):1:1: error: missing required key 'title'") || $0.contains("missing required key 'title'")
      })
    #expect(
      report.messages.contains {
        $0.hasPrefix("\(file):6:1: warning: 'callot' is not a directive; shown as code\nhint: did you mean 'callout'?")
      })
    #expect(report.messages.contains { $0.hasPrefix("\(file):10:1: error: unknown reference '{{tokn}}'") })
  }

  @Test func templateSyntaxErrorHasItsPosition() throws {
    let (report, site) = try failingBuild { site in
      try site.write("templates/page.mustache", "<main>\n{{#page}}{{{page.content}}}\n")
    }
    defer { site.remove() }
    #expect(report.messages.count == 1)
    #expect(report.messages[0].hasPrefix(site.path + "/templates/page.mustache:2:"), "\(report.messages)")
  }

  @Test func missingPartialIsAnError() throws {
    let (report, site) = try failingBuild { site in
      try site.write("templates/page.mustache", "<main>{{{page.content}}}</main>\n  {{> fotter}}\n")
      try site.write("templates/partials/footer.mustache", "f")
    }
    defer { site.remove() }
    #expect(
      report.messages == [
        site.path
          + "/templates/page.mustache:2:3: error: the template names a partial 'fotter' that does not exist\nhint: did you mean 'footer'?"
      ])
  }

  @Test func unknownSiteKeyAndSectionAreErrors() throws {
    let (report, site) = try failingBuild { site in
      try site.write("content/site.yml", "name: X\nsectons: [A]\n")
    }
    defer { site.remove() }
    #expect(
      report.messages.contains {
        $0.contains("site.yml:2:1: error: unknown key 'sectons' in site.yml\nhint: did you mean 'sections'?")
      })
    #expect(report.messages.contains { $0.contains("components/toggle.md:4:10: error: unknown section 'Components'") })
  }

  /// Two pages of one title in one section read as one page listed twice: a warning at the
  /// second's title, with a note at the first's.
  @Test func twoPagesOfOneTitleInASectionAreAWarning() throws {
    let site = try FixtureSite("basic")
    defer { site.remove() }
    try site.write(
      "content/pages/components/button-2.md", "---\ntitle: button\nsection: Components\norder: 3\n---\n\nAgain.\n")
    let report = site.build()
    #expect(report.succeeded)
    let message = try #require(report.messages.first { $0.contains("a second page titled") })
    #expect(
      message.contains(
        "components/button-2.md:2:8: warning: a second page titled 'button' in section 'Components'\n"
          + "hint: give one of them a title that says how it differs\n"))
    #expect(message.contains("components/button.md:2:8: note: the first is here"))
  }

  @Test func strictTurnsWarningsIntoErrors() throws {
    let site = try FixtureSite("basic")
    defer { site.remove() }
    try site.write("content/pages/index.md", "---\ntitle: Home\n---\n\n![Logo](logo.png)\n")
    let relaxed = site.build()
    #expect(relaxed.succeeded)
    #expect(relaxed.warningCount == 1)
    #expect(relaxed.messages.first?.contains("index.md:5:1: warning: link to a missing file 'logo.png'") == true)
    let strict = site.build(strict: true)
    #expect(!strict.succeeded)
    #expect(strict.messages.first?.contains("index.md:5:1: error: link to a missing file 'logo.png'") == true)
  }

  /// Token files outside DTCG 2025.10 build with a warning and a marked table; `strict: true`
  /// under `tokens:` makes the same file an error.
  @Test func nonStandardTokensWarnUnlessStrict() throws {
    let site = try FixtureSite("basic")
    defer { site.remove() }
    try site.write(
      "content/tokens/t.resolver.json",
      """
      {"version": "2025.10", "resolutionOrder": [{"type": "set", "name": "all", "sources": [{"$ref": "a.tokens.json"}]}]}
      """)
    try site.write("content/tokens/a.tokens.json", "{\"brand\": {\"$type\": \"color\", \"$value\": \"#0a84ff\"}}\n")
    try site.write("content/pages/index.md", "---\ntitle: Home\n---\n\n```tokens\nbrand\n```\n")
    let yml = try site.read("content/site.yml")
    try site.write("content/site.yml", yml + "tokens:\n  resolver: tokens/t.resolver.json\n")
    let relaxed = site.build()
    #expect(relaxed.succeeded && relaxed.warningCount == 1, "\(relaxed.messages)")
    #expect(
      relaxed.messages.first?.contains("a.tokens.json:1:40: warning: brand: value is the string \"#0a84ff\"") == true)
    // A color written as a string has one clear reading: the table says so once, not the row.
    let page = try site.read("Public/index.html")
    #expect(page.contains("<p class=\"sp-token-forms\">") && !page.contains("<details class=\"sp-nonstandard\">"))
    try site.write("content/site.yml", yml + "tokens:\n  resolver: tokens/t.resolver.json\n  strict: true\n")
    let strict = site.build()
    #expect(!strict.succeeded)
    #expect(
      strict.messages.first?.contains("a.tokens.json:1:40: error: brand: value is the string \"#0a84ff\"") == true)
  }

  @Test func filesBesideThePagesAreCopiedAndLinked() throws {
    let site = try FixtureSite("basic")
    defer { site.remove() }
    try site.write("content/pages/components/toggle-anatomy.svg", "<svg xmlns=\"http://www.w3.org/2000/svg\"/>")
    try site.write(
      "content/pages/components/button.md",
      "---\ntitle: Button\nsection: Components\n---\n\n![Anatomy](toggle-anatomy.svg)\n")
    let report = site.build()
    #expect(report.succeeded, "\(report.messages)")
    #expect(try site.read("Public/components/button/index.html").contains("src=\"../toggle-anatomy.svg\""))
    #expect(FileManager.default.fileExists(atPath: site.output + "/components/toggle-anatomy.svg"))
  }
}

@Suite struct URLTests {
  @Test func pageURLs() {
    #expect(PageSource.url(for: "index.md") == "")
    #expect(PageSource.url(for: "components/toggle.md") == "components/toggle/")
    #expect(PageSource.url(for: "components/index.md") == "components/")
  }

  @Test func relativeURLs() {
    #expect(RelativeURL.between("components/toggle/", "foundations/color/") == "../../foundations/color/")
    #expect(RelativeURL.between("", "components/toggle/") == "components/toggle/")
    #expect(RelativeURL.between("components/toggle/", "") == "../../")
    #expect(RelativeURL.between("", "") == "./")
    #expect(RelativeURL.between("components/toggle/", "components/button/") == "../button/")
    #expect(RelativeURL.between("components/toggle/", "components/toggle/") == "./")
    #expect(RelativeURL.resolve("../index.md", against: "components/toggle.md") == "index.md")
    #expect(RelativeURL.resolve("button.md", against: "components/toggle.md") == "components/button.md")
    // A name beside the page, against bases the shortcut must leave to the walk.
    #expect(RelativeURL.resolve("button.md", against: "toggle.md") == "button.md")
    #expect(RelativeURL.resolve("button.md", against: "a/b/toggle.md") == "a/b/button.md")
    #expect(RelativeURL.resolve("button.md", against: "a//toggle.md") == "a/button.md")
    #expect(RelativeURL.resolve("button.md", against: "a/b//toggle.md") == "a/b/button.md")
    #expect(RelativeURL.resolve("button.md", against: "/a/toggle.md") == "a/button.md")
    #expect(RelativeURL.resolve(".", against: "a/toggle.md") == "a")
    #expect(RelativeURL.resolve("..", against: "a/toggle.md") == "")
  }

  /// The URL between two pages, made in one piece, is the one the plain computation gives: the
  /// common folders dropped, `../` for each folder left of the first, the rest encoded.
  @Test func relativeURLsMatchThePlainComputation() {
    func plain(_ from: String, _ to: String) -> String {
      let source = Array(from.utf8)
      let target = Array(to.utf8)
      var common = 0
      var index = 0
      while index < source.count, index < target.count, source[index] == target[index] {
        index += 1
        if source[index - 1] == UInt8(ascii: "/") { common = index }
      }
      let up = String(repeating: "../", count: source[common...].count(where: { $0 == UInt8(ascii: "/") }))
      let rest = RelativeURL.path(String(decoding: target[common...], as: UTF8.self))
      return up.isEmpty && rest.isEmpty ? "./" : up + rest
    }
    let paths = [
      "", "components/", "components/toggle/", "components/toggle-group/", "foundations/color/", "a/b/c/",
      "a/b/", "Zürich/東京/", "a b#c?d%e/", "javascript:x/", "components/a-very-long-component-name-past-sixteen/",
      "components/toggle/index.md", "assets/logo.svg",
    ]
    for from in paths {
      for to in paths { #expect(RelativeURL.between(from, to) == plain(from, to), "\(from) → \(to)") }
    }
  }

  /// Names from the file system are percent-encoded segment by segment wherever a URL is made of
  /// them: a colon cannot make a scheme, nor `#`, `?` or `%` end or change the path.
  @Test func urlsOfOddlyNamedFilesArePercentEncoded() {
    #expect(RelativeURL.between("", "javascript:alert(1)/") == "javascript%3Aalert%281%29/")
    #expect(RelativeURL.between("a b#c?d%e/", "") == "../")
    #expect(RelativeURL.between("x/y/", "x/a b#c?d%e/") == "../a%20b%23c%3Fd%25e/")
    #expect(RelativeURL.between("components/", "components/farbe-ü.png") == "farbe-%C3%BC.png")
    #expect(RelativeURL.path("javascript:x/a b/") == "javascript%3Ax/a%20b/")
    #expect(RelativeURL.path("components/toggle/") == "components/toggle/")
    #expect(
      RelativeURL.absolute("a b#c?d%e/", under: "https://example.com/docs")
        == "https://example.com/docs/a%20b%23c%3Fd%25e/")
    #expect(OutputFingerprint.url("a b/index.html") == "/a%20b/")
    #expect(OutputFingerprint.url("javascript:x.png") == "/javascript%3Ax.png")
  }

  /// 404.html loads its styles and scripts from baseURL's path: it must stay on baseURL's host.
  @Test func baseURLsWhosePathLeavesTheHostAreRefused() {
    for good in ["https://example.com", "https://example.com/docs/", "http://[::1]:8080/a%20b/"] {
      #expect(SiteConfiguration.baseURLProblem(good) == nil, "\(good)")
    }
    let refused = [
      "//evil.example", "https://example.com//evil.example/x", "https:///evil.example", "https://example.com/\\evil/",
      "https://example.com/do cs/", "https://example.com/docs?x=1", "https://example.com/docs#top", "javascript:x",
    ]
    for bad in refused { #expect(SiteConfiguration.baseURLProblem(bad) != nil, "\(bad)") }
  }

  /// The release page's folder is named after the version: never `.` or `..`.
  @Test func releasePagePathsStayInTheirFolder() {
    #expect(SiteBuilder.releasePagePath("3.2") == "releases/3.2.md")
    #expect(SiteBuilder.releasePagePath("..") == "releases/--.md")
    #expect(SiteBuilder.releasePagePath(".") == "releases/-.md")
    #expect(SiteBuilder.releasePagePath("") == "releases/-.md")
  }
}

@Suite struct NavigationTests {
  func navigation(pages count: Int) -> Navigation {
    let configuration = SiteConfiguration(
      name: "N", version: nil, description: nil, baseURL: nil, language: "en", sections: ["Components"],
      unsafeHTML: false, tokens: nil, figma: [], location: SourceLocation(file: "site.yml"))
    let pages = (0..<count).map { n in
      PageSource(
        relativePath: "c/\(n).md", file: "c/\(n).md", title: "Page \(1000 + n)", section: "Components",
        order: Double(n),
        body: "", bodyLineOffset: 0, url: "c/\(n)/", location: SourceLocation(file: "c/\(n).md"))
    }
    var diagnostics = Diagnostics()
    return Navigation(pages: pages, configuration: configuration, into: &diagnostics)
  }

  @Test func smallSectionsListEveryPage() {
    let nav = navigation(pages: 10)
    #expect(nav.entries(of: nav.sections[0], around: 3) == (0..<10).map(Navigation.Entry.page))
  }

  @Test func largeSectionsListAWindowAroundThePage() {
    let nav = navigation(pages: 500)
    let entries = nav.entries(of: nav.sections[0], around: 250)
    #expect(entries.first == .page(0))
    #expect(entries.last == .page(499))
    #expect(entries.filter { $0 == .gap }.count == 2)
    #expect(entries.contains(.page(242)) && entries.contains(.page(258)))
    #expect(!entries.contains(.page(241)) && !entries.contains(.page(259)))
    // At the start there is no gap before the window.
    let first = nav.entries(of: nav.sections[0], around: 0)
    #expect(first.prefix(9) == ArraySlice((0...8).map(Navigation.Entry.page)))
    #expect(first.filter { $0 == .gap }.count == 1)
  }

  /// "More components" are the page's section as its navigation lists it: every other page of a
  /// small section, a window around the page in a large one, so no page links every other page.
  @Test func relatedPagesAreTheSectionAsTheNavigationListsIt() {
    let small = navigation(pages: 10)
    #expect(small.related(to: 3) == [0, 1, 2, 4, 5, 6, 7, 8, 9])
    let large = navigation(pages: 2000)
    let related = large.related(to: 1000)
    #expect(related == [0] + Array(992...999) + Array(1001...1008) + [1999])
    #expect((0..<2000).allSatisfy { large.related(to: $0).count <= 2 * Navigation.window + 2 })
  }

  /// A page finds its own place in its section without reading the list; in another section's
  /// list it has none, so that list opens at its start, as a list without the page does.
  @Test func aPageIsCenteredInItsOwnSectionOnly() {
    let configuration = SiteConfiguration(
      name: "N", version: nil, description: nil, baseURL: nil, language: "en", sections: ["A", "B"],
      unsafeHTML: false, tokens: nil, figma: [], location: SourceLocation(file: "site.yml"))
    let pages = (0..<200).map { n in
      PageSource(
        relativePath: "c/\(n).md", file: "c/\(n).md", title: "Page \(1000 + n)", section: n < 100 ? "A" : "B",
        order: Double(n), body: "", bodyLineOffset: 0, url: "c/\(n)/", location: SourceLocation(file: "c/\(n).md"))
    }
    var diagnostics = Diagnostics()
    let nav = Navigation(pages: pages, configuration: configuration, into: &diagnostics)
    #expect(nav.sections.map(\.title) == ["A", "B"])
    for page in [0, 50, 99, 100, 150, 199] {
      for section in nav.sections {
        let place = section.pages.firstIndex(of: page) ?? 0
        let window = max(0, place - Navigation.window)...min(section.pages.count - 1, place + Navigation.window)
        let listed = nav.entries(of: section, around: page).compactMap { entry -> Int? in
          guard case .page(let number) = entry else { return nil }
          return number
        }
        #expect(window.allSatisfy { listed.contains(section.pages[$0]) }, "page \(page) in \(section.title ?? "")")
        #expect(listed.count <= 2 * Navigation.window + 3)
      }
    }
  }

  /// A navigation of many sections and entries folds its titled sections (SDS's 25 sections of
  /// 117 components made every page its sidebar's 5,500 px); a few sections, or few entries, do not.
  @Test func manySectionsOfManyEntriesFold() {
    func navigation(sections: Int, pages: Int) -> Navigation {
      let titles = (0..<sections).map { "S\($0)" }
      let configuration = SiteConfiguration(
        name: "N", version: nil, description: nil, baseURL: nil, language: "en", sections: titles,
        unsafeHTML: false, tokens: nil, figma: [], location: SourceLocation(file: "site.yml"))
      let sources = (0..<(sections * pages)).map { n in
        PageSource(
          relativePath: "c/\(n).md", file: "c/\(n).md", title: "Page \(n)", section: titles[n / pages],
          order: Double(n), body: "", bodyLineOffset: 0, url: "c/\(n)/", location: SourceLocation(file: "c/\(n).md"))
      }
      var diagnostics = Diagnostics()
      return Navigation(pages: sources, configuration: configuration, into: &diagnostics)
    }
    #expect(navigation(sections: 25, pages: 5).foldsSections)
    #expect(!navigation(sections: 4, pages: 30).foldsSections)
    #expect(!navigation(sections: 10, pages: 3).foldsSections)
  }

  /// A section of one page named as the section is (init's Icons page in Icons) is that page's
  /// link alone, in a folded navigation and an open one: no fold holding one entry of its own
  /// name, no title over a link that repeats it. The other sections keep their titles and folds.
  @Test func aSectionOfOnePageOfItsNameIsAPlainLink() throws {
    for sectionCount in [2, 9] {
      let site = try FixtureSite("basic")
      defer { site.remove() }
      // The built-in theme's navigation.
      try FileManager.default.removeItem(at: site.root.appendingPathComponent("templates"))
      let others = (1..<sectionCount).map { "Group \($0)" }
      try site.write(
        "content/site.yml",
        "name: Fixture UI\nsections: [Components, Icons, \(others.joined(separator: ", "))]\n")
      try site.write("content/pages/icons.md", "---\ntitle: Icons\nsection: Icons\n---\n\nThe icons.\n")
      for group in others {
        for n in 1...12 {
          let slug = group.lowercased().replacingOccurrences(of: " ", with: "-") + "-\(n)"
          try site.write(
            "content/pages/\(slug).md", "---\ntitle: \(group) page \(n)\nsection: \(group)\n---\n\nA page.\n")
        }
      }
      let report = site.build()
      #expect(report.succeeded, "\(report.messages)")
      let tree = HTMLElement.parse(try site.read("Public/components/button/index.html"))
      let nav = try #require(tree.first("nav"))
      let sections = nav.all(class: "sp-nav-section")
      let icons = try #require(sections.first { $0.all("a").map(\.text) == ["Icons"] })
      #expect(icons.all(class: "sp-nav-title").isEmpty)
      #expect(icons.all("details").isEmpty)
      // The others keep their titles; past many sections of many entries they fold.
      let folds = nav.all(class: "sp-nav-fold").count
      #expect(folds == (sectionCount > 2 ? sectionCount : 0))
      #expect(nav.all(class: "sp-nav-title").map(\.text) == ["Components"] + others)
    }
  }

  @Test func positionsAreKnownForEveryPage() {
    let nav = navigation(pages: 100)
    #expect(nav.position[42] == 42)
  }
}
