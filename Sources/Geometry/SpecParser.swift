import SpecimenCore

/// Turns one variant's merged layer tree into resolved `ShapeSpec`s: token references looked
/// up, bindings filled from the property values, every problem reported with its position.
struct SpecParser {
  let tokens: any GeometryTokenSource
  let shape: ComponentSetShape
  /// Variant and other property values of the component being drawn.
  let values: [String: String]
  let icons: IconLibrary
  /// Component sets that have a geometry model, by name (for instances).
  let modelSets: [String: ComponentSetShape]
  let sink: DiagnosticSink
  /// Every token read, with where it is named (the tokens table lists these).
  var tokensRead: [(name: String, location: SourceLocation)] = []

  init(
    tokens: any GeometryTokenSource, shape: ComponentSetShape, values: [String: String],
    icons: IconLibrary, modelSets: [String: ComponentSetShape], sink: DiagnosticSink
  ) {
    self.tokens = tokens
    self.shape = shape
    self.values = values
    self.icons = icons
    self.modelSets = modelSets
    self.sink = sink
  }

  // MARK: Layers

  /// The root layer and the backdrop drawn behind it.
  mutating func parseRoot(_ node: Node) -> (root: ShapeSpec, backdrop: [ShapeSpec], bleed: Double)? {
    guard var root = parseLayer(node, isRoot: true) else { return nil }
    root.x = 0
    root.y = 0
    var backdrop: [ShapeSpec] = []
    if let list = node["backdrop"] {
      if let items = list.array {
        for item in items {
          if var layer = parseLayer(item, isRoot: false) {
            layer.absolute = true
            backdrop.append(layer)
          }
        }
      } else {
        sink.error("'backdrop' is a list of layers, found \(list.kindDescription)", at: list.location)
      }
    }
    let bleed = node["bleed"].flatMap { dimension($0, what: "bleed") } ?? 0
    return (root, backdrop, max(0, bleed))
  }

