import SpecimenCore

/// A fenced code block as the page shows it: highlighted at build time, with a copy button, and
/// a title above it when the info string gives one (```` ```swift title="SwiftUI" ````).
package enum CodeBlockHTML {
  package static func render(code: String, info: String) -> Markup {
    let language =
      info.split(maxSplits: 1, whereSeparator: { $0 == " " || $0 == "\t" }).first.map(String.init)?.lowercased() ?? ""
    let title = Self.title(info)
    let highlighted = SyntaxHighlighter(language: language)?.markup(code)
    var html = Markup()
    html.element("div", ["class": .theme(.code), "data-language": language.isEmpty ? nil : language]) { block in
      if let title { block.element("p", ["class": .theme(.codeTitle)], text: title) }
      block.element("button", ["type": "button", "class": .theme(.copy), "aria-label": "Copy code"], text: "Copy")
      // A long line scrolls the block sideways: it is a keyboard stop, so it scrolls without a pointer.
      block.element("pre", ["tabindex": "0"]) { pre in
        pre.element("code", ["class": language.isEmpty ? nil : "language-\(language)"]) { element in
          if let highlighted {
            element.append(highlighted)
          } else {
            element.text(code)
          }
        }
      }
    }
    html.newline()
    return html
  }

  /// The text of `title="…"` after the language in an info string; nil when there is none or it
  /// is empty. The first `"` after `title="` ends it.
  static func title(_ info: String) -> String? {
    guard let start = info[...].firstRange(ofBytes: " title=\"") ?? info[...].firstRange(ofBytes: "\ttitle=\"") else {
      return nil
    }
    let rest = info[start.upperBound...]
    guard let end = rest.firstIndex(of: "\"") else { return nil }
    let title = rest[..<end].trimmingSpaces
    return title.isEmpty ? nil : title
  }
}
