import Foundation
import SpecimenCore
import Tokens

extension TokensStudioReader {
  /// A value Tokens Studio computes: math in a value or a field, or a color modifier.
  struct Spot {
    enum Kind {
      case math(MathExpression, text: String)
      case modify(Node)
      /// `rgba({colors.black}, 0.5)`: a referenced color with another alpha.
      case color(text: String)
      /// `{spacing.sm} {spacing.xl}`, `4px 8px`: a multi-value spacing or border radius, its
      /// parts (references or sizes) written out per context.
      case list(parts: [String], text: String)
    }
    /// The index of the set in read order.
    var set: Int
    var tokenPath: [String]
    /// Where in `$value`: empty for the whole value, else keys (array indices as numbers).
    var field: [String]
    var kind: Kind
    /// Where the expression or the modifier is written.
    var location: SourceLocation
    /// Where the computed value stands: the value's position.
    var position: SourcePosition
    /// The result is a dimension (`{value, unit}`), else a number or text.
    var isDimension: Bool
    var tokenName: String { tokenPath.joined(separator: "/") }
  }

  /// Fields of composite values whose math gives a dimension.
  static let dimensionFields: Set<String> = [
    "fontSize", "letterSpacing", "paragraphSpacing", "paragraphIndent", "offsetX", "offsetY", "blur", "spread", "width",
  ]
  /// Types whose string values are never math (names, text, colors).
  static let textTypes: Set<String> = [
    "color", "fontFamily", "text", "asset", "boolean", "textCase", "textDecoration", "composition", "other",
  ]

  /// Renames a set's types and keys to DTCG's and finds what must be computed.
  struct Conversion {
    var strictness: TokenStrictness
    var diagnostics = Diagnostics()
    var deviations: [TokenDeviation] = []
    var spots: [Spot] = []
    private var setIndex = -1
    private var setName = ""
    private var warnedForm = false
    /// Tokens Studio's type names the set writes (renamed to DTCG's), and where the first is.
    private var renamedTypes: [String] = []
    private var firstRenamedType: SourceLocation?
    /// Keys the set writes beside its tokens' values (`blendMode`, `extensions`), kept under
    /// `$extensions`, and where the first is.
    private var keptKeys: [String] = []
    private var keptKeySet: Set<String> = []
    private var firstKeptKey: SourceLocation?
    /// Typography fields the set names by type names (`fontSizes`), and where the first is.
    private var pluralFields: [String] = []
    private var firstPluralField: SourceLocation?
    /// Fields the set leaves out that Tokens Studio fills in when it applies the token in Figma.
    /// Keys whose value is no object in a group, passed over.
    private var passedOverKeys: [String] = []
    private var firstPassedOver: SourceLocation?
    private var filledFields: [String] = []
    private var firstFilledField: SourceLocation?

    init(strictness: TokenStrictness) { self.strictness = strictness }

    mutating func deviation(
      _ kind: DeviationKind, _ message: String, at location: SourceLocation, hint: String, id: Diagnostic.ID
    ) {
      let diagnostic = Diagnostic(strictness == .strict ? .error : .warning, message, at: location, hint: hint, id: id)
      diagnostics.append(diagnostic)
      deviations.append(TokenDeviation(kind: kind, diagnostic: diagnostic))
    }

    mutating func convertSet(_ node: Node, name: String) -> Node {
      setIndex += 1
      setName = name
      warnedForm = false
      renamedTypes = []
      firstRenamedType = nil
      keptKeys = []
      keptKeySet = []
      firstKeptKey = nil
      pluralFields = []
      firstPluralField = nil
      filledFields = []
      firstFilledField = nil
      passedOverKeys = []
      firstPassedOver = nil
      defer {
        reportRenamedTypes()
        reportOtherForms()
      }
      guard node.entries != nil else {
        diagnostics.append(
          .error(
            "set '\(name)' must be an object of tokens, found \(node.kindDescription)", at: node.location,
            id: .tokenSourceNotAnObject))
        return Node(.object([]), at: node.position)
      }
      return convertGroup(node, path: [], inheritedType: nil)
    }

