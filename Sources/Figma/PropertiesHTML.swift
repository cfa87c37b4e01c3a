import SpecimenCore

extension ComponentSet {
  /// `30 variants (Type 6 × State 5)`, `7 variants (State 4 × Active 2, 1 hole)`.
  package var variantCountText: String {
    let matrix = self.matrix
    let count = Prose.count(matrix.count, "variant")
    let axes = matrix.properties.map { "\($0.name) \($0.options.count)" }.joined(separator: " × ")
    if axes.isEmpty { return count }
    return count + " (" + axes + (matrix.isComplete ? "" : ", " + Prose.count(matrix.holeCount, "hole")) + ")"
  }

  /// `Read from Figma file Appetite UI, component set 216:449, version 2179954612, last modified 2026-10-02.`
  package var provenanceText: String {
    var parts = ["Read from Figma file \(provenance.fileName)", "component set \(nodeID)"]
    if let version = provenance.version { parts.append("version \(version)") }
    parts.append("last modified \(provenance.lastModifiedDay?.isoText ?? provenance.lastModified)")
    return parts.joined(separator: ", ") + "."
  }
}

extension FigmaLibrary {
  /// The `properties` directive: for each named set, its variant count and provenance, then a
  /// table of property · type · options (default marked) · description (the last column only
  /// when the body describes a property of that set).
  ///
  /// `argument` is the list after the directive name (`Text Input, Text Area`); `fence` is the
  /// position of the opening fence, the body starting on the next line. Body lines:
  ///
  ///     describe Optional: Adds “(Optional)” after the title.       every listed set with Optional
  ///     describe Text Input / Hint: Says what went wrong on Error.  one set only
  package func renderProperties(argument: String, body: String, at fence: SourceLocation) -> FigmaRendered {
    var diagnostics: [Diagnostic] = []
    let names = DirectiveBody.names(argument)
    if names.isEmpty {
      diagnostics.append(
        .error("a properties block names at least one component set", at: fence, hint: "write ```properties Toggle"))
    }
    var sets: [ComponentSet] = []
    for name in names {
      switch componentSet(named: name, at: fence) {
      case .success(let set): sets.append(set)
      case .failure(let error): diagnostics.append(error)
      }
    }
    let descriptions = readDescriptions(body, fence: fence, sets: sets, diagnostics: &diagnostics)

    var html = "<div class=\"sp-properties\">\n"
    if sets.count > 1 { html += summaryLine(sets) }
    for set in sets {
      html += propertyTable(set, descriptions: descriptions)
    }
    html += "</div>\n"
    return FigmaRendered(html: html, diagnostics: diagnostics, reads: sets.map(\.name))
  }

