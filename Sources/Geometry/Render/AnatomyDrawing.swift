import SpecimenCore

/// Redlines in screen units around a scaled drawing: dimension lines with end ticks, inset
/// lines, radii, the travel of a moving part, and numbered callouts.
private struct Redlines {
  let scale: Double
  let originX: Double
  let originY: Double
  var marks: [String] = []
  static let color = "var(--specimen-redline, #E5484D)"

  func x(_ unit: Double) -> Double { originX + unit * scale }
  func y(_ unit: Double) -> Double { originY + unit * scale }

  mutating func line(_ x1: Double, _ y1: Double, _ x2: Double, _ y2: Double, dashed: Bool = false) {
    let n = Format.number
    marks.append(
      "<line x1=\"\(n(x1))\" y1=\"\(n(y1))\" x2=\"\(n(x2))\" y2=\"\(n(y2))\"\(dashed ? " stroke-dasharray=\"3 3\"" : "")/>")
  }

  mutating func label(_ text: String, _ x: Double, _ y: Double, anchor: String = "middle") {
    let n = Format.number
    marks.append(
      "<text x=\"\(n(x))\" y=\"\(n(y))\" text-anchor=\"\(anchor)\" stroke=\"none\">\(Escape.html(text))</text>")
  }

  /// A horizontal dimension from unit x1 to x2 at screen y, label above (or below).
  mutating func horizontal(_ x1: Double, _ x2: Double, atY sy: Double, _ text: String, below: Bool = false) {
    guard abs(x2 - x1) > 0.001 else { return }
    line(x(x1), sy, x(x2), sy)
    line(x(x1), sy - 4, x(x1), sy + 4)
    line(x(x2), sy - 4, x(x2), sy + 4)
    label(text, (x(x1) + x(x2)) / 2, below ? sy + 14 : sy - 5)
  }

  /// A vertical dimension from unit y1 to y2 at screen x, label to the left (or right).
  mutating func vertical(_ y1: Double, _ y2: Double, atX sx: Double, _ text: String, right: Bool = false) {
    guard abs(y2 - y1) > 0.001 else { return }
    line(sx, y(y1), sx, y(y2))
    line(sx - 4, y(y1), sx + 4, y(y1))
    line(sx - 4, y(y2), sx + 4, y(y2))
    label(text, right ? sx + 6 : sx - 6, (y(y1) + y(y2)) / 2 + 4, anchor: right ? "start" : "end")
  }

  mutating func outline(_ rect: GeometryRect, circle: Bool) {
    let n = Format.number
    if circle {
      marks.append(
        "<circle cx=\"\(n(x(rect.midX)))\" cy=\"\(n(y(rect.midY)))\" r=\"\(n(rect.width * scale / 2))\" fill=\"none\" stroke-dasharray=\"3 3\"/>")
    } else {
      marks.append(
        "<rect x=\"\(n(x(rect.x)))\" y=\"\(n(y(rect.y)))\" width=\"\(n(rect.width * scale))\" height=\"\(n(rect.height * scale))\" fill=\"none\" stroke-dasharray=\"3 3\"/>")
    }
  }

  mutating func callout(_ number: Int, at cx: Double, _ cy: Double, to tx: Double, _ ty: Double) {
    let n = Format.number
    line(cx, cy + 9, tx, ty)
    marks.append("<circle cx=\"\(n(cx))\" cy=\"\(n(cy))\" r=\"9\" style=\"fill:\(Self.color)\" stroke=\"none\"/>")
    marks.append(
      "<text x=\"\(n(cx))\" y=\"\(n(cy + 4))\" text-anchor=\"middle\" stroke=\"none\" fill=\"#FFFFFF\">\(number)</text>")
  }
}

/// The anatomy of a set: its measurements, and the variant drawn large with redlines and
/// numbered parts.
package struct AnatomyDrawing: Sendable {
  package var report: AnatomyReport
  package var svg: String
}

