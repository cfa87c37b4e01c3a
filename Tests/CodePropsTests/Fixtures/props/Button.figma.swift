import Figma
import SwiftUI

struct AcmeButton_connection: FigmaConnect {
  let component = AcmeButton.self
  let figmaNodeUrl: String = "https://www.figma.com/design/AbC123xyz/Acme-Components?node-id=1-23"

  @FigmaString("Label")
  var label: String = "Continue"

  @FigmaEnum("Variant", mapping: ["Primary": .primary, "Secondary": .secondary, "Ghost": .ghost])
  var variant: ButtonVariant = .primary

  @FigmaBoolean("Disabled")
  var disabled: Bool = false

  @FigmaInstance("Icon")
  var icon: AnyView

  var body: some View {
    AcmeButton(label, variant: variant, icon: icon).disabled(disabled)
  }
}
