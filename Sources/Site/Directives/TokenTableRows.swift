import Figma
import SpecimenCore
import Tokens

/// The token table: one row per token, the name with its CSS variable, type and description
/// under it, then its value in each shown context side by side (equal neighbours share a cell),
/// each value with its alias chain folded under it. Tokens of one group sit under a heading row
/// that names the group once, instead of every row repeating it.
extension TokenTables {
  /// How a token table is laid out beyond its rows.
  struct TableLayout {
    /// Gathers each group's tokens together, in the order the groups first appear (a model's
    /// reading order means nothing to a reader); an author's list keeps its order.
    var gathersGroups = false
    /// Folds the table behind a summary that counts its tokens and contexts: nil shows it as
    /// is, false folds it open, true folds it closed.
    var folded: Bool? = nil
    /// A folded table's summary shows its colors (a group's table; a component's list of what it
    /// reads says it in its rows).
    var summarizesColors = false
  }

  /// A row's name is shown under its group's heading row when at least this many neighbours share it.
  static let smallestGroup = 2

  func table(
    names: [String], contexts shown: [TokenContext]? = nil, caption: String? = nil, at location: SourceLocation? = nil,
    ids: DeepLinkIDs = DeepLinkIDs(), layout: TableLayout = TableLayout()
  ) -> DirectiveResult {
    let columns = shown ?? columnOrder
    var result = DirectiveResult()
    result.markdown = markdown(names: names, columns: columns, caption: caption)
    // Columns an author chose stay side by side; the site's contexts that differ by a brand, a
    // size or a density show one of them at a time, under a picker.
    let picked = shown == nil ? pickedModifiers(columns) : []
    // Panels under a picker keep the export's order, so a row's id stays with the first context's
    // panel; a scale of them side by side reads in `columnOrder`.
    func panelsOf(_ columns: [TokenContext]) -> [([String], [TokenContext])] {
      system.grouped(columns) { context in picked.map { context.value(for: $0.name) ?? "" } }
    }
    let panels = panelsOf(shown ?? system.contexts)
    let table: HTML
    let shownCount: Int
    // The columns one table shows, for the fold's summary.
    var shownColumns = picked.isEmpty ? columns.count : panels.first?.1.count ?? 0
    // What the fold's summary says of them, when it is not a count.
    var spanned: String? = nil
    if columns.count > 1, Self.same(across: columns, names: names, in: system) {
      // Every token the same in every column: one column, whose heading says what it spans, not
      // a column of values beside columns that only repeat it.
      let every = everyPhrase(columns)
      let heading = every.map(Prose.capitalized) ?? "Value"
      (table, shownCount) = tableMarkup(
        names: names, columns: [columns[0]], labels: [heading], headings: [heading], caption: caption, at: location,
        ids: ids, layout: layout, into: &result)
      spanned = "the same in " + (every ?? "all \(columns.count) contexts")
    } else if picked.isEmpty {
      (table, shownCount) = tableMarkup(
        names: names, columns: columns, caption: caption, at: location, ids: ids, layout: layout, into: &result)
    } else if panels.count > 1, panels.allSatisfy({ Self.same(across: $0.1, names: names, in: system) }) {
      // The same in light and dark, different per size: the sizes side by side, at the first
      // scheme's context, as a scale reads.
      (table, shownCount) = tableMarkup(
        names: names, columns: panelsOf(columns).compactMap(\.1.first), caption: caption, at: location, ids: ids,
        layout: layout, into: &result)
      shownColumns = panels.count
    } else if !Self.differ(panels.map(\.1), names: names, in: system) {
      // The same in every brand: one table whose headings say so (`Light, every brand`).
      let every = picked.map { "every " + Self.title(of: $0).lowercased() }.joined(separator: " and ")
      // A stacked row on a phone labels its cells `Light` and `Dark`; the headings say the rest once.
      let headings = system.columnLabels(for: panels[0].1).map { $0 + ", " + every }
      (table, shownCount) = tableMarkup(
        names: names, columns: panels[0].1, headings: headings, caption: caption, at: location, ids: ids,
        layout: layout, into: &result)
    } else {
      // One table: a row the same in every panel once, a row that differs once per distinct
      // rendering, marked with the panels that show it.
      let (markup, count) = tableMarkup(
        names: names, columns: panels[0].1, caption: caption, at: location, ids: ids, layout: layout,
        panels: (picked, panels), into: &result)
      shownCount = count
      table = pickedPanels(picked, panels: panels, table: markup)
    }
    guard let folded = layout.folded else {
      result.html.append(table)
      result.html.newline()
      return result
    }
    // The summary says what the table holds before it is opened.
    let counts =
      Prose.count(shownCount, "token") + (spanned.map { ", " + $0 } ?? " in " + Prose.count(shownColumns, "context"))
    result.html.element("details", ["class": .theme(.tokenDetails), "open": folded ? nil : ""]) { details in
      details.element("summary") { summary in
        summary.element("span", ["class": .theme(.tokenDetailsTitle)], text: caption ?? "Tokens")
        summary.text(" ")
        summary.element("span", ["class": .theme(.tokenDetailsCount)], text: counts)
        if layout.summarizesColors {
          colorStrip(names: names, in: shown?.first ?? system.contexts.first ?? system.defaultContext, into: &summary)
        }
      }
      details.append(table)
    }
    result.html.newline()
    return result
  }

