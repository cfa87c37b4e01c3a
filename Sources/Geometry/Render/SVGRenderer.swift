import SpecimenCore

/// Draws a laid-out variant as SVG markup: shapes in paint order, shadows and focus rings as
/// shape copies under their layer, icons as `<use>` of shared symbols, colors as CSS variables.
struct SVGRenderer {
  let component: LaidOutComponent
  let icons: IconLibrary
  let options: SVGOptions
  let defs: SVGDefs

  /// The `<svg>` element; its `<defs>` go to `defs`, which the caller writes out, or inside the
  /// element when `withDefinitions` is set (a standalone drawing).
  func svg(withDefinitions: Bool = false) -> Markup {
    let box = component.viewBox
    let viewBox = [box.x, box.y, box.width, box.height]
    var attributes: MarkupAttributes = ["xmlns": "http://www.w3.org/2000/svg", "viewBox": Markup.numbers(viewBox)]
    attributes.add("width", number: viewBox[2] * options.scale)
    attributes.add("height", number: viewBox[3] * options.scale)
    attributes.add("role", "img")
    attributes.add("aria-label", options.label ?? component.label)
    attributes.add("class", options.className.map { .theme($0) })
    attributes.addDrawingTextStyle()
    // The body first: drawing it is what fills `defs`.
    let body = body()
    return Markup {
      $0.element("svg", attributes: attributes) { svg in
        if withDefinitions { svg.append(defs.markup) }
        svg.append(body)
      }
    }
  }

  /// The drawing without the `<svg>` element (the anatomy places it inside its own).
  func body() -> Markup {
    var out = Markup()
    let backdrop = component.layers.indices.filter {
      component.layers[$0].isBackdrop && component.layers[$0].parent == nil
    }
    var backdropID: String?
    if !backdrop.isEmpty {
      // The backdrop stands for what lies behind the component: it ends at the view box, so a
      // large shape never spills over the card or the captions around it.
      let box = component.viewBox
      let frame = Markup {
        $0.empty("rect", ["x": n(box.x), "y": n(box.y), "width": n(box.width), "height": n(box.height)])
      }
      let markup = Markup {
        $0.element("g", ["clip-path": "url(#\(defs.clip(frame)))"]) { group in
          for index in backdrop { group.append(draw(index, backdropID: nil)) }
        }
      }
      if component.layers.contains(where: { $0.backgroundBlur != nil }) {
        let id = defs.group(markup)
        backdropID = id
        out.empty("use", ["href": "#\(id)"])
      } else {
        out.append(markup)
      }
    }
    if !component.layers.isEmpty { out.append(draw(0, backdropID: backdropID)) }
    return out
  }

  // MARK: Layers

  /// `frost` is false while drawing what lies behind a frosted layer, so one frosted layer
  /// never draws another's backdrop again.
  private func draw(_ index: Int, backdropID: String?, frost: Bool = true) -> Markup {
    let layer = component.layers[index]
    var out = Markup()
    // Shadows and rings first, the last layer of a token lowest (as CSS box-shadow paints).
    if !layer.appearance.effectsAsFilter {
      for effect in layer.effects.reversed() {
        for shadow in effect.layers.reversed() where !shadow.inset {
          out.append(shadowCopy(layer, shadow))
        }
      }
    }
    if let blur = layer.backgroundBlur, let backdropID, let outline = outline(layer, grow: 0) {
      let clip = defs.clip(outline.shape)
      out.element("g", ["clip-path": "url(#\(clip))"]) {
        $0.empty("use", ["href": "#\(backdropID)", "filter": "url(#\(defs.blur(blur)))"])
      }
    } else if frost, layer.appearance.effectsAsFilter, let blur = layer.backgroundBlur {
      out.append(frosted(index, blur: blur))
    }
    var own = shape(layer)
    var children = Markup()
    for child in layer.children { children.append(draw(child, backdropID: backdropID, frost: frost)) }
    if layer.clip, !children.isEmpty, let outline = outline(layer, grow: 0) {
      let drawn = children
      children = Markup { $0.element("g", ["clip-path": "url(#\(defs.clip(outline.shape)))"]) { $0.append(drawn) } }
    }
    own.append(children)
    let shadows = layer.appearance.effectsAsFilter ? layer.effects.flatMap(\.layers) : []
    // Spread shadows follow the outline, grown as Figma grows it, over and under the rest.
    for shadow in shadows where shadow.inset && followsOutline(layer, shadow) {
      own.append(outlineInnerShadow(layer, shadow))
    }
    if component.hasFilter(layer), !own.isEmpty,
      layer.appearance.layerBlur != nil || shadows.contains(where: { !followsOutline(layer, $0) })
    {
      // Figma's effects act on everything the layer paints, children included.
      let drawn = own
      let filter = effectFilter(index)
      own = Markup { $0.element("g", ["filter": "url(#\(filter))"]) { $0.append(drawn) } }
    }
    for shadow in shadows.reversed() where !shadow.inset && followsOutline(layer, shadow) {
      out.append(outlineDropShadow(layer, shadow))
    }
    out.append(own)
    if layer.opacity < 1, !out.isEmpty {
      let drawn = out
      out = Markup { $0.element("g", ["opacity": n(layer.opacity)]) { $0.append(drawn) } }
    }
    return out
  }

