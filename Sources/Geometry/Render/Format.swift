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

/// A rectangle in model units.
package struct GeometryRect: Sendable, Hashable {
  package var x: Double
  package var y: Double
  package var width: Double
  package var height: Double
  package init(x: Double, y: Double, width: Double, height: Double) {
    self.x = x
    self.y = y
    self.width = width
    self.height = height
  }
  package var maxX: Double { x + width }
  package var maxY: Double { y + height }
  package var midX: Double { x + width / 2 }
  package var midY: Double { y + height / 2 }
  package func insetBy(_ amount: Double) -> GeometryRect {
    GeometryRect(x: x + amount, y: y + amount, width: width - 2 * amount, height: height - 2 * amount)
  }
  package func offsetBy(_ dx: Double, _ dy: Double) -> GeometryRect {
    GeometryRect(x: x + dx, y: y + dy, width: width, height: height)
  }
  package func union(_ other: GeometryRect) -> GeometryRect {
    let minX = min(x, other.x)
    let minY = min(y, other.y)
    return GeometryRect(
      x: minX, y: minY, width: max(maxX, other.maxX) - minX, height: max(maxY, other.maxY) - minY)
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
  package var isUniform: Bool {
    topLeft == topRight && topRight == bottomRight && bottomRight == bottomLeft
  }
  package var isZero: Bool { isUniform && topLeft == 0 }
  package var values: [Double] { [topLeft, topRight, bottomRight, bottomLeft] }

  /// Each radius clamped to half the shorter side, as Figma and CSS draw them (999 → a pill).
  package func clamped(to rect: GeometryRect) -> GeometryCorners {
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
