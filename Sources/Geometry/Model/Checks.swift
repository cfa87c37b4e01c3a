import SpecimenCore

// The checks run once when a site's models load: every name a model uses must exist, every
// published variant must draw, and every problem is reported with its position, all together.
extension GeometryLibrary {
  /// Checks one model; returns the token names it reads, in the order the file names them.
  func check(_ model: GeometryModel, into diagnostics: inout Diagnostics) -> [String] {
    guard let shape = shapes[model.set] else { return [] }
    let reportedBefore = diagnostics.count
    let layerNames = checkLayerNames(model, into: &diagnostics)
    checkRules(model, shape: shape, layerNames: layerNames, into: &diagnostics)

    // What a page may draw: every published variant (or, without any, the defaults), and the
    // default with each boolean flipped, so layers hidden by default are checked too. Figma
    // published these values, so a mismatch is the Figma reader's to report, not the model's.
    var skipped = Diagnostics()
    var drawn: [PropertyValues] = shape.publishedVariants.compactMap { variant in
      Self.values(for: shape, variant: variant, properties: [:], at: nil, into: &skipped)
    }
    if shape.publishedVariants.isEmpty {
      drawn.append(Self.values(for: shape, variant: [:], properties: [:], at: nil, into: &skipped) ?? [:])
    }
    let published = drawn.count
    for property in shape.otherProperties where property.kind == .boolean {
      let flipped = property.defaultValue == "true" ? "false" : "true"
      if let values = Self.values(
        for: shape, variant: shape.defaultVariant, properties: [property.name: flipped], at: nil, into: &skipped)
      {
        drawn.append(values)
      }
    }
    // A rule's own problems count when it changes something drawn.
    let applying = model.rules(applyingToAnyOf: drawn)
    for rule in applying { diagnostics.append(contentsOf: rule.diagnostics) }

    var empty: [LaidOutComponent] = []
    var sharedProperties: PropertyValues = [:]
    var layerShares = LayerShares()
    for (index, values) in drawn.enumerated() {
      var component = computeLayout(model: model, shape: shape, values: values, into: &diagnostics)
      // The layouts stay cached for the pages, so they share the dictionaries they can: the
      // shape's own for the published variant, and one for the other properties' values (the
      // variants mostly draw with the same).
      if index < shape.publishedVariants.count, component.variant == shape.publishedVariants[index] {
        component.variant = shape.publishedVariants[index]
      }
      if component.properties == sharedProperties {
        component.properties = sharedProperties
      } else {
        sharedProperties = component.properties
      }
      // Their layers share what the variants repeat: names, shapes, paints.
      layerShares.share(&component)
      remember(component)
      let isPublished = index < published && !shape.publishedVariants.isEmpty
      if isPublished, component.layers.isEmpty || component.width <= 0 || component.height <= 0 {
        empty.append(component)
      }
    }
    // An empty drawing after other errors is their consequence, not news.
    if let first = empty.first, !model.hadProblems, diagnostics.count == reportedBefore {
      let others = empty.count > 1 ? ", and \(empty.count - 1) other variant\(empty.count > 2 ? "s" : "") too" : ""
      diagnostics.error(
        "the variant \(shape.label(of: first.variant)) draws nothing (\(NumberFormat.number(first.width)) × \(NumberFormat.number(first.height)))\(others)",
        at: model.setLocation, hint: "give the root a 'frame: {width, height}' or a 'layout' with children",
        id: .geometryVariantEmpty)
    }
    checkAnatomy(model, shape: shape, layerNames: layerNames, into: &diagnostics)
    checkInteraction(model, shape: shape, layerNames: layerNames, into: &diagnostics)
    if let target = model.target, !layerNames.contains(target.name), target.name != "root" {
      diagnostics.error(
        "'touchTarget' names no layer: '\(target.name)'", at: target.location,
        hint: Suggestion.hint(for: target.name, in: layerNames), id: .geometryTouchTargetUnknownLayer)
    }
    // The tokens the model names: its layers', and those of the rules that apply.
    let reads = (model.tokensRead + applying.flatMap(\.tokensRead)).sorted { $0.location < $1.location }
    checkFonts(reads, into: &diagnostics)
    var seen = Set<String>()
    return reads.compactMap { seen.insert($0.name).inserted ? $0.name : nil }
  }

