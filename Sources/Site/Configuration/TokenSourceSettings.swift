import Foundation
import SpecimenCore
import TokenImport
import Tokens

extension SiteConfiguration {
  /// `tokens: {source: PATH, format: NAME}`: a token file or folder in another format, its format
  /// named or told from the files. Nil when site.yml names none (or names it wrongly: reported).
  static func readTokenSource(_ tokens: Node, into diagnostics: inout Diagnostics) -> (
    path: String, format: TokenSourceFormat?
  )? {
    let reader = KeyedReader(.siteConfiguration)
    let path = reader.string(tokens, "source", into: &diagnostics)
    var format: TokenSourceFormat?
    if let name = reader.string(tokens, "format", into: &diagnostics) {
      format = TokenSourceFormat.named(name, at: tokens["format"]?.location, into: &diagnostics)
      if path == nil {
        diagnostics.append(
          .error(
            "tokens: format names the format of a source, but there is no source", at: tokens["format"]?.location,
            hint: "add source: tokens/ (a Tokens Studio or Style Dictionary folder)", id: .siteTokensFormatWithoutSource
          ))
      }
    }
    guard let path else { return nil }
    if let resolver = tokens["resolver"] {
      diagnostics.append(
        .error(
          "tokens: give a resolver or a source, not both", at: resolver.location,
          hint: "resolver: reads DTCG files through a resolver document; source: reads a file or folder in any format",
          id: .siteTokensSourceAndResolver))
    }
    return (path, format)
  }
}

extension SiteBuilder {
  /// The token source site.yml names (relative to the site folder, inside it), read in its
  /// format and resolved in every context the docs show.
  static func readTokenSource(_ state: inout BuildState, _ settings: SiteConfiguration.TokenSettings) {
    guard case .source(let source, let format) = settings.origin else { return }
    let site = state.options.siteDirectory
    let path: String
    switch ContainedPath.resolve(source, in: site, root: site) {
    case .success(let resolved): path = resolved
    case .failure(let escape):
      state.diagnostics.error(
        escape.message(for: source), at: settings.originLocation, hint: escape.hint, id: .siteTokensSourceOutside)
      state.sources.data.tokenReading = .unreadable
      return
    }
    guard FileManager.default.fileExists(atPath: path) else {
      state.diagnostics.error(
        "cannot read the token source '\(source)'", at: settings.originLocation,
        hint: "the path is relative to the site folder: a Tokens Studio or Style Dictionary file or folder",
        id: .siteTokensSourceMissing)
      state.sources.data.tokenReading = .unreadable
      return
    }
    var diagnostics = Diagnostics()
    let system = TokenSystem.load(
      sourcePath: path, format: format, show: settings.contexts.isEmpty ? nil : settings.contexts,
      every: settings.every, strictness: settings.strict ? .strict : .lenient, containedIn: site, into: &diagnostics)
    if system.isIncomplete || (system.tokenNames.isEmpty && diagnostics.hasErrors) {
      state.sources.data.tokenReading = .unreadable
    } else {
      state.sources.data.tokenReading = .read(system)
    }
    state.diagnostics.emit(diagnostics)
  }
}

extension SiteSession {
  /// The folder to watch for a token source site.yml names: the folder itself, or a file's folder;
  /// nil for a path outside the site, which the build reports.
  func tokenSourceFolder(_ source: String) -> String? {
    let path = URL(fileURLWithPath: options.layout.path(source)).standardizedFileURL.path
    let site = URL(fileURLWithPath: options.siteDirectory).standardizedFileURL.path
    guard path == site || path.hasPrefix(site + "/") else { return nil }
    var isDirectory: ObjCBool = false
    let exists = FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory)
    return exists && !isDirectory.boolValue ? (path as NSString).deletingLastPathComponent : path
  }
}
