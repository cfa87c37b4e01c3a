import SpecimenCore

/// The kinds of problem this module reports (docs/ARCHITECTURE.md lists them all).
extension Diagnostic.ID {
  package static let figmaDrawingApproximated = Self("figma.drawing.approximated")
  package static let figmaDrawingUnnamedVariable = Self("figma.drawing.unnamed-variable")
  package static let figmaModelNoTree = Self("figma.model.no-tree")
  package static let figmaModelOutputUnwritable = Self("figma.model.output-unwritable")
  package static let figmaModelUnknownSet = Self("figma.model.unknown-set")
}