  private func checkLayerNames(_ model: GeometryModel, into diagnostics: inout Diagnostics) -> [String] {
    var names = model.layerNames
    for layer in model.root.backdrop ?? [] {
      if let name = layer.name, let location = layer.nameLocation { names.append((name, location)) }
      layer.forEachDescendant { inner in
        if let name = inner.name, let location = inner.nameLocation { names.append((name, location)) }
      }
    }
    var first: [String: SourceLocation] = [:]
    for (name, location) in names {
      if let earlier = first[name] {
        diagnostics.append(
          Diagnostic(
            .error, "two layers are named '\(name)'", at: location,
            hint: "rules and queries find layers by name; rename one",
            notes: [Diagnostic(.note, "the other '\(name)' is here", at: earlier, id: .geometryLayerDuplicate)],
            id: .geometryLayerDuplicate))
      } else {
        first[name] = location
      }
      if name == "when" || name == "root" {
        diagnostics.error(
          "'\(name)' cannot name a layer: rules use it for themselves", at: location,
          hint: "rename the layer", id: .geometryLayerNameReserved)
      }
    }
    return [model.root.name ?? "root"] + names.map(\.0)
  }

  private func checkRules(
    _ model: GeometryModel, shape: ComponentSetShape, layerNames: [String], into diagnostics: inout Diagnostics
  ) {
    for rule in model.rules {
      var variantConditions: [RuleCondition] = []
      var valid = true
      for condition in rule.conditions {
        if let property = shape.variantProperties.first(where: { $0.name == condition.property }) {
          for value in condition.values where !property.options.contains(value) {
            valid = false
            diagnostics.append(
              .notAValue(
                value, of: "\(shape.name)'s \(property.name)", known: property.options, at: condition.valueLocation,
                id: .geometryUnknownValue))
          }
          variantConditions.append(condition)
        } else if let property = shape.otherProperties.first(where: { $0.name == condition.property }) {
          if property.kind == .boolean {
            for value in condition.values where value != "true" && value != "false" {
              diagnostics.error(
                "'\(property.name)' is a boolean; write true or false", at: condition.valueLocation,
                id: .geometryBooleanExpected)
            }
          }
        } else {
          valid = false
          diagnostics.error(
            "\(shape.name) has no property '\(condition.property)'", at: condition.keyLocation,
            hint: Suggestion.hint(for: condition.property, in: shape.allPropertyNames), id: .geometryUnknownProperty)
        }
      }
      if valid, !variantConditions.isEmpty {
        let published = shape.publishedVariants.contains { variant in
          variantConditions.allSatisfy { condition in
            variant[condition.property].map { condition.values.contains($0) } ?? false
          }
        }
        if !published {
          let named = variantConditions.map { "\($0.property): \(NumberFormat.list($0.values, conjunction: "or"))" }
          diagnostics.warning(
            "the rule names \(named.joined(separator: ", ")), which \(shape.name) does not publish",
            at: rule.location, hint: "Figma has no such variant, so the rule never applies; remove it",
            id: .geometryRuleUnpublishedVariant)
        }
      }
      for override in rule.overrides {
        if let target = override.target, !layerNames.contains(target) {
          diagnostics.error(
            "the rule names no layer or property '\(target)'", at: override.location,
            hint: Suggestion.hint(for: target, in: layerNames + ShapeKeys.all.sorted()), id: .geometryRuleUnknownTarget)
        }
      }
    }
  }

  private func checkAnatomy(
    _ model: GeometryModel, shape: ComponentSetShape, layerNames: [String], into diagnostics: inout Diagnostics
  ) {
    guard let anatomy = model.anatomy else { return }
    for (property, value, location) in anatomy.variant {
      if let definition = shape.variantProperties.first(where: { $0.name == property }) {
        if !definition.options.contains(value) {
          diagnostics.error(
            "'\(value)' is not a value of \(shape.name)'s \(property)", at: location,
            hint: Suggestion.hint(for: value, in: definition.options), id: .geometryUnknownValue)
        }
      } else if !shape.otherProperties.contains(where: { $0.name == property }) {
        diagnostics.error(
          "\(shape.name) has no property '\(property)'", at: location,
          hint: Suggestion.hint(for: property, in: shape.allPropertyNames), id: .geometryUnknownProperty)
      }
    }
    for part in anatomy.parts where !layerNames.contains(part.layer) {
      diagnostics.error(
        "the anatomy names no layer '\(part.layer)'", at: part.location,
        hint: Suggestion.hint(for: part.layer, in: layerNames), id: .geometryAnatomyUnknownLayer)
    }
    if let travel = anatomy.travel, !shape.variantProperties.contains(where: { $0.name == travel.property }) {
      diagnostics.error(
        "'travel' names a variant property; \(shape.name) has no variant property '\(travel.property)'",
        at: travel.location, hint: Suggestion.hint(for: travel.property, in: shape.variantProperties.map(\.name)),
        id: .geometryUnknownProperty)
    }
  }

