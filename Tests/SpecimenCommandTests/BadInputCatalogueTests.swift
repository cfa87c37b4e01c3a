import Foundation
import TestSupport
import Testing

@testable import SpecimenCLI

/// The catalogue of bad inputs (Tests/Fixtures/bad, described in its README): each case is a
/// small site that must fail (or warn) with exactly the diagnostics it lists, with the exit
/// status it lists, and without touching the output a previous build left or anything else
/// in or beside the site.
@Suite struct BadInputCatalogueTests {
  static let catalogue = URL(fileURLWithPath: Fixtures.shared("bad"))

  static var cases: [String] {
    let names = (try? FileManager.default.contentsOfDirectory(atPath: catalogue.path)) ?? []
    return names.filter { !$0.hasPrefix("_") && !$0.hasPrefix(".") && $0 != "README.md" }.sorted()
  }

  @Test func theCatalogueHasAtLeastSixtyCases() {
    #expect(Self.cases.count >= 60)
  }

  @Test(arguments: cases)
  func badInput(_ name: String) async throws {
    let fixture = try CatalogueCase(name: name, catalogue: Self.catalogue)
    let scratch = try await fixture.makeSite()
    defer { try? FileManager.default.removeItem(atPath: scratch) }
    let site = scratch + "/site"
    // Everything beside and inside the site, the previous build's Public/ included.
    let before = OutputFingerprint(of: scratch)

    let clock = ContinuousClock()
    let start = clock.now
    let output = CommandOutput.buffer
    let status = await SpecimenCommand.run(fixture.arguments(site: site, scratch: scratch), output: output)
    let elapsed = clock.now - start

    let printed = output.errorText.replacingOccurrences(of: site, with: "<site>")
      .replacingOccurrences(of: scratch, with: "<scratch>")
    // SPECIMEN_RECORD=1 writes what a new case prints into its `expected`, to be read and checked by hand.
    if ProcessInfo.processInfo.environment["SPECIMEN_RECORD"] != nil {
      let header = "$ specimen \(fixture.command.joined(separator: " "))\nexit \(status)\n"
      try (header + printed).write(toFile: fixture.directory + "/expected", atomically: true, encoding: .utf8)
      return
    }
    #expect(status == fixture.exitStatus, "\(name): exit \(status)\n\(printed)")
    #expect(printed == fixture.expectedErrors, "\(name)")
    #expect(elapsed < .seconds(fixture.seconds), "\(name) took \(elapsed)")
    if fixture.exitStatus != 0 {
      #expect(OutputFingerprint(of: scratch) == before, "\(name) changed the previous output or the files around it")
    }
  }
}

/// One case of the catalogue: `site/` laid over `_base/`, `setup` steps, and `expected`.
struct CatalogueCase {
  let name: String
  let directory: String
  let base: String
  /// The arguments after `specimen`, with `<site>` and `<scratch>` to fill in.
  let command: [String]
  let exitStatus: Int32
  let expectedErrors: String
  let setup: [[String]]
  /// Every case, including those that used to hang, must finish well within this.
  let seconds = 60

  init(name: String, catalogue: URL) throws {
    self.name = name
    directory = catalogue.path + "/" + name
    base = catalogue.path + "/_base"
    let expected = try String(contentsOfFile: directory + "/expected", encoding: .utf8)
    var lines = expected.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
    guard lines.count >= 2, lines[0].hasPrefix("$ specimen "), lines[1].hasPrefix("exit ") else {
      throw CatalogueError(message: "\(name)/expected must start with '$ specimen …' and 'exit N'")
    }
    command = lines[0].dropFirst("$ specimen ".count).split(separator: " ").map(String.init)
    exitStatus = Int32(lines[1].dropFirst("exit ".count)) ?? -1
    lines.removeFirst(2)
    expectedErrors = lines.joined(separator: "\n")
    let steps = (try? String(contentsOfFile: directory + "/setup", encoding: .utf8)) ?? ""
    setup = steps.split(separator: "\n").filter { !$0.hasPrefix("#") }.map { $0.split(separator: " ").map(String.init) }
  }