  private func shape(_ layer: LaidOutLayer) -> Markup {
    var out = Markup()
    switch layer.kind {
    case .frame, .instance, .ellipse:
      guard layer.fill != nil || layer.stroke != nil else { return out }
      if let stroke = layer.stroke, stroke.alignment != .center {
        // An inside or outside stroke: the fill keeps the edge, the stroke moves off it by half.
        let grow = stroke.alignment == .inside ? -stroke.width / 2 : stroke.width / 2
        if let fill = layer.fill, let outline = outline(layer, grow: 0) {
          out.append(outline.shape(adding: paintAttributes(fill: fill, stroke: nil)))
        }
        if let outline = outline(layer, grow: grow) {
          out.append(outline.shape(adding: paintAttributes(fill: nil, stroke: stroke)))
        }
        return out
      }
      guard let outline = outline(layer, grow: 0) else { return out }
      out.append(outline.shape(adding: paintAttributes(fill: layer.fill, stroke: layer.stroke)))
    case .line:
      guard layer.linePoints.count == 4 else { return out }
      let p = layer.linePoints
      let stroke = layer.stroke ?? layer.fill.map { StrokeSpec(paint: $0, width: 1, alignment: .center) }
      guard let stroke else { return out }
      var attributes: MarkupAttributes = [
        "x1": n(layer.frame.x + p[0]), "y1": n(layer.frame.y + p[1]), "x2": n(layer.frame.x + p[2]),
        "y2": n(layer.frame.y + p[3]),
      ]
      attributes.add(paintAttributes(fill: nil, stroke: stroke))
      out.empty("line", attributes: attributes)
    case .path:
      guard let d = layer.pathData else { return out }
      var attributes: MarkupAttributes = [
        "d": d, "transform": "translate(\(n(layer.frame.x)) \(n(layer.frame.y)))",
      ]
      attributes.add(paintAttributes(fill: layer.fill, stroke: layer.stroke))
      out.empty("path", attributes: attributes)
    case .text:
      out.append(text(layer))
    case .icon:
      guard let name = layer.icon, let icon = icons.icon(named: name) else { return out }
      var attributes: MarkupAttributes = [
        "href": "#\(defs.icon(icon))", "x": n(layer.frame.x), "y": n(layer.frame.y), "width": n(layer.frame.width),
        "height": n(layer.frame.height),
      ]
      if let fill = layer.fill { attributes.add(paint(fill, property: "color")) }
      out.empty("use", attributes: attributes)
    }
    return out
  }

