import Foundation
import SpecimenCore

/// Every file the build will write, with where it comes from, checked before anything is
/// written: two sources for one output path (`toggle.md` and `toggle/index.md`, a page and an
/// author's `toggle/index.html`, an image named `sitemap.xml`) would silently replace one
/// another, in an order that depends on timing, so each is an error naming both.
struct OutputPaths {
  /// One file of the output and what makes it.
  struct Source {
    /// The path in the output: `toggle/index.html`.
    var path: String
    /// How a diagnostic names it: a quoted path relative to the site (`'content/pages/toggle.md'`),
    /// or what the build generates (`the sitemap (baseURL in content/site.yml)`).
    var name: String
    /// The file a diagnostic points at; nil for what the build generates from no file of its own.
    var location: SourceLocation?
    /// Made by the build rather than copied or rendered from a file of the same name.
    var isGenerated = false
    /// A folder that is the generator's alone (the search index): nothing else may go in it.
    var ownsFolder = false

    /// A file of the site: a page, a file beside the pages, an asset of the templates.
    static func file(_ path: String, name: String, at location: SourceLocation) -> Source {
      Source(path: path, name: "'\(name)'", location: location)
    }
  }

  private(set) var sources: [Source] = []

  mutating func add(_ source: Source) { sources.append(source) }

  /// The problems: a path two sources write, a path one source writes as a file and another
  /// needs as a folder, or a path inside a folder a generator owns. Each names both sources.
  func conflicts() -> [Diagnostic] {
    var byPath: [String: Int] = [:]
    var owned: [String: Int] = [:]
    var diagnostics: [Diagnostic] = []
    for (index, source) in sources.enumerated() {
      if source.ownsFolder {
        owned[source.path] = index
      } else if let first = byPath[source.path] {
        diagnostics.append(sameFile(sources[first], source))
      } else {
        byPath[source.path] = index
      }
    }
    for (index, source) in sources.enumerated() where !source.ownsFolder && byPath[source.path] == index {
      // Each folder the file is in: a file of another source there, or a folder a generator owns.
      var start = source.path.utf8.startIndex
      while let slash = source.path.utf8[start...].firstIndex(of: UInt8(ascii: "/")) {
        let folder = String(source.path[..<slash])
        if let file = byPath[folder] {
          diagnostics.append(
            problem(
              "\(sources[file].name) is written to the file '\(folder)', where \(source.name) needs a folder for '\(source.path)'",
              sources[file], source))
        }
        if let generator = owned[folder] {
          diagnostics.append(
            problem(
              "\(source.name) is written to '\(source.path)', in '\(folder)/', where the build writes \(sources[generator].name)",
              sources[generator], source))
        }
        start = source.path.utf8.index(after: slash)
      }
      if let generator = owned[source.path] { diagnostics.append(sameFile(sources[generator], source)) }
    }
    return diagnostics
  }

  private func sameFile(_ first: Source, _ second: Source) -> Diagnostic {
    let message =
      first.isGenerated
      ? "\(second.name) is written to '\(second.path)', where the build writes \(first.name)"
      : "\(first.name) and \(second.name) are both written to '\(second.path)'"
    return problem(message, first, second)
  }

  /// At the later source, which has a file to point at. Two sources on one path are a collision
  /// either may give way in; a source on a path the build needs for its own file must move.
  private func problem(_ message: String, _ first: Source, _ second: Source) -> Diagnostic {
    first.isGenerated
      ? .error(
        message, at: second.location ?? first.location,
        hint: "rename or move \(second.name): the build needs that path for its own file", id: .outputPathReserved)
      : .error(
        message, at: second.location ?? first.location,
        hint: "rename or remove one of them: each file of the site comes from one source", id: .outputPathCollision)
  }
}

extension SiteBuilder {
  /// Every output path of the build, from the pages, the files beside them, the templates' and
  /// theme's assets and what the build generates; two sources for one path stop the build
  /// before anything is written. Returns the files under templates/assets, relative to it.
  static func checkOutputPaths(_ site: LoadedSite, _ context: StepContext) -> Set<String> {
    let configuration = site.configuration
    let options = context.options
    let pagesDirectory = options.layout.pages + "/"
    var paths = OutputPaths()
    // The theme's assets first: the site's own replace those of the same name, as they should.
    var assets: [String: OutputPaths.Source] = [:]
    func addAssets(_ files: [String], in folder: String, named name: String) {
      for file in files {
        let source = OutputPaths.Source.file(
          "assets/" + file, name: name + "/" + file, at: SourceLocation(file: folder + "/" + file))
        assets[source.path] = source
      }
    }
    if let theme = options.themeDirectory(configuration), let written = configuration.theme {
      addAssets(files(under: theme + "/assets"), in: theme + "/assets", named: written + "/assets")
    } else {
      let folder = BuiltInTheme.folder + "/assets"
      addAssets(BuiltInTheme.assets.map(\.path), in: folder, named: folder)
    }
    let templateAssets = Set(files(under: options.layout.templateAssets))
    addAssets(templateAssets.sorted(), in: options.layout.templateAssets, named: "templates/assets")
    for path in assets.keys.sorted() { paths.add(assets[path]!) }
    let siteFile = SiteLayout.Name.siteFile
    func generated(_ path: String, _ name: String, ownsFolder: Bool = false) -> OutputPaths.Source {
      OutputPaths.Source(path: path, name: name, isGenerated: true, ownsFolder: ownsFolder)
    }
    paths.add(generated("404.html", "the not-found page"))
    if configuration.baseURL != nil { paths.add(generated("sitemap.xml", "the sitemap (baseURL in \(siteFile))")) }
    if configuration.tokens != nil {
      paths.add(generated("tokens.css", "the token stylesheet (tokens in \(siteFile))"))
    }
    if configuration.search {
      paths.add(generated(SearchIndexFiles.folder, "the search index (search in \(siteFile))", ownsFolder: true))
    }
    let agents = "the files agents read"
    for path in [AgentFiles.index, AgentFiles.full, AgentFiles.manifest] { paths.add(generated(path, agents)) }
    if configuration.tokens != nil { paths.add(generated(AgentFiles.tokens, agents)) }
    for path in AgentFiles.componentPaths(site.data.figma.componentSets.map(\.name)) {
      paths.add(generated(path, "the component file for agents"))
    }
    // A page's Markdown twin is `index.md` in the page's own folder, beside its `index.html`:
    // whatever would collide with it collides with the page, and is reported for the page.
    for page in site.pages {
      if page.isGenerated {
        var release = generated(page.outputPath, "the release page (release in \(siteFile))")
        release.location = page.location
        paths.add(release)
      } else {
        paths.add(.file(page.outputPath, name: SiteLayout.Name.page(page.relativePath), at: page.location))
      }
    }
    for asset in site.assets {
      paths.add(.file(asset, name: SiteLayout.Name.page(asset), at: SourceLocation(file: pagesDirectory + asset)))
    }
    context.diagnostics.emit(paths.conflicts())
    return templateAssets
  }

  /// The files under `folder`, relative to it, sorted; none when it is missing.
  static func files(under folder: String) -> [String] {
    guard let enumerator = FileManager.default.enumerator(atPath: folder) else { return [] }
    var files: [String] = []
    while let item = enumerator.nextObject() as? String {
      var isDirectory: ObjCBool = false
      if FileManager.default.fileExists(atPath: folder + "/" + item, isDirectory: &isDirectory), !isDirectory.boolValue
      {
        files.append(item)
      }
    }
    return files.sorted()
  }
}
