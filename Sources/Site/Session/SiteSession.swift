import Foundation
import SiteOutput
import SpecimenCore
import Synchronization
import Tokens

/// What one rebuild did, for the terminal and the browsers.
package struct RebuildReport: Sendable {
  package var succeeded: Bool
  /// Every diagnostic of the site as it now is (the same a clean build would report).
  package var diagnostics: [Diagnostic]
  /// What changed, in a few words: `components/toggle.md`, `3 files`.
  package var cause: String
  /// How many pages were rendered again.
  package var renderedPages: Int
  /// The URLs whose bytes changed: pages as `/components/toggle/`, other files as `/tokens.css`.
  package var changedURLs: [String]
  package var milliseconds: Double
  /// After the tokens were read again: how many token resolutions were computed, and how many
  /// were taken from the load before.
  package var tokenResolutions: ResolutionStatistics? = nil
  /// How many directive results were taken from the rebuild before (only prose changed).
  var reusedDirectives = 0
  /// How many component files (`components/<slug>.json`) were made again.
  var componentFiles = 0
  /// How many of those were made from the frames kept at the page's last edit.
  var framedComponentFiles = 0

  package init(
    succeeded: Bool, diagnostics: [Diagnostic], cause: String, renderedPages: Int, changedURLs: [String],
    milliseconds: Double
  ) {
    self.succeeded = succeeded
    self.diagnostics = diagnostics
    self.cause = cause
    self.renderedPages = renderedPages
    self.changedURLs = changedURLs
    self.milliseconds = milliseconds
  }
}

