import SpecimenCore

/// Component names of the form `State=Pressed, Active=On`.
package enum VariantName {
  /// The pairs in the order written, and a message for each part that is not `property=value`.
  package static func parse(_ name: String) -> (pairs: [VariantValue], problems: [String]) {
    var pairs: [VariantValue] = []
    var problems: [String] = []
    for rawPart in parts(of: name, at: ",") {
      let part = rawPart.trimmingSpaces
      if part.isEmpty {
        problems.append("has an empty part between commas")
        continue
      }
      let pieces = parts(of: part, at: "=")
      guard pieces.count == 2 else {
        problems.append(
          pieces.count == 1
            ? "has '\(part)', which is not property=value"
            : "has '\(part)' with more than one '=' (is a comma missing?)")
        continue
      }
      let property = pieces[0].trimmingSpaces
      let value = pieces[1].trimmingSpaces
      if property.isEmpty || value.isEmpty {
        problems.append("has '\(part)' with an empty \(property.isEmpty ? "property" : "value")")
        continue
      }
      pairs.append(VariantValue(property: property, value: value))
    }
    return (pairs, problems)
  }

  /// The text's parts between each `separator`, empty ones too: cut at its bytes when the text is
  /// ASCII (each byte a Character), at its Characters otherwise (a mark may join the separator).
  private static func parts(of text: String, at separator: Character) -> [Substring] {
    guard let byte = separator.asciiValue, text.utf8.allSatisfy({ $0 < 0x80 }) else {
      return text.split(separator: separator, omittingEmptySubsequences: false)
    }
    return text.utf8.split(separator: byte, omittingEmptySubsequences: false).map { Substring($0) }
  }
}

/// Reads the COMPONENT children of one set and checks their names against its definitions.
struct VariantReader {
  let setName: String
  let properties: [VariantProperty]
  let others: [ComponentProperty]
  /// False when a variant definition is broken: then only the names' syntax is checked.
  let checksDefinitions: Bool
  var diagnostics = Diagnostics()
  var variants: [Variant] = []
  private var firstByKey: [String: Variant] = [:]

  init(setName: String, properties: [VariantProperty], others: [ComponentProperty], checksDefinitions: Bool) {
    self.setName = setName
    self.properties = properties
    self.others = others
    self.checksDefinitions = checksDefinitions
  }

