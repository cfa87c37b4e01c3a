import AgentDocs
import Foundation
import SpecimenCore
import TestSupport
import Testing

@testable import Site

/// What coding agents read of the bundled sites: llms.txt, the Markdown twins, components.json
/// with a file a component, and tokens.json, checked against the sites' own facts.
@Suite struct AgentFilesTests {
  static let appetite = Result { try build(".") }
  static let eand = Result { try build("examples/eand") }

  /// Every file of a repository site's output, by path.
  static func build(_ site: String) throws -> [String: String] {
    let output = FileManager.default.temporaryDirectory.appendingPathComponent("specimen-agents-\(UUID().uuidString)")
    defer { try? FileManager.default.removeItem(at: output) }
    let report = SiteBuilder.build(
      BuildOptions(siteDirectory: Repository.path(site), outputDirectory: output.path, strict: true))
    #expect(report.succeeded, "\(report.messages)")
    return try FixtureSite.files(in: output.path)
  }

  static func decode<Value: Decodable>(_ type: Value.Type, _ text: String?) throws -> Value {
    try JSONDecoder().decode(type, from: Data(try #require(text).utf8))
  }

  /// The paths a preview session takes for the files agents read: component files directly in
  /// components/, and the four files at the top; nothing deeper, no page, no other JSON.
  @Test(arguments: [
    ("components/toggle.json", true), ("components/.json", true), ("llms.txt", true), ("llms-full.txt", true),
    ("components.json", true), ("tokens.json", true), ("components/toggle/index.html", false),
    ("components/a/b.json", false), ("components/json", false), ("components/toggle.jsonx", false),
    ("component/toggle.json", false), ("search/t.json", false), ("docs/llms.txt", false), ("components", false),
  ])
  func generatedPaths(path: String, generated: Bool) {
    #expect(AgentFiles.isGenerated(path) == generated)
  }

  /// A component file made from its frame and its page's sections is the file encoded whole,
  /// for every component file of both bundled sites, with its guidelines, without, and with
  /// sections of another page.
  @Test func framesFilledWithSectionsAreTheFilesEncodedWhole() throws {
    let sites = [try Self.appetite.get(), try Self.eand.get()]
    var checked = 0
    for files in sites {
      let paths = files.keys.filter { $0.hasPrefix("components/") && $0.hasSuffix(".json") }.sorted()
      let entries = try paths.map { try Self.decode(ComponentEntry.self, files[$0]) }
      // Another page's sections: the longest guidelines of the site.
      let other = try #require(entries.max { $0.guidelines.count < $1.guidelines.count })
      #expect(!other.guidelines.isEmpty)
      for (path, entry) in zip(paths, entries) {
        let text = try #require(files[path])
        #expect(AgentDocs.json(entry) == text, "\(path) does not read back as written")
        let frame = try #require(ComponentFileFrame(entry))
        #expect(frame.path == path)
        #expect(frame.text(guidelines: entry.guidelines) == text, "\(path)")
        for guidelines in [[], other.guidelines] {
          var changed = entry
          changed.guidelines = guidelines
          #expect(frame.text(guidelines: guidelines) == AgentDocs.json(changed), "\(path)")
        }
        checked += 1
      }
    }
    #expect(checked >= 10)
  }

  @Test func toggleFileHasItsVariantsSizesAndTokens() throws {
    let files = try Self.appetite.get()
    let toggle = try Self.decode(ComponentEntry.self, files["components/toggle.json"])
    #expect(toggle.page == "components/toggle/")
    #expect(toggle.markdown == "components/toggle/index.md")
    #expect(toggle.variants.published.count == 8)
    #expect(toggle.variants.combinations == 8)
    #expect(toggle.variants.holes.isEmpty)
    for variant in toggle.variants.published {
      #expect(variant.width == 52 && variant.height == 44, "\(variant.name)")
      let track = try #require(variant.parts.first { $0.name == "track" })
      #expect(track.width == 44 && track.height == 28)
    }
    #expect(toggle.properties.map(\.name) == ["State", "Active"])
    #expect(toggle.properties[0].options == ["Default", "Pressed", "Focused", "Disabled"])
    let brand = try #require(toggle.tokens.first { $0.name == "brand/base" })
    #expect(brand.values.map(\.value) == ["#0A84FF", "#409CFF"])
    // The brand colour fills the track of the three enabled variants that are on.
    #expect(
      brand.usedBy.map { "\($0.layer) \($0.role) \($0.variants) \($0.when)" } == ["track fill 3 [\"Active\": \"On\"]"])
    let focus = try #require(toggle.tokens.first { $0.name == "focusRing/brand" })
    #expect(focus.usedBy.map(\.role) == ["effect"] && focus.usedBy.first?.when == ["State": "Focused"])
    let handle = try #require(toggle.tokens.first { $0.name == "static/static-white-0" })
    #expect(handle.usedBy.first?.layer == "track/handle" && handle.usedBy.first?.when == [:])
    #expect(toggle.guidelines.map(\.heading).contains("Guidelines"))
    // The page's prose, with its references resolved.
    let preview = try #require(toggle.guidelines.first { $0.heading == "Preview" })
    #expect(preview.text.contains("A 44 by 28 track"))
  }

  @Test func aComponentsFileCarriesItsAuditWhenTheSiteAsksForOne() throws {
    #expect(try Self.decode(ComponentEntry.self, Self.appetite.get()["components/toggle.json"]).accessibility == nil)
    let (root, remove) = try AccessibilitySettingsTests.site(
      """
      accessibility:
        level: AA
      """)
    defer { remove() }
    let output = root.appendingPathComponent("Public").path
    let report = SiteBuilder.build(BuildOptions(siteDirectory: root.path, outputDirectory: output))
    #expect(report.succeeded, "\(report.messages)")
    let files = try FixtureSite.files(in: output)
    let toggle = try #require(try Self.decode(ComponentEntry.self, files["components/toggle.json"]).accessibility)
    #expect(toggle.level == "AA")
    #expect(!toggle.aa.passes && toggle.aa.failures > 0)
    #expect(toggle.aaa.failures >= toggle.aa.failures)
    // The track off in light: #E5E5EA on white, 1.25:1 under 1.4.11's 3:1, in both Active: Off variants
    // that are not disabled.
    let track = try #require(toggle.failures.first { $0.layer == "track" && $0.context == "theme: light" })
    #expect(track.criterion == "1.4.11" && track.check == "non-text-contrast" && track.level == "AA")
    #expect(track.measured == "#E5E5EA on #FFFFFF 1.25:1")
    #expect(track.required == "3:1")
    #expect(track.variants.allSatisfy { $0.contains("Active: Off") })
    #expect(toggle.failures.allSatisfy { $0.level == "AA" }, "only failures at the site's level")
    #expect(Set(toggle.results.keys).isSubset(of: ["pass", "fail", "exempt", "unknown"]))
    #expect(toggle.results["fail"] == toggle.aaa.failures)
    // The Text Input lists its most widespread failures first, at most twelve, and counts the rest.
    let input = try #require(try Self.decode(ComponentEntry.self, files["components/text-input.json"]).accessibility)
    #expect(input.failures.count <= 12)
    #expect(zip(input.failures, input.failures.dropFirst()).allSatisfy { $0.variantCount >= $1.variantCount })
    #expect(input.failures.count + input.moreFailures <= input.aa.failures)
  }

  @Test func manifestListsEverySetOnceWithItsFile() throws {
    let files = try Self.appetite.get()
    let manifest = try Self.decode(ComponentsManifest.self, files["components.json"])
    #expect(manifest.site == "Appetite UI")
    #expect(manifest.version == "3.2")
    #expect(Set(manifest.components.map(\.slug)).count == manifest.components.count)
    for component in manifest.components { #expect(files[component.file] != nil, "\(component.file)") }
    let label = try #require(manifest.components.first { $0.name == "_Toggle Label" })
    #expect(label.slug == "toggle-label")
    #expect(label.page == "components/toggle/")
  }

  @Test func tokensListEveryTokenInEveryShownContext() throws {
    let files = try Self.appetite.get()
    let tokens = try Self.decode(TokenListing.self, files["tokens.json"])
    #expect(tokens.contexts.count == 2)
    let brand = try #require(tokens.tokens.first { $0.name == "brand/base" })
    #expect(brand.aliasChain == ["brand/base", "colors/blue/500"])
    #expect(brand.values.map(\.value) == ["#0A84FF", "#409CFF"])
    #expect(brand.cssVariable == "--brand-base")
    #expect(tokens.tokens.allSatisfy { $0.values.count == 2 })
  }

  /// tokens.json written a part at a time gives the bytes of the listing encoded whole, however
  /// small the parts, and an error the writer throws stops it.
  @Test func tokensWrittenInPartsAreTheListingEncodedWhole() throws {
    let system = TokenTablesTests.system
    let whole = AgentDocs.json(AgentDocs.tokens(system))
    #expect(whole.count > 10_000)
    #expect(AgentDocs.tokensJSON(system) == whole)
    var parts: [String] = []
    try AgentDocs.writeTokensJSON(system, partSize: 512) { parts.append($0) }
    #expect(parts.count > 10)
    #expect(parts.joined() == whole)
    struct Full: Error {}
    var written = 0
    #expect(throws: Full.self) {
      try AgentDocs.writeTokensJSON(system, partSize: 512) { _ in
        written += 1
        if written == 3 { throw Full() }
      }
    }
    #expect(written == 3)
  }

  @Test func eandInputKeepsItsHolesAndProps() throws {
    let files = try Self.eand.get()
    let input = try Self.decode(ComponentEntry.self, files["components/input-field.json"])
    #expect(input.variants.combinations == 160)
    #expect(input.variants.published.count == 38)
    // otp has no filled and active variant.
    let otpFilledActive = input.variants.published.filter {
      $0.values["type"] == "otp" && $0.values["filled"] == "true" && $0.values["active"] == "true"
    }
    #expect(otpFilledActive.isEmpty)
    #expect(input.variants.holes.contains { $0["type"] == "otp" && $0["filled"] == "true" && $0["active"] == "true" })
    #expect(input.props.map(\.component) == ["Input", "OtpInput"])
    #expect(input.page == "components/input/")
  }

  @Test func llmsTxtLinksEveryPageTwin() throws {
    for files in [try Self.appetite.get(), try Self.eand.get()] {
      let index = try #require(files["llms.txt"])
      #expect(index.hasPrefix("# "))
      let links = index.split(separator: "\n").compactMap { line -> String? in
        guard line.hasPrefix("- ["), let open = line.range(of: "]("),
          let close = line[open.upperBound...].firstIndex(of: ")")
        else { return nil }
        return String(line[open.upperBound..<close])
      }
      #expect(!links.isEmpty)
      for link in links { #expect(files[link.removingPercentEncoding ?? link] != nil, "\(link)") }
      let twins = files.keys.filter { $0.hasSuffix("index.md") }
      #expect(twins.count == files.keys.filter { $0.hasSuffix("index.html") && $0 != "404.html" }.count)
      for twin in twins { #expect(index.contains("(\(twin))"), "\(twin)") }
    }
  }

  @Test func everyPageLinksItsTwin() throws {
    let files = try Self.appetite.get()
    for (path, html) in files where path.hasSuffix("/index.html") || path == "index.html" {
      #expect(html.contains("<link rel=\"alternate\" type=\"text/markdown\" href=\"index.md\">"), "\(path)")
    }
  }

  @Test func twinsMatchTheirGoldenFiles() throws {
    let snapshot = Snapshot(target: "SiteTests")
    try snapshot.check(try #require(try Self.appetite.get()["components/toggle/index.md"]), named: "agents/toggle.md")
    try snapshot.check(
      try #require(try Self.appetite.get()["foundations/color/index.md"]), named: "agents/color.md")
    try snapshot.check(try #require(try Self.eand.get()["components/input/index.md"]), named: "agents/eand-input.md")
  }

  @Test func twinsHaveFrontMatterAndTablesWithoutMarkup() throws {
    for files in [try Self.appetite.get(), try Self.eand.get()] {
      for (path, twin) in files where path.hasSuffix("index.md") {
        #expect(twin.hasPrefix("---\ntitle: "), "\(path)")
        // A twin is Markdown, not page HTML: no drawing or HTML table is copied into it.
        #expect(!twin.contains("<svg"), "\(path)")
        #expect(!twin.contains("<table"), "\(path)")
      }
    }
    let toggle = try #require(try Self.appetite.get()["components/toggle/index.md"])
    #expect(toggle.contains("| State | Variant | Default (default), Pressed, Focused, Disabled |"))
    #expect(toggle.contains("components: [Toggle, _Toggle Label]"))
    // A link to another page goes to that page's twin.
    #expect(toggle.contains("[iOS](../../platforms/ios/index.md)"))
  }

  /// A site of `pages` empty pages, p0.md to pN.md, and its navigation.
  private static func site(pages count: Int) -> (SiteModel, Navigation) {
    let pages = (0..<count).map { number in
      PageSource(
        relativePath: "p\(number).md", file: "p\(number).md", title: "Page \(number)", body: "", bodyLineOffset: 0,
        url: "p\(number)/", location: SourceLocation(file: "p\(number).md"))
    }
    var none = Diagnostics()
    let configuration = SiteConfiguration(
      name: "Test", version: nil, description: nil, baseURL: nil, language: "en", sections: [], unsafeHTML: false,
      tokens: nil, figma: [], location: SourceLocation(file: "site.yml"))
    let model = SiteModel(configuration: configuration, contentDirectory: "", pages: pages, registry: .standard)
    return (model, Navigation(pages: pages, configuration: configuration, into: &none))
  }

  @Test func fullTextStopsAtItsCapAndListsWhatItLeftOut() throws {
    let files = try Self.appetite.get()
    let full = try #require(files["llms-full.txt"])
    #expect(full.utf8.count <= AgentFiles.fullSizeCap + 4096)
    // The bundled site fits under the cap: llms-full.txt (text, not HTML) lists nothing as left out.
    #expect(!full.contains("# Left out"))
    let twins = [0: String(repeating: "a", count: 600) + "\n", 1: String(repeating: "b", count: 600) + "\n"]
    let (model, navigation) = Self.site(pages: 2)
    let capped = AgentFiles.full(site: model, navigation: navigation, twins: twins, cap: 1000)
    #expect(capped.contains(String(repeating: "a", count: 600)))
    // Of the two twins' lines, only the first's fits.
    #expect(
      capped.split(separator: "\n").filter { $0.allSatisfy { $0 == "a" || $0 == "b" } } == [
        Substring(String(repeating: "a", count: 600))
      ])
    #expect(capped.contains("This file stops at 1000 bytes"))
    #expect(capped.contains("- [Page 1](p1/index.md)"))
  }

  /// llms-full.txt made again after some twins changed: the new twins put in their places, the
  /// file left as it was when only a page past the cap changed, and made whole when which pages
  /// fit changes; always the file made from the new twins.
  @Test func fullTextTakesChangedTwinsInPlace() throws {
    let (model, navigation) = Self.site(pages: 4)
    func twins(_ lengths: [Int]) -> [String] {
      lengths.enumerated().map {
        "# P\($0.offset) é\n" + String(repeating: Array("abcd")[$0.offset], count: $0.element) + "\n"
      }
    }
    func made(_ twins: [String]) -> FullText {
      FullText(site: model, navigation: navigation, sizes: twins.map { Optional($0.utf8.count) }, cap: 1000) {
        twins[$0]
      }
    }
    let old = twins([300, 300, 300, 300])
    let first = made(old)
    #expect(first.held.count == 3)
    for (changed, lengths) in [
      ([1], [300, 250, 300, 300]),  // a held twin, shorter
      ([0, 2], [310, 300, 200, 300]),  // two held twins
      ([3], [300, 300, 300, 200]),  // past the cap: the same text
      ([1], [300, 400, 300, 300]),  // the third no longer fits
    ] {
      let new = twins(lengths)
      let expected = made(new)
      let replaced = first.replacing(
        changed, sizes: new.map { Optional($0.utf8.count) }, order: navigation.order, cap: 1000
      ) { new[$0] }
      if let replaced {
        #expect(replaced.text == expected.text, "\(lengths)")
        #expect(replaced.ranges == expected.ranges, "\(lengths)")
        #expect(replaced.held == expected.held)
      } else {
        #expect(expected.held != first.held, "\(lengths) should have been replaced in place")
      }
    }
    let pastTheCap = twins([300, 300, 300, 200])
    let same = try #require(
      first.replacing([3], sizes: pastTheCap.map { Optional($0.utf8.count) }, order: navigation.order, cap: 1000) {
        pastTheCap[$0]
      })
    #expect(same.text == first.text)
  }

  @Test func directiveTablesBecomeGFMTables() {
    let html =
      "<p>Intro <strong>text</strong></p><table><caption>C</caption><thead><tr><th>Name</th><th>Value</th></tr></thead>"
      + "<tbody><tr><td>a|b</td><td><code>1</code></td></tr><tr><td>c</td></tr></tbody></table><svg><text>no</text></svg>"
    #expect(
      DirectiveText.markdown(html) == "Intro text\n\n| Name | Value |\n| --- | --- |\n| a\\|b | 1 |\n| c |  |\n")
  }
}
