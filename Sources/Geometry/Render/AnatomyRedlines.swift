import SpecimenCore

/// Places the marks of an `AnatomyDrawing`: dimension lines in rows under the variant and columns
/// right of it, each where it meets nothing already there, and labels measured with the real font.
struct RedlineBuilder {
  var drawing: AnatomyDrawing
  let measurer: TextMeasurer
  let style = GeometryTypography(
    fontFamily: "Inter", fontWeight: 400, fontSize: AnatomyDrawing.fontSize, lineHeight: 1.2)

  /// The columns right of the variant that hold height dimensions: where each starts, how wide
  /// its labels may be, and the spans (screen y) already taken in it.
  var columns: [(x: Double, width: Double, taken: [ClosedRange<Double>])] = []
  var nextColumnX = 0.0
  /// The rows under the variant that hold width dimensions: the spans (screen x) taken in each.
  var rows: [(y: Double, taken: [ClosedRange<Double>])] = []
  var nextRowY = 0.0

  func x(_ unit: Double) -> Double { drawing.originX + unit * drawing.scale }
  func y(_ unit: Double) -> Double { drawing.originY + unit * drawing.scale }

  func textWidth(_ text: String) -> Double { measurer.width(of: text, style: style) }

  mutating func line(
    _ x1: Double, _ y1: Double, _ x2: Double, _ y2: Double, leader: Bool = false, kneeX: Double? = nil
  ) {
    drawing.lines.append(.init(x1: x1, y1: y1, x2: x2, y2: y2, dashed: false, isLeader: leader, kneeX: kneeX))
  }

  mutating func label(_ text: String, _ x: Double, _ y: Double, anchor: AnatomyDrawing.Anchor, callout: Bool = false) {
    let width = textWidth(text)
    let metrics = measurer.verticalMetrics(style: style)
    let left: Double
    switch anchor {
    case .start: left = x
    case .middle: left = x - width / 2
    case .end: left = x - width
    }
    let box = Rect(x: left, y: y - metrics.ascender, width: width, height: metrics.ascender - metrics.descender)
    drawing.labels.append(.init(text: text, x: x, y: y, anchor: anchor, box: box, isCallout: callout))
  }

  /// A horizontal dimension from unit x1 to x2 on a row at screen y, its label under the line;
  /// the label moves sideways, never off the left edge.
  mutating func horizontal(_ x1: Double, _ x2: Double, atY sy: Double, _ text: String) {
    guard abs(x2 - x1) > 0.001 else { return }
    line(x(x1), sy, x(x2), sy)
    line(x(x1), sy - 4, x(x1), sy + 4)
    line(x(x2), sy - 4, x(x2), sy + 4)
    let center = max((x(x1) + x(x2)) / 2, textWidth(text) / 2 + 4)
    label(text, center, sy + 15, anchor: .middle)
  }

  /// A vertical dimension from unit y1 to y2 at screen x, its label beside the line.
  mutating func vertical(_ y1: Double, _ y2: Double, atX sx: Double, _ text: String, right: Bool) {
    guard abs(y2 - y1) > 0.001 else { return }
    line(sx, y(y1), sx, y(y2))
    line(sx - 4, y(y1), sx + 4, y(y1))
    line(sx - 4, y(y2), sx + 4, y(y2))
    label(text, right ? sx + 6 : sx - 6, (y(y1) + y(y2)) / 2 + 4, anchor: right ? .start : .end)
  }

  /// A width dimension under the variant, in the first row where its line and label meet
  /// nothing already there (an inset and the width beside it share one), a new row when none has
  /// room: the rows stay as few as the spans allow instead of a ladder of one per dimension.
  mutating func bottomDimension(_ x1: Double, _ x2: Double, _ text: String) {
    guard abs(x2 - x1) > 0.001 else { return }
    let width = textWidth(text)
    let center = max((x(x1) + x(x2)) / 2, width / 2 + 4)
    // Lines may meet end to end (a shared tick); labels keep 3 px apart.
    let left = min(x(x1), x(x2), center - width / 2 - 3)
    let right = max(x(x1), x(x2), center + width / 2 + 3)
    let span = left...right
    var work = 0
    let found = rows.firstIndex { row in
      !row.taken.contains {
        work += 1
        return min($0.upperBound, span.upperBound) - max($0.lowerBound, span.lowerBound) > 0.5
      }
    }
    drawing.placementWork += work
    let index: Int
    if let found {
      index = found
    } else {
      rows.append((nextRowY, []))
      nextRowY += 24
      index = rows.count - 1
    }
    rows[index].taken.append(span)
    horizontal(x1, x2, atY: rows[index].y, text)
  }

  /// A height dimension right of the variant, in the first column where its line and label
  /// meet nothing already there; a new column when none has room.
  mutating func sideDimension(_ y1: Double, _ y2: Double, _ text: String) {
    guard abs(y2 - y1) > 0.001 else { return }
    let labelWidth = textWidth(text)
    let middle = (y(y1) + y(y2)) / 2
    let span = (min(y(y1), y(y2), middle - 10) - 6)...(max(y(y1), y(y2), middle + 6) + 6)
    var work = 0
    let found = columns.firstIndex { column in
      labelWidth <= column.width
        && !column.taken.contains {
          work += 1
          return $0.overlaps(span)
        }
    }
    drawing.placementWork += work
    let index: Int
    if let found {
      index = found
    } else {
      columns.append((nextColumnX, labelWidth, []))
      nextColumnX += 6 + labelWidth + 8
      index = columns.count - 1
    }
    columns[index].taken.append(span)
    vertical(y1, y2, atX: columns[index].x, text, right: true)
  }

  mutating func outline(_ rect: Rect, circle: Bool, ghost: Bool = false) {
    drawing.outlines.append(
      .init(
        rect: Rect(
          x: x(rect.x), y: y(rect.y), width: rect.width * drawing.scale, height: rect.height * drawing.scale),
        circle: circle, isGhost: ghost))
  }

  /// A text part's outline: the box its glyphs fill (ascender to descender of each line), a
  /// little outside it, so the dashes pass around the letters and their descenders rather
  /// than through them; a layer's box where its text is empty.
  mutating func textOutline(_ layer: LaidOutLayer, component: LaidOutComponent) {
    let boxes = component.textBoxes(of: layer, measurer: measurer)
    guard var ink = boxes.first else { return outline(layer.frame, circle: false) }
    for box in boxes.dropFirst() { ink = ink.union(box) }
    let pad = 2 / drawing.scale
    outline(
      Rect(x: ink.x - pad, y: ink.y - pad, width: ink.width + 2 * pad, height: ink.height + 2 * pad),
      circle: false)
  }
}
