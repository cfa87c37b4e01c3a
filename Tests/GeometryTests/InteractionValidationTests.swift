import SpecimenCore
import TestSupport
import Testing

@testable import Geometry

/// Every way an `interaction:` section can be wrong, reported at its line and column with a hint,
/// all in one run.
@Suite struct InteractionValidationTests {
  /// The Toggle of the general checks with its handle: eight lines, so a section starts at line 9.
  static let toggle =
    ValidationTests.toggle
    + "\n    layers:\n      - { name: handle, circle: { x: 3, y: 3, r: 11 }, fill: static/static-white-0 }"

  static let stepper = """
    set: Stepper
    layout: { direction: row }
    layers:
      - { name: minus, rect: { width: 44, height: 44 } }
      - { name: value, text: "{Value}", style: typography/label-md }
      - { name: plus, rect: { width: 44, height: 44 } }
    """

  func problems(_ text: String, _ interaction: String, extra: [(String, String)] = []) -> [String] {
    ValidationTests().problems(
      [("m.yml", text + "\n" + interaction)] + extra, sets: [TestSets.toggle, TestSets.toggleLabel, TestSets.stepper])
  }

  /// A switch flipping Active, with more of its section.
  func switchProblems(_ more: String) -> [String] {
    problems(Self.toggle, "interaction:\n  control: switch\n  toggle: Active\n" + more)
  }

  @Test func aValidSectionHasNoProblems() {
    #expect(
      switchProblems(
        "  states: { press: { State: Pressed }, focus: { State: Focused }, disabled: { State: Disabled } }")
        == [])
  }

  @Test func unknownKeysAndControlsSuggestTheNearestName() {
    #expect(
      problems(
        Self.toggle,
        """
        interaction:
          control: swich
          toggle: Active
        """) == ["10:12 error: 'swich' is not a value of 'control' | did you mean 'switch'?"])
    #expect(
      problems(
        Self.toggle,
        """
        interaction:
          control: switch
          toggel: Active
          states: { pres: { State: Pressed } }
        """) == [
          "10:12 error: a switch control needs 'toggle' | toggle: Active (the property a click flips)",
          "11:3 error: unknown key 'toggel' in 'interaction' | did you mean 'toggle'?",
          "12:13 error: unknown key 'pres' in 'interaction.states' | did you mean 'press'?",
        ])
    #expect(
      problems(Self.toggle, "interacton:\n  control: switch\n") == [
        "9:1 error: unknown key 'interacton' in a layer | did you mean 'interaction'?"
      ])
  }

  @Test func propertiesValuesAndLayersAreCheckedAgainstTheSet() {
    #expect(
      problems(
        Self.toggle,
        """
        interaction:
          control: switch
          toggle: Activ
          states:
            press: { State: Presed }
            focus: { Stat: Focused }
        """) == [
          "11:11 error: Toggle has no property 'Activ' | did you mean 'Active'?",
          "13:21 error: 'Presed' is not a value of Toggle's State | did you mean 'Pressed'?",
          "14:14 error: Toggle has no property 'Stat' | did you mean 'State'?",
        ])
    #expect(
      problems(
        Self.toggle,
        """
        interaction:
          control: switch
          toggle: State
        """) == [
          "11:11 error: 'toggle' flips a property between two values, and Toggle's State has 4 | name a property with two values, such as Active: Off, On"
        ])
  }

  @Test func aPropertyOfAnInstanceLayerIsCheckedAgainstItsSet() {
    let label = """
      set: _Toggle Label
      layout: { direction: row }
      layers:
        - { name: toggle, instance: Toggle }
        - { name: label, text: "{Label}", style: typography/label-lg }
      """
    #expect(
      problems(
        label,
        """
        interaction:
          control: switch
          toggle: toggle.Activ
          states: { press: { togle.State: Pressed }, focus: { label.State: Focused } }
        """, extra: [("t.yml", Self.toggle)]) == [
          "8:11 error: Toggle has no property 'Activ' | did you mean 'Active'?",
          "9:22 error: 'togle.State' names the property of a layer 'togle', and there is none | did you mean 'toggle'?",
          "9:55 error: 'label.State' names a property of 'label', which is not an instance of another set | only an instance layer (instance: Toggle) has properties of its own",
        ])
  }

  @Test func aNumberNeedsBoundsATextPropertyAndLayersThatExist() {
    #expect(
      problems(
        Self.stepper,
        """
        interaction:
          control: number
          states: { min: { State: Min }, filled: { State: Max } }
          number: { layer: valu, property: Valeu, min: 5, max: 1, decrease: minus, increase: plus }
        """) == [
          "9:34 error: a number control never reaches the state 'filled' | its states are min, max, focus, press and disabled",
          "10:20 error: the interaction names no layer 'valu' | did you mean 'value'?",
          "10:36 error: Stepper has no text property 'Valeu' | did you mean 'Value'?",
          "10:56 error: 'max' (1) must be more than 'min' (5)",
        ])
    #expect(
      problems(
        Self.stepper,
        """
        interaction:
          control: number
          number: { layer: valu, property: Valeu, min: 0, max: 10, decrease: minus, increase: pluss }
        """) == [
          "9:20 error: the interaction names no layer 'valu' | did you mean 'value'?",
          "9:36 error: Stepper has no text property 'Valeu' | did you mean 'Value'?",
          "9:87 error: the interaction names no layer 'pluss' | did you mean 'plus'?",
        ])
    #expect(
      problems(
        Self.stepper,
        """
        interaction:
          control: number
          number: { layer: minus, property: Value, min: 2, max: 10, decrease: minus, increase: plus }
        """) == [
          "9:20 error: 'minus' is a rect layer; typed text goes into a text layer | name the layer that has 'text:'",
          "9:37 error: Value starts at 1, outside 'min' 2 to 'max' 10 | widen the bounds or change the property's default in Figma",
        ])
  }

  @Test func partsOfAnotherControlAndBadTextOptionsAreErrors() {
    #expect(
      switchProblems("  text: { layer: handle, lines: 0, reveal: track }\n  clear: [track]\n") == [
        "12:3 error: 'text' belongs to a textbox control, and this one is a switch | remove 'text' or write 'control: textbox'",
        "12:18 error: 'handle' is a circle layer; typed text goes into a text layer | name the layer that has 'text:'",
        "12:33 error: 'lines' is the most lines the text grows to: a whole number from 1 to 20, found 0 | lines: 5",
        "12:44 error: 'reveal' shows hidden text, but this text is never hidden | add 'secure: true' or 'secure: { Property: Value }'",
        "13:3 error: 'clear' empties typed text, and a switch control has none | write 'control: textbox' or remove 'clear'",
      ])
  }
}

