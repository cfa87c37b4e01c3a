import Figma
import Geometry
import SpecimenCore

/// How a model names what Figma binds: tokens for variables, text styles and shadows. Each
/// answer is nil when no token fits, and the model then writes Figma's literal value (or, where
/// a model needs a token, a comment saying which one to name).
struct ModelNaming: Sendable {
  /// What a model reads a token as where the writer places one: a paint a color, a size a
  /// dimension (or a number), a text's `style` a typography.
  package enum Kind: Sendable { case color, dimension, typography }

  /// The token a variable id or key names, and what it is.
  package var variable: @Sendable (String) -> (name: String, kind: Kind?)?
  /// A typography token with this text style's family, weight, size and line height.
  package var typography: @Sendable (FigmaTextStyle) -> String?
  /// A shadow token with these drop and inner shadows, in order.
  package var shadow: @Sendable ([FigmaEffect]) -> String?
  /// The typography token nearest a text style no token matches (the same family first, then
  /// the nearest size and weight): a model's text needs one. Nil when there is none at all.
  var nearestTypography: @Sendable (FigmaTextStyle) -> String?

  package init(
    variable: @escaping @Sendable (String) -> (name: String, kind: Kind?)? = { _ in nil },
    typography: @escaping @Sendable (FigmaTextStyle) -> String? = { _ in nil },
    nearestTypography: @escaping @Sendable (FigmaTextStyle) -> String? = { _ in nil },
    shadow: @escaping @Sendable ([FigmaEffect]) -> String? = { _ in nil }
  ) {
    self.variable = variable
    self.typography = typography
    self.shadow = shadow
    self.nearestTypography = nearestTypography
  }

  /// The token the variable names, when the model can read it as `kind` there: a variable tied to
  /// a token of another type (a text's bound font size is a number, never a typography) names none.
  func token(for variable: String, as kind: Kind) -> String? {
    guard let found = self.variable(variable), found.kind == kind else { return nil }
    return found.name
  }
}

/// Writes a geometry model (docs/GEOMETRY.md) from a component set's node trees: the default
/// variant's tree as the layers (auto layout as `layout:`, Figma's sizing as numbers, `hug` or
/// `fill`, bound variables as token names, text bound to a property as `{Property}`), and each
/// other published variant's differences from it as a `variants:` rule. Data in, text out.
struct ModelWriter {
  let naming: ModelNaming
  /// What could not be said with a token, by layer: the model asks for them in comments.
  private(set) var unnamed: [String] = []
  /// Layers a model cannot hold, by name: the comments at the end list them.
  private(set) var leftOut: [String] = []
  /// The set's property names, and those of its boolean properties: what a binding may name.
  private var propertyNames: Set<String> = []
  private var booleanNames: Set<String> = []

  package init(naming: ModelNaming) { self.naming = naming }

