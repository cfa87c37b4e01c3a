import Foundation
import Serve
import Site
import Synchronization
import TestSupport
import Testing

#if canImport(Glibc)
import Glibc
#endif

/// A raw HTTP/1.1 client over a socket, so requests reach the server exactly as written
/// (`..` and `%2e` are not tidied away as URL libraries do).
struct RawHTTP {
  let port: Int
  /// The client's address: any of 127.0.0.0/8 reaches a server on 127.0.0.1.
  var source = "127.0.0.1"

  struct Response {
    var status: Int
    var headers: [String: String]
    var body: String
  }

  /// Opens a connection and sends one request; the socket is returned for reading. `headers` are
  /// the header lines, each ending in CRLF; nil names this server in `Host`.
  func send(_ method: String, _ target: String, headers: String? = nil, version: String = "HTTP/1.1") throws -> Int32 {
    let descriptor = socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
    var local = sockaddr_in()
    local.sin_family = sa_family_t(AF_INET)
    local.sin_addr.s_addr = inet_addr(source)
    let bound = withUnsafePointer(to: &local) {
      $0.withMemoryRebound(to: sockaddr.self, capacity: 1) {
        bind(descriptor, $0, socklen_t(MemoryLayout<sockaddr_in>.size))
      }
    }
    try #require(bound == 0)
    var address = sockaddr_in()
    address.sin_family = sa_family_t(AF_INET)
    address.sin_port = in_port_t(UInt16(port).bigEndian)
    address.sin_addr.s_addr = inet_addr("127.0.0.1")
    let connected = withUnsafePointer(to: &address) {
      $0.withMemoryRebound(to: sockaddr.self, capacity: 1) {
        connect(descriptor, $0, socklen_t(MemoryLayout<sockaddr_in>.size))
      }
    }
    try #require(connected == 0)
    var timeout = timeval(tv_sec: 20, tv_usec: 0)
    setsockopt(descriptor, SOL_SOCKET, SO_RCVTIMEO, &timeout, socklen_t(MemoryLayout<timeval>.size))
    let head = headers ?? "Host: 127.0.0.1:\(port)\r\n"
    let request = "\(method) \(target) \(version)\r\n\(head)Connection: close\r\n\r\n"
    // MSG_NOSIGNAL: a connection the server refused is an error here, not a SIGPIPE.
    _ = request.withCString { Glibc.send(descriptor, $0, strlen($0), Int32(MSG_NOSIGNAL)) }
    return descriptor
  }

  func request(_ method: String, _ target: String, headers: String? = nil, version: String = "HTTP/1.1") throws
    -> Response
  {
    let descriptor = try send(method, target, headers: headers, version: version)
    defer { close(descriptor) }
    var data = [UInt8]()
    var buffer = [UInt8](repeating: 0, count: 65536)
    while true {
      let count = recv(descriptor, &buffer, buffer.count, 0)
      if count <= 0 { break }
      data += buffer[0..<count]
    }
    let text = String(decoding: data, as: UTF8.self)
    let parts = text.components(separatedBy: "\r\n\r\n")
    let head = parts[0].components(separatedBy: "\r\n")
    var headers: [String: String] = [:]
    for line in head.dropFirst() {
      guard let colon = line.firstIndex(of: ":") else { continue }
      headers[line[..<colon].lowercased()] = line[line.index(after: colon)...].trimmingCharacters(in: .whitespaces)
    }
    let status = Int(head[0].split(separator: " ").dropFirst().first ?? "") ?? 0
    return Response(status: status, headers: headers, body: parts.dropFirst().joined(separator: "\r\n\r\n"))
  }
}

/// An open `/_specimen/events` stream.
final class EventStream {
  let descriptor: Int32

  init(port: Int, from source: String = "127.0.0.1") throws {
    descriptor = try RawHTTP(port: port, source: source).send("GET", "/_specimen/events")
  }

  deinit { close(descriptor) }

