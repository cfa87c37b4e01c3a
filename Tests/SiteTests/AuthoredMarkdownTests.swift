import Foundation
import SpecimenCore
import Testing

@testable import Site

/// How the site answers what authors write in Markdown: links, code languages, tables, ids.
@Suite struct AuthoredMarkdownTests {
  func build(_ body: String) throws -> (BuildReport, FixtureSite, String) {
    let site = try FixtureSite("basic")
    let template = try site.read("templates/page.mustache")
    try site.write("templates/page.mustache", template.replacingOccurrences(of: "<main>", with: "<main id=\"main\">"))
    try site.write("content/pages/index.md", "---\ntitle: Home\n---\n\n" + body)
    let report = site.build()
    return (report, site, site.path + "/content/pages/index.md")
  }

  @Test func headingsDoNotTakeTheTemplatesIDs() throws {
    let (report, site, _) = try build("## Main\n")
    defer { site.remove() }
    #expect(report.succeeded, "\(report.messages)")
    let html = try site.read("Public/index.html")
    #expect(html.contains("<h2 id=\"main-2\">Main</h2>"))
    #expect(html.components(separatedBy: "id=\"main\"").count == 2)
  }

  @Test func aColonInTheQueryOrFragmentIsStillAPageLink() throws {
    let (report, site, file) = try build(
      "[a](components/toggle.md?t=12:30) [b](components/toggle.md#states) [c](components/toggel.md#a:b)\n")
    defer { site.remove() }
    #expect(
      report.messages == [
        "\(file):5:68: error: link to a missing page 'components/toggel.md'\nhint: did you mean 'components/toggle.md'?"
      ])
  }

  @Test func anEmptyDestinationIsAWarning() throws {
    let (report, site, file) = try build("[link]() and [here](#states)\n\n## States\n")
    defer { site.remove() }
    #expect(report.succeeded)
    #expect(report.messages.first?.hasPrefix("\(file):5:1: warning: empty link destination") == true)
  }

  @Test func unknownLanguagesAreCodeAndOnlyNearMissesWarn() throws {
    let (report, site, file) = try build(
      "```mermaid\ngraph TD\n```\n\n```php\n<?php ?>\n```\n\n```kotlin\nval a = 1\n```\n\n```diff\n+ a\n```\n\n```swift\ttitle\nlet a = 1\n```\n\n```calout\nx\n```\n"
    )
    defer { site.remove() }
    #expect(report.succeeded, "\(report.messages)")
    #expect(
      report.messages == [
        "\(file):25:1: warning: 'calout' is not a directive; shown as code\nhint: did you mean 'callout'?"
      ])
    let html = try site.read("Public/index.html")
    for language in ["mermaid", "php", "kotlin", "diff", "swift", "calout"] {
      #expect(html.contains("<code class=\"language-\(language)\">"), "\(language)")
    }
    #expect(html.contains("<span class=\"tok-keyword\">let</span>"))
  }

  @Test func repeatedExplicitIDIsAnError() throws {
    let (report, site, file) = try build("## One {#same}\n\n## Two {#same}\n")
    defer { site.remove() }
    #expect(report.messages.count == 1)
    #expect(
      report.messages.first?.hasPrefix("\(file):7:1: error: heading id 'same' is already used on this page") == true)
  }

  @Test func tableCellsAreCheckedAtTheirOwnPositions() throws {
    let (report, site, file) = try build(
      "| Page | Size |\n|---|---|\n| [Toggle](components/toggle.md) | 1 |\n| [Gone](components/gone.md) | {{tokn x}} |\n"
    )
    defer { site.remove() }
    #expect(
      report.messages.contains { $0.hasPrefix("\(file):8:3: error: link to a missing page 'components/gone.md'") })
    #expect(report.messages.contains { $0.hasPrefix("\(file):8:32: error: unknown reference '{{tokn}}'") })
    #expect(report.messages.count == 2)
  }

  @Test func tablesLinkToPagesFromCells() throws {
    let (report, site, _) = try build("| Page |\n|:--|\n| [Toggle](components/toggle.md) ~~old~~ |\n")
    defer { site.remove() }
    #expect(report.succeeded, "\(report.messages)")
    let html = try site.read("Public/index.html")
    #expect(
      html.contains("<td style=\"text-align: left\"><a href=\"components/toggle/\">Toggle</a> <del>old</del></td>"))
  }
}
