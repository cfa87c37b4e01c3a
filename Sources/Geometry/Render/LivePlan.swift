import SpecimenCore

/// The situations a preview reaches and the variant each draws.
struct LivePlan {
  var interaction: Interaction
  var model: GeometryModel
  var shape: ComponentSetShape
  var base: PropertyValues
  var fixed: PropertyValues
  var library: GeometryLibrary
  /// The body fixed the invalid state's values: the preview starts there, and leaves it for the
  /// values `base` gives them once the text is valid.
  var startsInvalid = false

  static let flagOrder = ["on", "filled", "min", "max", "focus", "invalid", "shown", "press"]

  /// A situation's state values with those the body fixed left out.
  func movable(_ situation: Interaction.Situation) -> Interaction.Values {
    (interaction.states[situation] ?? [:]).filter { $0.key.layer != nil || fixed[$0.key.property] == nil }
  }

  /// The body fixed every value of the disabled state.
  var inert: Bool {
    guard let disabled = interaction.states[.disabled], !disabled.isEmpty else { return false }
    return disabled.allSatisfy { $0.key.layer == nil && base[$0.key.property] == $0.value }
  }

  /// The values a switch flips between. A body that names the property says where the switch
  /// starts (as a checkbox's `checked` does); it still flips.
  var toggleValues: (off: String, on: String)? {
    guard let toggle = interaction.toggle, let owner = owner(of: toggle) else { return nil }
    return GeometryLibrary.toggleValues(of: toggle.property, in: owner)
  }

  var startsOn: Bool {
    guard let toggle = interaction.toggle, let values = toggleValues else { return false }
    return startValue(of: toggle) == values.on
  }

  func owner(of path: Interaction.PropertyPath) -> ComponentSetShape? {
    guard let layer = path.layer else { return shape }
    return model.layerFields(named: layer)?.instanceSet.flatMap { library.shapes[$0] }
  }

  /// The value a property has before the reader does anything.
  func startValue(of path: Interaction.PropertyPath) -> String? {
    guard let layer = path.layer else { return base[path.property] }
    guard let fields = model.effectiveRoot(for: base).layerFields(named: layer), let owner = owner(of: path) else {
      return nil
    }
    if let setting = fields.properties?.first(where: { $0.name == path.property }) {
      return setting.value.text(with: base)
    }
    return owner.defaultVariant[path.property] ?? owner.otherProperties.first { $0.name == path.property }?.defaultValue
  }

  var flags: [String] {
    if inert { return [] }
    var flags: [String] = []
    if toggleValues != nil { flags.append("on") }
    for situation in [Interaction.Situation.filled, .min, .max, .focus, .invalid, .press]
    where !movable(situation).isEmpty {
      // The text is checked only where the body starts it invalid.
      if situation == .invalid, !startsInvalid { continue }
      flags.append(situation.rawValue)
    }
    if revealIcon != nil { flags.append("shown") }
    return Self.flagOrder.filter(flags.contains)
  }

  /// The values the invalid state draws: the body's, as it fixed them.
  var invalidValues: PropertyValues {
    var values = base
    for (path, value) in movable(.invalid) where path.layer == nil { values[path.property] = value }
    return values
  }

  /// Whether the text is hidden for the body's values.
  var secure: Bool {
    guard let condition = interaction.text?.secure else { return false }
    return condition.allSatisfy { $0.key.layer == nil && base[$0.key.property] == $0.value }
  }

  /// The icon the reveal layer draws while hidden text shows, when the model gives one.
  var revealIcon: (layer: String, icon: String)? {
    guard secure, let layer = interaction.text?.reveal, let icon = interaction.text?.revealIcon else { return nil }
    return (layer, icon)
  }

