import SpecimenCore

/// Draws a laid-out variant as SVG markup: shapes in paint order, shadows and focus rings as
/// shape copies under their layer, icons as `<use>` of shared symbols, colors as CSS variables.
struct SVGRenderer {
  let component: LaidOutComponent
  let icons: IconLibrary
  let options: SVGOptions
  let defs: SVGDefs

  /// The `<svg>` element; its `<defs>` go to `defs`, which the caller writes out.
  func svg() -> String {
    let bleed = component.bleed
    let viewBox = [-bleed, -bleed, component.width + 2 * bleed, component.height + 2 * bleed]
    var out = "<svg xmlns=\"http://www.w3.org/2000/svg\""
    out += " viewBox=\"\(viewBox.map(Format.number).joined(separator: " "))\""
    out +=
      " width=\"\(Format.number(viewBox[2] * options.scale))\" height=\"\(Format.number(viewBox[3] * options.scale))\""
    out += " role=\"img\" aria-label=\"\(Escape.html(options.label ?? component.label))\""
    if let className = options.className { out += " class=\"\(Escape.html(className))\"" }
    out += ">"
    out += body()
    return out + "</svg>"
  }

  /// The drawing without the `<svg>` element (the anatomy places it inside its own).
  func body() -> String {
    var out = ""
    let backdrop = component.layers.indices.filter {
      component.layers[$0].isBackdrop && component.layers[$0].parent == nil
    }
    var backdropID: String?
    if !backdrop.isEmpty {
      // The backdrop stands for what lies behind the component: it ends at the frame and its
      // bleed, so a large shape never spills over the card or the captions around it.
      let bleed = component.bleed
      let frame =
        "<rect x=\"\(n(-bleed))\" y=\"\(n(-bleed))\" width=\"\(n(component.width + 2 * bleed))\" height=\"\(n(component.height + 2 * bleed))\"/>"
      let markup =
        "<g clip-path=\"url(#\(defs.clip(frame)))\">"
        + backdrop.map { draw($0, backdropID: nil) }.joined() + "</g>"
      if component.layers.contains(where: { $0.backgroundBlur != nil }) {
        let id = defs.group(markup)
        backdropID = id
        out += "<use href=\"#\(id)\"/>"
      } else {
        out += markup
      }
    }
    if !component.layers.isEmpty { out += draw(0, backdropID: backdropID) }
    return out
  }

  // MARK: Layers

  private func draw(_ index: Int, backdropID: String?) -> String {
    let layer = component.layers[index]
    var out = ""
    // Shadows and rings first, the last layer of a token lowest (as CSS box-shadow paints).
    for effect in layer.effects.reversed() {
      for shadow in effect.layers.reversed() where !shadow.inset {
        out += shadowCopy(layer, shadow)
      }
    }
    if let blur = layer.backgroundBlur, let backdropID, let outline = outline(layer, grow: 0) {
      let clip = defs.clip(outline + "/>")
      out += "<g clip-path=\"url(#\(clip))\"><use href=\"#\(backdropID)\" filter=\"url(#\(defs.blur(blur)))\"/></g>"
    }
    out += shape(layer)
    var children = layer.children.map { draw($0, backdropID: backdropID) }.joined()
    if layer.clip, !children.isEmpty, let outline = outline(layer, grow: 0) {
      children = "<g clip-path=\"url(#\(defs.clip(outline + "/>")))\">" + children + "</g>"
    }
    out += children
    if layer.opacity < 1, !out.isEmpty {
      out = "<g opacity=\"\(Format.number(layer.opacity))\">" + out + "</g>"
    }
    return out
  }

  private func shape(_ layer: LaidOutLayer) -> String {
    switch layer.kind {
    case .frame, .instance, .ellipse:
      guard layer.fill != nil || layer.stroke != nil else { return "" }
      var out = ""
      if let stroke = layer.stroke, stroke.alignment != .center {
        // An inside or outside stroke: the fill keeps the edge, the stroke moves off it by half.
        let grow = stroke.alignment == .inside ? -stroke.width / 2 : stroke.width / 2
        if let fill = layer.fill, let outline = outline(layer, grow: 0) {
          out += outline + paintAttributes(fill: fill, stroke: nil) + "/>"
        }
        if let outline = outline(layer, grow: grow) {
          out += outline + paintAttributes(fill: nil, stroke: stroke) + "/>"
        }
        return out
      }
      guard let outline = outline(layer, grow: 0) else { return "" }
      return outline + paintAttributes(fill: layer.fill, stroke: layer.stroke) + "/>"
    case .line:
      guard layer.linePoints.count == 4 else { return "" }
      let p = layer.linePoints
      let stroke = layer.stroke ?? layer.fill.map { StrokeSpec(paint: $0, width: 1, alignment: .center) }
      guard let stroke else { return "" }
      return
        "<line x1=\"\(n(layer.frame.x + p[0]))\" y1=\"\(n(layer.frame.y + p[1]))\" x2=\"\(n(layer.frame.x + p[2]))\" y2=\"\(n(layer.frame.y + p[3]))\""
        + paintAttributes(fill: nil, stroke: stroke) + "/>"
    case .path:
      guard let d = layer.pathData else { return "" }
      return "<path d=\"\(Escape.html(d))\" transform=\"translate(\(n(layer.frame.x)) \(n(layer.frame.y)))\""
        + paintAttributes(fill: layer.fill, stroke: layer.stroke) + "/>"
    case .text:
      return text(layer)
    case .icon:
      guard let name = layer.icon, let icon = icons.icon(named: name) else { return "" }
      let id = defs.icon(icon)
      var out = "<use href=\"#\(id)\" x=\"\(n(layer.frame.x))\" y=\"\(n(layer.frame.y))\""
      out += " width=\"\(n(layer.frame.width))\" height=\"\(n(layer.frame.height))\""
      if let fill = layer.fill { out += paint(fill, property: "color") }
      return out + "/>"
    }
  }

