import Foundation
import SpecimenCore
import TestSupport
import Testing

@testable import Site

/// The bundled Appetite UI site and the e& example build cleanly and say what the data says.
@Suite struct BundledSiteTests {
  static let repository = Repository.root

  /// Each site is built once per test run; the tests read the same pages.
  static let appetite = Result { try build(".", once: ()) }
  static let eand = Result { try build("examples/eand", once: ()) }

  static func build(_ site: String) throws -> [String: String] {
    try (site == "." ? appetite : eand).get()
  }

  /// Builds a site of the repository into a temporary folder and returns its pages by URL.
  static func build(_ site: String, once: Void) throws -> [String: String] {
    let output = FileManager.default.temporaryDirectory.appendingPathComponent("specimen-bundled-\(UUID().uuidString)")
    defer { try? FileManager.default.removeItem(at: output) }
    let report = SiteBuilder.build(
      BuildOptions(
        siteDirectory: repository.appendingPathComponent(site).path, outputDirectory: output.path, strict: true))
    #expect(report.succeeded, "\(report.messages)")
    var pages: [String: String] = [:]
    let enumerator = FileManager.default.enumerator(atPath: output.path)
    while let item = enumerator?.nextObject() as? String {
      guard item.hasSuffix("index.html") else { continue }
      pages[String(item.dropLast("index.html".count))] = try String(
        contentsOfFile: output.path + "/" + item, encoding: .utf8)
    }
    return pages
  }

  @Test func appetiteUIPagesExist() throws {
    let pages = try Self.build(".")
    #expect(
      pages.keys.sorted() == [
        "", "components/checkbox/", "components/input/", "components/toggle/", "foundations/accessibility/",
        "foundations/color/", "platforms/ios/", "platforms/material-3/", "platforms/platform-bridge/",
      ])
  }

  @Test func inputPropertiesComeFromTheSnapshot() throws {
    let input = try #require(try Self.build(".")["components/input/"])
    #expect(
      input.contains(
        "Text Input 30 variants, Text Area 5, Chip Input 5, Counter Input 5, Digit Input 5, Stepper 6, Composer 4. Read from Figma on October 2, 2026."
      ))
    // Seven sets fold, each under its name and counts.
    #expect(
      input.contains(
        "<summary><strong class=\"sp-set-name\">Text Input</strong> <span class=\"sp-property-set-count\">30 variants (Type 6 × State 5) · 8 properties</span></summary>"
      ))
  }

  @Test func inputParityComesFromTheSwiftCodeConnectFile() throws {
    let input = try #require(try Self.build(".")["components/input/"])
    #expect(
      input.contains(
        "<strong>Text Input</strong> ↔ <code>Input</code> (SwiftUI, from the Code Connect file TextInput.figma.swift). 8 matched, 2 only in code, 1 different."
      ))
    #expect(
      input.contains(
        "<td>default of <code>Tooltip</code> = <code>true</code></td><td>default of <code>tooltip</code> = none</td>"))
  }

  @Test func toggleVariantsHaveNoHoles() throws {
    let toggle = try #require(try Self.build(".")["components/toggle/"])
    #expect(toggle.contains("Eight variants, State by Active, no holes."))
    #expect(toggle.contains("component set 216:449"))
    #expect(
      toggle.contains(
        "<strong class=\"sp-set-name\">_Toggle Label</strong> <span class=\"sp-property-set-count\">2 variants of Align · "
      ))
  }

  @Test func eandSummarisesItsVariantMatrix() throws {
    let input = try #require(try Self.build("examples/eand")["components/input/"])
    #expect(
      input.contains(
        "text, dropdown, picker and comment support all eight combinations. otp has no empty-error and no filled-active variant."
      ))
    #expect(input.contains("data-component=\"OtpInput\""))
  }
}

@Suite struct BundledTokenTests {
  @Test func contrastOfThePlaceholderColorComesFromTheTokens() throws {
    let input = try #require(try BundledSiteTests.build(".")["components/input/"])
    #expect(input.contains(">3.26:1</span> on white in Light"))
    #expect(input.contains("<code>#8E8E93</code>"))
  }

