import Foundation
import TestSupport
import Testing

@testable import Site

/// The captions of the bundled sites' specimen grids name what tells each drawing from its
/// neighbours.
@Suite struct SpecimenCaptionSiteTests {
  /// Two Text Area blocks, each one focused drawing with a value of its own, sit side by side:
  /// each caption says how many lines its value takes, not only the state both share.
  @Test func loneDrawingsSayHowManyLinesTheirTextTakes() throws {
    let html = try #require(try BundledSiteTests.build(".")["components/input/"])
    let textArea = SpecimenGridCaptions.grids(html).filter { $0.set == "Text Area" }
    #expect(
      textArea.map(\.captions).contains([
        "State: Focused | Value: 3 lines · 320 × 152", "State: Focused | Value: 4 lines · 320 × 176",
      ]), "\(textArea)")
  }

  /// No two drawings of one grid share a caption, on any page of either bundled site.
  @Test(arguments: [".", "examples/eand"])
  func noTwoCaptionsOfAGridAreAlike(_ site: String) throws {
    let pages = try BundledSiteTests.build(site)
    var grids = 0
    for (path, html) in pages {
      grids += SpecimenGridCaptions.grids(html).count
      #expect(SpecimenGridCaptions.repeated(html).isEmpty, "\(path): \(SpecimenGridCaptions.repeated(html))")
    }
    #expect(grids > 0)
  }
}
