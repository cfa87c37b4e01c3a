import SpecimenCore

/// `{{source-file src/ui/primitives/Dialog/Dialog.tsx}}`: a component's source file as its props
/// source records it, in code type; a link to the file in the repository when site.yml has
/// `repository:` and the path can be placed in it (relative to `repository.code`, the
/// repository's root by default). An absolute path, from the machine the tool ran on, stays text.
struct SourceFileReference: InlineReference {
  let name = "source-file"
  let summary = "a source file, linked into site.yml's repository: source-file src/Button.tsx"

  func render(arguments: String, at location: SourceLocation, context: PageContext) -> DirectiveResult {
    Self.render(arguments, repository: context.site.configuration.repository, at: location)
  }

  static func render(_ arguments: String, repository: SiteConfiguration.Repository?, at location: SourceLocation)
    -> DirectiveResult
  {
    var result = DirectiveResult()
    let path = arguments.trimmingSpaces
    guard !path.isEmpty else {
      result.diagnostics.error(
        "a source-file reference names a file", at: location, hint: "{{source-file src/components/Button.tsx}}",
        id: .directiveSourceFileMissing)
      return result
    }
    if let url = repository?.fileURL(forCode: path) {
      result.html.element("a", ["href": url]) { $0.element("code", text: path) }
    } else {
      result.html.element("code", text: path)
    }
    return result
  }
}
