import Figma
import SpecimenCore

/// `{{figma-source Toggle}}` → "the Toggle set of the Appetite UI Figma file, read on October 2,
/// 2026": where a set's data came from, from the snapshot, so the sentence follows a new pull.
struct FigmaSourceReference: InlineReference {
  let name = "figma-source"
  let summary = "where a component set was read: the set, the Figma file and the day"

  func render(arguments: String, at location: SourceLocation, context: PageContext) -> DirectiveResult {
    Self.render(context.site.data.figma, arguments: arguments, at: location)
  }

  static func render(_ library: FigmaLibrary, arguments: String, at location: SourceLocation) -> DirectiveResult {
    VariantCountReference.setFact(library, arguments: arguments, at: location) { $0.sourcePhrase }
  }
}
