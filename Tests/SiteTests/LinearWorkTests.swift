import Foundation
import SpecimenCore
import TestSupport
import Testing
import Tokens

@testable import Figma
@testable import Geometry
@testable import Site

/// Inputs whose work used to grow faster than they do: a matrix enumerated once per reference,
/// a contrast report as large as its groups' product, anatomy callouts compared pairwise, a
/// description's `[` each scanning the rest, a specimens body's repeated line copying the ones
/// before it. The work is counted, never timed, at two sizes.
@Suite struct LinearWorkTests {
  /// A site folder with `files` laid over the smallest site: one token file and one page.
  static func site(_ files: [String: String]) throws -> String {
    let root = FileManager.default.temporaryDirectory.appendingPathComponent("specimen-linear-\(UUID().uuidString)")
    let base: [String: String] = [
      "content/site.yml": "name: Linear\ntokens:\n  resolver: tokens/app.resolver.json\nfigma: figma/lib.json\n",
      "content/tokens/app.resolver.json": """
      { "version": "2025.10", "sets": { "base": { "sources": [{ "$ref": "base.tokens.json" }] } },
        "resolutionOrder": [{ "$ref": "#/sets/base" }] }
      """,
      "content/tokens/base.tokens.json":
        #"{ "space": { "$type": "dimension", "m": { "$value": { "value": 16, "unit": "px" } } } }"#,
      "content/pages/index.md": "---\ntitle: Home\n---\n# Home\n",
    ]
    for (path, text) in base.merging(files, uniquingKeysWith: { _, new in new }) {
      let url = root.appendingPathComponent(path)
      try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
      try text.write(to: url, atomically: true, encoding: .utf8)
    }
    return root.path
  }

  /// A Figma file of one set, `Btn`, whose one variant holds `layers` frames side by side.
  static func figma(layers: Int) -> String {
    let children = (0..<layers).map { index in
      #"{ "id": "2:\#(index)", "type": "FRAME", "name": "part\#(index)", "absoluteBoundingBox": { "x": \#(index * 3), "y": 0, "width": 2, "height": 10 }, "fills": [{ "type": "SOLID", "color": { "r": 0, "g": 0, "b": 0, "a": 1 } }] }"#
    }
    return """
      { "name": "Lib", "lastModified": "2026-10-02T09:30:00Z", "version": "1",
        "document": { "id": "0:0", "type": "DOCUMENT", "children": [
          { "id": "0:1", "type": "CANVAS", "name": "Page", "children": [
            { "id": "1:1", "type": "COMPONENT_SET", "name": "Btn",
              "componentPropertyDefinitions": { "S": { "type": "VARIANT", "defaultValue": "a", "variantOptions": ["a", "b"] } },
              "children": [
                { "id": "1:2", "type": "COMPONENT", "name": "S=a",
                  "absoluteBoundingBox": { "x": 0, "y": 0, "width": \(max(layers, 1) * 3), "height": 10 },
                  "children": [\(children.joined(separator: ",\n"))] }
              ] }
          ] }
        ] } }
      """
  }

  /// The geometry library a build loads for the site.
  static func geometry(_ site: String) throws -> GeometryLibrary {
    var state = BuildState(options: BuildOptions(siteDirectory: site, write: false))
    for step in [
      SiteBuilder.readConfiguration, SiteBuilder.readTokens, SiteBuilder.readFigma, SiteBuilder.readGeometry,
    ] {
      step(&state)
    }
    #expect(!state.diagnostics.diagnostics.contains { $0.severity == .error }, "\(state.diagnostics.diagnostics)")
    return try #require(state.sources.data.geometry)
  }

  // MARK: Variant matrix

  /// A set of `properties` two-option variant properties publishing one variant.
  static func wideSet(properties: Int) -> ComponentSet {
    let at = SourceLocation(file: "wide.json")
    let definitions = (0..<properties).map { index in
      ComponentProperty(
        rawName: "P\(index)", name: "P\(index)", kind: .variant, defaultValue: .text("a"), options: ["a", "b"],
        preferredValues: [], defaultComponentName: nil, location: at)
    }
    let values = (0..<properties).map { VariantValue(property: "P\($0)", value: "a") }
    let variant = Variant(
      nodeID: "1:1", name: CombinationNamer.plainName(values), values: values, bounds: nil, location: at)
    return ComponentSet(
      name: "Wide", nodeID: "1:0", description: "", key: nil, documentationLinks: [], page: nil,
      properties: definitions, publishedVariants: [variant],
      provenance: Provenance(
        fileName: "Wide", fileKey: nil, nodeID: "1:0", version: nil, lastModified: "", lastModifiedDay: nil,
        path: "wide.json"),
      location: at)
  }

