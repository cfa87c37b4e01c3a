import SpecimenCore

// Reading an `interaction:` section: its shape and types here, its names at load (InteractionCheck).

extension Interaction {
  static let keys = [
    "control", "label", "hint", "states", "toggle", "text", "clear", "submit", "number", "digits",
  ]
  static let textKeys = ["layer", "property", "lines", "count", "secure", "reveal", "accepts", "pattern"]
  static let revealKeys = ["layer", "icon"]
  static let numberKeys = ["layer", "property", "min", "max", "step", "decrease", "increase"]
  static let digitsKeys = ["cells", "text"]
  /// The most lines a growing text may have: more drawings than that would weigh down a page.
  static let maximumLines = 20

  /// Reads an `interaction:` section; what it names is checked against the model later.
  static func read(_ node: Node, into diagnostics: inout Diagnostics) -> Interaction? {
    let reader = KeyedReader(.geometryModel)
    guard reader.entries(of: node, known: keys, in: "'interaction'", into: &diagnostics) != nil else { return nil }
    guard let controlNode = node["control"] else {
      diagnostics.error(
        "'interaction' needs 'control': the kind of control the reader uses", at: node.location,
        hint: "control: \(Control.allCases.map(\.rawValue).joined(separator: " | "))",
        id: .geometryInteractionMissingKey)
      return nil
    }
    guard let name = reader.string(node, "control", into: &diagnostics) else { return nil }
    guard let control = Control(rawValue: name) else {
      diagnostics.append(
        .notAValue(
          name, of: "'control'", known: Control.allCases.map(\.rawValue), at: controlNode.location,
          id: .geometryInteractionUnknownControl))
      return nil
    }
    var interaction = Interaction(control: control, location: node.location)
    interaction.label = reader.string(node, "label", into: &diagnostics)
    interaction.hint = interaction.layerName(node, "hint", in: "'interaction'", into: &diagnostics)
    if let states = node["states"] { interaction.readStates(states, into: &diagnostics) }
    if let toggle = node["toggle"] {
      if let text = reader.string(node, "toggle", into: &diagnostics) {
        let path = Self.path(text)
        interaction.toggle = path
        interaction.references.append(
          Reference(kind: .toggled(path), location: toggle.location, valueLocation: toggle.location))
      }
    }
    if let text = node["text"] { interaction.text = interaction.readText(text, into: &diagnostics) }
    if let clear = node["clear"] {
      let items = clear.array ?? [clear]
      for item in items {
        guard let layer = item.scalarText else {
          diagnostics.error(
            "'clear' lists layer names, found \(item.kindDescription)", at: item.location, id: .geometryWrongType)
          continue
        }
        interaction.clear.append(layer)
        interaction.references.append(
          Reference(kind: .layer(layer, text: false), location: item.location, valueLocation: item.location))
      }
    }
    interaction.submit = interaction.layerName(node, "submit", in: "'interaction'", into: &diagnostics)
    if let submit = interaction.submit, !interaction.clear.contains(submit), let at = node["submit"]?.location {
      diagnostics.error(
        "'submit' is the clear layer Enter presses, and '\(submit)' is not in 'clear'", at: at,
        hint: "add it: clear: [\((interaction.clear + [submit]).joined(separator: ", "))]",
        id: .geometryInteractionSubmitNotCleared)
    }
    if interaction.submit != nil, interaction.text?.lines != nil, let at = node["submit"]?.location {
      diagnostics.error(
        "Enter starts a new line in a text that grows, so it presses nothing", at: at,
        hint: "remove 'submit', or 'lines' for a one-line field", id: .geometryInteractionSubmitMultiline)
    }
    if let number = node["number"] { interaction.number = interaction.readNumber(number, into: &diagnostics) }
    if let digits = node["digits"] { interaction.digits = interaction.readDigits(digits, into: &diagnostics) }
    interaction.checkControl(at: controlNode.location, node: node, into: &diagnostics)
    interaction.checkValidity(node: node, into: &diagnostics)
    return interaction
  }

  /// `toggle.Active` names the property Active of the layer `toggle`; `Active` the set's own.
  static func path(_ text: String) -> PropertyPath {
    guard let dot = text.firstIndex(of: "."), dot != text.startIndex, text.index(after: dot) != text.endIndex
    else { return PropertyPath(property: text) }
    return PropertyPath(layer: String(text[..<dot]), property: String(text[text.index(after: dot)...]))
  }