  func arguments(site: String, scratch: String) -> [String] {
    command.map {
      $0.replacingOccurrences(of: "<site>", with: site).replacingOccurrences(of: "<scratch>", with: scratch)
    }
    .map { $0 == "<empty>" ? "" : $0 }
  }

  /// A scratch folder holding `site/`: the base site with a previous build's output, the case's
  /// files over it, then the setup steps.
  func makeSite() async throws -> String {
    let fileManager = FileManager.default
    let scratch = fileManager.temporaryDirectory.appendingPathComponent("specimen-bad-\(UUID().uuidString)").path
    let site = scratch + "/site"
    try fileManager.createDirectory(atPath: scratch, withIntermediateDirectories: true)
    try fileManager.copyItem(atPath: base, toPath: site)
    // The output of a good build, which a failed build must leave as it is.
    let output = CommandOutput.buffer
    guard await SpecimenCommand.run(["build", "--site", site], output: output) == 0 else {
      throw CatalogueError(message: "the base site does not build: \(output.errorText)")
    }
    if fileManager.fileExists(atPath: directory + "/site") { try overlay(directory + "/site", onto: site) }
    for step in setup { try run(step, site: site, scratch: scratch) }
    return scratch
  }

  private func overlay(_ source: String, onto destination: String) throws {
    let fileManager = FileManager.default
    for entry in try fileManager.contentsOfDirectory(atPath: source) {
      let from = source + "/" + entry
      let to = destination + "/" + entry
      var isDirectory: ObjCBool = false
      _ = fileManager.fileExists(atPath: from, isDirectory: &isDirectory)
      if isDirectory.boolValue {
        try fileManager.createDirectory(atPath: to, withIntermediateDirectories: true)
        try overlay(from, onto: to)
      } else {
        if fileManager.fileExists(atPath: to) { try fileManager.removeItem(atPath: to) }
        try fileManager.copyItem(atPath: from, toPath: to)
      }
    }
  }

  /// `remove PATH`, `symlink PATH TARGET`, `bytes PATH HEX…` (appends raw bytes),
  /// `bytes-name FOLDER HEX…` (a small page in FOLDER named by the bytes, which need not be UTF-8),
  /// `repeat PATH COUNT TEXT…` (appends TEXT COUNT times; `\n` is a newline), `mkdir PATH`,
  /// `write PATH TEXT…`, `token-chain PATH N` (a DTCG file where each of N tokens aliases the one before).
  private func run(_ step: [String], site: String, scratch: String) throws {
    let fileManager = FileManager.default
    func path(_ relative: String) -> String {
      relative.replacingOccurrences(of: "<scratch>", with: scratch).hasPrefix("/")
        ? relative.replacingOccurrences(of: "<scratch>", with: scratch) : site + "/" + relative
    }
    switch step.first {
    case "remove":
      try fileManager.removeItem(atPath: path(step[1]))
    case "symlink":
      let target = step[2].replacingOccurrences(of: "<site>", with: site).replacingOccurrences(
        of: "<scratch>", with: scratch)
      try fileManager.createSymbolicLink(atPath: path(step[1]), withDestinationPath: target)
    case "bytes":
      let bytes = step.dropFirst(2).compactMap { UInt8($0, radix: 16) }
      try append(Data(bytes), to: path(step[1]))
    case "bytes-name":
      let name = step.dropFirst(2).compactMap { UInt8($0, radix: 16) }
      let file = Array(path(step[1]).utf8) + [UInt8(ascii: "/")] + name + [0]
      let descriptor = file.withUnsafeBufferPointer { buffer in
        buffer.withMemoryRebound(to: CChar.self) { open($0.baseAddress!, O_CREAT | O_WRONLY | O_EXCL, 0o644) }
      }
      guard descriptor >= 0 else {
        throw CatalogueError(message: "\(self.name)/setup: cannot make the file in \(step[1])")
      }
      let page = Array("---\ntitle: Named\n---\n# Named\n".utf8)
      _ = page.withUnsafeBytes { write(descriptor, $0.baseAddress, $0.count) }
      close(descriptor)
    case "repeat":
      let text = step.dropFirst(3).joined(separator: " ").replacingOccurrences(of: "\\n", with: "\n")
      try append(Data(String(repeating: text, count: Int(step[2]) ?? 0).utf8), to: path(step[1]))
    case "token-chain":
      // chain.t0 is a dimension; every later token is an alias of the one before.
      let count = Int(step[2]) ?? 0
      var json = "{ \"chain\": { \"$type\": \"dimension\",\n\"t0\": { \"$value\": { \"value\": 1, \"unit\": \"px\" } }"
      for index in stride(from: 1, to: count, by: 1) {
        json += ",\n\"t\(index)\": { \"$value\": \"{chain.t\(index - 1)}\" }"
      }
      try Data((json + "\n} }\n").utf8).write(to: URL(fileURLWithPath: path(step[1])))
    case "mkdir":
      try fileManager.createDirectory(atPath: path(step[1]), withIntermediateDirectories: true)
    case "write":
      try Data(step.dropFirst(2).joined(separator: " ").utf8).write(to: URL(fileURLWithPath: path(step[1])))
    default:
      throw CatalogueError(message: "\(name)/setup: unknown step '\(step.joined(separator: " "))'")
    }
  }

