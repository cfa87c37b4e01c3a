import SpecimenCore

/// A style of a Figma file (colour, text, effect or layout grid), with the values a layer that
/// uses it gives: the REST API lists styles by id in `styles` and keeps their values on the
/// nodes, either the style's own node (a `/nodes` body of the styles' ids) or any layer whose
/// `styles` map names it.
package struct FigmaStyle: Sendable, Hashable {
  package enum Kind: String, Sendable, Hashable, CaseIterable {
    case fill = "FILL", text = "TEXT", effect = "EFFECT", grid = "GRID"
  }
  package var id: String
  package var name: String
  package var description: String
  package var kind: Kind
  /// Nil when no layer of the file uses the style (and the file holds no node of its own).
  package var value: Value?
  package var location: SourceLocation

  package init(
    id: String, name: String, description: String, kind: Kind, value: Value?, location: SourceLocation
  ) {
    self.id = id
    self.name = name
    self.description = description
    self.kind = kind
    self.value = value
    self.location = location
  }

  package enum Value: Sendable, Hashable {
    case paints([Paint])
    case text(Text)
    case effects([Effect])
    case grids([Grid])
  }

  /// An sRGB colour with alpha, each channel 0…1 as Figma writes it.
  package struct Color: Sendable, Hashable {
    package var red: Double
    package var green: Double
    package var blue: Double
    package var alpha: Double

    package init(red: Double, green: Double, blue: Double, alpha: Double) {
      self.red = red
      self.green = green
      self.blue = blue
      self.alpha = alpha
    }

    /// `#1A73E8`, or `#1A73E880` with alpha.
    package var hex: String {
      let channels = alpha < 1 ? [red, green, blue, alpha] : [red, green, blue]
      return "#"
        + channels.map { value in
          let byte = Int((min(max(value, 0), 1) * 255).rounded())
          let digits = String(byte, radix: 16, uppercase: true)
          return digits.count == 1 ? "0" + digits : digits
        }.joined()
    }
  }

  package struct Paint: Sendable, Hashable {
    package var type: FigmaPaintType
    package var color: Color?
    package var opacity: Double
    package var stops: [Stop]
    package var visible: Bool

    package init(type: FigmaPaintType, color: Color?, opacity: Double, stops: [Stop], visible: Bool) {
      self.type = type
      self.color = color
      self.opacity = opacity
      self.stops = stops
      self.visible = visible
    }

    package struct Stop: Sendable, Hashable {
      package var position: Double
      package var color: Color
    }
  }

  package struct Text: Sendable, Hashable {
    package var family: String?
    package var weight: Double?
    package var size: Double?
    package var italic: Bool
    /// In px, or a percentage of the font size, or nil for the font's own (`INTRINSIC_%`).
    package var lineHeightPixels: Double?
    package var lineHeightPercent: Double?
    package var letterSpacing: Double?
    package var textCase: FigmaValue<FigmaTextCase>?
    package var decoration: FigmaValue<FigmaTextDecoration>?
  }

  package struct Effect: Sendable, Hashable {
    package var type: FigmaEffectType
    package var color: Color?
    package var x: Double
    package var y: Double
    package var radius: Double
    package var spread: Double
    package var visible: Bool
  }

  package struct Grid: Sendable, Hashable {
    /// `COLUMNS`, `ROWS`, `GRID`.
    package var pattern: String
    package var count: Int?
    package var sectionSize: Double?
    package var gutter: Double?
    package var offset: Double?
    /// `MIN`, `MAX`, `CENTER`, `STRETCH`.
    package var alignment: String?
    package var color: Color?
    package var visible: Bool
  }
}

/// Reads the `styles` maps of a response and the values of the styles from its nodes.
struct StyleReader {
  private(set) var styles: [FigmaStyle] = []
  private var indexByID: [String: Int] = [:]

  var isEmpty: Bool { styles.isEmpty }

  /// One `styles` map (of the file, or of one entry of a `/nodes` body); a style read before keeps its place.
  mutating func readMap(_ map: Node) {
    for entry in map.entries ?? [] where indexByID[entry.key] == nil {
      guard let type = entry.value["styleType"]?.string, let kind = FigmaStyle.Kind(rawValue: type),
        let name = entry.value["name"]?.string
      else { continue }
      indexByID[entry.key] = styles.count
      styles.append(
        FigmaStyle(
          id: entry.key, name: name, description: entry.value["description"]?.string ?? "", kind: kind, value: nil,
          location: entry.keyLocation))
    }
  }

