import Foundation
import SpecimenCore
import TestSupport
import Testing
import TokensTestSupport

@testable import Tokens

/// tokens.css writes context names into selectors, modifier names into attribute names, names
/// into comments and font families into values; a name from the data never gets out of its
/// string, so no rule the data writes applies to the page.
@Suite struct HostileCSSTests {
  @Test func aContextNameIsAStringInItsSelector() {
    #expect(
      TokenSystem.cssSelector(for: [ContextInput(modifier: "theme", context: HostileCSS.text)])
        == #"[data-theme="\"]{}body{display:none}\a "]"#)
  }

  @Test func aResolverContextNamedToBreakOutStaysInItsSelector() throws {
    let files: [String: String] = [
      "/t/r.resolver.json": """
      { "version": "2025.10",
        "modifiers": {
          "theme": { "contexts": { "light": [{ "$ref": "light.tokens.json" }], "\(HostileCSS.json)": [{ "$ref": "dark.tokens.json" }] },
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
    HostileCSS.expectContained(css, blocks: 3)
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
    HostileCSS.expectContained(css, blocks: 3)
  }

  @Test func fontFamiliesAndValuesOutsideDTCGAreStrings() {
    let (system, _) = loadTokens(
      #"""
      { "family": { "$type": "fontFamily", "$value": ["Inter\";}body{display:none}\n", "sans-serif"] },
        "case": { "$type": "textCase", "$value": "x;}body{display:none}" } }
      """#)
    let css = system.cssStylesheet()
    #expect(css.contains(#"--family: "Inter\";}body{display:none}\a ", sans-serif;"#), "\(css)")
    HostileCSS.expectContained(css, blocks: 1)
  }
}
