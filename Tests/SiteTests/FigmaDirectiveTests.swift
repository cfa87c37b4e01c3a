import CodeProps
import Figma
import Parity
import SpecimenCore
import TestSupport
import Testing

@testable import Site

@Suite struct PropertiesDirectiveTests {
  let fence = SourceLocation(file: "pages/input.md", line: 40, column: 1)

  @Test func inputPageProperties() {
    let (library, _) = BundledFigma.appetite()
    let rendered = PropertiesDirective.render(
      library, arguments: "Text Input, Text Area, Chip Input, Counter Input, Digit Input, Stepper, Composer",
      body:
        "describe Optional: Writes (Optional) after the title.\ndescribe Text Input / Hint: Says what went wrong on `Error`.\n",
      at: fence)
    #expect(rendered.diagnostics.isEmpty, "\(rendered.diagnostics)")
    #expect(rendered.reads.componentSets.count == 7)
    expectSnapshot(rendered.html.markup, named: "properties-input.html")
    #expect(
      rendered.html.markup.contains(
        "<p class=\"sp-properties-summary\">Text Input 30 variants, Text Area 5, Chip Input 5, Counter Input 5, Digit Input 5, Stepper 6, Composer 4. Read from Figma on October 2, 2026.</p>"
      ))
    #expect(
      rendered.html.markup.contains(
        "<summary><strong class=\"sp-set-name\">Text Input</strong> <span class=\"sp-property-set-count\">30 variants (Type 6 × State 5) · 8 properties</span></summary>\n<p class=\"sp-properties-head\">Read from Figma file Appetite UI, component set 102:1200, version 2179954612, last modified 2026-10-02."
      ))
  }

  @Test func togglePageProperties() {
    let (library, _) = BundledFigma.appetite()
    let rendered = PropertiesDirective.render(library, arguments: "Toggle, _Toggle Label", body: "", at: fence)
    #expect(rendered.diagnostics.isEmpty)
    expectSnapshot(rendered.html.markup, named: "properties-toggle.html")
    #expect(
      rendered.html.markup.contains(
        "<a class=\"sp-figma-link\" href=\"https://www.figma.com/design/AppetiteUI2026k7Q2ZmWx/?node-id=216-449\">Open in Figma</a>"
      ))
    #expect(rendered.html.markup.contains("Unpublished: the name starts with “_”"))
  }

  @Test func everythingFromTheSnapshotIsEscaped() {
    let (library, _) = collecting {
      FigmaLibrary.load(files: [(Fixtures.path("files-badge.json", target: "FigmaTests"), "Key&<>")], into: &$0)
    }
    let rendered = PropertiesDirective.render(
      library, arguments: "Badge", body: "describe Glyph: Any `<svg>` icon & more", at: fence)
    #expect(rendered.diagnostics.isEmpty)
    expectSnapshot(rendered.html.markup, named: "properties-badge.html")
    #expect(rendered.html.markup.contains("“New &lt;beta&gt; &amp; &quot;more&quot;”"))
    #expect(rendered.html.markup.contains("Any <code>&lt;svg&gt;</code> icon &amp; more"))
    #expect(rendered.html.markup.contains("href=\"https://www.figma.com/design/Key%26%3C%3E/?node-id=12-10\""))
    let properties = HTMLElement.parse(rendered.html.markup)
    #expect(properties.all("beta").isEmpty)
    #expect(properties.text.contains("“New <beta> & \"more\"”"))
  }

  @Test func unknownSetsAndPropertiesAreErrorsAtTheBlock() {
    let (library, _) = BundledFigma.appetite()
    let rendered = PropertiesDirective.render(
      library, arguments: "Toggle, Toogle",
      body: "\n  describe Stat: x\nexplain State: y\ndescribe State without colon", at: fence)
    #expect(
      rendered.diagnostics.map(\.id) == [
        Diagnostic.ID("figma.unknown-component-set"), .directiveUnknownProperty, .directiveUnknownInstruction,
        .directiveDescribeInvalid,
      ])
    #expect(rendered.diagnostics.map { $0.location?.line } == [40, 42, 43, 44])
    #expect(rendered.diagnostics[1].location?.column == 3)
    #expect(rendered.diagnostics[0].hint == "did you mean 'Toggle'?")
    #expect(rendered.diagnostics[1].hint == "did you mean 'State'?")
    #expect(rendered.diagnostics[2].hint == "a properties block understands 'describe'")
  }

  @Test func inlineFigmaLink() {
    let (library, _) = BundledFigma.eand()
    #expect(
      FigmaLinkReference.render(library, arguments: "input-field", at: fence).html.markup
        == "<a class=\"sp-figma-link\" href=\"https://www.figma.com/design/EandDSLv12Consumer9xQ4/?node-id=5021-18344\">input-field — etisalat Consumer App DSL V1.2</a>"
    )
    let (keyless, _) = collecting {
      FigmaLibrary.load(files: [(Fixtures.path("files-badge.json", target: "FigmaTests"), nil)], into: &$0)
    }
    #expect(
      FigmaLinkReference.render(keyless, arguments: "Badge", at: fence).html.markup
        == "<span class=\"sp-figma-source\">Badge — Badge Kit</span>")
  }

  @Test func inlineVariantCount() {
    let (library, _) = BundledFigma.appetite()
    #expect(VariantCountReference.render(library, arguments: "Text Input", at: fence).html.markup == "30")
    #expect(VariantCountReference.render(library, arguments: " Toggle ", at: fence).html.markup == "eight")
    let miss = VariantCountReference.render(library, arguments: "Text Inptu", at: fence)
    #expect(miss.html.markup == "")
    #expect(miss.diagnostics.first?.hint == "did you mean 'Text Input'?")
  }
}

