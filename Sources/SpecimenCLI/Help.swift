import SpecimenCore

/// A command as its help shows it, laid out like swift-argument-parser's. Its usage line comes
/// from its declared arguments and options, so neither is written twice.
struct CommandDescription: Sendable {
  /// The words after `specimen`: `build`, `figma pull`.
  var name: String
  var abstract: String
  var discussion: String? = nil
  var arguments: [Argument] = []
  var options: [Option] = []
  /// The commands under this one (`figma` → `pull`); its usage then ends in `<subcommand>`.
  var subcommands: [CommandDescription] = []

  /// `specimen build [--site <dir>] [--strict] …`, from the declarations.
  var usage: String {
    let path = name == SpecimenCommand.rootName ? name : SpecimenCommand.rootName + " " + name
    if !subcommands.isEmpty { return path + " <subcommand>" }
    var parts = [path] + arguments.map(\.synopsis)
    var groupsShown: Set<String> = []
    for option in options {
      guard let group = option.group else {
        parts.append(option.synopsis)
        continue
      }
      guard groupsShown.insert(group).inserted else { continue }
      parts.append("[" + options.filter { $0.group == group }.map(\.label).joined(separator: " | ") + "]")
    }
    return parts.joined(separator: " ")
  }
}

enum Help {
  static func text(for command: CommandDescription) -> String {
    var lines = ["OVERVIEW: \(command.abstract)"]
    if let discussion = command.discussion { lines += ["", discussion] }
    lines += ["", "USAGE: \(command.usage)"]
    if !command.arguments.isEmpty {
      lines += ["", "ARGUMENTS:"] + command.arguments.map { row($0.name, $0.help) }
    }
    lines += ["", "OPTIONS:"] + command.options.map { row($0.label, $0.helpText) }
    lines.append(row(Option.helpRow.label, Option.helpRow.help))
    if !command.subcommands.isEmpty {
      lines += ["", "SUBCOMMANDS:"]
      lines += command.subcommands.map { row(String($0.name.split(separator: " ").last ?? ""), $0.abstract) }
      let path = command.name == SpecimenCommand.rootName ? "" : command.name + " "
      lines += ["", "  See 'specimen help \(path)<subcommand>' for detailed help."]
    }
    return lines.joined(separator: "\n")
  }

  /// Two-space indent, names padded to column 26, as swift-argument-parser aligns them.
  static func row(_ names: String, _ help: String) -> String {
    let label = "  " + names
    if label.count < 26 {
      return label + String(repeating: " ", count: 26 - label.count) + help
    }
    return label + "\n" + String(repeating: " ", count: 26) + help
  }
}
