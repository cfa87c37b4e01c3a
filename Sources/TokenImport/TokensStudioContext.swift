import Foundation
import SpecimenCore
import Tokens

extension TokensStudioReader {
  /// Computes math and color modifiers in one combination of themes: references are looked up in
  /// the sets that combination reads, later sets winning. Each token is computed once (memo), a
  /// chain of references is followed at most `maxDepth` deep, and a cycle is a failure.
  struct ContextEvaluator {
    typealias Failure = MathExpression.Failure
    let evaluation: Evaluation
    /// Dotted path → the set whose token it is in this combination.
    let merged: [String: Int]
    var quantities: [String: Result<MathExpression.Quantity, Failure>] = [:]
    var colors: [String: Result<ColorModifier.RGBA, Failure>] = [:]
    var inProgress: Set<String> = []

    static let maxDepth = 64

    init(evaluation: Evaluation, merged: [String: Int]) {
      self.evaluation = evaluation
      self.merged = merged
    }

    /// The value a spot computes, as the node that replaces what is written.
    mutating func computed(_ index: Int) -> Result<Computed, Failure> {
      let spot = evaluation.spots[index]
      do throws(Failure) {
        switch spot.kind {
        case .math(let expression, _):
          let quantity = try expression.evaluate { name throws(Failure) in try self.quantity(of: name, depth: 1) }
          if let lch = quantity.oklch { return .success(Self.node(oklch: lch, at: spot.position)) }
          return .success(Self.node(quantity, isDimension: spot.isDimension, at: spot.position))
        case .modify:
          let color = try modified(spot, depth: 1)
          return .success(Self.node(color, at: spot.position))
        case .list(let parts, _):
          var texts: [String] = []
          for part in parts {
            let quantity: MathExpression.Quantity
            if let target = Self.reference(part) {
              quantity = try self.quantity(of: target, depth: 1)
            } else if let measure = LenientForms.measure(part) {
              quantity = MathExpression.Quantity(value: measure.value, unit: measure.unit)
            } else {
              throw Failure(message: "\(part) is no size")
            }
            // A size without a unit is px, as Tokens Studio writes it.
            texts.append(formatNumber(quantity.value) + (quantity.unit.isEmpty ? "px" : quantity.unit))
          }
          let text = texts.joined(separator: " ")
          return .success(Computed(node: Node(.string(text), at: spot.position), text: text))
        case .color:
          let path = spot.tokenPath.joined(separator: ".")
          let color = try literalColor(evaluation.tokens[spot.set][path]?["$value"], path: path, depth: 1)
          return .success(Self.node(color, at: spot.position))
        }
      } catch {
        return .failure(error)
      }
    }

    private func token(_ path: String) throws(Failure) -> (set: Int, node: Node) {
      guard let set = merged[path], let node = evaluation.tokens[set][path] else {
        throw Failure(message: "{\(path)} is no token here")
      }
      return (set, node)
    }

    /// `rgba({colors.black}, 0.5)` → (`colors.black`, `0.5`): Tokens Studio's alpha over a
    /// referenced color; nil for anything else.
    static func rgbaOverReference(_ text: String) -> (String, String)? {
      let trimmed = text.trimmingCharacters(in: .whitespaces)
      let lower = trimmed.lowercased()
      let prefix = lower.hasPrefix("rgba(") ? 5 : lower.hasPrefix("rgb(") ? 4 : 0
      guard prefix > 0, trimmed.hasSuffix(")"), trimmed.count < MathExpression.maxLength else { return nil }
      let parts = trimmed.dropFirst(prefix).dropLast().split(separator: ",", omittingEmptySubsequences: false)
      guard parts.count == 2, let target = reference(String(parts[0])) else { return nil }
      return (target, parts[1].trimmingCharacters(in: .whitespaces))
    }

    /// `{a.b}` → `a.b`; nil for anything else.
    static func reference(_ text: String) -> String? {
      let trimmed = text.trimmingCharacters(in: .whitespaces)
      guard trimmed.hasPrefix("{"), trimmed.hasSuffix("}"), trimmed.count > 2 else { return nil }
      let inner = trimmed.dropFirst().dropLast()
      return inner.contains("{") || inner.contains("}") ? nil : String(inner)
    }

    mutating func quantity(of path: String, depth: Int) throws(Failure) -> MathExpression.Quantity {
      if let known = quantities[path] { return try known.get() }
      guard depth <= Self.maxDepth else { throw Failure(message: "references nest more than \(Self.maxDepth) deep") }
      guard inProgress.insert(path).inserted else { throw Failure(message: "{\(path)} refers to itself") }
      defer { inProgress.remove(path) }
      let result: Result<MathExpression.Quantity, Failure>
      do throws(Failure) {
        result = .success(try readQuantity(path, depth: depth))
      } catch {
        result = .failure(error)
      }
      quantities[path] = result
      return try result.get()
    }