/// A site built once and then kept up to date: `rebuild(changedPaths:)` reads again only the
/// sources that changed and renders again only the pages that read them (by each page's
/// `ReadSet`), so the output is always the bytes a clean build of the same sources writes.
///
/// A failed rebuild changes nothing on disk; its paths are taken up again by the next rebuild.
package final class SiteSession: Sendable {
  package let options: BuildOptions

  struct Current: Sendable {
    /// The state of the last build that succeeded (or of the first one).
    var build: BuildState
    /// Paths of failed rebuilds, still to be taken into account.
    var pending: Set<String> = []
    /// The output on disk is not the sources' last good build: the next rebuild is a whole one.
    var needsWholeBuild = false
    /// The pages with anchor links to each page, by page number (a superset: links once made
    /// are kept), made at the first rebuild that needs them, for so many pages.
    var anchorSources: [Int: Set<Int>]?
    var anchorSourcesCount = 0
    /// The data-only directive results the last rebuild used or made, against this build's data.
    var directiveResults: [DirectiveReuse.Key: DirectiveReuse.Entry] = [:]
  }

  let current: Mutex<Current>

  /// Builds the whole site into `options.resolvedOutput`.
  package init(options: BuildOptions) {
    self.options = options
    let clock = ContinuousClock.now
    let (state, report) = SiteBuilder.buildKeepingState(options, forSession: true)
    var initial = Current(build: state)
    initial.needsWholeBuild = !report.succeeded
    current = Mutex(initial)
    var first = RebuildReport(
      succeeded: report.succeeded, diagnostics: report.diagnostics, cause: "first build",
      renderedPages: report.succeeded ? state.sources.pages.count : 0, changedURLs: [],
      milliseconds: Self.milliseconds(since: clock))
    first.componentFiles = state.plan.componentEntriesMade
    firstReport = first
  }

  /// How the first build went.
  package let firstReport: RebuildReport

  /// Every page's URL, `/` first.
  var pageURLs: [String] { current.withLock { $0.build.sources.pages.map { "/" + RelativeURL.path($0.url) } } }

  /// Brings the output up to date with the sources after the files at `changedPaths` changed
  /// (absolute, or relative to the site folder).
  package func rebuild(changedPaths: [String]) -> RebuildReport {
    let start = ContinuousClock.now
    return current.withLock { current in
      let paths = current.pending.union(changedPaths.compactMap(relativePath))
      var plan = RebuildPlan(paths: paths, state: current.build)
      // The theme's templates are the site's too; its assets are copied under the site's.
      for rest in changedPaths.compactMap({ themePath($0, current.build) }) {
        if rest.hasPrefix("assets/") { plan.whole = true }
        if rest.hasSuffix(".mustache") { plan.templates = true }
      }
      // A symbolic link among the changes: the whole build checks it and reads nothing through it.
      plan.whole =
        plan.whole || current.needsWholeBuild || paths.contains { isSymbolicLink(options.siteDirectory + "/" + $0) }
      var report =
        plan.whole ? wholeBuild(&current, paths: paths) : incremental(&current, plan: plan, paths: paths)
      report.cause = Self.describe(changedPaths.compactMap(relativePath))
      report.milliseconds = Self.milliseconds(since: start)
      if report.succeeded, plan.tokens, !plan.whole {
        report.tokenResolutions = current.build.sources.data.tokens?.statistics
      }
      return report
    }
  }

  // MARK: Whole and partial rebuilds

  private func wholeBuild(_ current: inout Current, paths: Set<String>) -> RebuildReport {
    let (state, report) = SiteBuilder.buildKeepingState(options, forSession: true)
    guard report.succeeded else {
      current.pending = paths
      current.needsWholeBuild = true
      return RebuildReport(
        succeeded: false, diagnostics: report.diagnostics, cause: "", renderedPages: 0, changedURLs: [], milliseconds: 0
      )
    }
    let changed = OutputFingerprint.changedURLs(
      from: current.build.outputFingerprints, to: state.outputFingerprints)
    current = Current(build: state)
    var rebuilt = RebuildReport(
      succeeded: true, diagnostics: report.diagnostics, cause: "", renderedPages: state.sources.pages.count,
      changedURLs: changed, milliseconds: 0)
    rebuilt.componentFiles = state.plan.componentEntriesMade
    return rebuilt
  }

  /// A rebuild of what the plan names: read again → choose the pages → render and write them.
  private func incremental(_ current: inout Current, plan: RebuildPlan, paths: Set<String>) -> RebuildReport {
    var next = current.build
    next.diagnostics = DiagnosticEngine()
    let old = current.build
    var pages = reloadPages(plan, &next, old: old)
    let data = reloadData(plan, &next, old: old)
    if !data.stepsRun.isEmpty, !next.hasErrors, !pages.renderAll {
      let difference = DataDifference(
        old: old.sources.data, new: next.sources.data, geometryFiles: plan.geometryFiles, allModels: plan.allModels,
        changedTokens: data.tokenChange)
      if difference.everything {
        pages.renderAll = true
      } else if !difference.isEmpty {
        for (number, page) in (old.rendered?.pages ?? []).enumerated() where difference.touches(page.reads) {
          pages.affected.insert(number)
        }
      }
    }
    if pages.renderAll && !next.hasErrors {
      return renderAll(&current, next: next, old: old, paths: paths)
    }
    // When no data step ran again (templates included), only prose changed: the data-only
    // directives give what they gave last time.
    let reuse = DirectiveReuse(previous: data.stepsRun.isEmpty ? current.directiveResults : [:])
    return render(
      pages.affected, &current, next: next, plan: plan, paths: paths, reuse: reuse, proseOnly: data.stepsRun.isEmpty)
  }

  /// The pages to render again after reading again the pages the plan names: one page's prose
  /// renders that page; a new, deleted or renamed page, or a change to what the navigation
  /// shows, renders them all.
  private func reloadPages(_ plan: RebuildPlan, _ next: inout BuildState, old: BuildState) -> (
    renderAll: Bool, affected: Set<Int>
  ) {
    var renderAll = plan.templates
    var affected = Set<Int>()
    let pagesDirectory = options.layout.pages
    let index = old.sources.pageIndex
    let listChanged =
      plan.pages.contains { FileManager.default.fileExists(atPath: pagesDirectory + "/" + $0) != (index[$0] != nil) }
      || plan.pageAssets.contains {
        FileManager.default.fileExists(atPath: pagesDirectory + "/" + $0) != old.sources.assets.contains($0)
      }
    // A template asset that came or went may take a path a page has: the output steps check
    // every path again, as they do for a page or file that came or went.
    let assetsCame = plan.templateAssets.contains {
      FileManager.default.fileExists(atPath: options.layout.templateAssets + "/" + $0)
        != old.sources.templateAssets.contains($0)
    }
    if assetsCame { renderAll = true }
    if listChanged {
      SiteBuilder.run([SiteBuilder.step(.readPages)], on: &next)
      return (true, affected)
    }
    guard !plan.pages.isEmpty else { return (renderAll, affected) }
    for relativePath in plan.pages.sorted() {
      // Not a page before and not there now (it came and went while the site had errors).
      guard let number = index[relativePath] else {
        next.sources.pageDiagnostics[relativePath] = nil
        continue
      }
      let (page, diagnostics) = SiteBuilder.loadPage(relativePath, in: pagesDirectory)
      next.sources.pageDiagnostics[relativePath] = diagnostics.isEmpty ? nil : diagnostics
      guard let page else { continue }
      if !page.sameNavigation(as: next.sources.pages[number]) { renderAll = true }
      next.sources.replacePage(at: number, with: page)
      affected.insert(number)
    }
    // What the step reports, as when it reads every page: each page's problems, by path.
    SiteBuilder.perform(.readPages, on: &next) { state, context in
      for (_, problems) in state.sources.pageDiagnostics.sorted(by: { $0.key < $1.key }) {
        context.diagnostics.emit(problems)
      }
    }
    return (renderAll, affected)
  }

  /// Runs again the data steps the plan names: which ran, and how the tokens changed.
  private func reloadData(_ plan: RebuildPlan, _ next: inout BuildState, old: BuildState) -> (
    stepsRun: [BuildStepName], tokenChange: DataDifference.TokenChange
  ) {
    var stepsRun: [BuildStepName] = []
    if plan.tokens {
      // Only the token files that changed are read again.
      let tokensStep = BuildStep(name: .resolveTokens) {
        SiteBuilder.readTokens(&$0, previous: old.sources.data.tokens, changedFiles: plan.tokenFiles)
      }
      next.sources.data.tokenReading = .notRead
      SiteBuilder.run([tokensStep], on: &next)
      stepsRun.append(.resolveTokens)
    }
    if plan.figma {
      SiteBuilder.run([SiteBuilder.step(.readFigma)], on: &next)
      stepsRun.append(.readFigma)
    }
    let tokenChange: DataDifference.TokenChange =
      plan.tokens ? DataDifference.TokenChange(old.sources.data.tokens, next.sources.data.tokens) : .unchanged
    if plan.tokens || plan.figma || plan.geometry {
      // The models that read a changed token or file are checked again; the rest are kept.
      if plan.figma || plan.allModels
        || !SiteBuilder.updateGeometry(&next, from: old, files: plan.geometryFiles, tokenChange: tokenChange)
      {
        SiteBuilder.run([SiteBuilder.step(.layOutGeometry)], on: &next)
      }
      stepsRun.append(.layOutGeometry)
    }
    if plan.templates {
      SiteBuilder.run([SiteBuilder.step(.readTemplates)], on: &next)
      stepsRun.append(.readTemplates)
    }
    if plan.tokens {
      // The output step of a whole build, from the site as now loaded.
      next.plan.extraFiles.removeAll { $0.path == "tokens.css" }
      SiteBuilder.perform(.writeTokenStylesheet, on: &next) { state, context in
        if let site = state.loaded, let stylesheet = SiteBuilder.tokenStylesheet(site, context) {
          state.plan.extraFiles.append(stylesheet)
        }
      }
    }
    return (stepsRun, tokenChange)
  }

  /// Every page rendered again through the output steps of a whole build.
  private func renderAll(_ current: inout Current, next: BuildState, old: BuildState, paths: Set<String>)
    -> RebuildReport
  {
    var next = next
    next.plan.extraFiles = []
    SiteBuilder.runOutputSteps(on: &next)
    let (report, fingerprints) = SiteBuilder.finishOutput(
      &next.plan, next.sources, found: next.allDiagnostics, options)
    if let fingerprints { next.outputFingerprints = fingerprints }
    guard report.succeeded else { return failed(&current, paths: paths, diagnostics: report.diagnostics) }
    current = Current(build: next)
    var rebuilt = RebuildReport(
      succeeded: true, diagnostics: report.diagnostics, cause: "", renderedPages: next.sources.pages.count,
      changedURLs: OutputFingerprint.changedURLs(from: old.outputFingerprints, to: next.outputFingerprints),
      milliseconds: 0)
    rebuilt.componentFiles = next.plan.componentEntriesMade
    return rebuilt
  }

  /// A few pages: the render and link steps of a whole build run again over those pages alone,
  /// with the stages the last build left (the loaded site as now read, the rendered site); the
  /// pages are rendered into memory, written only when the whole site checks out.
  private func render(
    _ affected: Set<Int>, _ current: inout Current, next: BuildState, plan: RebuildPlan, paths: Set<String>,
    reuse: DirectiveReuse, proseOnly: Bool
  ) -> RebuildReport {
    var next = next
    let collector = PageCollector()
    let site = next.loaded
    if !next.hasErrors, let site, let kept = next.rendered, case .read(let templates) = site.templates {
      let rendered = SiteBuilder.perform(.renderPages, on: &next) { _, context in
        SiteBuilder.renderPages(
          affected, of: kept, site, templates: templates, into: collector, context, reuse: reuse,
          proseOnly: proseOnly)
      }
      let recheck = linkingPages(affected, rendered, &current)
      next.rendered = SiteBuilder.perform(.checkLinks, on: &next) { _, context in
        var checked = rendered
        checked.anchorErrors = SiteBuilder.checkLinks(rendered, pages: site.pages, only: recheck, context)
        return checked
      }
    }
    let diagnostics = SiteBuilder.reportedDiagnostics(next)
    guard !diagnostics.contains(where: { $0.severity == .error }) else {
      return failed(&current, paths: paths, diagnostics: diagnostics)
    }
    do {
      var changed: [String] = []
      let pages = collector.collected
      // The pages rendered again, in page order: only theirs are in the collector.
      for number in affected.sorted() where number < next.sources.pages.count {
        let page = next.sources.pages[number]
        guard let text = pages[page.outputPath] else { continue }
        if try write(text, to: page.outputPath, &next.outputFingerprints) {
          changed.append("/" + RelativeURL.path(page.url))
        }
        // The twin is written, not announced: what reloads is a page open in a browser.
        let twin = page.url + MarkdownTwin.fileName
        if let markdown = pages[twin] { _ = try write(markdown, to: twin, &next.outputFingerprints) }
      }
      let before = next.plan.extraFiles
      if let site, let rendered = next.rendered {
        SiteBuilder.writeAgentFiles(
          site, rendered, into: &next.plan, next.context, changedPages: proseOnly ? affected : nil)
      } else {
        next.plan.extraFiles.removeAll { AgentFiles.isGenerated($0.path) }
        next.plan.agentParts = nil
        next.plan.agentFilesRemade = nil
      }
      // After a prose edit only the changed pages' own files agents read are made again (no
      // file comes or goes); otherwise they are made again whole, and a component file whose
      // set is gone is removed.
      let remade = next.plan.agentFilesRemade
      if remade == nil {
        let stale = Set(before.lazy.map(\.path).filter(AgentFiles.isGenerated))
        let fresh = Set(next.plan.extraFiles.lazy.map(\.path).filter(AgentFiles.isGenerated))
        for path in stale.subtracting(fresh).sorted() { try remove(path, &next.outputFingerprints) }
      }
      if let site, let rendered = next.rendered, site.configuration.search, !affected.isEmpty {
        // The pages rendered again bring new records: the index is made again from all of them,
        // and only the shards whose bytes differ are written.
        let stale = Set(next.plan.extraFiles.map(\.path).filter { $0.hasPrefix(SearchIndexFiles.folder + "/") })
        next.plan.extraFiles.removeAll { stale.contains($0.path) }
        next.plan.extraFiles += SiteBuilder.searchIndexFiles(site, rendered, next.context)
        let fresh = Set(next.plan.extraFiles.map(\.path))
        for path in stale.subtracting(fresh).sorted() { try remove(path, &next.outputFingerprints) }
      }
      // What the output holds of the generated files: a file made again with the same text is
      // not hashed again, and a file agents read that was kept as it was is not looked at.
      var written: [String: String] = [:]
      for file in current.build.plan.extraFiles where remade == nil || !AgentFiles.isGenerated(file.path) {
        written[file.path] = file.contents
      }
      for file in next.plan.extraFiles {
        if remade != nil, AgentFiles.isGenerated(file.path) { continue }
        if written[file.path] == file.contents, next.outputFingerprints[file.path] != nil { continue }
        guard try write(file.contents, to: file.path, &next.outputFingerprints) else { continue }
        if !AgentFiles.isGenerated(file.path) { changed.append("/" + RelativeURL.path(file.path)) }
      }
      // Written only when their bytes changed; not announced, as no browser shows them.
      for file in remade ?? [] { _ = try write(file.contents, to: file.path, &next.outputFingerprints) }
      changed += try copyAssets(plan, &next.outputFingerprints)
      current.build = next
      current.pending = []
      current.directiveResults = reuse.entries
      var report = RebuildReport(
        succeeded: true, diagnostics: diagnostics, cause: "", renderedPages: affected.count, changedURLs: changed,
        milliseconds: 0)
      report.reusedDirectives = reuse.reused
      report.componentFiles = next.plan.componentEntriesMade
      report.framedComponentFiles = next.plan.componentEntriesFramed
      return report
    } catch {
      // The output folder itself failed (disk full): the next rebuild writes everything again.
      current.needsWholeBuild = true
      return failed(&current, paths: paths, diagnostics: diagnostics + [SiteBuilder.writeError(error, options)])
    }
  }

  /// The pages whose anchor links are checked again: those rendered again and those that link
  /// to their anchors (their headings may have changed); the other pages' findings stay.
  private func linkingPages(_ affected: Set<Int>, _ rendered: RenderedSite, _ current: inout Current) -> Set<Int> {
    if current.anchorSources == nil || current.anchorSourcesCount != rendered.pages.count {
      var sources: [Int: Set<Int>] = [:]
      for (number, page) in (current.build.rendered?.pages ?? []).enumerated() {
        for link in page.anchorLinks { sources[link.page, default: []].insert(number) }
      }
      current.anchorSources = sources
      current.anchorSourcesCount = rendered.pages.count
    }
    var recheck = affected
    for number in affected {
      recheck.formUnion(current.anchorSources?[number] ?? [])
      // The pages it links to now are found from it from now on.
      for link in rendered.pages[number].anchorLinks {
        current.anchorSources?[link.page, default: []].insert(number)
      }
    }
    return recheck
  }

  private func failed(_ current: inout Current, paths: Set<String>, diagnostics: [Diagnostic]) -> RebuildReport {
    current.pending = paths
    return RebuildReport(
      succeeded: false, diagnostics: diagnostics, cause: "", renderedPages: 0, changedURLs: [], milliseconds: 0)
  }
}
