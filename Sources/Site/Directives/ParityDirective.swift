import Figma
import Foundation
import Parity
import SpecimenCore

/// ```` ```parity input-field ````: for each listed Figma component set, a table per code
/// component it is tied to (by Code Connect, site.yml's `parity:`, or a shared name): every
/// property, option and default, matched, only in Figma, only in code or different, with both
/// values. The differences are warnings of the build itself (`specimen check`), once per site.
struct ParityDirective: Directive {
  let name = "parity"
  let summary = "design ↔ code parity of component sets: parity input-field"
  let readsOnlySiteData = true

  func render(_ invocation: DirectiveInvocation, context: PageContext) -> DirectiveResult {
    Self.render(
      context.site.data.parity, figma: context.site.data.figma, arguments: invocation.arguments,
      body: invocation.body, at: invocation.location, pageTitle: context.page.title)
  }

  static func render(
    _ reports: [ParityReport], figma: FigmaLibrary, arguments: String, body: String, at fence: SourceLocation,
    pageTitle: String? = nil
  ) -> DirectiveResult {
    var result = DirectiveResult()
    for line in DirectiveBody.lines(body, fence: fence) {
      result.diagnostics.append(DirectiveBody.unknownKeyword(line, directive: "parity", known: []))
    }
    let names = DirectiveBody.names(
      arguments, block: "parity", naming: "component set", example: figma.exampleSetName(pageTitle: pageTitle),
      at: fence, id: .parityDirectiveNoSet,
      into: &result.diagnostics)
    for name in names {
      guard let set = figma.componentSet(named: name, at: fence, into: &result.diagnostics) else { continue }
      result.reads.componentSets.insert(SetName(set.name))
      let matching = reports.filter { $0.setName == set.name }
      if matching.isEmpty {
        result.diagnostics.error(
          "nothing ties the component set '\(set.name)' to a code component", at: fence,
          hint:
            "add a Code Connect file to site.yml's props:, or pair them: parity: [{figma: \(set.name), code: \(set.name.filter { !$0.isWhitespace })}]",
          id: .parityDirectiveUntied)
        continue
      }
      for report in matching {
        if let component = report.component { result.reads.codeComponents.insert(CodeComponentName(component)) }
        table(report, into: &result.html)
      }
    }
    return result
  }

  static func basisText(_ report: ParityReport) -> String {
    switch report.basis {
    case .codeConnect(let path, let language):
      "\(language.rawValue), from the Code Connect file \((path as NSString).lastPathComponent)"
    case .siteConfiguration: "paired in site.yml"
    case .names: "paired by name"
    }
  }

  static func table(_ report: ParityReport, into html: inout HTML) {
    let code = report.component ?? "HTML"
    html.element("div", ["class": .theme(.parity), "data-set": report.setName, "data-component": code]) { html in
      html.newline()
      html.element("p", ["class": .theme(.parityHead)]) { head in
        head.element("strong", text: report.setName)
        head.text(" ↔ ")
        head.element("code", text: code)
        if let source = report.codeSource {
          head.text(" from ")
          head.element("code", text: source)
        }
        if !report.restriction.isEmpty {
          head.text(" for " + report.restriction.map { "\($0.property)=\($0.value)" }.joined(separator: ", "))
        }
        head.text(" (" + basisText(report) + "). " + summary(report))
      }
      html.newline()
      // What disagrees shows; what agrees folds under a count, to be opened, never dropped.
      let differing = report.rows.filter { $0.status != .matched }
      let agreeing = report.rows.filter { $0.status == .matched }
      let label = "\(report.setName) and \(code)"
      if !differing.isEmpty || agreeing.isEmpty {
        rows(differing, label: label, into: &html)
      }
      if !agreeing.isEmpty {
        html.element("details", ["class": .theme(.parityAgreeing)]) { details in
          details.element("summary", text: Prose.count(agreeing.count, "matching row"))
          rows(agreeing, label: label + ", matching rows", into: &details)
        }
        html.newline()
      }
    }
    html.newline()
  }

  /// A table of parity rows: both sides and the result.
  static func rows(_ rows: [ParityRow], label: String, into html: inout HTML) {
    let columns = ["Figma", "Code", "Result"].map { HTML.columnHeading($0) }
    html.table(.parityTable, attributes: ["aria-label": label], columns: columns) { body in
      for row in rows {
        let classes = [row.status.rowClass] + (row.isFlagged ? [.parityFlagged] : [])
        body.row(["class": .theme(classes)]) { cells in
          cells.element("td") { side(row.figmaName, row.figmaValue, subject: row.subject, into: &$0) }
          cells.element("td") { side(row.codeName, row.codeValue, subject: row.subject, into: &$0) }
          cells.element("td") { cell in
            cell.element("span", ["class": .theme(.parityStatus)], text: row.status.rawValue)
            if let note = row.note {
              cell.text(" — ")
              cell.textWithCode(note)
            }
          }
        }
      }
    }
    html.newline()
  }

  static func summary(_ report: ParityReport) -> String {
    var parts: [String] = []
    for status in [ParityRow.Status.matched, .onlyInFigma, .onlyInCode, .different] {
      let count = report.rows.count { $0.status == status }
      if count > 0 { parts.append("\(count) \(status.rawValue)") }
    }
    let flagged = report.flaggedCount
    return (parts.isEmpty ? "Nothing to compare" : parts.joined(separator: ", "))
      + (flagged > 0 ? "; \(Prose.count(flagged, "difference")) to resolve." : ".")
  }

  /// One side of a row: the name, then the value: `type` Variant: …, `type` = `otp`.
  static func side(_ name: String?, _ value: String?, subject: ParityRow.Subject, into cell: inout HTML) {
    guard name != nil || value != nil else {
      cell.element("span", ["class": .theme(.propNone)], text: "—")
      return
    }
    if subject == .default { cell.text("default of ") }
    if let name { cell.element("code", text: name) }
    guard let value else {
      if subject == .default { cell.text(" = none") }
      return
    }
    switch subject {
    case .option, .default, .mapping:
      cell.text(name == nil ? "" : " = ")
      cell.element("code", text: value)
    case .property:
      cell.text(name == nil ? "" : " ")
      cell.element("span", ["class": .theme(.parityValue)], text: value)
    }
  }
}

extension ParityRow.Status {
  /// The class of a parity row with this status.
  fileprivate var rowClass: ThemeClass {
    switch self {
    case .matched: .parityMatched
    case .onlyInFigma: .parityOnlyInFigma
    case .onlyInCode: .parityOnlyInCode
    case .different: .parityDifferent
    }
  }
}
