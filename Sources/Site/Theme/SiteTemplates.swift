import Foundation
import SpecimenCore
import Templates

/// The templates a site's own extend: Specimen's built-in theme, or the folder site.yml's `theme:` names.
enum ThemeSource: Sendable, Equatable {
  case builtIn
  case folder(String)
}

/// The site's Mustache templates: `templates/page.mustache` lays out every page and
/// `templates/partials/*.mustache` are the partials it names. A site extends a theme (site.yml
/// `theme:`, or the built-in one): the theme's templates are its partials under `theme/…`
/// (`{{<theme/page}}`) and, where the site has none of the same name, under their own names, so a
/// site without templates/ renders with the theme as it is. Compiled once, shared by all pages.
struct SiteTemplates: Sendable {
  let page: Template
  let library: TemplateLibrary
  /// Ids the templates write themselves (`<main id="main">`): headings must not take them.
  var ids: [String] = []

  static let pageTemplate = "page.mustache"
  static let themePrefix = "theme/"

  private struct Source {
    var name: String
    var path: String
    var text: String
  }

  /// Loads and checks the templates: syntax errors and partials that are named but missing are
  /// errors with file:line:column (the bare engine would render a missing partial as empty).
  static func load(
    from directory: String, theme: ThemeSource = .builtIn, themeLocation: SourceLocation? = nil,
    into diagnostics: inout Diagnostics
  ) -> SiteTemplates? {
    var sources: [Source] = []
    let themeSources: [Source]
    switch theme {
    case .builtIn:
      themeSources = builtInSources()
    case .folder(let theme):
      themeSources = read(theme, into: &diagnostics)
      guard themeSources.contains(where: { $0.name == "page" }) else {
        // Reported where site.yml names the theme: that line is what to change.
        diagnostics.error(
          "the theme folder named here has no \(pageTemplate)",
          at: themeLocation ?? SourceLocation(file: theme + "/" + pageTemplate),
          hint: "'theme:' names a templates folder with page.mustache, such as Specimen's templates/",
          id: .templatePageMissing)
        return nil
      }
    }
    for source in themeSources {
      sources.append(Source(name: themePrefix + source.name, path: source.path, text: source.text))
    }
    let own = read(directory, into: &diagnostics)
    let ownNames = Set(own.map(\.name))
    sources += own
    // The theme's templates stand in for the ones the site does not have.
    for source in sources where source.name.hasPrefix(themePrefix) {
      let name = String(source.name.dropFirst(themePrefix.count))
      if !ownNames.contains(name) { sources.append(Source(name: name, path: source.path, text: source.text)) }
    }
    guard sources.contains(where: { $0.name == "page" }) else {
      // A page template that exists but could not be read has had its error already.
      if FileManager.default.fileExists(atPath: directory + "/" + pageTemplate) { return nil }
      diagnostics.error(
        "missing page template", at: SourceLocation(file: directory + "/" + pageTemplate),
        hint: "a site needs templates/page.mustache (or a theme in site.yml); copy it from the bundled site",
        id: .templatePageMissing)
      return nil
    }

    // A theme's template filed under two names is compiled, and reported, once.
    var byPath: [String: Template?] = [:]
    var compiled: [String: Template] = [:]
    var failed = false
    for source in sources {
      if byPath[source.path] == nil {
        do {
          byPath[source.path] = try Template(source.text, name: source.path)
        } catch {
          diagnostics.append(error.diagnostic)
          byPath[source.path] = .some(nil)
          failed = true
        }
      }
      if let template = byPath[source.path] ?? nil { compiled[source.name] = template }
    }
    // Every partial any template names must exist.
    let known = Set(sources.map(\.name))
    var checked: Set<String> = []
    for source in sources where checked.insert(source.path).inserted {
      guard let template = compiled[source.name] else { continue }
      for reference in template.partialReferences where !known.contains(reference.name) {
        failed = true
        diagnostics.error(
          "the template names a partial '\(reference.name)' that does not exist",
          at: SourceLocation(file: source.path, line: reference.line, column: reference.column),
          hint: Suggestion.hint(for: reference.name, in: known) ?? "add templates/partials/\(reference.name).mustache",
          id: .templatePartialMissing)
      }
    }
    guard let page = compiled["page"], !failed else { return nil }
    var library = TemplateLibrary()
    for (name, template) in compiled.sorted(by: { $0.key < $1.key }) where name != "page" {
      library.add(template, as: name)
    }
    var templates = SiteTemplates(page: page, library: library)
    templates.ids = Self.literalIDs(in: sources.map(\.text))
    return templates
  }

  /// The built-in theme's page.mustache and partials, named as a folder's would be.
  private static func builtInSources() -> [Source] {
    BuiltInTheme.allFiles.compactMap { file in
      guard let text = file.text else { return nil }
      let path = BuiltInTheme.folder + "/" + file.path
      if file.path == pageTemplate { return Source(name: "page", path: path, text: text) }
      guard file.path.hasPrefix("partials/"), file.path.hasSuffix(".mustache") else { return nil }
      return Source(
        name: String(file.path.dropFirst("partials/".count).dropLast(".mustache".count)), path: path, text: text)
    }
  }

  /// page.mustache as `page` and partials/*.mustache by name, from one templates folder.
  private static func read(_ directory: String, into diagnostics: inout Diagnostics) -> [Source] {
    var sources: [Source] = []
    let pagePath = directory + "/" + pageTemplate
    if FileManager.default.fileExists(atPath: pagePath), let text = readTemplate(pagePath, into: &diagnostics) {
      sources.append(Source(name: "page", path: pagePath, text: text))
    }
    let partialsDirectory = directory + "/partials"
    let partialFiles = ((try? FileManager.default.contentsOfDirectory(atPath: partialsDirectory)) ?? [])
      .filter { $0.hasSuffix(".mustache") }.sorted()
    for file in partialFiles {
      let path = partialsDirectory + "/" + file
      guard let text = readTemplate(path, into: &diagnostics) else { continue }
      sources.append(Source(name: String(file.dropLast(".mustache".count)), path: path, text: text))
    }
    return sources
  }

  /// A template's text; text that is not UTF-8 is an error where it goes wrong.
  private static func readTemplate(_ path: String, into diagnostics: inout Diagnostics) -> String? {
    do {
      guard let text = try SourceText.read(path) else {
        diagnostics.error("cannot read the template", at: SourceLocation(file: path), id: .templateUnreadable)
        return nil
      }
      return text
    } catch {
      diagnostics.append(error)
      return nil
    }
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

  /// The page as UTF-8 bytes, with room for `capacity` of them made at once.
  func renderUTF8(_ context: TemplateValue, capacity: Int) throws -> [UInt8] {
    try page.renderUTF8(context, library: library, capacity: capacity)
  }
}
