import Foundation
import Testing

@testable import SpecimenCLI

/// Options are declared once and read only where declared: every command's help lists every
/// option it declares, every command that reads a site declares the one `--site`, and each
/// command run with every option it has reads nothing it does not declare (`ParsedArguments`
/// asserts that, and debug builds run the tests).
@Suite struct CommandOptionsTests {
  /// Every command and subcommand, by its path as typed.
  static let commands: [any Command.Type] =
    SpecimenCommand.commands.filter { $0 != FigmaCommand.self } + FigmaCommand.subcommands

  @Test func everyCommandsHelpListsEveryOptionItDeclares() async {
    for command in Self.commands {
      let description = command.description
      let words = description.name.split(separator: " ").map(String.init)
      let help = await runArguments(["help"] + words)
      #expect(help.status == 0, "\(description.name)")
      for option in description.options {
        #expect(help.out.contains(option.label), "\(description.name): \(option.label)")
        #expect(help.out.contains(option.help.prefix(40)), "\(description.name): \(option.name)'s help")
      }
    }
  }

  @Test func everyCommandThatReadsASiteDeclaresTheOneSiteOption() {
    for command in Self.commands {
      guard let site = command.description.options.first(where: { $0.name == "--site" }) else { continue }
      #expect(site == Option.site || site == Option.siteAmongSources, "\(command.description.name)")
    }
  }

  /// Each command with every option it declares given a value it accepts (a site that does not
  /// exist, so each stops early, after reading its options): none reads an undeclared one.
  @Test func everyCommandReadsOnlyWhatItDeclares() async {
    let missing = FileManager.default.temporaryDirectory.appendingPathComponent("no-site-\(UUID().uuidString)").path
    for command in Self.commands {
      let description = command.description
      var arguments = description.name.split(separator: " ").map(String.init)
      for argument in description.arguments where !argument.isOptional { arguments.append("Set") }
      var groupsGiven: Set<String> = []
      for option in description.options {
        if let group = option.group, !groupsGiven.insert(group).inserted { continue }
        switch option.arity {
        case .flag: arguments.append(option.name)
        case .single, .repeating:
          arguments += [option.name, Self.sample(for: option, site: missing)]
        }
      }
      let result = await runArguments(arguments)
      // The options were read (the missing site may still be a usage error of its own).
      for refusal in ["unexpected argument", "missing value", "unknown ", " is not a "] {
        #expect(!result.err.contains(refusal), "\(description.name): \(result.err)")
      }
    }
  }

  /// A value each option accepts, so the command gets past reading its arguments.
  static func sample(for option: Option, site: String) -> String {
    switch option.name {
    case "--file": return "AbCdEf123456"
    case "--nodes": return "1:2"
    case "--context": return "theme=dark"
    case "--from", "--to", "--site", "--built": return site
    case "--max-size", "--min-speed": return "1K"
    case "--timeout", "--min-speed-time": return "1s"
    case "--api-base": return "http://127.0.0.1:9"
    case "--ci": return "github"
    case "--port": return "0"
    case "--version-path": return "v1"
    case "--source-format": return "dtcg"
    default:
      if let value = option.defaultValue ?? option.choices?.first { return value }
      return site + (option.valueName == "file" ? "/x.json" : "")
    }
  }

  func runArguments(_ arguments: [String]) async -> (status: Int32, out: String, err: String) {
    let output = CommandOutput.buffer
    let status = await SpecimenCommand.run(arguments, output: output)
    return (status, output.standardText, output.errorText)
  }
}
