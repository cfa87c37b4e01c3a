import SpecimenCore
import Tokens

extension TokensStudioReader {
  /// Where a set's tokens go: in every context, in some contexts of one theme group, or nowhere.
  enum Membership: Equatable {
    case plain
    case group(Int)
    case unused
  }

  /// A computed value: the node that replaces the written one, and how messages show it.
  struct Computed: Hashable {
    var node: Node
    var text: String
  }

  /// Evaluates math and color modifiers in every combination of themes (all of them while there
  /// are at most 64, else each theme with the other groups at their first), then places each
  /// result: in the set itself when every context agrees, in the set's copy for a theme when it
  /// follows that theme, or as a token added to the contexts of the group it follows.
  struct Evaluation {
    var sets: [TokenSet]
    var spots: [Spot]
    var groups: [Group]
    var strictness: TokenStrictness
    var membership: [Membership] = []
    /// Each set's tokens by dotted path.
    var tokens: [[String: Node]] = []
    /// The spot computing each token's whole value, by set and dotted path.
    var wholeMath: [[String: Int]] = []
    var wholeModify: [[String: Int]] = []

    init(sets: [TokenSet], spots: [Spot], groups: [Group], strictness: TokenStrictness) {
      self.sets = sets
      self.spots = spots
      self.groups = groups
      self.strictness = strictness
      tokens = sets.map { Self.tokenIndex($0.tree) }
      wholeMath = Array(repeating: [:], count: sets.count)
      wholeModify = Array(repeating: [:], count: sets.count)
      for (i, spot) in spots.enumerated() where spot.field.isEmpty {
        let key = spot.tokenPath.joined(separator: ".")
        switch spot.kind {
        case .math: wholeMath[spot.set][key] = i
        case .modify: wholeModify[spot.set][key] = i
        case .color, .list: break
        }
      }
    }

    /// Tokens of a DTCG-shaped tree by dotted path, walked without recursion.
    static func tokenIndex(_ tree: Node) -> [String: Node] {
      var result: [String: Node] = [:]
      var stack: [(Node, [String])] = [(tree, [])]
      while let (node, path) = stack.popLast() {
        for entry in node.entries ?? [] where !entry.key.hasPrefix("$") && entry.value.entries != nil {
          let childPath = path + [entry.key]
          if entry.value["$value"] != nil {
            result[childPath.joined(separator: ".")] = entry.value
          } else {
            stack.append((entry.value, childPath))
          }
        }
      }
      return result
    }

    private mutating func report(
      _ kind: DeviationKind?, _ message: String, at location: SourceLocation, hint: String?, id: Diagnostic.ID,
      unreadable: Bool = false, into document: inout ResolverDocument
    ) {
      // What nothing evaluates (an unknown function, a missing operand) leaves one token
      // unread: a warning when lenient, as a value no tool reads is.
      let severity: Diagnostic.Severity = (kind == nil && !unreadable) || strictness == .strict ? .error : .warning
      let diagnostic = Diagnostic(severity, message, at: location, hint: hint, id: id)
      document.diagnostics.append(diagnostic)
      if let kind { document.deviations.append(TokenDeviation(kind: kind, diagnostic: diagnostic)) }
    }

