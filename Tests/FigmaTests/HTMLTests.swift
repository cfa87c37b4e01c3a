import SpecimenCore
import Testing

@testable import Figma

@Suite struct PropertiesHTMLTests {
  let fence = SourceLocation(file: "pages/input.md", line: 40, column: 1)

  @Test func inputPageProperties() {
    let (library, _) = Bundled.appetite()
    let rendered = library.renderProperties(
      argument: "Text Input, Text Area, Chip Input, Counter Input, Digit Input, Stepper, Composer",
      body: "describe Optional: Writes (Optional) after the title.\ndescribe Text Input / Hint: Says what went wrong on `Error`.\n",
      at: fence)
    #expect(rendered.diagnostics.isEmpty, "\(rendered.diagnostics)")
    #expect(rendered.reads.count == 7)
    expectSnapshot(rendered.html, named: "properties-input.html")
    #expect(rendered.html.contains(
      "<p class=\"sp-properties-summary\">Text Input 30 variants, Text Area 5, Chip Input 5, Counter Input 5, Digit Input 5, Stepper 6, Composer 4. Read from Figma on October 2, 2026.</p>"))
    #expect(rendered.html.contains(
      "<strong class=\"sp-set-name\">Text Input</strong> — 30 variants (Type 6 × State 5). Read from Figma file Appetite UI, component set 102:1200, version 2179954612, last modified 2026-10-02."))
  }

  @Test func togglePageProperties() {
    let (library, _) = Bundled.appetite()
    let rendered = library.renderProperties(argument: "Toggle, _Toggle Label", body: "", at: fence)
    #expect(rendered.diagnostics.isEmpty)
    expectSnapshot(rendered.html, named: "properties-toggle.html")
    #expect(rendered.html.contains(
      "<a class=\"sp-figma-link\" href=\"https://www.figma.com/design/AppetiteUI2026k7Q2ZmWx/?node-id=216-449\">Open in Figma</a>"))
    #expect(rendered.html.contains("Unpublished: the name starts with “_”"))
  }

  @Test func everythingFromTheSnapshotIsEscaped() {
    let (library, _) = FigmaLibrary.load(files: [(Paths.fixture("files-badge.json"), "Key&<>")])
    let rendered = library.renderProperties(argument: "Badge", body: "describe Glyph: Any `<svg>` icon & more", at: fence)
    #expect(rendered.diagnostics.isEmpty)
    expectSnapshot(rendered.html, named: "properties-badge.html")
    #expect(rendered.html.contains("“New &lt;beta&gt; &amp; &quot;more&quot;”"))
    #expect(rendered.html.contains("Any <code>&lt;svg&gt;</code> icon &amp; more"))
    #expect(rendered.html.contains("href=\"https://www.figma.com/design/Key%26%3C%3E/?node-id=12-10\""))
    #expect(!rendered.html.contains("<beta>"))
  }

  @Test func unknownSetsAndPropertiesAreErrorsAtTheBlock() {
    let (library, _) = Bundled.appetite()
    let rendered = library.renderProperties(
      argument: "Toggle, Toogle", body: "\n  describe Stat: x\nexplain State: y\ndescribe State without colon", at: fence)
    #expect(rendered.diagnostics.map(\.message) == [
      "unknown component set 'Toogle'",
      "no listed component set has a property 'Stat'",
      "unknown instruction 'explain' in a properties block",
      "a describe line needs ': ' before its text",
    ])
    #expect(rendered.diagnostics.map { $0.location?.line } == [40, 42, 43, 44])
    #expect(rendered.diagnostics[1].location?.column == 3)
    #expect(rendered.diagnostics[0].hint == "did you mean 'Toggle'?")
    #expect(rendered.diagnostics[1].hint == "did you mean 'State'?")
    #expect(rendered.diagnostics[2].hint == "a properties block understands 'describe'")
  }

  @Test func inlineFigmaLink() {
    let (library, _) = Bundled.eand()
    #expect(library.renderFigmaLink(argument: "input-field", at: fence).html
      == "<a class=\"sp-figma-link\" href=\"https://www.figma.com/design/EandDSLv12Consumer9xQ4/?node-id=5021-18344\">input-field — etisalat Consumer App DSL V1.2</a>")
    let (keyless, _) = FigmaLibrary.load(files: [(Paths.fixture("files-badge.json"), nil)])
    #expect(keyless.renderFigmaLink(argument: "Badge", at: fence).html == "<span class=\"sp-figma-source\">Badge — Badge Kit</span>")
  }

  @Test func inlineVariantCount() {
    let (library, _) = Bundled.appetite()
    #expect(library.renderVariantCount(argument: "Text Input", at: fence).html == "30")
    #expect(library.renderVariantCount(argument: " Toggle ", at: fence).html == "8")
    let miss = library.renderVariantCount(argument: "Text Inptu", at: fence)
    #expect(miss.html == "")
    #expect(miss.diagnostics.first?.hint == "did you mean 'Text Input'?")
  }
}

