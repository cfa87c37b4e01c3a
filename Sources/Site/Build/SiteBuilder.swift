import AgentDocs
import CodeProps
import Dispatch
import Figma
import FigmaGeometry
import Foundation
import Geometry
import Markdown
import Parity
import SiteOutput
import SpecimenCore
import Templates
import Tokens

/// What `specimen build` and `specimen check` are asked to do.
package struct BuildOptions: Sendable {
  /// The site folder: it has content/ and templates/.
  package var siteDirectory: String
  /// Where the site is written; nil means `<site>/Public`.
  package var outputDirectory: String?
  /// Warnings count as errors.
  package var strict = false
  /// false for `check`: everything is built and checked, nothing is written.
  package var write = true
  /// The folder under the output this version goes in (`v3.2`), beside the other versions;
  /// `specimen build` takes it from --version-path or site.yml's `versionPath`.
  package var versionPath: String?
  /// Compares the site with the version site.yml's `release:` names, for the release page;
  /// the Releases module provides it, as Site cannot depend on it. Without it there is no page.
  package var release: (any ReleaseComparison)?

  package init(siteDirectory: String, outputDirectory: String? = nil, strict: Bool = false, write: Bool = true) {
    self.siteDirectory = siteDirectory
    self.outputDirectory = outputDirectory
    self.strict = strict
    self.write = write
  }

  /// Where the site keeps what, under `siteDirectory`.
  package var layout: SiteLayout { SiteLayout(root: siteDirectory) }
  package var resolvedOutput: String { outputDirectory ?? layout.output }
  /// The folder this build replaces: the output, or its version folder.
  package var siteOutput: String { versionPath.map { resolvedOutput + "/" + $0 } ?? resolvedOutput }

  /// The templates folder site.yml's `theme:` names, relative to the site folder; nil for the
  /// built-in theme.
  func themeDirectory(_ configuration: SiteConfiguration?) -> String? {
    guard let theme = configuration?.theme, theme != BuiltInTheme.name else { return nil }
    return theme.hasPrefix("/") ? theme : layout.path(theme)
  }

  /// The theme the site's templates extend: the folder `theme:` names, or the built-in theme.
  func theme(_ configuration: SiteConfiguration?) -> ThemeSource {
    themeDirectory(configuration).map { .folder($0) } ?? .builtIn
  }
}

/// The outcome of a build: what was produced and every diagnostic, sorted by position.
package struct BuildReport: Sendable {
  package var pageCount: Int
  package var diagnostics: [Diagnostic]
  package var succeeded: Bool
  package var wroteOutput: Bool
  package var errorCount: Int { diagnostics.count(of: .error) }
  package var warningCount: Int { diagnostics.count(of: .warning) }
  /// The warnings site.yml's `diagnostics:` set to `ignore`, left out of `diagnostics`, by kind.
  package var silenced: [Diagnostic.ID: Int] = [:]
}

/// What the load steps read from the site's sources: the first stage of a build, which the
/// output steps render from.
struct SiteSources: Sendable {
  /// site.yml: not read (a symlink stopped the build first), unreadable (its errors are said, and
  /// nothing is rendered) or read.
  var configurationReading = SourceReading<SiteConfiguration>.notRead
  var configuration: SiteConfiguration? { configurationReading.value }
  /// The pages in site order, changed only through `setPages`, `appendPage` and `replacePage`,
  /// which keep `pageIndex` with them.
  private(set) var pages: [PageSource] = []
  /// Each page's position in `pages` by its path under content/pages: made when the list is read
  /// or grows and kept when a preview rebuild replaces one page, so that needs no hashing of
  /// every path.
  private(set) var pageIndex: [String: Int] = [:]
  /// What reading each page reported, by its path under content/pages; pages that reported
  /// nothing have no entry, so a rebuild joins only the few that did.
  var pageDiagnostics: [String: Diagnostics] = [:]
  var assets: [String] = []
  /// The files under templates/assets, relative to it, as the output paths were last checked.
  var templateAssets: Set<String> = []
  var data = SiteData()
  var registry = DirectiveRegistry.standard
  /// The page template and partials: not read (the build stopped first), unreadable (a syntax
  /// error or a missing partial, said where it is; pages are then rendered but not laid out) or read.
  var templatesReading = SourceReading<SiteTemplates>.notRead

  /// The model every page renders against, once site.yml is read.
  func siteModel(contentDirectory: String) -> SiteModel? {
    configuration.map {
      SiteModel(
        configuration: $0, contentDirectory: contentDirectory, pages: pages, pageIndex: pageIndex,
        assets: Set(assets), data: data, registry: registry)
    }
  }

  mutating func setPages(_ pages: [PageSource]) {
    self.pages = pages
    pageIndex = SiteModel.index(of: pages)
  }

  mutating func appendPage(_ page: PageSource) {
    pageIndex[page.relativePath] = pages.count
    pages.append(page)
  }

  /// Puts a page read again in the place of the page with the same path.
  mutating func replacePage(at number: Int, with page: PageSource) {
    assert(pages[number].relativePath == page.relativePath, "a page replaces the page with its path")
    pages[number] = page
  }
}

/// The third stage: every page rendered, with what the later steps read of each (its search
/// record among them).
struct RenderedSite: Sendable {
  /// The navigation every page was laid out with.
  let navigation: Navigation
  /// What ordering the navigation reported (unknown sections).
  var navigationDiagnostics: Diagnostics
  /// What each page produced besides its file, in page order.
  var pages: [RenderedPage]
  /// The anchor links that miss, by the number of the page they are on (pages without any left out).
  var anchorErrors: [Int: Diagnostics] = [:]
  /// What every page's layout shared: a preview lays out the pages of a prose edit with it again.
  var layout: PageLayout.Shared? = nil
}

