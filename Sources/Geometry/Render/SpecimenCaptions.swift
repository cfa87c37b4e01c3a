import SpecimenCore

/// The captions of one group of specimens: what tells each drawing from its neighbours, in
/// words a reader scans. A true/false property is named when it is on and differs from its
/// default ("filled · active"), never written as a bare `true, false, true`; other values are
/// written as they are ("Off · Focused"). A drawing with nothing to name is "default". Two
/// drawings that the short form would caption alike are told apart by every value that differs
/// from the default ("not default · filled"), and failing that by every value.
struct SpecimenCaptions {
  var properties: [ComponentSetShape.VariantProperty]

  static let separator = " · "

  func texts(_ variants: [PropertyValues]) -> [String] {
    guard !properties.isEmpty else { return variants.map { _ in "default" } }
    var texts = variants.map { short($0) }
    for form in [long, full] {
      let repeated = Self.repeated(texts)
      guard !repeated.isEmpty else { break }
      for index in texts.indices where repeated.contains(texts[index]) { texts[index] = form(variants[index]) }
    }
    return texts
  }

  /// The values that name the drawing: the on switches that differ from the default and every
  /// other value; a switch turned off is left out while something else names the drawing.
  func short(_ variant: PropertyValues) -> String {
    let parts = named(variant)
    let positive = parts.filter { !$0.isNegation }.map(\.text)
    if !positive.isEmpty { return positive.joined(separator: Self.separator) }
    if !parts.isEmpty { return parts.map(\.text).joined(separator: Self.separator) }
    return "default"
  }

  /// Every value that differs from the default, the switches turned off too.
  func long(_ variant: PropertyValues) -> String {
    let parts = named(variant).map(\.text)
    return parts.isEmpty ? "default" : parts.joined(separator: Self.separator)
  }

  /// `name: value` for every property: what no two published variants share.
  func full(_ variant: PropertyValues) -> String {
    properties.compactMap { p in variant[p.name].map { "\(p.name): \($0)" } }.joined(separator: Self.separator)
  }

  private func named(_ variant: PropertyValues) -> [(text: String, isNegation: Bool)] {
    properties.compactMap { property in
      guard let value = variant[property.name] else { return nil }
      guard Self.isSwitch(property) else { return (value, false) }
      if value == property.defaultValue { return nil }
      return value.lowercased() == "true" ? (property.name, false) : ("not " + property.name, true)
    }
  }

  /// A property whose options are `true` and `false`, as Figma writes a boolean variant property.
  static func isSwitch(_ property: ComponentSetShape.VariantProperty) -> Bool {
    Set(property.options.map { $0.lowercased() }) == ["true", "false"]
  }

  static func repeated(_ texts: [String]) -> Set<String> {
    var seen = Set<String>()
    var repeated = Set<String>()
    for text in texts where !seen.insert(text).inserted { repeated.insert(text) }
    return repeated
  }
}

extension GeometryLibrary {
  /// A variant named as a specimen's caption names it, after its set: "input-field — text ·
  /// filled · active", never a list of bare `true` and `false`. Nil for a set it cannot draw.
  package func caption(set: String, variant: PropertyValues) -> String? {
    guard let shape = shape(of: set) else { return nil }
    return set + " — " + SpecimenCaptions(properties: shape.variantProperties).short(variant)
  }
}
