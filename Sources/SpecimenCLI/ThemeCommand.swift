import Foundation
import Site
import SpecimenCore

/// `specimen theme` names the built-in theme; `specimen theme export [DIR]` writes it out.
enum ThemeCommand: Command {
  static let description = CommandDescription(
    name: "theme", abstract: "Show or export the built-in theme.",
    discussion: """
      A site without templates/ and without 'theme:' in site.yml renders with the theme built into
      specimen. 'specimen theme' prints its hash, which changes whenever the theme does (the
      changelog says when), and its files. 'specimen theme export' writes it into a folder to
      change it: into templates/ a site's own templates replace the built-in ones file by file.
      Export never writes over a file that exists.
      """,
    arguments: [
      Argument(
        name: "export [<dir>]", help: "Write the theme's files into <dir>. (default: ./templates)", isOptional: true)
    ])

  static func run(_ arguments: [String], output: CommandOutput) async throws -> Int32 {
    guard let parsed = try ParsedArguments.orHelp(arguments, command: description, output: output) else {
      return ExitStatus.success
    }
    let positional = parsed.positionals
    guard let action = positional.first else {
      output.out("built-in theme \(BuiltInTheme.fingerprint) (specimen \(SpecimenCommand.version))")
      for file in BuiltInTheme.allFiles { output.out("  " + file.path) }
      return ExitStatus.success
    }
    guard action == "export" else {
      let hint = Suggestion.hint(for: action, in: ["export"]).map { " (\($0))" } ?? ""
      throw UsageError(message: "unknown theme subcommand '\(action)'\(hint)", command: description)
    }
    guard positional.count <= 2 else {
      throw UsageError(message: "unexpected argument '\(positional[2])'", command: description)
    }
    let directory = positional.count == 2 ? positional[1] : SiteLayout.Name.templates
    let written: [String]
    do {
      written = try BuiltInTheme.export(to: directory)
    } catch let existing as BuiltInTheme.ExistingFile {
      throw UsageError(
        message: "'\(existing.path)' exists; export writes nothing over a file (choose an empty folder)",
        command: description)
    }
    for path in written { output.out("wrote " + path) }
    output.out("built-in theme \(BuiltInTheme.fingerprint): \(written.count) files in \(directory)")
    return ExitStatus.success
  }
}
