import SpecimenCore

/// The published variants of a set a directive asks for, drawn and laid out as the variant
/// matrix: with two properties that vary among them, one group per value of the first (the
/// matrix's rows) and a figure per value of the second (its columns); with one, a single group;
/// with more, one group per value of the first and the rest in the captions. Captions name only
/// the values that vary: what every drawing shares is said once, in `fixedProperties`.
package struct SpecimenGallery: Sendable {
  package struct Figure: Sendable {
    package var component: LaidOutComponent
    package var svg: Markup
    /// The values that tell this drawing from its neighbours in the group: "On", "Off, Focused".
    package var caption: String
    /// The figure's value of the column property, when the gallery has one.
    package var column: String?
  }

  package struct Group: Sendable {
    /// The row property and this group's value of it; nil when the gallery has one group.
    package var property: String?
    package var value: String?
    package var figures: [Figure]
    /// "State: Pressed"; nil when the set is not grouped.
    package var label: String? { property.flatMap { property in value.map { "\(property): \($0)" } } }
  }

  package var set: String
  /// A hidden `<svg>` with the definitions the drawings share; empty when they share none.
  package var definitions: Markup
  /// What every drawing shares, said once: the variant properties with one value among them
  /// ("State: Placeholder"), then the other properties the body fixed as `fixedCaption` names
  /// them ("Show Description off", "status: success"; Figma's text, which the drawings show, not
  /// at all).
  package var fixedProperties: [String]
  package var groups: [Group]
  /// The property across the top of the matrix and its values in the set's order; nil when
  /// fewer or more than two properties vary.
  package var columnProperty: String?
  package var columns: [String]
  /// Whether the columns fit beside the row heads as a table (`SpecimenGridFit.matrixFits`).
  package var matrix: Bool
  /// The widest and tallest drawing, so every cell of the grid can be the same size.
  package var cellWidth: Double
  var cellHeight: Double
  /// The width of every cell of the grid: the widest drawing on its surface.
  package var cell: Double
  /// The variant properties whose values differ among the drawings, in the gallery's order.
  package var varyingProperties: [String] = []
}

/// The room the page gives the specimen grid, in CSS pixels: how wide the article is, the
/// matrix's row heads, the gap between cells and the surface around each drawing. The gallery
/// reads it to pick the matrix's orientation (the one that takes fewer rows) and whether the
/// columns fit as a table.
package struct SpecimenGridFit: Sendable {
  package var width = 720.0
  var rowHead = 112.0
  package var gap = 8.0
  package var padding = 8.0
  var minimumCell = 96.0

  package init() {}

  /// A cell holds the widest drawing on its surface, and is never narrower than a caption of
  /// a few words.
  package func cell(_ drawing: Double) -> Double { max(minimumCell, (drawing + 2 * padding).rounded(.up)) }
  /// How many cells of that width a wrapping row holds.
  package func perRow(_ cell: Double) -> Int { max(1, Int((width + gap) / (cell + gap))) }
  /// Whether that many columns fit beside the row heads.
  func matrixFits(columns: Int, cell: Double) -> Bool { rowHead + Double(columns) * (cell + gap) <= width }
}

extension GeometryLibrary {
  /// The variants a specimens block with this body shows, laid out, with the variant properties
  /// in the set's order and the other properties the body fixes: what the block says in words.
  /// Nil when the set or the body cannot be read (the block's own render reports why).
  package func specimenLayouts(set: String, body: String) -> (
    properties: [String], fixed: PropertyValues, components: [LaidOutComponent]
  )? {
    var none = Diagnostics()
    guard let (_, shape) = lookUpDrawable(set, at: nil, into: &none),
      let selection = VariantSelection.parse(body, for: shape, at: nil, into: &none)
    else { return nil }
    var components: [LaidOutComponent] = []
    for variant in selection.variants(of: shape) {
      guard let component = layout(set: set, variant: variant, properties: selection.properties, into: &none)
      else { return nil }
      components.append(component)
    }
    return (shape.variantProperties.map(\.name), selection.properties, components)
  }

  /// How the line over a gallery names a property the body fixed: a switch by its name and
  /// "on" or "off", and only when that is not its default; Figma's text not at all, since the
  /// drawings show it; a state the model names (`status: success`) and an instance
  /// (`Icon: Heart`) by name and value.
  static func fixedCaption(_ property: ComponentSetShape.OtherProperty, _ value: String?) -> String? {
    guard let value else { return nil }
    switch property.kind {
    case .boolean:
      guard value != property.defaultValue else { return nil }
      return "\(property.name) \(value == "true" ? "on" : "off")"
    case .text: return property.isInternal ? "\(property.name): \(value)" : nil
    case .instanceSwap: return "\(property.name): \(value)"
    }
  }

