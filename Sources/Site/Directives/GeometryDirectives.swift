import Figma
import Geometry
import SpecimenCore

extension PageContext {
  /// The site's geometry models, or an error at the directive when it has none (nothing more
  /// when loading them failed: that failure is reported where it happened).
  func geometryLibrary(at location: SourceLocation, into result: inout DirectiveResult) -> GeometryLibrary? {
    guard let library = site.data.geometry else {
      if !site.data.geometryReading.isUnreadable {
        result.diagnostics.error(
          "this site has no geometry models", at: location,
          hint: "add a model for the set under content/geometry/, or save its Figma file with the variants' layers",
          id: .directiveNoGeometry)
      }
      return nil
    }
    return library
  }

  /// The geometry model of `set`, or an error at the directive with a did-you-mean.
  func geometry(for set: String, at location: SourceLocation, into result: inout DirectiveResult) -> GeometryLibrary? {
    guard let library = geometryLibrary(at: location, into: &result),
      library.canDraw(set, at: location, into: &result)
    else { return nil }
    return library
  }
}

extension ReadSet {
  /// What a drawing of `set` reads: its model, its Figma set and every token it or the sets it
  /// places draw with.
  mutating func formUnion(drawing set: String, from library: GeometryLibrary) {
    models.insert(SetName(set))
    componentSets.insert(SetName(set))
    tokens.formUnion(library.tokensRead(set: set, includingInstances: true).map { TokenName($0) })
  }
}

extension GeometryLibrary {
  /// Whether `set` has a model; if not, an error at the directive with a did-you-mean, or, for
  /// a set drawn from its Figma node trees, one that says `directive` needs a model.
  func hasModel(
    for set: String, directive: String, at location: SourceLocation, into result: inout DirectiveResult
  ) -> Bool {
    if hasModel(for: set) { return true }
    if canDraw(set) {
      result.diagnostics.error(
        "'\(set)' is drawn from its Figma node trees and has no geometry model; \(directive) needs one, "
          + "whose interaction: section says how the control behaves",
        at: location,
        hint: "write a model to start from with 'specimen figma model \(set) --output content/geometry/<name>.yml', "
          + "then add its interaction: section",
        id: .directiveGeometryModelRequired)
      return false
    }
    return noModel(for: set, at: location, into: &result)
  }

  /// Whether `set` can be drawn, from a model or from Figma's node trees; if not, an error.
  func canDraw(_ set: String, at location: SourceLocation, into result: inout DirectiveResult) -> Bool {
    if canDraw(set) { return true }
    return noModel(for: set, at: location, into: &result)
  }

  private func noModel(for set: String, at location: SourceLocation, into result: inout DirectiveResult) -> Bool {
    result.diagnostics.error(
      "no geometry model for '\(set)'", at: location,
      hint: Suggestion.hint(for: set, in: drawableSetNames) ?? "models: \(setNames.joined(separator: ", "))",
      id: .directiveUnknownGeometryModel)
    return false
  }
}

/// A directive that draws from the set's geometry model; the fence names the set.
struct DrawingDirective: Directive {
  let name: String
  let summary: String
  let readsOnlySiteData = true
  /// The drawing's markup; nil, with the problems reported, when it cannot be drawn.
  let draw: @Sendable (GeometryLibrary, DirectiveInvocation, PageContext, inout Diagnostics) -> HTML?
  /// What the drawing shows as Markdown, for the page's twin; nil: the twin reads the markup.
  var describe: (@Sendable (GeometryLibrary, DirectiveInvocation) -> String?)? = nil

  func render(_ invocation: DirectiveInvocation, context: PageContext) -> DirectiveResult {
    var result = DirectiveResult()
    let set = invocation.arguments
    guard let library = context.geometry(for: set, at: invocation.location, into: &result) else { return result }
    result.reads.formUnion(drawing: set, from: library)
    if let html = draw(library, invocation, context, &result.diagnostics) {
      result.html = html
      result.markdown = describe?(library, invocation)
    }
    return result
  }
}

