import SpecimenCore

/// Turns one variant's layers (rules merged in) into `ShapeSpec`s for the layout engine:
/// bindings filled from the property values, the kind's geometry settled, and what only a
/// drawn variant can show (a missing size, an icon or set a binding names) reported.
struct LayerResolver {
  /// Variant and other property values of the component being drawn.
  let values: PropertyValues
  let icons: IconLibrary
  /// Component sets that have a geometry model, by name (for instances).
  let modelSets: [String: ComponentSetShape]

  /// The root layer and the backdrop drawn behind it.
  func root(_ fields: LayerFields, into diagnostics: inout Diagnostics) -> (
    root: ShapeSpec, backdrop: [ShapeSpec], bleed: Double
  )? {
    guard var root = layer(fields, into: &diagnostics) else { return nil }
    root.x = 0
    root.y = 0
    let backdrop = (fields.backdrop ?? []).compactMap { item -> ShapeSpec? in
      guard var layer = layer(item, into: &diagnostics) else { return nil }
      layer.absolute = true
      return layer
    }
    return (root, backdrop, fields.bleed ?? 0)
  }

  /// One layer and its children; nil when it is hidden in this variant or cannot be drawn.
  func layer(_ fields: LayerFields, into diagnostics: inout Diagnostics) -> ShapeSpec? {
    if let visible = fields.visible, !visible.value(with: values) { return nil }
    if fields.kinds.count > 1 {
      diagnostics.error(
        "a layer draws one thing, found \(fields.kinds.map { "'\($0.key)'" }.joined(separator: " and "))",
        at: fields.kinds[1].keyLocation, hint: "split it into two layers", id: .geometryLayerKindConflict)
    }
    let kind = fields.kinds.first
    let kindKey = kind?.key ?? "frame"
    // Geometry may sit inside the kind's mapping or on the layer; the layer's own keys win,
    // which is how a rule's `handle: {x: 19}` moves a `circle: {…}`.
    var geometry = fields.geometry
    if case .geometry(let inside)? = kind?.value { geometry.merge(inside) { own, _ in own } }

    var spec = ShapeSpec(
      name: fields.name, kind: .frame(GeometryCorners(0)), width: .hug, height: .hug, location: fields.location)
    spec.x = geometry["x"]?.number
    spec.y = geometry["y"]?.number
    spec.right = geometry["right"]?.number
    spec.bottom = geometry["bottom"]?.number
    if let size = geometry["size"]?.number {
      spec.width = .fixed(size)
      spec.height = .fixed(size)
    }
    if case .sizing(let width)? = geometry["width"] { spec.width = width }
    if case .sizing(let height)? = geometry["height"] { spec.height = height }
    spec.minWidth = fields.minWidth?.value
    spec.maxWidth = fields.maxWidth?.value
    spec.minHeight = fields.minHeight?.value
    spec.maxHeight = fields.maxHeight?.value

    guard
      let shapeKind = shapeKind(
        kindKey, kind, geometry: geometry, fields: fields, spec: &spec, into: &diagnostics)
    else {
      return nil
    }
    spec.kind = shapeKind
    if let layout = fields.layout { spec.layout = layout.value?.autoLayout(with: values) }
    if let reverse = fields.reverse {
      let flag = reverse.value(with: values)
      if spec.layout == nil {
        diagnostics.error(
          "'reverse' reorders an auto layout; this layer has no 'layout'", at: fields.reverseLocation,
          id: .geometryReverseWithoutLayout)
      } else {
        spec.layout!.reverse = flag
      }
    }
    spec.absolute = fields.absolute?.value(with: values) ?? false
    spec.appearance = appearance(fields, into: &diagnostics)
    spec.children = children(fields, kind: spec.kind, into: &diagnostics)
    // A frame sized by neither a layout nor children needs its own width and height.
    if case .frame = spec.kind, spec.layout == nil, fields.layers == nil, fields.children == nil {
      requireSize(spec, kind: kindKey, into: &diagnostics)
    }
    return spec
  }

  /// What the layer draws, from its kind key; nil (reported) when it cannot draw it.
  private func shapeKind(
    _ key: String, _ kind: KindEntry?, geometry: [String: GeometryValue], fields: LayerFields,
    spec: inout ShapeSpec, into diagnostics: inout Diagnostics
  ) -> ShapeKind? {
    switch key {
    case "ellipse":
      requireSize(spec, kind: key, into: &diagnostics)
      return .ellipse
    case "circle": return circle(kind, geometry: geometry, fields: fields, spec: &spec, into: &diagnostics)
    case "line": return line(geometry: geometry, spec: &spec)
    case "path": return path(kind, geometry: geometry, fields: fields, spec: spec, into: &diagnostics)
    case "text": return text(kind, fields: fields, into: &diagnostics)
    case "icon": return icon(kind, geometry: geometry, fields: fields, spec: &spec, into: &diagnostics)
    case "instance": return instance(kind, fields: fields, spec: &spec, into: &diagnostics)
    default:
      if case .corners(let corners)? = geometry["radius"] { return .frame(corners) }
      return .frame(GeometryCorners(0))
    }
  }

