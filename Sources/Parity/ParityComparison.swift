import CodeProps
import Figma
import SpecimenCore

/// The comparison of one set with one code component, row by row.
extension Parity {
  /// A code value a Figma option becomes: as written, not passed at all, or an expression.
  enum MappedValue: Equatable {
    case value(String)
    case notPassed
    case expression
  }

  static let passthrough: Set<String> = ["className", "style", "id", "ref", "key", "as", "slot", "testID", "sx"]

  /// Why a code prop needs no Figma counterpart, or nil when it should have one.
  static func classification(_ prop: CodeProp) -> String? {
    if prop.deprecation != nil { return "deprecated" }
    let name = prop.name
    if name.count > 2, name.hasPrefix("on"), name.dropFirst(2).first?.isUppercase == true { return "event handler" }
    if name == "children" { return "children" }
    if passthrough.contains(name) || name.hasPrefix("aria-") || name.hasPrefix("data-") {
      return "passthrough attribute"
    }
    return nil
  }

  /// The literal values a code type allows (`'sm' | 'md'` → sm, md), true/false for booleans,
  /// nil when the type is not a union of literals.
  static func members(of type: String) -> [String]? {
    let members = TypeText.unionMembers(type).filter { !["undefined", "null", "nil"].contains($0) }
    if isBoolean(type) { return ["true", "false"] }
    let literals = members.compactMap(TypeText.literal)
    return !literals.isEmpty && literals.count == members.count ? literals : nil
  }

  static func isBoolean(_ type: String) -> Bool {
    let members = TypeText.unionMembers(type).filter { !["undefined", "null", "nil"].contains($0) }
    return !members.isEmpty
      && members.allSatisfy { ["boolean", "bool", "Bool", "Bool?", "true", "false"].contains($0) }
  }

  static func figmaDescription(_ property: ComponentProperty) -> String {
    switch property.kind {
    case .variant: "Variant: " + property.options.joined(separator: ", ")
    case .boolean: "Boolean"
    case .text: "Text"
    case .instanceSwap: "Instance swap"
    }
  }

