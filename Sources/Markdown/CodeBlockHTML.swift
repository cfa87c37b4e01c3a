import SpecimenCore

/// A fenced code block as the page shows it: highlighted at build time, with a copy button.
package enum CodeBlockHTML {
  package static func render(code: String, info: String) -> String {
    let language =
      info.split(maxSplits: 1, whereSeparator: { $0 == " " || $0 == "\t" }).first.map(String.init)?.lowercased() ?? ""
    let highlighted = SyntaxHighlighter(language: language)?.highlight(code) ?? Escape.html(code)
    let languageClass = language.isEmpty ? "" : " class=\"language-\(Escape.html(language))\""
    let label = language.isEmpty ? "" : " data-language=\"\(Escape.html(language))\""
    return
      "<div class=\"sp-code\"\(label)><button type=\"button\" class=\"sp-copy\" aria-label=\"Copy code\">Copy</button>"
      + "<pre><code\(languageClass)>\(highlighted)</code></pre></div>\n"
  }
}
