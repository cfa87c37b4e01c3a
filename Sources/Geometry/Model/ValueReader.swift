import SpecimenCore

/// The largest size or position a model may write: far beyond any component, small enough that
/// sums of them stay exact and every number prints.
package let largestModelNumber = 1_000_000.0

// Values a model writes: numbers or token references, paints, strokes, effects, auto layout.
extension ModelReader {
  // MARK: Values

  /// A number or a dimension/number token, finite and within ±`largestModelNumber`.
  mutating func dimension(_ node: Node, what: String) -> Double? {
    if let value = node.number {
      return checked(value, "'\(what)' is \(node.scalarText ?? NumberFormat.number(value))", at: node.location)
    }
    guard let name = node.string else {
      diagnostics.error(
        "'\(what)' is a number or a dimension token, found \(node.kindDescription)", at: node.location,
        id: .geometryWrongType)
      return nil
    }
    // YAML's spellings of not-a-number and infinity: no size, and no token is named so.
    if ["nan", "inf", "+inf", "-inf"].contains(name.lowercased().replacingOccurrences(of: ".", with: "")),
      name.contains(".")
    {
      diagnostics.error(
        "'\(what)' is \(name), which is not a number a drawing can use", at: node.location,
        hint:
          "write a number between -\(NumberFormat.number(largestModelNumber)) and \(NumberFormat.number(largestModelNumber)), or a dimension token",
        id: .geometryNumberOutOfRange
      )
      return nil
    }
    guard let token = lookUp(name, at: node.location, expecting: "a dimension") else { return nil }
    switch token {
    case .dimension(let value), .number(let value):
      return checked(value, "'\(what)' reads '\(name)', which is \(value)", at: node.location)
    default:
      diagnostics.error(
        "'\(what)' reads '\(name)', a \(token.typeName) token; it needs a dimension", at: node.location,
        hint: nearToken(name, types: ["dimension", "number"]), id: .geometryTokenWrongType)
      return nil
    }
  }

  mutating func number(_ node: Node, what: String) -> Double? { dimension(node, what: what) }

  /// A size (width, height, radius, stroke width, padding): a dimension that is not negative, since
  /// a layer with a negative size would silently not be drawn. A negative one is reported and
  /// read as 0, so nothing else complains of a missing size.
  mutating func size(_ node: Node, what: String) -> Double? {
    guard let value = dimension(node, what: what) else { return nil }
    guard value >= 0 else {
      diagnostics.error(
        "'\(what)' is \(NumberFormat.number(value)), below 0: sizes cannot be negative", at: node.location,
        hint: "write 0 or more; a layer moves with x and y", id: .geometrySizeNegative)
      return 0
    }
    return value
  }

  /// `value` when it is finite and within bounds; otherwise an error at `location`.
  mutating func checked(_ value: Double, _ subject: String, at location: SourceLocation) -> Double? {
    if value.isFinite, abs(value) <= largestModelNumber { return value }
    diagnostics.error(
      "\(subject), out of range", at: location,
      hint:
        "numbers in a model lie between -\(NumberFormat.number(largestModelNumber)) and \(NumberFormat.number(largestModelNumber))",
      id: .geometryNumberOutOfRange)
    return nil
  }

  /// Whether every number of a composite token (a shadow, a border, a typography) is in range.
  mutating func inRange(_ numbers: [Double], token name: String, at location: SourceLocation) -> Bool {
    guard numbers.allSatisfy({ $0.isFinite && abs($0) <= largestModelNumber }) else {
      diagnostics.error(
        "the token '\(name)' holds a number out of range", at: location,
        hint:
          "numbers in a model lie between -\(NumberFormat.number(largestModelNumber)) and \(NumberFormat.number(largestModelNumber))",
        id: .geometryNumberOutOfRange
      )
      return false
    }
    return true
  }

