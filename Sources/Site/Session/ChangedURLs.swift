import SiteOutput

extension OutputFingerprint {
  /// The URLs of the files whose fingerprints differ, pages as their folder (`/components/toggle/`).
  static func changedURLs(from old: [String: Int], to new: [String: Int]) -> [String] {
    Set(old.keys).union(new.keys).filter { old[$0] != new[$0] }.sorted().map(url)
  }

  static func url(_ path: String) -> String {
    if path == "index.html" { return "/" }
    if path.hasSuffix("/index.html") { return "/" + RelativeURL.path(String(path.dropLast("index.html".count))) }
    return "/" + RelativeURL.path(path)
  }
}
