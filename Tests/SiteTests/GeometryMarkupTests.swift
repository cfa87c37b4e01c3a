import Foundation
import Geometry
import SpecimenCore
import TestSupport
import Testing
import Tokens

@testable import FigmaGeometry
@testable import Site

/// The page markup around geometry drawings (specimen galleries, anatomy, touch targets), from
/// the models, tokens and Figma sets of the bundled site and the e& example.
@Suite struct GeometryMarkupTests {
  static let appetite = load(".")
  static let eand = load("examples/eand")

  /// A site's geometry library, read as a build reads it.
  static func load(_ site: String) -> GeometryLibrary? {
    let path = BundledSiteTests.repository.appendingPathComponent(site).path
    var state = BuildState(options: BuildOptions(siteDirectory: path, write: false))
    SiteBuilder.readConfiguration(&state)
    SiteBuilder.readTokens(&state)
    SiteBuilder.readFigma(&state)
    SiteBuilder.readGeometry(&state)
    return state.sources.data.geometry
  }

  let library: GeometryLibrary
  let eand: GeometryLibrary
  let platforms = [
    TouchTargetPlatform(name: "iOS", minimum: 44, unit: "pt"),
    TouchTargetPlatform(name: "Android", minimum: 48, unit: "dp"),
  ]

  init() throws {
    library = try #require(Self.appetite)
    eand = try #require(Self.eand)
  }

  @Test func touchTargetCaptionsSayWhatEachPlatformNeeds() throws {
    let html = try required { library.touchTargetHTML(set: "Toggle", platforms: platforms, idPrefix: "tt", into: &$0) }
      .markup
    #expect(html.contains("iOS 44 pt: 52 × 44, meets"))
    #expect(html.contains("Android 48 dp: 52 × 44, add 4 dp"))
    #expect(html.contains("<figure class=\"sp-touch-target-platform\" style=\"--sp-target-at:50%\">"))
    #expect(html.contains("<div class=\"sp-specimen-well\"><svg "))
  }

