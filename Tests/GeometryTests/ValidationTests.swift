import SpecimenCore
import TestSupport
import Testing

@testable import Geometry

/// Every way a model can be wrong, reported with its file:line:column, all in one run.
@Suite struct ValidationTests {
  static let icons: IconLibrary = {
    let (parsed, problems) = collecting {
      IconLibrary.parse(
        "<svg viewBox=\"0 0 24 24\"><path d=\"M0 0h24\"/></svg>", name: "lock", file: "icons/lock.svg", into: &$0)
    }
    guard let lock = parsed else { preconditionFailure("the test icon does not parse: \(problems)") }
    return IconLibrary(icons: [lock])
  }()

  static let toggle = """
    set: Toggle
    frame: { width: 52, height: 44 }
    layers:
      - name: track
        rect: { x: 4, y: 8, width: 44, height: 28, radius: 14 }
        fill: bg/soft-200
    """

  /// Loads the given files and returns the first line of each diagnostic plus its hint.
  func problems(_ files: [(String, String)], sets: [ComponentSetShape] = [TestSets.toggle, TestSets.toggleLabel])
    -> [String]
  {
    let (_, diagnostics) = collecting {
      GeometryLibrary.build(
        models: files, icons: Self.icons, tokens: TestTokens.appetite, sets: sets, measurer: Bundled.measurer, into: &$0
      )
    }
    return diagnostics.map { d in
      "\(d.location.map { "\($0.line):\($0.column)" } ?? "-") \(d.severity.rawValue): \(d.message)"
        + (d.hint.map { " | \($0)" } ?? "")
    }
  }

  func problems(_ text: String, sets: [ComponentSetShape] = [TestSets.toggle, TestSets.toggleLabel]) -> [String] {
    problems([("m.yml", text)], sets: sets)
  }

  @Test func aValidModelHasNoProblems() {
    #expect(problems(Self.toggle) == [])
  }

  @Test func yamlSyntax() {
    #expect(problems("set: Toggle\nlayers: [\n").first?.hasPrefix("3:1 error: ") == true)
  }

