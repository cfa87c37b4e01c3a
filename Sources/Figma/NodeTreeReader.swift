import Foundation
import SpecimenCore

/// Reads a variant's node tree (a COMPONENT and everything under it) into `FigmaNode`s.
///
/// Linear in the tree and bounded: nesting past `depthLimit` and nodes past `nodeLimit` are
/// left out with one warning each. Fields of the wrong type are skipped (the tree is drawn
/// without them); only the set's reader reports the tree's structure. A blend mode is the one
/// field whose text a drawing writes out, so one that is not Figma's is an error where it is.
struct NodeTreeReader {
  static let depthLimit = 64
  /// As many layers as Geometry draws for one variant.
  static let nodeLimit = 10_000

  /// The fields of a node this reader reads.
  enum Field: Int, CaseIterable {
    case id, type, name, visible, opacity, blendMode, absoluteBoundingBox, absoluteRenderBounds, relativeTransform
    case clipsContent, isMask, boundVariables, fills, strokes, strokeWeight, individualStrokeWeights, strokeAlign
    case strokeDashes, strokeCap, rectangleCornerRadii, cornerRadius, cornerSmoothing, effects, fillGeometry
    case strokeGeometry, arcData, layoutMode, itemSpacing, paddingTop, paddingRight, paddingBottom, paddingLeft
    case primaryAxisAlignItems, counterAxisAlignItems, layoutWrap, layoutPositioning, layoutSizingHorizontal
    case layoutSizingVertical, componentPropertyReferences, children
    case characters, style, characterStyleOverrides, styleOverrideTable, styles
  }

  static let fields = JSONKeySet(Field.allCases.map { "\($0)" })

  /// A node's fields, as `Node.members` found them.
  struct Fields {
    let values: [Node?]
    subscript(_ field: Field) -> Node? { values[field.rawValue] }
  }

  var diagnostics = Diagnostics()
  /// Values of Figma's enumerations this version does not know, reported once a file.
  var unknownValues = UnknownFigmaValues()
  private var count = 0
  private var reportedDepth = false
  private var reportedSize = false
  /// Vector-like nodes without `fillGeometry`: drawn as their box, reported once per set.
  private(set) var vectorsWithoutPaths: [SourceLocation] = []

  mutating func read(_ node: Node) -> FigmaNode? {
    readNode(node, depth: 0)
  }

  /// A string field of one of Figma's enumerations, noting a value this version does not know.
  private mutating func value<Known>(_ node: Node?, _ field: String) -> FigmaValue<Known>? {
    Self.value(node, field, unknown: &unknownValues)
  }

  static func value<Known>(_ node: Node?, _ field: String, unknown: inout UnknownFigmaValues) -> FigmaValue<Known>? {
    guard let node, let name = node.string else { return nil }
    let read = FigmaValue<Known>(name: name)
    if case .unknown = read { unknown.note(field, name, at: node.location) }
    return read
  }

