import Figma
import Geometry
import Site
import SpecimenCore
import Tokens

extension SiteDiff {
  /// Compares two loaded versions of a site, old first.
  package static func between(
    _ old: SiteData, pages oldPages: [PageSource], and new: SiteData, pages newPages: [PageSource]
  )
    -> SiteDiff
  {
    var diff = SiteDiff()
    if let oldTokens = old.tokens, let newTokens = new.tokens {
      diff.tokens = TokenChanges.between(oldTokens, newTokens)
    }
    diff.sets = SetChanges.between(old.figma, new.figma)
    diff.geometry = GeometryChange.between(old, new)
    diff.pages = PageChanges.between(oldPages, newPages)
    return diff
  }
}

extension TokenChanges {
  /// Contexts are matched by name (`Light · iOS`); tokens by path within each.
  static func between(_ old: TokenSystem, _ new: TokenSystem) -> TokenChanges {
    var changes = TokenChanges()
    let contexts = new.contexts.filter { context in old.contexts.contains { $0.name == context.name } }
    guard let first = contexts.first, let oldFirst = old.contexts.first(where: { $0.name == first.name }) else {
      return changes
    }
    let oldNames = Set(old.resolution(for: oldFirst).tokens.map(\.name))
    let newNames = Set(new.resolution(for: first).tokens.map(\.name))

    func entry(_ system: TokenSystem, _ context: TokenContext, _ name: String) -> TokenEntry? {
      system.resolve(name, in: context).map {
        TokenEntry(name: $0.name, type: $0.type.rawValue, value: $0.valueSummary)
      }
    }
    var added = newNames.subtracting(oldNames).sorted().compactMap { entry(new, first, $0) }
    var removed = oldNames.subtracting(newNames).sorted().compactMap { entry(old, oldFirst, $0) }

    // A removed and an added token alike in type, value and description in every context were
    // most likely renamed; only one-to-one matches count.
    func fingerprint(_ system: TokenSystem, _ name: String, contexts: [TokenContext]) -> String {
      contexts.map { context in
        system.resolve(name, in: context).map { "\($0.type.rawValue)|\($0.value.css)|\($0.description ?? "")" } ?? "-"
      }.joined(separator: "\n")
    }
    let oldContexts = contexts.compactMap { c in old.contexts.first { $0.name == c.name } }
    let removedPrints = Dictionary(grouping: removed.map(\.name)) { fingerprint(old, $0, contexts: oldContexts) }
    let addedPrints = Dictionary(grouping: added.map(\.name)) { fingerprint(new, $0, contexts: contexts) }
    for (print, names) in removedPrints.sorted(by: { $0.key < $1.key }) {
      guard names.count == 1, let targets = addedPrints[print], targets.count == 1 else { continue }
      changes.renamed.append(TokenRename(from: names[0], to: targets[0]))
    }
    let renamedFrom = Set(changes.renamed.map(\.from)), renamedTo = Set(changes.renamed.map(\.to))
    changes.renamed.sort { $0.from < $1.from }
    added.removeAll { renamedTo.contains($0.name) }
    removed.removeAll { renamedFrom.contains($0.name) }
    changes.added = added
    changes.removed = removed

    // Kept tokens: where the alias points and what the value is, per context.
    var repoints: [String: [ContextStep]] = [:]
    var values: [String: [ContextStep]] = [:]
    for name in oldNames.intersection(newNames).sorted() {
      for context in contexts {
        guard let oldContext = old.contexts.first(where: { $0.name == context.name }),
          let before = old.resolve(name, in: oldContext), let after = new.resolve(name, in: context)
        else { continue }
        let target = { (token: ResolvedToken) in token.chain.count > 1 ? token.chain[1].name : "a value" }
        if target(before) != target(after) {
          repoints[name, default: []].append(
            ContextStep(context: context.name, from: target(before), to: target(after)))
        }
        if before.value.css != after.value.css || before.type != after.type {
          var colors: ColorChange?
          if case .color(let a) = before.value, case .color(let b) = after.value {
            colors = ColorChange(from: a.css, to: b.css)
          }
          values[name, default: []].append(
            ContextStep(context: context.name, from: before.valueSummary, to: after.valueSummary, colors: colors))
        }
      }
    }
    let everywhere = contexts.map(\.name)
    func contextList(_ names: [String]) -> [String] { names == everywhere ? [] : names }
    for (name, steps) in repoints.sorted(by: { $0.key < $1.key }) {
      // One line per distinct move; contexts that moved the same way share it.
      for move in Dictionary(grouping: steps, by: { "\($0.from)\u{1F}\($0.to)" }).sorted(by: { $0.key < $1.key }) {
        let first = move.value[0]
        changes.repointed.append(
          TokenRepoint(name: name, from: first.from, to: first.to, contexts: contextList(move.value.map(\.context))))
      }
    }
    for (name, steps) in values.sorted(by: { $0.key < $1.key }) {
      for move in Dictionary(grouping: steps, by: { "\($0.from)\u{1F}\($0.to)" }).sorted(by: { $0.key < $1.key }) {
        let first = move.value[0]
        changes.changed.append(
          TokenValueChange(
            name: name, from: first.from, to: first.to, contexts: contextList(move.value.map(\.context)),
            colors: first.colors))
      }
    }
    return changes
  }
}