@Suite struct VariantsHTMLTests {
  let fence = SourceLocation(file: "pages/toggle.md", line: 20, column: 1)

  @Test func toggleGrid() {
    let (library, _) = Bundled.appetite()
    let rendered = library.renderVariants(argument: "Toggle", body: "", at: fence)
    #expect(rendered.diagnostics.isEmpty)
    expectSnapshot(rendered.html, named: "variants-toggle.html")
    #expect(rendered.html.contains("<p class=\"sp-variants-summary\">Eight variants, State by Active, no holes.</p>"))
  }

  @Test func holesAreMarked() {
    let (library, _) = FigmaLibrary.load(files: [(Paths.fixture("nodes-toggle-hole.json"), nil)])
    let rendered = library.renderVariants(argument: "Toggle", body: "", at: fence)
    expectSnapshot(rendered.html, named: "variants-toggle-hole.html")
    #expect(rendered.html.contains(
      "<td class=\"sp-cell sp-hole\" title=\"State=Disabled, Active=On: no variant\">hole</td>"))
  }

  @Test func singlePropertySet() {
    let (library, _) = Bundled.appetite()
    let rendered = library.renderVariants(argument: "_Toggle Label", body: "", at: fence)
    expectSnapshot(rendered.html, named: "variants-toggle-label.html")
  }

  @Test func eandInputFieldWithLabels() {
    let (library, _) = Bundled.eand()
    let body = """
      rows type
      label default=true: empty
      label filled=true: filled
      label active=true: active
      label disabled=true: disabled
      label error=true: error
      """
    let rendered = library.renderVariants(argument: "input-field", body: body, at: fence)
    #expect(rendered.diagnostics.isEmpty, "\(rendered.diagnostics)")
    expectSnapshot(rendered.html, named: "variants-input-field.html")
    #expect(rendered.html.contains(
      "text, dropdown, picker and comment support all eight combinations. otp has no empty-error and no filled-active variant."))
  }

  @Test func threePropertiesBecomeSubgrids() {
    let (library, _) = Bundled.eand()
    let rendered = library.renderVariants(
      argument: "input-field", body: "columns filled\nlabel error=true: error\nhide summary", at: fence)
    #expect(rendered.diagnostics.isEmpty)
    expectSnapshot(rendered.html, named: "variants-input-field-subgrids.html")
    #expect(!rendered.html.contains("sp-variants-summary"))
  }

  @Test func bodyErrorsPointAtTheirLines() {
    let (library, _) = Bundled.appetite()
    let rendered = library.renderVariants(
      argument: "Toggle",
      body: "rows Sate\nlabel State=Presed: pressed\nlabel Mode=Dark: dark\nlabel State=Pressed\nhide everything\ncolour red",
      at: fence)
    #expect(rendered.diagnostics.map(\.message) == [
      "'Toggle' has no variant property 'Sate'",
      "'Presed' is not a value of State in 'Toggle' (Default, Pressed, Focused, Disabled)",
      "'Toggle' has no variant property 'Mode'",
      "a label line needs ': ' before its name",
      "'hide' takes 'grid' or 'summary', not 'everything'",
      "unknown instruction 'colour' in a variants block",
    ])
    #expect(rendered.diagnostics.map { $0.location?.line } == [21, 22, 23, 24, 25, 26])
    #expect(rendered.diagnostics[0].hint == "did you mean 'State'?")
    #expect(rendered.diagnostics[1].hint == "did you mean 'Pressed'?")
    // The block still renders with what was understood.
    #expect(rendered.html.contains("Eight variants"))
  }

  @Test func oneSetPerBlock() {
    let (library, _) = Bundled.appetite()
    let rendered = library.renderVariants(argument: "Toggle, Stepper", body: "", at: fence)
    #expect(rendered.diagnostics.first?.message == "a variants block shows one component set, not 2")
  }
}

