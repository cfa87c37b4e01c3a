import SpecimenCore

/// How a layer sizes itself along one axis, as Figma's auto layout does.
enum Sizing: Sendable, Hashable {
  case fixed(Double)
  case hug
  case fill
}

package enum LayoutDirection: String, Sendable, Hashable {
  case row, column
}

package enum LayoutAlignment: String, Sendable, Hashable {
  case start, center, end, spaceBetween = "space-between"
}

package struct EdgeInsets: Sendable, Hashable {
  package var top: Double
  package var right: Double
  package var bottom: Double
  package var left: Double
  package static let zero = EdgeInsets(top: 0, right: 0, bottom: 0, left: 0)
  package init(top: Double, right: Double, bottom: Double, left: Double) {
    self.top = top
    self.right = right
    self.bottom = bottom
    self.left = left
  }
  var isZero: Bool { self == .zero }
}

/// Figma-style auto layout of a frame's children.
package struct AutoLayout: Sendable, Hashable {
  package var direction: LayoutDirection = .row
  package var gap: Double = 0
  package var padding: EdgeInsets = .zero
  /// Primary axis distribution (Figma's primaryAxisAlignItems).
  package var justify: LayoutAlignment = .start
  /// Counter axis alignment (Figma's counterAxisAlignItems).
  package var align: LayoutAlignment = .start
  package var reverse = false

  package init(
    direction: LayoutDirection = .row, gap: Double = 0, padding: EdgeInsets = .zero,
    justify: LayoutAlignment = .start, align: LayoutAlignment = .start
  ) {
    self.direction = direction
    self.gap = gap
    self.padding = padding
    self.justify = justify
    self.align = align
  }
}

/// A stroke: paint, width and where it sits against the edge.
package struct StrokeSpec: Sendable, Hashable {
  package enum Alignment: String, Sendable, Hashable { case inside, center, outside }
  package var paint: GeometryPaint
  package var width: Double
  package var alignment: Alignment

  package init(paint: GeometryPaint, width: Double, alignment: Alignment) {
    self.paint = paint
    self.width = width
    self.alignment = alignment
  }
}

/// A resolved effect: the shadow layers of one token (a focus ring is a shadow with spread).
package struct EffectSpec: Sendable, Hashable {
  package var token: String?
  package var layers: [GeometryShadowLayer]

  package init(token: String?, layers: [GeometryShadowLayer]) {
    self.token = token
    self.layers = layers
  }
}

/// What a layer draws, every value resolved for one variant; the laid-out layer keeps it as it is.
package enum ShapeKind: Sendable, Hashable {
  case frame(GeometryCorners)
  case ellipse
  case line(x1: Double, y1: Double, x2: Double, y2: Double)
  case path(d: String, viewWidth: Double, viewHeight: Double)
  case text(content: String, style: GeometryTypography, styleToken: String?, align: LayoutAlignment, maxLines: Int?)
  case icon(String)
  case instance(set: String, properties: PropertyValues)
}

/// One layer of one variant, every value resolved: what the layout engine reads.
struct ShapeSpec: Sendable {
  var name: String?
  var kind: ShapeKind
  var x: Double?
  var y: Double?
  var right: Double?
  var bottom: Double?
  var width: Sizing
  var height: Sizing
  var minWidth: Double?
  var maxWidth: Double?
  var minHeight: Double?
  var maxHeight: Double?
  var layout: AutoLayout?
  var absolute = false
  var children: [ShapeSpec] = []
  var appearance = LayerAppearance()
  var location: SourceLocation
}

/// How a layer paints, as the model resolves it: the laid-out layer carries it as it is.
package struct LayerAppearance: Sendable, Hashable {
  package var fill: GeometryPaint?
  package var stroke: StrokeSpec?
  package var effects: [EffectSpec] = []
  /// Applies to the layer and its children.
  package var opacity: Double = 1
  package var backgroundBlur: Double?
  /// Children clipped to the shape.
  package var clip = false
  /// The effects are drawn as one SVG filter over the layer and its children, as Figma renders
  /// them (a shadow cast by everything the layer paints, inner shadows, a layer blur), rather
  /// than as copies of the layer's outline, as CSS draws a box-shadow.
  package var effectsAsFilter = false
  /// A Gaussian blur of the layer and its children (Figma's radius: twice the deviation).
  package var layerBlur: Double?
  /// Why the colors this layer shows cannot be measured (an image fill, a blend mode other than
  /// normal), so a contrast check says it cannot tell instead of measuring the stand-in color.
  package var unmeasurable: String?

  package init(
    fill: GeometryPaint? = nil, stroke: StrokeSpec? = nil, effects: [EffectSpec] = [], opacity: Double = 1,
    backgroundBlur: Double? = nil, clip: Bool = false
  ) {
    self.fill = fill
    self.stroke = stroke
    self.effects = effects
    self.opacity = opacity
    self.backgroundBlur = backgroundBlur
    self.clip = clip
  }
}
