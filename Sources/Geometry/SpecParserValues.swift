import SpecimenCore

// Values a model writes: numbers or token references, paints, strokes, effects, auto layout.
extension SpecParser {
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
    if let entries = node.entries {
      // `{color, opacity}`: a paint at its own opacity (Figma's fill opacity).
      for entry in entries where entry.key != "color" && entry.key != "opacity" {
        sink.error(
          "a paint has 'color' and 'opacity', found '\(entry.key)'", at: entry.keyLocation,
          hint: Suggestion.hint(for: entry.key, in: ["color", "opacity"]))
      }
      guard let colorNode = node["color"] else {
        sink.error("a paint written as a mapping needs 'color'", at: node.location)
        return nil
      }
      guard var paint = paint(colorNode) else { return nil }
      if let opacityNode = node["opacity"], let value = number(opacityNode, what: "opacity") {
        if (0...1).contains(value) { paint.opacity = value } else {
          sink.error("'opacity' is between 0 and 1, found \(Format.number(value))", at: opacityNode.location)
        }
      }
      return paint
    }
    guard let text = node.string else {
      sink.error(
        "a paint is a color token, '#RRGGBB', 'none' or {color, opacity}, found \(node.kindDescription)",
        at: node.location)
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
