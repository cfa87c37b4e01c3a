import SpecimenCore

/// One way a model's laid-out variant differs from the same variant drawn from Figma's node tree.
struct FigmaDifference: Sendable, Hashable {
  /// `track/handle`, or the root's name.
  package var layer: String
  /// `x`, `y`, `width`, `height`, `radius`, `fill`, `stroke`, `opacity`, `effect`, `text`,
  /// `style`, or `layer` (present in one and not the other).
  package var property: String
  package var model: String
  package var figma: String
  /// The model's line for the layer (nil when only Figma has it).
  package var location: SourceLocation?
}

/// Compares a model's layout with Figma's boxes and paints. Figma is the truth; a model is
/// checked against it. Positions and sizes are compared within half a unit (what rounding to
/// the pixel grid hides), opacities within a hundredth; paints by token name when both name
/// one, otherwise by colour.
enum FigmaComparison {
  package static let tolerance = 0.5

  /// The differences between `model` and `figma`, in the model's layer order, then Figma's.
  /// A Figma variant with no layers under its root (a snapshot that lists variants only) is
  /// compared by its size alone.
  package static func differences(model: LaidOutComponent, figma: LaidOutComponent) -> [FigmaDifference] {
    guard let modelRoot = model.layers.first, let figmaRoot = figma.layers.first else { return [] }
    var out: [FigmaDifference] = []
    let rootName = modelRoot.name ?? "root"
    compareSize(modelRoot, figmaRoot, layer: rootName, into: &out)
    let figmaLayers = figma.layers.indices.filter { $0 > 0 && !figma.layers[$0].isBackdrop }
    guard !figmaLayers.isEmpty else { return out }
    compareAppearance(modelRoot, figmaRoot, layer: rootName, into: &out)

    let pairs = match(model: model, figma: figma)
    var matchedModel = Set<Int>()
    var matchedFigma = Set<Int>()
    for (m, f) in pairs {
      matchedModel.insert(m)
      matchedFigma.insert(f)
    }
    // Layers inside a model's instance or icon are that set's or icon's business, not this model's.
    var opaque = Set<Int>()
    for (m, f) in pairs where [.instance, .icon].contains(model.layers[m].kind) { opaque.insert(f) }
    var skipped = Set<Int>()
    for index in figmaLayers {
      if let parent = figma.layers[index].parent, opaque.contains(parent) || skipped.contains(parent) {
        skipped.insert(index)
      }
    }

    let byModel = Dictionary(pairs.map { ($0.model, $0.figma) }, uniquingKeysWith: { first, _ in first })
    for m in model.layers.indices where m > 0 && !model.layers[m].isBackdrop {
      let layer = model.layers[m]
      let name = layer.path
      guard let f = byModel[m] else {
        // Only the top-most missing layer: its children go with it.
        if let parent = layer.parent, parent > 0, !matchedModel.contains(parent) { continue }
        guard layer.name != nil else { continue }
        out.append(
          FigmaDifference(
            layer: name, property: "layer", model: "drawn", figma: "no layer of that name", location: layer.location))
        continue
      }
      let other = figma.layers[f]
      comparePosition(m, in: model, with: other, layer: name, into: &out)
      compareSize(layer, other, layer: name, into: &out)
      compareAppearance(layer, other, layer: name, into: &out)
    }
    for f in figmaLayers where !matchedFigma.contains(f) && !skipped.contains(f) {
      let layer = figma.layers[f]
      guard let name = layer.name, !name.isEmpty else { continue }
      if let parent = layer.parent, parent > 0, !matchedFigma.contains(parent) { continue }
      // Reported at the model layer that would hold it, or the root.
      var holder = 0
      if let parent = layer.parent, let m = pairs.first(where: { $0.figma == parent })?.model { holder = m }
      out.append(
        FigmaDifference(
          layer: layer.path, property: "layer", model: "no layer of that name",
          figma:
            "\(NumberFormat.number(layer.frame.width)) × \(NumberFormat.number(layer.frame.height)) at \(NumberFormat.number(layer.frame.x)), \(NumberFormat.number(layer.frame.y))",
          location: model.layers[holder].location))
    }
    return out
  }