  @Test func aSetsMatrixIsComputedOnceHoweverManyReadersAsk() {
    // 16 two-option properties: 65,536 combinations, enumerated for every reference before.
    let set = Self.wideSet(properties: 16)
    let copies = Array(repeating: set, count: 40)
    for copy in copies {
      #expect(copy.matrix.count == 1)
      _ = VariantSummary(set: copy).text
    }
    #expect(set.matrixComputations == 1)
    #expect(set.matrix.total == 65_536 && set.matrix.holes.count == 65_535)
    // A changed set is a new matrix.
    var changed = set
    changed.publishedVariants = []
    #expect(changed.matrix.count == 0 && changed.matrixComputations == 1 && set.matrixComputations == 1)
  }

  @Test func aMatrixPastTheLimitIsCountedNeverEnumerated() throws {
    let definitions = (0..<17).map {
      #""P\#($0)": { "type": "VARIANT", "defaultValue": "a", "variantOptions": ["a", "b"] }"#
    }
    let name = (0..<17).map { "P\($0)=a" }.joined(separator: ", ")
    let file = """
      { "name": "Lib", "lastModified": "2026-10-02T09:30:00Z", "version": "1",
        "document": { "id": "0:0", "type": "DOCUMENT", "children": [
          { "id": "0:1", "type": "CANVAS", "name": "Page", "children": [
            { "id": "1:1", "type": "COMPONENT_SET", "name": "Big",
              "componentPropertyDefinitions": { \(definitions.joined(separator: ", ")) },
              "children": [{ "id": "1:2", "type": "COMPONENT", "name": "\(name)" }] }
          ] }
        ] } }
      """
    let page =
      "---\ntitle: Home\n---\n# Home\n\n" + String(repeating: "{{variants Big}}\n\n```variants Big\n```\n\n", count: 40)
    let site = try Self.site(["content/figma/lib.json": file, "content/pages/index.md": page])
    defer { try? FileManager.default.removeItem(atPath: site) }
    let report = SiteBuilder.build(BuildOptions(siteDirectory: site, write: false))
    let warnings = report.diagnostics.filter { $0.id == .figmaVariantMatrixTooLarge }
    #expect(warnings.count == 1 && warnings.first?.location?.line == 5, "\(report.diagnostics)")
    #expect(warnings.first?.message.contains("131072") == true)
    #expect(!report.diagnostics.contains { $0.severity == .error })
    let set = Self.wideSet(properties: 17)
    #expect(set.matrix.total == 131_072 && set.matrix.holes.isEmpty && set.matrix.holeCount == 131_071)
  }

  // MARK: Contrast pairs

  /// `count` text colors and `count` background colors, all grays.
  static func grays(_ count: Int) -> TokenSystem {
    func group(_ prefix: String) -> String {
      (0..<count).map { index in
        let level = (index * 7) % 256
        let hex = String(format: "#%02X%02X%02X", level, level, level)
        return #""\#(prefix)\#(index)": { "$value": "\#(hex)" }"#
      }.joined(separator: ", ")
    }
    let files = [
      "/t/r.resolver.json": """
      { "version": "2025.10", "sets": { "base": { "sources": [{ "$ref": "base.tokens.json" }] } },
        "resolutionOrder": [{ "$ref": "#/sets/base" }] }
      """,
      "/t/base.tokens.json": """
      { "color": { "$type": "color", "text": { \(group("t")) }, "bg": { \(group("b")) } } }
      """,
    ]
    return collecting { TokenSystem.load(resolverPath: "/t/r.resolver.json", files: .memory(files), into: &$0) }.0
  }

  @Test func aContrastReportMeasuresAndWritesABoundedNumberOfPairs() throws {
    let at = SourceLocation(file: "page.md", line: 3, column: 1)
    var sizes: [(measured: Int, rows: Int, bytes: Int)] = []
    for count in [200, 400] {
      let system = Self.grays(count)
      let scan = system.lowContrastScan(
        in: system.defaultContext, foregrounds: ["color/text"], backgrounds: ["color/bg"],
        limit: TokenTables.measuredPairLimit)
      #expect(scan.candidates == count * count && scan.measured == TokenTables.measuredPairLimit)
      let result = TokenTables(system: system).contrastReport(
        foregrounds: ["color/text"], backgrounds: ["color/bg"], at: at)
      let warnings = result.diagnostics.filter { $0.id == .directiveContrastPairsTooMany }
      #expect(warnings.count == 1 && warnings.first?.location == at)
      #expect(warnings.first?.message.contains("\(count * count) pairs") == true)
      let html = result.html.markup
      sizes.append((scan.measured, html.components(separatedBy: "<tr>").count - 1, html.utf8.count))
      #expect(html.contains("<details class=\"sp-contrast-more\">"))
    }
    // Four times the pairs, the same work and the same page.
    #expect(sizes[0].measured == sizes[1].measured)
    #expect(sizes[0].rows == sizes[1].rows && sizes[1].rows <= 2 * (TokenTables.shownRowLimit + 1) + 1)
    // Each line carries its sample, names, ratio and three marks: about 500 bytes, 200 a context.
    #expect(sizes[1].bytes < 250_000, "\(sizes)")
  }

