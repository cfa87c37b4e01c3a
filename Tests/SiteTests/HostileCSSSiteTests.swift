import Figma
import Foundation
import Geometry
import SpecimenCore
import TestSupport
import Testing

@testable import FigmaGeometry
@testable import Site

/// A whole build with names and values written to break out of CSS: a context named to close
/// its selector, a font family written to close its declaration. tokens.css, the chrome's block
/// and every `style` attribute on the page keep them inside their strings.
@Suite struct HostileCSSSiteTests {
  static let hostile = "\"]{}body{display:none}\n"
  static let hostileJSON = #"\"]{}body{display:none}\n"#

  static func site() throws -> URL {
    let root = FileManager.default.temporaryDirectory.appendingPathComponent(
      "specimen-hostile-css-\(UUID().uuidString)")
    let files: [String: String] = [
      "content/site.yml": """
      name: Hostile
      tokens:
        resolver: tokens/r.resolver.json
        contexts:
          theme: [light, "\\"]{}body{display:none}\\n"]
      chrome:
        text: t/text
      """,
      "content/tokens/r.resolver.json": """
      { "version": "2025.10",
        "sets": { "base": { "sources": [{ "$ref": "base.tokens.json" }] } },
        "modifiers": {
          "theme": { "contexts": { "light": [{ "$ref": "light.tokens.json" }], "\(hostileJSON)": [{ "$ref": "dark.tokens.json" }] },
                     "default": "light" } },
        "resolutionOrder": [{ "$ref": "#/sets/base" }, { "$ref": "#/modifiers/theme" }] }
      """,
      "content/tokens/base.tokens.json": """
      { "t": {
          "family": { "$type": "fontFamily", "$value": ["Inter\\";}body{display:none}\\n", "sans-serif"] },
          "type": { "$type": "typography", "$value": { "fontFamily": "{t.family}", "fontSize": { "value": 16, "unit": "px" },
            "fontWeight": 400, "letterSpacing": { "value": 0, "unit": "px" }, "lineHeight": 1.5 } } } }
      """,
      "content/tokens/light.tokens.json": ##"{ "t": { "text": { "$type": "color", "$value": "#111111" } } }"##,
      "content/tokens/dark.tokens.json": ##"{ "t": { "text": { "$type": "color", "$value": "#222222" } } }"##,
      "content/pages/index.md": """
      ---
      title: Home
      ---

      ```token-list t
      ```
      """,
    ]
    for (path, text) in files {
      let url = root.appendingPathComponent(path)
      try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
      try text.write(to: url, atomically: true, encoding: .utf8)
    }
    return root
  }

  /// Every `style="…"` of a page, its entities read back.
  static func styles(in html: String) -> [String] {
    html.components(separatedBy: " style=\"").dropFirst().compactMap { rest in
      rest.split(separator: "\"", maxSplits: 1).first.map { Escape.decodingEntities(String($0)) }
    }
  }

  @Test func tokensCSSAndStyleAttributesKeepTheDataInsideItsStrings() throws {
    let root = try Self.site()
    defer { try? FileManager.default.removeItem(at: root) }
    let report = SiteBuilder.build(BuildOptions(siteDirectory: root.path))
    #expect(report.succeeded, "\(report.messages)")
    let css = try String(contentsOf: root.appendingPathComponent("Public/tokens.css"), encoding: .utf8)
    #expect(css.contains(#"[data-theme="\"]{}body{display:none}\a "] {"#), "\(css)")
    #expect(css.contains(#"--t-family: "Inter\";}body{display:none}\a ", sans-serif;"#), "\(css)")
    #expect(css.contains("--sp-chrome-text: var(--t-text);"), "\(css)")
    let outside = CSSStructure.outsideStrings(css)
    #expect(!outside.contains("body{") && !outside.contains("display:none"), "\(css)")
    #expect(outside.filter { $0 == "{" }.count == outside.filter { $0 == "}" }.count)

    let page = try String(contentsOf: root.appendingPathComponent("Public/index.html"), encoding: .utf8)
    let styles = Self.styles(in: page)
    #expect(
      styles.contains { $0.contains("font-family: \"Inter\\\";}body{display:none}\\a \", sans-serif") }, "\(styles)")
    for style in styles {
      let outside = CSSStructure.outsideStrings(style)
      #expect(!outside.contains("body{") && !outside.contains("display:none"), "\(style)")
      let names = CSSStructure.declarations(style).map(\.name)
      #expect(names.allSatisfy { $0 != "body{display" && !$0.contains("}") }, "\(style)")
    }
  }

  /// A Figma text style's family reaches a drawing's `font-family` attribute as a CSS string.
  @Test func aFigmaFontFamilyIsAStringInTheDrawing() throws {
    let site = try #require(Bundle.module.url(forResource: "Fixtures/figma-drawn", withExtension: nil))
    let text = try String(
      contentsOf: site.appendingPathComponent("content/figma/text-effects.json"), encoding: .utf8
    ).replacingOccurrences(of: #""fontFamily":"Inter""#, with: #""fontFamily":"Inter';}body{display:none}\n""#)
    var diagnostics = Diagnostics()
    let file = try #require(FigmaLibrary.parse(text, path: "text-effects.json", key: nil, into: &diagnostics))
    let sets = file.componentSets
    let drawn = FigmaDrawing.drawings(
      of: sets, variables: FigmaVariableNames(), cssVariable: { "--" + $0 }, measurer: FigmaTextEffectsTests.measurer,
      into: &diagnostics)
    let geometry = GeometryLibrary.build(
      models: [], icons: IconLibrary(), tokens: NoGeometryTokens(), sets: sets.map { ComponentSetShape($0) },
      measurer: FigmaTextEffectsTests.measurer, drawn: drawn, into: &diagnostics)
    let component = try #require(drawn["Text Runs"]?.first)
    let svg = geometry.svg(component, options: SVGOptions(idPrefix: "t"))
    let families = svg.components(separatedBy: #" font-family=""#).dropFirst().compactMap {
      $0.split(separator: "\"", maxSplits: 1).first.map { Escape.decodingEntities(String($0)) }
    }
    #expect(!families.isEmpty)
    for family in families {
      // No font file has that family: a layer names the fallback it was measured with after it.
      let written = [
        #"'Inter\';}body{display:none}\a ', Inter, sans-serif"#, #"'Inter\';}body{display:none}\a ', sans-serif"#,
      ]
      #expect(written.contains(family), "\(family)")
      #expect(!CSSStructure.outsideStrings(family).contains("body{"))
    }
  }
}
