import SpecimenCore

/// The anatomy's redlines as data, in screen units: dimension lines, leader lines from numbered
/// callouts, dashed outlines and labels with the boxes their text fills. The drawing keeps every
/// label off the drawing and off every leader line: callouts sit in a row above with vertical
/// leaders (or, for parts stacked one over another, in a column at the left with leaders to each
/// part's side), widths and left insets in rows below, heights and top insets in columns to the right.
package struct AnatomyDrawing: Sendable {
  package struct Label: Sendable, Hashable {
    package var text: String
    /// The anchor point: x by `anchor`, y the baseline.
    package var x: Double
    package var y: Double
    package var anchor: Anchor
    /// The box the text fills, from its advance width and the font's ascender and descender.
    package var box: GeometryRect
    package var isCallout: Bool
  }

  package enum Anchor: String, Sendable, Hashable { case start, middle, end }

  package struct Segment: Sendable, Hashable {
    package var x1: Double
    package var y1: Double
    package var x2: Double
    package var y2: Double
    package var dashed: Bool
    /// A line from a callout to its part.
    package var isLeader: Bool
    /// Where a leader bends: it runs level from (x1, y1) to this x, then straight to (x2, y2).
    package var kneeX: Double? = nil

    /// The straight pieces the line is drawn as: one, or two for a bent leader.
    package var pieces: [(x1: Double, y1: Double, x2: Double, y2: Double)] {
      guard let kneeX else { return [(x1, y1, x2, y2)] }
      return [(x1, y1, kneeX, y1), (kneeX, y1, x2, y2)]
    }
  }

  package struct Outline: Sendable, Hashable {
    package var rect: GeometryRect
    package var circle: Bool
    /// Another position of a moving part: drawn only where the part itself is not, so the
    /// ghost never crosses the real handle.
    package var isGhost = false
  }

  package var report: AnatomyReport
  /// The `<svg>` element: the variant enlarged under its redlines.
  package var svg = Markup()
  package var width: Double = 0
  package var height: Double = 0
  /// Where the component's origin lands and how much it is enlarged.
  package var originX: Double = 0
  package var originY: Double = 0
  package var scale: Double = 1
  package var labels: [Label] = []
  package var lines: [Segment] = []
  package var outlines: [Outline] = []
  package var callouts: [(number: Int, x: Double, y: Double)] = []

  /// A part's frame on screen.
  package func screenFrame(of part: AnatomyReport.Part) -> GeometryRect {
    let frame = report.component.layers[part.layerIndex].frame
    return GeometryRect(
      x: originX + frame.x * scale, y: originY + frame.y * scale, width: frame.width * scale,
      height: frame.height * scale)
  }

  /// How many times a leader crosses a part other than its own (or one holding its own, as the
  /// track holds the handle): each is a line a reader must follow through another part.
  package var leaderCrossings: Int {
    let leaders = lines.filter(\.isLeader)
    var count = 0
    for (leader, callout) in zip(leaders, callouts) {
      guard let own = report.parts.first(where: { $0.number == callout.number }) else { continue }
      let target = screenFrame(of: own)
      for other in report.parts where other.number != own.number {
        let box = screenFrame(of: other)
        guard !box.contains(target) else { continue }
        let inside = GeometryRect(x: box.x + 1, y: box.y + 1, width: box.width - 2, height: box.height - 2)
        if leader.pieces.contains(where: { inside.intersects(segmentFrom: $0.x1, $0.y1, to: $0.x2, $0.y2) }) {
          count += 1
        }
      }
    }
    return count
  }

  /// The size and place of the enlarged component.
  package var drawingBox: GeometryRect {
    GeometryRect(
      x: originX, y: originY, width: report.component.width * scale, height: report.component.height * scale)
  }

  /// 12 px: the labels are read at the drawing's size at 1400 px and at 92 % of it on a phone.
  package static let fontSize = 12.0
  package static let calloutRadius = 9.0
  /// The redline color; the fallback reads at 5:1 or more on white and on a light gray panel.
  /// Themes set `--specimen-redline` per color scheme (specimen.css), and the callout numbers'
  /// color on it as `--specimen-redline-text`.
  static let color = "var(--specimen-redline, #C62828)"
  static let calloutTextColor = "var(--specimen-redline-text, #FFFFFF)"
  /// How far a callout sits from the part its leader meets, so the circle never touches the
  /// part's first letters.
  static let leaderLength = 20.0
  /// The widest line of the list of heights a narrow drawing gives instead of height columns.
  static let listWidth = 290.0
}