  private func text(_ layer: LaidOutLayer) -> Markup {
    guard let style = layer.style, !layer.lines.isEmpty, layer.lines.contains(where: { !$0.text.isEmpty }) else {
      return Markup()
    }
    func quoted(_ family: String) -> String { CSS.fontFamily(family, quote: "'") }
    var attributes: MarkupAttributes = [
      "font-family": quoted(style.fontFamily) + (layer.measuredFamily.map { ", " + quoted($0) } ?? "") + ", sans-serif",
      "font-size": n(style.fontSize),
    ]
    if style.fontWeight != 400 { attributes.add("font-weight", number: style.fontWeight) }
    if style.letterSpacing != 0 { attributes.add("letter-spacing", number: style.letterSpacing) }
    // Lines whose runs were shaped and placed one by one start where their x says.
    let positioned = layer.lines.contains { $0.runs.contains { $0.x != nil } }
    if !positioned {
      switch layer.textAlign {
      case .center: attributes.add("text-anchor", "middle")
      case .end: attributes.add("text-anchor", "end")
      default: break
      }
    }
    attributes.add(
      paintAttributes(fill: layer.fill ?? GeometryPaint(color: GeometryColor(hex: "#000000")), stroke: nil))
    func x(_ line: TextLine) -> Double {
      if positioned { return line.x }
      switch layer.textAlign {
      case .center: return line.x + line.width / 2
      case .end: return line.x + line.width
      default: return line.x
      }
    }
    // A line in several styles is one tspan per run, each saying only what differs.
    func runs(_ line: TextLine, into markup: inout Markup) {
      for (index, run) in line.runs.enumerated() {
        var own = MarkupAttributes()
        if index > 0, let start = run.x { own.add("x", number: start) }
        if let family = run.fontFamily { own.add("font-family", quoted(family) + ", sans-serif") }
        if let weight = run.fontWeight { own.add("font-weight", number: weight) }
        if let size = run.fontSize { own.add("font-size", number: size) }
        if let spacing = run.letterSpacing { own.add("letter-spacing", number: spacing) }
        if run.italic { own.add("font-style", "italic") }
        let decorations = [run.underline ? "underline" : nil, run.strikethrough ? "line-through" : nil].compactMap {
          $0
        }
        if !decorations.isEmpty { own.add("text-decoration", decorations.joined(separator: " ")) }
        if let fill = run.fill { own.add(paintAttributes(fill: fill, stroke: nil)) }
        markup.element("tspan", attributes: own, text: run.text)
      }
    }
    if layer.lines.count == 1 {
      let line = layer.lines[0]
      attributes.add("x", number: x(line))
      attributes.add("y", number: line.baseline)
      if !line.runs.isEmpty { return Markup { $0.element("text", attributes: attributes) { runs(line, into: &$0) } } }
      return Markup { $0.element("text", attributes: attributes, text: line.text) }
    }
    return Markup {
      $0.element("text", attributes: attributes) { text in
        for line in layer.lines {
          if line.runs.isEmpty {
            text.element("tspan", ["x": n(x(line)), "y": n(line.baseline)], text: line.text)
          } else {
            text.element("tspan", ["x": n(x(line)), "y": n(line.baseline)]) { runs(line, into: &$0) }
          }
        }
      }
    }
  }

  // MARK: Effects as Figma draws them

