import AgentDocs
import SpecimenCore

/// The answers about components: the list, one component, its guidelines, and whether a
/// combination of property values is published.
extension AgentTools {
  struct ListedComponent: Encodable {
    var name: String
    var description: String?
    var status: String?
    var variants: Int
    var page: String?
  }

  struct ComponentList: Encodable {
    var components: [ListedComponent]
    var leftOut: Int?
    var note: String?
  }

  func listComponents() -> String {
    let all = library.manifest.components.map {
      ListedComponent(
        name: $0.name, description: $0.description.map { Self.shortened($0, to: 160) }, status: $0.status,
        variants: $0.variantCount, page: $0.page)
    }
    let (kept, leftOut) = Self.fit(all, budget: Self.answerLimit - 200)
    return Self.json(
      ComponentList(
        components: kept, leftOut: leftOut > 0 ? leftOut : nil,
        note: leftOut > 0 ? "\(leftOut) more: search_docs or get_component finds them by name" : nil))
  }

  static func shortened(_ text: String, to limit: Int) -> String {
    text.count <= limit ? text : String(text.prefix(limit - 1)) + "…"
  }

  /// What a component's overview says of its variants without listing each.
  struct VariantOverview: Encodable {
    var combinations: Int
    var published: Int
    var holes: Int
    /// `52×44`: the sizes the published variants have, with how many have each.
    var sizes: [String: Int]
    /// The named parts of the default variant with their sizes.
    var parts: [String: String]
  }

  struct ComponentAnswer: Encodable {
    var name: String
    var page: String?
    var markdown: String?
    var description: ComponentEntry.Description
    var status: String?
    var figma: String?
    var published: Bool
    var properties: [ComponentEntry.Property]
    var variants: VariantOverview
    var codeComponents: [String]
    var parityFlagged: Int
    var tokenCount: Int
    /// Whether the drawings pass each level, when the site audits them; the failures are a section.
    var accessibility: AccessibilityOverview?
    var guidelineSections: [String]
    /// The sections asked for, whole or cut to the answer's budget.
    var publishedVariants: [ComponentEntry.Variant]?
    var holes: [[String: String]]?
    var tokens: [ComponentEntry.TokenUse]?
    var props: [ComponentEntry.CodeSource]?
    var parity: [ComponentEntry.ParitySummary]?
    var accessibilityFailures: [ComponentEntry.AccessibilityStatus.Failure]?
    var guidelines: [ComponentEntry.Section]?
    /// Items of each section left out to keep the answer small.
    var leftOut: [String: Int]?
    var more: String?
  }

  struct AccessibilityOverview: Encodable {
    var level: String
    var aa: ComponentEntry.AccessibilityStatus.LevelStatus
    var aaa: ComponentEntry.AccessibilityStatus.LevelStatus
    var results: [String: Int]
    /// The failures at the site's level the component file lists, and those beyond them.
    var failuresListed: Int
    var moreFailures: Int
  }

  static func size(_ variant: ComponentEntry.Variant) -> String? {
    guard let width = variant.width, let height = variant.height else { return nil }
    return "\(JSONWriter.number(width))×\(JSONWriter.number(height))"
  }

