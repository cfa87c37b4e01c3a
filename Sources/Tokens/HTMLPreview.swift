import SpecimenCore

/// Previews of token values in HTML: a chip for a color, a bar for a length, "Ag" for type,
/// a sample box for a shadow (rings for a focus ring), a blurred sample for a blur.
/// Everything from content is escaped; class names start with `sp-`.
enum HTMLPreview {
  static func esc(_ text: String) -> String { Escape.html(text) }

  static func style(_ css: String) -> String { " style=\"\(esc(css))\"" }

  static let weightNames: [Int: String] = [
    100: "Thin", 200: "Extra Light", 300: "Light", 400: "Regular", 500: "Medium", 600: "Semi Bold", 700: "Bold",
    800: "Extra Bold", 900: "Black", 950: "Extra Black",
  ]

  static func weightName(_ weight: Double) -> String {
    if weight == weight.rounded(), let name = weightNames[Int(weight)] { return "\(name) \(formatNumber(weight))" }
    return formatNumber(weight)
  }

  static func length(_ d: Dimension, _ context: TokenContext) -> String {
    d.unit == .px ? "\(formatNumber(d.value)) \(context.pixelUnit)" : "\(formatNumber(d.value)) rem"
  }

  /// A color chip; translucent colors sit over a checkerboard so their alpha shows.
  static func swatch(_ color: TokenColor, inline: Bool = false, cssVariable: String? = nil) -> String {
    let fill = cssVariable.map { "var(\($0), \(color.css))" } ?? color.css
    let classes = ["sp-swatch"] + (inline ? ["sp-swatch-inline"] : []) + (color.isOpaque ? [] : ["sp-swatch-alpha"])
    return "<span class=\"\(classes.joined(separator: " "))\" aria-hidden=\"true\"><span\(style("background: \(fill)"))></span></span>"
  }

  static func colorText(_ color: TokenColor) -> String {
    var text = "<code class=\"sp-value\">\(esc(color.hex))</code>"
    if !color.isOpaque { text += " <span class=\"sp-alpha\">\(esc(formatNumber(color.alpha * 100, decimals: 2)))%</span>" }
    if color.space != .srgb {
      text += " <span class=\"sp-color-space\">\(esc(color.space.rawValue))\(color.isInSRGBGamut ? "" : ", mapped to sRGB")</span>"
    }
    return text
  }

  /// Preview and value text of a resolved value in a context.
  static func cell(_ token: ResolvedToken, _ context: TokenContext) -> String {
    var html = "<span class=\"sp-preview\">\(preview(token, context))</span> \(valueText(token.value, context))"
    if !token.extraProperties.isEmpty {
      // Properties 2025.10 does not define are shown as written, after the value.
      html += "<ul class=\"sp-extra-properties\">"
      for extra in token.extraProperties {
        html += "<li><span class=\"sp-field\">\(esc(extra.field))</span> <code>\(esc(extra.text))</code></li>"
      }
      html += "</ul>"
    }
    return html
  }

  static func preview(_ token: ResolvedToken, _ context: TokenContext) -> String {
    let name = token.name.lowercased()
    switch token.value {
    case .color(let c):
      return swatch(c)
    case .dimension(let d):
      let px = d.px
      if name.contains("radius") {
        return "<span class=\"sp-radius-sample\" aria-hidden=\"true\"\(style("border-radius: \(formatNumber(min(px, 999)))px"))></span>"
      }
      if name.contains("blur") {
        return "<span class=\"sp-blur-sample\" aria-hidden=\"true\"><span\(style("--sp-blur: \(formatNumber(px))px"))></span></span>"
      }
      if name.contains("border") || name.contains("stroke") || name.contains("width/") {
        return "<span class=\"sp-stroke-sample\" aria-hidden=\"true\"\(style("border-top-width: \(formatNumber(min(px, 16)))px"))></span>"
      }
      if name.contains("target") || name.contains("size") || name.contains("scale") {
        let side = formatNumber(min(px, 96))
        return "<span class=\"sp-box-sample\" aria-hidden=\"true\"\(style("width: \(side)px; height: \(side)px"))></span>"
      }
      return "<span class=\"sp-dimension-bar\" aria-hidden=\"true\"\(style("width: \(formatNumber(min(max(px, 1), 240)))px"))></span>"
    case .typography(let t):
      return "<span class=\"sp-type-sample\" aria-hidden=\"true\"\(style("font: \(t.cssFont); letter-spacing: \(t.letterSpacing.css)"))>Ag</span>"
    case .fontFamily(let f):
      return "<span class=\"sp-type-sample\" aria-hidden=\"true\"\(style("font-family: \(fontFamilyCSS(f))"))>Ag</span>"
    case .fontWeight(let w):
      return "<span class=\"sp-type-sample\" aria-hidden=\"true\"\(style("font-weight: \(formatNumber(w))"))>Ag</span>"
    case .shadow(let layers):
      let ring = layers.allSatisfy(\.isRing)
      return "<span class=\"sp-shadow-sample\(ring ? " sp-ring-sample" : "")\" aria-hidden=\"true\"\(style("box-shadow: \(token.value.css)"))></span>"
    case .border(let b):
      return "<span class=\"sp-border-sample\" aria-hidden=\"true\"\(style("border: \(b.css)"))></span>"
    case .strokeStyle(let s):
      return "<span class=\"sp-stroke-sample\" aria-hidden=\"true\"\(style("border-top: 2px \(s.css) currentColor"))></span>"
    case .gradient:
      return "<span class=\"sp-gradient-sample\" aria-hidden=\"true\"\(style("background: \(token.value.css)"))></span>"
    case .cubicBezier(let p):
      return curve(p)
    case .transition(let t):
      return curve(t.timingFunction)
    case .duration, .number, .opaque:
      return ""
    }
  }