  /// The model's text, or nil when the set publishes no variant with a node tree.
  package mutating func model(of set: ComponentSet, source: String) -> String? {
    propertyNames = Set(set.properties.map(\.name))
    booleanNames = Set(set.otherProperties.filter { $0.kind == .boolean }.map(\.name))
    // A variant whose tree has no size draws nothing: a model of it could not pass its check.
    let variants = set.publishedVariants.filter { variant in
      variant.tree?.box.map { $0.width > 0 && $0.height > 0 } ?? false
    }
    let defaults = set.variantProperties.map { ($0.name, $0.defaultValue) }
    let defaultVariant =
      variants.first { variant in defaults.allSatisfy { name, value in variant[name] == value } } ?? variants.first
    var names = LayerNames(tree: defaultVariant?.tree)
    guard let defaultVariant, let root = defaultVariant.tree,
      var layers = layer(root, isRoot: true, parent: nil, names: &names)
    else { return nil }
    // Layers only other variants show join the default's tree, hidden, where those variants put
    // them; each variant's rule then shows them.
    var others: [(Variant, Layer)] = []
    for variant in variants where variant.nodeID != defaultVariant.nodeID {
      guard let tree = variant.tree else { continue }
      var otherNames = LayerNames(tree: tree)
      guard let other = layer(tree, isRoot: true, parent: nil, names: &otherNames) else { continue }
      Self.addMissing(from: other, into: &layers)
      others.append((variant, other))
    }
    Self.order(&layers, as: others.map(\.1))
    var out: String
    if others.isEmpty && Self.label(defaultVariant).isEmpty {
      // A component outside any set: one variant, no properties to name it by.
      out =
        "# \(YAMLWriter.comment(set.name)), written from \(YAMLWriter.comment(source)). "
        + "Figma is the truth: `specimen check` compares them.\n"
    } else {
      out =
        "# \(YAMLWriter.comment(set.name)), written from \(YAMLWriter.comment(source)) (its default variant, "
        + "\(YAMLWriter.comment(Self.label(defaultVariant))), and\n"
      out += "# each other variant's differences from it). Figma is the truth: `specimen check` compares them.\n"
    }
    out += "set: \(YAMLText.scalar(set.name))\n"
    out += layers.lines(indent: 0).joined(separator: "\n") + "\n"
    var rules: [String] = []
    for (variant, other) in others {
      let changes = Self.changes(from: layers, to: other)
      guard !changes.isEmpty else { continue }
      let when = variant.values.map { "\(YAMLText.scalar($0.property)): \(YAMLText.scalar($0.value))" }
      var rule = "  - when: { \(when.joined(separator: ", ")) }\n"
      for (target, fields) in changes {
        rule +=
          "    \(YAMLText.scalar(target)): { \(fields.map { "\($0.key): \($0.value)" }.joined(separator: ", ")) }\n"
      }
      rules.append(rule)
    }
    if !rules.isEmpty {
      out += "\nvariants:                         # in file order; later rules win\n" + rules.joined()
    }
    if !leftOut.isEmpty {
      out += "\n# Layers left out of this model:\n"
      var said: Set<String> = []
      out += leftOut.filter { said.insert($0).inserted }.map { "#   \(YAMLWriter.comment($0))\n" }.joined()
    }
    if !unnamed.isEmpty {
      out += "\n# Figma binds values no token names here; each is written as Figma's value:\n"
      // Each variant's tree says the same of its layers: each line once.
      var said: Set<String> = []
      out += unnamed.filter { said.insert($0).inserted }.map { "#   \(YAMLWriter.comment($0))\n" }.joined()
    }
    return out
  }

  static func label(_ variant: Variant) -> String { variant.canonicalName }

  // MARK: Layers

  /// A layer as ordered key–value pairs (values already YAML) and its children.
  struct Layer {
    var name: String
    var fields: [(key: String, value: String)] = []
    var children: [Layer] = []
    var comment: String?

    func value(_ key: String) -> String? { fields.first { $0.key == key }?.value }

    func lines(indent: Int) -> [String] {
      let pad = String(repeating: " ", count: indent)
      var out: [String] = []
      for (index, field) in fields.enumerated() {
        let comment =
          index == fields.count - 1 && children.isEmpty ? comment.map { "  # \(YAMLWriter.comment($0))" } ?? "" : ""
        out.append(pad + field.key + ": " + field.value + comment)
      }
      guard !children.isEmpty else { return out }
      out.append(pad + "layers:" + (comment.map { "  # \(YAMLWriter.comment($0))" } ?? ""))
      for child in children {
        var inner = child.lines(indent: indent + 4)
        guard !inner.isEmpty else { continue }
        inner[0] = pad + "  - " + inner[0].dropFirst(indent + 4)
        out.append(contentsOf: inner)
      }
      return out
    }

    /// Every named layer of the tree, this one first.
    func flattened() -> [Layer] { [self] + children.flatMap { $0.flattened() } }
  }

