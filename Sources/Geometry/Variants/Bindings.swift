import SpecimenCore

// Bindings to component properties: `{Label}` in text, `{Show Description}` in visibility.
extension ModelReader {
  /// Reads `{Property}` (the property's value) and `{#Property}` (its length) in `text`; a name
  /// that is not a property of the set is reported here and draws nothing.
  mutating func template(_ text: String, isString: Bool, at location: SourceLocation) -> TextTemplate {
    var template = TextTemplate(raw: text, isString: isString, parts: [])
    guard text.contains("{") else {
      template.parts = [.literal(text)]
      return template
    }
    var rest = Substring(text)
    var literal = ""
    while let open = rest.firstIndex(of: "{") {
      literal += rest[..<open]
      // `{{` is a literal `{`: how text that holds braces is written.
      let after = rest.index(after: open)
      if after < rest.endIndex, rest[after] == "{" {
        literal += "{"
        rest = rest[rest.index(after: after)...]
        continue
      }
      template.parts.append(.literal(literal))
      literal = ""
      guard let close = rest[open...].firstIndex(of: "}") else {
        diagnostics.error("'{' without a closing '}' in '\(text)'", at: location, id: .geometryBindingUnclosed)
        template.parts.append(.literal(String(rest[open...])))
        return template
      }
      var name = String(rest[rest.index(after: open)..<close])
      let count = name.hasPrefix("#")
      if count { name.removeFirst() }
      if let defaultValue = defaultValue(of: name) {
        template.parts.append(.property(name: name, count: count, defaultValue: defaultValue))
      } else {
        diagnostics.error(
          "'{\(name)}' is not a property of \(shape.name)", at: location,
          hint: Suggestion.hint(for: name, in: shape.allPropertyNames), id: .geometryUnknownProperty)
      }
      rest = rest[rest.index(after: close)...]
    }
    template.parts.append(.literal(literal + rest))
    return template
  }

  private func defaultValue(of name: String) -> String? {
    shape.variantProperties.first { $0.name == name }?.defaultValue
      ?? shape.otherProperties.first { $0.name == name }?.defaultValue
  }
}

extension LayerResolver {
  /// Whether `name = value` may be set on an instance of `target`; reports it when not.
  func checkProperty(
    _ setting: PropertySetting, value: String, of target: ComponentSetShape, into diagnostics: inout Diagnostics
  ) -> Bool {
    let name = setting.name
    if let property = target.variantProperties.first(where: { $0.name == name }) {
      guard property.options.contains(value) else {
        diagnostics.append(
          .notAValue(
            value, of: "\(target.name)'s \(name)", known: property.options, at: setting.valueLocation,
            id: .geometryUnknownValue))
        return false
      }
      return true
    }
    if let property = target.otherProperties.first(where: { $0.name == name }) {
      if property.kind == .boolean, value != "true", value != "false" {
        diagnostics.error(
          "'\(name)' is a boolean; write true or false", at: setting.valueLocation, id: .geometryBooleanExpected)
        return false
      }
      return true
    }
    diagnostics.error(
      "\(target.name) has no property '\(name)'", at: setting.keyLocation,
      hint: Suggestion.hint(for: name, in: target.allPropertyNames), id: .geometryUnknownProperty)
    return false
  }
}
