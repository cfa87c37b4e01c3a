import Geometry
import SpecimenCore
import TestSupport
import Testing

@testable import Figma
@testable import FigmaGeometry

/// What a Figma drawing leaves out and how it paints where the site cannot match the file:
/// annotation layers, colours no token names, a font the site lacks, and shadows cast one way.
@Suite struct FigmaDrawingAnnotationTests {
  static let figmagic: FigmaLibrary = {
    var ignored = Diagnostics()
    return FigmaLibrary.load(
      files: [(Fixtures.path("Published/figmagic/figma.json", target: "FigmaTests"), nil)], into: &ignored)
  }()

  static func drawn(_ name: String, measurer: TextMeasurer = TextMeasurer()) throws -> [LaidOutComponent] {
    let set = try #require(figmagic.looseSets.first { $0.name == name })
    return FigmaDrawing.drawing(
      of: set, variables: FigmaVariableNames(), cssVariable: { "--" + $0 }, measurer: measurer
    ).components
  }

  @Test(arguments: [
    ("_Redlines", true), ("_Redlines ::  Form", true), ("Redlines :: Rectangle 1", true), ("Annotations", true),
    ("_spec", true), ("Measurements", true), ("_Side Icon", false), ("Specimen", false), ("Label", false),
    ("_", false),
  ])
  func aLayerIsAnAnnotationByItsFirstWord(name: String, annotation: Bool) {
    #expect(FigmaDrawing.isAnnotation(name) == annotation, "\(name)")
  }

  /// figmagic's Button keeps a `_Redlines` group beside it (a 100% width measure over it and two
  /// 6 px "Small" labels under it), which the file says Figmagic ignores: the drawing leaves it
  /// out, so the view box is the button's own and no label of it reaches the audit.
  @Test func figmagicsButtonIsDrawnWithoutItsRedlines() throws {
    let button = try #require(try Self.drawn("Button").first)
    #expect(button.annotationsLeftOut == ["_Redlines"])
    #expect(!button.layers.contains { $0.path.contains("Redlines") })
    #expect(!button.layers.contains { $0.lines.contains { $0.text == "Small" } })
    #expect(button.viewBox == Rect(x: 0, y: 0, width: 320, height: 48))
  }

  /// `_` alone does not make an annotation: the Select's chevron is its `_Side Icon`.
  @Test func figmagicsSelectKeepsItsSideIcon() throws {
    let select = try #require(try Self.drawn("Select").first)
    #expect(select.layers.contains { $0.name == "_Side Icon" })
    #expect(select.annotationsLeftOut == ["_Redlines"])
  }

  /// figmagic binds no colour to a variable: its drawings keep their colours in every theme,
  /// and say so; a drawing whose every paint a token names follows the theme.
  @Test func aDrawingSaysWhetherItsColoursAreFixed() throws {
    #expect(try #require(try Self.drawn("Button").first).fixedColors)
    var bound = FigmaDrawingOverflowTests.overflowing
    bound.children[0].fills[0].variableID = "VariableID:1:2"
    var drawing = FigmaDrawing(
      variables: FigmaVariableNames(names: ["VariableID:1:2": "color/brand"]), cssVariable: { "--" + $0 },
      measurer: TextMeasurer())
    let component = drawing.component(bound, set: "Form", variant: [:], properties: [:], label: "Form")
    #expect(!component.fixedColors)
    #expect(FigmaDrawingOverflowTests.draw(FigmaDrawingOverflowTests.overflowing).fixedColors)
  }

  /// figmagic's H1 sets "H1 Heading Large" in Helvetica Neue Bold 48 on one line of its 410 × 79
  /// box. The stand-in the site measures it with is a little wider, and broke it into two lines
  /// that ran 50 px past the box: it keeps Figma's one line at Figma's size, running a little
  /// past the box's right edge as Figma lets text run, and the drawing takes that in.
  @Test func textInAStandInFontKeepsFigmasLines() throws {
    let measurer = TextMeasurer()
    #expect(measurer.fontFile(family: "Helvetica Neue", weight: 700)?.exact != true)
    let h1 = try #require(try Self.drawn("H1", measurer: measurer).first)
    let text = try #require(h1.layers.first { $0.kind == .text })
    #expect(text.lines.map(\.text) == ["H1 Heading Large"])
    let line = try #require(text.lines.first)
    #expect(line.runs.allSatisfy { $0.fontSize == nil }, "set at the layer's 48 px")
    #expect(text.style?.fontSize == 48)
    #expect(line.baseline < 79)
    #expect(h1.viewBox.maxX >= line.x + line.width)
  }

  /// DemoForm is set in Helvetica Neue, which the site has no file for: its lines are broken with
  /// the fallback's widths, and the drawing names the fallback after the family, so a browser
  /// without Helvetica Neue paints them with those widths too, inside the form.
  @Test func textInAMissingFamilyIsPaintedWithTheFamilyItWasMeasuredWith() throws {
    let measurer = TextMeasurer()
    let form = try #require(try Self.drawn("DemoForm", measurer: measurer).first { $0.width == 700 })
    let fallback = try #require(measurer.fontFile(family: "Helvetica Neue", weight: 400)?.file.family)
    let texts = form.layers.filter { $0.kind == .text }
    #expect(!texts.isEmpty)
    #expect(texts.allSatisfy { $0.measuredFamily == fallback })
    var ignored = Diagnostics()
    let set = try #require(Self.figmagic.looseSets.first { $0.name == "DemoForm" })
    let geometry = GeometryLibrary.build(
      models: [], icons: IconLibrary(), tokens: NoGeometryTokens(), sets: [ComponentSetShape(set)],
      drawn: ["DemoForm": [form]], into: &ignored)
    let svg = geometry.svg(form, options: SVGOptions(idPrefix: "f")).description
    #expect(svg.contains("font-family=\"&#39;Helvetica Neue&#39;, \(fallback), sans-serif\""))
  }

  /// A shadow cast down gives the drawing room below it and at its sides, as far as it reaches
  /// there, and none above: DemoForm's shadow falls 3 px right and down.
  @Test func effectsTakeRoomOnlyWhereTheyPaint() throws {
    var frame = FigmaDrawingOverflowTests.frame(
      "1:1", Rect(x: 0, y: 0, width: 100, height: 50), clips: true, children: [])
    frame.fills = FigmaDrawingOverflowTests.rectangle("1:2", frame.box!).fills
    var shadow = FigmaEffect(type: .dropShadow)
    shadow.radius = 4
    shadow.offsetY = 6
    shadow.color = FigmaColor(r: 0, g: 0, b: 0, a: 0.3)
    frame.effects = [shadow]
    let component = FigmaDrawingOverflowTests.draw(frame)
    #expect(component.bleed == 0)
    #expect(component.overflow == EdgeInsets(top: 0, right: 6, bottom: 12, left: 6))

    let form = try #require(try Self.drawn("DemoForm").first { $0.width == 700 })
    #expect(form.overflow.top < 4 && form.overflow.left < 4)
    #expect(form.viewBox.y > -4 && form.viewBox.x > -4)
  }
}
