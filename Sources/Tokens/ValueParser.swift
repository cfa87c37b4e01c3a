import Foundation
import SpecimenCore

/// Checks an alias-free `$value` against the shape its type requires and builds the typed value.
/// Every problem is collected (never just the first), each at the offending JSON node.
/// Forms outside 2025.10 with one clear reading are read and reported as deviations: warnings
/// when lenient, errors when strict.
struct ValueParser {
  /// Who the value belongs to, for messages: "bg/sub-200".
  let owner: String
  let strictness: TokenStrictness
  var diagnostics = Diagnostics()
  var deviations: [TokenDeviation] = []
  /// Properties of composite values that 2025.10 does not define, kept as written.
  var extraProperties: [ExtraProperty] = []
  /// Units outside 2025.10 read so far in the value, reported together once it is read.
  var outsideUnitsRead: [OutsideUnit] = []
  /// Whether a deviation was already reported (in the token a value was taken from): a value
  /// reached through a reference is reported once, where it is written.
  let isReported: (DeviationKind, SourceLocation?) -> Bool
  /// Strings whose references were written out before parsing (`{black}1A` → `#0000001A`), as
  /// written, by place: their deviation names the reference form, not the string it gave.
  var writtenWithReferences: [SourceLocation: String] = [:]

  init(
    owner: String, strictness: TokenStrictness,
    isReported: @escaping (DeviationKind, SourceLocation?) -> Bool = { _, _ in false }
  ) {
    self.owner = owner
    self.strictness = strictness
    self.isReported = isReported
  }

  mutating func fail(_ message: String, _ node: Node, hint: String? = nil, id: Diagnostic.ID) {
    diagnostics.append(.error("\(owner): \(message)", at: node.location, hint: hint, id: id))
  }

  /// A form 2025.10 does not allow but that has one clear reading.
  mutating func deviate(
    _ kind: DeviationKind, _ message: @autoclosure () -> String, at location: SourceLocation?,
    hint: @autoclosure () -> String? = nil
  ) {
    if isReported(kind, location) { return }
    let diagnostic = Diagnostic(
      strictness == .strict ? .error : .warning, "\(owner): \(message())", at: location, hint: hint(), id: kind.id)
    diagnostics.append(diagnostic)
    deviations.append(TokenDeviation(kind: kind, diagnostic: diagnostic))
  }

  /// - Parameter typeName: the `$type` as written, kept for an opaque (non-standard) type.
  mutating func parse(_ node: Node, as type: TokenType, typeName: String = "") -> TokenValue? {
    let value = parseValue(node, as: type, typeName: typeName)
    reportOutsideUnits()
    return value
  }

  /// A unit outside 2025.10 read in a dimension of the value: `layer 1.offsetY` in dp.
  struct OutsideUnit {
    var field: String
    var unit: String
    var value: Double
    var location: SourceLocation?
  }

  /// One deviation for every unit outside 2025.10 in the value, at the first: a shadow in dp is
  /// one warning, not four.
  mutating func reportOutsideUnits() {
    guard let first = outsideUnitsRead.first else { return }
    defer { outsideUnitsRead = [] }
    var units: [String] = []
    for read in outsideUnitsRead where !units.contains(read.unit) { units.append(read.unit) }
    var fields = outsideUnitsRead.prefix(3).map { "\($0.field).unit" }.joined(separator: ", ")
    if outsideUnitsRead.count > 3 { fields += " and \(outsideUnitsRead.count - 3) more" }
    let written = units.map { $0.isEmpty ? "empty (on 0)" : "\"\($0)\"" }.joined(separator: " or ")
    var readings: [String] = []
    let android = units.filter { $0 == "dp" || $0 == "sp" }
    if !android.isEmpty {
      readings.append(android.map { "1\($0)" }.joined(separator: " = ") + " = 1px (in CSS too)")
    }
    if units.contains("pt") { readings.append("1pt = 4/3 px, as CSS reads it") }
    let unmeasured = units.filter { ["vw", "vh", "vmin", "vmax", "ch", "ex"].contains($0) }
    if !unmeasured.isEmpty {
      readings.append(
        unmeasured.joined(separator: ", ")
          + (unmeasured.count == 1 ? " passes to CSS as written and has" : " pass to CSS as written and have")
          + " no size in px for drawings")
    }
    if units.contains("") { readings.append("an empty unit on 0 reads as 0") }
    var hint: String?
    if outsideUnitsRead.count == 1, let px = Dimension(first.value, DimensionUnit(rawValue: first.unit) ?? .px).pxValue
    {
      hint = "write {\"value\": \(formatNumber(px, decimals: 6)), \"unit\": \"px\"}"
    }
    let message =
      "\(fields) \(outsideUnitsRead.count == 1 ? "is" : "are") \(written), outside 2025.10's px and rem; kept as written: "
      + readings.joined(separator: "; ")
    deviate(.unitOutsideDTCG, message, at: first.location, hint: hint)
  }