    mutating func place(into document: inout ResolverDocument) {
      // Which sets vary with which group.
      for set in sets {
        guard !groups.isEmpty else {
          membership.append(.plain)
          continue
        }
        let mentioned = groups.indices.filter { g in
          groups[g].themes.contains { groups[g].selected[$0]?.contains(set.name) == true }
        }
        let varying = mentioned.filter { g in
          groups[g].themes.contains { groups[g].selected[$0]?.contains(set.name) != true }
        }
        if mentioned.isEmpty {
          membership.append(.unused)
          document.diagnostics.append(
            .warning(
              "set '\(set.name)' is selected by no theme, so no context reads it", at: set.tree.location,
              hint: "enable it in a theme in $themes", id: .studioSetUnused))
        } else if let first = varying.first {
          membership.append(.group(first))
          if varying.count > 1 {
            document.diagnostics.append(
              .warning(
                "set '\(set.name)' is selected by some themes of several groups (\(varying.map { groups[$0].name }.joined(separator: ", "))); it is read as part of '\(groups[first].name)'",
                at: set.tree.location, id: .studioThemes))
          }
        } else {
          membership.append(.plain)
        }
      }

      // Positions in the resolution order: a plain set where it is, a group where its first set is.
      var slots: [Int] = []
      var groupSlot: [Int: Int] = [:]
      var itemCount = 0
      for (i, member) in membership.enumerated() {
        switch member {
        case .plain:
          slots.append(itemCount)
          itemCount += 1
        case .group(let g):
          if let slot = groupSlot[g] {
            if slot != itemCount - 1 {
              document.diagnostics.append(
                .warning(
                  "set '\(sets[i].name)' is read with the other sets of '\(groups[g].name)', before sets that come ahead of it in tokenSetOrder",
                  at: sets[i].tree.location, hint: "keep each group's sets together in tokenSetOrder",
                  id: .studioSetOrder))
            }
          } else {
            groupSlot[g] = itemCount
            itemCount += 1
          }
          slots.append(groupSlot[g] ?? 0)
        case .unused:
          slots.append(-1)
        }
      }
      for g in groups.indices where groupSlot[g] == nil {
        groupSlot[g] = itemCount
        itemCount += 1
      }

      // The combinations of themes to evaluate in.
      var combinations: [[String]] = [[]]
      for group in groups {
        combinations = combinations.flatMap { prefix in group.themes.map { prefix + [$0] } }
        if combinations.count > TokenSystem.maxCheckedContexts { break }
      }
      if combinations.count > TokenSystem.maxCheckedContexts {
        let defaults = groups.map { $0.themes.first ?? "" }
        combinations = [defaults]
        for (g, group) in groups.enumerated() {
          for theme in group.themes.dropFirst() {
            var combination = defaults
            combination[g] = theme
            combinations.append(combination)
          }
        }
      }

      // Every spot in every combination where its set is read (none to compute: nothing to do).
      var results: [[(combination: Int, result: Result<Computed, MathExpression.Failure>)]] = Array(
        repeating: [], count: spots.count)
      for (c, combination) in combinations.enumerated() where !spots.isEmpty {
        var active: [Int] = []
        for (i, member) in membership.enumerated() {
          switch member {
          case .plain: active.append(i)
          case .group(let g): if groups[g].selected[combination[g]]?.contains(sets[i].name) == true { active.append(i) }
          case .unused: break
          }
        }
        var merged: [String: Int] = [:]
        for i in active { for key in tokens[i].keys { merged[key] = i } }
        var evaluator = ContextEvaluator(evaluation: self, merged: merged)
        let activeSets = Set(active)
        for (s, spot) in spots.enumerated() where activeSets.contains(spot.set) {
          results[s].append((c, evaluator.computed(s)))
        }
      }

      // Placement.
      var inPlace: [Int: [[String]: Node]] = [:]
      var perTheme: [Int: [Int: [String: [[String]: Node]]]] = [:]  // set → group → theme → replacements
      var overrides: [Int: [String: [Int: [[String]: Node]]]] = [:]  // group → theme → set → replacements
      var dropped: [Int: Set<[String]>] = [:]  // set → tokens given per theme in a group read before it
      for (s, spot) in spots.enumerated() {
        let found = results[s]
        guard !found.isEmpty else { continue }
        let key = spot.tokenPath + ["$value"] + spot.field
        func contextName(_ c: Int) -> String { combinations[c].joined(separator: " · ") }
        // Failures are errors at both levels; the value stays as written.
        var failures: [String: [Int]] = [:]
        var failureOrder: [String] = []
        for (c, result) in found {
          if case .failure(let failure) = result {
            if failures[failure.message] == nil { failureOrder.append(failure.message) }
            failures[failure.message, default: []].append(c)
          }
        }
        // CSS math Tokens Studio cannot reduce (`clamp(1rem, 0.9rem + 0.5vw, 1.1rem)`, units
        // mixed) stays as written, as it keeps it: the value is read as CSS math, not left out.
        if case .math(_, let text) = spot.kind, spot.isDimension, LenientForms.isCSSMath(text),
          !text.contains("{"), successes(found).isEmpty
        {
          continue
        }
        for message in failureOrder {
          let contexts = failures[message] ?? []
          let scope =
            contexts.count < found.count
            ? " (in \(contexts.map(contextName).joined(separator: ", ")))" : ""
          switch spot.kind {
          case .math(_, let text), .color(let text), .list(_, let text):
            report(
              nil, "\(spot.tokenName): cannot evaluate \"\(text)\": \(message)\(scope)", at: spot.location,
              hint:
                "Specimen evaluates + - * /, parentheses and \(MathExpression.functions.joined(separator: ", ")) on numbers with at most one unit",
              id: .studioMathInvalid, unreadable: true, into: &document)
          case .modify:
            report(
              nil, "\(spot.tokenName): cannot apply the color modifier: \(message)\(scope)", at: spot.location,
              hint:
                "modify takes type lighten, darken, mix or alpha, a value from 0 to 1, space srgb, hsl, lch or p3, and for mix a color",
              id: .studioModifyInvalid, unreadable: true, into: &document)
          }
        }
        let successes = successes(found)
        guard let firstValue = successes.first?.1 else { continue }
        var placedText: String
        if successes.allSatisfy({ $0.1 == firstValue }) {
          inPlace[spot.set, default: [:]][key] = firstValue.node
          placedText = "read as \(firstValue.text)"
        } else if let g = followedGroup(
          successes, combinations: combinations, spot: spot, slots: slots, groupSlot: groupSlot)
        {
          if membership[spot.set] != .group(g), (groupSlot[g] ?? 0) < slots[spot.set] {
            dropped[spot.set, default: []].insert(spot.tokenPath)
          }
          var byTheme: [String: Computed] = [:]
          for (c, value) in successes { byTheme[combinations[c][g]] = value }
          for (theme, value) in byTheme {
            if membership[spot.set] == .group(g) {
              perTheme[spot.set, default: [:]][g, default: [:]][theme, default: [:]][key] = value.node
            } else {
              overrides[g, default: [:]][theme, default: [:]][spot.set, default: [:]][key] = value.node
            }
          }
          placedText =
            "read per theme: "
            + groups[g].themes.compactMap { theme in byTheme[theme].map { "\($0.text) in \(theme)" } }.joined(
              separator: ", ")
        } else {
          inPlace[spot.set, default: [:]][key] = firstValue.node
          report(
            nil,
            "\(spot.tokenName): its computed value changes with the themes of more than one group; only the first combination's (\(firstValue.text)) is used",
            at: spot.location, hint: "compute it in a set of one theme group", id: .studioDependsOnGroups,
            into: &document)
          placedText = "read as \(firstValue.text)"
        }
        switch spot.kind {
        case .math(_, let text):
          report(
            .tokensStudioMath,
            "\(spot.tokenName): \"\(text)\" is Tokens Studio math, which DTCG 2025.10 does not have; \(placedText)",
            at: spot.location,
            hint: "write the computed value, or keep the math in Tokens Studio and export resolved values",
            id: .studioMath, into: &document)
        case .color(let text):
          report(
            .tokensStudioMath,
            "\(spot.tokenName): \"\(text)\" is Tokens Studio's rgba() over a reference, which DTCG 2025.10 does not have; \(placedText)",
            at: spot.location, hint: "refer to the color and write its alpha in a color object, or write the color",
            id: .studioMath, into: &document)
        case .list:
          // Reported once, as its type kept as written (unknown-type), where the tree is read.
          break
        case .modify:
          report(
            .tokensStudioModify,
            "\(spot.tokenName): a Tokens Studio color modifier, which DTCG 2025.10 does not have; \(placedText)",
            at: spot.location, hint: "write the modified color as the value", id: .studioModify,
            into: &document)
        }
      }

      // The resolver document. A theme's display name is Specimen's own rule (`light` reads
      // `Light`, `Primary` and `sds_light` as written), as a resolver document's without names.
      document.modifiers = groups.map { group in
        TokenModifier(
          name: group.name, description: nil, contexts: group.themes, defaultContext: group.themes.first,
          contextNames: [:], pixelUnits: [:], location: group.location)
      }
      var items: [OrderItem?] = Array(repeating: nil, count: itemCount)
      var contextSources: [Int: [String: [SourceItem]]] = [:]
      for g in groups.indices {
        contextSources[g] = Dictionary(uniqueKeysWithValues: groups[g].themes.map { ($0, []) })
      }
      for (i, set) in sets.enumerated() {
        let base = inPlace[i] ?? [:]
        switch membership[i] {
        case .plain:
          items[slots[i]] = .set(
            name: set.name, sources: [.inline(Self.replacing(in: set.tree, base, dropping: dropped[i] ?? []))])
        case .group(let g):
          for theme in groups[g].themes where groups[g].selected[theme]?.contains(set.name) == true {
            let replacements = base.merging(perTheme[i]?[g]?[theme] ?? [:]) { _, new in new }
            contextSources[g]?[theme]?.append(.inline(Self.replacing(in: set.tree, replacements)))
          }
        case .unused: break
        }
      }
      for (g, themes) in overrides {
        for (theme, bySet) in themes {
          var added: [(path: [String], node: Node)] = []
          for (i, replacements) in bySet.sorted(by: { $0.key < $1.key }) {
            // Each token's replacements, the ones for this theme over those every context shares.
            var byToken: [[String]: [[String]: Node]] = [:]
            for (key, node) in (inPlace[i] ?? [:]).merging(replacements, uniquingKeysWith: { _, new in new }) {
              let split = key.firstIndex(of: "$value") ?? key.count
              byToken[Array(key[..<split]), default: [:]][Array(key[split...])] = node
            }
            var paths = Set(replacements.keys.map { Array($0.prefix { $0 != "$value" }) })
            // A set read after the group gives up these tokens (`dropped`), so this tree is where
            // their groups first appear: it carries the groups' other tokens too, as the set
            // writes them (the set's own copy, read later, is the same), so the groups keep the
            // file's order (digdir's `_size`: 0, 1, 2 … 30, then `unit`).
            if dropped[i]?.isEmpty == false {
              let parents = Set(paths.map { Array($0.dropLast()) })
              for key in tokens[i].keys {
                let path = key.split(separator: ".", omittingEmptySubsequences: false).map(String.init)
                if parents.contains(Array(path.dropLast())) { paths.insert(path) }
              }
            }
            // In the set's own order (where each token is written in its file), as the team wrote
            // them; tokens placed by code, which have no place in a file, in `NameOrder` after them.
            let found = paths.compactMap { path in tokens[i][path.joined(separator: ".")].map { (path, $0) } }
            for (path, token) in found.sorted(by: { a, b in
              let (x, y) = (a.1.position, b.1.position)
              if x.lines === y.lines, x.offset != y.offset { return x.offset < y.offset }
              return NameOrder.precedes(a.0, b.0)
            }) {
              added.append((path, Self.replacing(in: token, byToken[path] ?? [:])))
            }
          }
          // One source per theme: a source per token would make each merge longer than the last.
          if let first = added.first {
            contextSources[g]?[theme]?.append(.inline(Self.tree(added, at: first.node.position)))
          }
        }
      }
      for g in groups.indices {
        if let slot = groupSlot[g] { items[slot] = .modifier(index: g, contexts: contextSources[g] ?? [:]) }
      }
      document.order = items.compactMap { $0 }
      for (i, set) in sets.enumerated() { document.setLocations[set.name] = sets[i].tree.location }
    }
  }
}

/// The combinations where a spot's value was computed, with the value.
private func successes<Value>(
  _ found: [(combination: Int, result: Result<Value, MathExpression.Failure>)]
) -> [(Int, Value)] {
  found.compactMap { c, result in (try? result.get()).map { (c, $0) } }
}
