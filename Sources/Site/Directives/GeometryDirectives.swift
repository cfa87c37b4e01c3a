import Geometry
import SpecimenCore

extension PageContext {
  /// The geometry model of `set`, or an error at the directive with a did-you-mean.
  func geometry(for set: String, at location: SourceLocation, into result: inout DirectiveResult) -> GeometryLibrary? {
    guard let library = site.data.geometry else {
      result.error(
        "this site has no geometry models", at: location,
        hint: "add a model for the set under content/geometry/")
      return nil
    }
    guard library.hasModel(for: set) else {
      result.error(
        "no geometry model for '\(set)'", at: location,
        hint: Suggestion.hint(for: set, in: library.setNames) ?? "models: \(library.setNames.joined(separator: ", "))")
      return nil
    }
    return library
  }
}

/// A directive that draws from the set's geometry model; the fence names the set.
struct DrawingDirective: Directive {
  let name: String
  let summary: String
  let draw: @Sendable (GeometryLibrary, DirectiveInvocation, PageContext) throws(DiagnosticsError) -> String

  func render(_ invocation: DirectiveInvocation, context: PageContext) -> DirectiveResult {
    var result = DirectiveResult()
    let set = invocation.arguments
    guard let library = context.geometry(for: set, at: invocation.location, into: &result) else { return result }
    result.reads.models.insert(set)
    result.reads.componentSets.insert(set)
    result.reads.tokens.formUnion(library.tokensRead(set: set, includingInstances: true))
    do {
      // The geometry renderer escapes everything it writes from content.
      result.html = HTML(trusted: try draw(library, invocation, context))
    } catch {
      result.diagnostics.append(contentsOf: error.diagnostics)
    }
    return result
  }
}

extension DrawingDirective {
  static func drawing(
    _ name: String, summary: String,
    _ draw: @escaping @Sendable (GeometryLibrary, DirectiveInvocation, PageContext) throws(DiagnosticsError) -> String
  ) -> DrawingDirective {
    DrawingDirective(name: name, summary: summary, draw: draw)
  }

  /// ```` ```specimens Toggle ````: every published variant drawn from the model, grouped by the
  /// first variant property; the body filters (`State: Default, Focused`) or fixes properties.
  static let specimens = drawing("specimens", summary: "every variant of a set as inline SVG: specimens Toggle") {
    library, invocation, context throws(DiagnosticsError) in
    try library.specimensHTML(
      set: invocation.arguments, body: invocation.body, bodyLocation: invocation.bodyLocation(line: 0),
      idPrefix: context.nextIDPrefix())
  }

  /// ```` ```anatomy Toggle ````: one variant drawn large with redlines computed from the model.
  static let anatomy = drawing("anatomy", summary: "one variant with redlines and measurements: anatomy Toggle") {
    library, invocation, context throws(DiagnosticsError) in
    try library.anatomyHTML(
      set: invocation.arguments, body: invocation.body, bodyLocation: invocation.bodyLocation(line: 0),
      idPrefix: context.nextIDPrefix())
  }

  /// ```` ```touch-target Toggle ````: the hit frame against platform/min-touch-target per platform.
  static let touchTarget = drawing(
    "touch-target", summary: "the hit frame against the minimum touch target per platform: touch-target Toggle"
  ) { library, invocation, context throws(DiagnosticsError) in
    guard !context.site.data.touchTargets.isEmpty else {
      throw DiagnosticsError([
        .error(
          "the tokens have no platform/min-touch-target per platform", at: invocation.location,
          hint: "define platform/min-touch-target in each context of a 'platform' modifier")
      ])
    }
    return try library.touchTargetHTML(
      set: invocation.arguments, platforms: context.site.data.touchTargets, body: invocation.body,
      bodyLocation: invocation.bodyLocation(line: 0), idPrefix: context.nextIDPrefix())
  }
}

/// `{{geometry Toggle handle.x Active=On}}` → 19; `{{size _Toggle Label Show Description=false}}` → 340 × 44.
struct GeometryReference: InlineReference {
  let name: String
  let summary: String

  func render(arguments: String, at location: SourceLocation, context: PageContext) -> DirectiveResult {
    guard let library = context.site.data.geometry else {
      return .failure(.error("this site has no geometry models", at: location, hint: "add models under content/geometry/"))
    }
    var result = DirectiveResult()
    do {
      result.html.text(try library.query("\(name) \(arguments)", at: location))
      // The set is the first words that name one: the page depends on its model and tokens.
      if let set = library.setNames.filter({ arguments.hasPrefix($0 + " ") || arguments == $0 }).max(by: { $0.count < $1.count }) {
        result.reads.models.insert(set)
        result.reads.componentSets.insert(set)
        result.reads.tokens.formUnion(library.tokensRead(set: set, includingInstances: true))
      }
    } catch {
      result.diagnostics.append(contentsOf: error.diagnostics)
    }
    return result
  }
}
