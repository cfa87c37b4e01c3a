import Foundation
import Testing

@testable import SpecimenCLI

func run(_ arguments: String...) async -> (status: Int32, out: String, err: String) {
  await run(arguments)
}

func run(_ arguments: [String]) async -> (status: Int32, out: String, err: String) {
  let output = CommandOutput.buffer
  let status = await SpecimenCommand.run(arguments, output: output)
  return (status, output.standardText, output.errorText)
}

/// `specimen init` with these inputs into a new temporary folder named for `name`, then `build`
/// into its `Public`, each expected to succeed; the site's path (the caller removes it).
func initAndBuild(_ name: String, _ inputs: String...) async -> String {
  let site = FileManager.default.temporaryDirectory.appendingPathComponent("specimen-\(name)-\(UUID().uuidString)").path
  let initialized = await run(["init", site] + inputs)
  #expect(initialized.status == 0, "\(initialized.err.prefix(2_000))")
  let built = await run("build", "--site", site, "--output", site + "/Public")
  #expect(built.status == 0, "\(built.err.prefix(2_000))")
  return site
}

@Suite struct HelpTests {
  @Test func rootHelpHasTheArgumentParserLayout() async {
    let result = await run("--help")
    #expect(result.status == 0)
    let sections = result.out.split(separator: "\n").filter {
      $0.hasSuffix(":") || $0.hasPrefix("OVERVIEW") || $0.hasPrefix("USAGE")
    }
    #expect(sections.map { String($0.prefix(8)) } == ["OVERVIEW", "USAGE: s", "OPTIONS:", "SUBCOMMA"])
    #expect(result.out.contains("  build                   Build the site into its output folder."))
    #expect(await run().out == result.out)
    #expect(await run("help").out == result.out)
  }

  @Test func subcommandHelpBothWays() async {
    let viaHelp = await run("help", "build")
    let viaFlag = await run("build", "--help")
    #expect(viaHelp.status == 0 && viaFlag.status == 0)
    #expect(viaHelp.out == viaFlag.out)
    #expect(viaHelp.out.hasPrefix("OVERVIEW: Build the site into its output folder."))
    #expect(
      viaHelp.out.contains("USAGE: specimen build [--site <dir>] [--output <dir>] [--version-path <name>] [--strict]"))
    #expect(viaHelp.out.contains("  --strict                Treat warnings as errors."))
  }

  @Test func serveHelp() async {
    let result = await run("help", "serve")
    #expect(result.status == 0)
    #expect(result.out.contains("USAGE: specimen serve [--site <dir>] [--port <number>] [--host <address>] [--open]"))
    #expect(result.out.contains("never Public/"))
    #expect(await run("--help").out.contains("  serve                   Preview the site"))
  }

  @Test func version() async {
    let result = await run("--version")
    #expect(result.status == 0)
    #expect(result.out == SpecimenCommand.version + "\n")
    // A semantic version, as packagers and `--version` parsers expect.
    let parts = SpecimenCommand.version.split(separator: ".")
    #expect(parts.count == 3 && parts.allSatisfy { Int($0) != nil }, "\(SpecimenCommand.version)")
  }
}

/// The command line is read against each command's declared options, as swift-argument-parser reads it.
@Suite struct ArgumentParsingTests {
  static let command = CommandDescription(
    name: "probe", abstract: "A command to parse against.",
    arguments: [Argument(name: "<file> ...", help: "Files.", isOptional: true)],
    options: [
      .value("--site", "dir", help: "A folder.", default: "."), .flag("--strict", help: "Strict."),
      .repeating("--context", "name=value", help: "A context."),
      .value("--a", "x", help: "One of a group.", group: "g"), .value("--b", "x", help: "The other.", group: "g"),
    ])

  @Test func valuesFlagsAndDefaults() throws {
    let parsed = try ParsedArguments(
      ["--site=out", "--context", "a=1", "--strict", "--context=b=2", "--", "--strict"], for: Self.command)
    #expect(parsed.value(Self.command.options[0]) == "out")
    #expect(parsed.flag(Self.command.options[1]))
    #expect(parsed.values(Self.command.options[2]) == ["a=1", "b=2"])
    #expect(parsed.positionals == ["--strict"])
    #expect(!parsed.wantsHelp)
    let defaults = try ParsedArguments([], for: Self.command)
    #expect(defaults.value(Self.command.options[0]) == ".")
    #expect(!defaults.isGiven(Self.command.options[0]))
  }

