import Foundation
import SpecimenCore

/// Checks an alias-free `$value` against the shape its type requires and builds the typed value.
/// Every problem is collected (never just the first), each at the offending JSON node.
struct ValueParser {
  /// Who the value belongs to, for messages: "bg/sub-200".
  let owner: String
  var diagnostics: [Diagnostic] = []

  init(owner: String) { self.owner = owner }

  mutating func fail(_ message: String, _ node: Node, hint: String? = nil) {
    diagnostics.append(.error("\(owner): \(message)", at: node.location, hint: hint))
  }

  mutating func parse(_ node: Node, as type: TokenType) -> TokenValue? {
    switch type {
    case .color: return color(node, field: "value").map(TokenValue.color)
    case .dimension: return dimension(node, field: "value").map(TokenValue.dimension)
    case .fontFamily: return fontFamily(node, field: "value").map(TokenValue.fontFamily)
    case .fontWeight: return fontWeight(node, field: "value").map(TokenValue.fontWeight)
    case .duration: return duration(node, field: "value").map(TokenValue.duration)
    case .cubicBezier: return cubicBezier(node, field: "value").map(TokenValue.cubicBezier)
    case .number: return number(node, field: "value").map(TokenValue.number)
    case .strokeStyle: return strokeStyle(node, field: "value").map(TokenValue.strokeStyle)
    case .border: return border(node).map(TokenValue.border)
    case .transition: return transition(node).map(TokenValue.transition)
    case .shadow: return shadow(node).map(TokenValue.shadow)
    case .gradient: return gradient(node).map(TokenValue.gradient)
    case .typography: return typography(node).map(TokenValue.typography)
    }
  }

  // MARK: Objects

  /// The named members of an object value, complaining about missing and unknown keys.
  mutating func members(
    _ node: Node, field: String, kind: String, required: [String], optional: [String] = []
  ) -> [String: Node]? {
    guard let entries = node.entries else {
      fail("\(field) must be \(kind) object {\(required.joined(separator: ", "))}, found \(node.kindDescription)", node)
      return nil
    }
    var result: [String: Node] = [:]
    var ok = true
    let known = required + optional
    for entry in entries {
      if known.contains(entry.key) {
        result[entry.key] = entry.value
      } else {
        ok = false
        diagnostics.append(
          .error(
            "\(owner): \(field) has an unknown property '\(entry.key)'", at: entry.keyLocation,
            hint: Suggestion.hint(for: entry.key, in: known) ?? "\(kind) has " + known.joined(separator: ", ")))
      }
    }
    let missing = required.filter { result[$0] == nil }
    if !missing.isEmpty {
      ok = false
      fail("\(field) is missing \(missing.joined(separator: ", "))", node)
    }
    return ok ? result : nil
  }

  // MARK: Primitive types

  mutating func color(_ node: Node, field: String) -> TokenColor? {
    if let text = node.string {
      fail(
        "\(field) must be a color object, found the string \"\(text)\"", node,
        hint: legacyColorHint(text) ?? "write {\"colorSpace\": \"srgb\", \"components\": [r, g, b]}")
      return nil
    }
    guard let m = members(node, field: field, kind: "a color", required: ["colorSpace", "components"], optional: ["alpha", "hex"])
    else { return nil }
    var ok = true
    var space: ColorSpace?
    if let s = m["colorSpace"] {
      if let text = s.string, let parsed = ColorSpace(rawValue: text) {
        space = parsed
      } else {
        ok = false
        let text = s.string ?? s.jsonText()
        fail(
          "unknown colorSpace \(s.string.map { "'\($0)'" } ?? text)", s,
          hint: Suggestion.hint(for: text, in: ColorSpace.allCases.map(\.rawValue))
            ?? "the color spaces are " + ColorSpace.allCases.map(\.rawValue).joined(separator: ", "))
      }
    }
    var components: [Double?] = []
    if let c = m["components"] {
      if let items = c.array, items.count == 3 {
        for (index, item) in items.enumerated() {
          if item.string == "none" {
            components.append(nil)
          } else if let value = item.number {
            components.append(value)
            if let space {
              let range = space.componentRanges[index]
              let isHue = space.hueIndex == index
              let tooLow = range.min.map { value < $0 - 1e-9 } ?? false
              let tooHigh = range.max.map { isHue ? value >= $0 : value > $0 + 1e-9 } ?? false
              if tooLow || tooHigh {
                ok = false
                let bounds = "\(range.min.map { formatNumber($0) } ?? "-∞") to \(range.max.map { formatNumber($0) } ?? "∞")"
                fail(
                  "\(space.componentNames[index]) \(formatNumber(value, decimals: 6)) is outside \(space.rawValue)'s range \(bounds)\(isHue ? " (360 excluded)" : "")",
                  item)
              }
            }
          } else {
            ok = false
            fail("color components must be numbers or \"none\", found \(item.kindDescription)", item)
          }
        }
      } else {
        ok = false
        fail(
          "components must be an array of 3 numbers, found \(c.array.map { "\($0.count) items" } ?? c.kindDescription)", c)
      }
    }
    var alpha = 1.0
    if let a = m["alpha"] {
      if let value = a.number, value >= 0, value <= 1 {
        alpha = value
      } else {
        ok = false
        fail("alpha must be a number from 0 to 1, found \(a.jsonText())", a)
      }
    }
    var hex: String?
    if let h = m["hex"] {
      if let text = h.string, text.count == 7, text.first == "#", text.dropFirst().allSatisfy(\.isHexDigit) {
        hex = text
      } else {
        ok = false
        fail("hex must be a 6-digit CSS hex color such as \"#0a84ff\", found \(h.jsonText())", h,
          hint: "alpha goes in the alpha property, not in hex")
      }
    }
    guard ok, let space else { return nil }
    return TokenColor(space: space, components: components, alpha: alpha, fallbackHex: hex)
  }

