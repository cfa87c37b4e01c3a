import SpecimenCore

/// A text or icon color on the fill it sits on, as the models draw it: the pairs a contrast
/// report should measure, instead of every foreground token on every background token.
package struct UsedColorPair: Sendable, Hashable {
  package var foreground: String
  package var background: String
  /// The sets that draw the pair, in library order.
  package var sets: [String]
}

extension GeometryLibrary {
  /// Every foreground token a text or icon layer paints, with the nearest opaque token fill
  /// behind it among its ancestors, or `surface` when none has a fill: across every published
  /// variant of every model. A part over a translucent or blurred fill (a bar over a photo) has
  /// no fixed background, so it is left out.
  package func usedColorPairs(surface: String) -> [UsedColorPair] {
    var order: [String] = []
    var sets: [String: [String]] = [:]
    // Every variant here is a published one, so nothing is expected; a failure is skipped.
    var skipped = Diagnostics()
    for set in setNames where hasModel(for: set) {
      guard let shape = shape(of: set) else { continue }
      let variants = shape.publishedVariants.isEmpty ? [shape.defaultVariant] : shape.publishedVariants
      for variant in variants {
        guard let component = layout(set: set, variant: variant, into: &skipped) else { continue }
        for layer in component.layers where !layer.isBackdrop && (layer.kind == .text || layer.kind == .icon) {
          guard let foreground = layer.fill?.token,
            let background = Self.background(of: layer, in: component, surface: surface)
          else { continue }
          let key = foreground + "\u{0}" + background
          if sets[key] == nil { order.append(key) }
          if !(sets[key] ?? []).contains(set) { sets[key, default: []].append(set) }
        }
      }
    }
    return order.map { key in
      let parts = key.split(separator: "\u{0}", omittingEmptySubsequences: false).map(String.init)
      return UsedColorPair(foreground: parts[0], background: parts[1], sets: sets[key] ?? [])
    }
  }

  private static func background(of layer: LaidOutLayer, in component: LaidOutComponent, surface: String) -> String? {
    var parent = layer.parent
    while let index = parent {
      let ancestor = component.layers[index]
      if ancestor.backgroundBlur != nil { return nil }
      if let fill = ancestor.fill {
        guard fill.color.alpha >= 1, fill.opacity >= 1, ancestor.opacity >= 1, let token = fill.token else {
          return nil
        }
        return token
      }
      parent = ancestor.parent
    }
    return surface
  }
}
