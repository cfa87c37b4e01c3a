import Figma
import SpecimenCore
import Tokens

/// ```` ```figma-styles color ````: the Figma files' styles of a kind (`color`, `text`, `effect`,
/// `grid`; none for all), a table each: the style's name and description, a sample (a chip, "Ag"
/// in the face, a shadowed box) and its values in words, read from the layers that use it.
struct FigmaStylesDirective: Directive {
  let name = "figma-styles"
  let summary = "the Figma files' color, text, effect or grid styles with their values: figma-styles color"
  var readsOnlySiteData: Bool { true }

  /// The words a block names a kind by.
  static let kindNames: [(String, FigmaStyle.Kind)] = [
    ("color", .fill), ("colour", .fill), ("fill", .fill), ("text", .text), ("typography", .text),
    ("effect", .effect), ("effects", .effect), ("shadow", .effect), ("grid", .grid), ("grids", .grid),
  ]

  static func title(_ kind: FigmaStyle.Kind) -> String {
    switch kind {
    case .fill: "Color styles"
    case .text: "Text styles"
    case .effect: "Effect styles"
    case .grid: "Grid styles"
    }
  }

  /// One Figma file's styles, under the file's name: a table says which file its styles are
  /// from, so a reader never takes another file's styles for the tokens' values.
  struct StyleSource {
    /// The file's name in Figma (`Figma Export`).
    var name: String
    var styles: [FigmaStyle]
  }

  func render(_ invocation: DirectiveInvocation, context: PageContext) -> DirectiveResult {
    Self.render(
      context.site.data.figma.files.map { StyleSource(name: $0.name, styles: $0.styles) },
      arguments: invocation.arguments, body: invocation.body, at: invocation.location)
  }

  static func render(_ sources: [StyleSource], arguments: String, body: String, at fence: SourceLocation)
    -> DirectiveResult
  {
    let styles = sources.flatMap(\.styles)
    var result = DirectiveResult()
    result.reads.figmaStyles = true
    for line in DirectiveBody.lines(body, fence: fence) {
      result.diagnostics.append(DirectiveBody.unknownKeyword(line, directive: "figma-styles", known: []))
    }
    var kinds: [FigmaStyle.Kind] = []
    for word in arguments.split(whereSeparator: { $0 == "," || $0 == " " }).map({ $0.lowercased() }) {
      guard let kind = kindNames.first(where: { $0.0 == word })?.1 else {
        result.diagnostics.error(
          "unknown kind of Figma style '\(word)'", at: fence,
          hint: Suggestion.hint(for: word, in: kindNames.map(\.0)) ?? "the kinds are color, text, effect and grid",
          id: .directiveUnknownStyleKind)
        continue
      }
      if !kinds.contains(kind) { kinds.append(kind) }
    }
    let explicit = !kinds.isEmpty
    if !explicit { kinds = FigmaStyle.Kind.allCases.filter { kind in styles.contains { $0.kind == kind } } }
    for kind in kinds {
      var seen = Set<String>()
      // A table a file, each style once (a file listed twice adds nothing).
      let tables = sources.map { source in
        (source.name, source.styles.filter { $0.kind == kind && seen.insert($0.id).inserted })
      }.filter { !$0.1.isEmpty }
      guard !tables.isEmpty else {
        if explicit {
          result.diagnostics.error(
            "the Figma files have no \(title(kind).lowercased())", at: fence,
            hint: styles.isEmpty
              ? "list a Figma file with styles under 'figma:' in site.yml"
              : "they have "
                + Prose.list(
                  FigmaStyle.Kind.allCases.filter { k in styles.contains { $0.kind == k } }
                    .map { title($0).lowercased() }),
            id: .directiveNoFigmaStyles)
        }
        continue
      }
      for (file, ofKind) in tables { table(kind, ofKind, file: file, into: &result.html) }
    }
    return result
  }