  /// The filter drawing layer `index`'s effects over what it paints, as Figma renders (and
  /// exports) them: drop shadows from the painted alpha, grown by their spread, offset and
  /// blurred (Figma's radius is twice the standard deviation), each coloured, hidden behind the
  /// layer unless it shows behind it, and stacked in order under the layer; inner shadows
  /// from the inverse of the alpha, inside it, over the layer; then the layer blur. Its region
  /// covers every shadow's reach, in the drawing's units.
  private func effectFilter(_ index: Int) -> String {
    let layer = component.layers[index]
    let region = component.filterRegion(of: index)
    let shadows = layer.effects.flatMap(\.layers).filter { !followsOutline(layer, $0) }
    let layerBlur = layer.appearance.layerBlur
    return defs.filter { id in
      let attributes: MarkupAttributes = [
        "id": id, "filterUnits": "userSpaceOnUse", "x": n(region.x), "y": n(region.y), "width": n(region.width),
        "height": n(region.height), "color-interpolation-filters": "sRGB",
      ]
      return Markup {
        $0.element("filter", attributes: attributes) { filter in
          if shadows.contains(where: { $0.inset || !$0.showBehindNode }) {
            // Where the layer paints at all, fully opaque: what hides a shadow behind it.
            filter.empty(
              "feColorMatrix",
              [
                "in": "SourceAlpha", "type": "matrix", "values": "0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 127 0",
                "result": "hardAlpha",
              ])
          }
          var below: String?
          for (number, shadow) in shadows.enumerated() where !shadow.inset {
            let name = "drop\(number + 1)"
            shadowShape(shadow, grow: shadow.spread, result: name, into: &filter)
            colour(shadow.paint, result: name, into: &filter)
            if !shadow.showBehindNode {
              filter.empty("feComposite", ["in": name, "in2": "hardAlpha", "operator": "out", "result": name])
            }
            if let under = below {
              filter.empty(
                "feBlend", ["in": name, "in2": under, "mode": (shadow.blendMode ?? .normal).rawValue, "result": name])
            }
            below = name
          }
          var current = "SourceGraphic"
          if let below {
            filter.empty("feBlend", ["in": "SourceGraphic", "in2": below, "mode": "normal", "result": "shape"])
            current = "shape"
          }
          for (number, shadow) in shadows.enumerated() where shadow.inset {
            let name = "inner\(number + 1)"
            // A positive spread pulls an inner shadow's edge inwards: the shape shrinks.
            shadowShape(shadow, grow: -shadow.spread, result: name, into: &filter)
            filter.empty(
              "feComposite",
              ["in": name, "in2": "hardAlpha", "operator": "arithmetic", "k2": "-1", "k3": "1", "result": name])
            colour(shadow.paint, result: name, into: &filter)
            filter.empty(
              "feBlend", ["in": name, "in2": current, "mode": (shadow.blendMode ?? .normal).rawValue, "result": name])
            current = name
          }
          if let layerBlur, layerBlur > 0 {
            filter.empty("feGaussianBlur", ["in": current, "stdDeviation": n(layerBlur / 2)])
          }
        }
      }
    }
  }

  /// Whether a Figma shadow is drawn from the layer's outline rather than its alpha: one with a
  /// spread on a shape (Figma allows a spread on nothing else), whose corner radii grow with it.
  private func followsOutline(_ layer: LaidOutLayer, _ shadow: GeometryShadowLayer) -> Bool {
    layer.appearance.effectsAsFilter && shadow.spread != 0
      && [.frame, .instance, .ellipse].contains(layer.kind)
  }

  /// A blur whose region is given in the drawing's units, so a thin shape's blur is not cut off.
  private func blur(_ radius: Double, around box: Rect) -> String {
    let region = box.insetBy(-LaidOutComponent.blurReach(radius) - 1)
    return defs.filter { id in
      Markup {
        $0.element(
          "filter",
          [
            "id": id, "filterUnits": "userSpaceOnUse", "x": n(region.x), "y": n(region.y),
            "width": n(region.width), "height": n(region.height), "color-interpolation-filters": "sRGB",
          ]
        ) { $0.empty("feGaussianBlur", ["stdDeviation": n(radius / 2)]) }
      }
    }
  }

  /// A mask showing `area` except `hole`.
  private func mask(_ area: Rect, without hole: Markup) -> String {
    defs.mask { id in
      Markup {
        $0.element(
          "mask",
          [
            "id": id, "maskUnits": "userSpaceOnUse", "x": n(area.x), "y": n(area.y), "width": n(area.width),
            "height": n(area.height),
          ]
        ) { mask in
          mask.empty(
            "rect",
            ["x": n(area.x), "y": n(area.y), "width": n(area.width), "height": n(area.height), "fill": "#FFFFFF"])
          mask.element("g", ["fill": "#000000"]) { $0.append(hole) }
        }
      }
    }
  }

