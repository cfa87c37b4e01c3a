import Tokens

/// The "Aa" sample of a contrast pair, drawn as an image: a pair that fails is shown failing on
/// purpose, so it is a picture of low-contrast text named by its ratio, not low-contrast text a
/// reader is meant to read (and that accessibility checkers rightly flag).
enum ContrastSample {
  static let width = 40
  static let height = 24

  static func write(
    _ foreground: String, on background: String, _ ratio: ContrastResult, into html: inout HTML
  ) {
    html.element(
      "svg",
      [
        "class": .theme(.contrastSample), "role": "img", "width": String(width), "height": String(height),
        "viewBox": "0 0 \(width) \(height)", "aria-label": "Aa in \(foreground) on \(background): \(ratio.formatted)",
      ]
    ) { svg in
      svg.empty(
        "rect", ["width": String(width), "height": String(height), "rx": "4", "fill": ratio.background.css])
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
