import SpecimenCore

/// The kinds of problem this module reports (docs/ARCHITECTURE.md lists them all).
extension Diagnostic.ID {
  static let markdownControlCharacter = Self("markdown.control-character")
  static let markdownFootnoteOverflow = Self("markdown.footnote-overflow")
  static let markdownHeadingIdDuplicate = Self("markdown.heading-id-duplicate")
  static let markdownPrivateUseOverflow = Self("markdown.private-use-overflow")
  static let markdownReferenceOverflow = Self("markdown.reference-overflow")
  static let markdownUnclosedReference = Self("markdown.unclosed-reference")
}