  /// A drop shadow with a spread: the outline grown by it (its radii too), moved, blurred, cut
  /// out under the layer unless it shows behind it, blended by its mode with what lies under.
  private func outlineDropShadow(_ layer: LaidOutLayer, _ shadow: GeometryShadowLayer) -> Markup {
    guard var grown = outline(layer, grow: shadow.spread, dx: shadow.offsetX, dy: shadow.offsetY) else {
      return Markup()
    }
    let box = layer.frame.insetBy(-shadow.spread).offsetBy(shadow.offsetX, shadow.offsetY)
    if shadow.blur > 0 { grown.attributes.add("filter", "url(#\(blur(shadow.blur, around: box)))") }
    let drawn = grown.shape(adding: paintAttributes(fill: shadow.paint, stroke: nil))
    var group = MarkupAttributes()
    var wrapped = false
    if !shadow.showBehindNode, let own = outline(layer, grow: 0) {
      let area = box.insetBy(-LaidOutComponent.blurReach(shadow.blur) - 1).union(layer.frame)
      group.add("mask", "url(#\(mask(area, without: own.shape)))")
      wrapped = true
    }
    if let mode = shadow.blendMode {
      group.add(style: ["mix-blend-mode": mode.rawValue])
      wrapped = true
    }
    guard wrapped else { return drawn }
    return Markup { $0.element("g", attributes: group) { $0.append(drawn) } }
  }

  /// An inner shadow with a spread: everything around the outline shrunk by it (its radii too)
  /// and moved, blurred, in the shadow's colour, kept inside the outline.
  private func outlineInnerShadow(_ layer: LaidOutLayer, _ shadow: GeometryShadowLayer) -> Markup {
    guard let own = outline(layer, grow: 0) else { return Markup() }
    let reach =
      LaidOutComponent.blurReach(shadow.blur) + abs(shadow.spread) + max(abs(shadow.offsetX), abs(shadow.offsetY))
    let area = layer.frame.insetBy(-reach - 1)
    let hole = outline(layer, grow: -shadow.spread, dx: shadow.offsetX, dy: shadow.offsetY)?.shape ?? Markup()
    var rect: MarkupAttributes = [
      "x": n(area.x), "y": n(area.y), "width": n(area.width), "height": n(area.height),
      "mask": "url(#\(mask(area, without: hole)))",
    ]
    rect.add(paintAttributes(fill: shadow.paint, stroke: nil))
    var group = MarkupAttributes()
    if shadow.blur > 0 { group.add("filter", "url(#\(blur(shadow.blur, around: area)))") }
    if let mode = shadow.blendMode { group.add(style: ["mix-blend-mode": mode.rawValue]) }
    let clip = defs.clip(own.shape)
    return Markup {
      $0.element("g", ["clip-path": "url(#\(clip))"]) {
        $0.element("g", attributes: group) { $0.empty("rect", attributes: rect) }
      }
    }
  }

  /// The layer's alpha grown (or shrunk) by `grow`, offset and blurred, as `result`.
  private func shadowShape(_ shadow: GeometryShadowLayer, grow: Double, result: String, into filter: inout Markup) {
    var input = "SourceAlpha"
    if grow != 0 {
      filter.empty(
        "feMorphology",
        ["in": input, "operator": grow > 0 ? "dilate" : "erode", "radius": n(abs(grow)), "result": result])
      input = result
    }
    filter.empty("feOffset", ["in": input, "dx": n(shadow.offsetX), "dy": n(shadow.offsetY), "result": result])
    if shadow.blur > 0 {
      filter.empty("feGaussianBlur", ["in": result, "stdDeviation": n(shadow.blur / 2), "result": result])
    }
  }

  /// `result`'s alpha painted in the shadow's colour (a CSS variable where the theme sets it).
  private func colour(_ paint: GeometryPaint, result: String, into filter: inout Markup) {
    var flood = MarkupAttributes()
    if options.colors == .cssVariables, let variable = paint.cssVariable {
      flood.add(style: ["flood-color": CSS.variable(variable, fallback: paint.color.css)])
      if paint.opacity < 1 { flood.add("flood-opacity", number: paint.opacity) }
    } else {
      flood.add("flood-color", paint.color.hex)
      let opacity = paint.color.alpha * paint.opacity
      if opacity < 1 { flood.add("flood-opacity", number: opacity) }
    }
    flood.add("result", result + "-colour")
    filter.empty("feFlood", attributes: flood)
    filter.empty("feComposite", ["in": result + "-colour", "in2": result, "operator": "in", "result": result])
  }

