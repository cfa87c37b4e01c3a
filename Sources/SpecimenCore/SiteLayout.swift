/// Where a site keeps what: the one place that names a site's folders and files. The build,
/// `init`, `serve`, the commands and the token loader ask it instead of spelling the paths.
///
///     site/
///       content/            site.yml, pages/, tokens/, figma/, geometry/, props/, icons/, fonts/
///       templates/          the site's own templates and assets/
///       Public/             the built site (build output, the default)
package struct SiteLayout: Sendable, Hashable {
  /// The site folder as it was given (`.`, `examples/eand`, an absolute path).
  package var root: String

  package init(root: String) { self.root = root }

  /// The names relative to the site folder, as messages, hints and `init` write them.
  package enum Name {
    package static let content = "content"
    package static let siteFile = "content/site.yml"
    package static let pages = "content/pages"
    package static let tokens = "content/tokens"
    package static let figma = "content/figma"
    package static let geometry = "content/geometry"
    package static let props = "content/props"
    package static let icons = "content/icons"
    package static let fonts = "content/fonts"
    package static let templates = "templates"
    /// The default output folder.
    package static let output = "Public"

    /// `content/<relative>`: a file content names relative to the content folder.
    package static func content(_ relative: String) -> String { content + "/" + relative }
    /// `content/pages/<relative>`: a page or a file beside the pages.
    package static func page(_ relative: String) -> String { pages + "/" + relative }
  }

  package var content: String { path(Name.content) }
  package var siteFile: String { path(Name.siteFile) }
  package var pages: String { path(Name.pages) }
  package var tokens: String { path(Name.tokens) }
  package var figma: String { path(Name.figma) }
  package var geometry: String { path(Name.geometry) }
  package var props: String { path(Name.props) }
  package var icons: String { path(Name.icons) }
  package var fonts: String { path(Name.fonts) }
  package var templates: String { path(Name.templates) }
  /// The site's own assets, copied over the theme's to /assets/.
  package var templateAssets: String { templates + "/assets" }
  /// Where a build writes unless told otherwise.
  package var output: String { path(Name.output) }

  /// A page or a file beside the pages, by its path under content/pages.
  package func page(_ relative: String) -> String { pages + "/" + relative }

  /// A path relative to the site folder (as site.yml writes them), under it.
  package func path(_ relative: String) -> String { root + "/" + relative }

  /// The default output folder as the command line shows it: `Public` for the current folder.
  package var displayedOutput: String { root == "." ? Name.output : output }
}