  /// Model and Figma layers of the same path, or failing that of the same name (exactly, then
  /// ignoring case), each used once.
  static func match(model: LaidOutComponent, figma: LaidOutComponent) -> [(model: Int, figma: Int)] {
    var pairs: [(model: Int, figma: Int)] = []
    var usedFigma = Set<Int>()
    var figmaByPath: [String: Int] = [:]
    var figmaByName: [String: [Int]] = [:]
    var figmaByFolded: [String: [Int]] = [:]
    for index in figma.layers.indices where index > 0 && !figma.layers[index].isBackdrop {
      guard let name = figma.layers[index].name, !name.isEmpty else { continue }
      if figmaByPath[figma.layers[index].path] == nil { figmaByPath[figma.layers[index].path] = index }
      figmaByName[name, default: []].append(index)
      figmaByFolded[name.lowercased(), default: []].append(index)
    }
    for index in model.layers.indices where index > 0 && !model.layers[index].isBackdrop {
      guard let name = model.layers[index].name else { continue }
      let path = model.layers[index].path
      let candidates = [
        figmaByPath[path].map { [$0] }, figmaByName[name], figmaByPath[path.lowercased()].map { [$0] },
        figmaByFolded[name.lowercased()],
      ]
      for found in candidates.compactMap({ $0 }) {
        let free = found.filter { !usedFigma.contains($0) }
        guard let first = free.first else { continue }
        usedFigma.insert(first)
        pairs.append((index, first))
        break
      }
    }
    return pairs
  }

  // MARK: Properties

  private static func differ(_ a: Double, _ b: Double, within tolerance: Double = tolerance) -> Bool {
    abs(a - b) > tolerance
  }

  private static func compareSize(
    _ model: LaidOutLayer, _ figma: LaidOutLayer, layer: String, into out: inout [FigmaDifference]
  ) {
    if differ(model.frame.width, figma.frame.width) {
      out.append(
        FigmaDifference(
          layer: layer, property: "width", model: NumberFormat.number(model.frame.width),
          figma: NumberFormat.number(figma.frame.width), location: model.location))
    }
    if differ(model.frame.height, figma.frame.height) {
      out.append(
        FigmaDifference(
          layer: layer, property: "height", model: NumberFormat.number(model.frame.height),
          figma: NumberFormat.number(figma.frame.height), location: model.location))
    }
  }

  /// Positions are compared on the canvas (so an extra group in one tree moves nothing) and
  /// given relative to the model's parent, as the model writes them.
  private static func comparePosition(
    _ index: Int, in model: LaidOutComponent, with figma: LaidOutLayer, layer: String,
    into out: inout [FigmaDifference]
  ) {
    let own = model.layers[index]
    let origin = own.parent.map { model.layers[$0].frame } ?? model.frame
    if differ(own.frame.x, figma.frame.x) {
      out.append(
        FigmaDifference(
          layer: layer, property: "x", model: NumberFormat.number(own.frame.x - origin.x),
          figma: NumberFormat.number(figma.frame.x - origin.x), location: own.location))
    }
    if differ(own.frame.y, figma.frame.y) {
      out.append(
        FigmaDifference(
          layer: layer, property: "y", model: NumberFormat.number(own.frame.y - origin.y),
          figma: NumberFormat.number(figma.frame.y - origin.y), location: own.location))
    }
  }