  mutating func read(_ child: Node) {
    guard child.entries != nil else {
      diagnostics.append(
        .error(
          "a child of '\(setName)' must be an object, not \(child.kindDescription)", at: child.location,
          id: .figmaWrongType))
      return
    }
    let type = child["type"]?.string ?? "untyped"
    guard type == "COMPONENT" else {
      let label = child["name"]?.string.map { " '\($0)'" } ?? ""
      diagnostics.append(
        .warning(
          "'\(setName)' holds a \(type) node\(label); only COMPONENT children are variants, so it is skipped",
          at: child.location, id: .figmaVariantNotComponent))
      return
    }
    guard let id = child["id"]?.string else {
      diagnostics.append(
        .error("a variant of '\(setName)' has no string 'id'", at: child.location, id: .figmaVariantMissingId))
      return
    }
    guard let nameNode = child["name"], let name = nameNode.string else {
      diagnostics.append(
        .error("variant \(id) of '\(setName)' has no string 'name'", at: child.location, id: .figmaVariantMissingName))
      return
    }
    let at = nameNode.location
    let (pairs, problems) = VariantName.parse(name)
    var failed = false
    for problem in problems {
      failed = true
      diagnostics.append(
        .error(
          "the variant name '\(name)' (\(id)) of '\(setName)' \(problem)", at: at,
          hint: "Figma names variants like '\(example)'", id: .figmaVariantNameInvalid))
    }
    guard checksDefinitions else { return }

    var given: [String: VariantValue] = [:]
    for pair in pairs {
      if given[pair.property] != nil {
        failed = true
        diagnostics.append(
          .error(
            "the variant '\(name)' (\(id)) of '\(setName)' names \(pair.property) twice", at: at,
            id: .figmaVariantPropertyRepeated))
        continue
      }
      given[pair.property] = pair
      guard let property = properties.first(where: { $0.name == pair.property }) else {
        failed = true
        if let other = others.first(where: { $0.name == pair.property }) {
          diagnostics.append(
            .error(
              "the variant '\(name)' (\(id)) of '\(setName)' sets '\(pair.property)', a \(other.kind.rawValue) property; only VARIANT properties name variants",
              at: at, id: .figmaVariantPropertyNotVariant))
        } else {
          diagnostics.append(
            .error(
              "the variant '\(name)' (\(id)) of '\(setName)' uses the property '\(pair.property)', which the set does not define",
              at: at,
              hint: Suggestion.hint(for: pair.property, in: properties.map(\.name))
                ?? "its variant properties are \(properties.map(\.name).joined(separator: ", "))",
              id: .figmaVariantPropertyUnknown))
        }
        continue
      }
      if !property.options.contains(pair.value) {
        failed = true
        diagnostics.append(
          .error(
            "the variant '\(name)' (\(id)) of '\(setName)' gives \(property.name) the value '\(pair.value)', which is not one of its options (\(property.options.joined(separator: ", ")))",
            at: at, hint: Suggestion.hint(for: pair.value, in: property.options), id: .figmaVariantValueNotAnOption))
      }
    }
    // An unknown property is likely a misspelt one: its error already lists the right names.
    let missing = properties.filter { given[$0.name] == nil }
    if !missing.isEmpty, problems.isEmpty, given.keys.allSatisfy({ key in properties.contains { $0.name == key } }) {
      failed = true
      diagnostics.append(
        .error(
          "the variant '\(name)' (\(id)) of '\(setName)' gives no value for \(Prose.list(missing.map(\.name)))",
          at: at, hint: "name it like '\(example)'", id: .figmaVariantValueMissing))
    }
    guard !failed else { return }

    let values = properties.map { given[$0.name]! }
    var variant = Variant(
      nodeID: id, name: name, values: values, bounds: Self.bounds(child["absoluteBoundingBox"]),
      location: at)
    variant.texts = boundTexts(in: child)
    let key = VariantMatrix.key(values)
    if let first = firstByKey[key] {
      diagnostics.append(
        .repeated(
          .error,
          "the variant '\(name)' (\(id)) of '\(setName)' duplicates \(first.nodeID) '\(first.name)'",
          at: at, hint: "delete one of them in Figma or give it other values", first: first.location,
          named: first.canonicalName, id: .figmaVariantDuplicate))
      return
    }
    firstByKey[key] = variant
    variants.append(variant)
  }

  /// A component outside any set as the one variant of its own set: no name to parse, its
  /// bounds and the texts its TEXT properties set.
  func readLoose(_ node: Node) -> Variant? {
    guard let id = node["id"]?.string, let nameNode = node["name"], let name = nameNode.string else { return nil }
    var variant = Variant(
      nodeID: id, name: name, values: [], bounds: Self.bounds(node["absoluteBoundingBox"]), location: nameNode.location)
    variant.texts = boundTexts(in: node)
    return variant
  }

  /// The characters of every TEXT layer under `node` bound to one of the set's TEXT properties,
  /// by the property's display name; the first layer bound to a property wins.
  private func boundTexts(in node: Node) -> PropertyValues {
    var texts = PropertyValues()
    var stack = Array((node.members(Self.layerFields)?[3]?.array ?? []).reversed())
    while let layer = stack.popLast() {
      // The four fields in one pass over the layer's members: `children` comes last in a node.
      guard let fields = layer.members(Self.layerFields) else { continue }
      if fields[0]?.string == "TEXT", let characters = fields[1]?.string,
        let key = fields[2]?["characters"]?.string,
        let property = others.first(where: { $0.rawName == key && $0.kind == .text }),
        texts[property.name] == nil
      {
        texts[property.name] = characters
      }
      stack.append(contentsOf: (fields[3]?.array ?? []).reversed())
    }
    return texts
  }

  /// What `boundTexts` reads of a layer, in this order.
  private static let layerFields = JSONKeySet(["type", "characters", "componentPropertyReferences", "children"])

  /// An example name built from the set's own defaults.
  private var example: String {
    properties.isEmpty
      ? "State=Pressed, Active=On"
      : properties.map { "\($0.name)=\($0.defaultValue)" }.joined(separator: ", ")
  }

  static func bounds(_ node: Node?) -> Rect? {
    guard let node, let x = node["x"]?.number, let y = node["y"]?.number,
      let width = node["width"]?.number, let height = node["height"]?.number
    else { return nil }
    return Rect(x: x, y: y, width: width, height: height)
  }
}
