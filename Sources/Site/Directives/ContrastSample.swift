import Tokens

/// The "Aa" sample of a contrast pair, drawn as an image: a pair that fails is shown failing on
/// purpose, so it is a picture of low-contrast text named by its ratio, not low-contrast text a
/// reader is meant to read (and that accessibility checkers rightly flag).
enum ContrastSample {
  static let width = 40
  static let height = 24

  /// A graphic's pair (an icon, a border) is drawn as a ring and a dot, a 16-pixel icon's
  /// strokes, not as letters: it is held to 3:1, not text's 4.5:1.
  static func write(
    _ foreground: String, on background: String, _ ratio: ContrastResult, graphic: Bool = false,
    into html: inout HTML
  ) {
    let what = graphic ? "An icon" : "Aa"
    html.element(
      "svg",
      [
        "class": .theme(.contrastSample), "role": "img", "width": String(width), "height": String(height),
        "viewBox": "0 0 \(width) \(height)",
        "aria-label": "\(what) in \(foreground) on \(background): \(ratio.formatted)",
      ]
    ) { svg in
      svg.empty(
        "rect", ["width": String(width), "height": String(height), "rx": "4", "fill": ratio.background.css])
      if graphic {
        svg.empty(
          "circle",
          [
            "cx": String(width / 2), "cy": String(height / 2), "r": "7", "fill": "none",
            "stroke": ratio.foreground.css, "stroke-width": "2", "aria-hidden": "true",
          ])
        svg.empty(
          "circle",
          [
            "cx": String(width / 2), "cy": String(height / 2), "r": "2.5", "fill": ratio.foreground.css,
            "aria-hidden": "true",
          ])
        return
      }
      // Its own type, so the page's text styles never change the sample.
      svg.element(
        "text",
        [
          "x": String(width / 2), "y": "16.5", "text-anchor": "middle", "fill": ratio.foreground.css,
          "font-family": "system-ui, sans-serif", "font-size": "14", "font-weight": "500", "font-style": "normal",
          "aria-hidden": "true",
        ], text: "Aa")
    }
  }
}
