import CodeProps
import Foundation
import SpecimenCore
import TestSupport
import Testing

@testable import Site

/// A site built from each public system's code metadata as published (CodePropsTests'
/// Fixtures/Published): site.yml names the file or folder under `props:`, a page shows
/// `props` of every component it describes, and the build succeeds with at most one warning of a
/// kind.
@Suite struct PublishedPropsSiteTests {
  static let sources = [
    "CrowdStrike-glide-core/custom-elements.json",
    "US-CBP-design-system/custom-elements.json",
    "AlaskaAirlines-auro-badge/custom-elements.json",
    "grantcodes-ui/custom-elements.json",
    "DNNCommunity-dnn-elements/custom-elements.json",
    "trimble-oss-modus-wc-2.0/custom-elements.json",
    "Aurailus-shoelace/custom-elements.json",
    "salesforce-design-system-react/component-docs.json",
    "figma-sds/primitives",
    "figma-code-connect",
    "1-Platform-op-components/custom-elements.json",
    "ing-bank-lion",
    "rmwc-rmwc/docgen.json",
    "va-component-library/component-docs.json",
  ]

  /// A temporary site whose content/code holds copies of `sources`, named in site.yml, with a
  /// page of `props` for `components`.
  static func site(_ sources: [String], pageBody: (PropsLibrary) -> String) throws -> (String, PropsLibrary) {
    let root = FileManager.default.temporaryDirectory.appendingPathComponent("published-\(UUID().uuidString)").path
    let code = root + "/content/code"
    try FileManager.default.createDirectory(atPath: code, withIntermediateDirectories: true)
    var names: [String] = []
    for (index, source) in sources.enumerated() {
      let name = "\(index)-" + (source as NSString).lastPathComponent
      try FileManager.default.copyItem(
        atPath: Repository.path("Tests/CodePropsTests/Fixtures/Published/" + source), toPath: code + "/" + name)
      names.append("code/" + name)
    }
    var ignored = Diagnostics()
    let library = PropsLibrary.load(paths: names.map { root + "/content/" + $0 }, into: &ignored)
    let siteYML = """
      name: Published
      version: "1.0"
      baseURL: https://published.example/
      sections: [Components]
      props: [\(names.joined(separator: ", "))]

      """
    try siteYML.write(toFile: root + "/content/site.yml", atomically: true, encoding: .utf8)
    try FileManager.default.createDirectory(atPath: root + "/content/pages", withIntermediateDirectories: true)
    try ("---\ntitle: Props\n---\n\n# Props\n\n" + pageBody(library)).write(
      toFile: root + "/content/pages/index.md", atomically: true, encoding: .utf8)
    return (root, library)
  }

  /// A props block naming every component the library has, by the name a page would use: the
  /// tag of a custom element, else its name.
  static func everyComponent(_ library: PropsLibrary) -> String {
    var names: [String] = []
    var seen: Set<String> = []
    for component in library.components {
      let name = component.tagName ?? component.name
      if seen.insert(name).inserted { names.append(name) }
    }
    guard !names.isEmpty else { return "No components, only mappings.\n" }
    return "```props " + names.joined(separator: ", ") + "\n```\n"
  }

  @Test(arguments: sources) func buildsWithAtMostOneWarningOfAKind(_ source: String) throws {
    let (root, library) = try Self.site([source], pageBody: Self.everyComponent)
    defer { try? FileManager.default.removeItem(atPath: root) }
    let report = SiteBuilder.build(BuildOptions(siteDirectory: root, write: true))
    #expect(report.succeeded, "\(report.diagnostics.map(\.description))")
    #expect(report.errorCount == 0)
    let kinds = Dictionary(grouping: report.diagnostics, by: \.id)
    #expect(kinds.values.allSatisfy { $0.count == 1 }, "\(report.diagnostics.map(\.description))")
    let page = try String(contentsOfFile: root + "/Public/index.html", encoding: .utf8)
    // Every component's table is on the page, or the sentence that says it takes no props; the
    // docgen components none of whose props were read are named in one sentence after the tables.
    let tables = page.components(separatedBy: "class=\"sp-props\"").count - 1
    let none = page.components(separatedBy: "class=\"sp-props-none\"").count - 1
    let names = Set(library.components.map { $0.tagName ?? $0.name })
    let unread = names.filter { name in
      let descriptions = library.descriptions(named: name)
      return names.count > 1 && descriptions.count == 1 && descriptions.allSatisfy(PropsDirective.isUnread)
    }
    #expect(tables + none == names.count - unread.count + (unread.isEmpty ? 0 : 1))
  }

  /// The same bytes from the same input.
  @Test func buildsAreReproducible() throws {
    let (root, _) = try Self.site([Self.sources[1], Self.sources[7]], pageBody: Self.everyComponent)
    defer { try? FileManager.default.removeItem(atPath: root) }
    _ = SiteBuilder.build(BuildOptions(siteDirectory: root, write: true))
    let first = try String(contentsOfFile: root + "/Public/index.html", encoding: .utf8)
    _ = SiteBuilder.build(BuildOptions(siteDirectory: root, write: true))
    #expect(try String(contentsOfFile: root + "/Public/index.html", encoding: .utf8) == first)
  }
}