  /// The modifiers other than the colour scheme whose values differ between the columns, each
  /// shown one value at a time under a picker. A platform (contexts that read px in different
  /// units, pt and dp) stays side by side: comparing platforms is what its columns are for.
  func pickedModifiers(_ columns: [TokenContext]) -> [TokenModifier] {
    let scheme = system.colorScheme?.modifier
    return system.modifiers.filter { modifier in
      guard modifier.name != scheme, Set(columns.compactMap { $0.value(for: modifier.name) }).count > 1 else {
        return false
      }
      return Set(modifier.contexts.map { modifier.pixelUnits[$0] ?? "px" }).count == 1
    }
  }

  /// What columns that read the same span, for the one column that shows them: the two values
  /// of the one modifier they differ by (`Light and Dark`), else every value of each
  /// (`every color scheme and size`).
  /// Nil for the colour scheme's modifier alone with more than two values (SDS's `color`: SDS
  /// light, SDS dark, Brand B light), whose name is the collection's, not what its values are:
  /// "every color" would say the tokens are the same in every colour.
  func everyPhrase(_ columns: [TokenContext]) -> String? {
    let varying = system.modifiers.compactMap { modifier -> (TokenModifier, [String])? in
      var values: [String] = []
      for value in columns.compactMap({ $0.value(for: modifier.name) }) where !values.contains(value) {
        values.append(value)
      }
      return values.count > 1 ? (modifier, values) : nil
    }
    if varying.count == 1, let (modifier, values) = varying.first, values.count == 2 {
      return Prose.list(values.map { modifier.displayName(of: $0) })
    }
    if varying.count == 1, let (modifier, _) = varying.first, modifier.name == system.colorScheme?.modifier {
      return nil
    }
    guard !varying.isEmpty else { return "every context" }
    return "every " + Prose.list(varying.map { Self.title(of: $0.0).lowercased() })
  }

  /// Whether every token of the table reads the same in all of some columns.
  static func same(across columns: [TokenContext], names: [String], in system: TokenSystem) -> Bool {
    guard let first = columns.first else { return true }
    return names.allSatisfy { name in
      columns.dropFirst().allSatisfy { readsAlike(name, in: first, and: $0, system: system) }
    }
  }

  /// Whether any token of the table reads otherwise in one panel's columns than in the first's.
  static func differ(_ panels: [[TokenContext]], names: [String], in system: TokenSystem) -> Bool {
    guard let first = panels.first else { return false }
    return panels.dropFirst().contains { panel in
      names.contains { name in
        zip(panel, first).contains { !readsAlike(name, in: $0, and: $1, system: system) }
      }
    }
  }

