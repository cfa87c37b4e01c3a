import Geometry
import SpecimenCore
import Tokens

/// A directive about a set's live control: ```` ```preview Toggle ```` draws it, ```` ```keyboard
/// Toggle ```` lists its keys, role and states, both from the same `LivePreview`. The body fixes
/// properties as in `specimens` (`Type: Password`); the interaction moves the rest.
struct LiveDirective: Directive {
  let name: String
  let summary: String
  let markup: @Sendable (LivePreview, _ idPrefix: String) -> HTML

  /// One live control drawn from the set's geometry model, with the real control over it.
  static let preview = LiveDirective(
    name: "preview", summary: "a live control drawn from the model, to click, type into and press: preview Toggle"
  ) { PreviewMarkup(preview: $0, idPrefix: $1).html }

  /// The keys the set's live control answers to and the role and states it exposes, so an
  /// accessibility section cannot drift from the control above it.
  static let keyboard = LiveDirective(
    name: "keyboard", summary: "the keys a live control answers to and the role it exposes: keyboard Toggle"
  ) { preview, _ in KeyboardNotes(preview: preview).html }

  func render(_ invocation: DirectiveInvocation, context: PageContext) -> DirectiveResult {
    var result = DirectiveResult()
    // The set's model is looked for once, by the render below.
    guard let library = context.geometryLibrary(at: invocation.location, into: &result) else { return result }
    return render(library, invocation, idPrefix: context.nextIDPrefix())
  }

  func render(_ library: GeometryLibrary, _ invocation: DirectiveInvocation, idPrefix: String) -> DirectiveResult {
    var result = DirectiveResult()
    let set = invocation.arguments
    guard library.hasModel(for: set, directive: name, at: invocation.location, into: &result) else { return result }
    result.reads.formUnion(drawing: set, from: library)
    if let preview = library.livePreview(
      set: set, body: invocation.body, bodyLocation: invocation.bodyLocation(line: 0), idPrefix: idPrefix,
      into: &result.diagnostics)
    {
      result.html = markup(preview, idPrefix)
      if name == Self.preview.name { result.markdown = Self.previewText(preview, body: invocation.body) }
    }
    return result
  }

  /// A live control as an agent reads it: what it is set to, the role it exposes and the keys it
  /// answers to, from the same interaction data as the control.
  static func previewText(_ preview: LivePreview, body: String) -> String {
    let fixed = body.split(separator: "\n").map { $0.trimmingCharacters(in: .whitespaces) }
      .filter { !$0.isEmpty && !$0.hasPrefix("#") }
    let title = "Live \(preview.set)" + (fixed.isEmpty ? "" : " (\(fixed.joined(separator: ", ")))") + ":"
    return title + "\n" + DirectiveText.markdown(KeyboardNotes(preview: preview).html)
  }
}

// MARK: Markup

/// The page markup of a live preview: every drawing (all but the default hidden), the real control
/// over the drawing, and the data preview.js reads. Classes are documented in docs/CONTENT.md.
struct PreviewMarkup {
  let preview: LivePreview
  /// Makes the ids of this preview's elements unique on the page.
  let idPrefix: String

  private var interaction: Interaction { preview.interaction }
  private var start: LivePreview.State { preview.states[preview.initial] }

  var html: HTML {
    HTML { html in
      html.element(
        "div",
        [
          "class": .theme(.live), "data-set": preview.set, "data-live": data, "role": "group",
          "aria-label": "Live \(preview.set)",
        ]
      ) { html in
        html.append(preview.definitions)
        let size = Self.size(of: start)
        html.element(
          "div",
          [
            "class": .theme(.liveStage),
            "style": CSSStyle(["width": "\(n(size.width))px", "height": "\(n(size.height))px"]).text,
          ]
        ) { html in
          html.element("div", ["class": .theme(.liveDrawing), "aria-hidden": "true"]) { html in
            for (index, state) in preview.states.enumerated() {
              html.element("div", ["class": .theme(.liveState), "hidden": index == preview.initial ? nil : ""]) {
                $0.append(state.svg)
              }
            }
          }
          control(&html)
          targets(&html)
        }
      }
    }
  }

  // MARK: The control