  /// `r` sets the size; `cx` and `cy` place the centre unless `x` and `y` are given.
  private func circle(
    _ kind: KindEntry?, geometry: [String: GeometryValue], fields: LayerFields, spec: inout ShapeSpec,
    into diagnostics: inout Diagnostics
  ) -> ShapeKind {
    if let r = geometry["r"]?.number {
      spec.width = .fixed(2 * r)
      spec.height = .fixed(2 * r)
      if spec.x == nil, let cx = geometry["cx"]?.number { spec.x = cx - r }
      if spec.y == nil, let cy = geometry["cy"]?.number { spec.y = cy - r }
    } else if geometry["size"] == nil {
      diagnostics.error(
        "a circle needs 'r' (or 'size', its diameter)", at: kind?.valueLocation ?? fields.location,
        id: .geometryCircleMissingRadius)
    }
    return .ellipse
  }

  /// The end points place and size the layer; the line is kept relative to its frame.
  private func line(geometry: [String: GeometryValue], spec: inout ShapeSpec) -> ShapeKind {
    let x1 = geometry["x1"]?.number ?? 0
    let y1 = geometry["y1"]?.number ?? 0
    let x2 = geometry["x2"]?.number ?? 0
    let y2 = geometry["y2"]?.number ?? 0
    let left = min(x1, x2)
    let top = min(y1, y2)
    spec.x = spec.x ?? left
    spec.y = spec.y ?? top
    if case .hug = spec.width { spec.width = .fixed(abs(x2 - x1)) }
    if case .hug = spec.height { spec.height = .fixed(abs(y2 - y1)) }
    return .line(x1: x1 - left, y1: y1 - top, x2: x2 - left, y2: y2 - top)
  }

  private func path(
    _ kind: KindEntry?, geometry: [String: GeometryValue], fields: LayerFields, spec: ShapeSpec,
    into diagnostics: inout Diagnostics
  ) -> ShapeKind? {
    var d: String?
    if case .pathData(let inline)? = kind?.value { d = inline }
    if d == nil, case .pathData(let written)? = geometry["d"] { d = written }
    guard let d, PathData.isValid(d) else {
      diagnostics.error(
        "a path needs 'd', SVG path data of commands and numbers", at: kind?.valueLocation ?? fields.location,
        hint: "write 'path: {d: \"M0 0 L10 10\", width: 10, height: 10}'", id: .geometryPathMissingData)
      return nil
    }
    requireSize(spec, kind: "path", into: &diagnostics)
    var viewWidth = 0.0
    var viewHeight = 0.0
    if case .fixed(let w) = spec.width { viewWidth = w }
    if case .fixed(let h) = spec.height { viewHeight = h }
    return .path(d: d, viewWidth: viewWidth, viewHeight: viewHeight)
  }

  /// A file of the icons folder (24 square unless sized), named directly or by a property.
  private func icon(
    _ kind: KindEntry?, geometry: [String: GeometryValue], fields: LayerFields, spec: inout ShapeSpec,
    into diagnostics: inout Diagnostics
  ) -> ShapeKind? {
    guard let kind, case .template(let template) = kind.value else {
      diagnostics.error("'icon' names a file in the icons folder", at: kind?.valueLocation, id: .geometryWrongType)
      return nil
    }
    let name = template.text(with: values)
    if icons.icon(named: name) == nil {
      diagnostics.error(
        "no icon named '\(name)'", at: kind.valueLocation,
        hint: Suggestion.hint(for: name, in: icons.names) ?? "add \(name).svg to the icons folder",
        id: .geometryUnknownIcon)
    }
    if geometry["size"] == nil, geometry["width"] == nil { spec.width = .fixed(24) }
    if geometry["size"] == nil, geometry["height"] == nil { spec.height = .fixed(24) }
    return .icon(name)
  }

