import SpecimenCore

extension GeometryLibrary {
  /// Every published variant of `set` the body lets through, as a gallery of figures grouped
  /// by the first variant property. `idPrefix` keeps the shared definitions' ids unique on the
  /// page; `body` is the directive's lines (`State: Default, Focused`, `Show Description: false`).
  package func specimensHTML(
    set: String, body: String = "", bodyLocation: SourceLocation? = nil, idPrefix: String,
    scale: Double = 1
  ) throws(DiagnosticsError) -> String {
    let (_, shape) = try lookUp(set, at: bodyLocation)
    let selection = try VariantSelection.parse(body, for: shape, at: bodyLocation)
    let variants = selection.variants(of: shape)
    if variants.isEmpty {
      throw DiagnosticsError([
        .error(
          "no published variant of \(set) has \(selection.filters.keys.sorted().map { "\($0): \(Format.list(selection.filters[$0]!, conjunction: "or"))" }.joined(separator: " and "))",
          at: bodyLocation, hint: "Figma publishes \(shape.publishedVariants.count) variants of \(set)")
      ])
    }
    var components: [LaidOutComponent] = []
    for variant in variants {
      components.append(try layout(set: set, variant: variant, properties: selection.properties, at: bodyLocation))
    }

    let grouping = shape.variantProperties.count > 1 ? shape.variantProperties.first : nil
    let captionProperties = shape.variantProperties.filter { $0.name != grouping?.name }
    func caption(_ variant: [String: String]) -> String {
      let parts = captionProperties.compactMap { p in variant[p.name].map { "\(p.name): \($0)" } }
      return parts.isEmpty ? shape.name : parts.joined(separator: ", ")
    }

    let drawn = svgs(
      components.map { ($0, SVGOptions(idPrefix: idPrefix, scale: scale)) }, prefix: idPrefix)
    var html = "<div class=\"sp-specimens\" data-set=\"\(Escape.html(set))\">"
    html += drawn.defs
    if !selection.properties.isEmpty {
      let fixed = shape.otherProperties.compactMap { p in selection.properties[p.name].map { "\(p.name): \($0)" } }
      html += "<p class=\"sp-specimen-properties\">\(Escape.html(fixed.joined(separator: ", ")))</p>"
    }
    var index = 0
    var groups: [(String?, [Int])] = []
    for (position, variant) in variants.enumerated() {
      let key = grouping.flatMap { variant[$0.name] }
      if let last = groups.last, last.0 == key {
        groups[groups.count - 1].1.append(position)
      } else {
        groups.append((key, [position]))
      }
    }
    for (value, members) in groups {
      if let grouping, let value {
        let label = "\(grouping.name): \(value)"
        html += "<div class=\"sp-specimen-group\" role=\"group\" aria-label=\"\(Escape.html(label))\">"
        html += "<p class=\"sp-specimen-group-label\">\(Escape.html(label))</p>"
      } else {
        html += "<div class=\"sp-specimen-group\">"
      }
      html += "<div class=\"sp-specimen-row\">"
      for position in members {
        html += "<figure class=\"sp-specimen\">" + drawn.svgs[position]
        html += "<figcaption>\(Escape.html(caption(variants[position])))</figcaption></figure>"
        index += 1
      }
      html += "</div></div>"
    }
    return html + "</div>"
  }
}
