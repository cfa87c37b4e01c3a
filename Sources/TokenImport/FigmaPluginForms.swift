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
}
