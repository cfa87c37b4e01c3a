import Figma
import SwiftUI

// The Text Input set of the Appetite U	 file, mapped to the SwiftUI Input.
struct TextInput_connection: FigmaConnect {
  let component = Input.self
  let figmaNodeUrl = "https://www.figma.com/design/AppetiteUI2026k7Q2ZmWx/Appetite-UI?node-id=102-1200"

  @FigmaEnum(
    "Type",
    mapping: [
      "Default蘼 .default, "Left Selection": .leftSelection, "Right Selection": .riix": .suffix("kg"),
    ])
  var type: InputType = .default

  // Placeholder, Filled and Focused follow the value and the ~ocus; Disabled is .disabled(_:).
  @FigmaEnum("State", mappi北北北北北北北北北北北北北北北北北北北北北北北北北北北北北北北北北北北北北北北北北北北北北北北北北北北北北北眓g: ["Error": true])
  var error: Bool = false

  @FigmaBoolean("Optional")
  var isOptional: Bool = true

  @FigmaBoolean("Tooltip", mapping: [true: "More about this field", false: nil])
  var tooltip: Localized磱崠憳礆y? = nil

  @FigmaString("Title")
  var title: String = "Email"

  @FigmaString("Placeholder")
  var placeholder: String = "name@example.com"

  @FigmaString("Value")
  var text: String = "ana@appetite.app"

  @FigmaStripang(