  private func text(_ layer: LaidOutLayer) -> String {
    guard let style = layer.style, !layer.lines.isEmpty, layer.lines.contains(where: { !$0.text.isEmpty }) else {
      return ""
    }
    let family = style.fontFamily.contains(" ") ? "'\(style.fontFamily)'" : style.fontFamily
    var out = "<text font-family=\"\(Escape.html(family)), sans-serif\" font-size=\"\(n(style.fontSize))\""
    if style.fontWeight != 400 { out += " font-weight=\"\(n(style.fontWeight))\"" }
    if style.letterSpacing != 0 { out += " letter-spacing=\"\(n(style.letterSpacing))\"" }
    let anchor: String?
    switch layer.textAlign {
    case .center: anchor = "middle"
    case .end: anchor = "end"
    default: anchor = nil
    }
    if let anchor { out += " text-anchor=\"\(anchor)\"" }
    out += paintAttributes(fill: layer.fill ?? GeometryPaint(color: GeometryColor(hex: "#000000")), stroke: nil)
    func x(_ line: TextLine) -> Double {
      switch layer.textAlign {
      case .center: return line.x + line.width / 2
      case .end: return line.x + line.width
      default: return line.x
      }
    }
    if layer.lines.count == 1 {
      let line = layer.lines[0]
      return out + " x=\"\(n(x(line)))\" y=\"\(n(line.baseline))\">\(Escape.html(line.text))</text>"
    }
    out += ">"
    for line in layer.lines {
      out += "<tspan x=\"\(n(x(line)))\" y=\"\(n(line.baseline))\">\(Escape.html(line.text))</tspan>"
    }
    return out + "</text>"
  }

  /// A copy of the layer's outline under it: offset, grown by the spread, blurred if asked.
  private func shadowCopy(_ layer: LaidOutLayer, _ shadow: GeometryShadowLayer) -> String {
    guard var outline = outline(layer, grow: shadow.spread, dx: shadow.offsetX, dy: shadow.offsetY) else {
      return ""
    }
    if shadow.blur > 0 { outline += " filter=\"url(#\(defs.blur(shadow.blur)))\"" }
    return outline + paintAttributes(fill: shadow.paint, stroke: nil) + "/>"
  }

  /// The opening of the element drawing the layer's outline, grown by `grow` on every side
  /// (an outside stroke, a spread) and moved by (dx, dy); nil for layers without an area.
  private func outline(_ layer: LaidOutLayer, grow: Double, dx: Double = 0, dy: Double = 0) -> String? {
    let rect = layer.frame.insetBy(-grow).offsetBy(dx, dy)
    guard rect.width > 0, rect.height > 0 else { return nil }
    switch layer.kind {
    case .ellipse:
      if abs(rect.width - rect.height) < 0.001 {
        return "<circle cx=\"\(n(rect.midX))\" cy=\"\(n(rect.midY))\" r=\"\(n(rect.width / 2))\""
      }
      return
        "<ellipse cx=\"\(n(rect.midX))\" cy=\"\(n(rect.midY))\" rx=\"\(n(rect.width / 2))\" ry=\"\(n(rect.height / 2))\""
    case .frame, .instance:
      let corners = layer.corners.expanded(by: grow).clamped(to: rect)
      if corners.isUniform {
        var out = "<rect x=\"\(n(rect.x))\" y=\"\(n(rect.y))\" width=\"\(n(rect.width))\" height=\"\(n(rect.height))\""
        if corners.topLeft > 0 { out += " rx=\"\(n(corners.topLeft))\"" }
        return out
      }
      return "<path d=\"\(Self.roundedRect(rect, corners))\""
    default:
      return nil
    }
  }