    /// One warning per set for the type names it writes in Tokens Studio's words.
    private mutating func reportRenamedTypes() {
      guard let location = firstRenamedType else { return }
      let names = renamedTypes.map { name in
        "\(name) → \(typeNames[name] ?? name)"
          + (name == "boxShadow" ? " with x, y, type as offsetX, offsetY, inset" : "")
      }.joined(separator: ", ")
      deviation(
        .tokensStudioForm,
        "set '\(setName)' writes Tokens Studio's type names (\(names)); DTCG 2025.10 has only its own",
        at: location, hint: "export with the W3C DTCG format option, or rename the types", id: .studioForm)
    }

    /// One warning per set for the keys it keeps beside values, one for typography field names.
    private mutating func reportOtherForms() {
      if let location = firstKeptKey {
        // The first five names, so a set of thousands of distinct keys makes one short line.
        let names =
          keptKeys.prefix(5).map { "'\($0)'" }.joined(separator: ", ")
          + (keptKeys.count > 5 ? " and \(keptKeys.count - 5) more" : "")
        deviation(
          .tokensStudioForm,
          "set '\(setName)' writes \(names) beside its tokens' values; DTCG 2025.10 keeps such data under \"$extensions\", where Specimen keeps it",
          at: location, hint: "move them under \"$extensions\", or export without them", id: .studioForm)
      }
      if let location = firstPluralField {
        let names = pluralFields.map { "\($0) → \(Self.typographyFieldNames[$0] ?? $0)" }.joined(separator: ", ")
        deviation(
          .tokensStudioForm,
          "set '\(setName)' names typography fields by Tokens Studio's type names or in kebab case (\(names)); DTCG 2025.10 names them in camel case, in the singular",
          at: location, hint: "rename the fields", id: .studioForm)
      }
      if let location = firstPassedOver {
        let names =
          passedOverKeys.prefix(5).map { "'\($0)'" }.joined(separator: ", ")
          + (passedOverKeys.count > 5 ? " and \(passedOverKeys.count - 5) more" : "")
        deviation(
          .tokensStudioForm,
          "set '\(setName)' writes \(names) in groups with a value that is no object: no token, so passed over as Tokens Studio passes it over",
          at: location, hint: "write it as a group's \"$description\" or under \"$extensions\"", id: .studioForm)
      }
      if let location = firstFilledField {
        deviation(
          .tokensStudioForm,
          "set '\(setName)' leaves out \(filledFields.joined(separator: " and ")), read as Tokens Studio applies them in Figma; DTCG 2025.10 requires every field",
          at: location, hint: "write the field", id: .studioForm)
      }
    }

    /// A missing field given the value Tokens Studio gives it in Figma, at the value's position.
    private mutating func filling(
      _ value: Node, field: String, with filler: Node, described description: String
    ) -> Node {
      guard var entries = value.entries, !entries.contains(where: { $0.key == field }) else { return value }
      if firstFilledField == nil { firstFilledField = value.location }
      if !filledFields.contains(description) { filledFields.append(description) }
      entries.append(Node.Entry(key: field, keyPosition: value.position, value: filler))
      return Node(.object(entries), at: value.position)
    }

    /// A border without `style` is a solid stroke in Figma.
    private mutating func convertBorder(_ value: Node) -> Node {
      filling(
        value, field: "style", with: Node(.string("solid"), at: value.position), described: "a border's style (solid)")
    }

