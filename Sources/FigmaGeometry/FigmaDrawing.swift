import Figma
import Geometry
import SpecimenCore
import Tokens

/// Token names by Figma variable id and key, from what the tokens' `$extensions` record:
/// `"com.figma": {"variableId": "VariableID:1:2", "variableKey": "…"}`, or the flat
/// `"com.figma.variableId"` some exports write.
package struct FigmaVariableNames: Sendable {
  package private(set) var names: [String: String] = [:]

  package init(names: [String: String] = [:]) { self.names = names }

  package init(tokens: [ResolvedToken]) {
    for token in tokens {
      guard let extensions = token.extensions else { continue }
      let nested = extensions["com.figma"]
      let ids = [
        nested?["variableId"], nested?["variableKey"], nested?["key"], nested?["id"],
        extensions["com.figma.variableId"], extensions["com.figma.variableKey"],
      ]
      for id in ids.compactMap({ $0?.string }) where names[id] == nil { names[id] = token.path.name }
    }
  }

  /// The token a variable id (or key) names; ids of library variables end `…/key`-less forms too.
  func token(for variable: String) -> String? {
    if let name = names[variable] { return name }
    // A library variable's id reads `VariableID:<key>/<local id>`: its key names it too.
    if variable.hasPrefix("VariableID:"), let slash = variable.firstIndex(of: "/") {
      return names[String(variable[variable.index(variable.startIndex, offsetBy: 11)..<slash])]
    }
    return nil
  }
}