  /// A `fold` line puts the drawings under a summary that names the set and the platforms.
  @Test func aFoldedTouchTargetSitsUnderASummary() throws {
    let open = try required { library.touchTargetHTML(set: "Toggle", platforms: platforms, idPrefix: "tt", into: &$0) }
      .markup
    let folded = try required {
      library.touchTargetHTML(set: "Toggle", platforms: platforms, idPrefix: "tt", folded: true, into: &$0)
    }.markup
    // Open, the drawings stand on their own, under no summary.
    let openBlocks = HTMLElement.parse(open).elements
    #expect(openBlocks.map(\.name) == ["div"] && openBlocks[0].all("details").isEmpty)
    #expect(
      folded.hasPrefix(
        "<details class=\"sp-specimens-fold\" data-set=\"Toggle\"><summary>Touch targets of Toggle against iOS and Android</summary>"
      ))
    #expect(folded.contains(open))
  }

  /// The caption sits under the target it measures: Composer's send button is at its right end.
  @Test func touchTargetCaptionsSitUnderTheTarget() throws {
    let html = try required {
      library.touchTargetHTML(set: "Composer", platforms: platforms, idPrefix: "tc", into: &$0)
    }.markup
    let places = html.components(separatedBy: "--sp-target-at:").dropFirst().compactMap {
      Double($0.prefix { $0 != "%" })
    }
    #expect(places.count == 2)
    #expect(places.allSatisfy { $0 > 80 })
  }

  @Test func anatomyHTMLHasRedlinesCalloutsAndTheList() throws {
    let html = try required { library.anatomyHTML(set: "Toggle", idPrefix: "a1", into: &$0) }.markup
    #expect(html.contains("aria-label=\"Anatomy of Toggle — State: Default, Active: On\""))
    #expect(
      html.contains(
        "<ol class=\"sp-anatomy-parts\"><li><span class=\"sp-anatomy-part\">control</span> 44 × 28, radius 14, at 4, 8</li>"
      ))
    #expect(html.contains(">16 of travel</text>"))
    #expect(html.contains("class=\"sp-anatomy-measurements\">The 52 by 44 frame is the target"))
    // Callout numbers 1 and 2.
    #expect(html.contains(">1</text>") && html.contains(">2</text>"))
    // Every id takes the prefix given, none the default one.
    let ids = HTMLElement.parse(html).all().compactMap { $0["id"] }
    #expect(Set(ids.map { $0.prefix(2) }) == ["a1"], "\(ids)")
    #expect(html.contains("id=\"a1-b1\"") && html.contains("id=\"a1ghost\""))
  }

  /// The anatomy's drawing sits on the page's color, as specimens do and the audit measures, so
  /// a faint rule stays visible; a faint checker only under a translucent drawing.
  @Test func anatomyWellIsThePageUnlessADrawingIsTranslucent() throws {
    let toggle = try required { library.anatomyHTML(set: "Toggle", idPrefix: "a1", into: &$0) }.markup
    #expect(toggle.contains("style=\"fill:var(--sp-bg, #FFFFFF)\""))
    // The checker and the other well color are custom properties that any style could name:
    // none does, anywhere in the block.
    #expect(!toggle.contains("--specimen-checker") && !toggle.contains("--specimen-well-alt"))
    let overlay = try required {
      library.anatomyHTML(set: "Composer", body: "Style: Overlay", idPrefix: "a2", into: &$0)
    }.markup
    #expect(overlay.contains("--specimen-checker"))
  }

  @Test func touchTargetWithoutPlatformsIsAnError() {
    #expect(fails { library.touchTargetHTML(set: "Toggle", platforms: [], idPrefix: "t", into: &$0) })
  }

  @Test func specimensLayOutTheMatrixAndFilter() throws {
    let html = try required { library.specimensHTML(set: "Toggle", idPrefix: "s1", into: &$0) }.markup
    // Two properties vary: Active's values are the rows, State's four the columns, which fit.
    #expect(html.hasPrefix("<div class=\"sp-specimens sp-specimen-matrix\" data-set=\"Toggle\""))
    #expect(html.contains("style=\"--sp-specimen-cell:96px;--sp-specimen-columns:4\""))
    #expect(
      html.contains(
        "<div class=\"sp-specimen-head\" aria-hidden=\"true\"><span class=\"sp-specimen-corner\">Active × State</span><span>Default</span><span>Pressed</span><span>Focused</span><span>Disabled</span></div>"
      ))
    #expect(html.components(separatedBy: " class=\"sp-specimen\">").count - 1 == 8)
    #expect(html.components(separatedBy: "class=\"sp-specimen-group\"").count - 1 == 2)
    #expect(
      html.contains(
        "<p class=\"sp-specimen-group-label\"><span class=\"sp-specimen-group-property\">Active: </span>On</p>"))
    // A caption names only the value that varies within its row.
    #expect(html.contains("<figcaption>Pressed</figcaption>"))
    #expect(html.contains("<div class=\"sp-specimen-well\"><svg "))
    #expect(html.contains("aria-label=\"Toggle — State: Focused, Active: On\""))
    let filtered = try required {
      library.specimensHTML(set: "Toggle", body: "State: Default, Focused\n", idPrefix: "s2", into: &$0)
    }.markup
    #expect(filtered.components(separatedBy: " class=\"sp-specimen\">").count - 1 == 4)
    // The four drawings' rows, by their label, and captions: none Pressed.
    let filteredTree = HTMLElement.parse(filtered)
    #expect(
      filteredTree.all(class: "sp-specimen-group-label").map(\.normalizedText) == ["State: Default", "State: Focused"])
    #expect(filteredTree.all("figcaption").map(\.text) == ["Off", "On", "Off", "On"])
    // Two states by two values: as many rows either way, so the set's order, State by Active.
    #expect(filtered.contains("<span class=\"sp-specimen-corner\">State × Active</span>"))
    let fixed = try required {
      library.specimensHTML(set: "_Toggle Label", body: "Show Description: false", idPrefix: "s3", into: &$0)
    }.markup
    #expect(fixed.contains("<p class=\"sp-specimen-properties\">Show Description off</p>"))
    #expect(fixed.contains("viewBox=\"0 0 340 44\""))
    #expect(fixed.contains("<figcaption>Left</figcaption>"))
    // One property varies: a wrapping grid, no matrix head.
    #expect(fixed.hasPrefix("<div class=\"sp-specimens\" data-set=\"_Toggle Label\""))
    #expect(
      HTMLElement.parse(fixed).classNames == [
        "sp-specimen", "sp-specimen-defs", "sp-specimen-group", "sp-specimen-properties", "sp-specimen-row",
        "sp-specimen-svg", "sp-specimen-well", "sp-specimens",
      ])
  }

  @Test func specimenBodyErrorsPointAtTheirLines() {
    let start = SourceLocation(file: "pages/toggle.md", line: 20, column: 1)
    let (html, diagnostics) = collecting {
      library.specimensHTML(
        set: "Toggle", body: "State: Default, Hover\n# a comment\nActiv: On\nnonsense\nShow: x", bodyLocation: start,
        idPrefix: "s", into: &$0)
    }
    #expect(html == nil)
    let found = diagnostics.map { "\($0.location!.line): \($0.message) | \($0.hint ?? "")" }
    #expect(
      found == [
        "20: 'Hover' is not a value of Toggle's State | the values are Default, Pressed, Focused or Disabled",
        "22: Toggle has no property 'Activ' | did you mean 'Active'?",
        "23: expected 'Property: value' in 'nonsense' | for example 'State: Default'",
        "24: Toggle has no property 'Show' | ",
      ])
  }

  @Test func specimensOfAnEmptySelectionIsAnError() {
    #expect(
      fails {
        eand.specimensHTML(set: "input-field", body: "type: otp\nactive: true\nfilled: true", idPrefix: "e", into: &$0)
      })
  }

  @Test func sharedDefinitionsAreWrittenOncePerGallery() throws {
    let html = try required { library.specimensHTML(set: "Text Input", idPrefix: "ti", into: &$0) }.markup
    // info, chevron-down, lock, x-circle, eye-off: once each for 30 drawings.
    #expect(html.components(separatedBy: "<symbol ").count - 1 == 5)
    #expect(html.components(separatedBy: "id=\"ti-i").count - 1 == 5)
    #expect(html.components(separatedBy: "<svg ").count - 1 == 31)
    // Six types by five states of a 320 wide field do not fit as a matrix: a wrapping grid per
    // state, six types in three full rows of two.
    #expect(
      html.hasPrefix(
        "<div class=\"sp-specimens\" data-set=\"Text Input\" style=\"--sp-specimen-cell:336px;--sp-specimen-columns:6\"><svg class=\"sp-specimen-defs\""
      ))
    let ids = html.components(separatedBy: " id=\"").dropFirst().map { $0.prefix { $0 != "\"" } }
    #expect(Set(ids).count == ids.count)
  }

  /// A `fold` line folds the drawings under a summary that counts them; every variant is still
  /// drawn, with its id. The line is blanked, so the lines after it keep their numbers.
  @Test func aFoldedGalleryCountsItsVariants() throws {
    #expect(SpecimenFold.split("State: Focused\n fold \nType: Default") == ("State: Focused\n\nType: Default", true))
    #expect(SpecimenFold.split("State: Focused") == ("State: Focused", false))
    let html = try required {
      library.specimensHTML(set: "Text Input", idPrefix: "ti", folded: true, into: &$0)
    }.markup
    #expect(
      html.hasPrefix(
        "<details class=\"sp-specimens-fold\" data-set=\"Text Input\"><summary>30 variants of Text Input, by State and Type</summary><div class=\"sp-specimens\""
      ))
    #expect(html.components(separatedBy: "<figure id=\"").count - 1 == 30)
  }

  /// Two drawings a little too wide to share a row are drawn a little smaller so they do; a
  /// lone one, or one far too wide, keeps its size.
  @Test func aDrawingALittleTooWideSharesItsRow() {
    let fit = SpecimenGridFit()
    // Composer: 375 wide, 391 with its surface; half the 720 px article is 356.
    #expect(GeometryLibrary.sharedCell(391, figures: 4, fit: fit) == 356)
    #expect(GeometryLibrary.sharedCell(391, figures: 1, fit: fit) == 391)
    #expect(GeometryLibrary.sharedCell(600, figures: 4, fit: fit) == 600)
    #expect(GeometryLibrary.sharedCell(336, figures: 6, fit: fit) == 336)
    // e&'s 360 field with its 12 px hint: 340 of 360 keeps the hint at 11.3 px, so it shares;
    // a 14 px hint on a 391 cell would read at 12.8 px, and an 11.5 px one at 10.4 px, so that
    // one keeps its size.
    #expect(GeometryLibrary.sharedCell(376, figures: 8, smallestText: 12, fit: fit) == 356)
    #expect(GeometryLibrary.sharedCell(391, figures: 4, smallestText: 14, fit: fit) == 356)
    #expect(GeometryLibrary.sharedCell(391, figures: 4, smallestText: 11.5, fit: fit) == 391)
  }

  /// The grid may shrink a cell by a tenth; a drawing whose text would then read under 11 px
  /// says how narrow it may be drawn, and one without text or with text of 11 px or less says
  /// nothing or keeps its width.
  @Test func aDrawingSaysHowNarrowItsTextLetsItBe() {
    #expect(GeometryLibrary.narrowestDrawing(360, smallestText: 12) == 330)
    #expect(GeometryLibrary.narrowestDrawing(360, smallestText: 14) == nil)
    #expect(GeometryLibrary.narrowestDrawing(24, smallestText: nil) == nil)
    #expect(GeometryLibrary.narrowestDrawing(320, smallestText: 6) == 320)
  }

  /// On a phone, Toggle's four states (96 px cells, three to a line) read two and two, not three
  /// and one alone; a row that fits on one line, or a cell as wide as the phone, is left alone.
  @Test func aRowThatWrapsOnAPhoneSharesItsLinesEvenly() {
    #expect(GeometryLibrary.phoneColumns(cells: 4, cell: 96, least: nil) == 2)
    #expect(GeometryLibrary.phoneColumns(cells: 6, cell: 96, least: nil) == 3)
    #expect(GeometryLibrary.phoneColumns(cells: 5, cell: 96, least: nil) == 3)
    #expect(GeometryLibrary.phoneColumns(cells: 3, cell: 96, least: nil) == nil)
    #expect(GeometryLibrary.phoneColumns(cells: 2, cell: 200, least: nil) == 1)
    // A drawing whose text keeps it at least 330 px wide: one a line, however many.
    #expect(GeometryLibrary.phoneColumns(cells: 3, cell: 360, least: 330) == 1)
    #expect(GeometryLibrary.phoneColumns(cells: 1, cell: 360, least: 330) == nil)
  }

  /// A lone drawing's caption says what its heading does not: its size, not its set's name.
  @Test func aLoneDrawingIsCaptionedWithItsSize() throws {
    let html = try required {
      library.specimensHTML(
        set: "Text Input", body: "Type: Default\nState: Filled\nOptional: false\nTooltip: false", idPrefix: "s",
        into: &$0)
    }.markup
    #expect(html.contains("<figcaption>320 × 104</figcaption>"), "\(html.suffix(400))")
    #expect(HTMLElement.parse(html).all("figcaption").map(\.text) == ["320 × 104"])
  }

  /// A drawing whose text would read under 11 px if the grid shrank it to the column keeps a
  /// width its surface scrolls at (e&'s fields, 12 px hints); one that may shrink (Appetite UI's
  /// Composer) does not scroll.
  @Test func aDrawingWhoseTextCannotShrinkScrollsInsteadOfShrinking() throws {
    let field = try required { eand.specimensHTML(set: "input-field", body: "type: text", idPrefix: "e", into: &$0) }
      .markup
    let scrolling = field.components(separatedBy: "sp-specimen-scroll\" style=\"--sp-drawing-width:")
    #expect(scrolling.count - 1 == field.components(separatedBy: "<figure ").count - 1, "\(field.prefix(600))")
    #expect(scrolling.dropFirst().allSatisfy { $0.contains("px;--sp-drawing-least:") })
    let composer = try required { library.specimensHTML(set: "Composer", idPrefix: "c", into: &$0) }.markup
    // The block's every class: none that scrolls.
    #expect(
      HTMLElement.parse(composer).classNames == [
        "sp-specimen", "sp-specimen-defs", "sp-specimen-group", "sp-specimen-group-label", "sp-specimen-group-property",
        "sp-specimen-row", "sp-specimen-svg", "sp-specimen-translucent", "sp-specimen-well", "sp-specimens",
      ])
  }

  @Test func sameInputSameBytes() throws {
    let first = try required { library.specimensHTML(set: "Composer", idPrefix: "c", into: &$0) }.markup
    let again = try #require(Self.load("."))
    #expect(try required { again.specimensHTML(set: "Composer", idPrefix: "c", into: &$0) }.markup == first)
  }

  @Test func theTokenAdapterFindsTokensBySlashNameOnly() throws {
    let path = BundledSiteTests.repository.path
    var state = BuildState(options: BuildOptions(siteDirectory: path, write: false))
    SiteBuilder.readConfiguration(&state)
    SiteBuilder.readTokens(&state)
    let source = TokenGeometrySource(system: try #require(state.sources.data.tokens))
    #expect(source.token("bg/soft-200") != nil)
    #expect(source.token("bg.soft-200") == nil)
    #expect(source.cssVariable("bg/soft-200") == "--bg-soft-200")
    #expect(source.tokenNames.contains("bg/soft-200"))
  }

  /// Models get px for dp, sp and pt; a size in vw (or vh, ch, …) has none and says so.
  @Test func tokensOutsidePxAndRemReachModelsInPx() throws {
    let json = """
      {
        "a": { "$type": "dimension", "$value": { "value": 4, "unit": "dp" } },
        "b": { "$type": "dimension", "$value": { "value": 2, "unit": "vw" } },
        "c": { "$type": "border", "$value": { "color": { "colorSpace": "srgb", "components": [0, 0, 0] }, "width": { "value": 1, "unit": "dp" }, "style": "solid" } },
        "d": { "$type": "shadow", "$value": { "color": { "colorSpace": "srgb", "components": [0, 0, 0] }, "offsetX": { "value": 0, "unit": "" }, "offsetY": { "value": 1, "unit": "ch" }, "blur": { "value": 2, "unit": "px" }, "spread": { "value": 0, "unit": "px" } } },
        "e": { "$type": "dimension", "$value": { "value": 9, "unit": "pt" } }
      }
      """
    let file = "/t/a.tokens.json"
    let (system, _) = collecting {
      TokenSystem.load(tokenFiles: [file], files: .memory([file: json]), into: &$0)
    }
    func converted(_ name: String) throws -> GeometryToken {
      TokenGeometrySource.convert(try #require(system.resolve(name, in: system.defaultContext)))
    }
    #expect(try converted("a") == .dimension(4))
    #expect(try converted("b") == .unmeasurable(type: "dimension", written: "2vw"))
    guard case .border(let border) = try converted("c") else {
      Issue.record("border")
      return
    }
    #expect(border.width == 1)
    #expect(try converted("d") == .unmeasurable(type: "shadow", written: "1ch"))
    #expect(try converted("e") == .dimension(12))
  }

  /// Token previews show a size in vw, dp or sp as written, and draw no sample for a size without px.
  @Test func tokenPreviewsShowUnitsOutsidePxAndRemAsWritten() throws {
    let json = """
      {
        "gutter": { "$type": "dimension", "$value": { "value": 2, "unit": "vw" } },
        "elevation": { "$type": "shadow", "$value": { "color": { "colorSpace": "srgb", "components": [0, 0, 0] }, "offsetX": { "value": 0, "unit": "" }, "offsetY": { "value": 1, "unit": "dp" }, "blur": { "value": 3, "unit": "dp" }, "spread": { "value": 0, "unit": "dp" } } },
        "heading": { "$type": "typography", "$value": { "fontFamily": "Roboto", "fontWeight": 700, "fontSize": { "value": 4, "unit": "vw" }, "letterSpacing": { "value": 0, "unit": "px" }, "lineHeight": 1.2 } }
      }
      """
    let file = "/t/a.tokens.json"
    let (system, _) = collecting { TokenSystem.load(tokenFiles: [file], files: .memory([file: json]), into: &$0) }
    let context = system.defaultContext
    func markup(_ name: String, preview: Bool = false) throws -> String {
      let token = try #require(system.resolve(name, in: context))
      var html = HTML()
      if preview {
        TokenPreview.preview(token, context, into: &html)
      } else {
        TokenPreview.valueText(token.value, context, into: &html)
      }
      return html.description
    }
    #expect(try markup("gutter") == "<code class=\"sp-value\">2 vw</code>")
    #expect(try markup("gutter", preview: true) == "", "no sample for a size without px")
    #expect(
      try markup("heading").contains(
        "<span class=\"sp-value-part\">Roboto Bold 700</span>\u{A0}· <span class=\"sp-value-part\">4vw/×1.2</span>"))
    #expect(try markup("elevation").contains("x 0 · y 1 dp"))
    #expect(try markup("elevation").contains("blur 3 dp"))
  }
}
