import Foundation
import SpecimenCore
import Testing

@testable import SpecimenCLI

/// `specimen init` writes only inside its folder, all of its files or none, under file names
/// any file system takes, and YAML that reads back as the names it was given.
@Suite struct InitSafetyTests {
  private func temporaryFolder() throws -> String {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("specimen-init-\(UUID().uuidString)")
      .path
    try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
    return folder
  }

  /// Every path under `folder` (symlinks as themselves) with its bytes, for before-and-after checks.
  private func listing(_ folder: String) -> [String: Data] {
    var found: [String: Data] = [:]
    let enumerator = FileManager.default.enumerator(atPath: folder)
    while let item = enumerator?.nextObject() as? String {
      let path = folder + "/" + item
      if let link = try? FileManager.default.destinationOfSymbolicLink(atPath: path) {
        found[item] = Data(("-> " + link).utf8)
      } else {
        found[item] = FileManager.default.contents(atPath: path) ?? Data()
      }
    }
    return found
  }

  /// A Figma file of one-variant component sets with these names.
  private func snapshot(sets names: [String]) -> String {
    let sets = names.enumerated().map { index, name in
      let quoted = JSONWriter.quote(name)
      return """
        { "id": "\(index + 1):1", "type": "COMPONENT_SET", "name": \(quoted),
          "componentPropertyDefinitions": { "Size": { "type": "VARIANT", "defaultValue": "M", "variantOptions": ["M"] } },
          "children": [{ "id": "\(index + 1):2", "type": "COMPONENT", "name": "Size=M" }] }
        """
    }
    return """
      { "name": "Lib", "lastModified": "2026-10-02T09:30:00Z", "version": "1",
        "document": { "id": "0:0", "type": "DOCUMENT", "children": [
          { "id": "0:1", "type": "CANVAS", "name": "Page", "children": [\(sets.joined(separator: ",\n"))] }
        ] } }
      """
  }

  // MARK: Inside the folder

  @Test func aContentFolderLinkedOutsideIsRefusedAndNothingIsWritten() async throws {
    let site = try temporaryFolder()
    let outside = try temporaryFolder()
    defer {
      try? FileManager.default.removeItem(atPath: site)
      try? FileManager.default.removeItem(atPath: outside)
    }
    try FileManager.default.createSymbolicLink(atPath: site + "/content", withDestinationPath: outside)
    try FileManager.default.createDirectory(atPath: outside + "/pages/components", withIntermediateDirectories: true)
    let before = listing(site)
    let outsideBefore = listing(outside)
    let result = await run("init", site, "--name", "Acme")
    #expect(result.status == 1)
    #expect(
      result.err.hasPrefix("\(site)/content:1:1: error: 'content' (a symlink to '\(outside)') leads outside"),
      "\(result.err)")
    #expect(result.err.contains("\nhint: "), "\(result.err)")
    #expect(result.out.isEmpty)
    #expect(listing(outside) == outsideBefore)
    #expect(listing(site) == before)