  /// Whether a token's cell reads the same in two contexts: the same value through the same
  /// aliases in the same pixel unit, or no value in both. A token each context's own file defines
  /// alike (digdir's line heights, written once a size) is a different definition with the same
  /// reading, which a reader cannot tell apart.
  static func readsAlike(_ name: String, in a: TokenContext, and b: TokenContext, system: TokenSystem) -> Bool {
    let (first, second) = (system.resolve(name, in: a), system.resolve(name, in: b))
    guard let first, let second else { return first == nil && second == nil }
    if first == second { return a.pixelUnit == b.pixelUnit }
    return first.value == second.value && first.typeName == second.typeName && a.pixelUnit == b.pixelUnit
      && first.chain.map(\.label) == second.chain.map(\.label)
      && first.subReferences.map { [$0.field] + $0.chain.map(\.label) }
        == second.subReferences.map { [$0.field] + $0.chain.map(\.label) }
      && first.deviations.map(\.summary) == second.deviations.map(\.summary)
  }

  /// The table of every value of the picked modifiers under a picker (a labelled `select` per
  /// modifier, hidden until specimen.js shows it). Each value is a panel: an empty marker that
  /// holds its modifiers' values, in order, which rows that differ between the values name by
  /// position (`data-sp-context-panels="0 2"`). Choosing a value shows the rows of its panel and
  /// sets the modifier's attribute on the page, which tokens.css keys its values on. Without the
  /// script every row shows, those that differ each marked with the values it is for.
  private func pickedPanels(_ picked: [TokenModifier], panels: [([String], [TokenContext])], table: HTML) -> HTML {
    let scheme = system.colorScheme
    let attributes = picked.map { TokenSystem.attributeName($0.name, scheme: scheme) }
    return HTML { html in
      html.element("div", ["class": .theme(.contextPicked)]) { wrap in
        wrap.element("div", ["class": .theme(.contextPicker), "hidden": ""]) { picker in
          for (position, (modifier, attribute)) in zip(picked, attributes).enumerated() {
            picker.element("label") { label in
              label.element("span", ["class": .theme(.contextPickerName)], text: Self.title(of: modifier))
              label.text(" ")
              label.element("select", ["data-sp-context-attribute": attribute]) { select in
                var listed: Set<String> = []
                for (values, _) in panels where listed.insert(values[position]).inserted {
                  select.element(
                    "option", ["value": values[position]], text: modifier.displayName(of: values[position]))
                }
              }
            }
          }
        }
        for (values, _) in panels {
          var panelAttributes = MarkupAttributes()
          panelAttributes.add("class", .theme(.contextPanel))
          panelAttributes.add("hidden", "")
          panelAttributes.add("data-sp-context-attributes", attributes.joined(separator: " "))
          for (attribute, value) in zip(attributes, values) {
            panelAttributes.add("data-sp-context-" + attribute, value)
          }
          wrap.element("div", attributes: panelAttributes) { _ in }
        }
        wrap.append(table)
      }
    }
  }

  /// `brand` → `Brand`: a modifier named for a label.
  static func title(of modifier: TokenModifier) -> String {
    guard let first = modifier.name.first else { return modifier.name }
    return first.uppercased() + modifier.name.dropFirst()
  }