  /// The reveal layer drawing the shown icon.
  func shownIcon(_ flags: [String]) -> [LayerOverride] {
    guard flags.contains("shown"), let (layer, icon) = revealIcon else { return [] }
    let at = interaction.text?.revealIconLocation ?? model.setLocation
    var fields = LayerFields(location: at)
    fields.kinds = [
      KindEntry(
        key: "icon", keyLocation: at, valueLocation: at,
        value: .template(TextTemplate(raw: icon, isString: true, parts: [.literal(icon)])))
    ]
    return [LayerOverride(target: layer, location: model.setLocation, fields: fields)]
  }

  var numberStart: Double? {
    guard let number = interaction.number else { return nil }
    return Double(fixed[number.property] ?? base[number.property] ?? "")
  }

  /// Every combination of the flags (`min` and `max` never together), the empty one first.
  func situations(_ flags: [String]) -> [[String]] {
    var out: [[String]] = [[]]
    for flag in flags {
      out += out.compactMap { existing in
        if (flag == "max" && existing.contains("min")) || (flag == "min" && existing.contains("max")) { return nil }
        return existing + [flag]
      }
    }
    return out.map { situation in Self.flagOrder.filter(situation.contains) }
  }

  static func key(_ flags: [String]) -> String { flags.isEmpty ? "rest" : flags.joined(separator: "+") }

  /// The set's values and the instance layers' values a situation draws, and the values of
  /// each weaker state it is in, whose rules apply too.
  func values(for flags: [String], movingFocus: Bool = false) -> (
    own: PropertyValues, instances: [String: PropertyValues], also: [PropertyValues]
  ) {
    var own = base
    var instances: [String: PropertyValues] = [:]
    if !inert, let toggle = interaction.toggle, let values = toggleValues {
      let value = flags.contains("on") ? values.on : values.off
      if let layer = toggle.layer {
        instances[layer, default: [:]][toggle.property] = value
      } else {
        own[toggle.property] = value
      }
    }
    let start = own
    var also: [PropertyValues] = []
    for situation in Interaction.Situation.allCases where flags.contains(situation.rawValue) {
      if movingFocus, situation == .focus { continue }
      var alone = start
      for (path, value) in movable(situation).sorted(by: { $0.key < $1.key }) {
        if let layer = path.layer {
          instances[layer, default: [:]][path.property] = value
        } else {
          own[path.property] = value
          alone[path.property] = value
        }
      }
      also.append(alone)
    }
    // The strongest state's values are drawn; the others' rules apply where they still differ.
    return (own, instances, also.filter { $0 != own })
  }

  /// Digits: the cell whose look the focus state's drawing gives, when focus moves between cells.
  var focusedCell: String? {
    guard let digits = interaction.digits, let cell = digits.focusedCell, !movable(.focus).isEmpty else { return nil }
    return cell
  }

  /// The focus state's changes to `focusedCell` over the drawing `own`, moved to `cell`.
  func focus(movedTo cell: String, over own: PropertyValues) -> [LayerOverride] {
    guard let focusedCell else { return [] }
    var focused = own
    for (path, value) in movable(.focus) where path.layer == nil { focused[path.property] = value }
    return model.rules.filter { $0.matches(focused) && !$0.matches(own) }.flatMap { rule in
      rule.overrides.filter { $0.target == focusedCell }.map {
        LayerOverride(target: cell, location: $0.location, fields: $0.fields)
      }
    }
  }

  /// The line counts a situation is drawn at: each up to the maximum for multi-line text with
  /// text in it, else one drawing.
  func lineCounts(for flags: [String], allFlags: [String]) -> [Int?] {
    guard let lines = interaction.text?.lines else { return [nil] }
    if allFlags.contains("filled"), !flags.contains("filled") { return [1] }
    return Array(1...lines)
  }

  /// What makes two situations one drawing: the values drawn, the weaker states' rules that
  /// still apply (by index), the instances' values by layer, the line count and the focused cell.
  struct DrawingIdentity: Hashable {
    var own: PropertyValues
    var rules: [Int]
    var instances: [String: PropertyValues]
    var lines: Int?
    var cell: Int?
    var shown: Bool
  }