    private mutating func readQuantity(_ path: String, depth: Int) throws(Failure) -> MathExpression.Quantity {
      let (set, node) = try token(path)
      if let spot = evaluation.wholeMath[set][path], case .math(let expression, _) = evaluation.spots[spot].kind {
        return try expression.evaluate { name throws(Failure) in try self.quantity(of: name, depth: depth + 1) }
      }
      guard let value = node["$value"] else { throw Failure(message: "{\(path)} has no value") }
      if let number = value.number { return MathExpression.Quantity(value: number, unit: "") }
      if let text = value.string {
        if let target = Self.reference(text) { return try quantity(of: target, depth: depth + 1) }
        if let measure = LenientForms.measure(text), measure.unit.allSatisfy({ $0.isLetter || $0 == "%" }) {
          return MathExpression.Quantity(value: measure.value, unit: measure.unit)
        }
        // A color, for the color functions: `oklch(…)` as written, else an sRGB color in OKLCH.
        if let read = LenientForms.oklabFunction(text), read.space == .oklch {
          return try MathExpression.color(read.components + [read.alpha])
        }
        if let rgb = ColorModifier.parse(text) {
          let lab = ColorMath.srgbToOKLab((rgb.red, rgb.green, rgb.blue))
          let hue = atan2(lab.2, lab.1) * 180 / .pi
          return try MathExpression.color([lab.0, (lab.1 * lab.1 + lab.2 * lab.2).squareRoot(), hue, rgb.alpha])
        }
      }
      if let number = value["value"]?.number, let unit = value["unit"]?.string {
        return MathExpression.Quantity(value: number, unit: unit)
      }
      throw Failure(message: "{\(path)} is not a number (\(value.jsonText()))")
    }

    mutating func color(of path: String, depth: Int) throws(Failure) -> ColorModifier.RGBA {
      if let known = colors[path] { return try known.get() }
      guard depth <= Self.maxDepth else { throw Failure(message: "references nest more than \(Self.maxDepth) deep") }
      guard inProgress.insert("color " + path).inserted else { throw Failure(message: "{\(path)} refers to itself") }
      defer { inProgress.remove("color " + path) }
      let result: Result<ColorModifier.RGBA, Failure>
      do throws(Failure) {
        let (set, node) = try token(path)
        if let spot = evaluation.wholeModify[set][path] {
          result = .success(try modified(evaluation.spots[spot], depth: depth + 1))
        } else {
          result = .success(try literalColor(node["$value"], path: path, depth: depth))
        }
      } catch {
        result = .failure(error)
      }
      colors[path] = result
      return try result.get()
    }

    /// A color as written: a reference, a hex or rgb() string, or an sRGB color object.
    private mutating func literalColor(_ value: Node?, path: String, depth: Int) throws(Failure) -> ColorModifier.RGBA {
      guard let value else { throw Failure(message: "{\(path)} has no value") }
      if let text = value.string {
        if let target = Self.reference(text) { return try color(of: target, depth: depth + 1) }
        if let color = ColorModifier.parse(text) { return color }
        if let (target, alpha) = Self.rgbaOverReference(text) {
          var color = try color(of: target, depth: depth + 1)
          color.alpha = try amount(Node(.string(alpha), at: value.position), depth: depth)
          return color
        }
      }
      if value["colorSpace"]?.string == "srgb", let parts = value["components"]?.array, parts.count == 3 {
        let channels = parts.compactMap(\.number)
        if channels.count == 3 {
          return ColorModifier.RGBA(
            red: channels[0], green: channels[1], blue: channels[2], alpha: value["alpha"]?.number ?? 1)
        }
      }
      throw Failure(message: "\(value.jsonText()) is not a color Specimen can modify (hex, rgb() or sRGB)")
    }

    /// The token's own color with its modifier applied.
    private mutating func modified(_ spot: Spot, depth: Int) throws(Failure) -> ColorModifier.RGBA {
      guard case .modify(let modify) = spot.kind else { throw Failure(message: "not a color modifier") }
      let path = spot.tokenPath.joined(separator: ".")
      let node = evaluation.tokens[spot.set][path]
      let base = try literalColor(node?["$value"], path: path, depth: depth)
      guard let typeText = modify["type"]?.string, let kind = ColorModifier.Kind(rawValue: typeText) else {
        throw Failure(
          message: "type must be lighten, darken, mix or alpha, found \(modify["type"]?.jsonText() ?? "nothing")")
      }
      let spaceText = modify["space"]?.string ?? "srgb"
      guard let space = ColorModifier.Space(rawValue: spaceText.lowercased()) else {
        throw Failure(message: "unknown space \(spaceText) (srgb, hsl, lch or p3)")
      }
      let amount = try self.amount(modify["value"], depth: depth)
      guard (0...1).contains(amount) else {
        throw Failure(message: "the value \(formatNumber(amount)) is not from 0 to 1")
      }
      var mix: ColorModifier.RGBA?
      if kind == .mix {
        guard let other = modify["color"] else { throw Failure(message: "mix needs a \"color\"") }
        mix = try literalColor(other, path: path, depth: depth)
      }
      return ColorModifier(kind: kind, space: space, amount: amount, mixColor: mix).apply(to: base)
    }

