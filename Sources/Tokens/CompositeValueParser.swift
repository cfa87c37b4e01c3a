import SpecimenCore

/// The composite types of 2025.10: border, transition, shadow, gradient, typography.
extension ValueParser {
  mutating func border(_ node: Node) -> Border? {
    guard let m = members(node, field: "value", kind: "a border", required: ["color", "width", "style"], extras: true)
    else { return nil }
    let c = color(m["color"]!, field: "color")
    let w = dimension(m["width"]!, field: "width")
    let s = strokeStyle(m["style"]!, field: "style")
    guard let c, let w, let s else { return nil }
    return Border(color: c, width: w, style: s)
  }

  mutating func transition(_ node: Node) -> Transition? {
    guard
      let m = members(
        node, field: "value", kind: "a transition", required: ["duration", "delay", "timingFunction"], extras: true)
    else { return nil }
    let d = duration(m["duration"]!, field: "duration")
    let delay = duration(m["delay"]!, field: "delay")
    let t = cubicBezier(m["timingFunction"]!, field: "timingFunction")
    guard let d, let delay, let t else { return nil }
    return Transition(duration: d, delay: delay, timingFunction: t)
  }

  mutating func shadowLayer(_ node: Node, field: String) -> ShadowLayer? {
    guard
      let m = members(
        node, field: field, kind: "a shadow", required: ["color", "offsetX", "offsetY", "blur", "spread"],
        optional: ["inset"], extras: true)
    else { return nil }
    let c = color(m["color"]!, field: "\(field).color")
    let x = dimension(m["offsetX"]!, field: "\(field).offsetX")
    let y = dimension(m["offsetY"]!, field: "\(field).offsetY")
    let b = dimension(m["blur"]!, field: "\(field).blur")
    let s = dimension(m["spread"]!, field: "\(field).spread")
    var inset = false
    if let i = m["inset"] {
      if let flag = i.bool {
        inset = flag
      } else {
        fail("\(field).inset must be true or false, found \(i.kindDescription)", i, id: .tokensShadowInvalid)
        return nil
      }
    }
    if let b, b.value < 0 {
      fail("\(field).blur must not be negative", m["blur"]!, id: .tokensShadowInvalid)
      return nil
    }
    guard let c, let x, let y, let b, let s else { return nil }
    return ShadowLayer(color: c, offsetX: x, offsetY: y, blur: b, spread: s, inset: inset)
  }

  mutating func shadow(_ node: Node) -> [ShadowLayer]? {
    if let items = node.array {
      if items.isEmpty {
        fail("a shadow array needs at least one layer", node, id: .tokensShadowInvalid)
        return nil
      }
      var layers: [ShadowLayer] = []
      var ok = true
      for (index, item) in items.enumerated() {
        if let layer = shadowLayer(item, field: "layer \(index + 1)") { layers.append(layer) } else { ok = false }
      }
      return ok ? layers : nil
    }
    return shadowLayer(node, field: "value").map { [$0] }
  }

  mutating func gradient(_ node: Node) -> [GradientStop]? {
    guard let items = node.array, !items.isEmpty else {
      fail(
        "a gradient must be a non-empty array of stops {color, position}, found \(node.kindDescription)", node,
        id: .tokensGradientInvalid)
      return nil
    }
    var stops: [GradientStop] = []
    var ok = true
    for (index, item) in items.enumerated() {
      let field = "stop \(index + 1)"
      guard let m = members(item, field: field, kind: "a gradient stop", required: ["color", "position"], extras: true)
      else {
        ok = false
        continue
      }
      let c = color(m["color"]!, field: "\(field).color")
      let p = number(m["position"]!, field: "\(field).position")
      if let c, let p { stops.append(GradientStop(color: c, position: min(1, max(0, p)))) } else { ok = false }
    }
    return ok ? stops : nil
  }

  /// A typography's font family: none written (the text keeps the one it inherits), the
  /// families written, or a value that could not be read (reported).
  private enum FamilyRead: Equatable {
    case inherited
    case written([String])
    case unreadable

    var families: [String]? {
      if case .written(let families) = self { families } else { nil }
    }
  }