  /// `{ State: Pressed }` or `{ toggle.State: Pressed }`, each value recorded for the check.
  private mutating func readValues(_ node: Node, in what: String, into diagnostics: inout Diagnostics) -> Values? {
    guard let entries = node.entries else {
      diagnostics.error(
        "\(what) maps properties to values, found \(node.kindDescription)", at: node.location,
        hint: "for example { State: Pressed }", id: .geometryWrongType)
      return nil
    }
    var values: Values = [:]
    for entry in entries {
      guard let value = entry.value.scalarText else {
        diagnostics.error(
          "the value of '\(entry.key)' in \(what) is one property value, found \(entry.value.kindDescription)",
          at: entry.value.location, id: .geometryWrongType)
        continue
      }
      let path = Self.path(entry.key)
      values[path] = value
      references.append(
        Reference(kind: .value(path, value), location: entry.keyLocation, valueLocation: entry.value.location))
    }
    return values
  }

  private mutating func readStates(_ node: Node, into diagnostics: inout Diagnostics) {
    let known = Situation.allCases.map(\.rawValue)
    guard
      let entries = KeyedReader(.geometryModel).entries(
        of: node, known: known, in: "'interaction.states'", into: &diagnostics)
    else { return }
    for entry in entries {
      guard let situation = Situation(rawValue: entry.key) else { continue }
      if let values = readValues(entry.value, in: "the state '\(entry.key)'", into: &diagnostics) {
        states[situation] = values
      }
    }
  }

  private mutating func readText(_ node: Node, into diagnostics: inout Diagnostics) -> TextEntry? {
    let reader = KeyedReader(.geometryModel)
    if let layer = node.scalarText {
      references.append(
        Reference(kind: .layer(layer, text: true), location: node.location, valueLocation: node.location))
      return TextEntry(layer: layer)
    }
    guard reader.entries(of: node, known: Self.textKeys, in: "'interaction.text'", into: &diagnostics) != nil,
      let layer = layerName(node, "layer", required: true, text: true, in: "'interaction.text'", into: &diagnostics)
    else { return nil }
    var entry = TextEntry(layer: layer)
    entry.property = reader.string(node, "property", into: &diagnostics)
    if let property = entry.property, let at = node["property"]?.location {
      references.append(Reference(kind: .textProperty(property), location: at, valueLocation: at))
    }
    entry.count = layerName(node, "count", text: true, in: "'interaction.text'", into: &diagnostics)
    if let linesNode = node["lines"], let lines = reader.number(node, "lines", into: &diagnostics) {
      if lines.rounded() == lines, lines >= 1, lines <= Double(Self.maximumLines) {
        entry.lines = Int(lines)
      } else {
        diagnostics.error(
          "'lines' is the most lines the text grows to: a whole number from 1 to \(Self.maximumLines), found \(linesNode.scalarText ?? "")",
          at: linesNode.location, hint: "lines: 5", id: .geometryInteractionLinesInvalid)
      }
    }
    if let secure = node["secure"] {
      if let flag = secure.bool {
        entry.secure = flag ? [:] : nil
      } else if secure.entries != nil {
        entry.secure = readValues(secure, in: "'secure'", into: &diagnostics)
      } else {
        diagnostics.error(
          "'secure' is true, false or the property values that hide the text, found \(secure.kindDescription)",
          at: secure.location, hint: "secure: { Type: Password }", id: .geometryWrongType)
      }
    }
    if let reveal = node["reveal"], reveal.entries != nil {
      // `{ layer: eye, icon: eye }`: the layer and the icon it draws while the text shows.
      if reader.entries(of: reveal, known: Self.revealKeys, in: "'reveal'", into: &diagnostics) != nil {
        entry.reveal = layerName(reveal, "layer", required: true, in: "'reveal'", into: &diagnostics)
        entry.revealIcon = reader.string(reveal, "icon", into: &diagnostics)
        entry.revealIconLocation = reveal["icon"]?.location
      }
    } else {
      entry.reveal = layerName(node, "reveal", in: "'interaction.text'", into: &diagnostics)
    }
    if let acceptsNode = node["accepts"], let name = reader.string(node, "accepts", into: &diagnostics) {
      entry.accepts = Accepts(rawValue: name)
      if entry.accepts == nil {
        diagnostics.append(
          .notAValue(
            name, of: "'accepts'", known: Accepts.allCases.map(\.rawValue), at: acceptsNode.location,
            id: .geometryInteractionUnknownAccepts))
      }
    }
    entry.pattern = reader.string(node, "pattern", into: &diagnostics)
    if entry.reveal != nil, entry.secure == nil, let reveal = node["reveal"] {
      diagnostics.error(
        "'reveal' shows hidden text, but this text is never hidden", at: reveal.location,
        hint: "add 'secure: true' or 'secure: { Property: Value }'", id: .geometryInteractionRevealWithoutSecure)
    }
    return entry
  }

