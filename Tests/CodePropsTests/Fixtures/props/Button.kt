package com.acme.components

import com.figma.code.connect.Figma
import com.figma.code.connect.FigmaConnect
import com.figma.code.connect.FigmaProperty
import com.figma.code.connect.FigmaType
import com.figma.code.connect.FigmaVariant

@FigmaConnect(url = "https://www.figma.com/design/AbC123xyz/Acme-Components?node-id=1-23")
@FigmaVariant(key = "Has label", value = "true")
class ButtonDoc {
    @FigmaProperty(FigmaType.Text, "Label")
    val label: String = "Continue"

    @FigmaProperty(FigmaType.Enum, "Size")
    val size: ButtonSize = Figma.mapping(
        "Small" to ButtonSize.Small,
        "Large" to ButtonSize.Large,
    )

    @FigmaProperty(FigmaType.Boolean, "Disabled")
    val enabled: Boolean = Figma.mapping(true to false, false to true)

    @Composable
    fun ComponentExample() {
        AcmeButton(label = label, size = size, enabled = enabled)
    }
}