  static func compare(_ set: ComponentSet, _ comparison: Comparison, code: CodeComponent?, pairing: ParityPairing?)
    -> ParityReport
  {
    var rows: [ParityRow] = []
    let connection = comparison.connection
    let fixAt = connection?.location ?? pairing?.location ?? set.location
    let codeName = comparison.component ?? "the HTML mapping"
    var reached: Set<String> = []
    let restricted = Set(connection?.variant.map(\.property) ?? [])

    func row(
      _ subject: ParityRow.Subject, _ status: ParityRow.Status, figma: String? = nil, figmaValue: String? = nil,
      code: String? = nil, codeValue: String? = nil, note: String? = nil, flagged: Bool = false,
      id: Diagnostic.ID = .parityOnlyInFigma, at location: SourceLocation? = nil, hint: String? = nil
    ) {
      rows.append(
        ParityRow(
          subject: subject, status: status, figmaName: figma, figmaValue: figmaValue, codeName: code,
          codeValue: codeValue, note: note, isFlagged: flagged, id: id, location: location ?? fixAt, hint: hint))
    }

    // What the mapping names that the file does not have.
    for mapped in connection?.props ?? [] where mapped.readsProperty {
      guard let figmaName = mapped.figmaProperty, set.property(named: figmaName) == nil else { continue }
      reached.insert(mapped.codeProp)
      row(
        .mapping, .different, figma: figmaName, code: mapped.codeProp,
        note: "Code Connect reads the Figma property '\(figmaName)', which \(set.name) does not have", flagged: true,
        id: .parityMappingUnknownProperty, at: mapped.figmaLocation,
        hint: Suggestion.hint(for: figmaName, in: set.properties.map(\.name)))
    }
    let allRestrictions = (connection?.variant ?? []) + comparison.routes.flatMap(\.variant)
    for restriction in allRestrictions {
      guard let property = set.property(named: restriction.property) else {
        row(
          .mapping, .different, figma: restriction.property,
          note:
            "Code Connect's variant names the Figma property '\(restriction.property)', which \(set.name) does not have",
          flagged: true, id: .parityMappingUnknownProperty, at: restriction.location,
          hint: Suggestion.hint(for: restriction.property, in: set.properties.map(\.name)))
        continue
      }
      if !property.displayOptions.contains(restriction.value) {
        row(
          .mapping, .different, figma: property.name, figmaValue: restriction.value,
          note:
            "Code Connect's variant names the option '\(restriction.value)', which \(set.name)'s \(property.name) does not have",
          flagged: true, id: .parityMappingUnknownOption, at: restriction.location,
          hint: Suggestion.hint(for: restriction.value, in: property.displayOptions))
      }
    }
    // Layers and class names: connected, but to no component property.
    for mapped in connection?.props ?? [] where !mapped.readsProperty {
      reached.insert(mapped.codeProp)
      let what = mapped.kind == .className ? "class names" : "layer " + (mapped.figmaProperty ?? "")
      row(
        .property, .matched, figmaValue: what, code: mapped.codeProp,
        codeValue: code?.prop(named: mapped.codeProp)?.type, note: "Code Connect figma.\(mapped.kind.rawValue)")
    }

    for property in set.properties where !restricted.contains(property.name) {
      let mapped = connection?.props.first { $0.readsProperty && $0.figmaProperty == property.name }
      let routes = comparison.routes.compactMap { route -> (String, String)? in
        guard let restriction = route.variant.first(where: { $0.property == property.name }) else { return nil }
        return (restriction.value, route.component ?? "another mapping")
      }
      var prop: CodeProp?
      if let mapped {
        prop = code?.prop(named: mapped.codeProp)
        reached.insert(mapped.codeProp)
        if code != nil && prop == nil {
          row(
            .mapping, .different, figma: property.name, code: mapped.codeProp,
            note: "Code Connect passes '\(mapped.codeProp)', which \(codeName) does not have", flagged: true,
            id: .parityMappingUnknownProp, at: mapped.location,
            hint: Suggestion.hint(for: mapped.codeProp, in: code?.props.map(\.name) ?? []))
          continue
        }
      } else if let code {
        let wanted = normalized(property.name)
        prop = code.props.first { normalized($0.name) == wanted || normalized($0.name) == "is" + wanted }
        if let prop { reached.insert(prop.name) }
      }
      guard let prop else {
        if !routes.isEmpty {
          row(
            .property, .matched, figma: property.name, figmaValue: figmaDescription(property),
            note: "selects the component: "
              + routes.map { "\(property.name)=\($0.0) → \($0.1)" }.joined(separator: ", "))
        } else if mapped != nil {
          // Mapped, but the code component's props are unknown: the mapping is all there is to check.
          row(
            .property, .matched, figma: property.name, figmaValue: figmaDescription(property), code: mapped?.codeProp,
            note: "no props source describes \(codeName)")
        } else if code == nil {
          row(
            .property, .onlyInFigma, figma: property.name, figmaValue: figmaDescription(property),
            note: "not mapped; no props source describes \(codeName)")
        } else {
          row(
            .property, .onlyInFigma, figma: property.name, figmaValue: figmaDescription(property), flagged: true,
            id: .parityOnlyInFigma)
        }
        continue
      }
      compareProperty(property, prop: prop, mapped: mapped, routes: routes, codeName: codeName, row: row)
    }

    for prop in code?.props ?? [] where !reached.contains(prop.name) {
      let reason = classification(prop)
      row(
        .property, .onlyInCode, code: prop.name, codeValue: prop.type, note: reason, flagged: reason == nil,
        id: .parityOnlyInCode)
    }
    let basis = comparison.basis
    return ParityReport(
      setName: set.name, component: comparison.component, basis: basis, restriction: connection?.variant ?? [],
      rows: rows)
  }

