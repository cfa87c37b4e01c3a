import Foundation
import Testing

@testable import SpecimenCLI

/// The catalogue of bad inputs (Tests/Fixtures/bad, described in its README): each case is a
/// small site that must fail (or warn) with exactly the diagnostics it lists, with the exit
/// status it lists, and without touching the output a previous build left or anything else
/// in or beside the site.
@Suite struct BadInputCatalogueTests {
  static let catalogue = URL(fileURLWithPath: #filePath)
    .deletingLastPathComponent().deletingLastPathComponent().appendingPathComponent("Fixtures/bad")

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

/// Links the build makes from file names must stay paths, whatever the file is called.
@Suite struct FileNameURLTests {
  @Test func aPageNamedLikeAScriptURLIsLinkedAsAPath() async throws {
    let root = FileManager.default.temporaryDirectory.appendingPathComponent("specimen-scheme-\(UUID().uuidString)")
      .path
    defer { try? FileManager.default.removeItem(atPath: root) }
    try FileManager.default.createDirectory(atPath: root + "/content/pages", withIntermediateDirectories: true)
    try FileManager.default.createDirectory(atPath: root + "/templates", withIntermediateDirectories: true)
    let files = [
      "content/site.yml": "name: Schemes\n",
      "content/pages/index.md": "---\ntitle: Home\norder: 1\n---\n# Home\n",
      "content/pages/javascript:alert(1)%2F%2F.md": "---\ntitle: Trap\norder: 2\n---\n# Trap\n",
      "templates/page.mustache":
        "{{#page.next}}<a href=\"{{url}}\">next</a>{{/page.next}}{{#page.previous}}<a href=\"{{url}}\">previous</a>{{/page.previous}}{{#nav}}{{#pages}}<a href=\"{{url}}\">{{title}}</a>{{/pages}}{{/nav}}\n",
    ]
    for (path, text) in files { try text.write(toFile: root + "/" + path, atomically: true, encoding: .utf8) }
    let output = CommandOutput.buffer
    #expect(await SpecimenCommand.run(["build", "--site", root], output: output) == 0, "\(output.errorText)")
    let home = try String(contentsOfFile: root + "/Public/index.html", encoding: .utf8)
    #expect(home.contains("href=\"./javascript:alert(1)%2F%2F/\""), "\(home)")
    for page in ["index.html", "javascript:alert(1)%2F%2F/index.html"] {
      let html = try String(contentsOfFile: root + "/Public/" + page, encoding: .utf8)
      for link in html.components(separatedBy: "href=\"").dropFirst() {
        #expect(!link.lowercased().hasPrefix("javascript:"), "\(page): \(link)")
      }
    }
  }
}