  /// For `"#0A84FF"` and `"#00000088"`: the 2025.10 object that says the same.
  func legacyColorHint(_ text: String) -> String? {
    let digits = text.hasPrefix("#") ? String(text.dropFirst()) : ""
    guard digits.count == 6 || digits.count == 8, let value = UInt64(digits, radix: 16) else { return nil }
    let shifts: [UInt64] = digits.count == 8 ? [24, 16, 8, 0] : [16, 8, 0]
    let bytes: [Int] = shifts.map { shift in Int((value >> shift) & 0xFF) }
    let components = bytes.prefix(3).map { formatNumber(Double($0) / 255) }.joined(separator: ", ")
    var hint = "write {\"colorSpace\": \"srgb\", \"components\": [\(components)]"
    if digits.count == 8 { hint += ", \"alpha\": \(formatNumber(Double(bytes[3]) / 255))" }
    hint += ", \"hex\": \"#\(digits.prefix(6).lowercased())\"}"
    return hint
  }

  /// The largest dimension (px or rem) and duration (ms or s) a token may hold: far beyond any
  /// design, and small enough that every later computation (rem → px, layout, CSS) stays finite.
  static let maxDimension = 1_000_000.0
  static let maxDuration = 100_000_000.0
  static let maxNumber = 1_000_000_000_000.0