  private mutating func readNumber(_ node: Node, into diagnostics: inout Diagnostics) -> NumberEntry? {
    let reader = KeyedReader(.geometryModel)
    guard reader.entries(of: node, known: Self.numberKeys, in: "'interaction.number'", into: &diagnostics) != nil
    else { return nil }
    let layer = layerName(node, "layer", required: true, text: true, in: "'interaction.number'", into: &diagnostics)
    let property = reader.string(node, "property", required: true, into: &diagnostics)
    if let property, let at = node["property"]?.location {
      references.append(Reference(kind: .textProperty(property), location: at, valueLocation: at))
    }
    let min = reader.number(node, "min", into: &diagnostics)
    let max = reader.number(node, "max", into: &diagnostics)
    let step = reader.number(node, "step", into: &diagnostics) ?? 1
    let decrease = layerName(node, "decrease", required: true, in: "'interaction.number'", into: &diagnostics)
    let increase = layerName(node, "increase", required: true, in: "'interaction.number'", into: &diagnostics)
    for key in ["min", "max"] where node[key] == nil {
      diagnostics.error(
        "'interaction.number' needs '\(key)'", at: node.location, hint: "min: 0, max: 10",
        id: .geometryInteractionMissingKey)
    }
    if step <= 0, let at = node["step"]?.location {
      diagnostics.error(
        "'step' must be more than 0, found \(node["step"]?.scalarText ?? "")", at: at, hint: "step: 1",
        id: .geometryInteractionStepInvalid)
    }
    if let min, let max, min >= max, let at = node["max"]?.location {
      diagnostics.error(
        "'max' (\(NumberFormat.number(max))) must be more than 'min' (\(NumberFormat.number(min)))", at: at,
        id: .geometryInteractionRangeInvalid)
    }
    guard let layer, let property, let min, let max, let decrease, let increase, step > 0, min < max else {
      return nil
    }
    return NumberEntry(
      layer: layer, property: property, min: min, max: max, step: step, decrease: decrease, increase: increase)
  }

  private mutating func readDigits(_ node: Node, into diagnostics: inout Diagnostics) -> DigitsEntry? {
    let reader = KeyedReader(.geometryModel)
    guard
      reader.entries(
        of: node, known: Self.digitsKeys + ["focusedCell"], in: "'interaction.digits'", into: &diagnostics) != nil
    else { return nil }
    var lists: [String: [String]] = [:]
    for key in Self.digitsKeys {
      guard let list = node[key] else {
        diagnostics.error(
          "'interaction.digits' needs '\(key)'", at: node.location,
          hint: key == "cells" ? "cells: [cell-1, cell-2, …]" : "text: [digit-1, digit-2, …]",
          id: .geometryInteractionMissingKey)
        continue
      }
      guard let items = list.array, !items.isEmpty else {
        diagnostics.error(
          "'\(key)' lists layer names, found \(list.kindDescription)", at: list.location, id: .geometryWrongType)
        continue
      }
      var names: [String] = []
      for item in items {
        guard let name = item.scalarText else {
          diagnostics.error(
            "'\(key)' lists layer names, found \(item.kindDescription)", at: item.location, id: .geometryWrongType)
          continue
        }
        names.append(name)
        references.append(
          Reference(kind: .layer(name, text: key == "text"), location: item.location, valueLocation: item.location))
      }
      lists[key] = names
    }
    guard let cells = lists["cells"], let text = lists["text"] else { return nil }
    if cells.count != text.count, let at = node["text"]?.location {
      diagnostics.error(
        "'digits' has \(cells.count) cells and \(text.count) text layers; each cell shows one digit", at: at,
        id: .geometryInteractionDigitsMismatch)
      return nil
    }
    var entry = DigitsEntry(cells: cells, text: text)
    entry.focusedCell = layerName(node, "focusedCell", in: "'interaction.digits'", into: &diagnostics)
    if let focused = entry.focusedCell, !cells.contains(focused), let at = node["focusedCell"]?.location {
      diagnostics.error(
        "'focusedCell' is one of the cells, and '\(focused)' is not", at: at,
        hint: Suggestion.hint(for: focused, in: cells) ?? "the cells are \(cells.joinedAsList(conjunction: "and"))",
        id: .geometryInteractionFocusedCellInvalid)
    }
    return entry
  }

