import Geometry
import SpecimenCore

extension PageContext {
  /// The geometry model of `set`, or an error at the directive with a did-you-mean.
  func geometry(for set: String, at location: SourceLocation) -> GeometryLibrary? {
    guard let library = site.data.geometry else {
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

/// ```` ```specimens Toggle ````: every published variant drawn from the model, grouped by the
/// first variant property; the body filters (`State: Default, Focused`) or fixes properties.
struct SpecimensDirective: Directive {
  let name = "specimens"
  let summary = "every variant of a set as inline SVG: specimens Toggle"

  func render(_ invocation: DirectiveInvocation, context: PageContext) -> String {
    guard let library = context.geometry(for: invocation.arguments, at: invocation.location) else { return "" }
    return context.draw { () throws(DiagnosticsError) -> String in
      try library.specimensHTML(
        set: invocation.arguments, body: invocation.body, bodyLocation: invocation.bodyLocation(line: 0),
        idPrefix: context.nextIDPrefix())
    }
  }
}

/// ```` ```anatomy Toggle ````: one variant drawn large with redlines computed from the model.
struct AnatomyDirective: Directive {
  let name = "anatomy"
  let summary = "one variant with redlines and measurements: anatomy Toggle"

  func render(_ invocation: DirectiveInvocation, context: PageContext) -> String {
    guard let library = context.geometry(for: invocation.arguments, at: invocation.location) else { return "" }
    return context.draw { () throws(DiagnosticsError) -> String in
      try library.anatomyHTML(
        set: invocation.arguments, body: invocation.body, bodyLocation: invocation.bodyLocation(line: 0),
        idPrefix: context.nextIDPrefix())
    }
  }
}

/// ```` ```touch-target Toggle ````: the hit frame against platform/min-touch-target per platform.
struct TouchTargetDirective: Directive {
  let name = "touch-target"
  let summary = "the hit frame against the minimum touch target per platform: touch-target Toggle"

  func render(_ invocation: DirectiveInvocation, context: PageContext) -> String {
    guard let library = context.geometry(for: invocation.arguments, at: invocation.location) else { return "" }
    guard !context.site.data.touchTargets.isEmpty else {
      context.error(
        "the tokens have no platform/min-touch-target per platform", at: invocation.location,
        hint: "define platform/min-touch-target in each context of a 'platform' modifier")
      return ""
    }
    return context.draw { () throws(DiagnosticsError) -> String in
      try library.touchTargetHTML(
        set: invocation.arguments, platforms: context.site.data.touchTargets, body: invocation.body,
        bodyLocation: invocation.bodyLocation(line: 0), idPrefix: context.nextIDPrefix())
    }
  }
}

/// `{{geometry Toggle handle.x Active=On}}` → 19; `{{size _Toggle Label Show Description=false}}` → 340 × 44.
struct GeometryReference: InlineReference {
  let name: String
  let summary: String

  func render(arguments: String, at location: SourceLocation, context: PageContext) -> String {
    guard let library = context.site.data.geometry else {
      context.error("this site has no geometry models", at: location, hint: "add models under content/geometry/")
      return ""
    }
    return context.draw { () throws(DiagnosticsError) -> String in
      Escape.html(try library.query("\(name) \(arguments)", at: location))
    }
  }
}
