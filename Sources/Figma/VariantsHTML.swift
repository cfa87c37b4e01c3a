import SpecimenCore

/// What a `variants` block body asks for.
package struct VariantsOptions: Sendable, Hashable {
  package var labels: [VariantLabel] = []
  /// The property whose values are the grid's rows and the summary's subjects (default: the first).
  package var rows: String?
  /// The property across the top (default: the next one, or the published combinations of the
  /// others when rows publish different subsets of them).
  package var columns: String?
  package var showsGrid = true
  package var showsSummary = true

  package init() {}

  static let keywords = ["label", "rows", "columns", "hide"]

  /// Reads the body of a `variants` block:
  ///
  ///     rows type                        the row property
  ///     columns filled                   the column property
  ///     label default=true: empty        a name for every combination with default=true
  ///     label error=true: error          names join in this order: "empty-error"
  ///     hide grid                        (or: hide summary)
  static func parse(_ body: String, fence: SourceLocation, set: ComponentSet, diagnostics: inout [Diagnostic])
    -> VariantsOptions
  {
    var options = VariantsOptions()
    let properties = set.variantProperties.map(\.name)
    func property(_ name: String, line: BodyLine) -> String? {
      if properties.contains(name) { return name }
      diagnostics.append(
        .error(
          "'\(set.name)' has no variant property '\(name)'", at: line.location,
          hint: Suggestion.hint(for: name, in: properties) ?? "its variant properties are \(Prose.list(properties))"))
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
          diagnostics.append(.error("'hide' takes 'grid' or 'summary', not '\(line.rest)'", at: line.location))
        }
      case "label":
        guard let colon = line.rest.firstIndex(of: ":") else {
          diagnostics.append(
            .error("a label line needs ': ' before its name", at: line.location, hint: "write 'label error=true: error'"))
          continue
        }
        let text = line.rest[line.rest.index(after: colon)...].trimmingSpaces
        guard !text.isEmpty else {
          diagnostics.append(.error("the label after ':' is empty", at: line.location))
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
      diagnostics.append(.error("rows and columns are both '\(rows)'", at: fence, hint: "pick two different properties"))
      options.columns = nil
    }
    return options
  }
}

extension FigmaLibrary {
  /// The `variants` directive: a generated summary sentence and the matrix as a grid, holes marked.
  package func renderVariants(argument: String, body: String, at fence: SourceLocation) -> FigmaRendered {
    let names = DirectiveBody.names(argument)
    guard names.count == 1 else {
      return FigmaRendered(
        html: "",
        diagnostics: [
          .error(
            names.isEmpty ? "a variants block names one component set" : "a variants block shows one component set, not \(names.count)",
            at: fence, hint: "write ```variants Toggle")
        ])
    }
    let set: ComponentSet
    switch componentSet(named: names[0], at: fence) {
    case .success(let found): set = found
    case .failure(let error): return FigmaRendered(html: "", diagnostics: [error])
    }
    var diagnostics: [Diagnostic] = []
    let options = VariantsOptions.parse(body, fence: fence, set: set, diagnostics: &diagnostics)
    return FigmaRendered(html: VariantsHTML.render(set, options: options), diagnostics: diagnostics, reads: [set.name])
  }
}

enum VariantsHTML {
  static func render(_ set: ComponentSet, options: VariantsOptions) -> String {
    var html = "<div class=\"sp-variants\" data-set=\"\(Escape.html(set.name))\">\n"
    if options.showsSummary {
      let summary = VariantSummary(set: set, labels: options.labels, rowProperty: options.rows)
      html += "<p class=\"sp-variants-summary\">\(Escape.html(summary.text))</p>\n"
    }
    if options.showsGrid { html += grid(set, options: options) }
    return html + "</div>\n"
  }

  static func grid(_ set: ComponentSet, options: VariantsOptions) -> String {
    let matrix = set.matrix
    let properties = matrix.properties
    guard !properties.isEmpty, matrix.total <= VariantMatrix.enumerationLimit else { return "" }
    let namer = CombinationNamer(labels: options.labels)
    let rowAxis = properties.first { $0.name == options.rows } ?? properties[0]

    if properties.count == 1 {
      var html = table(caption: nil, corner: rowAxis.name, columns: ["Variant"])
      for option in rowAxis.options {
        let values = [VariantValue(property: rowAxis.name, value: option)]
        html += "<tr><th scope=\"row\">\(Escape.html(option))</th>\(cell(matrix, values))</tr>\n"
      }
      return html + "</tbody>\n</table>\n"
    }

    let others = properties.filter { $0.name != rowAxis.name }
    let rows = RowComparison(matrix: matrix, rowProperty: rowAxis.name)
    if options.columns == nil, properties.count >= 3, rows.union.count < rows.fullCount {
      // Rows publish a chosen subset of the other combinations: put those combinations across the top.
      var html = table(caption: nil, corner: rowAxis.name, columns: namer.names(rows.union))
      for option in rowAxis.options {
        html += "<tr><th scope=\"row\">\(Escape.html(option))</th>"
        for combination in rows.union {
          html += cell(matrix, [VariantValue(property: rowAxis.name, value: option)] + combination)
        }
        html += "</tr>\n"
      }
      return html + "</tbody>\n</table>\n"
    }

    let columnAxis = others.first { $0.name == options.columns } ?? others[0]
    let rest = others.filter { $0.name != columnAxis.name }
    let subgrids = VariantMatrix.combinations(of: rest)
    let subgridNames = namer.names(subgrids)
    var html = ""
    var empty: [String] = []
    for (combination, name) in zip(subgrids, subgridNames) {
      guard combination.isEmpty || matrix.publishes(combination) else {
        empty.append(name)
        continue
      }
      html += table(
        caption: combination.isEmpty ? nil : name, corner: "\(rowAxis.name) × \(columnAxis.name)",
        columns: columnAxis.options)
      for option in rowAxis.options {
        html += "<tr><th scope=\"row\">\(Escape.html(option))</th>"
        for column in columnAxis.options {
          let values =
            [VariantValue(property: rowAxis.name, value: option), VariantValue(property: columnAxis.name, value: column)]
            + combination
          html += cell(matrix, values)
        }
        html += "</tr>\n"
      }
      html += "</tbody>\n</table>\n"
    }
    if !empty.isEmpty {
      html += "<p class=\"sp-variants-unpublished\">No variants with \(Escape.html(VariantSummary.join(empty))).</p>\n"
    }
    return html
  }

  private static func table(caption: String?, corner: String, columns: [String]) -> String {
    var html = "<table class=\"sp-variant-grid\">\n"
    if let caption { html += "<caption>\(Escape.html(caption))</caption>\n" }
    html += "<thead><tr><th scope=\"col\" class=\"sp-corner\">\(Escape.html(corner))</th>"
    for column in columns { html += "<th scope=\"col\">\(Escape.html(column))</th>" }
    return html + "</tr></thead>\n<tbody>\n"
  }

  private static func cell(_ matrix: VariantMatrix, _ values: [VariantValue]) -> String {
    let ordered = matrix.properties.compactMap { property in values.first { $0.property == property.name } }
    let name = CombinationNamer.plainName(ordered)
    if let variant = matrix.variant(for: values) {
      return "<td class=\"sp-cell sp-published\" title=\"\(Escape.html(name)) (\(Escape.html(variant.nodeID)))\">✓</td>"
    }
    return "<td class=\"sp-cell sp-hole\" title=\"\(Escape.html(name)): no variant\">hole</td>"
  }
}