  /// Every node under `roots`, once: a style's own node gives its values, and so does the first
  /// layer whose `styles` map names it. A stack, not recursion: depth comes from the file.
  mutating func readValues(_ roots: [Node]) {
    guard !styles.isEmpty else { return }
    var stack = Array(roots.reversed())
    while let node = stack.popLast() {
      if let id = node["id"]?.string, let index = indexByID[id], styles[index].value == nil {
        styles[index].value = Self.value(of: styles[index].kind, in: node, field: nil)
      }
      for reference in node["styles"]?.entries ?? [] {
        guard let id = reference.value.string, let index = indexByID[id], styles[index].value == nil else { continue }
        styles[index].value = Self.value(of: styles[index].kind, in: node, field: reference.key)
      }
      stack.append(contentsOf: (node["children"]?.array ?? []).reversed())
    }
  }

  /// What a style's own node gives a style of each kind it could be: paints from its fills, a
  /// text style from its `style`, effects, layout grids. Only the node itself is read.
  static func ownValues(_ node: Node) -> [FigmaStyle.Kind: FigmaStyle.Value] {
    var values: [FigmaStyle.Kind: FigmaStyle.Value] = [:]
    for kind in FigmaStyle.Kind.allCases {
      if let value = value(of: kind, in: node, field: nil) { values[kind] = value }
    }
    return values
  }

  /// The style's values on `node`: a fill style's paints from `fills` (or `strokes` when the
  /// layer uses it as its stroke), a text style's from `style`, an effect style's from
  /// `effects`, a grid style's from `layoutGrids`.
  static func value(of kind: FigmaStyle.Kind, in node: Node, field: String?) -> FigmaStyle.Value? {
    switch kind {
    case .fill:
      let key = field == "stroke" || field == "strokes" ? "strokes" : "fills"
      guard let paints = node[key]?.array else { return nil }
      return .paints(paints.map(paint))
    case .text:
      guard let style = node["style"], style.entries != nil else { return nil }
      return .text(text(style))
    case .effect:
      guard let effects = node["effects"]?.array else { return nil }
      return .effects(effects.map(effect))
    case .grid:
      guard let grids = node["layoutGrids"]?.array else { return nil }
      return .grids(grids.map(grid))
    }
  }

  static func color(_ node: Node?) -> FigmaStyle.Color? {
    guard let node, let red = node["r"]?.number, let green = node["g"]?.number, let blue = node["b"]?.number else {
      return nil
    }
    return FigmaStyle.Color(red: red, green: green, blue: blue, alpha: node["a"]?.number ?? 1)
  }

  static func paint(_ node: Node) -> FigmaStyle.Paint {
    let stops = (node["gradientStops"]?.array ?? []).compactMap { stop -> FigmaStyle.Paint.Stop? in
      guard let color = color(stop["color"]) else { return nil }
      return FigmaStyle.Paint.Stop(position: stop["position"]?.number ?? 0, color: color)
    }
    return FigmaStyle.Paint(
      type: FigmaPaintType(name: node["type"]?.string ?? "SOLID"), color: color(node["color"]),
      opacity: node["opacity"]?.number ?? 1,
      stops: stops, visible: node["visible"]?.bool ?? true)
  }

  static func text(_ style: Node) -> FigmaStyle.Text {
    let unit = style["lineHeightUnit"]?.string.map { FigmaValue<FigmaLineHeightUnit>(name: $0) }?.known
    return FigmaStyle.Text(
      family: style["fontFamily"]?.string, weight: style["fontWeight"]?.number, size: style["fontSize"]?.number,
      italic: style["italic"]?.bool ?? false,
      lineHeightPixels: unit == .intrinsicPercent ? nil : style["lineHeightPx"]?.number,
      lineHeightPercent: unit == .fontSizePercent ? style["lineHeightPercentFontSize"]?.number : nil,
      letterSpacing: style["letterSpacing"]?.number, textCase: style["textCase"]?.string.map { FigmaValue(name: $0) },
      decoration: style["textDecoration"]?.string.map { FigmaValue(name: $0) })
  }

  static func effect(_ node: Node) -> FigmaStyle.Effect {
    FigmaStyle.Effect(
      type: FigmaEffectType(name: node["type"]?.string ?? ""), color: color(node["color"]),
      x: node["offset"]?["x"]?.number ?? 0,
      y: node["offset"]?["y"]?.number ?? 0, radius: node["radius"]?.number ?? 0, spread: node["spread"]?.number ?? 0,
      visible: node["visible"]?.bool ?? true)
  }

  static func grid(_ node: Node) -> FigmaStyle.Grid {
    FigmaStyle.Grid(
      pattern: node["pattern"]?.string ?? "", count: node["count"]?.number.map { Int(exactly: $0.rounded()) ?? 0 },
      sectionSize: node["sectionSize"]?.number, gutter: node["gutterSize"]?.number, offset: node["offset"]?.number,
      alignment: node["alignment"]?.string, color: color(node["color"]), visible: node["visible"]?.bool ?? true)
  }
}
