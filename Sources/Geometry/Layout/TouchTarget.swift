import SpecimenCore

/// One hit frame size of a set against every platform's minimum touch target.
package struct TouchTargetReport: Sendable {
  package struct Check: Sendable {
    package var platform: TouchTargetPlatform
    /// How much is missing on each axis (0 when the axis meets the minimum).
    package var shortWidth: Double
    package var shortHeight: Double
    package var meets: Bool { shortWidth <= 0 && shortHeight <= 0 }
  }

  /// The variant drawn for this size, and what distinguishes it ("Size: sm"), if anything.
  package var component: LaidOutComponent
  package var distinction: String?
  /// What the frame is called in prose: "frame", or the target layer's name.
  package var noun: String
  package var width: Double
  package var height: Double
  package var checks: [Check]

  /// "The 52 by 44 frame meets the iOS minimum on both axes. On Android, add 4 dp of hit area in code."
  package var text: String {
    var sentences: [String] = []
    let subject = "The \(Format.by(width, height)) \(noun)"
    let meeting = checks.filter(\.meets).map(\.platform.name)
    if meeting.isEmpty {
      sentences.append("\(subject) is below the minimum on \(checks.count == 1 ? checks[0].platform.name : "every platform").")
    } else {
      sentences.append(
        "\(subject) meets the \(Format.list(meeting)) minimum\(meeting.count > 1 ? "s" : "") on both axes.")
    }
    for check in checks where !check.meets {
      let unit = check.platform.unit
      let n = Format.number
      let w = check.shortWidth
      let h = check.shortHeight
      let amount: String
      if w > 0, h > 0 {
        amount = abs(w - h) < 0.001
          ? "\(n(w)) \(unit) of hit area on each axis"
          : "\(n(w)) \(unit) of width and \(n(h)) \(unit) of height"
      } else {
        amount = "\(n(max(w, h))) \(unit) of hit area"
      }
      sentences.append("On \(check.platform.name), add \(amount) in code.")
    }
    return sentences.joined(separator: " ")
  }
}

extension GeometryLibrary {
  /// Every distinct hit-frame size among the selected variants, checked against each platform.
  package func touchTargets(
    set: String, platforms: [TouchTargetPlatform], body: String = "", bodyLocation: SourceLocation? = nil
  ) throws(DiagnosticsError) -> [TouchTargetReport] {
    let (model, shape) = try lookUp(set, at: bodyLocation)
    let selection = try VariantSelection.parse(body, for: shape, at: bodyLocation)
    var sizes: [(width: Double, height: Double, components: [LaidOutComponent])] = []
    for variant in selection.variants(of: shape) {
      let component = try layout(set: set, variant: variant, properties: selection.properties, at: bodyLocation)
      let frame = component.layers.isEmpty ? component.frame : component.layers[component.targetIndex].frame
      if let index = sizes.firstIndex(where: { abs($0.width - frame.width) < 0.001 && abs($0.height - frame.height) < 0.001 }) {
        sizes[index].components.append(component)
      } else {
        sizes.append((frame.width, frame.height, [component]))
      }
    }
    let noun = model.target.flatMap { $0.name == "root" ? nil : $0.name } ?? "frame"
    return sizes.map { size in
      // What every variant of this size shares and the other sizes do not.
      var distinction: String?
      if sizes.count > 1 {
        let shared = shape.variantProperties.compactMap { property -> String? in
          let values = Set(size.components.compactMap { $0.variant[property.name] })
          guard values.count == 1, let value = values.first else { return nil }
          let elsewhere = sizes.contains { other in
            other.width != size.width || other.height != size.height
              ? other.components.allSatisfy { $0.variant[property.name] == value } : false
          }
          return elsewhere ? nil : "\(property.name): \(value)"
        }
        distinction = shared.isEmpty ? size.components[0].label : shared.joined(separator: ", ")
      }
      let checks = platforms.map { platform in
        TouchTargetReport.Check(
          platform: platform, shortWidth: max(0, platform.minimum - size.width),
          shortHeight: max(0, platform.minimum - size.height))
      }
      return TouchTargetReport(
        component: size.components[0], distinction: distinction, noun: noun, width: size.width,
        height: size.height, checks: checks)
    }
  }