  private mutating func parseValue(_ node: Node, as type: TokenType, typeName: String) -> TokenValue? {
    // A gradient written as CSS where a color goes, and CSS math where a size goes, are kept as
    // written: CSS reads them, as the tools that wrote them pass them on.
    if let text = node.string, type == .color || type == .gradient, LenientForms.isGradient(text) {
      let shown = writtenWithReferences[node.location] ?? text
      deviate(
        .gradientString,
        "value is the CSS gradient \"\(shown)\"; kept as written (a gradient, not a color): tables show it, tokens.css writes it as it is",
        at: node.location,
        hint: "give the token $type gradient and write its stops: [{\"color\": …, \"position\": 0}, …]")
      return .opaque(typeName: TokenValue.cssGradient, text: text)
    }
    if let text = node.string, type == .dimension, LenientForms.isCSSMath(text) {
      deviate(
        .cssMath,
        "value is the CSS math \"\(text)\"; kept as written, as Tokens Studio keeps what it cannot reduce to one size: tokens.css writes it as it is, and it has no size in px for drawings",
        at: node.location, hint: "write one size, or keep the CSS in the stylesheet that uses the token")
      return .opaque(typeName: TokenValue.cssMathDimension, text: text)
    }
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
    case .opaque: return .opaque(typeName: typeName, text: node.string ?? node.jsonText())
    }
  }

  // MARK: Objects

  /// The named members of an object value, complaining about missing and unknown keys.
  /// With `extras` (composite values), an unknown property that is no misspelling of a known one
  /// is a deviation, kept and shown.
  /// Properties design tools add to composite values; near a 2025.10 name (fontStyle, fontSize)
  /// but never a misspelling of one.
  static let reader = KeyedReader(.tokenValue)

  static let toolProperties: Set<String> = [
    "fontStyle", "fontVariant", "fontStretch", "textDecoration", "textTransform", "textCase", "paragraphSpacing",
    "paragraphIndent", "type", "offset",
  ]

  /// - Parameter defaulted: required properties whose absence has one clear reading, which the
  ///   caller reports as a departure; they are not missing here.
  mutating func members(
    _ node: Node, field: String, kind: String, required: [String], optional: [String] = [],
    defaulted: [String] = [], extras: Bool = false
  ) -> [String: Node]? {
    guard let entries = node.entries else {
      fail(
        "\(field) must be \(kind) object {\(required.joined(separator: ", "))}, found \(node.kindDescription)", node,
        id: .tokensCompositeInvalid)
      return nil
    }
    var result: [String: Node] = [:]
    var ok = true
    let known = required + optional
    for entry in entries {
      if known.contains(entry.key) {
        result[entry.key] = entry.value
      } else if extras,
        ValueParser.toolProperties.contains(entry.key) || Suggestion.closest(to: entry.key, in: known) == nil
      {
        deviate(
          .unknownProperty,
          "\(field) has the property '\(entry.key)', which 2025.10 does not define for \(kind); it is kept as written",
          at: entry.keyLocation, hint: "\(kind) has " + known.joined(separator: ", "))
        extraProperties.append(
          ExtraProperty(
            field: field == "value" ? entry.key : "\(field).\(entry.key)",
            text: entry.value.string ?? entry.value.jsonText()))
      } else {
        ok = false
        ValueParser.reader.reportUnknownKey(entry, known: known, in: "\(owner)'s \(field)", into: &diagnostics)
      }
    }
    let missing = required.filter { result[$0] == nil && !defaulted.contains($0) }
    if !missing.isEmpty {
      ok = false
      fail("\(field) is missing \(missing.joined(separator: ", "))", node, id: .tokensCompositeInvalid)
    }
    return ok ? result : nil
  }

  // MARK: Primitive types

  mutating func color(_ node: Node, field: String) -> TokenColor? {
    if let text = node.string {
      // A hex without its `#` ("ffffff", as GitHub Primer's export writes some) reads as the hex.
      let bareHex = !text.hasPrefix("#") && [3, 6, 8].contains(text.count) && text.allSatisfy(\.isHexDigit)
      // `transparent`, the CSS keyword: black at alpha 0, as CSS defines it.
      let keyword: ([Double], Double)? = text.lowercased() == "transparent" ? ([0, 0, 0], 0) : nil
      let cssFunction =
        LenientForms.oklabFunction(text) ?? LenientForms.hslFunction(text).map { (.hsl, $0.components, $0.alpha) }
      if let read = cssFunction {
        // CSS Color 4's `oklch(…)`, `oklab(…)` and `hsl(…)`: the color object in that space.
        let color = TokenColor(space: read.space, components: read.components, alpha: read.alpha)
        deviate(
          .colorString, "\(field) is the string \"\(text)\"; 2025.10 expects a color object", at: node.location,
          hint: ValueParser.colorObjectHint(color))
        return color
      }
      let read =
        keyword ?? LenientForms.hex(bareHex ? "#" + text : text).map { ($0.components, $0.alpha) }
        ?? LenientForms.rgbFunction(text)
      guard let read else {
        fail(
          "\(field) must be a color object, found the string \"\(text)\"", node,
          hint: "write {\"colorSpace\": \"srgb\", \"components\": [r, g, b]}", id: .tokensColorInvalid)
        return nil
      }
      let color = TokenColor(space: .srgb, components: read.0, alpha: read.1)
      if let written = writtenWithReferences[node.location] {
        deviate(
          .referenceInString,
          "\(field) is \"\(written)\", references inside a color string, as Tokens Studio and Style Dictionary write them; read as \(color.css), each reference written out",
          at: node.location, hint: ValueParser.colorObjectHint(color))
        return color
      }
      deviate(
        .colorString, "\(field) is the string \"\(text)\"; 2025.10 expects a color object", at: node.location,
        hint: ValueParser.colorObjectHint(color))
      return color
    }
    guard
      let m = members(
        node, field: field, kind: "a color", required: [],
        optional: ["colorSpace", "components", "alpha", "hex", "channels"], extras: true)
    else { return nil }
    var ok = true
    // `hex`: 6 digits in 2025.10; 3, 4 and 8 digits are expanded, their alpha kept.
    var hex: (components: [Double], alpha: Double, hex6: String)?
    if let h = m["hex"] {
      if let text = h.string, let read = LenientForms.hex(text) {
        hex = read
        if text.count != 7 {
          deviate(
            .colorHex,
            "\(field).hex \"\(text)\" has \(text.count - 1) digits; 2025.10 expects 6, as in \"\(read.hex6)\"",
            at: h.location,
            hint: read.alpha < 1 ? "put the alpha in the alpha property: \(formatNumber(read.alpha))" : nil)
        }
      } else {
        ok = false
        fail(
          "hex must be a 6-digit CSS hex color such as \"#0a84ff\", found \(h.jsonText())", h,
          hint: "alpha goes in the alpha property, not in hex", id: .tokensColorInvalid)
      }
    }
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
            ?? "the color spaces are " + ColorSpace.allCases.map(\.rawValue).joined(separator: ", "),
          id: .tokensColorInvalid)
      }
    }
    var components: [Double?] = []
    // `channels`: an earlier draft's name for `components` (Microsoft Fluent's export writes it).
    let channels = m["components"] == nil ? m["channels"] : nil
    if let channels {
      deviate(
        .colorChannels,
        "\(field) names its components 'channels', as an earlier draft did; 2025.10 calls them 'components'",
        at: channels.location, hint: "rename channels to components")
    }
    if let c = m["components"] ?? channels {
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
                let bounds =
                  "\(range.min.map { formatNumber($0) } ?? "-∞") to \(range.max.map { formatNumber($0) } ?? "∞")"
                fail(
                  "\(space.componentNames[index]) \(formatNumber(value, decimals: 6)) is outside \(space.rawValue)'s range \(bounds)\(isHue ? " (360 excluded)" : "")",
                  item, id: .tokensColorInvalid)
              }
            }
          } else {
            ok = false
            fail(
              "color components must be numbers or \"none\", found \(item.kindDescription)", item,
              id: .tokensColorInvalid)
          }
        }
      } else {
        ok = false
        fail(
          "components must be an array of 3 numbers, found \(c.array.map { "\($0.count) items" } ?? c.kindDescription)",
          c, id: .tokensColorInvalid)
      }
    } else if let hex, space == nil || space == .srgb {
      // Only a hex: its sRGB channels are the color.
      components = hex.components
      space = .srgb
      deviate(
        .colorHex, "\(field) has no components; 2025.10 expects colorSpace and components, hex is only a fallback",
        at: node.location,
        hint: ValueParser.colorObjectHint(TokenColor(space: .srgb, components: hex.components, alpha: hex.alpha)))
    } else if ok {
      ok = false
      fail("\(field) is missing components", node, id: .tokensColorInvalid)
    }
    if m["colorSpace"] == nil, space == nil, ok {
      ok = false
      fail("\(field) is missing colorSpace", node, id: .tokensColorInvalid)
    }
    var alpha = hex?.alpha ?? 1
    if let a = m["alpha"] {
      if let value = a.number, value >= 0, value <= 1 {
        alpha = value
      } else {
        ok = false
        fail("alpha must be a number from 0 to 1, found \(a.jsonText())", a, id: .tokensColorInvalid)
      }
    }
    guard ok, let space else { return nil }
    return TokenColor(space: space, components: components, alpha: alpha, fallbackHex: hex?.hex6)
  }

  /// The 2025.10 object for a color read from a string or a hex.
  static func colorObjectHint(_ color: TokenColor) -> String {
    let components = color.components.map { formatNumber($0 ?? 0) }.joined(separator: ", ")
    var hint = "write {\"colorSpace\": \"\(color.space.rawValue)\", \"components\": [\(components)]"
    if color.alpha < 1 { hint += ", \"alpha\": \(formatNumber(color.alpha))" }
    return hint + ", \"hex\": \"\(color.hex.lowercased())\"}"
  }

  /// `{value, unit}`. Leniently also a string (`"16px"`), a bare number (dimensions: px), and the
  /// units in `lenientUnits`, each reported as a deviation.
  /// With `outsideUnits`, those units too (dp, vw, …), and an empty unit on 0 as `emptyUnit`:
  /// they are collected in `outsideUnits` and reported once per value by `reportOutsideUnits()`.
  mutating func measured<Unit: RawRepresentable>(
    _ node: Node, field: String, kind: String, units: [Unit], lenientUnits: [Unit] = [],
    outsideUnits: [Unit] = [], emptyUnit: Unit? = nil,
    stringKind: DeviationKind, bareNumberUnit: Unit? = nil
  ) -> (Double, Unit)? where Unit.RawValue == String {
    let names = units.map(\.rawValue)
    let expects = "2025.10 expects \(kind) object {value, unit} with unit \(names.joined(separator: " or "))"
    if let number = node.number, let unit = bareNumberUnit {
      deviate(
        .bareNumber,
        "\(field) is the bare number \(formatNumber(number, decimals: 6)); \(expects); read as \(unit.rawValue)",
        at: node.location,
        hint: "write {\"value\": \(formatNumber(number, decimals: 6)), \"unit\": \"\(unit.rawValue)\"}")
      return (number, unit)
    }
    if let text = node.string {
      if let read = LenientForms.measure(text) {
        let unit =
          read.unit.isEmpty
          ? bareNumberUnit : (units + lenientUnits + outsideUnits).first { $0.rawValue == read.unit.lowercased() }
        if let unit {
          let note =
            units.contains(where: { $0.rawValue == unit.rawValue }) ? "" : " (\(unit.rawValue) is not a 2025.10 unit)"
          deviate(
            stringKind, "\(field) is the string \"\(text)\"; \(expects)\(note)", at: node.location,
            hint: "write {\"value\": \(formatNumber(read.value, decimals: 6)), \"unit\": \"\(unit.rawValue)\"}")
          return (read.value, unit)
        }
      }
      fail(
        "\(field) must be \(kind) object {value, unit}, found the string \"\(text)\"", node, id: .tokensDimensionInvalid
      )
      return nil
    }
    guard let m = members(node, field: field, kind: kind, required: ["value", "unit"]) else { return nil }
    var ok = true
    var value = 0.0
    if let v = m["value"] {
      if let number = v.number {
        value = number
      } else {
        ok = false
        fail("\(field).value must be a number, found \(v.kindDescription)", v, id: .tokensDimensionInvalid)
      }
    }
    var unit: Unit?
    if let u = m["unit"] {
      if let text = u.string, let parsed = Unit(rawValue: text), units.contains(where: { $0.rawValue == text }) {
        unit = parsed
      } else if let text = u.string, let parsed = lenientUnits.first(where: { $0.rawValue == text }) {
        unit = parsed
        deviate(
          .relativeUnit,
          "\(field).unit \"\(text)\" is not a 2025.10 unit (\(names.joined(separator: " or "))); it passes to CSS as written",
          at: u.location)
      } else if let text = u.string, let parsed = outsideUnits.first(where: { $0.rawValue == text }) {
        unit = parsed
        outsideUnitsRead.append(OutsideUnit(field: field, unit: text, value: value, location: u.location))
      } else if u.string == "", let parsed = emptyUnit, let number = m["value"]?.number, number == 0 {
        unit = parsed
        outsideUnitsRead.append(OutsideUnit(field: field, unit: "", value: 0, location: u.location))
      } else if u.string == "", emptyUnit != nil, let number = m["value"]?.number {
        ok = false
        fail(
          "\(field).unit is empty, so \(formatNumber(number, decimals: 6)) has no unit to be read in", u,
          hint: "write the unit: \(names.map { "\"\($0)\"" }.joined(separator: " or ")); only 0 may go without one",
          id: .tokensDimensionInvalid)
      } else {
        ok = false
        fail(
          "\(field).unit must be \(names.map { "\"\($0)\"" }.joined(separator: " or ")), found \(u.jsonText())", u,
          hint: u.string.flatMap { Suggestion.hint(for: $0, in: names) }, id: .tokensDimensionInvalid)
      }
    }
    guard ok, let unit else { return nil }
    return (value, unit)
  }

  /// The largest dimension (px or rem) and duration (ms or s) a token may hold: far beyond any
  /// design, and small enough that every later computation (rem → px, layout, CSS) stays finite.
  static let maxDimension = 1_000_000.0
  static let maxDuration = 100_000_000.0
  static let maxNumber = 1_000_000_000_000.0

  /// A measured value beyond `limit` is an error at its number, whichever form it was written in.
  mutating func withinRange<Unit>(_ measured: (Double, Unit)?, _ node: Node, field: String, kind: String, limit: Double)
    -> (Double, Unit)?
  {
    guard let measured, abs(measured.0) > limit else { return measured }
    let number = node["value"] ?? node
    fail(
      "\(field).value: \(number.scalarText ?? formatNumber(measured.0)) is out of range for \(kind)", number,
      hint: "\(kind) must lie within ±\(formatNumber(limit))", id: .tokensNumberOutOfRange)
    return nil
  }

  mutating func dimension(_ node: Node, field: String) -> Dimension? {
    let value = measured(
      node, field: field, kind: "a dimension", units: [DimensionUnit.px, .rem], lenientUnits: [.em, .percent],
      outsideUnits: DimensionUnit.outsideDTCG, emptyUnit: DimensionUnit.none, stringKind: .dimensionString,
      bareNumberUnit: .px)
    return withinRange(value, node, field: field, kind: "a dimension", limit: Self.maxDimension)
      .map { Dimension($0.0, $0.1) }
  }

  mutating func duration(_ node: Node, field: String) -> Duration? {
    let value = measured(
      node, field: field, kind: "a duration", units: [DurationUnit.ms, .s], stringKind: .durationString)
    return withinRange(value, node, field: field, kind: "a duration", limit: Self.maxDuration)
      .map { Duration($0.0, $0.1) }
  }

  mutating func fontFamily(_ node: Node, field: String) -> [String]? {
    if let text = node.string {
      if text.isEmpty {
        fail("\(field): a font family name must not be empty", node, id: .tokensFontFamilyInvalid)
        return nil
      }
      if let names = LenientForms.fontFamilyList(text) {
        deviate(
          .fontFamilyList, "\(field) is the string \"\(text)\"; 2025.10 expects one font name or an array of names",
          at: node.location, hint: "write [" + names.map { "\"\($0)\"" }.joined(separator: ", ") + "]")
        return names
      }
      return [text]
    }
    if let items = node.array, !items.isEmpty {
      var names: [String] = []
      for item in items {
        guard let text = item.string, !text.isEmpty else {
          fail(
            "\(field): font family names must be non-empty strings, found \(item.kindDescription)", item,
            id: .tokensFontFamilyInvalid)
          return nil
        }
        names.append(text)
      }
      return names
    }
    fail(
      "\(field) must be a font name or an array of font names, found \(node.kindDescription)", node,
      id: .tokensFontFamilyInvalid)
    return nil
  }

  mutating func fontWeight(_ node: Node, field: String) -> Double? {
    if let value = node.number {
      if value >= 1, value <= 1000 { return value }
      fail("\(field): font weight \(formatNumber(value)) is outside 1 to 1000", node, id: .tokensFontWeightInvalid)
      return nil
    }
    if let text = node.string {
      if let match = fontWeightKeywords.first(where: { $0.0 == text }) { return match.1 }
      if let read = LenientForms.fontWeight(text) {
        let written = read.keyword.map { "\"\($0)\"" } ?? formatNumber(read.weight)
        deviate(
          .fontWeightSpelling, "\(field) is \"\(text)\"; 2025.10 expects a number or a keyword such as \"semi-bold\"",
          at: node.location, hint: "write \(written)")
        return read.weight
      }
      fail(
        "\(field): unknown font weight '\(text)'", node,
        hint: Suggestion.hint(for: text, in: fontWeightKeywords.map(\.0))
          ?? "use a number from 1 to 1000 or a keyword such as medium", id: .tokensFontWeightInvalid)
      return nil
    }
    fail(
      "\(field) must be a font weight (a number or a keyword), found \(node.kindDescription)", node,
      id: .tokensFontWeightInvalid)
    return nil
  }

  mutating func cubicBezier(_ node: Node, field: String) -> [Double]? {
    if let text = node.string, let points = LenientForms.cubicBezier(text),
      points[0] >= 0, points[0] <= 1, points[2] >= 0, points[2] <= 1
    {
      deviate(
        .cubicBezierString,
        "\(field) is the string \"\(text)\"; 2025.10 expects an array of 4 numbers [x1, y1, x2, y2]",
        at: node.location, hint: "write [" + points.map { formatNumber($0) }.joined(separator: ", ") + "]")
      return points
    }
    guard let items = node.array, items.count == 4, items.allSatisfy({ $0.number != nil }) else {
      fail(
        "\(field) must be an array of 4 numbers [x1, y1, x2, y2], found \(node.array.map { "\($0.count) items" } ?? node.kindDescription)",
        node, id: .tokensCubicBezierInvalid)
      return nil
    }
    let values = items.compactMap(\.number)
    for index in [0, 2] where values[index] < 0 || values[index] > 1 {
      fail(
        "\(field): x\(index / 2 + 1) \(formatNumber(values[index])) must lie in 0 to 1", items[index],
        id: .tokensCubicBezierInvalid)
      return nil
    }
    return values
  }

  mutating func number(_ node: Node, field: String) -> Double? {
    if let value = node.number, abs(value) > Self.maxNumber {
      fail(
        "\(field): \(node.scalarText ?? "") is out of range for a number", node,
        hint: "a number must lie within ±\(formatNumber(Self.maxNumber))", id: .tokensNumberOutOfRange)
      return nil
    }
    if let value = node.number { return value }
    fail("\(field) must be a number, found \(node.kindDescription)", node, id: .tokensNumberInvalid)
    return nil
  }

  mutating func strokeStyle(_ node: Node, field: String) -> StrokeStyle? {
    if let text = node.string {
      if strokeStyleKeywords.contains(text) { return .keyword(text) }
      fail(
        "\(field): unknown stroke style '\(text)'", node,
        hint: Suggestion.hint(for: text, in: strokeStyleKeywords) ?? "use one of "
          + strokeStyleKeywords.joined(separator: ", "), id: .tokensStrokeStyleInvalid)
      return nil
    }
    guard let m = members(node, field: field, kind: "a stroke style", required: ["dashArray", "lineCap"]) else {
      return nil
    }
    var dashes: [Dimension] = []
    var ok = true
    if let array = m["dashArray"]?.array, !array.isEmpty {
      for (index, item) in array.enumerated() {
        if let d = dimension(item, field: "\(field).dashArray[\(index)]") { dashes.append(d) } else { ok = false }
      }
    } else if let bad = m["dashArray"] {
      ok = false
      fail("\(field).dashArray must be a non-empty array of dimensions", bad, id: .tokensStrokeStyleInvalid)
    }
    var cap = ""
    if let c = m["lineCap"] {
      if let text = c.string, lineCapKeywords.contains(text) {
        cap = text
      } else {
        ok = false
        fail(
          "\(field).lineCap must be round, butt or square, found \(c.jsonText())", c,
          hint: c.string.flatMap { Suggestion.hint(for: $0, in: lineCapKeywords) }, id: .tokensStrokeStyleInvalid)
      }
    }
    return ok ? .dashes(dashArray: dashes, lineCap: cap) : nil
  }

}
