import SpecimenCore

/// ```` ```callout warning Optional title ````: a note box whose body is Markdown.
struct CalloutDirective: Directive {
  let name = "callout"
  let summary = "a note box: callout note | warning | do | dont [title]"

  static let kinds: [(kind: String, title: String, theme: ThemeClass)] = [
    ("note", "Note", .calloutNote), ("warning", "Warning", .calloutWarning), ("do", "Do", .calloutDo),
    ("dont", "Don’t", .calloutDont),
  ]

  func render(_ invocation: DirectiveInvocation, context: PageContext) -> DirectiveResult {
    let words = invocation.arguments.split(separator: " ", maxSplits: 1).map(String.init)
    var kind = words.first?.lowercased() ?? "note"
    if kind == "don't" || kind == "don’t" { kind = "dont" }
    guard let known = Self.kinds.first(where: { $0.kind == kind }) else {
      return .failure(
        .error(
          "unknown callout kind '\(kind)'", at: invocation.location,
          hint: Suggestion.hint(for: kind, in: Self.kinds.map(\.kind))
            ?? "use one of \(Self.kinds.map(\.kind).joined(separator: ", "))", id: .directiveCalloutUnknownKind))
    }
    let title = words.count > 1 ? words[1] : known.title
    var result = DirectiveResult()
    let body = context.renderMarkdown(
      invocation.body, startingAt: invocation.bodyLocation(line: 0), into: &result.diagnostics)
    var html = HTML()
    html.element("aside", ["class": .theme(.callout, known.theme), "role": "note"]) { aside in
      aside.element("p", ["class": .theme(.calloutTitle)], text: title)
      aside.newline()
      aside.append(body)
    }
    html.newline()
    result.html = html
    return result
  }
}
