import Figma
import SpecimenCore

/// `{{figma-source Toggle}}` → "the Toggle set of the Appetite UI Figma file, read on October 2,
/// 2026": where a set's data came from, from the snapshot, so the sentence follows a new pull.
struct FigmaSourceReference: FigmaLibraryReference {
  let name = "figma-source"
  let summary = "where a component set was read: the set, the Figma file and the day"

  static func render(_ library: FigmaLibrary, arguments: String, at location: SourceLocation) -> DirectiveResult {
    setFact(library, arguments: arguments, at: location) { $0.sourcePhrase }
  }
}
