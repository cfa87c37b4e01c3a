import SpecimenCore

// A typography without a lineHeight or a fontFamily, as Figma SDS's and Apple HIG's exports
// write them: Terrazzo's parser keeps such a value (its check that every property is there is a
// lint rule), so Specimen reads it too, with a warning that names what is missing.

extension Diagnostic.ID {
  package static let tokensDeviationTypographyWithoutLineHeight = Self(
    "tokens.deviation.typography-without-line-height")
  package static let tokensDeviationTypographyWithoutFontFamily = Self(
    "tokens.deviation.typography-without-font-family")
}
