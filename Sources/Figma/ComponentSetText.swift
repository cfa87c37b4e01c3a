import SpecimenCore

extension ComponentSet {
  /// `30 variants (Type 6 × State 5)`, `7 variants (State 4 × Active 2, 1 hole)`; one property
  /// is `2 variants of Align`, or `2 variants` when its name is Figma's `Property 1` (never
  /// `2 variants (Property 1 2)`). A name ending in a digit is quoted, so its count stands apart.
  package var variantCountText: String {
    let matrix = self.matrix
    let count = Prose.count(matrix.count, "variant")
    let holes = matrix.isComplete ? "" : Prose.count(matrix.holeCount, "hole")
    if matrix.properties.count == 1, let only = matrix.properties.first {
      let of = only.hasPlaceholderName ? "" : " of " + only.name
      return count + of + (holes.isEmpty ? "" : " (" + holes + ")")
    }
    let axes = matrix.properties.map { property in
      let name = property.name.last?.isNumber == true ? "“\(property.name)”" : property.name
      return "\(name) \(property.options.count)"
    }.joined(separator: " × ")
    if axes.isEmpty { return count }
    return count + " (" + axes + (holes.isEmpty ? "" : ", " + holes) + ")"
  }

  /// `Read from Figma file Appetite UI, component set 216:449, version 2179954612, last modified 2026-10-02.`
  package var provenanceText: String {
    var parts = ["Read from Figma file \(provenance.fileName)", "\(nodeKind) \(nodeID)"]
    if let version = provenance.version { parts.append("version \(version)") }
    parts.append("last modified \(provenance.lastModifiedDay?.isoText ?? provenance.lastModified)")
    return parts.joined(separator: ", ") + "."
  }

  /// `Source: component set 216:449 of the Appetite UI Figma file, read on October 2, 2026.`, the
  /// day being the snapshot's `lastModified`, as the API reported it when the file was read.
  package var sourceText: String {
    "Source: \(nodeKind) \(nodeID) of the \(provenance.fileName) Figma file, read on \(readDay)."
  }

  /// `the Toggle set of the Appetite UI Figma file, read on October 2, 2026`, for prose.
  package var sourcePhrase: String {
    "the \(name) \(isLoose ? "component" : "set") of the \(provenance.fileName) Figma file, read on \(readDay)"
  }

  /// A component outside any set is a component node, not a set.
  private var nodeKind: String { isLoose ? "component" : "component set" }

  private var readDay: String { provenance.lastModifiedDay?.longText ?? provenance.lastModified }
}