  /// A layer name under `key`, recorded for the check.
  private mutating func layerName(
    _ node: Node, _ key: String, required: Bool = false, text: Bool = false, in what: String,
    into diagnostics: inout Diagnostics
  ) -> String? {
    guard let value = node[key] else {
      if required {
        diagnostics.error(
          "\(what) needs '\(key)'", at: node.location, hint: "\(key): <layer name>", id: .geometryInteractionMissingKey)
      }
      return nil
    }
    guard let name = value.scalarText, value.bool == nil, !name.isEmpty else {
      diagnostics.error(
        "'\(key)' names a layer, found \(value.kindDescription)", at: value.location, id: .geometryWrongType)
      return nil
    }
    references.append(
      Reference(kind: .layer(name, text: text), location: value.location, valueLocation: value.location))
    return name
  }

  /// Each control needs its own part and takes no other control's.
  private func checkControl(at location: SourceLocation, node: Node, into diagnostics: inout Diagnostics) {
    let needs: [Control: String] = [.switch: "toggle", .textbox: "text", .number: "number", .digits: "digits"]
    let present: [String: Bool] = [
      "toggle": toggle != nil || node["toggle"] != nil, "text": text != nil || node["text"] != nil,
      "number": number != nil || node["number"] != nil, "digits": digits != nil || node["digits"] != nil,
    ]
    let own = needs[control]!
    if present[own] == false {
      diagnostics.error(
        "a \(control.rawValue) control needs '\(own)'", at: location,
        hint: Self.example[own], id: .geometryInteractionMissingKey)
    }
    for (other, written) in present.sorted(by: { $0.key < $1.key }) where written && other != own {
      let at = node.entries?.first { $0.key == other }?.keyLocation ?? location
      let owner = needs.first { $0.value == other }!.key.rawValue
      diagnostics.error(
        "'\(other)' belongs to a \(owner) control, and this one is a \(control.rawValue)", at: at,
        hint: "remove '\(other)' or write 'control: \(owner)'", id: .geometryInteractionKeyOfOtherControl)
    }
    if !clear.isEmpty, control != .textbox, let at = node.entries?.first(where: { $0.key == "clear" })?.keyLocation {
      diagnostics.error(
        "'clear' empties typed text, and a \(control.rawValue) control has none", at: at,
        hint: "write 'control: textbox' or remove 'clear'", id: .geometryInteractionClearWithoutText)
    }
    let allowed: [Control: Set<Situation>] = [
      .switch: [.press, .focus, .disabled], .textbox: [.filled, .focus, .invalid, .press, .disabled],
      .number: [.min, .max, .focus, .press, .disabled], .digits: [.filled, .focus, .disabled],
    ]
    let stateEntries = node["states"]?.entries ?? []
    for situation in states.keys.sorted() where !allowed[control]!.contains(situation) {
      let at = stateEntries.first { $0.key == situation.rawValue }?.keyLocation ?? location
      let names = Situation.allCases.filter { allowed[control]!.contains($0) }.map(\.rawValue)
      diagnostics.error(
        "a \(control.rawValue) control never reaches the state '\(situation.rawValue)'", at: at,
        hint: "its states are \(names.joinedAsList(conjunction: "and"))", id: .geometryInteractionUnreachableState)
    }
  }

  /// A text is invalid only against a rule: the state 'invalid' needs one.
  private func checkValidity(node: Node, into diagnostics: inout Diagnostics) {
    guard states[.invalid] != nil, control == .textbox, let text, text.accepts == nil, text.pattern == nil else {
      return
    }
    let at = node["states"]?.entries?.first { $0.key == Situation.invalid.rawValue }?.keyLocation ?? location
    diagnostics.error(
      "the state 'invalid' shows while the text breaks a rule, and 'text' gives none", at: at,
      hint: "add 'accepts: email' (or url, tel, number) or 'pattern: …' to 'text'",
      id: .geometryInteractionInvalidWithoutRule)
  }

  private static let example = [
    "toggle": "toggle: Active (the property a click flips)",
    "text": "text: { layer: value }",
    "number": "number: { layer: value, property: Value, min: 0, max: 10, decrease: minus, increase: plus }",
    "digits": "digits: { cells: [cell-1, cell-2], text: [digit-1, digit-2] }",
  ]
}
