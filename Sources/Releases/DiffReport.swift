import SpecimenCore

/// A diff written out: plain text for the terminal, Markdown for release notes, JSON for tools.
/// Sections come in a fixed order and entries sorted, so the same two versions give the same bytes.
package enum DiffReport {
  package enum Format: String, CaseIterable, Sendable {
    case text, md, json
  }

  package static func render(_ diff: SiteDiff, from: String, to: String, as format: Format) -> String {
    switch format {
    case .text: return lines(diff, from: from, to: to, markdown: false)
    case .md: return lines(diff, from: from, to: to, markdown: true)
    case .json: return json(diff, from: from, to: to)
    }
  }

  /// `(Light · iOS, Dark · iOS)` after an entry that changed in some contexts only.
  static func contexts(_ names: [String]) -> String { names.isEmpty ? "" : " (\(names.joined(separator: ", ")))" }

  static func lines(_ diff: SiteDiff, from: String, to: String, markdown: Bool) -> String {
    var out: [String] = []
    let heading = { (text: String) in out.append(markdown ? "\n## \(text)" : "\n\(text)") }
    let group = { (title: String, items: [String]) in
      guard !items.isEmpty else { return }
      out.append(markdown ? "\n**\(title)** (\(items.count))\n" : "  \(title) (\(items.count))")
      for item in items { out.append(markdown ? "- \(item)" : "    \(item)") }
    }
    let code = { (text: String) in markdown ? "`\(text)`" : text }
    out.append(markdown ? "# What changed from \(from) to \(to)" : "What changed from \(from) to \(to)")
    if diff.isEmpty {
      out.append(markdown ? "\nNothing in the data changed." : "  nothing in the data changed")
      return out.joined(separator: "\n") + "\n"
    }
    if diff.isBreaking {
      out.append(
        markdown
          ? "\n> **Breaking:** tokens, sets, properties or variants that code may name were removed."
          : "  breaking: tokens, sets, properties or variants that code may name were removed")
    }
    let tokens = diff.tokens
    if !tokens.isEmpty {
      heading("Tokens")
      group("added", tokens.added.map { "\(code($0.name)) \($0.type) \($0.value)" })
      group("removed", tokens.removed.map { "\(code($0.name)) \($0.type) \($0.value)" })
      group(
        "renamed (same type, value and description under a new path)",
        tokens.renamed.map { "\(code($0.from)) → \(code($0.to))" })
      group(
        "re-pointed",
        tokens.repointed.map { "\(code($0.name)): \(code($0.from)) → \(code($0.to))\(contexts($0.contexts))" })
      group("changed", tokens.changed.map { "\(code($0.name)): \($0.from) → \($0.to)\(contexts($0.contexts))" })
    }
    let sets = diff.sets
    if !sets.isEmpty {
      heading("Component sets")
      group("added", sets.added.map(code))
      group("removed", sets.removed.map(code))
      for change in sets.changed {
        var items: [String] = []
        items += change.addedProperties.map { "property \(code($0)) added" }
        items += change.removedProperties.map { "property \(code($0)) removed" }
        items += change.changedOptions.map {
          "\(code($0.property)) options \($0.from.joined(separator: ", ")) → \($0.to.joined(separator: ", "))"
        }
        items += change.changedDefaults.map { "\(code($0.property)) default \($0.from) → \($0.to)" }
        items += change.addedVariants.map { "variant \($0) added" }
        items += change.removedVariants.map { "variant \($0) removed" }
        group(change.name, items)
      }
    }
    if !diff.geometry.isEmpty {
      heading("Geometry")
      let bySet = Dictionary(grouping: diff.geometry, by: \.set)
      for set in bySet.keys.sorted() {
        let changes = (bySet[set] ?? []).sorted { $0.variant < $1.variant }
        group(set, changes.map { "\($0.variant.isEmpty ? set : code($0.variant)): \($0.summary)" })
      }
    }
    let pages = diff.pages
    if !pages.isEmpty {
      heading("Pages")
      group("added", pages.added.map(code))
      group("removed", pages.removed.map(code))
      group("retitled", pages.retitled.map { "\(code($0.path)): \($0.from) → \($0.to)" })
    }
    return out.joined(separator: "\n") + "\n"
  }

  static func json(_ diff: SiteDiff, from: String, to: String) -> String {
    DiffReportJSON(diff, from: from, to: to).text
  }
}