  /// A background blur: what the drawing paints before the layer (its ancestors' own shapes and
  /// the layers under it), blurred and clipped to its outline. What lies behind the drawing
  /// itself, the page, cannot be blurred by a standalone SVG.
  private func frosted(_ index: Int, blur: Double) -> Markup {
    guard let outline = outline(component.layers[index], grow: 0) else { return Markup() }
    var chain = [index]
    var up = component.layers[index].parent
    while let parent = up {
      chain.append(parent)
      up = component.layers[parent].parent
    }
    chain.reverse()
    var behind = Markup()
    for (level, ancestor) in chain.dropLast().enumerated() {
      behind.append(shape(component.layers[ancestor]))
      for sibling in component.layers[ancestor].children {
        if sibling == chain[level + 1] { break }
        behind.append(draw(sibling, backdropID: nil, frost: false))
      }
    }
    guard !behind.isEmpty else { return Markup() }
    let group = defs.group(behind)
    let clip = defs.clip(outline.shape)
    return Markup {
      $0.element("g", ["clip-path": "url(#\(clip))"]) {
        $0.empty("use", ["href": "#\(group)", "filter": "url(#\(defs.blur(blur)))"])
      }
    }
  }

  /// A copy of the layer's outline under it: offset, grown by the spread, blurred if asked.
  private func shadowCopy(_ layer: LaidOutLayer, _ shadow: GeometryShadowLayer) -> Markup {
    guard var outline = outline(layer, grow: shadow.spread, dx: shadow.offsetX, dy: shadow.offsetY) else {
      return Markup()
    }
    if shadow.blur > 0 { outline.attributes.add("filter", "url(#\(defs.blur(shadow.blur)))") }
    return outline.shape(adding: paintAttributes(fill: shadow.paint, stroke: nil))
  }

  /// The element drawing a layer's outline, before its paint is added.
  private struct Outline {
    var tag: String
    var attributes: MarkupAttributes

    /// The bare shape, as a clip path holds it.
    var shape: Markup { shape(adding: MarkupAttributes()) }

    func shape(adding paint: MarkupAttributes) -> Markup {
      var all = attributes
      all.add(paint)
      return Markup { $0.empty(tag, attributes: all) }
    }
  }

  /// The element drawing the layer's outline, grown by `grow` on every side (an outside stroke,
  /// a spread) and moved by (dx, dy); nil for layers without an area.
  private func outline(_ layer: LaidOutLayer, grow: Double, dx: Double = 0, dy: Double = 0) -> Outline? {
    let rect = layer.frame.insetBy(-grow).offsetBy(dx, dy)
    guard rect.width > 0, rect.height > 0 else { return nil }
    switch layer.kind {
    case .ellipse:
      if abs(rect.width - rect.height) < 0.001 {
        return Outline(tag: "circle", attributes: ["cx": n(rect.midX), "cy": n(rect.midY), "r": n(rect.width / 2)])
      }
      return Outline(
        tag: "ellipse",
        attributes: ["cx": n(rect.midX), "cy": n(rect.midY), "rx": n(rect.width / 2), "ry": n(rect.height / 2)])
    case .frame, .instance:
      let corners = layer.corners.expanded(by: grow).clamped(to: rect)
      if corners.isUniform {
        var attributes: MarkupAttributes = [
          "x": n(rect.x), "y": n(rect.y), "width": n(rect.width), "height": n(rect.height),
        ]
        if corners.topLeft > 0 { attributes.add("rx", number: corners.topLeft) }
        return Outline(tag: "rect", attributes: attributes)
      }
      return Outline(tag: "path", attributes: ["d": Self.roundedRect(rect, corners)])
    default:
      return nil
    }
  }

