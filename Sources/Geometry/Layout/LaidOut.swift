import SpecimenCore

package enum LayerKind: String, Sendable, Hashable {
  case frame, ellipse, line, path, text, icon, instance
}

/// One line of laid-out text: where its baseline starts, in component units.
package struct TextLine: Sendable, Hashable {
  package var text: String
  package var x: Double
  package var baseline: Double
  package var width: Double
  /// Stretches of the line in styles of their own (Figma's mixed text); empty when it has one.
  package var runs: [TextRun] = []

  package init(text: String, x: Double, baseline: Double, width: Double, runs: [TextRun] = []) {
    self.text = text
    self.x = x
    self.baseline = baseline
    self.width = width
    self.runs = runs
  }
}

/// Part of a line set differently from the layer's style: what differs, nil where it does not.
package struct TextRun: Sendable, Hashable {
  package var text: String
  package var fontWeight: Double?
  package var fontSize: Double?
  package var italic = false
  package var underline = false
  package var fill: GeometryPaint?
  package var fontFamily: String?
  package var letterSpacing: Double?
  package var strikethrough = false
  /// Where the run starts and how far it advances, as HarfBuzz shaped it (a drawing from Figma
  /// places each run itself); nil when the run follows the one before it.
  package var x: Double?
  package var advance: Double?

  package init(
    text: String, fontWeight: Double? = nil, fontSize: Double? = nil, italic: Bool = false, underline: Bool = false,
    fill: GeometryPaint? = nil
  ) {
    self.text = text
    self.fontWeight = fontWeight
    self.fontSize = fontSize
    self.italic = italic
    self.underline = underline
    self.fill = fill
  }
}