  mutating func sizing(_ node: Node, what: String) -> Sizing {
    switch node.string {
    case "hug": return .hug
    case "fill": return .fill
    // A failed lookup is already reported; 0 keeps it from reappearing as a missing size.
    default: return .fixed(size(node, what: what) ?? 0)
    }
  }

  mutating func corners(_ node: Node?) -> GeometryCorners {
    guard let node else { return GeometryCorners(0) }
    if let items = node.array {
      let values = items.map { size($0, what: "radius") ?? 0 }
      guard values.count == 4 else {
        diagnostics.error(
          "'radius' is one value or four (top-left, top-right, bottom-right, bottom-left)", at: node.location,
          id: .geometryRadiusInvalid)
        return GeometryCorners(values.first ?? 0)
      }
      return GeometryCorners(topLeft: values[0], topRight: values[1], bottomRight: values[2], bottomLeft: values[3])
    }
    return GeometryCorners(size(node, what: "radius") ?? 0)
  }

  /// `#RRGGBB`, `none`, or a color token. nil means no paint.
  mutating func paint(_ node: Node) -> GeometryPaint? {
    if let entries = node.entries {
      // `{color, opacity}`: a paint at its own opacity (Figma's fill opacity).
      for entry in entries where entry.key != "color" && entry.key != "opacity" {
        diagnostics.error(
          "a paint has 'color' and 'opacity', found '\(entry.key)'", at: entry.keyLocation,
          hint: Suggestion.hint(for: entry.key, in: ["color", "opacity"]), id: .geometryUnknownKey)
      }
      guard let colorNode = node["color"] else {
        diagnostics.error(
          "a paint written as a mapping needs 'color'", at: node.location, id: .geometryPaintMissingColor)
        return nil
      }
      guard var paint = paint(colorNode) else { return nil }
      if let opacityNode = node["opacity"], let value = number(opacityNode, what: "opacity") {
        if (0...1).contains(value) {
          paint.opacity = value
        } else {
          diagnostics.error(
            "'opacity' is between 0 and 1, found \(NumberFormat.number(value))", at: opacityNode.location,
            id: .geometryOpacityOutOfRange)
        }
      }
      return paint
    }
    guard let text = node.string else {
      diagnostics.error(
        "a paint is a color token, '#RRGGBB', 'none' or {color, opacity}, found \(node.kindDescription)",
        at: node.location, id: .geometryWrongType)
      return nil
    }
    if text == "none" || text == "transparent" { return nil }
    if text.hasPrefix("#") {
      guard let color = GeometryColor(parsing: text) else {
        diagnostics.error(
          "'\(text)' is not a color", at: node.location, hint: "write '#RRGGBB' or '#RRGGBBAA'",
          id: .geometryColorInvalid)
        return nil
      }
      return GeometryPaint(color: color)
    }
    guard let token = lookUp(text, at: node.location, expecting: "a color") else { return nil }
    guard case .color(let color) = token else {
      diagnostics.error(
        "'\(text)' is a \(token.typeName) token; a paint needs a color", at: node.location,
        hint: nearToken(text, types: ["color"]), id: .geometryTokenWrongType)
      return nil
    }
    return tokenPaint(color, token: text)
  }

  /// A paint read from a token carries the token's CSS variable, so drawings follow the theme.
  func tokenPaint(_ color: GeometryColor, token: String?) -> GeometryPaint {
    GeometryPaint(color: color, token: token, cssVariable: token.map(tokens.cssVariable))
  }

  mutating func typography(_ node: Node) -> GeometryTypography? {
    guard let name = node.string else {
      diagnostics.error(
        "'style' names a typography token, found \(node.kindDescription)", at: node.location, id: .geometryWrongType)
      return nil
    }
    guard let token = lookUp(name, at: node.location, expecting: "a typography") else { return nil }
    guard case .typography(let style) = token else {
      diagnostics.error(
        "'\(name)' is a \(token.typeName) token; 'style' needs a typography token", at: node.location,
        hint: nearToken(name, types: ["typography"]), id: .geometryTokenWrongType)
      return nil
    }
    let numbers = [style.fontSize, style.fontWeight, style.lineHeight, style.letterSpacing]
    guard inRange(numbers, token: name, at: node.location) else { return nil }
    return style
  }