  func identity(
    own: PropertyValues, also: [PropertyValues], instances: [String: PropertyValues], lines: Int?, cell: Int?,
    shown: Bool
  ) -> DrawingIdentity {
    let rules = model.rules.indices.filter { index in
      !model.rules[index].matches(own) && also.contains(where: model.rules[index].matches)
    }
    return DrawingIdentity(own: own, rules: rules, instances: instances, lines: lines, cell: cell, shown: shown)
  }

  /// Every drawing the preview shows; what laying them out finds goes into `diagnostics`.
  func preview(idPrefix: String, into diagnostics: inout Diagnostics) -> LivePreview {
    let allFlags = flags
    let start: [String] = {
      var flags: [String] = []
      if allFlags.contains("on"), startsOn { flags.append("on") }
      if let value = numberStart, let number = interaction.number, allFlags.contains("min") || allFlags.contains("max")
      {
        if value <= number.min, allFlags.contains("min") { flags.append("min") }
        if value >= number.max, allFlags.contains("max") { flags.append("max") }
      }
      if allFlags.contains("invalid") {
        // Where the invalid drawing shows the text property, the field starts with that text.
        if allFlags.contains("filled"), let text = interaction.text, let property = text.property,
          model.effectiveRoot(for: invalidValues).layerFields(named: text.layer)?.textTemplate?.binds(property) == true
        {
          flags.append("filled")
        }
        flags.append("invalid")
      }
      return Self.flagOrder.filter(flags.contains)
    }()
    var drawn: [(key: String, state: LivePreview.State)] = []
    var indexByDrawing: [DrawingIdentity: Int] = [:]
    var initial = 0
    let textLayers = liveLayers
    let cells = interaction.digits?.cells ?? []
    for situation in situations(allFlags) {
      let moving = focusedCell != nil && situation.contains("focus")
      let (own, instances, also) = values(for: situation, movingFocus: moving)
      for cell in moving ? cells.indices.map(Optional.some) : [nil] {
        let moved = (cell.map { focus(movedTo: cells[$0], over: own) } ?? []) + shownIcon(situation)
        for lines in lineCounts(for: situation, allFlags: allFlags) {
          let drawingKey = identity(
            own: own, also: also, instances: instances, lines: lines, cell: cell, shown: situation.contains("shown"))
          let key =
            Self.key(situation) + (cell.map { "#\($0 + 1)" } ?? "") + (lines.map { $0 > 1 ? "@\($0)" : "" } ?? "")
          if let index = indexByDrawing[drawingKey] {
            drawn[index].state.keys.append(key)
          } else {
            indexByDrawing[drawingKey] = drawn.count
            var state = state(
              own: own, also: also, instances: instances, moved: moved, lines: lines, key: key, textLayers: textLayers,
              into: &diagnostics)
            state.focusedCell = cell.map { cells[$0] }
            drawn.append((key, state))
          }
          if situation == start, lines ?? 1 == 1 { initial = indexByDrawing[drawingKey]! }
        }
      }
    }
    var states = drawn.map(\.state)
    // A live layer hidden until there is text sits where the first keystroke's drawing puts it.
    for index in states.indices {
      for (position, text) in states[index].liveText.enumerated() where !text.visible {
        let key = states[index].keys[0]
        let cut = key.firstIndex { $0 == "#" || $0 == "@" } ?? key.endIndex
        let flags = key[..<cut].split(separator: "+").map(String.init)
        // The same situation with text, at one line and on the same focused cell.
        let filledKey =
          Self.key(Self.flagOrder.filter { flags.contains($0) || $0 == "filled" }) + key[cut...].prefix { $0 != "@" }
        if let other = states.first(where: { $0.keys.contains(filledKey) }),
          let shown = other.liveText.first(where: { $0.layer == text.layer && $0.visible })
        {
          states[index].liveText[position].frame = shown.frame
          states[index].liveText[position].styleToken = shown.styleToken
          states[index].liveText[position].style = shown.style
          states[index].liveText[position].fillVariable = shown.fillVariable
          states[index].liveText[position].fillColor = shown.fillColor
          states[index].liveText[position].align = shown.align
        }
      }
    }
    let options = SVGOptions(idPrefix: idPrefix, className: .previewSvg)
    let rendered = library.svgs(states.map { ($0.component, options) }, prefix: idPrefix)
    for index in states.indices { states[index].svg = rendered.svgs[index] }
    var placeholder: LivePreview.Placeholder?
    var initialText: String?
    if let text = interaction.text, let live = states[initial].liveText.first(where: { $0.layer == text.layer }) {
      let template = model.effectiveRoot(for: allFlags.contains("invalid") ? invalidValues : base)
        .layerFields(named: text.layer)?.textTemplate
      if let property = text.property, template?.binds(property) == true {
        initialText = live.modelText
      } else if live.visible, !live.modelText.isEmpty {
        placeholder = LivePreview.Placeholder(
          text: live.modelText, fillVariable: live.fillVariable, fillColor: live.fillColor)
      }
    }
    let hint = interaction.hint.flatMap { states[initial].component.layer(named: $0) }.map {
      $0.lines.map(\.text).joined(separator: " ")
    }
    return LivePreview(
      set: shape.name, interaction: interaction, fixed: fixed, label: label, definitions: rendered.defs,
      flags: allFlags, inert: inert, secure: secure, startValue: numberStart, placeholder: placeholder,
      initialText: initialText, hint: hint, startsOn: startsOn, startsInvalid: allFlags.contains("invalid"),
      states: states, initial: initial, tokensRead: library.tokensRead(set: shape.name, includingInstances: true))
  }

