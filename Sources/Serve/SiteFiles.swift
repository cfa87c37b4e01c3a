import Foundation

/// Answers requests from a built site's folder: GET and HEAD only, nothing outside the folder,
/// a folder's index.html (never a listing), the site's own 404 page, and no caching, since the
/// files change under the browser while `serve` runs.
package struct SiteFiles: Sendable {
  /// The built site; its path without symbolic links, so containment can be checked.
  package let root: String
  /// Adds the live-reload script to HTML as it is served (never to the files).
  var decorateHTML: @Sendable ([UInt8]) -> [UInt8] = { $0 }

  package init(root: String) {
    self.root = URL(fileURLWithPath: root).resolvingSymlinksInPath().path
  }

  package func respond(to request: HTTPRequest) -> HTTPResponse {
    guard request.method == "GET" || request.method == "HEAD" else {
      return Self.plain(
        405, "method not allowed: this server only answers GET and HEAD\n", extra: [("Allow", "GET, HEAD")])
    }
    guard let file = resolve(request.path) else { return notFound() }
    return serve(file, status: 200)
  }

  /// The file a URL path names, or nil: any `..` or `.` segment, backslash, NUL, a hidden file, or
  /// a path that leaves the folder. The path was decoded once and is not decoded again, so a `%`
  /// left in it is part of a file name (a page named `100%.md`, linked as `100%25/`).
  package func resolve(_ path: String) -> String? {
    guard path.hasPrefix("/"), !path.contains("\\"), !path.contains("\0") else { return nil }
    let segments = path.split(separator: "/", omittingEmptySubsequences: true)
    guard !segments.contains(where: { $0 == ".." || $0 == "." || $0.hasPrefix(".") }) else { return nil }
    var candidate = root + (segments.isEmpty ? "" : "/" + segments.joined(separator: "/"))
    var isDirectory: ObjCBool = false
    guard FileManager.default.fileExists(atPath: candidate, isDirectory: &isDirectory) else { return nil }
    if isDirectory.boolValue {
      candidate += "/index.html"
      guard FileManager.default.fileExists(atPath: candidate, isDirectory: &isDirectory), !isDirectory.boolValue
      else { return nil }
    }
    // A symbolic link that leads out of the site is as good as missing.
    let real = URL(fileURLWithPath: candidate).resolvingSymlinksInPath().path
    guard real.hasPrefix(root + "/") else { return nil }
    return real
  }

  private func notFound() -> HTTPResponse {
    if let page = resolve("/404.html") ?? resolve("/404/index.html") { return serve(page, status: 404) }
    return Self.plain(404, "not found\n")
  }

  private func serve(_ file: String, status: Int) -> HTTPResponse {
    guard let data = FileManager.default.contents(atPath: file) else { return Self.plain(404, "not found\n") }
    let type = Self.contentType(for: file)
    var bytes = [UInt8](data)
    if type.hasPrefix("text/html") { bytes = decorateHTML(bytes) }
    return HTTPResponse(status: status, headers: [("Content-Type", type)] + Self.noStore, body: .bytes(bytes))
  }

  static let noStore: [(name: String, value: String)] = [("Cache-Control", "no-store")]

  static func plain(_ status: Int, _ text: String, extra: [(name: String, value: String)] = []) -> HTTPResponse {
    HTTPResponse(
      status: status, headers: [("Content-Type", "text/plain; charset=utf-8")] + noStore + extra,
      body: .bytes(Array(text.utf8)))
  }

  static let contentTypes: [String: String] = [
    "html": "text/html; charset=utf-8", "css": "text/css; charset=utf-8",
    "js": "text/javascript; charset=utf-8", "mjs": "text/javascript; charset=utf-8",
    "svg": "image/svg+xml", "json": "application/json", "xml": "application/xml",
    "txt": "text/plain; charset=utf-8", "md": "text/markdown; charset=utf-8", "woff2": "font/woff2",
    "woff": "font/woff", "ttf": "font/ttf",
    "png": "image/png", "jpg": "image/jpeg", "jpeg": "image/jpeg", "gif": "image/gif", "webp": "image/webp",
    "ico": "image/x-icon", "wasm": "application/wasm",
  ]

  static func contentType(for path: String) -> String {
    let name = path.split(separator: "/").last.map(String.init) ?? path
    guard let dot = name.lastIndex(of: ".") else { return "application/octet-stream" }
    return contentTypes[name[name.index(after: dot)...].lowercased()] ?? "application/octet-stream"
  }
}
