import Testing

@testable import Markdown

/// A fenced block's `title="…"`: shown above the code.
@Suite struct CodeBlockTitleTests {
  @Test func codeBlockTitleComesFromTheInfoString() {
    #expect(CodeBlockHTML.title("swift title=\"Props\"") == "Props")
    #expect(CodeBlockHTML.title("swift  title=\" SwiftUI \" linenums") == "SwiftUI")
    #expect(CodeBlockHTML.title("swift") == nil)
    #expect(CodeBlockHTML.title("swift title=\"\"") == nil)
    #expect(CodeBlockHTML.title("swift title=\"open") == nil)
    let html = CodeBlockHTML.render(code: "let a = 1\n", info: "swift title=\"A <b>\"").markup
    #expect(html.contains("<p class=\"sp-code-title\">A &lt;b&gt;</p>"))
    #expect(html.contains("<pre tabindex=\"0\"><code class=\"language-swift\">"))
  }
}
