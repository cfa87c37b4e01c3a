import SpecimenCore

/// A set's hit frames drawn against each platform's minimum touch target: per distinct size,
/// one drawing per platform with its caption, and the report saying what to add in code.
package struct TouchTargetDrawing: Sendable {
  package struct Platform: Sendable {
    package var check: TouchTargetReport.Check
    package var svg: Markup
    /// "iOS 44 pt: 52 × 44, meets".
    package var caption: String
    /// Where the target's middle sits across the drawing, from 0 (left) to 1 (right): the
    /// caption is placed under it.
    package var targetAt: Double
  }

  package struct Size: Sendable {
    package var report: TouchTargetReport
    package var platforms: [Platform]
  }

  package var set: String
  package var sizes: [Size]
  /// A hidden `<svg>` with the definitions the drawings share; empty when they share none.
  package var definitions: Markup
}

extension GeometryLibrary {
  /// The hit frame drawn against each platform's minimum (a dashed square centred on it).
  package func touchTargetDrawing(
    set: String, platforms: [TouchTargetPlatform], body: String = "", bodyLocation: SourceLocation? = nil,
    idPrefix: String, scale: Double = 2, into diagnostics: inout Diagnostics
  ) -> TouchTargetDrawing? {
    if platforms.isEmpty {
      diagnostics.error(
        "no platform context gives platform/min-touch-target", at: bodyLocation,
        hint: "define the token in each platform context of the resolver", id: .geometryTouchTargetTokenMissing)
      return nil
    }
    guard
      let reports = touchTargets(
        set: set, platforms: platforms, body: body, bodyLocation: bodyLocation, into: &diagnostics)
    else { return nil }
    let n = NumberFormat.number
    let defs = SVGDefs(prefix: idPrefix)
    var sizes: [TouchTargetDrawing.Size] = []
    for report in reports {
      let component = report.component
      let target = component.layers.isEmpty ? component.frame : component.layers[component.targetIndex].frame
      var drawings: [TouchTargetDrawing.Platform] = []
      for check in report.checks {
        let minimum = check.platform.minimum
        // Room for both the component and the minimum square centred on the target.
        let square = Rect(
          x: target.midX - minimum / 2, y: target.midY - minimum / 2, width: minimum, height: minimum)
        let bounds = square.union(component.frame).insetBy(-4)
        // A wide component is drawn smaller (down to three quarters), so two platforms' figures
        // sit side by side in the article.
        let scale = max(0.75, min(scale, 320 / max(bounds.width, 1)))
        let drawing = SVGRenderer(
          component: component, icons: icons, options: SVGOptions(idPrefix: idPrefix), defs: defs
        ).body()
        let label =
          "\(component.label) against the \(check.platform.name) minimum of \(n(minimum)) \(check.platform.unit)"
        var attributes: MarkupAttributes = [
          "xmlns": "http://www.w3.org/2000/svg",
          "viewBox": Markup.numbers([bounds.x, bounds.y, bounds.width, bounds.height]),
        ]
        attributes.add("width", number: bounds.width * scale)
        attributes.add("height", number: bounds.height * scale)
        attributes.add("role", "img")
        attributes.add("aria-label", label)
        attributes.add("class", .theme(.touchTargetSvg))
        attributes.addDrawingTextStyle()
        let svg = Markup {
          $0.element("svg", attributes: attributes) { svg in
            svg.append(drawing)
            svg.empty(
              "rect",
              [
                "x": n(target.x), "y": n(target.y), "width": n(target.width), "height": n(target.height),
                "fill": "none",
                "stroke-width": "0.5",
                "style": CSSStyle(["stroke": CSS.variable("--specimen-redline", fallback: "#E5484D")]).text,
              ])
            svg.empty(
              "rect",
              [
                "class": .theme(.touchTargetMinimum), "x": n(square.x), "y": n(square.y), "width": n(minimum),
                "height": n(minimum), "fill": "none", "stroke-width": "0.5", "stroke-dasharray": "2 2",
                "style": CSSStyle(["stroke": CSS.variable("--specimen-target", fallback: "#0A84FF")]).text,
              ])
          }
        }
        let verdict =
          check.meets ? "meets" : "add \(n(max(check.shortWidth, check.shortHeight))) \(check.platform.unit)"
        let caption =
          "\(check.platform.name) \(n(minimum)) \(check.platform.unit): \(n(report.width)) × \(n(report.height)), \(verdict)"
        drawings.append(
          TouchTargetDrawing.Platform(
            check: check, svg: svg, caption: caption,
            targetAt: min(1, max(0, (target.midX - bounds.x) / max(bounds.width, 1)))))
      }
      sizes.append(TouchTargetDrawing.Size(report: report, platforms: drawings))
    }
    return TouchTargetDrawing(set: set, sizes: sizes, definitions: SVGDefs.holder(defs))
  }
}
