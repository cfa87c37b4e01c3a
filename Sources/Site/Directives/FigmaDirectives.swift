import Figma
import SpecimenCore

/// An inline reference that answers from the Figma snapshots alone, so it can be asked of a
/// library directly (as tests do).
protocol FigmaLibraryReference: InlineReference {
  static func render(_ library: FigmaLibrary, arguments: String, at location: SourceLocation) -> DirectiveResult
}

extension FigmaLibraryReference {
  func render(arguments: String, at location: SourceLocation, context: PageContext) -> DirectiveResult {
    Self.render(context.site.data.figma, arguments: arguments, at: location)
  }

  /// One fact of the set the arguments name, as text; an unknown set is an error with a did-you-mean.
  static func setFact(
    _ library: FigmaLibrary, arguments: String, at location: SourceLocation, _ fact: (ComponentSet) -> String
  ) -> DirectiveResult {
    var result = DirectiveResult()
    if let set = library.componentSet(named: arguments.trimmingSpaces, at: location, into: &result.diagnostics) {
      result.reads.componentSets.insert(SetName(set.name))
      result.html.text(fact(set))
    }
    return result
  }
}

/// `{{variants Text Input}}` → 30, `{{variants Toggle}}` → eight: the number of published
/// variants, in words up to twenty as a sentence writes it.
struct VariantCountReference: FigmaLibraryReference {
  let name = "variants"
  let summary = "the number of published variants of a set, in words up to twenty"

  static func render(_ library: FigmaLibrary, arguments: String, at location: SourceLocation) -> DirectiveResult {
    setFact(library, arguments: arguments, at: location) { Prose.number($0.matrix.count) }
  }
}

/// `{{figma input-field}}` → a link to the set in Figma, named "input-field — <file name>"
/// (plain text when the file key is unknown).
struct FigmaLinkReference: FigmaLibraryReference {
  let name = "figma"
  let summary = "a link to a component set in Figma"

  static func render(_ library: FigmaLibrary, arguments: String, at location: SourceLocation) -> DirectiveResult {
    var result = DirectiveResult()
    guard let set = library.componentSet(named: arguments.trimmingSpaces, at: location, into: &result.diagnostics)
    else { return result }
    result.reads.componentSets.insert(SetName(set.name))
    let text = set.name + " — " + set.provenance.fileName
    if let url = set.provenance.figmaURL {
      result.html.element("a", ["class": .theme(.figmaLink), "href": url], text: text)
    } else {
      result.html.element("span", ["class": .theme(.figmaSource)], text: text)
    }
    return result
  }
}

/// ```` ```figma-description input-field ````: the set's description as Figma publishes it, under
/// a "Figma description · name" head with an "Open in Figma ↗" link, so the page quotes the file
/// instead of copying it.
struct FigmaDescriptionDirective: Directive {
  let name = "figma-description"
  let summary = "a set's Figma description with a link to it: figma-description input-field"

  func render(_ invocation: DirectiveInvocation, context: PageContext) -> DirectiveResult {
    var result = DirectiveResult()
    let setName = invocation.arguments.trimmingSpaces
    guard !setName.isEmpty else {
      return .failure(
        .error(
          "figma-description names a component set", at: invocation.location,
          hint: "figma-description \(context.site.data.figma.exampleSetName(pageTitle: context.page.title))",
          id: .directiveMissingComponentSet))
    }
    guard
      let set = context.site.data.figma.componentSet(named: setName, at: invocation.location, into: &result.diagnostics)
    else { return result }
    result.reads.componentSets.insert(SetName(set.name))
    if set.description.isEmpty {
      result.diagnostics.warning(
        "'\(set.name)' has no description in the Figma file", at: invocation.location,
        hint: "write one on the component set in Figma and pull the file again", id: .directiveFigmaDescriptionMissing)
    }
    result.html.element(
      "section", ["class": .theme(.figmaDescription), "aria-label": "Figma description of \(set.name)"]
    ) {
      section in
      section.newline()
      // A heading, so the page's own headings that follow it (the sections the description
      // starts) sit one level under it rather than skipping a level after the title.
      section.element("h2", ["class": .theme(.figmaDescriptionHead)]) { head in
        head.element("span", text: "Figma description · \(set.name)")
        if let url = set.provenance.figmaURL {
          head.text(" ")
          head.element("a", ["class": .theme(.figmaOpen), "href": url]) { link in
            link.text("Open in Figma ")
            link.element("span", ["aria-hidden": "true"], text: "↗")
          }
        }
      }
      section.newline()
      for paragraph in set.description.components(separatedBy: "\n\n") where !paragraph.isEmpty {
        section.element("p", text: paragraph)
        section.newline()
      }
    }
    result.html.newline()
    return result
  }
}