  /// Layer names made unique as the model needs them: a repeated Figma name gets `-2`, `-3`,
  /// the first number no layer of the tree is named already (a layer Figma itself names `a-2`
  /// keeps its name, and the second `a` becomes `a-3`), so a renamed layer never takes a real
  /// one's name.
  struct LayerNames {
    /// `root` and `when` mean something of their own in a variant rule, so no layer takes them.
    var used: Set<String> = ["root", "when"]
    /// Every name the tree's layers have, each kept by its first layer.
    var reserved: Set<String> = []
    /// The number each name tries next, so a hundred repeats of one name cost a hundred tries.
    var next: [String: Int] = [:]

    init(tree: FigmaNode? = nil) {
      var stack = tree.map { [$0] } ?? []
      while let node = stack.popLast() {
        reserved.insert(node.name.isEmpty ? "layer" : node.name)
        stack.append(contentsOf: node.children)
      }
    }

    mutating func unique(_ name: String) -> String {
      let base = name.isEmpty ? "layer" : name
      if used.insert(base).inserted { return base }
      var number = next[base] ?? 2
      while reserved.contains("\(base)-\(number)") || !used.insert("\(base)-\(number)").inserted { number += 1 }
      next[base] = number + 1
      return "\(base)-\(number)"
    }
  }