    /// Typography fields written under Tokens Studio's type names, as Penpot exports them.
    /// and in kebab case, as CSS names them (Workday's sets, built with Style Dictionary).
    static let typographyFieldNames = [
      "fontFamilies": "fontFamily", "fontSizes": "fontSize", "fontWeights": "fontWeight", "lineHeights": "lineHeight",
      "font-family": "fontFamily", "font-size": "fontSize", "font-weight": "fontWeight", "line-height": "lineHeight",
      "letter-spacing": "letterSpacing", "text-decoration": "textDecoration", "text-transform": "textCase",
      "paragraph-spacing": "paragraphSpacing",
    ]

    /// A typography value's fields renamed to DTCG's; a font family list holding one reference
    /// (`["{fonts.serif}"]`) becomes the reference, so it resolves to the list it names.
    private mutating func convertTypography(_ value: Node) -> Node {
      guard let entries = value.entries else { return value }
      let keys = Set(entries.map(\.key))
      let converted = entries.map { entry -> Node.Entry in
        var entry = entry
        if let singular = Self.typographyFieldNames[entry.key], !keys.contains(singular) {
          if firstPluralField == nil { firstPluralField = entry.keyLocation }
          if !pluralFields.contains(entry.key) { pluralFields.append(entry.key) }
          entry.key = singular
        }
        if entry.key == "fontFamily" { entry.value = Self.singleReference(entry.value) }
        return entry
      }
      let at = value.position
      let zero = Node(
        .object([
          Node.Entry(key: "value", keyPosition: at, value: Node(.number(0, "0"), at: at)),
          Node.Entry(key: "unit", keyPosition: at, value: Node(.string("px"), at: at)),
        ]), at: at)
      return filling(
        Node(.object(converted), at: at), field: "letterSpacing", with: zero,
        described: "a typography's letterSpacing (0)")
    }

    /// `["{fonts.serif}"]` → `"{fonts.serif}"`; anything else as it is.
    static func singleReference(_ node: Node) -> Node {
      guard let items = node.array, items.count == 1, let text = items[0].string, text.hasPrefix("{"),
        text.hasSuffix("}"), text.dropFirst().dropLast().allSatisfy({ $0 != "{" && $0 != "}" })
      else { return node }
      return items[0]
    }

    private mutating func noteType(_ node: Node?) {
      guard let node, let name = node.string, let dtcg = typeNames[name], dtcg != name else { return }
      if firstRenamedType == nil { firstRenamedType = node.location }
      if !renamedTypes.contains(name) { renamedTypes.append(name) }
    }

    private mutating func convertGroup(_ node: Node, path: [String], inheritedType: String?) -> Node {
      var entries: [Node.Entry] = []
      let groupType = (node["$type"] ?? node["type"]).flatMap { $0.entries == nil ? $0.string : nil } ?? inheritedType
      for entry in node.entries ?? [] {
        var converted = entry
        if isToken(entry.value) {
          converted.value = convertToken(entry.value, path: path + [entry.key], inheritedType: groupType)
        } else if entry.value.entries != nil, !entry.key.hasPrefix("$") {
          converted.value = convertGroup(entry.value, path: path + [entry.key], inheritedType: groupType)
        } else if entry.key == "type" || entry.key == "$type", let type = entry.value.string {
          // A group's type, renamed as a token's is.
          noteType(entry.value)
          converted.key = "$type"
          converted.value = Node(.string(typeNames[type] ?? type), at: entry.value.position)
        } else if entry.key == "description" {
          converted.key = "$description"
        } else if !entry.key.hasPrefix("$"), entry.value.entries == nil {
          // A string, number or null beside the tokens (`"_comment": "…"`) is no token; Tokens
          // Studio and Style Dictionary pass it over.
          if firstPassedOver == nil { firstPassedOver = entry.keyLocation }
          if !passedOverKeys.contains(entry.key) { passedOverKeys.append(entry.key) }
          continue
        }
        entries.append(converted)
      }
      return Node(.object(entries), at: node.position)
    }