extension GeometryLibrary {
  /// Measures the variant the model's anatomy section (or the body) names, and draws it.
  package func anatomyDrawing(
    set: String, body: String = "", bodyLocation: SourceLocation? = nil, idPrefix: String
  ) throws(DiagnosticsError) -> AnatomyDrawing {
    let report = try anatomy(set: set, body: body, bodyLocation: bodyLocation)
    let component = report.component
    let n = Format.number
    let largest = max(component.width, component.height, 1)
    let scale = max(1, min(8, (480 / largest * 4).rounded(.down) / 4))
    let margin = 64.0
    let top = 96.0
    let bottomRows = Double(report.parts.count + (report.travel == nil ? 0 : 1)) * 22
    let rightColumns = Double(report.parts.count + (report.travel == nil ? 0 : 1)) * 30 + 40
    let width = component.width * scale + 2 * margin + rightColumns
    let height = component.height * scale + top + margin + bottomRows
    var red = Redlines(scale: scale, originX: margin, originY: top)

    // The frame: dashed outline, width above, height at the left.
    red.outline(component.frame, circle: false)
    red.horizontal(0, component.width, atY: top - 28, n(component.width))
    red.vertical(0, component.height, atX: margin - 28, n(component.height))

    // Callouts above the frame over their parts, pushed apart so they do not overlap.
    var calloutX: [Double] = []
    for part in report.parts {
      let wanted = red.x(component.layers[part.layerIndex].frame.midX)
      calloutX.append(max(wanted, (calloutX.last ?? -.infinity) + 24))
    }

    var rows = 0
    var columns = 0
    for (offset, part) in report.parts.enumerated() {
      let layer = component.layers[part.layerIndex]
      var frame = layer.frame
      // A moving part is measured where it rests; its other positions are ghosts.
      if let travel = report.travel, report.parts[travel.part].layerIndex == part.layerIndex,
        let rest = travel.frames.first
      {
        frame = rest
      }
      let parent = layer.parent.map { component.layers[$0].frame } ?? component.frame
      red.outline(frame, circle: part.isCircle)
      // Size: widths in rows under the frame, heights in columns right of it; a side that
      // spans its parent's says nothing new and is left out.
      if abs(frame.x - parent.x) > 0.001 || abs(frame.width - parent.width) > 0.001 {
        let rowY = top + component.height * scale + 24 + Double(rows) * 22
        red.horizontal(frame.x, frame.maxX, atY: rowY, "\(part.number): \(n(frame.width))", below: true)
        rows += 1
      }
      if abs(frame.y - parent.y) > 0.001 || abs(frame.height - parent.height) > 0.001 {
        let columnX = margin + component.width * scale + 18 + Double(columns) * 30
        red.vertical(frame.y, frame.maxY, atX: columnX, n(frame.height), right: true)
        columns += 1
      }
      // Insets from the parent's left and top edges, where the layout does not place it.
      if !part.inAutoLayout {
        let left = frame.x - parent.x
        let top = frame.y - parent.y
        if left > 0.001 { red.horizontal(parent.x, frame.x, atY: red.y(frame.midY) - 6, n(left)) }
        if top > 0.001 { red.vertical(parent.y, frame.y, atX: red.x(frame.midX) + 6, n(top), right: true) }
      }
      if let radius = part.radius, !part.isCircle {
        red.label("r \(n(radius))", red.x(frame.x) + 4, red.y(frame.y) - 4, anchor: "start")
      }
      red.callout(part.number, at: calloutX[offset], 20, to: red.x(layer.frame.midX), red.y(layer.frame.y))
    }

    if let travel = report.travel, travel.frames.count > 1 {
      let part = report.parts[travel.part]
      let current = component.layers[part.layerIndex].frame
      for frame in travel.frames where frame != current { red.outline(frame, circle: part.isCircle) }
      let first = travel.frames.first!
      let last = travel.frames.last!
      if travel.horizontal {
        let rowY = top + component.height * scale + 24 + Double(rows) * 22
        red.horizontal(first.x, last.x, atY: rowY, "\(n(travel.distance)) of travel", below: true)
      } else {
        let columnX = margin + component.width * scale + 18 + Double(columns) * 30
        red.vertical(first.y, last.y, atX: columnX, "\(n(travel.distance)) of travel", right: true)
      }
    }

    let defs = SVGDefs(prefix: idPrefix)
    let drawing = SVGRenderer(
      component: component, icons: icons, options: SVGOptions(idPrefix: idPrefix), defs: defs
    ).body()
    let label = "Anatomy of \(component.label)"
    var svg = "<svg xmlns=\"http://www.w3.org/2000/svg\" viewBox=\"0 0 \(n(width)) \(n(height))\" width=\"\(n(width))\" height=\"\(n(height))\" role=\"img\" aria-label=\"\(Escape.html(label))\" class=\"sp-anatomy-svg\">"
    svg += defs.markup
    svg += "<g transform=\"translate(\(n(margin)) \(n(top))) scale(\(n(scale)))\">" + drawing + "</g>"
    svg += "<g class=\"sp-redlines\" font-family=\"Inter, sans-serif\" font-size=\"11\" style=\"fill:\(Redlines.color);stroke:\(Redlines.color)\">"
    svg += red.marks.joined() + "</g></svg>"

    return AnatomyDrawing(report: report, svg: svg)
  }
}