  static func table(_ kind: FigmaStyle.Kind, _ styles: [FigmaStyle], file: String, into html: inout HTML) {
    // The caption names the file: "Color styles of the Figma file “Figma Export”".
    let caption = HTML { caption in
      caption.text(title(kind) + " ")
      caption.element("span", ["class": .theme(.figmaStylesFile)], text: "of the Figma file “\(file)”")
    }
    html.table(
      .props, .figmaStyles, attributes: ["data-kind": kind.rawValue.lowercased()], captionMarkup: caption,
      columns: ["Style", "Value"].map { HTML.columnHeading($0) }
    ) { body in
      for style in styles {
        body.row([:]) { row in
          row.element("th", ["scope": "row"]) { header in
            header.element("code", text: style.name)
            // Figma keeps a style's description as plain text (`*/`, `_` and all), on a line of
            // its own under the name.
            if !style.description.isEmpty {
              header.element(
                "div",
                [
                  "class": .theme(.figmaStyleDescription),
                  "style": CSSStyle(spaced: true, ["font-weight": "normal", "font-size": "0.875em"]).text,
                ],
                text: style.description)
            }
          }
          row.element("td", ["data-label": "Value"]) { cell in value(style.value, into: &cell) }
        }
      }
    }
    html.newline()
  }

  static func value(_ value: FigmaStyle.Value?, into cell: inout HTML) {
    switch value {
    case .none:
      cell.element("span", ["class": .theme(.propNone)], text: "no layer of the file uses it")
    case .paints(let paints):
      let shown = paints.filter(\.visible)
      if shown.isEmpty { cell.element("span", ["class": .theme(.propNone)], text: "no visible paint") }
      for (index, paint) in shown.enumerated() {
        if index > 0 { cell.text(", over ") }
        self.paint(paint, into: &cell)
      }
    case .text(let text):
      var style = CSSStyle(spaced: true)
      if let family = text.family { style.add("font-family", CSS.string(family) + ", sans-serif") }
      if let weight = text.weight { style.add("font-weight", Markup.number(weight)) }
      if let size = text.size { style.add("font-size", Markup.number(min(size, 48)) + "px") }
      if text.italic { style.add("font-style", "italic") }
      style.add("line-height", "1")
      cell.element("span", ["class": .theme(.typeSample), "aria-hidden": "true", "style": style.text], text: "Ag")
      cell.text(" ")
      cell.element("span", ["class": .theme(.value)], text: words(text))
    case .effects(let effects):
      // A shadow is drawn and written as a shadow token is, by the same code.
      let layers = effects.filter { $0.visible && $0.type.isShadow }.map(shadowLayer)
      if !layers.isEmpty { TokenPreview.shadowSample(layers, sized: true, into: &cell) }
      let blurs = effects.filter { $0.visible && !$0.type.isShadow }
      if !blurs.isEmpty {
        cell.element("span", ["class": .theme(.value)], text: blurs.map(words).joined(separator: "; "))
      }
      if !layers.isEmpty {
        TokenPreview.shadowText(layers, pixelUnit: "px", length: { Markup.number($0.value) + " px" }, into: &cell)
      }
    case .grids(let grids):
      cell.element("span", ["class": .theme(.value)], text: grids.filter(\.visible).map(words).joined(separator: "; "))
    }
  }

  static func paint(_ paint: FigmaStyle.Paint, into cell: inout HTML) {
    if paint.type == .solid, var color = paint.color {
      color.alpha *= paint.opacity
      swatch(rgba(color), into: &cell)
      cell.element("code", ["class": .theme(.value)], text: color.hex)
    } else if paint.type.isGradient, !paint.stops.isEmpty {
      let stops = paint.stops.map { rgba($0.color) + " " + Markup.number(($0.position * 1000).rounded() / 10) + "%" }
      let css =
        paint.type == .gradientLinear
        ? "linear-gradient(90deg, " + stops.joined(separator: ", ") + ")"
        : "radial-gradient(" + stops.joined(separator: ", ") + ")"
      swatch(css, wide: true, into: &cell)
      let kind = paint.type.name.dropFirst("GRADIENT_".count).lowercased()
      cell.element(
        "span", ["class": .theme(.value)],
        text: "\(kind) gradient, " + paint.stops.map(\.color.hex).joined(separator: " → "))
    } else {
      cell.element(
        "span", ["class": .theme(.value)], text: paint.type.name.lowercased().replacingOccurrences(of: "_", with: " "))
    }
  }

