import CodeProps
import Figma
import Foundation
import Parity
import SiteOutput
import SpecimenCore
import TokenImport
import Tokens

/// content/site.yml: what the site is called, how its navigation is ordered, what it shows.
package struct SiteConfiguration: Sendable {
  package var name: String
  package var version: String?
  package var description: String?
  var baseURL: String?
  package var language: String
  /// Navigation sections in order; a page names one in its front matter.
  package var sections: [String]
  package var unsafeHTML: Bool
  package var tokens: TokenSettings?
  package var figma: [FigmaFileEntry]
  /// Props sources beside content/props, paths relative to content/.
  package var props: [PropsSource] = []
  /// Figma component sets paired with code components for the parity check.
  package var parity: [ParityPairing] = []
  /// A templates folder the site's templates extend, relative to the site folder.
  package var theme: String?
  /// Where site.yml names the theme, for problems with the folder it names.
  var themeLocation: SourceLocation?
  /// The site's tokens the theme's own colors take (`chrome:`).
  package var chrome: ChromeMapping?
  /// site.yml's `accessibility:`: nil when the build reports no accessibility findings.
  package var accessibility: AccessibilitySettings?
  /// What site.yml's `diagnostics:` sets each kind of problem to.
  package var diagnostics = DiagnosticSettings()
  /// Where the site's sources live, for "Edit this page" links.
  package var repository: Repository?
  /// Whether the build writes the search index (search/) and the pages show the search box.
  package var search = false
  /// The folder under the output the build writes this version into (`v3.2`), beside the
  /// versions other builds wrote there; `specimen build --version-path` overrides it.
  package var versionPath: String?
  /// The release the build writes a "What changed" page for.
  package var release: ReleaseSettings?
  package var location: SourceLocation

  /// `release: {version: "3.2", previous: v3.1, notes: releases/3.2.md}`.
  package struct ReleaseSettings: Sendable {
    /// The version released; site.yml's `version` when the release names none.
    package var version: String
    /// The version compared with: a git ref of the site's repository, or a site folder.
    package var previous: String
    /// The writer's notes, a Markdown file relative to content/, shown above the changes.
    package var notes: String?
    package var location: SourceLocation
    package var previousLocation: SourceLocation
    var notesLocation: SourceLocation?
  }

  package struct Repository: Sendable {
    /// The repository's web address (https://github.com/owner/name).
    package var url: String
    var branch: String
    /// The site folder inside the repository; nil when the site is at its root.
    package var folder: String?
    /// The folder inside the repository the props sources' file paths are relative to (a
    /// package's folder in a monorepo: package.json's `repository.directory`); nil: its root.
    package var code: String?

    /// The repository's address without a closing slash, which the links add their paths to.
    private var base: String { url.hasSuffix("/") ? String(url.dropLast()) : url }

    /// The web editor's address for a page under content/pages.
    func editURL(for relativePath: String) -> String {
      let prefix = folder.map { $0 + "/" } ?? ""
      // The branch, folder and file name are names, not URL text: `#` or `?` in one is encoded.
      return "\(base)/edit/" + URLText.path("\(branch)/\(prefix)content/pages/\(relativePath)")
    }

    /// The address of a source file as a props source records it (`src/ui/Button.tsx`, relative
    /// to `code`), in the same form as the edit link; nil when the path cannot be placed in the
    /// repository: an absolute path (from the machine the tool ran on), one that climbs out of
    /// the repository with `..`, or an empty one.
    func fileURL(forCode path: String) -> String? {
      // `C:\…`, `file:…`: a drive or a scheme is no place in the repository either.
      let first = path.split(separator: "/").first ?? ""
      guard !path.hasPrefix("/"), !path.hasPrefix("\\"), !first.contains(":"),
        let last = path.split(separator: "/").last, last != ".", last != ".."
      else { return nil }
      // The code folder, then the path: `..` climbs a folder, and climbing out of the
      // repository's root leaves the path unplaced.
      var parts: [Substring] = []
      for part in (code ?? "").split(separator: "/") + path.split(separator: "/") where part != "." {
        if part == ".." {
          guard !parts.isEmpty else { return nil }
          parts.removeLast()
        } else {
          parts.append(part)
        }
      }
      return "\(base)/blob/" + URLText.path("\(branch)/" + parts.joined(separator: "/"))
    }
  }

  package struct TokenSettings: Sendable {
    /// Where the tokens are read from.
    package enum Origin: Sendable {
      /// `resolver:`, a DTCG resolver document, relative to content/.
      case resolver(String)
      /// `source:` instead: a token file or folder in another format (Tokens Studio, Style
      /// Dictionary), relative to the site folder, with `format:`, the source's format (nil tells
      /// it from the files).
      case source(String, format: TokenSourceFormat?)
    }
    package var origin: Origin
    /// The contexts the docs show, in order, when a list names each one (`contexts: [{theme: dark}]`);
    /// empty, with no `every`, shows every combination the resolver checks.
    package var contexts: [ContextSelection]
    /// `contexts: {theme: [light, dark]}`: every combination, made once the resolver's modifiers
    /// are known, so their names and the count are checked first.
    package var every: ContextProduct?
    /// `strict: true`: every departure from DTCG 2025.10 is an error, not a warning.
    package var strict = false
    package var location: SourceLocation
    /// Where the resolver's or the source's path is written, for errors about the path.
    var originLocation: SourceLocation

    /// The path `source:` names, if the tokens come from one.
    package var source: String? {
      if case .source(let path, _) = origin { path } else { nil }
    }
  }

  package struct FigmaFileEntry: Sendable {
    /// A saved Figma REST API response, relative to content/.
    package var path: String
    /// The Figma file key, for "Open in Figma" links.
    package var key: String?
    package var location: SourceLocation
  }

  static let knownKeys = [
    "name", "version", "description", "baseURL", "language", "sections", "markdown", "tokens", "figma",
    "theme", "repository", "search", "versionPath", "release", "chrome", "props", "parity", "diagnostics",
    "accessibility",
  ]

  /// Why `baseURL` cannot be the site's address, or nil. Canonical links and the sitemap put
  /// page paths after it, and 404.html loads its styles and scripts from its path, so that path
  /// must stay on its host: `https://example.com//evil.com/` would make it `//evil.com/`.
  static func baseURLProblem(_ baseURL: String) -> (message: String, hint: String)? {
    let example = "for example https://design.example.com/docs/"
    guard baseURL.hasPrefix("https://") || baseURL.hasPrefix("http://") else {
      return ("baseURL must be an absolute http(s) URL", example)
    }
    if baseURL.unicodeScalars.contains(where: { $0.value <= 0x20 || $0.value == 0x7F || $0 == "\\" }) {
      return ("baseURL must not contain spaces, backslashes or control characters", "write a space as %20; \(example)")
    }
    guard let components = URLComponents(string: baseURL), let host = components.host, !host.isEmpty else {
      return ("baseURL has no host", example)
    }
    let path = components.percentEncodedPath
    if path.hasPrefix("//") {
      return (
        "baseURL's path '\(path)' starts with '//', which browsers read as another host",
        "start the path after the host with a single '/', \(example)"
      )
    }
    if components.query != nil || components.fragment != nil {
      return ("baseURL must not have a query or fragment: page paths go after it", example)
    }
    return nil
  }

  /// Reads site.yml; every problem is a diagnostic, and nil comes back only when nothing usable was found.
  package static func load(from path: String, into diagnostics: inout Diagnostics) -> SiteConfiguration? {
    let root: Node
    do {
      guard let text = try SourceText.read(path) else {
        diagnostics.error(
          "cannot read the site configuration", at: SourceLocation(file: path),
          hint: "a site needs content/site.yml with at least 'name:'", id: .siteYmlUnreadable)
        return nil
      }
      root = try YAMLReader.parse(text, file: path)
    } catch {
      diagnostics.append(error)
      return nil
    }
    let reader = KeyedReader(.siteConfiguration)
    guard reader.entries(of: root, known: knownKeys, in: "site.yml", into: &diagnostics) != nil else { return nil }

    let name = reader.string(root, "name", required: true, into: &diagnostics) ?? "Untitled"
    var configuration = SiteConfiguration(
      name: name, version: reader.string(root, "version", into: &diagnostics),
      description: reader.string(root, "description", into: &diagnostics),
      baseURL: reader.string(root, "baseURL", into: &diagnostics),
      language: reader.string(root, "language", into: &diagnostics) ?? "en",
      sections: reader.stringList(root, "sections", into: &diagnostics) ?? [], unsafeHTML: false, tokens: nil,
      figma: [],
      location: root.location)

    if let baseURL = configuration.baseURL, let problem = baseURLProblem(baseURL) {
      diagnostics.error(problem.message, at: root["baseURL"]?.location, hint: problem.hint, id: .siteYmlBaseUrlInvalid)
      configuration.baseURL = nil
    }
    configuration.theme = reader.string(root, "theme", into: &diagnostics)
    configuration.themeLocation = root["theme"]?.location
    configuration.search = reader.bool(root, "search", into: &diagnostics) ?? false
    if let path = reader.string(root, "versionPath", into: &diagnostics) {
      if let problem = VersionedOutput.problem(withPath: path) {
        diagnostics.error(
          problem, at: root["versionPath"]?.location, hint: VersionedOutput.pathHint, id: .versionsPathInvalid)
      } else {
        configuration.versionPath = path
      }
    }
    if let release = root["release"] {
      configuration.release = readRelease(release, siteVersion: configuration.version, into: &diagnostics)
    }
    if let repository = root["repository"] {
      var url: String?
      var branch = "main"
      var folder: String?
      var code: String?
      if repository.entries != nil {
        reader.entries(
          of: repository, known: ["url", "branch", "folder", "code"], in: "repository", into: &diagnostics)
        url = reader.string(repository, "url", required: true, into: &diagnostics)
        branch = reader.string(repository, "branch", into: &diagnostics) ?? branch
        folder = reader.string(repository, "folder", into: &diagnostics)
        code = reader.string(repository, "code", into: &diagnostics)
      } else {
        url = reader.string(root, "repository", into: &diagnostics)
      }
      if let url {
        if url.hasPrefix("https://") || url.hasPrefix("http://") {
          // A folder of slashes alone, or none, is the repository's root.
          let trimmed = folder.map { $0.split(separator: "/").joined(separator: "/") }
          let codeFolder = code.map { $0.split(separator: "/").filter { $0 != "." }.joined(separator: "/") }
          configuration.repository = Repository(
            url: url, branch: branch, folder: trimmed.flatMap { $0.isEmpty ? nil : $0 },
            code: codeFolder.flatMap { $0.isEmpty ? nil : $0 })
        } else {
          diagnostics.error(
            "the repository must be an http(s) URL", at: (repository["url"] ?? repository).location,
            hint: "repository: https://github.com/owner/name", id: .siteYmlRepositoryInvalid)
        }
      }
    }
    if let markdown = root["markdown"] {
      reader.entries(of: markdown, known: ["unsafeHTML"], in: "markdown", into: &diagnostics)
      configuration.unsafeHTML = reader.bool(markdown, "unsafeHTML", into: &diagnostics) ?? false
    }
    if let tokens = root["tokens"] {
      reader.entries(
        of: tokens, known: ["resolver", "source", "format", "contexts", "strict"], in: "tokens", into: &diagnostics)
      let source = readTokenSource(tokens, into: &diagnostics)
      if source == nil, tokens["resolver"] == nil, tokens["source"] == nil {
        diagnostics.error(
          "tokens: needs resolver: or source:", at: tokens.location,
          hint: "tokens: {resolver: tokens/app.resolver.json}, or {source: tokens/} for another format",
          id: .siteTokensNoSource)
      }
      let origin: TokenSettings.Origin? =
        if let source { .source(source.path, format: source.format) } else {
          reader.string(tokens, "resolver", into: &diagnostics).map(TokenSettings.Origin.resolver)
        }
      if let origin {
        var contexts: [ContextSelection] = []
        var every: ContextProduct?
        if let node = tokens["contexts"] {
          if let entries = node.entries {
            // Every combination, made when the resolver is read: only names here.
            var axes: [ContextProduct.Axis] = []
            for entry in entries {
              let items = entry.value.array ?? [entry.value]
              let values = items.compactMap { item in
                item.scalarText.map { ContextProduct.Name($0, at: item.location) }
              }
              guard !values.isEmpty, values.count == items.count else {
                diagnostics.error(
                  "the contexts of '\(entry.key)' must be a list", at: entry.value.location,
                  hint: "write \(entry.key): [light, dark]", id: .siteYmlContextsInvalid)
                continue
              }
              axes.append(
                ContextProduct.Axis(modifier: ContextProduct.Name(entry.key, at: entry.keyLocation), contexts: values))
            }
            every = ContextProduct(axes, at: tokens.location(ofKey: "contexts") ?? node.location)
          } else if let items = node.array {
            for item in items {
              guard let pairs = item.entries, pairs.allSatisfy({ $0.value.scalarText != nil }) else {
                diagnostics.error(
                  "each context is a mapping of modifier to context", at: item.location, hint: "- {theme: dark}",
                  id: .siteYmlContextsInvalid)
                continue
              }
              contexts.append(
                ContextSelection(
                  pairs.map { ContextInput(modifier: $0.key, context: $0.value.scalarText!) }, location: item.location))
            }
          } else {
            diagnostics.error(
              "tokens.contexts must be a mapping or a list", at: node.location,
              hint: "contexts: {theme: [light, dark]}", id: .siteYmlContextsInvalid)
          }
        }
        configuration.tokens = TokenSettings(
          origin: origin, contexts: contexts, every: every,
          strict: reader.bool(tokens, "strict", into: &diagnostics) ?? false, location: tokens.location,
          originLocation: tokens[source != nil ? "source" : "resolver"]?.location ?? tokens.location)
      }
    }
    if let chrome = root["chrome"] {
      configuration.chrome = ChromeMapping.read(
        chrome, at: root.location(ofKey: "chrome") ?? chrome.location, into: &diagnostics)
      if configuration.chrome != nil, configuration.tokens == nil {
        diagnostics.error(
          "chrome maps the theme's colors to tokens, but site.yml names no tokens",
          at: root.location(ofKey: "chrome") ?? chrome.location,
          hint: "add tokens: {resolver: …}, or remove chrome: to keep the theme's own palette", id: .chromeWithoutTokens
        )
      }
    }
    if let settings = root["diagnostics"] {
      configuration.diagnostics = DiagnosticSettings.read(settings, into: &diagnostics) ?? DiagnosticSettings()
    }
    if let accessibility = root["accessibility"] {
      configuration.accessibility = AccessibilitySettings.read(accessibility, reader: reader, into: &diagnostics)
    }
    if let props = root["props"] { configuration.props = readProps(props, into: &diagnostics) }
    if let parity = root["parity"] { configuration.parity = readParity(parity, into: &diagnostics) }
    if let figma = root["figma"] {
      for item in figma.array ?? [figma] {
        if let path = item.string {
          configuration.figma.append(FigmaFileEntry(path: path, key: nil, location: item.location))
        } else if item.entries != nil {
          reader.entries(of: item, known: ["file", "key"], in: "figma", into: &diagnostics)
          if let path = reader.string(item, "file", required: true, into: &diagnostics) {
            configuration.figma.append(
              FigmaFileEntry(
                path: path, key: reader.string(item, "key", into: &diagnostics),
                location: item["file"]?.location ?? item.location))
          }
        } else {
          diagnostics.error(
            "each figma entry is a file path or {file, key}", at: item.location,
            hint: "figma: [{file: figma/app.json, key: AbC123}]", id: .siteYmlFigmaEntryInvalid)
        }
      }
    }
    return configuration
  }

  static func readRelease(_ node: Node, siteVersion: String?, into diagnostics: inout Diagnostics) -> ReleaseSettings? {
    guard node.entries != nil else {
      diagnostics.error(
        "release must be a mapping", at: node.location,
        hint: "release: {version: \"3.2\", previous: v3.1, notes: releases/3.2.md}", id: .siteYmlReleaseInvalid)
      return nil
    }
    let reader = KeyedReader(.siteConfiguration)
    reader.entries(of: node, known: ["version", "previous", "notes"], in: "release", into: &diagnostics)
    let notes = reader.string(node, "notes", into: &diagnostics)
    guard let previous = reader.string(node, "previous", required: true, into: &diagnostics) else { return nil }
    guard let version = reader.string(node, "version", into: &diagnostics) ?? siteVersion else {
      diagnostics.error(
        "the release names no version, and site.yml has none", at: node.location,
        hint: "add 'version: \"3.2\"' to release: or to site.yml", id: .siteYmlReleaseVersionMissing)
      return nil
    }
    if previous.trimmingCharacters(in: .whitespaces).isEmpty {
      diagnostics.error(
        "release.previous is empty", at: node["previous"]?.location,
        hint: "name the version to compare with: a git tag such as v3.1, or a folder holding that site",
        id: .siteYmlReleasePreviousEmpty)
      return nil
    }
    return ReleaseSettings(
      version: version, previous: previous, notes: notes, location: node.location,
      previousLocation: node["previous"]?.location ?? node.location, notesLocation: node["notes"]?.location)
  }
}