extension InteractionValidationTests {
  @Test func sectionsOfTheWrongShapeAreErrorsNotTraps() {
    #expect(
      problems(Self.toggle, "interaction: 3\n") == [
        "9:14 error: 'interaction' must be a mapping of keys to values, not a number"
      ])
    #expect(
      switchProblems("  states: [press]\n  label: [a]\n") == [
        "12:11 error: 'interaction.states' must be a mapping of keys to values, not an array",
        "13:10 error: 'label' must be text, not an array",
      ])
    #expect(
      problems(
        Self.stepper,
        "interaction:\n  control: digits\n  digits: { cells: 3, text: [value, {a: b}] }\n  states: { filled: State }\n")
        == [
          "9:20 error: 'cells' lists layer names, found a number",
          "9:37 error: 'text' lists layer names, found an object",
          "10:21 error: the state 'filled' maps properties to values, found a string | for example { State: Pressed }",
        ])
  }

  @Test func theFocusedCellIsOneOfTheCells() {
    #expect(
      problems(
        Self.stepper,
        "interaction:\n  control: digits\n  digits: { cells: [minus, plus], text: [value, value], focusedCell: valu }\n"
      )
        == [
          "9:70 error: 'focusedCell' is one of the cells, and 'valu' is not | the cells are minus and plus",
          "9:70 error: the interaction names no layer 'valu' | did you mean 'value'?",
        ])
  }

  @Test func submitPressesAClearLayerOfAOneLineField() {
    let field = """
      set: Toggle
      layout: { direction: row }
      layers:
        - { name: value, text: "Label", style: typography/label-md }
        - { name: send, rect: { width: 40, height: 40 } }
        - { name: clear, rect: { width: 20, height: 20 } }
      """
    #expect(
      problems(field, "interaction:\n  control: textbox\n  text: value\n  clear: [clear]\n  submit: send\n") == [
        "11:11 error: 'submit' is the clear layer Enter presses, and 'send' is not in 'clear' | add it: clear: [clear, send]"
      ])
    #expect(
      problems(
        field, "interaction:\n  control: textbox\n  text: { layer: value, lines: 3 }\n  clear: [send]\n  submit: send\n"
      )
        == [
          "11:11 error: Enter starts a new line in a text that grows, so it presses nothing | remove 'submit', or 'lines' for a one-line field"
        ])
  }

  @Test func anInvalidStateNeedsARuleAndAKnownKindOfText() {
    let field = """
      set: Toggle
      layout: { direction: row }
      layers:
        - { name: value, text: "Label", style: typography/label-md }
        - { name: eye, rect: { width: 20, height: 20 } }
      """
    #expect(
      problems(
        field,
        "interaction:\n  control: textbox\n  states: { invalid: { State: Pressed } }\n  text: { layer: value, accepts: mail }\n"
      ) == [
        "8:13 error: the state 'invalid' shows while the text breaks a rule, and 'text' gives none | add 'accepts: email' (or url, tel, number) or 'pattern: …' to 'text'",
        "9:34 error: 'mail' is not a value of 'accepts' | did you mean 'email'?",
      ])
    #expect(
      problems(
        field,
        "interaction:\n  control: textbox\n  states: { invalid: { State: Pressed } }\n  text: { layer: value, pattern: '[0-9]+', secure: true, reveal: { layer: eye, icon: lock, color: red } }\n"
      ) == ["9:92 error: unknown key 'color' in 'reveal' | known keys: layer, icon"])
    #expect(
      problems(
        field,
        "interaction:\n  control: textbox\n  text: { layer: value, secure: true, reveal: { layer: eye, icon: lok } }\n"
      ) == ["8:67 error: no icon named 'lok' | did you mean 'lock'?"])
    #expect(
      switchProblems("  states: { invalid: { State: Pressed } }\n").first
        == "12:13 error: a switch control never reaches the state 'invalid' | its states are focus, press and disabled")
  }
}