    /// A letter spacing of `-1%` (of the font size, as Figma writes it) as `-0.01em`: the same
    /// reading a typography's letterSpacing gets, so a table and tokens.css write one form.
    static func percentAsEm(_ value: Node) -> Node? {
      guard let text = value.string?.trimmingCharacters(in: .whitespaces), text.hasSuffix("%"),
        let percent = Double(text.dropLast()), percent.isFinite
      else { return nil }
      return Node(.string(formatNumber(percent / 100, decimals: 6) + "em"), at: value.position)
    }

    /// `$colors.gray.11` → `{colors.gray.11}` in every string of a value: Tokens Studio's first
    /// reference syntax, which the plugin still resolves (a `$`, then up to a space or a comma,
    /// ending at a letter, digit or `_`: `rgba($colors.gray.1, 0.5)` names `colors.gray.1`).
    /// The node as it is when no string holds one.
    static func dollarReferences(in node: Node) -> Node {
      switch node.value {
      case .string(let text):
        guard text.contains("$"), let rewritten = dollarReferences(text) else { return node }
        return Node(.string(rewritten), at: node.position)
      case .array(let items):
        return Node(.array(items.map(dollarReferences(in:))), at: node.position)
      case .object(let entries):
        return Node(
          .object(
            entries.map { Node.Entry(key: $0.key, keyPosition: $0.keyPosition, value: dollarReferences(in: $0.value)) }),
          at: node.position)
      default:
        return node
      }
    }

    static func dollarReferences(_ text: String) -> String? {
      var result = ""
      var changed = false
      var rest = Substring(text)
      while let dollar = rest.firstIndex(of: "$") {
        result += rest[..<dollar]
        let after = rest[rest.index(after: dollar)...]
        var name = after.prefix { !$0.isWhitespace && $0 != "," }
        while let last = name.last, !(last.isLetter || last.isNumber || last == "_") { name = name.dropLast() }
        // Inside braces it is part of a name already (`{$x}`): left as written.
        guard !name.isEmpty, result.last != "{", !name.contains("{"), !name.contains("}"), name.first != "$" else {
          result.append("$")
          rest = after
          continue
        }
        result += "{" + name + "}"
        changed = true
        rest = after.dropFirst(name.count)
      }
      result += rest
      return changed ? result : nil
    }

    /// Tokens Studio types whose values may be several sizes, as CSS shorthands are.
    static let multiValueTypes: Set<String> = ["spacing", "borderRadius"]

    /// The parts of a multi-value (2 to 16 sizes or references apart), nil for anything else.
    static func multiValueParts(_ text: String) -> [String]? {
      guard text.count <= MathExpression.maxLength else { return nil }
      let parts = text.split(whereSeparator: { $0 == " " || $0 == "\t" }).map(String.init)
      guard (2...16).contains(parts.count) else { return nil }
      let sizes = parts.allSatisfy { part in
        if ContextEvaluator.reference(part) != nil { return true }
        guard let measure = LenientForms.measure(part) else { return false }
        return measure.unit.allSatisfy { $0.isLetter || $0 == "%" }
      }
      return sizes ? parts : nil
    }