/// One layer with its absolute frame in the component's units and everything needed to draw it.
///
/// What a layer is called, what it draws and how it paints are the same in many variants of a
/// set (an icon and a label that no rule changes, a root whose fill follows only the state), and
/// every variant's layers stay cached for the pages: those parts are kept in shared boxes that
/// `LayerShares` makes one per distinct value, and only where the layer is sits in the layer.
package struct LaidOutLayer: Sendable {
  package var frame: Rect
  package var parent: Int?
  package var children: [Int] = []
  package var depth: Int
  /// A text layer's lines, placed in its frame.
  package var lines: [TextLine] = []
  /// The family a text layer was measured with when no font file draws its own: the drawing
  /// names it after the layer's family, so a browser without that family paints the text with
  /// the metrics its lines were broken with, inside its box.
  package var measuredFamily: String?
  package var absolute = false
  package var isBackdrop = false
  private var identity: SharedValue<LayerIdentity>
  private var form: SharedValue<LayerForm>
  private var painting: SharedValue<LayerAppearance>

  package init(
    name: String?, path: String, shape: ShapeKind, frame: Rect, parent: Int?, depth: Int,
    appearance: LayerAppearance, corners: GeometryCorners = GeometryCorners(0), layout: AutoLayout? = nil,
    instance: PlacedInstance? = nil, location: SourceLocation? = nil
  ) {
    self.frame = frame
    self.parent = parent
    self.depth = depth
    identity = SharedValue(LayerIdentity(name: name, path: path, location: location))
    form = SharedValue(LayerForm(shape: shape, corners: corners, layout: layout, instance: instance))
    painting = SharedValue(appearance)
  }

  package var name: String? {
    get { identity.name }
    set { identity.name = newValue }
  }
  /// Named ancestors and the layer's name, joined by "/": `track/handle`, `Toggle/track`.
  package var path: String {
    get { identity.path }
    set { identity.path = newValue }
  }
  /// Where the layer is written: its line in the model, or its node in the saved Figma file for
  /// a layer drawn from Figma. A difference from Figma and an audit finding are reported there.
  package var location: SourceLocation? {
    get { identity.location }
    set { identity.location = newValue }
  }
  /// What the layer draws, as the variant's spec resolved it (text, icon, path, line, instance).
  package var shape: ShapeKind {
    get { form.shape }
    set { form.shape = newValue }
  }
  package var corners: GeometryCorners {
    get { form.corners }
    set { form.corners = newValue }
  }
  package var layout: AutoLayout? {
    get { form.layout }
    set { form.layout = newValue }
  }
  /// An instance's set and the property values it was drawn with; nil when it could not be drawn.
  package var instance: PlacedInstance? {
    get { form.instance }
    set { form.instance = newValue }
  }
  /// Paint, stroke, effects, opacity, blur and clip, as the model resolved them.
  package var appearance: LayerAppearance {
    get { painting.wrapped }
    set { painting = SharedValue(newValue) }
  }

  /// The parts the two layers keep in the same box: "identity" (name, path, location), "form"
  /// (shape, corners, layout, instance) and "appearance".
  func partsShared(with other: LaidOutLayer) -> [String] {
    [
      identity.sharesBox(with: other.identity) ? "identity" : nil, form.sharesBox(with: other.form) ? "form" : nil,
      painting.sharesBox(with: other.painting) ? "appearance" : nil,
    ].compactMap { $0 }
  }

  /// Takes the shared boxes of the same values from `shares`, or gives it its own.
  package mutating func share(in shares: inout LayerShares) {
    identity = shares.identities.insert(identity).memberAfterInsert
    form = shares.forms.insert(form).memberAfterInsert
    painting = shares.appearances.insert(painting).memberAfterInsert
  }

  package var kind: LayerKind {
    switch shape {
    case .frame: .frame
    case .ellipse: .ellipse
    case .line: .line
    case .path: .path
    case .text: .text
    case .icon: .icon
    case .instance: .instance
    }
  }

  package var style: GeometryTypography? {
    if case .text(_, let style, _, _, _) = shape { return style }
    return nil
  }

  package var styleToken: String? {
    if case .text(_, _, let token, _, _) = shape { return token }
    return nil
  }

  package var textAlign: LayoutAlignment {
    if case .text(_, _, _, let align, _) = shape { return align }
    return .start
  }

  package var icon: String? {
    if case .icon(let name) = shape { return name }
    return nil
  }

  /// Line end points relative to the frame's origin: x1, y1, x2, y2.
  var linePoints: [Double] {
    if case .line(let x1, let y1, let x2, let y2) = shape { return [x1, y1, x2, y2] }
    return []
  }

  var pathData: String? {
    if case .path(let d, _, _) = shape { return d }
    return nil
  }

  var instanceSet: String? { instance?.set }

  package var fill: GeometryPaint? { painting.fill }
  package var stroke: StrokeSpec? { painting.stroke }
  package var effects: [EffectSpec] { painting.effects }
  package var opacity: Double { painting.opacity }
  package var backgroundBlur: Double? { painting.backgroundBlur }
  package var clip: Bool { painting.clip }

  /// The frame grown by the part of its stroke that lies outside it (half a centred stroke, all
  /// of an outside one).
  var strokedFrame: Rect {
    guard let stroke else { return frame }
    switch stroke.alignment {
    case .inside: return frame
    case .center: return frame.insetBy(-stroke.width / 2)
    case .outside: return frame.insetBy(-stroke.width)
    }
  }

  /// An ellipse with equal sides, or a square frame rounded all the way (a round button).
  var isCircle: Bool {
    guard abs(frame.width - frame.height) < 0.001, frame.width > 0 else { return false }
    if kind == .ellipse { return true }
    return (kind == .frame || kind == .instance) && corners.isUniform && corners.topLeft >= frame.width / 2 - 0.001
  }
}

/// A layer's name, path and source position: the same for that layer in every variant.
struct LayerIdentity: Sendable, Hashable {
  var name: String?
  var path: String
  var location: SourceLocation?
}

/// What a layer draws, its corners and its auto layout, and the instance it places.
struct LayerForm: Sendable, Hashable {
  var shape: ShapeKind
  var corners: GeometryCorners
  var layout: AutoLayout?
  var instance: PlacedInstance?
}

/// One shared box per distinct value of the parts of layers that variants repeat: layers given
/// to `LaidOutLayer.share(in:)` with the same values keep one copy of them.
package struct LayerShares {
  fileprivate var identities: Set<SharedValue<LayerIdentity>> = []
  fileprivate var forms: Set<SharedValue<LayerForm>> = []
  fileprivate var appearances: Set<SharedValue<LayerAppearance>> = []

  package init() {}

  /// Shares the boxes of every layer of `component`.
  package mutating func share(_ component: inout LaidOutComponent) {
    for index in component.layers.indices { component.layers[index].share(in: &self) }
  }
}

