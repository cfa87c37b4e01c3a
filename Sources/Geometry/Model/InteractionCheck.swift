import SpecimenCore

// The load-time check of an `interaction:` section: every layer it names exists (and takes what
// the section gives it), every property and value exists in the set or in the instance's set.
extension GeometryLibrary {
  func checkInteraction(
    _ model: GeometryModel, shape: ComponentSetShape, layerNames: [String], into diagnostics: inout Diagnostics
  ) {
    guard let interaction = model.interaction else { return }
    if let icon = interaction.text?.revealIcon, icons.icon(named: icon) == nil {
      diagnostics.error(
        "no icon named '\(icon)'", at: interaction.text?.revealIconLocation,
        hint: Suggestion.hint(for: icon, in: icons.names) ?? "add \(icon).svg to the icons folder",
        id: .geometryUnknownIcon)
    }
    for reference in interaction.references {
      switch reference.kind {
      case .layer(let name, let text):
        if !layerNames.contains(name) {
          diagnostics.error(
            "the interaction names no layer '\(name)'", at: reference.location,
            hint: Suggestion.hint(for: name, in: layerNames), id: .geometryInteractionUnknownLayer)
        } else if text {
          checkText(name, in: model, at: reference.location, into: &diagnostics)
        }
      case .textProperty(let name):
        guard let property = shape.otherProperties.first(where: { $0.name == name }), property.kind == .text else {
          let texts = shape.otherProperties.filter { $0.kind == .text }.map(\.name)
          diagnostics.error(
            "\(shape.name) has no text property '\(name)'", at: reference.location,
            hint: Suggestion.hint(for: name, in: texts)
              ?? (texts.isEmpty ? nil : "its text properties are \(texts.joinedAsList(conjunction: "and"))"),
            id: .geometryInteractionUnknownTextProperty)
          continue
        }
        guard let number = interaction.number, number.property == name else { continue }
        if let start = Double(property.defaultValue),
          start < number.min || start > number.max
        {
          diagnostics.error(
            "\(name) starts at \(property.defaultValue), outside 'min' \(NumberFormat.number(number.min)) to 'max' \(NumberFormat.number(number.max))",
            at: reference.location, hint: "widen the bounds or change the property's default in Figma",
            id: .geometryInteractionDefaultOutOfRange)
        } else if Double(property.defaultValue) == nil {
          diagnostics.error(
            "\(name) starts at '\(property.defaultValue)', which is not a number", at: reference.location,
            hint: "a number control steps the number its text property holds", id: .geometryInteractionDefaultNotANumber
          )
        }
      case .value(let path, let value):
        guard let (owner, property) = resolve(path, in: model, shape: shape, at: reference.location, into: &diagnostics)
        else { continue }
        check(value, of: property, in: owner, at: reference.valueLocation, into: &diagnostics)
      case .toggled(let path):
        guard let (owner, property) = resolve(path, in: model, shape: shape, at: reference.location, into: &diagnostics)
        else { continue }
        if Self.toggleValues(of: property, in: owner) == nil {
          diagnostics.error(
            "'toggle' flips a property between two values, and \(owner.name)'s \(property) has \(owner.values(of: property).map { "\($0.count)" } ?? "free text")",
            at: reference.location, hint: "name a property with two values, such as Active: Off, On",
            id: .geometryInteractionToggleInvalid)
        }
      }
    }
  }

  /// The off and on values of a property a switch flips, or nil when it has not two.
  static func toggleValues(of property: String, in shape: ComponentSetShape) -> (off: String, on: String)? {
    if let variant = shape.variantProperties.first(where: { $0.name == property }) {
      guard variant.options.count == 2 else { return nil }
      if Set(variant.options) == ["false", "true"] { return ("false", "true") }
      if let off = variant.options.first(where: { $0.lowercased() == "off" }),
        let on = variant.options.first(where: { $0.lowercased() == "on" })
      {
        return (off, on)
      }
      return (variant.options[0], variant.options[1])
    }
    if shape.otherProperties.contains(where: { $0.name == property && $0.kind == .boolean }) {
      return ("false", "true")
    }
    return nil
  }

  /// The set that owns `path` (the model's, or its instance layer's) and the property's name.
  private func resolve(
    _ path: Interaction.PropertyPath, in model: GeometryModel, shape: ComponentSetShape, at location: SourceLocation,
    into found: inout Diagnostics
  ) -> (ComponentSetShape, String)? {
    var owner = shape
    if let layer = path.layer {
      guard let fields = model.layerFields(named: layer) else {
        found.error(
          "'\(path)' names the property of a layer '\(layer)', and there is none", at: location,
          hint: Suggestion.hint(for: layer, in: model.layerNames.map(\.name))
            ?? Suggestion.hint(for: path.description, in: shape.allPropertyNames), id: .geometryInteractionUnknownLayer)
        return nil
      }
      guard let set = fields.instanceSet, let inner = shapes[set] else {
        found.error(
          "'\(path)' names a property of '\(layer)', which is not an instance of another set", at: location,
          hint: "only an instance layer (instance: Toggle) has properties of its own",
          id: .geometryInteractionLayerNotInstance)
        return nil
      }
      owner = inner
    }
    guard owner.allPropertyNames.contains(path.property) else {
      found.error(
        "\(owner.name) has no property '\(path.property)'", at: location,
        hint: Suggestion.hint(for: path.property, in: owner.allPropertyNames), id: .geometryUnknownProperty)
      return nil
    }
    return (owner, path.property)
  }

  private func check(
    _ value: String, of property: String, in shape: ComponentSetShape, at location: SourceLocation,
    into found: inout Diagnostics
  ) {
    if let variant = shape.variantProperties.first(where: { $0.name == property }) {
      if !variant.options.contains(value) {
        found.append(
          .notAValue(
            value, of: "\(shape.name)'s \(property)", known: variant.options, at: location, id: .geometryUnknownValue))
      }
    } else if shape.otherProperties.contains(where: { $0.name == property && $0.kind == .boolean }),
      value != "true", value != "false"
    {
      found.error("'\(property)' is a boolean; write true or false", at: location, id: .geometryBooleanExpected)
    }
  }

  /// A layer that takes typed or stepped text must be a text layer.
  private func checkText(
    _ name: String, in model: GeometryModel, at location: SourceLocation, into found: inout Diagnostics
  ) {
    guard let fields = model.layerFields(named: name), let kind = fields.kinds.first else { return }
    if kind.key != "text" {
      found.error(
        "'\(name)' is \(kind.key == "instance" ? "an instance" : "a \(kind.key)") layer; typed text goes into a text layer",
        at: location, hint: "name the layer that has 'text:'", id: .geometryInteractionNotTextLayer)
    }
  }
}

extension GeometryModel {
  /// The layer called `name` as written (backdrop excluded).
  func layerFields(named name: String) -> LayerFields? { root.descendant(named: name) }
}

extension LayerFields {
  /// The set an instance layer places, when it names one literally.
  var instanceSet: String? {
    guard let kind = kinds.first(where: { $0.key == "instance" }), case .template(let template) = kind.value,
      template.isLiteral
    else { return nil }
    return template.raw
  }
}

extension ComponentSetShape {
  /// The values a variant property may take; nil for other properties.
  func values(of property: String) -> [String]? {
    variantProperties.first { $0.name == property }?.options
  }
}