  private func control(_ html: inout HTML) {
    let disabled: String? = ""  // enabled by preview.js unless the preview is inert
    switch interaction.control {
    case .switch:
      html.element(
        "button",
        [
          "type": "button", "class": .theme(.liveControl, .liveSwitch), "role": "switch",
          "aria-checked": preview.startsOn ? "true" : "false", "aria-label": preview.label, "disabled": disabled,
        ], text: "")
    case .textbox:
      var declarations = textStyle(start.liveText.first, in: start) ?? CSSStyle()
      if let placeholderStyle { declarations.add(placeholderStyle) }
      let style = declarations.text
      let hint = preview.hint.map { _ in idPrefix + "-hint" }
      if interaction.text?.lines != nil {
        html.element(
          "textarea",
          [
            "class": .theme(.liveControl), "rows": "1", "aria-label": preview.label, "aria-describedby": hint,
            "placeholder": preview.placeholder?.text, "spellcheck": "false", "style": style, "disabled": disabled,
          ], text: preview.initialText ?? "")
      } else {
        // A preview that starts invalid checks the text as the browser checks a form's field:
        // by its type and pattern, and empty is invalid too.
        let checks = preview.startsInvalid
        let type = preview.secure ? "password" : checks ? interaction.text?.accepts?.rawValue ?? "text" : "text"
        html.void(
          "input",
          [
            "class": .theme(.liveControl), "type": type, "aria-label": preview.label,
            "aria-describedby": hint, "value": preview.initialText, "placeholder": preview.placeholder?.text,
            "autocomplete": preview.secure ? nil : "off", "spellcheck": "false", "style": style, "disabled": disabled,
            "pattern": checks ? interaction.text?.pattern : nil, "required": checks ? "" : nil,
            "aria-invalid": checks ? "true" : nil,
          ])
      }
      // What the typed text counts into (Text Area's 0/200): drawn by the page, over its layer.
      for live in countLayers {
        html.element(
          "span",
          [
            "class": .theme(.liveCount), "data-layer": live.layer, "aria-hidden": "true", "hidden": "",
            "style": textStyle(live, in: start)?.text,
          ], text: "")
      }
      if let text = preview.hint, let hint {
        html.element("span", ["id": hint, "hidden": ""], text: text)
      }
    case .number:
      guard let number = interaction.number else { return }
      let value = preview.startValue ?? number.min
      html.element(
        "div",
        [
          "class": .theme(.liveControl, .liveNumber), "role": "spinbutton", "aria-label": preview.label,
          "aria-valuenow": n(value), "aria-valuemin": n(number.min), "aria-valuemax": n(number.max),
          "aria-disabled": "true", "style": textStyle(start.liveText.first, in: start)?.text,
        ], text: n(value))
    case .digits:
      let cells = interaction.digits?.cells ?? []
      for (index, cell) in cells.enumerated() {
        let text = start.liveText.first { $0.layer == interaction.digits?.text[index] }
        let style = textStyle(text, in: start, frame: start.targets[cell], aligned: false)?.text
        html.void(
          "input",
          [
            "class": .theme(.liveDigit), "type": "text", "inputmode": "numeric",
            "aria-label": "\(preview.label), digit \(index + 1) of \(cells.count)", "style": style,
            "disabled": disabled,
          ])
      }
    }
  }

  /// Buttons over the layers a reader clicks: the reveal switch, the clear or send button, the
  /// stepper's buttons. Each is placed where the start drawing has its layer, hidden where it has none.
  private func targets(_ html: inout HTML) {
    for target in targetNames {
      let frame = start.targets[target.layer]
      html.element(
        "button",
        [
          "type": "button", "class": .theme(.liveTarget), "data-target": target.layer, "aria-label": target.label,
          "tabindex": target.inTabOrder ? nil : "-1",
          "aria-pressed": target.layer == interaction.text?.reveal ? "false" : nil,
          "style": frame.map { targetStyle($0, layer: target.layer).text }, "hidden": frame == nil ? "" : nil,
          "disabled": "",
        ], text: "")
    }
  }

  /// A button's place, and its layer's corners: the focus ring around a round button is round.
  private func targetStyle(_ frame: Rect, layer: String) -> CSSStyle {
    var style = place(frame, in: start)
    if let radius = start.component.layer(named: layer)?.corners.topLeft, radius > 0 {
      style.add("border-radius", "\(n(min(radius, min(frame.width, frame.height) / 2)))px")
    }
    return style
  }

  private var targetNames: [(layer: String, label: String, inTabOrder: Bool)] {
    // In the order the drawings show them: a clear button before the trailing reveal icon.
    var out: [(String, String, Bool)] = []
    for layer in interaction.clear { out.append((layer, Self.spoken(layer), true)) }
    if let reveal = interaction.text?.reveal, interaction.text?.secure != nil {
      out.append((reveal, "Show the text", true))
    }
    if let number = interaction.number {
      // The spin button takes the arrow keys; its buttons are for the pointer (WAI-ARIA spinbutton).
      out.append((number.decrease, "Decrease", false))
      out.append((number.increase, "Increase", false))
    }
    return out
  }

  /// `send` → "Send", `clear-button` → "Clear button": a layer name as a button's name.
  static func spoken(_ layer: String) -> String {
    let words = layer.replacingOccurrences(of: "-", with: " ").replacingOccurrences(of: "_", with: " ")
    return words.prefix(1).uppercased() + words.dropFirst()
  }

  /// The live layers that count the typed text, each once, from the drawings that show them.
  private var countLayers: [LivePreview.LiveText] {
    var seen: Set<String> = []
    return preview.states.flatMap(\.liveText).filter { $0.format != nil && seen.insert($0.layer).inserted }
  }

  /// The empty field's placeholder paint, for `::placeholder`.
  private var placeholderStyle: CSSStyle? {
    preview.placeholder?.fillVariable.map { ["--sp-live-placeholder": CSS.variable($0)] }
  }

