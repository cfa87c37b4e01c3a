import SpecimenCore

// Where an anatomy drawing's marks go: the scale that fits, the side each callout sits on, the
// callouts' places, and the dimensions of every part (RedlineBuilder rows and columns).
extension GeometryLibrary {
  /// The anatomy of `set` laid out as redlines around the enlarged variant. With `maxWidth`, the
  /// variant is drawn smaller until the whole drawing fits that width, so a narrow screen shows
  /// it whole with its labels at their full size instead of shrinking them past reading; never
  /// so small that the component's own smallest text shows under `minimumTextSize` (the
  /// drawing is wider than `maxWidth` then, and the page scrolls it).
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
      let floor = min(scale, max(0.2, Self.minimumTextSize / max(report.component.smallestTextSize ?? 12, 1)))
      let fitted = fit(report, from: scale, within: maxWidth, heights: true, floor: floor)
      var work = drawing.placementWork + fitted.placementWork
      // When the height columns leave the variant under half its size, the heights move into a
      // list under the drawing instead, so every measurement stays and the variant stays legible.
      if fitted.width > maxWidth || fitted.scale < 0.5 {
        let listed = fit(report, from: scale, within: maxWidth, heights: false, floor: floor)
        work += listed.placementWork
        // The narrower of the two, or the larger variant when both fit.
        drawing = listed.width <= maxWidth || listed.width < fitted.width ? listed : fitted
      } else {
        drawing = fitted
      }
      drawing.placementWork = work
    }
    drawing.svg = anatomySVG(of: drawing, idPrefix: idPrefix)
    return drawing
  }

  /// The size in px under which the component's own text is not drawn on a narrow screen.
  static let minimumTextSize = 11.0

  /// The drawing at the largest scale (in 5 % steps, at least `floor`) that fits `maxWidth`.
  private func fit(
    _ report: AnatomyReport, from start: Double, within maxWidth: Double, heights: Bool, floor: Double
  ) -> AnatomyDrawing {
    var scale = start
    var drawing = redlines(report, scale: scale, heights: heights)
    // The marks around the variant take the same room at any scale: what is left is the variant's.
    for _ in 0..<12 where drawing.width > maxWidth && scale > floor {
      let room = drawing.width - report.component.width * scale
      let fitting = (maxWidth - room) / max(report.component.width, 1)
      scale = max(floor, min(scale * 0.95, (fitting * 20).rounded(.down) / 20))
      let work = drawing.placementWork
      drawing = redlines(report, scale: scale, heights: heights)
      drawing.placementWork += work
    }
    return drawing
  }

  /// `heights`: the parts' heights and top insets in columns at the right. Callouts go in a row
  /// above, or in a column at the left when that makes fewer leaders cross another part (parts
  /// stacked over each other: a label, a field, a hint).
  private func redlines(_ report: AnatomyReport, scale: Double, heights: Bool) -> AnatomyDrawing {
    let count = report.parts.count
    var best = redlines(report, scale: scale, heights: heights, callouts: Array(repeating: .above, count: count))
    var work = best.placementWork
    var bestCrossings = best.leaderCrossings
    work += bestCrossings.work
    if bestCrossings.count > 0 {
      let choices = [Array(repeating: CalloutSide.left, count: count), clearSides(report, work: &work)]
      for sides in choices where bestCrossings.count > 0 {
        let other = redlines(report, scale: scale, heights: heights, callouts: sides)
        let crossings = other.leaderCrossings
        work += other.placementWork + crossings.work
        if crossings.count < bestCrossings.count {
          best = other
          bestCrossings = crossings
        }
      }
    }
    best.placementWork = work
    return best
  }

  /// For each part, the first side (above, left, right) from which a straight leader reaches it
  /// without crossing another part that does not hold it.
  private func clearSides(_ report: AnatomyReport, work: inout Int) -> [CalloutSide] {
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
          work += 1
          guard other != index, !frames[other].contains(frame) else { return false }
          let box = frames[other]
          let inside = Rect(
            x: box.x + 0.5, y: box.y + 0.5, width: max(0, box.width - 1), height: max(0, box.height - 1))
          return inside.intersects(segmentFrom: line.0, line.1, to: line.2, line.3)
        }
        if !crosses { return side }
      }
      return .above
    }
  }

  enum CalloutSide { case above, left, right }

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
  /// middles as that allows, each leader leaving its callout level and bending once near its part.
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
    let spanOf = Dictionary(spans.map { ($0.index, $0) }, uniquingKeysWith: { first, _ in first })
    let byPlace = ordered(indices, report, across: false).compactMap { spanOf[$0] }
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
      let span = spanOf[index]
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
}

extension LaidOutComponent {
  /// The smallest font size of the text it draws (its runs' included); nil when it draws none.
  package var smallestTextSize: Double? {
    layers.flatMap { layer -> [Double] in
      guard !layer.lines.isEmpty, let style = layer.style else { return [] }
      return [style.fontSize] + layer.lines.flatMap { $0.runs.compactMap(\.fontSize) }
    }.min()
  }
}