  private func append(_ data: Data, to path: String) throws {
    if !FileManager.default.fileExists(atPath: path) { _ = FileManager.default.createFile(atPath: path, contents: nil) }
    let handle = try FileHandle(forWritingTo: URL(fileURLWithPath: path))
    defer { try? handle.close() }
    try handle.seekToEnd()
    try handle.write(contentsOf: data)
  }
}

struct CatalogueError: Error, CustomStringConvertible {
  var message: String
  var description: String { message }
}

/// Every path below a folder with a hash of its bytes (symlinks by their target).
struct OutputFingerprint: Equatable {
  var entries: [String: String] = [:]

  init(of folder: String) {
    let fileManager = FileManager.default
    guard let enumerator = fileManager.enumerator(atPath: folder) else { return }
    while let path = enumerator.nextObject() as? String {
      let full = folder + "/" + path
      if let target = try? fileManager.destinationOfSymbolicLink(atPath: full) {
        entries[path] = "-> " + target
      } else if let data = fileManager.contents(atPath: full) {
        var hash: UInt64 = 0xcbf2_9ce4_8422_2325
        for byte in data {
          hash = (hash ^ UInt64(byte)) &* 0x100_0000_01b3
        }
        entries[path] = "\(data.count) \(hash)"
      } else {
        entries[path + "/"] = ""
      }
    }
  }
}

/// Links the build makes from file names must stay paths, whatever the file is called: every
/// URL it writes for a page or file is relative (or under baseURL) and percent-encoded.
@Suite struct FileNameURLTests {
  static let trap = "javascript:alert(1)%2F%2F"
  static let odd = "a b#c?d%e"

  /// A site whose pages are named like script URLs or with `#`, `?`, `%` and a space (and an
  /// image with a space and `%`), built; its output folder.
  static func build() async throws -> (root: String, remove: () -> Void) {
    let root = FileManager.default.temporaryDirectory.appendingPathComponent("specimen-scheme-\(UUID().uuidString)")
      .path
    let remove = { _ = try? FileManager.default.removeItem(atPath: root) }
    for folder in ["content/pages/javascript:x", "templates"] {
      try FileManager.default.createDirectory(atPath: root + "/" + folder, withIntermediateDirectories: true)
    }
    let files = [
      "content/site.yml":
        "name: Schemes\nbaseURL: https://example.com/docs/\nsearch: true\nrepository: https://example.com/repo\n",
      "content/pages/index.md": "---\ntitle: Home\norder: 1\n---\n# Home\n\n![chart](<chart 1%.png>)\n",
      "content/pages/\(trap).md": "---\ntitle: Trap\norder: 2\n---\n# Trap\n",
      "content/pages/\(odd).md": "---\ntitle: Odd\norder: 3\n---\n# Odd\n\n[Trap](./\(trap).md#trap)\n",
      "content/pages/javascript:x/index.md": "---\ntitle: Folder\norder: 4\n---\n# Folder\n",
      "content/pages/chart 1%.png": "not really a picture",
      "templates/page.mustache": """
      {{#page.canonical}}<link rel="canonical" href="{{page.canonical}}">{{/page.canonical}}
      {{#page.editURL}}<a href="{{page.editURL}}">edit</a>{{/page.editURL}}
      {{#page.next}}<a href="{{url}}">next</a>{{/page.next}}{{#page.previous}}<a href="{{url}}">previous</a>{{/page.previous}}
      {{#nav}}{{#pages}}<a href="{{url}}">{{title}}</a>{{/pages}}{{/nav}}
      {{{page.content}}}
      """,
    ]
    for (path, text) in files { try text.write(toFile: root + "/" + path, atomically: true, encoding: .utf8) }
    let output = CommandOutput.buffer
    let status = await SpecimenCommand.run(["build", "--site", root], output: output)
    #expect(status == 0, "\(output.errorText)")
    return (root + "/Public", remove)
  }