@Suite struct VariantsDirectiveTests {
  let fence = SourceLocation(file: "pages/toggle.md", line: 20, column: 1)

  @Test func toggleGrid() {
    let (library, _) = BundledFigma.appetite()
    let rendered = VariantsDirective.render(library, arguments: "Toggle", body: "", at: fence)
    #expect(rendered.diagnostics.isEmpty)
    expectSnapshot(rendered.html.markup, named: "variants-toggle.html")
    #expect(
      rendered.html.markup.contains(
        "<p class=\"sp-variants-summary\">Eight variants, State by Active, no holes. Source: component set 216:449 of the Appetite UI Figma file, read on October 2, 2026.</p>"
      ))
  }

  @Test func holesAreMarked() {
    let (library, _) = collecting {
      FigmaLibrary.load(files: [(Fixtures.path("nodes-toggle-hole.json", target: "FigmaTests"), nil)], into: &$0)
    }
    let rendered = VariantsDirective.render(library, arguments: "Toggle", body: "", at: fence)
    expectSnapshot(rendered.html.markup, named: "variants-toggle-hole.html")
    #expect(
      rendered.html.markup.contains(
        "<td id=\"variants-toggle-disabled-on-no-variant\" class=\"sp-cell sp-hole\" title=\"State=Disabled, Active=On: no variant\">hole</td>"
      ))
  }

  @Test func singlePropertySet() {
    let (library, _) = BundledFigma.appetite()
    let rendered = VariantsDirective.render(library, arguments: "_Toggle Label", body: "", at: fence)
    expectSnapshot(rendered.html.markup, named: "variants-toggle-label.html")
  }

  @Test func eandInputFieldWithLabels() {
    let (library, _) = BundledFigma.eand()
    let body = """
      rows type
      label default=true: empty
      label filled=true: filled
      label active=true: active
      label disabled=true: disabled
      label error=true: error
      """
    let rendered = VariantsDirective.render(library, arguments: "input-field", body: body, at: fence)
    #expect(rendered.diagnostics.isEmpty, "\(rendered.diagnostics)")
    expectSnapshot(rendered.html.markup, named: "variants-input-field.html")
    #expect(
      rendered.html.markup.contains(
        "text, dropdown, picker and comment support all eight combinations. otp has no empty-error and no filled-active variant."
      ))
  }

  @Test func threePropertiesBecomeSubgrids() {
    let (library, _) = BundledFigma.eand()
    let rendered = VariantsDirective.render(
      library, arguments: "input-field", body: "columns filled\nlabel error=true: error\nhide summary", at: fence)
    #expect(rendered.diagnostics.isEmpty)
    expectSnapshot(rendered.html.markup, named: "variants-input-field-subgrids.html")
    // The block's every class: no summary.
    #expect(
      HTMLElement.parse(rendered.html.markup).classNames == [
        "sp-cell", "sp-corner", "sp-hole", "sp-published", "sp-variant-grid", "sp-variants", "sp-variants-unpublished",
      ])
  }

  @Test func bodyErrorsPointAtTheirLines() {
    let (library, _) = BundledFigma.appetite()
    let rendered = VariantsDirective.render(
      library, arguments: "Toggle",
      body:
        "rows Sate\nlabel State=Presed: pressed\nlabel Mode=Dark: dark\nlabel State=Pressed\nhide everything\ncolour red",
      at: fence)
    #expect(
      rendered.diagnostics.map(\.id) == [
        .directiveUnknownVariantProperty, .directiveUnknownVariantValue, .directiveUnknownVariantProperty,
        .directiveLabelInvalid, .directiveHideInvalid, .directiveUnknownInstruction,
      ])
    #expect(rendered.diagnostics.map { $0.location?.line } == [21, 22, 23, 24, 25, 26])
    #expect(rendered.diagnostics[0].hint == "did you mean 'State'?")
    #expect(rendered.diagnostics[1].hint == "did you mean 'Pressed'?")
    // The block still renders with what was understood.
    #expect(rendered.html.markup.contains("Eight variants"))
  }

  @Test func oneSetPerBlock() {
    let (library, _) = BundledFigma.appetite()
    let rendered = VariantsDirective.render(library, arguments: "Toggle, Stepper", body: "", at: fence)
    #expect(rendered.diagnostics.map(\.id) == [.directiveVariantsSetCount])
    #expect(rendered.diagnostics.first?.location == fence)
  }
}