  private static func compareAppearance(
    _ model: LaidOutLayer, _ figma: LaidOutLayer, layer: String, into out: inout [FigmaDifference]
  ) {
    func add(_ property: String, _ a: String, _ b: String) {
      out.append(FigmaDifference(layer: layer, property: property, model: a, figma: b, location: model.location))
    }
    let boxes: Set<LayerKind> = [.frame, .instance]
    if boxes.contains(model.kind), figma.kind == .frame {
      let a = model.corners.clamped(to: model.frame)
      let b = figma.corners.clamped(to: figma.frame)
      if zip(a.values, b.values).contains(where: { differ($0, $1) }) { add("radius", corners(a), corners(b)) }
    }
    // An instance or an icon paints through its own layers; its fill is not comparable.
    if ![.instance, .icon].contains(model.kind), !samePaint(model.fill, figma.fill) {
      add("fill", paint(model.fill), paint(figma.fill))
    }
    if !sameStroke(model.stroke, figma.stroke) { add("stroke", stroke(model.stroke), stroke(figma.stroke)) }
    if differ(model.opacity, figma.opacity, within: 0.01) {
      add("opacity", NumberFormat.number(model.opacity), NumberFormat.number(figma.opacity))
    }
    let modelShadows = model.effects.flatMap(\.layers)
    let figmaShadows = figma.effects.flatMap(\.layers)
    if !sameShadows(modelShadows, figmaShadows) {
      add("effect", shadows(modelShadows, token: model.effects.first?.token), shadows(figmaShadows, token: nil))
    }
    if case .text(let a, let aStyle, let aToken, _, _) = model.shape,
      case .text(let b, let bStyle, let bToken, _, _) = figma.shape
    {
      if a != b { add("text", "\"\(a)\"", "\"\(b)\"") }
      if let aToken, let bToken {
        if aToken != bToken { add("style", aToken, bToken) }
      } else if differ(aStyle.fontSize, bStyle.fontSize, within: 0.01)
        || differ(aStyle.fontWeight, bStyle.fontWeight, within: 0.01)
        || differ(aStyle.lineHeightPixels, bStyle.lineHeightPixels)
      {
        add("style", typography(aStyle, token: aToken), typography(bStyle, token: bToken))
      }
    }
  }

  // MARK: Paints

  static func samePaint(_ a: GeometryPaint?, _ b: GeometryPaint?) -> Bool {
    guard let a, let b else { return a == nil && b == nil }
    if differ(a.opacity, b.opacity, within: 0.01) { return false }
    if let aToken = a.token, let bToken = b.token { return aToken == bToken }
    if (a.gradient == nil) != (b.gradient == nil) { return false }
    return a.color.hex == b.color.hex && !differ(a.color.alpha, b.color.alpha, within: 0.01)
  }

  static func sameStroke(_ a: StrokeSpec?, _ b: StrokeSpec?) -> Bool {
    guard let a, let b else { return a == nil && b == nil }
    return samePaint(a.paint, b.paint) && !differ(a.width, b.width, within: 0.01) && a.alignment == b.alignment
  }

  static func sameShadows(_ a: [GeometryShadowLayer], _ b: [GeometryShadowLayer]) -> Bool {
    guard a.count == b.count else { return false }
    return zip(a, b).allSatisfy { x, y in
      x.inset == y.inset && samePaint(x.paint, y.paint) && !differ(x.offsetX, y.offsetX)
        && !differ(x.offsetY, y.offsetY) && !differ(x.blur, y.blur) && !differ(x.spread, y.spread)
    }
  }

  /// A paint as the model would write it: a token name, or a colour; with its own opacity.
  static func paint(_ paint: GeometryPaint?) -> String {
    guard let paint else { return "none" }
    let base = paint.token ?? (paint.gradient.map { "a \($0.kind.rawValue) gradient" } ?? paint.color.css)
    let shown = paint.token.map { "\($0) (\(paint.color.css))" } ?? base
    return paint.opacity < 1 ? "\(shown) at \(NumberFormat.number(paint.opacity * 100)) %" : shown
  }

  static func stroke(_ stroke: StrokeSpec?) -> String {
    guard let stroke else { return "none" }
    return "\(paint(stroke.paint)), \(NumberFormat.number(stroke.width)) \(stroke.alignment.rawValue)"
  }

