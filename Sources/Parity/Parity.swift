import CodeProps
import Figma
import SpecimenCore

/// One Figma component set compared with one code component.
package struct ParityReport: Sendable, Hashable {
  package var setName: String
  /// The code component; nil for an HTML mapping, which names none.
  package var component: String?
  package var basis: Basis
  /// `type=otp`: the variants this comparison is limited to (a Code Connect `variant`).
  package var restriction: [CodeConnection.VariantRestriction]
  package var rows: [ParityRow]
  /// The file of the code side when several sources describe the component (a web component's
  /// manifest and its React wrapper's docgen output), each compared on its own; nil with one.
  package var codeSource: String?
  package var codeFormat: PropsFormat?

  package enum Basis: Sendable, Hashable {
    /// A Code Connect file maps the set to the component.
    case codeConnect(path: String, language: CodeConnection.Language)
    /// site.yml's `parity:` pairs them.
    case siteConfiguration
    /// Their names are the same.
    case names
  }

  package var flaggedCount: Int { rows.count { $0.isFlagged } }
}

/// One row of a parity table: a property, an option or a default, with both sides' values.
package struct ParityRow: Sendable, Hashable {
  package enum Status: String, Sendable, Hashable {
    case matched
    case onlyInFigma = "only in Figma"
    case onlyInCode = "only in code"
    case different
  }
  package enum Subject: String, Sendable, Hashable {
    case property, option, `default`, mapping
  }

  package var subject: Subject
  package var status: Status
  /// The Figma property (for an option row, the property the option belongs to).
  package var figmaName: String?
  package var figmaValue: String?
  package var codeName: String?
  package var codeValue: String?
  /// Why a difference is expected (event handler, deprecated, lives in OtpInput, accepted).
  package var note: String?
  /// Whether the row is a difference to warn about.
  package var isFlagged: Bool
  package var id: Diagnostic.ID
  /// Where the difference can be fixed: the Code Connect line, the site.yml pairing.
  package var location: SourceLocation?
  var hint: String?

  /// The names an `accept:` entry matches: the property or prop, or `property=option`.
  var acceptKeys: [String] {
    var keys: [String] = []
    if subject == .option, let property = figmaName ?? codeName {
      if let value = figmaValue ?? codeValue { keys.append(property + "=" + value) }
      if let codeName, let value = codeValue { keys.append(codeName + "=" + value) }
    } else {
      keys += [figmaName, codeName].compactMap { $0 }
    }
    return keys
  }
}

