import Foundation
import SpecimenCore
import TestSupport
import Testing

@testable import Tokens

/// tokens.css writes context names into selectors, modifier names into attribute names, names
/// into comments and font families into values; a name from the data never gets out of its
/// string, so no rule the data writes applies to the page.
@Suite struct HostileCSSTests {
  /// Closes the selector's string and bracket, then adds a rule hiding every page.
  static let hostile = "\"]{}body{display:none}\n"
  static let hostileJSON = #"\"]{}body{display:none}\n"#

  /// Checks that what a browser reads outside strings and comments holds no rule of the data's:
  /// one `{` and one `}` per block, and not the rule the names carry.
  static func expectContained(_ css: String, blocks: Int, sourceLocation: Testing.SourceLocation = #_sourceLocation) {
    let outside = CSSStructure.outsideStrings(css)
    #expect(!outside.contains("body{"), "\(css)", sourceLocation: sourceLocation)
    #expect(!outside.contains("display:none"), "\(css)", sourceLocation: sourceLocation)
    #expect(outside.filter { $0 == "{" }.count == blocks, "\(css)", sourceLocation: sourceLocation)
    #expect(outside.filter { $0 == "}" }.count == blocks, "\(css)", sourceLocation: sourceLocation)
  }

  @Test func aContextNameIsAStringInItsSelector() {
    #expect(
      TokenSystem.cssSelector(for: [ContextInput(modifier: "theme", context: Self.hostile)])
        == #"[data-theme="\"]{}body{display:none}\a "]"#)
  }

  @Test func aResolverContextNamedToBreakOutStaysInItsSelector() throws {
    let files: [String: String] = [
      "/t/r.resolver.json": """
      { "version": "2025.10",
        "modifiers": {
          "theme": { "contexts": { "light": [{ "$ref": "light.tokens.json" }], "\(Self.hostileJSON)": [{ "$ref": "dark.tokens.json" }] },
                     "default": "light" } },
        "resolutionOrder": [{ "$ref": "#/modifiers/theme" }] }
      """,
      "/t/light.tokens.json": ##"{ "accent": { "$type": "color", "$value": "#0A84FF" } }"##,
      "/t/dark.tokens.json": ##"{ "accent": { "$type": "color", "$value": "#8E8E93" } }"##,
    ]
    let (system, diagnostics) = loadResolver(files)
    #expect(errors(diagnostics).isEmpty, "\(diagnostics)")
    let css = system.cssStylesheet()
    #expect(css.contains(#"[data-theme="\"]{}body{display:none}\a "] {"#), "\(css)")
    Self.expectContained(css, blocks: 3)
    #expect(css == system.stylesheetByName())
  }

  @Test func aModifierNameIsAnAttributeNameAndCommentsStayClosed() throws {
    let files: [String: String] = [
      "/t/r.resolver.json": """
      { "version": "2025.10",
        "modifiers": {
          "x\\"]{}body{display:none}*/": { "contexts": { "a": [{ "$ref": "a.tokens.json" }], "b*/body{display:none}/*": [{ "$ref": "b.tokens.json" }] },
                     "default": "a" } },
        "resolutionOrder": [{ "$ref": "#/modifiers/x\\"]{}body{display:none}*~1" }] }
      """,
      "/t/a.tokens.json": ##"{ "accent": { "$type": "color", "$value": "#0A84FF" } }"##,
      "/t/b.tokens.json": ##"{ "accent": { "$type": "color", "$value": "#8E8E93" } }"##,
    ]
    let (system, _) = loadResolver(files)
    let css = system.cssStylesheet()
    #expect(css.contains(#"[data-x----body-display-none---="b*/body{display:none}/*"] {"#), "\(css)")
    Self.expectContained(css, blocks: 3)
  }

  @Test func aFigmaVariablesModeNamedToBreakOutStaysInItsSelector() {
    let collection =
      #""C:1":{"id":"C:1","name":"Theme","modes":[{"modeId":"1:0","name":"Light"},{"modeId":"1:1","name":""#
      + Self.hostileJSON
      + #""}],"defaultModeId":"1:0","remote":false,"hiddenFromPublishing":false,"variableIds":["V:1"]}"#
    let variable =
      #""V:1":{"id":"V:1","name":"accent","key":"k","variableCollectionId":"C:1","resolvedType":"COLOR","valuesByMode":{"1:0":{"r":0,"g":0.5,"b":1,"a":1},"1:1":{"r":0.5,"g":0.5,"b":0.5,"a":1}},"remote":false,"description":"","hiddenFromPublishing":false,"scopes":["ALL_SCOPES"],"codeSyntax":{}}"#
    let (system, diagnostics) = FigmaVariablesTests.loadBody(
      FigmaVariablesTests.body(variables: variable, collections: collection))
    #expect(errors(diagnostics).isEmpty, "\(diagnostics)")
    let css = system.cssStylesheet()
    #expect(css.contains(#"="\"]{}body{display:none}\a "] {"#), "\(css)")
    Self.expectContained(css, blocks: 3)
  }

  @Test func aTokensStudioThemeNamedToBreakOutStaysInItsSelector() {
    let files: [String: String] = [
      "/s/$themes.json": """
      [
        {"id": "1", "name": "Light", "group": "Mode", "selectedTokenSets": {"light": "enabled"}},
        {"id": "2", "name": "\(Self.hostileJSON)", "group": "Mode", "selectedTokenSets": {"dark": "enabled"}}
      ]
      """,
      "/s/$metadata.json": #"{"tokenSetOrder": ["light", "dark"]}"#,
      "/s/light.json": ##"{"accent": {"$value": "#0A84FF", "$type": "color"}}"##,
      "/s/dark.json": ##"{"accent": {"$value": "#8E8E93", "$type": "color"}}"##,
    ]
    let (system, diagnostics) = collecting {
      TokenSystem.load(sourcePath: "/s", format: .tokensStudio, files: .memory(files), into: &$0)
    }
    #expect(errors(diagnostics).isEmpty, "\(diagnostics)")
    let css = system.cssStylesheet()
    #expect(css.contains(#"\"]{}body{display:none}\a "] {"#), "\(css)")
    Self.expectContained(css, blocks: 3)
  }

  @Test func fontFamiliesAndValuesOutsideDTCGAreStrings() {
    let (system, _) = loadTokens(
      #"""
      { "family": { "$type": "fontFamily", "$value": ["Inter\";}body{display:none}\n", "sans-serif"] },
        "case": { "$type": "textCase", "$value": "x;}body{display:none}" } }
      """#)
    let css = system.cssStylesheet()
    #expect(css.contains(#"--family: "Inter\";}body{display:none}\a ", sans-serif;"#), "\(css)")
    Self.expectContained(css, blocks: 1)
  }
}
