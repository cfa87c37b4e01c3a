import SpecimenCore

/// How a reader's actions move a live preview between the set's variants, and which layers take
/// input: a model's `interaction:` section, read once with the rest of the model.
package struct Interaction: Sendable {
  /// The real control a page puts over the drawing, and the role it gives it.
  package enum Control: String, Sendable, CaseIterable {
    /// A button with role=switch that flips `toggle`.
    case `switch`
    /// A text field (one line) or text area (`text.lines`).
    case textbox
    /// A value stepped between bounds (role=spinbutton).
    case number
    /// One one-character field per cell.
    case digits
  }

  /// A reader's situation that shows a variant of its own. Listed from the weakest to the
  /// strongest: when several set the same property, the later one wins.
  package enum Situation: String, Sendable, CaseIterable, Comparable {
    /// Text: while there is text (digits: while every cell has one).
    case filled
    /// Number: at the minimum, at the maximum.
    case min, max
    /// Keyboard focus only (`:focus-visible`).
    case focus
    /// Text: while the text breaks `text.accepts` or `text.pattern` (or is empty), in a preview
    /// whose body starts it in this state (`State: Error`): the error after validation failed,
    /// left when the text becomes valid and shown again when it breaks the rule again.
    case invalid
    /// While the pointer (or Space) is down.
    case press
    /// A preview fixed to this is inert.
    case disabled

    package static func < (lhs: Situation, rhs: Situation) -> Bool {
      allCases.firstIndex(of: lhs)! < allCases.firstIndex(of: rhs)!
    }
  }

  /// A property of the set (`Active`) or of one of its instance layers (`toggle.Active`).
  package struct PropertyPath: Sendable, Hashable, Comparable, CustomStringConvertible {
    package var layer: String?
    package var property: String

    package init(layer: String? = nil, property: String) {
      self.layer = layer
      self.property = property
    }

    package var description: String { layer.map { "\($0).\(property)" } ?? property }

    package static func < (lhs: PropertyPath, rhs: PropertyPath) -> Bool { lhs.description < rhs.description }
  }

  /// The property values a situation (or a condition) sets.
  package typealias Values = [PropertyPath: String]

  /// The text layer a reader types into.
  package struct TextEntry: Sendable {
    package var layer: String
    /// The text property the layer shows once there is text (`Value`): a drawing that binds it
    /// shows typed text, so its text is where the preview starts, not a placeholder.
    package var property: String?
    /// A layer that shows the text's length (`{#Value}/200`), following the typing.
    package var count: String?
    /// Multi-line: the drawing grows one line per line of text up to this many, then scrolls.
    package var lines: Int?
    /// When the text is hidden: nil never, an empty condition always, else when these values hold.
    package var secure: Values?
    /// The layer whose click shows or hides secure text.
    package var reveal: String?
    /// The icon the reveal layer draws while the text shows (`eye`); nil: the same icon either way.
    var revealIcon: String?
    /// Where `revealIcon` is written, for a missing icon's error.
    var revealIconLocation: SourceLocation?
    /// What a valid text is, as the field's `type` says it: `email`, `url`, `tel` or `number`.
    package var accepts: Accepts?
    /// A pattern the whole text matches to be valid, as the field's `pattern` attribute reads it.
    package var pattern: String?
  }

  /// The kinds of text a field checks, by the `type` of the HTML field that checks them.
  package enum Accepts: String, Sendable, CaseIterable {
    case email, url, tel, number
  }

  /// A number stepped by `decrease` and `increase` between `min` and `max`.
  package struct NumberEntry: Sendable {
    package var layer: String
    /// The text property the layer shows; its value is the number the preview starts at.
    package var property: String
    package var min: Double
    package var max: Double
    package var step: Double
    package var decrease: String
    package var increase: String
  }

  /// One digit per cell: the cells take focus and clicks, the text layers show the digits.
  package struct DigitsEntry: Sendable {
    package var cells: [String]
    package var text: [String]
    /// The cell the focus state's drawing shows focused: its look moves to the cell with focus.
    var focusedCell: String?
  }

  package var control: Control
  /// The control's accessible name as written (`"{Label}"` or a text); nil: the set's name.
  package var label: String?
  /// The layer whose text describes the control (a hint below a field).
  package var hint: String?
  /// What each situation shows, by situation (only those the model names).
  package var states: [Situation: Values] = [:]
  /// Switch: the property a click, Space or Enter flips between its two values.
  package var toggle: PropertyPath?
  package var text: TextEntry?
  /// Layers whose click empties the text; they act only with text.
  package var clear: [String] = []
  /// The clear layer Enter presses in a one-line field (Send); without it Enter does nothing.
  package var submit: String?
  package var number: NumberEntry?
  package var digits: DigitsEntry?
  package var location: SourceLocation

  /// Every property, value and layer the section names, with its position, for the load-time check.
  var references: [Reference] = []

  struct Reference: Sendable {
    enum Kind: Sendable {
      /// A property and the value it is set to (a state, a secure condition).
      case value(PropertyPath, String)
      /// A property flipped between two values (toggle).
      case toggled(PropertyPath)
      /// A text property of the set (number.property).
      case textProperty(String)
      /// A layer; `text: true` when it takes typed or stepped text, so must be a text layer.
      case layer(String, text: Bool)
    }
    var kind: Kind
    var location: SourceLocation
    var valueLocation: SourceLocation
  }
}
