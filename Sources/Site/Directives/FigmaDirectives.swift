import Figma
import SpecimenCore

/// `{{variants Text Input}}` → 30: the number of published variants.
struct VariantCountReference: InlineReference {
  let name = "variants"
  let summary = "the number of published variants of a set"

  func render(arguments: String, at location: SourceLocation, context: PageContext) -> DirectiveResult {
    Self.render(context.site.data.figma, arguments: arguments, at: location)
  }

  static func render(_ library: FigmaLibrary, arguments: String, at location: SourceLocation) -> DirectiveResult {
    var result = DirectiveResult()
    if let set = library.componentSet(named: arguments.trimmingSpaces, at: location, into: &result.diagnostics) {
      result.reads.componentSets.insert(set.name)
      result.html.text(String(set.matrix.count))
    }
    return result
  }
}

/// `{{figma input-field}}` → a link to the set in Figma, named "input-field — <file name>"
/// (plain text when the file key is unknown).
struct FigmaLinkReference: InlineReference {
  let name = "figma"
  let summary = "a link to a component set in Figma"

  func render(arguments: String, at location: SourceLocation, context: PageContext) -> DirectiveResult {
    Self.render(context.site.data.figma, arguments: arguments, at: location)
  }

  static func render(_ library: FigmaLibrary, arguments: String, at location: SourceLocation) -> DirectiveResult {
    var result = DirectiveResult()
    guard let set = library.componentSet(named: arguments.trimmingSpaces, at: location, into: &result.diagnostics)
    else { return result }
    result.reads.componentSets.insert(set.name)
    let text = set.name + " — " + set.provenance.fileName
    if let url = set.provenance.figmaURL {
      result.html.element("a", ["class": "sp-figma-link", "href": url], text: text)
    } else {
      result.html.element("span", ["class": "sp-figma-source"], text: text)
    }
    return result
  }
}
