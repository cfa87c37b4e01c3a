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

  // MARK: Values

  /// A number or a dimension/number token.
  mutating func dimension(_ node: Node, what: String) -> Double? {
    if let value = node.number { return value }
    guard let name = node.string else {
      sink.error("'\(what)' is a number or a dimension token, found \(node.kindDescription)", at: node.location)
      return nil
    }
    guard let token = lookUp(name, at: node.location, expecting: "a dimension") else { return nil }
    switch token {
    case .dimension(let value), .number(let value): return value
    default:
      sink.error(
        "'\(what)' reads '\(name)', a \(token.typeName) token; it needs a dimension", at: node.location,
        hint: nearToken(name, types: ["dimension", "number"]))
      return nil
    }
  }

  mutating func number(_ node: Node, what: String) -> Double? { dimension(node, what: what) }

  mutating func sizing(_ node: Node, what: String) -> Sizing {
    switch node.string {
    case "hug": return .hug
    case "fill": return .fill
    // A failed lookup is already reported; 0 keeps it from reappearing as a missing size.
    default: return .fixed(dimension(node, what: what) ?? 0)
    }
  }

  mutating func corners(_ node: Node?) -> GeometryCorners {
    guard let node else { return GeometryCorners(0) }
    if let items = node.array {
      let values = items.map { dimension($0, what: "radius") ?? 0 }
      guard values.count == 4 else {
        sink.error(
          "'radius' is one value or four (top-left, top-right, bottom-right, bottom-left)", at: node.location)
        return GeometryCorners(values.first ?? 0)
      }
      return GeometryCorners(topLeft: values[0], topRight: values[1], bottomRight: values[2], bottomLeft: values[3])
    }
    return GeometryCorners(dimension(node, what: "radius") ?? 0)
  }

  /// `#RRGGBB`, `none`, or a color token. nil means no paint.
  mutating func paint(_ node: Node) -> GeometryPaint? {
    guard let text = node.string else {
      sink.error("a paint is a color token, '#RRGGBB' or 'none', found \(node.kindDescription)", at: node.location)
      return nil
    }
    if text == "none" || text == "transparent" { return nil }
    if text.hasPrefix("#") {
      guard let color = GeometryColor(parsing: text) else {
        sink.error("'\(text)' is not a color", at: node.location, hint: "write '#RRGGBB' or '#RRGGBBAA'")
        return nil
      }
      return GeometryPaint(color: color)
    }
    guard let token = lookUp(text, at: node.location, expecting: "a color") else { return nil }
    guard case .color(let color) = token else {
      sink.error(
        "'\(text)' is a \(token.typeName) token; a paint needs a color", at: node.location,
        hint: nearToken(text, types: ["color"]))
      return nil
    }
    return GeometryPaint(color: color, token: text)
  }

  mutating func typography(_ node: Node) -> GeometryTypography? {
    guard let name = node.string else {
      sink.error("'style' names a typography token, found \(node.kindDescription)", at: node.location)
      return nil
    }
    guard let token = lookUp(name, at: node.location, expecting: "a typography") else { return nil }
    guard case .typography(let style) = token else {
      sink.error(
        "'\(name)' is a \(token.typeName) token; 'style' needs a typography token", at: node.location,
        hint: nearToken(name, types: ["typography"]))
      return nil
    }
    return style
  }

  /// A border token, a color token (1 wide, inside), or `{color, width, align}`.
  mutating func stroke(_ node: Node) -> StrokeSpec? {
    if let text = node.string {
      if text == "none" { return nil }
      if !text.hasPrefix("#"), let token = tokens.token(text), case .border(let border) = token {
        tokensRead.append((text, node.location))
        return StrokeSpec(paint: border.paint, width: border.width, alignment: .inside)
      }
      return paint(node).map { StrokeSpec(paint: $0, width: 1, alignment: .inside) }
    }
    guard let entries = node.entries else {
      sink.error("'stroke' is a token or {color, width, align}, found \(node.kindDescription)", at: node.location)
      return nil
    }
    for entry in entries where !["color", "width", "align"].contains(entry.key) {
      sink.error(
        "unknown key '\(entry.key)' in 'stroke'", at: entry.keyLocation,
        hint: Suggestion.hint(for: entry.key, in: ["color", "width", "align"]))
    }
    guard let colorNode = node["color"] else {
      sink.error("a stroke needs 'color'", at: node.location)
      return nil
    }
    guard let paint = paint(colorNode) else { return nil }
    let width = node["width"].flatMap { dimension($0, what: "stroke width") } ?? 1
    var alignment = StrokeSpec.Alignment.inside
    if let align = node["align"] {
      if let value = align.string.flatMap(StrokeSpec.Alignment.init(rawValue:)) {
        alignment = value
      } else {
        sink.error("a stroke's 'align' is inside, center or outside", at: align.location)
      }
    }
    return StrokeSpec(paint: paint, width: width, alignment: alignment)
  }

  /// One shadow token or a list of them (drop shadows, focus rings).
  mutating func effects(_ node: Node) -> [EffectSpec] {
    let items = node.array ?? [node]
    var out: [EffectSpec] = []
    for item in items {
      guard let name = item.string else {
        sink.error("'effect' names a shadow token, found \(item.kindDescription)", at: item.location)
        continue
      }
      if name == "none" { continue }
      guard let token = lookUp(name, at: item.location, expecting: "a shadow") else { continue }
      guard case .shadow(let layers) = token else {
        sink.error(
          "'\(name)' is a \(token.typeName) token; 'effect' needs a shadow token", at: item.location,
          hint: nearToken(name, types: ["shadow"]))
        continue
      }
      out.append(EffectSpec(token: name, layers: layers))
    }
    return out
  }

  mutating func autoLayout(_ node: Node) -> AutoLayout? {
    guard let entries = node.entries else {
      sink.error("'layout' is a mapping, found \(node.kindDescription)", at: node.location)
      return nil
    }
    var layout = AutoLayout()
    for entry in entries {
      let value = entry.value
      switch entry.key {
      case "direction":
        if let direction = value.string.flatMap(LayoutDirection.init(rawValue:)) {
          layout.direction = direction
        } else {
          sink.error("'direction' is row or column", at: value.location)
        }
      case "gap": layout.gap = dimension(value, what: "gap") ?? 0
      case "padding": layout.padding = padding(value)
      case "justify": layout.justify = alignment(value, allowSpaceBetween: true)
      case "align": layout.align = alignment(value, allowSpaceBetween: false)
      case "reverse": layout.reverse = boolean(value, what: "reverse")
      default:
        sink.error(
          "unknown key '\(entry.key)' in 'layout'", at: entry.keyLocation,
          hint: Suggestion.hint(for: entry.key, in: ShapeKeys.layoutKeys))
      }
    }
    return layout
  }

  /// One value, `[vertical, horizontal]`, `[top, right, bottom, left]` or a mapping.
  mutating func padding(_ node: Node) -> EdgeInsets {
    if let items = node.array {
      let values = items.map { dimension($0, what: "padding") ?? 0 }
      switch values.count {
      case 1: return EdgeInsets(top: values[0], right: values[0], bottom: values[0], left: values[0])
      case 2: return EdgeInsets(top: values[0], right: values[1], bottom: values[0], left: values[1])
      case 4: return EdgeInsets(top: values[0], right: values[1], bottom: values[2], left: values[3])
      default:
        sink.error("'padding' takes one, two or four values", at: node.location)
        return .zero
      }
    }
    if let entries = node.entries {
      var insets = EdgeInsets.zero
      for entry in entries {
        let value = dimension(entry.value, what: "padding") ?? 0
        switch entry.key {
        case "top": insets.top = value
        case "right": insets.right = value
        case "bottom": insets.bottom = value
        case "left": insets.left = value
        case "x", "horizontal": insets.left = value; insets.right = value
        case "y", "vertical": insets.top = value; insets.bottom = value
        default:
          sink.error(
            "unknown side '\(entry.key)' in 'padding'", at: entry.keyLocation,
            hint: Suggestion.hint(for: entry.key, in: ["top", "right", "bottom", "left", "x", "y"]))
        }
      }
      return insets
    }
    let all = dimension(node, what: "padding") ?? 0
    return EdgeInsets(top: all, right: all, bottom: all, left: all)
  }

  func alignment(_ node: Node, allowSpaceBetween: Bool) -> LayoutAlignment {
    if let value = node.string.flatMap(LayoutAlignment.init(rawValue:)),
      allowSpaceBetween || value != .spaceBetween
    {
      return value
    }
    let options = allowSpaceBetween ? "start, center, end or space-between" : "start, center or end"
    sink.error("an alignment is \(options), found '\(node.scalarText ?? node.kindDescription)'", at: node.location)
    return .start
  }

  /// `true`, `false`, `"{Boolean Property}"` or `"!{Boolean Property}"`.
  func boolean(_ node: Node, what: String) -> Bool {
    if let flag = node.bool { return flag }
    if let text = node.string {
      var body = Substring(text)
      let negate = body.hasPrefix("!")
      if negate { body = body.dropFirst() }
      if body.hasPrefix("{"), body.hasSuffix("}") {
        let name = String(body.dropFirst().dropLast())
        guard let property = shape.otherProperties.first(where: { $0.name == name }) else {
          if shape.variantProperties.contains(where: { $0.name == name }) {
            sink.error(
              "'\(what)' binds to '\(name)', a variant property", at: node.location,
              hint: "use a variant rule: 'when: {\(name): …}'")
          } else {
            sink.error(
              "'\(what)' binds to '\(name)', which is not a property of \(shape.name)", at: node.location,
              hint: Suggestion.hint(for: name, in: shape.otherProperties.map(\.name)))
          }
          return true
        }
        if property.kind != .boolean {
          sink.error(
            "'\(what)' binds to '\(name)', a \(property.kind.rawValue) property; it needs a boolean",
            at: node.location)
          return true
        }
        let on = (values[name] ?? property.defaultValue) == "true"
        return negate ? !on : on
      }
    }
    sink.error(
      "'\(what)' is true, false or a boolean property in braces, found \(node.scalarText.map { "'\($0)'" } ?? node.kindDescription)",
      at: node.location, hint: "for example \(what): \"{Show Description}\"")
    return true
  }

  /// Fills `{Property}` with the property's value and `{#Property}` with its length.
  func interpolate(_ text: String, at location: SourceLocation) -> String {
    guard text.contains("{") else { return text }
    var out = ""
    var rest = Substring(text)
    while let open = rest.firstIndex(of: "{") {
      out += rest[..<open]
      guard let close = rest[open...].firstIndex(of: "}") else {
        sink.error("'{' without a closing '}' in '\(text)'", at: location)
        out += rest[open...]
        return out
      }
      var name = String(rest[rest.index(after: open)..<close])
      let count = name.hasPrefix("#")
      if count { name.removeFirst() }
      if let value = values[name] ?? defaultValue(of: name) {
        out += count ? String(value.count) : value
      } else {
        sink.error(
          "'{\(name)}' is not a property of \(shape.name)", at: location,
          hint: Suggestion.hint(for: name, in: shape.allPropertyNames))
      }
      rest = rest[rest.index(after: close)...]
    }
    return out + rest
  }

  private func defaultValue(of name: String) -> String? {
    shape.variantProperties.first { $0.name == name }?.defaultValue
      ?? shape.otherProperties.first { $0.name == name }?.defaultValue
  }

  /// Whether `name = value` may be set on an instance of `target`; reports it when not.
  func checkProperty(
    _ name: String, value: String, of target: ComponentSetShape, keyAt: SourceLocation, valueAt: SourceLocation
  ) -> Bool {
    if let property = target.variantProperties.first(where: { $0.name == name }) {
      guard property.options.contains(value) else {
        sink.error(
          "'\(value)' is not a value of \(target.name)'s \(name)", at: valueAt,
          hint: Suggestion.hint(for: value, in: property.options)
            ?? "the values are \(Format.list(property.options, conjunction: "or"))")
        return false
      }
      return true
    }
    if let property = target.otherProperties.first(where: { $0.name == name }) {
      if property.kind == .boolean, value != "true", value != "false" {
        sink.error("'\(name)' is a boolean; write true or false", at: valueAt)
        return false
      }
      return true
    }
    sink.error(
      "\(target.name) has no property '\(name)'", at: keyAt,
      hint: Suggestion.hint(for: name, in: target.allPropertyNames))
    return false
  }

  // MARK: Tokens

  private mutating func lookUp(_ name: String, at location: SourceLocation, expecting kind: String)
    -> GeometryToken?
  {
    tokensRead.append((name, location))
    if let token = tokens.token(name) { return token }
    let hint = Suggestion.hint(for: name, in: tokens.tokenNames)
    sink.error(
      "no token named '\(name)'", at: location,
      hint: hint ?? (name.contains(".") ? "write token names with '/', as Figma shows them" : nil))
    return nil
  }

  /// "did you mean …" among the tokens of the fitting types, if one is close.
  private func nearToken(_ name: String, types: Set<String>) -> String? {
    let fitting = tokens.tokenNames.filter { candidate in
      tokens.token(candidate).map { types.contains($0.typeName) } ?? false
    }
    return Suggestion.hint(for: name, in: fitting)
  }
}

/// SVG path data check: commands, numbers, separators. Keeps the attribute plain.
enum PathData {
  static func isValid(_ d: String) -> Bool {
    !d.isEmpty
      && d.unicodeScalars.allSatisfy { scalar in
        "MmLlHhVvCcSsQqTtAaZz0123456789.,-+eE \n\t".unicodeScalars.contains(scalar)
      }
  }
}