  /// The easing curve drawn in a unit square.
  static func curve(_ p: [Double]) -> String {
    guard p.count == 4 else { return "" }
    let path = "M0,1 C\(formatNumber(p[0])),\(formatNumber(1 - p[1])) \(formatNumber(p[2])),\(formatNumber(1 - p[3])) 1,0"
    return "<svg class=\"sp-curve-sample\" viewBox=\"-0.1 -0.1 1.2 1.2\" aria-hidden=\"true\"><path d=\"\(esc(path))\" fill=\"none\" stroke=\"currentColor\" stroke-width=\"0.06\"/></svg>"
  }

  /// The value in words and numbers: meaningful for effect styles, not raw JSON.
  static func valueText(_ value: TokenValue, _ context: TokenContext) -> String {
    switch value {
    case .color(let c): return colorText(c)
    case .dimension(let d): return "<code class=\"sp-value\">\(esc(length(d, context)))</code>"
    case .typography(let t):
      return "<span class=\"sp-value\">\(esc(t.fontFamily.first ?? "")) \(esc(weightName(t.fontWeight))) · \(esc(formatNumber(t.fontSize.px)))/\(esc(formatNumber(t.lineHeightPx)))\(t.letterSpacing.value != 0 ? " · tracking " + esc(length(t.letterSpacing, context)) : "")</span>"
    case .fontFamily(let f): return "<span class=\"sp-value\">\(esc(f.joined(separator: ", ")))</span>"
    case .fontWeight(let w): return "<span class=\"sp-value\">\(esc(weightName(w)))</span>"
    case .shadow(let layers): return shadowText(layers, context)
    case .border(let b):
      return "<span class=\"sp-value\">\(esc(length(b.width, context))) \(esc(b.style.css))</span> \(swatch(b.color, inline: true))\(colorText(b.color))"
    case .gradient(let stops):
      return "<span class=\"sp-value\">" + stops.map { "\(swatch($0.color, inline: true))\(esc($0.color.hex)) at \(esc(formatNumber($0.position * 100)))%" }.joined(separator: ", ") + "</span>"
    case .duration(let d): return "<code class=\"sp-value\">\(esc(formatNumber(d.milliseconds))) ms</code>"
    case .transition(let t):
      return "<span class=\"sp-value\">\(esc(formatNumber(t.duration.milliseconds))) ms, delay \(esc(formatNumber(t.delay.milliseconds))) ms, <code>\(esc(cubicBezierCSS(t.timingFunction)))</code></span>"
    default: return "<code class=\"sp-value\">\(esc(value.css))</code>"
    }
  }

  /// "2 pt #FFFFFF, then 2 pt #0A84FF" for a ring; offset, blur, spread and color for a shadow.
  static func shadowText(_ layers: [ShadowLayer], _ context: TokenContext) -> String {
    let unit = context.pixelUnit
    if layers.allSatisfy(\.isRing) {
      // Layers are painted first on top; each ring shows past the one before it.
      var covered = 0.0
      var parts: [String] = []
      for layer in layers.sorted(by: { $0.spread.px < $1.spread.px }) {
        let band = layer.spread.px - covered
        covered = max(covered, layer.spread.px)
        if band <= 0 { continue }
        parts.append("\(esc(formatNumber(band))) \(esc(unit)) \(swatch(layer.color, inline: true))\(colorText(layer.color))")
      }
      return "<span class=\"sp-value sp-ring-text\">Ring: " + parts.joined(separator: ", then ") + "</span>"
    }
    let items = layers.map { layer -> String in
      var bits: [String] = []
      if layer.inset { bits.append("inset") }
      bits.append("x \(formatNumber(layer.offsetX.px)) y \(formatNumber(layer.offsetY.px))")
      bits.append("blur \(formatNumber(layer.blur.px))")
      if layer.spread.px != 0 { bits.append("spread \(formatNumber(layer.spread.px))") }
      return "<li>\(esc(bits.joined(separator: " · "))) \(swatch(layer.color, inline: true))\(colorText(layer.color))</li>"
    }
    return "<ol class=\"sp-value sp-shadow-layers\">" + items.joined() + "</ol>"
  }
}