  /// Nil for a text when the tokens have no typography token at all: a model cannot draw it,
  /// and the comments at the end say it was left out.
  private mutating func layer(_ node: FigmaNode, isRoot: Bool, parent: FigmaNode?, names: inout LayerNames) -> Layer? {
    let box = node.box ?? Rect(x: 0, y: 0, width: 0, height: 0)
    let origin = parent?.box ?? box
    // A model holds numbers within ±1,000,000: a layer placed or sized past that (a saved file
    // can hold anything) is left out, and the comments at the end say so.
    let extent = [box.x - origin.x, box.y - origin.y, box.width, box.height].map(abs).max() ?? 0
    guard extent.isFinite, extent <= largestModelNumber else {
      leftOut.append("\(node.name): placed or sized past the ±1,000,000 a model holds; left out")
      return nil
    }
    var out = Layer(name: isRoot ? "root" : names.unique(node.name))
    if !isRoot { out.fields.append(("name", YAMLText.scalar(out.name))) }
    let inFlow = parent?.autoLayout != nil && node.layoutPositioning?.known != .absolute
    let x = YAMLText.number(box.x - origin.x)
    let y = YAMLText.number(box.y - origin.y)
    let width = YAMLText.number(box.width)
    let height = YAMLText.number(box.height)

    // A vector's (or an ellipse's) outline as Figma computed it; one that is not SVG path data
    // (which the API never sends, but a saved file can hold) is drawn as its box, and said so.
    var outline: String?
    if node.isVectorLike || node.type == .ellipse, !(node.fillGeometry + node.strokeGeometry).isEmpty {
      let d = (node.fillGeometry.isEmpty ? node.strokeGeometry : node.fillGeometry).map(\.path).joined(separator: " ")
      if PathData.isValid(d) {
        outline = d
      } else {
        unnamed.append("\(node.name): its outline is not SVG path data; written as its box")
      }
    }

    // Kind and geometry.
    switch node.type {
    case .text:
      out.fields.append(("text", textValue(node)))
    case .ellipse where outline == nil:
      out.fields.append(
        (
          "ellipse",
          inFlow ? "{ width: \(width), height: \(height) }" : "{ x: \(x), y: \(y), width: \(width), height: \(height) }"
        ))
    case .line:
      out.fields.append(("line", "{ x1: 0, y1: 0, x2: \(width), y2: \(height) }"))
      if !inFlow {
        out.fields.append(("x", x))
        out.fields.append(("y", y))
      }
    case _ where outline != nil:
      let d = outline ?? ""
      out.fields.append(("path", "{ d: \(YAMLText.scalar(d, quoted: true)), width: \(width), height: \(height) }"))
      if !inFlow {
        out.fields.append(("x", x))
        out.fields.append(("y", y))
      }
    default:
      if isRoot, node.autoLayout == nil {
        out.fields.append(("frame", "{ width: \(width), height: \(height) }"))
      } else if !isRoot, !inFlow {
        out.fields.append(("x", x))
        out.fields.append(("y", y))
      }
    }
    if node.type == .text, !inFlow {
      out.fields.append(("x", x))
      out.fields.append(("y", y))
    }
    if node.type == .text
      || (node.type != .line && !out.fields.contains { ["ellipse", "path", "frame"].contains($0.key) })
    {
      // Sizes as Figma sizes the layer: hug is the default for text and for frames with a layout.
      let hugs = node.type == .text || node.autoLayout != nil
      for (key, sizing, value) in [
        ("width", node.layoutSizingHorizontal, width), ("height", node.layoutSizingVertical, height),
      ] {
        // Outside auto layout a text sizes as its `textAutoResize` says.
        let resize = node.text?.style.textAutoResize
        let hugsText = resize?.known == .widthAndHeight || (key == "height" && resize?.known == .height)
        let sizing: FigmaValue<FigmaLayoutSizing>? =
          sizing ?? (node.type == .text && resize != nil ? .known(hugsText ? .hug : .fixed) : nil)
        switch sizing?.known {
        case .fill where parent?.autoLayout != nil: out.fields.append((key, "fill"))
        case .hug where hugs: break
        case .hug: out.fields.append((key, "hug"))
        default:
          // A text without sizing fields, or fixed: its box as Figma gives it; hugging text keeps its line.
          if node.type == .text, sizing == nil, key == "width" { break }
          if node.type == .text, key == "height", sizing?.known != .fixed { break }
          out.fields.append((key, value))
        }
      }
    }
    if node.type == .text {
      guard let style = textStyle(node) else { return nil }
      out.fields.append(contentsOf: style)
    }
    if node.layoutPositioning?.known == .absolute { out.fields.append(("absolute", "true")) }
    if let auto = node.autoLayout { out.fields.append(("layout", layout(auto, node: node))) }
    if node.type != .text, node.type != .ellipse, node.type != .line, !node.isVectorLike {
      let radii = node.cornerRadii
      let bound = node.boundVariables["topLeftRadius"] ?? node.boundVariables["cornerRadius"]
      if let bound, Set(radii).count == 1, let token = naming.token(for: bound, as: .dimension) {
        out.fields.append(("radius", YAMLText.scalar(token)))
      } else if Set(radii).count == 1, radii[0] > 0 {
        out.fields.append(("radius", YAMLText.number(radii[0])))
      } else if Set(radii).count > 1 {
        out.fields.append(("radius", "[\(radii.map(YAMLText.number).joined(separator: ", "))]"))
      }
    }
    // Paint (a text's fill is its colour).
    if let fill = node.fills.last(where: \.visible), let value = paint(fill, layer: out.name) {
      out.fields.append(("fill", value))
    }
    if let stroke = node.strokes.last(where: \.visible), let color = paint(stroke, layer: out.name),
      node.strokeWeight > 0
    {
      let align =
        switch node.strokeAlign.known {
        case .outside: "outside"
        case .inside: "inside"
        default: "center"
        }
      out.fields.append(
        ("stroke", "{ color: \(color), width: \(YAMLText.number(node.strokeWeight)), align: \(align) }"))
    }
    let shadows = node.effects.filter { $0.visible && $0.type.isShadow }
    if !shadows.isEmpty {
      if let token = naming.shadow(shadows) {
        out.fields.append(("effect", YAMLText.scalar(token)))
      } else {
        unnamed.append("\(out.name): its shadow (no shadow token has these values)")
      }
    }
    if node.opacity < 1 { out.fields.append(("opacity", YAMLText.number(node.opacity))) }
    if node.clipsContent, !node.children.isEmpty { out.fields.append(("clip", "true")) }
    // A visibility bound to a boolean property of this set (not of a nested instance's set).
    if let reference = node.propertyReferences["visible"].map(Self.propertyName), booleanNames.contains(reference) {
      out.fields.append(("visible", YAMLText.scalar("{\(reference)}", quoted: true)))
    } else if !node.visible {
      out.fields.append(("visible", "false"))
    }
    // Children: an instance's as the file expands them, so it draws as Figma does.
    // A node without a box (a hidden text some snapshots keep for its binding) has nothing to lay out.
    for child in node.children where child.box != nil {
      guard let drawn = layer(child, isRoot: false, parent: node, names: &names) else {
        unnamed.append("\(child.name): a text, left out: the tokens have no typography token to draw it with")
        continue
      }
      out.children.append(drawn)
    }
    // A frame that hugs without auto layout or children has nothing to hug: it keeps Figma's box.
    if node.type != .text, node.autoLayout == nil, out.children.isEmpty {
      for index in out.fields.indices where out.fields[index].value == "hug" {
        switch out.fields[index].key {
        case "width": out.fields[index].value = width
        case "height": out.fields[index].value = height
        default: break
        }
      }
    }
    return out
  }