extension DrawingDirective {
  static func drawing(
    _ name: String, summary: String,
    _ draw: @escaping @Sendable (GeometryLibrary, DirectiveInvocation, PageContext, inout Diagnostics) -> HTML?
  ) -> DrawingDirective {
    DrawingDirective(name: name, summary: summary, draw: draw)
  }

  /// ```` ```specimens Toggle ````: every published variant drawn from the model, grouped by the
  /// first variant property; the body filters (`State: Default, Focused`) or fixes properties.
  /// A `fold` line folds the drawings under a summary that counts them, for a full matrix that
  /// is reference material beside a smaller selection shown open.
  static let specimens = DrawingDirective(
    name: "specimens", summary: "every variant of a set as inline SVG: specimens Toggle",
    draw: { library, invocation, context, diagnostics in
      let (body, folded) = SpecimenFold.split(invocation.body)
      return library.specimensHTML(
        set: invocation.arguments, body: body, bodyLocation: invocation.bodyLocation(line: 0),
        idPrefix: context.nextIDPrefix(), ids: context.deepLinks, folded: folded, into: &diagnostics)
    },
    describe: { library, invocation in
      SpecimenText.markdown(library, set: invocation.arguments, body: SpecimenFold.split(invocation.body).body)
    })

  /// ```` ```anatomy Toggle ````: one variant drawn large with redlines computed from the model.
  static let anatomy = drawing("anatomy", summary: "one variant with redlines and measurements: anatomy Toggle") {
    library, invocation, context, diagnostics in
    library.anatomyHTML(
      set: invocation.arguments, body: invocation.body, bodyLocation: invocation.bodyLocation(line: 0),
      idPrefix: context.nextIDPrefix(), into: &diagnostics)
  }

  /// ```` ```touch-target Toggle ````: the hit frame against platform/min-touch-target per platform.
  static let touchTarget = drawing(
    "touch-target", summary: "the hit frame against the minimum touch target per platform: touch-target Toggle"
  ) { library, invocation, context, diagnostics in
    guard !context.site.data.touchTargets.isEmpty else {
      diagnostics.error(
        "the tokens have no platform/min-touch-target per platform", at: invocation.location,
        hint: "define platform/min-touch-target in each context of a 'platform' modifier",
        id: .geometryTouchTargetTokenMissing)
      return nil
    }
    let (body, folded) = SpecimenFold.split(invocation.body)
    return library.touchTargetHTML(
      set: invocation.arguments, platforms: context.site.data.touchTargets, body: body,
      bodyLocation: invocation.bodyLocation(line: 0), idPrefix: context.nextIDPrefix(), folded: folded,
      into: &diagnostics)
  }
}

/// `{{geometry Toggle handle.x Active=On}}` → 19; `{{size _Toggle Label Show Description=false}}` → 340 × 44.
struct GeometryReference: InlineReference {
  let name: String
  let summary: String

  func render(arguments: String, at location: SourceLocation, context: PageContext) -> DirectiveResult {
    var result = DirectiveResult()
    guard let library = context.geometryLibrary(at: location, into: &result) else { return result }
    if let value = library.query("\(name) \(arguments)", at: location, into: &result.diagnostics) {
      result.html.text(value)
      // The set is the first words that name one: the page depends on its model and tokens.
      if let set = library.drawableSetNames.filter({
        arguments.hasPrefix($0 + " ") || arguments == $0 || arguments.hasPrefix("\"" + $0 + "\"")
      }).max(by: {
        $0.count < $1.count
      }) {
        result.reads.formUnion(drawing: set, from: library)
      }
    }
    return result
  }
}

// MARK: Markup

