import Foundation
import SpecimenCore

/// What the release page shows, from comparing this version of the site with the previous one.
/// The `Releases` module computes it (it depends on Site, so Site asks through this protocol).
package protocol ReleaseComparison: Sendable {
  /// Reads `release.previous` and compares it with this site's data. Returns the directive that
  /// draws the changes on the release page, or nil after reporting at `release` why it cannot.
  func changes(
    since release: SiteConfiguration.ReleaseSettings, site: SiteData, pages: [PageSource], options: BuildOptions,
    into diagnostics: inout Diagnostics
  ) -> ReleaseContent?
}

/// The release page's changes: a directive named `SiteBuilder.releaseDirectiveName`, and the
/// parts it draws in page order, each under its own heading so the page's contents list them.
package struct ReleaseContent: Sendable {
  package var directive: any Directive
  /// `(nil, "breaking")` draws a part without a heading of its own; `("Tokens", "tokens")` one with.
  package var parts: [(heading: String?, argument: String)]

  package init(directive: any Directive, parts: [(heading: String?, argument: String)]) {
    self.directive = directive
    self.parts = parts
  }
}

/// The release page the build adds to the site's pages, with the directive that draws its changes.
struct ReleasePage: Sendable {
  var page: PageSource
  var directive: any Directive
}

extension SiteSources {
  /// Adds the release page after the site's own pages, and the directive it shows.
  mutating func addReleasePage(_ release: ReleasePage) {
    registry.register(release.directive)
    appendPage(release.page)
  }
}

extension SiteBuilder {
  /// The fenced block the release page's body ends with; the comparison's directive answers it.
  package static let releaseDirectiveName = "release-changes"

  /// The folder under content/pages the release page takes its address from: `releases/3.2/`.
  static func releasePagePath(_ version: String) -> String {
    var slug = String(version.map { $0.isLetter || $0.isNumber || $0 == "." || $0 == "-" ? $0 : "-" })
    // A version of dots alone (or none) would name the folder itself or the one above it.
    if slug.allSatisfy({ $0 == "." }) { slug = String(repeating: "-", count: max(slug.count, 1)) }
    return "releases/\(slug).md"
  }

  /// With `release:` in site.yml and a comparison to ask, the "What changed in 3.2" page: the
  /// writer's notes on top, then the changes the comparison found, with the directive that
  /// draws them.
  static func releasePage(_ sources: SiteSources, _ context: StepContext) -> ReleasePage? {
    guard let release = sources.configuration?.release, let comparison = context.options.release else { return nil }
    if let page = sources.pages.first(where: { $0.url == releaseURL(release) }) {
      context.diagnostics.error(
        "the release page for \(release.version) would replace the page '\(page.relativePath)'",
        at: release.location, hint: "move that page, or write its text into the release notes",
        id: .releasePageCollision)
      return nil
    }
    guard !context.earlierErrors else { return nil }
    var diagnostics = Diagnostics()
    defer { context.diagnostics.emit(diagnostics) }
    // A previous version that is a folder lies inside the site like every path content names
    // (relative to the site folder); a git ref reads as a path that stays inside.
    let options = context.options
    guard
      containedPath(
        release.previous, at: release.previousLocation, relativeTo: options.siteDirectory, options: options,
        reportingTo: context.diagnostics) != nil
    else { return nil }
    var notes = ""
    var notesFile = options.layout.siteFile
    if let path = release.notes, let location = release.notesLocation {
      guard let resolved = containedPath(path, at: location, options: options, reportingTo: context.diagnostics)
      else { return nil }
      do {
        guard let text = try SourceText.read(resolved) else {
          diagnostics.error(
            "cannot read the release notes '\(path)'", at: location,
            hint: "the path is relative to content/; notes are a Markdown file", id: .releaseNotesUnreadable)
          return nil
        }
        notes = text
        notesFile = resolved
      } catch {
        diagnostics.append(error)
        return nil
      }
    }
    guard
      let content = comparison.changes(
        since: release, site: sources.data, pages: sources.pages, options: options, into: &diagnostics)
    else { return nil }
    let relativePath = releasePagePath(release.version)
    var body = notes.isEmpty ? "" : notes + (notes.hasSuffix("\n") ? "\n" : "\n\n")
    for part in content.parts {
      if let heading = part.heading { body += "## \(heading)\n\n" }
      body += "```\(releaseDirectiveName) \(part.argument)\n```\n\n"
    }
    let page = PageSource(
      relativePath: relativePath, file: notesFile, title: "What changed in \(release.version)",
      summary: "Tokens, components and pages that changed since \(release.previous), computed from the data.",
      body: body, bodyLineOffset: 0, url: PageSource.url(for: relativePath), location: release.location,
      isGenerated: true)
    return ReleasePage(page: page, directive: content.directive)
  }

  static func releaseURL(_ release: SiteConfiguration.ReleaseSettings) -> String {
    PageSource.url(for: releasePagePath(release.version))
  }
}
