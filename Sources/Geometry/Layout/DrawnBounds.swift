import SpecimenCore

/// Where a laid-out variant paints, so a check can hold every drawing inside its view box and
/// keep its texts apart.
extension LaidOutComponent {
  /// The SVG's view box in component units: the frame, its bleed, and on each side the room its
  /// unclipped content overflows into.
  package var viewBox: Rect {
    let top = max(bleed, overflow.top)
    let right = max(bleed, overflow.right)
    let bottom = max(bleed, overflow.bottom)
    let left = max(bleed, overflow.left)
    return Rect(x: -left, y: -top, width: left + width + right, height: top + height + bottom)
  }

  /// The width of what is drawn: the frame and where its layers paint past it.
  package var drawnWidth: Double { contentOverflow.left + width + contentOverflow.right }

  /// The height of what is drawn: the frame and where its layers paint past it.
  package var drawnHeight: Double { contentOverflow.top + height + contentOverflow.bottom }

  /// The box every painted mark covers: filled or stroked shapes with their outside strokes,
  /// shadows and rings (offset, spread and blur), text runs, icons and lines. The backdrop is
  /// left out: the renderer clips it to the view box.
  package func drawnBounds(measurer: TextMeasurer) -> Rect? {
    var bounds: Rect?
    for layer in layers where !layer.isBackdrop {
      for mark in marks(of: layer, measurer: measurer) { bounds = bounds.map { $0.union(mark) } ?? mark }
    }
    return bounds
  }

  /// The box the tree paints where its clipping layers let it show: each layer's marks cut to
  /// the frames of its ancestors that clip. A root that clips keeps everything in its frame.
  /// `effects: false` leaves shadows and blurs out: the layers' own shapes.
  package func paintedBounds(measurer: TextMeasurer, effects: Bool = true) -> Rect? {
    guard !layers.isEmpty else { return nil }
    var bounds: Rect?
    // Iterative: trees from files may be deep.
    var stack: [(index: Int, clip: Rect?)] = [(0, nil)]
    while let (index, clip) = stack.popLast() {
      let layer = layers[index]
      guard !layer.isBackdrop else { continue }
      for mark in marks(of: layer, measurer: measurer, effects: effects) {
        guard let shown = clip.map({ mark.intersection($0, keepingLines: true) }) ?? mark else { continue }
        bounds = bounds.map { $0.union(shown) } ?? shown
      }
      var inner = clip
      if layer.clip {
        // A clip that leaves nothing hides every child.
        guard let cut = clip.map({ layer.frame.intersection($0, keepingLines: true) }) ?? layer.frame else { continue }
        inner = cut
      }
      for child in layer.children { stack.append((child, inner)) }
    }
    return bounds
  }

  /// The boxes one layer paints by itself, children aside: filled or stroked shape with its
  /// outside stroke, shadows and rings, layer blur, text runs, icon, line.
  private func marks(of layer: LaidOutLayer, measurer: TextMeasurer, effects: Bool = true) -> [Rect] {
    switch layer.kind {
    case .text:
      return textBoxes(of: layer, measurer: measurer)
    case .icon:
      return [layer.frame]
    case .line:
      let p = layer.linePoints
      guard p.count == 4 else { return [] }
      // A line's stroke is centred on it whatever its alignment; its ends are cut square, so
      // a level or upright line reaches no further than its ends.
      let half = (layer.stroke?.width ?? 0) / 2
      let across = p[0] == p[2] ? half : p[1] == p[3] ? 0 : half
      let down = p[1] == p[3] ? half : p[0] == p[2] ? 0 : half
      return [
        Rect(
          x: layer.frame.x + min(p[0], p[2]) - across, y: layer.frame.y + min(p[1], p[3]) - down,
          width: abs(p[2] - p[0]) + 2 * across, height: abs(p[3] - p[1]) + 2 * down)
      ]
    default:
      var marks: [Rect] = []
      if layer.fill != nil || layer.stroke != nil { marks.append(layer.strokedFrame) }
      guard effects else { return marks }
      for effect in layer.effects {
        for shadow in effect.layers where !shadow.inset {
          marks.append(layer.frame.insetBy(-(shadow.spread + shadow.blur)).offsetBy(shadow.offsetX, shadow.offsetY))
        }
      }
      if let blur = layer.appearance.layerBlur { marks.append(layer.frame.insetBy(-Self.blurReach(blur))) }
      return marks
    }
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