  static func compareProperty(
    _ property: ComponentProperty, prop: CodeProp, mapped: CodeConnectProp?, routes: [(String, String)],
    codeName: String,
    row: (
      ParityRow.Subject, ParityRow.Status, String?, String?, String?, String?, String?, Bool, Diagnostic.ID,
      SourceLocation?, String?
    ) -> Void
  ) {
    let values = mapped?.values ?? []
    func value(of option: String) -> MappedValue {
      guard !values.isEmpty else { return .value(option) }
      guard let entry = values.first(where: { $0.option == option || $0.option.trimmingSpaces == option }) else {
        return .notPassed
      }
      return entry.value.map { .value($0) } ?? .expression
    }
    let at = mapped?.location
    var status = ParityRow.Status.matched
    var note: String?
    let members = members(of: prop.type)
    // Each reading splits the type's union: read once for the property and all its options.
    let boolean = isBoolean(prop.type)
    switch property.kind {
    case .boolean:
      if values.isEmpty && !boolean {
        status = .different
        note = "a Figma Boolean feeds a \(prop.type)"
      }
    case .text:
      if boolean {
        status = .different
        note = "Figma text feeds a \(prop.type)"
      }
    case .variant, .instanceSwap: break
    }
    row(
      .property, status, property.name, figmaDescription(property), prop.name, prop.type, note, status != .matched,
      .parityTypeDiffers, at, nil)
    guard property.kind == .variant || property.kind == .boolean else { return }

    // Options, one by one.
    var reachedMembers: Set<String> = []
    var sawExpression = false
    if property.kind == .variant {
      for entry in values
      where !property.options.contains(entry.option) && !property.options.contains(entry.option.trimmingSpaces) {
        row(
          .mapping, .different, property.name, entry.option, prop.name, entry.value,
          "Code Connect maps the option '\(entry.option)', which \(property.name) does not have", true,
          .parityMappingUnknownOption, entry.location, Suggestion.hint(for: entry.option, in: property.options))
      }
    }
    for option in property.displayOptions {
      if let route = routes.first(where: { $0.0 == option }) {
        row(
          .option, .onlyInFigma, property.name, option, prop.name, nil,
          "\(codeName)’s \(prop.name) has no \(option); Code Connect maps \(property.name)=\(option) to \(route.1)",
          false,
          .parityOptionOnlyInFigma, at, nil)
        continue
      }
      switch value(of: option) {
      case .notPassed:
        // A boolean prop keeps its default for the options the mapping leaves out.
        if !boolean {
          row(
            .option, .onlyInFigma, property.name, option, prop.name, nil, "Code Connect maps no value for it", true,
            .parityOptionOnlyInFigma, at, "map the option in Code Connect, or remove it from Figma")
        }
      case .expression: sawExpression = true
      case .value(let written):
        let literal = TypeText.literal(written) ?? written
        guard let members else { continue }
        // Without a mapping, options and values are compared as names: `Primary` is `primary`.
        let code = values.isEmpty ? members.first { normalized($0) == normalized(literal) } ?? literal : literal
        if members.contains(code) {
          reachedMembers.insert(code)
        } else if !boolean {
          row(
            .option, .onlyInFigma, property.name, option, prop.name, values.isEmpty ? nil : written,
            "\(prop.name) has no \(TypeText.literal(written) == nil ? written : "'\(literal)'")", true,
            .parityOptionOnlyInFigma, at, nil)
        }
      }
    }
    if let members, !sawExpression, !boolean {
      for member in members where !reachedMembers.contains(member) {
        row(
          .option, .onlyInCode, property.name, nil, prop.name, member, nil, true, .parityOptionOnlyInCode, at,
          "add the option to \(property.name) in Figma, or map it in Code Connect")
      }
    }

    // Defaults.
    let figmaDefault = property.defaultValue.text
    if routes.contains(where: { $0.0 == figmaDefault }) { return }
    guard case .value(let written) = value(of: figmaDefault) else { return }
    let mappedDefault = TypeText.literal(written) ?? written
    let codeDefault = prop.defaultValue.map { TypeText.literal($0) ?? $0 }
    let empty = ["undefined", "nil", "null"]
    let same: Bool
    if let codeDefault {
      same =
        codeDefault == mappedDefault || (values.isEmpty && normalized(codeDefault) == normalized(mappedDefault))
        || (empty.contains(codeDefault) && empty.contains(mappedDefault))
    } else {
      same = empty.contains(mappedDefault) || (boolean && mappedDefault == "false")
    }
    if !same {
      row(
        .default, .different, property.name, figmaDefault, prop.name, prop.defaultValue, nil, true,
        .parityDefaultDiffers, at, "make the defaults agree, or accept the difference in site.yml")
    }
  }
}