  /// A border token, a color token (1 wide, inside), `none`, or `{color, width, align}`; nil
  /// when refused.
  mutating func stroke(_ node: Node) -> StrokeValue? {
    if let text = node.string {
      if text == "none" { return .resolved(nil) }
      if !text.hasPrefix("#"), let token = tokens.token(text), case .border(let border) = token {
        tokensRead.append((text, node.location))
        guard inRange([border.width], token: text, at: node.location) else { return nil }
        return .resolved(StrokeSpec(paint: aliased(border.paint), width: border.width, alignment: .inside))
      }
      return paint(node).map { .resolved(StrokeSpec(paint: $0, width: 1, alignment: .inside)) }
    }
    guard let entries = node.entries else {
      diagnostics.error(
        "'stroke' is a token or {color, width, align}, found \(node.kindDescription)", at: node.location,
        id: .geometryWrongType)
      return nil
    }
    var fields = StrokeFields(location: node.location)
    for entry in entries {
      switch entry.key {
      case "color": fields.color = Written(paint(entry.value))
      // A width that cannot be read draws the default 1, as if not written.
      case "width": fields.width = size(entry.value, what: "stroke width") ?? 1
      case "align":
        if let value = entry.value.string.flatMap(StrokeSpec.Alignment.init(rawValue:)) {
          fields.alignment = value
        } else {
          diagnostics.error(
            "a stroke's 'align' is inside, center or outside", at: entry.value.location, id: .geometryStrokeAlignInvalid
          )
          fields.alignment = .inside
        }
      default:
        diagnostics.append(ShapeKeys.reader.unknownKey(entry, known: ["color", "width", "align"], in: "'stroke'"))
      }
    }
    return .fields(fields)
  }

  /// One shadow token or a list of them (drop shadows, focus rings).
  mutating func effects(_ node: Node) -> [EffectSpec] {
    let items = node.array ?? [node]
    var out: [EffectSpec] = []
    for item in items {
      guard let name = item.string else {
        diagnostics.error(
          "'effect' names a shadow token, found \(item.kindDescription)", at: item.location, id: .geometryWrongType)
        continue
      }
      if name == "none" { continue }
      guard let token = lookUp(name, at: item.location, expecting: "a shadow") else { continue }
      guard case .shadow(let layers) = token else {
        diagnostics.error(
          "'\(name)' is a \(token.typeName) token; 'effect' needs a shadow token", at: item.location,
          hint: nearToken(name, types: ["shadow"]), id: .geometryTokenWrongType)
        continue
      }
      let numbers = layers.flatMap { [$0.offsetX, $0.offsetY, $0.blur, $0.spread] }
      guard inRange(numbers, token: name, at: item.location) else { continue }
      out.append(
        EffectSpec(
          token: name,
          layers: layers.map { layer in
            var layer = layer
            layer.paint = aliased(layer.paint)
            return layer
          }))
    }
    return out
  }

  /// `layout: {…}`; nil (reported) when it is not a mapping. A refused value keeps the default.
  mutating func autoLayout(_ node: Node) -> LayoutFields? {
    guard let entries = node.entries else {
      diagnostics.error(
        "'layout' is a mapping, found \(node.kindDescription)", at: node.location, id: .geometryWrongType)
      return nil
    }
    var layout = LayoutFields()
    for entry in entries {
      let value = entry.value
      switch entry.key {
      case "direction":
        if let direction = value.string.flatMap(LayoutDirection.init(rawValue:)) {
          layout.direction = direction
        } else {
          diagnostics.error("'direction' is row or column", at: value.location, id: .geometryDirectionInvalid)
          layout.direction = .row
        }
      case "gap": layout.gap = dimension(value, what: "gap") ?? 0
      case "padding": layout.padding = padding(value)
      case "justify": layout.justify = alignment(value, allowSpaceBetween: true)
      case "align": layout.align = alignment(value, allowSpaceBetween: false)
      case "reverse": layout.reverse = boolean(value, what: "reverse")
      default:
        diagnostics.append(ShapeKeys.reader.unknownKey(entry, known: ShapeKeys.layoutKeys, in: "'layout'"))
      }
    }
    return layout
  }

