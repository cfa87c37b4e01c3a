import Figma
import Foundation
import Geometry
import SpecimenCore
import TestSupport
import Testing

@testable import Site

/// What a build lets go once it has used it, and the byte paths that stand in for Foundation's
/// character-by-character ones on ASCII text.
@Suite struct BuildMemoryTests {
  @Test func aBuildLetsEachPagesMarkdownGoAndASessionKeepsIt() throws {
    let site = try FixtureSite("basic")
    defer { site.remove() }
    let (state, report) = SiteBuilder.buildKeepingState(BuildOptions(siteDirectory: site.path))
    #expect(report.succeeded, "\(report.diagnostics)")
    #expect(!state.sources.pages.isEmpty)
    #expect(state.sources.pages.allSatisfy { $0.body.isEmpty })
    // The pages and their twins were written from the Markdown before it went.
    let files = try site.outputFiles()
    for page in state.sources.pages {
      #expect(files[page.outputPath]?.isEmpty == false, "\(page.outputPath)")
      #expect(files[page.url + "index.md"]?.isEmpty == false, "\(page.url)index.md")
    }

    let (kept, _) = SiteBuilder.buildKeepingState(BuildOptions(siteDirectory: site.path), forSession: true)
    #expect(kept.sources.pages.contains { !$0.body.isEmpty })
  }

  /// What each page read plans a session's rebuilds; a build asks it of no page, so holds none.
  @Test func aBuildKeepsNoPagesReadsAndASessionKeepsThem() throws {
    let site = try FixtureSite("basic")
    defer { site.remove() }
    let (state, report) = SiteBuilder.buildKeepingState(BuildOptions(siteDirectory: site.path))
    #expect(report.succeeded, "\(report.diagnostics)")
    let pages = try #require(state.rendered?.pages)
    #expect(!pages.isEmpty && pages.allSatisfy { $0.reads == ReadSet() })
    let (kept, _) = SiteBuilder.buildKeepingState(BuildOptions(siteDirectory: site.path), forSession: true)
    #expect(try #require(kept.rendered?.pages).contains { $0.reads != ReadSet() })
  }

  /// A build keeps a page's front matter and reads its Markdown again when the page renders.
  @Test func aPageLoadedWithoutItsMarkdownReadsTheSameMarkdownWhenAsked() throws {
    let site = try FixtureSite("basic")
    defer { site.remove() }
    try site.write("content/pages/marked.md", "\u{FEFF}---\ntitle: Marked\n---\n# Marked\n\nBody text.\n")
    let path = site.path + "/content/pages/marked.md"
    var diagnostics = Diagnostics()
    let kept = try #require(PageSource.load(path: path, relativePath: "marked.md", into: &diagnostics))
    let deferred = try #require(
      PageSource.load(path: path, relativePath: "marked.md", keepsBody: false, into: &diagnostics))
    #expect(diagnostics.isEmpty)
    #expect(deferred.title == "Marked" && deferred.bodyLineOffset == kept.bodyLineOffset)
    #expect(kept.body == "# Marked\n\nBody text.\n")
    #expect(deferred.body == kept.body)
    deferred.releaseBody()
    #expect(deferred.body == "")
  }

  /// Heading ids and anchor links are read by the link check, and again only by a session's.
  @Test func aBuildLetsThePagesAnchorsGoOnceCheckedAndASessionKeepsThem() throws {
    let site = try FixtureSite("basic")
    defer { site.remove() }
    try site.write("content/pages/links.md", "# Links\n\nSee [a missing part](links.md#nowhere).\n")
    let (state, report) = SiteBuilder.buildKeepingState(BuildOptions(siteDirectory: site.path))
    // Checked before they went: the missing anchor is reported where the link is.
    let missing = try #require(report.diagnostics.first { $0.id == .pageMissingAnchor })
    #expect(missing.location?.line == 3 && missing.location?.column == 5)
    let pages = try #require(state.rendered?.pages)
    #expect(!pages.isEmpty && pages.allSatisfy { $0.headingIDs.isEmpty && $0.anchorLinks.isEmpty })
    let (kept, _) = SiteBuilder.buildKeepingState(BuildOptions(siteDirectory: site.path), forSession: true)
    let keptPages = try #require(kept.rendered?.pages)
    #expect(keptPages.contains { !$0.headingIDs.isEmpty } && keptPages.contains { !$0.anchorLinks.isEmpty })
  }

  @Test func aBuildLetsTheFigmaNodeTreesGoOnceTheVariantsAreDrawn() throws {
    let site = try FixtureSite("figma-drawn")
    defer { site.remove() }
    let (state, report) = SiteBuilder.buildKeepingState(BuildOptions(siteDirectory: site.path))
    #expect(report.succeeded, "\(report.diagnostics)")
    let sets = state.sources.data.figma.drawableSets
    #expect(!sets.isEmpty)
    #expect(sets.allSatisfy { $0.publishedVariants.allSatisfy { $0.tree == nil } })
    // Drawn from the trees all the same.
    #expect(state.sources.data.geometry?.isDrawnFromFigma(sets[0].name) == true)

    let (kept, _) = SiteBuilder.buildKeepingState(BuildOptions(siteDirectory: site.path), forSession: true)
    #expect(kept.sources.data.figma.drawableSets.contains { $0.publishedVariants.contains { $0.tree != nil } })
  }

  @Test func collapsingASCIITextByItsBytesGivesTheWordsCharactersGive() {
    let texts = [
      "", " ", "\t\n", "one", "  two  words ", "a\r\nb", "a\rb\nc", "tab\there", "\u{0B}vertical\u{0C}feed\u{0D}",
      "many     spaces\n\n\nand lines", "trailing\n", "\n\nleading", "x", "café  au\u{00A0}lait", "a\u{2028}b",
    ]
    for text in texts {
      let characters = text.split(whereSeparator: \.isWhitespace).joined(separator: " ")
      #expect(ArticleText.collapsed(text) == characters, "\(text.debugDescription)")
    }
  }
}
