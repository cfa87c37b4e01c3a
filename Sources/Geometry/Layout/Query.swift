import SpecimenCore

/// Inline queries a page writes in its prose:
///   `geometry Toggle handle.x Active=On`         → "19"  (relative to the parent layer)
///   `size _Toggle Label Show Description=false`  → "340 × 44"
/// Property values follow the set and the layer as `Name=Value`; names and values may hold
/// spaces (`Type=Left Selection`) because they are matched against the set's own. Figma's names
/// hold spaces, brackets, slashes and emoji (`Modal (FINAL)`, `Ellipse 1`): they are written as
/// they are, and in double quotes where a name would be ambiguous
/// (`geometry "Modal (FINAL)" "Ellipse 1".x`, `"Size (px)"=12`).
extension GeometryLibrary {
  static let queryMetrics = [
    "x", "y", "width", "height", "cx", "cy", "radius", "left", "top", "right", "bottom", "gap",
  ]

  /// Evaluates `geometry …` or `size …`; nil when it cannot, with errors at `location` (the
  /// reference in the page).
  package func query(
    _ expression: String, at location: SourceLocation? = nil, into diagnostics: inout Diagnostics
  ) -> String? {
    let trimmed = expression.trimmingCharacters(in: .whitespaces)
    let keyword = trimmed.prefix { $0 != " " }
    let rest = trimmed.dropFirst(keyword.count).trimmingCharacters(in: .whitespaces)
    switch keyword {
    case "geometry": return geometryQuery(rest, at: location, into: &diagnostics)
    case "size": return sizeQuery(rest, at: location, into: &diagnostics)
    default:
      diagnostics.append(
        .error(
          "a geometry query starts with 'geometry' or 'size', found '\(keyword)'", at: location,
          hint: "for example 'geometry Toggle handle.x Active=On' or 'size Toggle'", id: .geometryQueryInvalid))
      return nil
    }
  }

  private func sizeQuery(_ text: String, at location: SourceLocation?, into diagnostics: inout Diagnostics)
    -> String?
  {
    guard let (set, rest) = splitSet(text, at: location, into: &diagnostics),
      let values = assignments(rest, set: set, at: location, into: &diagnostics),
      let component = layout(
        set: set, variant: values.variant, properties: values.properties, at: location, into: &diagnostics)
    else { return nil }
    return "\(NumberFormat.number(component.width)) × \(NumberFormat.number(component.height))"
  }

  private func geometryQuery(_ text: String, at location: SourceLocation?, into diagnostics: inout Diagnostics)
    -> String?
  {
    guard let (set, rest) = splitSet(text, at: location, into: &diagnostics) else { return nil }
    let layerName: String
    let metric: String
    let after: Substring
    if let reference = Self.layerReference(Substring(rest)) {
      (layerName, metric, after) = reference
    } else {
      let reference = rest.prefix { $0 != " " }
      guard let dot = reference.lastIndex(of: "."), dot != reference.startIndex else {
        diagnostics.append(
          .error(
            "expected 'layer.metric' after the set name, found '\(reference)'", at: location,
            hint: "for example 'handle.x'; metrics are \(Self.queryMetrics.joined(separator: ", "))",
            id: .geometryQueryInvalid))
        return nil
      }
      layerName = String(reference[..<dot])
      metric = String(reference[reference.index(after: dot)...])
      after = rest.dropFirst(reference.count)
    }
    guard
      let values = assignments(
        after.trimmingCharacters(in: .whitespaces), set: set, at: location, into: &diagnostics),
      let component = layout(
        set: set, variant: values.variant, properties: values.properties, at: location, into: &diagnostics)
    else { return nil }
    guard let index = component.index(of: layerName) else {
      diagnostics.append(
        .error(
          "\(set) has no layer '\(layerName)'", at: location,
          hint: Suggestion.hint(for: layerName, in: component.layerNames), id: .geometryQueryUnknownLayer))
      return nil
    }
    let layer = component.layers[index]
    let frame = component.relativeFrame(of: index)
    let parent = layer.parent.map { component.layers[$0].frame } ?? component.frame
    let value: Double
    switch metric {
    case "x", "left": value = frame.x
    case "y", "top": value = frame.y
    case "width": value = frame.width
    case "height": value = frame.height
    case "cx": value = frame.midX
    case "cy": value = frame.midY
    case "right": value = parent.width - frame.maxX
    case "bottom": value = parent.height - frame.maxY
    case "radius":
      if layer.kind == .ellipse {
        value = frame.width / 2
      } else {
        value = layer.corners.topLeft
      }
    case "gap":
      guard let layout = layer.layout else {
        diagnostics.append(
          .error("the layer '\(layerName)' has no auto layout, so no gap", at: location, id: .geometryQueryNoGap))
        return nil
      }
      value = layout.gap
    default:
      diagnostics.append(
        .error(
          "unknown metric '\(metric)'", at: location,
          hint: Suggestion.hint(for: metric, in: Self.queryMetrics)
            ?? "metrics are \(Self.queryMetrics.joined(separator: ", "))", id: .geometryQueryUnknownMetric))
      return nil
    }
    return NumberFormat.number(value)
  }

  /// A name in double quotes at the start of `text`, and what follows the closing quote; nil
  /// when the text does not start with a quote or the quote is not closed.
  static func quoted(_ text: Substring) -> (name: String, rest: Substring)? {
    guard text.first == "\"", let close = text.dropFirst().firstIndex(of: "\"") else { return nil }
    return (String(text[text.index(after: text.startIndex)..<close]), text[text.index(after: close)...])
  }

