import Foundation
import SpecimenCore
import Tokens

/// `specimen tokens [--site DIR | --resolver FILE] [--context NAME=VALUE]... [--format json|css|table]`
enum TokensSubcommand: Command {
  static let description = CommandDescription(
    name: "tokens", abstract: "Print the design tokens of one context, every alias resolved.",
    discussion: "The command a token author runs to check their work: all problems are reported at once.",
    usage: "specimen tokens [--site <dir> | --resolver <file>] [--context <name=value> ...] [--format <format>]",
    options: [
      OptionDescription(names: "--site <dir>", help: "The site whose tokens to read: its content/tokens. (default: .)"),
      OptionDescription(names: "--resolver <file>", help: "A DTCG *.resolver.json to read instead."),
      OptionDescription(names: "--context <name=value>", help: "Set a modifier, e.g. theme=dark; repeat for more. Others take their default."),
      OptionDescription(names: "--format <format>", help: "json, css or table. (default: json)"),
      OptionDescription(names: "-h, --help", help: "Show help information."),
    ])

  static func run(_ arguments: [String], output: CommandOutput) throws -> Int32 {
    var reader = ArgumentReader(arguments, command: description)
    if reader.wantsHelp {
      output.out(Help.text(for: description, subcommands: []))
      return ExitStatus.success
    }
    let site = try reader.option("--site")
    let resolver = try reader.option("--resolver")
    let contexts = try reader.options("--context")
    let format = try reader.option("--format") ?? "json"
    try reader.finish()
    if site != nil, resolver != nil {
      throw UsageError(message: "give --site or --resolver, not both", command: description)
    }
    let result = TokensCommand.run(site: site, resolver: resolver, contexts: contexts, format: format)
    output.report(result.diagnostics)
    if result.exitCode == ExitStatus.usage {
      output.err("usage: \(description.usage)")
    }
    if !result.output.isEmpty { output.out(result.output.hasSuffix("\n") ? String(result.output.dropLast()) : result.output) }
    return result.exitCode
  }
}