  /// One value, `[vertical, horizontal]`, `[top, right, bottom, left]` or a mapping of sides.
  mutating func padding(_ node: Node) -> PaddingValue {
    if let items = node.array {
      let values = items.map { size($0, what: "padding") ?? 0 }
      switch values.count {
      case 1: return .insets(EdgeInsets(top: values[0], right: values[0], bottom: values[0], left: values[0]))
      case 2: return .insets(EdgeInsets(top: values[0], right: values[1], bottom: values[0], left: values[1]))
      case 4: return .insets(EdgeInsets(top: values[0], right: values[1], bottom: values[2], left: values[3]))
      default:
        diagnostics.error("'padding' takes one, two or four values", at: node.location, id: .geometryPaddingInvalid)
        return .insets(.zero)
      }
    }
    if let entries = node.entries {
      var sides: [(side: String, value: Double)] = []
      for entry in entries {
        let value = size(entry.value, what: "padding") ?? 0
        switch entry.key {
        case "top", "right", "bottom", "left", "x", "horizontal", "y", "vertical":
          ordered(&sides, [(entry.key, value)])
        default:
          diagnostics.error(
            "unknown side '\(entry.key)' in 'padding'", at: entry.keyLocation,
            hint: Suggestion.hint(for: entry.key, in: ["top", "right", "bottom", "left", "x", "y"]),
            id: .geometryUnknownKey)
        }
      }
      return .sides(sides)
    }
    let all = size(node, what: "padding") ?? 0
    return .insets(EdgeInsets(top: all, right: all, bottom: all, left: all))
  }

  mutating func alignment(_ node: Node, allowSpaceBetween: Bool) -> LayoutAlignment {
    if let value = node.string.flatMap(LayoutAlignment.init(rawValue:)),
      allowSpaceBetween || value != .spaceBetween
    {
      return value
    }
    let options = allowSpaceBetween ? "start, center, end or space-between" : "start, center or end"
    diagnostics.error(
      "an alignment is \(options), found '\(node.scalarText ?? node.kindDescription)'", at: node.location,
      id: .geometryAlignmentInvalid)
    return .start
  }

  /// `true`, `false`, `"{Boolean Property}"` or `"!{Boolean Property}"`; a refused value is true.
  mutating func boolean(_ node: Node, what: String) -> BooleanValue {
    if let flag = node.bool { return .literal(flag) }
    if let text = node.string {
      var body = Substring(text)
      let negate = body.hasPrefix("!")
      if negate { body = body.dropFirst() }
      if body.hasPrefix("{"), body.hasSuffix("}") {
        let name = String(body.dropFirst().dropLast())
        guard let property = shape.otherProperties.first(where: { $0.name == name }) else {
          if shape.variantProperties.contains(where: { $0.name == name }) {
            diagnostics.error(
              "'\(what)' binds to '\(name)', a variant property", at: node.location,
              hint: "use a variant rule: 'when: {\(name): …}'", id: .geometryBindingVariantProperty)
          } else {
            diagnostics.error(
              "'\(what)' binds to '\(name)', which is not a property of \(shape.name)", at: node.location,
              hint: Suggestion.hint(for: name, in: shape.otherProperties.map(\.name)), id: .geometryUnknownProperty)
          }
          return .literal(true)
        }
        if property.kind != .boolean {
          diagnostics.error(
            "'\(what)' binds to '\(name)', a \(property.kind.rawValue) property; it needs a boolean",
            at: node.location, id: .geometryBindingNotBoolean)
          return .literal(true)
        }
        return .property(name: name, negated: negate, defaultValue: property.defaultValue)
      }
    }
    diagnostics.error(
      "'\(what)' is true, false or a boolean property in braces, found \(node.scalarText.map { "'\($0)'" } ?? node.kindDescription)",
      at: node.location, hint: "for example \(what): \"{Show Description}\"", id: .geometryWrongType)
    return .literal(true)
  }

