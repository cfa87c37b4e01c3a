import Foundation
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
    // The sets a directive shows are found by search even where only a drawing names them.
    context.addSearchTerms(
      invocation.arguments.split(separator: ",").map { $0.trimmingCharacters(in: .whitespaces) }
        .filter { !$0.isEmpty })
    return renderer(invocation, context)
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
