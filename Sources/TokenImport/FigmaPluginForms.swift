import SpecimenCore
import Tokens

// What the Figma Design Tokens plugin (Lukas Oppermann's, Style Dictionary's classic syntax)
// writes beyond Style Dictionary's own forms: its effects and text styles.

extension StyleDictionaryReader {
  /// A `custom-shadow` value of the Figma Design Tokens plugin (one layer or a list:
  /// `shadowType` dropShadow or innerShadow, `radius`, `color`, `offsetX`, `offsetY`, `spread`,
  /// numbers in px) as the DTCG shadow its CSS transform writes (`inset` for an inner shadow,
  /// the radius as the blur); nil when a layer has another shape.
  static func figmaPluginShadow(_ value: Node) -> Node? {
    func layer(_ node: Node) -> Node? {
      guard let entries = node.entries, let color = node["color"] else { return nil }
      let at = node.position
      var result: [Node.Entry] = [
        Node.Entry(key: "color", keyPosition: at, value: Conversion.cssValue(color, type: "color") ?? color)
      ]
      for (key, dtcg) in [("offsetX", "offsetX"), ("offsetY", "offsetY"), ("radius", "blur"), ("spread", "spread")] {
        guard let number = node[key]?.number else { return nil }
        let position = node[key]?.position ?? at
        result.append(
          Node.Entry(
            key: dtcg, keyPosition: position,
            value: Node(
              .object([
                Node.Entry(
                  key: "value", keyPosition: position,
                  value: Node(.number(number, formatNumber(number)), at: position)),
                Node.Entry(key: "unit", keyPosition: position, value: Node(.string("px"), at: position)),
              ]), at: position)))
      }
      guard
        entries.allSatisfy({ ["shadowType", "radius", "color", "offsetX", "offsetY", "spread"].contains($0.key) })
      else { return nil }
      if node["shadowType"]?.string == "innerShadow" {
        result.append(Node.Entry(key: "inset", keyPosition: at, value: Node(.bool(true), at: at)))
      }
      return Node(.object(result), at: at)
    }
    if let items = value.array {
      let layers = items.compactMap(layer)
      return layers.count == items.count && !layers.isEmpty ? Node(.array(layers), at: value.position) : nil
    }
    return layer(value)
  }

  /// A `custom-fontStyle` value of the Figma Design Tokens plugin (`fontFamily`, `fontWeight`,
  /// `fontSize`, `lineHeight`, `letterSpacing` as numbers in px, and `fontStyle`, `fontStretch`,
  /// `textCase`, `textDecoration`, `paragraphIndent`, `paragraphSpacing`) as the DTCG typography
  /// its CSS transform writes (`600 46px/54px "SF Pro Display"`): sizes in px, the other fields
  /// kept; nil without a family, a weight and a size.
  static func figmaPluginTypography(_ value: Node) -> Node? {
    guard let entries = value.entries, value["fontFamily"]?.string != nil, value["fontWeight"] != nil,
      value["fontSize"]?.number != nil
    else { return nil }
    let sizes: Set<String> = ["fontSize", "lineHeight", "letterSpacing", "paragraphIndent", "paragraphSpacing"]
    return Node(
      .object(
        entries.map { entry in
          guard sizes.contains(entry.key), let number = entry.value.number else { return entry }
          var entry = entry
          let position = entry.value.position
          entry.value = Node(
            .object([
              Node.Entry(
                key: "value", keyPosition: position, value: Node(.number(number, formatNumber(number)), at: position)),
              Node.Entry(key: "unit", keyPosition: position, value: Node(.string("px"), at: position)),
            ]), at: position)
          return entry
        }), at: value.position)
  }

  /// A `custom-gradient` value of the Figma Design Tokens plugin (`gradientType` linear or radial,
  /// `rotation` in degrees, `stops` of a color and a position from 0 to 1; one or a list) as the
  /// CSS its transform writes, `linear-gradient(90deg, #434fcfff 0%, …)`, which reads as a
  /// gradient; nil for another shape.
  static func figmaPluginGradient(_ value: Node) -> Node? {
    func css(_ gradient: Node) -> String? {
      guard let kind = gradient["gradientType"]?.string, let stops = gradient["stops"]?.array, !stops.isEmpty else {
        return nil
      }
      var parts: [String] = []
      for stop in stops {
        guard let color = stop["color"]?.string, let position = stop["position"]?.number,
          !color.contains(where: { $0 == "," || $0 == "(" || $0 == ")" })
        else { return nil }
        parts.append("\(color) \(formatNumber(position * 100))%")
      }
      switch kind {
      case "linear":
        guard let rotation = gradient["rotation"]?.number else { return nil }
        return "linear-gradient(\(formatNumber(rotation))deg, \(parts.joined(separator: ", ")))"
      case "radial": return "radial-gradient(\(parts.joined(separator: ", ")))"
      default: return nil
      }
    }
    let gradients = value.array ?? [value]
    let texts = gradients.compactMap(css)
    guard texts.count == gradients.count, !texts.isEmpty else { return nil }
    return Node(.string(texts.joined(separator: ", ")), at: value.position)
  }
}