  // MARK: Placement and style

  /// The drawing's view box size (the frame with its bleed and overflow), as the SVG's width and height.
  static func size(of state: LivePreview.State) -> (width: Double, height: Double) {
    let box = state.component.viewBox
    return (box.width, box.height)
  }

  /// `left`, `top`, `width` and `height` of a frame in component units on the stage, whose origin
  /// is the view box's top-left corner, bleed included.
  private func place(_ frame: Rect, in state: LivePreview.State) -> CSSStyle {
    let box = state.component.viewBox
    return [
      "left": "\(n(frame.x - box.x))px", "top": "\(n(frame.y - box.y))px", "width": "\(n(frame.width))px",
      "height": "\(n(frame.height))px",
    ]
  }

  /// Where the text sits, in the model's text style (the typography token's CSS variables, so a
  /// theme or platform switch restyles it) and its paint.
  private func textStyle(
    _ live: LivePreview.LiveText?, in state: LivePreview.State, frame: Rect? = nil, aligned: Bool = true
  ) -> CSSStyle? {
    guard let live else { return frame.map { place($0, in: state) } }
    var style = place(frame ?? live.frame, in: state)
    if let token = live.styleToken {
      let variable = cssVariableName(forTokenPath: token)
      style.add("font", CSS.variable(variable))
      style.add("letter-spacing", CSS.variable(variable + "-letter-spacing"))
    }
    if let fill = live.fillVariable { style.add("color", CSS.variable(fill)) }
    if aligned { style.add("text-align", live.align) }
    return style
  }

  // MARK: Data

  /// What preview.js reads: the control, the reader's flags, and per drawing its keys, size and
  /// the frames of its live text and targets.
  var data: String {
    var data = LivePreviewData(
      control: interaction.control.rawValue, flags: preview.flags, initial: preview.initial,
      states: preview.states.map(stateData))
    if preview.inert { data.inert = true }
    if preview.startsOn { data.on = true }
    if preview.startsInvalid { data.invalid = true }
    data.layer = interaction.text?.layer ?? interaction.number?.layer
    data.lines = interaction.text?.lines
    if let reveal = interaction.text?.reveal, preview.secure { data.reveal = reveal }
    if !interaction.clear.isEmpty { data.clear = interaction.clear }
    data.submit = interaction.submit
    if let digits = interaction.digits {
      data.cells = digits.cells
      data.digits = digits.text
    }
    if let number = interaction.number {
      data.number = LivePreviewData.Number(
        min: number.min, max: number.max, step: number.step, value: preview.startValue ?? number.min,
        decrease: number.decrease, increase: number.increase)
    }
    return data.text
  }

  private func stateData(_ state: LivePreview.State) -> LivePreviewData.State {
    let box = state.component.viewBox
    let size = Self.size(of: state)
    let texts = state.liveText.map { live in
      LivePreviewData.Text(
        layer: live.layer, frame: LivePreviewData.frame(live.frame), fill: live.fillVariable.map { CSS.variable($0) },
        format: live.format, hidden: live.visible ? nil : true)
    }
    return LivePreviewData.State(
      keys: state.keys, size: [size.width, size.height], origin: [box.x, box.y], text: texts,
      targets: JSONObject(state.targets.keys.sorted().map { ($0, LivePreviewData.frame(state.targets[$0]!)) }),
      ring: focusShape(in: state).map {
        LivePreviewData.Ring(frame: LivePreviewData.frame($0.frame), radius: $0.radius)
      })
  }

  /// A field or a number whose model draws no focus (no Focused variant) shows focus as one ring
  /// around the shape that holds its text, the rounded layer around the text layer (Composer's
  /// pill), so the ring follows the model's corners instead of the browser's rectangle around
  /// the text. A number with no such layer (Stepper's, between its two round buttons) is the
  /// whole control: the ring goes around the component, its ends as round as its outermost
  /// parts.
  private func focusShape(in state: LivePreview.State) -> (frame: Rect, radius: Double)? {
    guard !preview.flags.contains("focus"),
      let layer = interaction.control == .textbox
        ? interaction.text?.layer : interaction.control == .number ? interaction.number?.layer : nil,
      let index = state.component.index(of: layer)
    else { return nil }
    let layers = state.component.layers
    var parent = layers[index].parent
    while let current = parent, current != 0 {
      let shape = layers[current]
      let radius = shape.corners.topLeft
      if radius > 0 { return (shape.frame, min(radius, min(shape.frame.width, shape.frame.height) / 2)) }
      parent = shape.parent
    }
    guard interaction.control == .number, let root = layers.first else { return nil }
    let ends = layers.filter { $0.parent == 0 && !$0.isBackdrop }.map(\.corners.topLeft).max() ?? 0
    return (root.frame, min(max(root.corners.topLeft, ends), min(root.frame.width, root.frame.height) / 2))
  }

  private func n(_ value: Double) -> String { JSONWriter.number(value) }
}