/// Builds an `AnatomyDrawing`, measuring each label with the real font.
private struct RedlineBuilder {
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
    let box = GeometryRect(x: left, y: y - metrics.ascender, width: width, height: metrics.ascender - metrics.descender)
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
    let found = rows.firstIndex { row in
      !row.taken.contains { min($0.upperBound, span.upperBound) - max($0.lowerBound, span.lowerBound) > 0.5 }
    }
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
    let found = columns.firstIndex { column in
      labelWidth <= column.width && !column.taken.contains { $0.overlaps(span) }
    }
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

  mutating func outline(_ rect: GeometryRect, circle: Bool, ghost: Bool = false) {
    drawing.outlines.append(
      .init(
        rect: GeometryRect(
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
      GeometryRect(x: ink.x - pad, y: ink.y - pad, width: ink.width + 2 * pad, height: ink.height + 2 * pad),
      circle: false)
  }
}

extension GeometryLibrary {
  /// The anatomy of `set` laid out as redlines around the enlarged variant. With `maxWidth`, the
  /// variant is drawn smaller until the whole drawing fits that width, so a narrow screen shows
  /// it whole with its labels at their full size instead of shrinking them past reading.
  package func anatomyDrawing(
    set: String, body: String = "", bodyLocation: SourceLocation? = nil, idPrefix: String, maxWidth: Double? = nil,
    into diagnostics: inout Diagnostics
  ) -> AnatomyDrawing? {
    guard let report = anatomy(set: set, body: body, bodyLocation: bodyLocation, into: &diagnostics) else {
      return nil
    }
    let largest = max(report.component.width, report.component.height, 1)
    let scale = max(1, min(8, (480 / largest * 4).rounded(.down) / 4))
    var drawing = redlines(report, scale: scale, heights: true)
    if let maxWidth {
      let fitted = fit(report, from: scale, within: maxWidth, heights: true)
      // When the height columns leave the variant under half its size, the heights move into a
      // list under the drawing instead, so every measurement stays and the variant stays legible.
      drawing =
        fitted.width > maxWidth || fitted.scale < 0.5
        ? fit(report, from: scale, within: maxWidth, heights: false) : fitted
    }
    drawing.svg = svg(of: drawing, idPrefix: idPrefix)
    return drawing
  }

  /// The drawing at the largest scale (in 5 % steps, at least a fifth) that fits `maxWidth`.
  private func fit(_ report: AnatomyReport, from start: Double, within maxWidth: Double, heights: Bool)
    -> AnatomyDrawing
  {
    var scale = start
    var drawing = redlines(report, scale: scale, heights: heights)
    // The marks around the variant take the same room at any scale: what is left is the variant's.
    for _ in 0..<12 where drawing.width > maxWidth && scale > 0.2 {
      let room = drawing.width - report.component.width * scale
      let fitting = (maxWidth - room) / max(report.component.width, 1)
      scale = max(0.2, min(scale * 0.95, (fitting * 20).rounded(.down) / 20))
      drawing = redlines(report, scale: scale, heights: heights)
    }
    return drawing
  }

  /// `heights`: the parts' heights and top insets in columns at the right. Callouts go in a row
  /// above, or in a column at the left when that makes fewer leaders cross another part (parts
  /// stacked over each other: a label, a field, a hint).
  private func redlines(_ report: AnatomyReport, scale: Double, heights: Bool) -> AnatomyDrawing {
    let count = report.parts.count
    var best = redlines(report, scale: scale, heights: heights, callouts: Array(repeating: .above, count: count))
    let choices = [Array(repeating: CalloutSide.left, count: count), clearSides(report)]
    for sides in choices where best.leaderCrossings > 0 {
      let other = redlines(report, scale: scale, heights: heights, callouts: sides)
      if other.leaderCrossings < best.leaderCrossings { best = other }
    }
    return best
  }

  /// For each part, the first side (above, left, right) from which a straight leader reaches it
  /// without crossing another part that does not hold it.
  private func clearSides(_ report: AnatomyReport) -> [CalloutSide] {
    let frames = report.parts.map { report.component.layers[$0.layerIndex].frame }
    let far = 1e6
    return frames.indices.map { index in
      let frame = frames[index]
      let leaders: [(CalloutSide, (Double, Double, Double, Double))] = [
        (.above, (frame.midX, -far, frame.midX, frame.y)), (.left, (-far, frame.midY, frame.x, frame.midY)),
        (.right, (frame.maxX, frame.midY, far, frame.midY)),
      ]
      for (side, line) in leaders {
        let crosses = frames.indices.contains { other in
          guard other != index, !frames[other].contains(frame) else { return false }
          let box = frames[other]
          let inside = GeometryRect(
            x: box.x + 0.5, y: box.y + 0.5, width: max(0, box.width - 1), height: max(0, box.height - 1))
          return inside.intersects(segmentFrom: line.0, line.1, to: line.2, line.3)
        }
        if !crosses { return side }
      }
      return .above
    }
  }

  private enum CalloutSide { case above, left, right }

  private func redlines(_ report: AnatomyReport, scale: Double, heights: Bool, callouts sides: [CalloutSide])
    -> AnatomyDrawing
  {
    let component = report.component
    let n = NumberFormat.number
    var red = RedlineBuilder(drawing: AnatomyDrawing(report: report), measurer: measurer)
    var listed: [String] = []
    red.drawing.scale = scale
    let heightText = n(component.height)
    let calloutRoom = 2 * AnatomyDrawing.calloutRadius + AnatomyDrawing.leaderLength + 2
    let leftRoom = sides.contains(.left) ? calloutRoom : 0
    red.drawing.originX = 22 + red.textWidth(heightText) + 8 + leftRoom
    red.drawing.originY = sides.contains(.above) ? 20 + AnatomyDrawing.calloutRadius + 24 : 12
    let drawingBottom = red.y(component.height)
    let drawingRight = red.x(component.width)

    red.outline(component.frame, circle: false)
    red.vertical(0, component.height, atX: red.drawing.originX - 16 - leftRoom, heightText, right: false)

    // Callouts first: one pushed below the variant (parts too close to give each its own level)
    // moves the rows of widths down rather than landing among them.
    let parts = { (side: CalloutSide) in report.parts.indices.filter { sides[$0] == side } }
    let reach = AnatomyDrawing.calloutRadius + AnatomyDrawing.leaderLength
    calloutRow(&red, report, parts(.above))
    calloutColumn(&red, report, parts(.left), x: red.drawing.originX - reach)
    calloutColumn(&red, report, parts(.right), x: drawingRight + reach)
    let lowestCallout = red.drawing.callouts.map(\.y).max() ?? 0
    red.nextRowY = max(drawingBottom + 22, lowestCallout + AnatomyDrawing.calloutRadius + 10)
    red.nextColumnX = drawingRight + 18 + (sides.contains(.right) ? calloutRoom : 0)
    red.bottomDimension(0, component.width, n(component.width))

    for part in report.parts {
      let layer = component.layers[part.layerIndex]
      var frame = layer.frame
      // A moving part is measured where it rests; its other positions are ghosts.
      if let travel = report.travel, report.parts[travel.part].layerIndex == part.layerIndex,
        let rest = travel.frames.first
      {
        frame = rest
      }
      let parent = layer.parent.map { component.layers[$0].frame } ?? component.frame
      if layer.kind == .text {
        red.textOutline(layer, component: component)
      } else {
        // Outlined where it is drawn; where it rests, measured, is a ghost (below).
        red.outline(layer.frame, circle: part.isCircle)
      }
      // Size: widths in rows under the frame, heights in columns right of it; a side that
      // spans its parent's says nothing new and is left out.
      if abs(frame.x - parent.x) > 0.001 || abs(frame.width - parent.width) > 0.001 {
        var text = "\(part.number): \(n(frame.width))"
        if let radius = part.radius, !part.isCircle { text += ", r \(n(radius))" }
        red.bottomDimension(frame.x, frame.maxX, text)
      }
      if abs(frame.y - parent.y) > 0.001 || abs(frame.height - parent.height) > 0.001 {
        if heights {
          red.sideDimension(frame.y, frame.maxY, n(frame.height))
        } else {
          listed.append("\(part.number): \(n(frame.height))")
        }
      }
      // Insets from the parent's left and top edges, where the layout does not place it. A part
      // flush with the far edge (a rule along the bottom) needs none: its size says where it is.
      // Like every other label, an inset is a plain number in the model's units.
      if !part.inAutoLayout {
        let left = frame.x - parent.x
        let top = frame.y - parent.y
        let flushRight = abs(frame.maxX - parent.maxX) < 0.001
        let flushBottom = abs(frame.maxY - parent.maxY) < 0.001
        if left > 0.001, !flushRight { red.bottomDimension(parent.x, frame.x, n(left)) }
        if top > 0.001, !flushBottom {
          if heights {
            red.sideDimension(parent.y, frame.y, n(top))
          } else {
            listed.append("\(part.number): \(n(top)) from the top")
          }
        }
      }
    }

    if let travel = report.travel, travel.frames.count > 1 {
      let part = report.parts[travel.part]
      let current = component.layers[part.layerIndex].frame
      for frame in travel.frames where frame != current { red.outline(frame, circle: part.isCircle, ghost: true) }
      let first = travel.frames[0]
      let last = travel.frames[travel.frames.count - 1]
      let text = "\(n(travel.distance)) of travel"
      if travel.horizontal {
        red.bottomDimension(first.x, last.x, text)
      } else if heights {
        red.sideDimension(first.y, last.y, text)
      } else {
        listed.append(text)
      }
    }
    // Without the columns, the heights are a list under the rows, wrapped to the drawing's width.
    var baseline = red.nextRowY + 10
    var line = ""
    for (position, item) in listed.enumerated() {
      let next = line.isEmpty ? "Heights  " + item : line + "  ·  " + item
      if !line.isEmpty, red.textWidth(next) > AnatomyDrawing.listWidth {
        red.label(line, 4, baseline, anchor: .start)
        baseline += 18
        line = item
      } else {
        line = next
      }
      if position == listed.count - 1 { red.label(line, 4, baseline, anchor: .start) }
    }

    // The view box holds every mark, with a small margin.
    var right = drawingRight
    var bottom = drawingBottom
    for line in red.drawing.lines {
      right = max(right, line.x1, line.x2)
      bottom = max(bottom, line.y1, line.y2)
    }
    for label in red.drawing.labels {
      right = max(right, label.box.maxX)
      bottom = max(bottom, label.box.maxY)
    }
    for callout in red.drawing.callouts {
      right = max(right, callout.x + AnatomyDrawing.calloutRadius)
      bottom = max(bottom, callout.y + AnatomyDrawing.calloutRadius)
    }
    red.drawing.width = (right + 12).rounded(.up)
    red.drawing.height = (bottom + 8).rounded(.up)
    return red.drawing
  }

  /// Parts left to right (`across`) or top to bottom, by their middles.
  private func ordered(_ indices: [Int], _ report: AnatomyReport, across: Bool) -> [Int] {
    indices.sorted { a, b in
      let fa = report.component.layers[report.parts[a].layerIndex].frame
      let fb = report.component.layers[report.parts[b].layerIndex].frame
      return across ? (fa.midX, fa.x) < (fb.midX, fb.x) : (fa.midY, fa.y) < (fb.midY, fb.y)
    }
  }

  /// Callouts in a row above, each over a point of its part's top edge, at least two radii
  /// apart, so every leader drops straight down onto its part and crosses no label.
  private func calloutRow(_ red: inout RedlineBuilder, _ report: AnatomyReport, _ indices: [Int]) {
    let component = report.component
    let scale = red.drawing.scale
    let spacing = 2 * AnatomyDrawing.calloutRadius + 6
    let order = ordered(indices, report, across: true)
    var previous = -Double.infinity
    for index in order {
      let part = report.parts[index]
      let frame = component.layers[part.layerIndex].frame
      let left = red.x(frame.x) + min(4, frame.width * scale / 2)
      let right = red.x(frame.maxX) - min(4, frame.width * scale / 2)
      let calloutX = max(min(red.x(frame.midX), right), previous + spacing, AnatomyDrawing.calloutRadius + 2)
      previous = calloutX
      let targetX = min(max(calloutX, left), right)
      red.line(calloutX, 20 + AnatomyDrawing.calloutRadius, targetX, red.y(frame.y), leader: true)
      red.drawing.callouts.append((part.number, calloutX, 20))
      red.label(String(part.number), calloutX, 24, anchor: .middle, callout: true)
    }
  }

  /// Callouts in a column left or right of the variant, read 1, 2, 3 from the top, each level
  /// with a point of its part's side so its leader runs straight across to it. When the parts'
  /// spans leave no such levels in that order (or in the parts' own order from the top), the
  /// callouts still read 1, 2, 3 down the column, two radii apart and as near their parts'
  /// middles as that allows, each leader slanting only as far as it must.
  private func calloutColumn(
    _ red: inout RedlineBuilder, _ report: AnatomyReport, _ indices: [Int], x calloutX: Double
  ) {
    let component = report.component
    let scale = red.drawing.scale
    let spacing = 2 * AnatomyDrawing.calloutRadius + 4
    let onLeft = calloutX < red.drawing.originX
    let spans = indices.map { index -> (index: Int, top: Double, bottom: Double, middle: Double) in
      let frame = component.layers[report.parts[index].layerIndex].frame
      let margin = min(2, frame.height * scale / 2)
      return (index, red.y(frame.y) + margin, red.y(frame.maxY) - margin, red.y(frame.midY))
    }
    let byNumber = spans.sorted { report.parts[$0.index].number < report.parts[$1.index].number }
    let byPlace = ordered(indices, report, across: false).compactMap { index in spans.first { $0.index == index } }
    let placed: [(Int, Double)]
    if let levels = Self.levels(byNumber, spacing: spacing) {
      placed = zip(byNumber, levels).map { ($0.index, $1) }
    } else if let levels = Self.levels(byPlace, spacing: spacing) {
      placed = zip(byPlace, levels).map { ($0.index, $1) }
    } else {
      placed = zip(byNumber, Self.nearestLevels(byNumber, spacing: spacing)).map { ($0.index, $1) }
    }
    for (index, calloutY) in placed {
      let part = report.parts[index]
      let frame = component.layers[part.layerIndex].frame
      let span = spans.first { $0.index == index }
      let targetY = min(max(calloutY, span?.top ?? calloutY), span?.bottom ?? calloutY)
      let start = onLeft ? calloutX + AnatomyDrawing.calloutRadius : calloutX - AnatomyDrawing.calloutRadius
      let end = onLeft ? red.x(frame.x) : red.x(frame.maxX)
      // A leader that cannot run level bends once, at 45° where there is room, so it leaves its
      // callout level (for at least a few units) and only its last stretch turns.
      let rise = abs(targetY - calloutY)
      let stub = min(6, abs(end - start))
      let knee =
        rise < 0.01 ? nil : onLeft ? max(start + stub, end - rise) : min(start - stub, end + rise)
      red.line(start, calloutY, end, targetY, leader: true, kneeX: knee)
      red.drawing.callouts.append((part.number, calloutX, calloutY))
      red.label(String(part.number), calloutX, calloutY + 4, anchor: .middle, callout: true)
    }
  }

  /// Levels in the given order, each inside its span, at least `spacing` apart and as near each
  /// middle as that allows; nil when the spans leave no room for that order.
  private static func levels(
    _ spans: [(index: Int, top: Double, bottom: Double, middle: Double)], spacing: Double
  ) -> [Double]? {
    let first = AnatomyDrawing.calloutRadius + 2
    var lowest: [Double] = []
    var previous = -Double.infinity
    for span in spans {
      let level = max(span.top, previous + spacing, first)
      guard level <= span.bottom else { return nil }
      lowest.append(level)
      previous = level
    }
    var highest = Array(repeating: 0.0, count: spans.count)
    var next = Double.infinity
    for position in spans.indices.reversed() {
      highest[position] = min(spans[position].bottom, next - spacing)
      next = highest[position]
    }
    var levels: [Double] = []
    previous = -Double.infinity
    for (position, span) in spans.enumerated() {
      let low = max(lowest[position], previous + spacing)
      let level = min(max(span.middle, low), max(highest[position], low))
      levels.append(level)
      previous = level
    }
    return levels
  }

  /// Levels in the given order, at least `spacing` apart, each as near its span's middle as the
  /// others allow (least squares): a crowded run of callouts spreads above and below its parts
  /// rather than down from the first, so no leader slants more than it must.
  static func nearestLevels(
    _ spans: [(index: Int, top: Double, bottom: Double, middle: Double)], spacing: Double
  ) -> [Double] {
    // With z = level − position × spacing the levels only need z not to decrease: pool adjacent
    // runs whose means would, each run at the mean of its wishes (pool-adjacent-violators).
    var runs: [(sum: Double, count: Double)] = []
    for (position, span) in spans.enumerated() {
      runs.append((span.middle - Double(position) * spacing, 1))
      while runs.count > 1,
        runs[runs.count - 2].sum / runs[runs.count - 2].count > runs[runs.count - 1].sum / runs[runs.count - 1].count
      {
        let last = runs.removeLast()
        runs[runs.count - 1].sum += last.sum
        runs[runs.count - 1].count += last.count
      }
    }
    var levels: [Double] = []
    for run in runs {
      for _ in 0..<Int(run.count) { levels.append(run.sum / run.count + Double(levels.count) * spacing) }
    }
    // Nothing above the drawing's top: the whole column moves down together.
    let shift = max(0, AnatomyDrawing.calloutRadius + 2 - (levels.first ?? 0))
    return levels.map { $0 + shift }
  }

  /// The drawing's marks and the enlarged variant as one `<svg>`.
  private func svg(of drawing: AnatomyDrawing, idPrefix: String) -> Markup {
    let n = NumberFormat.number
    let component = drawing.report.component
    var marks = Markup()
    // A ghost is drawn only outside the moving part where it is drawn: the view box with the
    // part's shape cut out of it.
    let ghostClip = "\(idPrefix)ghost"
    if let travel = drawing.report.travel, drawing.outlines.contains(where: \.isGhost) {
      let r = drawing.screenFrame(of: drawing.report.parts[travel.part])
      let cutOut =
        drawing.report.parts[travel.part].isCircle
        ? "M\(n(r.x)) \(n(r.midY))a\(n(r.width / 2)) \(n(r.width / 2)) 0 1 0 \(n(r.width)) 0a\(n(r.width / 2)) \(n(r.width / 2)) 0 1 0 \(n(-r.width)) 0Z"
        : "M\(n(r.x)) \(n(r.y))h\(n(r.width))v\(n(r.height))h\(n(-r.width))Z"
      marks.element("clipPath", ["id": ghostClip]) {
        $0.empty(
          "path", ["clip-rule": "evenodd", "d": "M0 0H\(n(drawing.width))V\(n(drawing.height))H0Z" + cutOut])
      }
    }
    for outline in drawing.outlines {
      let r = outline.rect
      let clip = outline.isGhost ? "url(#\(ghostClip))" : nil
      if outline.circle {
        marks.empty(
          "circle",
          [
            "cx": n(r.midX), "cy": n(r.midY), "r": n(r.width / 2), "fill": "none", "stroke-dasharray": "3 3",
            "clip-path": clip,
          ])
      } else {
        marks.empty(
          "rect",
          [
            "x": n(r.x), "y": n(r.y), "width": n(r.width), "height": n(r.height), "fill": "none",
            "stroke-dasharray": "3 3", "clip-path": clip,
          ])
      }
    }
    for line in drawing.lines {
      if let knee = line.kneeX {
        marks.empty(
          "polyline",
          [
            "points": "\(n(line.x1)),\(n(line.y1)) \(n(knee)),\(n(line.y1)) \(n(line.x2)),\(n(line.y2))",
            "fill": "none",
          ])
      } else {
        marks.empty("line", ["x1": n(line.x1), "y1": n(line.y1), "x2": n(line.x2), "y2": n(line.y2)])
      }
    }
    for callout in drawing.callouts {
      marks.empty(
        "circle",
        [
          "cx": n(callout.x), "cy": n(callout.y), "r": n(AnatomyDrawing.calloutRadius),
          "style": "fill:\(AnatomyDrawing.color)", "stroke": "none",
        ])
    }
    for label in drawing.labels {
      marks.element(
        "text",
        [
          "x": n(label.x), "y": n(label.y), "text-anchor": label.anchor.rawValue, "stroke": "none",
          "style": label.isCallout ? "fill:\(AnatomyDrawing.calloutTextColor)" : nil,
        ], text: label.text)
    }

    let defs = SVGDefs(prefix: idPrefix)
    let body = SVGRenderer(
      component: component, icons: icons, options: SVGOptions(idPrefix: idPrefix), defs: defs
    ).body()
    let label = "Anatomy of \(component.label)"
    var attributes: MarkupAttributes = [
      "xmlns": "http://www.w3.org/2000/svg", "viewBox": "0 0 \(n(drawing.width)) \(n(drawing.height))",
      "width": n(drawing.width), "height": n(drawing.height), "role": "img", "aria-label": label,
      "class": "sp-anatomy-svg",
    ]
    // Below 80 % of its size the redline labels are too small to read: the figure scrolls instead.
    attributes.addDrawingTextStyle(style: "min-width:\(n((drawing.width * 0.8).rounded()))px")
    return Markup {
      $0.element("svg", attributes: attributes) { svg in
        svg.append(defs.markup)
        // The variant on the specimen well (specimen.css), the checker every drawing sits on.
        let well = "\(idPrefix)well"
        svg.element("pattern", ["id": well, "width": "16", "height": "16", "patternUnits": "userSpaceOnUse"]) {
          $0.empty("rect", ["width": "16", "height": "16", "style": "fill:var(--specimen-well, #FFFFFF)"])
          $0.empty("path", ["d": "M0 0h8v8H0zM8 8h8v8H8z", "style": "fill:var(--specimen-well-alt, #EEEEF2)"])
        }
        let box = drawing.drawingBox
        svg.empty(
          "rect",
          [
            "class": "sp-anatomy-well", "x": n(box.x), "y": n(box.y), "width": n(box.width), "height": n(box.height),
            "fill": "url(#\(well))",
          ])
        svg.element(
          "g",
          ["transform": "translate(\(n(drawing.originX)) \(n(drawing.originY))) scale(\(n(drawing.scale)))"]
        ) { $0.append(body) }
        svg.element(
          "g",
          [
            "class": "sp-redlines", "font-family": "Inter, sans-serif", "font-size": n(AnatomyDrawing.fontSize),
            "style": "fill:\(AnatomyDrawing.color);stroke:\(AnatomyDrawing.color)",
          ]
        ) { $0.append(marks) }
      }
    }
  }
}