// Geometry returns laid-out components and their SVG; the figures, captions, lists and
// sentences around them are page markup, written here. Classes are documented in docs/GEOMETRY.md.
extension GeometryLibrary {
  /// The variants as a grid of equal cells, after the shared definitions: the variant matrix's
  /// rows and columns when two properties vary and the columns fit the article at 1400 px (a
  /// head row names the columns; below 760 px it becomes the wrapping grid), otherwise one
  /// wrapping grid per row value. Every cell is a figure with its drawing on the specimen
  /// surface and a caption of the values that vary; a combination the set does not publish is
  /// an empty cell that says so.
  func specimensHTML(
    set: String, body: String = "", bodyLocation: SourceLocation? = nil, idPrefix: String, scale: Double = 1,
    ids: DeepLinkIDs = DeepLinkIDs(), folded: Bool = false, into diagnostics: inout Diagnostics
  ) -> HTML? {
    guard
      let gallery = specimens(
        set: set, body: body, bodyLocation: bodyLocation, idPrefix: idPrefix, scale: scale,
        fit: SpecimenGridFit(), into: &diagnostics)
    else { return nil }
    // SpecimenGridFit's defaults are the default theme's: a 720 px article at 1400 (specimen.css,
    // "Specimens, anatomy and touch targets"), 112 px row heads, 8 px gaps, 8 px of surface.
    let matrix = gallery.matrix
    let figures = gallery.groups.reduce(0) { $0 + $1.figures.count }
    // The smallest text the drawings show, in CSS pixels at their drawn size: no cell shrinks
    // the drawing so far that it reads under 11 px (unless the component's own text is smaller).
    let smallestText = gallery.groups.flatMap(\.figures).compactMap(\.component.smallestTextSize).min()
      .map { $0 * scale }
    let cell = matrix ? gallery.cell : Self.sharedCell(gallery.cell, figures: figures, smallestText: smallestText)
    let least = Self.narrowestDrawing(gallery.cellWidth, smallestText: smallestText)
    let textFloor = Self.textFloor(smallestText)
    // One drawing alone sits at its own width, so two such blocks in a row share the line.
    let kind: [ThemeClass] =
      matrix ? [.specimens, .specimenMatrix] : figures == 1 ? [.specimens, .specimensSingle] : [.specimens]
    let n = Markup.number
    var style = CSSStyle([
      "--sp-specimen-cell": "\(n(cell))px", "--sp-specimen-columns": "\(max(gallery.columns.count, 1))",
    ])
    if let least { style.add("--sp-specimen-least", "\(n(least))px") }
    let grid = HTML { html in
      html.element(
        "div",
        ["class": .theme(kind), "data-set": gallery.set, "style": style.text]
      ) { html in
        html.append(gallery.definitions)
        if !gallery.fixedProperties.isEmpty {
          html.element(
            "p", ["class": .theme(.specimenProperties)], text: gallery.fixedProperties.joined(separator: " · "))
        }
        if matrix, let column = gallery.columnProperty {
          // The captions say the same to a screen reader; the head row is for the eye.
          html.element("div", ["class": .theme(.specimenHead), "aria-hidden": "true"]) { html in
            let row = gallery.groups.first?.property
            html.element("span", ["class": .theme(.specimenCorner)], text: row.map { "\($0) × \(column)" } ?? column)
            for value in gallery.columns { html.element("span", text: value) }
          }
        }
        for group in gallery.groups {
          html.element(
            "div",
            ["class": .theme(.specimenGroup), "role": group.label.map { _ in "group" }, "aria-label": group.label]
          ) { html in
            if let property = group.property, let value = group.value {
              html.element("p", ["class": .theme(.specimenGroupLabel)]) { html in
                html.element("span", ["class": .theme(.specimenGroupProperty)], text: property + ": ")
                html.text(value)
              }
            }
            let cells = gallery.columnProperty == nil ? group.figures.count : gallery.columns.count
            let phone = Self.phoneColumns(cells: cells, cell: cell, least: least)
            html.element(
              "div",
              [
                "class": .theme(.specimenRow),
                "style": phone.map { CSSStyle(["--sp-specimen-phone-columns": "\($0)"]).text },
              ]
            ) { html in
              if let column = gallery.columnProperty {
                for value in gallery.columns {
                  if let figure = group.figures.first(where: { $0.column == value }) {
                    specimenFigure(figure, ids: ids, least: least.map { _ in textFloor }, scale: scale, into: &html)
                  } else {
                    html.element("div", ["class": .theme(.specimen, .specimenHole)]) { html in
                      html.element("span", ["class": .theme(.specimenCaption)], text: "\(column): \(value), no variant")
                    }
                  }
                }
              } else {
                for figure in group.figures {
                  specimenFigure(figure, ids: ids, least: least.map { _ in textFloor }, scale: scale, into: &html)
                }
              }
            }
          }
        }
      }
      // Under the drawings, at the article's width: inside a lone drawing's block it wrapped in
      // the drawing's own narrow column (figmagic's Button: three lines under a 320 px button).
      if let note = Self.annotationNote(gallery.groups.flatMap(\.figures)) {
        html.element("p", ["class": .theme(.specimenNote)], text: note)
      }
    }
    guard folded else { return grid }
    // The summary counts the drawings and names the properties they vary by.
    let axes = gallery.varyingProperties
    let summary =
      Prose.count(figures, "variant") + " of " + gallery.set
      + (axes.isEmpty ? "" : ", by " + Prose.list(axes))
    return HTML { html in
      html.element("details", ["class": .theme(.specimensFold), "data-set": gallery.set]) { details in
        details.element("summary", text: summary)
        details.append(grid)
      }
    }
  }

