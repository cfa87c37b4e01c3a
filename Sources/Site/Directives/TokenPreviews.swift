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
      // A length that sets type is shown setting it: "Aa" at the size, a word at the tracking.
      if let role = TypeRole(tokenName: name), typeSample(role, length: d, into: &html) { break }
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
      shadowSample(layers, into: &html)
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
    case .number(let n):
      // A Figma number variable that sets type is in px, as Figma's fields read it; a line
      // height without a unit is a multiple of the size, as CSS reads it.
      guard let role = TypeRole(tokenName: name) else { break }
      _ = typeSample(role, length: Dimension(n, role == .lineHeight ? .none : .px), into: &html)
    case .duration:
      break
    }
  }

  /// A shadow on a card big enough to show it, over a light backdrop that keeps it visible in a
  /// dark theme too (a shadow is dark: on a dark page it would vanish); a focus ring as a ring.
  /// `sized` writes the sizes on the elements, for a page without the previews' stylesheet (a
  /// site of Figma styles without tokens).
  static func shadowSample(_ layers: [ShadowLayer], sized: Bool = false, into html: inout HTML) {
    let ring = layers.allSatisfy(\.isRing)
    var stageStyle = CSSStyle(spaced: true)
    var cardStyle = CSSStyle(spaced: true)
    if sized {
      for (name, value) in [
        ("display", "inline-flex"), ("align-items", "center"), ("justify-content", "center"), ("width", "88px"),
        ("height", "56px"), ("border-radius", "8px"), ("background", "#E8EAED"), ("vertical-align", "middle"),
        ("margin-right", "8px"),
      ] {
        stageStyle.add(name, value)
      }
      for (name, value) in [
        ("display", "inline-block"), ("width", "48px"), ("height", "28px"), ("border-radius", "6px"),
        ("background", "#fff"),
      ] {
        cardStyle.add(name, value)
      }
    }
    cardStyle.add("box-shadow", TokenValue.shadow(layers).css)
    html.element(
      "span", ["class": .theme(.shadowStage), "aria-hidden": "true", "style": sized ? stageStyle.text : nil]
    ) { stage in
      sample(ring ? [.shadowSample, .ringSample] : [.shadowSample], style: cardStyle, into: &stage)
    }
  }

  /// What a length sets in type, read from the token's name: DTCG has no type of its own for a
  /// font size, a letter spacing or a line height (each is a dimension or a number).
  enum TypeRole: Equatable {
    case fontSize, letterSpacing, lineHeight

    init?(tokenName: String) {
      let name = tokenName.lowercased()
      func has(_ words: [String]) -> Bool { words.contains { name.contains($0) } }
      let last = name.split(separator: "/").last ?? ""
      if has(["letter-spacing", "letterspacing", "letter_spacing", "tracking"]) {
        self = .letterSpacing
      } else if has(["line-height", "lineheight", "line_height", "leading"]) {
        self = .lineHeight
      } else if has(["font-size", "fontsize", "font_size", "text-size", "textsize"])
        || (has(["typography", "font", "text"]) && (last.hasPrefix("size") || last.hasPrefix("scale")))
      {
        self = .fontSize
      } else {
        return nil
      }
    }
  }

  /// The largest font size a sample is set at; the value beside it says the real size.
  static let largestSampleSize = 40.0

  /// "Aa" at a font size (at most `largestSampleSize`), a word at a letter spacing, two lines at a
  /// line height; false for a length none can be drawn at (vw, a negative size).
  static func typeSample(_ role: TypeRole, length: Dimension, into html: inout HTML) -> Bool {
    switch role {
    case .fontSize:
      let px = length.pxValue ?? (length.unit == .rem || length.unit == .em ? length.value * 16 : nil)
      guard let px, px > 0 else { return false }
      sample(
        [.typeSample, .fontSizeSample], style: spaced(["font-size": "\(formatNumber(min(px, largestSampleSize)))px"]),
        text: "Aa", into: &html)
    case .letterSpacing:
      guard length.pxValue != nil || length.unit == .em || length.unit == .rem else { return false }
      sample([.trackingSample], style: spaced(["letter-spacing": length.css]), text: "Tracking", into: &html)
    case .lineHeight:
      let css: String
      switch length.unit {
      case .none: css = formatNumber(length.value)
      case .percent: css = "\(formatNumber(length.value))%"
      default:
        guard let px = length.pxValue else { return false }
        css = "\(formatNumber(min(px, 48)))px"
      }
      guard length.value > 0 else { return false }
      // Two lines, so the leading between them shows; the sample is set at 14 px.
      html.element(
        "span", ["class": .theme(.leadingSample), "aria-hidden": "true", "style": spaced(["line-height": css]).text]
      ) {
        $0.text("Line one")
        $0.void("br")
        $0.text("Line two")
      }
    }
    return true
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
    shadowText(layers, pixelUnit: context.pixelUnit, length: context.lengthText, into: &html)
  }

  /// The one way a shadow is written in words, for tokens and Figma's effect styles alike: a
  /// layer a line, `x 0 px · y 4 px · blur 8 px · spread 2 px` and its color; lengths through
  /// `length`, in the unit the rest of the row writes.
  static func shadowText(
    _ layers: [ShadowLayer], pixelUnit: String, length: (Dimension) -> String, into html: inout HTML
  ) {
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
            item.text("\(formatNumber(band)) \(pixelUnit) ")
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
        bits.append("x \(length(layer.offsetX)) · y \(length(layer.offsetY))")
        bits.append("blur \(length(layer.blur))")
        if layer.spread.value != 0 { bits.append("spread \(length(layer.spread))") }
        list.element("li") { item in
          item.text(bits.joined(separator: " · ") + " ")
          colorChip(layer.color, into: &item)
        }
      }
    }
  }
}