  /// A family the fonts folder and the system lack is measured with Inter: say so once.
  private func checkFonts(_ reads: [TokenMention], into diagnostics: inout Diagnostics) {
    var reported = Set<String>()
    for read in reads {
      guard case .typography(let style)? = tokens.token(read.name), !reported.contains(style.fontFamily) else {
        continue
      }
      if let (file, exact) = measurer.fontFile(family: style.fontFamily, weight: style.fontWeight), !exact {
        reported.insert(style.fontFamily)
        diagnostics.warning(
          "no font file for the family '\(style.fontFamily)' (read through '\(read.name)'); text is measured with \(file.family)",
          at: read.location, hint: "put the family's .otf or .ttf files in the site's fonts folder",
          id: .geometryFontMissing)
      } else if measurer.fontFile(family: style.fontFamily, weight: style.fontWeight) == nil {
        reported.insert(style.fontFamily)
        diagnostics.warning(
          "no font files at all; text widths are zero", at: read.location,
          hint: "install fonts-inter or add fonts to the site's fonts folder", id: .geometryNoFonts)
      }
    }
  }

  /// Instances that include themselves, directly or through others: returns the sets on a
  /// cycle, and the sets each model places, in file order.
  func checkInstanceCycles(into diagnostics: inout Diagnostics) -> (
    onCycle: Set<String>, instanceSets: [String: [String]]
  ) {
    var edges: [String: [(set: String, location: SourceLocation, via: String?)]] = [:]
    var instanceSets: [String: [String]] = [:]
    for set in setNames {
      guard let model = models[set] else { continue }
      let found = model.instancesPlaced.map { (set: $0.set, location: $0.location, via: String?.none) }
      edges[set] = found
      var unique: [String] = []
      for (name, _, _) in found where !unique.contains(name) { unique.append(name) }
      instanceSets[set] = unique
    }
    // An instance whose set a property names places every set that property can name.
    let possible = possiblePropertyValues()
    for set in setNames {
      guard let model = models[set] else { continue }
      for bound in model.boundInstances {
        for name in Self.texts(of: bound.set, values: possible[set] ?? [:]) where models[name] != nil {
          edges[set, default: []].append((name, bound.location, bound.set.raw))
        }
      }
    }
    var onCycle = Set<String>()
    // Each cycle once, by the sets on it.
    var reported = Set<[String]>()
    // Every path is followed, so every cycle is reported; a set from which no cycle can be
    // reached is followed once, and a set placed many times by one set once from it (a set
    // holding ten of the next, ten deep, would otherwise be ten billion paths).
    var acyclic = Set<String>()
    /// Whether a cycle (or the depth bound) was met under `set`.
    @discardableResult
    func visit(_ set: String, _ stack: [(set: String, location: SourceLocation, via: String?)]) -> Bool {
      var met = false
      var followed = Set<String>()
      for edge in edges[set] ?? [] {
        let next = edge.set
        guard !acyclic.contains(next), followed.insert(next).inserted else { continue }
        let chain = stack + [edge]
        if let start = chain.firstIndex(where: { $0.set == next }), start < chain.count - 1 {
          let cycle = Array(chain[(start + 1)...])
          let names = cycle.map(\.set)
          onCycle.formUnion(names)
          if reported.insert(names.sorted()).inserted {
            let path = ([next] + names).joined(separator: " → ")
            var hint = "a component cannot contain itself"
            if let bound = cycle.last(where: { $0.via != nil }), let via = bound.via {
              hint += "; '\(via)' can name \(bound.set), so that instance may place it"
            }
            diagnostics.append(
              Diagnostic(
                .error, "instances form a cycle: \(path)", at: cycle.last!.location, hint: hint,
                notes: cycle.dropLast().map {
                  Diagnostic(.note, "\($0.set) is placed here", at: $0.location, id: .geometryInstanceCycle)
                }, id: .geometryInstanceCycle))
          }
          met = true
          continue
        }
        if chain.count < 32 {
          if visit(next, chain) { met = true }
        } else {
          met = true
        }
      }
      if !met { acyclic.insert(set) }
      return met
    }
    for set in setNames { visit(set, [(set, models[set]!.setLocation, nil)]) }
    return (onCycle, instanceSets)
  }