/// The set an instance layer draws and the property values it was drawn with.
package struct PlacedInstance: Sendable, Hashable {
  package var set: String
  package var values: PropertyValues
}

/// A variant laid out: every layer's absolute geometry, ready to draw or to measure.
package struct LaidOutComponent: Sendable {
  package var set: String
  /// Variant property values, and the other properties' values the drawing used.
  package var variant: PropertyValues
  package var properties: PropertyValues
  /// "Toggle — State: Pressed, Active: On".
  package var label: String
  package var width: Double
  package var height: Double
  /// Extra room around the frame that the drawing may paint in (a backdrop, effects), the same
  /// on every side.
  package var bleed: Double
  /// Room beyond the frame, side by side, where content the frame does not clip paints (a Figma
  /// frame without "clip content" whose children run past it). The drawing keeps the larger of
  /// this and `bleed` on each side.
  package var overflow: EdgeInsets = .zero
  /// How far past each side of the frame the layers themselves paint (not their shadows): the
  /// part of `overflow` a caption counts as drawn.
  package var contentOverflow: EdgeInsets = .zero
  /// The layers left out of the drawing because their file marks them as annotations (a
  /// `_Redlines` group beside the component), by name in the order met: they are not part of
  /// the component, so neither its specimen nor its audit shows them.
  package var annotationsLeftOut: [String] = []
  /// Whether a colour the drawing paints is bound to no token: it keeps that colour in every
  /// theme, so the page sets it on a light backdrop in the dark one.
  package var fixedColors = false
  /// Index 0 is the root; backdrop layers come after the tree with `isBackdrop`.
  package var layers: [LaidOutLayer]
  /// The layer whose frame is the hit target (the root unless the model names one).
  package var targetIndex: Int

  package init(
    set: String, variant: PropertyValues, properties: PropertyValues, label: String, width: Double,
    height: Double, bleed: Double = 0, layers: [LaidOutLayer], targetIndex: Int = 0
  ) {
    self.set = set
    self.variant = variant
    self.properties = properties
    self.label = label
    self.width = width
    self.height = height
    self.bleed = bleed
    self.layers = layers
    self.targetIndex = targetIndex
  }

  package var frame: Rect { Rect(x: 0, y: 0, width: width, height: height) }

  /// The layer called `name` (a layer name, or a path like `track/handle`).
  package func index(of name: String) -> Int? {
    if name == "root" || name == layers.first?.name { return 0 }
    if let exact = layers.firstIndex(where: { $0.path == name && !$0.isBackdrop }) { return exact }
    return layers.firstIndex { $0.name == name && !$0.isBackdrop }
  }

  package func layer(named name: String) -> LaidOutLayer? { index(of: name).map { layers[$0] } }

  /// The frame of layer `index` relative to its parent's origin.
  package func relativeFrame(of index: Int) -> Rect {
    let layer = layers[index]
    guard let parent = layer.parent else { return layer.frame }
    return layer.frame.offsetBy(-layers[parent].frame.x, -layers[parent].frame.y)
  }

  /// The hit target's frame: the target layer's, or the component's when it has no layers.
  package var targetFrame: Rect { layers.indices.contains(targetIndex) ? layers[targetIndex].frame : frame }

  /// Whether a layer shows what lies beneath it (an opacity, a translucent fill or a background
  /// blur): its specimen needs a checker behind it to show so.
  package var hasTranslucentLayer: Bool {
    layers.contains { layer in
      guard !layer.isBackdrop else { return false }
      if layer.opacity < 1 || layer.backgroundBlur != nil { return true }
      guard let fill = layer.fill else { return false }
      let alpha = fill.color.alpha * fill.opacity
      return alpha > 0 && alpha < 1
    }
  }

  /// Every layer name in the tree, for did-you-mean.
  var layerNames: [String] { layers.filter { !$0.isBackdrop }.compactMap(\.name) }
}
