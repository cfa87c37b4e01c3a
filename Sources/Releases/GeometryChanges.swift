import Figma
import Geometry
import Site
import SpecimenCore

/// A published variant whose layout changed between two versions: the frame's size, or a named
/// layer's position (relative to its parent), size or fill.
package struct GeometryChange: Sendable, Hashable {
  package var set: String
  /// `Active=On, State=Default`, or empty for a set without variant properties.
  package var variant: String
  /// The frame's size before and after; nil when it kept its size.
  package var frame: ValueChange?
  /// Named layers that moved, resized, changed fill, or came or went, in drawing order.
  package var layers: [LayerChange]

  /// `handle 22 × 22 → 24 × 24; frame unchanged`: a layer's changes share a part.
  package var summary: String {
    var parts = layers.map(\.summary)
    parts.append(frame.map { "frame \($0.from) → \($0.to)" } ?? "frame unchanged")
    return parts.joined(separator: "; ")
  }
}

/// One value before and after, as a report writes it.
package struct ValueChange: Sendable, Hashable, Encodable {
  package var from: String
  package var to: String
}

package struct LayerChange: Sendable, Hashable {
  package enum Kind: String, Sendable, Hashable { case added, removed, changed }
  /// The layer's path: `track/handle`.
  package var layer: String
  package var kind: Kind
  package var position: ValueChange?
  package var size: ValueChange?
  /// The fill's token, or its color when it has none.
  package var fill: ValueChange?

  /// `handle 22 × 22 → 24 × 24`, `handle at 3, 3 → 5, 3`, `track fill brand/base → brand/strong`.
  package var summary: String {
    switch kind {
    case .added, .removed: return "\(layer) \(kind.rawValue)"
    case .changed:
      var parts: [String] = []
      if let size { parts.append("\(size.from) → \(size.to)") }
      if let position { parts.append("at \(position.from) → \(position.to)") }
      if let fill { parts.append("fill \(fill.from) → \(fill.to)") }
      return layer + " " + parts.joined(separator: ", ")
    }
  }
}

/// A variant published in both versions of a set both versions model.
struct ComparedVariant: Sendable {
  package var set: String
  /// Property → value, for laying the variant out.
  package var values: PropertyValues
  /// `Active=On, State=Default`, or empty.
  package var name: String

  /// Every such variant, sets in the newer version's order, variants in Figma's.
  package static func all(_ old: SiteData, _ new: SiteData) -> [ComparedVariant] {
    guard let oldGeometry = old.geometry, let newGeometry = new.geometry else { return [] }
    var found: [ComparedVariant] = []
    for set in new.figma.componentSets where oldGeometry.hasModel(for: set.name) && newGeometry.hasModel(for: set.name)
    {
      guard let earlier = old.figma.componentSet(named: set.name) else { continue }
      let earlierKeys = Set(earlier.publishedVariants.map { variantKey($0.values) })
      let variants = set.publishedVariants.isEmpty ? [[]] : set.publishedVariants.map(\.values)
      for values in variants where values.isEmpty || earlierKeys.contains(variantKey(values)) {
        found.append(
          ComparedVariant(
            set: set.name, values: PropertyValues(values),
            name: CombinationNamer.plainName(values)))
      }
    }
    return found
  }
}

extension GeometryChange {
  /// Lays out every variant both versions publish with Geometry's own layout and compares the two.
  static func between(_ old: SiteData, _ new: SiteData) -> [GeometryChange] {
    guard let oldGeometry = old.geometry, let newGeometry = new.geometry else { return [] }
    var changes: [GeometryChange] = []
    for variant in ComparedVariant.all(old, new) {
      // A variant either version cannot lay out is no change; that version's build reports it.
      var ignored = Diagnostics()
      guard let before = oldGeometry.layout(set: variant.set, variant: variant.values, into: &ignored),
        let after = newGeometry.layout(set: variant.set, variant: variant.values, into: &ignored)
      else { continue }
      let frame = ValueChange(from: size(before.frame), to: size(after.frame))
      let layers = LayerChange.between(before, after)
      guard frame.from != frame.to || !layers.isEmpty else { continue }
      changes.append(
        GeometryChange(
          set: variant.set, variant: variant.name, frame: frame.from == frame.to ? nil : frame, layers: layers))
    }
    return changes
  }

  static func size(_ rect: Rect) -> String {
    "\(NumberFormat.number(rect.width)) × \(NumberFormat.number(rect.height))"
  }
}

extension LayerChange {
  /// Named layers matched by path; a path that repeats is told apart by its place (`dot#2`).
  static func between(_ before: LaidOutComponent, _ after: LaidOutComponent) -> [LayerChange] {
    let old = named(before), new = named(after)
    let oldByPath = Dictionary(old.map { ($0.path, $0.index) }, uniquingKeysWith: { a, _ in a })
    let newPaths = Set(new.map(\.path))
    var changes: [LayerChange] = []
    for (path, index) in new {
      guard let earlier = oldByPath[path] else {
        changes.append(LayerChange(layer: path, kind: .added))
        continue
      }
      let a = before.relativeFrame(of: earlier), b = after.relativeFrame(of: index)
      var change = LayerChange(layer: path, kind: .changed)
      let sizes = ValueChange(from: GeometryChange.size(a), to: GeometryChange.size(b))
      if sizes.from != sizes.to { change.size = sizes }
      let positions = ValueChange(from: position(a), to: position(b))
      if positions.from != positions.to { change.position = positions }
      let fills = ValueChange(from: fill(before.layers[earlier]), to: fill(after.layers[index]))
      if fills.from != fills.to { change.fill = fills }
      if change.size != nil || change.position != nil || change.fill != nil { changes.append(change) }
    }
    for (path, _) in old where !newPaths.contains(path) {
      changes.append(LayerChange(layer: path, kind: .removed))
    }
    return changes
  }

  /// The named layers under the root, backdrops left out, each with a path unique in the drawing.
  static func named(_ component: LaidOutComponent) -> [(path: String, index: Int)] {
    var seen: [String: Int] = [:]
    var found: [(path: String, index: Int)] = []
    for (index, layer) in component.layers.enumerated() where index > 0 && !layer.isBackdrop && layer.name != nil {
      let count = (seen[layer.path] ?? 0) + 1
      seen[layer.path] = count
      found.append((count == 1 ? layer.path : "\(layer.path)#\(count)", index))
    }
    return found
  }

  static func position(_ rect: Rect) -> String {
    "\(NumberFormat.number(rect.x)), \(NumberFormat.number(rect.y))"
  }

  static func fill(_ layer: LaidOutLayer) -> String {
    guard let fill = layer.fill else { return "none" }
    return fill.token ?? fill.color.hex
  }
}