  @Test func helpIsAnOptionNotAValue() throws {
    // `-h` as the value of an option is that value, not a request for help.
    let asValue = try ParsedArguments(["--site", "-h"], for: Self.command)
    #expect(!asValue.wantsHelp)
    #expect(asValue.value(Self.command.options[0]) == "-h")
    let afterSeparator = try ParsedArguments(["--", "--help"], for: Self.command)
    #expect(!afterSeparator.wantsHelp && afterSeparator.positionals == ["--help"])
    // Where an option may stand, help wins over any mistake beside it.
    #expect(try ParsedArguments(["--nope", "--help"], for: Self.command).wantsHelp)
  }

  @Test func usageComesFromTheDeclarations() {
    #expect(
      Self.command.usage
        == "specimen probe [<file> ...] [--site <dir>] [--strict] [--context <name=value> ...] [--a <x> | --b <x>]")
    let help = Help.text(for: Self.command)
    #expect(help.contains("  --site <dir>            A folder. (default: .)"))
    #expect(help.contains("  -h, --help              Show help information."))
  }

  @Test func everyCommandsUsageNamesEachOfItsOptions() {
    for command in SpecimenCommand.root.subcommands.flatMap({ [$0] + $0.subcommands }) where command.subcommands.isEmpty
    {
      for option in command.options {
        #expect(command.usage.contains(option.label), "\(command.name): \(option.label)")
      }
    }
  }
}

/// A usage mistake has no file, position or identifier: its text, naming the argument and the
/// fix (or the near name meant), is what the user reads, so the wording is what is asserted.
@Suite struct UsageErrorTests {
  @Test(arguments: [
    (["biuld"], "error: unknown subcommand 'biuld' (did you mean 'build'?)"),
    (["build", "--strcit"], "error: unexpected argument '--strcit' (did you mean '--strict'?)"),
    (["build", "--site"], "error: missing value for '--site <dir>'"),
    (["build", "--strict=yes"], "error: '--strict' takes no value"),
    (["build", "extra"], "error: unexpected argument 'extra'"),
    (["build", "--diagnostics-format", "jsno"], "error: unknown diagnostics format 'jsno' (did you mean 'json'?)"),
    (
      ["tokens", "--site", ".", "--resolver", "a", "--source", "b"],
      "error: give only one of --site, --resolver, --source"
    ),
    (["figma"], "error: missing subcommand"),
    (["figma", "pul"], "error: unknown figma subcommand 'pul' (did you mean 'pull'?)"),
    (["check", "--output", "x"], "error: unexpected argument '--output'"),
    (["build", "--site", "/nonexistent/site"], "error: no site folder at '/nonexistent/site'"),
    (["help", "nope"], "error: unknown subcommand 'nope'"),
    (["serve", "--port", "http"], "error: 'http' is not a port; give a number from 1 to 65535 to --port"),
    (["serve", "--site", "/nonexistent/site"], "error: no site folder at '/nonexistent/site'"),
    (["diff"], "error: missing '--from <dir|ref>'"),
    (["tokens", "--format", "yaml"], "error: unknown format 'yaml'"),
    (
      ["tokens", "--context", "theme=blue"],
      "error: unknown context 'blue' for modifier 'theme' (theme is one of light, dark)"
    ),
    (["diff", "--from", ".", "--format", "jsn"], "error: unknown format 'jsn' (did you mean 'json'?)"),
  ])
  func exit64WithUsage(arguments: [String], message: String) async {
    let output = CommandOutput.buffer
    let status = await SpecimenCommand.run(arguments, output: output)
    #expect(status == 64)
    #expect(output.errorText.hasPrefix(message + "\n"), "\(output.errorText)")
    #expect(output.errorText.contains("usage: specimen"))
  }
}

@Suite struct BuildCommandTests {
  func makeSite(page: String) throws -> URL {
    let root = FileManager.default.temporaryDirectory.appendingPathComponent("specimen-cli-\(UUID().uuidString)")
    try FileManager.default.createDirectory(
      at: root.appendingPathComponent("content/pages"), withIntermediateDirectories: true)
    try FileManager.default.createDirectory(
      at: root.appendingPathComponent("templates"), withIntermediateDirectories: true)
    try "name: CLI\n".write(to: root.appendingPathComponent("content/site.yml"), atomically: true, encoding: .utf8)
    try page.write(to: root.appendingPathComponent("content/pages/index.md"), atomically: true, encoding: .utf8)
    try "{{{page.content}}}".write(
      to: root.appendingPathComponent("templates/page.mustache"), atomically: true, encoding: .utf8)
    return root
  }

