import Figma
import Foundation
import SpecimenCore

/// `specimen figma <subcommand>`: the commands that work with Figma files.
enum FigmaCommand: Command {
  static let subcommands: [any Command.Type] = [FigmaPullCommand.self, FigmaModelCommand.self]

  static let description = CommandDescription(
    name: "figma", abstract: "Work with Figma snapshots.",
    subcommands: subcommands.map { $0.description })

  static func run(_ arguments: [String], output: CommandOutput) async throws -> Int32 {
    guard let first = arguments.first, first != "-h", first != "--help" else {
      guard arguments.isEmpty else {
        output.out(Help.text(for: description))
        return ExitStatus.success
      }
      throw UsageError(message: "missing subcommand", command: description)
    }
    guard let command = subcommands.first(where: { $0.description.name == "figma " + first }) else {
      throw SpecimenCommand.unknownSubcommand(first, of: description)
    }
    return try await command.run(Array(arguments.dropFirst()), output: output)
  }
}

/// `specimen figma pull --file KEY [--nodes ID,…] [--out PATH] [--api-base URL] [--max-size SIZE]
/// [--timeout TIME] [--min-speed SIZE] [--min-speed-time TIME] [--site DIR]`
enum FigmaPullCommand: Command {
  static let description = CommandDescription(
    name: "figma pull", abstract: "Fetch a file from the Figma REST API into content/figma/.",
    options: [file, nodes, out, apiBase, maxSize, timeout, minSpeed, minSpeedTime, site])

  static let file = Option.value(
    "--file", "key", help: "The file key from the file's URL: figma.com/design/<key>/…", required: true)
  static let nodes = Option.value(
    "--nodes", "id,…", help: "Pull only these nodes (216:449 or 216-449), comma-separated.")
  static let out = Option.value(
    "--out", "path", help: "Where to write.", defaultNote: "<site>/content/figma/<file name>.json")
  static let apiBase = Option.value("--api-base", "url", help: "The API server.", default: "https://api.figma.com")
  static let maxSize = Option.value(
    "--max-size", "size", help: "The largest answer read, counted decompressed: 1G, 800M (powers of 1024).",
    defaultNote: "512M")
  static let timeout = Option.value(
    "--timeout", "time", help: "How long the whole pull may take, waits for the rate limit included: 20m, 90s, 1h.",
    defaultNote: "10m")
  static let minSpeed = Option.value(
    "--min-speed", "size",
    help: "The slowest an answer may come, a second, once it has begun: 1K, 512 (0 turns the check off).",
    defaultNote: "1K")
  static let minSpeedTime = Option.value(
    "--min-speed-time", "time", help: "How long an answer may come slower than --min-speed: 30s, 2m.",
    defaultNote: "30s")
  static let site = Option.site

  static func run(_ arguments: [String], output: CommandOutput) async throws -> Int32 {
    guard let parsed = try ParsedArguments.orHelp(arguments, command: description, output: output),
      let key = parsed.value(file)
    else { return ExitStatus.success }
    let nodeIDs =
      parsed.value(nodes).map { $0.split(separator: ",").map { $0.trimmingCharacters(in: .whitespaces) } } ?? []
    let out = parsed.value(Self.out)
    let apiBase = parsed.valueOrDefault(Self.apiBase)
    let maxSize = try parsed.value(Self.maxSize).map { text in
      guard let bytes = PullLimits.size(text) else {
        throw UsageError(
          message: "'\(text)' is not a size for --max-size: write 1G, 800M or 65536", command: description)
      }
      return bytes
    }
    let timeLimit = try parsed.value(timeout).map { text in
      guard let duration = PullLimits.duration(text) else {
        throw UsageError(
          message: "'\(text)' is not a time for --timeout: write 20m, 90s or 1h (at most 24h)", command: description)
      }
      return duration
    }
    var minimumSpeed = MinimumSpeed.standard
    if let text = parsed.value(minSpeed) {
      guard let bytes = PullLimits.speed(text) else {
        throw UsageError(
          message: "'\(text)' is not a speed for --min-speed: write 1K, 512 or 0 (no check)", command: description)
      }
      minimumSpeed.bytesPerSecond = bytes
    }
    if let text = parsed.value(minSpeedTime) {
      guard let duration = PullLimits.duration(text) else {
        throw UsageError(
          message: "'\(text)' is not a time for --min-speed-time: write 30s, 2m or 1h (at most 24h)",
          command: description)
      }
      minimumSpeed.seconds = Int(duration.components.seconds)
    }
    let site = parsed.siteFolder

    var request = FigmaPullRequest(
      fileKey: key, nodeIDs: nodeIDs, output: out, contentDirectory: SiteLayout(root: site).content, apiBase: apiBase,
      maxSize: maxSize ?? PullLimits.defaultMaxSize, timeLimit: timeLimit ?? PullLimits.defaultTimeLimit)
    request.minimumSpeed = minimumSpeed
    var refusals = Diagnostics()
    guard FigmaPull.makeURL(request, into: &refusals) != nil else {
      throw UsageError(message: refusals.map(\.message).joined(separator: "; "), command: description)
    }
    var diagnostics = Diagnostics()
    let line = output.errorIsTerminal ? PullProgressLine(output: output) : nil
    var progress: (@Sendable (TransferProgress) -> Void)?
    if let line { progress = { line.update($0) } }
    let result = await FigmaPull.run(request, progress: progress, into: &diagnostics)
    line?.finish()
    output.report(diagnostics)
    guard let result else { return ExitStatus.failure }
    output.out(result.summary)
    return ExitStatus.success
  }
}
