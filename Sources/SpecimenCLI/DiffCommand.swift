import Foundation
import Releases
import Site
import SpecimenCore

/// `specimen diff --from <dir|ref> [--to <dir|ref>] [--site DIR] [--format text|json|md]`
enum DiffCommand: Command {
  static let description = CommandDescription(
    name: "diff", abstract: "Show what changed in the data between two versions of a site.",
    discussion: """
      Compares tokens (added, removed, renamed, re-pointed, changed, per context), component sets
      (properties, options, defaults, variants), the geometry of every published variant laid out
      in both versions (its frame, and each named layer's position, size and fill), and pages. A version is a folder or a git ref of the site's repository, read with `git archive`
      into a temporary folder, never checked out over the working tree.
      """,
    usage: "specimen diff --from <dir|ref> [--to <dir|ref>] [--site <dir>] [--format text|json|md]",
    options: [
      OptionDescription(names: "--from <dir|ref>", help: "The older version: a site folder or a git ref such as v3.1."),
      OptionDescription(names: "--to <dir|ref>", help: "The newer version. (default: the site folder as it is)"),
      OptionDescription(
        names: "--site <dir>", help: "The site folder, and the repository refs are read from. (default: .)"),
      OptionDescription(names: "--format <format>", help: "text, md or json. (default: text)"),
      .showHelp,
    ])

  static func run(_ arguments: [String], output: CommandOutput) async throws -> Int32 {
    guard var reader = ArgumentReader.orHelp(arguments, command: description, output: output) else {
      return ExitStatus.success
    }
    guard let from = try reader.option("--from") else {
      throw UsageError(message: "missing '--from <dir|ref>'", command: description)
    }
    let to = try reader.option("--to")
    let site = try reader.option("--site") ?? "."
    let formatName = try reader.option("--format") ?? "text"
    try reader.finish()
    guard let format = DiffReport.Format(rawValue: formatName) else {
      let names = DiffReport.Format.allCases.map(\.rawValue)
      throw UsageError(
        message:
          "unknown format '\(formatName)'\(Suggestion.hint(for: formatName, in: names).map { " (\($0))" } ?? "")",
        command: description)
    }

    var diagnostics = Diagnostics()
    guard let old = SiteVersion.resolve(from, site: site, into: &diagnostics) else {
      output.report(diagnostics)
      return ExitStatus.failure
    }
    defer { old.discard() }
    let new: SiteVersion?
    if let to {
      new = SiteVersion.resolve(to, site: site, into: &diagnostics)
    } else {
      new = SiteVersion.resolve(site, site: site, into: &diagnostics)
    }
    guard let new else {
      output.report(diagnostics)
      return ExitStatus.failure
    }
    defer { new.discard() }

    let before = SiteBuilder.loadData(BuildOptions(siteDirectory: old.directory, write: false))
    let after = SiteBuilder.loadData(BuildOptions(siteDirectory: new.directory, write: false))
    let problems = before.diagnostics + after.diagnostics
    if problems.contains(where: { $0.severity == .error }) {
      output.report(problems)
      output.err("Diff failed: a version's data has errors; fix them or compare other versions.")
      return ExitStatus.failure
    }
    let diff = SiteDiff.between(before.data, pages: before.pages, and: after.data, pages: after.pages)
    let report = DiffReport.render(diff, from: old.label, to: to ?? "the working tree", as: format)
    output.out(String(report.dropLast()))
    return ExitStatus.success
  }
}