    private mutating func convertToken(_ node: Node, path: [String], inheritedType: String?) -> Node {
      let entries = node.entries ?? []
      if !warnedForm, let legacy = entries.first(where: { $0.key == "value" }), node["$value"] == nil {
        warnedForm = true
        deviation(
          .tokensStudioForm,
          "set '\(setName)' writes its tokens as \"value\" and \"type\" (Tokens Studio's legacy form); DTCG 2025.10 writes \"$value\" and \"$type\"",
          at: legacy.keyLocation,
          hint: "export with the W3C DTCG format option of Tokens Studio's settings", id: .studioForm)
      }
      noteType(node["$type"] ?? node["type"])
      let studioType = (node["$type"] ?? node["type"])?.string ?? inheritedType
      var type = studioType.map { typeNames[$0] ?? $0 }
      // A line height of "150%", "1.5" or 1.5 is the multiple of the font size DTCG's typography
      // takes, so a number; "24px" or "AUTO" stays a lineHeights token, kept as written.
      if studioType == "lineHeights", let value = node["$value"] ?? node["value"],
        value.number != nil
          || value.string.map({ $0.hasSuffix("%") ? Double($0.dropLast()) != nil : Double($0) != nil }) == true
      {
        type = "number"
      }
      // A multi-value keeps its Tokens Studio type: no DTCG type holds several sizes, so it is
      // kept as written (its references written out per context) with the unknown-type warning.
      var multiValue: [String]?
      if let studioType, Self.multiValueTypes.contains(studioType),
        let text = (node["$value"] ?? node["value"])?.string
      {
        multiValue = Self.multiValueParts(text)
        if multiValue != nil { type = studioType }
      }
      var result: [Node.Entry] = []
      var kept: [Node.Entry] = []
      var extensionsIndex: Int?
      if multiValue != nil, node["$type"] == nil, node["type"] == nil, let type {
        result.append(
          Node.Entry(key: "$type", keyPosition: node.position, value: Node(.string(type), at: node.position)))
      }
      for entry in entries {
        var converted = entry
        switch entry.key {
        case "value", "$value":
          converted.key = "$value"
          converted.value = Self.dollarReferences(in: entry.value)
          switch type {
          case "shadow": converted.value = Self.convertShadow(entry.value)
          case "typography": converted.value = convertTypography(entry.value)
          case "border": converted.value = convertBorder(entry.value)
          case "fontFamily": converted.value = Self.singleReference(entry.value)
          default: break
          }
          if let parts = multiValue, let text = entry.value.string {
            spots.append(
              Spot(
                set: setIndex, tokenPath: path, field: [], kind: .list(parts: parts, text: text),
                location: entry.value.location, position: entry.value.position, isDimension: false))
            result.append(converted)
            continue
          }
          findMath(in: converted.value, path: path, type: type)
          if type == "color", node["$extensions"]?["studio.tokens"]?["modify"] == nil, let text = entry.value.string,
            ContextEvaluator.rgbaOverReference(text) != nil
          {
            spots.append(
              Spot(
                set: setIndex, tokenPath: path, field: [], kind: .color(text: text), location: entry.value.location,
                position: entry.value.position, isDimension: false))
          }
          if type == "number", let number = numberString(entry.value, path: path) { converted.value = number }
          if studioType == "letterSpacing", let em = Self.percentAsEm(entry.value) { converted.value = em }
        case "type", "$type":
          converted.key = "$type"
          if let type { converted.value = Node(.string(type), at: entry.value.position) }
        case "description", "$description": converted.key = "$description"
        case "$extensions":
          extensionsIndex = result.count
          if let modify = entry.value["studio.tokens"]?["modify"] {
            let value = node["$value"] ?? node["value"]
            spots.append(
              Spot(
                set: setIndex, tokenPath: path, field: [], kind: .modify(modify), location: modify.location,
                position: value?.position ?? modify.position, isDimension: false))
          }
        default:
          // Keys other tools write beside a value (`blendMode`, `extensions`): data, not
          // part of the token; DTCG keeps such data under `$extensions`.
          if !entry.key.hasPrefix("$") {
            kept.append(entry)
            continue
          }
        }
        result.append(converted)
      }
      if !kept.isEmpty { keep(kept, in: &result, extensionsAt: extensionsIndex) }
      return Node(.object(result), at: node.position)
    }

