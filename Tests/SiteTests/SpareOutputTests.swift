import Foundation
import Testing

@testable import Site
@testable import SiteOutput

/// The spare: the site a build's swap retires is kept beside the output, and the next build
/// stages into it, writing over its files. What comes out must be exactly what a build into an
/// empty folder writes, and nothing in a spare may lead a write outside it.
@Suite struct SpareOutputTests {
  /// A fixture built twice, so a spare (the first build's site) sits beside Public/.
  func siteWithSpare() throws -> FixtureSite {
    let site = try FixtureSite("basic")
    #expect(site.build().succeeded)
    #expect(site.build().succeeded)
    #expect(FileManager.default.fileExists(atPath: site.spare + "/" + OutputFolder.markerName))
    return site
  }

  /// Every file of a fresh build of the same site into its own folder.
  func freshBuild(of site: FixtureSite) throws -> [String: String] {
    let folder = site.path + "-fresh"
    defer { try? FileManager.default.removeItem(atPath: folder) }
    #expect(SiteBuilder.build(BuildOptions(siteDirectory: site.path, outputDirectory: folder)).succeeded)
    return try FixtureSite.files(in: folder)
  }

  @Test func theSpareIsKeptAndHiddenFromGit() throws {
    let site = try siteWithSpare()
    defer { site.remove() }
    #expect(try site.read(".Public.spare/.gitignore") == "*\n")
    // The output itself carries no .gitignore: it is the spare's alone.
    #expect(!FileManager.default.fileExists(atPath: site.output + "/.gitignore"))
  }

  @Test func aBuildOverTheSpareWritesWhatAFreshBuildWrites() throws {
    let site = try siteWithSpare()
    defer { site.remove() }
    // A page gone, an asset gone and one added, a page changed: the spare still holds the old ones.
    try FileManager.default.removeItem(atPath: site.path + "/content/pages/components/button.md")
    try FileManager.default.removeItem(atPath: site.path + "/templates/assets/site.css")
    try site.write("templates/assets/print.css", "@media print { nav { display: none } }\n")
    try site.write(
      "content/pages/components/toggle.md",
      "---\ntitle: Toggle\nsection: Components\n---\n\n# Toggle\n\n## States\n\nOn.\n")
    #expect(site.build().succeeded)
    let files = try site.outputFiles()
    #expect(files == (try freshBuild(of: site)))
    #expect(files["components/button/index.html"] == nil)
    #expect(files["assets/site.css"] == nil)
    #expect(files[".gitignore"] == nil)
    #expect(!FileManager.default.fileExists(atPath: site.output + "/components/button"))
  }

  @Test func aShorterFileWrittenOverALongerOneKeepsNothingOfIt() throws {
    let root = FileManager.default.temporaryDirectory.appendingPathComponent("specimen-spare-\(UUID().uuidString)")
    defer { try? FileManager.default.removeItem(at: root) }
    try FileManager.default.createDirectory(at: root, withIntermediateDirectories: true)
    let output = root.path + "/Public"
    // Three builds: the third stages into the first one's site.
    for texts in [
      ["a/page.html": "a long first page\n", "b.txt": "bee\n"], ["a/page.html": "second\n"], ["a/page.html": ""],
    ] {
      let staged = try StagedOutput(output: output, site: root.path + "/site", keepsSpare: true)
      for (path, text) in texts { try staged.write(text, to: path) }
      try staged.commit()
    }
    #expect(try FixtureSite.files(in: output) == [OutputFolder.markerName: OutputFolder.markerText, "a/page.html": ""])
  }

  @Test func aSpareNeverLeadsAWriteOutsideIt() throws {
    let site = try siteWithSpare()
    defer { site.remove() }
    let outside = site.path + "-outside"
    defer { try? FileManager.default.removeItem(atPath: outside) }
    try FileManager.default.createDirectory(atPath: outside + "/folder", withIntermediateDirectories: true)
    let secret = outside + "/secret.txt"
    try "keep me\n".write(toFile: secret, atomically: false, encoding: .utf8)
    try "keep me too\n".write(toFile: outside + "/linked.txt", atomically: false, encoding: .utf8)
    let fileManager = FileManager.default
    // A page's file hard-linked to a file outside, a folder replaced by a link to a folder
    // outside, and the home page a link to a file outside.
    try fileManager.removeItem(atPath: site.spare + "/components/toggle/index.html")
    try fileManager.linkItem(atPath: secret, toPath: site.spare + "/components/toggle/index.html")
    try fileManager.removeItem(atPath: site.spare + "/components/button")
    try fileManager.createSymbolicLink(
      atPath: site.spare + "/components/button", withDestinationPath: outside + "/folder")
    try fileManager.removeItem(atPath: site.spare + "/index.html")
    try fileManager.createSymbolicLink(atPath: site.spare + "/index.html", withDestinationPath: outside + "/linked.txt")

    #expect(site.build().succeeded)
    #expect(try String(contentsOfFile: secret, encoding: .utf8) == "keep me\n")
    #expect(try String(contentsOfFile: outside + "/linked.txt", encoding: .utf8) == "keep me too\n")
    #expect(try fileManager.contentsOfDirectory(atPath: outside + "/folder").isEmpty)
    #expect(try site.outputFiles() == (try freshBuild(of: site)))
    for path in ["index.html", "components/button", "components/toggle/index.html"] {
      let attributes = try fileManager.attributesOfItem(atPath: site.output + "/" + path)
      #expect(attributes[.type] as? FileAttributeType != .typeSymbolicLink, "\(path) is still a link")
      #expect((attributes[.referenceCount] as? Int ?? 1) == 1 || path == "components/button", "\(path) is shared")
    }
  }

  @Test func aFolderTheBuildDidNotKeepIsNotTakenAsTheSpare() throws {
    let site = try FixtureSite("basic")
    defer { site.remove() }
    try site.write(".Public.spare/notes.txt", "mine\n")
    #expect(site.build().succeeded)
    #expect(site.build().succeeded)
    #expect(try FileManager.default.contentsOfDirectory(atPath: site.spare) == ["notes.txt"])
    #expect(try site.read(".Public.spare/notes.txt") == "mine\n")
  }

  @Test func aFailedBuildLeavesTheOutputAndKeepsTheSpare() throws {
    let site = try siteWithSpare()
    defer { site.remove() }
    let before = try site.outputFiles()
    // A link to a missing anchor fails after the pages are written into the staging folder.
    try site.write(
      "content/pages/components/button.md", "---\ntitle: Button\nsection: Components\n---\n\n[x](toggle.md#nowhere)\n")
    #expect(!site.build().succeeded)
    #expect(try site.outputFiles() == before)
    let beside = try FileManager.default.contentsOfDirectory(atPath: site.path).filter { $0.hasPrefix(".") }
    #expect(beside == [".Public.spare"])
    #expect(FileManager.default.fileExists(atPath: site.spare + "/" + OutputFolder.markerName))
  }

  @Test func aVersionedBuildKeepsNoSpare() throws {
    let site = try FixtureSite("basic")
    defer { site.remove() }
    var options = BuildOptions(siteDirectory: site.path)
    options.versionPath = "v1"
    #expect(SiteBuilder.build(options).succeeded)
    #expect(SiteBuilder.build(options).succeeded)
    let entries = try FileManager.default.contentsOfDirectory(atPath: site.output).sorted()
    #expect(entries == ["v1", "versions.json"])
    #expect(!FileManager.default.fileExists(atPath: site.spare))
  }
}

extension FixtureSite {
  var spare: String { root.appendingPathComponent(".Public.spare").path }
}
