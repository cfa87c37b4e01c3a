import SpecimenCore
import TestSupport
import Testing

@testable import CodeProps

@Suite struct CodePropsTests {
  @Test func malformedPropsAreReportedTogether() {
    let text = """
      {
        "component": "Chip",
        "prop": [],
        "props": [
          { "name": "size", "type": "'sm' | 'md'", "optinal": true },
          { "name": "size", "type": "string" },
          { "type": "string" },
          { "name": "onClose" },
          { "name": "tone", "type": "Tone", "default": ["a"], "deprecated": 3 }
        ]
      }
      """
    let (component, diagnostics) = collecting { PropsLibrary.parse(text, path: "props/Chip.json", into: &$0) }
    #expect(
      diagnostics.map { "\($0.location!.line):\($0.location!.column) \($0.message)" } == [
        "3:3 unknown key 'prop' in a props file is ignored",
        "5:46 unknown key 'optinal' in a prop is ignored",
        "6:5 'Chip' lists the prop 'size' twice",
        "7:5 a prop of 'Chip' has no 'name'",
        "8:5 the prop 'onClose' of 'Chip' has no 'type'",
        "9:50 'default' must be a string, number or boolean, not an array",
        "9:71 'deprecated' must be true or a note",
      ])
    #expect(diagnostics[0].hint == "did you mean 'props'?")
    #expect(diagnostics[1].hint == "did you mean 'optional'?")
    #expect(component?.props.map(\.name) == ["size", "tone"])
  }
}
