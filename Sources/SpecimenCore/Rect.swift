/// A rectangle: Figma's canvas coordinates as the files give them, model units as layouts make them.
package struct Rect: Sendable, Hashable {
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
  package func insetBy(_ amount: Double) -> Rect {
    Rect(x: x + amount, y: y + amount, width: width - 2 * amount, height: height - 2 * amount)
  }
  package func offsetBy(_ dx: Double, _ dy: Double) -> Rect {
    Rect(x: x + dx, y: y + dy, width: width, height: height)
  }
  /// The area both cover; nil when they do not overlap (touching edges share no area). With
  /// `keepingLines`, a box of zero width or height (a line) inside the other is kept, and
  /// touching edges give a line: nil only when one lies wholly outside the other.
  package func intersection(_ other: Rect, keepingLines: Bool = false) -> Rect? {
    let (left, top) = (max(x, other.x), max(y, other.y))
    let (right, bottom) = (min(maxX, other.maxX), min(maxY, other.maxY))
    guard keepingLines ? right >= left && bottom >= top : right > left && bottom > top else { return nil }
    return Rect(x: left, y: top, width: right - left, height: bottom - top)
  }
  package func union(_ other: Rect) -> Rect {
    let minX = min(x, other.x)
    let minY = min(y, other.y)
    return Rect(
      x: minX, y: minY, width: max(maxX, other.maxX) - minX, height: max(maxY, other.maxY) - minY)
  }
}
