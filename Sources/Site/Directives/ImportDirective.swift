import CodeProps
import Markdown
import SpecimenCore

/// ```` ```import Dialog, DialogTitle ````: how code imports the listed components, as the
/// team's own files write it, in one code block with the copy button: the statement a Code
/// Connect file imports each from (`import { Dialog, DialogTitle } from "primitives";`), its
/// mapping's `imports` lines, or the module a docs file names (Primer's `importPath`). A
/// component no source says how to import gets no line and a warning; nothing is made up from
/// its file's path.
struct ImportDirective: Directive {
  let name = "import"
  let summary = "how code imports the listed components, from the Code Connect files: import Dialog, DialogTitle"
  var readsOnlySiteData: Bool { true }

  func render(_ invocation: DirectiveInvocation, context: PageContext) -> DirectiveResult {
    Self.render(
      context.site.data.props, arguments: invocation.arguments, body: invocation.body, at: invocation.location)
  }

  static func render(_ library: PropsLibrary, arguments: String, body: String, at fence: SourceLocation)
    -> DirectiveResult
  {
    var result = DirectiveResult()
    for line in DirectiveBody.lines(body, fence: fence) {
      result.diagnostics.append(DirectiveBody.unknownKeyword(line, directive: "import", known: []))
    }
    let known = library.importsByLocal.keys.sorted()
    let names = DirectiveBody.names(
      arguments, block: "import", naming: "component",
      example: library.connections.compactMap(\.component).first ?? known.first ?? "Button", at: fence,
      id: .directiveMissingComponent, into: &result.diagnostics)
    for name in names {
      result.reads.codeComponents.insert(CodeComponentName(name))
      guard !library.importsKnown(for: name) else { continue }
      result.diagnostics.warning(
        "no source says how to import '\(name)', so the import block leaves it out", at: fence,
        hint: Suggestion.hint(for: name, in: known)
          ?? "a Code Connect file that imports it (import { \(name) } from \"@acme/ui\"), a mapping's imports: [...] or a docs file's importPath tells it",
        id: .directiveImportUnknown)
    }
    let statements = library.importStatements(for: names)
    guard !statements.isEmpty else { return result }
    let code = statements.joined(separator: "\n")
    result.html.append(CodeBlockHTML.render(code: code, info: "tsx"))
    // The twin keeps the statements a fenced block, as a reader copies them.
    result.markdown = "```tsx\n" + code + "\n```"
    return result
  }
}
