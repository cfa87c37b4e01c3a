import Foundation
import SpecimenCore
import TestSupport
import Testing

@testable import Site

/// Themes a site extends, "Edit this page", the 404 page and deep-link ids.
@Suite struct ChromeTests {
  /// Moves the fixture's templates into a theme folder and gives the site its own page template.
  private func siteExtendingATheme(page: String, partials: [String: String] = [:]) throws -> FixtureSite {
    let site = try FixtureSite("basic")
    try FileManager.default.moveItem(
      at: site.root.appendingPathComponent("templates"), to: site.root.appendingPathComponent("theme"))
    try site.write("templates/page.mustache", page)
    for (name, text) in partials { try site.write("templates/partials/\(name).mustache", text) }
    try site.write("templates/assets/site.css", "/* the site's own */\n")
    let configuration = try site.read("content/site.yml")
    try site.write("content/site.yml", configuration + "theme: theme\n")
    return site
  }

  @Test func siteTemplatesExtendTheThemeAndReplaceOnlyTheirBlocks() throws {
    let site = try siteExtendingATheme(
      page: "{{<theme/page}}{{$main}}<section>{{{page.content}}}</section>{{/main}}{{/theme/page}}")
    defer { site.remove() }
    try site.write(
      "theme/page.mustache",
      "<title>{{page.documentTitle}}</title>\n{{> nav}}\n{{$main}}<main>{{{page.content}}}</main>{{/main}}\n")
    let report = site.build()
    #expect(report.succeeded, "\(report.messages)")
    let toggle = try site.read("Public/components/toggle/index.html")
    #expect(toggle.hasPrefix("<title>Toggle · Fixture UI</title>\n"))
    // The site's block replaced the theme's: the page's content is in the one section, and no main is left.
    let tree = HTMLElement.parse(toggle)
    #expect(tree.all("section").map { $0.first("h1")?.text } == ["Toggle"])
    #expect(tree.all("main").isEmpty)
    // The theme's partial stands in where the site has none; the site's asset replaces the theme's.
    #expect(toggle.contains("href=\"../button/\""))
    #expect(try site.read("Public/assets/site.css") == "/* the site's own */\n")
  }

  @Test func aSitePartialReplacesTheThemesOfTheSameName() throws {
    let site = try siteExtendingATheme(page: "{{<theme/page}}{{/theme/page}}", partials: ["nav": "<nav>own</nav>"])
    defer { site.remove() }
    #expect(site.build().succeeded)
    #expect(try site.read("Public/index.html").contains("<nav>own</nav>"))
  }

