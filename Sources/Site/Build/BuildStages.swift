import SpecimenCore

/// The sources once site.yml is read: the stage every output step renders from. Without a
/// readable site.yml there is none, and no output step runs.
struct LoadedSite: Sendable {
  /// The model every page renders against: site.yml, the pages (the release page among them),
  /// the files beside them, the design data, the directives.
  let model: SiteModel
  /// The files under content/pages that are not pages, in the order they were found.
  let assets: [String]
  /// The page template and partials: read, or unreadable (its error said where it is; the pages
  /// are then rendered and checked but not laid out). The load steps read them before any
  /// output step runs.
  let templates: SourceReading<SiteTemplates>

  var configuration: SiteConfiguration { model.configuration }
  var pages: [PageSource] { model.pages }
  var data: SiteData { model.data }
  /// The ids the templates write, which a page's heading ids keep clear of; none
  /// when the templates could not be read.
  var templateIDs: [String] {
    guard case .read(let templates) = templates else { return [] }
    return templates.ids
  }
}

extension SiteSources {
  /// The loaded site, once site.yml is read.
  func loaded(contentDirectory: String) -> LoadedSite? {
    siteModel(contentDirectory: contentDirectory).map {
      LoadedSite(model: $0, assets: assets, templates: templatesReading)
    }
  }
}

/// What an output step is given besides the stages it reads: the build's options, where it
/// reports, and whether an earlier step found an error (then nothing is laid out or written).
struct StepContext: Sendable {
  let options: BuildOptions
  let diagnostics: DiagnosticEngine
  let earlierErrors: Bool
  /// A `SiteSession`'s build: it keeps every generated file in memory, to write only those that change.
  let forSession: Bool
}

extension BuildState {
  /// The context of a step about to run, after the steps before it.
  var context: StepContext {
    StepContext(options: options, diagnostics: diagnostics, earlierErrors: hasErrors, forSession: forSession)
  }

  /// The loaded site, once site.yml is read.
  var loaded: LoadedSite? { sources.loaded(contentDirectory: options.layout.content) }
}