  /// A table of some columns, and how many rows it shows. With `panels` (the picked modifiers
  /// and each value's columns, the first's being `columns`), a row that reads the same in every
  /// panel is written once and one that differs once per distinct reading, each such row marked
  /// with the panels it is for; ids and problems are the first panel's.
  private func tableMarkup(
    names: [String], columns: [TokenContext], labels given: [String]? = nil, headings named: [String]? = nil,
    caption: String?,
    at location: SourceLocation?, ids: DeepLinkIDs?, layout: TableLayout,
    panels: (picked: [TokenModifier], panels: [([String], [TokenContext])])? = nil,
    into result: inout DirectiveResult
  ) -> (html: HTML, count: Int) {
    let labels = given ?? system.columnLabels(for: columns)
    var body = HTML()
    var shownCount = 0
    for group in Self.groups(of: names, gathering: layout.gathersGroups) {
      var rows: [HTML] = []
      for name in group.names {
        if let panels, panels.panels.count > 1 {
          rows += variantRows(
            name, panels: panels, labels: labels, prefix: group.prefix, at: location, ids: ids, into: &result)
        } else if let row = row(
          name, columns: columns, labels: labels, prefix: group.prefix, at: location, ids: ids, into: &result)
        {
          rows.append(row)
        }
      }
      if rows.isEmpty { continue }
      // A name's variant rows are one token.
      shownCount +=
        panels == nil
        ? rows.count
        : group.names.count(where: { name in
          columns.contains { system.resolve(name, in: $0) != nil || system.failure(of: name, in: $0) != nil }
        })
      if let prefix = group.prefix {
        body.row(["class": .theme(.tokenGroup)]) { row in
          row.element("th", ["scope": "rowgroup", "colspan": String(columns.count + 1)]) {
            $0.element("code", ["class": .theme(.tokenName)]) { $0.pathText(prefix + "/") }
          }
        }
      }
      for row in rows {
        body.append(row)
        body.newline()
      }
    }
    // The first column's heading has a class, so every table of a page can give it one width.
    let headings =
      [HTML.columnHeading("Token", class: .tokenHeading)] + (named ?? labels).map { HTML.columnHeading($0) }
    let table = HTML { html in
      formsNote(names: names, columns: columns, into: &html)
      html.element("div", ["class": .theme(.tokenTableWrap)]) { wrap in
        wrap.table(
          .tokenTable, attributes: ["data-values": allColors(names, in: columns) ? "color" : nil], caption: caption,
          columns: headings
        ) {
          $0.append(body)
        }
      }
    }
    return (table, shownCount)
  }

  /// Whether every token the table shows is a color: a phone lays such a table out as a
  /// compact list, a line of values under the contexts' names, which its head shows once.
  private func allColors(_ names: [String], in columns: [TokenContext]) -> Bool {
    var any = false
    for name in names {
      guard let token = columns.lazy.compactMap({ self.system.resolve(name, in: $0) }).first else { continue }
      guard case .color = token.value else { return false }
      any = true
    }
    return any
  }

  /// Forms outside DTCG 2025.10 with one clear reading (colors as strings, Tokens Studio's
  /// numbers, an earlier draft's dimensions) are how the tool that wrote the files writes them,
  /// not a fault of each value: said once above the table, each kind with how many of its tokens
  /// use it. A deviation that puts the value itself in doubt stays on its row.
  private func formsNote(names: [String], columns: [TokenContext], into html: inout HTML) {
    var counts: [DeviationKind: Int] = [:]
    for name in names {
      var kinds: Set<DeviationKind> = []
      for context in columns {
        guard let token = system.resolve(name, in: context) else { continue }
        for deviation in token.deviations where !deviation.kind.questionsValue { kinds.insert(deviation.kind) }
      }
      for kind in kinds { counts[kind, default: 0] += 1 }
    }
    let listed = DeviationKind.allCases.compactMap { kind in
      counts[kind].map { "\(kind.title) (\(Prose.count($0, "token")))" }
    }
    guard !listed.isEmpty else { return }
    html.element("p", ["class": .theme(.tokenForms)]) { note in
      note.text("Read as the tool that wrote them reads them, in forms DTCG 2025.10 does not name: ")
      note.text(listed.joined(separator: "; ") + ". ")
      note.element("code", text: "specimen tokens --lint")
      note.text(" lists each with its 2025.10 form.")
    }
  }

  /// The most colors a folded table's summary shows.
  static let stripLimit = 48

  /// A folded table of colors shows them in its summary, a strip of chips that follow the theme
  /// switch, so a reader sees the group before opening it. Decoration: the rows say each value.
  private func colorStrip(names: [String], in context: TokenContext, into html: inout HTML) {
    let colors = names.lazy.compactMap { name -> (TokenColor, String)? in
      guard let token = system.resolve(name, in: context), case .color(let color) = token.value else { return nil }
      return (color, token.cssVariable)
    }.prefix(Self.stripLimit)
    guard !colors.isEmpty else { return }
    html.element("span", ["class": .theme(.tokenStrip), "aria-hidden": "true"]) { strip in
      for (color, variable) in colors { TokenPreview.swatch(color, inline: true, cssVariable: variable, into: &strip) }
    }
  }

