import Geometry
import SpecimenCore

extension PageContext {
  /// The geometry model of `set`, or an error at the directive with a did-you-mean.
  func geometry(for set: String, at location: SourceLocation) -> GeometryLibrary? {
    guard let library = site.data.geometry else {
      if site.data.geometryUnavailable { return nil }
      error(
        "this site has no geometry models", at: location,
        hint: "add a model for the set under content/geometry/")
      return nil
    }
    guard library.hasModel(for: set) else {
      error(
        "no geometry model for '\(set)'", at: location,
        hint: Suggestion.hint(for: set, in: library.setNames) ?? "models: \(library.setNames.joined(separator: ", "))")
      return nil
    }
    return library
  }

  /// Runs a geometry renderer, turning its thrown diagnostics into the page's.
  func draw(_ render: () throws(DiagnosticsError) -> String) -> String {
    do {
      return try render()
    } catch {
      emit(error.diagnostics)
      return ""
    }
  }
}

extension DataDirective {
  /// A directive that draws from the set's geometry model; the fence names the set.
  static func drawing(
    _ name: String, summary: String,
    _ draw: @escaping @Sendable (GeometryLibrary, DirectiveInvocation, PageContext) throws(DiagnosticsError) -> String
  ) -> DataDirective {
    DataDirective(name: name, summary: summary) { invocation, context in
      guard let library = context.geometry(for: invocation.arguments, at: invocation.location) else { return "" }
      return context.draw { () throws(DiagnosticsError) -> String in try draw(library, invocation, context) }
    }
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
      context.error(
        "the tokens have no platform/min-touch-target per platform", at: invocation.location,
        hint: "define platform/min-touch-target in each context of a 'platform' modifier")
      return ""
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

  func render(arguments: String, at location: SourceLocation, context: PageContext) -> String {
    guard let library = context.site.data.geometry else {
      if context.site.data.geometryUnavailable { return "" }
      context.error("this site has no geometry models", at: location, hint: "add models under content/geometry/")
      return ""
    }
    return context.draw { () throws(DiagnosticsError) -> String in
      Escape.html(try library.query("\(name) \(arguments)", at: location))
    }
  }
}