@Suite struct PropsDirectiveTests {
  let fence = SourceLocation(file: "pages/input.md", line: 80, column: 1)

  @Test func eandPropsHaveTheRowsOfTheSeedPage() throws {
    let (library, diagnostics) = collecting {
      PropsLibrary.load(paths: [Repository.path("examples/eand/content/code/react-docgen-typescript.json")], into: &$0)
    }
    #expect(diagnostics.isEmpty, "\(diagnostics)")
    #expect(library.components.map(\.name) == ["Input", "OtpInput"])
    let input = try #require(library.components.first)
    #expect(input.props.count == 13)
    #expect(
      input.props.map(\.name) == [
        "clearable", "error", "helper", "htmlType", "inverse", "label", "leadingIcon", "onClear", "statusIcon",
        "success", "trailingIcon", "type", "variant",
      ])
    #expect(
      input.props.map { $0.defaultValue ?? "—" } == [
        "—", "—", "—", "—", "—", "—", "—", "—", "true", "—", "—", "text", "—",
      ])
    #expect(input.props.last?.deprecation == .note("V1.0 axis — V1.1 has a single filled style; ignored."))
    #expect(input.inheritedCount == 7)
    let otp = library.components[1]
    #expect(otp.props.count == 8)
    let otpNames = otp.props.map { $0.name }
    #expect(otpNames == ["defaultValue", "disabled", "error", "inverse", "length", "masked", "onValueChange", "value"])
    #expect(otp.props.first { $0.name == "length" }?.defaultValue == "6")
    #expect(otp.props.allSatisfy { $0.isOptional })

    let rendered = PropsDirective.render(library, arguments: "Input, OtpInput", body: "", at: fence)
    #expect(rendered.diagnostics.isEmpty)
    // Two components' tables, each under its component's name, so they never read as one.
    for name in ["Input", "OtpInput"] {
      let head = "<p class=\"sp-props-source\" data-component=\"\(name)\"><code>\(name)</code></p>"
      let table = "<table class=\"sp-props\" data-component=\"\(name)\""
      let headAt = try #require(rendered.html.markup.range(of: head)?.lowerBound)
      let tableAt = try #require(rendered.html.markup.range(of: table)?.lowerBound)
      #expect(headAt < tableAt)
    }
    expectSnapshot(rendered.html.markup, named: "props-eand.html")
    #expect(
      rendered.html.markup.contains(
        "<tr class=\"sp-prop-deprecated\"><th scope=\"row\"><code>variant</code><span class=\"sp-prop-optional\" title=\"optional\">?</span></th><td data-label=\"Type\"><span class=\"sp-type-union\"><code>&quot;outlined&quot;</code> | <code>&quot;filled&quot;</code></span></td><td data-label=\"Default\"><span class=\"sp-prop-none\">—</span></td><td data-label=\"Description\"><strong class=\"sp-deprecated\">Deprecated.</strong> V1.0 axis — V1.1 has a single filled style; ignored.</td></tr>"
      ))
  }

  @Test func appetitePropsLoad() {
    let (library, diagnostics) = collecting {
      PropsLibrary.load(directory: Repository.path("content/props"), into: &$0)
    }
    #expect(diagnostics.isEmpty, "\(diagnostics)")
    let rendered = PropsDirective.render(library, arguments: "Input", body: "hide deprecated", at: fence)
    #expect(rendered.diagnostics.isEmpty)
    // The table's every class: no deprecated prop's.
    #expect(
      HTMLElement.parse(rendered.html.markup).classNames == [
        "sp-prop-none", "sp-prop-optional", "sp-prop-required", "sp-props",
      ])
    #expect(rendered.html.markup.contains("<code>.leftSelection</code>"))
  }

  @Test func customElementsGetAttributeNamesAndTablesOfTheirOwn() throws {
    let (library, diagnostics) = collecting {
      PropsLibrary.load(paths: [Fixtures.path("props/custom-elements.json", target: "CodePropsTests")], into: &$0)
    }
    #expect(diagnostics.isEmpty)
    let rendered = PropsDirective.render(library, arguments: "ac-button", body: "", at: fence)
    #expect(rendered.diagnostics.isEmpty)
    #expect(rendered.reads.codeComponents == ["AcButton"])
    expectSnapshot(rendered.html.markup, named: "props-custom-element.html")
    let markup = rendered.html.markup
    for caption in ["AcButton slots", "AcButton events", "AcButton CSS custom properties", "AcButton CSS parts"] {
      #expect(markup.contains("<caption>\(caption)</caption>"))
    }
    #expect(markup.contains("<code>ariaLabelledby</code> / <code class=\"sp-prop-attribute\">aria-labelledby</code>"))
  }

  @Test func docgenPropsSayRequiredAndCountInheritedOnes() throws {
    let (library, diagnostics) = collecting {
      PropsLibrary.load(
        paths: [Fixtures.path("props/docgen-typescript.json", target: "CodePropsTests")], into: &$0)
    }
    #expect(diagnostics.isEmpty)
    let rendered = PropsDirective.render(library, arguments: "Button, Badge", body: "", at: fence)
    #expect(rendered.diagnostics.isEmpty)
    expectSnapshot(rendered.html.markup, named: "props-docgen.html")
    let markup = rendered.html.markup
    #expect(markup.contains("<code>label</code> <span class=\"sp-prop-required\">required</span>"))
    #expect(
      markup.contains(
        "Button also takes 3 props inherited from React’s DOM types (AriaAttributes, DOMAttributes and HTMLAttributes), not listed."
      ))
    // No slot, event or CSS tables for a React component.
    let tables = HTMLElement.parse(markup).all("table")
    #expect(tables.count == 2, "one table of props a component")
    #expect(tables.allSatisfy { $0.all("caption").isEmpty })
  }

  /// SDS's Accordion, as its react-docgen-typescript output publishes it (`"props": {}`): a
  /// sentence says no props were read, where a table would show only its head; not that it takes
  /// none, which the tool's empty list does not tell from a props type it could not resolve.
  @Test func aComponentWithoutPropsSaysSoInsteadOfAnEmptyTable() throws {
    let folder = "Tests/CodePropsTests/Fixtures/Published/figma-sds-react-docgen-typescript/folder"
    let (library, _) = collecting {
      PropsLibrary.load(paths: [Repository.path(folder + "/Accordion.json")], into: &$0)
    }
    let rendered = PropsDirective.render(library, arguments: "Accordion", body: "", at: fence)
    #expect(rendered.diagnostics.isEmpty)
    #expect(
      rendered.html.markup
        == "<p class=\"sp-props-none\">No props are documented for Accordion: the react-docgen-typescript output "
        + "lists none.</p>\n")
    // What the team's Code Connect file sets on a component is said after it; what to do about
    // the tool's run is for the site's author, not on the page.
    let connected = collecting {
      PropsLibrary.load(
        paths: [
          Repository.path(folder + "/Accordion.json"),
          Repository.path("Tests/CodePropsTests/Fixtures/Published/figma-sds/primitives/Accordion.figma.tsx"),
        ], into: &$0)
    }.0
    let item = PropsDirective.render(connected, arguments: "AccordionItem", body: "", at: fence).html.markup
    #expect(
      item
        == "<p class=\"sp-props-none\">No props are documented for AccordionItem: the react-docgen-typescript output "
        + "lists none. The Code Connect mapping of AccordionItem sets title and children.</p>\n")
    // Specimen's own props JSON lists what a component takes: its empty list means none.
    let specimen = PropsLibrary(components: [
      CodeComponent(name: "Divider", path: "props.json", location: fence, format: .specimen)
    ])
    #expect(
      PropsDirective.render(specimen, arguments: "Divider", body: "", at: fence).html.markup
        == "<p class=\"sp-props-none\">Divider takes no props.</p>\n")
  }

  /// SDS's Select.tsx: a block of its three components shows SelectField's table, with no
  /// Default or Description column (the output gives neither for any of its props), and names
  /// the two whose props were not read in one sentence, not a head and a sentence each.
  @Test func aBlockOfSeveralNamesTheUnreadOnesOnceAndDropsEmptyColumns() throws {
    let folder = "Tests/CodePropsTests/Fixtures/Published/figma-sds-react-docgen-typescript/folder"
    let (library, _) = collecting {
      PropsLibrary.load(paths: [Repository.path(folder + "/Select.json")], into: &$0)
    }
    let rendered = PropsDirective.render(library, arguments: "Select, SelectField, SelectItem", body: "", at: fence)
    #expect(rendered.diagnostics.isEmpty)
    let page = HTMLElement.parse(rendered.html.markup)
    let tables = page.all("table")
    #expect(tables.count == 1)
    #expect(tables.first?.all("th").prefix(2).map(\.text) == ["Prop", "Type"])
    #expect(tables.first?.all("thead").first?.all("th").count == 2)
    #expect(tables.first?.all("td").allSatisfy { $0.attributes["data-label"] == "Type" } == true)
    let none = page.all("p").filter { $0.attributes["class"] == "sp-props-none" }.map(\.text)
    #expect(none.count == 1)
    #expect(none.first?.hasPrefix("No props are documented for Select and SelectItem: ") == true, "\(none)")
    #expect(page.all("p").filter { $0.attributes["class"] == "sp-props-source" }.count == 1)
  }

  @Test func unknownComponent() {
    let (library, _) = collecting {
      PropsLibrary.load(paths: [Repository.path("examples/eand/content/code/react-docgen-typescript.json")], into: &$0)
    }
    let rendered = PropsDirective.render(library, arguments: "OtpInptu", body: "", at: fence)
    #expect(rendered.diagnostics.map(\.id) == [.propsUnknownComponent])
    #expect(rendered.diagnostics.first?.hint == "did you mean 'OtpInput'?")
    // Case and hyphens aside, a name is found: OTPInput, otp-input.
    for name in ["OTPInput", "otp-input"] {
      #expect(PropsDirective.render(library, arguments: name, body: "", at: fence).diagnostics.isEmpty)
    }
  }
}