  /// Every published variant of `set` the body lets through. `idPrefix` keeps the shared
  /// definitions' ids unique on the page; `body` is the directive's lines (`State: Default,
  /// Focused`, `Show Description: false`). Nil, with the problems reported, when the set, the
  /// body or a variant cannot be drawn.
  package func specimens(
    set: String, body: String = "", bodyLocation: SourceLocation? = nil, idPrefix: String,
    scale: Double = 1, fit: SpecimenGridFit = SpecimenGridFit(), into diagnostics: inout Diagnostics
  ) -> SpecimenGallery? {
    guard let (_, shape) = lookUpDrawable(set, at: bodyLocation, into: &diagnostics),
      let selection = VariantSelection.parse(body, for: shape, at: bodyLocation, into: &diagnostics)
    else { return nil }
    let variants = selection.variants(of: shape)
    if variants.isEmpty {
      diagnostics.error(
        "no published variant of \(set) has \(selection.filters.keys.sorted().map { "\($0): \(NumberFormat.list(selection.filters[$0]!, conjunction: "or"))" }.joined(separator: " and "))",
        at: bodyLocation, hint: "Figma publishes \(shape.publishedVariants.count) variants of \(set)",
        id: .geometryNoPublishedVariant)
      return nil
    }
    var components: [LaidOutComponent] = []
    for variant in variants {
      guard
        let component = layout(
          set: set, variant: variant, properties: selection.properties, at: bodyLocation, into: &diagnostics)
      else { return nil }
      components.append(component)
    }

    // Only what varies labels a drawing; a property with one value among them is shared.
    let varying = shape.variantProperties.filter { property in
      Set(variants.map { $0[property.name] ?? "" }).count > 1
    }
    let present = { (property: ComponentSetShape.VariantProperty) in
      property.options.filter { option in variants.contains { $0[property.name] == option } }
    }
    let boxes = components.map { $0.viewBox }
    let cell = fit.cell((boxes.map(\.width).max() ?? 0) * scale)
    // Two that vary are the matrix: of its two orientations, the one that takes fewer rows of
    // cells (the set's order when they tie), each row a table row when its columns fit.
    var order = varying
    if varying.count == 2 {
      let rows = { (rows: ComponentSetShape.VariantProperty, columns: ComponentSetShape.VariantProperty) -> Int in
        let across = present(columns).count
        return fit.matrixFits(columns: across, cell: cell)
          ? present(rows).count : present(rows).count * ((across + fit.perRow(cell) - 1) / fit.perRow(cell))
      }
      if rows(varying[1], varying[0]) < rows(varying[0], varying[1]) { order = [varying[1], varying[0]] }
    }
    let grouping = order.count > 1 ? order.first : nil
    let captionProperties = order.filter { $0.name != grouping?.name }
    let columnProperty = order.count == 2 ? order.last : nil
    let matrix = columnProperty.map { fit.matrixFits(columns: present($0).count, cell: cell) } ?? false
    let captions = SpecimenCaptions(properties: captionProperties)
    // What every drawing shares: its values named as a caption names them ("filled"), a
    // property of other values as `type: text`.
    let sharedProperties = shape.variantProperties.filter { property in !varying.contains { $0.name == property.name } }
    let switches = sharedProperties.filter(SpecimenCaptions.isSwitch)
    var shared = sharedProperties.filter { !SpecimenCaptions.isSwitch($0) }
      .compactMap { property in variants.first?[property.name].map { "\(property.name): \($0)" } }
    if !switches.isEmpty, let first = variants.first {
      shared.append(SpecimenCaptions(properties: switches).short(first))
    }

    // The text the body gives the drawings in place of the set's (`Value: The parcel…`), by
    // property name, in the set's order.
    let fixedTexts = shape.otherProperties.compactMap { property -> (String, String)? in
      guard property.kind == .text, !property.isInternal, let value = selection.properties[property.name],
        value != property.defaultValue
      else { return nil }
      return (property.name, value)
    }

    let drawn = svgs(components.map { ($0, SVGOptions(idPrefix: idPrefix, scale: scale)) }, prefix: idPrefix)
    // Groups in the order of the grouping property's values, figures in the set's order.
    var groups: [SpecimenGallery.Group] = []
    let keys: [String?] = grouping.map { present($0).map { Optional($0) } } ?? [nil]
    for key in keys {
      var figures: [SpecimenGallery.Figure] = []
      let positions = components.indices.filter { position in
        key == grouping.flatMap { variants[position][$0.name] }
      }
      // With nothing that varies there is one drawing, and its set's name is the heading's: its
      // caption says how the text the body gives it lays out, and its size, which is what tells
      // it from another block of the same set and state beside it.
      let texts =
        captionProperties.isEmpty
        ? positions.map { Self.loneCaption(components[$0], texts: fixedTexts) }
        : captions.texts(positions.map { variants[$0] })
      for (position, caption) in zip(positions, texts) {
        figures.append(
          SpecimenGallery.Figure(
            component: components[position], svg: drawn.svgs[position], caption: caption,
            column: columnProperty.flatMap { variants[position][$0.name] }))
      }
      if let column = columnProperty {
        let rank = Dictionary(uniqueKeysWithValues: present(column).enumerated().map { ($1, $0) })
        figures.sort { (rank[$0.column ?? ""] ?? 0) < (rank[$1.column ?? ""] ?? 0) }
      }
      groups.append(SpecimenGallery.Group(property: key.flatMap { _ in grouping?.name }, value: key, figures: figures))
    }
    var fixed = shared + shape.otherProperties.compactMap { Self.fixedCaption($0, selection.properties[$0.name]) }
    // Switches alone over the gallery are said as what every drawing shares, on and off.
    if fixed.count == 1, shared.count == 1, sharedProperties.allSatisfy(SpecimenCaptions.isSwitch),
      let first = variants.first, let line = Self.sharedSwitches(switches, first)
    {
      fixed = [line]
    }
    return SpecimenGallery(
      set: set, definitions: drawn.defs, fixedProperties: fixed, groups: groups, columnProperty: columnProperty?.name,
      columns: columnProperty.map(present) ?? [], matrix: matrix, cellWidth: (boxes.map(\.width).max() ?? 0) * scale,
      cellHeight: (boxes.map(\.height).max() ?? 0) * scale, cell: cell, varyingProperties: order.map(\.name))
  }