extension SetChanges {
  static func between(_ old: FigmaLibrary, _ new: FigmaLibrary) -> SetChanges {
    var changes = SetChanges()
    let oldNames = Set(old.setNames), newNames = Set(new.setNames)
    changes.added = newNames.subtracting(oldNames).sorted()
    changes.removed = oldNames.subtracting(newNames).sorted()
    for name in oldNames.intersection(newNames).sorted() {
      guard let before = old.componentSet(named: name), let after = new.componentSet(named: name) else { continue }
      var change = SetChange(name: name)
      let beforeProperties = Dictionary(before.properties.map { ($0.name, $0) }, uniquingKeysWith: { a, _ in a })
      let afterProperties = Dictionary(after.properties.map { ($0.name, $0) }, uniquingKeysWith: { a, _ in a })
      change.addedProperties = after.properties.map(\.name).filter { beforeProperties[$0] == nil }
      change.removedProperties = before.properties.map(\.name).filter { afterProperties[$0] == nil }
      for property in after.properties {
        guard let earlier = beforeProperties[property.name] else { continue }
        if earlier.displayOptions != property.displayOptions {
          change.changedOptions.append(
            OptionsChange(property: property.name, from: earlier.displayOptions, to: property.displayOptions))
        }
        if earlier.defaultValue.text != property.defaultValue.text {
          change.changedDefaults.append(
            DefaultChange(property: property.name, from: earlier.defaultValue.text, to: property.defaultValue.text))
        }
      }
      let beforeKeys = Set(before.publishedVariants.map { variantKey($0.values) })
      let afterKeys = Set(after.publishedVariants.map { variantKey($0.values) })
      change.addedVariants = after.publishedVariants.filter { !beforeKeys.contains(variantKey($0.values)) }
        .map { CombinationNamer.plainName($0.values) }
      change.removedVariants = before.publishedVariants.filter { !afterKeys.contains(variantKey($0.values)) }
        .map { CombinationNamer.plainName($0.values) }
      if !change.isEmpty { changes.changed.append(change) }
    }
    return changes
  }
}

extension PageChanges {
  static func between(_ old: [PageSource], _ new: [PageSource]) -> PageChanges {
    var changes = PageChanges()
    let oldByPath = Dictionary(old.map { ($0.relativePath, $0) }, uniquingKeysWith: { a, _ in a })
    let newByPath = Dictionary(new.map { ($0.relativePath, $0) }, uniquingKeysWith: { a, _ in a })
    changes.added = newByPath.keys.filter { oldByPath[$0] == nil }.sorted()
    changes.removed = oldByPath.keys.filter { newByPath[$0] == nil }.sorted()
    for path in newByPath.keys.sorted() {
      guard let before = oldByPath[path], let after = newByPath[path], before.title != after.title else { continue }
      changes.retitled.append(PageRetitle(path: path, from: before.title, to: after.title))
    }
    return changes
  }
}

/// A variant's values in a fixed order, so the same variant matches when a file lists its
/// properties in another order.
func variantKey(_ values: [VariantValue]) -> String {
  values.map { "\($0.property)=\($0.value)" }.sorted().joined(separator: "\u{1F}")
}

/// How one token moved in one context: where its alias points, or its value (with both colors).
private struct ContextStep {
  var context: String
  var from: String
  var to: String
  var colors: ColorChange? = nil
}
