import Testing

@testable import Geometry

/// Where a column of callouts goes when its parts sit too close for a level each.
@Suite struct CalloutColumnTests {
  private func spans(_ middles: [Double]) -> [(index: Int, top: Double, bottom: Double, middle: Double)] {
    middles.enumerated().map { ($0.offset, $0.element - 5, $0.element + 5, $0.element) }
  }

  /// A crowded column spreads around its parts rather than down from the first (e&'s Input on a
  /// phone, where callout 4 hung 60 units below the part it names).
  @Test func aCrowdedColumnSpreadsAroundItsParts() {
    let levels = GeometryLibrary.nearestLevels(spans([80, 70, 92, 125]), spacing: 22)
    // The first three pool around their mean (80 + 70 + 92 − 3 × 22) / 3 + i × 22; the fourth is free.
    let expected = [58.667, 80.667, 102.667, 125]
    for (level, wanted) in zip(levels, expected) { #expect(abs(level - wanted) < 0.01) }
  }

  @Test func levelsKeepTheirOrderAndSpacing() {
    let middles: [Double] = [40, 41, 42, 43, 44, 200, 150]
    let levels = GeometryLibrary.nearestLevels(spans(middles), spacing: 22)
    #expect(levels.count == middles.count)
    for (a, b) in zip(levels, levels.dropFirst()) { #expect(b - a >= 22 - 1e-9) }
    // No callout wants to move further than the crowd forces it: the sum of squared moves is
    // below what pushing each one down from the first gives.
    var previous = -Double.infinity
    let pushed = middles.map { middle in
      previous = max(middle, previous + 22)
      return previous
    }
    let cost = { (levels: [Double]) in zip(levels, middles).reduce(0) { $0 + ($1.0 - $1.1) * ($1.0 - $1.1) } }
    #expect(cost(levels) < cost(pushed))
  }

  /// A column never starts above the drawing: it moves down whole, its spacing kept.
  @Test func aColumnNeverStartsAboveTheDrawing() {
    let levels = GeometryLibrary.nearestLevels(spans([0, 1, 2]), spacing: 22)
    #expect(levels.first! >= AnatomyDrawing.calloutRadius + 2 - 1e-9)
    #expect(abs(levels[2] - levels[0] - 44) < 1e-9)
  }

  @Test func levelsFarApartStayAtTheirMiddles() {
    let levels = GeometryLibrary.nearestLevels(spans([30, 80, 130]), spacing: 22)
    #expect(levels == [30, 80, 130])
  }
}
