import Foundation
import TestSupport
import Testing

@testable import SpecimenCLI

/// `specimen init` on fixtures in the shapes teams have, then `specimen build` on what it wrote:
/// zero errors and zero warnings each time.
@Suite struct InitCommandTests {
  static let fixtures = Fixtures.shared("init")
  static let sds = Fixtures.path("sds/content/tokens/sds.resolver.json", target: "SiteTests")
  static let drawn = Fixtures.path("figma-drawn/content", target: "SiteTests")

  private func temporaryFolder() throws -> String {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("specimen-init-\(UUID().uuidString)")
      .path
    try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
    return folder
  }

  /// Builds the site and expects no error and no warning.
  private func expectCleanBuild(_ site: String, sourceLocation: SourceLocation = #_sourceLocation) async -> String {
    let result = await run("build", "--site", site, "--output", site + "/Public")
    #expect(result.status == 0, "\(result.err)", sourceLocation: sourceLocation)
    #expect(result.out.contains(", 0 warnings"), "\(result.out)", sourceLocation: sourceLocation)
    #expect(
      !result.err.contains("warning:") && !result.err.contains("error:"), "\(result.err)",
      sourceLocation: sourceLocation)
    return result.out
  }

  private func read(_ path: String) throws -> String { try String(contentsOfFile: path, encoding: .utf8) }

  @Test func anEmptyFolderWithNoFilesBuilds() async throws {
    let site = try temporaryFolder()
    defer { try? FileManager.default.removeItem(atPath: site) }
    let result = await run("init", site, "--name", "Acme")
    #expect(result.status == 0, "\(result.err)")
    #expect(result.out.contains("wrote \(site)/content/site.yml\n"))
    #expect(result.out.contains("next: specimen build --site \(site)"))
    _ = await expectCleanBuild(site)
    #expect(FileManager.default.fileExists(atPath: site + "/Public/index.html"))
  }

  @Test func aPlainTokenFileGivesFoundationsPagesThatBuild() async throws {
    let site = try temporaryFolder()
    defer { try? FileManager.default.removeItem(atPath: site) }
    let result = await run("init", site, "--tokens", Self.fixtures + "/acme.tokens.json", "--name", "Acme")
    #expect(result.status == 0, "\(result.err)")
    // Color has subgroups, so a page of its own; spacing (3) and radius (1) are small and share one.
    for page in ["color", "font", "spacing-and-sizes"] {
      #expect(FileManager.default.fileExists(atPath: site + "/content/pages/foundations/\(page).md"), "\(page)")
    }
    #expect(try read(site + "/content/tokens/acme.tokens.json") == read(Self.fixtures + "/acme.tokens.json"))
    #expect(try read(site + "/content/site.yml").contains("  source: content/tokens/acme.tokens.json\n"))
    let built = await expectCleanBuild(site)
    #expect(built.contains("Built 4 pages"), "\(built)")
    let sizes = try read(site + "/content/pages/foundations/spacing-and-sizes.md")
    #expect(sizes.contains("## Spacing\n\n```token-list spacing\n```\n\n## Radius\n\n```token-list radius\n```"))
    let color = try read(site + "/Public/foundations/color/index.html")
    #expect(color.contains("color/brand/primary"))
  }

  @Test func anSDSResolverIsCopiedWithItsFilesAndShowsLightAndDark() async throws {
    let site = try temporaryFolder()
    defer { try? FileManager.default.removeItem(atPath: site) }
    let result = await run("init", site, "--tokens", Self.sds)
    #expect(result.status == 0, "\(result.err)")
    for file in ["sds.resolver.json", "primitives.tokens.json", "light.tokens.json", "dark.tokens.json"] {
      #expect(FileManager.default.fileExists(atPath: site + "/content/tokens/" + file), "\(file)")
    }
    let yml = try read(site + "/content/site.yml")
    #expect(yml.contains("  resolver: tokens/sds.resolver.json\n"))
    #expect(yml.contains("    theme: [light, dark]\n"))
    #expect(yml.contains("#   background: color/background/default\n"))
    let color = try read(site + "/content/pages/foundations/color.md")
    #expect(color.contains("```token-list color/background\n"))
    #expect(
      color.contains(
        "```contrast-pairs\npair color/text/default on color/background/default\n"
          + "pair color/text/secondary on color/background/default\npair color/text/brand on color/background/default\n```"
      ), "\(color)")
    _ = await expectCleanBuild(site)
    let page = try read(site + "/Public/foundations/color/index.html")
    #expect(page.contains("color/text/default"))
  }

  @Test func aFigmaFileWithTreesAndPropsGivesComponentPages() async throws {
    let site = try temporaryFolder()
    let inputs = try temporaryFolder()
    defer {
      try? FileManager.default.removeItem(atPath: site)
      try? FileManager.default.removeItem(atPath: inputs)
    }
    // Saved by `figma pull` under its key, as it names files when no --out is given.
    let snapshot = inputs + "/FixtureUIk7Q2ZmWxAbCdEf.json"
    try FileManager.default.copyItem(atPath: Self.drawn + "/figma/fixture.json", toPath: snapshot)
    let result = await run(
      "init", site, "--tokens", Self.drawn + "/tokens/fixture.resolver.json", "--figma", snapshot, "--props",
      Self.fixtures + "/props/Button.json")
    #expect(result.status == 0, "\(result.err)")
    let yml = try read(site + "/content/site.yml")
    #expect(yml.contains("name: Fixture UI\n"))
    #expect(yml.contains("  - file: figma/FixtureUIk7Q2ZmWxAbCdEf.json\n    key: FixtureUIk7Q2ZmWxAbCdEf\n"))
    #expect(yml.contains("props:\n  - code/Button.json\n"))
    let button = try read(site + "/content/pages/components/button.md")
    for block in [
      "specimens Button", "properties Button", "variants Button", "props Button", "parity Button",
      "accessibility Button",
    ] {
      #expect(button.contains("```" + block + "\n"), "\(block)")
    }
    #expect(button.contains("```tokens\ncolor/primary\n"))
    let built = await expectCleanBuild(site)
    #expect(built.contains("Built 5 pages"), "\(built)")
    let page = try read(site + "/Public/components/button/index.html")
    #expect(page.contains("<svg"))
    #expect(page.contains("https://www.figma.com/design/FixtureUIk7Q2ZmWxAbCdEf/"))
    #expect(page.contains("<div class=\"sp-a11y\" data-set=\"Button\">"))
    #expect(page.contains("<span class=\"sp-a11y-badge"))
  }

  @Test func figmaVariablesAreATokenSourceToo() async throws {
    let site = try temporaryFolder()
    defer { try? FileManager.default.removeItem(atPath: site) }
    let variables = Fixtures.path("figma-variables/content/variables.json", target: "SiteTests")
    let result = await run("init", site, "--tokens", variables, "--name", "Variables")
    #expect(result.status == 0, "\(result.err)")
    #expect(try read(site + "/content/site.yml").contains("  source: content/tokens/variables.json\n"))
    _ = await expectCleanBuild(site)
  }

  /// A Tokens Studio folder is copied whole; its legacy forms are the build's warnings about the
  /// files, not init's, so the build only has to succeed.
  @Test func aTokensStudioFolderIsCopiedWhole() async throws {
    let site = try temporaryFolder()
    defer { try? FileManager.default.removeItem(atPath: site) }
    let folder = Fixtures.path("Foreign/studio-folder", target: "TokenImportTests")
    let result = await run("init", site, "--tokens", folder, "--name", "Studio")
    #expect(result.status == 0, "\(result.err)")
    #expect(
      result.out.contains("\nthe site builds whole; ") && result.out.contains(" about the tokens (")
        && result.out.contains("; none about the pages. The build reports them too, until the files change.\n"),
      "\(result.out)")
    let copied = try FileManager.default.subpathsOfDirectory(atPath: site + "/content/tokens/studio-folder").sorted()
    let original = try FileManager.default.subpathsOfDirectory(atPath: folder).filter { !$0.hasPrefix(".") }.sorted()
    #expect(copied == original)
    #expect(try read(site + "/content/site.yml").contains("  source: content/tokens/studio-folder\n"))
    let built = await run("build", "--site", site, "--output", site + "/Public")
    #expect(built.status == 0, "\(built.err)")
    #expect(!built.err.contains("error:"))
  }

  @Test func filesAlreadyInContentAreNamedWhereTheyAre() async throws {
    let site = try temporaryFolder()
    defer { try? FileManager.default.removeItem(atPath: site) }
    try FileManager.default.createDirectory(atPath: site + "/content/figma", withIntermediateDirectories: true)
    try FileManager.default.copyItem(
      atPath: Self.drawn + "/figma/fixture.json", toPath: site + "/content/figma/ui.json")
    let result = await run("init", site, "--figma", site + "/content/figma/ui.json")
    #expect(result.status == 0, "\(result.err)")
    #expect(!result.out.contains("wrote \(site)/content/figma/"))
    #expect(try read(site + "/content/site.yml").contains("  - file: figma/ui.json\n"))
    _ = await expectCleanBuild(site)
  }

  @Test func propsAlreadyInContentPropsAreNotNamedTwice() async throws {
    let site = try temporaryFolder()
    defer { try? FileManager.default.removeItem(atPath: site) }
    try FileManager.default.createDirectory(atPath: site + "/content/props", withIntermediateDirectories: true)
    try FileManager.default.copyItem(
      atPath: Self.fixtures + "/props/Button.json", toPath: site + "/content/props/Button.json")
    let result = await run(
      "init", site, "--figma", Self.drawn + "/figma/fixture.json", "--props", site + "/content/props/Button.json")
    #expect(result.status == 0, "\(result.err)")
    #expect(!(try read(site + "/content/site.yml")).contains("props:"))
    #expect(try read(site + "/content/pages/components/button.md").contains("```props Button\n"))
    _ = await expectCleanBuild(site)
  }

  @Test func aFileThatExistsStopsInitBeforeItWritesAnything() async throws {
    let site = try temporaryFolder()
    defer { try? FileManager.default.removeItem(atPath: site) }
    try FileManager.default.createDirectory(atPath: site + "/content/pages", withIntermediateDirectories: true)
    try "mine".write(toFile: site + "/content/pages/index.md", atomically: true, encoding: .utf8)
    let result = await run("init", site, "--tokens", Self.sds)
    #expect(result.status == 64)
    #expect(result.err.hasPrefix("error: '\(site)/content/pages/index.md' exists"), "\(result.err)")
    #expect(result.out.isEmpty)
    #expect(!FileManager.default.fileExists(atPath: site + "/content/site.yml"))
    #expect(!FileManager.default.fileExists(atPath: site + "/content/tokens"))
    #expect(try read(site + "/content/pages/index.md") == "mine")
    // A file where init needs a folder is named as what is in the way.
    let blocked = try temporaryFolder()
    defer { try? FileManager.default.removeItem(atPath: blocked) }
    try "not a folder".write(toFile: blocked + "/content", atomically: true, encoding: .utf8)
    let refused = await run("init", blocked)
    #expect(refused.status == 64)
    #expect(refused.err.hasPrefix("error: '\(blocked)/content' exists"), "\(refused.err)")
    // A second init over a site init wrote is refused the same way.
    let fresh = try temporaryFolder()
    defer { try? FileManager.default.removeItem(atPath: fresh) }
    #expect(await run("init", fresh).status == 0)
    #expect(await run("init", fresh).status == 64)
  }

  @Test func aBrokenInputIsReportedAndNothingIsWritten() async throws {
    let site = try temporaryFolder()
    defer { try? FileManager.default.removeItem(atPath: site) }
    let result = await run("init", site, "--props", Self.fixtures + "/broken/Badge.json")
    #expect(result.status == 1)
    #expect(result.err.contains("a props file needs a 'component' name"), "\(result.err)")
    // The hint names the component the file is named after, not another system's.
    #expect(result.err.contains("hint: add \"component\": \"Badge\""), "\(result.err)")
    #expect(try FileManager.default.contentsOfDirectory(atPath: site).isEmpty)
  }

  @Test func aMissingInputIsAUsageError() async throws {
    let site = try temporaryFolder()
    defer { try? FileManager.default.removeItem(atPath: site) }
    let result = await run("init", site, "--figma", site + "/nowhere.json")
    #expect(result.status == 64)
    #expect(result.err.hasPrefix("error: --figma '\(site)/nowhere.json': no such file or folder"), "\(result.err)")
    #expect(try FileManager.default.contentsOfDirectory(atPath: site).isEmpty)
  }
}
