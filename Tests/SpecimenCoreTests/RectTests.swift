import SpecimenCore
import Testing

@Suite struct RectTests {
  let box = Rect(x: 0, y: 0, width: 10, height: 10)

  @Test func theIntersectionIsTheAreaBothCover() {
    #expect(box.intersection(Rect(x: 5, y: -5, width: 10, height: 10)) == Rect(x: 5, y: 0, width: 5, height: 5))
    #expect(box.intersection(Rect(x: 20, y: 0, width: 5, height: 5)) == nil)
    #expect(box.intersection(Rect(x: 20, y: 0, width: 5, height: 5), keepingLines: true) == nil)
  }

  /// A line (a zero width or height) shares no area, but a clip keeps the part of it inside.
  @Test func keepingLinesKeepsALineAndTouchingEdges() {
    let line = Rect(x: 4, y: -2, width: 0, height: 20)
    #expect(box.intersection(line) == nil)
    #expect(line.intersection(box, keepingLines: true) == Rect(x: 4, y: 0, width: 0, height: 10))
    let beside = Rect(x: 10, y: 2, width: 5, height: 5)
    #expect(box.intersection(beside) == nil)
    #expect(box.intersection(beside, keepingLines: true) == Rect(x: 10, y: 2, width: 0, height: 5))
  }
}
