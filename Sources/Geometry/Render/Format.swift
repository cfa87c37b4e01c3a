import SpecimenCore

/// Numbers as prose writes them, the way the drawings do (`Markup.number`): 44 not 44.0, at most
/// two decimals, no "-0".
package enum NumberFormat {
  package static func number(_ value: Double) -> String { Markup.number(value) }

  /// A count with thousands separated: "1,111,111".
  package static func count(_ value: Int) -> String {
    var digits = String(value.magnitude)
    var index = digits.count - 3
    while index > 0 {
      digits.insert(",", at: digits.index(digits.startIndex, offsetBy: index))
      index -= 3
    }
    return value < 0 ? "-" + digits : digits
  }

  /// "52 by 44".
  package static func by(_ width: Double, _ height: Double) -> String {
    "\(number(width)) by \(number(height))"
  }

  /// Joins with commas and "and": "a", "a and b", "a, b and c".
  package static func list(_ items: [String], conjunction: String = "and") -> String {
    items.joinedAsList(conjunction: conjunction)
  }
}

/// Corner radii, top-left clockwise, as Figma writes them.
package struct GeometryCorners: Sendable, Hashable {
  package var topLeft: Double
  package var topRight: Double
  package var bottomRight: Double
  package var bottomLeft: Double
  package init(_ all: Double) {
    topLeft = all
    topRight = all
    bottomRight = all
    bottomLeft = all
  }
  package init(topLeft: Double, topRight: Double, bottomRight: Double, bottomLeft: Double) {
    self.topLeft = topLeft
    self.topRight = topRight
    self.bottomRight = bottomRight
    self.bottomLeft = bottomLeft
  }
  var isUniform: Bool {
    topLeft == topRight && topRight == bottomRight && bottomRight == bottomLeft
  }
  var isZero: Bool { isUniform && topLeft == 0 }
  package var values: [Double] { [topLeft, topRight, bottomRight, bottomLeft] }

  /// Each radius clamped to half the shorter side, as Figma and CSS draw them (999 → a pill).
  package func clamped(to rect: Rect) -> GeometryCorners {
    let limit = max(0, min(rect.width, rect.height) / 2)
    return GeometryCorners(
      topLeft: min(max(0, topLeft), limit), topRight: min(max(0, topRight), limit),
      bottomRight: min(max(0, bottomRight), limit), bottomLeft: min(max(0, bottomLeft), limit))
  }

  /// Grown (or shrunk) by `amount`, as a spread shadow or an outside stroke follows a corner.
  package func expanded(by amount: Double) -> GeometryCorners {
    GeometryCorners(
      topLeft: topLeft > 0 ? max(0, topLeft + amount) : 0,
      topRight: topRight > 0 ? max(0, topRight + amount) : 0,
      bottomRight: bottomRight > 0 ? max(0, bottomRight + amount) : 0,
      bottomLeft: bottomLeft > 0 ? max(0, bottomLeft + amount) : 0)
  }
}
