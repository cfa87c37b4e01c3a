import Figma
import SpecimenCore

/// ```` ```variants Toggle ````: a generated summary sentence with the set's source, and the
/// matrix as a grid, holes marked. Body:
///
///     rows type                        the row property
///     columns filled                   the column property
///     label default=true: empty        a name for every combination with default=true
///     label error=true: error          names join in this order: "empty-error"
///     hide grid                        (or: hide summary)
struct VariantsDirective: Directive {
  let name = "variants"
  let summary = "the variant matrix of a set, holes marked: variants Toggle"
  let readsOnlySiteData = true

  static let keywords = ["label", "rows", "columns", "hide"]

  /// What a `variants` block body asks for.
  struct Options {
    var labels: [VariantLabel] = []
    /// The property whose values are the grid's rows and the summary's subjects (default: the first).
    var rows: String?
    /// The property across the top (default: the next one, or the published combinations of the
    /// others when rows publish different subsets of them).
    var columns: String?
    var showsGrid = true
    var showsSummary = true
  }

  func render(_ invocation: DirectiveInvocation, context: PageContext) -> DirectiveResult {
    Self.render(
      context.site.data.figma, arguments: invocation.arguments, body: invocation.body, at: invocation.location,
      ids: context.deepLinks, pageTitle: context.page.title)
  }

  static func render(
    _ library: FigmaLibrary, arguments: String, body: String, at fence: SourceLocation,
    ids: DeepLinkIDs = DeepLinkIDs(), pageTitle: String? = nil
  ) -> DirectiveResult {
    let names = DirectiveBody.names(arguments)
    guard names.count == 1 else {
      return .failure(
        .error(
          names.isEmpty
            ? "a variants block names one component set"
            : "a variants block shows one component set, not \(names.count)",
          at: fence, hint: "write ```variants \(library.exampleSetName(pageTitle: pageTitle))",
          id: .directiveVariantsSetCount))
    }
    var result = DirectiveResult()
    guard let set = library.componentSet(named: names[0], at: fence, into: &result.diagnostics) else {
      return result
    }
    result.reads.componentSets.insert(SetName(set.name))
    let options = Self.options(body, fence: fence, set: set, into: &result.diagnostics)
    result.html.element("div", ["class": .theme(.variants), "data-set": set.name]) { html in
      html.newline()
      if options.showsSummary {
        let summary = VariantSummary(set: set, labels: options.labels, rowProperty: options.rows)
        // What the matrix says, then where it was read, so a reader can tell how current it is.
        html.element("p", ["class": .theme(.variantsSummary)], text: summary.text + " " + set.sourceText)
        html.newline()
      }
      if options.showsGrid { VariantGrid(set: set, options: options, ids: ids).write(into: &html) }
    }
    result.html.newline()
    return result
  }

  static func options(_ body: String, fence: SourceLocation, set: ComponentSet, into diagnostics: inout Diagnostics)
    -> Options
  {
    var options = Options()
    let properties = set.variantProperties.map(\.name)
    func property(_ name: String, line: BodyLine) -> String? {
      if properties.contains(name) { return name }
      diagnostics.error(
        "'\(set.name)' has no variant property '\(name)'", at: line.location,
        hint: Suggestion.hint(for: name, in: properties) ?? "its variant properties are \(Prose.list(properties))",
        id: .directiveUnknownVariantProperty)
      return nil
    }
    for line in DirectiveBody.lines(body, fence: fence) {
      switch line.keyword {
      case "rows":
        options.rows = property(line.rest, line: line)
      case "columns":
        options.columns = property(line.rest, line: line)
      case "hide":
        switch line.rest {
        case "grid": options.showsGrid = false
        case "summary": options.showsSummary = false
        default:
          diagnostics.error(
            "'hide' takes 'grid' or 'summary', not '\(line.rest)'", at: line.location, id: .directiveHideInvalid)
        }
      case "label":
        guard let colon = line.rest.firstIndex(of: ":") else {
          diagnostics.error(
            "a label line needs ': ' before its name", at: line.location, hint: "write 'label error=true: error'",
            id: .directiveLabelInvalid)
          continue
        }
        let text = line.rest[line.rest.index(after: colon)...].trimmingSpaces
        guard !text.isEmpty else {
          diagnostics.error("the label after ':' is empty", at: line.location, id: .directiveLabelEmpty)
          continue
        }
        if let conditions = DirectiveBody.conditions(
          line.rest[..<colon].trimmingSpaces, set: set, at: line.location, diagnostics: &diagnostics)
        {
          options.labels.append(VariantLabel(conditions: conditions, text: text, location: line.location))
        }
      default:
        diagnostics.append(DirectiveBody.unknownKeyword(line, directive: "variants", known: keywords))
      }
    }
    if let rows = options.rows, rows == options.columns {
      diagnostics.error(
        "rows and columns are both '\(rows)'", at: fence, hint: "pick two different properties",
        id: .directiveRowsColumnsSame)
      options.columns = nil
    }
    return options
  }
}