  /// The next event of that name (its data), skipping others; nil after 20 s. Works on bytes:
  /// the stream is chunked, and as Characters a chunk's `\r\n` would swallow the `\n` before it.
  func next(_ name: String, where accept: (String) -> Bool = { _ in true }) -> String? {
    let deadline = Date().addingTimeInterval(20)
    var buffer = [UInt8](repeating: 0, count: 4096)
    let marker = Array("event: \(name)\ndata: ".utf8)
    while Date() < deadline {
      if let start = Self.find(marker, in: bytes), let end = bytes[(start + marker.count)...].firstIndex(of: 10) {
        let data = String(decoding: bytes[(start + marker.count)..<end], as: UTF8.self)
        bytes.removeSubrange(..<end)
        if accept(data) { return data }
        continue
      }
      let count = recv(descriptor, &buffer, buffer.count, 0)
      if count <= 0 { return nil }
      bytes += buffer[0..<count]
    }
    return nil
  }

  /// Reads until `text` has arrived (true), or the stream ends or 20 s pass (false).
  func receive(_ text: String) -> Bool {
    let deadline = Date().addingTimeInterval(20)
    var buffer = [UInt8](repeating: 0, count: 4096)
    while Self.find(Array(text.utf8), in: bytes) == nil {
      guard Date() < deadline else { return false }
      let count = recv(descriptor, &buffer, buffer.count, 0)
      if count <= 0 { return false }
      bytes += buffer[0..<count]
    }
    return true
  }

  private var bytes: [UInt8] = []

  static func find(_ needle: [UInt8], in haystack: [UInt8]) -> Int? {
    guard haystack.count >= needle.count else { return nil }
    return (0...(haystack.count - needle.count)).first { haystack[$0..<$0 + needle.count].elementsEqual(needle) }
  }
}

/// `specimen serve` on a copy of the bundled site, on a free port.
final class ServedSite {
  let folder: String
  let server: PreviewServer
  let log = LogLines()

  final class LogLines: Sendable {
    let lines = Mutex<[String]>([])
    func add(_ line: String) { lines.withLock { $0.append(line) } }
  }

  /// `themed`: the site's templates/ is empty and site.yml names the bundled templates, copied
  /// beside the site, as its theme.
  init(themed: Bool = false) throws {
    let root = NSTemporaryDirectory() + "specimen-serve-test-\(UUID().uuidString)"
    folder = root + "/site"
    try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
    try FileManager.default.copyItem(atPath: Repository.path("content"), toPath: folder + "/content")
    if themed {
      try FileManager.default.copyItem(atPath: Repository.path("templates"), toPath: root + "/theme")
      try FileManager.default.createDirectory(atPath: folder + "/templates", withIntermediateDirectories: true)
      let configuration = try String(contentsOfFile: folder + "/content/site.yml", encoding: .utf8)
      try (configuration + "\ntheme: ../theme\n").write(
        toFile: folder + "/content/site.yml", atomically: true, encoding: .utf8)
    } else {
      try FileManager.default.copyItem(atPath: Repository.path("templates"), toPath: folder + "/templates")
    }
    let log = self.log
    server = try PreviewServer(site: folder, host: "127.0.0.1", port: 0) { log.add($0) }
  }

  deinit {
    server.stop()
    try? FileManager.default.removeItem(atPath: (folder as NSString).deletingLastPathComponent)
  }

  /// Waits up to 20 s for a log line that contains `text`.
  func waitForLog(_ text: String) -> Bool {
    let deadline = Date().addingTimeInterval(20)
    while Date() < deadline {
      if log.lines.withLock({ $0.contains { $0.contains(text) } }) { return true }
      usleep(20_000)
    }
    return false
  }

  var http: RawHTTP { RawHTTP(port: server.port) }

  /// Saves a file as editors do: a hidden temporary file renamed over the old one.
  func edit(_ path: String, replacing old: String, with new: String) throws {
    let text = try String(contentsOfFile: folder + "/" + path, encoding: .utf8)
    #expect(text.contains(old))
    let url = URL(fileURLWithPath: folder + "/" + path)
    let temporary = url.deletingLastPathComponent().appendingPathComponent("." + url.lastPathComponent + ".swp").path
    try text.replacingOccurrences(of: old, with: new).write(toFile: temporary, atomically: false, encoding: .utf8)
    #expect(rename(temporary, folder + "/" + path) == 0)
  }
}

