import Accessibility
import Foundation
import Geometry
import SpecimenCore
import TestSupport
import Testing
import Tokens

@testable import Figma
@testable import FigmaGeometry
@testable import Site

/// figmagic's file as published, drawn and audited as a reader sees it: one count a problem
/// however many contexts show it, each stacked state drawn, a control's boundary measured, a
/// drawing's box and caption what it draws, and text at the size Figma sets it.
@Suite struct FigmaDrawnAuditTests {
  static func set(_ name: String) throws -> ComponentSet {
    try #require(FigmaDrawingAnnotationTests.figmagic.looseSets.first { $0.name == name })
  }

  /// The audit of one figmagic set in `contexts` contexts that give every colour alike, as a
  /// drawing in fixed colours is in every theme.
  static func findings(_ name: String, contexts: Int, interactive: Bool? = nil) throws -> [AccessibilityFinding] {
    let set = try Self.set(name)
    let drawn = try FigmaDrawingAnnotationTests.drawn(name)
    let audited = AuditedSet(name: name, shape: ComponentSetShape(set), variants: drawn, interactive: interactive)
    let white = TokenColor(red: 255, green: 255, blue: 255)
    let audit = AccessibilityAudit(
      contexts: (1...contexts).map { AuditContext(values: [NamedValue("theme", "t\($0)")], page: white) { _ in nil } },
      platforms: [])
    return audit.findings(for: audited)
  }