  /// `"Ellipse 1".x`, or unquoted `Ellipse 1.x`: the layer runs to the first `.metric` that a
  /// space or the end follows. Nil when no known metric follows a dot, so the caller reports.
  static func layerReference(_ text: Substring) -> (layer: String, metric: String, rest: Substring)? {
    func metric(after dot: Substring.Index) -> (String, Substring)? {
      let tail = text[text.index(after: dot)...]
      let word = tail.prefix { $0 != " " }
      guard queryMetrics.contains(String(word)) else { return nil }
      return (String(word), tail.dropFirst(word.count))
    }
    if let (name, rest) = quoted(text) {
      guard rest.first == ".", let (found, after) = metric(after: rest.startIndex) else { return nil }
      return (name, found, after)
    }
    var index = text.startIndex
    while let dot = text[index...].firstIndex(of: ".") {
      if dot != text.startIndex, let (found, after) = metric(after: dot) {
        return (String(text[..<dot]), found, after)
      }
      index = text.index(after: dot)
    }
    return nil
  }

  /// The set name in quotes, or the longest set name (with a model) the text starts with, and
  /// what follows it.
  private func splitSet(_ text: String, at location: SourceLocation?, into diagnostics: inout Diagnostics) -> (
    String, String
  )? {
    if let (name, rest) = Self.quoted(Substring(text)) {
      if drawableSetNames.contains(name) { return (name, rest.trimmingCharacters(in: .whitespaces)) }
      diagnostics.append(
        .error(
          "no geometry model for the set '\(name)'", at: location,
          hint: Suggestion.hint(for: name, in: drawableSetNames)
            ?? "sets with a model: \(setNames.joined(separator: ", "))", id: .geometryUnknownModel))
      return nil
    }
    for name in drawableSetNames.sorted(by: { $0.count > $1.count }) where text.hasPrefix(name) {
      let rest = text.dropFirst(name.count)
      if rest.isEmpty || rest.first == " " {
        return (name, rest.trimmingCharacters(in: .whitespaces))
      }
    }
    let guess = String(text.prefix { $0 != " " && $0 != "=" })
    diagnostics.append(
      .error(
        "no geometry model for a set at the start of '\(text)'", at: location,
        hint: Suggestion.hint(for: guess, in: drawableSetNames)
          ?? "sets with a model: \(setNames.joined(separator: ", "))", id: .geometryUnknownModel))
    return nil
  }

  /// `Name=Value Name=Value`, names and values matched against the set's own spellings.
  private func assignments(
    _ text: String, set: String, at location: SourceLocation?, into diagnostics: inout Diagnostics
  ) -> (variant: PropertyValues, properties: PropertyValues)? {
    guard let shape = shapes[set] else { return ([:], [:]) }
    let names = shape.allPropertyNames.sorted { $0.count > $1.count }
    var variant: PropertyValues = [:]
    var properties: PropertyValues = [:]
    var rest = Substring(text)
    func skipSeparators() {
      while let first = rest.first, first == " " || first == "," { rest = rest.dropFirst() }
    }
    skipSeparators()
    while !rest.isEmpty {
      // `"Size (px)"=12`: a quoted name is the whole name.
      let quotedName = Self.quoted(rest).flatMap { quoted in
        names.contains(quoted.name) && quoted.rest.drop(while: { $0 == " " }).first == "=" ? quoted : nil
      }
      if let quotedName { rest = quotedName.rest }
      guard
        let name = quotedName?.name
          ?? names.first(where: { name in
            rest.hasPrefix(name) && rest.dropFirst(name.count).drop(while: { $0 == " " }).first == "="
          })
      else {
        let guess = String(rest.prefix { $0 != "=" }).trimmingCharacters(in: .whitespaces)
        diagnostics.append(
          .error(
            "\(set) has no property '\(guess)'", at: location,
            hint: Suggestion.hint(for: guess, in: shape.allPropertyNames)
              ?? "write properties as Name=Value, for example \(shape.variantProperties.first.map { "\($0.name)=\($0.defaultValue)" } ?? "Name=Value")",
            id: .geometryUnknownProperty
          ))
        return nil
      }
      rest = rest.dropFirst(quotedName == nil ? name.count : 0).drop(while: { $0 == " " }).dropFirst()
        .drop(while: { $0 == " " })
      let value: String
      if rest.first == "\"", let close = rest.dropFirst().firstIndex(of: "\"") {
        value = String(rest[rest.index(after: rest.startIndex)..<close])
        rest = rest[rest.index(after: close)...]
      } else if let property = shape.variantProperties.first(where: { $0.name == name }) {
        let match = property.options.sorted { $0.count > $1.count }.first { option in
          rest.hasPrefix(option) && (rest.dropFirst(option.count).first.map { $0 == " " || $0 == "," } ?? true)
        }
        guard let match else {
          let guess = String(rest.prefix { $0 != " " && $0 != "," })
          diagnostics.append(
            .notAValue(guess, of: "\(set)'s \(name)", known: property.options, at: location, id: .geometryUnknownValue))
          return nil
        }
        value = match
        rest = rest.dropFirst(match.count)
      } else {
        // Free text runs to the next `Name=` or the end.
        var end = rest.endIndex
        for other in names {
          var search = rest.startIndex
          while let range = rest[search...].range(of: " " + other) {
            let after = rest[range.upperBound...].drop(while: { $0 == " " })
            if after.first == "=" {
              end = min(end, range.lowerBound)
              break
            }
            search = range.upperBound
          }
        }
        value = rest[..<end].trimmingCharacters(in: .whitespaces)
        rest = rest[end...]
      }
      if shape.variantProperties.contains(where: { $0.name == name }) {
        variant[name] = value
      } else {
        properties[name] = value
      }
      skipSeparators()
    }
    return (variant, properties)
  }
}
