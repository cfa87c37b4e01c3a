import Markdown
import SiteOutput
import SpecimenCore
import Synchronization

/// Where laid-out pages go: the staging folder of a build, or memory for a rebuild of a few pages.
protocol PageWriter: Sendable {
  func write(_ text: String, to relativePath: String) throws
  /// Writes a file whose bytes are UTF-8 text already (a laid-out page).
  func write(utf8 bytes: [UInt8], to relativePath: String) throws
}

extension StagedOutput: PageWriter {}

/// Pages kept in memory by output path, written out only once the whole rebuild succeeded.
final class PageCollector: PageWriter {
  private let pages = Mutex<[String: String]>([:])

  func write(_ text: String, to relativePath: String) throws {
    pages.withLock { $0[relativePath] = text }
  }

  func write(utf8 bytes: [UInt8], to relativePath: String) throws {
    try write(String(decoding: bytes, as: UTF8.self), to: relativePath)
  }

  var collected: [String: String] { pages.withLock { $0 } }
}

/// Renders one page against the loaded site: its Markdown with the directives, then the page
/// template, written where the writer says. The same code for a build and for a rebuild.
struct PageRenderer: Sendable {
  let site: SiteModel
  let navigation: Navigation
  /// nil: render the bodies and check them, lay out nothing (a step failed, or `check`).
  let templates: SiteTemplates?
  let pageTemplate: String
  let templateIDs: [String]
  /// Directive results kept by a preview session, or nil in a build.
  var reuse: DirectiveReuse? = nil
  /// What every page's layout shares, made once for all the pages this renderer lays out.
  let layout: PageLayout.Shared
  /// Whether each page's Markdown twin is kept in memory (a preview session) besides being written.
  var keepsTwins = true
  /// Whether each page's Markdown is let go once the page is rendered (a build, which renders
  /// every page once; a preview session renders them again).
  var releasesBodies = false
  /// Whether each page keeps what it read (a preview session, which plans its rebuilds by it); a
  /// build asks no page again, so it holds none of it to the end.
  var keepsReads = true

  init(
    site: SiteModel, navigation: Navigation, templates: SiteTemplates?, pageTemplate: String, templateIDs: [String],
    reuse: DirectiveReuse? = nil, layout: PageLayout.Shared? = nil
  ) {
    self.site = site
    self.navigation = navigation
    self.templates = templates
    self.pageTemplate = pageTemplate
    self.templateIDs = templateIDs
    self.reuse = reuse
    self.layout = layout ?? PageLayout.Shared(site: site)
  }

  func render(_ pageNumber: Int, into writer: (any PageWriter)?) -> RenderedPage {
    let context = PageContext(site: site, pageNumber: pageNumber, reuse: reuse)
    for id in templateIDs { context.headingIDs.reserve(id) }
    var diagnostics = Diagnostics()
    // The search record only for a page that is laid out: `check` indexes nothing.
    let indexed = site.configuration.search && templates != nil
    let body = context.render(givesPieces: indexed, into: &diagnostics)
    // The Markdown twin only for a page that is laid out: `check` writes nothing.
    let twin = templates != nil && !diagnostics.hasErrors ? MarkdownTwin.utf8(of: context) : nil
    if let templates, !diagnostics.hasErrors {
      do {
        // Written as the bytes the template gives, with room for the body and the page around it.
        let html = try templates.renderUTF8(
          PageLayout.context(
            for: context.pageNumber, body: body, site: site, navigation: navigation, shared: layout,
            searchTerms: context.searchTerms),
          capacity: body.html.utf8.count + 16 * 1024)
        try writer?.write(utf8: html, to: context.page.outputPath)
        if let twin { try writer?.write(utf8: twin, to: context.page.url + MarkdownTwin.fileName) }
      } catch let error as Diagnostic {
        diagnostics.append(error)
      } catch {
        diagnostics.error(
          "cannot render the page template: \(error)", at: SourceLocation(file: pageTemplate), id: .templateRender)
      }
    }
    let search =
      indexed
      ? SearchPage(
        url: context.page.url, title: context.page.title, summary: context.page.summary, body: body,
        drawnNames: context.searchTerms) : nil
    if releasesBodies { context.page.releaseBody() }
    return RenderedPage(
      headingIDs: Set(body.headings.map(\.id)), anchorLinks: context.anchorLinks,
      reads: keepsReads ? context.reads : ReadSet(),
      diagnostics: diagnostics, search: search,
      markdown: keepsTwins ? twin.map { String(decoding: $0, as: UTF8.self) } : nil, markdownSize: twin?.count,
      sets: context.searchTerms)
  }
}