  /// The label with the properties filled in, or the set's name.
  var label: String {
    guard let written = interaction.label else { return shape.name }
    var out = ""
    var rest = Substring(written)
    while let open = rest.firstIndex(of: "{"), let close = rest[open...].firstIndex(of: "}") {
      out += rest[..<open]
      let name = String(rest[rest.index(after: open)..<close])
      out += base[name] ?? "{\(name)}"
      rest = rest[rest.index(after: close)...]
    }
    return out + rest
  }

  /// The layers whose text the reader types or steps: drawn empty, located for the page.
  var liveLayers: [String] {
    [interaction.text?.layer, interaction.number?.layer].compactMap { $0 } + (interaction.digits?.text ?? [])
  }

  /// One drawing: laid out with the instance values and the line count, its live text emptied.
  func state(
    own: PropertyValues, also: [PropertyValues], instances: [String: PropertyValues], moved: [LayerOverride],
    lines: Int?, key: String, textLayers: [String], into diagnostics: inout Diagnostics
  ) -> LivePreview.State {
    var adjustments = moved
    for (layer, values) in instances.sorted(by: { $0.key < $1.key }) {
      var fields = LayerFields(location: model.setLocation)
      fields.properties = values.sorted { $0.key < $1.key }.map { name, value in
        PropertySetting(
          name: name, keyLocation: model.setLocation,
          value: TextTemplate(raw: value, isString: true, parts: [.literal(value)]), valueLocation: model.setLocation)
      }
      adjustments.append(LayerOverride(target: layer, location: model.setLocation, fields: fields))
    }
    if let lines, let layer = interaction.text?.layer {
      // As many lines as the drawing is for, each one short enough never to wrap (an empty
      // field is one line, whatever its placeholder or the model's sample text).
      let text = Array(repeating: "0", count: lines).joined(separator: "\n")
      var fields = LayerFields(location: model.setLocation)
      fields.kinds = [
        KindEntry(
          key: "text", keyLocation: model.setLocation, valueLocation: model.setLocation,
          value: .template(TextTemplate(raw: text, isString: true, parts: [.literal(text)])))
      ]
      adjustments.append(LayerOverride(target: layer, location: model.setLocation, fields: fields))
    }
    var component = library.computeLayout(
      model: model, shape: shape, values: own, alsoMatching: also, adjustments: adjustments, into: &diagnostics)
    let written = model.effectiveRoot(for: own, alsoMatching: also)
    var liveText: [LivePreview.LiveText] = []
    for name in textLayers + (interaction.text?.count.map { [$0] } ?? []) {
      let template = written.layerFields(named: name)?.textTemplate
      var format: String?
      if name == interaction.text?.count, name != interaction.text?.layer {
        // A count follows the typing only where it binds the text's length.
        guard let property = interaction.text?.property, let template, template.counts(property) else { continue }
        format = template.format(counting: property, with: own)
      }
      guard let index = component.index(of: name) else {
        liveText.append(hiddenText(name, modelText: template?.text(with: own) ?? ""))
        continue
      }
      let layer = component.layers[index]
      liveText.append(
        LivePreview.LiveText(
          layer: name, frame: layer.frame, styleToken: layer.styleToken, style: layer.style,
          fillVariable: layer.fill?.cssVariable, fillColor: layer.fill?.color.css,
          modelText: template?.text(with: own) ?? "", format: format, align: layer.textAlign.rawValue, visible: true))
      component.layers[index].lines = []
    }
    var targets: [String: Rect] = [:]
    let clickable =
      [interaction.text?.reveal, interaction.number?.decrease, interaction.number?.increase].compactMap { $0 }
      + interaction.clear + (interaction.digits?.cells ?? [])
    for name in clickable {
      if let layer = component.layer(named: name) { targets[name] = layer.frame }
    }
    var variant = component.variant.merging(component.properties) { $1 }
    for (layer, values) in instances {
      for (name, value) in values { variant["\(layer).\(name)"] = value }
    }
    return LivePreview.State(
      keys: [key], variant: variant, lines: lines, focusedCell: nil, component: component, svg: Markup(),
      liveText: liveText,
      targets: targets,
      hitFrame: component.layers.indices.contains(component.targetIndex)
        ? component.layers[component.targetIndex].frame : component.frame)
  }