  /// Runs of names that share a group (all but the last `/` part); a run shorter than
  /// `smallestGroup` has no prefix, and its names are written whole.
  static func groups(of names: [String], gathering: Bool) -> [(prefix: String?, names: [String])] {
    func parent(_ name: String) -> String? {
      name.lastIndex(of: "/").map { String(name[..<$0]) }
    }
    var ordered = names
    if gathering {
      var order: [String?] = []
      var members: [String?: [String]] = [:]
      for name in names {
        let key = parent(name)
        if members[key] == nil { order.append(key) }
        members[key, default: []].append(name)
      }
      ordered = order.flatMap { members[$0] ?? [] }
    }
    var runs: [(prefix: String?, names: [String])] = []
    for name in ordered {
      let key = parent(name)
      if let last = runs.last, last.prefix == key {
        runs[runs.count - 1].names.append(name)
      } else {
        runs.append((key, [name]))
      }
    }
    // Short runs join their unprefixed neighbours.
    var merged: [(prefix: String?, names: [String])] = []
    for run in runs {
      let prefix = run.names.count >= smallestGroup ? run.prefix : nil
      if prefix == nil, let last = merged.last, last.prefix == nil {
        merged[merged.count - 1].names += run.names
      } else {
        merged.append((prefix, run.names))
      }
    }
    return merged
  }

  /// The rows of one name across the panels: one when every panel reads it the same (the same
  /// token, or the same failure, in each column with the same pixel unit), else one per distinct
  /// reading, marked with the positions of its panels and labelled with their values.
  private func variantRows(
    _ name: String, panels: (picked: [TokenModifier], panels: [([String], [TokenContext])]), labels: [String],
    prefix: String?, at location: SourceLocation?, ids: DeepLinkIDs?, into result: inout DirectiveResult
  ) -> [HTML] {
    struct Reading: Hashable {
      var tokens: [ResolvedToken?]
      var units: [String]
      var failed: [Bool]
    }
    var readings: [Reading] = []
    var members: [[Int]] = []
    for (index, panel) in panels.panels.enumerated() {
      let tokens = panel.1.map { system.resolve(name, in: $0) }
      let reading = Reading(
        tokens: tokens, units: panel.1.map(\.pixelUnit),
        failed: zip(tokens, panel.1).map { token, context in
          token == nil && system.failure(of: name, in: context) != nil
        })
      if let at = readings.firstIndex(of: reading) {
        members[at].append(index)
      } else {
        readings.append(reading)
        members.append([index])
      }
    }
    guard readings.count > 1 else {
      return row(
        name, columns: panels.panels[0].1, labels: labels, prefix: prefix, at: location, ids: ids, into: &result
      ).map { [$0] } ?? []
    }
    var rows: [HTML] = []
    for indices in members {
      let values = indices.map { index in
        zip(panels.picked, panels.panels[index].0).map { $0.displayName(of: $1) }.joined(separator: " · ")
      }
      let variant = Variant(
        panels: indices.map(String.init).joined(separator: " "), label: values.joined(separator: ", "))
      // The first panel's row keeps the id and reports; the others are read again quietly.
      var scratch = DirectiveResult()
      let first = indices.first == 0
      let made =
        first
        ? row(
          name, columns: panels.panels[0].1, labels: labels, prefix: prefix, at: location, ids: ids, variant: variant,
          into: &result)
        : row(
          name, columns: panels.panels[indices[0]].1, labels: labels, prefix: prefix, at: location, ids: nil,
          variant: variant, into: &scratch)
      if let made { rows.append(made) }
    }
    return rows
  }

  /// A row shown for some panels only: their positions, and their values for a reader without
  /// the script.
  struct Variant {
    var panels: String
    var label: String
  }

