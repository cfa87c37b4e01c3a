import SpecimenCore

/// What a command's help shows, laid out like swift-argument-parser's.
struct CommandDescription {
  var name: String
  var abstract: String
  var discussion: String? = nil
  var usage: String
  var arguments: [OptionDescription] = []
  var options: [OptionDescription]
}

struct OptionDescription {
  var names: String
  var help: String

  /// `-h, --help`, which every command has.
  static let showHelp = OptionDescription(names: "-h, --help", help: "Show help information.")

  /// `--diagnostics-format`, for the commands that report problems of a site or its tokens.
  static let diagnosticsFormat = OptionDescription(
    names: "--diagnostics-format <format>",
    help: "How problems print: text, json (one object per line) or github (workflow commands). (default: text)")
}

enum Help {
  static func text(for command: CommandDescription, subcommands: [CommandDescription]) -> String {
    var lines = ["OVERVIEW: \(command.abstract)"]
    if let discussion = command.discussion { lines += ["", discussion] }
    lines += ["", "USAGE: \(command.usage)"]
    if !command.arguments.isEmpty {
      lines += ["", "ARGUMENTS:"] + command.arguments.map(row)
    }
    lines += ["", "OPTIONS:"] + command.options.map(row)
    if !subcommands.isEmpty {
      lines += ["", "SUBCOMMANDS:"]
      lines += subcommands.map { row(OptionDescription(names: $0.name, help: $0.abstract)) }
      lines += ["", "  See 'specimen help <subcommand>' for detailed help."]
    }
    return lines.joined(separator: "\n")
  }

  /// Two-space indent, names padded to column 26, as swift-argument-parser aligns them.
  static func row(_ option: OptionDescription) -> String {
    let label = "  " + option.names
    if label.count < 26 {
      return label + String(repeating: " ", count: 26 - label.count) + option.help
    }
    return label + "\n" + String(repeating: " ", count: 26) + option.help
  }
}

/// Reads `--flag`, `--option value` and `--option=value` from a subcommand's arguments.
struct ArgumentReader {
  /// The reader of a command's arguments, or nil after printing the command's help when the
  /// arguments ask for it: the first lines of every command.
  static func orHelp(_ arguments: [String], command: CommandDescription, output: CommandOutput) -> ArgumentReader? {
    let reader = ArgumentReader(arguments, command: command)
    guard !reader.wantsHelp else {
      output.out(Help.text(for: command, subcommands: []))
      return nil
    }
    return reader
  }

  private var remaining: [String]
  let command: CommandDescription

  init(_ arguments: [String], command: CommandDescription) {
    remaining = arguments
    self.command = command
  }

  var wantsHelp: Bool { remaining.contains("-h") || remaining.contains("--help") }

  mutating func flag(_ name: String) -> Bool {
    guard let index = remaining.firstIndex(of: name) else { return false }
    remaining.remove(at: index)
    return true
  }

  mutating func option(_ name: String) throws -> String? {
    try options(name).last
  }

  /// Every value of a repeatable option.
  mutating func options(_ name: String) throws -> [String] {
    var values: [String] = []
    var index = 0
    while index < remaining.count {
      let argument = remaining[index]
      if argument == name {
        guard index + 1 < remaining.count, !remaining[index + 1].hasPrefix("--") else {
          throw UsageError(message: "missing value for '\(name) <value>'", command: command)
        }
        values.append(remaining[index + 1])
        remaining.removeSubrange(index...index + 1)
      } else if argument.hasPrefix(name + "=") {
        values.append(String(argument.dropFirst(name.count + 1)))
        remaining.remove(at: index)
      } else {
        index += 1
      }
    }
    return values
  }

  /// The arguments that are not options, in order, taken out of what is left.
  mutating func positionals() -> [String] {
    let values = remaining.filter { !$0.hasPrefix("-") }
    remaining.removeAll { !$0.hasPrefix("-") }
    return values
  }

  /// `--diagnostics-format text|json|github`; an unknown name is a usage error.
  mutating func diagnosticsFormat() throws -> DiagnosticFormat {
    guard let name = try option("--diagnostics-format") else { return .text }
    guard let format = DiagnosticFormat(rawValue: name) else {
      let names = DiagnosticFormat.allCases.map(\.rawValue)
      throw UsageError(
        message:
          "unknown diagnostics format '\(name)'\(Suggestion.hint(for: name, in: names).map { " (\($0))" } ?? "")",
        command: command)
    }
    return format
  }

  /// Anything left over is a mistake.
  func finish() throws {
    guard let unexpected = remaining.first else { return }
    let known = command.options.flatMap {
      $0.names.split(separator: ",").map {
        String($0.split(separator: " ").first ?? "").trimmingCharacters(in: .whitespaces)
      }
    }
    let hint = unexpected.hasPrefix("-") ? Suggestion.hint(for: unexpected, in: known).map { " (\($0))" } ?? "" : ""
    throw UsageError(message: "unexpected argument '\(unexpected)'\(hint)", command: command)
  }
}