@Suite struct ServeTests {
  @Test func servesPagesWithTheirTypesAndTheReloadScript() throws {
    let site = try ServedSite()
    let home = try site.http.request("GET", "/")
    #expect(home.status == 200)
    #expect(home.headers["content-type"] == "text/html; charset=utf-8")
    #expect(home.headers["cache-control"] == "no-store")
    #expect(home.body.contains("/_specimen/events"))
    #expect(try site.http.request("GET", "/components/toggle/").status == 200)
    #expect(try site.http.request("GET", "/tokens.css").headers["content-type"] == "text/css; charset=utf-8")
    #expect(try site.http.request("GET", "/sitemap.xml").headers["content-type"] == "application/xml")
    // What agents read: a page's Markdown twin and llms.txt.
    #expect(
      try site.http.request("GET", "/components/toggle/index.md").headers["content-type"]
        == "text/markdown; charset=utf-8")
    #expect(try site.http.request("GET", "/llms.txt").headers["content-type"] == "text/plain; charset=utf-8")
    #expect(try site.http.request("GET", "/assets/specimen.css").headers["content-type"] == "text/css; charset=utf-8")
    #expect(
      try site.http.request("GET", "/assets/specimen.js").headers["content-type"] == "text/javascript; charset=utf-8")
    let head = try site.http.request("HEAD", "/components/toggle/")
    #expect(head.status == 200)
    #expect(head.body.isEmpty)
    // Only serve adds the script; the built files do not have it.
    let build = SiteBuilder.build(BuildOptions(siteDirectory: site.folder, outputDirectory: site.folder + "/Built"))
    #expect(build.succeeded)
    let built = try String(contentsOfFile: site.folder + "/Built/index.html", encoding: .utf8)
    // The live-reload path appears nowhere in the built page: not in a script, a link or a URL.
    #expect(!built.contains("_specimen"))
  }

  @Test func refusesOtherMethodsAndPathsOutsideTheSite() throws {
    let site = try ServedSite()
    #expect(try site.http.request("POST", "/").status == 405)
    #expect(try site.http.request("DELETE", "/index.html").status == 405)
    for attempt in [
      "/../../../../etc/passwd", "/%2e%2e/%2e%2e/%2e%2e/etc/passwd", "/%252e%252e/%252e%252e/etc/passwd",
      "/..%2f..%2f..%2fetc%2fpasswd", "/components\\..\\..\\etc\\passwd", "/.specimen-output", "/components/../../x",
    ] {
      #expect(try site.http.request("GET", attempt).status == 404, "\(attempt)")
    }
    #expect(try site.http.request("GET", "/no/such/page/").status == 404)
    // A folder is its index.html, never a listing.
    #expect(try site.http.request("GET", "/assets/").status == 404)
  }

  /// The build links a page named `a b#c?d%e.md` as `a%20b%23c%3Fd%25e/`; decoded once, that
  /// is the folder's name, `%` and all.
  @Test func aPageWhoseNameHasPercentAndHashIsServed() throws {
    let root = NSTemporaryDirectory() + "specimen-files-\(UUID().uuidString)"
    try FileManager.default.createDirectory(atPath: root + "/a b#c?d%e", withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(atPath: root) }
    try "odd".write(toFile: root + "/a b#c?d%e/index.html", atomically: true, encoding: .utf8)
    let files = SiteFiles(root: root)
    #expect(files.respond(to: HTTPRequest(method: "GET", path: "/a b#c?d%e/")).status == 200)
    #expect(files.respond(to: HTTPRequest(method: "GET", path: "/a b#c?d%25e/")).status == 404)
  }

  @Test func symbolicLinksOutOfTheSiteAreNotFollowed() throws {
    let root = NSTemporaryDirectory() + "specimen-files-\(UUID().uuidString)"
    try FileManager.default.createDirectory(atPath: root + "/site", withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(atPath: root) }
    try "secret".write(toFile: root + "/secret.txt", atomically: true, encoding: .utf8)
    try "hello".write(toFile: root + "/site/index.html", atomically: true, encoding: .utf8)
    try FileManager.default.createSymbolicLink(
      atPath: root + "/site/leak.txt", withDestinationPath: root + "/secret.txt")
    let files = SiteFiles(root: root + "/site")
    #expect(files.respond(to: HTTPRequest(method: "GET", path: "/leak.txt")).status == 404)
    #expect(files.respond(to: HTTPRequest(method: "GET", path: "/")).status == 200)
  }

  @Test func busyPortIsAClearError() throws {
    let site = try ServedSite()
    do {
      _ = try HTTPServer(host: "127.0.0.1", port: site.server.port) { _ in HTTPResponse(status: 200) }
      Issue.record("a second server started on a busy port")
    } catch let error as ServerError {
      #expect(error.portInUse)
      #expect(error.description.contains("\(site.server.port)"))
      #expect(error.description.contains("--port"))
    }
  }

  @Test func editsReloadThePagesThatChanged() throws {
    let site = try ServedSite()
    let events = try EventStream(port: site.server.port)
    // The page: its own URL, and its new bytes.
    try site.edit("content/pages/components/checkbox.md", replacing: "changes a setting", with: "flips a setting")
    #expect(events.next("reload") { $0.contains("\"/components/checkbox/\"") } != nil)
    #expect(try site.http.request("GET", "/components/checkbox/").body.contains("flips a setting"))
    // A token: the pages that read it, and tokens.css.
    try site.edit("content/tokens/components.tokens.json", replacing: "\"{brand.base}\"", with: "\"{stroke.soft-200}\"")
    #expect(events.next("reload") { $0.contains("/tokens.css") } != nil)
    // A model: the pages that draw it.
    try site.edit("content/geometry/toggle.yml", replacing: "radius: 14", with: "radius: 12")
    #expect(events.next("reload") { $0.contains("\"/components/toggle/\"") } != nil)
    #expect(try site.http.request("GET", "/components/toggle/").body.contains("rx=\"12\""))
    // A template: every page.
    try site.edit("templates/page.mustache", replacing: "</body>", with: "<!-- edited --></body>")
    #expect(events.next("reload") { $0.contains("\"/\"") } != nil)
    #expect(try site.http.request("GET", "/").body.contains("<!-- edited -->"))
  }

  @Test func searchFindsTheNewWordsAfterTheReload() throws {
    let site = try ServedSite()
    let events = try EventStream(port: site.server.port)
    try site.edit("content/pages/components/checkbox.md", replacing: "changes a setting", with: "flips a setting")
    // The page's record goes into the index with the page: the reload names the shards it wrote.
    let event = try #require(events.next("reload") { $0.contains("\"/components/checkbox/\"") })
    let shards = event.split(separator: "\"").filter { $0.hasPrefix("/search/t/") }
    #expect(!shards.isEmpty)
    #expect(try shards.contains { try site.http.request("GET", String($0)).body.contains("\"flips\"") })
    #expect(try site.http.request("GET", "/search/index.json").status == 200)
  }

  @Test func aThemeOutsideTemplatesIsWatched() throws {
    let site = try ServedSite(themed: true)
    let events = try EventStream(port: site.server.port)
    try site.edit("../theme/page.mustache", replacing: "</body>", with: "<!-- from the theme --></body>")
    #expect(events.next("reload") { $0.contains("\"/\"") } != nil)
    #expect(try site.http.request("GET", "/").body.contains("<!-- from the theme -->"))
  }

  @Test func brokenEditShowsTheErrorsAndKeepsTheOldPage() throws {
    let site = try ServedSite()
    let events = try EventStream(port: site.server.port)
    let before = try site.http.request("GET", "/components/checkbox/").body
    try site.edit(
      "content/pages/components/checkbox.md", replacing: "[Toggle](toggle.md) changes",
      with: "[Toggle](toggel.md) changes")
    let failure = try #require(events.next("failed") { $0.contains("toggel.md") })
    #expect(failure.contains("checkbox.md:10:"))
    #expect(failure.contains("link to a missing page 'toggel.md'"))
    #expect(failure.contains("hint:"))
    #expect(try site.http.request("GET", "/components/checkbox/").body == before)
    // A page opened now hears about the failure at once.
    let late = try EventStream(port: site.server.port)
    #expect(late.next("failed") != nil)
    try site.edit("content/pages/components/checkbox.md", replacing: "(toggel.md)", with: "(toggle.md)")
    #expect(events.next("reload") != nil)
  }
}
