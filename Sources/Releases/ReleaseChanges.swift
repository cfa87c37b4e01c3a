import Foundation
import Geometry
import Site
import SpecimenCore

/// The release page's comparison: reads the previous version named in site.yml (a git ref or a
/// folder), compares its data with this build's, and draws every variant whose drawing changed
/// before and after, while both versions' files are at hand.
package struct ReleaseChanges: ReleaseComparison {
  package init() {}

  package func changes(
    since release: SiteConfiguration.ReleaseSettings, site: SiteData, pages: [PageSource], options: BuildOptions,
    into diagnostics: inout Diagnostics
  ) -> ReleaseContent? {
    // A folder is relative to the site folder; anything else is a ref of its repository.
    let folder = release.previous.hasPrefix("/") ? release.previous : options.layout.path(release.previous)
    var isDirectory: ObjCBool = false
    let reference =
      FileManager.default.fileExists(atPath: folder, isDirectory: &isDirectory) && isDirectory.boolValue
      ? folder : release.previous
    guard
      let previous = SiteVersion.resolve(
        reference, site: options.siteDirectory, at: release.previousLocation, into: &diagnostics)
    else { return nil }
    defer { previous.discard() }
    let old = SiteBuilder.loadData(BuildOptions(siteDirectory: previous.directory, write: false))
    if let first = old.diagnostics.first(where: { $0.severity == .error }) {
      diagnostics.error(
        "the previous version '\(release.previous)' has errors, so it cannot be compared: \(first.message)",
        at: release.previousLocation, hint: "run `specimen check` on that version, or name another",
        id: .releasePreviousHasErrors)
      return nil
    }
    let diff = SiteDiff.between(old.data, pages: old.pages, and: site, pages: pages)
    let redrawn = RedrawnVariant.all(old.data, site)
    let directive = ReleaseDirective(version: release.version, previous: release.previous, diff: diff, redrawn: redrawn)
    return ReleaseContent(directive: directive, parts: ReleaseDirective.parts(diff, redrawn: redrawn))
  }
}

/// A variant whose drawing differs between the versions, drawn in both with plain colors (the
/// previous version's tokens are not on the page), for the release page's before and after.
struct RedrawnVariant: Sendable {
  package var set: String
  package var variant: String
  package var before: Markup
  package var after: Markup

  /// Every variant both versions publish whose drawing is not the same, in set and Figma order.
  package static func all(_ old: SiteData, _ new: SiteData) -> [RedrawnVariant] {
    guard let oldGeometry = old.geometry, let newGeometry = new.geometry else { return [] }
    var found: [RedrawnVariant] = []
    for variant in ComparedVariant.all(old, new) {
      func draw(_ library: GeometryLibrary, prefix: String) -> Markup? {
        var ignored = Diagnostics()
        let options = SVGOptions(idPrefix: prefix, colors: .literal)
        return library.drawing(set: variant.set, variant: variant.values, options: options, into: &ignored)
      }
      // Drawn with one id prefix to compare, then apart so both fit on one page.
      guard let before = draw(oldGeometry, prefix: "r"), let after = draw(newGeometry, prefix: "r"), before != after
      else { continue }
      let number = found.count + 1
      found.append(
        RedrawnVariant(
          set: variant.set, variant: variant.name, before: draw(oldGeometry, prefix: "rb\(number)") ?? before,
          after: draw(newGeometry, prefix: "ra\(number)") ?? after))
    }
    return found
  }
}
