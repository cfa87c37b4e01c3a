import FigmaGeometry
import Foundation
import Site
import SpecimenCore

/// `specimen figma model SET [--figma FILE] [--output FILE] [--site DIR]`
enum FigmaModelCommand: Command {
  static let description = CommandDescription(
    name: "figma model", abstract: "Write a geometry model from a component set's Figma node trees.",
    discussion: """
      The model draws as Figma does: auto layout as layout, bound variables as token names, text
      bound to a property as {Property}, each other variant's differences as a variants rule.
      Without --output it is printed; an existing file is never written over.
      """,
    arguments: [Argument(name: "<set>", help: "The component set, as Figma names it.")],
    options: [figma, destination, site])

  static let figma = Option.value(
    "--figma", "file", help: "A saved Figma response to read.", defaultNote: "the files site.yml names")
  static let destination = Option.value("--output", "file", help: "Where to write the model; it must not exist yet.")
  static let site = Option.site

  static func run(_ arguments: [String], output: CommandOutput) async throws -> Int32 {
    guard let parsed = try ParsedArguments.orHelp(arguments, command: description, output: output) else {
      return ExitStatus.success
    }
    guard let set = parsed.positionals.first else {
      throw UsageError(message: "missing the component set's name", command: description)
    }
    guard parsed.positionals.count == 1 else {
      throw UsageError(
        message: "unexpected argument '\(parsed.positionals[1])' (quote a name with spaces)", command: description)
    }
    let destination = parsed.value(Self.destination)
    if let destination, FileManager.default.fileExists(atPath: destination) {
      output.report([
        Diagnostic.error(
          "'\(destination)' already exists; the model is not written over it", at: SourceLocation(file: destination),
          hint: "name a new file with --output, or leave it out to print the model", id: .figmaModelOutputUnwritable)
      ])
      return ExitStatus.failure
    }
    var diagnostics = Diagnostics()
    let text = FigmaModelStarter.model(
      set: set, siteDirectory: parsed.siteFolder, figmaFile: parsed.value(figma), into: &diagnostics)
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
