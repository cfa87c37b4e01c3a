import SpecimenCore

/// The kinds of problem this module reports, each with what it reports (docs/DIAGNOSTICS.md
/// lists them all, written from these lines by scripts/generate-diagnostics.py).
extension Diagnostic.ID {
  /// … is drawn with approximations: … (a note, once per set drawn from Figma)
  static let figmaDrawingApproximated = Self("figma.drawing.approximated")
  /// … binds … variables no token names; drawn with Figma's colors (a note, once per set)
  static let figmaDrawingUnnamedVariable = Self("figma.drawing.unnamed-variable")
  /// '…' has no node trees to write a model from
  static let figmaModelNoTree = Self("figma.model.no-tree")
  /// '…' already exists; the model is not written over it (or: cannot write '…')
  package static let figmaModelOutputUnwritable = Self("figma.model.output-unwritable")
  /// no component set or component named '…' in …
  static let figmaModelUnknownSet = Self("figma.model.unknown-set")
}