  /// Another set's model, with the property values the layer gives it.
  private func instance(
    _ kind: KindEntry?, fields: LayerFields, spec: inout ShapeSpec, into diagnostics: inout Diagnostics
  ) -> ShapeKind? {
    guard let kind, case .template(let template) = kind.value else {
      diagnostics.error("'instance' names a component set", at: kind?.valueLocation, id: .geometryWrongType)
      return nil
    }
    let set = template.text(with: values)
    guard let target = modelSets[set] else {
      diagnostics.error(
        "no geometry model for the component set '\(set)'", at: kind.valueLocation,
        hint: Suggestion.hint(for: set, in: modelSets.keys.sorted()), id: .geometryInstanceUnknownSet)
      return nil
    }
    var properties: PropertyValues = [:]
    for setting in fields.properties ?? [] {
      let value = setting.value.text(with: values)
      if checkProperty(setting, value: value, of: target, into: &diagnostics) { properties[setting.name] = value }
    }
    if spec.name == nil { spec.name = set }
    return .instance(set: set, properties: properties)
  }

  private func text(_ kind: KindEntry?, fields: LayerFields, into diagnostics: inout Diagnostics) -> ShapeKind? {
    guard case .template(let template)? = kind?.value else {
      var found = "nothing"
      if case .other(let description)? = kind?.value { found = description }
      diagnostics.error("'text' is the text to draw, found \(found)", at: kind?.valueLocation, id: .geometryWrongType)
      return nil
    }
    guard let style = fields.style else {
      diagnostics.error(
        "a text layer needs 'style', a typography token", at: fields.location,
        hint: "for example 'style: typography/paragraph-md'", id: .geometryTextMissingStyle)
      return nil
    }
    guard let typography = style.value?.typography else { return nil }
    let maxLines = fields.maxLines?.value
    return .text(
      content: template.text(with: values), style: typography, styleToken: style.value?.token,
      align: fields.textAlign ?? .start, maxLines: maxLines)
  }

  private func appearance(_ fields: LayerFields, into diagnostics: inout Diagnostics) -> LayerAppearance {
    var appearance = LayerAppearance()
    appearance.fill = fields.fill?.value
    if let stroke = fields.stroke { appearance.stroke = self.stroke(stroke.value, into: &diagnostics) }
    appearance.effects = fields.effects ?? []
    if let opacity = fields.opacity?.value { appearance.opacity = opacity }
    appearance.backgroundBlur = fields.backgroundBlur?.value
    appearance.clip = fields.clip?.value(with: values) ?? false
    return appearance
  }

  private func stroke(_ value: StrokeValue?, into diagnostics: inout Diagnostics) -> StrokeSpec? {
    switch value {
    case .none: return nil
    case .resolved(let stroke): return stroke
    case .fields(let fields):
      guard let color = fields.color else {
        diagnostics.error("a stroke needs 'color'", at: fields.location, id: .geometryStrokeMissingColor)
        return nil
      }
      guard let paint = color.value else { return nil }
      return StrokeSpec(paint: paint, width: fields.width ?? 1, alignment: fields.alignment ?? .inside)
    }
  }

  private func children(_ fields: LayerFields, kind: ShapeKind, into diagnostics: inout Diagnostics) -> [ShapeSpec] {
    if fields.layers != nil, fields.children != nil {
      diagnostics.error(
        "write the children under 'layers' or 'children', not both", at: fields.childrenLocation,
        id: .geometryChildrenTwice)
    }
    let items = fields.childLayers
    if case .frame = kind {
    } else if !items.isEmpty {
      diagnostics.error("only a frame or rect holds layers", at: fields.listLocation, id: .geometryChildrenNotAllowed)
    }
    return items.compactMap { layer($0, into: &diagnostics) }
  }

  private func requireSize(_ spec: ShapeSpec, kind: String, into diagnostics: inout Diagnostics) {
    // Pinned to both edges (x and right, y and bottom), the parent gives the size.
    if case .hug = spec.width, !(spec.x != nil && spec.right != nil) {
      diagnostics.error(
        "a \(kind) needs 'width'", at: spec.location, hint: "give 'width' a number, a token, or 'fill'",
        id: .geometryMissingSize)
    }
    if case .hug = spec.height, !(spec.y != nil && spec.bottom != nil) {
      diagnostics.error(
        "a \(kind) needs 'height'", at: spec.location, hint: "give 'height' a number, a token, or 'fill'",
        id: .geometryMissingSize)
    }
  }
}

/// SVG path data check: commands, numbers, separators. Keeps the attribute plain.
package enum PathData {
  package static func isValid(_ d: String) -> Bool {
    !d.isEmpty
      && d.unicodeScalars.allSatisfy { scalar in
        "MmLlHhVvCcSsQqTtAaZz0123456789.,-+eE \n\t".unicodeScalars.contains(scalar)
      }
  }
}
