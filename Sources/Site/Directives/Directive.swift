import Foundation
import SpecimenCore

/// A fenced block the site replaces by generated HTML: ```` ```properties Toggle ````.
///
/// The info string's first word names the directive; the rest are its arguments; the block's
/// text is its body. A directive returns its HTML with the problems it found and what it read.
package protocol Directive: Sendable {
  var name: String { get }
  /// One line for the list of known directives in error messages and help.
  var summary: String { get }
  func render(_ invocation: DirectiveInvocation, context: PageContext) -> DirectiveResult
  /// Whether the result depends on nothing but the invocation (its text and place), the site's
  /// data and configuration, and the id prefixes it takes from the page: no other page, no
  /// Markdown of its own. A preview reuses such a result while only prose changes around it.
  var readsOnlySiteData: Bool { get }
}

extension Directive {
  package var readsOnlySiteData: Bool { false }
}

/// An inline reference in prose: `{{token text/soft-500}}`.
package protocol InlineReference: Sendable {
  var name: String { get }
  var summary: String { get }
  func render(arguments: String, at location: SourceLocation, context: PageContext) -> DirectiveResult
}

/// What a directive or an inline reference produced: its markup, its problems, and every piece
/// of site data it read, so a page can be rebuilt exactly when one of them changes.
package struct DirectiveResult: Sendable {
  package var html = HTML()
  package var diagnostics = Diagnostics()
  package var reads = ReadSet()
  /// What the block says as Markdown, for the page's twin, when its HTML does not say it (a
  /// drawing's sizes); nil: the twin reads the HTML.
  package var markdown: String?

  package init(html: HTML = HTML(), diagnostics: Diagnostics = Diagnostics(), reads: ReadSet = ReadSet()) {
    self.html = html
    self.diagnostics = diagnostics
    self.reads = reads
  }

  /// A result that is only a problem: the directive could not render anything.
  package static func failure(_ diagnostic: Diagnostic) -> DirectiveResult {
    DirectiveResult(diagnostics: Diagnostics([diagnostic]))
  }
}

package struct DirectiveInvocation: Sendable {
  package var name: String
  /// The rest of the info string, trimmed.
  package var arguments: String
  package var body: String
  package var location: SourceLocation

  /// Arguments split on commas: `Text Input, Text Area` → ["Text Input", "Text Area"].
  var argumentList: [String] {
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

  mutating func register(_ directive: any Directive) { directives[directive.name] = directive }
  mutating func register(_ reference: any InlineReference) { references[reference.name] = reference }

  package func directive(named name: String) -> (any Directive)? { directives[name] }
  package func reference(named name: String) -> (any InlineReference)? { references[name] }

  var directiveNames: [String] { directives.keys.sorted() }
  var referenceNames: [String] { references.keys.sorted() }

  /// What every site has.
  package static var standard: DirectiveRegistry {
    var registry = DirectiveRegistry()
    registry.register(CalloutDirective())
    registry.register(PropertiesDirective())
    registry.register(VariantsDirective())
    registry.register(PropsDirective())
    registry.register(ParityDirective())
    registry.register(CodeConnectDirective())
    registry.register(ImportDirective())
    registry.register(FigmaStylesDirective())
    registry.register(FigmaDescriptionDirective())
    registry.register(TokensDirective())
    registry.register(TokenListDirective())
    registry.register(ContrastPairsDirective())
    registry.register(DrawingDirective.specimens)
    registry.register(DrawingDirective.anatomy)
    registry.register(DrawingDirective.touchTarget)
    registry.register(IconsDirective())
    registry.register(AccessibilityDirective())
    registry.register(LiveDirective.preview)
    registry.register(LiveDirective.keyboard)
    registry.register(
      GeometryReference(name: "geometry", summary: "a number from a geometry model: geometry Toggle handle.x Active=On")
    )
    registry.register(
      GeometryReference(name: "size", summary: "a component's laid-out size: size _Toggle Label Show Description=false")
    )
    registry.register(TokenReference())
    registry.register(ContrastReference())
    registry.register(MinTouchTargetReference())
    registry.register(VariantCountReference())
    registry.register(FigmaLinkReference())
    registry.register(FigmaSourceReference())
    registry.register(SourceFileReference())
    return registry
  }
}
