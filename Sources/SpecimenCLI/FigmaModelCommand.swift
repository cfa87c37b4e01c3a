import Foundation
import Site
import SpecimenCore

/// `specimen figma model SET [--figma FILE] [--output FILE] [--site DIR]`
enum FigmaModelCommand {
  static let description = CommandDescription(
    name: "figma model", abstract: "Write a geometry model from a component set's Figma node trees.",
    discussion:
      "The model draws as Figma does: auto layout as layout, bound variables as token names, text bound to a property as {Property}, each other variant's differences as a variants rule. Without --output it is printed; an existing file is never overwritten.",
    usage: "specimen figma model <set> [--figma <file>] [--output <file>] [--site <dir>]",
    options: [
      OptionDescription(
        names: "--figma <file>", help: "A saved Figma response to read. (default: the files site.yml names)"),
      OptionDescription(names: "--output <file>", help: "Where to write the model; it must not exist yet."),
      OptionDescription(names: "--site <dir>", help: "The site folder, whose tokens name the variables. (default: .)"),
      .showHelp,
    ])

  static func run(_ arguments: [String], output: CommandOutput) throws -> Int32 {
    guard let set = arguments.first, !set.hasPrefix("-") || set == "-" else {
      if arguments.first == "-h" || arguments.first == "--help" {
        output.out(Help.text(for: description, subcommands: []))
        return ExitStatus.success
      }
      throw UsageError(message: "missing the component set's name", command: description)
    }
    guard var reader = ArgumentReader.orHelp(Array(arguments.dropFirst()), command: description, output: output) else {
      return ExitStatus.success
    }
    let figma = try reader.option("--figma")
    let destination = try reader.option("--output")
    let site = try reader.option("--site") ?? "."
    try reader.finish()

    if let destination, FileManager.default.fileExists(atPath: destination) {
      output.report([
        Diagnostic.error(
          "'\(destination)' already exists; the model is not written over it", at: SourceLocation(file: destination),
          hint: "name a new file with --output, or leave it out to print the model", id: .figmaModelOutputUnwritable)
      ])
      return ExitStatus.failure
    }
    var diagnostics = Diagnostics()
    let text = FigmaModelStarter.model(set: set, siteDirectory: site, figmaFile: figma, into: &diagnostics)
    output.report(diagnostics.sorted())
    guard let text else { return ExitStatus.failure }
    guard let destination else {
      output.out(text.hasSuffix("\n") ? String(text.dropLast()) : text)
      return ExitStatus.success
    }
    var written = Diagnostics()
    guard FigmaModelStarter.writeNew(text, to: destination, into: &written) else {
      output.report(written.sorted())
      return ExitStatus.failure
    }
    output.out("wrote \(destination)")
    return ExitStatus.success
  }
}
