import Foundation
import Tokens

/// The arithmetic Tokens Studio writes in values: `{spacing.base} * 2`, `({size.lg} - 4px) / 2`,
/// `roundTo({base} * 1.333, 2)`. Numbers may carry one unit; references are looked up by the
/// caller. Bounded: at most `maxLength` characters and `maxDepth` nested parentheses or calls, so
/// the recursive parser's depth is bounded by a constant whatever the input.
struct MathExpression {
  /// A number and its unit (`""` when it has none).
  struct Quantity: Sendable, Hashable {
    var value: Double
    var unit: String
    /// A color instead of a number: OKLCH lightness, chroma, hue and alpha, as the color
    /// functions of Tokens Studio's platform (`set_chroma`, `set_lightness`) take and give it.
    var oklch: [Double]? = nil

    /// `8px`, `1.5`: numbers as CSS writes them, at most 4 decimals.
    var text: String { formatNumber(value) + unit }
  }

  struct Failure: Error, Sendable, Hashable {
    var message: String
  }

  static let maxLength = 1_000
  static let maxDepth = 32
  static let functions = [
    "round", "floor", "ceil", "abs", "min", "max", "roundTo", "pow", "oklch", "lightness", "chroma", "hue",
    "set_lightness", "set_chroma", "set_hue",
  ]

  /// The calls that make a color of a color, which a color token's value may be.
  static let colorSetters: Set<Piece> = [.name("set_lightness"), .name("set_chroma"), .name("set_hue")]

  enum Piece: Hashable {
    case number(Double, String)
    case reference(String)
    case name(String)
    case symbol(Character)
  }

  let pieces: [Piece]

  /// Reads `text` as an expression; nil when it is not one (a plain `16px`, a font name, a color).
  init?(_ text: String) {
    guard text.count <= Self.maxLength, let pieces = Self.split(text) else { return nil }
    // An expression has an operator between operands, or a function call; `-4px` is a number.
    let hasOperator = pieces.indices.contains { i in
      guard case .symbol(let c) = pieces[i], "+-*/".contains(c), i > 0 else { return false }
      switch pieces[i - 1] {
      case .number, .reference, .symbol(")"): return true
      default: return false
      }
    }
    // A word is a function call or nothing: `Bold`, `none` are no expressions.
    var hasCall = false
    for (i, piece) in pieces.enumerated() {
      guard case .name = piece else { continue }
      guard i + 1 < pieces.count, pieces[i + 1] == .symbol("(") else { return nil }
      hasCall = true
    }
    guard hasOperator || hasCall else { return nil }
    self.pieces = pieces
  }

  /// Whether a value reads as arithmetic on references (`{a} * 2`): Tokens Studio's, not DTCG's.
  static func looksLikeMath(_ text: String) -> Bool {
    text.contains("{") && MathExpression(text) != nil
  }

  /// The names of the tokens the expression refers to, in order.
  var references: [String] {
    pieces.compactMap { if case .reference(let name) = $0 { return name } else { return nil } }
  }

  /// Splits into numbers (with units), `{references}`, function names and symbols; nil when
  /// something else is in the way.
  static func split(_ text: String) -> [Piece]? {
    var pieces: [Piece] = []
    let characters = Array(text)
    var i = 0
    while i < characters.count {
      let c = characters[i]
      if c == " " || c == "\t" {
        i += 1
      } else if c == "{" {
        guard let close = characters[i...].firstIndex(of: "}") else { return nil }
        let name = String(characters[(i + 1)..<close]).trimmingCharacters(in: .whitespaces)
        guard !name.isEmpty, !name.contains("{") else { return nil }
        pieces.append(.reference(name))
        i = close + 1
      } else if c.isASCII && (c.isNumber || c == ".") {
        var j = i
        while j < characters.count, characters[j].isASCII, characters[j].isNumber || characters[j] == "." { j += 1 }
        j = exponentEnd(characters, from: j)
        guard let value = Double(String(characters[i..<j])) else { return nil }
        var k = j
        while k < characters.count, characters[k].isASCII, characters[k].isLetter || characters[k] == "%" { k += 1 }
        pieces.append(.number(value, String(characters[j..<k])))
        i = k
      } else if c.isASCII && c.isLetter {
        var j = i
        while j < characters.count, characters[j].isASCII,
          characters[j].isLetter || characters[j].isNumber || characters[j] == "_"
        {
          j += 1
        }
        pieces.append(.name(String(characters[i..<j])))
        i = j
      } else if "+-*/(),".contains(c) {
        pieces.append(.symbol(c))
        i += 1
      } else {
        return nil
      }
    }
    return pieces.isEmpty ? nil : pieces
  }

  /// Where a number's exponent (`e-3`, `E+2`, `e5`) ends, as JavaScript reads `2e-3`; `start` when
  /// the letters there are a unit instead (`2em`, `3e`).
  static func exponentEnd(_ characters: [Character], from start: Int) -> Int {
    guard start < characters.count, characters[start] == "e" || characters[start] == "E" else { return start }
    var k = start + 1
    if k < characters.count, characters[k] == "-" || characters[k] == "+" { k += 1 }
    let digits = k
    while k < characters.count, characters[k].isASCII, characters[k].isNumber { k += 1 }
    return k > digits ? k : start
  }

