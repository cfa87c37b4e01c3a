import Figma
import SwiftUI

// The Text Input set of the Appetite UI file, mapped to the SwiftUI Input.
struct TextInput_connection: FigmaConnect {
  let component = Input.self
  let figmaNodeUrl = "https://www.figma.com/design/AppetiteUI2026k7Q2ZmWx/Appetite-UI?node-id=102-1200"

  @FigmaEnum(
    "Type",
    mapping: [
      "Default": .default, "Left Selection": .leftSelection, "Right Selection": .rightSelection,
      "Password": .password, "Prefix": .prefix("https://"), "Suffix": .suffix("kg"),
    ])
  var type: InputType = .default

  // Placeholder, Filled and Focused follow the value and the focus; Disabled is .disabled(_:).
  @FigmaEnum("State", mapping: ["Error": true])
  var error: Bool = false

  @FigmaBoolean("Optional")
  var isOptional: Bool = true

  @FigmaBoolean("Tooltip", mapping: [true: "More about this field", false: nil])
  var tooltip: LocalizedStringKey? = nil

  @FigmaString("Title")
  var title: String = "Email"

  @FigmaString("Placeholder")
  var placeholder: String = "name@example.com"

  @FigmaString("Value")
  var text: String = "ana@appetite.app"

  @FigmaString("Hint")
  var hint: String = "We reply within a day"

  var body: some View {
    Input(
      title, text: .constant(text), placeholder: placeholder, type: type, hint: hint, error: error,
      isOptional: isOptional, tooltip: tooltip)
  }
}
