import SpecimenCore

/// The published variants of a set a directive asks for, drawn: grouped by the first variant
/// property, each drawing with its caption.
package struct SpecimenGallery: Sendable {
  package struct Figure: Sendable {
    package var component: LaidOutComponent
    package var svg: Markup
    /// The variant's other property values: "Active: On".
    package var caption: String
  }

  package struct Group: Sendable {
    /// "State: Pressed"; nil when the set is not grouped.
    package var label: String?
    package var figures: [Figure]
  }

  package var set: String
  /// A hidden `<svg>` with the definitions the drawings share; empty when they share none.
  package var definitions: Markup
  /// The other properties the body fixed for every drawing ("Show Description: false").
  package var fixedProperties: [String]
  package var groups: [Group]
}

extension GeometryLibrary {
  /// Every published variant of `set` the body lets through. `idPrefix` keeps the shared
  /// definitions' ids unique on the page; `body` is the directive's lines (`State: Default,
  /// Focused`, `Show Description: false`). Nil, with the problems reported, when the set, the
  /// body or a variant cannot be drawn.
  package func specimens(
    set: String, body: String = "", bodyLocation: SourceLocation? = nil, idPrefix: String,
    scale: Double = 1, into diagnostics: inout Diagnostics
  ) -> SpecimenGallery? {
    guard let (_, shape) = lookUpDrawable(set, at: bodyLocation, into: &diagnostics),
      let selection = VariantSelection.parse(body, for: shape, at: bodyLocation, into: &diagnostics)
    else { return nil }
    let variants = selection.variants(of: shape)
    if variants.isEmpty {
      diagnostics.error(
        "no published variant of \(set) has \(selection.filters.keys.sorted().map { "\($0): \(NumberFormat.list(selection.filters[$0]!, conjunction: "or"))" }.joined(separator: " and "))",
        at: bodyLocation, hint: "Figma publishes \(shape.publishedVariants.count) variants of \(set)",
        id: .geometryNoPublishedVariant)
      return nil
    }
    var components: [LaidOutComponent] = []
    for variant in variants {
      guard
        let component = layout(
          set: set, variant: variant, properties: selection.properties, at: bodyLocation, into: &diagnostics)
      else { return nil }
      components.append(component)
    }

    let grouping = shape.variantProperties.count > 1 ? shape.variantProperties.first : nil
    let captionProperties = shape.variantProperties.filter { $0.name != grouping?.name }
    func caption(_ variant: [String: String]) -> String {
      let parts = captionProperties.compactMap { p in variant[p.name].map { "\(p.name): \($0)" } }
      return parts.isEmpty ? shape.name : parts.joined(separator: ", ")
    }

    let drawn = svgs(components.map { ($0, SVGOptions(idPrefix: idPrefix, scale: scale)) }, prefix: idPrefix)
    var groups: [SpecimenGallery.Group] = []
    var groupKey: String??
    for (position, component) in components.enumerated() {
      let key = grouping.flatMap { variants[position][$0.name] }
      let figure = SpecimenGallery.Figure(
        component: component, svg: drawn.svgs[position], caption: caption(variants[position]))
      if let last = groupKey, last == key {
        groups[groups.count - 1].figures.append(figure)
      } else {
        groupKey = .some(key)
        let label = grouping.flatMap { grouping in key.map { "\(grouping.name): \($0)" } }
        groups.append(SpecimenGallery.Group(label: label, figures: [figure]))
      }
    }
    let fixed = shape.otherProperties.compactMap { p in selection.properties[p.name].map { "\(p.name): \($0)" } }
    return SpecimenGallery(set: set, definitions: drawn.defs, fixedProperties: fixed, groups: groups)
  }
}
