import SpecimenCore

/// The kinds of problem this module reports (docs/ARCHITECTURE.md lists them all).
extension Diagnostic.ID {
  package static let templateRender = Self("template.render")
  static let templateSyntax = Self("template.syntax")
}