  /// A list longer than a reader scans is summed up by group and folded: one line a group with
  /// its count, how many fall below 4.5:1 and the weakest, each group's pairs under it.
  @Test func aLongContrastListIsSummedUpByGroupAndFolded() throws {
    let system = Self.grays(12)
    let html = TokenTables(system: system).contrastReport(foregrounds: ["color/text"], backgrounds: ["color/bg"])
      .html.markup
    let lines = html.components(separatedBy: "<tr>").count - 1 - html.components(separatedBy: "<thead>").count + 1
    #expect(lines > ContrastList.unfoldedLimit)
    #expect(html.contains("<p class=\"sp-contrast-caption\"><strong>"))
    #expect(html.contains("pairs, \(lines) below 4.5:1, the weakest 1.00:1, in 1 group</p>"), "\(html.prefix(600))")
    let summary = try #require(
      html.components(separatedBy: "<details class=\"sp-contrast-group\"><summary>").dropFirst().first)
    #expect(summary.hasPrefix("<code>color/text</code> on <code>color/bg</code> · \(lines) pairs"))
    // Each pair is one row of its sample, names, ratio and the three marks.
    for level in ["AA", "AA large", "AAA"] {
      #expect(
        html.contains("<span aria-hidden=\"true\">✗ </span>\(level)<span class=\"sp-visually-hidden\"> fails</span>"))
    }
  }

  @Test func aSmallContrastReportIsWrittenWhole() {
    let system = Self.grays(10)
    let result = TokenTables(system: system).contrastReport(foregrounds: ["color/text"], backgrounds: ["color/bg"])
    #expect(result.diagnostics.isEmpty)
    // The report's every class: no "more" disclosure.
    #expect(
      HTMLElement.parse(result.html.markup).classNames == [
        "sp-contrast-caption", "sp-contrast-grades", "sp-contrast-group", "sp-contrast-groups", "sp-contrast-measured",
        "sp-contrast-pair", "sp-contrast-ratio", "sp-contrast-report", "sp-contrast-sample", "sp-contrast-sample-cell",
        "sp-contrast-table", "sp-fail", "sp-token-name", "sp-visually-hidden",
      ])
  }

  // MARK: Anatomy

  @Test func anAnatomyOverManyLayersNumbersABoundedNumberOfParts() throws {
    var work: [Int] = []
    for layers in [100, 200] {
      let site = try Self.site([
        "content/figma/lib.json": Self.figma(layers: layers),
        "content/pages/index.md": "---\ntitle: Home\n---\n# Home\n\n```anatomy Btn\n```\n",
      ])
      defer { try? FileManager.default.removeItem(atPath: site) }
      let library = try Self.geometry(site)
      let here = SourceLocation(file: "page.md", line: 7, column: 1)
      let (drawing, diagnostics) = collecting {
        library.anatomyDrawing(set: "Btn", bodyLocation: here, idPrefix: "a", maxWidth: 720, into: &$0)
      }
      let drawn = try #require(drawing)
      #expect(drawn.report.parts.count == AnatomyReport.partLimit)
      #expect(diagnostics.map(\.id) == [.geometryAnatomyTooManyParts] && diagnostics.first?.location == here)
      work.append(drawn.placementWork)
    }
    // Twice the layers: no more placing than linear growth allows (the parts are capped).
    #expect(work[1] <= 2 * work[0], "\(work)")
  }

  // MARK: Specimens body

  @Test func aSpecimensBodyRepeatingALineCostsEachLineOnce() throws {
    let site = try Self.site(["content/figma/lib.json": Self.figma(layers: 2)])
    defer { try? FileManager.default.removeItem(atPath: site) }
    let shape = try #require(try Self.geometry(site).shape(of: "Btn"))
    var work: [Int] = []
    for lines in [2_000, 4_000] {
      var counted = 0
      var diagnostics = Diagnostics()
      let selection = VariantSelection.parse(
        String(repeating: "S: a, b\n", count: lines), for: shape, at: nil, work: &counted, into: &diagnostics)
      #expect(selection?.filters["S"] == ["a", "b"] && diagnostics.isEmpty)
      work.append(counted)
    }
    #expect(work == [4_000, 8_000])
  }

  // MARK: Descriptions

  @Test func aDescriptionOfManyOpenBracketsIsScannedOnce() {
    var work: [Int] = []
    for count in [10_000, 20_000] {
      var html = HTML()
      var counted = 0
      html.inlineMarkdown(String(repeating: "[", count: count) + "](", work: &counted)
      #expect(html.markup.hasPrefix("[[[") && html.markup.hasSuffix("]("))
      work.append(counted)
    }
    #expect(work[1] <= 2 * work[0] + 4, "\(work)")
    // The first link still wins, and a later link after it is still found.
    var html = HTML()
    html.inlineMarkdown("[[a](https://a.example) and [b](https://b.example)")
    #expect(
      html.markup
        == #"<a href="https://a.example">[a</a> and <a href="https://b.example">b</a>"#, "\(html.markup)")
  }
}
