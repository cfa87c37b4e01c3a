import SpecimenCore

/// The files agents read of a site, made by a build that writes nothing: what `specimen mcp
/// --site` answers from, the same bytes `specimen build` writes into those paths.
package struct AgentFileSet: Sendable {
  /// How the build went; without success there are no files.
  package var report: BuildReport
  /// By path from the site root: `llms.txt`, `llms-full.txt`, `components.json`, each
  /// `components/<slug>.json`, `tokens.json`, every page's Markdown twin and, with search on,
  /// the files of `search/`.
  package var files: [String: String]
}

extension SiteBuilder {
  /// Builds the site as `specimen check` does, laying out every page without writing one, and
  /// keeps the files agents read instead of staging them. A page's HTML is let go as soon as it
  /// is laid out; the twins and the agents' files are the only text kept.
  package static func buildAgentFiles(_ options: BuildOptions) -> AgentFileSet {
    var options = options
    options.write = false
    let (state, report) = buildKeepingState(options)
    guard report.succeeded else { return AgentFileSet(report: report, files: [:]) }
    var files: [String: String] = [:]
    for file in state.plan.extraFiles
    where AgentFiles.isGenerated(file.path) || file.path.hasPrefix(SearchIndexFiles.folder + "/") {
      files[file.path] = file.contents
    }
    for (page, rendered) in zip(state.sources.pages, state.rendered?.pages ?? []) {
      if let twin = rendered.markdown { files[page.url + MarkdownTwin.fileName] = twin }
    }
    return AgentFileSet(report: report, files: files)
  }
}