  /// The value, references read through `lookup` (which throws its own failure).
  func evaluate(_ lookup: (String) throws(Failure) -> Quantity) throws(Failure) -> Quantity {
    var parser = Parser(pieces: pieces)
    let result = try parser.sum(depth: 0, lookup)
    guard parser.index == pieces.count else { throw Failure(message: "unexpected \(parser.describe(parser.index))") }
    guard result.oklch != nil || (result.value.isFinite && abs(result.value) <= 1e12) else {
      throw Failure(message: "the result is out of range")
    }
    return result
  }

  private struct Parser {
    typealias Lookup = (String) throws(Failure) -> Quantity
    let pieces: [Piece]
    var index = 0

    func describe(_ i: Int) -> String {
      guard i < pieces.count else { return "end of the expression" }
      switch pieces[i] {
      case .number(let v, let u): return "'\(formatNumber(v))\(u)'"
      case .reference(let r): return "'{\(r)}'"
      case .name(let n): return "'\(n)'"
      case .symbol(let s): return "'\(s)'"
      }
    }

    /// Binary operators by precedence, loosest first; each level's operands are the next level's.
    static let precedence: [[Character]] = [["+", "-"], ["*", "/"]]

    mutating func sum(depth: Int, _ lookup: Lookup) throws(Failure) -> Quantity {
      guard depth <= MathExpression.maxDepth else {
        throw Failure(message: "more than \(MathExpression.maxDepth) nested parentheses")
      }
      return try binary(level: 0, depth: depth, lookup)
    }

    /// Left-associative: `a - b - c` is `(a - b) - c`.
    mutating func binary(level: Int, depth: Int, _ lookup: Lookup) throws(Failure) -> Quantity {
      guard level < Self.precedence.count else { return try unary(depth: depth, lookup) }
      var left = try binary(level: level + 1, depth: depth, lookup)
      while index < pieces.count, case .symbol(let c) = pieces[index], Self.precedence[level].contains(c) {
        index += 1
        let right = try binary(level: level + 1, depth: depth, lookup)
        left = try MathExpression.combine(left, c, right)
      }
      return left
    }

    mutating func unary(depth: Int, _ lookup: Lookup) throws(Failure) -> Quantity {
      // Signs in a row are counted, not recursed on.
      var negative = false
      while index < pieces.count, case .symbol(let c) = pieces[index], c == "-" || c == "+" {
        if c == "-" { negative.toggle() }
        index += 1
      }
      var operand = try primary(depth: depth, lookup)
      if negative { operand.value = -operand.value }
      return operand
    }

    mutating func primary(depth: Int, _ lookup: Lookup) throws(Failure) -> Quantity {
      guard index < pieces.count else { throw Failure(message: "the expression ends early") }
      let piece = pieces[index]
      index += 1
      switch piece {
      case .number(let value, let unit): return Quantity(value: value, unit: unit)
      case .reference(let name): return try lookup(name)
      case .symbol("("):
        let inner = try sum(depth: depth + 1, lookup)
        try expect(")")
        return inner
      case .name(let name):
        guard MathExpression.functions.contains(name) else {
          throw Failure(
            message:
              "the function '\(name)' is not evaluated (only + - * /, parentheses and "
              + MathExpression.functions.joined(separator: ", ") + ")")
        }
        try expect("(")
        var arguments: [Quantity] = [try sum(depth: depth + 1, lookup)]
        while index < pieces.count, pieces[index] == .symbol(",") {
          index += 1
          arguments.append(try sum(depth: depth + 1, lookup))
        }
        try expect(")")
        return try MathExpression.call(name, arguments)
      default:
        throw Failure(message: "unexpected \(describe(index - 1))")
      }
    }

    mutating func expect(_ symbol: Character) throws(Failure) {
      guard index < pieces.count, pieces[index] == .symbol(symbol) else {
        throw Failure(message: "expected '\(symbol)', found \(describe(index))")
      }
      index += 1
    }
  }

  /// One operator: + and - need the same unit (or none on one side); * needs one side without
  /// a unit; / a divisor without a unit, or the same unit (which gives a plain number).
  static func combine(_ a: Quantity, _ op: Character, _ b: Quantity) throws(Failure) -> Quantity {
    guard a.oklch == nil, b.oklch == nil else {
      throw Failure(message: "a color takes no '\(op)'; set_lightness and set_chroma change one")
    }
    func unit() throws(Failure) -> String {
      if a.unit.isEmpty || b.unit.isEmpty || a.unit == b.unit { return a.unit.isEmpty ? b.unit : a.unit }
      throw Failure(message: "cannot combine \(a.text) and \(b.text): their units differ")
    }
    switch op {
    case "+": return Quantity(value: a.value + b.value, unit: try unit())
    case "-": return Quantity(value: a.value - b.value, unit: try unit())
    case "*":
      guard a.unit.isEmpty || b.unit.isEmpty else {
        throw Failure(message: "cannot multiply \(a.text) by \(b.text): one side must be a plain number")
      }
      return Quantity(value: a.value * b.value, unit: a.unit.isEmpty ? b.unit : a.unit)
    default:
      guard b.value != 0 else { throw Failure(message: "division by zero") }
      if !b.unit.isEmpty {
        guard a.unit == b.unit else { throw Failure(message: "cannot divide \(a.text) by \(b.text)") }
        return Quantity(value: a.value / b.value, unit: "")
      }
      return Quantity(value: a.value / b.value, unit: a.unit)
    }
  }