  /// What the drawings leave out because the file marks it as an annotation, each name once in
  /// the order met: "Left out of the drawing and the audit: the annotation layer _Redlines."
  static func annotationNote(_ figures: [SpecimenGallery.Figure]) -> String? {
    var names: [String] = []
    for name in figures.flatMap(\.component.annotationsLeftOut) where !names.contains(name) { names.append(name) }
    guard !names.isEmpty else { return nil }
    let shown = names.prefix(4).map { "‘\($0)’" } + (names.count > 4 ? ["\(names.count - 4) more"] : [])
    return "Left out of the drawing and its audit: the annotation layer\(names.count == 1 ? "" : "s") "
      + Prose.list(Array(shown)) + ", which the file keeps beside the component as a note, not as part of it."
  }

  /// A drawing a little too wide for two to share a row of the article is drawn a little smaller
  /// (never below `smallestShare` of its size), so two do; a lone one keeps its size.
  /// A drawing whose text would then read under `smallestReadableText` keeps its size.
  static func sharedCell(
    _ cell: Double, figures: Int, smallestText: Double? = nil, fit: SpecimenGridFit = SpecimenGridFit()
  ) -> Double {
    guard figures > 1, fit.perRow(cell) == 1 else { return cell }
    let half = ((fit.width - fit.gap) / 2).rounded(.down)
    let share = (half - 2 * fit.padding) / (cell - 2 * fit.padding)
    return share >= max(smallestShare, textFloor(smallestText)) ? half : cell
  }

  /// How many cells a row of `cells` lays side by side on a phone, when it does not fit on one
  /// line there: as many lines as it needs, shared evenly, so four states read two and two rather
  /// than three and one alone. The phone is the narrowest common one (360 px, 16 px each side),
  /// and a cell is as narrow as the stylesheet's grid lets it be; nil where the row fits.
  static func phoneColumns(cells: Int, cell: Double, least: Double?, phoneWidth: Double = 328) -> Int? {
    let gap = 8.0
    let narrowest = max(cell * 0.9, (least ?? 0) + 18)
    let fit = max(1, Int(((phoneWidth + gap) / (narrowest + gap)).rounded(.down)))
    guard cells > fit else { return nil }
    let lines = (cells + fit - 1) / fit
    return (cells + lines - 1) / lines
  }

  /// How much smaller a drawing may be drawn to share its row.
  static let smallestShare = 0.88
  /// The smallest size, in CSS pixels, a drawing's own text is shown at when the page shrinks
  /// the drawing to fit (text the component itself draws smaller keeps its size).
  static let smallestReadableText = 11.0

  /// The least fraction of its size a drawing with this smallest text may be shown at.
  /// A drawing without text may shrink as far as the grid lets it; one whose text is already
  /// 11 px or smaller keeps its size.
  static func textFloor(_ smallestText: Double?) -> Double {
    guard let smallestText else { return 0 }
    return smallestText > smallestReadableText ? smallestReadableText / smallestText : 1
  }

