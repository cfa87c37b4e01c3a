import CodeProps
import Figma
import Foundation
import SpecimenCore
import TestSupport
import Testing

@testable import Parity

/// Design ↔ code parity computed from a Figma snapshot, code props and Code Connect mappings.
@Suite struct ParityTests {
  static func acme(pairings: [ParityPairing] = [], connect: Bool = true) -> ([ParityReport], Diagnostics) {
    collecting { diagnostics in
      let figma = FigmaLibrary.load(
        files: [FigmaSource(path: fixture("props/acme-figma.json"), key: "AbC123xyz")], into: &diagnostics)
      var sources = [PropsSource(path: fixture("props/docgen-typescript.json"))]
      if connect { sources.append(PropsSource(path: fixture("props/Button.figma.tsx"))) }
      var ignored = Diagnostics()
      let props = PropsLibrary.load(sources: sources, into: &ignored)
      return Parity.reports(figma: figma, props: props, pairings: pairings, into: &diagnostics)
    }
  }

  /// `status figma=value code=value (note)` per row, for compact expectations.
  static func lines(_ report: ParityReport) -> [String] {
    report.rows.map { row in
      var line = "\(row.subject.rawValue) \(row.status.rawValue) \(row.figmaName ?? "-")=\(row.figmaValue ?? "-")"
      line += " \(row.codeName ?? "-")=\(row.codeValue ?? "-")"
      if let note = row.note { line += " (\(note))" }
      return line + (row.isFlagged ? " !" : "")
    }
  }