  /// `Label#1:0` → `Label`.
  static func propertyName(_ reference: String) -> String {
    reference.firstIndex(of: "#").map { String(reference[..<$0]) } ?? reference
  }

  /// A text bound to a property as `{Property}`; literal text with each `{` doubled, which a
  /// model reads as one `{` rather than the start of a property's name.
  /// A reference to a property of another set (a nested instance's) is written as its text.
  private func textValue(_ node: FigmaNode) -> String {
    let bound = node.propertyReferences["characters"].map(Self.propertyName).flatMap {
      propertyNames.contains($0) ? $0 : nil
    }
    let text = bound.map { "{\($0)}" } ?? (node.text?.characters ?? "").replacingOccurrences(of: "{", with: "{{")
    return YAMLText.scalar(text, quoted: true)
  }

  /// A text's typography token (bound, or one with the same values) and its alignment.
  private mutating func textStyle(_ node: FigmaNode) -> [(key: String, value: String)]? {
    let style = node.text?.style ?? FigmaTextStyle()
    let bound = ["fontSize", "fontFamily", "fontWeight", "lineHeight", "letterSpacing"].lazy
      .compactMap { node.boundVariables[$0] }.first
    let token =
      node.text?.styleID.flatMap { naming.token(for: $0, as: .typography) }
      ?? bound.flatMap { naming.token(for: $0, as: .typography) } ?? naming.typography(style)
    var fields: [(key: String, value: String)] = []
    if let token {
      fields.append(("style", YAMLText.scalar(token)))
    } else {
      let description =
        "\(style.fontFamily ?? "?") \(style.fontWeight.map(YAMLText.number) ?? "?") \(style.fontSize.map(YAMLText.number) ?? "?")/\(style.lineHeightPx.map(YAMLText.number) ?? "?")"
      // A text needs a typography token to be drawn: the nearest one, said in a comment.
      guard let nearest = naming.nearestTypography(style) else { return nil }
      unnamed.append(
        "\(node.name): its text style, \(description) (no typography token has these values; written as the nearest, \(nearest))"
      )
      fields.append(("style", YAMLText.scalar(nearest)))
    }
    switch style.textAlignHorizontal?.known {
    case .center: fields.append(("textAlign", "center"))
    case .right: fields.append(("textAlign", "end"))
    default: break
    }
    return fields
  }

  private func layout(_ auto: FigmaAutoLayout, node: FigmaNode) -> String {
    var parts = ["direction: \(auto.mode == .vertical ? "column" : "row")"]
    if let token = node.boundVariables["itemSpacing"].flatMap({ naming.token(for: $0, as: .dimension) }) {
      parts.append("gap: \(YAMLText.scalar(token))")
    } else if auto.itemSpacing != 0 {
      parts.append("gap: \(YAMLText.number(auto.itemSpacing))")
    }
    let sides = [
      ("paddingTop", auto.padding.top), ("paddingRight", auto.padding.right), ("paddingBottom", auto.padding.bottom),
      ("paddingLeft", auto.padding.left),
    ].map { key, value in
      node.boundVariables[key].flatMap { naming.token(for: $0, as: .dimension) }.map { YAMLText.scalar($0) }
        ?? YAMLText.number(value)
    }
    if sides.contains(where: { $0 != "0" }) {
      if Set(sides).count == 1 {
        parts.append("padding: \(sides[0])")
      } else if sides[0] == sides[2], sides[1] == sides[3] {
        parts.append("padding: [\(sides[0]), \(sides[1])]")
      } else {
        parts.append("padding: [\(sides.joined(separator: ", "))]")
      }
    }
    func alignment(_ figma: FigmaAxisAlignment) -> String? {
      switch figma {
      case .center: "center"
      case .max: "end"
      case .spaceBetween: "space-between"
      case .min, .baseline, .unknown: nil
      }
    }
    if let justify = alignment(auto.primaryAxisAlignItems) { parts.append("justify: \(justify)") }
    if let align = alignment(auto.counterAxisAlignItems) { parts.append("align: \(align)") }
    return "{ \(parts.joined(separator: ", ")) }"
  }

