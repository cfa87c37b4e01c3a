import SpecimenCore

/// Where a laid-out variant paints, so a check can hold every drawing inside its view box and
/// keep its texts apart.
extension LaidOutComponent {
  /// The SVG's view box in component units: the frame and its bleed.
  package var viewBox: Rect {
    Rect(x: -bleed, y: -bleed, width: width + 2 * bleed, height: height + 2 * bleed)
  }

  /// The box every painted mark covers: filled or stroked shapes with their outside strokes,
  /// shadows and rings (offset, spread and blur), text runs, icons and lines. The backdrop is
  /// left out: the renderer clips it to the view box.
  package func drawnBounds(measurer: TextMeasurer) -> Rect? {
    var bounds: Rect?
    func add(_ rect: Rect) { bounds = bounds.map { $0.union(rect) } ?? rect }
    for layer in layers where !layer.isBackdrop {
      switch layer.kind {
      case .text:
        for box in textBoxes(of: layer, measurer: measurer) { add(box) }
        continue
      case .icon:
        add(layer.frame)
        continue
      case .line:
        let p = layer.linePoints
        if p.count == 4 {
          add(
            Rect(
              x: layer.frame.x + min(p[0], p[2]), y: layer.frame.y + min(p[1], p[3]),
              width: abs(p[2] - p[0]), height: abs(p[3] - p[1])))
        }
        continue
      default:
        guard
          layer.fill != nil || layer.stroke != nil || !layer.effects.isEmpty
            || layer.appearance.layerBlur != nil
        else { continue }
      }
      if layer.fill != nil || layer.stroke != nil { add(layer.strokedFrame) }
      for effect in layer.effects {
        for shadow in effect.layers where !shadow.inset {
          add(layer.frame.insetBy(-(shadow.spread + shadow.blur)).offsetBy(shadow.offsetX, shadow.offsetY))
        }
      }
      if let blur = layer.appearance.layerBlur { add(layer.frame.insetBy(-Self.blurReach(blur))) }
    }
    return bounds
  }

  /// The box of each line of a text layer: its advance width, from the ascender to the
  /// descender of its style.
  package func textBoxes(of layer: LaidOutLayer, measurer: TextMeasurer) -> [Rect] {
    guard layer.kind == .text, let style = layer.style else { return [] }
    let metrics = measurer.verticalMetrics(style: style)
    return layer.lines.filter { !$0.text.isEmpty }.map { line in
      Rect(
        x: line.x, y: line.baseline - metrics.ascender, width: line.width,
        height: metrics.ascender - metrics.descender)
    }
  }
}

extension Rect {
  /// True when the two boxes share more than `tolerance` in both directions.
  package func overlaps(_ other: Rect, tolerance: Double = 0.01) -> Bool {
    min(maxX, other.maxX) - max(x, other.x) > tolerance && min(maxY, other.maxY) - max(y, other.y) > tolerance
  }

  /// True when `other` lies inside, give or take `tolerance`.
  package func contains(_ other: Rect, tolerance: Double = 0.01) -> Bool {
    other.x >= x - tolerance && other.y >= y - tolerance && other.maxX <= maxX + tolerance
      && other.maxY <= maxY + tolerance
  }

  /// True when the segment from (x1, y1) to (x2, y2) passes through the box.
  package func intersects(segmentFrom x1: Double, _ y1: Double, to x2: Double, _ y2: Double) -> Bool {
    // Liang–Barsky clipping: the part of the segment inside the box is empty or not.
    var t0 = 0.0
    var t1 = 1.0
    let dx = x2 - x1
    let dy = y2 - y1
    for (p, q) in [(-dx, x1 - x), (dx, maxX - x1), (-dy, y1 - y), (dy, maxY - y1)] {
      if p == 0 {
        if q < 0 { return false }
      } else {
        let r = q / p
        if p < 0 { t0 = max(t0, r) } else { t1 = min(t1, r) }
        if t0 > t1 { return false }
      }
    }
    return true
  }
}