@Suite struct PropsTests {
  let fence = SourceLocation(file: "pages/input.md", line: 80, column: 1)

  @Test func eandPropsHaveTheRowsOfTheSeedPage() throws {
    let (library, diagnostics) = PropsLibrary.load(directory: Paths.repo("examples/eand/content/props"))
    #expect(diagnostics.isEmpty, "\(diagnostics)")
    #expect(library.components.map(\.name) == ["Input", "OtpInput"])
    let input = try #require(library.components.first)
    #expect(input.props.count == 13)
    #expect(input.props.map(\.name) == [
      "clearable", "error", "helper", "htmlType", "inverse", "label", "leadingIcon", "onClear", "statusIcon",
      "success", "trailingIcon", "type", "variant",
    ])
    #expect(input.props.map { $0.defaultValue ?? "—" } == ["—", "—", "—", "—", "—", "—", "—", "—", "true", "—", "—", "text", "—"])
    #expect(input.props.last?.deprecation == .note("V1.0 axis — V1.1 has a single filled style; ignored."))
    let otp = library.components[1]
    #expect(otp.props.count == 8)
    let otpNames = otp.props.map { $0.name }
    #expect(otpNames == ["defaultValue", "disabled", "error", "inverse", "length", "masked", "onValueChange", "value"])
    #expect(otp.props.first { $0.name == "length" }?.defaultValue == "6")
    #expect(otp.props.allSatisfy { $0.isOptional })

    let rendered = library.renderProps(argument: "Input, OtpInput", body: "", at: fence)
    #expect(rendered.diagnostics.isEmpty)
    expectSnapshot(rendered.html, named: "props-eand.html")
    #expect(rendered.html.contains(
      "<tr class=\"sp-prop-deprecated\"><th scope=\"row\"><code>variant</code><span class=\"sp-prop-optional\" title=\"optional\">?</span></th><td><code>&#39;outlined&#39; | &#39;filled&#39;</code></td><td><span class=\"sp-prop-none\">—</span></td><td><strong class=\"sp-deprecated\">Deprecated.</strong> V1.0 axis — V1.1 has a single filled style; ignored.</td></tr>"))
  }

  @Test func appetitePropsLoad() {
    let (library, diagnostics) = PropsLibrary.load(directory: Paths.repo("content/props"))
    #expect(diagnostics.isEmpty, "\(diagnostics)")
    let rendered = library.renderProps(argument: "Input", body: "hide deprecated", at: fence)
    #expect(rendered.diagnostics.isEmpty)
    #expect(!rendered.html.contains("sp-prop-deprecated"))
    #expect(rendered.html.contains("<code>.leftSelection</code>"))
  }

  @Test func malformedPropsAreReportedTogether() {
    let text = """
      {
        "component": "Chip",
        "prop": [],
        "props": [
          { "name": "size", "type": "'sm' | 'md'", "optinal": true },
          { "name": "size", "type": "string" },
          { "type": "string" },
          { "name": "onClose" },
          { "name": "tone", "type": "Tone", "default": ["a"], "deprecated": 3 }
        ]
      }
      """
    let (component, diagnostics) = PropsLibrary.parse(text, path: "props/Chip.json")
    #expect(diagnostics.map { "\($0.location!.line):\($0.location!.column) \($0.message)" } == [
      "3:3 a props file has no key 'prop'; it is ignored",
      "5:46 a prop has no key 'optinal'; it is ignored",
      "6:5 'Chip' lists the prop 'size' twice",
      "7:5 a prop of 'Chip' has no 'name'",
      "8:5 the prop 'onClose' of 'Chip' has no 'type'",
      "9:50 'default' must be a string, number or boolean, not an array",
      "9:71 'deprecated' must be true or a note",
    ])
    #expect(diagnostics[0].hint == "did you mean 'props'?")
    #expect(diagnostics[1].hint == "did you mean 'optional'?")
    #expect(component?.props.map(\.name) == ["size", "tone"])
  }

  @Test func unknownComponent() {
    let (library, _) = PropsLibrary.load(directory: Paths.repo("examples/eand/content/props"))
    let rendered = library.renderProps(argument: "OTPInput", body: "", at: fence)
    #expect(rendered.diagnostics.first?.message == "no props for the component 'OTPInput'")
    #expect(rendered.diagnostics.first?.hint == "did you mean 'OtpInput'?")
  }
}