  static func roundedRect(_ r: GeometryRect, _ c: GeometryCorners) -> String {
    let n = Format.number
    var d = "M\(n(r.x + c.topLeft)) \(n(r.y))H\(n(r.maxX - c.topRight))"
    if c.topRight > 0 { d += "A\(n(c.topRight)) \(n(c.topRight)) 0 0 1 \(n(r.maxX)) \(n(r.y + c.topRight))" }
    d += "V\(n(r.maxY - c.bottomRight))"
    if c.bottomRight > 0 {
      d += "A\(n(c.bottomRight)) \(n(c.bottomRight)) 0 0 1 \(n(r.maxX - c.bottomRight)) \(n(r.maxY))"
    }
    d += "H\(n(r.x + c.bottomLeft))"
    if c.bottomLeft > 0 { d += "A\(n(c.bottomLeft)) \(n(c.bottomLeft)) 0 0 1 \(n(r.x)) \(n(r.maxY - c.bottomLeft))" }
    d += "V\(n(r.y + c.topLeft))"
    if c.topLeft > 0 { d += "A\(n(c.topLeft)) \(n(c.topLeft)) 0 0 1 \(n(r.x + c.topLeft)) \(n(r.y))" }
    return d + "Z"
  }

  // MARK: Paint

  /// ` fill="…" stroke="…"` or ` style="fill:var(…);stroke:var(…)"`, with the stroke width.
  private func paintAttributes(fill: GeometryPaint?, stroke: StrokeSpec?) -> String {
    var attributes = ""
    var declarations: [String] = []
    func add(_ property: String, _ paint: GeometryPaint?) {
      guard let paint else {
        attributes += " \(property)=\"none\""
        return
      }
      if let gradient = paint.gradient {
        attributes += " \(property)=\"url(#\(defs.gradient(gradient)))\""
        if paint.opacity < 1 { attributes += " \(property)-opacity=\"\(n(paint.opacity))\"" }
        return
      }
      if options.colors == .cssVariables, let variable = paint.cssVariable {
        declarations.append("\(property):var(\(variable), \(paint.color.css))")
        if paint.opacity < 1 { attributes += " \(property)-opacity=\"\(n(paint.opacity))\"" }
      } else {
        attributes += " \(property)=\"\(paint.color.hex)\""
        let opacity = paint.color.alpha * paint.opacity
        if opacity < 1 { attributes += " \(property)-opacity=\"\(n(opacity))\"" }
      }
    }
    add("fill", fill)
    if let stroke {
      add("stroke", stroke.paint)
      if stroke.width != 1 { attributes += " stroke-width=\"\(n(stroke.width))\"" }
    }
    if !declarations.isEmpty { attributes += " style=\"\(Escape.html(declarations.joined(separator: ";")))\"" }
    return attributes
  }

  /// One paint as ` color="…"` or ` style="color:var(…)"`.
  private func paint(_ paint: GeometryPaint, property: String) -> String {
    if options.colors == .cssVariables, let variable = paint.cssVariable {
      let opacity = paint.opacity < 1 ? " opacity=\"\(n(paint.opacity))\"" : ""
      return " style=\"\(property):var(\(variable), \(paint.color.css))\"" + opacity
    }
    var out = " \(property)=\"\(paint.color.hex)\""
    if paint.color.alpha * paint.opacity < 1 { out += " opacity=\"\(n(paint.color.alpha * paint.opacity))\"" }
    return out
  }

  private func n(_ value: Double) -> String { Format.number(value) }
}

extension GeometryLibrary {
  /// One variant as a standalone inline `<svg>` (its definitions inside it).
  package func svg(
    set: String, variant: [String: String] = [:], properties: [String: String] = [:],
    options: SVGOptions = SVGOptions(), at location: SourceLocation? = nil, into diagnostics: inout Diagnostics
  ) -> String? {
    layout(set: set, variant: variant, properties: properties, at: location, into: &diagnostics).map {
      svg($0, options: options)
    }
  }

  /// A laid-out variant as a standalone `<svg>`.
  package func svg(_ component: LaidOutComponent, options: SVGOptions = SVGOptions()) -> String {
    let defs = SVGDefs(prefix: options.idPrefix)
    let markup = SVGRenderer(component: component, icons: icons, options: options, defs: defs).svg()
    guard !defs.isEmpty, let close = markup.firstIndex(of: ">") else { return markup }
    let head = markup[...close]
    return head + defs.markup + markup[markup.index(after: close)...]
  }

  /// Several drawings sharing one set of definitions: the `<svg>`s, and one hidden `<svg>`
  /// holding the definitions, to write before them.
  func svgs(_ components: [(LaidOutComponent, SVGOptions)], prefix: String) -> (svgs: [String], defs: String) {
    let defs = SVGDefs(prefix: prefix)
    let drawings = components.map { component, options in
      SVGRenderer(component: component, icons: icons, options: options, defs: defs).svg()
    }
    return (drawings, SVGDefs.holder(defs))
  }
}