  private mutating func paint(_ paint: FigmaPaint, layer: String) -> String? {
    let color: FigmaColor
    switch paint.type {
    case .solid:
      guard let solid = paint.color else { return nil }
      color = solid
    case let type where type.isGradient:
      // A model paints one colour: the gradient's first stop stands for it, and a comment says so.
      guard let first = paint.gradientStops.first else { return nil }
      unnamed.append("\(layer): a gradient, written as its first stop's colour")
      color = first.color
    default:
      unnamed.append("\(layer): an image fill, left out")
      return nil
    }
    var value: String
    if let variable = paint.variableID {
      if let token = naming.token(for: variable, as: .color) {
        value = YAMLText.scalar(token)
      } else {
        unnamed.append("\(layer): variable \(variable), written as its colour")
        value = YAMLText.color(color)
      }
    } else {
      value = YAMLText.color(color)
    }
    if paint.opacity < 1 { value = "{ color: \(value), opacity: \(YAMLText.number(paint.opacity)) }" }
    return value
  }

  // MARK: Variant rules

  /// Adds to `base` every layer of `other` that it has no layer of that name for, hidden, under
  /// the parent of the same name (or the root), after the sibling it follows in `other`.
  static func addMissing(from other: Layer, into base: inout Layer) {
    var known = Set(base.flattened().map(\.name))
    func walk(_ parent: Layer) {
      for (index, child) in parent.children.enumerated() {
        if known.contains(child.name) {
          walk(child)
          continue
        }
        var hidden = child
        hidden.fields.removeAll { $0.key == "visible" }
        hidden.fields.append(("visible", "false"))
        for name in hidden.flattened().map(\.name) { known.insert(name) }
        let after = index > 0 ? parent.children[index - 1].name : nil
        if !insert(hidden, under: parent.name, after: after, in: &base) { base.children.append(hidden) }
      }
    }
    walk(other)
  }

  /// Puts each layer's children in an order every variant agrees with (a layer that only some
  /// variants show sits where they put it); a variant that reverses a row is left to its rule.
  static func order(_ base: inout Layer, as variants: [Layer]) {
    var lists: [String: [[String]]] = [:]
    for variant in variants {
      for layer in variant.flattened() where layer.children.count > 1 {
        lists[layer.name, default: []].append(layer.children.map(\.name))
      }
    }
    reorder(&base, lists: lists)
  }

  private static func reorder(_ layer: inout Layer, lists: [String: [[String]]]) {
    let names = layer.children.map(\.name)
    if names.count > 1, let own = lists[layer.name] {
      let position = Dictionary(names.enumerated().map { ($1, $0) }, uniquingKeysWith: { first, _ in first })
      var next: [String: Set<String>] = [:]
      var incoming = Dictionary(names.map { ($0, 0) }, uniquingKeysWith: { first, _ in first })
      for list in own {
        let present = list.filter { position[$0] != nil }
        // A reversed row is the rule's `reverse: true`, not an order to follow.
        if present.count > 1, present == names.filter(present.contains).reversed() { continue }
        for (a, b) in zip(present, present.dropFirst()) where a != b && next[a, default: []].insert(b).inserted {
          incoming[b, default: 0] += 1
        }
      }
      var ready = names.filter { incoming[$0] == 0 }
      var sorted: [String] = []
      while let name = ready.first {
        ready.removeFirst()
        sorted.append(name)
        for after in next[name] ?? [] {
          incoming[after, default: 0] -= 1
          if incoming[after] == 0 { ready.append(after) }
        }
        ready.sort { (position[$0] ?? 0) < (position[$1] ?? 0) }
      }
      // Variants that disagree (a cycle) keep the default variant's order.
      if sorted.count == names.count {
        let byName = Dictionary(layer.children.map { ($0.name, $0) }, uniquingKeysWith: { first, _ in first })
        layer.children = sorted.compactMap { byName[$0] }
      }
    }
    for index in layer.children.indices { reorder(&layer.children[index], lists: lists) }
  }