  /// A live layer this drawing hides: located later from the drawing with text.
  func hiddenText(_ name: String, modelText: String) -> LivePreview.LiveText {
    LivePreview.LiveText(
      layer: name, frame: Rect(x: 0, y: 0, width: 0, height: 0), styleToken: nil, style: nil,
      fillVariable: nil, fillColor: nil, modelText: modelText, format: nil, align: "start", visible: false)
  }
}

extension TextTemplate {
  /// Whether the text shows `property`'s value; whether it shows its length.
  func binds(_ property: String) -> Bool {
    parts.contains { if case .property(property, false, _) = $0 { return true } else { return false } }
  }

  func counts(_ property: String) -> Bool {
    parts.contains { if case .property(property, true, _) = $0 { return true } else { return false } }
  }

  /// The text with `{count}` where it shows `property`'s length: `{count}/200`.
  func format(counting property: String, with values: PropertyValues) -> String {
    var out = ""
    for part in parts {
      if case .property(property, true, _) = part {
        out += "{count}"
      } else {
        out += TextTemplate(raw: "", isString: true, parts: [part]).text(with: values)
      }
    }
    return out
  }
}

extension LayerFields {
  /// A text layer's text as written, bindings and all.
  var textTemplate: TextTemplate? {
    guard let kind = kinds.first(where: { $0.key == "text" }), case .template(let template) = kind.value else {
      return nil
    }
    return template
  }

  /// The layer called `name` under (and including) this one.
  func layerFields(named name: String) -> LayerFields? { self.name == name ? self : descendant(named: name) }
}