  @Test func aMissingThemeIsAnErrorAtSiteYml() throws {
    let site = try FixtureSite("basic")
    defer { site.remove() }
    let configuration = try site.read("content/site.yml")
    try site.write("content/site.yml", configuration + "theme: nowhere\n")
    let report = site.build()
    #expect(!report.succeeded)
    // At the line of site.yml that names it, not at a file that does not exist.
    let line = configuration.split(separator: "\n", omittingEmptySubsequences: false).count
    #expect(
      report.messages.contains {
        $0.contains("content/site.yml:\(line):8: error: the theme folder named here has no page.mustache")
      }, "\(report.messages)")
  }

  @Test func repositoryGivesEveryPageAnEditLink() throws {
    let site = try FixtureSite("basic")
    defer { site.remove() }
    let configuration = try site.read("content/site.yml")
    try site.write(
      "content/site.yml", configuration + "repository: {url: https://github.com/acme/ui, branch: docs, folder: site/}\n"
    )
    try site.write(
      "templates/page.mustache", "{{#page.editURL}}<a href=\"{{page.editURL}}\">Edit</a>{{/page.editURL}}\n")
    #expect(site.build().succeeded)
    #expect(
      try site.read("Public/components/toggle/index.html")
        == "<a href=\"https://github.com/acme/ui/edit/docs/site/content/pages/components/toggle.md\">Edit</a>\n")
  }

  @Test func repositoryMustBeAWebAddress() throws {
    let site = try FixtureSite("basic")
    defer { site.remove() }
    let configuration = try site.read("content/site.yml")
    try site.write("content/site.yml", configuration + "repository: git@github.com:acme/ui.git\n")
    let report = site.build()
    #expect(report.messages.contains { $0.contains("site.yml:5:") && $0.contains("must be an http(s) URL") })
  }

  @Test func notFoundPageLinksFromTheSiteRoot() throws {
    let site = try FixtureSite("basic")
    defer { site.remove() }
    #expect(site.build().succeeded)
    let page = try site.read("Public/404.html")
    #expect(page.contains("<title>Page not found · Fixture UI</title>"))
    // baseURL is https://fixture.example/docs/: links must work at any depth of a missing address.
    #expect(page.contains("href=\"/docs/components/toggle/\""))
  }

  @Test func theDefaultThemeLeavesOutATrailOfThePageAloneAndAnEmptyPager() throws {
    let site = try FixtureSite("basic")
    defer { site.remove() }
    // The fixture's own templates go: the built-in theme lays the pages out.
    try FileManager.default.removeItem(at: site.root.appendingPathComponent("templates"))
    #expect(site.build().succeeded)
    // The 404 page has neither a section nor neighbours: its trail would be its own title again.
    let missing = try site.read("Public/404.html")
    #expect(missing.contains("<h1>Page not found</h1>"))
    #expect(!missing.contains("sp-breadcrumbs"))
    #expect(!missing.contains("sp-pager"))
    let toggle = try site.read("Public/components/toggle/index.html")
    #expect(toggle.contains("<nav class=\"sp-breadcrumbs\""))
    #expect(toggle.contains("<nav class=\"sp-pager\""))
  }

  @Test func specimensVariantCellsAndTokenRowsGetIDsInTheOrderTheyAreWritten() {
    let ids = DeepLinkIDs(reserved: ["toggle-default-off"])
    #expect(ids.specimen(label: "Toggle — State: Disabled, Active: On") == "toggle-disabled-on")
    #expect(ids.specimen(label: "Toggle — State: Default, Active: Off") == "toggle-default-off-2")
    #expect(
      ids.variantCell(set: "Toggle", title: "State=Disabled, Active=On (216:456)") == "variants-toggle-disabled-on")
    #expect(ids.token("bg/soft-200") == "token-bg-soft-200")
    #expect(ids.token("bg/soft-200") == "token-bg-soft-200-2")
    // Escaped characters count as markup writes them: `<` is the word `lt`.
    #expect(ids.token("a<b") == "token-a-lt-b")
    #expect(ids.grants.map(\.id).count == 6)
  }

  /// A directive's kept result fits a page only where each of its ids would be given the same.
  @Test func keptIDsAreGivenAgainOnlyWhereTheyFit() {
    let first = DeepLinkIDs()
    _ = first.token("bg/soft-200")
    let kept = first.grants
    let free = DeepLinkIDs(reserved: ["intro"])
    #expect(free.grantAgain(kept))
    #expect(free.token("bg/soft-200") == "token-bg-soft-200-2")
    let taken = DeepLinkIDs(reserved: ["token-bg-soft-200"])
    #expect(!taken.grantAgain(kept))
    #expect(taken.grants.isEmpty)
    #expect(taken.token("bg/soft-200") == "token-bg-soft-200-2")
  }

  /// Labels are split by bytes; the values must be what splitting at each separator gives.
  @Test func labelValuesAreThePartsAfterEachSeparator() {
    #expect(DeepLinks.values(in: "State: Disabled, Active: On", after: UInt8(ascii: ":")) == [" Disabled", " On"])
    #expect(DeepLinks.values(in: "State=Disabled, Active=On ", after: UInt8(ascii: "=")) == ["Disabled", "On "])
    // A further dash separates like a comma; a pair without the separator counts whole; one with
    // nothing after it counts by its name; empty pairs give empty values, which slug drops.
    #expect(
      DeepLinks.values(in: "Size: Large — Tone: Ink, Plain,, Empty:", after: UInt8(ascii: ":"))
        == [" Large", " Ink", " Plain", "", " Empty"])
    #expect(DeepLinks.values(in: "", after: UInt8(ascii: ":")).isEmpty)
    #expect(DeepLinks.values(in: "Label: Ünïcode: a", after: UInt8(ascii: ":")) == [" Ünïcode: a"])
  }

  /// ASCII names take a byte path; it must give what the Unicode path gives.
  @Test func slugsOfASCIIAndUnicodeNamesAgree() {
    #expect(DeepLinks.slug(["Toggle", " State=Disabled", "Active: On"]) == "toggle-state-disabled-active-on")
    #expect(DeepLinks.slug(["Tom &amp; Jerry&#39;s &quot;Card&quot; &lt;v2&gt;"]) == "tom-jerry-s-card-lt-v2-gt")
    #expect(DeepLinks.slug(["Tom &amp; Jérry"]) == "tom-jérry")
    #expect(DeepLinks.slug(["--", "&amp;"]) == "item")
    #expect(DeepLinks.slug(["bg/soft-200"]) == "bg-soft-200")
  }
}

/// The footer names only the sources a site has.
@Suite struct FooterSourcesTests {
  @Test func aSiteWithoutDataClaimsNone() throws {
    let site = try FixtureSite("basic")
    defer { site.remove() }
    try FileManager.default.removeItem(at: site.root.appendingPathComponent("templates"))
    let report = site.build()
    #expect(report.succeeded, "\(report.messages)")
    let home = try site.read("Public/index.html")
    // The whole footer: the site's name and version, and no source named.
    #expect(HTMLElement.parse(home).all("footer").map(\.normalizedText) == ["Fixture UI 1.0. Built with Specimen."])
  }

  @Test func aSiteWithTokensAloneNamesThem() throws {
    let site = try FixtureSite("basic")
    defer { site.remove() }
    try FileManager.default.removeItem(at: site.root.appendingPathComponent("templates"))
    try site.write(
      "content/tokens/base.json", ##"{"color": {"bg": {"$type": "color", "$value": "#FFFFFF"}}}"##)
    try site.write(
      "content/site.yml", try site.read("content/site.yml") + "tokens:\n  source: content/tokens/base.json\n")
    let report = site.build()
    #expect(report.succeeded, "\(report.messages)")
    #expect(try site.read("Public/index.html").contains("Built with Specimen from the design tokens.</p>"))
  }

  @Test func theBundledSiteNamesEverySource() throws {
    let home = try #require(try BundledSiteTests.build(".")[""])
    let sources =
      "the design tokens, the Figma component definitions, the geometry models and the components&#39; code metadata"
    #expect(home.contains("Built with Specimen from \(sources).</p>"), "\(home.suffix(600))")
  }
}
