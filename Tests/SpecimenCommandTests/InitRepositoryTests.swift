import Foundation
import SpecimenCore
import TestSupport
import Testing

@testable import SpecimenCLI

/// The repository init writes into site.yml, from the nearest package.json's `repository` field
/// in the shapes design systems publish it (Tests/Fixtures/init/package-json, each folder's
/// origin in its README) and the string forms npm accepts.
@Suite struct InitRepositoryTests {
  static let packages = Fixtures.shared("init/package-json")

  static func repository(ofFile path: String) throws -> (url: String, directory: String?)? {
    let root = try JSONReader.parse(bytes: Array(try Data(contentsOf: URL(fileURLWithPath: path))), file: path)
    return try InitRepository.parse(#require(root["repository"]))
  }

  @Test func publishedObjectForms() throws {
    let lion = try #require(try Self.repository(ofFile: Self.packages + "/ing-bank-lion/package.json"))
    #expect(lion.url == "https://github.com/ing-bank/lion" && lion.directory == "packages/ui")
    let grantcodes = try #require(try Self.repository(ofFile: Self.packages + "/grantcodes-ui/package.json"))
    #expect(grantcodes.url == "https://github.com/grantcodes/ui" && grantcodes.directory == nil)
    let auro = try #require(try Self.repository(ofFile: Self.packages + "/AlaskaAirlines-auro-badge/package.json"))
    #expect(auro.url == "https://github.com/AlaskaAirlines/auro-badge" && auro.directory == nil)
  }

  @Test(arguments: [
    ("github:primer/react", "https://github.com/primer/react"),
    ("gitlab:acme/group/ui", "https://gitlab.com/acme/group/ui"),
    ("bitbucket:acme/ui", "https://bitbucket.org/acme/ui"),
    ("Shopify/polaris", "https://github.com/Shopify/polaris"),
    ("git+https://github.com/grantcodes/ui.git", "https://github.com/grantcodes/ui"),
    ("git+ssh://git@github.com/acme/ui.git", "https://github.com/acme/ui"),
    ("git://github.com/acme/ui.git", "https://github.com/acme/ui"),
    ("git@gitlab.com:acme/design/ui.git", "https://gitlab.com/acme/design/ui"),
    ("https://github.com/acme/ui/tree/main/packages/react", "https://github.com/acme/ui"),
    ("https://git.acme.example:8443/design/ui/", "https://git.acme.example/design/ui"),
  ])
  func stringForms(_ given: String, _ expected: String) {
    #expect(InitRepository.webURL(given) == expected)
  }

  @Test(arguments: ["gist:a1b2c3d4", "acme", "https://github.com/acme", "file:../ui", "ftp://acme.example/ui", ""])
  func formsWithNoRepositoryToLinkInto(_ given: String) {
    #expect(InitRepository.webURL(given) == nil)
  }

  /// A monorepo's package: its folder less `directory` is the repository's root, so a site
  /// folder inside the repository is placed; the code's paths start at the package's folder.
  @Test func theSiteFolderIsPlacedInTheRepositoryThePackageNames() throws {
    let root = FileManager.default.temporaryDirectory.appendingPathComponent("init-repo-\(UUID().uuidString)").path
    defer { try? FileManager.default.removeItem(atPath: root) }
    let package = root + "/lion/packages/ui"
    try FileManager.default.createDirectory(atPath: package + "/docs", withIntermediateDirectories: true)
    try FileManager.default.copyItem(
      atPath: Self.packages + "/ing-bank-lion/package.json", toPath: package + "/package.json")
    let found = try #require(
      InitRepository.near(code: [package + "/docs/props.json"], others: [], site: root + "/lion/site/docs"))
    #expect(found.url == "https://github.com/ing-bank/lion" && found.code == "packages/ui")
    #expect(found.folder == "site/docs" && found.holdsSite)
    // A site outside the repository is not placed; found beside the tokens, the package says
    // nothing of where the code's paths start.
    let outside = try #require(InitRepository.near(code: [], others: [package], site: root + "/elsewhere"))
    #expect(outside.code == nil && outside.folder == nil && !outside.holdsSite)
    let text = InitSiteFile.text(InitInputs(name: "Lion", repository: found), sections: [])
    #expect(
      text.contains(
        """
        repository:
          url: "https://github.com/ing-bank/lion"
          # branch: main               # the branch the links name; main unless set
          code: packages/ui   # the package's folder: where the props sources' paths start
          folder: site/docs   # where this site folder sits in the repository
        search: true

        """), "\(text)")
    #expect(text.contains("# The repository ui/package.json names:"))
  }

  /// The nearest package.json decides: one without a `repository` field gives none, though a
  /// package.json further up has one (its paths would not be the code's).
  @Test func theNearestPackageJSONDecides() throws {
    let root = FileManager.default.temporaryDirectory.appendingPathComponent("init-repo-\(UUID().uuidString)").path
    defer { try? FileManager.default.removeItem(atPath: root) }
    try FileManager.default.createDirectory(atPath: root + "/ds/.git", withIntermediateDirectories: true)
    try FileManager.default.createDirectory(atPath: root + "/ds/packages/ui", withIntermediateDirectories: true)
    try #"{"name": "ds", "repository": "github:acme/ds"}"#.write(
      toFile: root + "/ds/package.json", atomically: true, encoding: .utf8)
    #expect(
      InitRepository.packageRepository(near: root + "/ds/packages/ui/docgen.json")?.url == "https://github.com/acme/ds")
    try #"{"name": "@acme/ui"}"#.write(toFile: root + "/ds/packages/ui/package.json", atomically: true, encoding: .utf8)
    #expect(InitRepository.packageRepository(near: root + "/ds/packages/ui/docgen.json") == nil)
    // Without a repository, site.yml shows the line to add, commented out.
    let text = InitSiteFile.text(InitInputs(name: "Acme"), sections: [])
    #expect(text.contains("\n# repository: https://github.com/owner/name\nsearch: true\n"))
    #expect(!text.contains("\nrepository:"))
  }

  /// An absolute path from the machine the tool ran on is placed by the first folder the same
  /// source's relative paths begin with; one nothing places, or one that climbs out, is not.
  @Test func sourcePathsArePlacedFromTheToolsFolder() {
    #expect(
      InitSources.placedPaths([
        "src/ui/primitives/Radio/Radio.tsx", "/home/ci/sds/src/ui/primitives/Button/ButtonDanger.tsx",
        "/opt/elsewhere/lib/Thing.tsx", "./src/Box.tsx", "../shared/Icon.tsx", "",
      ]) == [
        "src/ui/primitives/Radio/Radio.tsx", "src/ui/primitives/Button/ButtonDanger.tsx", nil, "src/Box.tsx", nil, nil,
      ])
  }

  /// A page names a placed source file by a `source-file` reference, one nothing places in code
  /// type, and gets an `import` block of its components some source says how to import.
  @Test func aComponentPageGetsItsImportBlockAndSourceFileReference() throws {
    var dialog = InitInputs.CodeComponentInput(name: "Dialog", modulePath: "src/ui/Dialog/Dialog.tsx")
    dialog.sourceFile = "src/ui/Dialog/Dialog.tsx"
    dialog.sourcePath = "src/ui/Dialog/Dialog.tsx"
    dialog.tool = "react-docgen-typescript"
    var title = dialog
    title.name = "DialogTitle"
    var loose = InitInputs.CodeComponentInput(name: "Loose")
    loose.sourceFile = "/home/ci/other/Loose.tsx"
    loose.tool = "react-docgen-typescript"
    let page = InitPages.component(
      InitComponent(title: "Dialog", code: [dialog], orderKey: ["dialog"], members: [title]), section: "Components",
      order: 1,
      hasParity: false, hasTokens: false, importable: ["DialogTitle"]
    ).text
    #expect(page.contains("\n## Code\n\n```import DialogTitle\n```\n\n<!-- The code API is read from"), "\(page)")
    #expect(page.contains("- Source: {{source-file src/ui/Dialog/Dialog.tsx}}, as react-docgen-typescript records it"))
    let plain = InitPages.component(
      InitComponent(title: "Loose", code: [loose], orderKey: ["loose"]), section: "Components", order: 2,
      hasParity: false, hasTokens: false
    ).text
    #expect(plain.contains("- Source: `/home/ci/other/Loose.tsx`, as"), "\(plain)")
    #expect(!plain.contains("```import"))
  }
}
