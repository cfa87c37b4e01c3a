import SpecimenCore

/// What a directive body asks for: `State: Default, Focused` narrows a variant property to
/// those values, `Show Description: false` sets another property for every drawing.
struct VariantSelection: Sendable, Hashable {
  package var filters: [String: [String]] = [:]
  package var properties: PropertyValues = [:]
  package init(filters: [String: [String]] = [:], properties: PropertyValues = [:]) {
    self.filters = filters
    self.properties = properties
  }

  /// The published variants the filters let through, in Figma's order.
  package func variants(of shape: ComponentSetShape) -> [PropertyValues] {
    let published = shape.publishedVariants.isEmpty ? [shape.defaultVariant] : shape.publishedVariants
    return published.filter { variant in
      filters.allSatisfy { name, values in variant[name].map(values.contains) ?? false }
    }
  }

  /// Reads a body of `Property: value, value` lines; `#` starts a comment. `location` is the
  /// position of the body's first line, so each error points at its own line. Nil, with every
  /// line's problem reported, when any line is wrong.
  package static func parse(
    _ body: String, for shape: ComponentSetShape, at location: SourceLocation?,
    into diagnostics: inout Diagnostics
  ) -> VariantSelection? {
    var work = 0
    return parse(body, for: shape, at: location, work: &work, into: &diagnostics)
  }

  /// `parse`, counting in `work` the values it looks at (for tests: a body that repeats a line
  /// costs each line once, not the lines before it again).
  static func parse(
    _ body: String, for shape: ComponentSetShape, at location: SourceLocation?, work: inout Int,
    into diagnostics: inout Diagnostics
  ) -> VariantSelection? {
    var selection = VariantSelection()
    var problems: [Diagnostic] = []
    // Each property's options, and the values a filter has taken, as sets: a body that names a
    // value again (a repeated line) adds nothing and costs that line alone.
    var options: [String: Set<String>] = [:]
    var taken: [String: Set<String>] = [:]
    for (offset, rawLine) in body.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
      let line = rawLine.trimmingCharacters(in: .whitespaces)
      if line.isEmpty || line.hasPrefix("#") { continue }
      let here = location.map { SourceLocation(file: $0.file, line: $0.line + offset, column: 1) }
      guard let colon = line.firstIndex(of: ":") else {
        problems.append(
          .error(
            "expected 'Property: value' in '\(line)'", at: here,
            hint:
              "for example '\(shape.variantProperties.first.map { "\($0.name): \($0.defaultValue)" } ?? "Property: value")'",
            id: .geometrySelectionInvalid
          ))
        continue
      }
      let name = line[..<colon].trimmingCharacters(in: .whitespaces)
      let valueText = line[line.index(after: colon)...].trimmingCharacters(in: .whitespaces)
      if let property = shape.variantProperties.first(where: { $0.name == name }) {
        let values = valueText.split(separator: ",").map { $0.trimmingCharacters(in: .whitespaces) }
        let known = options[name] ?? Set(property.options)
        options[name] = known
        var accepted: [String] = []
        for value in values {
          work += 1
          if known.contains(value) {
            if taken[name, default: []].insert(value).inserted { accepted.append(value) }
          } else {
            problems.append(
              .notAValue(
                value, of: "\(shape.name)'s \(name)", known: property.options, at: here, id: .geometryUnknownValue))
          }
        }
        selection.filters[name, default: []].append(contentsOf: accepted)
      } else if let property = shape.otherProperties.first(where: { $0.name == name }) {
        if property.kind == .boolean, valueText != "true", valueText != "false" {
          problems.append(.error("'\(name)' is a boolean; write true or false", at: here, id: .geometryBooleanExpected))
          continue
        }
        selection.properties[name] = valueText
      } else {
        problems.append(
          .error(
            "\(shape.name) has no property '\(name)'", at: here,
            hint: Suggestion.hint(for: name, in: shape.allPropertyNames), id: .geometryUnknownProperty))
      }
    }
    guard problems.isEmpty else {
      diagnostics.append(contentsOf: problems)
      return nil
    }
    return selection
  }
}