  static func call(_ name: String, _ arguments: [Quantity]) throws(Failure) -> Quantity {
    if let color = try colorCall(name, arguments) { return color }
    guard arguments.allSatisfy({ $0.oklch == nil }) else { throw Failure(message: "\(name) takes no color") }
    func one() throws(Failure) -> Quantity {
      guard arguments.count == 1 else { throw Failure(message: "\(name) takes one argument") }
      return arguments[0]
    }
    switch name {
    case "pow":
      guard arguments.count == 2, arguments.allSatisfy({ $0.unit.isEmpty }) else {
        throw Failure(message: "pow takes two plain numbers")
      }
      return Quantity(value: Foundation.pow(arguments[0].value, arguments[1].value), unit: "")
    case "round": return try one().map { $0.rounded() }
    case "floor": return try one().map { $0.rounded(.down) }
    case "ceil": return try one().map { $0.rounded(.up) }
    case "abs": return try one().map { Swift.abs($0) }
    case "roundTo":
      // The decimals default to none, as Tokens Studio's roundTo does.
      let decimals = arguments.count == 2 ? arguments[1] : Quantity(value: 0, unit: "")
      guard arguments.count <= 2, decimals.unit.isEmpty, (0...10).contains(decimals.value) else {
        throw Failure(message: "roundTo takes a value and a number of decimals from 0 to 10")
      }
      let scale = pow(10, decimals.value.rounded())
      return arguments[0].map { ($0 * scale).rounded() / scale }
    default:  // min, max
      guard var result = arguments.first else { throw Failure(message: "\(name) takes an argument") }
      for next in arguments.dropFirst() {
        _ = try combine(result, "-", next)  // the same unit
        if (name == "min") == (next.value < result.value) { result = Quantity(value: next.value, unit: result.unit) }
      }
      return result
    }
  }
}

extension MathExpression {
  /// The color functions of Tokens Studio's platform, in OKLCH: `oklch(l, c, h)` makes a color,
  /// `lightness`, `chroma` and `hue` read one of its coordinates, `set_lightness`, `set_chroma`
  /// and `set_hue` give the color with that coordinate replaced (the others, and the alpha, kept;
  /// a hue in degrees, taken modulo 360). Nil for the other functions.
  static func colorCall(_ name: String, _ arguments: [Quantity]) throws(Failure) -> Quantity? {
    let coordinates = ["lightness": 0, "chroma": 1, "hue": 2]
    switch name {
    case "oklch":
      guard arguments.count == 3, arguments.allSatisfy({ $0.oklch == nil && $0.unit.isEmpty }) else {
        throw Failure(message: "oklch takes three plain numbers: lightness, chroma and hue")
      }
      return try color([arguments[0].value, arguments[1].value, arguments[2].value, 1])
    case "lightness", "chroma", "hue":
      guard arguments.count == 1, let color = arguments[0].oklch else {
        throw Failure(message: "\(name) takes one color")
      }
      return Quantity(value: color[coordinates[name] ?? 0], unit: "")
    case "set_lightness", "set_chroma", "set_hue":
      guard arguments.count == 2, var color = arguments[0].oklch, arguments[1].oklch == nil,
        arguments[1].unit.isEmpty || (name == "set_hue" && arguments[1].unit == "deg")
      else { throw Failure(message: "\(name) takes a color and a plain number") }
      color[coordinates[String(name.dropFirst(4))] ?? 0] = arguments[1].value
      return try MathExpression.color(color)
    default:
      return nil
    }
  }

  /// A color quantity, its hue within 0 to 360; a failure when lightness leaves 0…1 or chroma is negative.
  static func color(_ lch: [Double]) throws(Failure) -> Quantity {
    guard lch.allSatisfy(\.isFinite), (0...1).contains(lch[0]), lch[1] >= 0 else {
      throw Failure(
        message:
          "oklch(\(formatNumber(lch[0])) \(formatNumber(lch[1])) \(formatNumber(lch[2]))) is no color: lightness is 0 to 1, chroma at least 0"
      )
    }
    let hue = (lch[2].truncatingRemainder(dividingBy: 360) + 360).truncatingRemainder(dividingBy: 360)
    return Quantity(value: 0, unit: "", oklch: [lch[0], lch[1], hue, lch[3]])
  }
}

extension MathExpression.Quantity {
  func map(_ transform: (Double) -> Double) -> Self { Self(value: transform(value), unit: unit) }
}
