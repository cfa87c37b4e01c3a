import Accessibility
import Figma
import FigmaGeometry
import Geometry
import SpecimenCore
import Testing
import Tokens

@testable import Site

/// The audit of variants drawn from Figma's node trees: a layer blur or a background blur
/// makes what it covers "cannot tell", with the reason; the shapes beside it are measured.
@Suite struct FigmaAuditTests {
  @Test func blurredLayersAreUnknownWithTheReason() throws {
    var diagnostics = Diagnostics()
    let drawn = try FigmaTextEffectsTests.drawn(into: &diagnostics)
    let set = try #require(try FigmaTextEffectsTests.sets().first { $0.name == "Effects" })
    let audit = AccessibilityAudit(
      contexts: [
        AuditContext(values: [], page: TokenColor(red: 255, green: 255, blue: 255), color: { _ in nil })
      ], platforms: [])
    let findings = audit.findings(
      for: AuditedSet(
        name: "Effects", shape: ComponentSetShape(set), variants: try #require(drawn["Effects"]), interactive: true))
    func finding(_ effect: String, _ layer: String) throws -> AccessibilityFinding {
      try #require(findings.first { $0.variant == [NamedValue("Effect", effect)] && $0.layer == layer })
    }
    let glow = try finding("Layer blur", "glow")
    #expect(glow.result == .unknown && glow.ratio == nil)
    #expect(glow.reason?.hasSuffix("cannot tell: the layer or a group it is in is blurred") == true)
    let glass = try finding("Background blur", "glass")
    #expect(glass.result == .unknown && glass.ratio == nil)
    #expect(glass.reason?.hasSuffix("blurs what lies beneath it") == true)
    // The same shapes without a blur are measured: the stripes' orange on the card's gray.
    let stripes = try finding("Background blur", "stripes")
    #expect(stripes.foreground == "#FF9900" && stripes.background == "#F2F2F7" && stripes.result == .fail)
  }

  /// figmagic's H1 is #333 text on nothing, in colours no token names: the dark theme shows it
  /// on a white tile, so the audit measures it there, not on the dark page it never touches.
  @Test func aDrawingOfFixedColoursIsMeasuredOnTheTileTheDarkThemeSetsItOn() throws {
    let h1 = try #require(try FigmaDrawingAnnotationTests.drawn("H1").first)
    #expect(h1.fixedColors)
    let set = try #require(FigmaDrawingAnnotationTests.figmagic.looseSets.first { $0.name == "H1" })
    let dark = TokenColor(red: 28, green: 28, blue: 30)
    let white = TokenColor(red: 255, green: 255, blue: 255)
    func texts(_ context: AuditContext) -> [AccessibilityFinding] {
      AccessibilityAudit(contexts: [context], platforms: []).findings(
        for: AuditedSet(name: "H1", shape: ComponentSetShape(set), variants: [h1], interactive: false)
      ).filter { $0.foreground == "#333333" }
    }
    let onPage = texts(AuditContext(values: [], page: dark, color: { _ in nil }))
    let onTile = texts(AuditContext(values: [], page: dark, fixedColorsPage: white, color: { _ in nil }))
    #expect(!onPage.isEmpty && onPage.allSatisfy { $0.background == "#1C1C1E" && $0.result == .fail })
    #expect(!onTile.isEmpty && onTile.allSatisfy { $0.background == "#FFFFFF" && $0.result == .pass })
  }
}