/// Design ↔ code parity: every set a Code Connect mapping, a site.yml pairing or a shared name
/// ties to a code component, property by property, option by option, and defaults.
package enum Parity {
  package static func reports(
    figma: FigmaLibrary, props: PropsLibrary, pairings: [ParityPairing], into diagnostics: inout Diagnostics
  ) -> [ParityReport] {
    var reports: [ParityReport] = []
    var usedAccepts: Set<SourceLocation> = []
    let sets = figma.componentSets
    // Pairings that name a set or component the site does not have.
    for pairing in pairings {
      if !sets.contains(where: { $0.name == pairing.figma }) {
        diagnostics.warning(
          "site.yml pairs the component set '\(pairing.figma)', which no Figma snapshot has", at: pairing.location,
          hint: Suggestion.hint(for: pairing.figma, in: sets.map(\.name)), id: .parityPairingUnknown)
      }
      if let code = pairing.code, props.component(named: code) == nil {
        diagnostics.warning(
          "site.yml pairs the code component '\(code)', which no props source describes", at: pairing.location,
          hint: Suggestion.hint(for: code, in: props.components.map(\.name)), id: .parityPairingUnknown)
      }
    }
    // Sets by node id and components by normalised name, looked up once per set and mapping.
    let setsByNode = Dictionary(grouping: sets, by: \.nodeID)
    let connectionsByNode = Dictionary(grouping: props.connections) { $0.nodeID ?? "" }
    var componentsByName: [String: CodeComponent] = [:]
    for component in props.components where componentsByName[normalized(component.name)] == nil {
      componentsByName[normalized(component.name)] = component
    }
    func ties(_ connection: CodeConnection, _ set: ComponentSet) -> Bool {
      set.nodeID == connection.nodeID
        && (connection.fileKey == nil || set.provenance.fileKey == nil || connection.fileKey == set.provenance.fileKey)
    }
    let nodedConnections = props.connections.filter { $0.nodeID != nil }
    if sets.isEmpty, let first = nodedConnections.first {
      // Without a Figma file nothing can be checked: said once, not once per mapping.
      diagnostics.warning(
        nodedConnections.count == 1
          ? "the site has no Figma file, so its Code Connect mapping cannot be checked"
          : "the site has no Figma file, so its \(nodedConnections.count) Code Connect mappings cannot be checked",
        at: first.location, hint: "name the Figma file in site.yml: figma: [{file: figma/….json, key: …}]",
        id: .parityNoFigma)
    }
    for connection in nodedConnections where !sets.isEmpty {
      let matches = (setsByNode[connection.nodeID ?? ""] ?? []).contains { ties(connection, $0) }
      if !matches {
        diagnostics.warning(
          "Code Connect maps the node \(connection.nodeID ?? ""), which is no component set of the Figma snapshots",
          at: connection.location, hint: "check the node-id of the URL, or add the file's snapshot to site.yml",
          id: .parityMappingUnknownNode)
      }
    }
    for set in sets {
      var comparisons: [Comparison] = []
      let connections = (connectionsByNode[set.nodeID] ?? []).filter { ties($0, set) }
      let mains = connections.filter { $0.variant.isEmpty }
      let restricted = connections.filter { !$0.variant.isEmpty }
      for main in mains {
        // Restricted mappings of the same language route their options to other components.
        let routes = restricted.filter { $0.language == main.language && $0.component != main.component }
        // An HTML mapping names no component; site.yml's pairing says which custom element it is.
        let component =
          main.component
          ?? pairings.first { $0.figma == set.name && $0.code != nil }?.code.map {
            props.component(named: $0)?.name ?? $0
          }
        comparisons.append(
          Comparison(
            component: component, connection: main, routes: routes,
            basis: .codeConnect(path: main.path, language: main.language)))
      }
      for other in restricted
      where !mains.contains(where: { $0.component == other.component && $0.language == other.language }) {
        comparisons.append(
          Comparison(
            component: other.component, connection: other, routes: [],
            basis: .codeConnect(path: other.path, language: other.language)))
      }
      if comparisons.isEmpty {
        for pairing in pairings where pairing.figma == set.name {
          if let code = pairing.code {
            comparisons.append(
              Comparison(
                component: props.component(named: code)?.name ?? code, connection: nil, routes: [],
                basis: .siteConfiguration))
          }
        }
      }
      if comparisons.isEmpty,
        let component = componentsByName[normalized(set.name)]
      {
        comparisons.append(Comparison(component: component.name, connection: nil, routes: [], basis: .names))
      }
      for comparison in comparisons {
        let pairing =
          pairings.first { pairing in
            pairing.figma == set.name
              && pairing.code.map { props.component(named: $0)?.name ?? $0 } == comparison.component
              && comparison.component != nil
          }
          ?? pairings.first { $0.figma == set.name && $0.code == nil }
        let descriptions = codeSides(comparison, in: props)
        for code in descriptions.isEmpty ? [nil] : descriptions.map(Optional.some) {
          var report = compare(set, comparison, code: code, pairing: pairing)
          if descriptions.count > 1, let code {
            report.codeSource = code.fileName
            report.codeFormat = code.format
          }
          accept(&report, pairing: pairing, used: &usedAccepts)
          for row in report.rows where row.isFlagged {
            diagnostics.append(
              .warning(
                message(row, report: report), at: row.location ?? pairing?.location ?? set.location,
                hint: hint(row), id: row.id))
          }
          reports.append(report)
        }
      }
    }
    for pairing in pairings {
      for accepted in pairing.accepted where !usedAccepts.contains(accepted.location) {
        diagnostics.warning(
          "site.yml accepts '\(accepted.text)' for \(pairing.figma), which is no difference",
          at: accepted.location, hint: "remove it; the parity table lists every difference", id: .parityAcceptUnused)
      }
    }
    return reports
  }

  struct Comparison {
    var component: String?
    var connection: CodeConnection?
    var routes: [CodeConnection]
    var basis: ParityReport.Basis
  }

  /// The descriptions of the comparison's code component to compare with: a React or HTML
  /// mapping with the descriptions of its kind when there are any (docgen output for React, the
  /// manifest for HTML), every source's otherwise.
  static func codeSides(_ comparison: Comparison, in props: PropsLibrary) -> [CodeComponent] {
    guard let name = comparison.component else { return [] }
    let all = props.descriptions(named: name)
    guard all.count > 1, let language = comparison.connection?.language else { return all }
    let kind = all.filter { ($0.format == .customElements) == (language == .html) }
    return kind.isEmpty ? all : kind
  }

  static func normalized(_ name: String) -> String {
    String(name.lowercased().unicodeScalars.filter { CharacterSetLike.isAlphanumeric($0) }.map(Character.init))
  }

  static func accept(_ report: inout ParityReport, pairing: ParityPairing?, used: inout Set<SourceLocation>) {
    guard let pairing else { return }
    for index in report.rows.indices where report.rows[index].isFlagged {
      let keys = report.rows[index].acceptKeys
      if let accepted = pairing.accepted.first(where: { keys.contains($0.text) }) {
        report.rows[index].isFlagged = false
        report.rows[index].note = [report.rows[index].note, "accepted in site.yml"].compactMap { $0 }.joined(
          separator: "; ")
        used.insert(accepted.location)
      }
    }
  }

  static func message(_ row: ParityRow, report: ParityReport) -> String {
    let code =
      report.component.map { "the code's \($0)" + (report.codeSource.map { " (\($0))" } ?? "") }
      ?? "the HTML mapping"
    let set = "Figma's \(report.setName)"
    func quoted(_ text: String?) -> String { text.map { "'\($0)'" } ?? "none" }
    let prop = "\(code).\(row.codeName ?? "")"
    switch (row.subject, row.status) {
    case (.mapping, _):
      return row.note ?? "the Code Connect mapping of \(report.setName) names something the file does not have"
    case (.property, .onlyInFigma):
      return "\(set) has the property '\(row.figmaName ?? "")' (\(row.figmaValue ?? "")), which \(code) has no prop for"
    case (.property, .onlyInCode):
      return "\(code) has the prop '\(row.codeName ?? "")' (\(row.codeValue ?? "")), which \(set) has no property for"
    case (.option, .onlyInFigma):
      return
        "\(set) has the option \(row.figmaName ?? "")=\(row.figmaValue ?? ""), which \(prop) has no value for"
        + (row.note.map { " (\($0))" } ?? "")
    case (.option, _):
      return "\(prop) has the value \(quoted(row.codeValue)), which \(set)'s \(row.figmaName ?? "") has no option for"
    case (.default, _):
      return
        "\(set) defaults \(row.figmaName ?? "") to \(quoted(row.figmaValue)), \(prop) defaults to \(quoted(row.codeValue))"
    case (.property, _):
      return
        "\(set)'s \(row.figmaName ?? "") (\(row.figmaValue ?? "")) and \(prop) (\(row.codeValue ?? "")) differ"
        + (row.note.map { ": \($0)" } ?? "")
    }
  }

  /// How a difference is resolved, when the row does not say.
  static func hint(_ row: ParityRow) -> String? {
    if let hint = row.hint { return hint }
    switch row.subject {
    case .property, .option:
      return "map it in the Code Connect file, or accept it in site.yml: parity: [{figma: …, code: …, accept: […]}]"
    case .default, .mapping: return nil
    }
  }
}

/// The few character classes parity needs, without Foundation's CharacterSet.
enum CharacterSetLike {
  static func isAlphanumeric(_ scalar: Unicode.Scalar) -> Bool {
    scalar.properties.isAlphabetic || scalar.properties.numericType != nil
  }
}
