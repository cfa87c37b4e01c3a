import SpecimenCore

/// How far a layer drawn with Figma's effects paints: the region its SVG filter needs, so no
/// shadow or blur is cut off, and the room its drawing keeps around the frame.
extension LaidOutComponent {
  /// How far a Gaussian blur of Figma's `radius` spreads: three standard deviations (Figma's
  /// radius is two), beyond which less than half a percent of the colour is left.
  static func blurReach(_ radius: Double) -> Double { max(0, radius) * 1.5 }

  /// The box layer `index` and its children paint before effects: their frames, with strokes
  /// that reach out of them.
  func paintedBox(of index: Int) -> Rect {
    var box = layers[index].frame
    // Iterative: trees from files may be deep.
    var stack = [index]
    while let next = stack.popLast() {
      let layer = layers[next]
      if next != index, hasFilter(layer) {
        // A child with a filter of its own paints as far as its region (it covers its children).
        box = box.union(filterRegion(of: next))
        continue
      }
      box = box.union(layer.strokedFrame)
      stack.append(contentsOf: layer.children)
    }
    return box
  }

  /// The region, in component units, that layer `index`'s effect filter covers: what it paints,
  /// grown by every drop shadow's offset, spread and blur and by its layer blur.
  package func filterRegion(of index: Int) -> Rect {
    filterRegion(of: index, painted: paintedBox(of: index))
  }

  private func filterRegion(of index: Int, painted: Rect) -> Rect {
    let layer = layers[index]
    var region = painted
    for shadow in layer.effects.flatMap(\.layers) where !shadow.inset {
      let reach = Self.blurReach(shadow.blur) + shadow.spread
      guard reach > -min(painted.width, painted.height) / 2 else { continue }
      region = region.union(painted.insetBy(-reach).offsetBy(shadow.offsetX, shadow.offsetY))
    }
    if let blur = layer.appearance.layerBlur { region = region.insetBy(-Self.blurReach(blur)) }
    return region
  }

  /// Whether the layer is drawn through an effect filter.
  func hasFilter(_ layer: LaidOutLayer) -> Bool {
    layer.appearance.effectsAsFilter && (!layer.effects.isEmpty || layer.appearance.layerBlur != nil)
  }

  /// How far beyond the frame the effects drawn as filters paint, on the farthest side.
  package var effectOverhang: Double {
    let sides = effectOverhangBySide
    return max(sides.top, sides.right, sides.bottom, sides.left)
  }

  /// How far beyond each side of the frame the effects drawn as filters paint (a shadow's
  /// offset, spread and blur on the side it falls; nothing on a side no effect reaches).
  package var effectOverhangBySide: EdgeInsets {
    var sides = EdgeInsets.zero
    for index in layers.indices where hasFilter(layers[index]) {
      let region = filterRegion(of: index)
      sides.top = max(sides.top, -region.y)
      sides.right = max(sides.right, region.maxX - width)
      sides.bottom = max(sides.bottom, region.maxY - height)
      sides.left = max(sides.left, -region.x)
    }
    return sides
  }
}
