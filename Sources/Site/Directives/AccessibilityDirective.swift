import Accessibility
import Geometry
import SpecimenCore

/// ```` ```accessibility Toggle ````: the component's audit at a glance, one badge for AA and
/// one for AAA, then every finding in a folded table (findings alike but for the variant share
/// a row). ```` ```accessibility A, B ````: several sets as one table of badges, a row each,
/// and their findings in one folded table. ```` ```accessibility ```` with no set: every
/// component's status, the overview.
struct AccessibilityDirective: Directive {
  let name = "accessibility"
  let summary =
    "the accessibility audit of a component's drawings: accessibility Toggle, or accessibility A, B (no set: every component)"
  let readsOnlySiteData = true

  func render(_ invocation: DirectiveInvocation, context: PageContext) -> DirectiveResult {
    let data = context.site.data
    guard let geometry = data.geometry else {
      return .failure(
        .error(
          "accessibility audits the drawings of component sets, and this site has none", at: invocation.location,
          hint: "add geometry models under content/geometry, or a Figma file whose sets publish their node trees",
          id: .directiveAccessibilityNeedsDrawings))
    }
    var result = DirectiveResult()
    if let page = context.site.configuration.chrome?.entry(.background)?.token {
      result.reads.tokens.insert(TokenName(page))
    }
    let set = invocation.arguments.trimmingSpaces
    guard !set.isEmpty else {
      let components = Self.byComponent(data.auditFindings(context.site.configuration))
      for component in components {
        result.reads.models.insert(SetName(component.name))
        result.reads.tokens.formUnion(
          geometry.tokensRead(set: component.name, includingInstances: true).map { TokenName($0) })
      }
      // Each component links its own page's accessibility section.
      let sections = AccessibilitySections.find(in: context.site, excluding: context.pageNumber)
      var links: [String: String] = [:]
      for component in components {
        guard let place = sections[component.name] else { continue }
        let target = context.site.pages[place.page]
        result.reads.pages.insert(PagePath(target.relativePath))
        links[component.name] =
          RelativeURL.between(context.page.url, target.url) + (place.anchor.map { "#" + URLText.component($0) } ?? "")
      }
      Self.overview(components, links: links, into: &result.html)
      return result
    }
    // Commas separate sets, as in every directive's list; a set whose name holds one is quoted.
    var seen: Set<String> = []
    let sets = DirectiveBody.names(set).filter { seen.insert($0).inserted }
    var diagnostics: [Diagnostic] = []
    for name in sets where !geometry.canDraw(name) {
      diagnostics.append(
        .error(
          "no drawn component set named '\(name)'", at: invocation.location,
          hint: Suggestion.hint(for: name, in: geometry.drawableSetNames) ?? "name a set a model or Figma draws",
          id: .directiveAccessibilityUnknownSet))
    }
    if !diagnostics.isEmpty { return DirectiveResult(diagnostics: Diagnostics(diagnostics)) }
    for name in sets {
      result.reads.models.insert(SetName(name))
      result.reads.tokens.formUnion(geometry.tokensRead(set: name, includingInstances: true).map { TokenName($0) })
    }
    let findings = data.auditFindings(context.site.configuration, only: Set(sets))
    if sets.count == 1 {
      Self.component(sets[0], findings, into: &result.html)
    } else {
      // In the order the page names them, whatever order the audit ran in.
      let found = Dictionary(grouping: findings, by: \.component)
      let components = sets.map { ComponentStatus(name: $0, findings: found[$0] ?? []) }
      Self.components(components, into: &result.html)
    }
    return result
  }

  struct ComponentStatus {
    var name: String
    var findings: [AccessibilityFinding]
  }

  static func byComponent(_ findings: [AccessibilityFinding]) -> [ComponentStatus] {
    var order: [ComponentStatus] = []
    var index: [String: Int] = [:]
    for finding in findings {
      if let i = index[finding.component] {
        order[i].findings.append(finding)
      } else {
        index[finding.component] = order.count
        order.append(ComponentStatus(name: finding.component, findings: [finding]))
      }
    }
    return order
  }