  mutating func measured<Unit: RawRepresentable>(
    _ node: Node, field: String, kind: String, units: [Unit], limit: Double
  ) -> (Double, Unit)? where Unit.RawValue == String {
    let names = units.map(\.rawValue)
    if let text = node.string {
      let digits = text.prefix { "0123456789.-".contains($0) }
      let unit = text.dropFirst(digits.count)
      var hint: String?
      if let number = Double(digits), names.contains(String(unit)) {
        hint = "write {\"value\": \(formatNumber(number)), \"unit\": \"\(unit)\"}"
      }
      fail("\(field) must be \(kind) object {value, unit}, found the string \"\(text)\"", node, hint: hint)
      return nil
    }
    guard let m = members(node, field: field, kind: kind, required: ["value", "unit"]) else { return nil }
    var ok = true
    var value = 0.0
    if let v = m["value"] {
      if let number = v.number, abs(number) > limit {
        ok = false
        fail(
          "\(field).value: \(v.scalarText ?? "") is out of range for \(kind)", v,
          hint: "\(kind) must lie within ±\(formatNumber(limit))")
      } else if let number = v.number { value = number } else {
        ok = false
        fail("\(field).value must be a number, found \(v.kindDescription)", v)
      }
    }
    var unit: Unit?
    if let u = m["unit"] {
      if let text = u.string, let parsed = Unit(rawValue: text) {
        unit = parsed
      } else {
        ok = false
        fail(
          "\(field).unit must be \(names.map { "\"\($0)\"" }.joined(separator: " or ")), found \(u.jsonText())", u,
          hint: u.string.flatMap { Suggestion.hint(for: $0, in: names) })
      }
    }
    guard ok, let unit else { return nil }
    return (value, unit)
  }

  mutating func dimension(_ node: Node, field: String) -> Dimension? {
    measured(node, field: field, kind: "a dimension", units: [DimensionUnit.px, .rem], limit: Self.maxDimension).map { Dimension($0.0, $0.1) }
  }

  mutating func duration(_ node: Node, field: String) -> Duration? {
    measured(node, field: field, kind: "a duration", units: [DurationUnit.ms, .s], limit: Self.maxDuration).map { Duration($0.0, $0.1) }
  }

  mutating func fontFamily(_ node: Node, field: String) -> [String]? {
    if let text = node.string {
      if text.isEmpty { fail("\(field): a font family name must not be empty", node); return nil }
      return [text]
    }
    if let items = node.array, !items.isEmpty {
      var names: [String] = []
      for item in items {
        guard let text = item.string, !text.isEmpty else {
          fail("\(field): font family names must be non-empty strings, found \(item.kindDescription)", item)
          return nil
        }
        names.append(text)
      }
      return names
    }
    fail("\(field) must be a font name or an array of font names, found \(node.kindDescription)", node)
    return nil
  }

  mutating func fontWeight(_ node: Node, field: String) -> Double? {
    if let value = node.number {
      if value >= 1, value <= 1000 { return value }
      fail("\(field): font weight \(formatNumber(value)) is outside 1 to 1000", node)
      return nil
    }
    if let text = node.string {
      if let match = fontWeightKeywords.first(where: { $0.0 == text }) { return match.1 }
      fail(
        "\(field): unknown font weight '\(text)'", node,
        hint: Suggestion.hint(for: text, in: fontWeightKeywords.map(\.0)) ?? "use a number from 1 to 1000 or a keyword such as medium")
      return nil
    }
    fail("\(field) must be a font weight (a number or a keyword), found \(node.kindDescription)", node)
    return nil
  }

  mutating func cubicBezier(_ node: Node, field: String) -> [Double]? {
    guard let items = node.array, items.count == 4, items.allSatisfy({ $0.number != nil }) else {
      fail("\(field) must be an array of 4 numbers [x1, y1, x2, y2], found \(node.array.map { "\($0.count) items" } ?? node.kindDescription)", node)
      return nil
    }
    let values = items.compactMap(\.number)
    for index in [0, 2] where values[index] < 0 || values[index] > 1 {
      fail("\(field): x\(index / 2 + 1) \(formatNumber(values[index])) must lie in 0 to 1", items[index])
      return nil
    }
    return values
  }

  mutating func number(_ node: Node, field: String) -> Double? {
    if let value = node.number, abs(value) > Self.maxNumber {
      fail("\(field): \(node.scalarText ?? "") is out of range for a number", node, hint: "a number must lie within ±\(formatNumber(Self.maxNumber))")
      return nil
    }
    if let value = node.number { return value }
    fail("\(field) must be a number, found \(node.kindDescription)", node)
    return nil
  }

  mutating func strokeStyle(_ node: Node, field: String) -> StrokeStyle? {
    if let text = node.string {
      if strokeStyleKeywords.contains(text) { return .keyword(text) }
      fail(
        "\(field): unknown stroke style '\(text)'", node,
        hint: Suggestion.hint(for: text, in: strokeStyleKeywords) ?? "use one of " + strokeStyleKeywords.joined(separator: ", "))
      return nil
    }
    guard let m = members(node, field: field, kind: "a stroke style", required: ["dashArray", "lineCap"]) else { return nil }
    var dashes: [Dimension] = []
    var ok = true
    if let array = m["dashArray"]?.array, !array.isEmpty {
      for (index, item) in array.enumerated() {
        if let d = dimension(item, field: "\(field).dashArray[\(index)]") { dashes.append(d) } else { ok = false }
      }
    } else if let bad = m["dashArray"] {
      ok = false
      fail("\(field).dashArray must be a non-empty array of dimensions", bad)
    }
    var cap = ""
    if let c = m["lineCap"] {
      if let text = c.string, lineCapKeywords.contains(text) { cap = text } else {
        ok = false
        fail("\(field).lineCap must be round, butt or square, found \(c.jsonText())", c,
          hint: c.string.flatMap { Suggestion.hint(for: $0, in: lineCapKeywords) })
      }
    }
    return ok ? .dashes(dashArray: dashes, lineCap: cap) : nil
  }

  // MARK: Composite types

  mutating func border(_ node: Node) -> Border? {
    guard let m = members(node, field: "value", kind: "a border", required: ["color", "width", "style"]) else { return nil }
    let c = color(m["color"]!, field: "color")
    let w = dimension(m["width"]!, field: "width")
    let s = strokeStyle(m["style"]!, field: "style")
    guard let c, let w, let s else { return nil }
    return Border(color: c, width: w, style: s)
  }

  mutating func transition(_ node: Node) -> Transition? {
    guard let m = members(node, field: "value", kind: "a transition", required: ["duration", "delay", "timingFunction"])
    else { return nil }
    let d = duration(m["duration"]!, field: "duration")
    let delay = duration(m["delay"]!, field: "delay")
    let t = cubicBezier(m["timingFunction"]!, field: "timingFunction")
    guard let d, let delay, let t else { return nil }
    return Transition(duration: d, delay: delay, timingFunction: t)
  }

  mutating func shadowLayer(_ node: Node, field: String) -> ShadowLayer? {
    guard
      let m = members(
        node, field: field, kind: "a shadow", required: ["color", "offsetX", "offsetY", "blur", "spread"],
        optional: ["inset"])
    else { return nil }
    let c = color(m["color"]!, field: "\(field).color")
    let x = dimension(m["offsetX"]!, field: "\(field).offsetX")
    let y = dimension(m["offsetY"]!, field: "\(field).offsetY")
    let b = dimension(m["blur"]!, field: "\(field).blur")
    let s = dimension(m["spread"]!, field: "\(field).spread")
    var inset = false
    if let i = m["inset"] {
      if let flag = i.bool { inset = flag } else {
        fail("\(field).inset must be true or false, found \(i.kindDescription)", i)
        return nil
      }
    }
    if let b, b.value < 0 { fail("\(field).blur must not be negative", m["blur"]!); return nil }
    guard let c, let x, let y, let b, let s else { return nil }
    return ShadowLayer(color: c, offsetX: x, offsetY: y, blur: b, spread: s, inset: inset)
  }

  mutating func shadow(_ node: Node) -> [ShadowLayer]? {
    if let items = node.array {
      if items.isEmpty { fail("a shadow array needs at least one layer", node); return nil }
      var layers: [ShadowLayer] = []
      var ok = true
      for (index, item) in items.enumerated() {
        if let layer = shadowLayer(item, field: "layer \(index + 1)") { layers.append(layer) } else { ok = false }
      }
      return ok ? layers : nil
    }
    return shadowLayer(node, field: "value").map { [$0] }
  }

  mutating func gradient(_ node: Node) -> [GradientStop]? {
    guard let items = node.array, !items.isEmpty else {
      fail("a gradient must be a non-empty array of stops {color, position}, found \(node.kindDescription)", node)
      return nil
    }
    var stops: [GradientStop] = []
    var ok = true
    for (index, item) in items.enumerated() {
      let field = "stop \(index + 1)"
      guard let m = members(item, field: field, kind: "a gradient stop", required: ["color", "position"]) else {
        ok = false
        continue
      }
      let c = color(m["color"]!, field: "\(field).color")
      let p = number(m["position"]!, field: "\(field).position")
      if let c, let p { stops.append(GradientStop(color: c, position: min(1, max(0, p)))) } else { ok = false }
    }
    return ok ? stops : nil
  }

  mutating func typography(_ node: Node) -> Typography? {
    guard
      let m = members(
        node, field: "value", kind: "a typography",
        required: ["fontFamily", "fontSize", "fontWeight", "letterSpacing", "lineHeight"])
    else { return nil }
    let family = fontFamily(m["fontFamily"]!, field: "fontFamily")
    let size = dimension(m["fontSize"]!, field: "fontSize")
    let weight = fontWeight(m["fontWeight"]!, field: "fontWeight")
    let spacing = dimension(m["letterSpacing"]!, field: "letterSpacing")
    var lineHeight: Double?
    if let l = m["lineHeight"] {
      if let value = l.number {
        lineHeight = value
      } else if l.entries != nil, l["unit"] != nil {
        fail("lineHeight must be a number (a multiple of fontSize), found a dimension", l,
          hint: size.flatMap { s in l["value"]?.number.map { "write \(formatNumber($0 / s.px, decimals: 16)) for \(formatNumber($0))px at \(s.css)" } })
      } else {
        fail("lineHeight must be a number (a multiple of fontSize), found \(l.kindDescription)", l)
      }
    }
    guard let family, let size, let weight, let spacing, let lineHeight else { return nil }
    return Typography(fontFamily: family, fontSize: size, fontWeight: weight, letterSpacing: spacing, lineHeight: lineHeight)
  }
}