  private mutating func readNode(_ node: Node, depth: Int) -> FigmaNode? {
    // Every field in one pass over the node's members: a node has forty-odd, and looking each
    // up alone would compare it with every member before it.
    guard let values = node.members(Self.fields) else { return nil }
    let field = Fields(values: values)
    guard let id = field[.id]?.string, let type = field[.type]?.string else { return nil }
    guard depth < Self.depthLimit else {
      if !reportedDepth {
        reportedDepth = true
        diagnostics.warning(
          "layers nested deeper than \(Self.depthLimit) are not drawn", at: node.location,
          hint: "flatten the component's layer tree in Figma", id: .figmaNodeTreeTooDeep)
      }
      return nil
    }
    guard count < Self.nodeLimit else {
      if !reportedSize {
        reportedSize = true
        diagnostics.warning(
          "this variant has more than \(Self.nodeLimit) layers; the rest are not drawn", at: node.location,
          id: .figmaNodeTreeTooLarge)
      }
      return nil
    }
    count += 1
    var out = FigmaNode(
      id: id, name: field[.name]?.string ?? "", type: FigmaNodeType(name: type), location: node.location)
    if case .unknown = out.type { unknownValues.note("type", type, at: field[.type]?.location ?? node.location) }
    out.visible = field[.visible]?.bool ?? true
    out.opacity = field[.opacity]?.number ?? 1
    out.blendMode = FigmaBlendMode.read(field[.blendMode], into: &diagnostics)
    out.box = Self.rect(field[.absoluteBoundingBox])
    out.renderBounds = Self.rect(field[.absoluteRenderBounds])
    if let transform = field[.relativeTransform]?.array, transform.count == 2,
      let a = transform[0].array?.first?.number, let b = transform[1].array?.first?.number
    {
      let degrees = atan2(-b, a) * 180 / .pi
      out.rotation = abs(degrees) < 1e-6 ? 0 : degrees
    }
    out.clipsContent = field[.clipsContent]?.bool ?? false
    out.isMask = field[.isMask]?.bool ?? false

    let bound = field[.boundVariables]
    out.fills = Self.paints(field[.fills], bound: bound?["fills"], unknown: &unknownValues, into: &diagnostics)
    out.strokes = Self.paints(field[.strokes], bound: bound?["strokes"], unknown: &unknownValues, into: &diagnostics)
    out.strokeWeight = field[.strokeWeight]?.number ?? (out.strokes.isEmpty ? 0 : 1)
    if let sides = field[.individualStrokeWeights] {
      out.strokeSides = FigmaSides(
        top: sides["top"]?.number ?? 0, right: sides["right"]?.number ?? 0, bottom: sides["bottom"]?.number ?? 0,
        left: sides["left"]?.number ?? 0)
    }
    out.strokeAlign = value(field[.strokeAlign], "strokeAlign") ?? .known(.center)
    out.strokeDashes = field[.strokeDashes]?.array?.compactMap(\.number) ?? []
    out.strokeCap = value(field[.strokeCap], "strokeCap")
    if let radii = field[.rectangleCornerRadii]?.array?.compactMap(\.number), radii.count == 4 {
      out.cornerRadii = radii
    } else if let radius = field[.cornerRadius]?.number {
      out.cornerRadii = [radius, radius, radius, radius]
    }
    out.cornerSmoothing = field[.cornerSmoothing]?.number ?? 0
    for (index, effect) in (field[.effects]?.array ?? []).enumerated() {
      let boundEffect = bound?["effects"]?.array.flatMap { index < $0.count ? $0[index] : nil }
      if let read = Self.effect(effect, bound: boundEffect, unknown: &unknownValues, into: &diagnostics) {
        out.effects.append(read)
      }
    }
    out.fillGeometry = Self.paths(field[.fillGeometry])
    out.strokeGeometry = Self.paths(field[.strokeGeometry])
    if let arc = field[.arcData] {
      out.arc = FigmaArc(
        startingAngle: arc["startingAngle"]?.number ?? 0, endingAngle: arc["endingAngle"]?.number ?? 2 * .pi,
        innerRadius: arc["innerRadius"]?.number ?? 0)
    }
    if out.type == .text { out.text = Self.text(field, unknown: &unknownValues, into: &diagnostics) }
    if let mode = field[.layoutMode]?.string, mode != "NONE" {
      var layout = FigmaAutoLayout(mode: FigmaLayoutMode(name: mode))
      if case .unknown = layout.mode { unknownValues.note("layoutMode", mode, at: node.location) }
      layout.itemSpacing = field[.itemSpacing]?.number ?? 0
      layout.padding = FigmaSides(
        top: field[.paddingTop]?.number ?? 0, right: field[.paddingRight]?.number ?? 0,
        bottom: field[.paddingBottom]?.number ?? 0, left: field[.paddingLeft]?.number ?? 0)
      layout.primaryAxisAlignItems = FigmaAxisAlignment(name: field[.primaryAxisAlignItems]?.string ?? "MIN")
      layout.counterAxisAlignItems = FigmaAxisAlignment(name: field[.counterAxisAlignItems]?.string ?? "MIN")
      for (name, alignment) in [
        ("primaryAxisAlignItems", layout.primaryAxisAlignItems),
        ("counterAxisAlignItems", layout.counterAxisAlignItems),
      ] {
        if case .unknown(let value) = alignment { unknownValues.note(name, value, at: node.location) }
      }
      layout.wrap = value(field[.layoutWrap], "layoutWrap") ?? .known(.noWrap)
      out.autoLayout = layout
    }
    out.layoutPositioning = value(field[.layoutPositioning], "layoutPositioning")
    out.layoutSizingHorizontal = value(field[.layoutSizingHorizontal], "layoutSizingHorizontal")
    out.layoutSizingVertical = value(field[.layoutSizingVertical], "layoutSizingVertical")
    for entry in bound?.entries ?? [] {
      if let variable = Self.alias(entry.value) { out.boundVariables[entry.key] = variable }
    }
    for entry in field[.componentPropertyReferences]?.entries ?? [] {
      if let property = entry.value.string { out.propertyReferences[entry.key] = property }
    }
    if out.isVectorLike, out.fillGeometry.isEmpty, out.strokeGeometry.isEmpty {
      vectorsWithoutPaths.append(node.location)
    }
    for child in field[.children]?.array ?? [] {
      if let read = readNode(child, depth: depth + 1) { out.children.append(read) }
    }
    return out
  }