  static func roundedRect(_ r: Rect, _ c: GeometryCorners) -> String {
    let n = NumberFormat.number
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

  /// `fill="…" stroke="…"` or `style="fill:var(…);stroke:var(…)"`, with the stroke width.
  private func paintAttributes(fill: GeometryPaint?, stroke: StrokeSpec?) -> MarkupAttributes {
    var attributes = MarkupAttributes()
    var declarations = CSSStyle()
    func add(_ property: String, _ paint: GeometryPaint?) {
      guard let paint else {
        attributes.add(property, "none")
        return
      }
      if let gradient = paint.gradient {
        attributes.add(property, "url(#\(defs.gradient(gradient)))")
        if paint.opacity < 1 { attributes.add("\(property)-opacity", number: paint.opacity) }
        return
      }
      if options.colors == .cssVariables, let variable = paint.cssVariable {
        declarations.add(property, CSS.variable(variable, fallback: paint.color.css))
        if paint.opacity < 1 { attributes.add("\(property)-opacity", number: paint.opacity) }
      } else {
        attributes.add(property, paint.color.hex)
        let opacity = paint.color.alpha * paint.opacity
        if opacity < 1 { attributes.add("\(property)-opacity", number: opacity) }
      }
    }
    add("fill", fill)
    if let stroke {
      add("stroke", stroke.paint)
      if stroke.width != 1 { attributes.add("stroke-width", number: stroke.width) }
    }
    attributes.add(style: declarations)
    return attributes
  }

  /// One paint as `color="…"` or `style="color:var(…)"`.
  private func paint(_ paint: GeometryPaint, property: String) -> MarkupAttributes {
    var attributes = MarkupAttributes()
    if options.colors == .cssVariables, let variable = paint.cssVariable {
      attributes.add(style: [property: CSS.variable(variable, fallback: paint.color.css)])
      if paint.opacity < 1 { attributes.add("opacity", number: paint.opacity) }
      return attributes
    }
    attributes.add(property, paint.color.hex)
    if paint.color.alpha * paint.opacity < 1 { attributes.add("opacity", number: paint.color.alpha * paint.opacity) }
    return attributes
  }

  private func n(_ value: Double) -> String { Markup.number(value) }
}

extension GeometryLibrary {
  /// One variant as a standalone inline `<svg>` (its definitions inside it).
  package func svg(
    set: String, variant: PropertyValues = [:], properties: PropertyValues = [:],
    options: SVGOptions = SVGOptions(), at location: SourceLocation? = nil, into diagnostics: inout Diagnostics
  ) -> String? {
    drawing(set: set, variant: variant, properties: properties, options: options, at: location, into: &diagnostics)?
      .markup
  }

  /// One variant as a standalone inline `<svg>`, to place in a page.
  package func drawing(
    set: String, variant: PropertyValues = [:], properties: PropertyValues = [:],
    options: SVGOptions = SVGOptions(), at location: SourceLocation? = nil, into diagnostics: inout Diagnostics
  ) -> Markup? {
    layout(set: set, variant: variant, properties: properties, at: location, into: &diagnostics).map {
      drawing($0, options: options)
    }
  }

  /// A laid-out variant as a standalone `<svg>`.
  package func svg(_ component: LaidOutComponent, options: SVGOptions = SVGOptions()) -> String {
    drawing(component, options: options).markup
  }

  /// A laid-out variant as a standalone `<svg>`, to place in a page.
  package func drawing(_ component: LaidOutComponent, options: SVGOptions = SVGOptions()) -> Markup {
    let defs = SVGDefs(prefix: options.idPrefix)
    return SVGRenderer(component: component, icons: icons, options: options, defs: defs).svg(withDefinitions: true)
  }

  /// Several drawings sharing one set of definitions: the `<svg>`s, and one hidden `<svg>`
  /// holding the definitions, to write before them.
  func svgs(_ components: [(LaidOutComponent, SVGOptions)], prefix: String) -> (svgs: [Markup], defs: Markup) {
    let defs = SVGDefs(prefix: prefix)
    let drawings = components.map { component, options in
      SVGRenderer(component: component, icons: icons, options: options, defs: defs).svg()
    }
    return (drawings, SVGDefs.holder(defs))
  }
}
