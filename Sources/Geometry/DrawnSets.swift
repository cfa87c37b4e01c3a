import SpecimenCore

// Sets without a model are drawn from Figma's node trees: the site turns each published
// variant's tree into a laid-out component (Figma gives every box, so nothing is laid out), and
// the same renderer, anatomy and queries read it as they read a model's layout.
extension GeometryLibrary {
  /// Whether `set` can be drawn: from its model, or from the Figma file's node trees.
  package func canDraw(_ set: String) -> Bool { models[set] != nil || drawn[set] != nil }

  /// Whether `set` is drawn from Figma's node trees (it has no model).
  package func isDrawnFromFigma(_ set: String) -> Bool { models[set] == nil && drawn[set] != nil }

  /// The sets with a model, then those drawn from Figma, each once.
  package var drawableSetNames: [String] {
    setNames + drawn.keys.filter { models[$0] == nil }.sorted()
  }

  /// The set's model (nil when it is drawn from Figma) and its shape; nil, reported, when neither.
  func lookUpDrawable(_ set: String, at location: SourceLocation?, into diagnostics: inout Diagnostics) -> (
    GeometryModel?, ComponentSetShape
  )? {
    if models[set] == nil, drawn[set] != nil, let shape = shapes[set] { return (nil, shape) }
    return lookUp(set, at: location, into: &diagnostics).map { ($0.0, $0.1) }
  }

  /// The tokens a set drawn from Figma binds (the variables its paints, shadows and text styles
  /// name), in the order its published variants first use them; what a `tokens` table shows for
  /// a set without a model.
  func tokensBound(bySet set: String) -> [String] { tokensBoundByDrawnSet[set] ?? [] }

  /// The tokens the layers of `variants` bind, in the order first used: worked out once when the
  /// library is made, since every page of a set asks for them several times.
  static func tokensBound(by variants: [LaidOutComponent]) -> [String] {
    var names: [String] = []
    var seen = Set<String>()
    func note(_ name: String?) {
      if let name, seen.insert(name).inserted { names.append(name) }
    }
    for variant in variants {
      for layer in variant.layers {
        let appearance = layer.appearance
        note(appearance.fill?.token)
        note(appearance.stroke?.paint.token)
        for effect in appearance.effects {
          note(effect.token)
          for shadow in effect.layers { note(shadow.paint.token) }
        }
        if case .text(_, _, let style, _, _) = layer.shape { note(style) }
      }
    }
    return names
  }

  /// The published variant of a Figma-drawn set matching the given values.
  func drawnLayout(
    set: String, variants: [LaidOutComponent], shape: ComponentSetShape, variant: PropertyValues,
    properties: PropertyValues, at location: SourceLocation?, into diagnostics: inout Diagnostics
  ) -> LaidOutComponent? {
    guard
      let values = Self.values(
        for: shape, variant: variant, properties: properties, at: location, into: &diagnostics)
    else { return nil }
    let (wanted, _) = Self.split(values, shape: shape)
    guard let found = variants.first(where: { $0.variant == wanted }) else {
      diagnostics.error(
        "Figma publishes no variant of \(set) with \(shape.label(of: wanted))", at: location,
        hint: "Figma publishes \(variants.count) variants of \(set)", id: .geometryDrawnVariantMissing)
      return nil
    }
    return found
  }
}

/// Drawings of sets made elsewhere (from Figma's node trees), asked for one set at a time, so a
/// library draws a set only when it needs it and holds a drawing only as long as it does.
package protocol SetDrawings: Sendable {
  /// The sets it can draw, each once, in the order it has them.
  var setNames: [String] { get }
  /// The published variants of `set`, drawn; nil when it has none to draw. Each set is drawn
  /// once: asked again, it is nil.
  func drawing(of set: String) -> [LaidOutComponent]?
}