  /// `Text Input 30 variants, Text Area 5, … Read from Figma on October 2, 2026.`
  private func summaryLine(_ sets: [ComponentSet]) -> String {
    var parts: [String] = []
    for (i, set) in sets.enumerated() {
      let count = set.matrix.count
      parts.append(Escape.html(set.name) + " " + (i == 0 ? Prose.count(count, "variant") : String(count)))
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
      ? "Read from Figma on \(Escape.html(files[0].day))."
      : "Read from Figma: " + Prose.list(files.map { "\(Escape.html($0.name)) on \(Escape.html($0.day))" }) + "."
    return "<p class=\"sp-properties-summary\">" + parts.joined(separator: ", ") + ". " + source + "</p>\n"
  }

  private func propertyTable(_ set: ComponentSet, descriptions: [String: String]) -> String {
    var html = "<div class=\"sp-property-set\" data-set=\"\(Escape.html(set.name))\">\n"
    html += "<p class=\"sp-properties-head\"><strong class=\"sp-set-name\">\(Escape.html(set.name))</strong> — "
    html += Escape.html(set.variantCountText) + "."
    if !set.isPublished {
      html += " <span class=\"sp-unpublished\">Unpublished: the name starts with “\(Escape.html(String(set.name.prefix(1))))”, so Figma keeps it out of the library.</span>"
    }
    html += " " + Escape.html(set.provenanceText)
    if let url = set.provenance.figmaURL {
      html += " <a class=\"sp-figma-link\" href=\"\(Escape.html(url))\">Open in Figma</a>"
    }
    html += "</p>\n"
    if !set.description.isEmpty {
      html += "<p class=\"sp-set-description\">\(Escape.html(set.description))</p>\n"
    }
    // Figma has no property descriptions; the column appears when the block gives some.
    let described = set.properties.contains { descriptions[Self.descriptionKey(set.name, $0.name)] != nil }
    html += "<table class=\"sp-properties-table\">\n"
    html += "<thead><tr><th scope=\"col\">Property</th><th scope=\"col\">Type</th><th scope=\"col\">Options</th>"
    html += (described ? "<th scope=\"col\">Description</th>" : "") + "</tr></thead>\n<tbody>\n"
    for property in set.properties {
      html += "<tr class=\"sp-property-\(property.kind.rawValue.lowercased().replacingOccurrences(of: "_", with: "-"))\">"
      html += "<th scope=\"row\">\(Escape.html(property.name))</th>"
      html += "<td>\(Escape.html(property.kind.displayName))</td>"
      html += "<td>\(optionsCell(property))</td>"
      if described {
        html += "<td>\(HTML.inlineCode(descriptions[Self.descriptionKey(set.name, property.name)] ?? ""))</td>"
      }
      html += "</tr>\n"
    }
    html += "</tbody>\n</table>\n</div>\n"
    return html
  }

  private func optionsCell(_ property: ComponentProperty) -> String {
    func option(_ text: String, isDefault: Bool) -> String {
      isDefault
        ? "<span class=\"sp-option sp-option-default\">\(Escape.html(text)) <span class=\"sp-default-mark\">(default)</span></span>"
        : "<span class=\"sp-option\">\(Escape.html(text))</span>"
    }
    switch property.kind {
    case .variant, .boolean:
      return property.displayOptions.map { option($0, isDefault: $0 == property.defaultValue.text) }
        .joined(separator: ", ")
    case .text:
      return option("“" + property.defaultValue.text + "”", isDefault: true)
    case .instanceSwap:
      var cell = option(property.defaultComponentName ?? property.defaultValue.text, isDefault: true)
      if !property.preferredValues.isEmpty {
        cell += "; preferred: " + property.preferredValues.map { option($0.name ?? $0.key, isDefault: false) }
          .joined(separator: ", ")
      }
      return cell
    }
  }

  static func descriptionKey(_ set: String, _ property: String) -> String { set + "\u{1F}" + property }

  /// Reads `describe` lines into descriptions keyed by set and property.
  private func readDescriptions(
    _ body: String, fence: SourceLocation, sets: [ComponentSet], diagnostics: inout [Diagnostic]
  ) -> [String: String] {
    var descriptions: [String: String] = [:]
    var describedAt: [String: SourceLocation] = [:]
    for line in DirectiveBody.lines(body, fence: fence) {
      guard line.keyword == "describe" else {
        diagnostics.append(DirectiveBody.unknownKeyword(line, directive: "properties", known: ["describe"]))
        continue
      }
      guard let colon = line.rest.firstIndex(of: ":") else {
        diagnostics.append(
          .error(
            "a describe line needs ': ' before its text", at: line.location,
            hint: "write 'describe Optional: Adds (Optional) after the title'"))
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
      let matching = targets.filter { $0.property(named: propertyName) != nil }
      if matching.isEmpty {
        let known = targets.flatMap { $0.properties.map(\.name) }
        diagnostics.append(
          .error(
            "no listed component set has a property '\(propertyName)'", at: line.location,
            hint: Suggestion.hint(for: propertyName, in: known)
              ?? (target.contains("/") ? "name one set as 'Set / Property' with spaces around the slash" : nil)))
        continue
      }
      for set in matching {
        let name = set.property(named: propertyName)!.name
        let key = Self.descriptionKey(set.name, name)
        if let earlier = describedAt[key] {
          diagnostics.append(
            Diagnostic(
              .warning, "'\(name)' of '\(set.name)' is described twice; the later line wins", at: line.location,
              notes: [Diagnostic(.note, "the first description is here", at: earlier)]))
        }
        descriptions[key] = text
        describedAt[key] = line.location
      }
    }
    return descriptions
  }

  /// `{{figma input-field}}` → a link to the set in Figma, named "input-field — <file name>"
  /// (plain text when the file key is unknown).
  package func renderFigmaLink(argument: String, at location: SourceLocation) -> FigmaRendered {
    switch componentSet(named: argument.trimmingSpaces, at: location) {
    case .failure(let error):
      return FigmaRendered(html: "", diagnostics: [error])
    case .success(let set):
      let text = Escape.html(set.name + " — " + set.provenance.fileName)
      let html =
        set.provenance.figmaURL.map { "<a class=\"sp-figma-link\" href=\"\(Escape.html($0))\">\(text)</a>" }
        ?? "<span class=\"sp-figma-source\">\(text)</span>"
      return FigmaRendered(html: html, reads: [set.name])
    }
  }

  /// `{{variants Text Input}}` → `30`: the number of published variants.
  package func renderVariantCount(argument: String, at location: SourceLocation) -> FigmaRendered {
    let name = argument.trimmingSpaces
    switch componentSet(named: name, at: location) {
    case .success(let set):
      return FigmaRendered(html: String(set.matrix.count), reads: [set.name])
    case .failure(let error):
      return FigmaRendered(html: "", diagnostics: [error])
    }
  }
}
