import SpecimenCore
import TestSupport
import Testing
import Tokens
import TokensTestSupport

@testable import TokenImport

/// A Figma variables mode or a Tokens Studio theme is a context whose name tokens.css writes into
/// a selector: a name from the data never gets out of its string.
@Suite struct HostileContextNameTests {
  @Test func aFigmaVariablesModeNamedToBreakOutStaysInItsSelector() {
    let collection =
      #""C:1":{"id":"C:1","name":"Theme","modes":[{"modeId":"1:0","name":"Light"},{"modeId":"1:1","name":""#
      + HostileCSS.json
      + #""}],"defaultModeId":"1:0","remote":false,"hiddenFromPublishing":false,"variableIds":["V:1"]}"#
    let variable =
      #""V:1":{"id":"V:1","name":"accent","key":"k","variableCollectionId":"C:1","resolvedType":"COLOR","valuesByMode":{"1:0":{"r":0,"g":0.5,"b":1,"a":1},"1:1":{"r":0.5,"g":0.5,"b":0.5,"a":1}},"remote":false,"description":"","hiddenFromPublishing":false,"scopes":["ALL_SCOPES"],"codeSyntax":{}}"#
    let (system, diagnostics) = FigmaVariablesTests.loadBody(
      FigmaVariablesTests.body(variables: variable, collections: collection))
    #expect(errors(diagnostics).isEmpty, "\(diagnostics)")
    let css = system.cssStylesheet()
    #expect(css.contains(#"="\"]{}body{display:none}\a "] {"#), "\(css)")
    HostileCSS.expectContained(css, blocks: 3)
  }

  @Test func aTokensStudioThemeNamedToBreakOutStaysInItsSelector() {
    let files: [String: String] = [
      "/s/$themes.json": """
      [
        {"id": "1", "name": "Light", "group": "Mode", "selectedTokenSets": {"light": "enabled"}},
        {"id": "2", "name": "\(HostileCSS.json)", "group": "Mode", "selectedTokenSets": {"dark": "enabled"}}
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
    HostileCSS.expectContained(css, blocks: 3)
  }
}
