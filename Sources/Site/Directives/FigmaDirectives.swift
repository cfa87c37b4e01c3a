import Figma
import SpecimenCore

extension PageContext {
  /// Takes a Figma renderer's output: its diagnostics join the page's, its HTML goes in.
  func accept(_ rendered: FigmaRendered) -> String {
    emit(rendered.diagnostics)
    return rendered.html
  }
}

/// A directive whose whole work is one call into a data module.
struct DataDirective: Directive {
  let name: String
  let summary: String
  let renderer: @Sendable (DirectiveInvocation, PageContext) -> String

  func render(_ invocation: DirectiveInvocation, context: PageContext) -> String {
    renderer(invocation, context)
  }
}

extension DataDirective {
  /// ```` ```properties Text Input, Text Area ````: every property and its options, per set.
  static let properties = DataDirective(
    name: "properties", summary: "property tables of component sets: properties Text Input, Text Area"
  ) { invocation, context in
    context.accept(
      context.site.data.figma.renderProperties(
        argument: invocation.arguments, body: invocation.body, at: invocation.location))
  }

  /// ```` ```variants Toggle ````: the variant matrix with its holes and a summary sentence.
  static let variants = DataDirective(
    name: "variants", summary: "the variant matrix of a set, holes marked: variants Toggle"
  ) { invocation, context in
    context.accept(
      context.site.data.figma.renderVariants(
        argument: invocation.arguments, body: invocation.body, at: invocation.location))
  }

  /// ```` ```props Input ````: the code API from content/props/*.json.
  static let props = DataDirective(
    name: "props", summary: "code props tables from content/props: props Input, OtpInput"
  ) { invocation, context in
    context.accept(
      context.site.data.props.renderProps(
        argument: invocation.arguments, body: invocation.body, at: invocation.location))
  }
}

/// `{{variants Text Input}}` → 30.
struct VariantCountReference: InlineReference {
  let name = "variants"
  let summary = "the number of published variants of a set"

  func render(arguments: String, at location: SourceLocation, context: PageContext) -> String {
    context.accept(context.site.data.figma.renderVariantCount(argument: arguments, at: location))
  }
}

/// `{{figma input-field}}` → a link to the set in Figma.
struct FigmaLinkReference: InlineReference {
  let name = "figma"
  let summary = "a link to a component set in Figma"

  func render(arguments: String, at location: SourceLocation, context: PageContext) -> String {
    context.accept(context.site.data.figma.renderFigmaLink(argument: arguments, at: location))
  }
}

/// ```` ```figma-description input-field ````: the set's description as Figma publishes it, under
/// a "Figma description · name" head with an "Open in Figma ↗" link, so the page quotes the file
/// instead of copying it.
struct FigmaDescriptionDirective: Directive {
  let name = "figma-description"
  let summary = "a set's Figma description with a link to it: figma-description input-field"

  func render(_ invocation: DirectiveInvocation, context: PageContext) -> String {
    let setName = invocation.arguments.trimmingCharacters(in: .whitespaces)
    guard !setName.isEmpty else {
      context.error("figma-description names a component set", at: invocation.location, hint: "figma-description Toggle")
      return ""
    }
    switch context.site.data.figma.componentSet(named: setName, at: invocation.location) {
    case .failure(let problem):
      context.emit([problem])
      return ""
    case .success(let set):
      if set.description.isEmpty {
        context.warning(
          "'\(set.name)' has no description in the Figma file", at: invocation.location,
          hint: "write one on the component set in Figma and pull the file again")
      }
      var html = "<section class=\"sp-figma-description\" aria-label=\"Figma description of \(Escape.html(set.name))\">\n"
      html += "<p class=\"sp-figma-description-head\"><span>Figma description · \(Escape.html(set.name))</span>"
      if let url = set.provenance.figmaURL {
        html += " <a class=\"sp-figma-open\" href=\"\(Escape.html(url))\">Open in Figma <span aria-hidden=\"true\">↗</span></a>"
      }
      html += "</p>\n"
      for paragraph in set.description.components(separatedBy: "\n\n") where !paragraph.isEmpty {
        html += "<p>\(Escape.html(paragraph))</p>\n"
      }
      return html + "</section>\n"
    }
  }
}