  @Test func everyRowKindFromCodeConnect() throws {
    let (reports, _) = Self.acme()
    #expect(reports.map { $0.component ?? "-" } == ["Button", "IconButton"])
    let button = try #require(reports.first)
    #expect(button.basis == .codeConnect(path: fixture("props/Button.figma.tsx"), language: .react))
    #expect(
      Self.lines(button) == [
        "mapping different Widht=- width=- (Code Connect reads the Figma property 'Widht', which Button does not have) !",
        "property matched -=layer Badge, Spinner children=- (Code Connect figma.children)",
        "property matched -=layer Caption caption=- (Code Connect figma.textContent)",
        "property matched Label=Text label=string",
        "mapping different Disabled=- disabled=- (Code Connect passes 'disabled', which Button does not have) !",
        "mapping different Has icon=- icon=- (Code Connect passes 'icon', which Button does not have) !",
        "property only in Figma Icon=Instance swap -=- !",
        "property matched Variant=Variant: Primary, Secondary, Danger variant=\"primary\" | \"secondary\" | \"ghost\"",
        "mapping different Variant=Ghost  variant=ghost (Code Connect maps the option 'Ghost ', which Variant does not have) !",
        "option only in Figma Variant=Danger variant=- (Code Connect maps no value for it) !",
        "option only in code Variant=- variant=ghost !",
        "property matched Size=Variant: Small, Medium, Large size=\"sm\" | \"md\" | \"lg\"",
        "default different Size=Large size=md !",
        "property matched Has label=Variant: true, false -=- (selects the component: Has label=false → IconButton)",
        "property only in code -=- loading=boolean !",
        "property only in code -=- kind=\"solid\" | \"outline\" (deprecated)",
      ])
  }

  @Test func warningsPointAtTheLineToFixAndSayBothValues() throws {
    let (_, diagnostics) = Self.acme()
    let parity = diagnostics.filter { $0.id.rawValue.hasPrefix("parity.") }
    #expect(
      parity.map { "\($0.location.map { ($0.file as NSString).lastPathComponent + ":\($0.line)" } ?? "-") \($0.id)" }
        == [
          "Button.figma.tsx:29 parity.mapping-unknown-property",
          "Button.figma.tsx:13 parity.mapping-unknown-prop",
          "Button.figma.tsx:14 parity.mapping-unknown-prop",
          "Button.figma.tsx:10 parity.only-in-figma",
          "Button.figma.tsx:21 parity.mapping-unknown-option",
          "Button.figma.tsx:18 parity.option-only-in-figma",
          "Button.figma.tsx:18 parity.option-only-in-code",
          "Button.figma.tsx:23 parity.default-differs",
          "Button.figma.tsx:10 parity.only-in-code",
        ])
    let defaults = try #require(parity.first { $0.id == .parityDefaultDiffers })
    #expect(defaults.message == "Figma's Button defaults Size to 'Large', the code's Button.size defaults to 'md'")
    #expect(
      parity.first { $0.id == .parityOptionOnlyInFigma }?.message
        == "Figma's Button has the option Variant=Danger, which the code's Button.variant has no value for (Code Connect maps no value for it)"
    )
    #expect(parity.allSatisfy { $0.severity == .warning })
  }

  @Test func acceptedDifferencesAreShownButNotWarned() throws {
    let at = siteLine(20)
    let pairing = ParityPairing(
      figma: "Button", code: "Button",
      accepted: [
        .init(text: "loading", location: at), .init(text: "Variant=Danger", location: siteLine(21)),
        .init(text: "nothing", location: siteLine(22)),
      ], location: at)
    let (reports, diagnostics) = Self.acme(pairings: [pairing])
    let rows = try #require(reports.first?.rows)
    let loading = try #require(rows.first { $0.codeName == "loading" })
    #expect(!loading.isFlagged)
    #expect(loading.note == "accepted in site.yml")
    #expect(rows.first { $0.figmaValue == "Danger" }?.isFlagged == false)
    #expect(diagnostics.filter { $0.id == Diagnostic.ID.parityOnlyInCode }.isEmpty)
    let unused = try #require(diagnostics.first { $0.id == Diagnostic.ID.parityAcceptUnused })
    #expect(unused.location?.line == 22)
  }

  @Test func withoutCodeConnectNamesPairThem() throws {
    let (reports, _) = Self.acme(connect: false)
    let button = try #require(reports.first)
    #expect(button.basis == .names)
    // Figma options against the code's literal values, as written on each side.
    let lines = Self.lines(button)
    #expect(lines.contains("property matched Label=Text label=string"))
    #expect(lines.contains("option only in Figma Variant=Danger variant=- (variant has no Danger) !"))
    #expect(lines.contains("option only in code Variant=- variant=ghost !"))
    #expect(!lines.contains { $0.contains("Primary variant") })
    #expect(lines.contains("property only in Figma Has label=Variant: true, false -=- !"))
  }

  /// An HTML mapping names no component: only the mapping itself is checked.
  @Test func htmlMappingsCheckOnlyTheMapping() throws {
    let (reports, diagnostics) = collecting { diagnostics in
      let figma = FigmaLibrary.load(
        files: [FigmaSource(path: fixture("props/acme-figma.json"), key: "AbC123xyz")], into: &diagnostics)
      let props = PropsLibrary.load(
        sources: [PropsSource(path: fixture("props/button.figma.ts"))], into: &diagnostics)
      return Parity.reports(figma: figma, props: props, pairings: [], into: &diagnostics)
    }
    let html = try #require(reports.first)
    #expect(html.component == nil)
    #expect(html.basis == .codeConnect(path: fixture("props/button.figma.ts"), language: .html))
    #expect(
      Self.lines(html) == [
        "property matched Label=Text label=- (no props source describes the HTML mapping)",
        "property matched Disabled=Boolean disabled=- (no props source describes the HTML mapping)",
        "property only in Figma Has icon=Boolean -=- (not mapped; no props source describes the HTML mapping)",
        "property only in Figma Icon=Instance swap -=- (not mapped; no props source describes the HTML mapping)",
        "property matched Variant=Variant: Primary, Secondary, Danger variant=- (no props source describes the HTML mapping)",
        "property only in Figma Size=Variant: Small, Medium, Large -=- (not mapped; no props source describes the HTML mapping)",
        "property only in Figma Has label=Variant: true, false -=- (not mapped; no props source describes the HTML mapping)",
      ])
    #expect(diagnostics.filter { $0.id.rawValue.hasPrefix("parity.") }.isEmpty)
  }

  /// site.yml says which custom element an HTML mapping renders; its manifest is the code side.
  @Test func htmlMappingsPairedWithACustomElement() throws {
    let at = siteLine(4)
    let (reports, _) = collecting { diagnostics in
      let figma = FigmaLibrary.load(
        files: [FigmaSource(path: fixture("props/acme-figma.json"), key: "AbC123xyz")], into: &diagnostics)
      let props = PropsLibrary.load(
        sources: [
          PropsSource(path: fixture("props/button.figma.ts")),
          PropsSource(path: fixture("props/custom-elements.json")),
        ], into: &diagnostics)
      return Parity.reports(
        figma: figma, props: props, pairings: [ParityPairing(figma: "Button", code: "ac-button", location: at)],
        into: &diagnostics)
    }
    let html = try #require(reports.first)
    #expect(html.component == "AcButton")
    let lines = Self.lines(html)
    #expect(lines.contains("property matched Disabled=Boolean disabled=boolean"))
    #expect(lines.contains("option only in code Variant=- variant=success !"))
    #expect(lines.contains("property only in code -=- pill=boolean (deprecated)"))
    #expect(lines.contains("default different Variant=Primary variant='default' !"))
  }

  /// A web component and its React wrapper of one name: Figma against each, side by side; a
  /// React mapping against the React one.
  @Test func aComponentOfTwoSourcesIsComparedWithEach() throws {
    let manifest = FileManager.default.temporaryDirectory.appendingPathComponent("cem-\(UUID().uuidString).json").path
    try Data(
      #"""
      {"schemaVersion": "2.0.0", "modules": [{"kind": "javascript-module", "path": "b.js", "declarations": [
        {"kind": "class", "name": "Button", "tagName": "acme-button", "customElement": true,
         "members": [{"kind": "field", "name": "disabled", "type": {"text": "boolean"}}]}]}]}
      """#.utf8
    ).write(to: URL(fileURLWithPath: manifest))
    defer { try? FileManager.default.removeItem(atPath: manifest) }
    func reports(connect: Bool) -> ([ParityReport], Diagnostics) {
      collecting { diagnostics in
        let figma = FigmaLibrary.load(
          files: [FigmaSource(path: fixture("props/acme-figma.json"), key: "AbC123xyz")], into: &diagnostics)
        var sources = [PropsSource(path: manifest), PropsSource(path: fixture("props/docgen-typescript.json"))]
        if connect { sources.append(PropsSource(path: fixture("props/Button.figma.tsx"))) }
        let props = PropsLibrary.load(sources: sources, into: &diagnostics)
        return Parity.reports(figma: figma, props: props, pairings: [], into: &diagnostics)
      }
    }
    let (byName, diagnostics) = reports(connect: false)
    #expect(!diagnostics.contains { $0.severity == .error })
    let buttons = byName.filter { $0.setName == "Button" }
    #expect(
      buttons.map { $0.codeSource ?? "-" } == [(manifest as NSString).lastPathComponent, "docgen-typescript.json"])
    #expect(buttons.map { $0.codeFormat } == [.customElements, .reactDocgenTypescript])
    #expect(Self.lines(buttons[0]).contains("property matched Disabled=Boolean disabled=boolean"))
    // Each warning names the source it is about, so the two are told apart.
    #expect(diagnostics.contains { $0.message.contains("(docgen-typescript.json)") })
    let (mapped, _) = reports(connect: true)
    let mappedButton = mapped.filter { $0.setName == "Button" && $0.component == "Button" }
    #expect(mappedButton.map { $0.codeFormat } == [nil])
    #expect(mappedButton.first?.rows.contains { $0.codeName == "label" && $0.status == .matched } == true)
  }

  @Test func withoutAFigmaFileMappingsAreOneWarning() {
    let (_, diagnostics) = collecting { diagnostics in
      let props = PropsLibrary.load(sources: [PropsSource(path: fixture("props/Button.figma.tsx"))], into: &diagnostics)
      return Parity.reports(figma: FigmaLibrary(), props: props, pairings: [], into: &diagnostics)
    }
    #expect(diagnostics.filter { $0.id.rawValue.hasPrefix("parity.") }.map(\.id) == [.parityNoFigma])
  }

  @Test func pairingsNameWhatTheSiteHas() {
    let at = siteLine(3)
    let (_, diagnostics) = Self.acme(pairings: [ParityPairing(figma: "Buton", code: "Buttn", location: at)])
    let unknown = diagnostics.filter { $0.id == .parityPairingUnknown }
    #expect(unknown.map(\.hint) == ["did you mean 'Button'?", "did you mean 'Button'?"])
  }
}

func siteLine(_ line: Int) -> SpecimenCore.SourceLocation {
  SpecimenCore.SourceLocation(file: "site.yml", line: line, column: 5)
}
