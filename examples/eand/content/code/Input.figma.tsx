import figma from "@figma/code-connect"
import { Input } from "./Input"
import { OtpInput } from "./OtpInput"

// The input-field set of etisalat Consumer App DSL V1.2. Its type axis has five options; the
// first four are Input's `type`, and otp is a component of its own, OtpInput.
figma.connect(Input, "https://www.figma.com/design/EandDSLv12Consumer9xQ4/etisalat-Consumer-App-DSL-V1.2?node-id=5021-18344", {
  props: {
    type: figma.enum("type", {
      text: "text",
      dropdown: "dropdown",
      picker: "picker",
      comment: "comment",
    }),
    error: figma.enum("error", {
      true: "Enter a valid email address.",
      false: undefined,
    }),
  },
  example: ({ type, error }) => <Input label="Email address" type={type} error={error} />,
})

figma.connect(OtpInput, "https://www.figma.com/design/EandDSLv12Consumer9xQ4/etisalat-Consumer-App-DSL-V1.2?node-id=5021-18344", {
  variant: { type: "otp" },
  props: {
    disabled: figma.enum("disabled", { true: true, false: false }),
    error: figma.enum("error", {
      true: "That code is wrong. Check the SMS and try again.",
      false: undefined,
    }),
  },
  example: ({ disabled, error }) => <OtpInput length={6} disabled={disabled} error={error} />,
})
