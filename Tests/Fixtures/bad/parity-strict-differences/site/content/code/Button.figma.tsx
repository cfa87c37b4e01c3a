import figma from "@figma/code-connect"
import { Button } from "./Button"

figma.connect(Button, "https://www.figma.com/design/AbC123xyz/Acme?node-id=1-23", {
  props: {
    label: figma.string("Label"),
    variant: figma.enum("Variant", { Primary: "primary", Secondary: "secondary", Danger: "danger" }),
    size: figma.enum("Size", { Small: "sm", Medium: "md", Large: "lg", Huge: "xl" }),
    icon: figma.instance("Icn"),
  },
  example: (props) => <Button {...props} />,
})