  /// The narrowest a drawing `width` wide may be shown so its text reads at 11 px, when the
  /// grid's own rule (a cell gives up at most a tenth of its width) would let it shrink further;
  /// nil otherwise. The stylesheet keeps each cell at least that wide plus its surface.
  static func narrowestDrawing(_ width: Double, smallestText: Double?) -> Double? {
    let floor = textFloor(smallestText)
    guard floor > 0.9 else { return nil }
    return (width * floor).rounded(.up)
  }

  /// A figure of the gallery. With `least` (the least fraction of its size the drawing may be
  /// shown at, when its text would otherwise read under 11 px) the drawing is never drawn
  /// narrower than that: where the column is narrower (a whole form on a phone) its surface
  /// scrolls sideways, as the anatomy figures do.
  private func specimenFigure(
    _ figure: SpecimenGallery.Figure, ids: DeepLinkIDs, least: Double? = nil, scale: Double = 1,
    into html: inout HTML
  ) {
    html.element("figure", ["id": ids.specimen(label: figure.component.label), "class": .theme(.specimen)]) { html in
      // The page's own color behind the drawing, as the audit measures it; a checker only where
      // a layer lets it show through.
      var well: [ThemeClass] =
        figure.component.hasTranslucentLayer ? [.specimenWell, .specimenTranslucent] : [.specimenWell]
      // Colours no token names stay as the file draws them: the dark theme sets them on light.
      if figure.component.fixedColors { well.append(.specimenFixedColors) }
      var narrowest: String?
      if let least {
        well.append(.specimenScroll)
        let width = figure.component.viewBox.width * scale
        narrowest =
          CSSStyle([
            "--sp-drawing-width": "\(Markup.number(width))px",
            "--sp-drawing-least": "\(Markup.number((width * least).rounded(.up)))px",
          ]).text
      }
      // The script makes the surface a named, focusable group only while it scrolls, so a
      // gallery that fits adds no stops to the keyboard's path.
      html.element("div", ["class": .theme(well), "style": narrowest]) { $0.append(figure.svg) }
      html.element("figcaption", text: figure.caption)
    }
  }

  /// The anatomy drawing in a figure, the list of parts with their measurements, and the
  /// measurements as sentences.
  func anatomyHTML(
    set: String, body: String = "", bodyLocation: SourceLocation? = nil, idPrefix: String,
    into diagnostics: inout Diagnostics
  ) -> HTML? {
    guard
      let drawing = anatomyDrawing(
        set: set, body: body, bodyLocation: bodyLocation, idPrefix: idPrefix, into: &diagnostics)
    else { return nil }
    // Narrow screens get the variant drawn smaller, so the whole drawing fits with its labels
    // at full size; the stylesheet shows one of the two. Its problems are the first drawing's.
    var repeated = Diagnostics()
    let narrow =
      drawing.width > AnatomyLayout.narrowWidth
      ? anatomyDrawing(
        set: set, body: body, bodyLocation: bodyLocation, idPrefix: idPrefix + "n-",
        maxWidth: AnatomyLayout.narrowWidth, into: &repeated)
      : nil
    let report = drawing.report
    return HTML { html in
      html.element("figure", ["class": .theme(.anatomy), "data-set": set]) { html in
        // A wide drawing scrolls rather than shrinking its redline labels past reading.
        html.element(
          "div", ["class": .theme(.anatomyScroll), "style": CSSStyle(["overflow-x": "auto"]).text, "tabindex": "0"]
        ) { html in
          if let narrow {
            html.element("div", ["class": .theme(.anatomyWide)]) { $0.append(drawing.svg) }
            // Wider than the figure only where the component's own text stops it shrinking: it
            // shows at its own size and scrolls (specimen.css).
            let atSize = narrow.width > AnatomyLayout.narrowWidth
            html.element("div", ["class": atSize ? .theme(.anatomyNarrow, .anatomyAtSize) : .theme(.anatomyNarrow)]) {
              $0.append(narrow.svg)
            }
          } else {
            html.append(drawing.svg)
          }
        }
        html.element(
          "figcaption",
          text: caption(set: report.component.set, variant: report.component.variant) ?? report.component.label)
      }
      html.element("ol", ["class": .theme(.anatomyParts)]) { html in
        for part in report.parts {
          html.element("li") { html in
            html.element("span", ["class": .theme(.anatomyPart)], text: part.label)
            html.text(" " + part.measurements)
          }
        }
      }
      html.element("p", ["class": .theme(.anatomyMeasurements)], text: report.text)
    }
  }