/// The last stage: where the output goes and what is written besides the pages; opened by the
/// render step, which writes each page as it is laid out.
struct OutputPlan: Sendable {
  /// Where pages are written as they are laid out; nil for `check` or once a step failed.
  var output: StagedOutput?
  /// Files generated besides the pages (sitemap.xml, tokens.css), by output path.
  var extraFiles: [(path: String, contents: String)] = []
  /// The files agents read that a build wrote into the staging folder as it made them.
  var agentFilesWritten: [String] = []
  /// The pages as the component files last read them (without their sections), in navigation
  /// order: a preview rebuild that leaves them equal remakes only the changed pages' files.
  var agentPages: [DocumentingPage]?
  /// How many component files the files agents read were last made with: every set's, or after
  /// a prose edit in a preview only those of the changed pages' sets.
  var componentEntriesMade = 0
  /// How many of those came from the frames a preview kept of them, their entries not made again.
  var componentEntriesFramed = 0
  /// What a preview keeps of the files agents read to make them again in part; nil in a build.
  var agentParts: AgentFileParts?
  /// The files agents read that the last making of them made again (also in `extraFiles`), when
  /// it made only some (after a prose edit, no file came or went); nil when it made them all.
  var agentFilesRemade: [(path: String, contents: String)]?
  /// The versions the output root lists, read before anything is written, for a versioned build.
  var versions: [VersionedOutput.Entry]?
  /// Whether this build made the output root of versions (it was not there), so a failed build
  /// can take the empty root away again.
  var createdVersionsRoot = false
}

/// The state the build steps pass along, stage by stage; `SiteSession` keeps it between builds.
struct BuildState: Sendable {
  let options: BuildOptions
  /// Where the running step reports.
  var diagnostics = DiagnosticEngine()
  /// What each finished step reported, by step name, so a rebuild can run some steps again and
  /// keep the others' findings.
  var stepDiagnostics: [BuildStepName: Diagnostics] = [:]
  /// What the load steps read.
  var sources = SiteSources()
  /// What the render step made of it; nil until it ran (it runs once site.yml is read).
  var rendered: RenderedSite?
  /// What the output steps write.
  var plan = OutputPlan()
  /// Set by a step after which no other may run (a symlink out of the site: nothing may read it).
  var stopped = false
  /// A `SiteSession`'s build: it keeps a fingerprint of every file written, to tell what changed,
  /// and what loading read, to read again only what changed. A one-off build lets both go.
  var forSession = false
  /// Whether the Figma node trees stay after the variants are drawn: a session's build, and the
  /// data `loadData` hands to its caller whole.
  var keepsNodeTrees = false
  /// The fingerprints of the files in the output, by path, when `forSession`.
  var outputFingerprints: [String: Int] = [:]

  init(options: BuildOptions) { self.options = options }

  /// Whether a finished step or the running one found an error.
  var hasErrors: Bool {
    diagnostics.hasErrors || stepDiagnostics.values.contains { $0.hasErrors }
  }

  /// Every step's diagnostics, sorted by position and without repeats.
  var allDiagnostics: [Diagnostic] {
    var lists = stepDiagnostics.sorted(by: { $0.key < $1.key }).map(\.value)
    lists.append(Diagnostics(sortedFrom: diagnostics))
    return Diagnostics.sorted(lists)
  }
}

/// What rendering a page left besides its file: the ids its headings have and the anchors it
/// links to (checked once every page is rendered), what it read, and its problems. A class, so a
/// preview rebuild that replaces one page copies the list with one retain per page.
final class RenderedPage: Sendable {
  let headingIDs: Set<String>
  let anchorLinks: [AnchorLink]
  let reads: ReadSet
  let diagnostics: Diagnostics
  /// The page's record for the search index, when the site has search on.
  let search: SearchPage?
  /// The page's Markdown twin when the page was laid out and the renderer keeps twins (a preview
  /// session); a build reads each back from the staging folder when it needs it.
  let markdown: String?
  /// The length of the twin in UTF-8 bytes, when the page was laid out.
  let markdownSize: Int?
  /// The component sets, models and code components the page shows.
  let sets: [String]

  init(
    headingIDs: Set<String>, anchorLinks: [AnchorLink], reads: ReadSet, diagnostics: Diagnostics,
    search: SearchPage? = nil, markdown: String? = nil, markdownSize: Int? = nil, sets: [String] = []
  ) {
    self.markdown = markdown
    self.markdownSize = markdownSize ?? markdown?.utf8.count
    self.sets = sets
    self.headingIDs = headingIDs
    self.anchorLinks = anchorLinks
    self.reads = reads
    self.diagnostics = diagnostics
    self.search = search
  }

  /// The page without what only checking links and a preview's rebuilds read: its heading ids,
  /// its anchor links and what it read. A build lets them go once the links are checked.
  func keepingOnlyOutput() -> RenderedPage {
    RenderedPage(
      headingIDs: [], anchorLinks: [], reads: ReadSet(), diagnostics: diagnostics, search: search,
      markdown: markdown, markdownSize: markdownSize, sets: sets)
  }
}

/// The steps of a build, in the order a whole build runs them; each step's findings are kept
/// under its name, so a preview rebuild can run some again and keep the others'.
enum BuildStepName: String, Sendable, CaseIterable, Comparable {
  case checkSymlinks = "check symlinks"
  case readConfiguration = "read site.yml"
  case resolveTokens = "resolve tokens"
  case readFigma = "read Figma snapshots"
  case layOutGeometry = "lay out geometry models"
  case readPages = "read pages"
  case readTemplates = "read templates"
  case compareWithRelease = "compare with the previous release"
  case checkOutputPaths = "check output paths"
  case renderPages = "render and lay out pages"
  case checkLinks = "check links"
  case writeNotFoundPage = "write 404 page"
  case writeSearchIndex = "write the search index"
  case writeSitemap = "write sitemap"
  case writeTokenStylesheet = "write tokens.css"
  case writeAgentFiles = "write the files agents read"

