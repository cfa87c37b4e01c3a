import SpecimenCore

// The small input types the site adapts its Tokens and Figma data to, so Geometry depends on
// neither module and can be tested from literals.

/// Resolved design tokens as Geometry reads them: one context (the site's default) per value.
package protocol GeometryTokenSource: Sendable {
  /// The token at a slash name (`bg/soft-200`), resolved in the site's default context.
  func token(_ name: String) -> GeometryToken?
  /// Every token name, for did-you-mean hints.
  var tokenNames: [String] { get }
  /// The CSS custom property of a token: `bg/sub-200` → `--bg-sub-200`.
  func cssVariable(_ name: String) -> String
  /// Why a token that is there has no value (what its row in a table says), nil when not known.
  func leftOutReason(_ name: String) -> String?
  /// Whether a token left out of what is written (a value no tool could read) is drawn with a
  /// visible stand-in and a warning, or is an error that fails the drawing (`--strict`).
  var drawsLeftOutTokens: Bool { get }
}

extension GeometryTokenSource {
  package func leftOutReason(_ name: String) -> String? { nil }
  package var drawsLeftOutTokens: Bool { false }

  /// The rule in the common conventions: segments joined by `-`, anything outside
  /// `[A-Za-z0-9_-]` replaced by `-`. A source may use this as its implementation.
  package static func defaultCSSVariable(_ name: String) -> String {
    CSS.customProperty(segments: name.split(separator: "/", omittingEmptySubsequences: false))
  }
}

/// An sRGB color: `#RRGGBB` and an alpha from 0 to 1.
package struct GeometryColor: Sendable, Hashable {
  package var hex: String
  package var alpha: Double
  package init(hex: String, alpha: Double = 1) {
    self.hex = hex.uppercased()
    self.alpha = alpha
  }

  /// `#RRGGBB`, or `#RRGGBBAA` when not opaque.
  package var css: String {
    guard alpha < 1 else { return hex }
    let byte = Int((max(0, min(1, alpha)) * 255).rounded())
    let digits = String(byte, radix: 16, uppercase: true)
    return hex + (digits.count == 1 ? "0" + digits : digits)
  }

  /// Red, green and blue from 0 to 255, or nil when `hex` is not `#RRGGBB`.
  package var rgb: (r: Int, g: Int, b: Int)? {
    let digits = Array(hex.utf8.dropFirst())
    guard hex.hasPrefix("#"), digits.count == 6,
      let value = Int(String(decoding: digits, as: UTF8.self), radix: 16)
    else { return nil }
    return ((value >> 16) & 0xFF, (value >> 8) & 0xFF, value & 0xFF)
  }

  /// Reads `#RGB`, `#RRGGBB` or `#RRGGBBAA`.
  package init?(parsing text: String) {
    guard text.hasPrefix("#") else { return nil }
    var digits = String(text.dropFirst())
    guard digits.allSatisfy(\.isHexDigit) else { return nil }
    if digits.count == 3 { digits = digits.map { "\($0)\($0)" }.joined() }
    switch digits.count {
    case 6: self.init(hex: "#" + digits)
    case 8:
      let alpha = Double(Int(digits.suffix(2), radix: 16) ?? 255) / 255
      self.init(hex: "#" + digits.prefix(6), alpha: (alpha * 1000).rounded() / 1000)
    default: return nil
    }
  }
}

/// A value in one immutable box that copies share, so a copy costs a reference, not the
/// value's bytes; changing a copy puts the changed value in a box of its own. A model's paints
/// and text styles are read once and copied into every variant's layers, which stay cached for
/// the pages: the layers share them.
@dynamicMemberLookup
package struct SharedValue<Value: Sendable & Hashable>: Sendable, Hashable {
  private final class Box: Sendable {
    let value: Value
    init(_ value: Value) { self.value = value }
  }

  private var box: Box

  package init(_ value: Value) { box = Box(value) }

  /// The value itself.
  package var wrapped: Value { box.value }

  /// Whether the two are the same box, not only equal values.
  func sharesBox(with other: Self) -> Bool { box === other.box }

  package subscript<Member>(dynamicMember path: WritableKeyPath<Value, Member>) -> Member {
    get { box.value[keyPath: path] }
    set {
      var value = box.value
      value[keyPath: path] = newValue
      box = Box(value)
    }
  }

  package static func == (a: Self, b: Self) -> Bool { a.box === b.box || a.box.value == b.box.value }

  package func hash(into hasher: inout Hasher) { hasher.combine(box.value) }
}

