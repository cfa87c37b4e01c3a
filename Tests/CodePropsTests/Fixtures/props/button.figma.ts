import figma, { html } from "@figma/code-connect/html"

figma.connect("https://www.figma.com/design/AbC123xyz/Acme-Components?node-id=1%3A23", {
  props: {
    label: figma.string("Label"),
    variant: figma.enum("Variant", {
      Primary: "primary",
      Secondary: "secondary",
    }),
    disabled: figma.boolean("Disabled"),
  },
  example: (props) => html`<ac-button variant="${props.variant}" ?disabled=${props.disabled}>${props.label}</ac-button>`,
})
