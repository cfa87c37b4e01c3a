import SpecimenCore

/// The kinds of problem this module reports, each with what it reports (docs/DIAGNOSTICS.md
/// lists them all, written from these lines by scripts/generate-diagnostics.py).
extension Diagnostic.ID {
  /// a control character in a page, which prints as nothing
  static let markdownControlCharacter = Self("markdown.control-character")
  /// a page with more footnote definitions than can be read
  static let markdownFootnoteOverflow = Self("markdown.footnote-overflow")
  /// heading id '…' is already used on this page
  static let markdownHeadingIdDuplicate = Self("markdown.heading-id-duplicate")
  /// a page with more different private-use characters than can be shielded
  static let markdownPrivateUseOverflow = Self("markdown.private-use-overflow")
  /// a page with more inline references than can be read
  static let markdownReferenceOverflow = Self("markdown.reference-overflow")
  /// '{{' is never closed on this line, so it is shown as text
  static let markdownUnclosedReference = Self("markdown.unclosed-reference")
}
