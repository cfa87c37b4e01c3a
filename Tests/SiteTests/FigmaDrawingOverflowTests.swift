import Geometry
import SpecimenCore
import TestSupport
import Testing

@testable import Figma
@testable import FigmaGeometry

/// A frame that does not clip its content keeps in its drawing what runs out of it: the view box
/// grows on the sides the content overflows, by as much, and no further.
@Suite struct FigmaDrawingOverflowTests {
  static func rectangle(_ id: String, _ box: Rect) -> FigmaNode {
    var node = FigmaNode(id: id, name: "Box \(id)", type: .rectangle, location: SourceLocation(file: "tree.json"))
    node.box = box
    var paint = FigmaPaint(type: .solid)
    paint.color = FigmaColor(r: 0.2, g: 0.4, b: 1, a: 1)
    node.fills = [paint]
    return node
  }

  static func frame(_ id: String, _ box: Rect, clips: Bool, children: [FigmaNode]) -> FigmaNode {
    var node = FigmaNode(id: id, name: "Frame \(id)", type: .frame, location: SourceLocation(file: "tree.json"))
    node.box = box
    node.clipsContent = clips
    node.children = children
    return node
  }

  static func draw(_ root: FigmaNode) -> LaidOutComponent {
    var drawing = FigmaDrawing(
      variables: FigmaVariableNames(), cssVariable: { "--" + $0 }, measurer: TextMeasurer())
    return drawing.component(root, set: "Form", variant: [:], properties: [:], label: "Form")
  }

  /// A 100 × 50 frame placed at (200, 300) in the file, with a child running 20 px below it
  /// and 5 px left of it.
  static let overflowing = frame(
    "1:1", Rect(x: 200, y: 300, width: 100, height: 50), clips: false,
    children: [rectangle("1:2", Rect(x: 195, y: 310, width: 50, height: 60))])

  @Test func theViewBoxTakesInWhatAnUnclippedFrameLetsOverflowOnThoseSidesOnly() {
    let component = Self.draw(Self.overflowing)
    #expect(component.bleed == 0)
    #expect(component.overflow == EdgeInsets(top: 0, right: 0, bottom: 20, left: 5))
    #expect(component.viewBox == Rect(x: -5, y: 0, width: 105, height: 70))
    // The same tree draws the same view box each time.
    #expect(Self.draw(Self.overflowing).viewBox == component.viewBox)
  }

  @Test func aFrameThatClipsKeepsItsViewBox() {
    var clipped = Self.overflowing
    clipped.clipsContent = true
    #expect(Self.draw(clipped).viewBox == Rect(x: 0, y: 0, width: 100, height: 50))
    // A clipping frame inside the root cuts its children to itself too.
    let nested = Self.frame(
      "2:1", Rect(x: 0, y: 0, width: 100, height: 50), clips: false,
      children: [
        Self.frame(
          "2:2", Rect(x: 10, y: 10, width: 40, height: 40), clips: true,
          children: [Self.rectangle("2:3", Rect(x: 10, y: 10, width: 40, height: 400))])
      ])
    #expect(Self.draw(nested).overflow == .zero)
  }

  @Test func aNodeAbsurdlyFarAwayIsCappedAtTheFramesOwnSize() {
    let far = Self.frame(
      "3:1", Rect(x: 0, y: 0, width: 100, height: 50), clips: false,
      children: [Self.rectangle("3:2", Rect(x: 0, y: 1_000_000, width: 10, height: 10))])
    // At least 64 each side: a small frame still shows a badge hanging off it.
    #expect(Self.draw(far).overflow == EdgeInsets(top: 0, right: 0, bottom: 64, left: 0))
    let wide = Self.frame(
      "3:3", Rect(x: 0, y: 0, width: 300, height: 200), clips: false,
      children: [Self.rectangle("3:4", Rect(x: -9_000_000, y: 0, width: 10, height: 10))])
    #expect(Self.draw(wide).overflow == EdgeInsets(top: 0, right: 0, bottom: 0, left: 300))
  }

