import Figma
import Geometry
import SpecimenCore

/// ```` ```properties Text Input, Text Area ````: for each named set, its variant count and
/// provenance, then a table of property · type · options (default marked) · description (the
/// last column only when the body describes a property of that set). Body lines:
///
///     describe Optional: Adds “(Optional)” after the title.       every listed set with Optional
///     describe Text Input / Hint: Says what went wrong on Error.  one set only
struct PropertiesDirective: Directive {
  let name = "properties"
  let summary = "property tables of component sets: properties Text Input, Text Area"
  let readsOnlySiteData = true
  /// The most sets a block may name and still show its first set's table open.
  static let openFirstSetLimit = 3

  func render(_ invocation: DirectiveInvocation, context: PageContext) -> DirectiveResult {
    let geometry = context.site.data.geometry
    let content = context.site.contentDirectory + "/"
    return Self.render(
      context.site.data.figma, arguments: invocation.arguments, body: invocation.body, at: invocation.location,
      pageTitle: context.page.title,
      drawingSource: { set in
        // The model's file as the site names it: content/geometry/toggle.yml.
        let source = geometry?.drawingSource(of: set)
        guard case .model(let file, let differences)? = source, file.hasPrefix(content) else { return source }
        return .model(
          file: SiteLayout.Name.content(String(file.dropFirst(content.count))), differencesFromFigma: differences)
      })
  }

  static func render(
    _ library: FigmaLibrary, arguments: String, body: String, at fence: SourceLocation, pageTitle: String? = nil,
    drawingSource: (String) -> GeometryLibrary.DrawingSource? = { _ in nil }
  ) -> DirectiveResult {
    var result = DirectiveResult()
    let names = DirectiveBody.names(
      arguments, block: "properties", naming: "component set", example: library.exampleSetName(pageTitle: pageTitle),
      at: fence, id: .directiveMissingComponentSet,
      into: &result.diagnostics)
    let sets = names.compactMap { library.componentSet(named: $0, at: fence, into: &result.diagnostics) }
    result.reads.componentSets.formUnion(sets.map { SetName($0.name) })
    let descriptions = Self.descriptions(body, fence: fence, sets: sets, into: &result.diagnostics)

    result.html.element("div", ["class": .theme(.properties)]) { html in
      html.newline()
      if sets.count > 1 { Self.summaryLine(sets, into: &html) }
      for (i, set) in sets.enumerated() {
        let source = drawingSource(set.name)
        // The line says how the model compares with Figma: a change to the model redraws it.
        if source != nil { result.reads.models.insert(SetName(set.name)) }
        // Several sets are reference material: each folds under its name and counts, the first
        // open while there are few.
        let folded: Bool? = sets.count > 1 ? i > 0 || sets.count > Self.openFirstSetLimit : nil
        Self.propertyTable(set, descriptions: descriptions, drawnFrom: source, folded: folded, into: &html)
      }
    }
    result.html.newline()
    return result
  }

  /// `Text Input 30 variants, Text Area 5, … Read from Figma on October 2, 2026.`
  static func summaryLine(_ sets: [ComponentSet], into html: inout HTML) {
    var parts: [String] = []
    for (i, set) in sets.enumerated() {
      let count = set.matrix.count
      parts.append(set.name + " " + (i == 0 ? Prose.count(count, "variant") : String(count)))
    }
    var files: [(name: String, day: String)] = []
    for set in sets {
      let day = set.provenance.lastModifiedDay?.longText ?? set.provenance.lastModified
      if !files.contains(where: { $0.name == set.provenance.fileName && $0.day == day }) {
        files.append((set.provenance.fileName, day))
      }
    }
    let source =
      files.count == 1
      ? "Read from Figma on \(files[0].day)."
      : "Read from Figma: " + Prose.list(files.map { "\($0.name) on \($0.day)" }) + "."
    html.element("p", ["class": .theme(.propertiesSummary)], text: parts.joined(separator: ", ") + ". " + source)
    html.newline()
  }

