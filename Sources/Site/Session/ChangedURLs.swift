import SiteOutput

extension OutputFingerprint {
  /// The URLs of the files whose fingerprints differ, pages as their folder (`/components/toggle/`).
  /// The files agents read and the pages' Markdown twins are left out: what reloads is a page
  /// open in a browser, and those change with every page.
  static func changedURLs(from old: [String: Int], to new: [String: Int]) -> [String] {
    Set(old.keys).union(new.keys).filter { old[$0] != new[$0] && !isForAgents($0) }.sorted().map(url)
  }

  static func isForAgents(_ path: String) -> Bool {
    path == MarkdownTwin.fileName || path.hasSuffix("/" + MarkdownTwin.fileName) || AgentFiles.isGenerated(path)
  }

  static func url(_ path: String) -> String {
    if path == "index.html" { return "/" }
    if path.hasSuffix("/index.html") { return "/" + RelativeURL.path(String(path.dropLast("index.html".count))) }
    return "/" + RelativeURL.path(path)
  }
}
