import SpecimenCore

/// A fenced code block as the page shows it: highlighted at build time, with a copy button.
package enum CodeBlockHTML {
  package static func render(code: String, info: String) -> Markup {
    let language =
      info.split(maxSplits: 1, whereSeparator: { $0 == " " || $0 == "\t" }).first.map(String.init)?.lowercased() ?? ""
    let highlighted = SyntaxHighlighter(language: language)?.highlight(code)
    var html = Markup()
    html.element("div", ["class": "sp-code", "data-language": language.isEmpty ? nil : language]) { block in
      block.element("button", ["type": "button", "class": "sp-copy", "aria-label": "Copy code"], text: "Copy")
      block.element("pre") { pre in
        pre.element("code", ["class": language.isEmpty ? nil : "language-\(language)"]) { element in
          if let highlighted {
            // Safe: the highlighter escapes every byte of the code as `text` does and adds only
            // `<span class="tok-…">` around tokens; it works on bytes, so it writes its own.
            element.appendTrusted(highlighted)
          } else {
            element.text(code)
          }
        }
      }
    }
    html.newline()
    return html
  }
}