  @Test func buildPrintsOneSummaryLine() async throws {
    let root = try makeSite(page: "---\ntitle: Home\n---\n# Home\n")
    defer { try? FileManager.default.removeItem(at: root) }
    let result = await run("build", "--site", root.path)
    #expect(result.status == 0, "\(result.err)")
    #expect(result.out.hasPrefix("Built 1 page, 0 warnings in "))
    #expect(result.out.split(separator: "\n").count == 1)
    #expect(FileManager.default.fileExists(atPath: root.path + "/Public/index.html"))
  }

  @Test func errorsExit1WithPositions() async throws {
    let root = try makeSite(page: "---\ntitle: Home\n---\n[x](missing.md)\n")
    defer { try? FileManager.default.removeItem(at: root) }
    let result = await run("check", "--site", root.path)
    #expect(result.status == 1)
    #expect(result.err.contains("/content/pages/index.md:4:1: error: link to a missing page 'missing.md'"))
    #expect(result.err.contains("Check failed: 1 error, 0 warnings; nothing was written."))
  }

  @Test func outputOption() async throws {
    let root = try makeSite(page: "---\ntitle: Home\n---\n# Home\n")
    defer { try? FileManager.default.removeItem(at: root) }
    let target = root.appendingPathComponent("out").path
    #expect(await run("build", "--site", root.path, "--output=\(target)").status == 0)
    #expect(FileManager.default.fileExists(atPath: target + "/index.html"))
  }
}

@Suite struct FigmaCommandTests {
  @Test func badKeyIsAUsageError() async {
    let result = await run("figma", "pull", "--file", "a b")
    #expect(result.status == 64)
    #expect(result.err.hasPrefix("error: 'a b' is not a Figma file key"))
  }

  @Test func missingFileIsAUsageError() async {
    #expect(await run("figma", "pull").status == 64)
    #expect(await run("figma", "push").status == 64)
  }

  @Test func helpShowsThePullUsage() async {
    let group = await run("help", "figma")
    #expect(group.status == 0)
    #expect(group.out.contains("USAGE: specimen figma <subcommand>"))
    #expect(group.out.contains("  pull                    Fetch a file from the Figma REST API into content/figma/."))
    #expect(await run("figma", "--help").out == group.out)
    let result = await run("help", "figma", "pull")
    #expect(result.status == 0)
    #expect(await run("figma", "pull", "-h").out == result.out)
    #expect(result.out.contains("USAGE: specimen figma pull --file <key>"))
    #expect(result.out.contains("--max-size <size>"))
    #expect(result.out.contains("(default: 512M)"))
    #expect(result.out.contains("--timeout <time>"))
    #expect(result.out.contains("(default: 10m)"))
    #expect(result.out.contains("--min-speed <size>"))
    #expect(result.out.contains("(default: 1K)"))
    #expect(result.out.contains("--min-speed-time <time>"))
    #expect(result.out.contains("(default: 30s)"))
  }

  @Test(arguments: [
    ("--max-size", "lots", "error: 'lots' is not a size for --max-size: write 1G, 800M or 65536"),
    ("--max-size", "0", "error: '0' is not a size for --max-size: write 1G, 800M or 65536"),
    ("--timeout", "0", "error: '0' is not a time for --timeout: write 20m, 90s or 1h (at most 24h)"),
    ("--timeout", "2d", "error: '2d' is not a time for --timeout: write 20m, 90s or 1h (at most 24h)"),
    ("--min-speed", "fast", "error: 'fast' is not a speed for --min-speed: write 1K, 512 or 0 (no check)"),
    ("--min-speed-time", "0", "error: '0' is not a time for --min-speed-time: write 30s, 2m or 1h (at most 24h)"),
  ])
  func badLimitsAreUsageErrors(option: String, value: String, message: String) async {
    let result = await run("figma", "pull", "--file", "abc", option, value)
    #expect(result.status == 64)
    #expect(result.err.hasPrefix(message + "\n"), "\(result.err)")
  }

  @Test func limitsAreReadBeforeThePullStarts() async {
    // Read, the pull goes on to fail for want of a token or of a server (port 9 of 127.0.0.1,
    // discard, has nothing listening here): an ordinary failure, not a usage error.
    let result = await run(
      "figma", "pull", "--file", "abc", "--max-size", "1G", "--timeout=20m", "--min-speed", "0",
      "--min-speed-time", "2m", "--api-base", "http://127.0.0.1:9")
    #expect(result.status == 1, "\(result.err)")
    // Standard error is no terminal here: no progress line, only the diagnostics.
    #expect(!result.err.contains("\r"))
  }
}