  /// Button's one problem (white on #2F80ED, 3.86:1) fails 1.4.3 and 1.4.6 in six contexts:
  /// the table shows its two rows and the two its `:disabled` state passes by, and the badges
  /// and the count say what those rows say, where they counted 6 AA failures, 12 AAA ones and
  /// 12 findings.
  @Test func theSummaryCountsTheRowsTheTableShows() throws {
    let findings = try Self.findings("Button", contexts: 6, interactive: false)
    #expect(findings.filter { $0.result == .fail }.count == 12)
    var html = HTML()
    AccessibilityDirective.component("Button", findings, into: &html)
    let block = HTMLElement.parse(html.markup)
    #expect(
      block.all(class: "sp-a11y-badge").map(\.normalizedText) == ["✕ AA: 1 failure", "✕ AAA: 1 failure beyond AA"])
    #expect(block.first(class: "sp-a11y-counts")?.normalizedText == "4 findings, 0 exempt, 0 cannot tell")
    let rows = block.all("tr").count - 1
    #expect(rows == 4)
    #expect(block.first(class: "sp-a11y-row-count")?.normalizedText == "4 rows")
  }

  /// The AAA badge counts its own criteria's failing rows, alone when AA passes, else as more
  /// than AA's; with AA's failures alone it fails by them and says so.
  @Test func anAAABadgeSaysWhetherItsFailuresComeBeyondAA() throws {
    let rows = AccessibilityDirective.groupedRows(try Self.findings("Button", contexts: 1, interactive: false))
    func badge(_ rows: [AccessibilityDirective.Row]) -> String {
      var html = HTML()
      AccessibilityDirective.badge(.aaa, rows, into: &html)
      return HTMLElement.parse(html.markup).normalizedText
    }
    #expect(badge(rows) == "✕ AAA: 1 failure beyond AA")
    #expect(badge(rows.filter { $0.finding.level == .aa }) == "✕ AAA: none beyond AA")
    #expect(badge(rows.filter { $0.finding.level == .aaa }) == "✕ AAA: 1 failure")
    #expect(badge([]) == "✓ AAA: passes")
  }

  /// ButtonWithFrames stacks Error, Warning and Normal frames at one place, Checkbox its Normal
  /// and Checked groups: each is a variant of State, top first, whose tree shows that state
  /// alone with what lies over every state (the button's label). A state's frame stacks states
  /// of its own (`:hover`, `:disabled`), each a variant after it.
  @Test func stackedStateFramesAreDrawnEachAsAVariant() throws {
    let frames = try Self.set("ButtonWithFrames")
    #expect(frames.statesStacked)
    #expect(frames.variantProperties.map(\.name) == ["State"])
    let states = [
      "Normal", "Normal :disabled", "Warning", "Warning :disabled", "Warning :hover", "Error", "Error :hover",
    ]
    #expect(frames.variantProperties.first?.options == states)
    #expect(frames.otherProperties.isEmpty)
    let drawn = try FigmaDrawingAnnotationTests.drawn("ButtonWithFrames")
    #expect(drawn.map(\.label) == states.map { "ButtonWithFrames — State: \($0)" })
    for (component, state) in zip(drawn, states) {
      let tops = component.layers.filter { $0.depth == 1 }.map { $0.name ?? "" }
      #expect(tops == [String(state.prefix { $0 != " " }), ":text"], "\(state)")
    }
    #expect(try Self.set("Checkbox").variantProperties.first?.options == ["Checked", "Normal"])
  }

  /// The states figmagic nests in a state's frame, named as CSS's pseudo-classes and lying
  /// under the state's own rectangle, were neither drawn nor audited: each is now drawn alone
  /// (its frame over the rest, the rectangle that covered it and its sibling states left out,
  /// its own text hidden under the label every state shows) and its label measured on its own
  /// fill. Button keeps Error and Warning hidden, as the file does, and draws Normal and the
  /// `:disabled` the file keeps off inside it.
  @Test func nestedStateFramesAreDrawnAndAuditedEachOnItsOwn() throws {
    let drawn = try FigmaDrawingAnnotationTests.drawn("ButtonWithFrames")
    let states = [
      "Normal", "Normal :disabled", "Warning", "Warning :disabled", "Warning :hover", "Error", "Error :hover",
    ]
    let hover = try #require(drawn.first { $0.label == "ButtonWithFrames — State: Warning :hover" })
    let shown = hover.layers.dropFirst().filter { !$0.isBackdrop }.map(\.path)
    #expect(shown.contains { $0.hasSuffix("Warning/:hover/Hover") })
    #expect(!shown.contains { $0.contains(":disabled") })
    #expect(!shown.contains { $0.hasSuffix("Warning/Warning") })
    #expect(hover.layers.filter { if case .text = $0.shape { true } else { false } }.map(\.name) == [":text"])
    let button = try Self.set("Button")
    #expect(button.statesStacked)
    #expect(button.variantProperties.first?.options == ["Normal", "Normal :disabled"])
    // The label, white, on each state's own fill: a hover of #F2C94C fails at 1.58:1 where
    // Warning's #F2994A gave 2.22:1.
    let label = try Self.findings("ButtonWithFrames", contexts: 1).filter {
      $0.layer == ":text" && $0.criterion == "1.4.3"
    }
    #expect(label.map { $0.variant.first?.value ?? "" } == states)
    #expect(label.map(\.background) == ["#2F80ED", "#4F4F4F", "#F2994A", "#4F4F4F", "#F2C94C", "#EB5757", "#7B2222"])
  }

  /// What the audit lists is what the drawings show: no finding of ButtonWithFrames names a
  /// layer of a state the drawing of its variant does not show.
  @Test func theAuditMeasuresOnlyWhatEachDrawingShows() throws {
    let findings = try Self.findings("ButtonWithFrames", contexts: 1)
    for finding in findings where finding.layer?.contains("/") == true {
      let state = try #require(finding.variant.first?.value)
      let path = state.split(separator: " ").joined(separator: "/")
      #expect(finding.layer?.hasPrefix(path + "/") == true, "\(finding.layer ?? "")")
    }
    let text = findings.filter { $0.layer == ":text" && $0.criterion == "1.4.3" }
    #expect(text.count == 7)
    #expect(text.prefix(1).map(\.background) == ["#2F80ED"])
  }

  /// Checkbox (a 32 × 32 box, a 1 px #333333 border) and Slider (its #BDBDBD track on white,
  /// 1.87:1) are controls by their names: their boundaries are measured against 1.4.11, where
  /// their blocks said there was nothing to measure.
  @Test func aControlKnownByItsNameHasItsBoundaryMeasured() throws {
    let root = try LooseComponentSiteTests.site(
      figma: "Published/figmagic/figma.json",
      page: "```accessibility Checkbox\n```\n\n```accessibility Slider\n```\n\n```accessibility HR\n```\n")
    defer { try? FileManager.default.removeItem(atPath: root) }
    let report = SiteBuilder.build(BuildOptions(siteDirectory: root, write: true))
    #expect(report.succeeded, "\(report.messages)")
    let html = try String(contentsOfFile: root + "/Public/index.html", encoding: .utf8)
    let page = HTMLElement.parse(html)
    let checkbox = try #require(page.first("div", class: "sp-a11y", where: { $0["data-set"] == "Checkbox" }))
    func rows(_ block: HTMLElement) -> [[String]] {
      block.all("tr").map { $0.all("td").map(\.text).prefix(5).map { $0 } }
    }
    #expect(rows(checkbox).contains(["pass", "1.4.11 AA", "Normal/Normal", "#333333 on #FFFFFF 12.63:1", "3:1"]))
    #expect(rows(checkbox).contains(["pass", "1.4.11 AA", "Checked/:checked", "#333333 on #FFFFFF 12.63:1", "3:1"]))
    let slider = try #require(page.first("div", class: "sp-a11y", where: { $0["data-set"] == "Slider" }))
    #expect(rows(slider).contains(["fail", "1.4.11 AA", "Slider", "#BDBDBD on #FFFFFF 1.87:1", "3:1"]))
    #expect(slider.first(class: "sp-a11y-badge")?.normalizedText == "✕ AA: 2 failures")
    // HR is a rule, no control: nothing to measure still.
    let hr = try #require(page.first("div", class: "sp-a11y", where: { $0["data-set"] == "HR" }))
    #expect(hr.normalizedText == AccessibilityDirective.nothingToMeasure)
    #expect(AuditedSet.namesControl("$my-design-system-button") && AuditedSet.namesControl("ButtonWithFrames"))
  }

  /// Select's chevron is two polygons of one colour in one group: one was measured as an
  /// indicator on the other's fill, #4F4F4F on #4F4F4F, a failure at 1.00:1 no reader sees.
  @Test func aGlyphsPiecesAreNotIndicatorsOnEachOther() throws {
    let root = try LooseComponentSiteTests.site(
      figma: "Published/figmagic/figma.json", page: "```accessibility Select\n```\n")
    defer { try? FileManager.default.removeItem(atPath: root) }
    let report = SiteBuilder.build(BuildOptions(siteDirectory: root, write: true))
    #expect(report.succeeded, "\(report.messages)")
    let page = HTMLElement.parse(try String(contentsOfFile: root + "/Public/index.html", encoding: .utf8))
    let select = try #require(page.first("div", class: "sp-a11y", where: { $0["data-set"] == "Select" }))
    let measured = select.all("tr").map { $0.all("td").map(\.text) }.filter { $0.count > 3 }.map { $0[3] }
    #expect(!measured.isEmpty)
    #expect(!measured.contains { $0.contains("1.00:1") }, "\(measured)")
    #expect(!AuditedSet.namesControl("Cart Symbol") && !AuditedSet.namesControl("Check"))
  }

  /// A drawing's box is what it draws: Input's `_Redlines` reached 48 px above and 24 below it,
  /// so the drawing started with an empty band; DemoForm's hidden redline did the same 45 px
  /// above its form. A 24 × 6 frame round a 50 × 50 circle is captioned 50 × 50, a 320 × 0
  /// rule with a 2 px stroke 320 × 2 and drawn inside its view box.
  @Test func aDrawingsBoxAndCaptionAreWhatItDraws() throws {
    let input = try #require(try FigmaDrawingAnnotationTests.drawn("Input").first)
    #expect(input.width == 321 && input.height == 48)
    #expect(input.contentOverflow == .zero, "no empty band above: \(input.viewBox)")
    #expect(GeometryLibrary.sizeCaption(input) == "321 × 48")
    let form = try #require(try FigmaDrawingAnnotationTests.drawn("DemoForm").first)
    #expect(form.layers.contains { $0.path == "Form/Form" && $0.frame.y == 0 })
    #expect(GeometryLibrary.sizeCaption(form) == "700 × 987")
    let cart = try #require(try FigmaDrawingAnnotationTests.drawn("Cart Symbol").first)
    #expect(GeometryLibrary.sizeCaption(cart) == "50 × 50")
    let rule = try #require(try FigmaDrawingAnnotationTests.drawn("HR").first)
    #expect(GeometryLibrary.sizeCaption(rule) == "320 × 2")
    #expect(rule.viewBox.height >= 2)
    // A frame's own room round its content stays: Form keeps the 10 px its shadow falls into.
    let plain = try #require(try FigmaDrawingAnnotationTests.drawn("Form").first)
    #expect(plain.height == 199)
  }

  /// H1 to H6 are set at the sizes Figma gives them, where a stand-in font wider than Figma's
  /// had them shrunk to fit their boxes (32 → 30.6 for H3), and the audit reads that size.
  @Test func headingsKeepTheirDesignedSize() throws {
    for (name, size) in [("H1", 48.0), ("H2", 40.0), ("H3", 32.0)] {
      let heading = try #require(try FigmaDrawingAnnotationTests.drawn(name).first)
      let text = try #require(heading.layers.first { $0.kind == .text })
      #expect(text.style?.fontSize == size, "\(name)")
      #expect(text.lines.count == 1, "\(name)")
      #expect(text.lines.flatMap(\.runs).allSatisfy { $0.fontSize == nil || $0.fontSize == size }, "\(name)")
    }
    let h3 = try Self.findings("H3", contexts: 1)
    #expect(h3.contains { $0.reason == "large text (32 px at 400)" })
  }
}
