import Foundation
import TestSupport
import Testing

@testable import SpecimenCLI

/// The site `specimen init` writes from digdir's Tokens Studio export and figmagic's Figma file,
/// exactly as their repositories publish them (Tests/TokenImportTests/Fixtures/Published and
/// Tests/FigmaTests/Fixtures/Published), built with no edits: how its pages read.
@Suite struct DigdirInitSiteTests {
  /// Writes and builds the site in a temporary folder; the caller removes it.
  private func built() async throws -> String {
    await initAndBuild(
      "digdir", "--tokens", Fixtures.path("Published/digdir-designsystemet/design-tokens", target: "TokenImportTests"),
      "--figma", Fixtures.path("Published/figmagic/figma.json", target: "FigmaTests"))
  }

  private func page(_ site: String, _ path: String) throws -> String {
    try String(contentsOfFile: site + "/Public/" + path + "/index.html", encoding: .utf8)
  }

  /// The tables of a page, each from its `<table` to its `</table>`.
  private func tables(_ html: String) -> [String] {
    html.components(separatedBy: "<table class=\"sp-token-table\"").dropFirst().map {
      $0.components(separatedBy: "</table>")[0]
    }
  }

  /// Every border radius reads the same in every size and color scheme: one value column, named
  /// once in its heading. A stacked row on a phone labels a cell by its `data-label`, which a
  /// one-column table leaves out, so the name is not repeated beside every value.
  @Test func aOneColumnTableNamesItsColumnOnce() async throws {
    let site = try await built()
    defer { try? FileManager.default.removeItem(atPath: site) }
    let html = try page(site, "foundations/border-radius")
    let found = tables(html)
    #expect(!found.isEmpty)
    for table in found {
      #expect(
        table.contains(
          "<thead><tr><th scope=\"col\" class=\"sp-token-heading\">Token</th><th scope=\"col\">Every size and color scheme</th></tr></thead>"
        ))
      #expect(table.contains("<td class=\"sp-token-value\""))
      #expect(!table.contains("data-label"))
    }
    // A table of several columns still labels each value with its column.
    let sizes = try page(site, "foundations/font-size")
    #expect(sizes.contains("<td class=\"sp-token-value\" data-label=\"Small\""))
  }

  /// digdir's themes are named in lower case (`light`, `small`): the pages name them as headings
  /// are written, and keep the names as written where a developer types them (tokens.css's
  /// attribute selectors).
  @Test func contextsAreNamedAsHeadingsAreWritten() async throws {
    let site = try await built()
    defer { try? FileManager.default.removeItem(atPath: site) }
    let html = try page(site, "foundations/font-size")
    for size in ["Small", "Medium", "Large"] {
      #expect(html.contains("<th scope=\"col\">\(size)</th>"), "\(size)")
      #expect(!html.contains("<th scope=\"col\">\(size.lowercased())</th>"), "\(size)")
    }
    let css = try String(contentsOfFile: site + "/Public/tokens.css", encoding: .utf8)
    #expect(css.hasPrefix("/* Medium · Designsystemet · Primary · Light · Semantic · Accent */\n"))
    #expect(css.contains("[data-size=\"small\"]") && css.contains("[data-theme=\"dark\"]"))
  }

  /// The Figma file's color styles are a section of the Color page of the tokens, not a second
  /// page on the same subject beside it: the navigation lists one Color page.
  @Test func figmaColorStylesAreASectionOfTheColorPage() async throws {
    let site = try await built()
    defer { try? FileManager.default.removeItem(atPath: site) }
    let pages = try FileManager.default.contentsOfDirectory(atPath: site + "/content/pages/foundations")
    #expect(!pages.contains { $0.contains("styles") }, "\(pages)")
    let color = try page(site, "foundations/color")
    #expect(color.contains(">Color styles in Figma</h2>"))
    // Each table of the file's styles names the file, so none reads as the tokens' values.
    #expect(
      color.contains(
        "<caption>Color styles <span class=\"sp-figma-styles-file\">of the Figma file “Figmagic — Design System template 4.0”</span></caption>"
      ))
    #expect(!color.contains("Colour"))
    let typography = try page(site, "foundations/typography")
    #expect(typography.contains(">Text styles in Figma</h2>"))
    let home = try String(contentsOfFile: site + "/content/pages/index.md", encoding: .utf8)
    #expect(home.contains("](foundations/color.md): 262 tokens and "), "\(home)")
  }

  /// Tokens Studio's own forms (colors as strings, numbers without units) are how the export
  /// is written, not a fault of each token: a table says so once, with the count, and no row
  /// carries a badge; the primitives keep the export's order, `_size/2` before `_size/10`.
  @Test func aToolsFormsAreSaidOnceAndTheExportsOrderIsKept() async throws {
    let site = try await built()
    defer { try? FileManager.default.removeItem(atPath: site) }
    let theme = try page(site, "foundations/designsystemet-theme")
    #expect(!theme.contains("sp-nonstandard"))
    #expect(theme.contains("<p class=\"sp-token-forms\">Read as the tool that wrote them reads them"))
    #expect(theme.contains("colors written as strings (&quot;#0a84ff&quot;) ("))
    let primitives = try page(site, "foundations/size-primitives")
    let rows = primitives.components(separatedBy: " data-token=\"").dropFirst().map {
      String($0.prefix { $0 != "\"" })
    }
    let sizes = rows.filter { $0.hasPrefix("_size/") }
    #expect(
      Array(sizes.prefix(12)) == (0...11).map { "_size/\($0)" }, "\(sizes)")
  }

  /// figmagic's Select is drawn with its own colors, no token among them: the audit measures the
  /// same in each of the six contexts, and its table says so in one row a check ("All 6
  /// contexts"), not twelve rows alike; a component of no variants has no Variants column.
  @Test func findingsAlikeInEveryContextAreOneRow() async throws {
    let site = try await built()
    defer { try? FileManager.default.removeItem(atPath: site) }
    let select = HTMLElement.parse(try page(site, "components/select"))
    let table = try #require(select.all("table").first { $0.classes.contains("sp-a11y-table") })
    #expect(table.all("th").map(\.text) == ["Result", "Criterion", "Layer", "Measured", "Needs", "Context", "Why"])
    let rows = table.all("tr").dropFirst().map { $0.all("td").map(\.text) }
    // A select by its name: its boundary, target and focus are checked as well as its text.
    // The chevron's two polygons of one colour are one glyph, not an indicator on the other's fill.
    #expect(
      rows.map { $0[1] } == ["2.5.5 AAA", "2.4.7 AA", "1.4.3 AA", "1.4.6 AAA", "1.4.11 AA", "1.4.11 AA", "2.5.8 AA"],
      "\(rows)")
    #expect(!rows.contains { $0[3].contains("1.00:1") }, "\(rows)")
    // The colour checks alike in every context are one row each; targets and focus have no theme.
    #expect(rows.filter { $0[1].hasPrefix("1.4.") }.allSatisfy { $0[5] == "All 6 contexts" }, "\(rows)")
    #expect(select.all("span").contains { $0.classes.contains("sp-a11y-row-count") && $0.text == "7 rows" })
    // The summary counts those rows: AA passes, one failure at AAA (its target), seven findings.
    #expect(
      select.all("p").first { $0.classes.contains("sp-a11y-status") }?.normalizedText
        == "✓ AA: passes ✕ AAA: 1 failure 7 findings, 0 exempt, 1 cannot tell")
  }

  /// No two drawings of one grid share a caption, on any page of the two sites the browser suite
  /// makes from public exports (this one, and SDS's tokens with figma-export's file).
  @Test(arguments: [false, true])
  func noTwoCaptionsOfAGridAreAlike(_ sds: Bool) async throws {
    let site: String
    if sds {
      site = FileManager.default.temporaryDirectory.appendingPathComponent("specimen-sds-\(UUID().uuidString)").path
      let initialized = await run(
        "init", site, "--tokens", Fixtures.path("Published/figma-sds/tokens.json", target: "TokenImportTests"),
        "--figma", Fixtures.path("Published/figma-export/figma.files.json", target: "FigmaTests"))
      #expect(initialized.status == 0, "\(initialized.err.prefix(2_000))")
      let build = await run("build", "--site", site, "--output", site + "/Public")
      #expect(build.status == 0, "\(build.err.prefix(2_000))")
    } else {
      site = try await built()
    }
    defer { try? FileManager.default.removeItem(atPath: site) }
    var grids = 0
    let enumerator = FileManager.default.enumerator(atPath: site + "/Public")
    while let item = enumerator?.nextObject() as? String {
      guard item.hasSuffix(".html") else { continue }
      let html = try String(contentsOfFile: site + "/Public/" + item, encoding: .utf8)
      grids += SpecimenGridCaptions.grids(html).count
      #expect(SpecimenGridCaptions.repeated(html).isEmpty, "\(item): \(SpecimenGridCaptions.repeated(html))")
    }
    #expect(grids > 0)
  }

  /// The home page lists the component sections as the navigation does, each under its heading
  /// (DemoForm, of figmagic's page Components, under "Components", after Graphics and Elements as
  /// site.yml orders them); a Figma component in a frame of its own name is not placed twice; a
  /// foundations page names only the contexts its tokens differ across.
  @Test func homeAndNavigationAgreeAndLedesSayWhatVaries() async throws {
    let site = try await built()
    defer { try? FileManager.default.removeItem(atPath: site) }
    let pages = site + "/content/pages/"
    let home = try String(contentsOfFile: pages + "index.md", encoding: .utf8)
    let yml = try String(contentsOfFile: site + "/content/site.yml", encoding: .utf8)
    #expect(yml.contains("sections: [Foundations, Graphics, Elements, Components]\n"), "\(yml)")
    let headings = home.split(separator: "\n").filter { $0.hasPrefix("### ") }
    #expect(headings == ["### Graphics", "### Elements", "### Components"], "\(home)")
    #expect(home.contains("### Components\n\n- [DemoForm](components/demo-form.md)"))
    let closeAlt = try String(contentsOfFile: pages + "components/close-alt.md", encoding: .utf8)
    #expect(closeAlt.contains("\nCloseAlt is a Figma component with no variants on the page `Graphics`.\n"))
    let radius = try String(contentsOfFile: pages + "foundations/border-radius.md", encoding: .utf8)
    #expect(radius.contains("\nsummary: \"14 dimension tokens.\"\n"), "\(radius)")
    #expect(radius.contains("\nEvery token of `border-radius`, resolved, with the aliases it goes through.\n"))
    let fontSize = try String(contentsOfFile: pages + "foundations/font-size.md", encoding: .utf8)
    #expect(fontSize.contains("\nsummary: \"10 dimension tokens, for each size (Medium, Large and Small).\"\n"))
    let color = try String(contentsOfFile: pages + "foundations/color.md", encoding: .utf8)
    #expect(color.contains("\nsummary: \"262 color tokens, in Light and Dark.\"\n"))
  }
}
