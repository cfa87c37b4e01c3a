import Figma
import Geometry
import SpecimenCore
import Tokens

/// Geometry reads tokens and component sets through small types of its own; these adapters give
/// it the site's resolved tokens (in the default context) and the Figma sets.
package struct TokenGeometrySource: GeometryTokenSource {
  /// The default context's tokens. Models are read once, so each token a model names is
  /// converted once, when it is named; the site's other tokens are never converted.
  private let resolution: ContextResolution
  /// Measures the font of a typography that has no line height of its own.
  private let measurer: TextMeasurer

  /// Lenient: a token left out is drawn with a stand-in and a warning.
  package let drawsLeftOutTokens: Bool

  package init(system: TokenSystem, measurer: TextMeasurer = TextMeasurer()) {
    resolution = system.defaultResolution
    self.measurer = measurer
    drawsLeftOutTokens = system.strictness == .lenient
  }

  /// The error that left the token out, as its row says it; looked up only for such a token.
  package func leftOutReason(_ name: String) -> String? {
    resolution.failures.first { $0.path.name == name }?.reason
  }

  /// Every token's name, for "did you mean": made only when a model names a token that is not there.
  package var tokenNames: [String] { resolution.allPaths.map(\.name) }

  package func cssVariable(_ name: String) -> String {
    resolved(name)?.cssVariable ?? cssVariableName(forTokenPath: name)
  }

  package func token(_ name: String) -> GeometryToken? { resolved(name).map { Self.convert($0, measurer: measurer) } }

  /// A token by its slash name only: models name tokens as Figma shows them.
  private func resolved(_ name: String) -> ResolvedToken? {
    resolution.token(name).flatMap { $0.path.name == name ? $0 : nil }
  }

  /// The font's normal line height as a multiple of the size: ascender to descender (the
  /// measurer's stand-in metrics, 1, when it has no font file; 1.2 at size 0).
  static func naturalLineHeight(family: String, weight: Double, size: Double, measurer: TextMeasurer) -> Double {
    guard size > 0 else { return 1.2 }
    let style = GeometryTypography(fontFamily: family, fontWeight: weight, fontSize: size, lineHeight: 1)
    let metrics = measurer.verticalMetrics(style: style)
    let height = metrics.ascender - metrics.descender
    return height > 0 && height.isFinite ? height / size : 1.2
  }

  static func convert(_ resolved: ResolvedToken, measurer: TextMeasurer = TextMeasurer()) -> GeometryToken {
    /// The alias a part of a composite value points at, so a ring in brand/base follows the theme.
    func alias(_ field: String) -> String? {
      resolved.subReferences.first { $0.field == field }?.chain.first?.name
    }
    // A size a drawing cannot measure (vw, vh, vmin, vmax, ch, ex) makes the whole token unusable.
    if let unmeasured = resolved.value.unmeasuredDimension {
      return .unmeasurable(type: resolved.typeName, written: unmeasured.written)
    }
    switch resolved.value {
    case .dimension(let dimension): return .dimension(dimension.px)
    case .number(let number): return .number(number)
    case .color(let color): return .color(GeometryColor(hex: color.hex, alpha: color.alpha))
    case .typography(let t):
      // Without a family there is no font to shape the text with; nothing is invented.
      guard let families = t.fontFamily else { return .incomplete(type: "typography", missing: "fontFamily") }
      let family = families.first ?? "Inter"
      // Without a line height, the font's normal one: ascender to descender, as the text
      // measurer gives them and as Figma's automatic line height and CSS's `normal` read them.
      let lineHeight: Double
      switch t.lineHeight {
      case nil:
        lineHeight = naturalLineHeight(family: family, weight: t.fontWeight, size: t.fontSize.px, measurer: measurer)
      case .multiple(let ratio): lineHeight = ratio
      case .length(let length):
        // A length over a font size of 0: the text has no size to set lines by.
        guard let ratio = t.lineHeightMultiple else {
          return .unmeasurable(
            type: resolved.typeName,
            written: "a lineHeight of \(length.written) over a fontSize of \(t.fontSize.written)")
        }
        lineHeight = ratio
      }
      return .typography(
        GeometryTypography(
          fontFamily: family, fontWeight: t.fontWeight, fontSize: t.fontSize.px,
          lineHeight: lineHeight, letterSpacing: t.letterSpacing.px))
    case .shadow(let layers):
      return .shadow(
        layers.enumerated().map { index, layer in
          GeometryShadowLayer(
            paint: GeometryPaint(
              color: GeometryColor(hex: layer.color.hex, alpha: layer.color.alpha),
              // Fields count layers from 1; a single layer written as an object has none.
              token: alias("\(index + 1).color") ?? (layers.count == 1 ? alias("color") : nil)),
            offsetX: layer.offsetX.px, offsetY: layer.offsetY.px, blur: layer.blur.px, spread: layer.spread.px,
            inset: layer.inset)
        })
    case .border(let border):
      return .border(
        GeometryBorder(
          paint: GeometryPaint(
            color: GeometryColor(hex: border.color.hex, alpha: border.color.alpha), token: alias("color")),
          width: border.width.px))
    default:
      return .other(type: resolved.typeName)
    }
  }
}

extension ComponentSetShape {
  /// What a Figma component set lets a model name and requires it to draw.
  package init(_ set: ComponentSet) {
    // One dictionary per published variant, shared by the list and the per-variant defaults.
    let published = set.publishedVariants.map(\.propertyValues)
    self.init(
      name: set.name,
      variantProperties: set.variantProperties.map {
        VariantProperty(name: $0.name, options: $0.options, defaultValue: $0.defaultValue)
      },
      otherProperties: set.otherProperties.compactMap { property in
        switch property.kind {
        case .boolean:
          return OtherProperty(name: property.name, kind: .boolean, defaultValue: property.defaultValue.text)
        case .text:
          return OtherProperty(name: property.name, kind: .text, defaultValue: property.defaultValue.text)
        case .instanceSwap:
          // Geometry names instances by component name, Figma by node id.
          return OtherProperty(
            name: property.name, kind: .instanceSwap,
            defaultValue: property.defaultComponentName ?? property.defaultValue.text)
        case .variant:
          return nil
        }
      },
      publishedVariants: published,
      variantDefaults: Dictionary(
        zip(published, set.publishedVariants).filter { !$1.texts.isEmpty }.map { ($0, $1.texts) }
      ) { first, _ in first })
  }
}
