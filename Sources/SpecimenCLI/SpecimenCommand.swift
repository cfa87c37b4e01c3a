import Foundation
import Site
import SpecimenCore
import Synchronization

/// Exit statuses, as swift-argument-parser uses them.
enum ExitStatus {
  static let success: Int32 = 0
  static let failure: Int32 = 1
  static let usage: Int32 = 64
}

/// Where a command writes: the terminal, or a buffer in tests.
package final class CommandOutput: Sendable {
  private let buffers = Mutex<(standard: String, error: String)>(("", ""))
  private let buffered: Bool

  init(buffered: Bool) { self.buffered = buffered }
  package static var standard: CommandOutput { CommandOutput(buffered: false) }
  package static var buffer: CommandOutput { CommandOutput(buffered: true) }

  var standardText: String { buffers.withLock { $0.standard } }
  package var errorText: String { buffers.withLock { $0.error } }

  func out(_ text: String) {
    if buffered {
      buffers.withLock { $0.standard += text + "\n" }
    } else {
      FileHandle.standardOutput.write(Data((text + "\n").utf8))
    }
  }

  func err(_ text: String) {
    if buffered {
      buffers.withLock { $0.error += text + "\n" }
    } else {
      FileHandle.standardError.write(Data((text + "\n").utf8))
    }
  }

  /// Whether standard error is a terminal a progress line can be drawn on (never in tests).
  var errorIsTerminal: Bool { !buffered && isatty(STDERR_FILENO) == 1 }

  /// Text on standard error as is, without a newline: a progress line drawn over itself.
  func errRaw(_ text: String) {
    if buffered {
      buffers.withLock { $0.error += text }
    } else {
      FileHandle.standardError.write(Data(text.utf8))
    }
  }

  /// Every diagnostic, one after another on standard error, as a compiler prints them (or in
  /// the `--diagnostics-format` asked for).
  func report(_ diagnostics: some Sequence<Diagnostic>, as format: DiagnosticFormat = .text) {
    for diagnostic in diagnostics {
      for line in format.lines(for: diagnostic) { err(line) }
    }
  }
}

/// A subcommand of `specimen`: its help text and how it runs. The shared preamble — reading
/// options, printing diagnostics, exit statuses — lives in `ParsedArguments`, `CommandOutput`
/// and `ExitStatus`, so each command says only what is its own.
protocol Command: Sendable {
  static var description: CommandDescription { get }
  static func run(_ arguments: [String], output: CommandOutput) async throws -> Int32
}

/// A usage mistake: printed with the command's usage line, exit 64.
struct UsageError: Error {
  var message: String
  var command: CommandDescription
}

/// The `specimen` tool: reads the command line against each command's declared options and runs
/// one subcommand.
package enum SpecimenCommand {
  static let version = "0.1.0"
  static let rootName = "specimen"

  static let commands: [any Command.Type] = [
    BuildCommand.self, CheckCommand.self, ServeCommand.self, TokensSubcommand.self, FigmaCommand.self, DiffCommand.self,
    ThemeCommand.self, InitCommand.self, McpCommand.self, A11yCommand.self,
  ]

  static let versionOption = Option.flag("--version", help: "Show the version.")

  static let root = CommandDescription(
    name: rootName, abstract: "Build documentation sites for design systems.",
    discussion: """
      Specimen turns Markdown spec pages, W3C design tokens, Figma component definitions and
      geometry models into a static site whose every number comes from the data.
      """,
    options: [versionOption],
    subcommands: commands.map { $0.description })

  /// Runs the command line (without the program name) and returns the exit status.
  package static func run(_ arguments: [String], output: CommandOutput) async -> Int32 {
    do {
      guard let first = arguments.first, first != "-h", first != "--help" else {
        output.out(Help.text(for: root))
        return ExitStatus.success
      }
      switch first {
      case versionOption.name:
        output.out(version)
        return ExitStatus.success
      case "help":
        return try help(Array(arguments.dropFirst()), output: output)
      default:
        if let command = commands.first(where: { $0.description.name == first }) {
          return try await command.run(Array(arguments.dropFirst()), output: output)
        }
        throw unknownSubcommand(first, of: root)
      }
    } catch let error as UsageError {
      output.err("error: \(error.message)")
      output.err("usage: \(error.command.usage)")
      let helpCommand = error.command.name == rootName ? "specimen --help" : "specimen help \(error.command.name)"
      output.err("  See '\(helpCommand)' for more.")
      return ExitStatus.usage
    } catch {
      output.err("error: \(error)")
      return ExitStatus.failure
    }
  }

  /// `specimen help [COMMAND [SUBCOMMAND]]`.
  static func help(_ arguments: [String], output: CommandOutput) throws(UsageError) -> Int32 {
    var command = root
    for name in arguments {
      guard let next = command.subcommands.first(where: { $0.name.split(separator: " ").last.map(String.init) == name })
      else { throw unknownSubcommand(name, of: command) }
      command = next
    }
    output.out(Help.text(for: command))
    return ExitStatus.success
  }

  /// "unknown subcommand 'biuld' (did you mean 'build'?)", against `parent`'s subcommands.
  static func unknownSubcommand(_ name: String, of parent: CommandDescription) -> UsageError {
    let names = parent.subcommands.compactMap { $0.name.split(separator: " ").last.map(String.init) }
    let hint = Suggestion.hint(for: name, in: names).map { " (\($0))" } ?? ""
    let what = parent.name == rootName ? "subcommand" : "\(parent.name) subcommand"
    return UsageError(message: "unknown \(what) '\(name)'\(hint)", command: parent)
  }
}
