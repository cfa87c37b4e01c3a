import SpecimenCore

// An anatomy drawing written as SVG: its outlines, lines, callouts and labels over the enlarged
// variant on the specimen well.
extension GeometryLibrary {
  /// The drawing's marks and the enlarged variant as one `<svg>`.
  func anatomySVG(of drawing: AnatomyDrawing, idPrefix: String) -> Markup {
    let n = NumberFormat.number
    let component = drawing.report.component
    var marks = Markup()
    // A ghost is drawn only outside the moving part where it is drawn: the view box with the
    // part's shape cut out of it.
    let ghostClip = "\(idPrefix)ghost"
    if let travel = drawing.report.travel, drawing.outlines.contains(where: \.isGhost) {
      let r = drawing.screenFrame(of: drawing.report.parts[travel.part])
      let cutOut =
        drawing.report.parts[travel.part].isCircle
        ? "M\(n(r.x)) \(n(r.midY))a\(n(r.width / 2)) \(n(r.width / 2)) 0 1 0 \(n(r.width)) 0a\(n(r.width / 2)) \(n(r.width / 2)) 0 1 0 \(n(-r.width)) 0Z"
        : "M\(n(r.x)) \(n(r.y))h\(n(r.width))v\(n(r.height))h\(n(-r.width))Z"
      marks.element("clipPath", ["id": ghostClip]) {
        $0.empty(
          "path", ["clip-rule": "evenodd", "d": "M0 0H\(n(drawing.width))V\(n(drawing.height))H0Z" + cutOut])
      }
    }
    for outline in drawing.outlines {
      let r = outline.rect
      let clip = outline.isGhost ? "url(#\(ghostClip))" : nil
      if outline.circle {
        marks.empty(
          "circle",
          [
            "cx": n(r.midX), "cy": n(r.midY), "r": n(r.width / 2), "fill": "none", "stroke-dasharray": "3 3",
            "clip-path": clip,
          ])
      } else {
        marks.empty(
          "rect",
          [
            "x": n(r.x), "y": n(r.y), "width": n(r.width), "height": n(r.height), "fill": "none",
            "stroke-dasharray": "3 3", "clip-path": clip,
          ])
      }
    }
    for line in drawing.lines {
      // A leader from a callout to its part is marked, for a theme to style and a check to find.
      let kind = line.isLeader ? String.theme(.leader) : nil
      if let knee = line.kneeX {
        marks.empty(
          "polyline",
          [
            "class": kind,
            "points": "\(n(line.x1)),\(n(line.y1)) \(n(knee)),\(n(line.y1)) \(n(line.x2)),\(n(line.y2))",
            "fill": "none",
          ])
      } else {
        marks.empty(
          "line", ["class": kind, "x1": n(line.x1), "y1": n(line.y1), "x2": n(line.x2), "y2": n(line.y2)])
      }
    }
    for callout in drawing.callouts {
      marks.empty(
        "circle",
        [
          "cx": n(callout.x), "cy": n(callout.y), "r": n(AnatomyDrawing.calloutRadius),
          "style": CSSStyle(["fill": AnatomyDrawing.color]).text, "stroke": "none",
        ])
    }
    for label in drawing.labels {
      marks.element(
        "text",
        [
          "x": n(label.x), "y": n(label.y), "text-anchor": label.anchor.rawValue, "stroke": "none",
          "style": label.isCallout ? CSSStyle(["fill": AnatomyDrawing.calloutTextColor]).text : nil,
        ], text: label.text)
    }

    let defs = SVGDefs(prefix: idPrefix)
    let body = SVGRenderer(
      component: component, icons: icons, options: SVGOptions(idPrefix: idPrefix), defs: defs
    ).body()
    let label = "Anatomy of \(component.label)"
    var attributes: MarkupAttributes = [
      "xmlns": "http://www.w3.org/2000/svg", "viewBox": "0 0 \(n(drawing.width)) \(n(drawing.height))",
      "width": n(drawing.width), "height": n(drawing.height), "role": "img", "aria-label": label,
      "class": .theme(.anatomySvg),
    ]
    // Below 80 % of its size the redline labels are too small to read: the figure scrolls instead.
    attributes.addDrawingTextStyle(style: ["min-width": "\(n((drawing.width * 0.8).rounded()))px"])
    return Markup {
      $0.element("svg", attributes: attributes) { svg in
        svg.append(defs.markup)
        // The variant on the page's own color, as its specimens sit and the audit measures, so a
        // faint rule shows as it will in the product; a faint checker only where a layer is
        // translucent, to show what lies beneath it (specimen.css).
        let well = "\(idPrefix)well"
        svg.element("pattern", ["id": well, "width": "16", "height": "16", "patternUnits": "userSpaceOnUse"]) {
          $0.empty(
            "rect",
            [
              "width": "16", "height": "16",
              "style": CSSStyle(["fill": CSS.variable("--sp-bg", fallback: "#FFFFFF")]).text,
            ])
          if component.hasTranslucentLayer {
            $0.empty(
              "path",
              [
                "d": "M0 0h8v8H0zM8 8h8v8H8z",
                "style": CSSStyle(["fill": CSS.variable("--specimen-checker", fallback: "rgb(0 0 0 / 0.035)")]).text,
              ])
          }
        }
        let box = drawing.drawingBox
        svg.empty(
          "rect",
          [
            "class": .theme(.anatomyWell), "x": n(box.x), "y": n(box.y), "width": n(box.width), "height": n(box.height),
            "fill": "url(#\(well))",
          ])
        svg.element(
          "g",
          ["transform": "translate(\(n(drawing.originX)) \(n(drawing.originY))) scale(\(n(drawing.scale)))"]
        ) { $0.append(body) }
        svg.element(
          "g",
          [
            "class": .theme(.redlines), "font-family": "Inter, sans-serif", "font-size": n(AnatomyDrawing.fontSize),
            "style": CSSStyle(["fill": AnatomyDrawing.color, "stroke": AnatomyDrawing.color]).text,
          ]
        ) { $0.append(marks) }
      }
    }
  }
}
