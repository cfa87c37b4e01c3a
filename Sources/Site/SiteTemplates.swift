import Foundation
import SpecimenCore
import Templates

/// The site's Mustache templates: `templates/page.mustache` lays out every page and
/// `templates/partials/*.mustache` are the partials it names. Compiled once, shared by all pages.
struct SiteTemplates: Sendable {
  let page: Template
  let library: TemplateLibrary
  /// Ids the templates write themselves (`<main id="main">`): headings must not take them.
  var ids: [String] = []

  static let pageTemplate = "page.mustache"

  /// Loads and checks the templates: syntax errors and partials that are named but missing are
  /// errors with file:line:column (the bare engine would render a missing partial as empty).
  static func load(from directory: String, diagnostics: DiagnosticEngine) -> SiteTemplates? {
    let fileManager = FileManager.default
    let pagePath = directory + "/" + pageTemplate
    guard let pageText = try? String(contentsOfFile: pagePath, encoding: .utf8) else {
      diagnostics.error(
        "missing page template", at: SourceLocation(file: pagePath),
        hint: "a site needs templates/page.mustache; copy it from the bundled site")
      return nil
    }
    var sources: [(name: String, path: String, text: String)] = []
    let partialsDirectory = directory + "/partials"
    let partialFiles = ((try? fileManager.contentsOfDirectory(atPath: partialsDirectory)) ?? [])
      .filter { $0.hasSuffix(".mustache") }.sorted()
    for file in partialFiles {
      let path = partialsDirectory + "/" + file
      guard let text = try? String(contentsOfFile: path, encoding: .utf8) else {
        diagnostics.error("cannot read the partial", at: SourceLocation(file: path))
        continue
      }
      sources.append((String(file.dropLast(".mustache".count)), path, text))
    }

    var compiled: [String: Template] = [:]
    var failed = false
    func compile(_ text: String, path: String) -> Template? {
      do {
        return try Template(text, name: path)
      } catch {
        diagnostics.emit(error.diagnostic)
        failed = true
        return nil
      }
    }
    let page = compile(pageText, path: pagePath)
    for source in sources {
      if let template = compile(source.text, path: source.path) {
        compiled[source.name] = template
      }
    }
    // Every partial any template names must exist.
    let known = Set(sources.map(\.name))
    for (path, template) in [(pagePath, page)] + sources.map({ ($0.path, compiled[$0.name]) }) {
      guard let template else { continue }
      for reference in template.partialReferences where !known.contains(reference.name) {
        failed = true
        diagnostics.error(
          "the template names a partial '\(reference.name)' that does not exist",
          at: SourceLocation(file: path, line: reference.line, column: reference.column),
          hint: Suggestion.hint(for: reference.name, in: known) ?? "add templates/partials/\(reference.name).mustache")
      }
    }
    guard let page, !failed else { return nil }
    var library = TemplateLibrary()
    for (name, template) in compiled.sorted(by: { $0.key < $1.key }) { library.add(template, as: name) }
    var templates = SiteTemplates(page: page, library: library)
    templates.ids = Self.literalIDs(in: [pageText] + sources.map(\.text))
    return templates
  }

  /// `id="…"` attributes written without a Mustache tag in them.
  static func literalIDs(in texts: [String]) -> [String] {
    var ids: Set<String> = []
    for text in texts {
      for match in text.matches(of: /\sid="([^"{}]+)"/) { ids.insert(String(match.output.1)) }
    }
    return ids.sorted()
  }

  func render(_ context: TemplateValue) throws -> String {
    try page.render(context, library: library)
  }
}