  @Test func tokenTablesShowLightAndDarkWithChains() throws {
    let toggle = try #require(try BundledSiteTests.build(".")["components/toggle/"])
    // The site shows both themes at the default platform: columns are named by the theme alone.
    #expect(toggle.contains(#"<th scope="col">Light</th><th scope="col">Dark</th>"#))
    // The column headings of the page's token tables, each once: Light and Dark, no platform.
    let tokenTables = HTMLElement.parse(toggle).all("table").filter {
      $0.first("caption")?.text.hasPrefix("Tokens ") == true
    }
    #expect(
      Set(tokenTables.flatMap { $0.all("th").filter { $0["scope"] == "col" }.map(\.normalizedText) }).sorted() == [
        "Dark", "Light", "Token",
      ])
    #expect(toggle.contains("colors/<wbr>gray/<wbr>300"))
  }

  @Test func stylesheetHasABlockPerTheme() throws {
    let output = FileManager.default.temporaryDirectory.appendingPathComponent("specimen-css-\(UUID().uuidString)")
    defer { try? FileManager.default.removeItem(at: output) }
    let report = SiteBuilder.build(
      BuildOptions(siteDirectory: BundledSiteTests.repository.path, outputDirectory: output.path))
    #expect(report.succeeded)
    let css = try String(contentsOf: output.appendingPathComponent("tokens.css"), encoding: .utf8)
    #expect(css.contains(":root {"))
    #expect(css.contains("[data-theme=\"dark\"] {"))
    #expect(css.contains("--text-soft-500: #8E8E93;"))
  }
}

@Suite struct BundledGeometryTests {
  @Test func toggleNumbersComeFromTheModel() throws {
    let toggle = try #require(try BundledSiteTests.build(".")["components/toggle/"])
    #expect(
      toggle.contains(
        "The 52 by 44 frame is the target and the control inside it is 44 by 28, sitting 4 from each side and 8 from the top and bottom. The handle is a 22 circle inset 3, so it sits at 3 when off and 19 when on, 16 of travel."
      ))
    #expect(toggle.contains("The frame is 52 by 44 and meets the iOS minimum on both axes."))
    #expect(toggle.contains("On Material 3, add 4 dp of hit area in code."))
    #expect(toggle.contains("The row is 340 by 48"))
    #expect(toggle.contains("takes the row to 44,"))
  }

  @Test func focusRingFollowsTheTheme() throws {
    let toggle = try #require(try BundledSiteTests.build(".")["components/toggle/"])
    let focused = try #require(toggle.range(of: "aria-label=\"Toggle — State: Focused, Active: Off\""))
    let svg = toggle[focused.upperBound...].prefix(600)
    // The ring is brand/base and the gap the surface color, both as custom properties.
    #expect(svg.contains("fill:var(--brand-base, #0A84FF)"))
    #expect(svg.contains("fill:var(--bg-white-0, #FFFFFF)"))
  }

  @Test func everyInputVariantIsDrawn() throws {
    let input = try #require(try BundledSiteTests.build(".")["components/input/"])
    let expected = [
      "Text Input": 30, "Text Area": 5, "Chip Input": 5, "Counter Input": 5, "Digit Input": 5, "Stepper": 6,
      "Composer": 4,
    ]
    for (set, count) in expected {
      let labels = Set(
        input.matches(of: try Regex("aria-label=\"\(set) — ([^\"]+)\"")).map { String($0.output[1].substring ?? "") })
      // Each published variant appears (galleries may also show a variant with fixed properties).
      #expect(labels.filter { !$0.contains("Avatar") }.count >= count, "\(set): \(labels.count)")
    }
  }
}