    // Named once, not again for each folder below it.
    let problems = InitWriter(site: site).escapingFolders(InitPlanner.plan(InitInputs(name: "Acme")))
    #expect(problems.map(\.id) == [.initFolderOutside])
    #expect(problems.map { $0.location?.file } == [site + "/content"])
  }

  @Test func aFolderDeeperInLinkedOutsideIsRefusedToo() async throws {
    let site = try temporaryFolder()
    let outside = try temporaryFolder()
    defer {
      try? FileManager.default.removeItem(atPath: site)
      try? FileManager.default.removeItem(atPath: outside)
    }
    try FileManager.default.createDirectory(atPath: site + "/content", withIntermediateDirectories: true)
    try FileManager.default.createSymbolicLink(atPath: site + "/content/pages", withDestinationPath: outside)
    let before = listing(site)
    let result = await run("init", site)
    #expect(result.status == 1)
    #expect(result.err.hasPrefix("\(site)/content/pages:1:1: error: 'content/pages'"), "\(result.err)")
    #expect(try FileManager.default.contentsOfDirectory(atPath: outside).isEmpty)
    #expect(listing(site) == before)
  }

  @Test func aLinkThatStaysInsideTheFolderIsWrittenThrough() async throws {
    let site = try temporaryFolder()
    defer { try? FileManager.default.removeItem(atPath: site) }
    try FileManager.default.createDirectory(atPath: site + "/docs-content", withIntermediateDirectories: true)
    try FileManager.default.createSymbolicLink(atPath: site + "/content", withDestinationPath: "docs-content")
    let result = await run("init", site, "--name", "Acme")
    #expect(result.status == 0, "\(result.err)")
    #expect(FileManager.default.fileExists(atPath: site + "/docs-content/site.yml"))
  }

  // MARK: All or nothing

  @Test func aFileThatCannotBeWrittenLeavesTheFolderAsItWas() throws {
    let site = try temporaryFolder()
    defer { try? FileManager.default.removeItem(atPath: site) }
    try FileManager.default.createDirectory(atPath: site + "/content/figma", withIntermediateDirectories: true)
    try "mine".write(toFile: site + "/notes.txt", atomically: true, encoding: .utf8)
    let plan = InitPlanner.plan(InitInputs(name: "Acme"))
    let before = listing(site)
    var writer = InitWriter(site: site)
    writer.writeContents = { contents, path in
      if case .text(let text) = contents, text.contains("title: Acme") {
        throw CocoaError(.fileWriteOutOfSpace)
      }
      try InitWriter.writeContents(contents, path)
    }
    let problem = try #require(writer.write(plan))
    #expect(problem.id == .initWriteFailed)
    #expect(problem.location?.file == site + "/content/pages/index.md")
    #expect(listing(site) == before)
  }

  /// Init checks the site it stages as the build would, with the site's own files beside the
  /// staged ones, and writes nothing when the check finds an error, naming the site's paths.
  @Test func aSiteTheCheckRefusesIsNotWritten() throws {
    let site = try temporaryFolder()
    defer { try? FileManager.default.removeItem(atPath: site) }
    try FileManager.default.createDirectory(atPath: site + "/content/tokens", withIntermediateDirectories: true)
    try "{}".write(toFile: site + "/content/tokens/own.json", atomically: true, encoding: .utf8)
    let before = listing(site)
    let plan = InitPlanner.plan(InitInputs(name: "Acme"))
    var seen: [String] = []
    var found = Diagnostics()
    let problem = InitWriter(site: site).write(
      plan,
      check: { staged in
        seen = ["content/site.yml", "content/pages/index.md", "content/tokens/own.json"].filter {
          FileManager.default.fileExists(atPath: staged + "/" + $0)
        }
        var diagnostics = Diagnostics()
        diagnostics.error(
          "a page fails", at: SourceLocation(file: staged + "/content/pages/index.md", line: 3, column: 1),
          id: .initWriteFailed)
        return diagnostics
      }, found: &found)
    #expect(problem == nil)
    #expect(seen == ["content/site.yml", "content/pages/index.md", "content/tokens/own.json"])
    #expect(found.first?.location?.description == site + "/content/pages/index.md:3:1")
    #expect(listing(site) == before)
  }

  @Test func aCopyWhoseSourceWentAwayLeavesNothingBehind() throws {
    let site = try temporaryFolder()
    let inputs = try temporaryFolder()
    defer {
      try? FileManager.default.removeItem(atPath: site)
      try? FileManager.default.removeItem(atPath: inputs)
    }
    var plan = InitPlanner.plan(InitInputs(name: "Acme"))
    plan.files.append(.init(path: "content/figma/gone.json", contents: .copy(from: inputs + "/gone.json")))
    let problem = try #require(InitWriter(site: site).write(plan))
    #expect(problem.id == .initWriteFailed)
    #expect(problem.location?.file == site + "/content/figma/gone.json")
    #expect(try FileManager.default.contentsOfDirectory(atPath: site).isEmpty)
    // A site folder init had to make, with the folders above it, is taken back whole.
    let deep = site + "/a/b/new-site"
    let again = try #require(InitWriter(site: deep).write(plan))
    #expect(again.location?.file == deep + "/content/figma/gone.json")
    #expect(try FileManager.default.contentsOfDirectory(atPath: site).isEmpty)
  }

  @Test func aFileThatAppearsBeforeItsTurnIsNotReplacedAndTheRestIsTakenBack() throws {
    let parent = try temporaryFolder()
    defer { try? FileManager.default.removeItem(atPath: parent) }
    let site = parent + "/new-site"
    let plan = InitPlanner.plan(InitInputs(name: "Acme"))
    var writer = InitWriter(site: site)
    writer.writeContents = { contents, path in
      try InitWriter.writeContents(contents, path)
      // Someone else writes the home page while init stages its files.
      if case .text(let text) = contents, text.contains("title: Acme") {
        try FileManager.default.createDirectory(atPath: site + "/content/pages", withIntermediateDirectories: true)
        try "theirs".write(toFile: site + "/content/pages/index.md", atomically: false, encoding: .utf8)
      }
    }
    let problem = try #require(writer.write(plan))
    #expect(problem.id == .initWriteFailed)
    #expect(problem.location?.file == site + "/content/pages/index.md")
    #expect(try String(contentsOfFile: site + "/content/pages/index.md", encoding: .utf8) == "theirs")
    #expect(!FileManager.default.fileExists(atPath: site + "/content/site.yml"))
    #expect(listing(site).keys.sorted() == ["content", "content/pages", "content/pages/index.md"])
  }

  // MARK: File names

  @Test func namesAFileSystemRefusesBecomeShortSafeDistinctFileNames() throws {
    let long = String(repeating: "Ü", count: 300)
    let names = [
      long + " A", long + " B", ".", "..", "a/b", "a\u{0}b", "/", "Ünïcödé",
      "Ünïcödé".decomposedStringWithCanonicalMapping + " 2",
    ]
    let inputs = InitInputs(
      name: "Acme",
      figma: [
        InitInputs.FigmaInput(
          contentPath: "figma/lib.json", key: nil, sets: names.map { InitPlannerTests.set($0) })
      ])
    let plan = InitPlanner.plan(inputs)
    let pages = plan.paths.filter { $0.hasPrefix("content/pages/components/") }
    #expect(pages.count == names.count, "\(pages)")
    #expect(Set(pages).count == pages.count)
    for page in pages {
      let file = String(page.dropFirst("content/pages/components/".count))
      #expect(file.utf8.count <= 255 && !file.contains("/") && !file.contains("\u{0}"), "\(file)")
      #expect(file != "." && file != ".." && file.hasSuffix(".md"), "\(file)")
      #expect(file == file.precomposedStringWithCanonicalMapping)
    }
    // The same names give the same files, run after run.
    #expect(InitPlanner.plan(inputs).paths == plan.paths)
  }

  // MARK: YAML

  static let yamlSpecials = [
    "&Anchor", "*Alias", "!Tag", "|Literal", ">Folded", "%Directive", "@At", "`Tick", "#Hash", "-Dash", "?Key",
    ":Colon", ",Comma", "[Open", "]Close", "{Brace", "}Brace", "\"Quote", "'Apostrophe", " Leading", "Trailing ",
    "true", "null", "1.5", "a: b", "a #b",
  ]

  @Test(arguments: yamlSpecials)
  func aNameStartingWithAYAMLIndicatorIsQuoted(name: String) throws {
    let written = YAMLWriter.scalar(name)
    #expect(written.hasPrefix("\""), "\(written)")
    let node = try YAMLReader.parse("key: \(written)\n", file: "t.yml")
    #expect(node["key"]?.string == name)
  }

  @Test func initOnNamesWithEveryYAMLIndicatorWritesASiteThatBuilds() async throws {
    let site = try temporaryFolder()
    let inputs = try temporaryFolder()
    defer {
      try? FileManager.default.removeItem(atPath: site)
      try? FileManager.default.removeItem(atPath: inputs)
    }
    try snapshot(sets: Self.yamlSpecials).write(toFile: inputs + "/lib.json", atomically: true, encoding: .utf8)
    let groups = Self.yamlSpecials.filter { !$0.contains("{") && !$0.contains("}") && !$0.contains(".") }
    let tokens =
      "{"
      + groups.enumerated().map { index, name in
        JSONWriter.quote(name) + ##": { "c": { "$type": "color", "$value": "#0A84F\##(index % 10)" } }"##
      }.joined(separator: ",\n") + "}"
    try tokens.write(toFile: inputs + "/special.tokens.json", atomically: true, encoding: .utf8)
    let result = await run(
      "init", site, "--name", "&Acme: *the* [system]", "--figma", inputs + "/lib.json", "--tokens",
      inputs + "/special.tokens.json")
    #expect(result.status == 0, "\(result.err)")
    let build = await run("build", "--site", site, "--output", site + "/Public")
    #expect(build.status == 0, "\(build.err)")
    #expect(!build.err.contains("error:"), "\(build.err)")
    #expect(build.out.contains(", 0 errors") || !build.err.contains("error"), "\(build.out)")
    let home = try String(contentsOfFile: site + "/Public/index.html", encoding: .utf8)
    #expect(home.contains("&amp;Acme: *the* [system]"), "\(home.prefix(2000))")
  }
}
