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
    func string(_ text: String) -> String { JSONWriter.quote(text) }
    func strings(_ items: [String]) -> String { "[" + items.map(string).joined(separator: ", ") + "]" }
    func object(_ pairs: [(String, String)]) -> String {
      "{" + pairs.map { "\(string($0.0)): \($0.1)" }.joined(separator: ", ") + "}"
    }
    func list(_ items: [String], indent: String) -> String {
      items.isEmpty ? "[]" : "[\n" + items.map { indent + "  " + $0 }.joined(separator: ",\n") + "\n" + indent + "]"
    }
    let t = diff.tokens
    let tokens = [
      (
        "added",
        list(
          t.added.map { object([("name", string($0.name)), ("type", string($0.type)), ("value", string($0.value))]) },
          indent: "    ")
      ),
      (
        "removed",
        list(
          t.removed.map {
            object([("name", string($0.name)), ("type", string($0.type)), ("value", string($0.value))])
          }, indent: "    ")
      ),
      ("renamed", list(t.renamed.map { object([("from", string($0.from)), ("to", string($0.to))]) }, indent: "    ")),
      (
        "repointed",
        list(
          t.repointed.map {
            object([
              ("name", string($0.name)), ("from", string($0.from)), ("to", string($0.to)),
              ("contexts", strings($0.contexts)),
            ])
          }, indent: "    ")
      ),
      (
        "changed",
        list(
          t.changed.map {
            object([
              ("name", string($0.name)), ("from", string($0.from)), ("to", string($0.to)),
              ("contexts", strings($0.contexts)),
            ])
          }, indent: "    ")
      ),
    ]
    let sets = [
      ("added", strings(diff.sets.added)),
      ("removed", strings(diff.sets.removed)),
      (
        "changed",
        list(
          diff.sets.changed.map { change in
            object([
              ("name", string(change.name)),
              ("addedProperties", strings(change.addedProperties)),
              ("removedProperties", strings(change.removedProperties)),
              (
                "changedOptions",
                "["
                  + change.changedOptions.map {
                    object([("property", string($0.property)), ("from", strings($0.from)), ("to", strings($0.to))])
                  }.joined(separator: ", ") + "]"
              ),
              (
                "changedDefaults",
                "["
                  + change.changedDefaults.map {
                    object([("property", string($0.property)), ("from", string($0.from)), ("to", string($0.to))])
                  }.joined(separator: ", ") + "]"
              ),
              ("addedVariants", strings(change.addedVariants)),
              ("removedVariants", strings(change.removedVariants)),
            ])
          }, indent: "    ")
      ),
    ]
    func change(_ value: ValueChange?) -> String {
      value.map { object([("from", string($0.from)), ("to", string($0.to))]) } ?? "null"
    }
    let geometry = list(
      diff.geometry.sorted { ($0.set, $0.variant) < ($1.set, $1.variant) }.map { variant in
        object([
          ("set", string(variant.set)), ("variant", string(variant.variant)), ("frame", change(variant.frame)),
          (
            "layers",
            "["
              + variant.layers.map {
                object([
                  ("layer", string($0.layer)), ("change", string($0.kind.rawValue)),
                  ("position", change($0.position)), ("size", change($0.size)), ("fill", change($0.fill)),
                ])
              }.joined(separator: ", ") + "]"
          ),
        ])
      }, indent: "  ")
    let pages = [
      ("added", strings(diff.pages.added)),
      ("removed", strings(diff.pages.removed)),
      (
        "retitled",
        "["
          + diff.pages.retitled.map {
            object([("path", string($0.path)), ("from", string($0.from)), ("to", string($0.to))])
          }.joined(separator: ", ") + "]"
      ),
    ]
    func block(_ pairs: [(String, String)]) -> String {
      "{\n" + pairs.map { "    \(string($0.0)): \($0.1)" }.joined(separator: ",\n") + "\n  }"
    }
    return """
      {
        "from": \(string(from)),
        "to": \(string(to)),
        "breaking": \(diff.isBreaking),
        "tokens": \(block(tokens)),
        "componentSets": \(block(sets)),
        "geometry": \(geometry),
        "pages": \(block(pages))
      }

      """
  }
}