  // MARK: Values

  static func rect(_ node: Node?) -> Rect? {
    guard let node, let x = node["x"]?.number, let y = node["y"]?.number, let width = node["width"]?.number,
      let height = node["height"]?.number
    else { return nil }
    return Rect(x: x, y: y, width: width, height: height)
  }

  static func color(_ node: Node?) -> FigmaColor? {
    guard let node, let r = node["r"]?.number, let g = node["g"]?.number, let b = node["b"]?.number else { return nil }
    return FigmaColor(r: r, g: g, b: b, a: node["a"]?.number ?? 1)
  }

  /// The id of a `VARIABLE_ALIAS`, or of the first one in an array of them.
  static func alias(_ node: Node?) -> String? {
    guard let node else { return nil }
    if let items = node.array { return items.lazy.compactMap { alias($0) }.first }
    guard node["type"]?.string == "VARIABLE_ALIAS" else { return nil }
    return node["id"]?.string
  }

  static func paints(
    _ node: Node?, bound: Node?, unknown: inout UnknownFigmaValues, into diagnostics: inout Diagnostics
  ) -> [FigmaPaint] {
    let nodeBound = bound?.array ?? []
    var paints: [FigmaPaint] = []
    for (index, item) in (node?.array ?? []).enumerated() {
      guard let values = item.members(paintFields) else { continue }
      func field(_ name: PaintField) -> Node? { values[name.rawValue] }
      guard let type = field(.type)?.string else { continue }
      var paint = FigmaPaint(type: FigmaPaintType(name: type))
      if case .unknown = paint.type { unknown.note("paints[].type", type, at: item.location) }
      paint.visible = field(.visible)?.bool ?? true
      paint.opacity = field(.opacity)?.number ?? 1
      paint.blendMode = FigmaBlendMode.read(field(.blendMode), into: &diagnostics)
      paint.color = color(field(.color))
      paint.gradientHandles = (field(.gradientHandlePositions)?.array ?? []).compactMap { point in
        guard let x = point["x"]?.number, let y = point["y"]?.number else { return nil }
        return (x, y)
      }
      paint.gradientStops = (field(.gradientStops)?.array ?? []).compactMap { stop in
        guard let color = color(stop["color"]) else { return nil }
        return FigmaGradientStop(
          position: stop["position"]?.number ?? 0, color: color, variableID: alias(stop["boundVariables"]?["color"]))
      }
      paint.variableID =
        alias(field(.boundVariables)?["color"]) ?? (index < nodeBound.count ? alias(nodeBound[index]) : nil)
      paints.append(paint)
    }
    return paints
  }

  /// The fields of a paint this reader reads, found in one pass (`Node.members`).
  enum PaintField: Int, CaseIterable {
    case type, visible, opacity, blendMode, color, gradientHandlePositions, gradientStops, boundVariables
  }

  static let paintFields = JSONKeySet(PaintField.allCases.map { "\($0)" })