  /// Every value each property of each modelled set can take when the models load: a variant
  /// property's options; for the others the default, what each variant's own layers give, and
  /// every value an instance of the set gives it (bound values followed through the models).
  private func possiblePropertyValues() -> [String: [String: Set<String>]] {
    let cap = 256
    var possible: [String: [String: Set<String>]] = [:]
    for set in setNames {
      guard let shape = shapes[set] else { continue }
      var values: [String: Set<String>] = [:]
      for property in shape.variantProperties { values[property.name] = Set(property.options) }
      for property in shape.otherProperties { values[property.name, default: []].insert(property.defaultValue) }
      for own in shape.variantDefaults.values {
        for (name, value) in own { values[name, default: []].insert(value) }
      }
      possible[set] = values
    }
    // Values passed on through bound settings settle within a few rounds; the cap keeps a value
    // that grows each round ("{Name}x") from growing without end.
    for _ in 0..<16 {
      var changed = false
      for set in setNames {
        guard let model = models[set] else { continue }
        for setting in model.instanceSettings {
          // A bound set may be any set that has the property: the value it is given may be
          // what names it (`instance: "{Name}"` given `Name: Loop` inside Loop).
          var targets = Self.texts(of: setting.set, values: possible[set] ?? [:])
          if !setting.set.isLiteral {
            targets += setNames.filter { possible[$0]?[setting.name] != nil }
          }
          let given = Self.texts(of: setting.value, values: possible[set] ?? [:])
          for target in targets where models[target] != nil {
            for value in given where (possible[target]?[setting.name]?.count ?? 0) < cap {
              if possible[target, default: [:]][setting.name, default: []].insert(value).inserted { changed = true }
            }
          }
        }
      }
      if !changed { break }
    }
    return possible
  }

  /// The texts `template` can read: each property it binds at each of its values, the others
  /// at their defaults.
  private static func texts(of template: TextTemplate, values: [String: Set<String>]) -> [String] {
    var out: Set<String> = [template.text(with: [:])]
    for part in template.parts {
      guard case .property(let name, let count, _) = part, !count else { continue }
      for value in values[name] ?? [] { out.insert(template.text(with: [name: value])) }
    }
    return out.sorted()
  }
}

extension GeometryModel {
  /// The instances placed through a `{…}` template, and the values every instance gives.
  func findInstanceBindings() -> (
    instances: [(set: TextTemplate, location: SourceLocation)],
    settings: [(set: TextTemplate, name: String, value: TextTemplate)]
  ) {
    var instances: [(set: TextTemplate, location: SourceLocation)] = []
    var settings: [(set: TextTemplate, name: String, value: TextTemplate)] = []
    func walk(_ layer: LayerFields) {
      for kind in layer.kinds where kind.key == "instance" {
        guard case .template(let target) = kind.value, target.isString else { continue }
        if !target.isLiteral { instances.append((target, kind.valueLocation)) }
        for setting in layer.properties ?? [] { settings.append((target, setting.name, setting.value)) }
      }
      for list in [layer.layers, layer.children, layer.backdrop] {
        for inner in list ?? [] { walk(inner) }
      }
    }
    walk(root)
    for rule in rules { for override in rule.overrides { walk(override.fields) } }
    return (instances, settings)
  }

  /// The sets placed as instances by name (not through a `{…}` template), in the order written.
  func findInstancesPlaced() -> [(set: String, location: SourceLocation)] {
    var found: [(set: String, location: SourceLocation)] = []
    func walk(_ layer: LayerFields) {
      for kind in layer.kinds where kind.key == "instance" {
        if case .template(let name) = kind.value, name.isString, !name.raw.hasPrefix("{") {
          found.append((name.raw, kind.valueLocation))
        }
      }
      // Each list walked where it is: joining them would copy every layer.
      for list in [layer.layers, layer.children, layer.backdrop] {
        for inner in list ?? [] { walk(inner) }
      }
    }
    walk(root)
    for rule in rules { for override in rule.overrides { walk(override.fields) } }
    return found
  }
}
