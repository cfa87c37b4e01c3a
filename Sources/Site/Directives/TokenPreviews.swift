import SpecimenCore
import Tokens

/// Previews of token values: a chip for a color, a bar for a length, "Ag" for type, a sample box
/// for a shadow (rings for a focus ring), a blurred sample for a blur; then the value in words.
package enum TokenPreview {
  /// A color chip; translucent colors sit over a checkerboard so their alpha shows.
  static func swatch(_ color: TokenColor, inline: Bool = false, cssVariable: String? = nil, into html: inout HTML) {
    let fill = cssVariable.map { CSS.variable($0, fallback: color.css) } ?? color.css
    swatch(css: fill, inline: inline, opaque: color.isOpaque, into: &html)
  }

  /// A chip painted with a CSS color: `background: <css>`.
  package static func swatch(css fill: String, inline: Bool = false, opaque: Bool = true, into html: inout HTML) {
    let classes: [ThemeClass] = [.swatch] + (inline ? [.swatchInline] : []) + (opaque ? [] : [.swatchAlpha])
    html.element("span", ["class": .theme(classes), "aria-hidden": "true"]) {
      $0.element("span", ["style": CSSStyle(spaced: true, ["background": fill]).text])
    }
  }

  /// What a value cell's copy button copies: a color as hex (#RRGGBBAA when translucent), anything
  /// else as CSS.
  static func copyText(_ value: TokenValue) -> String {
    if case .color(let c) = value { return c.hexWithAlpha }
    return value.css
  }

  /// A chip and its color in words, kept on one line so "4%" never wraps away from its hex.
  static func colorChip(_ color: TokenColor, into html: inout HTML) {
    html.element("span", ["class": .theme(.colorChip)]) { chip in
      swatch(color, inline: true, into: &chip)
      colorText(color, into: &chip)
    }
  }

  static func colorText(_ color: TokenColor, into html: inout HTML) {
    html.element("code", ["class": .theme(.value)], text: color.hex)
    if !color.isOpaque {
      html.text(" ")
      html.element("span", ["class": .theme(.alpha)], text: "\(formatNumber(color.alpha * 100, decimals: 2))%")
    }
    if color.space != .srgb {
      html.text(" ")
      html.element(
        "span", ["class": .theme(.colorSpace)],
        text: color.space.rawValue + (color.isInSRGBGamut ? "" : ", mapped to sRGB"))
    }
  }

  /// Preview and value text of a resolved value in a context.
  static func cell(_ token: ResolvedToken, _ context: TokenContext) -> HTML {
    HTML { html in
      html.element("span", ["class": .theme(.preview)]) { preview(token, context, into: &$0) }
      html.text(" ")
      valueText(token.value, context, into: &html)
      // Properties DTCG 2025.10 does not define are shown as written, after the value.
      if !token.extraProperties.isEmpty {
        html.element("ul", ["class": .theme(.extraProperties)]) { list in
          for extra in token.extraProperties {
            list.element("li") { item in
              item.element("span", ["class": .theme(.field)], text: extra.field)
              item.text(" ")
              item.element("code", text: extra.text)
            }
          }
        }
      }
    }
  }

  private static func sample(_ classes: [ThemeClass], style: CSSStyle, text: String = "", into html: inout HTML) {
    html.element("span", ["class": .theme(classes), "aria-hidden": "true", "style": style.text], text: text)
  }

  /// A sample's style as the previews write it: `width: 24px; height: 24px`.
  private static func spaced(_ declarations: KeyValuePairs<String, String>) -> CSSStyle {
    CSSStyle(spaced: true, declarations)
  }

  static func preview(_ token: ResolvedToken, _ context: TokenContext, into html: inout HTML) {
    let name = token.name.lowercased()
    switch token.value {
    case .color(let c):
      swatch(c, into: &html)
    case .dimension(let d):
      // A size in vw, vh, ch, … has no px to draw a sample at: the value says it.
      guard let px = d.pxValue else { break }
      if name.contains("radius") {
        sample([.radiusSample], style: spaced(["border-radius": "\(formatNumber(min(px, 999)))px"]), into: &html)
      } else if name.contains("blur") {
        html.element("span", ["class": .theme(.blurSample), "aria-hidden": "true"]) {
          $0.element("span", ["style": spaced(["--sp-blur": "\(formatNumber(px))px"]).text])
        }
      } else if name.contains("border") || name.contains("stroke") || name.contains("width/") {
        sample([.strokeSample], style: spaced(["border-top-width": "\(formatNumber(min(px, 16)))px"]), into: &html)
      } else if name.contains("target") || name.contains("size") || name.contains("scale") {
        let side = formatNumber(min(px, 96))
        sample([.boxSample], style: spaced(["width": "\(side)px", "height": "\(side)px"]), into: &html)
      } else {
        sample([.dimensionBar], style: spaced(["width": "\(formatNumber(min(max(px, 1), 240)))px"]), into: &html)
      }
    case .typography(let t):
      var style = CSSStyle(spaced: true)
      for (name, value) in t.cssDeclarations { style.add(name, value) }
      style.add("letter-spacing", t.letterSpacing.css)
      sample([.typeSample], style: style, text: "Ag", into: &html)
    case .fontFamily(let f):
      sample([.typeSample], style: spaced(["font-family": fontFamilyCSS(f)]), text: "Ag", into: &html)
    case .fontWeight(let w):
      sample([.typeSample], style: spaced(["font-weight": formatNumber(w)]), text: "Ag", into: &html)
    case .shadow(let layers):
      let ring = layers.allSatisfy(\.isRing)
      sample(
        ring ? [.shadowSample, .ringSample] : [.shadowSample], style: spaced(["box-shadow": token.value.css]),
        into: &html)
    case .border(let b):
      sample([.borderSample], style: spaced(["border": b.css]), into: &html)
    case .strokeStyle(let s):
      sample([.strokeSample], style: spaced(["border-top": "2px \(s.css) currentColor"]), into: &html)
    case .gradient:
      sample([.gradientSample], style: spaced(["background": token.value.css]), into: &html)
    case .cubicBezier(let p):
      curve(p, into: &html)
    case .transition(let t):
      curve(t.timingFunction, into: &html)
    case .opaque:
      // A gradient kept as written paints its sample as CSS reads it.
      if let gradient = token.value.cssGradientText {
        sample([.gradientSample], style: spaced(["background": gradient]), into: &html)
      }
    case .duration, .number:
      break
    }
  }

  /// The easing curve drawn in a unit square.
  static func curve(_ p: [Double], into html: inout HTML) {
    guard p.count == 4 else { return }
    let path =
      "M0,1 C\(formatNumber(p[0])),\(formatNumber(1 - p[1])) \(formatNumber(p[2])),\(formatNumber(1 - p[3])) 1,0"
    html.element("svg", ["class": .theme(.curveSample), "viewBox": "-0.1 -0.1 1.2 1.2", "aria-hidden": "true"]) {
      $0.empty("path", ["d": path, "fill": "none", "stroke": "currentColor", "stroke-width": "0.06"])
    }
  }

  /// The value in words and numbers: meaningful for effect styles, not raw JSON.
  static func valueText(_ value: TokenValue, _ context: TokenContext, into html: inout HTML) {
    switch value {
    case .color(let c): colorText(c, into: &html)
    case .dimension(let d): html.element("code", ["class": .theme(.value)], text: context.lengthText(d))
    case .typography(let t):
      // A line height or family the value does not have is left out, not shown as 0 or invented.
      let size = (t.fontSize.pxValue == nil ? t.fontSize.written : t.fontSize.summaryText) + (t.lineHeightSummary ?? "")
      let family = t.fontFamily.map { ($0.first ?? "") + " " } ?? ""
      var parts = [family + FontWeightName.text(t.fontWeight), size]
      if t.letterSpacing.value != 0 { parts.append("tracking " + context.lengthText(t.letterSpacing)) }
      // Each part whole on a line: a narrow cell breaks between them, never inside "48/62.4", and
      // each dot stays at the end of its line (a no-break space before it), never opening the next.
      html.element("span", ["class": .theme(.value)]) { span in
        for (index, part) in parts.enumerated() {
          if index > 0 { span.text("\u{A0}· ") }
          span.element("span", ["class": .theme(.valuePart)], text: part)
        }
      }
    case .fontFamily(let f): html.element("span", ["class": .theme(.value)], text: f.joined(separator: ", "))
    case .fontWeight(let w): html.element("span", ["class": .theme(.value)], text: FontWeightName.text(w))
    case .shadow(let layers): shadowText(layers, context, into: &html)
    case .border(let b):
      html.element("span", ["class": .theme(.value)], text: "\(context.lengthText(b.width)) \(b.style.css)")
      html.text(" ")
      colorChip(b.color, into: &html)
    case .gradient(let stops):
      html.element("span", ["class": .theme(.value)]) { span in
        for (i, stop) in stops.enumerated() {
          if i > 0 { span.text(", ") }
          swatch(stop.color, inline: true, into: &span)
          span.text("\(stop.color.hex) at \(formatNumber(stop.position * 100))%")
        }
      }
    case .duration(let d): html.element("code", ["class": .theme(.value)], text: "\(formatNumber(d.milliseconds)) ms")
    case .transition(let t):
      html.element("span", ["class": .theme(.value)]) { span in
        span.text("\(formatNumber(t.duration.milliseconds)) ms, delay \(formatNumber(t.delay.milliseconds)) ms, ")
        span.element("code", text: cubicBezierCSS(t.timingFunction))
      }
    default: html.element("code", ["class": .theme(.value)], text: value.css)
    }
  }

  /// "2 pt #FFFFFF, then 2 pt #0A84FF" for a ring; offset, blur, spread and color for a shadow.
  static func shadowText(_ layers: [ShadowLayer], _ context: TokenContext, into html: inout HTML) {
    if layers.allSatisfy(\.isRing) {
      html.element("span", ["class": .theme(.value, .ringText)]) { span in
        span.text("Ring: ")
        // Layers are painted first on top; each ring shows past the one before it.
        var covered = 0.0
        var first = true
        for layer in layers.sorted(by: { $0.spread.px < $1.spread.px }) {
          let band = layer.spread.px - covered
          covered = max(covered, layer.spread.px)
          if band <= 0 { continue }
          if !first { span.text(", then ") }
          first = false
          span.element("span", ["class": .theme(.ringBand)]) { item in
            item.text("\(formatNumber(band)) \(context.pixelUnit) ")
            colorChip(layer.color, into: &item)
          }
        }
      }
      return
    }
    html.element("ol", ["class": .theme(.value, .shadowLayers)]) { list in
      for layer in layers {
        var bits: [String] = []
        if layer.inset { bits.append("inset") }
        // Lengths in the context's unit, as the rest of the row writes them.
        bits.append("x \(context.lengthText(layer.offsetX)) · y \(context.lengthText(layer.offsetY))")
        bits.append("blur \(context.lengthText(layer.blur))")
        if layer.spread.value != 0 { bits.append("spread \(context.lengthText(layer.spread))") }
        list.element("li") { item in
          item.text(bits.joined(separator: " · ") + " ")
          colorChip(layer.color, into: &item)
        }
      }
    }
  }
}
