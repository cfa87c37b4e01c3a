import SpecimenCore

/// One condition of a variant rule: `State: Pressed` or `State: [Pressed, Focused]`.
struct RuleCondition: Sendable {
  var property: String
  var values: [String]
  var keyLocation: SourceLocation
  var valueLocation: SourceLocation
}

/// A rule's overrides of one layer (nil target: the root), read like the layer itself.
struct LayerOverride: Sendable {
  var target: String?
  var location: SourceLocation
  var fields: LayerFields
}

/// `when: {…}` and the overrides it applies.
struct VariantRule: Sendable {
  var conditions: [RuleCondition]
  var overrides: [LayerOverride]
  var location: SourceLocation
  /// What reading the overrides found: reported only if the rule applies to a variant drawn.
  var diagnostics: [Diagnostic] = []
  var tokensRead: [TokenMention] = []

  func matches(_ values: PropertyValues) -> Bool {
    conditions.allSatisfy { condition in
      values[condition.property].map { condition.values.contains($0) } ?? false
    }
  }
}

extension GeometryModel {
  /// A key of a rule names a layer if one has that name, else a property of the root.
  static func readRules(
    _ node: Node, layers: Set<String>, shape: ComponentSetShape, tokens: any GeometryTokenSource,
    into diagnostics: inout Diagnostics
  ) -> [VariantRule] {
    guard let items = node.array else {
      diagnostics.error(
        "'variants' is a list of rules, found \(node.kindDescription)", at: node.location,
        hint: "write each rule as '- when: {Property: Value}' followed by its overrides", id: .geometryWrongType)
      return []
    }
    var rules: [VariantRule] = []
    for item in items {
      guard let entries = item.entries else {
        diagnostics.error(
          "a variant rule is a mapping, found \(item.kindDescription)", at: item.location, id: .geometryWrongType)
        continue
      }
      guard let when = item["when"] else {
        diagnostics.error(
          "a variant rule needs 'when'", at: item.location,
          hint: "write 'when: {Property: Value}'; a rule for every variant belongs in the layers",
          id: .geometryRuleMissingWhen)
        continue
      }
      var rule = VariantRule(
        conditions: readConditions(when, into: &diagnostics), overrides: [], location: item.location)
      // The overrides' own problems wait until the rule is known to apply.
      var reader = ModelReader(tokens: tokens, shape: shape)
      for entry in entries where entry.key != "when" {
        var target: String? = entry.key
        var overrides = entry.value
        if entry.key == "root", entry.value.entries != nil {
          target = nil
        } else if !layers.contains(entry.key), ShapeKeys.all.contains(entry.key) {
          // A layer property written directly in the rule applies to the root.
          target = nil
          overrides = Node(.object([entry]), at: entry.keyPosition)
        } else if entry.value.entries == nil {
          diagnostics.error(
            "the overrides of '\(entry.key)' are a mapping, found \(entry.value.kindDescription)",
            at: entry.value.location, hint: "for example \(entry.key): {fill: bg/sub-200}", id: .geometryWrongType)
          continue
        }
        if let fields = reader.layer(overrides, isRoot: target == nil) {
          rule.overrides.append(LayerOverride(target: target, location: entry.keyLocation, fields: fields))
        }
      }
      rule.diagnostics = reader.diagnostics.sorted()
      rule.tokensRead = reader.tokensRead.map { TokenMention(name: $0.name, location: $0.location) }
      rules.append(rule)
    }
    return rules
  }

  private static func readConditions(_ when: Node, into diagnostics: inout Diagnostics) -> [RuleCondition] {
    guard let entries = when.entries else {
      diagnostics.error(
        "'when' is a mapping of property to value, found \(when.kindDescription)", at: when.location,
        id: .geometryWrongType)
      return []
    }
    var conditions: [RuleCondition] = []
    for condition in entries {
      let values: [String]
      if let list = condition.value.array {
        values = list.compactMap(\.scalarText)
      } else if let scalar = condition.value.scalarText {
        values = [scalar]
      } else {
        diagnostics.error(
          "a condition's value is a property value or a list of them", at: condition.value.location,
          id: .geometryWrongType)
        continue
      }
      conditions.append(
        RuleCondition(
          property: condition.key, values: values, keyLocation: condition.keyLocation,
          valueLocation: condition.value.location))
    }
    return conditions
  }

  /// The rules that apply to at least one of `variants`.
  func rules(applyingToAnyOf variants: [PropertyValues]) -> [VariantRule] {
    rules.filter { rule in variants.contains { rule.matches($0) } }
  }

  // MARK: Applying rules

  /// The root with every matching rule merged in, in file order (later rules win). A rule that
  /// matches one of `alsoMatching` applies too: a live preview's reader may be in two states at
  /// once (focused and at the minimum), which no single variant shows.
  func effectiveRoot(for values: PropertyValues, alsoMatching: [PropertyValues] = []) -> LayerFields {
    var root = self.root
    for rule in rules where rule.matches(values) || alsoMatching.contains(where: rule.matches) {
      for override in rule.overrides {
        if let target = override.target {
          Self.apply(override.fields, toLayer: target, in: &root)
        } else {
          root.merge(override.fields)
        }
      }
    }
    return root
  }

  /// Merges `override` into every layer called `name` under (and including) `layer`.
  static func apply(_ override: LayerFields, toLayer name: String, in layer: inout LayerFields) {
    if layer.name == name {
      layer.merge(override)
      return
    }
    if layer.layers != nil {
      for index in layer.layers!.indices { apply(override, toLayer: name, in: &layer.layers![index]) }
    }
    if layer.children != nil {
      for index in layer.children!.indices { apply(override, toLayer: name, in: &layer.children![index]) }
    }
    if layer.backdrop != nil {
      for index in layer.backdrop!.indices { apply(override, toLayer: name, in: &layer.backdrop![index]) }
    }
  }
}