  /// "✓ AA: passes", "✕ AA: 3 failures": the rows of the findings table that fail at the level,
  /// so a problem alike in every context counts once, as the table shows it once. AAA counts
  /// the rows of its own criteria, said to come on top of AA's when AA fails too ("✕ AAA: 1
  /// failure beyond AA"); an AA failure fails AAA as well, so its badge is marked failing then
  /// even with none of its own. The mark tells the two apart at a glance without colour; it is
  /// not read out, the words say the same. The level leads in bold, and a failure at AAA, the
  /// level few products claim, is marked as such so the theme can show it as a warning rather
  /// than an AA failure.
  static func badge(_ level: AccessibilityLevel, _ rows: [Row], into html: inout HTML) {
    let failing = rows.filter { $0.finding.result == .fail }
    let belowLevel = failing.filter { $0.finding.level < level }.count
    let own = failing.filter { $0.finding.level == level }.count
    let fails = belowLevel + own > 0
    let classes: [ThemeClass] =
      !fails
      ? [.a11yBadge, .a11yPass] : level == .aaa ? [.a11yBadge, .a11yFail, .a11yBadgeAAA] : [.a11yBadge, .a11yFail]
    let words: String
    switch (own, belowLevel) {
    case (0, 0): words = "passes"
    case (_, 0): words = failures(own)
    case (0, _): words = "none beyond AA"
    default: words = failures(own) + " beyond AA"
    }
    html.element("span", ["class": .theme(classes)]) { badge in
      badge.element("span", ["class": .theme(.a11yMark), "aria-hidden": "true"], text: fails ? "✕" : "✓")
      badge.text(" ")
      badge.element("span", ["class": .theme(.a11yBadgeLevel)], text: level.rawValue)
      badge.text(": " + words)
    }
  }

  static func failures(_ count: Int) -> String { "\(count) failure\(count == 1 ? "" : "s")" }

  /// The table's rows by result: what the fold lists, so the two agree.
  static func counts(_ rows: [Row]) -> String {
    let exempt = rows.filter { $0.finding.result == .exempt }.count
    let unknown = rows.filter { $0.finding.result == .unknown }.count
    return "\(rows.count) finding\(rows.count == 1 ? "" : "s"), \(exempt) exempt, \(unknown) cannot tell"
  }

  /// What the audit says of drawings it found nothing to measure in: no badge says they pass.
  static let nothingToMeasure =
    "Nothing to measure: the drawings have no text, control boundary, target or focus ring for the audit to check."

  static func component(_ set: String, _ findings: [AccessibilityFinding], into html: inout HTML) {
    html.element("div", ["class": .theme(.a11y), "data-set": set]) { block in
      block.newline()
      // Passing badges over no checks at all (an icon, a logo, a divider) would claim what no
      // measurement shows.
      guard !findings.isEmpty else {
        block.element("p", ["class": .theme(.a11yStatus)], text: nothingToMeasure)
        block.newline()
        return
      }
      let rows = groupedRows(findings)
      block.element("p", ["class": .theme(.a11yStatus)]) { status in
        badge(.aa, rows, into: &status)
        status.text(" ")
        badge(.aaa, rows, into: &status)
        status.text(" ")
        status.element("span", ["class": .theme(.a11yCounts)], text: counts(rows))
      }
      block.newline()
      findingsFold([(nil, rows)], into: &block)
    }
    html.newline()
  }

  /// Several sets in one block: a row of badges and counts each, then one fold holding each
  /// set's findings as a table of its own, captioned with its name.
  static func components(_ components: [ComponentStatus], into html: inout HTML) {
    html.element("div", ["class": .theme(.a11y), "data-sets": components.map(\.name).joined(separator: ", ")]) {
      block in
      block.newline()
      // Each set's findings grouped once, for its badges and its table.
      let grouped = components.map { (name: $0.name, rows: groupedRows($0.findings)) }
      statusTable(grouped, into: &block)
      findingsFold(grouped.map { ($0.name, $0.rows) }, into: &block)
    }
    html.newline()
  }

  /// The findings folded, a table per set (captioned when it names one), failures first;
  /// nothing when there are none.
  static func findingsFold(_ sets: [(name: String?, rows: [Row])], into block: inout HTML) {
    let tables = sets.filter { !$0.rows.isEmpty }
    guard !tables.isEmpty else { return }
    let count = tables.map(\.rows.count).reduce(0, +)
    block.element("details", ["class": .theme(.a11yDetails)]) { details in
      details.element("summary") { summary in
        summary.text(sets.count > 1 ? "Findings by set, variant and context " : "Findings by variant and context ")
        summary.element("span", ["class": .theme(.a11yRowCount)], text: "\(count) row\(count == 1 ? "" : "s")")
      }
      details.newline()
      for table in tables {
        let caption = table.name.map { "\($0): \(table.rows.count) row\(table.rows.count == 1 ? "" : "s")" }
        // A component of one variant, or a site of one context, gets no column that would stay empty.
        let shown = Columns(
          variants: table.rows.contains { $0.variants.contains { !$0.isEmpty } },
          context: table.rows.contains { !$0.finding.contextLabel.isEmpty })
        // A check's contexts: the touch targets' platforms are no themes.
        var contexts: [AccessibilityCheck: Set<String>] = [:]
        for row in table.rows { contexts[row.finding.check, default: []].formUnion(row.contexts) }
        details.table(
          .a11yTable, caption: caption, columns: shown.headings.map { HTML.columnHeading($0) }
        ) { body in
          for row in table.rows {
            write(row, shown, contexts: contexts[row.finding.check]?.count ?? 0, into: &body)
          }
        }
      }
    }
    block.newline()
  }

