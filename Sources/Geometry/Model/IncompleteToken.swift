import SpecimenCore

// A token a drawing cannot use for want of a property: a typography without a fontFamily (Apple
// HIG's export writes none) resolves, its CSS keeping the inherited family, but a drawing has no
// font to shape its text with, so a model that names it is told so at its line.

extension Diagnostic.ID {
  package static let geometryTokenIncomplete = Self("geometry.token-incomplete")
}