  /// One set's head and table. `folded` nil writes it as is; false or true folds it under a
  /// summary of its name and counts, open or closed.
  static func propertyTable(
    _ set: ComponentSet, descriptions: [String: String], drawnFrom source: GeometryLibrary.DrawingSource? = nil,
    folded: Bool? = nil, into html: inout HTML
  ) {
    let attributes: KeyValuePairs<String, String?> = [
      "class": .theme(.propertySet), "data-set": set.name, "open": folded == false ? "" : nil,
    ]
    html.element(folded == nil ? "div" : "details", attributes) { html in
      html.newline()
      if folded != nil {
        html.element("summary") { summary in
          summary.element("strong", ["class": .theme(.setName)], text: set.name)
          summary.text(" ")
          summary.element(
            "span", ["class": .theme(.propertySetCount)],
            text: set.variantCountText + " · " + Prose.count(set.properties.count, "property", "properties")
              + (set.isPublished ? "" : " · unpublished"))
        }
        html.newline()
      }
      html.element("p", ["class": .theme(.propertiesHead)]) { head in
        // A fold's summary already names the set and counts its variants.
        if folded == nil {
          head.element("strong", ["class": .theme(.setName)], text: set.name)
          head.text(" — " + set.variantCountText + ".")
        }
        if !set.isPublished {
          head.text(folded == nil ? " " : "")
          head.element(
            "span", ["class": .theme(.unpublished)],
            text: "Unpublished: the name starts with “\(set.name.prefix(1))”, so Figma keeps it out of the library.")
        }
        head.text((folded == nil || !set.isPublished ? " " : "") + set.provenanceText)
        // The drawing's source is a sentence of its own, before the link that ends the line.
        if let source { head.text(" " + drawingSentence(source)) }
        if let url = set.provenance.figmaURL {
          head.text(" ")
          head.element("a", ["class": .theme(.figmaLink), "href": url], text: "Open in Figma")
        }
      }
      html.newline()
      if !set.description.isEmpty {
        html.element("p", ["class": .theme(.setDescription)], text: set.description)
        html.newline()
      }
      // Figma has no property descriptions; a description the block gives is a smaller line
      // under the options, so the table needs no column for the few that have one.
      let columns = ["Property", "Type", "Options"]
      html.table(.propertiesTable, columns: columns.map { HTML.columnHeading($0) }) { body in
        for property in set.properties {
          body.row(["class": .theme(property.kind.rowClass)]) { row in
            row.element("th", ["scope": "row"], text: property.name)
            // Stacked on a narrow screen, each cell is labelled by its column (the CSS reads data-label).
            row.element("td", ["data-label": "Type"], text: property.kind.displayName)
            row.element("td", ["data-label": "Options"]) { cell in
              optionsCell(property, into: &cell)
              if let description = descriptions[descriptionKey(set.name, property.name)] {
                cell.element("span", ["class": .theme(.propertyDescription)]) { $0.textWithCode(description) }
              }
            }
          }
        }
      }
      html.newline()
    }
    html.newline()
  }

  /// "Specimens drawn from the file's layers.", "Specimens drawn from content/geometry/toggle.yml,
  /// matching Figma." or "…, 3 differences from Figma (specimen check lists them)."
  static func drawingSentence(_ source: GeometryLibrary.DrawingSource) -> String {
    switch source {
    case .figma:
      return "Specimens drawn from the file's layers."
    case .model(let file, nil):
      return "Specimens drawn from \(file)."
    case .model(let file, 0?):
      return "Specimens drawn from \(file), matching Figma."
    case .model(let file, let count?):
      return
        "Specimens drawn from \(file), \(count) difference\(count == 1 ? "" : "s") from Figma (specimen check lists them)."
    }
  }

