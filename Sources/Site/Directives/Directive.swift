import SpecimenCore

/// A fenced block the site replaces by generated HTML: ```` ```properties Toggle ````.
///
/// The info string's first word names the directive; the rest are its arguments; the block's
/// text is its body. A directive reports problems through the context and still returns HTML.
package protocol Directive: Sendable {
  var name: String { get }
  /// One line for the list of known directives in error messages and help.
  var summary: String { get }
  func render(_ invocation: DirectiveInvocation, context: PageContext) -> String
}

/// An inline reference in prose: `{{token text/soft-500}}`.
package protocol InlineReference: Sendable {
  var name: String { get }
  var summary: String { get }
  func render(arguments: String, at location: SourceLocation, context: PageContext) -> String
}

package struct DirectiveInvocation: Sendable {
  package var name: String
  /// The rest of the info string, trimmed.
  package var arguments: String
  package var body: String
  package var location: SourceLocation

  /// Arguments split on commas: `Text Input, Text Area` → ["Text Input", "Text Area"].
  package var argumentList: [String] {
    arguments.split(separator: ",").map { $0.trimmingCharacters(in: .whitespaces) }.filter { !$0.isEmpty }
  }

  /// Where line `n` (0-based) of the body is in the file.
  package func bodyLocation(line n: Int) -> SourceLocation {
    SourceLocation(file: location.file, line: location.line + 1 + n, column: 1)
  }
}

/// The directives and inline references a site knows, by name.
package struct DirectiveRegistry: Sendable {
  private(set) var directives: [String: any Directive] = [:]
  private(set) var references: [String: any InlineReference] = [:]

  package init() {}

  package mutating func register(_ directive: any Directive) { directives[directive.name] = directive }
  package mutating func register(_ reference: any InlineReference) { references[reference.name] = reference }

  package func directive(named name: String) -> (any Directive)? { directives[name] }
  package func reference(named name: String) -> (any InlineReference)? { references[name] }

  package var directiveNames: [String] { directives.keys.sorted() }
  package var referenceNames: [String] { references.keys.sorted() }

  /// What every site has.
  package static var standard: DirectiveRegistry {
    var registry = DirectiveRegistry()
    registry.register(CalloutDirective())
    registry.register(DataDirective.properties)
    registry.register(DataDirective.variants)
    registry.register(DataDirective.props)
    registry.register(FigmaDescriptionDirective())
    registry.register(TokensDirective())
    registry.register(TokenListDirective())
    registry.register(ContrastPairsDirective())
    registry.register(DataDirective.specimens)
    registry.register(DataDirective.anatomy)
    registry.register(DataDirective.touchTarget)
    registry.register(GeometryReference(name: "geometry", summary: "a number from a geometry model: geometry Toggle handle.x Active=On"))
    registry.register(GeometryReference(name: "size", summary: "a component's laid-out size: size _Toggle Label Show Description=false"))
    registry.register(TokenReference())
    registry.register(ContrastReference())
    registry.register(VariantCountReference())
    registry.register(FigmaLinkReference())
    return registry
  }
}

import Foundation
