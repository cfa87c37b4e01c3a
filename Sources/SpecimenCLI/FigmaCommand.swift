import Figma
import Foundation
import SpecimenCore

/// `specimen figma pull --file KEY [--nodes ID,…] [--out PATH] [--api-base URL] [--max-size SIZE]
/// [--timeout TIME] [--site DIR]`
enum FigmaCommand: Command {
  static let description = CommandDescription(
    name: "figma", abstract: "Work with Figma snapshots.",
    discussion:
      "Subcommands: pull — fetch a file from the Figma REST API into content/figma/; model — write a geometry model from a set's node trees (specimen figma model --help).",
    usage:
      "specimen figma pull --file <key> [--nodes <id,…>] [--out <path>] [--api-base <url>] [--max-size <size>] [--timeout <time>] [--site <dir>]",
    options: [
      OptionDescription(names: "--file <key>", help: "The file key from the file's URL: figma.com/design/<key>/…"),
      OptionDescription(names: "--nodes <id,…>", help: "Pull only these nodes (216:449 or 216-449), comma-separated."),
      OptionDescription(
        names: "--out <path>", help: "Where to write. (default: <site>/content/figma/<file name>.json)"),
      OptionDescription(names: "--api-base <url>", help: "The API server. (default: https://api.figma.com)"),
      OptionDescription(
        names: "--max-size <size>",
        help: "The largest answer read, counted decompressed: 1G, 800M (powers of 1024). (default: 512M)"),
      OptionDescription(
        names: "--timeout <time>",
        help: "How long the whole pull may take, waits for the rate limit included: 20m, 90s, 1h. (default: 10m)"),
      OptionDescription(names: "--site <dir>", help: "The site folder. (default: .)"),
      .showHelp,
    ])

  static func run(_ arguments: [String], output: CommandOutput) async throws -> Int32 {
    if arguments.first == "model" { return try FigmaModelCommand.run(Array(arguments.dropFirst()), output: output) }
    guard arguments.first == "pull" else {
      if arguments.first == "-h" || arguments.first == "--help" {
        output.out(Help.text(for: description, subcommands: []))
        return ExitStatus.success
      }
      throw UsageError(
        message: arguments.first.map { "unknown figma subcommand '\($0)'" } ?? "missing 'pull' or 'model'",
        command: description)
    }
    guard var reader = ArgumentReader.orHelp(Array(arguments.dropFirst()), command: description, output: output) else {
      return ExitStatus.success
    }
    guard let key = try reader.option("--file") else {
      throw UsageError(message: "missing '--file <key>'", command: description)
    }
    let nodes =
      try reader.option("--nodes").map { $0.split(separator: ",").map { $0.trimmingCharacters(in: .whitespaces) } }
      ?? []
    let out = try reader.option("--out")
    let apiBase = try reader.option("--api-base") ?? "https://api.figma.com"
    let maxSize = try reader.option("--max-size").map { text in
      guard let bytes = PullLimits.size(text) else {
        throw UsageError(
          message: "'\(text)' is not a size for --max-size: write 1G, 800M or 65536", command: description)
      }
      return bytes
    }
    let timeLimit = try reader.option("--timeout").map { text in
      guard let duration = PullLimits.duration(text) else {
        throw UsageError(
          message: "'\(text)' is not a time for --timeout: write 20m, 90s or 1h (at most 24h)", command: description)
      }
      return duration
    }
    let site = try reader.option("--site") ?? "."
    try reader.finish()

    let request = FigmaPullRequest(
      fileKey: key, nodeIDs: nodes, output: out, contentDirectory: site + "/content", apiBase: apiBase,
      maxSize: maxSize ?? PullLimits.defaultMaxSize, timeLimit: timeLimit ?? PullLimits.defaultTimeLimit)
    var refusals = Diagnostics()
    guard FigmaPull.makeURL(request, into: &refusals) != nil else {
      throw UsageError(message: refusals.map(\.message).joined(separator: "; "), command: description)
    }
    var diagnostics = Diagnostics()
    let result = await FigmaPull.run(request, into: &diagnostics)
    output.report(diagnostics)
    guard let result else { return ExitStatus.failure }
    output.out(result.summary)
    return ExitStatus.success
  }
}
