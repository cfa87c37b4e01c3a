import Figma
import SwiftUI

enum ButtonVariant {
    case primary
    case danger
    case secondary
    case figjam
    case secondaryDanger
    case inverse
    case success
}

struct FigmaButton: View {
    let variant: ButtonVariant
    let title: String

    var body: some View {
        Button(action: {}, label: {
            /*@START_MENU_TOKEN@*/Text("Button")/*@END_MENU_TOKEN@*/
        })
    }
}

struct FigmaButton_doc: FigmaConnect {
    let component = FigmaButton.self
    let figmaNodeUrl: String = "https://figma.com/file/abc/Test?node-id=123"

    @FigmaEnum(
        "👥 Variant",
        mapping: [
            "Primary": ButtonVariant.primary,
            "Destructive": ButtonVariant.danger,
            "Secondary": ButtonVariant.secondary,
            "FigJam": ButtonVariant.figjam,
            "Secondary Danger": ButtonVariant.secondaryDanger,
            "Inverse": ButtonVariant.inverse,
            "Success": ButtonVariant.success
        ]
    )
    var buttonVariant: ButtonVariant = .primary

    var variant = ["Has Icon": true]

    @FigmaString("🎛️ Label")
    var title: String = "Submit"

    @FigmaBoolean("🎛️ Disabled")
    var disabled: Bool = false

    @FigmaBoolean("Is Destructive", mapping: [true: .destructive, false: .none])
    var role: ButtonRole = .none

    @FigmaInstance("Icon")
    var icon: Icon? = nil

    var body: some View {
        FigmaButton(
            variant: self.buttonVariant,
            role: role,
            title: self.title,
            icon: icon
        )
        .disabled(self.disabled) { self.icon }
    }
}

struct LegacyFigmaButton: View {
    let variant: ButtonVariant
    let title: String

    var body: some View {
        Button(action: {}, label: {
            /*@START_MENU_TOKEN@*/Text("Button")/*@END_MENU_TOKEN@*/
        })
    }
}


struct LegacyFigmaButton_doc: FigmaConnect {
    let component = LegacyFigmaButton.self
    let figmaNodeUrl: String = "https://figma.com/file/abc/Test?node-id=123"

    @FigmaProp(
        "👥 Variant",
        mapping: [
            "Primary": ButtonVariant.primary,
            "Destructive": ButtonVariant.danger,
            "Secondary": ButtonVariant.secondary,
            "FigJam": ButtonVariant.figjam,
            "Secondary Danger": ButtonVariant.secondaryDanger,
            "Inverse": ButtonVariant.inverse,
            "Success": ButtonVariant.success
        ]
    )
    var buttonVariant: ButtonVariant = .primary

    var variant = ["Has Icon": true]

    @FigmaProp("🎛️ Label")
    var title: String = "Submit"

    @FigmaProp("🎛️ Disabled")
    var disabled: Bool = false

    var body: some View {
        FigmaButton(variant: self.buttonVariant, title: self.title).disabled(self.disabled)
    }
}


struct NonNestable: FigmaConnect {
    let component = AnyView.self
    let figmaNodeUrl: String = "https://figma.com/file/abc/Test?node-id=123"

    var body: some View {
        @State var isOn = true

        ElementWithBinding(isOn: $isOn)
    }
}

struct ComponentlessDefinition: FigmaConnect {
    let figmaNodeUrl: String = "https://figma.com/file/abc/Test?node-id=123"

    var body: some View {
        SomeElement()
    }
}

enum ListRowSize {
    case small
    case medium
    case large
}

enum ListRowPaddingHorizontal {
    case medium
}

struct ListRowChevron: View {
    var body: some View {
        Text("List Row")
    }
}

struct ListRowChevron_connection: FigmaConnect {
    let component = ListRowChevron.self
    let figmaNodeUrl: String = "https://figma.com/file/abc/Test?node-id=123"

    @FigmaBoolean("Show divider", hideDefault: true)
    var showDivider: Bool = false

    @FigmaString("Title")
    var title: String = "Title"

    @FigmaEnum("Size", mapping: ["Small": .small, "Medium": .medium, "Large": .large])
    var size: ListRowSize = .small

    @FigmaEnum("State", mapping: ["Idle": false, "Hover": false, "Active": false, "Disabled": true])
    var disabled: Bool = false

    var paddingHorizontal: ListRowPaddingHorizontal = .medium

    var body: some View {
        ListRowChevron {
            Text(title)
        }
        .size(self.size)
        .paddingHorizontal(self.paddingHorizontal)
        .divider(self.showDivider)
        .disabled(self.disabled)
    }
}