  /// A composite token's color with the CSS variable of the alias it names, if any.
  func aliased(_ paint: GeometryPaint) -> GeometryPaint {
    var paint = paint
    paint.cssVariable = paint.token.map(tokens.cssVariable)
    return paint
  }

  // MARK: Tokens

  mutating func lookUp(_ name: String, at location: SourceLocation, expecting kind: String)
    -> GeometryToken?
  {
    tokensRead.append((name, location))
    // Looked up once: the source resolves and converts the token on each call.
    let token = tokens.token(name)
    if case .unmeasurable(let type, let written)? = token {
      diagnostics.error(
        "the \(type) token '\(name)' is \(written), which has no size in px for a drawing", at: location,
        hint: "a model reads tokens in px, rem, pt, dp or sp; name one of those, or write the number",
        id: .geometryTokenUnitUnsupported)
      return nil
    }
    if case .incomplete(let type, let missing)? = token {
      diagnostics.error(
        "the \(type) token '\(name)' has no \(missing), which a drawing needs to measure its text", at: location,
        hint: "add \(missing) to the token, or name a \(type) token that has one",
        id: .geometryTokenIncomplete)
      return nil
    }
    if let token { return token }
    if tokens.tokenNames.contains(name) {
      // The token is there but has no value: its own error says why; "did you mean" it would not.
      let reason = tokens.leftOutReason(name).map { ": \($0)" } ?? ": it failed to resolve"
      if tokens.drawsLeftOutTokens, let standIn = Self.leftOutStandIn(expecting: kind) {
        diagnostics.warning(
          "the token '\(name)' is left out\(reason); the drawing shows \(standIn.said) in its place", at: location,
          hint: "fix the token '\(name)'; strict makes this an error", id: .geometryTokenUnresolved)
        return standIn.token
      }
      diagnostics.error(
        "the token '\(name)' has no value to read\(reason)", at: location,
        hint: "fix the error reported at the token '\(name)'", id: .geometryTokenUnresolved)
      return nil
    }
    let hint = Suggestion.hint(for: name, in: tokens.tokenNames)
    diagnostics.error(
      "no token named '\(name)'", at: location,
      hint: hint ?? (name.contains(".") ? "write token names with '/', as Figma shows them" : nil),
      id: .geometryUnknownToken)
    return nil
  }

  /// What a drawing shows for a token left out, by the kind the model expects: magenta, the
  /// colour no design uses, so the hole is seen; no size; no shadow; a plain 16 px text style.
  static func leftOutStandIn(expecting kind: String) -> (token: GeometryToken, said: String)? {
    switch kind {
    case "a color": return (.color(GeometryColor(hex: "#FF00FF")), "magenta (#FF00FF)")
    case "a dimension": return (.dimension(0), "0")
    case "a shadow": return (.shadow([]), "no shadow")
    case "a typography":
      let style = GeometryTypography(fontFamily: "sans-serif", fontWeight: 400, fontSize: 16, lineHeight: 1.25)
      return (.typography(style), "16px sans-serif")
    default: return nil
    }
  }

  /// "did you mean …" among the tokens of the fitting types, if one is close.
  private func nearToken(_ name: String, types: Set<String>) -> String? {
    let fitting = tokens.tokenNames.filter { candidate in
      tokens.token(candidate).map { types.contains($0.typeName) } ?? false
    }
    return Suggestion.hint(for: name, in: fitting)
  }
}