  @Test func notAModel() {
    #expect(
      problems("- a\n- b\n") == [
        "1:1 error: a geometry model must be a mapping, found an array | start the file with 'set: <component set name>'"
      ])
    #expect(
      problems("frame: { width: 1, height: 1 }\n") == [
        "1:1 error: the model does not say which component set it draws | add 'set: <component set name>' as Figma names it"
      ])
  }

  @Test func unknownSetAndSecondModel() {
    #expect(
      problems("set: Toogle\nframe: { width: 1, height: 1 }\n") == [
        "1:6 error: no component set named 'Toogle' in the Figma file | did you mean 'Toggle'?"
      ])
    let found = problems([("a.yml", Self.toggle), ("b.yml", Self.toggle)])
    #expect(found == ["1:6 error: a second geometry model for 'Toggle' | one model draws one component set"])
  }

  @Test func tokensMustExistAndFit() {
    let text = """
      set: Toggle
      frame: { width: 52, height: spacing/40 }
      layers:
        - name: track
          rect: { x: 4, y: 8, width: brand/base, height: 28, radius: 14 }
          fill: bg/sof-200
          stroke: radius/16
          effect: bg/soft-200
        - name: label
          text: Hi
          style: text/strong-950
          fill: text/strong-950
        - name: dotted
          rect: { width: 1, height: 1 }
          fill: bg.soft-200
      """
    #expect(
      problems(text) == [
        "2:29 error: no token named 'spacing/40' | did you mean 'spacing/4'?",
        "5:32 error: 'width' reads 'brand/base', a color token; it needs a dimension",
        "6:11 error: no token named 'bg/sof-200' | did you mean 'bg/soft-200'?",
        "7:13 error: 'radius/16' is a dimension token; a paint needs a color",
        "8:13 error: 'bg/soft-200' is a color token; 'effect' needs a shadow token",
        "11:12 error: 'text/strong-950' is a color token; 'style' needs a typography token",
        "15:11 error: no token named 'bg.soft-200' | did you mean 'bg/soft-200'?",
      ])
  }

  /// Tokens with one left out (a value no tool could read): listed, with no value and a reason.
  struct LeftOutTokens: GeometryTokenSource {
    var drawsLeftOutTokens: Bool
    func token(_ name: String) -> GeometryToken? { name == "bg/soft-200" ? nil : TestTokens.appetite.token(name) }
    var tokenNames: [String] { TestTokens.appetite.tokenNames }
    func cssVariable(_ name: String) -> String { Self.defaultCSSVariable(name) }
    func leftOutReason(_ name: String) -> String? { name == "bg/soft-200" ? "\"#fffffff\" is no color" : nil }
  }

  /// Lenient, a model that reads a token left out draws it magenta with a warning naming the
  /// token and why; strict, it is an error and the model fails.
  @Test func aTokenLeftOutIsDrawnWithAStandIn() {
    for strict in [false, true] {
      let (library, diagnostics) = collecting {
        GeometryLibrary.build(
          models: [("m.yml", Self.toggle)], icons: Self.icons, tokens: LeftOutTokens(drawsLeftOutTokens: !strict),
          sets: [TestSets.toggle], measurer: Bundled.measurer, into: &$0)
      }
      let fill = position(of: "bg/soft-200", after: "fill: ", in: Self.toggle)
      #expect(diagnostics.map(\.id) == [.geometryTokenUnresolved])
      #expect(diagnostics.first?.position == fill)
      #expect(diagnostics.first?.severity == (strict ? .error : .warning))
      // Why the token was left out is said in words only.
      #expect(diagnostics.first?.message.contains(##""#fffffff" is no color"##) == true)
      if !strict {
        #expect(diagnostics.first?.message.contains("magenta (#FF00FF)") == true)
        #expect(library.models.count == 1)
      }
    }
  }

  @Test func layerKeysAndKinds() {
    let text = """
      set: Toggle
      frame: { width: 52, height: 44 }
      layers:
        - name: track
          rect: { x: 4, y: 8, width: 44, height: 28, raduis: 14 }
          fil: bg/soft-200
        - name: both
          rect: { width: 1, height: 1 }
          ellipse: { width: 1, height: 1 }
        - name: no-size
          ellipse: { x: 1 }
        - name: words
          text: Hello
        - name: glyph
          icon: lokc
        - name: bad-layout
          layout: { direction: diagonal, gapp: 4, align: space-between }
      """
    #expect(
      problems(text) == [
        "5:48 error: unknown key 'raduis' in 'rect' | did you mean 'radius'?",
        "6:5 error: unknown key 'fil' in a layer | did you mean 'fill'?",
        "9:5 error: a layer draws one thing, found 'rect' and 'ellipse' | split it into two layers",
        "10:5 error: a ellipse needs 'width' | give 'width' a number, a token, or 'fill'",
        "10:5 error: a ellipse needs 'height' | give 'height' a number, a token, or 'fill'",
        "12:5 error: a text layer needs 'style', a typography token | for example 'style: typography/paragraph-md'",
        "15:11 error: no icon named 'lokc' | did you mean 'lock'?",
        "17:26 error: 'direction' is row or column",
        "17:36 error: unknown key 'gapp' in 'layout' | did you mean 'gap'?",
        "17:52 error: an alignment is start, center or end, found 'space-between'",
      ])
  }

  @Test func bindingsNameProperties() {
    let text = """
      set: _Toggle Label
      layout: { direction: column }
      layers:
        - name: label
          text: "{Labl}"
          style: typography/label-lg
        - name: description
          text: "{Description}"
          style: typography/paragraph-sm
          visible: "{Description}"
        - name: aligned
          text: x
          style: typography/paragraph-sm
          visible: "{Align}"
        - name: maybe
          text: x
          style: typography/paragraph-sm
          visible: sometimes
      """
    #expect(
      problems(text) == [
        "5:11 error: '{Labl}' is not a property of _Toggle Label | did you mean 'Label'?",
        "10:14 error: 'visible' binds to 'Description', a text property; it needs a boolean",
        "14:14 error: 'visible' binds to 'Align', a variant property | use a variant rule: 'when: {Align: …}'",
        "18:14 error: 'visible' is true, false or a boolean property in braces, found 'sometimes' | for example visible: \"{Show Description}\"",
      ])
  }

  @Test func rulesNamePropertiesValuesAndLayers() {
    let text =
      Self.toggle + """

        variants:
          - when: { Stat: Pressed }
            track: { fill: bg/sub-200 }
          - when: { State: Hover }
            track: { fill: bg/sub-200 }
          - when: { Active: On }
            trak: { fill: brand/base }
          - when: { Active: On }
            track: brand/base
          - track: { fill: brand/base }
        """
    #expect(
      problems(text) == [
        "8:13 error: Toggle has no property 'Stat' | did you mean 'State'?",
        "10:20 error: 'Hover' is not a value of Toggle's State | the values are Default, Pressed, Focused or Disabled",
        "13:5 error: the rule names no layer or property 'trak' | did you mean 'track'?",
        "15:12 error: the overrides of 'track' are a mapping, found a string | for example track: {fill: bg/sub-200}",
        "16:5 error: a variant rule needs 'when' | write 'when: {Property: Value}'; a rule for every variant belongs in the layers",
      ])
  }

  @Test func aRuleForAnUnpublishedVariantIsReported() {
    var toggle = TestSets.toggle
    toggle.publishedVariants.removeAll { $0 == ["State": "Disabled", "Active": "On"] }
    let text =
      Self.toggle + """

        variants:
          - when: { State: Disabled, Active: On }
            track: { opacity: 0.4 }
        """
    #expect(
      problems(text, sets: [toggle]) == [
        "8:5 warning: the rule names State: Disabled, Active: On, which Toggle does not publish | Figma has no such variant, so the rule never applies; remove it"
      ])
  }

  @Test func instancesNeedModelsAndKnownProperties() {
    let label = """
      set: _Toggle Label
      layout: { direction: row }
      layers:
        - name: toggle
          instance: Toggle
          properties: { Active: Maybe, Size: sm }
        - name: other
          instance: Switch
      """
    #expect(
      problems([("t.yml", Self.toggle), ("l.yml", label)]) == [
        "6:27 error: 'Maybe' is not a value of Toggle's Active | the values are Off or On",
        "6:34 error: Toggle has no property 'Size'",
        "8:15 error: no geometry model for the component set 'Switch'",
      ])
  }

  @Test func anInstancesProblemIsReportedOnceWhereTheInstancesModelSaysIt() {
    let toggle = """
      set: Toggle
      frame: { width: 52, height: 44 }
      layers:
        - name: knob
          icon: nothing-here
      """
    // The instances fill the height of a row that hugs them, so each is laid out twice.
    let label = """
      set: _Toggle Label
      layout: { direction: row }
      layers:
        - { name: first, instance: Toggle, height: fill }
        - { name: second, instance: Toggle, height: fill }
        - { name: bar, rect: { width: 4, height: 60 } }
      """
    let (_, diagnostics) = collecting {
      GeometryLibrary.build(
        models: [("t.yml", toggle), ("l.yml", label)], icons: Self.icons, tokens: TestTokens.appetite,
        sets: [TestSets.toggle, TestSets.toggleLabel], measurer: Bundled.measurer, into: &$0)
    }
    #expect(
      diagnostics.map { "\($0.location?.file ?? "-"):\($0.location?.line ?? 0) \($0.id)" } == [
        "t.yml:5 geometry.unknown-icon"
      ])
  }

  @Test func instanceCyclesAreErrors() {
    let a = """
      set: Toggle
      layout: { direction: row }
      layers:
        - name: inner
          instance: _Toggle Label
      """
    let b = """
      set: _Toggle Label
      layout: { direction: row }
      layers:
        - name: inner
          instance: Toggle
      """
    let found = problems([("a.yml", a), ("b.yml", b)])
    #expect(
      found == [
        "5:15 error: instances form a cycle: Toggle → _Toggle Label → Toggle | a component cannot contain itself"
      ])
    let selfish = "set: Toggle\nlayout: { direction: row }\nlayers:\n  - instance: Toggle\n"
    #expect(
      problems(selfish) == ["4:15 error: instances form a cycle: Toggle → Toggle | a component cannot contain itself"])
  }

  @Test func layerNamesAreUnique() {
    let text = """
      set: Toggle
      frame: { width: 52, height: 44 }
      layers:
        - { name: track, rect: { width: 1, height: 1 } }
        - { name: track, rect: { width: 1, height: 1 } }
        - { name: when, rect: { width: 1, height: 1 } }
      """
    #expect(
      problems(text) == [
        "5:13 error: two layers are named 'track' | rules and queries find layers by name; rename one",
        "6:13 error: 'when' cannot name a layer: rules use it for themselves | rename the layer",
      ])
  }

  @Test func anatomyAndTargetNameWhatExists() {
    let text =
      Self.toggle + """

        touchTarget: trak
        anatomy:
          variant: { Active: Onn }
          parts: [track, handel]
          travel: Activ
          colour: red
        """
    #expect(
      problems(text) == [
        "7:14 error: 'touchTarget' names no layer: 'trak' | did you mean 'track'?",
        "9:14 error: 'Onn' is not a value of Toggle's Active | did you mean 'On'?",
        "10:18 error: the anatomy names no layer 'handel'",
        "11:11 error: 'travel' names a variant property; Toggle has no variant property 'Activ' | did you mean 'Active'?",
        "12:3 error: unknown key 'colour' in 'anatomy' | known keys: variant, parts, travel",
      ])
  }

  @Test func numbersOutOfRangeAreErrorsWhereTheyAreWritten() {
    let text = """
      set: Toggle
      frame: { width: 1e17, height: 44 }
      layout: { direction: row, gap: 1e308, padding: [1e400, 4] }
      layers:
        - name: track
          rect: { x: -2000000, y: 8, width: 44, height: 28, radius: 1e7 }
          opacity: 1e999
      """
    let range = "numbers in a model lie between -1000000 and 1000000"
    #expect(
      problems(text) == [
        "2:17 error: 'width' is 1e17, out of range | \(range)",
        "3:32 error: 'gap' is 1e308, out of range | \(range)",
        "3:49 error: 'padding' is 1e400, out of range | \(range)",
        "6:16 error: 'x' is -2000000, out of range | \(range)",
        "6:63 error: 'radius' is 1e7, out of range | \(range)",
        "7:14 error: 'opacity' is 1e999, out of range | \(range)",
      ])
  }

  @Test func tokensOutOfRangeAreErrorsWhereTheyAreRead() {
    var tokens = TestTokens.appetite
    tokens.table["spacing/huge"] = .dimension(1e300)
    let text = """
      set: Toggle
      frame: { width: 52, height: spacing/huge }
      """
    let (_, diagnostics) = collecting {
      GeometryLibrary.build(
        models: [("m.yml", text)], icons: Self.icons, tokens: tokens, sets: [TestSets.toggle],
        measurer: Bundled.measurer, into: &$0)
    }
    #expect(diagnostics.map(\.id) == [.geometryNumberOutOfRange])
    #expect(diagnostics.first?.location?.file == "m.yml")
    #expect(diagnostics.first?.position == position(of: "spacing/huge", in: text))
  }

  /// A token in vw, vh, vmin, vmax, ch or ex has no size in px: the model's line says so.
  @Test func aTokenWithoutASizeInPxIsAnErrorAtTheModel() {
    var tokens = TestTokens.appetite
    tokens.table["layout/gutter"] = .unmeasurable(type: "dimension", written: "2vw")
    tokens.table["shadow/fluid"] = .unmeasurable(type: "shadow", written: "1ch")
    let text = """
      set: Toggle
      frame: { width: 52, height: layout/gutter }
      layers:
        - name: track
          rect: { width: 44, height: 28 }
          effect: shadow/fluid
      """
    let (_, diagnostics) = collecting {
      GeometryLibrary.build(
        models: [("m.yml", text)], icons: Self.icons, tokens: tokens, sets: [TestSets.toggle],
        measurer: Bundled.measurer, into: &$0)
    }
    #expect(
      diagnostics.contains { $0.matches(.geometryTokenUnitUnsupported, at: position(of: "layout/gutter", in: text)) })
    #expect(
      diagnostics.contains { $0.matches(.geometryTokenUnitUnsupported, at: position(of: "shadow/fluid", in: text)) })
    #expect(
      diagnostics.first?.hint == "a model reads tokens in px, rem, pt, dp or sp; name one of those, or write the number"
    )
  }

  @Test func aVariantThatDrawsNothing() {
    #expect(
      problems("set: Toggle\nlayout: { direction: row }\n") == [
        "1:6 error: the variant State: Default, Active: Off draws nothing (0 × 0), and 7 other variants too | give the root a 'frame: {width, height}' or a 'layout' with children"
      ])
  }

  @Test func everyProblemOfARunIsReportedTogether() {
    let text = """
      set: Toggle
      frame: { width: 52, height: 44 }
      layers:
        - name: track
          rect: { x: 4, y: 8, width: 44, height: 28 }
          fill: bg/sof-200
          opacity: 2
      variants:
        - when: { Active: Onn }
          track: { fill: brnd/base }
      """
    let found = problems([("one.yml", text), ("two.yml", "set: Toggel\n")])
    #expect(found.count == 4)
    #expect(found.contains("7:14 error: 'opacity' is between 0 and 1, found 2"))
  }

  @Test func missingFontFamilyIsAWarning() {
    var tokens = TestTokens.appetite
    tokens.table["typography/label-lg"] = .typography(
      GeometryTypography(fontFamily: "Appetite Sans", fontWeight: 500, fontSize: 18, lineHeight: 28.0 / 18))
    let label = """
      set: _Toggle Label
      layout: { direction: column }
      layers:
        - { name: label, text: "{Label}", style: typography/label-lg }
      """
    let (_, diagnostics) = collecting {
      GeometryLibrary.build(
        models: [("l.yml", label)], icons: Self.icons, tokens: tokens, sets: [TestSets.toggleLabel],
        measurer: Bundled.measurer, into: &$0)
    }
    #expect(diagnostics.map(\.severity) == [.warning])
    #expect(diagnostics.map(\.id) == [.geometryFontMissing])
    #expect(diagnostics.first?.location?.file == "l.yml")
    #expect(diagnostics.first?.position == position(of: "typography/label-lg", in: label))
  }

  @Test func iconFilesAreCheckedAndCleaned() throws {
    let evil = """
      <svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 24 24" fill="#f00">
        <script>alert(1)</script>
        <path d="M0 0h24" onclick="x()" id="a" stroke="red"/>
        <foreignObject><div/></foreignObject>
      </svg>
      """
    let (refused, error) = collecting { IconLibrary.parse(evil, name: "evil", file: "icons/evil.svg", into: &$0) }
    #expect(refused == nil, "the icon should be refused")
    #expect(
      error.map(\.id) == [
        .geometryIconElementNotAllowed, .geometryIconAttributeNotAllowed, .geometryIconElementNotAllowed,
      ])
    #expect(
      error.map(\.position) == [
        position(of: "<script>", in: evil), position(of: "onclick", in: evil),
        position(of: "<foreignObject>", in: evil),
      ])
    // An icon exported as one long line: positions are still characters on that line.
    let path = String(repeating: "M0 0h24é", count: 20_000)
    let long = "<svg viewBox=\"0 0 24 24\"><path d=\"\(path)\"/><script/></svg>"
    let (_, late) = collecting { IconLibrary.parse(long, name: "long", file: "icons/long.svg", into: &$0) }
    #expect(late.map { "\($0.location!.line):\($0.location!.column)" } == ["1:\(38 + path.count)"])
    let (unboxed, noBox) = collecting {
      IconLibrary.parse("<svg><path d=\"M0 0\"/></svg>", name: "x", file: "x.svg", into: &$0)
    }
    #expect(unboxed == nil, "an icon without a viewBox should be refused")
    #expect(noBox.map(\.id) == [.geometryIconViewboxMissing])
    #expect(noBox.first?.location == SourceLocation(file: "x.svg"))
    let (parsed, problems) = collecting {
      IconLibrary.parse(
        "<?xml version=\"1.0\"?><!-- drawn by hand --><svg viewBox=\"0 0 24 24\" stroke=\"#000\"><g id=\"x\"><path d=\"M1 1\" fill=\"#123\"/></g></svg>",
        name: "ok", file: "ok.svg", into: &$0)
    }
    #expect(problems.isEmpty)
    let clean = try #require(parsed)
    #expect(clean.body.markup == "<g><path d=\"M1 1\" fill=\"currentColor\"/></g>")
    #expect(clean.rootAttributes.map { "\($0.0)=\($0.1)" } == ["stroke=currentColor"])
  }

  @Test func bundledIconsAreAllClean() {
    let (icons, problems) = collecting { IconLibrary.load(directory: Repo.content + "/icons", into: &$0) }
    #expect(problems.isEmpty)
    for name in [
      "lock", "eye-off", "x-circle", "info", "chevron-down", "tag", "plus", "minus", "paperclip", "send", "avatar",
      "image",
    ] {
      #expect(icons.icon(named: name)?.viewBox == [0, 0, 24, 24], "\(name)")
    }
  }
}
