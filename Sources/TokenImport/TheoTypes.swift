import SpecimenCore
import Tokens

/// What a Theo prop's `type` and `category` say about its value. Theo requires both on every
/// prop (its definition check refuses a prop without them) and passes values through as written:
/// only `type: color` changes a value (its colour transforms); `category` groups props in its
/// `html` format and names them in its `ios.json` and `android.xml` ones. So the value says what
/// it is where it can (`0.5rem` is a size, `400` a number), and the category or type says it
/// where the value cannot (`font-weight` makes `400` a weight, `font` makes a list of names a
/// font family, `box-shadow` makes `0 4px 8px 0 rgba(…)` a shadow). A value neither makes a DTCG
/// value (`50%` under `radius`, `light` under `color-scheme`) is kept as written under the prop's
/// own type, which Theo accepts, so it is no deviation.
enum TheoTypes {
  /// The key under `$extensions` that keeps each prop's `type` and `category`.
  static let extensionKey = "com.salesforce.theo"

  enum Kind { case color, dimension, fontWeight, fontFamily, shadow, duration, number }

  static let kinds: [String: Kind] = [
    "color": .color, "background-color": .color, "border-color": .color, "text-color": .color,
    "hr-color": .color, "size": .dimension, "sizing": .dimension, "spacing": .dimension, "radius": .dimension,
    "border-radius": .dimension, "border-width": .dimension, "font-size": .dimension, "font-weight": .fontWeight,
    "font": .fontFamily, "font-family": .fontFamily, "shadow": .shadow, "box-shadow": .shadow,
    "drop-shadow": .shadow, "inner-shadow": .shadow, "time": .duration, "number": .number, "z-index": .number,
    "line-height": .number,
  ]

  /// The DTCG type and value of a prop (its value with every alias written out), or nil for a
  /// value kept as written.
  static func read(_ value: Node, type: String?, category: String?) -> (type: String, value: Node)? {
    let kind = type.flatMap { kinds[$0] } ?? category.flatMap { kinds[$0] }
    if let number = value.number {
      switch kind {
      case .fontWeight: return ("fontWeight", value)
      case .number, nil: return ("number", value)
      case .dimension where number == 0: return ("dimension", Node(.string("0px"), at: value.position))
      default: return nil
      }
    }
    guard let text = value.string?.trimmingCharacters(in: .whitespaces) else { return nil }
    if kind == .color || type == "color" {
      if ColorModifier.parse(text) != nil { return ("color", value) }
      // Theo's colour transforms read a colour through tinycolor, which takes a hex without
      // its `#` (Paste's Evergreen theme writes `FDF4F4`).
      let hex = "#" + text
      guard [3, 4, 6, 8].contains(text.count), text.allSatisfy(\.isHexDigit), ColorModifier.parse(hex) != nil
      else { return nil }
      return ("color", Node(.string(hex), at: value.position))
    }
    // A length or a time says what it is, whatever the category (Paste's line heights are rem).
    if !text.contains(" "), let measure = LenientForms.measure(text), kind != .fontWeight, kind != .fontFamily {
      if ["px", "rem"].contains(measure.unit) || (measure.unit.isEmpty && measure.value == 0 && kind == .dimension) {
        return ("dimension", Node(.string(measure.unit.isEmpty ? "0px" : text), at: value.position))
      }
      if ["ms", "s"].contains(measure.unit) { return ("duration", value) }
      if measure.unit.isEmpty, kind == .number || kind == .fontWeight {
        return ("number", Node(.number(measure.value, text), at: value.position))
      }
      return nil
    }
    switch kind {
    case .fontWeight:
      guard let weight = Double(text) else { return nil }
      return ("fontWeight", Node(.number(weight, text), at: value.position))
    case .fontFamily:
      let names = splitTopLevel(text, by: ",").map { name in
        var name = name.trimmingCharacters(in: .whitespaces)
        if name.count >= 2, let first = name.first, first == "'" || first == "\"", name.last == first {
          name = String(name.dropFirst().dropLast())
        }
        return Node(.string(name), at: value.position)
      }
      guard !names.isEmpty, !names.contains(where: { $0.string?.isEmpty != false }) else { return nil }
      return ("fontFamily", names.count == 1 ? names[0] : Node(.array(names), at: value.position))
    case .shadow:
      return shadow(text, at: value.position).map { ("shadow", $0) }
    default:
      return nil
    }
  }

  /// The type a value kept as written is shown with: the prop's own (`size`, `string`), or its
  /// category's, prefixed where it would name a DTCG type the value is not (`theo-number`).
  static func keptType(type: String?, category: String?) -> String {
    let name = type ?? category ?? "string"
    return TokenType(standardName: name) == nil ? name : "theo-" + name
  }

  /// A CSS `box-shadow` (layers apart by commas; each two to four lengths, a colour and maybe
  /// `inset`) as DTCG shadow layers; nil when any layer is not that (`none`, a keyword).
  static func shadow(_ text: String, at position: SourcePosition) -> Node? {
    func entry(_ key: String, _ value: Node) -> Node.Entry { Node.Entry(key: key, keyPosition: position, value: value) }
    func length(_ text: String) -> Node? {
      guard let measure = LenientForms.measure(text) else { return nil }
      let unit = measure.unit.isEmpty && measure.value == 0 ? "px" : measure.unit
      guard ["px", "rem"].contains(unit) else { return nil }
      return Node(
        .object([
          entry("value", Node(.number(measure.value, JSONWriter.number(measure.value)), at: position)),
          entry("unit", Node(.string(unit), at: position)),
        ]), at: position)
    }
    var layers: [Node] = []
    for layer in splitTopLevel(text, by: ",") {
      var lengths: [Node] = []
      var color: Node?
      var inset = false
      for word in splitTopLevel(layer, by: " ") where !word.isEmpty {
        if word == "inset" {
          inset = true
        } else if let size = length(word), color == nil || lengths.isEmpty {
          lengths.append(size)
        } else if color == nil,
          let read = StyleDictionaryReader.Conversion.cssValue(Node(.string(word), at: position), type: "color")
        {
          color = read
        } else {
          return nil
        }
      }
      guard let color, (2...4).contains(lengths.count) else { return nil }
      let zero = length("0")!
      var entries = [entry("color", color), entry("offsetX", lengths[0]), entry("offsetY", lengths[1])]
      entries.append(entry("blur", lengths.count > 2 ? lengths[2] : zero))
      entries.append(entry("spread", lengths.count > 3 ? lengths[3] : zero))
      if inset { entries.append(entry("inset", Node(.bool(true), at: position))) }
      layers.append(Node(.object(entries), at: position))
    }
    guard !layers.isEmpty else { return nil }
    return layers.count == 1 ? layers[0] : Node(.array(layers), at: position)
  }

  /// `text` split at `separator` outside parentheses and quotes.
  static func splitTopLevel(_ text: String, by separator: Character) -> [String] {
    var parts: [String] = []
    var current = ""
    var depth = 0
    var quote: Character?
    for character in text {
      if let open = quote {
        if character == open { quote = nil }
      } else if character == "'" || character == "\"" {
        quote = character
      } else if character == "(" {
        depth += 1
      } else if character == ")" {
        depth = max(0, depth - 1)
      } else if character == separator, depth == 0 {
        parts.append(current.trimmingCharacters(in: .whitespaces))
        current = ""
        continue
      }
      current.append(character)
    }
    parts.append(current.trimmingCharacters(in: .whitespaces))
    return parts
  }
}
