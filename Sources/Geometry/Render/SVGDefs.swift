import SpecimenCore

/// How colors are written into SVG.
package enum SVGColorMode: Sendable, Hashable {
  /// `style="fill:var(--bg-soft-200, #E5E5EA)"`: the page's light/dark switch repaints it.
  case cssVariables
  /// Plain `fill="#E5E5EA"` attributes: for tools without CSS custom properties (rasterizers).
  case literal
}

package struct SVGOptions: Sendable, Hashable {
  /// Prefix of every id the drawing defines; unique per page (one per directive).
  package var idPrefix: String
  /// Screen pixels per model unit for the width and height attributes.
  package var scale: Double
  package var colors: SVGColorMode
  /// The accessible name; the variant's label ("Toggle — State: Pressed, Active: On") if nil.
  package var label: String?
  package var className: ThemeClass?

  package init(
    idPrefix: String = "g", scale: Double = 1, colors: SVGColorMode = .cssVariables, label: String? = nil,
    className: ThemeClass? = .specimenSvg
  ) {
    self.idPrefix = idPrefix
    self.scale = scale
    self.colors = colors
    self.label = label
    self.className = className
  }
}

/// The definitions drawings share on one page: blur filters, icon symbols, clip paths and
/// backdrops, each written once and referenced by id. Ids are the prefix and a short tag.
final class SVGDefs {
  let prefix: String
  private(set) var entries: [Markup] = []
  private var ids: [String: String] = [:]
  private var counter = 0

  init(prefix: String) {
    let cleaned = String(
      prefix.unicodeScalars.map { scalar -> Character in
        switch scalar {
        case "a"..."z", "A"..."Z", "0"..."9", "-", "_": return Character(scalar)
        default: return "-"
        }
      })
    self.prefix = cleaned.isEmpty ? "g" : cleaned
  }

  var isEmpty: Bool { entries.isEmpty }

  /// `<defs>…</defs>` or nothing.
  var markup: Markup {
    Markup { defs in
      guard !entries.isEmpty else { return }
      defs.element("defs") { for entry in entries { $0.append(entry) } }
    }
  }

  /// A hidden `<svg>` holding `defs`, written before the drawings that use them; empty if none.
  static func holder(_ defs: SVGDefs) -> Markup {
    Markup { holder in
      guard !defs.isEmpty else { return }
      holder.element(
        "svg",
        [
          "class": .theme(.specimenDefs), "width": "0", "height": "0", "aria-hidden": "true", "focusable": "false",
          "style": CSSStyle(["position": "absolute"]).text,
        ]
      ) { $0.append(defs.markup) }
    }
  }

  /// The id of a definition with this content, adding it the first time.
  private func define(key: String, tag: String, _ make: (String) -> Markup) -> String {
    if let id = ids[key] { return id }
    counter += 1
    let id = "\(prefix)-\(tag)\(counter)"
    ids[key] = id
    entries.append(make(id))
    return id
  }

  /// A Gaussian blur of `radius` (Figma's blur is twice the standard deviation).
  func blur(_ radius: Double) -> String {
    define(key: "blur:\(radius)", tag: "b") { id in
      Markup {
        $0.element("filter", ["id": id, "x": "-1", "y": "-1", "width": "3", "height": "3"]) {
          $0.empty("feGaussianBlur", ["stdDeviation": Markup.number(radius / 2)])
        }
      }
    }
  }

  /// An effect filter made by `make` from its id: the same filter is defined once per page.
  func filter(_ make: (String) -> Markup) -> String {
    define(key: "filter:" + make("").markup, tag: "f", make)
  }

  /// A mask made by `make` from its id.
  func mask(_ make: (String) -> Markup) -> String {
    define(key: "mask:" + make("").markup, tag: "m", make)
  }

  func icon(_ icon: Icon) -> String {
    define(key: "icon:\(icon.name)", tag: "i") { id in
      var attributes: MarkupAttributes = ["id": id, "viewBox": Markup.numbers(icon.viewBox)]
      for (name, value) in icon.rootAttributes { attributes.add(name, value) }
      if !icon.rootAttributes.contains(where: { $0.0 == "fill" }) { attributes.add("fill", "currentColor") }
      return Markup {
        $0.element("symbol", attributes: attributes) { $0.append(icon.body) }
      }
    }
  }

  /// A gradient in the shape's bounding box; a radial's ellipse follows its three handles.
  func gradient(_ gradient: GeometryGradient) -> String {
    define(key: "gradient:\(gradient)", tag: "g") { id in
      let h = gradient.handles + Array(repeating: 0, count: max(0, 6 - gradient.handles.count))
      var attributes: MarkupAttributes = ["id": id]
      let name: String
      switch gradient.kind {
      case .linear:
        name = "linearGradient"
        for (key, value) in zip(["x1", "y1", "x2", "y2"], h) { attributes.add(key, Markup.number(value)) }
      case .radial:
        name = "radialGradient"
        attributes.add("cx", "0")
        attributes.add("cy", "0")
        attributes.add("r", "1")
        let matrix = [h[2] - h[0], h[3] - h[1], h[4] - h[0], h[5] - h[1], h[0], h[1]]
        attributes.add("gradientTransform", "matrix(\(Markup.numbers(matrix)))")
      }
      return Markup {
        $0.element(name, attributes: attributes) { markup in
          for stop in gradient.stops {
            var stopAttributes: MarkupAttributes = [
              "offset": Markup.number(stop.position), "stop-color": stop.color.hex,
            ]
            if stop.color.alpha < 1 { stopAttributes.add("stop-opacity", Markup.number(stop.color.alpha)) }
            markup.empty("stop", attributes: stopAttributes)
          }
        }
      }
    }
  }

  /// A clip path whose content is one shape element.
  func clip(_ shape: Markup) -> String {
    define(key: "clip:\(shape.markup)", tag: "c") { id in
      Markup { $0.element("clipPath", ["id": id]) { $0.append(shape) } }
    }
  }

  /// A group drawn more than once (a backdrop: plain, then blurred under a frosted layer).
  func group(_ content: Markup) -> String {
    define(key: "group:\(content.markup)", tag: "d") { id in
      Markup { $0.element("g", ["id": id]) { $0.append(content) } }
    }
  }
}