  /// The row of one name, or nil for a name that is no token (reported into `result`).
  private func row(
    _ name: String, columns: [TokenContext], labels: [String], prefix: String?, at location: SourceLocation?,
    ids: DeepLinkIDs?, variant: Variant? = nil, into result: inout DirectiveResult
  ) -> HTML? {
    let tokens = columns.map { system.resolve(name, in: $0) }
    let failures = zip(tokens, columns).compactMap { token, context in
      token == nil ? system.failure(of: name, in: context).map { (context, $0) } : nil
    }
    if let (_, failure) = failures.first {
      result.reads.tokens.insert(TokenName(failure.name))
      result.diagnostics.append(notResolved(failure, in: failures.map(\.0), of: columns, at: location))
    }
    guard let first = tokens.compactMap({ $0 }).first else {
      if let (_, failure) = failures.first {
        return failedRow(
          failure, span: columns.count, prefix: prefix, id: ids?.token(failure.name), variant: variant)
      }
      result.diagnostics.append(contentsOf: unknown(name, at: location))
      return nil
    }
    result.reads.tokens.insert(TokenName(first.name))
    return row(
      first, tokens: tokens, columns: columns, labels: labels, prefix: prefix, id: ids?.token(first.name),
      variant: variant)
  }

  /// A variant row's label under its name, which a reader without the script reads.
  private func variantLabel(_ variant: Variant?, into html: inout HTML) {
    guard let variant else { return }
    html.element("span", ["class": .theme(.contextRowLabel)], text: variant.label)
  }

  /// A row the table cannot fill is an error of the page too, so `specimen check` names the
  /// table as well as the token.
  private func notResolved(
    _ failure: TokenFailure, in failed: [TokenContext], of columns: [TokenContext], at location: SourceLocation?
  ) -> Diagnostic {
    let contexts = failed.count == columns.count ? "" : " in " + failed.map(\.name).joined(separator: ", ")
    // A token a lenient load left out (a value no tool reads) is the warning it was reported as.
    return Diagnostic(
      failure.error.severity == .warning ? .warning : .error,
      "the token table shows \(failure.name), which does not resolve\(contexts)", at: location,
      hint: "fix the error reported at the token",
      notes: [
        Diagnostic(
          .note, "\(failure.name): \(failure.reason)", at: failure.error.location, id: .directiveTokenUnresolved)
      ], id: .directiveTokenUnresolved)
  }

  /// The name, whole; under a group heading the group part is kept for screen readers, copying
  /// and search, and hidden from sight (the heading row shows it).
  private func name(_ name: String, prefix: String?, into html: inout HTML) {
    html.element("code", ["class": .theme(.tokenName)]) { code in
      guard let prefix, name.hasPrefix(prefix + "/") else {
        code.pathText(name)
        return
      }
      code.element("span", ["class": .theme(.tokenPrefix)], text: prefix + "/")
      code.pathText(String(name.dropFirst(prefix.count + 1)))
    }
  }

  /// The name and why it has no value, across the value columns.
  private func failedRow(_ failure: TokenFailure, span: Int, prefix: String?, id: String?, variant: Variant?) -> HTML {
    HTML { html in
      html.element(
        "tr",
        [
          "id": id, "data-token": failure.name, "class": .theme(.tokenFailed),
          "data-sp-context-panels": variant?.panels,
        ]
      ) { row in
        row.element("th", ["scope": "row"]) {
          name(failure.name, prefix: prefix, into: &$0)
          variantLabel(variant, into: &$0)
        }
        row.element("td", ["class": .theme(.tokenError), "colspan": span > 1 ? String(span) : nil]) { cell in
          cell.element("strong", text: "Does not resolve: ")
          cell.text(failure.reason)
        }
      }
    }
  }