/// Turns a published variant's Figma node tree into Geometry's laid-out layers: every box is
/// the node's `absoluteBoundingBox` relative to the component, so nothing is laid out again.
package struct FigmaDrawing {
  let variables: FigmaVariableNames
  let cssVariable: @Sendable (String) -> String
  /// Variable ids the tokens do not name, in the order first met.
  private(set) var unnamed: [String] = []
  private(set) var approximations: Set<String> = []
  /// Shapes text with the site's fonts, as model text is.
  private(set) var text: FigmaTextLayout
  /// The first text node set in each family no font file draws.
  private(set) var missingFonts: [(family: String, node: FigmaNode)] = []
  /// Background blurs in the variant drawn so far: each redraws what lies under it, so a
  /// drawing has a few.
  private var frostedLayers = 0
  static let frostedLimit = 16
  /// Whether the variant drawn so far paints a colour no token names.
  private var paintsFixedColor = false

  init(variables: FigmaVariableNames, cssVariable: @escaping @Sendable (String) -> String, measurer: TextMeasurer) {
    self.variables = variables
    self.cssVariable = cssVariable
    self.text = FigmaTextLayout(measurer: measurer)
  }

  /// Every published variant with a tree, drawn; and one note per set for what could not be named.
  package static func drawings(
    of sets: [ComponentSet], variables: FigmaVariableNames, cssVariable: @escaping @Sendable (String) -> String,
    measurer: TextMeasurer = TextMeasurer(), into diagnostics: inout Diagnostics
  ) -> [String: [LaidOutComponent]] {
    let (drawn, notes) = drawingsAndNotes(
      of: sets, variables: variables, cssVariable: cssVariable, measurer: measurer)
    var seen = Set<String>()
    for set in sets where seen.insert(set.name).inserted { diagnostics.append(contentsOf: notes[set.name] ?? []) }
    return drawn
  }

  /// The drawings, and what each set's drawing could not name or draw exactly, by set: a set a
  /// model draws is drawn from it, so its notes are left out.
  package static func drawingsAndNotes(
    of sets: [ComponentSet], variables: FigmaVariableNames, cssVariable: @escaping @Sendable (String) -> String,
    measurer: TextMeasurer = TextMeasurer()
  ) -> (drawn: [String: [LaidOutComponent]], notes: [String: [Diagnostic]]) {
    // Each name is drawn on its own, on every core.
    let drawings = FigmaSetDrawings(sets: sets, variables: variables, cssVariable: cssVariable, measurer: measurer)
    let drawn = ConcurrentMap.run(drawings.setNames) { drawings.drawing(of: $0) }
    var out: [String: [LaidOutComponent]] = [:]
    for (name, components) in zip(drawings.setNames, drawn) { out[name] = components }
    return (out, drawings.notes())
  }

  /// What drawing one set could not name or draw exactly.
  struct DrawingNotes: Sendable {
    var missingFonts: [(family: String, node: FigmaNode)]
    var unnamed: [String]
    var approximations: Set<String>

    init(_ drawing: FigmaDrawing) {
      missingFonts = drawing.missingFonts
      unnamed = drawing.unnamed
      approximations = drawing.approximations
    }
  }

  /// A set as its drawing was made: `notes` is nil when it had no variant to draw.
  struct DrawnSet: Sendable {
    var name: String
    var location: SourceLocation
    var notes: DrawingNotes?
  }

  /// The notes of sets drawn, in file order, by set.
  static func notes(_ sets: [DrawnSet], measurer: TextMeasurer) -> [String: [Diagnostic]] {
    var notes: [String: [Diagnostic]] = [:]
    // The families no font draws are one warning, at the first set in file order that uses one,
    // each family named once with the first layer that asks for it.
    var reportedFamilies = Set<String>()
    var missing: [(family: String, node: FigmaNode, set: String, fallback: String?)] = []
    var firstMissingSet: String?
    for set in sets {
      var diagnostics: [Diagnostic] = []
      defer { notes[set.name] = diagnostics }
      guard let drawing = set.notes else { continue }
      for (family, node) in drawing.missingFonts where reportedFamilies.insert(family).inserted {
        if firstMissingSet == nil { firstMissingSet = set.name }
        missing.append((family, node, set.name, measurer.fontFile(family: family, weight: 400)?.file.family))
      }
      if !drawing.unnamed.isEmpty {
        diagnostics.append(
          Diagnostic(
            .note,
            "\(set.name) binds \(drawing.unnamed.count) variable\(drawing.unnamed.count == 1 ? "" : "s") no token names (\(drawing.unnamed.prefix(3).joined(separator: ", "))\(drawing.unnamed.count > 3 ? ", …" : "")); drawn with Figma's colours, they do not follow the theme",
            at: set.location,
            hint:
              "record each variable's id in its token's $extensions: \"com.figma\": {\"variableId\": \"VariableID:1:2\"}",
            id: .figmaDrawingUnnamedVariable))
      }
      if !drawing.approximations.isEmpty {
        diagnostics.append(
          Diagnostic(
            .note,
            "\(set.name) is drawn with approximations: \(drawing.approximations.sorted().joined(separator: ", "))",
            at: set.location, id: .figmaDrawingApproximated))
      }
    }
    if !missing.isEmpty, let setName = firstMissingSet {
      notes[setName, default: []].insert(fontWarning(missing), at: 0)
    }
    return notes
  }

  /// One warning for every family no font file draws, or that there are no fonts at all.
  private static func fontWarning(_ missing: [(family: String, node: FigmaNode, set: String, fallback: String?)])
    -> Diagnostic
  {
    let first = missing[0]
    guard let fallback = first.fallback else {
      return Diagnostic(
        .warning, "no font files at all; text widths are zero", at: first.node.location,
        hint: "install fonts-inter or add fonts to the site's fonts folder", id: .geometryNoFonts)
    }
    let message: String
    if missing.count == 1 {
      message =
        "no font file for the family '\(first.family)' (text layer '\(first.node.name)' of \(first.set)); text is measured with \(fallback)"
    } else {
      let families = missing.prefix(6).map { "'\($0.family)' (text layer '\($0.node.name)' of \($0.set))" }
      let more = missing.count > 6 ? " and \(missing.count - 6) more" : ""
      message =
        "no font files for \(missing.count) families, \(families.joined(separator: ", "))\(more); their text is measured with \(fallback)"
    }
    return Diagnostic(
      .warning, message, at: first.node.location,
      hint: "put the \(missing.count == 1 ? "family's" : "families'") .otf or .ttf files in the site's fonts folder",
      id: .geometryFontMissing)
  }

  /// One set's published variants with trees, drawn, with the drawing that says what it could
  /// not name or draw exactly; nil when the set has no tree.
  static func drawing(
    of set: ComponentSet, variables: FigmaVariableNames, cssVariable: @escaping @Sendable (String) -> String,
    measurer: TextMeasurer
  ) -> (components: [LaidOutComponent], drawing: FigmaDrawing?) {
    var drawing = FigmaDrawing(variables: variables, cssVariable: cssVariable, measurer: measurer)
    let shape = ComponentSetShape(set)
    var components: [LaidOutComponent] = []
    // A set without a model is drawn from these for its pages: its variants share what their
    // layers repeat.
    var shares = LayerShares()
    for variant in set.publishedVariants {
      guard let tree = variant.tree else { continue }
      let values = variant.propertyValues
      let label = shape.label(of: values)
      var component = drawing.component(
        tree, set: set.name, variant: values, properties: shape.otherDefaults(for: values),
        label: label.isEmpty ? set.name : "\(set.name) — \(label)")
      shares.share(&component)
      components.append(component)
    }
    return (components, components.isEmpty ? nil : drawing)
  }

  mutating func component(
    _ root: FigmaNode, set: String, variant: PropertyValues, properties: PropertyValues, label: String
  ) -> LaidOutComponent {
    let origin = Self.drawnBox(of: root) ?? Rect(x: 0, y: 0, width: 0, height: 0)
    frostedLayers = 0
    paintsFixedColor = false
    var annotations: [String] = []
    var layers: [LaidOutLayer] = []
    // Iterative, so a deep tree cannot exhaust the stack (the reader bounds depth anyway).
    var stack: [(node: FigmaNode, parent: Int?, depth: Int, prefix: String, sideStroke: Bool)] = [
      (root, nil, 0, "", false)
    ]
    while let (node, parent, depth, prefix, sideStroke) = stack.popLast() {
      guard node.visible, let box = node.box else { continue }
      if depth > 0, Self.isAnnotation(node.name) {
        annotations.append(node.name)
        continue
      }
      // The root is the drawing's box: a bare holder's own says little of what it draws.
      let frame =
        depth == 0
        ? Rect(x: 0, y: 0, width: origin.width, height: origin.height)
        : Rect(x: box.x - origin.x, y: box.y - origin.y, width: box.width, height: box.height)
      let path = depth == 0 ? node.name : (prefix.isEmpty ? node.name : prefix + "/" + node.name)
      let shape = self.shape(node, frame: frame)
      let appearance = self.appearance(node)
      if node.cornerSmoothing > 0 { approximations.insert("corner smoothing as plain radii") }
      let layout = node.autoLayout.map { auto in
        AutoLayout(
          direction: auto.mode == .vertical ? .column : .row, gap: auto.itemSpacing,
          padding: EdgeInsets(
            top: auto.padding.top, right: auto.padding.right, bottom: auto.padding.bottom, left: auto.padding.left),
          justify: Self.alignment(auto.primaryAxisAlignItems), align: Self.alignment(auto.counterAxisAlignItems))
      }
      // The bars that draw a side's stroke have no name, so anatomy skips them.
      var layer = LaidOutLayer(
        name: sideStroke && depth < 64 ? nil : node.name, path: path, shape: shape, frame: frame,
        parent: parent, depth: depth, appearance: appearance,
        corners: GeometryCorners(
          topLeft: node.cornerRadii[0], topRight: node.cornerRadii[1], bottomRight: node.cornerRadii[2],
          bottomLeft: node.cornerRadii[3]),
        layout: layout, location: node.location)
      layer.absolute = node.layoutPositioning?.known == .absolute
      if case .text = layer.shape, let content = node.text {
        layer.lines = lines(content, node: node, frame: frame)
        if let style = layer.style,
          let (file, exact) = text.measurer.fontFile(
            family: style.fontFamily, weight: style.fontWeight, italic: content.style.italic == true), !exact
        {
          layer.measuredFamily = file.family
        }
      }
      let index = layers.count
      if let parent { layers[parent].children.append(index) }
      layers.append(layer)
      guard depth < 64 else { continue }
      // Strokes of different weights per side are bars over the children, as Figma paints them.
      let bars = Self.sideStrokes(of: node)
      if !bars.isEmpty { approximations.insert("per-side strokes as square-cornered bars") }
      for bar in bars.reversed() {
        stack.append((bar, index, depth + 1, path, true))
      }
      // Children are pushed last first, so they are drawn in Figma's order (bottom first).
      for child in node.children.reversed() {
        stack.append((child, index, depth + 1, depth == 0 ? "" : path, false))
      }
    }
    var component = LaidOutComponent(
      set: set, variant: variant, properties: properties, label: label, width: origin.width, height: origin.height,
      layers: layers)
    component.annotationsLeftOut = annotations
    component.fixedColors = paintsFixedColor
    // Room for what paints outside the frame: unclipped content, and on each side as far as
    // the effects (shadows, blurs) reach there, so a shadow cast down and right leaves no
    // blank band above and to the left.
    var overflow = Self.overflow(of: component, measurer: text.measurer)
    component.contentOverflow = Self.overflow(of: component, measurer: text.measurer, effects: false)
    let effects = component.effectOverhangBySide
    func reach(_ value: Double) -> Double { min(max(0, value).rounded(.up), 64) }
    overflow.top = max(overflow.top, reach(effects.top))
    overflow.right = max(overflow.right, reach(effects.right))
    overflow.bottom = max(overflow.bottom, reach(effects.bottom))
    overflow.left = max(overflow.left, reach(effects.left))
    component.overflow = overflow
    return component
  }

  /// The box a drawing is made in: the root's own, less the sides only what the drawing leaves
  /// out reaches. A root that paints nothing, lays nothing out and clips nothing is only what
  /// holds its layers, and Figma sizes it round every layer, a hidden one or an annotation too:
  /// figmagic's Input is 320 × 120 with its `_Redlines` above and below it, 320 × 48 without,
  /// and its DemoForm starts 45 px above its form where a hidden redline did. A side its drawn
  /// layers fall short of for no such reason (a frame's room round its content) stays.
  static func drawnBox(of root: FigmaNode) -> Rect? {
    guard let box = root.box else { return nil }
    guard root.isBareHolder,
      let drawn = root.children.compactMap({ drawnBox(ofLayer: $0) }).reduce(nil, { $0?.union($1) ?? $1 })
    else { return box }
    var leftOut: [Rect] = []
    var stack = root.children
    while let node = stack.popLast(), leftOut.count < 10_000 {
      guard let nodeBox = node.box else { continue }
      if !node.visible || isAnnotation(node.name) {
        leftOut.append(nodeBox)
      } else if node.isBareHolder {
        stack += node.children
      }
    }
    func reached(_ edge: (Rect) -> Double) -> Bool { leftOut.contains { abs(edge($0) - edge(box)) <= 0.5 } }
    let top = drawn.y > box.y + 0.5 && reached(\.y) ? drawn.y : box.y
    let left = drawn.x > box.x + 0.5 && reached(\.x) ? drawn.x : box.x
    let bottom = drawn.maxY < box.maxY - 0.5 && reached(\.maxY) ? drawn.maxY : box.maxY
    let right = drawn.maxX < box.maxX - 0.5 && reached(\.maxX) ? drawn.maxX : box.maxX
    return Rect(x: left, y: top, width: max(0, right - left), height: max(0, bottom - top))
  }

  /// What a layer inside the drawing draws: nothing when hidden or an annotation, what its own
  /// layers draw when it is a bare holder, else its box; a rule with no thickness (figmagic's HR:
  /// 320 × 0 with a 2 px stroke) as thick as its stroke.
  static func drawnBox(ofLayer node: FigmaNode) -> Rect? {
    guard node.visible, var box = node.box, !isAnnotation(node.name) else { return nil }
    if node.isBareHolder {
      return node.children.compactMap { drawnBox(ofLayer: $0) }.reduce(nil) { $0?.union($1) ?? $1 }
    }
    if node.isVectorLike || node.type == .line, node.strokes.contains(where: \.visible), node.strokeWeight > 0 {
      let weight = node.strokeWeight
      let outside = node.strokeAlign.known == .outside ? 1.0 : node.strokeAlign.known == .inside ? 0 : 0.5
      if box.height == 0 {
        box.y -= weight * outside
        box.height = weight
      }
      if box.width == 0 {
        box.x -= weight * outside
        box.width = weight
      }
    }
    return box
  }

  /// Words that name a layer as an annotation of the component rather than part of it: the
  /// measure lines and labels of a redlines plugin ("Redlines :: Input"), a designer's notes.
  static let annotationWords: Set<String> = [
    "redline", "redlines", "annotation", "annotations", "spec", "specs", "measurement", "measurements",
  ]

  /// Whether a layer is an annotation: its name's first word, after the `_` Figma files put
  /// before helper layers, is one of `annotationWords` ("_Redlines", "_Redlines ::  Form",
  /// "Annotations", "_spec"). A `_` alone does not make one: figmagic's Select draws its chevron
  /// as "_Side Icon", a part of the component its code generator leaves to CSS.
  static func isAnnotation(_ name: String) -> Bool {
    let trimmed = name.drop { $0 == "_" || $0.isWhitespace }
    let word = trimmed.prefix { $0.isLetter }.lowercased()
    return annotationWords.contains(word)
  }

  /// How far past each side of its frame a drawing's unclipped content paints (a frame without
  /// "clip content" whose children run out of it, as figmagic's DemoForm runs 128 px below), so
  /// the view box takes it in where it overflows and nowhere else. Whole pixels, so the view box
  /// reads the same each build. Each side is capped at the frame's own size on that axis (at
  /// least 64): a node placed absurdly far away in a file does not shrink the component to a
  /// speck in a vast empty drawing.
  static func overflow(of component: LaidOutComponent, measurer: TextMeasurer, effects: Bool = true) -> EdgeInsets {
    guard let painted = component.paintedBounds(measurer: measurer, effects: effects) else { return .zero }
    let across = max(component.width, 64)
    let down = max(component.height, 64)
    func side(_ reach: Double, cap: Double) -> Double { min(max(0, reach).rounded(.up), cap) }
    return EdgeInsets(
      top: side(-painted.y, cap: down), right: side(painted.maxX - component.width, cap: across),
      bottom: side(painted.maxY - component.height, cap: down), left: side(-painted.x, cap: across))
  }

  /// One filled bar per stroked side, where the stroke's alignment puts it, when the sides'
  /// weights differ (`individualStrokeWeights`).
  static func sideStrokes(of node: FigmaNode) -> [FigmaNode] {
    guard let sides = node.strokeSides, Set([sides.top, sides.right, sides.bottom, sides.left]).count > 1,
      let box = node.box, let paint = node.strokes.last(where: \.visible)
    else { return [] }
    // How far out of the edge each bar sits, as a share of its weight.
    let outside = node.strokeAlign.known == .outside ? 1.0 : node.strokeAlign.known == .inside ? 0 : 0.5
    var bars: [FigmaNode] = []
    func bar(_ side: String, _ x: Double, _ y: Double, _ width: Double, _ height: Double) {
      var bar = FigmaNode(id: node.id + ":" + side, name: "", type: .rectangle, location: node.location)
      bar.box = Rect(x: x, y: y, width: width, height: height)
      bar.fills = [paint]
      bars.append(bar)
    }
    if sides.top > 0 { bar("top", box.x, box.y - sides.top * outside, box.width, sides.top) }
    if sides.bottom > 0 {
      bar("bottom", box.x, box.y + box.height - sides.bottom * (1 - outside), box.width, sides.bottom)
    }
    if sides.left > 0 { bar("left", box.x - sides.left * outside, box.y, sides.left, box.height) }
    if sides.right > 0 {
      bar("right", box.x + box.width - sides.right * (1 - outside), box.y, sides.right, box.height)
    }
    return bars
  }

  static func alignment(_ figma: FigmaAxisAlignment) -> LayoutAlignment {
    switch figma {
    case .center: .center
    case .max: .end
    case .spaceBetween: .spaceBetween
    case .min, .baseline, .unknown: .start
    }
  }

  // MARK: Shapes

  private mutating func shape(_ node: FigmaNode, frame: Rect) -> ShapeKind {
    switch node.type {
    case .ellipse:
      if let arc = node.arc, arc.innerRadius > 0 || abs(arc.endingAngle - arc.startingAngle) < 2 * .pi - 0.001,
        node.fillGeometry.isEmpty
      {
        approximations.insert("arcs without paths as whole ellipses")
      }
      if !node.fillGeometry.isEmpty { return pathShape(node, frame: frame) }
      return .ellipse
    case .line:
      return .line(x1: 0, y1: 0, x2: frame.width, y2: frame.height)
    case .text:
      let style = text.typography(node.text?.style ?? FigmaTextStyle())
      // A text style or a typography variable the tokens name gives the layer its token.
      let bound = ["fontSize", "fontFamily", "fontWeight", "lineHeight", "letterSpacing"].lazy
        .compactMap { node.boundVariables[$0] }.first
      let token = (node.text?.styleID).flatMap(variables.token(for:)) ?? bound.flatMap(variables.token(for:))
      return .text(
        content: node.text?.characters ?? "", style: style, styleToken: token,
        align: Self.textAlign(node.text?.style.textAlignHorizontal), maxLines: nil)
    default:
      if node.isVectorLike, !node.fillGeometry.isEmpty || !node.strokeGeometry.isEmpty {
        return pathShape(node, frame: frame)
      }
      // A flat vector saved without its path (figmagic's HR: 320 × 0, a 2 px stroke) is a
      // straight stroke along its box; as a box it has no area and draws nothing.
      if node.isVectorLike, frame.width == 0 || frame.height == 0, node.strokes.contains(where: \.visible) {
        return .line(x1: 0, y1: 0, x2: frame.width, y2: frame.height)
      }
      return .frame(
        GeometryCorners(
          topLeft: node.cornerRadii[0], topRight: node.cornerRadii[1], bottomRight: node.cornerRadii[2],
          bottomLeft: node.cornerRadii[3]))
    }
  }

  private func pathShape(_ node: FigmaNode, frame: Rect) -> ShapeKind {
    let paths = node.fillGeometry.isEmpty ? node.strokeGeometry : node.fillGeometry
    return .path(d: paths.map(\.path).joined(separator: " "), viewWidth: frame.width, viewHeight: frame.height)
  }

  static func textAlign(_ figma: FigmaValue<FigmaTextAlignHorizontal>?) -> LayoutAlignment {
    switch figma?.known {
    case .center: .center
    case .right: .end
    default: .start
    }
  }

  /// The text's lines, shaped and placed; the fills its overrides set are painted as any fill.
  private mutating func lines(_ content: FigmaText, node: FigmaNode, frame: Rect) -> [TextLine] {
    var fills: [Int: GeometryPaint] = [:]
    for (id, override) in content.overrides.sorted(by: { $0.key < $1.key }) {
      if let paint = override.fills?.last(where: \.visible).flatMap({ paint($0) }) { fills[id] = paint }
    }
    let known = text.missingFamilies.count
    let lines = text.lines(of: content, in: frame, fills: fills)
    for family in text.missingFamilies.dropFirst(known) { missingFonts.append((family, node)) }
    if content.style.textAlignHorizontal?.known == .justified {
      approximations.insert("justified text as left-aligned")
    }
    let cases = [content.style.textCase] + content.overrides.values.map(\.textCase)
    if cases.contains(where: { $0?.known == .smallCaps || $0?.known == .smallCapsForced }) {
      approximations.insert("small capitals as typed")
    }
    return lines
  }

  // MARK: Paint

  private mutating func appearance(_ node: FigmaNode) -> LayerAppearance {
    var appearance = LayerAppearance(opacity: node.opacity, clip: node.clipsContent)
    let fills = node.fills
    appearance.fill = fills.last(where: \.visible).flatMap { paint($0) }
    if let strokePaint = node.strokes.last(where: \.visible).flatMap({ paint($0) }) {
      var width = node.strokeWeight
      if let sides = node.strokeSides {
        // Sides of different weights are drawn as bars of their own (`sideStrokes`).
        width = Set([sides.top, sides.right, sides.bottom, sides.left]).count == 1 ? sides.top : 0
      }
      if !node.strokeDashes.isEmpty { approximations.insert("dashed strokes as solid") }
      let alignment: StrokeSpec.Alignment =
        switch node.strokeAlign.known {
        case .inside: .inside
        case .outside: .outside
        default: .center
        }
      if width > 0 { appearance.stroke = StrokeSpec(paint: strokePaint, width: width, alignment: alignment) }
    }
    // Effects are drawn as Figma draws them: one filter over the layer and its children.
    appearance.effectsAsFilter = true
    var shadows: [GeometryShadowLayer] = []
    for effect in node.effects where effect.visible {
      // Radii and offsets no real file has are kept within what a drawing can hold.
      let radius = min(max(0, effect.radius.isFinite ? effect.radius : 0), 1000)
      func bounded(_ value: Double) -> Double { value.isFinite ? min(max(value, -10_000), 10_000) : 0 }
      switch effect.type {
      case .dropShadow, .innerShadow:
        let color = effect.color ?? FigmaColor(r: 0, g: 0, b: 0, a: 0.25)
        shadows.append(
          GeometryShadowLayer(
            paint: colorPaint(color, opacity: 1, variable: effect.variableID, effect: true),
            offsetX: bounded(effect.offsetX),
            offsetY: bounded(effect.offsetY), blur: radius, spread: bounded(effect.spread),
            inset: effect.type == .innerShadow, showBehindNode: effect.showShadowBehindNode,
            blendMode: blend(effect.blendMode)))
        if effect.type == .dropShadow, effect.blendMode?.css != nil {
          // A filter sees no backdrop: the mode blends the layer's shadows with one another only.
          approximations.insert("drop shadows' blend modes over what lies under them as normal")
        }
      case .backgroundBlur:
        guard frostedLayers < Self.frostedLimit else {
          approximations.insert("background blurs past the \(Self.frostedLimit)th as their fills alone")
          continue
        }
        frostedLayers += 1
        appearance.backgroundBlur = radius
        let outlined = !node.fillGeometry.isEmpty || !node.strokeGeometry.isEmpty
        if node.type == .text || node.type == .line || (outlined && (node.isVectorLike || node.type == .ellipse)) {
          approximations.insert("background blurs of vectors and text left out")
        }
      case .layerBlur:
        appearance.layerBlur = radius
      case .unknown: break
      }
      if effect.blurType?.known == .progressive { approximations.insert("progressive blurs as even ones") }
    }
    if node.rotation != 0, node.type != .text {
      approximations.insert("rotated outlines drawn unrotated in their boxes")
    }
    if !shadows.isEmpty { appearance.effects = [EffectSpec(token: nil, layers: shadows)] }
    if let blend = node.blendMode, blend != .passThrough, blend != .normal {
      approximations.insert("blend modes as normal")
      appearance.unmeasurable =
        "the layer blends with what lies beneath it (\(blend.rawValue.lowercased().split(separator: "_").joined(separator: " ")))"
    }
    if fills.last(where: \.visible)?.type == .image { appearance.unmeasurable = "the layer is filled with an image" }
    if node.isMask { approximations.insert("masks drawn as shapes") }
    return appearance
  }

  /// Figma's blend mode as an SVG `feBlend` mode; the two linear modes SVG lacks are drawn as
  /// their nearest (multiply, screen).
  private mutating func blend(_ figma: FigmaBlendMode?) -> CSS.BlendMode? {
    if figma?.isApproximated == true {
      approximations.insert("linear burn and dodge shadows as multiply and screen")
    }
    return figma?.css
  }

  private mutating func paint(_ paint: FigmaPaint) -> GeometryPaint? {
    switch paint.type {
    case .solid:
      guard let color = paint.color else { return nil }
      return colorPaint(color, opacity: paint.opacity, variable: paint.variableID)
    case let type where type.isGradient:
      let stops = paint.gradientStops
      guard !stops.isEmpty else { return nil }
      // The stops' average colour stands for the gradient where one colour is read (contrast).
      let n = Double(stops.count)
      let average = FigmaColor(
        r: stops.reduce(0) { $0 + $1.color.r } / n, g: stops.reduce(0) { $0 + $1.color.g } / n,
        b: stops.reduce(0) { $0 + $1.color.b } / n, a: stops.reduce(0) { $0 + $1.color.a } / n)
      var drawn = colorPaint(average, opacity: paint.opacity, variable: nil)
      if type == .gradientAngular || type == .gradientDiamond {
        approximations.insert("angular and diamond gradients as radial")
      }
      if stops.contains(where: { $0.variableID != nil }) {
        approximations.insert("gradient stops bound to variables in Figma's colours")
      }
      drawn.gradient = GeometryGradient(
        kind: type == .gradientLinear ? .linear : .radial,
        handles: paint.gradientHandles.prefix(3).flatMap { [$0.x, $0.y] },
        stops: stops.map { stop in
          GeometryGradient.Stop(
            position: stop.position,
            color: GeometryColor(hex: stop.color.hex, alpha: (stop.color.a * 1000).rounded() / 1000))
        })
      return drawn
    case .image:
      approximations.insert("image fills as a neutral grey")
      return colorPaint(FigmaColor(r: 0.85, g: 0.85, b: 0.85, a: 1), opacity: paint.opacity, variable: nil)
    default:
      return nil
    }
  }

  /// A colour, with its token's CSS variable where a variable the tokens name binds it. A
  /// colour without one is fixed in every theme (a shadow's aside: it darkens in both).
  private mutating func colorPaint(
    _ color: FigmaColor, opacity: Double, variable: String?, effect: Bool = false
  ) -> GeometryPaint {
    let geometry = GeometryColor(hex: color.hex, alpha: (color.a * 1000).rounded() / 1000)
    guard let variable else {
      if !effect { paintsFixedColor = true }
      return GeometryPaint(color: geometry, opacity: opacity)
    }
    guard let token = variables.token(for: variable) else {
      if !unnamed.contains(variable) { unnamed.append(variable) }
      if !effect { paintsFixedColor = true }
      return GeometryPaint(color: geometry, opacity: opacity)
    }
    return GeometryPaint(color: geometry, token: token, cssVariable: cssVariable(token), opacity: opacity)
  }
}

/// No tokens at all: a site drawn only from Figma, every paint in Figma's own colour.
package struct NoGeometryTokens: GeometryTokenSource {
  package init() {}
  package func token(_ name: String) -> GeometryToken? { nil }
  package var tokenNames: [String] { [] }
  package func cssVariable(_ name: String) -> String { Self.defaultCSSVariable(name) }
}

extension FigmaNode {
  /// A frame, group, component or instance that paints nothing of its own (no visible fill,
  /// stroke or effect), lays nothing out and clips nothing: only what holds its layers.
  fileprivate var isBareHolder: Bool {
    switch type {
    case .frame, .group, .component, .instance, .section: break
    default: return false
    }
    return autoLayout == nil && !clipsContent && !fills.contains(where: \.visible)
      && !(strokeWeight > 0 && strokes.contains(where: \.visible)) && !effects.contains(where: \.visible)
  }
}
