import AgentDocs
import SpecimenCore

/// `check_usage`, `get_tokens` and `search_docs`.
extension AgentTools {
  struct UsageAnswer: Encodable {
    var component: String
    var valid: Bool
    /// The published variant the values name, with its size.
    var variant: String?
    var size: String?
    /// The variant properties the request left out, at the defaults used.
    var defaultsUsed: [String: String]?
    var problems: [String]?
    var nearest: [Nearest]?
  }

  struct Nearest: Encodable {
    var variant: String
    /// What differs from the values asked for: property → the published value.
    var differs: [String: String]
  }

  func checkUsage(_ name: String, _ given: [(String, JSONValue)]) throws -> String {
    let entry = try entry(name)
    var problems: [String] = []
    var chosen: [String: String] = [:]
    for (property, value) in given {
      let text: String
      switch value {
      case .string(let written): text = written
      case .bool(let flag): text = flag ? "true" : "false"
      case .numberText(let written): text = written
      default:
        problems.append("\(property): give a string, boolean or number")
        continue
      }
      guard
        let definition = entry.properties.first(where: { $0.name == property })
          ?? entry.properties.first(where: { $0.name.lowercased() == property.lowercased() })
      else {
        problems.append(
          "\(entry.name) has no property '\(property)'"
            + (Suggestion.hint(for: property, in: entry.properties.map(\.name)).map { "; \($0)" } ?? "")
            + ". Properties: \(entry.properties.map(\.name).joined(separator: ", ")).")
        continue
      }
      if definition.options.isEmpty {
        continue  // text and instance swap take any value
      }
      guard
        let option = definition.options.first(where: { $0 == text })
          ?? definition.options.first(where: { $0.lowercased() == text.lowercased() })
      else {
        problems.append(
          "'\(text)' is not an option of \(definition.name): \(definition.options.joined(separator: ", ")).")
        continue
      }
      if definition.kind == "variant" { chosen[definition.name] = option }
    }
    guard problems.isEmpty else {
      return Self.json(UsageAnswer(component: entry.name, valid: false, problems: problems))
    }
    let variantProperties = entry.properties.filter { $0.kind == "variant" }
    var full = chosen
    var defaults: [String: String] = [:]
    for property in variantProperties where full[property.name] == nil {
      full[property.name] = property.default
      defaults[property.name] = property.default
    }
    let published = entry.variants.published
    if let match = published.first(where: { $0.values == full }) {
      return Self.json(
        UsageAnswer(
          component: entry.name, valid: true, variant: match.name, size: Self.size(match),
          defaultsUsed: defaults.isEmpty ? nil : defaults))
    }
    // Why: pairs of the values asked for that no published variant has together, else the
    // defaults that complete it.
    let asked = variantProperties.compactMap { property in chosen[property.name].map { (property.name, $0) } }
    var reasons: [String] = []
    for (i, a) in asked.enumerated() {
      if !published.contains(where: { $0.values[a.0] == a.1 }) {
        reasons.append("no published variant has \(a.0)=\(a.1)")
        continue
      }
      for b in asked.dropFirst(i + 1)
      where !published.contains(where: { $0.values[a.0] == a.1 && $0.values[b.0] == b.1 }) {
        reasons.append("no published variant has \(a.0)=\(a.1) with \(b.0)=\(b.1)")
      }
    }
    if reasons.isEmpty, asked.count > 2,
      !published.contains(where: { variant in asked.allSatisfy { variant.values[$0.0] == $0.1 } })
    {
      let values = asked.map { "\($0.0)=\($0.1)" }
      reasons.append(
        "no published variant has \(values.dropLast().joined(separator: ", ")) and \(values.last!) together")
    }
    if reasons.isEmpty {
      let together = published.filter { variant in asked.allSatisfy { variant.values[$0.0] == $0.1 } }.count
      reasons.append(
        "\(together) published variant\(together == 1 ? " has" : "s have") these values, but not with "
          + defaults.sorted { $0.key < $1.key }.map { "\($0.key)=\($0.value)" }.joined(separator: ", ")
          + " (the defaults used for what was not given)")
    }
    let order = variantProperties.map(\.name)
    // Nearest: fewest values the request named changed, those changed furthest down the property
    // list (the first properties, such as a type, say most), then fewest changed at all.
    let nearest = published.enumerated().map { index, variant -> (Int, Int, Int, Int, ComponentEntry.Variant) in
      let differing = order.indices.filter { variant.values[order[$0]] != full[order[$0]] }
      let askedDiffering = differing.filter { chosen[order[$0]] != nil }
      return (askedDiffering.count, -(askedDiffering.first ?? order.count), differing.count, index, variant)
    }.sorted { ($0.0, $0.1, $0.2, $0.3) < ($1.0, $1.1, $1.2, $1.3) }.prefix(3).map { _, _, _, _, variant in
      Nearest(
        variant: variant.name,
        differs: Dictionary(order.filter { variant.values[$0] != full[$0] }.map { ($0, variant.values[$0] ?? "") }) {
          a, _ in a
        })
    }
    return Self.json(
      UsageAnswer(
        component: entry.name, valid: false, defaultsUsed: defaults.isEmpty ? nil : defaults,
        problems: ["the combination is not a published variant: " + reasons.joined(separator: "; ")],
        nearest: nearest))
  }

