import SpecimenCore

/// The kinds of problem this module reports, each with what it reports (docs/DIAGNOSTICS.md
/// lists them all, written from these lines by scripts/generate-diagnostics.py).
extension Diagnostic.ID {
  /// a template that cannot render (a partial that includes itself without end)
  package static let templateRender = Self("template.render")
  /// a Mustache template that does not parse
  static let templateSyntax = Self("template.syntax")
}