  /// Findings that differ only in their variant, as one row listing the variants; rows that
  /// differ only in their context, as one row listing the contexts.
  typealias Row = ContextGroup

  static func groupedRows(_ findings: [AccessibilityFinding]) -> [Row] {
    let rows = ContextGroup.grouping(VariantGroup.grouping(findings))
    // Failures first, then what cannot be told, then the rest, each in the audit's order.
    let rank: [AccessibilityResult: Int] = [.fail: 0, .unknown: 1, .exempt: 2, .pass: 3]
    return rows.enumerated().sorted { a, b in
      let (x, y) = (rank[a.element.finding.result] ?? 3, rank[b.element.finding.result] ?? 3)
      return x != y ? x < y : a.offset < b.offset
    }.map(\.element)
  }

  /// A row's contexts as its cell says them: each, up to three; past that "All 6 contexts" when
  /// the row holds in every context its check was made in, else how many.
  static func contextCell(_ row: Row, of contexts: Int) -> String {
    guard row.contexts.count > 3 else { return row.contexts.joined(separator: "; ") }
    return row.contexts.count == contexts ? "All \(contexts) contexts" : "\(row.contexts.count) contexts"
  }

  /// Which of the optional columns a findings table has.
  struct Columns {
    var variants: Bool
    var context: Bool

    var headings: [String] {
      ["Result", "Criterion", "Layer", "Measured", "Needs"] + (variants ? ["Variants"] : [])
        + (context ? ["Context"] : []) + ["Why"]
    }
  }

  static func write(_ row: Row, _ shown: Columns, contexts: Int, into body: inout HTML) {
    let finding = row.finding
    body.row(["class": .theme(finding.result.rowClass)]) { cells in
      cells.element("td", text: finding.result.rawValue)
      cells.element("td") { cell in
        cell.text("\(finding.criterion) ")
        cell.element("span", ["class": .theme(.a11yLevel)], text: finding.level.rawValue)
      }
      cells.element("td") { cell in
        if let layer = finding.layer { cell.element("code", text: layer) }
      }
      cells.element("td") { cell in
        if let foreground = finding.foreground, let background = finding.background {
          cell.element("code", text: foreground)
          cell.text(" on ")
          cell.element("code", text: background)
          if let ratio = finding.formattedRatio { cell.text(" " + ratio) }
        } else if let width = finding.width, let height = finding.height {
          cell.text("\(NumberFormat.number(width)) × \(NumberFormat.number(height))")
        }
      }
      cells.element("td") { cell in
        if let required = finding.required {
          cell.text(NumberFormat.number(required) + (finding.check == .targetSize ? "" : ":1"))
        }
      }
      if shown.variants {
        cells.element(
          "td", text: row.variants.count > 6 ? "\(row.variants.count) variants" : row.variants.joined(separator: "; "))
      }
      if shown.context { cells.element("td", text: contextCell(row, of: contexts)) }
      cells.element("td", text: finding.reason ?? "")
    }
  }

  /// Every component's badges and counts: the answer to "which components pass?"; each name
  /// links to where `links` says its own findings are.
  static func overview(_ components: [ComponentStatus], links: [String: String] = [:], into html: inout HTML) {
    statusTable(components.map { ($0.name, groupedRows($0.findings)) }, links: links, into: &html)
  }

  /// A row per component: its name (a link where `links` has one), its AA and AAA badges, its
  /// counts, from its grouped rows.
  static func statusTable(
    _ components: [(name: String, rows: [Row])], links: [String: String] = [:], into html: inout HTML
  ) {
    html.table(
      .a11yOverview, columns: ["Component", "AA", "AAA", "Findings"].map { HTML.columnHeading($0) }
    ) { body in
      for (name, rows) in components {
        body.row { cells in
          if let link = links[name] {
            cells.element("th", ["scope": "row"]) { $0.element("a", ["href": link], text: name) }
          } else {
            cells.element("th", ["scope": "row"], text: name)
          }
          cells.element("td") { badge(.aa, rows, into: &$0) }
          cells.element("td") { badge(.aaa, rows, into: &$0) }
          cells.element("td", text: counts(rows))
        }
      }
    }
    html.newline()
  }
}

extension AccessibilityResult {
  /// The class of a findings row with this result.
  fileprivate var rowClass: ThemeClass {
    switch self {
    case .pass: .a11yRowPass
    case .fail: .a11yRowFail
    case .exempt: .a11yRowExempt
    case .unknown: .a11yRowUnknown
    }
  }
}
