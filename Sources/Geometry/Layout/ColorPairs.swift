import SpecimenCore

/// A text or icon color on the fills it sits on, as the models draw it: the pairs a contrast
/// report should measure, instead of every foreground token on every background token.
package struct UsedColorPair: Sendable, Hashable {
  package var foreground: String
  /// The token fills behind the layer, nearest first, down to the first opaque one. Empty, or
  /// ending in a translucent fill: the page shows through beneath them.
  package var backgrounds: [String]
  /// The sets that draw the pair, in library order.
  package var sets: [String]
  /// Whether a text layer draws it (else only icons do): text is held to 4.5:1, an icon to 3:1.
  package var isText = true

  /// `bg/overlay over bg/white-0`, `bg/overlay over the page`, `the page`.
  package var backgroundLabel: String {
    backgrounds.isEmpty ? "the page" : backgrounds.joined(separator: " over ")
  }
}

extension GeometryLibrary {
  /// Every foreground token a text or icon layer paints, with the token fills behind it among
  /// its ancestors down to the first opaque one (none: it sits on the page), across every
  /// published variant of every model. A part over a blurred fill, a fill without a token, or a
  /// fill or layer made translucent by its opacity (a bar over a photo) has no fixed background,
  /// so it is left out.
  package func usedColorPairs() -> [UsedColorPair] {
    var order: [[String]] = []
    var sets: [[String]: [String]] = [:]
    var drawnAsText: Set<[String]> = []
    // Every variant here is a published one, so nothing is expected; a failure is skipped.
    var skipped = Diagnostics()
    for set in setNames where hasModel(for: set) {
      guard let shape = shape(of: set) else { continue }
      let variants = shape.publishedVariants.isEmpty ? [shape.defaultVariant] : shape.publishedVariants
      for variant in variants {
        guard let component = layout(set: set, variant: variant, into: &skipped) else { continue }
        for layer in component.layers where !layer.isBackdrop && (layer.kind == .text || layer.kind == .icon) {
          guard let foreground = layer.fill?.token, let backgrounds = Self.backgrounds(of: layer, in: component)
          else { continue }
          let key = [foreground] + backgrounds
          if sets[key] == nil { order.append(key) }
          if !(sets[key] ?? []).contains(set) { sets[key, default: []].append(set) }
          if layer.kind == .text { drawnAsText.insert(key) }
        }
      }
    }
    return order.map { key in
      var pair = UsedColorPair(foreground: key[0], backgrounds: Array(key.dropFirst()), sets: sets[key] ?? [])
      pair.isText = drawnAsText.contains(key)
      return pair
    }
  }

  private static func backgrounds(of layer: LaidOutLayer, in component: LaidOutComponent) -> [String]? {
    var fills: [String] = []
    var parent = layer.parent
    while let index = parent {
      let ancestor = component.layers[index]
      if ancestor.backgroundBlur != nil { return nil }
      if let fill = ancestor.fill {
        guard fill.opacity >= 1, ancestor.opacity >= 1, let token = fill.token else { return nil }
        fills.append(token)
        if fill.color.alpha >= 1 { return fills }
      }
      parent = ancestor.parent
    }
    return fills
  }
}