  private static func insert(_ layer: Layer, under parent: String, after sibling: String?, in tree: inout Layer)
    -> Bool
  {
    if tree.name == parent {
      let position = sibling.flatMap { name in tree.children.firstIndex { $0.name == name }.map { $0 + 1 } } ?? 0
      tree.children.insert(layer, at: position)
      return true
    }
    for index in tree.children.indices where insert(layer, under: parent, after: sibling, in: &tree.children[index]) {
      return true
    }
    return false
  }

  /// What a variant changes, per layer name (or `root`), as fields to merge: the keys that
  /// differ from the default variant's layers of the same name.
  static func changes(from base: Layer, to other: Layer) -> [(String, [(key: String, value: String)])] {
    let before = Dictionary(base.flattened().map { ($0.name, $0) }, uniquingKeysWith: { first, _ in first })
    var out: [(String, [(key: String, value: String)])] = []
    for layer in other.flattened() {
      guard let old = before[layer.name] else { continue }
      var fields: [(key: String, value: String)] = []
      for field in layer.fields where field.key != "name" && old.value(field.key) != field.value {
        fields.append(field)
      }
      // Figma has no reversed auto layout: a row drawn the other way round lists its children so.
      let common = layer.children.map(\.name).filter { name in old.children.contains { $0.name == name } }
      if old.value("layout") != nil, common.count > 1,
        common == old.children.map(\.name).filter(common.contains).reversed()
      {
        fields.append(("reverse", "true"))
      }
      for field in old.fields where field.key != "name" && layer.value(field.key) == nil {
        switch field.key {
        case "fill", "stroke", "effect": fields.append((field.key, "none"))
        case "visible": fields.append(("visible", "true"))
        case "opacity": fields.append(("opacity", "1"))
        default: break
        }
      }
      if !fields.isEmpty { out.append((layer.name, fields)) }
    }
    // A layer the variant does not have at all is hidden in it (the top-most one; its children go with it).
    let present = Set(other.flattened().map(\.name))
    func hideMissing(_ layer: Layer) {
      for child in layer.children {
        if present.contains(child.name) {
          hideMissing(child)
        } else if child.value("visible") != "false" {
          out.append((child.name, [("visible", "false")]))
        }
      }
    }
    hideMissing(base)
    return out
  }
}

/// YAML scalars as the models write them.
enum YAMLText {
  static func number(_ value: Double) -> String {
    let rounded = (value * 100).rounded() / 100
    if rounded == rounded.rounded(), abs(rounded) < 1e15 { return String(Int(rounded)) }
    return String(rounded)
  }

  static func color(_ color: FigmaColor) -> String {
    let hex = color.hex
    guard color.a < 1 else { return "\"\(hex)\"" }
    let byte = Int((max(0, min(1, color.a)) * 255).rounded())
    let digits = String(byte, radix: 16, uppercase: true)
    return "\"\(hex)\(digits.count == 1 ? "0" + digits : digits)\""
  }

  /// A plain scalar when YAML reads it back as the same string (`YAMLWriter.scalar`, the one
  /// rule for the YAML Specimen writes), otherwise double-quoted; always quoted with `quoted`.
  static func scalar(_ text: String, quoted: Bool = false) -> String {
    quoted ? YAMLWriter.doubleQuoted(text) : YAMLWriter.scalar(text)
  }
}