  struct TokenAnswer: Encodable {
    var name: String
    var type: String
    var value: String?
    var values: [String: String]?
    var aliasOf: String?
  }

  struct TokensAnswer: Encodable {
    var contexts: [String]
    var tokens: [TokenAnswer]
    var leftOut: Int?
    var note: String?
  }

  func tokens(prefix: String?, context: String?) throws -> String {
    guard let listing = library.tokens else { throw ToolProblem(message: "this site has no tokens") }
    if let context, !listing.contexts.contains(context) {
      throw ToolProblem(message: "no context '\(context)'. Contexts: \(listing.contexts.joined(separator: ", ")).")
    }
    let matching = listing.tokens.filter { token in prefix.map { token.name.hasPrefix($0) } ?? true }
    if matching.isEmpty, let prefix {
      let groups = Set(listing.tokens.compactMap { $0.name.split(separator: "/").first.map(String.init) }).sorted()
      throw ToolProblem(message: "no token starts with '\(prefix)'. Groups: \(groups.joined(separator: ", ")).")
    }
    let answers = matching.map { token in
      let values = token.values.compactMap { value in value.value.map { (value.context, $0) } }
      return TokenAnswer(
        name: token.name, type: token.type,
        value: context.flatMap { context in token.values.first { $0.context == context }?.value },
        values: context == nil ? Dictionary(values) { a, _ in a } : nil,
        aliasOf: token.aliasChain.count > 1 ? token.aliasChain[1] : nil)
    }
    let (kept, leftOut) = Self.fit(answers, budget: Self.answerLimit - 400)
    return Self.json(
      TokensAnswer(
        contexts: listing.contexts, tokens: kept, leftOut: leftOut > 0 ? leftOut : nil,
        note: leftOut > 0 ? "\(leftOut) more: ask with a longer prefix, or with a context" : nil))
  }

  struct SearchResult: Encodable {
    var title: String
    var page: String
    var section: String?
    var snippet: String
  }

  func searchDocs(_ query: String, limit: Int) throws -> String {
    guard !SearchIndex.terms(query).isEmpty else {
      throw ToolProblem(message: "the query has no word of two or more letters or digits")
    }
    var results: [SearchResult] = []
    if let index = library.search {
      for hit in index.search(query, limit: limit) {
        let page = index.pages[hit.page]
        let place = page.places.indices.contains(hit.place) ? page.places[hit.place] : nil
        results.append(
          SearchResult(
            title: page.title,
            page: page.url + "index.md" + (place.map { $0.anchor.isEmpty ? "" : "#" + $0.anchor } ?? ""),
            section: place.flatMap { $0.label.isEmpty ? nil : $0.label },
            snippet: Self.shortened(place?.text ?? "", to: 240)))
      }
    } else {
      // Without the site's index: the twins that hold every word, by how often they do.
      let terms = SearchIndex.terms(query)
      let scored = library.documentOrder.compactMap { path -> (Int, String)? in
        let text = (library.documents[path] ?? "").lowercased()
        let counts = terms.map { text.components(separatedBy: $0).count - 1 }
        return counts.allSatisfy { $0 > 0 } ? (counts.reduce(0, +), path) : nil
      }.sorted { $0.0 > $1.0 }.prefix(limit)
      for (_, path) in scored {
        let text = library.documents[path] ?? ""
        results.append(
          SearchResult(title: AgentServer.title(text) ?? path, page: path, snippet: ""))
      }
    }
    let (kept, _) = Self.fit(results, budget: Self.answerLimit)
    return Self.json(kept)
  }
}
