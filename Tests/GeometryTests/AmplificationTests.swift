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
    LayoutEngine(measurer: Bundled.measurer) { _, _, _ in nil }
  }

  @Test func nestedFramesWithoutLayoutAreLaidOutOnceEach() {
    // 30 frames, each hugging the one inside it: laying every child out twice per level took
    // 2^30 passes.
    var spec = ShapeSpec(
      name: "leaf", kind: .frame(GeometryCorners(0)), x: 1, y: 1, width: .fixed(4), height: .fixed(4),
      location: Self.here)
    for level in 0..<30 { spec = frame("f\(level)", [spec]) }
    let layout = engine()
    let box = layout.layout(spec, width: nil, height: nil)
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
    _ = layout.layout(spec, width: nil, height: nil)
    #expect(layout.work.passes <= 4 * 31, "\(layout.work.passes) passes")
  }
}