/// A color as a model uses it: the resolved value and, when it came from a token, the token's
/// name, so the SVG can paint `var(--token, #fallback)` and follow the light/dark switch.
package typealias GeometryPaint = SharedValue<PaintValue>

package struct PaintValue: Sendable, Hashable {
  package var color: GeometryColor
  package var token: String?
  /// The token's CSS custom property (`--bg-soft-200`), set when the model is read.
  package var cssVariable: String?
  /// The paint's own opacity (Figma's fill opacity), over the color's alpha: it dims this fill
  /// and not the layer's children, as a layer's `opacity` would.
  package var opacity: Double
  /// A gradient drawn instead of `color` (which stays as its fallback and for contrast checks).
  package var gradient: GeometryGradient? = nil
}

/// A linear or radial gradient in the shape's own box, from 0 to 1 on each axis (Figma's
/// `gradientHandlePositions`): the start, the end, and the handle that sets a radial's other radius.
package struct GeometryGradient: Sendable, Hashable {
  package enum Kind: String, Sendable, Hashable { case linear, radial }
  package struct Stop: Sendable, Hashable {
    package var position: Double
    package var color: GeometryColor
    package init(position: Double, color: GeometryColor) {
      self.position = position
      self.color = color
    }
  }
  package var kind: Kind
  /// Start, end and width handles as x, y pairs.
  package var handles: [Double]
  package var stops: [Stop]
  package init(kind: Kind, handles: [Double], stops: [Stop]) {
    self.kind = kind
    self.handles = handles
    self.stops = stops
  }
}

extension SharedValue where Value == PaintValue {
  package init(color: GeometryColor, token: String? = nil, cssVariable: String? = nil, opacity: Double = 1) {
    self.init(PaintValue(color: color, token: token, cssVariable: cssVariable, opacity: opacity))
  }
}

/// A DTCG typography value. `lineHeight` is a ratio of the font size, as DTCG writes it.
package typealias GeometryTypography = SharedValue<TypographyValue>

package struct TypographyValue: Sendable, Hashable {
  package var fontFamily: String
  package var fontWeight: Double
  package var fontSize: Double
  package var lineHeight: Double
  package var letterSpacing: Double
}

extension SharedValue where Value == TypographyValue {
  package init(
    fontFamily: String, fontWeight: Double, fontSize: Double, lineHeight: Double,
    letterSpacing: Double = 0
  ) {
    self.init(
      TypographyValue(
        fontFamily: fontFamily, fontWeight: fontWeight, fontSize: fontSize, lineHeight: lineHeight,
        letterSpacing: letterSpacing))
  }

  /// The line box height in px, rounded to a thousandth so 18 × 28/18 gives 28.
  package var lineHeightPixels: Double { (self.fontSize * self.lineHeight * 1000).rounded() / 1000 }
}

/// One layer of a DTCG shadow. The color keeps its alias (`{brand/base}`) as `paint.token`.
package struct GeometryShadowLayer: Sendable, Hashable {
  package var paint: GeometryPaint
  package var offsetX: Double
  package var offsetY: Double
  package var blur: Double
  package var spread: Double
  package var inset: Bool
  /// Whether the shadow shows through the translucent parts of what casts it (Figma's
  /// `showShadowBehindNode`); a CSS box-shadow never does.
  package var showBehindNode = false
  /// How the shadow blends with what lies under it (an SVG `feBlend` mode, CSS's
  /// `mix-blend-mode`); nil is normal.
  package var blendMode: CSS.BlendMode?
  package init(
    paint: GeometryPaint, offsetX: Double = 0, offsetY: Double = 0, blur: Double = 0,
    spread: Double = 0, inset: Bool = false, showBehindNode: Bool = false, blendMode: CSS.BlendMode? = nil
  ) {
    self.paint = paint
    self.offsetX = offsetX
    self.offsetY = offsetY
    self.blur = blur
    self.spread = spread
    self.inset = inset
    self.showBehindNode = showBehindNode
    self.blendMode = blendMode
  }
}

/// A DTCG border: color, width (style is drawn solid).
package struct GeometryBorder: Sendable, Hashable {
  package var paint: GeometryPaint
  package var width: Double
  package init(paint: GeometryPaint, width: Double) {
    self.paint = paint
    self.width = width
  }
}