  @Test func shadowsKeepTheirBleedBesideTheOverflow() {
    var shadowed = Self.overflowing
    var shadow = FigmaEffect(type: .dropShadow)
    shadow.radius = 8
    shadow.color = FigmaColor(r: 0, g: 0, b: 0, a: 0.3)
    shadowed.children[0].effects = [shadow]
    let component = Self.draw(shadowed)
    // The child's shadow (its blur reaches 12 px) paints past the frame where the child comes
    // near an edge: left and below, 2 px above the child's top 10 px in, and not at all on the
    // right, which the child stays 55 px short of.
    #expect(component.bleed == 0)
    #expect(component.overflow == EdgeInsets(top: 2, right: 0, bottom: 32, left: 17))
    #expect(component.viewBox.x <= -5 - 8 && component.viewBox.maxY >= 70 + 8)
  }

  /// figmagic's DemoForm is a 700 × 914 frame without "clip content" whose form runs 128 px
  /// below it; its top 45 px hold only a hidden redline, so the drawing starts at the form, 700
  /// × 869 with the rest below it as overflow: the Submit button, at 968 to 1016, is inside the drawing, as is everything the
  /// drawing paints, in each of its five components.
  @Test func figmagicsDemoFormShowsItsSubmitButton() throws {
    var ignored = Diagnostics()
    let library = FigmaLibrary.load(
      files: [(Fixtures.path("Published/figmagic/figma.json", target: "FigmaTests"), nil)], into: &ignored)
    let set = try #require(library.looseSets.first { $0.name == "DemoForm" })
    let measurer = TextMeasurer()
    let (components, _) = FigmaDrawing.drawing(
      of: set, variables: FigmaVariableNames(), cssVariable: { "--" + $0 }, measurer: measurer)
    #expect(!components.isEmpty)
    for component in components {
      let painted = try #require(component.paintedBounds(measurer: measurer))
      #expect(component.viewBox.contains(painted, tolerance: 1), "\(component.label)")
    }
    let desktop = try #require(components.first { $0.width == 700 && $0.height == 869 })
    // Left, only the 2 px its shadow (3 px right and down, blurred 3 px) spreads past the edge.
    #expect(desktop.overflow.bottom > 100 && desktop.overflow.left == 2)
    #expect(desktop.contentOverflow.top == 0 && desktop.contentOverflow.bottom == 118)
    let button = try #require(desktop.layers.first { $0.path.hasSuffix("Button") && $0.depth == 1 })
    #expect(button.frame.maxY > desktop.height)
    #expect(desktop.viewBox.contains(button.frame))
  }
}

/// A flat vector saved without its path is drawn as the stroke it is.
@Suite struct FigmaFlatVectorTests {
  /// figmagic's HR: a VECTOR 320 × 0 with a 2 px centred stroke and no `strokeGeometry` drew an
  /// empty SVG ("320 × 0" under nothing).
  @Test func aFlatVectorWithoutItsPathIsDrawnAsALine() throws {
    var line = FigmaNode(id: "1:2", name: "HR", type: .vector, location: SourceLocation(file: "tree.json"))
    line.box = Rect(x: 10, y: 20, width: 320, height: 0)
    var paint = FigmaPaint(type: .solid)
    paint.color = FigmaColor(r: 0.74, g: 0.74, b: 0.74, a: 1)
    line.strokes = [paint]
    line.strokeWeight = 2
    let root = FigmaDrawingOverflowTests.frame(
      "1:1", Rect(x: 10, y: 20, width: 320, height: 0), clips: false, children: [line])
    let component = FigmaDrawingOverflowTests.draw(root)
    #expect(component.layers[1].kind == .line)
    // The stroke's half width each side of the line is in the view box.
    #expect(component.viewBox.y <= -1 && component.viewBox.maxY >= 1)

    var ignored = Diagnostics()
    let library = FigmaLibrary.load(
      files: [(Fixtures.path("Published/figmagic/figma.json", target: "FigmaTests"), nil)], into: &ignored)
    let set = try #require(library.looseSets.first { $0.name == "HR" })
    let (components, _) = FigmaDrawing.drawing(
      of: set, variables: FigmaVariableNames(), cssVariable: { "--" + $0 }, measurer: TextMeasurer())
    let hr = try #require(components.first)
    let geometry = GeometryLibrary.build(
      models: [], icons: IconLibrary(), tokens: NoGeometryTokens(), sets: [ComponentSetShape(set)],
      drawn: ["HR": components], into: &ignored)
    #expect(geometry.svg(hr, options: SVGOptions(idPrefix: "f")).contains("<line "))
  }
}