/// The appetite and e& Figma snapshots as the sites load them.
enum BundledFigma {
  static func appetite() -> (FigmaLibrary, Diagnostics) {
    collecting {
      FigmaLibrary.load(
        files: [FigmaSource(path: Repository.path("content/figma/appetite-ui.json"), key: "AppetiteUI2026k7Q2ZmWx")],
        into: &$0)
    }
  }

  static func eand() -> (FigmaLibrary, Diagnostics) {
    collecting {
      FigmaLibrary.load(
        files: [
          FigmaSource(path: Repository.path("examples/eand/content/figma/eand.json"), key: "EandDSLv12Consumer9xQ4")
        ], into: &$0)
    }
  }
}

func expectSnapshot(_ text: String, named name: String, sourceLocation: Testing.SourceLocation = #_sourceLocation) {
  #expect(throws: Never.self) { try snapshots.check(text, named: "directives/" + name, sourceLocation: sourceLocation) }
}

@Suite struct ParityDirectiveTests {
  let fence = SourceLocation(file: "pages/button.md", line: 12, column: 1)

  static func acme() -> ([ParityReport], FigmaLibrary) {
    var diagnostics = Diagnostics()
    let figma = FigmaLibrary.load(
      files: [
        FigmaSource(path: Fixtures.path("props/acme-figma.json", target: "CodePropsTests"), key: "AbC123xyz")
      ],
      into: &diagnostics)
    let props = PropsLibrary.load(
      paths: [
        Fixtures.path("props/docgen-typescript.json", target: "CodePropsTests"),
        Fixtures.path("props/Button.figma.tsx", target: "CodePropsTests"),
      ], into: &diagnostics)
    return (Parity.reports(figma: figma, props: props, pairings: [], into: &diagnostics), figma)
  }