  /// Steps sort in the order a whole build runs them, so findings at one position read in that order.
  static func < (a: Self, b: Self) -> Bool { a.order < b.order }

  private var order: Int { Self.allCases.firstIndex(of: self)! }

  /// The steps that render and write the site from what the load steps read, in order.
  static let outputSteps = Array(allCases.drop(while: { $0 != .compareWithRelease }))
}

/// One named step that reads the site's sources into `BuildState.sources`; a step that finds
/// errors lets the later ones still report theirs when they can, and the build writes nothing if
/// any step failed.
struct BuildStep: Sendable {
  var name: BuildStepName
  var run: @Sendable (inout BuildState) -> Void
}

/// `specimen build`: load → render pages in parallel → check links → lay out → write atomically.
package enum SiteBuilder {
  /// The steps that read the site's sources; a symlink out of the site stops the build first.
  static let loadSteps: [BuildStep] = [
    BuildStep(name: .checkSymlinks, run: checkSymlinks),
    BuildStep(name: .readConfiguration, run: readConfiguration),
    BuildStep(name: .resolveTokens) { readTokens(&$0) },
    BuildStep(name: .readFigma, run: readFigma),
    BuildStep(name: .layOutGeometry, run: readGeometry),
    BuildStep(name: .readPages, run: readPages),
    BuildStep(name: .readTemplates, run: readTemplates),
  ]

  /// The load step of that name, as a whole build runs it.
  static func step(_ name: BuildStepName) -> BuildStep {
    guard let step = loadSteps.first(where: { $0.name == name }) else {
      preconditionFailure("'\(name.rawValue)' is an output step: runOutputSteps runs it")
    }
    return step
  }

  package static func build(_ options: BuildOptions) -> BuildReport {
    let built = FinishedBuild(buildKeepingState(options))
    // Taking apart what the build kept (every layout, model and page, one part at a time) is
    // one thread's work the report does not wait for: another thread does it, or a command
    // that ends first leaves it undone.
    let report = built.report
    let kept = Unmanaged.passRetained(built)
    DispatchQueue.global(qos: .utility).async { kept.release() }
    return report
  }

  /// A finished build's state and report, let go on the thread that releases it last.
  private final class FinishedBuild: Sendable {
    let state: BuildState
    let report: BuildReport
    init(_ built: (state: BuildState, report: BuildReport)) {
      state = built.state
      report = built.report
    }
  }

  /// Runs the load steps `steps` in order, until one stops the build.
  static func run(_ steps: [BuildStep], on state: inout BuildState) {
    for step in steps {
      perform(step.name, on: &state) { state, _ in step.run(&state) }
      if state.stopped { break }
    }
  }

  /// Runs one step: what it reports goes into an engine of its own and is kept under its name
  /// (replacing what it reported when it ran before). The step is given its context: whether the
  /// steps before it found an error.
  @discardableResult
  static func perform<Made>(
    _ name: BuildStepName, on state: inout BuildState, _ body: (inout BuildState, StepContext) -> Made
  ) -> Made {
    state.stepDiagnostics[name] = nil
    state.diagnostics = DiagnosticEngine()
    let context = state.context
    let made = body(&state, context)
    state.stepDiagnostics[name] = Diagnostics(sortedFrom: state.diagnostics)
    state.diagnostics = DiagnosticEngine()
    return made
  }

  /// The output steps, in the order they run, from the loaded site: each is given the stages it
  /// reads and returns what it makes (the release page, the rendered site, the files of the
  /// output plan), so none can run before what it needs exists. `state` keeps every stage, for a
  /// `SiteSession` to go on from.
  static func runOutputSteps(on state: inout BuildState) {
    perform(.compareWithRelease, on: &state) { state, context in
      if let release = releasePage(state.sources, context) { state.sources.addReleasePage(release) }
    }
    // Without site.yml there is nothing to render; its error says why.
    guard let site = state.loaded else {
      for name in BuildStepName.outputSteps.dropFirst() { state.stepDiagnostics[name] = nil }
      state.rendered = nil
      return
    }
    perform(.checkOutputPaths, on: &state) { state, context in
      state.sources.templateAssets = checkOutputPaths(site, context)
    }
    var rendered = perform(.renderPages, on: &state) { state, context in
      // Pages are laid out only while nothing has failed; check mode lays out without writing.
      let templates: SiteTemplates? =
        if case .read(let templates) = site.templates, !context.earlierErrors { templates } else { nil }
      state.plan = templates != nil && context.options.write ? openOutput(context) : OutputPlan()
      return renderPages(site, templates: templates, into: state.plan.output, context)
    }
    let anchorErrors = perform(.checkLinks, on: &state) { _, context in
      checkLinks(rendered, pages: site.pages, context)
    }
    rendered.anchorErrors = anchorErrors
    // Only a session checks links again (after an edit) or plans rebuilds from what pages read.
    if !state.forSession { rendered.pages = rendered.pages.map { $0.keepingOnlyOutput() } }
    state.rendered = rendered
    perform(.writeNotFoundPage, on: &state) { state, context in
      if let output = state.plan.output { writeNotFoundPage(site, rendered, into: output, context) }
    }
    perform(.writeSearchIndex, on: &state) { state, context in
      state.plan.extraFiles += searchIndexFiles(site, rendered, context)
    }
    perform(.writeSitemap, on: &state) { state, _ in
      if let sitemap = sitemap(site) { state.plan.extraFiles.append(sitemap) }
    }
    perform(.writeTokenStylesheet, on: &state) { state, context in
      if let stylesheet = tokenStylesheet(site, context) { state.plan.extraFiles.append(stylesheet) }
    }
    // What the pages' rendering let go, before the files agents read are made on every core. A
    // session's rebuilds are small and quick: they leave malloc its memory.
    if !state.forSession { FreedMemory.giveBack() }
    perform(.writeAgentFiles, on: &state) { state, context in
      writeAgentFiles(site, rendered, into: &state.plan, context)
    }
  }

  /// A whole build, with the state it ended in (a `SiteSession` goes on from there).
  static func buildKeepingState(_ options: BuildOptions, forSession: Bool = false) -> (
    state: BuildState, report: BuildReport
  ) {
    var state = BuildState(options: options)
    state.forSession = forSession
    run(loadSteps, on: &state)
    // What reading the data let go (parsed model files, Figma's drawings), before the pages.
    if !forSession { FreedMemory.giveBack() }
    if !state.stopped { runOutputSteps(on: &state) }
    let (report, fingerprints) = finishOutput(&state.plan, state.sources, found: state.allDiagnostics, options)
    if let fingerprints { state.outputFingerprints = fingerprints }
    return (state, report)
  }

  /// Every diagnostic the build reports: site.yml's `diagnostics:` applied (the ignored left
  /// out and counted), then the warnings left made errors under `--strict`.
  static func reportedDiagnostics(_ state: BuildState) -> [Diagnostic] {
    reportedDiagnostics(state.allDiagnostics, state.sources.configuration, state.options).diagnostics
  }

  /// What the steps found (`found`, sorted) as the build reports it, and how many of each kind
  /// site.yml's `diagnostics:` left out.
  static func reportedDiagnostics(
    _ found: [Diagnostic], _ configuration: SiteConfiguration?, _ options: BuildOptions
  ) -> (diagnostics: [Diagnostic], silenced: [Diagnostic.ID: Int]) {
    let settings = configuration?.diagnostics ?? DiagnosticSettings()
    let (diagnostics, silenced) = settings.apply(to: found)
    guard options.strict else { return (diagnostics, silenced) }
    return (Diagnostics(diagnostics).promotingWarnings().all, silenced)
  }

  /// Commits the staging folder the output steps wrote into (`plan.output`, let go here), or
  /// discards it when what the steps found (`found`) holds an error; the report, and the
  /// fingerprints of the files written when they were kept.
  static func finishOutput(
    _ plan: inout OutputPlan, _ sources: SiteSources, found: [Diagnostic], _ options: BuildOptions
  ) -> (report: BuildReport, fingerprints: [String: Int]?) {
    var (diagnostics, silenced) = reportedDiagnostics(found, sources.configuration, options)
    let failed = diagnostics.hasErrors
    var wrote = false
    var fingerprints: [String: Int]?
    if let output = plan.output {
      if failed {
        output.discard()
      } else {
        do {
          try finish(sources, plan, options, into: output)
          wrote = true
          fingerprints = output.writtenFingerprints
        } catch {
          output.discard()
          diagnostics.append(writeError(error, options))
        }
      }
      plan.output = nil
      // A failed first version leaves no empty root behind; rmdir removes only an empty folder.
      if !wrote, plan.createdVersionsRoot { _ = rmdir(options.resolvedOutput) }
    }
    let report = BuildReport(
      pageCount: sources.pages.count, diagnostics: diagnostics,
      succeeded: !diagnostics.hasErrors, wroteOutput: wrote, silenced: silenced)
    return (report, fingerprints)
  }

  /// A site's data without its pages rendered: site.yml, tokens, Figma snapshots, geometry
  /// models and the pages' sources. What comparing two versions of a site needs.
  package static func loadData(_ options: BuildOptions) -> (
    data: SiteData, pages: [PageSource], diagnostics: [Diagnostic]
  ) {
    var state = BuildState(options: options)
    state.keepsNodeTrees = true
    run(loadSteps.filter { $0.name != .readTemplates }, on: &state)
    return (state.sources.data, state.sources.pages, state.allDiagnostics)
  }

  // MARK: Steps

  static func readConfiguration(_ state: inout BuildState) {
    let path = state.options.layout.siteFile
    var problems = Diagnostics()
    var configuration = SiteConfiguration.load(from: path, into: &problems)
    state.diagnostics.emit(problems)
    // site.yml's versionPath counts only as the build command passes it on (serve has none).
    configuration?.versionPath = state.options.versionPath
    // A version's pages live under its folder: canonical links and the sitemap say so.
    if let versionPath = state.options.versionPath, let baseURL = configuration?.baseURL {
      configuration?.baseURL = RelativeURL.absolute(versionPath + "/", under: baseURL)
    }
    state.sources.configurationReading = configuration.map { .read($0) } ?? .unreadable
  }

  /// The resolver site.yml names, resolved in every context the docs show.
  static func readTokens(_ state: inout BuildState) { readTokens(&state, previous: nil, changedFiles: []) }

  /// With `previous`, only the token files at `changedFiles` are read again (a rebuild).
  static func readTokens(_ state: inout BuildState, previous: TokenSystem?, changedFiles: Set<String>) {
    guard let settings = state.sources.configuration?.tokens else { return }
    guard case .resolver(let resolver) = settings.origin else { return readTokenSource(&state, settings) }
    guard let resolverPath = containedPath(resolver, at: settings.originLocation, state) else {
      state.sources.data.tokenReading = .unreadable
      return
    }
    guard FileManager.default.isReadableFile(atPath: resolverPath) else {
      state.diagnostics.error(
        "cannot read the resolver '\(resolver)'", at: settings.originLocation,
        hint: "the path is relative to content/; resolver files end in .resolver.json", id: .siteResolverUnreadable)
      state.sources.data.tokenReading = .unreadable
      return
    }
    var diagnostics = Diagnostics()
    let system = TokenSystem.load(
      resolverPath: resolverPath, show: settings.contexts.isEmpty ? nil : settings.contexts, every: settings.every,
      strictness: settings.strict ? .strict : .lenient, containedIn: state.options.siteDirectory, previous: previous,
      changedFiles: changedFiles, into: &diagnostics)
    if system.isIncomplete {
      state.sources.data.tokenReading = .unreadable
    } else {
      state.sources.data.tokenReading = .read(system)
    }
    state.diagnostics.emit(diagnostics)
  }

  /// One custom property per token, a block per context, so the theme switch needs no re-render.
  /// The chrome's colors (site.yml `chrome:`) close it, checked against the tokens.
  static func tokenStylesheet(_ site: LoadedSite, _ context: StepContext) -> (path: String, contents: String)? {
    guard let tokens = site.data.tokens else { return nil }
    var chrome = ""
    if let mapping = site.configuration.chrome {
      var diagnostics = Diagnostics()
      mapping.check(tokens, into: &diagnostics)
      context.diagnostics.emit(diagnostics)
      chrome = mapping.stylesheet(tokens)
    }
    let stylesheet = tokens.cssStylesheet() + "\n" + TokenTables.previewStylesheet
    return ("tokens.css", stylesheet + (chrome.isEmpty ? "" : "\n" + chrome))
  }

  /// The Figma snapshots site.yml names, and the code props under content/props.
  static func readFigma(_ state: inout BuildState) {
    guard let configuration = state.sources.configuration else { return }
    let sources = configuration.figma.compactMap { file in
      containedPath(file.path, at: file.location, state).map {
        FigmaSource(path: $0, key: file.key, declaredAt: file.location)
      }
    }
    var diagnostics = Diagnostics()
    state.sources.data.figma = FigmaLibrary.load(files: sources, into: &diagnostics)
    let propsSources = configuration.props.compactMap { source -> PropsSource? in
      guard let path = containedPath(source.path, at: source.declaredAt ?? configuration.location, state) else {
        return nil
      }
      var resolved = source
      resolved.path = path
      return resolved
    }
    state.sources.data.props = PropsLibrary.load(
      sources: PropsLibrary.jsonSources(in: state.options.layout.props) + propsSources, into: &diagnostics)
    state.sources.data.parity = Parity.reports(
      figma: state.sources.data.figma, props: state.sources.data.props, pairings: configuration.parity,
      into: &diagnostics)
    state.diagnostics.emit(diagnostics)
  }

  /// The geometry models of content/geometry, checked against the tokens and the Figma sets.
  static func readGeometry(_ state: inout BuildState) {
    let layout = state.options.layout
    let directory = layout.geometry
    let hasModels = FileManager.default.fileExists(atPath: directory)
    var drawable = state.sources.data.figma.drawableSets.filter { set in
      set.publishedVariants.contains { $0.tree != nil }
    }
    guard hasModels || !drawable.isEmpty else { return }
    // Without a readable site.yml or token files the models cannot be checked; those errors say why.
    guard state.sources.configuration != nil, !state.sources.data.tokenReading.isUnreadable else {
      state.sources.data.geometryReading = .unreadable
      return
    }
    guard let tokens = state.sources.data.tokens else {
      guard !hasModels else {
        state.diagnostics.error(
          "the geometry models need design tokens", at: SourceLocation(file: directory),
          hint: "name a resolver in site.yml: tokens: {resolver: tokens/app.resolver.json}",
          id: .siteGeometryWithoutTokens)
        return
      }
      // Figma's drawings need no tokens: without them every paint keeps Figma's colour.
      var diagnostics = Diagnostics()
      let measurer = TextMeasurer(fontDirectories: [layout.fonts])
      let drawn = FigmaDrawing.drawings(
        of: drawable, variables: FigmaVariableNames(), cssVariable: { NoGeometryTokens.defaultCSSVariable($0) },
        measurer: measurer, into: &diagnostics)
      drawable = []
      releaseNodeTrees(&state)
      state.sources.data.geometryReading = .read(
        GeometryLibrary.load(
          directory: directory, icons: layout.icons, tokens: NoGeometryTokens(),
          sets: state.sources.data.figma.drawableSets.map { ComponentSetShape($0) }, fontDirectories: [layout.fonts],
          measurer: measurer, drawn: drawn, updatable: state.forSession, into: &diagnostics))
      diagnostics.merge(auditAccessibility(&state))
      state.diagnostics.emit(diagnostics)
      return
    }
    let shapes = state.sources.data.figma.drawableSets.map { ComponentSetShape($0) }
    var diagnostics = Diagnostics()
    // One measurer shapes the models' text and Figma's alike, with the site's fonts.
    let measurer = TextMeasurer(fontDirectories: [layout.fonts])
    let source = TokenGeometrySource(system: tokens, measurer: measurer)
    let variables = FigmaVariableNames(tokens: tokens.defaultResolution.tokens)
    let drawableNames = drawable.map(\.name)
    // A one-off build draws each set when the library asks for it, letting its trees go as it
    // goes; a session keeps every drawing to draw a set again.
    let drawings: FigmaSetDrawings?
    let drawn: [String: [LaidOutComponent]]
    var notes: [String: [Diagnostic]]
    if letsNodeTreesGo(state) {
      drawings = FigmaSetDrawings(
        sets: drawable, variables: variables, cssVariable: { source.cssVariable($0) }, measurer: measurer)
      (drawn, notes) = ([:], [:])
    } else {
      drawings = nil
      (drawn, notes) = FigmaDrawing.drawingsAndNotes(
        of: drawable, variables: variables, cssVariable: { source.cssVariable($0) }, measurer: measurer)
    }
    drawable = []
    releaseNodeTrees(&state)
    let library = GeometryLibrary.load(
      directory: directory, icons: layout.icons, tokens: source, sets: shapes,
      fontDirectories: [layout.fonts], measurer: measurer, drawn: drawn, drawings: drawings,
      updatable: state.forSession, into: &diagnostics)
    if let drawings { notes = drawings.notes() }
    for set in drawableNames where library.isDrawnFromFigma(set) {
      diagnostics.append(contentsOf: notes[set] ?? [])
    }
    state.sources.data.geometryReading = .read(library)
    state.sources.data.touchTargets = touchTargets(tokens)
    diagnostics.merge(auditAccessibility(&state))
    state.diagnostics.emit(diagnostics)
  }

  /// Once the variants are drawn from Figma's node trees, a build lets the trees go: nothing
  /// after it reads them, and thousands of variants hold tens of megabytes of them. A session
  /// keeps them, to draw a set again when a token or a model changes.
  static func releaseNodeTrees(_ state: inout BuildState) {
    guard letsNodeTreesGo(state) else { return }
    state.sources.data.figma = state.sources.data.figma.withoutNodeTrees()
  }

  /// Whether nothing after the layout reads Figma's node trees: a one-off build that does not
  /// keep them for its callers.
  static func letsNodeTreesGo(_ state: BuildState) -> Bool { !state.forSession && !state.keepsNodeTrees }

  /// The minimum touch target in each context of the `platform` modifier, when the tokens have one.
  static func touchTargets(_ tokens: TokenSystem) -> [TouchTargetPlatform] {
    let name = "platform/min-touch-target"
    guard tokens.isDefined(name), let platform = tokens.modifiers.first(where: { $0.name == "platform" })
    else { return [] }
    // Every context of the modifier is one it has, so there is nothing to report.
    var none = Diagnostics()
    return platform.contexts.compactMap { value in
      let selection = ContextSelection([ContextInput(modifier: platform.name, context: value)])
      guard let context = tokens.context(for: selection, into: &none), let minimum = tokens.dimension(name, in: context)
      else { return nil }
      return TouchTargetPlatform(name: platform.displayName(of: value), minimum: minimum, unit: context.pixelUnit)
    }
  }

  static func readPages(_ state: inout BuildState) {
    let directory = state.options.layout.pages
    let (files, assets) = PageSource.discover(in: directory)
    state.sources.assets = assets

    if files.isEmpty {
      state.diagnostics.error(
        "no pages found", at: SourceLocation(file: directory), hint: "add Markdown files under content/pages/",
        id: .siteNoPages)
    }
    // A one-off build reads each page's Markdown again when it renders the page, so it never
    // holds every page's at once; a session and `loadData` (whose folder may be gone by then)
    // keep it.
    let keepsBodies = !letsNodeTreesGo(state)
    let loaded = ConcurrentMap.run(files) { loadPage($0, in: directory, keepsBody: keepsBodies) }
    state.sources.setPages(loaded.compactMap(\.page))
    state.sources.pageDiagnostics = [:]
    for (file, result) in zip(files, loaded) {
      if !result.diagnostics.isEmpty { state.sources.pageDiagnostics[file] = result.diagnostics }
      state.diagnostics.emit(result.diagnostics)
    }
    // Foundation cannot name these, so they are neither pages nor assets: each is said, kept
    // with the pages' problems so a rebuild of one page keeps saying it.
    for name in PageSource.namesNotUTF8(in: directory) {
      var problem = Diagnostics()
      problem.error(
        "the file name '\(name)' is not UTF-8, so the build cannot publish it",
        at: SourceLocation(file: directory + "/" + name),
        hint: "rename it with a UTF-8 name (each \\x.. is a byte that is not UTF-8), or move it out of content/pages",
        id: .pageFileNameNotUTF8)
      state.sources.pageDiagnostics[name, default: Diagnostics()].merge(problem)
      state.diagnostics.emit(problem)
    }
  }

  /// One page under content/pages and what reading it reported.
  static func loadPage(_ relativePath: String, in directory: String, keepsBody: Bool = true) -> (
    page: PageSource?, diagnostics: Diagnostics
  ) {
    var diagnostics = Diagnostics()
    let page = PageSource.load(
      path: directory + "/" + relativePath, relativePath: relativePath, keepsBody: keepsBody, into: &diagnostics)
    return (page, Diagnostics(diagnostics.sorted()))
  }

  static func readTemplates(_ state: inout BuildState) {
    var diagnostics = Diagnostics()
    let templates = SiteTemplates.load(
      from: state.options.layout.templates, theme: state.options.theme(state.sources.configuration),
      themeLocation: state.sources.configuration?.themeLocation, into: &diagnostics)
    state.sources.templatesReading = templates.map { .read($0) } ?? .unreadable
    state.diagnostics.emit(diagnostics)
  }

  /// 404.html, laid out like every page (with the pages' model and navigation), for hosts that
  /// serve it for missing addresses.
  static func writeNotFoundPage(
    _ site: LoadedSite, _ rendered: RenderedSite, into output: StagedOutput, _ context: StepContext
  ) {
    guard case .read(let templates) = site.templates, !context.earlierErrors else { return }
    do {
      try output.write(
        try templates.render(PageLayout.notFound(site: site.model, navigation: rendered.navigation)), to: "404.html")
    } catch {
      context.diagnostics.emit(writeError(error, context.options))
    }
  }

  /// The search index from the pages' records, when the site has search on: written with the
  /// pages, so a failed build leaves the old site's index with the old site.
  static func searchIndexFiles(_ site: LoadedSite, _ rendered: RenderedSite, _ context: StepContext) -> [(
    path: String, contents: String
  )] {
    guard site.configuration.search, !context.earlierErrors else { return [] }
    let pages = rendered.pages.compactMap(\.search)
    guard pages.count == rendered.pages.count else { return [] }
    return SearchIndexFiles.files(for: pages)
  }

  /// Where the pages are written as they are laid out: a staging folder beside the output (for a
  /// versioned build, after reading the versions its root lists). An empty plan when that fails.
  static func openOutput(_ context: StepContext) -> OutputPlan {
    var plan = OutputPlan()
    let options = context.options
    do {
      plan.versions = try versionsBeforeWriting(options)
      plan.createdVersionsRoot =
        plan.versions != nil && !FileManager.default.fileExists(atPath: options.resolvedOutput)
      plan.output = try StagedOutput(
        output: options.siteOutput, site: options.siteDirectory, fingerprints: context.forSession,
        // A version's spare would sit in the published root of versions; a session's build
        // has its own folder.
        keepsSpare: plan.versions == nil && !context.forSession)
    } catch {
      context.diagnostics.emit(writeError(error, options))
    }
    return plan
  }

  /// The renderer of the site's pages, laid out through `templates` (none: rendered only) and
  /// written into `output` (none: kept in memory, or not written at all).
  static func pageRenderer(
    _ site: LoadedSite, navigation: Navigation, templates: SiteTemplates?, writingInto output: (any PageWriter)?,
    _ context: StepContext, reuse: DirectiveReuse? = nil, layout: PageLayout.Shared? = nil
  ) -> PageRenderer {
    var renderer = PageRenderer(
      site: site.model, navigation: navigation, templates: templates,
      pageTemplate: context.options.layout.templates + "/" + SiteTemplates.pageTemplate,
      templateIDs: site.templateIDs, reuse: reuse, layout: layout)
    // A build reads each twin back from the staging folder when the files agents read need it; a
    // session's next rebuild writes into memory, so it keeps them.
    renderer.keepsTwins = context.forSession || output == nil
    // A page's Markdown goes once the page is written, unless a session renders it again or the
    // release page (written by the build) reads every page's Markdown for its links.
    renderer.releasesBodies = !context.forSession && !site.pages.contains { $0.isGenerated }
    // A session plans its rebuilds by what each page read; a build asks no page again.
    renderer.keepsReads = context.forSession
    return renderer
  }

  /// Pages are independent once the site data is loaded: each is rendered, laid out through the
  /// page template (when there is one) and written into the staging folder on one of the cores,
  /// so only the pages in flight are ever in memory. Anchors are checked afterwards; a failure
  /// discards the staging.
  static func renderPages(
    _ site: LoadedSite, templates: SiteTemplates?, into output: StagedOutput?, _ context: StepContext
  ) -> RenderedSite {
    var diagnostics = Diagnostics()
    let navigation = Navigation(pages: site.pages, configuration: site.configuration, into: &diagnostics)
    let renderer = pageRenderer(site, navigation: navigation, templates: templates, writingInto: output, context)
    let rendered = RenderedSite(
      navigation: navigation, navigationDiagnostics: Diagnostics(diagnostics.sorted()),
      pages: ConcurrentMap.run(Array(site.pages.indices)) { renderer.render($0, into: output) },
      layout: context.forSession ? renderer.layout : nil)
    context.diagnostics.emit(renderStepDiagnostics(rendered))
    return rendered
  }

  /// The pages `numbers` of `kept` rendered again (a preview's rebuild), the others kept as they
  /// were: what the render step reports is every page's problems in page order, as a whole
  /// render's. `proseOnly`: no data, template or navigation changed, so the pages share the
  /// layout `kept` was made with.
  static func renderPages(
    _ numbers: Set<Int>, of kept: RenderedSite, _ site: LoadedSite, templates: SiteTemplates,
    into output: any PageWriter, _ context: StepContext, reuse: DirectiveReuse, proseOnly: Bool
  ) -> RenderedSite {
    let renderer = pageRenderer(
      site, navigation: kept.navigation, templates: templates, writingInto: output, context, reuse: reuse,
      layout: proseOnly ? kept.layout : nil)
    var rendered = kept
    rendered.layout = renderer.layout
    let numbers = numbers.sorted()
    let pages = ConcurrentMap.run(numbers) { renderer.render($0, into: output) }
    for (number, page) in zip(numbers, pages) { rendered.pages[number] = page }
    context.diagnostics.emit(renderStepDiagnostics(rendered))
    return rendered
  }

  /// What the render step reports: the navigation's problems and every page's.
  static func renderStepDiagnostics(_ rendered: RenderedSite) -> Diagnostics {
    var diagnostics = rendered.navigationDiagnostics
    for page in rendered.pages { diagnostics.merge(page.diagnostics) }
    return diagnostics
  }

  /// The links to anchors that miss, by the number of the page they are on: every page's, or
  /// with `only` those of the pages it names, the others' kept from `rendered.anchorErrors`.
  /// Reported in page order either way.
  static func checkLinks(
    _ rendered: RenderedSite, pages: [PageSource], only recheck: Set<Int>? = nil, _ context: StepContext
  ) -> [Int: Diagnostics] {
    var found = recheck == nil ? [:] : rendered.anchorErrors
    // Checked a run of pages a task, on every core: at 10,000 pages the check is 700,000 links
    // and ran alone at the end of the build.
    let checked = rendered.pages.indices.filter { recheck?.contains($0) ?? true }
    let runs = stride(from: 0, to: checked.count, by: linkCheckRun).map {
      Array(checked[$0..<min($0 + linkCheckRun, checked.count)])
    }
    let errors = ConcurrentMap.run(runs) { run in run.map { anchorErrors(from: $0, rendered, pages: pages) } }
    for (number, pageErrors) in zip(checked, errors.joined()) { found[number] = pageErrors.isEmpty ? nil : pageErrors }
    for number in rendered.pages.indices {
      if let errors = found[number] { context.diagnostics.emit(errors) }
    }
    return found
  }

  /// Pages a task of the link check: enough that a task outweighs handing it to a core.
  static let linkCheckRun = 256

  /// The links of one page to anchors that are not on the pages they name.
  static func anchorErrors(from number: Int, _ rendered: RenderedSite, pages: [PageSource]) -> Diagnostics {
    var errors = Diagnostics()
    for link in rendered.pages[number].anchorLinks {
      let ids = rendered.pages[link.page].headingIDs
      guard !ids.contains(link.anchor) else { continue }
      let target = pages[link.page]
      errors.append(
        .error(
          "link to a missing anchor '#\(link.anchor)' on '\(target.relativePath)'", at: link.location,
          hint: Suggestion.hint(for: link.anchor, in: ids.sorted())
            ?? "anchors are the ids of the page's headings: \(ids.sorted().prefix(8).joined(separator: ", "))",
          id: .pageMissingAnchor))
    }
    return errors
  }

  /// Assets, files beside the pages and generated files (the sources' and the plan's), then the
  /// swap, and for a versioned build the list of versions.
  static func finish(
    _ sources: SiteSources, _ plan: OutputPlan, _ options: BuildOptions, into output: StagedOutput
  ) throws {
    // The theme's assets first: the site's own replace those of the same name.
    let themeAssets = options.themeDirectory(sources.configuration).map { $0 + "/assets" }
    if themeAssets == nil {
      for asset in BuiltInTheme.assets { try output.write(asset.bytes, to: "assets/" + asset.path) }
    }
    for assets in [themeAssets, options.layout.templateAssets].compactMap({ $0 })
    where FileManager.default.fileExists(atPath: assets) {
      try output.copy(assets, to: "assets")
    }
    let pagesDirectory = options.layout.pages + "/"
    for asset in sources.assets { try output.copy(pagesDirectory + asset, to: asset) }
    for file in plan.extraFiles { try output.write(file.contents, to: file.path) }
    try output.commit()
    if let versions = plan.versions, let path = options.versionPath {
      let label = sources.configuration?.release?.version ?? sources.configuration?.version ?? path
      // The files agents read, so one picks the version a product has installed.
      let written = Set(plan.extraFiles.map(\.path) + plan.agentFilesWritten)
      let files = AgentFiles.versionsListing.filter { written.contains($0.value) }.mapValues { path + "/" + $0 }
      let entry = VersionedOutput.Entry(path: path, version: label, files: files)
      // Read again right before writing, so a version another build added meanwhile stays listed.
      let root = options.resolvedOutput
      let current = (try? VersionedOutput.read(root: root)) ?? versions
      try VersionedOutput.write(VersionedOutput.merging(entry, into: current), root: root)
    }
  }

  /// For a versioned build, the versions its output root lists; throws when the root must not
  /// hold versions or its list is not one a build wrote. Nil for a build without a version.
  static func versionsBeforeWriting(_ options: BuildOptions) throws -> [VersionedOutput.Entry]? {
    guard options.versionPath != nil else { return nil }
    let root = options.resolvedOutput
    if let refusal = VersionedOutput.rootRefusal(root: root, site: options.siteDirectory) {
      throw Diagnostic.error(
        "cannot write the site: \(refusal)", at: SourceLocation(file: root), id: .outputWriteFailed)
    }
    return try VersionedOutput.read(root: root)
  }

  static func writeError(_ error: any Error, _ options: BuildOptions) -> Diagnostic {
    error as? Diagnostic
      ?? .error(
        "cannot write the site: \(error)", at: SourceLocation(file: options.resolvedOutput), id: .outputWriteFailed)
  }

  /// A path site.yml names, relative to content/, when it stays inside the site folder;
  /// otherwise an error where site.yml names it.
  static func containedPath(
    _ path: String, at location: SourceLocation, relativeTo directory: String? = nil, _ state: BuildState
  ) -> String? {
    containedPath(path, at: location, relativeTo: directory, options: state.options, reportingTo: state.diagnostics)
  }

  static func containedPath(
    _ path: String, at location: SourceLocation, relativeTo directory: String? = nil, options: BuildOptions,
    reportingTo diagnostics: DiagnosticEngine
  ) -> String? {
    let directory = directory ?? options.layout.content
    switch ContainedPath.resolve(path, in: directory, root: options.siteDirectory) {
    case .success(let resolved): return resolved
    case .failure(let escape):
      diagnostics.error(escape.message(for: path), at: location, hint: escape.hint, id: .pathOutsideFolder)
      return nil
    }
  }

  /// sitemap.xml, when site.yml gives the site's address.
  static func sitemap(_ site: LoadedSite) -> (path: String, contents: String)? {
    guard let baseURL = site.configuration.baseURL else { return nil }
    return ("sitemap.xml", Sitemap.xml(baseURL: baseURL, pages: site.pages))
  }
}