  func component(_ name: String, sections: [String]) throws -> String {
    let entry = try entry(name)
    var sizes: [String: Int] = [:]
    for variant in entry.variants.published { if let size = Self.size(variant) { sizes[size, default: 0] += 1 } }
    let defaults = Dictionary(entry.properties.filter { $0.kind == "variant" }.map { ($0.name, $0.default) }) { a, _ in
      a
    }
    let first = entry.variants.published.first { $0.values == defaults } ?? entry.variants.published.first
    var parts: [String: String] = [:]
    for part in first?.parts ?? [] {
      parts[part.name] = "\(JSONWriter.number(part.width))×\(JSONWriter.number(part.height))"
    }
    var answer = ComponentAnswer(
      name: entry.name, page: entry.page, markdown: entry.markdown, description: entry.description,
      status: entry.status,
      figma: entry.figma, published: entry.published, properties: entry.properties,
      variants: VariantOverview(
        combinations: entry.variants.combinations, published: entry.variants.published.count,
        holes: entry.variants.holes.count, sizes: sizes, parts: parts),
      codeComponents: entry.props.map { "\($0.component) (\($0.source))" },
      parityFlagged: entry.parity.reduce(0) { $0 + $1.flagged }, tokenCount: entry.tokens.count,
      accessibility: entry.accessibility.map {
        AccessibilityOverview(
          level: $0.level, aa: $0.aa, aaa: $0.aaa, results: $0.results, failuresListed: $0.failures.count,
          moreFailures: $0.moreFailures)
      },
      guidelineSections: entry.guidelines.map(\.heading))
    var leftOut: [String: Int] = [:]
    // Each section asked for gets an equal share of what the overview leaves of the budget.
    let overview = Self.json(answer).utf8.count
    let limit = sections.isEmpty ? Self.answerLimit : Self.sectionLimit
    let share = max(0, limit - overview - 300) / max(1, sections.count)
    func take<Item: Encodable>(_ items: [Item], _ section: String) -> [Item] {
      let (kept, left) = Self.fit(items, budget: share)
      if left > 0 { leftOut[section] = left }
      return kept
    }
    for section in sections {
      switch section {
      case "variants": answer.publishedVariants = take(entry.variants.published, section)
      case "holes": answer.holes = take(entry.variants.holes, section)
      case "tokens": answer.tokens = take(entry.tokens, section)
      case "props": answer.props = take(entry.props, section)
      case "parity": answer.parity = take(entry.parity, section)
      case "accessibility": answer.accessibilityFailures = take(entry.accessibility?.failures ?? [], section)
      default: answer.guidelines = take(entry.guidelines, section)
      }
    }
    if !leftOut.isEmpty {
      answer.leftOut = leftOut
      answer.more = "the rest is in \(entry.markdown ?? "the component's page") (resources/read) and get_guidelines"
    } else if sections.isEmpty {
      answer.more = "ask for sections: \(Self.componentSections.joined(separator: ", "))"
    }
    return Self.json(answer)
  }

  /// Whether a section's heading says it guides use rather than describes.
  static func guides(_ heading: String) -> Bool {
    let words = heading.lowercased().split { !$0.isLetter }
    return words.contains { ["guidelines", "guideline", "usage", "use", "accessibility", "dos", "don"].contains($0) }
  }

  struct GuidelinesAnswer: Encodable {
    var component: String
    var page: String?
    var sections: [ComponentEntry.Section]
    var leftOut: [String]?
  }

  func guidelines(_ name: String, section: String?) throws -> String {
    let entry = try entry(name)
    if let section {
      guard let found = entry.guidelines.first(where: { $0.heading.lowercased() == section.lowercased() }) else {
        throw ToolProblem(
          message: "\(entry.name)'s page has no section '\(section)'. Sections: "
            + entry.guidelines.map(\.heading).joined(separator: "; "))
      }
      var cut = found
      if cut.text.utf8.count > Self.sectionLimit {
        cut.text = String(decoding: cut.text.utf8.prefix(Self.sectionLimit), as: UTF8.self) + "…"
      }
      return Self.json(GuidelinesAnswer(component: entry.name, page: entry.markdown, sections: [cut]))
    }
    // Each section whole or not at all, in page order. The sections that guide (Guidelines,
    // Usage, When to use, Accessibility) are taken first, then the others while they fit; one
    // too long for what is left (a token table, which get_component answers) is named instead.
    let guiding = entry.guidelines.indices.filter { Self.guides(entry.guidelines[$0].heading) }
    let others = entry.guidelines.indices.filter { !Self.guides(entry.guidelines[$0].heading) }
    var taken = Set<Int>()
    var used = 400
    for index in guiding + others {
      let size = Self.json(entry.guidelines[index]).utf8.count + 1
      if used + size <= Self.answerLimit {
        taken.insert(index)
        used += size
      }
    }
    let kept = entry.guidelines.indices.filter(taken.contains).map { entry.guidelines[$0] }
    let left = entry.guidelines.indices.filter { !taken.contains($0) }.map { entry.guidelines[$0].heading }
    return Self.json(
      GuidelinesAnswer(component: entry.name, page: entry.markdown, sections: kept, leftOut: left.isEmpty ? nil : left))
  }
}