  @Test func oneTablePerCodeComponentWithBothValues() {
    let (reports, figma) = Self.acme()
    let rendered = ParityDirective.render(reports, figma: figma, arguments: "Button", body: "", at: fence)
    #expect(rendered.diagnostics.isEmpty)
    #expect(rendered.reads.componentSets == ["Button"])
    #expect(rendered.reads.codeComponents == ["Button", "IconButton"])
    expectSnapshot(rendered.html.markup, named: "parity-button.html")
    let markup = rendered.html.markup
    #expect(
      markup.contains(
        "<tr class=\"sp-parity-different sp-parity-flagged\"><td>default of <code>Size</code> = <code>Large</code></td><td>default of <code>size</code> = <code>md</code></td><td><span class=\"sp-parity-status\">different</span></td></tr>"
      ))
    #expect(
      markup.contains(
        "<code>IconButton</code> for Has label=false (React, from the Code Connect file Button.figma.tsx)"))
  }

  @Test func aSetNothingTiesIsAnError() {
    let (_, figma) = Self.acme()
    let rendered = ParityDirective.render([], figma: figma, arguments: "Button, Buton", body: "hide matched", at: fence)
    #expect(
      rendered.diagnostics.map(\.id) == [
        .directiveUnknownInstruction, .parityDirectiveUntied, Diagnostic.ID("figma.unknown-component-set"),
      ])
  }
}

