import Foundation
import SpecimenCore
import Testing

@testable import Markdown

/// The Swift writer of a page's tree against cmark's own HTML renderer over the same tree: every
/// byte the same, in safe mode and with raw HTML allowed, but the `<wbr>` the writer adds after a
/// code span's `/` (which no input here writes as raw HTML).
@Suite struct MarkdownHTMLWriterTests {
  /// The writer's HTML without the line-break opportunities it adds in code spans.
  private func unbroken(_ html: String) -> String { html.replacingOccurrences(of: "<wbr>", with: "") }

  /// The tree as parsed, and as the page converter leaves it (directives, references, tables,
  /// footnotes, task lists, strikethrough, autolinks, headings with ids), both ways.
  private func expectSameAsCMark(
    _ text: String, label: String = "", sourceLocation: Testing.SourceLocation = #_sourceLocation
  ) {
    for unsafe in [false, true] {
      let tree = MarkdownTree()
      if let document = CMark.parse(text, unsafeHTML: unsafe, into: tree) {
        #expect(
          unbroken(MarkdownHTMLWriter.html(of: document, unsafeHTML: unsafe))
            == CMark.renderHTML(document, unsafeHTML: unsafe),
          "parsed \(label), unsafe: \(unsafe)", sourceLocation: sourceLocation)
      }
      var shield = InlineReferenceShield()
      let shielded = shield.shield(text)
      let converter = PageConverter(
        source: shielded, file: "page.md", lineOffset: 0, lines: SourceLines(Array(text.utf8), file: "page.md"),
        shield: shield, delegate: RecordingDelegate(), options: MarkdownOptions(unsafeHTML: unsafe))
      var diagnostics = Diagnostics()
      let rendered = converter.render(headingIDs: HeadingIDs(), into: &diagnostics)
      guard converter.tree.records.count > 0 else { continue }
      let document = MarkdownNode(tree: converter.tree, index: 0)
      #expect(
        unbroken(rendered.html) == CMark.renderHTML(document, unsafeHTML: unsafe),
        "converted \(label), unsafe: \(unsafe)",
        sourceLocation: sourceLocation)
    }
  }

  @Test func everyKindOfNode() {
    expectSameAsCMark(
      """
      # One *two* `three`

      Setext
      ------

      > quote with **strong** and a\\
      > hard break
      >
      > - nested
      >   list

      1. one
      2. two

         loose

      7) seven
      8) eight

      0. zero

      - [ ] task
      - [x] done

      ***

          indented code <&>

      ```swift extra words
      let x = "<&>"
      ```

      ```
      no info
      ```

      <div class="raw">raw & block</div>

      Inline <span>raw</span>, [link](/a?b=c&d='e' "Title \\"q\\" <&>"), [empty]() and
      ![alt *with* `code` and ![inner](i.png) <b>html</b>
      soft](img.png "Image title") www.example.com ~~struck~~ a[^1] {{token x}} {{report}}

      [^1]: The note.

      | a | b |
      | :- | -: |
      | `c|d` | **e** |

      ```callout note
      Body
      ```
      """)
  }

  @Test func urlsAreEscapedAndDangerousOnesLeftOutInSafeMode() {
    expectSameAsCMark(
      """
      [a](javascript:alert(1)) [b](JaVaScRiPt:x) [c](vbscript:x) [d](file:///etc) [e](data:text/html,x)
      ![f](data:image/png;base64,x) ![g](DATA:IMAGE/GIF,x) ![h](data:image/jpeg,x) ![i](data:image/webp,x)
      ![j](data:image/svg+xml,x) [k](<a b>) [l](%41&amp;'"\\[x\\]`^{|}~é) [m](http://x.y/ü?q=1#f)
      <https://auto.link/&x> <mail@example.com>
      """)
  }

  @Test func stringsEndAtTheirFirstNULAsCStringsDo() throws {
    let tree = MarkdownTree()
    let document = try #require(CMark.parse("text\n\n![alt](a.png)\n", unsafeHTML: false, into: tree))
    let paragraph = try #require(document.firstChild)
    paragraph.append(tree.text("a\u{0}b"))
    paragraph.append(tree.custom(block: false, enter: Markup(trusted: "<x>\u{0}y"), exit: Markup(trusted: "</x>")))
    document.append(tree.custom(block: true, enter: Markup(trusted: "<div>\u{0}")))
    let link = tree.link(url: "a\u{0}b")
    link.title = "\u{0}t"
    paragraph.append(link)
    let image = try #require(document.children[1].firstChild)
    image.title = "t\u{0}"
    image.append(tree.custom(block: false, enter: Markup(trusted: "<b>")))
    for unsafe in [false, true] {
      #expect(
        unbroken(MarkdownHTMLWriter.html(of: document, unsafeHTML: unsafe))
          == CMark.renderHTML(document, unsafeHTML: unsafe))
    }
  }

  /// A path in a code span may wrap after each `/` of it, and nowhere inside a name: the `<wbr>`
  /// comes between the escaped bytes, never inside an entity; a `//`, a `/` before a space or at
  /// the end gets none; the text given as pieces reads as written.
  @Test func codeSpansBreakAfterEachSlashOfAPath() throws {
    let tree = MarkdownTree()
    let document = try #require(
      CMark.parse(
        "See `content/code/primitives/Button.figma.tsx`, `a<b>/\"c&d\"/e.json`, `https://x.y/z/`, `a / b`.\n",
        unsafeHTML: false, into: tree))
    let written = MarkdownHTMLWriter.write(document, unsafeHTML: false, givesPieces: true)
    #expect(
      written.html
        == "<p>See <code>content/<wbr>code/<wbr>primitives/<wbr>Button.figma.tsx</code>, "
        + "<code>a&lt;b&gt;/<wbr>&quot;c&amp;d&quot;/<wbr>e.json</code>, <code>https://<wbr>x.y/<wbr>z/</code>, "
        + "<code>a / b</code>.</p>\n")
    let texts = (written.pieces ?? []).compactMap { piece -> String? in
      if case .text(let text) = piece { return text }
      return nil
    }
    #expect(texts.contains("content/code/primitives/Button.figma.tsx"))
    #expect(texts.contains("a<b>/\"c&d\"/e.json"))
    #expect(!(written.pieces ?? []).contains { "\($0)".contains("wbr") })
  }

  @Test func emptyContainersAndDeepNesting() {
    expectSameAsCMark("")
    expectSameAsCMark("-\n\n>\n\n1.\n")
    expectSameAsCMark(String(repeating: "> ", count: 2_000) + "deep\n")
    expectSameAsCMark(String(repeating: "*a ", count: 500) + String(repeating: "a*", count: 500) + "\n")
  }

  /// The Markdown of this repository as written: the bundled site, the docs, the fixtures.
  @Test func theRepositorysMarkdown() throws {
    let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
      .deletingLastPathComponent()
    var files: [URL] = []
    for folder in ["content", "docs", "examples", "Tests/Fixtures"] {
      guard
        let enumerator = FileManager.default.enumerator(
          at: root.appendingPathComponent(folder), includingPropertiesForKeys: nil)
      else { continue }
      for case let url as URL in enumerator where url.pathExtension == "md" { files.append(url) }
    }
    files.append(root.appendingPathComponent("CHANGELOG.md"))
    #expect(files.count > 50)
    for file in files {
      let data = try Data(contentsOf: file)
      expectSameAsCMark(String(decoding: data, as: UTF8.self), label: file.lastPathComponent)
    }
  }
}