  /// What the switches every drawing shares say when they are all the line above the gallery
  /// says: "All filled, with default, active, disabled and error off". A switch's name alone
  /// ("filled") over a gallery reads as a stray word, not as what the drawings have in common;
  /// beside other values ("type: text · filled · statusIcon off") the short form reads as one.
  static func sharedSwitches(_ switches: [ComponentSetShape.VariantProperty], _ variant: PropertyValues) -> String? {
    let on = switches.filter { variant[$0.name]?.lowercased() == "true" }.map(\.name)
    let off = switches.filter { variant[$0.name]?.lowercased() == "false" }.map(\.name)
    switch (on.isEmpty, off.isEmpty) {
    case (false, false):
      return "All " + on.joinedAsList(conjunction: "and") + ", with "
        + off.joinedAsList(conjunction: "and") + " off"
    case (false, true): return "All " + on.joinedAsList(conjunction: "and")
    case (true, false): return "All with " + off.joinedAsList(conjunction: "and") + " off"
    case (true, true): return nil
    }
  }

  /// A lone drawing's caption: how many lines each text the body gives it takes, then its
  /// frame's size in the model's units, "Value: 3 lines · 320 × 152"; the size alone when the
  /// body gives no text ("320 × 104").
  static func loneCaption(_ component: LaidOutComponent, texts: [(name: String, value: String)]) -> String {
    let lines = texts.compactMap { name, value in
      lineCount(of: value, in: component).map { "\(name): \($0) line\($0 == 1 ? "" : "s")" }
    }
    return (lines + [sizeCaption(component)]).joined(separator: " · ")
  }

  /// How many lines the text layer showing `value` takes: the layer whose lines read as the
  /// value's start (a layer that cuts the text short after its last line shows less of it).
  static func lineCount(of value: String, in component: LaidOutComponent) -> Int? {
    let words = { (text: String) in text.split(whereSeparator: \.isWhitespace).joined(separator: " ") }
    let wanted = words(value)
    guard !wanted.isEmpty else { return nil }
    for layer in component.layers where !layer.lines.isEmpty {
      var shown = words(layer.lines.map(\.text).joined(separator: " "))
      if shown.hasSuffix("…") { shown.removeLast() }
      if !shown.isEmpty, wanted.hasPrefix(shown) { return layer.lines.count }
    }
    return nil
  }

  /// A drawing's size in the model's units, "320 × 104": its frame and what its layers paint
  /// past it (figmagic's Cart Symbol, a 24 × 6 frame round a 50 × 50 circle, is 50 × 50; its
  /// HR, a 320 × 0 frame round a 2 px rule, 320 × 2).
  package static func sizeCaption(_ component: LaidOutComponent) -> String {
    NumberFormat.number(component.drawnWidth) + " × " + NumberFormat.number(component.drawnHeight)
  }
}
