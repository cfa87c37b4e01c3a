@testable import Templates

/// Compiles and renders in one step, partials given as source text.
func render(
  _ template: String, _ data: TemplateValue = [:], partials: [String: String] = [:]
) throws -> String {
  try Template(template).render(data, partials: partials)
}

/// The error compiling `template` throws, or nil when it compiles.
func syntaxError(_ template: String, name: String = "page.mustache") -> TemplateSyntaxError? {
  do {
    _ = try Template(template, name: name)
    return nil
  } catch {
    return error
  }
}