/// Prop descriptions: the inline Markdown code comments are written in, escaped by construction.
@Suite struct InlineMarkdownTests {
  static func render(_ text: String) -> String {
    var html = HTML()
    html.inlineMarkdown(text)
    return html.markup
  }

  @Test func codeStrongEmphasisLinksAndJSDocLinks() {
    #expect(
      Self.render("Use **`size`** or *compact*; see [the guide](https://example.com/a?b=1&c) and {@link Button}.")
        == "Use <strong><code>size</code></strong> or <em>compact</em>; see <a href=\"https://example.com/a?b=1&amp;c\">the guide</a> and <code>Button</code>."
    )
    #expect(Self.render("two\nlines") == "two lines")
  }

  @Test func unsafeLinksAndMarkupStayText() {
    #expect(Self.render("[click](javascript:alert(1))") == "click)")
    #expect(Self.render("<b>x</b> & *") == "&lt;b&gt;x&lt;/b&gt; &amp; *")
    #expect(Self.render("a * b * c") == "a * b * c")
  }

  /// Unmatched delimiters are searched for once each, not once per occurrence.
  @Test func unmatchedDelimitersStayLinear() {
    let text = String(repeating: "*x [y `z {@link ", count: 20_000)
    #expect(Self.render(text).count > text.count)
  }
}

/// A block that names nothing says what it names and how to write it, at its fence.
@Suite struct EmptyNameListTests {
  let fence = SourceLocation(file: "pages/empty.md", line: 7, column: 1)

  @Test func eachBlockSaysWhatItNames() {
    let (appetite, _) = BundledFigma.appetite()
    let properties = PropertiesDirective.render(appetite, arguments: " , ", body: "", at: fence)
    let (code, _) = collecting {
      PropsLibrary.load(paths: [Repository.path("examples/eand/content/code/react-docgen-typescript.json")], into: &$0)
    }
    let props = PropsDirective.render(code, arguments: "", body: "", at: fence)
    let (reports, figma) = ParityDirectiveTests.acme()
    let parity = ParityDirective.render(reports, figma: figma, arguments: "", body: "", at: fence)
    let found = [properties, props, parity].flatMap(\.diagnostics)
    #expect(found.map(\.id) == [.directiveMissingComponentSet, .directiveMissingComponent, .parityDirectiveNoSet])
    #expect(found.allSatisfy { $0.location == fence && $0.severity == .error })
    #expect(found.map { $0.hint?.prefix(16) } == ["write ```propert", "write ```props I", "write ```parity "])
  }
}
