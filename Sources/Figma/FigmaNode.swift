import SpecimenCore

/// One node of a variant's tree as the REST API gives it: what a drawing needs, in Figma's
/// own terms (absolute canvas coordinates, colors from 0 to 1). Data only; Site turns it into
/// Geometry's laid-out layers.
package struct FigmaNode: Sendable, Hashable {
  package var id: String
  package var name: String
  package var type: FigmaNodeType
  package var visible = true
  package var opacity = 1.0
  package var blendMode: FigmaBlendMode?
  /// `absoluteBoundingBox`: the node's box on the canvas, before rotation's effect on its corners.
  package var box: Rect?
  /// `absoluteRenderBounds`: what it paints, shadows and strokes included.
  package var renderBounds: Rect?
  /// The rotation `relativeTransform` gives, in degrees (counter-clockwise, as Figma's panel shows).
  package var rotation = 0.0
  package var clipsContent = false
  package var isMask = false
  package var fills: [FigmaPaint] = []
  package var strokes: [FigmaPaint] = []
  package var strokeWeight = 0.0
  /// Per-side weights when they differ (`individualStrokeWeights`).
  package var strokeSides: FigmaSides?
  /// `INSIDE`, `CENTER` or `OUTSIDE`.
  package var strokeAlign = FigmaValue<FigmaStrokeAlign>.known(.center)
  package var strokeDashes: [Double] = []
  var strokeCap: FigmaValue<FigmaStrokeCap>?
  /// Top-left, top-right, bottom-right, bottom-left.
  package var cornerRadii: [Double] = [0, 0, 0, 0]
  package var cornerSmoothing = 0.0
  package var effects: [FigmaEffect] = []
  /// Outline paths when the file was fetched with `geometry=paths`, in the node's own space.
  package var fillGeometry: [FigmaPath] = []
  package var strokeGeometry: [FigmaPath] = []
  /// An ellipse's `arcData`, angles in radians.
  package var arc: FigmaArc?
  package var text: FigmaText?
  package var autoLayout: FigmaAutoLayout?
  /// `ABSOLUTE` when the node ignores its auto-layout parent's flow.
  package var layoutPositioning: FigmaValue<FigmaLayoutPositioning>?
  /// `FIXED`, `HUG` or `FILL` on each axis.
  package var layoutSizingHorizontal: FigmaValue<FigmaLayoutSizing>?
  package var layoutSizingVertical: FigmaValue<FigmaLayoutSizing>?
  /// Variable ids bound to node fields other than paints: `cornerRadius`, `itemSpacing`,
  /// `paddingLeft`, `topLeftRadius`, …
  package var boundVariables: [String: String] = [:]
  /// `componentPropertyReferences`: the component properties bound to the node's fields
  /// (`characters`, `visible`, `mainComponent`), by field, with Figma's `#id` suffix kept.
  package var propertyReferences: [String: String] = [:]
  package var children: [FigmaNode] = []
  package var location: SourceLocation

  package init(id: String, name: String, type: FigmaNodeType, location: SourceLocation) {
    self.id = id
    self.name = name
    self.type = type
    self.location = location
  }

  /// Whether the node draws a vector outline (and so needs `geometry=paths` to be drawn exactly).
  package var isVectorLike: Bool { type.isVectorLike }

  /// The number of nodes in this tree.
  package var count: Int { 1 + children.reduce(0) { $0 + $1.count } }
}

/// An sRGB color with alpha, each from 0 to 1.
package struct FigmaColor: Sendable, Hashable {
  package var r: Double
  package var g: Double
  package var b: Double
  package var a: Double

  package init(r: Double, g: Double, b: Double, a: Double) {
    self.r = r
    self.g = g
    self.b = b
    self.a = a
  }

  /// `#RRGGBB`.
  package var hex: String {
    func byte(_ v: Double) -> String {
      let value = Int((max(0, min(1, v)) * 255).rounded())
      let digits = String(value, radix: 16, uppercase: true)
      return digits.count == 1 ? "0" + digits : digits
    }
    return "#" + byte(r) + byte(g) + byte(b)
  }
}

/// A fill or stroke paint.
package struct FigmaPaint: Sendable, Hashable {
  package var type: FigmaPaintType
  package var visible = true
  package var opacity = 1.0
  package var blendMode: FigmaBlendMode?
  package var color: FigmaColor?
  /// Three points in the node's unit square: start, end, and the width handle.
  package var gradientHandles: [(x: Double, y: Double)] = []
  package var gradientStops: [FigmaGradientStop] = []
  /// The variable bound to the color (`boundVariables.color`, or the node's `boundVariables.fills[n]`).
  package var variableID: String?

  package init(type: FigmaPaintType) { self.type = type }

  package static func == (a: FigmaPaint, b: FigmaPaint) -> Bool {
    a.type == b.type && a.visible == b.visible && a.opacity == b.opacity && a.blendMode == b.blendMode
      && a.color == b.color && a.gradientStops == b.gradientStops && a.variableID == b.variableID
      && a.gradientHandles.map(\.x) == b.gradientHandles.map(\.x)
      && a.gradientHandles.map(\.y) == b.gradientHandles.map(\.y)
  }

  package func hash(into hasher: inout Hasher) {
    hasher.combine(type)
    hasher.combine(color)
    hasher.combine(gradientStops)
    hasher.combine(variableID)
  }
}