  private func row(
    _ first: ResolvedToken, tokens: [ResolvedToken?], columns: [TokenContext], labels: [String], prefix: String?,
    id: String?, variant: Variant?
  ) -> HTML {
    // What the row holds depends on the token, the columns and the group, not on the page: a
    // token many pages show (a shared spacing or colour) is written once.
    let cells = {
      rowCells(first, tokens: tokens, columns: columns, labels: labels, prefix: prefix, variant: variant)
    }
    let content =
      rows?.cells(
        of: first.name,
        table: TokenRowCache.Table(
          contexts: columns.map(\.name), labels: labels, prefix: prefix, variantLabel: variant?.label),
        make: cells) ?? cells()
    return HTML { html in
      html.element("tr", ["id": id, "data-token": first.name, "data-sp-context-panels": variant?.panels]) {
        $0.append(content)
      }
    }
  }

  /// A row's header and value cells.
  private func rowCells(
    _ first: ResolvedToken, tokens: [ResolvedToken?], columns: [TokenContext], labels: [String], prefix: String?,
    variant: Variant?
  ) -> HTML {
    HTML { row in
      // One copy affordance per value: the name cell copies the CSS variable, each value cell
      // its value (specimen.js adds the button).
      row.element("th", ["scope": "row", "data-copy": CSS.variable(first.cssVariable)]) { header in
        name(first.name, prefix: prefix, into: &header)
        variantLabel(variant, into: &header)
        header.element("span", ["class": .theme(.tokenMeta)]) { meta in
          meta.element("span", ["class": .theme(.tokenVar)], text: first.cssVariable)
          meta.text(" · ")
          meta.element("span", ["class": .theme(.tokenType)], text: first.typeName)
        }
        // Beside the name, so it shows at every width.
        nonStandardNote(tokens, into: &header)
        description(first, into: &header)
      }
      // Neighbouring contexts with the same value share one cell. A cell depends on the token
      // and the context's pixel unit only, so contexts that share both share one rendering.
      var made: [(token: ResolvedToken, unit: String, cell: HTML)] = []
      let cells = zip(tokens, columns).map { token, context -> HTML in
        guard let token else {
          let missing = system.failure(of: first.name, in: context) == nil ? "not defined" : "does not resolve"
          return HTML { $0.element("span", ["class": .theme(.missing)], text: missing) }
        }
        if let found = made.first(where: { $0.token == token && $0.unit == context.pixelUnit }) { return found.cell }
        var cell = TokenPreview.cell(token, context)
        chainDisclosure(token, context, into: &cell)
        made.append((token, context.pixelUnit, cell))
        return cell
      }
      var i = 0
      while i < cells.count {
        var span = 1
        while i + span < cells.count, cells[i + span] == cells[i] { span += 1 }
        // Stacked on a narrow screen, each cell is labelled by its column (the CSS reads data-label);
        // a value shared by neighbours says so, in words, on a phone and to a screen reader alike.
        // A table of one value column names it once, in its heading: the same name beside every
        // value would be noise.
        let same = span > 1 ? system.sharedLabel(for: Array(columns[i..<(i + span)]), among: columns) : nil
        let label = columns.count > 1 ? same ?? labels[i] : nil
        let copy = tokens[i].map { TokenPreview.copyText($0.value) }
        row.element(
          "td",
          [
            "class": .theme(.tokenValue), "colspan": span > 1 ? String(span) : nil, "data-label": label,
            "data-copy": copy,
          ]
        ) { cell in
          if let same { cell.element("span", ["class": .theme(.tokenSame)], text: same) }
          cell.append(cells[i])
        }
        i += span
      }
    }
  }

  /// The description in a smaller line under the name, with a deprecation and Figma's code syntax.
  private func description(_ token: ResolvedToken, into html: inout HTML) {
    let text = token.description ?? ""
    // Read from the token's `$extensions` each time it is asked for: once here.
    let figma = token.figma
    guard !text.isEmpty || token.deprecation != nil || figma != nil else { return }
    html.element("div", ["class": .theme(.tokenDescription)]) { line in
      if case .deprecated(let reason)? = token.deprecation {
        line.element("span", ["class": .theme(.deprecated)], text: "Deprecated" + (reason.map { ": " + $0 } ?? ""))
        line.text(" ")
      }
      line.text(text)
      if let figma { figmaNote(figma, into: &line) }
    }
  }

