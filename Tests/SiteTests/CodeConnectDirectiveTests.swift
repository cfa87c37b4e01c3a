import CodeProps
import Figma
import Foundation
import SpecimenCore
import TestSupport
import Testing

@testable import Site

/// ```` ```code-connect ````: the example of each Code Connect mapping, filled in with the Figma
/// set's defaults when the site has the set, escaped as code.
@Suite struct CodeConnectDirectiveTests {
  static let fence = SourceLocation(file: "content/pages/button.md", line: 7, column: 1)
  static let parityFixture = "Tests/Fixtures/bad/parity-strict-differences/site/content/"

  static func library(_ paths: [String]) -> PropsLibrary {
    var ignored = Diagnostics()
    return PropsLibrary.load(paths: paths.map { Repository.path($0) }, into: &ignored)
  }

  static func acme() -> FigmaLibrary {
    var ignored = Diagnostics()
    return FigmaLibrary.load(files: [(Repository.path(parityFixture + "figma/acme.json"), "AbC123xyz")], into: &ignored)
  }

  /// The text a reader sees in the markup: tags dropped, entities read.
  static func text(_ html: String) -> String {
    var text = html.replacingOccurrences(of: "<[^>]+>", with: "", options: .regularExpression)
    for (entity, character) in [("&lt;", "<"), ("&gt;", ">"), ("&quot;", "\""), ("&#39;", "'"), ("&amp;", "&")] {
      text = text.replacingOccurrences(of: entity, with: character)
    }
    return text
  }

  @Test func exampleFilledInWithTheSetsDefaults() {
    let props = Self.library([Self.parityFixture + "code/Button.figma.tsx"])
    let result = CodeConnectDirective.render(props, figma: Self.acme(), arguments: "Button", body: "", at: Self.fence)
    #expect(result.diagnostics.isEmpty)
    let text = Self.text(result.html.description)
    // Label's default text, Primary and Large through the mapping; the instance stays a placeholder.
    #expect(text.contains("<Button label=\"Continue\" variant=\"primary\" size=\"lg\" icon={icon} />"), "\(text)")
    #expect(text.contains("Code Connect for React, from Button.figma.tsx, with the defaults of Button:"))
    #expect(result.reads.componentSets == [SetName("Button")])
    #expect(result.reads.codeComponents == [CodeComponentName("Button")])
  }

  @Test func withoutTheFigmaFileTheExampleIsShownAsWritten() {
    let props = Self.library([Self.parityFixture + "code/Button.figma.tsx"])
    let result = CodeConnectDirective.render(
      props, figma: FigmaLibrary(), arguments: "Button", body: "", at: Self.fence)
    // The example is the text of its code, and no element.
    let example = HTMLElement.parse(result.html.description)
    #expect(example.all("button").map(\.classes) == [["sp-copy"]], "the copy button alone")
    #expect(example.all("code").contains { $0.text.contains("<Button {...props} />") })
  }

  /// figma/sds as published: every mapping of Button (Button and ButtonDanger), in file order.
  @Test func publishedMappingsEachGetABlock() {
    let props = Self.library(["Tests/CodePropsTests/Fixtures/Published/figma-sds/primitives/Button.figma.tsx"])
    let result = CodeConnectDirective.render(
      props, figma: FigmaLibrary(), arguments: "Button", body: "", at: Self.fence)
    #expect(result.diagnostics.isEmpty)
    let html = result.html.description
    #expect(html.components(separatedBy: "class=\"sp-code-connect-source\"").count - 1 == 2)
    #expect(html.components(separatedBy: "<pre").count - 1 == 2)
    let text = Self.text(html)
    #expect(text.contains("<ButtonDanger onPress={() => {}} {...props}>"))
    // Two mappings of Button: each caption says which Figma node it comes from, as written.
    #expect(
      HTMLElement.parse(html).all("p").map(\.text) == [
        "Code Connect for React, from Button.figma.tsx, for the Figma node <FIGMA_BUTTONS_BUTTON>:",
        "Code Connect for React, from Button.figma.tsx, for the Figma node <FIGMA_BUTTONS_BUTTON_DANGER>:",
      ])
    let group = CodeConnectDirective.render(
      props, figma: FigmaLibrary(), arguments: "ButtonGroup", body: "", at: Self.fence)
    #expect(Self.text(group.html.description).contains("<ButtonGroup {...props}>{children}</ButtonGroup>"))
    // Under the file's one caption, Button's two mappings still read apart; ButtonGroup's is alone.
    let both = CodeConnectDirective.render(
      props, figma: FigmaLibrary(), arguments: "Button, ButtonGroup", body: "", at: Self.fence)
    #expect(
      HTMLElement.parse(both.html.description).all("p").map(\.text) == [
        "Code Connect for React, from Button.figma.tsx, each example under its component:",
        "Button, for the Figma node <FIGMA_BUTTONS_BUTTON>:",
        "Button, for the Figma node <FIGMA_BUTTONS_BUTTON_DANGER>:",
        "ButtonGroup:",
      ])
  }

  /// figma/sds's Text.figma.tsx maps 17 components: a block of three of them names the file
  /// once, above, and heads each example with its component, not the file's caption each time.
  @Test func aBlockOfOneFilesMappingsNamesTheFileOnce() throws {
    let props = Self.library(["Tests/CodePropsTests/Fixtures/Published/figma-sds/primitives/Text.figma.tsx"])
    let result = CodeConnectDirective.render(
      props, figma: FigmaLibrary(), arguments: "Text, TextSmall, TextCode", body: "", at: Self.fence)
    #expect(result.diagnostics.isEmpty)
    let captions = HTMLElement.parse(result.html.description).all("p").map(\.text)
    #expect(
      captions == [
        "Code Connect for React, from Text.figma.tsx, each example under its component:", "Text:", "TextSmall:",
        "TextCode:",
      ], "\(captions)")
    // One component: the caption names the file, as before.
    let one = CodeConnectDirective.render(props, figma: FigmaLibrary(), arguments: "TextCode", body: "", at: Self.fence)
    #expect(
      HTMLElement.parse(one.html.description).all("p").map(\.text) == ["Code Connect for React, from Text.figma.tsx:"])
  }

  @Test func anUnknownNameIsAnErrorThatSuggestsTheNearest() {
    let props = Self.library([Self.parityFixture + "code/Button.figma.tsx"])
    let result = CodeConnectDirective.render(props, figma: FigmaLibrary(), arguments: "Buton", body: "", at: Self.fence)
    let error = result.diagnostics.first
    #expect(result.diagnostics.count == 1)
    #expect(error?.id == .directiveUnknownCodeConnect)
    #expect(error?.location == Self.fence)
    #expect(error?.hint?.contains("'Button'") == true)
  }

  @Test func codeFromTheFileIsEscaped() throws {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("cc-\(UUID().uuidString)").path
    try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(atPath: folder) }
    try """
    figma.connect(Note, "https://www.figma.com/design/K/F?node-id=1-2", {
      example: () => <Note title="</code></pre><script>alert(1)</script>" />,
    })
    """.write(toFile: folder + "/Note.figma.tsx", atomically: true, encoding: .utf8)
    var ignored = Diagnostics()
    let props = PropsLibrary.load(paths: [folder + "/Note.figma.tsx"], into: &ignored)
    let result = CodeConnectDirective.render(props, figma: FigmaLibrary(), arguments: "Note", body: "", at: Self.fence)
    let example = HTMLElement.parse(result.html.description)
    #expect(example.all("script").isEmpty)
    #expect(example.all("code").contains { $0.text.contains("<script>alert(1)</script>") })
  }
}
