import SpecimenCore

/// The kinds of problem this module reports (docs/ARCHITECTURE.md lists them all).
extension Diagnostic.ID {
  package static let markdownControlCharacter = Self("markdown.control-character")
  package static let markdownFootnoteOverflow = Self("markdown.footnote-overflow")
  package static let markdownHeadingIdDuplicate = Self("markdown.heading-id-duplicate")
  package static let markdownPrivateUseOverflow = Self("markdown.private-use-overflow")
  package static let markdownReferenceOverflow = Self("markdown.reference-overflow")
  package static let markdownUnclosedReference = Self("markdown.unclosed-reference")
}