  /// A Figma variable's code syntax per platform, and whether it is left out of the published library.
  private func figmaNote(_ figma: FigmaVariableMetadata, into html: inout HTML) {
    guard !figma.codeSyntax.isEmpty || figma.hiddenFromPublishing || figma.remote else { return }
    html.element("ul", ["class": .theme(.figmaVariable)]) { list in
      for (platform, code) in figma.codeSyntax {
        list.element("li") { item in
          item.element("span", ["class": .theme(.field)], text: platform)
          item.text(" ")
          item.element("code", text: code)
        }
      }
      if figma.hiddenFromPublishing { list.element("li", text: "hidden from publishing") }
      if figma.remote { list.element("li", text: "from another library") }
    }
  }

  /// "non-standard", opening to what each context's value does outside DTCG 2025.10 that puts
  /// the value in doubt, and how to write it in 2025.10 terms: the docs show the team what to fix.
  private func nonStandardNote(_ tokens: [ResolvedToken?], into html: inout HTML) {
    var seen: Set<String> = []
    let questioned = tokens.compactMap { $0 }.flatMap(\.deviations).filter(\.kind.questionsValue)
    let notes = questioned.compactMap { deviation -> String? in
      let text = deviation.summary + (deviation.diagnostic.hint.map { " — \($0)" } ?? "")
      return seen.insert(text).inserted ? text : nil
    }
    guard !notes.isEmpty else { return }
    html.element("details", ["class": .theme(.nonstandard)]) { details in
      details.element("summary", text: "non-standard")
      details.element("ul") { list in
        for note in notes { list.element("li", text: note) }
      }
    }
  }

  /// An alias's target with the parts before its last two in a span of their own, which a
  /// phone's compact list of colors leaves out (`gray/100` of `@color_primitives/gray/100`).
  private func aliasName(_ name: String, into html: inout HTML) {
    let parts = name.split(separator: "/", omittingEmptySubsequences: false)
    guard parts.count > 2 else {
      html.pathText(name)
      return
    }
    html.element("span", ["class": .theme(.aliasGroup)]) { $0.pathText(parts.dropLast(2).joined(separator: "/") + "/") }
    html.pathText(parts.suffix(2).joined(separator: "/"))
  }

  private func steps(_ chain: [ChainStep], value: String?, into html: inout HTML) {
    html.element("ol", ["class": .theme(.chain)]) { list in
      for step in chain {
        list.element("li") { item in
          item.element("code", ["class": .theme(.tokenName)]) { $0.pathText(step.name) }
          if let pointer = step.pointer {
            item.text(" ")
            item.element("span", ["class": .theme(.pointer)], text: pointer)
          }
        }
      }
      if let value { list.element("li", ["class": .theme(.chainValue)], text: value) }
    }
  }

  /// Under a value, folded: what the token refers to ("alias of colors/gray/300", "2 references"),
  /// opening to the whole chain, which ends on the value in the context's words, so a row says
  /// "4 pt" in one unit throughout. A literal value has no chain to show.
  private func chainDisclosure(_ token: ResolvedToken, _ context: TokenContext, into html: inout HTML) {
    guard token.isAlias || !token.subReferences.isEmpty else { return }
    html.element("details", ["class": .theme(.tokenChain)]) { details in
      details.element("summary") { summary in
        if token.isAlias {
          summary.text("alias of ")
          summary.element("code", ["class": .theme(.tokenName)]) { aliasName(token.chain[1].name, into: &$0) }
        } else {
          summary.text(Prose.count(token.subReferences.count, "reference"))
        }
      }
      if token.isAlias || token.subReferences.isEmpty {
        steps(token.chain, value: token.subReferences.isEmpty ? summary(token, context) : nil, into: &details)
      }
      for sub in token.subReferences {
        details.element("div", ["class": .theme(.subchain)]) { div in
          div.element("span", ["class": .theme(.field)], text: TokenSystem.fieldLabel(token.type, sub.field))
          steps(sub.chain, value: nil, into: &div)
        }
      }
    }
  }
}
