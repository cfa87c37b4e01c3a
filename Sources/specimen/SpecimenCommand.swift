import Foundation
import Site
import SpecimenCore

/// Exit statuses, as swift-argument-parser uses them.
enum ExitStatus {
  static let success: Int32 = 0
  static let failure: Int32 = 1
  static let usage: Int32 = 64
}

/// Where a command writes: the terminal, or a buffer in tests.
final class CommandOutput: @unchecked Sendable {
  private(set) var standardText = ""
  private(set) var errorText = ""
  private let buffered: Bool

  init(buffered: Bool) { self.buffered = buffered }
  static var standard: CommandOutput { CommandOutput(buffered: false) }
  static var buffer: CommandOutput { CommandOutput(buffered: true) }

  func out(_ text: String) {
    if buffered { standardText += text + "\n" } else { FileHandle.standardOutput.write(Data((text + "\n").utf8)) }
  }

  func err(_ text: String) {
    if buffered { errorText += text + "\n" } else { FileHandle.standardError.write(Data((text + "\n").utf8)) }
  }
}

/// A usage mistake: printed with the command's usage line, exit 64.
struct UsageError: Error {
  var message: String
  var command: CommandDescription
}

/// The `specimen` tool: parses the command line by hand and runs one subcommand.
enum SpecimenCommand {
  static let version = "0.1.0"

  static let subcommands: [CommandDescription] = [
    BuildCommand.description, CheckCommand.description, TokensSubcommand.description, FigmaCommand.description,
  ]

  static let root = CommandDescription(
    name: "specimen", abstract: "Build documentation sites for design systems.",
    discussion: """
      Specimen turns Markdown spec pages, W3C design tokens, Figma component definitions and
      geometry models into a static site whose every number comes from the data.
      """,
    usage: "specimen <subcommand>",
    options: [
      OptionDescription(names: "--version", help: "Show the version."),
      OptionDescription(names: "-h, --help", help: "Show help information."),
    ])

  static func run(_ arguments: [String], output: CommandOutput) -> Int32 {
    guard let first = arguments.first else {
      output.out(Help.text(for: root, subcommands: subcommands))
      return ExitStatus.success
    }
    do {
      switch first {
      case "-h", "--help":
        output.out(Help.text(for: root, subcommands: subcommands))
        return ExitStatus.success
      case "--version":
        output.out(version)
        return ExitStatus.success
      case "help":
        return try help(Array(arguments.dropFirst()), output: output)
      case "build":
        return try BuildCommand.run(Array(arguments.dropFirst()), output: output)
      case "check":
        return try CheckCommand.run(Array(arguments.dropFirst()), output: output)
      case "tokens":
        return try TokensSubcommand.run(Array(arguments.dropFirst()), output: output)
      case "figma":
        return try FigmaCommand.run(Array(arguments.dropFirst()), output: output)
      default:
        let names = subcommands.map(\.name)
        let hint = Suggestion.hint(for: first, in: names).map { " (\($0))" } ?? ""
        throw UsageError(message: "unknown subcommand '\(first)'\(hint)", command: root)
      }
    } catch let error as UsageError {
      output.err("error: \(error.message)")
      output.err("usage: \(error.command.usage)")
      let helpCommand = error.command.name == "specimen" ? "specimen --help" : "specimen help \(error.command.name)"
      output.err("  See '\(helpCommand)' for more.")
      return ExitStatus.usage
    } catch {
      output.err("error: \(error)")
      return ExitStatus.failure
    }
  }

  static func help(_ arguments: [String], output: CommandOutput) throws -> Int32 {
    guard let name = arguments.first else {
      output.out(Help.text(for: root, subcommands: subcommands))
      return ExitStatus.success
    }
    guard let command = subcommands.first(where: { $0.name == name }) else {
      throw UsageError(message: "unknown subcommand '\(name)'", command: root)
    }
    output.out(Help.text(for: command, subcommands: []))
    return ExitStatus.success
  }
}
