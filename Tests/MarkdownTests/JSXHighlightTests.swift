import Foundation
import TestSupport
import Testing

@testable import Markdown

/// JSX in highlighted TSX: the text between tags is text, `{…}` inside is code again, held to
/// golden files of Code Connect files as their repositories publish them.
@Suite struct JSXHighlightTests {
  static let published = "Tests/CodePropsTests/Fixtures/Published/"
  /// Code Connect files for React, each with elements, text children, `{…}` children and
  /// attributes, spreads and arrow functions inside tags.
  static let goldens = [
    "figma-sds/primitives/Tag.figma.tsx", "figma-sds/primitives/Dialog.figma.tsx",
    "primer-react/Label.figma.tsx",
  ]

  private func highlighted(_ code: String, _ language: String = "tsx") throws -> String {
    try #require(SyntaxHighlighter(language: language)).highlight(code)
  }

  /// The code as it reads, from the highlighted HTML.
  private func text(of html: String) -> String {
    html.replacing(/<[^>]+>/, with: "").replacingOccurrences(of: "&quot;", with: "\"")
      .replacingOccurrences(of: "&#39;", with: "'").replacingOccurrences(of: "&lt;", with: "<")
      .replacingOccurrences(of: "&gt;", with: ">").replacingOccurrences(of: "&amp;", with: "&")
  }

  @Test(arguments: goldens)
  func codeConnectFilesMatchTheirGoldenFiles(file: String) throws {
    let code = try String(contentsOfFile: Repository.path(Self.published + file), encoding: .utf8)
    let html = try highlighted(code)
    #expect(text(of: html) == code)
    let name = String(file.split(separator: "/").last ?? "") + ".html"
    try Snapshot(target: "MarkdownTests").check(html, named: "jsx/" + name)
  }

  /// SDS's TagToggleGroup example: "this" in a label's text is a word of the text.
  @Test func textBetweenTagsIsText() throws {
    let html = try highlighted("<TagToggleGroup>\n  <Label>Label this!</Label>\n</TagToggleGroup>")
    #expect(
      html.contains("<span class=\"tok-tag\">Label</span>&gt;Label this!&lt;/<span class=\"tok-tag\">Label</span>"))
    #expect(!html.contains("tok-keyword"))
  }

  @Test func wordsAndApostrophesInTextAreNotCode() throws {
    let code = "const a = (\n  <p>Don't save this for new users {count} times</p>\n);\nconst b = 'x';"
    let html = try highlighted(code)
    #expect(html.contains("Don&#39;t save this for new users {count} times"))
    #expect(html.contains("<span class=\"tok-string\">&#39;x&#39;</span>"))
    #expect(html.components(separatedBy: "tok-keyword").count == 3)
  }

  /// SDS's DialogModal example: an attribute's `{true}` and its arrow function are code; the
  /// element's `{children}` is code among text.
  @Test func expressionsInsideElementsAreCode() throws {
    let html = try highlighted(
      "<DialogModal isDismissable isOpen={true} onOpenChange={() => {}}>\n  {new Date().getFullYear()} for {x ? \"a\" : <b>in</b>}\n</DialogModal>"
    )
    #expect(html.contains("<span class=\"tok-attr\">isOpen</span>={<span class=\"tok-literal\">true</span>}"))
    #expect(html.contains("{<span class=\"tok-keyword\">new</span> <span class=\"tok-type\">Date</span>()"))
    #expect(html.contains("} for {"))
    #expect(html.contains("<span class=\"tok-string\">&quot;a&quot;</span>"))
    #expect(html.contains("&lt;<span class=\"tok-tag\">b</span>&gt;in&lt;/<span class=\"tok-tag\">b</span>&gt;"))
    #expect(html.hasSuffix("&lt;/<span class=\"tok-tag\">DialogModal</span>&gt;"))
  }

  /// A `<` after a name is a type's or a comparison's, not an element's; so is `<T,>`; plain
  /// TypeScript has no elements.
  @Test func typeArgumentsAndComparisonsAreNotElements() throws {
    let code = "const [a, b] = useState<string>(\"\");\nif (a < b) return x;\nconst f = <T,>(x: T) => x;"
    let html = try highlighted(code)
    #expect(!html.contains("tok-tag"))
    #expect(html.contains("<span class=\"tok-keyword\">return</span>"))
    #expect(try !highlighted("const x = <Foo>bar;", "ts").contains("tok-tag"))
  }

  @Test func fragmentsOpenAndClose() throws {
    let html = try highlighted("return (\n  <>\n    <A />of text\n  </>\n);\nexport default A")
    #expect(html.contains("&lt;<span class=\"tok-tag\">A</span> /&gt;of text"))
    #expect(html.contains("<span class=\"tok-keyword\">export</span> <span class=\"tok-keyword\">default</span>"))
  }

  /// Every Code Connect file for React the fixtures hold reads as written once highlighted.
  @Test func everyPublishedCodeConnectFileKeepsItsText() throws {
    let root = Repository.path(Self.published) + "/"
    let files =
      FileManager.default.enumerator(atPath: root)?.compactMap { $0 as? String }
      .filter { $0.hasSuffix(".tsx") || $0.hasSuffix(".jsx") } ?? []
    #expect(files.count > 20)
    for file in files {
      let code = try String(contentsOfFile: root + file, encoding: .utf8)
      #expect(text(of: try highlighted(code)) == code, "\(file)")
    }
  }
}
