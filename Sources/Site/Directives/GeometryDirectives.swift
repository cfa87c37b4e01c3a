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
      context.error("this site has no geometry models", at: location, hint: "add models under content/geometry/")
      return ""
    }
    return context.draw { () throws(DiagnosticsError) -> String in
      Escape.html(try library.query("\(name) \(arguments)", at: location))
    }
  }
}

// MARK: Markup

// Geometry returns laid-out components and their SVG; the figures, captions, lists and
// sentences around them are page markup, written here. Classes are documented in docs/GEOMETRY.md.
extension GeometryLibrary {
  /// A gallery of figures grouped by the first variant property, after the shared definitions.
  func specimensHTML(
    set: String, body: String = "", bodyLocation: SourceLocation? = nil, idPrefix: String, scale: Double = 1
  ) throws(DiagnosticsError) -> String {
    let gallery = try specimens(set: set, body: body, bodyLocation: bodyLocation, idPrefix: idPrefix, scale: scale)
    var html = "<div class=\"sp-specimens\" data-set=\"\(Escape.html(gallery.set))\">" + gallery.definitions
    if !gallery.fixedProperties.isEmpty {
      html += "<p class=\"sp-specimen-properties\">\(Escape.html(gallery.fixedProperties.joined(separator: ", ")))</p>"
    }
    for group in gallery.groups {
      if let label = group.label {
        html += "<div class=\"sp-specimen-group\" role=\"group\" aria-label=\"\(Escape.html(label))\">"
        html += "<p class=\"sp-specimen-group-label\">\(Escape.html(label))</p>"
      } else {
        html += "<div class=\"sp-specimen-group\">"
      }
      html += "<div class=\"sp-specimen-row\">"
      for figure in group.figures {
        html += "<figure class=\"sp-specimen\">" + figure.svg
        html += "<figcaption>\(Escape.html(figure.caption))</figcaption></figure>"
      }
      html += "</div></div>"
    }
    return html + "</div>"
  }

  /// The anatomy drawing in a figure, the list of parts with their measurements, and the
  /// measurements as sentences.
  func anatomyHTML(
    set: String, body: String = "", bodyLocation: SourceLocation? = nil, idPrefix: String
  ) throws(DiagnosticsError) -> String {
    let drawing = try anatomyDrawing(set: set, body: body, bodyLocation: bodyLocation, idPrefix: idPrefix)
    let report = drawing.report
    var html = "<figure class=\"sp-anatomy\" data-set=\"\(Escape.html(set))\">" + drawing.svg
    html += "<figcaption>\(Escape.html(report.component.label))</figcaption></figure>"
    html += "<ol class=\"sp-anatomy-parts\">"
    for part in report.parts {
      html += "<li><span class=\"sp-anatomy-part\">\(Escape.html(part.label))</span> "
      html += Escape.html(part.measurements) + "</li>"
    }
    html += "</ol>"
    return html + "<p class=\"sp-anatomy-measurements\">\(Escape.html(report.text))</p>"
  }

  /// Per hit-frame size: its drawings against each platform's minimum, captioned, and the
  /// sentence saying which axes meet it and how much hit area to add in code.
  func touchTargetHTML(
    set: String, platforms: [TouchTargetPlatform], body: String = "", bodyLocation: SourceLocation? = nil,
    idPrefix: String, scale: Double = 2
  ) throws(DiagnosticsError) -> String {
    let drawing = try touchTargetDrawing(
      set: set, platforms: platforms, body: body, bodyLocation: bodyLocation, idPrefix: idPrefix, scale: scale)
    var html = "<div class=\"sp-touch-target\" data-set=\"\(Escape.html(drawing.set))\">" + drawing.definitions
    for size in drawing.sizes {
      if let distinction = size.report.distinction {
        html += "<p class=\"sp-touch-target-variant\">\(Escape.html(distinction))</p>"
      }
      html += "<div class=\"sp-touch-target-row\">"
      for platform in size.platforms {
        html += "<figure class=\"sp-touch-target-platform\">" + platform.svg
        html += "<figcaption>\(Escape.html(platform.caption))</figcaption></figure>"
      }
      html += "</div><p class=\"sp-touch-target-summary\">\(Escape.html(size.report.text))</p>"
    }
    return html + "</div>"
  }
}