    private mutating func amount(_ node: Node?, depth: Int) throws(Failure) -> Double {
      guard let node else { throw Failure(message: "the modifier has no value") }
      if let number = node.number { return number }
      if let text = node.string {
        if let number = Double(text.trimmingCharacters(in: .whitespaces)) { return number }
        let quantity: MathExpression.Quantity
        if let target = Self.reference(text) {
          quantity = try self.quantity(of: target, depth: depth + 1)
        } else if let expression = MathExpression(text) {
          quantity = try expression.evaluate { name throws(Failure) in try self.quantity(of: name, depth: depth + 1) }
        } else {
          throw Failure(message: "the value \(node.jsonText()) is not a number")
        }
        guard quantity.unit.isEmpty || quantity.unit == "%" else {
          throw Failure(message: "the value \(quantity.text) is not a number")
        }
        return quantity.unit == "%" ? quantity.value / 100 : quantity.value
      }
      throw Failure(message: "the value \(node.jsonText()) is not a number")
    }

    // MARK: Nodes

    static func number(_ value: Double, at position: SourcePosition) -> Node {
      Node(.number(value, formatNumber(value)), at: position)
    }

    static func entry(_ key: String, _ value: Node) -> Node.Entry {
      Node.Entry(key: key, keyPosition: value.position, value: value)
    }

    /// px and rem (or no unit: px, as Tokens Studio reads a bare number) as a DTCG dimension;
    /// other units as the string the lenient reading takes; a number as a number.
    static func node(_ quantity: MathExpression.Quantity, isDimension: Bool, at position: SourcePosition) -> Computed {
      let rounded = MathExpression.Quantity(
        value: Double(formatNumber(quantity.value)) ?? quantity.value, unit: quantity.unit)
      if isDimension, rounded.unit.isEmpty || rounded.unit == "px" || rounded.unit == "rem" {
        let unit = rounded.unit.isEmpty ? "px" : rounded.unit
        let node = Node(
          .object([
            entry("value", number(rounded.value, at: position)), entry("unit", Node(.string(unit), at: position)),
          ]),
          at: position)
        return Computed(node: node, text: formatNumber(rounded.value) + unit)
      }
      if rounded.unit.isEmpty { return Computed(node: number(rounded.value, at: position), text: rounded.text) }
      return Computed(node: Node(.string(rounded.text), at: position), text: rounded.text)
    }

    /// An OKLCH color object (lightness, chroma, hue, alpha), alpha only when below 1; shown as
    /// CSS writes it, at most 4 decimals.
    static func node(oklch lch: [Double], at position: SourcePosition) -> Computed {
      func exact(_ v: Double) -> Node { Node(.number(v, JSONWriter.number(v)), at: position) }
      var entries = [
        entry("colorSpace", Node(.string("oklch"), at: position)),
        entry("components", Node(.array(lch.prefix(3).map(exact)), at: position)),
      ]
      if lch[3] < 1 { entries.append(entry("alpha", exact(lch[3]))) }
      let text =
        "oklch(" + lch.prefix(3).map { formatNumber($0) }.joined(separator: " ")
        + (lch[3] < 1 ? " / \(formatNumber(lch[3]))" : "") + ")"
      return Computed(node: Node(.object(entries), at: position), text: text)
    }

    /// An sRGB color object, alpha only when below 1.
    static func node(_ color: ColorModifier.RGBA, at position: SourcePosition) -> Computed {
      func exact(_ v: Double) -> Node { Node(.number(v, JSONWriter.number(v)), at: position) }
      var entries = [
        entry("colorSpace", Node(.string("srgb"), at: position)),
        entry(
          "components",
          Node(.array([color.red, color.green, color.blue].map { exact(min(1, max(0, $0))) }), at: position)),
      ]
      if color.alpha < 1 { entries.append(entry("alpha", exact(color.alpha))) }
      return Computed(node: Node(.object(entries), at: position), text: ColorModifier.hex(color))
    }
  }
}
