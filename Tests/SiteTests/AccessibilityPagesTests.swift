import Foundation
import SpecimenCore
import TestSupport
import Testing

@testable import Site

/// The audit on the bundled sites' pages: a badge per component, its findings folded, the
/// overview, and `contrast-pairs drawn`.
@Suite struct AccessibilityPagesTests {
  @Test func everyComponentPageOfBothSitesHasBadgesAndFoldedFindings() throws {
    let appetite = try BundledSiteTests.build(".")
    let eand = try BundledSiteTests.build("examples/eand")
    // The Toggle page shows the Toggle and its label row in one block.
    for (page, block) in [
      (appetite["components/toggle/"], "data-sets=\"Toggle, _Toggle Label\""),
      (eand["components/input/"], "data-set=\"input-field\""),
    ] {
      let html = try #require(page)
      for set in [block] {
        let start = try #require(html.range(of: "<div class=\"sp-a11y\" \(set)>"), "\(set)")
        let block = html[start.lowerBound...].prefix(2000)
        #expect(block.contains("<span class=\"sp-a11y-badge sp-a11y-"), "\(set)")
        #expect(block.contains("<span class=\"sp-a11y-badge-level\">AA</span>: "), "\(set)")
        #expect(block.contains("<span class=\"sp-a11y-badge-level\">AAA</span>: "), "\(set)")
        #expect(block.contains("<details class=\"sp-a11y-details\"><summary>"), "\(set): folded, not open")
      }
    }
    // The Toggle's track off, light: #E5E5EA on white, 1.25:1 under 3:1.
    let toggle = try #require(appetite["components/toggle/"])
    #expect(
      toggle.contains(
        "<td><code>track</code></td><td><code>#E5E5EA</code> on <code>#FFFFFF</code> 1.25:1</td><td>3:1</td>"))
    // No findings table lists more than 200 rows.
    for html in [appetite["components/input/"], eand["components/input/"]].compactMap({ $0 }) {
      for table in html.components(separatedBy: "<table class=\"sp-a11y-table\"").dropFirst() {
        let rows = table.components(separatedBy: "</table>")[0].components(separatedBy: "<tr class=").count - 1
        #expect(rows > 0 && rows <= 200)
      }
    }
  }

  /// figmagic's HR, a line with no text, control, target or focus ring, gave the audit nothing
  /// to check: its block says so, where two passing badges and "0 findings" claimed it passed.
  /// Button beside it, with text, keeps its badges.
  @Test func aSetWithNothingToMeasureSaysSoWithoutPassingBadges() throws {
    let root = try LooseComponentSiteTests.site(
      figma: "Published/figmagic/figma.json", page: "```accessibility HR\n```\n\n```accessibility Button\n```\n")
    defer { try? FileManager.default.removeItem(atPath: root) }
    let report = SiteBuilder.build(BuildOptions(siteDirectory: root, write: true))
    #expect(report.succeeded, "\(report.messages)")
    let html = try String(contentsOfFile: root + "/Public/index.html", encoding: .utf8)
    let page = HTMLElement.parse(html)
    // HR's block is the sentence alone: no badge, no count of findings.
    let hr = try #require(page.first("div", class: "sp-a11y", where: { $0["data-set"] == "HR" }))
    #expect(hr.classNames == ["sp-a11y-status"], "\(hr)")
    #expect(hr.normalizedText == AccessibilityDirective.nothingToMeasure)
    // Button's status is its badges and its count.
    let button = try #require(page.first("div", class: "sp-a11y", where: { $0["data-set"] == "Button" }))
    #expect(
      button.all(class: "sp-a11y-badge").map(\.normalizedText) == ["✕ AA: 1 failure", "✕ AAA: 1 failure beyond AA"])
    // A button by its name: its target and boundary are measured too, in its Normal state and the
    // `:disabled` one its Normal group nests, and its focus cannot be told.
    #expect(
      button.all(class: "sp-a11y-status").map(\.normalizedText) == [
        "✕ AA: 1 failure ✕ AAA: 1 failure beyond AA 9 findings, 0 exempt, 1 cannot tell"
      ])
  }

  @Test func aListOfSetsIsOneTableOfBadgesAndOneFoldedTableOfFindings() throws {
    let html = try #require(try BundledSiteTests.build(".")["components/input/"])
    let sets = ["Text Input", "Chip Input", "Counter Input", "Digit Input", "Text Area", "Stepper", "Composer"]
    let start = try #require(html.range(of: "<div class=\"sp-a11y\" data-sets=\"\(sets.joined(separator: ", "))\">"))
    let block = String(html[start.lowerBound...]).components(separatedBy: "</details>")[0]
    // One block for the list, not one per set.
    let blocks = HTMLElement.parse(html).all("div", class: "sp-a11y")
    #expect(blocks.map { $0["data-sets"] } == [sets.joined(separator: ", ")])
    // A row of badges per set, in the page's order.
    let rows = block.components(separatedBy: "<tr><th scope=\"row\">").dropFirst().map {
      String($0.prefix { $0 != "<" })
    }
    #expect(rows == sets)
    #expect(block.components(separatedBy: "<details class=\"sp-a11y-details\">").count == 2, "one fold")
    #expect(block.contains("<summary>Findings by set, variant and context "))
    // Inside it a table per set, captioned with its name, in the page's order.
    let tables = block.components(separatedBy: "<table class=\"sp-a11y-table\"").dropFirst()
    let captions = tables.map { String($0.components(separatedBy: "<caption>")[1].prefix { $0 != ":" }) }
    #expect(captions == sets)
    // The rule under the Text Input fails 1.4.11: 1.2554:1, written cut to two places.
    let textInput = try #require(tables.first)
    #expect(
      textInput.contains(
        "<tr class=\"sp-a11y-row-fail\"><td>fail</td><td>1.4.11 <span class=\"sp-a11y-level\">AA</span></td><td><code>field/rule</code></td><td><code>#E5E5EA</code> on <code>#FFFFFF</code> 1.25:1</td>"
      ))
  }

  @Test func badgesThatPassAndFailDifferByAMarkAsWellAsByColour() throws {
    var passing = HTML()
    AccessibilityDirective.badge(.aa, [], into: &passing)
    #expect(
      passing.markup
        == "<span class=\"sp-a11y-badge sp-a11y-pass\"><span class=\"sp-a11y-mark\" aria-hidden=\"true\">✓</span> <span class=\"sp-a11y-badge-level\">AA</span>: passes</span>"
    )
    // Every component of the bundled site fails somewhere at AA and AAA: each badge says so by its mark.
    let html = try #require(try BundledSiteTests.build(".")["foundations/accessibility/"])
    let badges = html.components(separatedBy: "<span class=\"sp-a11y-badge ").dropFirst().map {
      String($0.prefix { $0 != "/" })
    }
    // Nine components (the Toggle's label row among them), an AA and an AAA badge each.
    #expect(badges.count == 18)
    #expect(
      badges.allSatisfy {
        $0.hasPrefix("sp-a11y-fail") && $0.contains("<span class=\"sp-a11y-mark\" aria-hidden=\"true\">✕<")
      })
  }

  /// A badge reads at a glance: its level in a bold part of its own, then the count of its
  /// table's failing rows; a failure at AAA is marked apart from one at AA, so the theme shows it
  /// as a warning, not an error, and its count leaves out AA's.
  @Test func badgesNameTheirLevelApartAndMarkAnAAAFailure() throws {
    let html = try #require(try BundledSiteTests.build(".")["foundations/accessibility/"])
    let toggle = try #require(html.components(separatedBy: ">Toggle</a></th>").dropFirst().first)
    let row = toggle.components(separatedBy: "</tr>")[0]
    #expect(
      row.contains(
        "<span class=\"sp-a11y-badge sp-a11y-fail\"><span class=\"sp-a11y-mark\" aria-hidden=\"true\">✕</span> <span class=\"sp-a11y-badge-level\">AA</span>: 8 failures</span>"
      ), "\(row)")
    #expect(
      row.contains(
        "<span class=\"sp-a11y-badge sp-a11y-fail sp-a11y-badge-aaa\"><span class=\"sp-a11y-mark\" aria-hidden=\"true\">✕</span> <span class=\"sp-a11y-badge-level\">AAA</span>: none beyond AA</span>"
      ), "\(row)")
  }

  /// A copy of the bundled site with one more page, `content/pages/foundations/NAME.md`.
  static func siteWithPage(_ name: String, _ markdown: String) throws -> URL {
    let root = try BundledSite.copy(prefix: "specimen-\(name)")
    try markdown.write(
      to: root.appendingPathComponent("content/pages/foundations/\(name).md"), atomically: true, encoding: .utf8)
    return root
  }

  @Test func aListNamingAnUnknownSetIsAnErrorAtTheFenceForEachName() throws {
    let root = try Self.siteWithPage(
      "listed",
      """
      ---
      title: Listed
      ---

      ```accessibility Toggle, Toogle, Stepper, Steper
      ```
      """)
    defer { try? FileManager.default.removeItem(at: root) }
    let report = SiteBuilder.build(
      BuildOptions(siteDirectory: root.path, outputDirectory: root.appendingPathComponent("Public").path))
    #expect(!report.succeeded)
    let errors = report.diagnostics.filter { $0.id == .directiveAccessibilityUnknownSet }
    #expect(
      errors.map(\.message) == ["no drawn component set named 'Toogle'", "no drawn component set named 'Steper'"])
    #expect(
      errors.allSatisfy { $0.location?.file.hasSuffix("pages/foundations/listed.md") == true && $0.location?.line == 5 }
    )
    #expect(errors.map(\.hint) == ["did you mean 'Toggle'?", "did you mean 'Stepper'?"])
  }

  /// Every audited component, each name a link to the accessibility section of its own page:
  /// the heading its block sits under, which that page has.
  @Test func theOverviewListsEveryAuditedComponentLinkedToItsSection() throws {
    let pages = try BundledSiteTests.build(".")
    let page = try #require(pages["foundations/accessibility/"])
    for (set, target) in [
      ("Chip Input", "input"), ("Composer", "input"), ("Counter Input", "input"), ("Digit Input", "input"),
      ("Stepper", "input"), ("Text Area", "input"), ("Text Input", "input"), ("Toggle", "toggle"),
      // Private, but drawn by a model of its own that no other model places: a component of its own.
      ("_Toggle Label", "toggle"),
    ] {
      #expect(
        page.contains(
          "<tr><th scope=\"row\"><a href=\"../../components/\(target)/#accessibility\">\(set)</a></th><td><span class=\"sp-a11y-badge"
        ), "\(set)")
      let linked = try #require(pages["components/\(target)/"])
      #expect(linked.contains("<h2 id=\"accessibility\">"), "\(target)")
    }
  }

  /// The section is the heading the component's block sits under, with the id the page gives
  /// it: a repeated heading's `-2`, an explicit `{#id}`; a set named by two pages links to the
  /// page titled with its name; a heading whose text the render reads otherwise gives the page
  /// alone.
  @Test func aComponentsSectionIsTheHeadingAboveItsBlock() throws {
    let root = try Self.siteWithPage(
      "audits",
      """
      ---
      title: Audits
      ---

      ## Accessibility

      ```accessibility
      ```

      Intro
      =====

      ## Accessibility

      ```text
      ## Not a heading
      ```

      ```accessibility Stepper
      ```

      ## Measured {#measured-here}

      ```accessibility Composer
      ```

      ## About [Toggle](../components/toggle.md)

      ```accessibility Text Area
      ```
      """)
    defer { try? FileManager.default.removeItem(at: root) }
    let output = root.appendingPathComponent("Public")
    let report = SiteBuilder.build(BuildOptions(siteDirectory: root.path, outputDirectory: output.path))
    #expect(report.succeeded, "\(report.messages)")
    let own = try String(contentsOfFile: output.path + "/foundations/audits/index.html", encoding: .utf8)
    #expect(own.contains("<h2 id=\"accessibility-2\">") && own.contains("<h2 id=\"measured-here\">"))
    let page = try String(contentsOfFile: output.path + "/foundations/accessibility/index.html", encoding: .utf8)
    for (set, href) in [
      ("Stepper", "../audits/#accessibility-2"), ("Composer", "../audits/#measured-here"),
      ("Text Area", "../audits/"), ("Toggle", "../../components/toggle/#accessibility"),
    ] {
      #expect(page.contains("<th scope=\"row\"><a href=\"\(href)\">\(set)</a></th>"), "\(set)")
    }
  }

  /// A private set is Figma's building block, audited inside the sets that place it, unless a
  /// model of its own draws it and no other model places it.
  @Test func aPrivateSetIsAuditedOnlyWhenNoOtherModelPlacesIt() throws {
    let (data, _, _) = SiteBuilder.loadData(BuildOptions(siteDirectory: Repository.path("."), write: false))
    let geometry = try #require(data.geometry)
    #expect(geometry.isPlacedAsInstance("Toggle"))
    #expect(!geometry.isPlacedAsInstance("_Toggle Label"))
    let audited = data.auditedSets().map(\.name)
    #expect(audited.contains("_Toggle Label") && audited.contains("Toggle"))
  }

  @Test func contrastPairsDrawnListsWhatTheVariantsDraw() throws {
    let root = try Self.siteWithPage(
      "drawn",
      """
      ---
      title: Drawn pairs
      ---

      ```contrast-pairs drawn
      ```
      """)
    defer { try? FileManager.default.removeItem(at: root) }
    let output = root.appendingPathComponent("Public").path
    let report = SiteBuilder.build(BuildOptions(siteDirectory: root.path, outputDirectory: output))
    #expect(report.succeeded, "\(report.messages)")
    let html = try String(contentsOfFile: output + "/foundations/drawn/index.html", encoding: .utf8)
    #expect(html.contains("<caption>theme: light</caption>"))
    #expect(html.contains("<caption>theme: dark</caption>"))
    // The label and placeholder gray on white: 3.26:1, drawn by every field that shows it.
    let row = try #require(
      html.components(separatedBy: "<tr>").first {
        $0.contains("<code class=\"sp-token-name\">#8E8E93</code> on <code class=\"sp-token-name\">#FFFFFF</code>")
      })
    #expect(row.contains(">3.26:1<"))
    #expect(row.contains("Text Input"))
    let rows = html.components(separatedBy: "<table class=\"sp-contrast-table\"").dropFirst().map {
      $0.components(separatedBy: "</table>")[0].components(separatedBy: "<tr>").count - 2
    }
    #expect(!rows.isEmpty && rows.allSatisfy { $0 > 0 && $0 <= 200 })
  }
}
