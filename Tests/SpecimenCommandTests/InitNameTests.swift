import Foundation
import Testing

@testable import SpecimenCLI

/// The name init gives a system when `--name` does not: the one the most inputs back.
@Suite struct InitNameTests {
  typealias Evidence = InitName.Evidence

  /// SDS's tokens (namespace `com.figma.sds`, modes `sds_light`) and its docgen's paths
  /// (`sds/src/ui/…`) outvote a Figma file named "Figma Export".
  @Test func theTokensAndTheCodeOutvoteTheFigmaFile() throws {
    let choice = try #require(
      InitName.choose([
        Evidence(input: "the Figma file", names: ["Figma Export"], words: ["figma", "export", "files", "json"]),
        Evidence(input: "the tokens", words: ["figma", "sds", "tokens", "json", "com", "light", "dark"]),
        Evidence(input: "the code", names: ["sds"], words: ["figma", "folder"]),
      ]))
    #expect(choice.name == "SDS")
    #expect(choice.backers == ["the tokens", "the code"])
    #expect(
      InitName.reason(choice)
        == "named SDS as the tokens and the code call it (the Figma file is called Figma Export); "
        + "--name NAME names it otherwise")
  }

  /// One input each: the Figma file's name wins the tie, as it did before the others were read.
  @Test func aTieGoesToTheFigmaFile() throws {
    let choice = try #require(
      InitName.choose([
        Evidence(input: "the Figma file", names: ["Figmagic — Design System template 4.0"], words: ["figmagic"]),
        Evidence(input: "the tokens", names: ["designsystemet"], words: ["design", "tokens"]),
      ]))
    #expect(choice.name == "Figmagic — Design System template 4.0")
    #expect(choice.backers == ["the Figma file"])
  }

  /// A resolver named "Fixture" backs the Figma file's "Fixture UI": a short form of one name.
  @Test func aShortFormBacksTheLongerName() throws {
    let choice = try #require(
      InitName.choose([
        Evidence(input: "the Figma file", names: ["Fixture UI"]),
        Evidence(input: "the tokens", names: ["Fixture"], words: ["fixture", "resolver", "json"]),
      ]))
    #expect(choice.name == "Fixture UI")
    #expect(choice.backers == ["the Figma file", "the tokens"])
    #expect(
      InitName.reason(choice)
        == "named Fixture UI as the Figma file and the tokens call it; --name NAME names it otherwise")
  }

  @Test func noNameGivesNoChoice() {
    #expect(InitName.choose([Evidence(input: "the tokens", words: ["acme"])]) == nil)
  }

  @Test(arguments: [("sds", "SDS"), ("acme-design", "Acme design"), ("Figma Export", "Figma Export"), ("nds2", "Nds2")])
  func namesAreWrittenAsReadersWriteThem(name: String, shown: String) {
    #expect(InitName.displayName(name) == shown)
  }

  @Test func theProjectFolderIsTheOneBeforeTheComponentsPaths() {
    #expect(
      InitName.projectFolder(
        componentFiles: ["src/ui/primitives/Radio/Radio.tsx"],
        declaringFiles: [
          "sds/src/ui/primitives/Fieldset/Fieldset.tsx", "sds/node_modules/@types/react/index.d.ts",
        ]) == "sds")
    #expect(
      InitName.projectFolder(
        componentFiles: ["src/Button.tsx"], declaringFiles: ["src/Button.tsx", "/home/ci/acme/src/types.ts"])
        == "acme")
    #expect(InitName.projectFolder(componentFiles: ["src/Button.tsx"], declaringFiles: ["src/Button.tsx"]) == nil)
  }

  /// The nearest package.json up to the repository's root, without its npm scope; none above it.
  @Test func thePackageNameIsReadUpToTheRepositorysRoot() throws {
    let root = FileManager.default.temporaryDirectory.appendingPathComponent("specimen-name-\(UUID().uuidString)").path
    defer { try? FileManager.default.removeItem(atPath: root) }
    let repository = root + "/checkout"
    try FileManager.default.createDirectory(atPath: repository + "/.git", withIntermediateDirectories: true)
    try FileManager.default.createDirectory(atPath: repository + "/docs/props", withIntermediateDirectories: true)
    try #"{"name": "@acme/ui"}"#.write(toFile: root + "/package.json", atomically: true, encoding: .utf8)
    #expect(InitName.packageName(near: repository + "/docs/props") == nil)
    try #"{"name": "@acme/design-system"}"#.write(
      toFile: repository + "/package.json", atomically: true, encoding: .utf8)
    #expect(InitName.packageName(near: repository + "/docs/props") == "design-system")
    #expect(InitName.packageName(near: repository + "/docs/props/docgen.json") == "design-system")
  }
}
