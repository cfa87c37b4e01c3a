import Geometry
import SpecimenCore

/// The keyboard table and the role sentence of a live preview, as text.
struct KeyboardNotes {
  let preview: LivePreview

  /// A table of the keys, folded under the names of the keys (what each does is reference
  /// material, opened on demand), and the role sentence under it.
  var html: HTML {
    HTML { html in
      html.element("div", ["class": .theme(.keyboard), "data-set": preview.set]) { html in
        html.element("details", ["class": .theme(.keyboardKeys)]) { html in
          html.element("summary") { summary in
            summary.element("span", ["class": .theme(.keyboardTitle)], text: "Keys")
            summary.text(" " + keys.map(\.keys).joined(separator: " · "))
          }
          html.element(
            "div",
            ["class": .theme(.tableWrap), "tabindex": "0", "role": "region", "aria-label": "Keys of \(preview.set)"]
          ) {
            html in
            html.table(
              .keyboardTable, columns: [HTML.columnHeading("Key"), HTML.columnHeading("What it does")]
            ) { body in
              for key in keys {
                body.row { row in
                  row.element("th", ["scope": "row"], text: key.keys)
                  row.element("td", text: key.action)
                }
              }
            }
          }
        }
        html.element("p", ["class": .theme(.keyboardRole)], text: role)
      }
    }
  }

  private var interaction: Interaction { preview.interaction }
  private var name: String { "“\(preview.label)”" }

  /// What keyboard focus draws, as a clause: "; keyboard focus shows State: Focused".
  private var focusClause: String {
    guard let focus = interaction.states[.focus], preview.flags.contains("focus") else { return "" }
    return "; keyboard focus shows " + Self.values(focus)
  }

  var keys: [(keys: String, action: String)] {
    if preview.inert {
      return [("Tab, Shift-Tab", "Skip \(name): a disabled control takes no focus and no input")]
    }
    var rows: [(String, String)] = []
    switch interaction.control {
    case .switch:
      rows.append(("Tab, Shift-Tab", "Moves focus to or away from \(name)\(focusClause)"))
      let flip = flipText
      rows.append(("Space", "\(flip)\(pressClause(" while Space is down"))"))
      rows.append(("Enter", flip))
    case .textbox:
      rows.append(("Tab, Shift-Tab", "Moves focus to or away from the field\(focusClause)"))
      if let lines = interaction.text?.lines {
        rows.append(
          ("Characters", "Types into the field; it grows by a line per line of text up to \(lines), then scrolls"))
        rows.append(("Enter", "Starts a new line"))
      } else {
        rows.append(
          ("Characters", preview.secure ? "Types into the field; the text stays hidden" : "Types into the field"))
        if let submit = interaction.submit {
          rows.append(("Enter", "Empties the field, as the \(submit) button does; only with text"))
        }
      }
      if let reveal = interaction.text?.reveal, preview.secure {
        rows.append(("Space, Enter on the \(reveal) button", "Shows or hides the typed text"))
      }
      for clear in interaction.clear {
        rows.append(("Space, Enter on the \(clear) button", "Empties the field; only with text"))
      }
    case .number:
      guard let number = interaction.number else { return rows }
      let step = JSONWriter.number(number.step)
      let (low, high) = (JSONWriter.number(number.min), JSONWriter.number(number.max))
      rows.append(("Tab, Shift-Tab", "Moves focus to or away from the value\(focusClause)"))
      rows.append(("Up Arrow, Right Arrow", "Adds \(step), up to \(high)\(boundClause(.max))"))
      rows.append(("Down Arrow, Left Arrow", "Takes away \(step), down to \(low)\(boundClause(.min))"))
      rows.append(("Home", "Sets \(low)"))
      rows.append(("End", "Sets \(high)"))
    case .digits:
      rows.append(("Tab, Shift-Tab", "Moves focus to or away from a cell\(focusClause) on that cell"))
      rows.append(("Digits", "Fills the cell and moves focus to the next one"))
      rows.append(("Backspace", "In an empty cell: empties the one before it and moves focus back"))
      rows.append(("Left Arrow, Right Arrow", "Moves focus to the cell before or after"))
      rows.append(("Paste (Ctrl-V)", "Fills the cells from the code, one digit each"))
    }
    return rows
  }

  /// "Role: switch, named Toggle; aria-checked is true when Active is On."
  var role: String {
    var sentence: String
    switch interaction.control {
    case .switch:
      sentence = "Role: switch (a button), named \(name); aria-checked is true while \(onText)"
    case .textbox:
      let field =
        interaction.text?.lines != nil ? "a text area" : (preview.secure ? "a password field" : "a text field")
      sentence = "Role: textbox (\(field)), named \(name)"
      if preview.secure, interaction.text?.reveal != nil {
        sentence += "; its reveal button has aria-pressed, true while the text shows"
      }
    case .number:
      let number = interaction.number
      sentence =
        "Role: spinbutton, named \(name), with aria-valuenow, aria-valuemin (\(number.map { JSONWriter.number($0.min) } ?? "")) and aria-valuemax (\(number.map { JSONWriter.number($0.max) } ?? "")); its buttons are for the pointer and report aria-disabled at the bounds"
    case .digits:
      let count = interaction.digits?.cells.count ?? 0
      sentence = "Role: \(count) text fields, named “\(preview.label), digit 1 of \(count)” and on"
    }
    if let disabled = interaction.states[.disabled] {
      sentence += preview.inert ? "; this one is disabled" : "; disabled when \(Self.values(disabled))"
    }
    return sentence + "."
  }

  /// "Active is On": the toggled property at its on value.
  private var onText: String {
    guard let toggle = interaction.toggle else { return "on" }
    let on = preview.states.first { $0.keys.contains("on") }?.variant[toggle.description] ?? "on"
    return Self.property(toggle) + " is " + on
  }

  private var flipText: String {
    guard let toggle = interaction.toggle else { return "Turns \(name) on or off" }
    let on = preview.states.first { $0.keys.contains("on") }?.variant[toggle.description] ?? "on"
    let off = preview.states.first { $0.keys.contains("rest") }?.variant[toggle.description] ?? "off"
    return "Turns \(name) on or off (\(Self.property(toggle)): \(off) ↔ \(on))"
  }

  private func pressClause(_ when: String) -> String {
    guard let press = interaction.states[.press], preview.flags.contains("press") else { return "" }
    return "; shows \(Self.values(press))\(when)"
  }

  private func boundClause(_ bound: Interaction.Situation) -> String {
    guard let values = interaction.states[bound], preview.flags.contains(bound.rawValue) else { return "" }
    return "; there it shows \(Self.values(values)) and stops"
  }

  /// `State: Focused`; `State of its toggle: Focused` for a property of an instance layer.
  static func values(_ values: Interaction.Values) -> String {
    values.keys.sorted().map { "\(property($0)): \(values[$0]!)" }.joined(separator: ", ")
  }

  /// `Active`, or `Active of its toggle` for a property of the instance layer `toggle`.
  static func property(_ path: Interaction.PropertyPath) -> String {
    path.property + (path.layer.map { " of its \($0)" } ?? "")
  }
}