  /// Per hit-frame size: its drawings against each platform's minimum, captioned, and the
  /// sentence saying which axes meet it and how much hit area to add in code.
  func touchTargetHTML(
    set: String, platforms: [TouchTargetPlatform], body: String = "", bodyLocation: SourceLocation? = nil,
    idPrefix: String, scale: Double = 2, folded: Bool = false, into diagnostics: inout Diagnostics
  ) -> HTML? {
    guard
      let drawing = touchTargetDrawing(
        set: set, platforms: platforms, body: body, bodyLocation: bodyLocation, idPrefix: idPrefix, scale: scale,
        into: &diagnostics)
    else { return nil }
    let figures = HTML { html in
      html.element("div", ["class": .theme(.touchTarget), "data-set": drawing.set]) { html in
        html.append(drawing.definitions)
        // What the two outlines of every drawing below are.
        let noun = drawing.sizes.first?.report.noun ?? "frame"
        html.element("p", ["class": .theme(.touchTargetLegend)]) { html in
          html.element("span", ["class": .theme(.touchTargetKey)]) { html in
            html.element("span", ["class": .theme(.touchTargetSwatch), "aria-hidden": "true"], text: "")
            html.text("Solid: the \(noun == "frame" ? noun : "\(noun) layer"), the area that takes the touch.")
          }
          html.text(" ")
          html.element("span", ["class": .theme(.touchTargetKey)]) { html in
            html.element(
              "span", ["class": .theme(.touchTargetSwatch, .touchTargetSwatchMinimum), "aria-hidden": "true"],
              text: "")
            html.text("Dashed: the platform's minimum, centred on it.")
          }
        }
        for size in drawing.sizes {
          if let distinction = size.report.distinction {
            html.element("p", ["class": .theme(.touchTargetVariant)], text: distinction)
          }
          html.element("div", ["class": .theme(.touchTargetRow)]) { html in
            for platform in size.platforms {
              html.element(
                "figure",
                [
                  "class": .theme(.touchTargetPlatform),
                  "style": CSSStyle(["--sp-target-at": "\(Markup.number((platform.targetAt * 1000).rounded() / 10))%"])
                    .text,
                ]
              ) { html in
                html.element("div", ["class": .theme(.specimenWell)]) { $0.append(platform.svg) }
                html.element("figcaption") { $0.element("span", text: platform.caption) }
              }
            }
          }
          html.element("p", ["class": .theme(.touchTargetSummary)], text: size.report.text)
        }
      }
    }
    guard folded else { return figures }
    // A `fold` line puts the drawings under a summary naming the set, its sizes and the platforms.
    let sizes = drawing.sizes.count
    let summary =
      "Touch targets of \(drawing.set)" + (sizes > 1 ? ", \(sizes) sizes," : "") + " against "
      + Prose.list(platforms.map(\.name))
    return HTML { html in
      html.element("details", ["class": .theme(.specimensFold), "data-set": drawing.set]) { details in
        details.element("summary", text: summary)
        details.append(figures)
      }
    }
  }
}

/// The widths the anatomy figure is drawn for.
enum AnatomyLayout {
  /// The widest a drawing may be on a narrow screen: the figure's inside at a 360 px viewport
  /// is 287 px beside a classic scroll bar (302 without), so its 12 px labels show at 11 px or
  /// more (specimen.css, `.sp-anatomy-narrow`).
  static let narrowWidth = 312.0
}

/// The `fold` line of a specimens block: taken out of the body before the variants are read.
enum SpecimenFold {
  static func split(_ body: String) -> (body: String, folded: Bool) {
    var folded = false
    // The line is blanked, not removed, so the lines after it keep their numbers in diagnostics.
    let lines = body.split(separator: "\n", omittingEmptySubsequences: false).map { line -> Substring in
      guard line.trimmingCharacters(in: .whitespaces) == "fold" else { return line }
      folded = true
      return ""
    }
    return (lines.joined(separator: "\n"), folded)
  }
}
