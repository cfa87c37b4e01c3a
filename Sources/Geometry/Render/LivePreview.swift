import SpecimenCore

/// Every drawing a live preview of a set may show, drawn by the same layout and SVG code as the
/// specimens, with the layers that take the reader's text drawn empty and located, so a page can
/// put real form controls over them.
package struct LivePreview: Sendable {
  package var set: String
  package var interaction: Interaction
  /// The properties the directive body fixed. The interaction never moves them, except a
  /// switch's toggled property, which the body only starts at that value.
  package var fixed: PropertyValues
  /// The control's accessible name, its `label` with the properties filled in.
  package var label: String
  /// A hidden `<svg>` with the definitions the drawings share; empty when they share none.
  package var definitions: Markup
  /// The reader's flags that change the drawing here, in key order: a subset of `on`, `filled`,
  /// `min`, `max`, `focus`, `press`. Empty when the preview is inert.
  package var flags: [String]
  /// Whether the body fixed the disabled state: the control shows `initial` and takes no input.
  package var inert: Bool
  /// Whether the typed text is hidden (secure), for the body's properties.
  package var secure: Bool
  /// Number: the value the preview starts at (the property's value in this drawing).
  package var startValue: Double?
  /// Text: what an empty field shows, in its paint; nil when the field starts with text.
  package var placeholder: Placeholder?
  /// Text: what the field starts with, when the starting drawing shows typed text (`State: Error`).
  package var initialText: String?
  /// The text of the `hint` layer in the starting drawing: what describes the control.
  package var hint: String?
  /// Switch: whether the preview starts on.
  package var startsOn: Bool
  /// Text: whether the preview starts in the invalid state (the body fixed its values) and so
  /// checks the text against `text.accepts` and `text.pattern` as the reader types.
  package var startsInvalid: Bool
  /// Every drawing, each once.
  package var states: [State]
  /// Index into `states`: the drawing shown with scripts off.
  package var initial: Int
  /// The tokens the drawings read (their instances' included), for the page's dependencies.
  package var tokensRead: [String]

  package struct State: Sendable {
    /// The situations this drawing shows: the reader's flags joined by `+` in `flags` order,
    /// `rest` for none (`on+press`, `filled+focus`).
    package var keys: [String]
    /// The property values drawn: the set's, then an instance layer's as `toggle.Active`.
    package var variant: PropertyValues
    /// Multi-line text: the line count this drawing is laid out for.
    package var lines: Int?
    /// Digits: the cell drawn with focus (the key ends `#N`, N counting cells from 1).
    var focusedCell: String?
    package var component: LaidOutComponent
    /// The drawing, with the live text layers empty.
    package var svg: Markup
    /// Where typed or stepped text sits in this drawing.
    package var liveText: [LiveText]
    /// The layers a reader clicks (reveal, clear, decrease, increase, the cells) → their frames.
    package var targets: [String: Rect]
    /// The hit frame of the control (`touchTarget`).
    var hitFrame: Rect
  }

  package struct Placeholder: Sendable {
    package var text: String
    package var fillVariable: String?
    var fillColor: String?
  }

  package struct LiveText: Sendable {
    package var layer: String
    /// In component units, as the SVG's viewBox; when the layer is hidden in this drawing (a
    /// value shown only once there is text), the frame the first keystroke's drawing gives it.
    package var frame: Rect
    /// Its typography token (`typography/paragraph-md`), whose CSS variables set the font.
    package var styleToken: String?
    package var style: GeometryTypography?
    /// The CSS variable of its paint (`--text-strong-950`) and the color it stands for.
    package var fillVariable: String?
    var fillColor: String?
    /// The text the model draws in this layer here (the SVG leaves it out).
    var modelText: String
    /// A count of the typed text: the layer's text with `{count}` for the length (`{count}/200`).
    package var format: String?
    /// `start`, `center` or `end`.
    package var align: String
    /// Whether the layer is drawn in this state (hidden: the text appears only once typed).
    package var visible: Bool
  }
}

extension GeometryLibrary {
  /// The interaction of `set`, if its model has one (for a keyboard table).
  package func interaction(of set: String) -> Interaction? { models[set]?.interaction }

