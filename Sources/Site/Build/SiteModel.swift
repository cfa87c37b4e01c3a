import Accessibility
import CodeProps
import Figma
import Geometry
import Parity
import SpecimenCore
import Tokens

/// Everything loaded before pages render: the configuration, every page's front matter, the
/// directives. Read-only, so pages can render in parallel against it.
package struct SiteModel: Sendable {
  package var configuration: SiteConfiguration
  package var contentDirectory: String
  package var pages: [PageSource]
  var registry: DirectiveRegistry
  /// Page index by its path relative to content/pages.
  var pageIndex: [String: Int]
  /// Files under content/pages that are not pages (images), copied to the same path in the output.
  package var assets: Set<String>
  /// The design data the directives read.
  package var data: SiteData

  package init(
    configuration: SiteConfiguration, contentDirectory: String, pages: [PageSource],
    pageIndex: [String: Int]? = nil, assets: Set<String> = [],
    data: SiteData = SiteData(),
    registry: DirectiveRegistry
  ) {
    self.assets = assets
    self.data = data
    self.configuration = configuration
    self.contentDirectory = contentDirectory
    self.pages = pages
    self.registry = registry
    self.pageIndex = pageIndex ?? Self.index(of: pages)
  }

  /// Each page's position by its path under content/pages.
  static func index(of pages: [PageSource]) -> [String: Int] {
    var index: [String: Int] = [:]
    index.reserveCapacity(pages.count)
    for (i, page) in pages.enumerated() { index[page.relativePath] = i }
    return index
  }
}

/// What became of one of the site's sources: not read (the site names none, or it is to be read
/// again), named but unreadable (that error is reported once, where it happened, and what needs
/// the source stays quiet), or read.
enum SourceReading<Value: Sendable>: Sendable {
  case notRead
  case unreadable
  case read(Value)

  /// The source as read, if it was.
  package var value: Value? {
    guard case .read(let value) = self else { return nil }
    return value
  }

  var isUnreadable: Bool {
    guard case .unreadable = self else { return false }
    return true
  }
}

/// The design data loaded before pages render: tokens, component sets and code props.
package struct SiteData: Sendable {
  /// The design tokens site.yml names.
  var tokenReading = SourceReading<TokenSystem>.notRead {
    didSet {
      tokenRows = TokenRowCache()
      tokenColumnOrder = tokens.map { SizeScale.readingOrder($0.contexts, modifiers: $0.modifiers) } ?? []
    }
  }
  /// The token tables' rows as the pages rendered so far wrote them, for these tokens.
  private(set) var tokenRows = TokenRowCache()
  /// The tokens' contexts in the order the tables list them, worked out once for every page.
  private(set) var tokenColumnOrder: [TokenContext] = []
  package var tokens: TokenSystem? { tokenReading.value }
  package var figma = FigmaLibrary()
  package var props = PropsLibrary()
  /// Each Figma set compared with the code component a Code Connect mapping, site.yml or its name ties it to.
  package var parity: [ParityReport] = []
  /// The geometry models and the sets drawn from Figma; unreadable when the tokens or site.yml
  /// they are checked against could not be read.
  var geometryReading = SourceReading<GeometryLibrary>.notRead
  package var geometry: GeometryLibrary? { geometryReading.value }
  /// `platform/min-touch-target` in each platform context, for the touch-target directive.
  package var touchTargets: [TouchTargetPlatform] = []
  /// The accessibility audit of every drawn variant in every shown context, waivers applied,
  /// when site.yml's `accessibility:` asks the build for it; nil otherwise, and a page that shows
  /// a set's audit measures that set alone (`auditFindings`).
  package var accessibility: [AccessibilityFinding]?
  package init() {}
}

/// URLs between pages are relative, so the site works under any base path. Every URL the build
/// writes for one of the site's own files comes from here, each path segment percent-encoded
/// (`URLText.path`): the file keeps its name, and a name such as `javascript:alert(1)` or
/// `a b#c?d%e` stays one path segment of a relative URL.
package enum RelativeURL {
  /// A path of the site's output (`components/toggle/`) as a URL relative to the site root.
  package static func path(_ sitePath: String) -> String { URLText.path(sitePath) }

  /// A path of the site's output under the site's absolute address (site.yml's baseURL), for
  /// the sitemap and canonical links: `https://example.com/docs/` + `a%20b/`.
  package static func absolute(_ sitePath: String, under baseURL: String) -> String {
    (baseURL.hasSuffix("/") ? baseURL : baseURL + "/") + path(sitePath)
  }

  /// From the page at `from` (`components/toggle/`) to the page or file at `to`
  /// (`foundations/color/`), both paths of the site's output.
  /// Works on UTF-8 bytes: it runs for every link of every page's navigation.
  package static func between(_ from: String, _ to: String) -> String {
    let slash = UInt8(ascii: "/")
    // The longest common prefix that ends at a folder boundary, and the folders of `from` past it.
    var common = 0
    var folders = 0
    var sourceBytes = from
    var targetBytes = to
    sourceBytes.withUTF8 { source in
      targetBytes.withUTF8 { target in
        var index = 0
        while index < source.count, index < target.count, source[index] == target[index] {
          index += 1
          if source[index - 1] == slash { common = index }
        }
      }
      for byte in source[common...] where byte == slash { folders += 1 }
    }
    // The rest of the target is a name from the file system: encoded, so a colon in it
    // (`javascript:….md`) cannot read as a scheme, nor `#` or `?` end the path. `common` ends
    // after a slash, so it is a character boundary.
    let restStart = to.utf8.index(to.utf8.startIndex, offsetBy: common)
    let written = Substring(to.utf8[restStart...])
    let rest = URLText.isPath(written) ? written : path(String(written))[...]
    if folders == 0 && rest.isEmpty { return "./" }
    // Made in one piece: it runs for every link of every page's navigation.
    var out = ""
    out.reserveCapacity(3 * folders + rest.utf8.count)
    for _ in 0..<folders { out += "../" }
    out += rest
    return out
  }

  /// Resolves `target` (`../foundations/color.md`) against the folder of `base` (`components/toggle.md`).
  static func resolve(_ target: String, against base: String) -> String {
    let slash = UInt8(ascii: "/")
    // Most links name a page beside this one (`toggle.md`): the page's folder and the name, as
    // the walk below gives it when the folder has no empty segment (which the walk drops).
    if !target.isEmpty, target != ".", target != "..", !target.utf8.contains(slash), base.utf8.first != slash {
      guard let lastSlash = base.utf8.lastIndex(of: slash) else { return target }
      let folder = base.utf8[..<lastSlash]
      if folder.last != slash, !zip(folder, folder.dropFirst()).contains(where: { $0 == slash && $1 == slash }) {
        return String(base[..<lastSlash]) + "/" + target
      }
    }
    var parts = target.hasPrefix("/") ? [] : base.split(separator: "/").dropLast().map(String.init)
    for piece in target.split(separator: "/") {
      switch piece {
      case ".": continue
      case "..": if !parts.isEmpty { parts.removeLast() }
      default: parts.append(String(piece))
      }
    }
    return parts.joined(separator: "/")
  }
}
