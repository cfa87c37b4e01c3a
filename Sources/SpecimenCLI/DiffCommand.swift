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
    options: [from, to, site, format])

  static let from = Option.value(
    "--from", "dir|ref", help: "The older version: a site folder or a git ref such as v3.1.", required: true)
  static let to = Option.value("--to", "dir|ref", help: "The newer version.", defaultNote: "the site folder as it is")
  static let site = Option.site
  static let format = Option.choice(
    "--format", "format", of: DiffReport.Format.self, default: .text, help: "text, md or json.")

  static func run(_ arguments: [String], output: CommandOutput) async throws -> Int32 {
    guard let parsed = try ParsedArguments.orHelp(arguments, command: description, output: output),
      let from = parsed.value(Self.from)
    else { return ExitStatus.success }
    let to = parsed.value(Self.to)
    let site = parsed.siteFolder
    let format = parsed.choice(Self.format, as: DiffReport.Format.self)

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
