import SpecimenCore

/// site.yml's `diagnostics:`: an identifier mapped to `error`, `warning` or `ignore`, as linters
/// configure their rules. `error` makes a warning of that kind fail the build; `warning` keeps it
/// a warning (under `--strict` too, which makes the others errors); `ignore` leaves it out of the
/// report, counted in the summary line. A problem reported as an error stays one: lowering or
/// ignoring it is refused where it is reported, with a note at the setting.
package struct DiagnosticSettings: Sendable, Equatable {
  package enum Level: String, Sendable, CaseIterable {
    case error, warning, ignore
  }

  package struct Entry: Sendable, Equatable {
    package var id: Diagnostic.ID
    package var level: Level
    package var location: SourceLocation?
  }

  package var entries: [Entry] = []

  package init(entries: [Entry] = []) { self.entries = entries }

  /// Reads `diagnostics:`: a mapping of declared identifiers to levels. An unknown identifier
  /// or level is an error at its line, with the closest declared name or level.
  static func read(_ node: Node, into diagnostics: inout Diagnostics) -> DiagnosticSettings? {
    guard let pairs = node.entries else {
      diagnostics.error(
        "diagnostics must map identifiers to error, warning or ignore, found \(node.kindDescription)",
        at: node.location, hint: "diagnostics: {tokens.deviation.color-string: ignore}", id: .diagnosticsInvalid)
      return nil
    }
    let declared = Set(DeclaredDiagnosticIDs.all)
    var settings = DiagnosticSettings()
    for pair in pairs {
      guard declared.contains(pair.key) else {
        diagnostics.error(
          "diagnostics names '\(pair.key)', which is no diagnostic identifier", at: pair.keyLocation,
          hint: Suggestion.hint(for: pair.key, in: DeclaredDiagnosticIDs.all)
            ?? "the identifiers are listed in docs/ARCHITECTURE.md, Diagnostics; --diagnostics-format json prints each problem's",
          id: .diagnosticsUnknownID)
        continue
      }
      guard let text = pair.value.string, let level = Level(rawValue: text) else {
        let written = pair.value.string ?? pair.value.kindDescription
        diagnostics.error(
          "diagnostics.\(pair.key) is '\(written)'; a level is error, warning or ignore", at: pair.value.location,
          hint: Suggestion.hint(for: written, in: Level.allCases.map(\.rawValue)) ?? "write error, warning or ignore",
          id: .diagnosticsInvalid)
        continue
      }
      settings.entries.append(Entry(id: Diagnostic.ID(pair.key), level: level, location: pair.value.location))
    }
    return settings
  }

  /// The level set for `id`, the last setting winning.
  package func level(of id: Diagnostic.ID) -> Entry? { entries.last { $0.id == id } }

  /// `diagnostics` with the settings applied: the ignored left out and counted by identifier,
  /// the raised made errors; an error a setting would lower or ignore is kept, with a note at
  /// the setting (once per identifier, at its first such error, a refusal error too).
  package func apply(to diagnostics: [Diagnostic]) -> (kept: [Diagnostic], silenced: [Diagnostic.ID: Int]) {
    guard !entries.isEmpty else { return (diagnostics, [:]) }
    // The last setting of an identifier wins; one lookup per diagnostic.
    let levels = Dictionary(entries.map { ($0.id, $0) }, uniquingKeysWith: { _, last in last })
    var kept: [Diagnostic] = []
    var silenced: [Diagnostic.ID: Int] = [:]
    var refused = Set<Diagnostic.ID>()
    kept.reserveCapacity(diagnostics.count)
    for diagnostic in diagnostics {
      guard let entry = levels[diagnostic.id] else {
        kept.append(diagnostic)
        continue
      }
      switch (diagnostic.severity, entry.level) {
      case (.error, .warning), (.error, .ignore):
        kept.append(diagnostic)
        if refused.insert(diagnostic.id).inserted {
          kept.append(
            Diagnostic(
              .error,
              "diagnostics sets \(diagnostic.id) to \(entry.level.rawValue), but it is an error here (this build "
                + "cannot go on with it), so it is not \(entry.level == .ignore ? "ignored" : "lowered")",
              at: entry.location,
              hint: "fix the problem it reports, or remove the setting",
              id: .diagnosticsRefused))
        }
      case (.warning, .ignore):
        silenced[diagnostic.id, default: 0] += 1
      case (.warning, .error):
        var raised = diagnostic
        raised.severity = .error
        kept.append(raised)
      default:
        kept.append(diagnostic)
      }
    }
    return (kept, silenced)
  }
}