/// The content follows its own guidelines: each type's sample text fits it, errors say what went
/// wrong, tables say what they hold, and the e& page quotes its Figma set.
@Suite struct BundledContentGuidelineTests {
  @Test func errorHintsSayWhatWentWrongPerType() throws {
    let input = try #require(try BundledSiteTests.build(".")["components/input/"])
    for hint in [
      "Enter all 9 digits after +971", "Send up to 5,000.00 AED at a time", "Enter 30 kg or less",
      "Remove the space: a web address has none",
    ] {
      #expect(input.contains(hint), "missing the Error hint '\(hint)'")
    }
    // The page's notes, by title: none (one on where the sets' properties were chosen said how
    // the page was made, not how to use the component).
    #expect(HTMLElement.parse(input).all(class: "sp-callout-title").map(\.normalizedText) == [])
  }

  @Test func counterBoundsShowDifferentValues() throws {
    let library = try DrawingTests.geometry(".")
    let value = { (state: String) in
      try required { library.layout(set: "Counter Input", variant: ["State": state], into: &$0) }.layer(named: "value")?
        .lines.first?.text
    }
    #expect(try value("Min") == "1")
    #expect(try value("Max") == "10")
  }

  @Test func clearButtonComesBeforeTheTrailingPicker() throws {
    let library = try DrawingTests.geometry(".")
    let field = try required {
      library.layout(set: "Text Input", variant: ["Type": "Right Selection", "State": "Focused"], into: &$0)
    }
    let clear = try #require(field.layer(named: "clear"))
    let picker = try #require(field.layer(named: "trailing-picker"))
    #expect(clear.frame.maxX <= picker.frame.x)
  }

