import SpecimenCore

/// The kinds of problem this module reports (docs/ARCHITECTURE.md lists them all).
extension Diagnostic.ID {
  static let figmaDrawingApproximated = Self("figma.drawing.approximated")
  static let figmaDrawingUnnamedVariable = Self("figma.drawing.unnamed-variable")
  static let figmaModelNoTree = Self("figma.model.no-tree")
  package static let figmaModelOutputUnwritable = Self("figma.model.output-unwritable")
  static let figmaModelUnknownSet = Self("figma.model.unknown-set")
}
