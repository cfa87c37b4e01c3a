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
  package var className: String?

  package init(
    idPrefix: String = "g", scale: Double = 1, colors: SVGColorMode = .cssVariables, label: String? = nil,
    className: String? = "sp-specimen-svg"
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
  private(set) var entries: [String] = []
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
  var markup: String { entries.isEmpty ? "" : "<defs>" + entries.joined() + "</defs>" }

  /// A hidden `<svg>` holding `defs`, written before the drawings that use them; empty if none.
  static func holder(_ defs: SVGDefs) -> String {
    defs.isEmpty
      ? ""
      : "<svg class=\"sp-specimen-defs\" width=\"0\" height=\"0\" aria-hidden=\"true\" focusable=\"false\" style=\"position:absolute\">\(defs.markup)</svg>"
  }

  /// The id of a definition with this content, adding it the first time.
  private func define(key: String, tag: String, _ make: (String) -> String) -> String {
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
      "<filter id=\"\(id)\" x=\"-1\" y=\"-1\" width=\"3\" height=\"3\"><feGaussianBlur stdDeviation=\"\(Format.number(radius / 2))\"/></filter>"
    }
  }

  func icon(_ icon: Icon) -> String {
    define(key: "icon:\(icon.name)", tag: "i") { id in
      var attributes = icon.rootAttributes.map { " \($0.0)=\"\(Escape.html($0.1))\"" }.joined()
      if !icon.rootAttributes.contains(where: { $0.0 == "fill" }) { attributes += " fill=\"currentColor\"" }
      return "<symbol id=\"\(id)\" viewBox=\"\(icon.viewBox.map(Format.number).joined(separator: " "))\"\(attributes)>"
        + icon.body + "</symbol>"
    }
  }

  /// A gradient in the shape's bounding box; a radial's ellipse follows its three handles.
  func gradient(_ gradient: GeometryGradient) -> String {
    define(key: "gradient:\(gradient)", tag: "g") { id in
      let n = Format.number
      let h = gradient.handles + Array(repeating: 0, count: max(0, 6 - gradient.handles.count))
      let stops = gradient.stops.map { stop in
        "<stop offset=\"\(n(stop.position))\" stop-color=\"\(stop.color.hex)\""
          + (stop.color.alpha < 1 ? " stop-opacity=\"\(n(stop.color.alpha))\"" : "") + "/>"
      }.joined()
      switch gradient.kind {
      case .linear:
        return
          "<linearGradient id=\"\(id)\" x1=\"\(n(h[0]))\" y1=\"\(n(h[1]))\" x2=\"\(n(h[2]))\" y2=\"\(n(h[3]))\">\(stops)</linearGradient>"
      case .radial:
        let matrix = [h[2] - h[0], h[3] - h[1], h[4] - h[0], h[5] - h[1], h[0], h[1]].map(n).joined(separator: " ")
        return
          "<radialGradient id=\"\(id)\" cx=\"0\" cy=\"0\" r=\"1\" gradientTransform=\"matrix(\(matrix))\">\(stops)</radialGradient>"
      }
    }
  }

  /// A clip path whose content is one shape element.
  func clip(_ shape: String) -> String {
    define(key: "clip:\(shape)", tag: "c") { id in "<clipPath id=\"\(id)\">\(shape)</clipPath>" }
  }

  /// A group drawn more than once (a backdrop: plain, then blurred under a frosted layer).
  func group(_ content: String) -> String {
    define(key: "group:\(content)", tag: "d") { id in "<g id=\"\(id)\">\(content)</g>" }
  }
}