    /// Puts keys written beside a value under the token's `$extensions` (an `extensions` object's
    /// entries merged in), never over an entry already there.
    private mutating func keep(_ kept: [Node.Entry], in result: inout [Node.Entry], extensionsAt index: Int?) {
      if firstKeptKey == nil { firstKeptKey = kept[0].keyLocation }
      for entry in kept where keptKeySet.insert(entry.key).inserted { keptKeys.append(entry.key) }
      var merged = index.flatMap { result[$0].value.entries } ?? []
      var present = Set(merged.map(\.key))
      for entry in kept {
        for item in entry.key == "extensions" ? entry.value.entries ?? [entry] : [entry]
        where present.insert(item.key).inserted {
          merged.append(item)
        }
      }
      if let index {
        // A `$extensions` that is no object is reported where it is read; it stays as written.
        guard result[index].value.entries != nil else { return }
        result[index].value = Node(.object(merged), at: result[index].value.position)
      } else {
        result.append(
          Node.Entry(
            key: "$extensions", keyPosition: kept[0].keyPosition, value: Node(.object(merged), at: kept[0].keyPosition))
        )
      }
    }

    /// `"0.4"`, `"40%"` for a number type (opacity): the number, with a warning.
    private mutating func numberString(_ value: Node, path: [String]) -> Node? {
      guard let text = value.string?.trimmingCharacters(in: .whitespaces), MathExpression(text) == nil else {
        return nil
      }
      let number: Double
      if text.hasSuffix("%"), let percent = Double(text.dropLast()) {
        number = percent / 100
      } else if let plain = Double(text) {
        number = plain
      } else {
        return nil
      }
      let written = formatNumber(number)
      deviation(
        .tokensStudioForm,
        "\(path.joined(separator: "/")): value is the string \(value.jsonText()); DTCG 2025.10 writes a number",
        at: value.location, hint: "write \(written)", id: .studioForm)
      return Node(.number(number, written), at: value.position)
    }

    /// Math in the value, or in a field of a composite value (one level, or a shadow's layers).
    private mutating func findMath(in value: Node, path: [String], type: String?) {
      // A color is math only through the platform's color functions (`set_chroma(…)`).
      if type == "color", let text = value.string, let expression = MathExpression(text),
        expression.pieces.contains(where: { MathExpression.colorSetters.contains($0) })
      {
        spots.append(
          Spot(
            set: setIndex, tokenPath: path, field: [], kind: .math(expression, text: text), location: value.location,
            position: value.position, isDimension: false))
        return
      }
      if let type, textTypes.contains(type) { return }
      func check(_ node: Node, field: [String]) {
        guard let text = node.string, let expression = MathExpression(text) else { return }
        let isDimension = field.last.map { dimensionFields.contains($0) } ?? (type == "dimension")
        spots.append(
          Spot(
            set: setIndex, tokenPath: path, field: field, kind: .math(expression, text: text), location: node.location,
            position: node.position, isDimension: isDimension))
      }
      check(value, field: [])
      let layers = value.array.map { Array($0.enumerated()) } ?? [(-1, value)]
      for (index, layer) in layers {
        for entry in layer.entries ?? [] where !["color", "fontFamily", "style", "type"].contains(entry.key) {
          check(entry.value, field: (index < 0 ? [] : [String(index)]) + [entry.key])
        }
      }
    }

    /// A box shadow's `x`, `y` and `type` (`dropShadow` | `innerShadow`) as DTCG's `offsetX`,
    /// `offsetY` and `inset`; a list of layers layer by layer.
    static func convertShadow(_ value: Node) -> Node {
      if let layers = value.array { return Node(.array(layers.map(convertShadow)), at: value.position) }
      guard let entries = value.entries else { return value }
      let converted = entries.map { entry -> Node.Entry in
        var entry = entry
        switch entry.key {
        case "x": entry.key = "offsetX"
        case "y": entry.key = "offsetY"
        case "type":
          if let kind = entry.value.string, kind == "dropShadow" || kind == "innerShadow" {
            entry.key = "inset"
            entry.value = Node(.bool(kind == "innerShadow"), at: entry.value.position)
          }
        default: break
        }
        return entry
      }
      return Node(.object(converted), at: value.position)
    }
  }
}