/// The variant matrix as tables: one row per value of the row property, a ✓ per published
/// variant and "hole" where the set has none.
struct VariantGrid {
  let set: ComponentSet
  let options: VariantsDirective.Options
  let ids: DeepLinkIDs

  func write(into html: inout HTML) {
    let matrix = set.matrix
    let properties = matrix.properties
    guard !properties.isEmpty else { return }
    guard matrix.total <= VariantMatrix.tableLimit else {
      // The summary above counts the variants and holes; a grid this large would be unreadable.
      html.element(
        "p", ["class": .theme(.variantsUnpublished)],
        text:
          "No grid: \(Prose.number(matrix.total)) combinations of \(Prose.counted(properties.count, "property", "properties")) "
          + "are more than the \(Prose.number(VariantMatrix.tableLimit)) a grid shows.")
      html.newline()
      return
    }
    let namer = CombinationNamer(labels: options.labels)
    let rowAxis = properties.first { $0.name == options.rows } ?? properties[0]

    if properties.count == 1 {
      table(caption: nil, corner: rowAxis.name, columns: ["Variant"], into: &html) { body in
        for option in rowAxis.options {
          row(option, into: &body) { $0.append(cell(matrix, [VariantValue(property: rowAxis.name, value: option)])) }
        }
      }
      return
    }

    let others = properties.filter { $0.name != rowAxis.name }
    let rows = RowComparison(matrix: matrix, rowProperty: rowAxis.name)
    if options.columns == nil, properties.count >= 3, rows.union.count < rows.fullCount {
      // Rows publish a chosen subset of the other combinations: put those combinations across the top.
      table(caption: nil, corner: rowAxis.name, columns: namer.names(rows.union), into: &html) { body in
        for option in rowAxis.options {
          row(option, into: &body) { cells in
            for combination in rows.union {
              cells.append(cell(matrix, [VariantValue(property: rowAxis.name, value: option)] + combination))
            }
          }
        }
      }
      return
    }

    let columnAxis = others.first { $0.name == options.columns } ?? others[0]
    let rest = others.filter { $0.name != columnAxis.name }
    let subgrids = VariantMatrix.combinations(of: rest)
    let subgridNames = namer.names(subgrids)
    var empty: [String] = []
    for (combination, name) in zip(subgrids, subgridNames) {
      guard combination.isEmpty || matrix.publishes(combination) else {
        empty.append(name)
        continue
      }
      table(
        caption: combination.isEmpty ? nil : name, corner: "\(rowAxis.name) × \(columnAxis.name)",
        columns: columnAxis.options, into: &html
      ) { body in
        for option in rowAxis.options {
          row(option, into: &body) { cells in
            for column in columnAxis.options {
              let values =
                [
                  VariantValue(property: rowAxis.name, value: option),
                  VariantValue(property: columnAxis.name, value: column),
                ]
                + combination
              cells.append(cell(matrix, values))
            }
          }
        }
      }
    }
    if !empty.isEmpty {
      html.element(
        "p", ["class": .theme(.variantsUnpublished)], text: "No variants with \(VariantSummary.join(empty)).")
      html.newline()
    }
  }

  private func table(
    caption: String?, corner: String, columns: [String], into html: inout HTML, rows: (inout HTML) -> Void
  ) {
    let headings = [HTML.columnHeading(corner, class: .corner)] + columns.map { HTML.columnHeading($0) }
    html.table(.variantGrid, caption: caption, columns: headings, rows: rows)
    html.newline()
  }

  private func row(_ header: String, into html: inout HTML, cells: (inout HTML) -> Void) {
    html.row { row in
      row.element("th", ["scope": "row"], text: header)
      cells(&row)
    }
  }

  private func cell(_ matrix: VariantMatrix, _ values: [VariantValue]) -> HTML {
    let ordered = matrix.properties.compactMap { property in values.first { $0.property == property.name } }
    let name = CombinationNamer.plainName(ordered)
    if let variant = matrix.variant(for: values) {
      let title = "\(name) (\(variant.nodeID))"
      return HTML {
        $0.element(
          "td",
          ["id": ids.variantCell(set: set.name, title: title), "class": .theme(.cell, .published), "title": title],
          text: "✓")
      }
    }
    let title = "\(name): no variant"
    return HTML {
      $0.element(
        "td", ["id": ids.variantCell(set: set.name, title: title), "class": .theme(.cell, .hole), "title": title],
        text: "hole")
    }
  }
}