  /// One layer and its children; nil when it is hidden in this variant or cannot be read.
  mutating func parseLayer(_ node: Node, isRoot: Bool) -> ShapeSpec? {
    guard let entries = node.entries else {
      sink.error("a layer is a mapping, found \(node.kindDescription)", at: node.location)
      return nil
    }
    for entry in entries where !ShapeKeys.all.contains(entry.key) {
      sink.error(
        "unknown key '\(entry.key)' in a layer", at: entry.keyLocation,
        hint: Suggestion.hint(for: entry.key, in: ShapeKeys.all.sorted()))
    }
    if !isRoot {
      for key in ["backdrop", "bleed"] where node[key] != nil {
        sink.error("'\(key)' belongs to the model's top level", at: node.location(ofKey: key))
      }
    }
    if let visible = node["visible"], !boolean(visible, what: "visible") { return nil }

    let kindKeys = entries.filter { ShapeKeys.kinds.contains($0.key) }
    if kindKeys.count > 1 {
      sink.error(
        "a layer draws one thing, found \(kindKeys.map { "'\($0.key)'" }.joined(separator: " and "))",
        at: kindKeys[1].keyLocation, hint: "split it into two layers")
    }
    let kindKey = kindKeys.first?.key ?? "frame"
    let kindValue = kindKeys.first?.value

    // Geometry may sit inside the kind's mapping or on the layer; the layer's own keys win,
    // which is how a rule's `handle: {x: 19}` moves a `circle: {…}`.
    var geometry: [String: Node] = [:]
    if let kindValue, let kindEntries = kindValue.entries {
      for entry in kindEntries {
        if ShapeKeys.geometry.contains(entry.key) {
          geometry[entry.key] = entry.value
        } else {
          sink.error(
            "unknown key '\(entry.key)' in '\(kindKey)'", at: entry.keyLocation,
            hint: Suggestion.hint(for: entry.key, in: ShapeKeys.geometry))
        }
      }
    }
    for entry in entries where ShapeKeys.geometry.contains(entry.key) { geometry[entry.key] = entry.value }

    var spec = ShapeSpec(
      name: node["name"]?.scalarText, kind: .frame(GeometryCorners(0)), width: .hug, height: .hug,
      location: node.location)
    spec.x = geometry["x"].flatMap { dimension($0, what: "x") }
    spec.y = geometry["y"].flatMap { dimension($0, what: "y") }
    spec.right = geometry["right"].flatMap { dimension($0, what: "right") }
    spec.bottom = geometry["bottom"].flatMap { dimension($0, what: "bottom") }
    if let size = geometry["size"].flatMap({ dimension($0, what: "size") }) {
      spec.width = .fixed(size)
      spec.height = .fixed(size)
    }
    if let width = geometry["width"] { spec.width = sizing(width, what: "width") }
    if let height = geometry["height"] { spec.height = sizing(height, what: "height") }
    spec.minWidth = node["minWidth"].flatMap { dimension($0, what: "minWidth") }
    spec.maxWidth = node["maxWidth"].flatMap { dimension($0, what: "maxWidth") }
    spec.minHeight = node["minHeight"].flatMap { dimension($0, what: "minHeight") }
    spec.maxHeight = node["maxHeight"].flatMap { dimension($0, what: "maxHeight") }

    switch kindKey {
    case "frame", "rect":
      spec.kind = .frame(corners(geometry["radius"]))
    case "ellipse":
      spec.kind = .ellipse
      requireSize(spec, geometry: geometry, node: node, kind: kindKey)
    case "circle":
      spec.kind = .ellipse
      if let r = geometry["r"].flatMap({ dimension($0, what: "r") }) {
        spec.width = .fixed(2 * r)
        spec.height = .fixed(2 * r)
        if spec.x == nil, let cx = geometry["cx"].flatMap({ dimension($0, what: "cx") }) { spec.x = cx - r }
        if spec.y == nil, let cy = geometry["cy"].flatMap({ dimension($0, what: "cy") }) { spec.y = cy - r }
      } else if geometry["size"] == nil {
        sink.error("a circle needs 'r' (or 'size', its diameter)", at: kindValue?.location ?? node.location)
      }
    case "line":
      let x1 = geometry["x1"].flatMap { dimension($0, what: "x1") } ?? 0
      let y1 = geometry["y1"].flatMap { dimension($0, what: "y1") } ?? 0
      let x2 = geometry["x2"].flatMap { dimension($0, what: "x2") } ?? 0
      let y2 = geometry["y2"].flatMap { dimension($0, what: "y2") } ?? 0
      let left = min(x1, x2)
      let top = min(y1, y2)
      spec.x = spec.x ?? left
      spec.y = spec.y ?? top
      if case .hug = spec.width { spec.width = .fixed(abs(x2 - x1)) }
      if case .hug = spec.height { spec.height = .fixed(abs(y2 - y1)) }
      spec.kind = .line(x1: x1 - left, y1: y1 - top, x2: x2 - left, y2: y2 - top)
    case "path":
      let d = kindValue?.string ?? geometry["d"]?.string
      guard let d, PathData.isValid(d) else {
        sink.error(
          "a path needs 'd', SVG path data of commands and numbers", at: kindValue?.location ?? node.location,
          hint: "write 'path: {d: \"M0 0 L10 10\", width: 10, height: 10}'")
        return nil
      }
      requireSize(spec, geometry: geometry, node: node, kind: kindKey)
      var viewWidth = 0.0
      var viewHeight = 0.0
      if case .fixed(let w) = spec.width { viewWidth = w }
      if case .fixed(let h) = spec.height { viewHeight = h }
      spec.kind = .path(d: d, viewWidth: viewWidth, viewHeight: viewHeight)
    case "text":
      guard let raw = kindValue?.scalarText else {
        sink.error("'text' is the text to draw, found \(kindValue?.kindDescription ?? "nothing")", at: kindValue?.location)
        return nil
      }
      let content = interpolate(raw, at: kindValue!.location)
      guard let styleNode = node["style"] else {
        sink.error(
          "a text layer needs 'style', a typography token", at: node.location,
          hint: "for example 'style: typography/paragraph-md'")
        return nil
      }
      guard let style = typography(styleNode) else { return nil }
      var align = LayoutAlignment.start
      if let alignNode = node["textAlign"] { align = alignment(alignNode, allowSpaceBetween: false) }
      let maxLines = node["maxLines"].flatMap { n -> Int? in
        guard let lines = n.int, lines > 0 else {
          sink.error("'maxLines' is a whole number above 0", at: n.location)
          return nil
        }
        return lines
      }
      spec.kind = .text(
        content: content, style: style, styleToken: styleNode.string, align: align, maxLines: maxLines)
    case "icon":
      guard let raw = kindValue?.scalarText else {
        sink.error("'icon' names a file in the icons folder", at: kindValue?.location)
        return nil
      }
      let name = interpolate(raw, at: kindValue!.location)
      if icons.icon(named: name) == nil {
        sink.error(
          "no icon named '\(name)'", at: kindValue!.location,
          hint: Suggestion.hint(for: name, in: icons.names) ?? "add \(name).svg to the icons folder")
      }
      spec.kind = .icon(name)
      if geometry["size"] == nil, geometry["width"] == nil { spec.width = .fixed(24) }
      if geometry["size"] == nil, geometry["height"] == nil { spec.height = .fixed(24) }
    case "instance":
      guard let raw = kindValue?.scalarText else {
        sink.error("'instance' names a component set", at: kindValue?.location)
        return nil
      }
      let set = interpolate(raw, at: kindValue!.location)
      guard let target = modelSets[set] else {
        sink.error(
          "no geometry model for the component set '\(set)'", at: kindValue!.location,
          hint: Suggestion.hint(for: set, in: modelSets.keys.sorted()))
        return nil
      }
      var properties: [String: String] = [:]
      if let given = node["properties"] {
        for entry in given.entries ?? [] {
          guard let text = entry.value.scalarText else {
            sink.error("a property value is text, found \(entry.value.kindDescription)", at: entry.value.location)
            continue
          }
          let value = interpolate(text, at: entry.value.location)
          if checkProperty(entry.key, value: value, of: target, keyAt: entry.keyLocation, valueAt: entry.value.location) {
            properties[entry.key] = value
          }
        }
      }
      spec.kind = .instance(set: set, properties: properties)
      if spec.name == nil { spec.name = set }
    default:
      break
    }

    if let layoutNode = node["layout"] { spec.layout = autoLayout(layoutNode) }
    if let reverse = node["reverse"] {
      let flag = boolean(reverse, what: "reverse")
      if spec.layout == nil {
        sink.error("'reverse' reorders an auto layout; this layer has no 'layout'", at: reverse.location)
      } else {
        spec.layout!.reverse = flag
      }
    }
    if let absolute = node["absolute"] { spec.absolute = boolean(absolute, what: "absolute") }
    if let clip = node["clip"] { spec.clip = boolean(clip, what: "clip") }
    if let fill = node["fill"] { spec.fill = paint(fill) }
    if let stroke = node["stroke"] { spec.stroke = self.stroke(stroke) }
    if let effect = node["effect"] { spec.effects = effects(effect) }
    if let opacity = node["opacity"] {
      if let value = number(opacity, what: "opacity") {
        if (0...1).contains(value) { spec.opacity = value } else {
          sink.error("'opacity' is between 0 and 1, found \(Format.number(value))", at: opacity.location)
        }
      }
    }
    if let blur = node["backgroundBlur"] { spec.backgroundBlur = dimension(blur, what: "backgroundBlur") }

    let childKeys = ["layers", "children"].filter { node[$0] != nil }
    if childKeys.count > 1 {
      sink.error("write the children under 'layers' or 'children', not both", at: node.location(ofKey: "children"))
    }
    if let list = childKeys.first.flatMap({ node[$0] }) {
      if let items = list.array {
        switch spec.kind {
        case .frame: break
        default:
          if !items.isEmpty { sink.error("only a frame or rect holds layers", at: list.location) }
        }
        for item in items {
          if let child = parseLayer(item, isRoot: false) { spec.children.append(child) }
        }
      } else {
        sink.error("'\(childKeys[0])' is a list of layers, found \(list.kindDescription)", at: list.location)
      }
    }
    // A frame sized by neither a layout nor children needs its own width and height.
    if case .frame = spec.kind, spec.layout == nil, node["layers"] == nil, node["children"] == nil {
      requireSize(spec, geometry: geometry, node: node, kind: kindKey)
    }
    return spec
  }

  private func requireSize(_ spec: ShapeSpec, geometry: [String: Node], node: Node, kind: String) {
    // Pinned to both edges (x and right, y and bottom), the parent gives the size.
    if case .hug = spec.width, !(spec.x != nil && spec.right != nil) {
      sink.error("a \(kind) needs 'width'", at: node.location, hint: "give 'width' a number, a token, or 'fill'")
    }
    if case .hug = spec.height, !(spec.y != nil && spec.bottom != nil) {
      sink.error("a \(kind) needs 'height'", at: node.location, hint: "give 'height' a number, a token, or 'fill'")
    }
  }
}