  /// A chip painted with `fill`, over a checkerboard so a translucent colour shows as one; its
  /// size is written on it, since a site without tokens has no stylesheet of previews.
  static func swatch(_ fill: String, wide: Bool = false, into cell: inout HTML) {
    let chip = CSSStyle(
      spaced: true,
      [
        "display": "inline-block", "width": wide ? "3em" : "1.2em", "height": "1.2em", "border-radius": "4px",
        "vertical-align": "-0.25em", "margin-right": "0.4em", "overflow": "hidden",
        "background": "conic-gradient(#ccc 25%, #fff 0 50%, #ccc 0 75%, #fff 0) 0 0 / 8px 8px",
        "box-shadow": "inset 0 0 0 1px rgb(128 128 128 / 0.45)",
      ])
    cell.element("span", ["class": .theme(.styleChip), "aria-hidden": "true", "style": chip.text]) {
      $0.element(
        "span",
        [
          "style": CSSStyle(spaced: true, ["display": "block", "width": "100%", "height": "100%", "background": fill])
            .text
        ])
    }
  }

  static func rgba(_ color: FigmaStyle.Color) -> String {
    let channels = [color.red, color.green, color.blue].map { Markup.number((min(max($0, 0), 1) * 255).rounded()) }
    return "rgb(" + channels.joined(separator: " ") + " / "
      + Markup.number((min(max(color.alpha, 0), 1) * 1000).rounded() / 1000) + ")"
  }

  /// `Inter 600, 16 px, line height 24 px, letter spacing 0.2 px, upper case`.
  static func words(_ text: FigmaStyle.Text) -> String {
    var parts: [String] = []
    let face = [text.family, text.weight.map { Markup.number($0) }, text.italic ? "italic" : nil].compactMap { $0 }
    if !face.isEmpty { parts.append(face.joined(separator: " ")) }
    if let size = text.size { parts.append(Markup.number(size) + " px") }
    if let pixels = text.lineHeightPixels {
      parts.append("line height " + Markup.number((pixels * 100).rounded() / 100) + " px")
    } else if let percent = text.lineHeightPercent {
      parts.append("line height " + Markup.number((percent * 100).rounded() / 100) + "%")
    }
    if let spacing = text.letterSpacing, spacing != 0 {
      parts.append("letter spacing " + Markup.number((spacing * 100).rounded() / 100) + " px")
    }
    if let textCase = text.textCase, textCase.known != .original {
      parts.append(textCase.name.lowercased().replacingOccurrences(of: "_", with: " "))
    }
    if let decoration = text.decoration, decoration.known != FigmaTextDecoration.none {
      parts.append(decoration.name.lowercased())
    }
    return parts.joined(separator: ", ")
  }

  /// `layer blur 4 px`: a blur in words (a shadow is a `ShadowLayer`, written as tokens write one).
  static func words(_ effect: FigmaStyle.Effect) -> String {
    effect.type.name.lowercased().replacingOccurrences(of: "_", with: " ") + " " + Markup.number(effect.radius) + " px"
  }

  /// A Figma drop or inner shadow as a shadow token's layer; a shadow without a color is Figma's
  /// default, black at 25%.
  static func shadowLayer(_ effect: FigmaStyle.Effect) -> ShadowLayer {
    let color = effect.color ?? FigmaStyle.Color(red: 0, green: 0, blue: 0, alpha: 0.25)
    return ShadowLayer(
      color: TokenColor(
        space: .srgb, components: [color.red, color.green, color.blue].map { min(max($0, 0), 1) },
        alpha: min(max(color.alpha, 0), 1)),
      offsetX: Dimension(effect.x), offsetY: Dimension(effect.y), blur: Dimension(effect.radius),
      spread: Dimension(effect.spread), inset: effect.type == .innerShadow)
  }

  /// `12 columns, gutter 24, offset 16, stretch`; `grid 8`.
  static func words(_ grid: FigmaStyle.Grid) -> String {
    if grid.pattern == "GRID" { return "grid " + (grid.sectionSize.map { Markup.number($0) } ?? "") }
    let noun = grid.pattern == "ROWS" ? "row" : "column"
    // Figma writes -1 for a count that fits the frame.
    let count = grid.count.flatMap { $0 > 0 ? $0 : nil }
    var parts = [count.map { "\($0) \(noun)\($0 == 1 ? "" : "s")" } ?? "auto " + noun + "s"]
    if grid.alignment != "STRETCH", let size = grid.sectionSize { parts.append("\(noun) width " + Markup.number(size)) }
    if let gutter = grid.gutter { parts.append("gutter " + Markup.number(gutter)) }
    if let offset = grid.offset, offset != 0 { parts.append("offset " + Markup.number(offset)) }
    if let alignment = grid.alignment { parts.append(alignment.lowercased()) }
    return parts.joined(separator: ", ")
  }
}
