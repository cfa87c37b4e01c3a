import Accessibility
import Geometry
import SpecimenCore

/// ```` ```accessibility Toggle ````: the component's audit at a glance, one badge for AA and
/// one for AAA, then every finding in a folded table (findings alike but for the variant share
/// a row). ```` ```accessibility ```` with no set: every component's status, the overview.
struct AccessibilityDirective: Directive {
  let name = "accessibility"
  let summary = "the accessibility audit of a component's drawings: accessibility Toggle (no set: every component)"
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
      Self.overview(components, into: &result.html)
      return result
    }
    guard geometry.canDraw(set) else {
      return .failure(
        .error(
          "no drawn component set named '\(set)'", at: invocation.location,
          hint: Suggestion.hint(for: set, in: geometry.drawableSetNames) ?? "name a set a model or Figma draws",
          id: .directiveAccessibilityUnknownSet))
    }
    result.reads.models.insert(SetName(set))
    result.reads.tokens.formUnion(geometry.tokensRead(set: set, includingInstances: true).map { TokenName($0) })
    let findings = data.auditFindings(context.site.configuration, only: [set])
    Self.component(set, findings, into: &result.html)
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

  /// "AA: passes", "AA: 3 failures": failures of the level's own criteria and the levels below.
  static func badge(_ level: AccessibilityLevel, _ findings: [AccessibilityFinding], into html: inout HTML) {
    let failures = findings.filter { $0.level <= level && $0.result == .fail }.count
    html.element(
      "span", ["class": "sp-a11y-badge " + (failures == 0 ? "sp-a11y-pass" : "sp-a11y-fail")],
      text: "\(level.rawValue): " + (failures == 0 ? "passes" : "\(failures) failure\(failures == 1 ? "" : "s")"))
  }

  static func counts(_ findings: [AccessibilityFinding]) -> String {
    let exempt = findings.filter { $0.result == .exempt }.count
    let unknown = findings.filter { $0.result == .unknown }.count
    return "\(findings.count) finding\(findings.count == 1 ? "" : "s"), \(exempt) exempt, \(unknown) cannot tell"
  }

  static func component(_ set: String, _ findings: [AccessibilityFinding], into html: inout HTML) {
    html.element("div", ["class": "sp-a11y", "data-set": set]) { block in
      block.newline()
      block.element("p", ["class": "sp-a11y-status"]) { status in
        badge(.aa, findings, into: &status)
        status.text(" ")
        badge(.aaa, findings, into: &status)
        status.text(" ")
        status.element("span", ["class": "sp-a11y-counts"], text: counts(findings))
      }
      block.newline()
      guard !findings.isEmpty else { return }
      let rows = groupedRows(findings)
      block.element("details", ["class": "sp-a11y-details"]) { details in
        details.element("summary") { summary in
          summary.text("Findings by variant and context ")
          summary.element(
            "span", ["class": "sp-a11y-row-count"], text: "\(rows.count) row\(rows.count == 1 ? "" : "s")")
        }
        details.newline()
        details.table(
          ["class": "sp-a11y-table"],
          columns: ["Result", "Criterion", "Layer", "Measured", "Needs", "Variants", "Context", "Why"].map {
            HTML.columnHeading($0)
          }
        ) { body in
          for row in rows { write(row, into: &body) }
        }
      }
      block.newline()
    }
    html.newline()
  }

  /// Findings that differ only in their variant, as one row listing the variants.
  struct Row {
    var finding: AccessibilityFinding
    var variants: [String]
  }

  static func groupedRows(_ findings: [AccessibilityFinding]) -> [Row] {
    var rows: [Row] = []
    var index: [AccessibilityFinding: Int] = [:]
    for finding in findings {
      var key = finding
      key.variant = []
      key.location = nil
      if let i = index[key] {
        rows[i].variants.append(finding.variantLabel)
      } else {
        index[key] = rows.count
        rows.append(Row(finding: finding, variants: [finding.variantLabel]))
      }
    }
    // Failures first, then what cannot be told, then the rest, each in the audit's order.
    let rank: [AccessibilityResult: Int] = [.fail: 0, .unknown: 1, .exempt: 2, .pass: 3]
    return rows.enumerated().sorted { a, b in
      let (x, y) = (rank[a.element.finding.result] ?? 3, rank[b.element.finding.result] ?? 3)
      return x != y ? x < y : a.offset < b.offset
    }.map(\.element)
  }

  static func write(_ row: Row, into body: inout HTML) {
    let finding = row.finding
    body.row(["class": "sp-a11y-row-\(finding.result.rawValue)"]) { cells in
      cells.element("td", text: finding.result.rawValue)
      cells.element("td") { cell in
        cell.text("\(finding.criterion) ")
        cell.element("span", ["class": "sp-a11y-level"], text: finding.level.rawValue)
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
      cells.element(
        "td", text: row.variants.count > 6 ? "\(row.variants.count) variants" : row.variants.joined(separator: "; "))
      cells.element("td", text: finding.contextLabel)
      cells.element("td", text: finding.reason ?? "")
    }
  }

  /// Every component's badges and counts: the answer to "which components pass?".
  static func overview(_ components: [ComponentStatus], into html: inout HTML) {
    html.table(
      ["class": "sp-a11y-overview"], columns: ["Component", "AA", "AAA", "Findings"].map { HTML.columnHeading($0) }
    ) { body in
      for component in components {
        body.row { cells in
          cells.element("th", ["scope": "row"], text: component.name)
          cells.element("td") { badge(.aa, component.findings, into: &$0) }
          cells.element("td") { badge(.aaa, component.findings, into: &$0) }
          cells.element("td", text: counts(component.findings))
        }
      }
    }
    html.newline()
  }
}
