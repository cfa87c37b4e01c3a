import SpecimenCore

extension MarkupAttributes {
  /// A drawing's own text style on its `<svg>`: inline in a page, its text would otherwise take
  /// the weight, style, spacing and case of the element around it (a bold caption made a
  /// drawing's placeholder bold). `style` is the root's own inline style, written after.
  mutating func addDrawingTextStyle(style: CSSStyle = CSSStyle()) {
    add("font-weight", "400")
    add("font-style", "normal")
    add("letter-spacing", "normal")
    var own: CSSStyle = ["text-transform": "none"]
    own.add(style)
    add(style: own)
  }
}
