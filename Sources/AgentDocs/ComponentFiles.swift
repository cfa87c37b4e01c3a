import Accessibility
import CodeProps
import Figma
import Geometry
import Parity
import SpecimenCore
import Tokens

/// What the component files are made from, with each set's documenting page chosen once: the
/// entries can then be made one at a time (and written and let go), or only those of the pages
/// an edit changed. Each page that reads a set is found through one index of sets to pages, not
/// by asking every page for every set.
package struct ComponentFiles: Sendable {
  package let sets: [ComponentSet]
  package let slugs: [String]
  package let pages: [DocumentingPage]
  /// For each set, its documenting page's number in `pages`.
  package let documentingPages: [Int?]
  let props: PropsLibrary
  let parity: [String: [ParityReport]]
  let geometry: GeometryLibrary?
  let tokens: TokenSystem?
  let findings: [AccessibilityFinding]
  /// Each audited set's findings, as the ranges of `findings` they lie in (an audit lists a
  /// set's findings together: one range).
  let audited: [String: [Range<Int>]]
  let level: AccessibilityLevel?

  package init(
    sets: [ComponentSet], pages: [DocumentingPage], props: PropsLibrary, parity: [ParityReport],
    geometry: GeometryLibrary?, tokens: TokenSystem?,
    accessibility: (findings: [AccessibilityFinding], level: AccessibilityLevel)?
  ) {
    self.sets = sets
    self.pages = pages
    slugs = AgentDocs.slugs(for: sets.map(\.name))
    var readers: [String: [Int]] = [:]
    for (number, page) in pages.enumerated() {
      for name in page.sets { readers[name, default: []].append(number) }
    }
    documentingPages = sets.map { AgentDocs.documentingPage(of: $0.name, among: readers[$0.name] ?? [], in: pages) }
    self.props = props
    self.parity = Dictionary(grouping: parity, by: \.setName)
    self.geometry = geometry
    self.tokens = tokens
    findings = accessibility?.findings ?? []
    audited = Self.ranges(of: findings)
    level = accessibility?.level
  }

  /// The documenting page of the set at `index`.
  package func page(of index: Int) -> DocumentingPage? { documentingPages[index].map { pages[$0] } }

  /// The entry of the set at `index`, with its page's sections as its guidelines.
  package func entry(_ index: Int, guidelines: [ComponentEntry.Section]) -> ComponentEntry {
    let set = sets[index]
    var page = self.page(of: index)
    page?.sections = guidelines
    var entry = AgentDocs.entry(
      set, slug: slugs[index], page: page, props: props, parity: parity[set.name] ?? [], geometry: geometry,
      tokens: tokens)
    if let level { entry.accessibility = AgentDocs.accessibility(findings(of: set.name), level: level) }
    return entry
  }

  /// The findings of the set named `name`, in the audit's order.
  func findings(of name: String) -> [AccessibilityFinding] {
    guard let ranges = audited[name] else { return [] }
    if ranges.count == 1 { return Array(findings[ranges[0]]) }
    return ranges.flatMap { findings[$0] }
  }

  /// The runs of findings of one component, by component, in order.
  static func ranges(of findings: [AccessibilityFinding]) -> [String: [Range<Int>]] {
    var ranges: [String: [Range<Int>]] = [:]
    var start = 0
    for index in findings.indices
    where index + 1 == findings.count || !findings[index + 1].hasSameComponent(as: findings[index]) {
      ranges[findings[index].component, default: []].append(start..<index + 1)
      start = index + 1
    }
    return ranges
  }

  /// The entry's line in the manifest.
  package static func summary(_ entry: ComponentEntry) -> ComponentSummary {
    ComponentSummary(
      name: entry.name, slug: entry.slug, file: "components/\(entry.slug).json", page: entry.page,
      description: entry.description.figma ?? entry.description.page, status: entry.status,
      variantCount: entry.variants.published.count)
  }

  package func manifest(site: String, version: String?, entries: [ComponentSummary]) -> ComponentsManifest {
    ComponentsManifest(site: site, version: version, components: entries)
  }
}
