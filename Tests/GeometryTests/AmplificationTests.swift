import SpecimenCore
import TestSupport
import Testing

@testable import Geometry

/// Models whose work could grow faster than their size: the work is counted, never timed.
@Suite struct AmplificationTests {
  static let here = SourceLocation(file: "nest.yml")

  func frame(_ name: String, _ children: [ShapeSpec], width: Sizing = .hug) -> ShapeSpec {
    ShapeSpec(
      name: name, kind: .frame(GeometryCorners(0)), x: 1, y: 1, width: width, height: .hug,
      children: children, location: Self.here)
  }

  func engine() -> LayoutEngine {
    LayoutEngine(measurer: Bundled.measurer) { _, _, _, _ in nil }
  }

  @Test func nestedFramesWithoutLayoutAreLaidOutOnceEach() {
    // 30 frames, each hugging the one inside it: laying every child out twice per level took
    // 2^30 passes.
    var spec = ShapeSpec(
      name: "leaf", kind: .frame(GeometryCorners(0)), x: 1, y: 1, width: .fixed(4), height: .fixed(4),
      location: Self.here)
    for level in 0..<30 { spec = frame("f\(level)", [spec]) }
    let layout = engine()
    var diagnostics = Diagnostics()
    let box = layout.layout(spec, width: nil, height: nil, into: &diagnostics)
    #expect(layout.work.passes == 31)
    #expect(box.width == 34 && box.height == 34)
  }

  @Test func nestedFillFramesStayLinear() {
    // A child that fills its hugging parent is laid out again at the parent's size; each level
    // still costs a bounded number of passes.
    var spec = ShapeSpec(
      name: "leaf", kind: .frame(GeometryCorners(0)), x: 1, y: 1, width: .fixed(4), height: .fixed(4),
      location: Self.here)
    for level in 0..<30 { spec = frame("f\(level)", [spec], width: level.isMultiple(of: 2) ? .fill : .hug) }
    let layout = engine()
    var diagnostics = Diagnostics()
    _ = layout.layout(spec, width: nil, height: nil, into: &diagnostics)
    #expect(layout.work.passes <= 4 * 31, "\(layout.work.passes) passes")
  }

  @Test func nestedAutoLayoutFramesThatFillTheCrossAxisStayPolynomial() {
    // Rows that hug both axes, each holding a fixed square and the next row, which fills the
    // cross axis: the filling child is laid out again at the row's height, its subtree once more
    // per level above it. Quadratic in the depth (which the readers cap at 256), never doubling.
    var spec = ShapeSpec(
      name: "leaf", kind: .frame(GeometryCorners(0)), width: .fixed(4), height: .fixed(4), location: Self.here)
    for level in 0..<30 {
      var inner = spec
      inner.height = .fill
      let square = ShapeSpec(
        name: "s\(level)", kind: .frame(GeometryCorners(0)), width: .fixed(2), height: .fixed(6), location: Self.here)
      spec = ShapeSpec(
        name: "row\(level)", kind: .frame(GeometryCorners(0)), width: .hug, height: .hug,
        layout: AutoLayout(direction: .row, gap: 1), children: [square, inner], location: Self.here)
    }
    let layout = engine()
    var diagnostics = Diagnostics()
    _ = layout.layout(spec, width: nil, height: nil, into: &diagnostics)
    #expect(layout.work.passes <= 31 * 31, "\(layout.work.passes) passes")
  }

  @Test func instancesAreCountedOncePerSetAndValues() {
    // L0 holds ten instances of L1, which holds ten of L2, … six deep: a million layers,
    // counted from seven resolved roots without laying one out (each L6 is a frame and a dot).
    var resolved = 0
    let layout = LayoutEngine(measurer: Bundled.measurer) { set, _, _, _ in
      resolved += 1
      let level = Int(set.dropFirst())!
      let children =
        level == 6
        ? [ShapeSpec(name: "dot", kind: .ellipse, width: .fixed(2), height: .fixed(2), location: Self.here)]
        : (0..<10).map {
          ShapeSpec(
            name: "i\($0)", kind: .instance(set: "L\(level + 1)", properties: [:]), width: .hug, height: .hug,
            location: Self.here)
        }
      return (self.frame(set, children), [:])
    }
    let root = ShapeSpec(
      name: "root", kind: .instance(set: "L0", properties: [:]), width: .hug, height: .hug, location: Self.here)
    var diagnostics = Diagnostics()
    #expect(layout.expandedLayers(root, cap: 1_000_000_000, into: &diagnostics) == 2_111_111)
    #expect(resolved == 7)
    #expect(layout.work.passes == 0)
  }

  static let shapes = (0...4).map { ComponentSetShape(name: "L\($0)", variantProperties: [], publishedVariants: []) }

  func library(_ models: [(String, String)], sets: [ComponentSetShape]) -> (GeometryLibrary, [String]) {
    let (library, diagnostics) = collecting {
      GeometryLibrary.build(
        models: models, icons: IconLibrary(), tokens: TestTokens.appetite, sets: sets, measurer: Bundled.measurer,
        into: &$0)
    }
    return (library, diagnostics.map(\.description))
  }

  @Test func aVariantDrawsAtMostTenThousandLayers() throws {
    // Four levels of ten under L0, each L4 a frame and a dot: 21,111 layers, past the limit at
    // L0's fifth instance.
    let models = (0...4).map { level in
      let layers =
        level == 4
        ? "  - { name: dot, rect: { width: 2, height: 2 }, fill: '#FF0000' }\n"
        : (0..<10).map { "  - { name: i\($0), instance: L\(level + 1) }\n" }.joined()
      return ("l\(level).yml", "set: L\(level)\nlayout: { direction: row }\nlayers:\n" + layers)
    }
    let (library, diagnostics) = library(models, sets: Self.shapes)
    #expect(
      diagnostics == [
        "l0.yml:8:5: error: this variant of L0 expands to 21,111 layers, more than the 10,000 one variant may draw\n"
          + "hint: every instance draws all the layers of its set; place fewer instances, or fewer in the sets they place"
      ])
    // Three levels are 2,111 layers: drawn.
    let drawn = try required { library.layout(set: "L1", into: &$0) }
    #expect(drawn.layers.count == 2_111)
  }

  @Test func anInstanceNamedByATextPropertyCanFormACycle() {
    let loop = ComponentSetShape(
      name: "Loop", variantProperties: [], otherProperties: [.init(name: "Name", kind: .text, defaultValue: "Dot")],
      publishedVariants: [])
    let dot = ComponentSetShape(
      name: "Dot", variantProperties: [], otherProperties: [.init(name: "Name", kind: .text, defaultValue: "Dot")],
      publishedVariants: [])
    let (_, diagnostics) = library(
      [
        (
          "loop.yml",
          "set: Loop\nlayout: { direction: row }\nlayers:\n  - name: inner\n    instance: \"{Name}\"\n    properties: { Name: Loop }\n"
        ),
        ("dot.yml", "set: Dot\nframe: { width: 4, height: 4 }\nfill: '#FF0000'\n"),
      ], sets: [loop, dot])
    #expect(
      diagnostics == [
        "loop.yml:5:15: error: instances form a cycle: Loop → Loop\n"
          + "hint: a component cannot contain itself; '{Name}' can name Loop, so that instance may place it"
      ])
  }
}