  static func optionsCell(_ property: ComponentProperty, into html: inout HTML) {
    func option(_ text: String, isDefault: Bool, into html: inout HTML) {
      if isDefault {
        html.element("span", ["class": .theme(.option, .optionDefault)]) { span in
          span.text(text + " ")
          span.element("span", ["class": .theme(.defaultMark)], text: "(default)")
        }
      } else {
        html.element("span", ["class": .theme(.option)], text: text)
      }
    }
    switch property.kind {
    case .variant, .boolean:
      for (i, value) in property.displayOptions.enumerated() {
        if i > 0 { html.text(", ") }
        option(value, isDefault: value == property.defaultValue.text, into: &html)
      }
    case .text:
      option("“" + property.defaultValue.text + "”", isDefault: true, into: &html)
    case .instanceSwap:
      option(property.defaultComponentName ?? property.defaultValue.text, isDefault: true, into: &html)
      if !property.preferredValues.isEmpty {
        html.text("; preferred: ")
        for (i, preferred) in property.preferredValues.enumerated() {
          if i > 0 { html.text(", ") }
          option(preferred.name ?? preferred.key, isDefault: false, into: &html)
        }
      }
    }
  }

  static func descriptionKey(_ set: String, _ property: String) -> String { set + "\u{1F}" + property }

  /// Reads `describe` lines into descriptions keyed by set and property.
  static func descriptions(
    _ body: String, fence: SourceLocation, sets: [ComponentSet], into diagnostics: inout Diagnostics
  ) -> [String: String] {
    var descriptions: [String: String] = [:]
    var describedAt: [String: SourceLocation] = [:]
    for line in DirectiveBody.lines(body, fence: fence) {
      guard line.keyword == "describe" else {
        diagnostics.append(DirectiveBody.unknownKeyword(line, directive: "properties", known: ["describe"]))
        continue
      }
      guard let colon = line.rest.firstIndex(of: ":") else {
        diagnostics.error(
          "a describe line needs ': ' before its text", at: line.location,
          hint: "write 'describe Optional: Adds (Optional) after the title'", id: .directiveDescribeInvalid)
        continue
      }
      let target = line.rest[..<colon].trimmingSpaces
      let text = line.rest[line.rest.index(after: colon)...].trimmingSpaces
      var targets = sets
      var propertyName = target
      if let slash = target.range(of: " / ", options: .backwards),
        let set = sets.first(where: { $0.name == target[..<slash.lowerBound].trimmingSpaces })
      {
        targets = [set]
        propertyName = target[slash.upperBound...].trimmingSpaces
      }
      let matching = targets.compactMap { set in set.property(named: propertyName).map { (set, $0) } }
      if matching.isEmpty {
        let known = targets.flatMap { $0.properties.map(\.name) }
        diagnostics.error(
          "no listed component set has a property '\(propertyName)'", at: line.location,
          hint: Suggestion.hint(for: propertyName, in: known)
            ?? (target.contains("/") ? "name one set as 'Set / Property' with spaces around the slash" : nil),
          id: .directiveUnknownProperty)
        continue
      }
      for (set, property) in matching {
        let key = descriptionKey(set.name, property.name)
        if let earlier = describedAt[key] {
          diagnostics.append(
            Diagnostic(
              .warning, "'\(property.name)' of '\(set.name)' is described twice; the later line wins",
              at: line.location,
              notes: [Diagnostic(.note, "the first description is here", at: earlier, id: .directiveDescribeDuplicate)],
              id: .directiveDescribeDuplicate))
        }
        descriptions[key] = text
        describedAt[key] = line.location
      }
    }
    return descriptions
  }
}

extension PropertyKind {
  /// The class of a properties-table row of this kind.
  fileprivate var rowClass: ThemeClass {
    switch self {
    case .variant: .propertyVariant
    case .boolean: .propertyBoolean
    case .text: .propertyText
    case .instanceSwap: .propertyInstanceSwap
    }
  }
}