  static func effect(
    _ node: Node, bound: Node?, unknown: inout UnknownFigmaValues, into diagnostics: inout Diagnostics
  ) -> FigmaEffect? {
    guard let type = node["type"]?.string else { return nil }
    var effect = FigmaEffect(type: FigmaEffectType(name: type))
    if case .unknown = effect.type { unknown.note("effects[].type", type, at: node.location) }
    effect.visible = node["visible"]?.bool ?? true
    effect.radius = node["radius"]?.number ?? 0
    effect.color = color(node["color"])
    effect.offsetX = node["offset"]?["x"]?.number ?? 0
    effect.offsetY = node["offset"]?["y"]?.number ?? 0
    effect.spread = node["spread"]?.number ?? 0
    effect.variableID = alias(node["boundVariables"]?["color"]) ?? alias(bound?["color"])
    effect.showShadowBehindNode = node["showShadowBehindNode"]?.bool ?? false
    effect.blendMode = FigmaBlendMode.read(node["blendMode"], into: &diagnostics)
    effect.blurType = Self.value(node["blurType"], "blurType", unknown: &unknown)
    return effect
  }

  static func paths(_ node: Node?) -> [FigmaPath] {
    (node?.array ?? []).compactMap { item in
      guard let path = item["path"]?.string else { return nil }
      return FigmaPath(path: path, windingRule: item["windingRule"]?.string ?? "NONZERO")
    }
  }

  enum StyleField: Int, CaseIterable {
    case fontFamily, fontWeight, fontSize, italic, lineHeightPx, lineHeightPercentFontSize, lineHeightUnit
    case letterSpacing, textAlignHorizontal, textAlignVertical, textCase, textDecoration, paragraphSpacing
    case textAutoResize, fills
  }

  static let styleFields = JSONKeySet(StyleField.allCases.map { "\($0)" })

  static func textStyle(
    _ node: Node?, unknown: inout UnknownFigmaValues, into diagnostics: inout Diagnostics
  ) -> FigmaTextStyle {
    var style = FigmaTextStyle()
    guard let values = node?.members(styleFields) else { return style }
    func field(_ name: StyleField) -> Node? { values[name.rawValue] }
    style.fontFamily = field(.fontFamily)?.string
    style.fontWeight = field(.fontWeight)?.number
    style.fontSize = field(.fontSize)?.number
    style.italic = field(.italic)?.bool
    style.lineHeightPx = field(.lineHeightPx)?.number
    style.lineHeightPercentFontSize = field(.lineHeightPercentFontSize)?.number
    style.lineHeightUnit = value(field(.lineHeightUnit), "lineHeightUnit", unknown: &unknown)
    style.letterSpacing = field(.letterSpacing)?.number
    style.textAlignHorizontal = value(field(.textAlignHorizontal), "textAlignHorizontal", unknown: &unknown)
    style.textAlignVertical = value(field(.textAlignVertical), "textAlignVertical", unknown: &unknown)
    style.textCase = value(field(.textCase), "textCase", unknown: &unknown)
    style.textDecoration = value(field(.textDecoration), "textDecoration", unknown: &unknown)
    style.paragraphSpacing = field(.paragraphSpacing)?.number
    style.textAutoResize = value(field(.textAutoResize), "textAutoResize", unknown: &unknown)
    if let fills = field(.fills) { style.fills = paints(fills, bound: nil, unknown: &unknown, into: &diagnostics) }
    return style
  }

  static func text(_ field: Fields, unknown: inout UnknownFigmaValues, into diagnostics: inout Diagnostics)
    -> FigmaText
  {
    var text = FigmaText(
      characters: field[.characters]?.string ?? "",
      style: textStyle(field[.style], unknown: &unknown, into: &diagnostics))
    text.characterOverrides = field[.characterStyleOverrides]?.array?.compactMap(\.int) ?? []
    for entry in field[.styleOverrideTable]?.entries ?? [] {
      guard let key = Int(entry.key) else { continue }
      text.overrides[key] = textStyle(entry.value, unknown: &unknown, into: &diagnostics)
    }
    text.styleID = field[.styles]?["text"]?.string
    return text
  }
}
