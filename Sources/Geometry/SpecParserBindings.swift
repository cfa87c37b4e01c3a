import SpecimenCore

// Bindings to component properties: `{Label}` in text, `{Show Description}` in visibility.
extension SpecParser {
  /// Fills `{Property}` with the property's value and `{#Property}` with its length.
  func interpolate(_ text: String, at location: SourceLocation) -> String {
    guard text.contains("{") else { return text }
    var out = ""
    var rest = Substring(text)
    while let open = rest.firstIndex(of: "{") {
      out += rest[..<open]
      guard let close = rest[open...].firstIndex(of: "}") else {
        sink.error("'{' without a closing '}' in '\(text)'", at: location)
        out += rest[open...]
        return out
      }
      var name = String(rest[rest.index(after: open)..<close])
      let count = name.hasPrefix("#")
      if count { name.removeFirst() }
      if let value = values[name] ?? defaultValue(of: name) {
        out += count ? String(value.count) : value
      } else {
        sink.error(
          "'{\(name)}' is not a property of \(shape.name)", at: location,
          hint: Suggestion.hint(for: name, in: shape.allPropertyNames))
      }
      rest = rest[rest.index(after: close)...]
    }
    return out + rest
  }

  private func defaultValue(of name: String) -> String? {
    shape.variantProperties.first { $0.name == name }?.defaultValue
      ?? shape.otherProperties.first { $0.name == name }?.defaultValue
  }

  /// Whether `name = value` may be set on an instance of `target`; reports it when not.
  func checkProperty(
    _ name: String, value: String, of target: ComponentSetShape, keyAt: SourceLocation, valueAt: SourceLocation
  ) -> Bool {
    if let property = target.variantProperties.first(where: { $0.name == name }) {
      guard property.options.contains(value) else {
        sink.error(
          "'\(value)' is not a value of \(target.name)'s \(name)", at: valueAt,
          hint: Suggestion.hint(for: value, in: property.options)
            ?? "the values are \(Format.list(property.options, conjunction: "or"))")
        return false
      }
      return true
    }
    if let property = target.otherProperties.first(where: { $0.name == name }) {
      if property.kind == .boolean, value != "true", value != "false" {
        sink.error("'\(name)' is a boolean; write true or false", at: valueAt)
        return false
      }
      return true
    }
    sink.error(
      "\(target.name) has no property '\(name)'", at: keyAt,
      hint: Suggestion.hint(for: name, in: target.allPropertyNames))
    return false
  }
}