  mutating func typography(_ node: Node) -> Typography? {
    guard
      let m = members(
        node, field: "value", kind: "a typography",
        required: ["fontFamily", "fontSize", "fontWeight", "letterSpacing", "lineHeight"],
        defaulted: ["fontFamily", "letterSpacing", "lineHeight"], extras: true)
    else { return nil }
    // Without a fontFamily (Apple HIG's export writes none) the text keeps the family it
    // inherits, as a page sets it; nothing is invented.
    var family = FamilyRead.inherited
    if let written = m["fontFamily"] {
      family = fontFamily(written, field: "fontFamily").map(FamilyRead.written) ?? .unreadable
    } else {
      deviate(
        .typographyWithoutFontFamily,
        "value has no fontFamily; 2025.10 requires one, so the text keeps the family it inherits",
        at: node.location, hint: "add \"fontFamily\": [\"Inter\", \"sans-serif\"] (your family)")
    }
    let size = dimension(m["fontSize"]!, field: "fontSize")
    let weight = fontWeight(m["fontWeight"]!, field: "fontWeight")
    // Without a letterSpacing (Figma SDS, Primer and Fluent write none) the text is set as its
    // font is, with no tracking: 0, as Tokens Studio applies a typography in Figma.
    var spacing: Dimension?
    if let written = m["letterSpacing"] {
      spacing = dimension(written, field: "letterSpacing")
    } else {
      spacing = Dimension(0, .px)
      deviate(
        .typographyWithoutLetterSpacing, "value has no letterSpacing; 2025.10 requires one, so it is read as 0",
        at: node.location, hint: "add \"letterSpacing\": {\"value\": 0, \"unit\": \"px\"}")
    }
    // Design tools write tracking in % of the font size: CSS says that in em.
    if let s = spacing, s.unit == .percent { spacing = Dimension(s.value / 100, .em) }
    // Without a lineHeight (Figma SDS writes none) the lines are the font's normal height, as
    // CSS's `normal`: the value has none of its own.
    var lineHeight: LineHeight?
    if let written = m["lineHeight"] {
      guard let size, let read = self.lineHeight(written, fontSize: size) else { return nil }
      lineHeight = read
    } else {
      deviate(
        .typographyWithoutLineHeight,
        "value has no lineHeight; 2025.10 requires one, so the lines take the font's normal height",
        at: node.location, hint: "add \"lineHeight\": 1.5 (a multiple of fontSize)")
    }
    guard family != .unreadable, let size, let weight, let spacing else { return nil }
    return Typography(
      fontFamily: family.families, fontSize: size, fontWeight: weight, letterSpacing: spacing, lineHeight: lineHeight)
  }

  /// A multiple of the font size. Leniently a dimension or a string too: turned into that multiple
  /// where the font size has px, else kept as the length written (5px over a font size of 0, as
  /// Apple HIG's export has it; `2vw`), which CSS and tables take as it is.
  mutating func lineHeight(_ node: Node, fontSize: Dimension) -> LineHeight? {
    if let value = node.number { return .multiple(value) }
    let expects = "2025.10 expects a number, a multiple of fontSize"
    if let text = node.string, let read = LenientForms.measure(text), read.unit.isEmpty {
      deviate(
        .lineHeightDimension, "lineHeight is the string \"\(text)\"; \(expects)", at: node.location,
        hint: "write \(formatNumber(read.value, decimals: 6))")
      return .multiple(read.value)
    }
    let isDimension = node.string.flatMap(LenientForms.measure).map { !$0.unit.isEmpty } ?? (node["unit"] != nil)
    guard isDimension else {
      fail(
        "lineHeight must be a number (a multiple of fontSize), found \(node.kindDescription)", node,
        id: .tokensLineHeightInvalid)
      return nil
    }
    // Read the dimension without its own deviation: the line height's one is enough.
    var inner = ValueParser(owner: owner, strictness: .lenient)
    guard let d = inner.dimension(node, field: "lineHeight") else {
      diagnostics.append(contentsOf: inner.diagnostics.filter { $0.severity == .error })
      return nil
    }
    let written = node.string.map { "the string \"\($0)\"" } ?? d.written
    let ratio: Double
    switch d.unit {
    case .percent: ratio = d.value / 100
    case .em: ratio = d.value
    case _ where d.unit == fontSize.unit && fontSize.value > 0: ratio = d.value / fontSize.value
    case .px, .rem, .dp, .sp, .pt, .none, .vw, .vh, .vmin, .vmax, .ch, .ex:
      guard let size = fontSize.pxValue, size > 0, let height = d.pxValue else {
        let over = fontSize.pxValue == 0 ? "a fontSize of 0" : "a fontSize of \(fontSize.written)"
        deviate(
          .lineHeightDimension,
          "lineHeight is \(written); \(expects); no multiple of \(over) is \(d.written), so it is kept as written",
          at: node.location, hint: "write the multiple of fontSize the lines should have, such as 1.5")
        return .length(d)
      }
      ratio = height / size
    }
    deviate(
      .lineHeightDimension,
      "lineHeight is \(written); \(expects); read as \(formatNumber(ratio, decimals: 6))",
      at: node.location, hint: "write \(formatNumber(ratio, decimals: 16)) for \(d.written) at \(fontSize.written)")
    return .multiple(ratio)
  }
}
