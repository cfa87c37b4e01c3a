import SpecimenCore

@testable import Geometry

/// The component sets of the shared list, as the Figma module will hand them over.
enum TestSets {
  typealias V = ComponentSetShape.VariantProperty
  typealias P = ComponentSetShape.OtherProperty

  static func set(
    _ name: String, _ variants: [V], _ others: [P] = [], published: [PropertyValues]? = nil
  ) -> ComponentSetShape {
    ComponentSetShape(
      name: name, variantProperties: variants, otherProperties: others,
      publishedVariants: published ?? fullMatrix(variants))
  }

  /// Every combination of the variant options (the full matrix, no holes), in property order.
  static func fullMatrix(_ properties: [V]) -> [PropertyValues] {
    var rows: [PropertyValues] = [[:]]
    for property in properties {
      rows = rows.flatMap { row in
        property.options.map { option in row.merging([property.name: option]) { $1 } }
      }
    }
    return rows
  }

  static let fieldTexts: [P] = [
    P(name: "Optional", kind: .boolean, defaultValue: "true"),
    P(name: "Tooltip", kind: .boolean, defaultValue: "true"),
    P(name: "Title", kind: .text, defaultValue: "Email"),
    P(name: "Placeholder", kind: .text, defaultValue: "name@example.com"),
    P(name: "Value", kind: .text, defaultValue: "ana@appetite.app"),
    P(name: "Hint", kind: .text, defaultValue: "We reply within a day"),
  ]
  static let fieldStates = V(
    name: "State", options: ["Placeholder", "Filled", "Focused", "Error", "Disabled"], defaultValue: "Placeholder")

  static let toggle = set(
    "Toggle",
    [
      V(name: "State", options: ["Default", "Pressed", "Focused", "Disabled"], defaultValue: "Default"),
      V(name: "Active", options: ["Off", "On"], defaultValue: "Off"),
    ])
  static let toggleLabel = set(
    "_Toggle Label", [V(name: "Align", options: ["Left", "Right"], defaultValue: "Left")],
    [
      P(name: "Label", kind: .text, defaultValue: "Weekly digest"),
      P(name: "Description", kind: .text, defaultValue: "A summary of the week, every Monday"),
      P(name: "Show Description", kind: .boolean, defaultValue: "true"),
    ])
  static let textInput = set(
    "Text Input",
    [
      V(
        name: "Type", options: ["Default", "Left Selection", "Right Selection", "Password", "Prefix", "Suffix"],
        defaultValue: "Default"),
      fieldStates,
    ], fieldTexts)
  static let textArea = set("Text Area", [fieldStates], fieldTexts)
  static let chipInput = set(
    "Chip Input", [fieldStates], fieldTexts.filter { $0.name != "Value" })
  static let counterInput = set(
    "Counter Input",
    [V(name: "State", options: ["Default", "Focused", "Min", "Max", "Disabled"], defaultValue: "Default")],
    [P(name: "Value", kind: .text, defaultValue: "2")])
  static let digitInput = set("Digit Input", [fieldStates])
  static let stepper = set(
    "Stepper",
    [
      V(name: "Size", options: ["md", "sm"], defaultValue: "md"),
      V(name: "State", options: ["Default", "Min", "Max"], defaultValue: "Default"),
    ], [P(name: "Value", kind: .text, defaultValue: "1")])
  static let composer = set(
    "Composer",
    [
      V(name: "Style", options: ["Default", "Overlay"], defaultValue: "Default"),
      V(name: "State", options: ["Empty", "Filled"], defaultValue: "Empty"),
    ],
    [
      P(name: "Avatar", kind: .boolean, defaultValue: "false"),
      P(name: "Action", kind: .boolean, defaultValue: "false"),
      P(name: "Accessory", kind: .boolean, defaultValue: "true"),
      P(name: "Placeholder", kind: .text, defaultValue: "Message"),
      P(name: "Value", kind: .text, defaultValue: "See you at eight"),
    ])

  static let appetite = [
    toggle, toggleLabel, textInput, textArea, chipInput, counterInput, digitInput, stepper, composer,
  ]
}
