import Foundation
import Site
import Testing

@testable import SpecimenCLI

@Suite struct ThemeCommandTests {
  private func temporaryFolder() -> String {
    FileManager.default.temporaryDirectory.appendingPathComponent("specimen-theme-\(UUID().uuidString)").path
  }

  @Test func themeNamesTheBuiltInThemeByItsHash() async {
    let result = await run("theme")
    #expect(result.status == 0)
    #expect(result.out.hasPrefix("built-in theme \(BuiltInTheme.fingerprint) (specimen \(SpecimenCommand.version))\n"))
    #expect(result.out.contains("\n  page.mustache\n"))
    #expect(result.out.contains("\n  assets/specimen.css\n"))
  }

  @Test func exportWritesEveryFileOfTheTheme() async throws {
    let folder = temporaryFolder()
    defer { try? FileManager.default.removeItem(atPath: folder) }
    let result = await run("theme", "export", folder + "/templates")
    #expect(result.status == 0, "\(result.err)")
    for file in BuiltInTheme.allFiles {
      let written = try Data(contentsOf: URL(fileURLWithPath: folder + "/templates/" + file.path))
      #expect(Array(written) == file.bytes, "\(file.path)")
      #expect(result.out.contains("wrote \(folder)/templates/\(file.path)\n"))
    }
    #expect(result.out.hasSuffix("\(BuiltInTheme.allFiles.count) files in \(folder)/templates\n"))
  }

  @Test func exportWritesNothingOverAFile() async throws {
    let folder = temporaryFolder()
    defer { try? FileManager.default.removeItem(atPath: folder) }
    try FileManager.default.createDirectory(atPath: folder + "/partials", withIntermediateDirectories: true)
    try "mine".write(toFile: folder + "/partials/nav.mustache", atomically: true, encoding: .utf8)
    let result = await run("theme", "export", folder)
    #expect(result.status == 64)
    #expect(result.err.hasPrefix("error: '\(folder)/partials/nav.mustache' exists"), "\(result.err)")
    #expect(result.out.isEmpty)
    // Nothing else was written either.
    #expect(!FileManager.default.fileExists(atPath: folder + "/page.mustache"))
    #expect(try String(contentsOfFile: folder + "/partials/nav.mustache", encoding: .utf8) == "mine")
  }

  /// Run as a program of its own, in a folder of its own: `./templates` is the default.
  @Test func exportWritesIntoTemplatesByDefault() throws {
    let executable = try #require(InterruptedBuildTests.executable, "the specimen executable is built with the tests")
    let folder = temporaryFolder()
    try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(atPath: folder) }
    let process = Process()
    process.executableURL = URL(fileURLWithPath: executable)
    process.arguments = ["theme", "export"]
    process.currentDirectoryURL = URL(fileURLWithPath: folder)
    process.standardOutput = FileHandle.nullDevice
    try process.run()
    process.waitUntilExit()
    #expect(process.terminationStatus == 0)
    #expect(FileManager.default.fileExists(atPath: folder + "/templates/page.mustache"))
    #expect(FileManager.default.fileExists(atPath: folder + "/templates/assets/specimen.css"))
  }

  // Usage errors: no identifier or position; the text with its did-you-mean is the point.
  @Test(arguments: [
    (["theme", "exprt"], "error: unknown theme subcommand 'exprt' (did you mean 'export'?)"),
    (["theme", "export", "a", "b"], "error: unexpected argument 'b'"),
    (["theme", "--force"], "error: unexpected argument '--force'"),
  ])
  func usageMistakes(arguments: [String], message: String) async {
    let output = CommandOutput.buffer
    let status = await SpecimenCommand.run(arguments, output: output)
    #expect(status == 64)
    #expect(output.errorText.hasPrefix(message + "\n"), "\(output.errorText)")
  }

  @Test func helpListsTheCommand() async {
    #expect(await run("--help").out.contains("  theme                   Show or export the built-in theme."))
    let help = await run("help", "theme")
    #expect(help.out.contains("USAGE: specimen theme [export [<dir>]]"))
    #expect(help.out.contains("(default: ./templates)"))
  }
}
