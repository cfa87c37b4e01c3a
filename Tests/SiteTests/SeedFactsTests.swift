import Geometry
import SpecimenCore
import TestSupport
import Testing

@testable import Site

/// The facts the bundled pages state, read from the data rather than written into the pages.
@Suite struct SeedFactsTests {
  @Test func toggleMatrixSummaryIsFollowedByWhereTheSetWasRead() throws {
    let toggle = try #require(try BundledSiteTests.build(".")["components/toggle/"])
    // The node id, the file's name and its lastModified day come from the Figma snapshot.
    #expect(
      toggle.contains(
        "<p class=\"sp-variants-summary\">Eight variants, State by Active, no holes. Source: component set 216:449 of the Appetite UI Figma file, read on October 2, 2026.</p>"
      ))
    #expect(toggle.contains("<p>Source: the Toggle set of the Appetite UI Figma file, read on October 2, 2026.</p>"))
    #expect(toggle.contains("Toggle is eight variants of State by Active"))
    #expect(toggle.contains("two variants of Align"))
  }

  @Test func figmaSourceNamesTheSetTheFileAndTheDay() {
    let (library, _) = BundledFigma.appetite()
    let at = SourceLocation(file: "toggle.md", line: 25, column: 9)
    let source = FigmaSourceReference.render(library, arguments: " _Toggle Label ", at: at)
    #expect(source.html.markup == "the _Toggle Label set of the Appetite UI Figma file, read on October 2, 2026")
    #expect(source.reads.componentSets == ["_Toggle Label"])
    let miss = FigmaSourceReference.render(library, arguments: "Toggel", at: at)
    #expect(miss.html.isEmpty)
    #expect(miss.diagnostics.first?.location == at)
    #expect(miss.diagnostics.first?.hint == "did you mean 'Toggle'?")
  }

  @Test func toggleTouchTargetsAreStatedFromThePlatformTokens() throws {
    let toggle = try #require(try BundledSiteTests.build(".")["components/toggle/"])
    #expect(toggle.contains("The minimum touch target is 44 pt on iOS and 48 dp on Material 3, set by"))
    #expect(toggle.contains("<figcaption><span>iOS 44 pt: 52 × 44, meets</span></figcaption>"))
    #expect(toggle.contains("<figcaption><span>Material 3 48 dp: 52 × 44, add 4 dp</span></figcaption>"))
    // The touch-target drawings, one a platform: iOS and Material 3, no other.
    #expect(
      HTMLElement.parse(toggle).all("figcaption").map(\.normalizedText).filter { $0.contains(": 52 × 44, ") } == [
        "iOS 44 pt: 52 × 44, meets", "Material 3 48 dp: 52 × 44, add 4 dp",
      ])
  }

  @Test func minTouchTargetNamesEachPlatformInItsUnit() {
    let at = SourceLocation(file: "toggle.md", line: 3, column: 5)
    let platforms = [
      TouchTargetPlatform(name: "iOS", minimum: 44, unit: "pt"),
      TouchTargetPlatform(name: "Material 3", minimum: 48, unit: "dp"),
    ]
    let result = MinTouchTargetReference.render(platforms, arguments: "", at: at)
    #expect(result.html.markup == "44 pt on iOS and 48 dp on Material 3")
    #expect(result.reads.tokens == ["platform/min-touch-target"])
    #expect(result.diagnostics.isEmpty)

    let extra = MinTouchTargetReference.render(platforms, arguments: "Toggle", at: at)
    #expect(extra.diagnostics.map(\.id) == [.directiveMinTouchTargetArguments])
    #expect(extra.diagnostics.first?.location == at)
    let none = MinTouchTargetReference.render([], arguments: "", at: at)
    #expect(none.diagnostics.map(\.id) == [.geometryTouchTargetTokenMissing])
    #expect(none.html.isEmpty)
  }

  @Test func eandListsTheOtherComponentsWithTheirDescriptions() throws {
    let input = try #require(try BundledSiteTests.build("examples/eand")["components/input/"])
    let related = try #require(input.components(separatedBy: "aria-label=\"More components\"").last)
    // Titles and summaries are the front matter of the other pages of the section, in order.
    #expect(
      related.contains(
        "<a class=\"eand-card\" href=\"../price-line/\"><strong>PriceLine</strong><span>The total row of a checkout — a label with an optional action on one side, the price on the other.</span></a>"
      ))
    #expect(
      related.contains(
        "<a class=\"eand-card\" href=\"../searchbar/\"><strong>Searchbar</strong><span>Rounded search field with a leading search glyph and a voice-search mic. Its Figma page is not yet final.</span></a>"
      ))
    // The cards, by name: the page's own component is not among them.
    #expect(
      HTMLElement.parse(related).all("a", class: "eand-card").map { $0.first("strong")?.text ?? "" } == [
        "PriceLine", "Searchbar",
      ])
  }

  @Test func eandSwiftUISampleFollowsThePreviewUnderItsTitle() throws {
    let input = try #require(try BundledSiteTests.build("examples/eand")["components/input/"])
    // Nothing drawn between the live field and its code: the field is the specimen, and the
    // element after it is the code, under its title.
    let article = try #require(HTMLElement.parse(input).first("article"))
    let blocks = article.elements
    let live = try #require(blocks.firstIndex { $0.hasClass("sp-live") && $0["data-set"] == "input-field" })
    let code = try #require(blocks.dropFirst(live + 1).first)
    #expect(code.hasClass("sp-code") && code["data-language"] == "swift", "\(code)")
    #expect(code.elements.first.map { $0.hasClass("sp-code-title") && $0.text == "Props" } == true)
  }

  @Test func contrastSamplesAreImagesNamedByTheirRatio() throws {
    let color = try #require(try BundledSiteTests.build(".")["foundations/color/"])
    let samples = HTMLElement.parse(color).all(class: "sp-contrast-sample")
    #expect(!samples.isEmpty)
    #expect(samples.allSatisfy { $0.name == "svg" && $0["role"] == "img" }, "every sample is an image")
    #expect(
      color.contains(
        "<svg class=\"sp-contrast-sample\" role=\"img\" width=\"40\" height=\"24\" viewBox=\"0 0 40 24\" aria-label=\"Aa in text/soft-500 on "
      ))
    #expect(color.contains(": 3.26:1\"><rect width=\"40\" height=\"24\" rx=\"4\" fill=\"#FFFFFF\"/>"))
  }

  @Test func tablesThatScrollThemselvesAreKeyboardStops() throws {
    let toggle = try #require(try BundledSiteTests.build(".")["components/toggle/"])
    #expect(toggle.contains("<table class=\"sp-variant-grid\" tabindex=\"0\">"))
    #expect(toggle.contains("<table class=\"sp-properties-table\" tabindex=\"0\">"))
  }

  @Test func eandDescriptionHeadingLeadsTheSectionsItStarts() throws {
    let input = try #require(try BundledSiteTests.build("examples/eand")["components/input/"])
    let heading = try #require(input.range(of: "<h2 class=\"sp-figma-description-head\">"))
    let anatomy = try #require(input.range(of: "<h3 id=\"anatomy\">"))
    #expect(heading.lowerBound < anatomy.lowerBound)
    // No h3 comes before it: the first h3 or description heading in the page is the heading.
    let first = HTMLElement.parse(input).first { $0.name == "h3" || $0.hasClass("sp-figma-description-head") }
    #expect(first?.name == "h2")
  }
}
