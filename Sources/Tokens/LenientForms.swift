import Foundation

/// Readings of the forms earlier DTCG drafts and common exporters write, each with one clear
/// meaning in 2025.10 terms. Pure functions: the parser decides whether they warn or fail.
package enum LenientForms {
  /// `#rgb`, `#rgba`, `#rrggbb`, `#rrggbbaa` → sRGB channels in 0…1, alpha, and the 6-digit form.
  package static func hex(_ text: String) -> (components: [Double], alpha: Double, hex6: String)? {
    guard text.hasPrefix("#") else { return nil }
    var digits = String(text.dropFirst())
    guard [3, 4, 6, 8].contains(digits.count), digits.allSatisfy(\.isHexDigit) else { return nil }
    if digits.count <= 4 { digits = String(digits.flatMap { [$0, $0] }) }
    let bytes = stride(from: 0, to: digits.count, by: 2).map { offset -> Double in
      let start = digits.index(digits.startIndex, offsetBy: offset)
      return Double(Int(digits[start..<digits.index(start, offsetBy: 2)], radix: 16) ?? 0)
    }
    let alpha = bytes.count == 4 ? bytes[3] / 255 : 1
    return (bytes.prefix(3).map { $0 / 255 }, alpha, "#" + digits.prefix(6).lowercased())
  }

  /// `rgb(10, 132, 255)`, `rgba(0, 0, 0, 0.5)`, `rgb(0 0 0 / 50%)` → sRGB channels and alpha.
  package static func rgbFunction(_ text: String) -> (components: [Double], alpha: Double)? {
    let lower = text.lowercased().trimmingCharacters(in: .whitespaces)
    let name = lower.hasPrefix("rgba(") ? "rgba(" : lower.hasPrefix("rgb(") ? "rgb(" : nil
    guard let name, lower.hasSuffix(")") else { return nil }
    let body = lower.dropFirst(name.count).dropLast()
    let parts = body.split(whereSeparator: { $0 == "," || $0 == " " || $0 == "/" }).map(String.init)
    // `rgba(#000000, 0.5)`, as Tokens Studio writes an alpha over a hex (sd-transforms reads it so).
    if parts.count == 2, let read = hex(parts[0]), read.alpha == 1 {
      guard let alpha = alphaValue(parts[1]) else { return nil }
      return (read.components, alpha)
    }
    guard parts.count == 3 || parts.count == 4 else { return nil }
    func channel(_ part: String) -> Double? {
      if part.hasSuffix("%") { return Double(part.dropLast()).map { $0 / 100 } }
      return Double(part).map { $0 / 255 }
    }
    let channels = parts.prefix(3).compactMap(channel)
    guard channels.count == 3, channels.allSatisfy({ $0 >= 0 && $0 <= 1 }) else { return nil }
    var alpha = 1.0
    if parts.count == 4 {
      guard let value = alphaValue(parts[3]) else { return nil }
      alpha = value
    }
    return (channels, alpha)
  }

  /// `oklch(0.97 0.02 95.33 / 1)`, `oklab(62% 0.1 -0.05)` → the space, its components as 2025.10
  /// writes them (lightness 0…1; a percentage of chroma is of 0.4, of a and b of 0.4, as CSS
  /// Color 4 defines them; hue in degrees) and the alpha.
  package static func oklabFunction(_ text: String) -> (space: ColorSpace, components: [Double], alpha: Double)? {
    let lower = text.lowercased().trimmingCharacters(in: .whitespaces)
    let space: ColorSpace? = lower.hasPrefix("oklch(") ? .oklch : lower.hasPrefix("oklab(") ? .oklab : nil
    guard let space, lower.hasSuffix(")") else { return nil }
    let body = lower.dropFirst(6).dropLast()
    let halves = body.split(separator: "/", omittingEmptySubsequences: false)
    guard halves.count <= 2 else { return nil }
    let parts = halves[0].split(whereSeparator: { $0 == " " || $0 == "," }).map(String.init)
    guard parts.count == 3 else { return nil }
    func number(_ part: String, percentOf scale: Double) -> Double? {
      if part.hasSuffix("%") { return Double(part.dropLast()).map { $0 / 100 * scale } }
      if part.hasSuffix("deg") { return Double(part.dropLast(3)) }
      return Double(part)
    }
    guard let lightness = number(parts[0], percentOf: 1), lightness >= 0, lightness <= 1,
      let second = number(parts[1], percentOf: 0.4), let third = number(parts[2], percentOf: 0.4)
    else { return nil }
    if space == .oklch, second < 0 { return nil }
    var alpha = 1.0
    if halves.count == 2 {
      guard let value = alphaValue(halves[1].trimmingCharacters(in: .whitespaces)) else { return nil }
      alpha = value
    }
    let hue =
      space == .oklch ? (third.truncatingRemainder(dividingBy: 360) + 360).truncatingRemainder(dividingBy: 360) : third
    return (space, [lightness, second, hue], alpha)
  }

  /// `hsl(286, 31%, 82%)`, `hsla(286, 31%, 82%, 0.04)`, `hsl(286deg 31% 82% / 4%)` → the hue in
  /// degrees, saturation and lightness in 0…100 (as 2025.10's hsl space writes them) and the
  /// alpha. A CSS color that Style Dictionary and Tokens Studio pass through as written.
  static func hslFunction(_ text: String) -> (components: [Double], alpha: Double)? {
    let lower = text.lowercased().trimmingCharacters(in: .whitespaces)
    let name = lower.hasPrefix("hsla(") ? "hsla(" : lower.hasPrefix("hsl(") ? "hsl(" : nil
    guard let name, lower.hasSuffix(")") else { return nil }
    let parts = lower.dropFirst(name.count).dropLast()
      .split(whereSeparator: { $0 == "," || $0 == " " || $0 == "/" }).map(String.init)
    guard parts.count == 3 || parts.count == 4 else { return nil }
    let hueText = parts[0].hasSuffix("deg") ? String(parts[0].dropLast(3)) : parts[0]
    guard let hue = Double(hueText), hue.isFinite else { return nil }
    func percent(_ part: String) -> Double? {
      guard let value = Double(part.hasSuffix("%") ? String(part.dropLast()) : part), value >= 0, value <= 100
      else { return nil }
      return value
    }
    guard let saturation = percent(parts[1]), let lightness = percent(parts[2]) else { return nil }
    var alpha = 1.0
    if parts.count == 4 {
      guard let value = alphaValue(parts[3]) else { return nil }
      alpha = value
    }
    return (
      [(hue.truncatingRemainder(dividingBy: 360) + 360).truncatingRemainder(dividingBy: 360), saturation, lightness],
      alpha
    )
  }

  /// An alpha of `0.5` or `50%`, within 0…1.
  static func alphaValue(_ part: String) -> Double? {
    guard let value = part.hasSuffix("%") ? Double(part.dropLast()).map({ $0 / 100 }) : Double(part),
      value >= 0, value <= 1
    else { return nil }
    return value
  }

  /// A CSS gradient function: `linear-gradient(…)`, `radial-gradient(…)`, `conic-gradient(…)`
  /// and their `repeating-` forms.
  package static func isGradient(_ text: String) -> Bool {
    let lower = text.lowercased().trimmingCharacters(in: .whitespaces)
    guard lower.hasSuffix(")") else { return false }
    let name = lower.hasPrefix("repeating-") ? lower.dropFirst("repeating-".count) : Substring(lower)
    return ["linear-gradient(", "radial-gradient(", "conic-gradient("].contains { name.hasPrefix($0) }
  }

  /// CSS math in a size: `clamp(…)`, `min(…)`, `max(…)`, `calc(…)`, which Tokens Studio keeps as
  /// written when it cannot reduce it to one number (its units mixed, `1rem + 0.5vw`).
  package static func isCSSMath(_ text: String) -> Bool {
    let lower = text.lowercased().trimmingCharacters(in: .whitespaces)
    return lower.hasSuffix(")") && ["clamp(", "min(", "max(", "calc("].contains { lower.hasPrefix($0) }
  }

  /// `"16px"`, `"-0.5 rem"`, `"200ms"`, `"16"` → the number and the unit text (empty when none).
  package static func measure(_ text: String) -> (value: Double, unit: String)? {
    // By hand rather than with Foundation's trimming: thousands of values go through here.
    var rest = Substring(text)
    while rest.first == " " { rest.removeFirst() }
    while rest.last == " " { rest.removeLast() }
    let digits = rest.prefix { $0.isASCII && ($0.isNumber || $0 == "." || $0 == "-" || $0 == "+") }
    guard !digits.isEmpty, let value = Double(digits), value.isFinite else { return nil }
    rest = rest.dropFirst(digits.count)
    while rest.first == " " { rest.removeFirst() }
    return (value, String(rest))
  }

  /// The CSS easing keywords and `cubic-bezier(x1, y1, x2, y2)`.
  static func cubicBezier(_ text: String) -> [Double]? {
    let keywords: [String: [Double]] = [
      "linear": [0, 0, 1, 1], "ease": [0.25, 0.1, 0.25, 1], "ease-in": [0.42, 0, 1, 1],
      "ease-out": [0, 0, 0.58, 1], "ease-in-out": [0.42, 0, 0.58, 1],
    ]
    let lower = text.lowercased().trimmingCharacters(in: .whitespaces)
    if let points = keywords[lower] { return points }
    guard lower.hasPrefix("cubic-bezier("), lower.hasSuffix(")") else { return nil }
    let parts = lower.dropFirst("cubic-bezier(".count).dropLast().split(separator: ",")
      .compactMap { Double($0.trimmingCharacters(in: .whitespaces)) }
    return parts.count == 4 ? parts : nil
  }

  /// `"400"` → 400; `"Bold"`, `"Semi Bold"`, `"SemiBold"`, `"extraBold"` → the 2025.10 keyword's weight.
  static func fontWeight(_ text: String) -> (weight: Double, keyword: String?)? {
    if let number = Double(text.trimmingCharacters(in: .whitespaces)), number >= 1, number <= 1000 {
      return (number, nil)
    }
    let squeezed = text.lowercased().filter { $0.isLetter }
    guard let match = fontWeightKeywords.first(where: { $0.0.filter(\.isLetter) == squeezed }) else { return nil }
    return (match.1, match.0)
  }

  /// `"Inter, \"Helvetica Neue\", sans-serif"` → the names, quotes removed.
  static func fontFamilyList(_ text: String) -> [String]? {
    guard text.contains(",") else { return nil }
    let names = text.split(separator: ",").map {
      $0.trimmingCharacters(in: .whitespaces).trimmingCharacters(in: CharacterSet(charactersIn: "\"'"))
    }
    return names.contains(where: \.isEmpty) ? nil : names
  }
}