  /// Every drawing the preview of `set` can show, for the properties `body` fixes (`Type:
  /// Password`). Reports problems into `diagnostics` and returns nil when there is nothing to show.
  package func livePreview(
    set: String, body: String = "", bodyLocation: SourceLocation? = nil, idPrefix: String,
    into diagnostics: inout Diagnostics
  ) -> LivePreview? {
    guard let (model, shape) = lookUp(set, at: bodyLocation, into: &diagnostics),
      let selection = VariantSelection.parse(body, for: shape, at: bodyLocation, into: &diagnostics)
    else { return nil }
    guard let interaction = model.interaction else {
      diagnostics.error(
        "the model of \(set) says nothing about how a reader uses it", at: bodyLocation,
        hint: "add an 'interaction:' section to \(model.file) (see docs/GEOMETRY.md)", id: .geometryPreviewNoInteraction
      )
      return nil
    }
    var fixed = selection.properties
    for (name, values) in selection.filters.sorted(by: { $0.key < $1.key }) {
      guard values.count == 1 else {
        diagnostics.error(
          "a preview shows one variant at a time; fix \(name) to one value, not \(values.joinedAsList(conjunction: "and"))",
          at: bodyLocation, hint: "\(name): \(values.first ?? "")", id: .geometryPreviewSeveralValues)
        continue
      }
      fixed[name] = values[0]
    }
    if fixed.count < selection.properties.count + selection.filters.count { return nil }
    guard let base = Self.values(for: shape, variant: fixed, properties: fixed, at: bodyLocation, into: &diagnostics)
    else { return nil }
    if let number = interaction.number {
      let written = base[number.property] ?? ""
      guard let start = Double(written), start >= number.min, start <= number.max else {
        diagnostics.error(
          "the preview of \(set) starts at \(number.property) '\(written)', which is not a number from \(NumberFormat.number(number.min)) to \(NumberFormat.number(number.max))",
          at: bodyLocation, hint: "\(number.property): \(NumberFormat.number(number.min))",
          id: .geometryPreviewStartOutOfRange)
        return nil
      }
    }
    var plan = LivePlan(interaction: interaction, model: model, shape: shape, base: base, fixed: fixed, library: self)
    // A body that fixes the invalid state (`State: Error`) starts there; the check of the text
    // moves it, so those values are the set's defaults (or the rest of the body's) once valid.
    if let invalid = interaction.states[.invalid], !invalid.isEmpty, interaction.control == .textbox,
      invalid.allSatisfy({ $0.key.layer == nil && fixed[$0.key.property] == $0.value })
    {
      var released = fixed
      for path in invalid.keys { released[path.property] = nil }
      var unused = Diagnostics()
      if let valid = Self.values(for: shape, variant: released, properties: released, at: bodyLocation, into: &unused) {
        plan = LivePlan(
          interaction: interaction, model: model, shape: shape, base: valid, fixed: released, library: self,
          startsInvalid: true)
      }
    }
    var drawing = Diagnostics()
    let preview = plan.preview(idPrefix: idPrefix, into: &drawing)
    // The drawings share layers, so each problem is reported once, in order.
    diagnostics.append(contentsOf: drawing.sorted())
    // A reader may reach a combination the designers never drew: worth a word, not a refusal.
    let variantNames = shape.variantProperties.map(\.name)
    let unpublished = preview.states.map { state in state.variant.filter { variantNames.contains($0.key) } }
      .filter { !shape.publishedVariants.isEmpty && !shape.publishedVariants.contains($0) }
    if let first = unpublished.first {
      let others =
        unpublished.count > 1 ? " and \(unpublished.count - 1) other variant\(unpublished.count > 2 ? "s" : "")" : ""
      diagnostics.warning(
        "the preview of \(set) reaches \(shape.label(of: first))\(others), which Figma does not publish",
        at: bodyLocation, hint: "the model's rules draw it; fix a property in the body or publish the variant",
        id: .geometryPreviewUnpublishedVariant)
    }
    return preview
  }
}