package struct FigmaGradientStop: Sendable, Hashable {
  package var position: Double
  package var color: FigmaColor
  package var variableID: String?
}

package struct FigmaSides: Sendable, Hashable {
  package var top: Double
  package var right: Double
  package var bottom: Double
  package var left: Double
}

/// A drop or inner shadow, a layer or background blur.
package struct FigmaEffect: Sendable, Hashable {
  package var type: FigmaEffectType
  package var visible = true
  package var radius = 0.0
  package var color: FigmaColor?
  package var offsetX = 0.0
  package var offsetY = 0.0
  package var spread = 0.0
  /// The variable bound to the shadow's color.
  package var variableID: String?
  /// Whether a drop shadow shows through the node's translucent parts.
  package var showShadowBehindNode = false
  /// How a shadow blends with what is under it (`NORMAL`, `MULTIPLY`, …).
  package var blendMode: FigmaBlendMode?
  /// A blur's `blurType`: `NORMAL`, or `PROGRESSIVE` (from `startRadius` to `radius`).
  package var blurType: FigmaValue<FigmaBlurType>?
}

/// One closed or open outline: SVG path data and its winding rule.
package struct FigmaPath: Sendable, Hashable {
  package var path: String
  /// `NONZERO` or `EVENODD`.
  var windingRule: String
}

package struct FigmaArc: Sendable, Hashable {
  package var startingAngle: Double
  package var endingAngle: Double
  package var innerRadius: Double
}

/// A TEXT node's characters and styles.
package struct FigmaText: Sendable, Hashable {
  package var characters: String
  package var style: FigmaTextStyle
  /// One entry per character (UTF-16 unit, as Figma counts): a key of `overrides`, 0 for the base style.
  package var characterOverrides: [Int] = []
  package var overrides: [Int: FigmaTextStyle] = [:]
  /// The variable or style bound to the text's typography, when one is.
  package var styleID: String?
}

/// A `TypeStyle`: every field optional, since an override table entry sets only what differs.
package struct FigmaTextStyle: Sendable, Hashable {
  package var fontFamily: String?
  package var fontWeight: Double?
  package var fontSize: Double?
  package var italic: Bool?
  package var lineHeightPx: Double?
  package var lineHeightPercentFontSize: Double?
  /// `PIXELS`, `FONT_SIZE_%` or `INTRINSIC_%`.
  package var lineHeightUnit: FigmaValue<FigmaLineHeightUnit>?
  package var letterSpacing: Double?
  package var textAlignHorizontal: FigmaValue<FigmaTextAlignHorizontal>?
  package var textAlignVertical: FigmaValue<FigmaTextAlignVertical>?
  package var textCase: FigmaValue<FigmaTextCase>?
  package var textDecoration: FigmaValue<FigmaTextDecoration>?
  /// Extra space between paragraphs, in px.
  package var paragraphSpacing: Double?
  /// `WIDTH_AND_HEIGHT` (the box hugs the text), `HEIGHT` (a fixed width), `NONE` or `TRUNCATE`.
  package var textAutoResize: FigmaValue<FigmaTextAutoResize>?
  package var fills: [FigmaPaint]?

  package init() {}

  /// This style with `other`'s fields where it sets them.
  package func merging(_ other: FigmaTextStyle) -> FigmaTextStyle {
    var out = self
    out.fontFamily = other.fontFamily ?? fontFamily
    out.fontWeight = other.fontWeight ?? fontWeight
    out.fontSize = other.fontSize ?? fontSize
    out.italic = other.italic ?? italic
    out.lineHeightPx = other.lineHeightPx ?? lineHeightPx
    out.lineHeightPercentFontSize = other.lineHeightPercentFontSize ?? lineHeightPercentFontSize
    out.lineHeightUnit = other.lineHeightUnit ?? lineHeightUnit
    out.letterSpacing = other.letterSpacing ?? letterSpacing
    out.textAlignHorizontal = other.textAlignHorizontal ?? textAlignHorizontal
    out.textAlignVertical = other.textAlignVertical ?? textAlignVertical
    out.textCase = other.textCase ?? textCase
    out.textDecoration = other.textDecoration ?? textDecoration
    out.paragraphSpacing = other.paragraphSpacing ?? paragraphSpacing
    out.textAutoResize = other.textAutoResize ?? textAutoResize
    out.fills = other.fills ?? fills
    return out
  }
}

/// Auto-layout fields, kept as data: the boxes Figma gives already place every child.
package struct FigmaAutoLayout: Sendable, Hashable {
  package var mode: FigmaLayoutMode
  package var itemSpacing = 0.0
  package var padding = FigmaSides(top: 0, right: 0, bottom: 0, left: 0)
  package var primaryAxisAlignItems = FigmaAxisAlignment.min
  package var counterAxisAlignItems = FigmaAxisAlignment.min
  package var wrap = FigmaValue<FigmaLayoutWrap>.known(.noWrap)
}
