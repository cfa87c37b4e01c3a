import Geometry
import SpecimenCore

/// A specimens block as an agent reads it: one GFM table row a variant it draws, its variant
/// values and its laid-out size, after a line with the properties the block fixes.
enum SpecimenText {
  static func markdown(_ library: GeometryLibrary, set: String, body: String) -> String? {
    guard let (properties, fixed, components) = library.specimenLayouts(set: set, body: body), !components.isEmpty
    else { return nil }
    var rows = [properties + ["Size"]]
    for component in components {
      rows.append(
        properties.map { component.variant[$0] ?? "" }
          + ["\(Markup.number(component.drawnWidth)) × \(Markup.number(component.drawnHeight))"])
    }
    let count = components.count
    var lines = ["\(set): \(count) variant\(count == 1 ? "" : "s") drawn"]
    if !fixed.isEmpty {
      lines[0] += ", with " + fixed.keys.sorted().map { "\($0): \(fixed[$0]!)" }.joined(separator: ", ")
    }
    lines += DirectiveText.gfm(rows)
    return lines.joined(separator: "\n")
  }
}