  @Test func tokenTablesHaveCaptionsAndTheLabelTableAddsOnlyItsOwn() throws {
    let pages = try BundledSiteTests.build(".")
    let toggle = try #require(pages["components/toggle/"])
    // One limit folds a component's table and a group's: Toggle's 8 tokens start open like its
    // label's 4 (the first was folded past 6 while a group's table folded past 12), Text Input's 16 folded.
    let toggleFolds = HTMLElement.parse(toggle).all("details").filter { $0["class"] == "sp-token-details" }
    #expect(toggleFolds.count == 2)
    #expect(toggleFolds.allSatisfy { $0["open"] != nil })
    let inputPage = try #require(pages["components/input/"])
    let inputFold = HTMLElement.parse(inputPage).all("details").first {
      $0["class"] == "sp-token-details" && $0.first("span")?.text == "Tokens Text Input reads"
    }
    #expect(inputFold?["open"] == nil)
    #expect(toggle.contains("<caption>Tokens Toggle reads</caption>"))
    #expect(toggle.contains("<caption>Tokens _Toggle Label reads beyond Toggle</caption>"))
    let label = try #require(toggle.components(separatedBy: "reads beyond Toggle</caption>").last)
    let labelTable = try #require(label.components(separatedBy: "</table>").first)
    // The label table's rows, by token: only what Toggle does not read (brand/pressed is Toggle's).
    let labelRows = HTMLElement.parse(toggle).all("table").first {
      $0.first("caption")?.text == "Tokens _Toggle Label reads beyond Toggle"
    }?.all("tr").compactMap { $0["data-token"] }
    #expect(labelRows == ["typography/label-lg", "typography/paragraph-sm", "text/strong-950", "text/sub-600"])
    #expect(labelTable.contains("data-token=\"typography/label-lg\""))
    let input = inputPage
    #expect(input.contains("<caption>Tokens Text Input reads</caption>"))
    // Every table caption of the input page: none of Toggle's.
    #expect(
      HTMLElement.parse(input).all("caption").map(\.text) == [
        "Tokens Text Input reads", "Tokens Composer reads", "Tokens Counter Input reads", "Text Input: 116 rows",
        "Chip Input: 92 rows", "Counter Input: 35 rows", "Digit Input: 46 rows", "Text Area: 78 rows",
        "Stepper: 27 rows",
        // Composer's exempt and passing findings alike in both themes are one row each.
        "Composer: 30 rows",
      ])
  }

  @Test func contrastReportListsThePairsTheModelsDraw() throws {
    let color = try #require(try BundledSiteTests.build(".")["foundations/color/"])
    // Text on no fill sits on the page, bg/white-0: one row with text on a bg/white-0 fill.
    let row =
      "<code class=\"sp-token-name\">text/strong-950</code> on <code class=\"sp-token-name\">bg/white-0</code>"
    let components = try #require(color.components(separatedBy: "<caption>Dark</caption>").last)
    let dark = try #require(components.components(separatedBy: "</table>").first)
    #expect(dark.components(separatedBy: row).count - 1 == 1)
    #expect(
      color.contains(
        "<code class=\"sp-token-name\">text/soft-500</code> on <code class=\"sp-token-name\">bg/white-0</code>"),
      "\(color)")
    #expect(
      !color.contains(
        "<code class=\"sp-token-name\">text/white-0</code> on <code class=\"sp-token-name\">bg/white-0</code>"))
  }

  /// The seed's facts, from the Figma snapshot, the docgen output and the Code Connect file.
  @Test func eandParityStatesTheOtpAndDeprecatedVariantFacts() throws {
    let input = try #require(try BundledSiteTests.build("examples/eand")["components/input/"])
    #expect(
      input.contains(
        "<td><code>type</code> = <code>otp</code></td><td><code>type</code></td><td><span class=\"sp-parity-status\">only in Figma</span> — Input’s type has no otp; Code Connect maps type=otp to OtpInput</td>"
      ))
    #expect(
      input.contains(
        "<td><code>variant</code> <span class=\"sp-parity-value\">&quot;outlined&quot; | &quot;filled&quot;</span></td><td><span class=\"sp-parity-status\">only in code</span> — deprecated</td>"
      ))
    #expect(input.contains("<code>OtpInput</code> for type=otp (React, from the Code Connect file Input.figma.tsx)"))
    #expect(input.contains("Input also takes 7 props inherited from React’s DOM types"))
  }

  /// A set's provenance line says what drew its specimens, then ends on the link to the file
  /// ("… Open in Figma Specimens drawn from …" ran the link into the sentence).
  @Test func theProvenanceLineEndsOnTheFigmaLink() throws {
    let toggle = try #require(try BundledSiteTests.build(".")["components/toggle/"])
    #expect(
      toggle.contains(
        "Specimens drawn from content/geometry/toggle.yml, matching Figma. <a class=\"sp-figma-link\" href=\"https://www.figma.com/design/"
      ))
    // The line ends on its link: nothing follows it.
    let line = try #require(HTMLElement.parse(toggle).first("p", class: "sp-properties-head"))
    guard case .element(let link) = line.children.last else {
      Issue.record("the provenance line ends in text: \(line)")
      return
    }
    #expect(link.hasClass("sp-figma-link") && link.text == "Open in Figma")
  }

  @Test func eandQuotesItsFigmaDescriptionAndSplitsTheProps() throws {
    let input = try #require(try BundledSiteTests.build("examples/eand")["components/input/"])
    #expect(input.contains("<span>Figma description · input-field</span>"))
    #expect(input.contains(">Open in Figma <span aria-hidden=\"true\">↗</span></a>"))
    #expect(
      input.contains(
        "<p>Field for collecting or selecting a user value. Use this set rather than building inputs by hand.</p>"))
    // The one link to Figma says what it does (the file's name as a link said nothing to act on).
    #expect(
      HTMLElement.parse(input).all("a", where: { $0["href"]?.hasPrefix("https://www.figma.com/") == true })
        .map(\.normalizedText) == ["Open in Figma ↗"])
    let props = try #require(input.components(separatedBy: "aria-label=\"Input props\"").last)
    #expect(props.contains("<h3 id=\"otpinput\">"))
    #expect(input.contains("Enter the 6-digit code we sent by SMS."))
    for sample in ["Emirate", "Date of birth", "Delivery note"] { #expect(input.contains(sample)) }
    // The internal status states: success in green with its own glyph, and no glyph at all.
    #expect(input.contains("Verified. We send receipts to this address."))
    #expect(input.contains("type: text · filled · statusIcon off"))
  }
}