  static func hrefs(_ html: String) -> [String] {
    html.components(separatedBy: "href=\"").dropFirst().map { String($0.prefix { $0 != "\"" }) }
  }

  @Test func navigationPagerAndContentLinksArePercentEncodedPaths() async throws {
    let (output, remove) = try await Self.build()
    defer { remove() }
    let home = try String(contentsOfFile: output + "/index.html", encoding: .utf8)
    let links = Self.hrefs(home)
    #expect(links.contains("javascript%3Aalert%281%29%252F%252F/"), "\(links)")
    #expect(links.contains("a%20b%23c%3Fd%25e/"), "\(links)")
    #expect(links.contains("javascript%3Ax/"), "\(links)")
    #expect(home.contains("src=\"chart%201%25.png\""), "\(home)")
    let odd = try String(contentsOfFile: output + "/\(Self.odd)/index.html", encoding: .utf8)
    #expect(Self.hrefs(odd).contains("../javascript%3Aalert%281%29%252F%252F/#trap"), "\(odd)")
    #expect(odd.contains("href=\"https://example.com/docs/a%20b%23c%3Fd%25e/\""), "\(odd)")
    #expect(
      odd.contains("href=\"https://example.com/repo/edit/main/content/pages/a%20b%23c%3Fd%25e.md\""), "\(odd)")
    let pages = ["index.html", "\(Self.trap)/index.html", "\(Self.odd)/index.html", "javascript:x/index.html"]
    for page in pages + ["404.html"] {
      let html = try String(contentsOfFile: output + "/" + page, encoding: .utf8)
      for link in Self.hrefs(html) {
        let scheme = link.range(of: "^[A-Za-z][A-Za-z0-9+.-]*:", options: .regularExpression)
        #expect(scheme == nil || link.hasPrefix("https://example.com/"), "\(page): \(link)")
        #expect(!link.contains(" ") && !link.contains("?") && link.split(separator: "#").count <= 2, "\(page): \(link)")
      }
    }
  }

  @Test func sitemapSearchRecordsAndTheNotFoundPageArePercentEncoded() async throws {
    let (output, remove) = try await Self.build()
    defer { remove() }
    let sitemap = try String(contentsOfFile: output + "/sitemap.xml", encoding: .utf8)
    #expect(sitemap.contains("<loc>https://example.com/docs/a%20b%23c%3Fd%25e/</loc>"), "\(sitemap)")
    #expect(sitemap.contains("<loc>https://example.com/docs/javascript%3Aalert%281%29%252F%252F/</loc>"))
    let notFound = try String(contentsOfFile: output + "/404.html", encoding: .utf8)
    #expect(Self.hrefs(notFound).contains("/docs/a%20b%23c%3Fd%25e/"), "\(notFound)")
    let records = try FileManager.default.contentsOfDirectory(atPath: output + "/search/p").map {
      try String(contentsOfFile: output + "/search/p/" + $0, encoding: .utf8)
    }
    #expect(records.contains { $0.hasPrefix("{\"u\":\"a%20b%23c%3Fd%25e/\"") }, "\(records)")
    #expect(records.contains { $0.hasPrefix("{\"u\":\"javascript%3Ax/\"") }, "\(records)")
  }
}