/// A resolved token value. A color token's `paint.token` is nil: the reader names the token.
package enum GeometryToken: Sendable, Hashable {
  case dimension(Double)
  case number(Double)
  case color(GeometryColor)
  case typography(GeometryTypography)
  case shadow([GeometryShadowLayer])
  case border(GeometryBorder)
  /// Any other DTCG type (fontFamily, duration, …): named so the error can say what it is.
  case other(type: String)
  /// A token whose sizes have no px value (a dimension in vw, a shadow in ch): its type and the
  /// size as written, so a model that reads it is told why it cannot be drawn.
  case unmeasurable(type: String, written: String)
  /// A token whose value lacks what a drawing needs (a typography without a fontFamily has no
  /// font to measure its text with): its type and the property it lacks.
  case incomplete(type: String, missing: String)

  package var typeName: String {
    switch self {
    case .dimension: return "dimension"
    case .number: return "number"
    case .color: return "color"
    case .typography: return "typography"
    case .shadow: return "shadow"
    case .border: return "border"
    case .other(let type): return type
    case .unmeasurable(let type, _): return type
    case .incomplete(let type, _): return type
    }
  }
}

/// A component set as Figma publishes it: what the model may name and what it must draw.
package struct ComponentSetShape: Sendable, Hashable {
  package struct VariantProperty: Sendable, Hashable {
    package var name: String
    package var options: [String]
    package var defaultValue: String
    package init(name: String, options: [String], defaultValue: String) {
      self.name = name
      self.options = options
      self.defaultValue = defaultValue
    }
  }

  package enum PropertyKind: String, Sendable, Hashable {
    case boolean, text, instanceSwap
  }

  package struct OtherProperty: Sendable, Hashable {
    package var name: String
    package var kind: PropertyKind
    package var defaultValue: String
    /// A state the model's `internal:` names (e&'s `status: success`), not one of Figma's.
    var isInternal: Bool
    package init(name: String, kind: PropertyKind, defaultValue: String, isInternal: Bool = false) {
      self.name = name
      self.kind = kind
      self.defaultValue = defaultValue
      self.isInternal = isInternal
    }
  }

  package var name: String
  package var variantProperties: [VariantProperty]
  package var otherProperties: [OtherProperty]
  /// Every published variant, in Figma's order, as property → value.
  package var publishedVariants: [PropertyValues]
  /// What a published variant's own layers give its other properties in place of the set's
  /// defaults (Figma's per-variant text), keyed by the variant's property → value.
  package var variantDefaults: [PropertyValues: PropertyValues]

  package init(
    name: String, variantProperties: [VariantProperty], otherProperties: [OtherProperty] = [],
    publishedVariants: [PropertyValues], variantDefaults: [PropertyValues: PropertyValues] = [:]
  ) {
    self.name = name
    self.variantProperties = variantProperties
    self.otherProperties = otherProperties
    self.publishedVariants = publishedVariants
    self.variantDefaults = variantDefaults
  }

  /// The other properties' defaults for `variant` (property → value, complete): the set's, with
  /// what that variant's own layers give instead.
  package func otherDefaults(for variant: PropertyValues) -> PropertyValues {
    var values: PropertyValues = [:]
    for property in otherProperties { values[property.name] = property.defaultValue }
    if let own = variantDefaults[variant] { values.merge(own) { $1 } }
    return values
  }

  /// The variant made of every property's default.
  package var defaultVariant: PropertyValues {
    PropertyValues(uniqueKeysWithValues: variantProperties.map { ($0.name, $0.defaultValue) })
  }

  /// Every property name a model or a query may set, variant properties first.
  var allPropertyNames: [String] {
    variantProperties.map(\.name) + otherProperties.map(\.name)
  }

  /// "State: Pressed, Active: On" in property order.
  package func label(of variant: PropertyValues) -> String {
    variantProperties.compactMap { property in
      variant[property.name].map { "\(property.name): \($0)" }
    }.joined(separator: ", ")
  }
}

/// A platform's minimum touch target, as the site resolves `platform/min-touch-target`
/// in each platform context: ("iOS", 44, "pt").
package struct TouchTargetPlatform: Sendable, Hashable {
  package var name: String
  package var minimum: Double
  package var unit: String
  package init(name: String, minimum: Double, unit: String) {
    self.name = name
    self.minimum = minimum
    self.unit = unit
  }

  /// How much a target of `width` by `height` lacks on each axis, 0 where it meets the minimum:
  /// what the touch-target drawing and the accessibility audit both report.
  package func shortfall(width: Double, height: Double) -> (width: Double, height: Double) {
    (max(0, minimum - width), max(0, minimum - height))
  }
}