  static func shadows(_ layers: [GeometryShadowLayer], token: String?) -> String {
    if layers.isEmpty { return "none" }
    let each = layers.map { layer in
      "\(layer.inset ? "inner " : "")shadow \(NumberFormat.number(layer.offsetX)) \(NumberFormat.number(layer.offsetY)) blur \(NumberFormat.number(layer.blur)) spread \(NumberFormat.number(layer.spread)) \(paint(layer.paint))"
    }.joined(separator: " + ")
    return token.map { "\($0) (\(each))" } ?? each
  }

  static func corners(_ corners: GeometryCorners) -> String {
    corners.isUniform
      ? NumberFormat.number(corners.topLeft) : corners.values.map { NumberFormat.number($0) }.joined(separator: " ")
  }

  static func typography(_ style: GeometryTypography, token: String?) -> String {
    let numbers =
      "\(NumberFormat.number(style.fontSize))/\(NumberFormat.number(style.lineHeightPixels)) weight \(NumberFormat.number(style.fontWeight))"
    return token.map { "\($0) (\(numbers))" } ?? numbers
  }
}

extension GeometryLibrary {
  /// Every published variant of `model` that Figma draws, compared with Figma's node tree; each
  /// difference is one warning at the model's line, naming the variants that show it.
  /// Returns how many differences were found.
  @discardableResult
  func checkAgainstFigma(
    _ model: GeometryModel, figma: [LaidOutComponent], into diagnostics: inout Diagnostics
  ) -> Int {
    guard let shape = shapes[model.set], !figma.isEmpty else { return 0 }
    var order: [FigmaDifference] = []
    var variants: [FigmaDifference: [String]] = [:]
    for drawn in figma {
      var none = Diagnostics()
      guard
        let laidOut = layout(set: model.set, variant: drawn.variant, properties: drawn.properties, into: &none)
      else { continue }
      // As Figma names the variant: `State=Default, Active=On`.
      let label = shape.variantProperties.compactMap { property in
        drawn.variant[property.name].map { "\(property.name)=\($0)" }
      }.joined(separator: ", ")
      for difference in FigmaComparison.differences(model: laidOut, figma: drawn) {
        if variants[difference] == nil { order.append(difference) }
        variants[difference, default: []].append(label.isEmpty ? model.set : label)
      }
    }
    for difference in order {
      let named = variants[difference] ?? []
      let others = named.count > 1 ? ", and \(named.count - 1) other variant\(named.count > 2 ? "s" : "")" : ""
      let which = "(\(named.first ?? model.set)\(others))"
      var location = difference.location ?? model.setLocation
      // The root's size is written at its `frame:` (or `rect:`), not at the model's first line.
      if difference.layer == "root", ["width", "height"].contains(difference.property),
        let kind = model.root.kinds.first
      {
        location = kind.keyLocation
      }
      if difference.property == "layer" {
        let onlyFigma = difference.figma != "no layer of that name"
        diagnostics.warning(
          onlyFigma
            ? "Figma has a layer '\(difference.layer)' (\(difference.figma)) that the model of \(model.set) does not draw \(which)"
            : "the model of \(model.set) draws '\(difference.layer)', which Figma does not have \(which)",
          at: location,
          hint: onlyFigma
            ? "add a layer named '\(difference.layer)' to the model, or rename the model's layer to Figma's name"
            : "name the layer as Figma does, or remove it; Figma is the truth",
          id: onlyFigma ? .geometryFigmaLayerUnmodelled : .geometryFigmaLayerMissing)
      } else {
        diagnostics.warning(
          "\(difference.layer).\(difference.property) is \(difference.model) in the model but \(difference.figma) in Figma \(which)",
          at: location,
          hint: "Figma is the truth: make the model say \(difference.figma), or change the component in Figma",
          id: .geometryFigmaDifference)
      }
    }
    return order.count
  }
}
