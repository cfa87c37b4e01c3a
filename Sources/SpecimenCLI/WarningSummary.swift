import SpecimenCore

/// How build and check print warnings as text: the warnings about a token export (every
/// `tokens.*` kind, `directive.token-unresolved`, a table row of a token such a warning left
/// without a value, and `json5.duplicate-key-replaced`, a key a JSON5 token file writes twice)
/// and the accessibility audit's failures (`accessibility.*`, one per variant
/// and context) as one line per kind, at the first place, with the count and the first
/// message; every other diagnostic as it is. `--verbose`, and the JSON and GitHub formats, keep
/// one record per problem.
enum WarningSummary {
  /// Whether warnings of this kind are summarised: they describe a token export as its tool
  /// writes it, hundreds at a time, one fix for all.
  static func isSummarised(_ id: Diagnostic.ID) -> Bool {
    id.rawValue.hasPrefix("tokens.") || id.rawValue == "directive.token-unresolved"
      || id.rawValue == "json5.duplicate-key-replaced"
      || id.rawValue.hasPrefix("accessibility.")
  }

  /// The diagnostics to print: a summarised kind with more than one warning becomes one
  /// diagnostic at its first warning's place, the others left out. Order is kept. Linear.
  static func summarised(_ diagnostics: [Diagnostic]) -> [Diagnostic] {
    // Each diagnostic's severity and kind are read in place: only those printed are copied.
    diagnostics.withUnsafeBufferPointer { all in
      var counts: [Diagnostic.ID: Int] = [:]
      for index in all.indices where all[index].severity == .warning && isSummarised(all[index].id) {
        counts[all[index].id, default: 0] += 1
      }
      var printed = Set<Diagnostic.ID>()
      var out: [Diagnostic] = []
      out.reserveCapacity(diagnostics.count)
      for index in all.indices {
        guard all[index].severity == .warning, let count = counts[all[index].id], count > 1 else {
          out.append(all[index])
          continue
        }
        guard printed.insert(all[index].id).inserted else { continue }
        var line = all[index]
        line.message =
          "\(count) × \(line.id): \(line.message) (first of \(count); --verbose lists every one)"
        line.notes = []
        out.append(line)
      }
      return out
    }
  }

  /// `, 212 silenced by site.yml's diagnostics:` for the summary line; empty when none were.
  static func silencedPhrase(_ silenced: [Diagnostic.ID: Int]) -> String {
    let total = silenced.values.reduce(0, +)
    guard total > 0 else { return "" }
    return " (\(total) silenced by site.yml's diagnostics:)"
  }
}