  /// The hit frame drawn against each platform's minimum (a dashed square centred on it),
  /// with the sentence saying which axes meet it and how much hit area to add in code.
  package func touchTargetHTML(
    set: String, platforms: [TouchTargetPlatform], body: String = "", bodyLocation: SourceLocation? = nil,
    idPrefix: String, scale: Double = 2
  ) throws(DiagnosticsError) -> String {
    if platforms.isEmpty {
      throw DiagnosticsError([
        .error(
          "no platform context gives platform/min-touch-target", at: bodyLocation,
          hint: "define the token in each platform context of the resolver")
      ])
    }
    let reports = try touchTargets(set: set, platforms: platforms, body: body, bodyLocation: bodyLocation)
    let n = Format.number
    let defs = SVGDefs(prefix: idPrefix)
    var html = "<div class=\"sp-touch-target\" data-set=\"\(Escape.html(set))\">"
    var figures = ""
    for report in reports {
      let component = report.component
      let target = component.layers.isEmpty ? component.frame : component.layers[component.targetIndex].frame
      if let distinction = report.distinction {
        figures += "<p class=\"sp-touch-target-variant\">\(Escape.html(distinction))</p>"
      }
      figures += "<div class=\"sp-touch-target-row\">"
      for check in report.checks {
        let minimum = check.platform.minimum
        // Room for both the component and the minimum square centred on the target.
        let square = GeometryRect(
          x: target.midX - minimum / 2, y: target.midY - minimum / 2, width: minimum, height: minimum)
        let bounds = square.union(component.frame).insetBy(-4)
        let drawing = SVGRenderer(
          component: component, icons: icons, options: SVGOptions(idPrefix: idPrefix), defs: defs
        ).body()
        let label = "\(component.label) against the \(check.platform.name) minimum of \(n(minimum)) \(check.platform.unit)"
        var svg = "<svg xmlns=\"http://www.w3.org/2000/svg\" viewBox=\"\([bounds.x, bounds.y, bounds.width, bounds.height].map(n).joined(separator: " "))\""
        svg += " width=\"\(n(bounds.width * scale))\" height=\"\(n(bounds.height * scale))\" role=\"img\" aria-label=\"\(Escape.html(label))\" class=\"sp-touch-target-svg\">"
        svg += drawing
        svg += "<rect x=\"\(n(target.x))\" y=\"\(n(target.y))\" width=\"\(n(target.width))\" height=\"\(n(target.height))\" fill=\"none\" stroke-width=\"0.5\" style=\"stroke:var(--specimen-redline, #E5484D)\"/>"
        svg += "<rect class=\"sp-touch-target-minimum\" x=\"\(n(square.x))\" y=\"\(n(square.y))\" width=\"\(n(minimum))\" height=\"\(n(minimum))\" fill=\"none\" stroke-width=\"0.5\" stroke-dasharray=\"2 2\" style=\"stroke:var(--specimen-target, #0A84FF)\"/>"
        svg += "</svg>"
        let verdict = check.meets ? "meets" : "add \(n(max(check.shortWidth, check.shortHeight))) \(check.platform.unit)"
        figures += "<figure class=\"sp-touch-target-platform\">" + svg
        figures += "<figcaption>\(Escape.html("\(check.platform.name) \(n(minimum)) \(check.platform.unit): \(n(report.width)) × \(n(report.height)), \(verdict)"))</figcaption></figure>"
      }
      figures += "</div>"
      figures += "<p class=\"sp-touch-target-summary\">\(Escape.html(report.text))</p>"
    }
    if !defs.isEmpty {
      html += "<svg class=\"sp-specimen-defs\" width=\"0\" height=\"0\" aria-hidden=\"true\" focusable=\"false\" style=\"position:absolute\">\(defs.markup)</svg>"
    }
    return html + figures + "</div>"
  }
}
