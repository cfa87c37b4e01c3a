import Foundation
import Releases
import Site
import SiteOutput
import SpecimenCore

/// `specimen build [--site DIR] [--output DIR] [--version-path NAME] [--strict] [--verbose] [--diagnostics-format F]`
enum BuildCommand: Command {
  static let description = CommandDescription(
    name: "build", abstract: "Build the site into its output folder.",
    discussion: """
      Reads content/ and templates/ of the site folder and writes the site into a staging folder,
      which replaces the output folder only when the whole build succeeded; the site it replaced
      is kept beside it as .<output>.spare for the next build to write over. With a version path
      the site goes into that folder under the output, beside the versions built before, and the
      output's versions.json lists it; nothing else in the output is touched.
      """,
    options: [
      SiteCommand.site, SiteCommand.output, SiteCommand.versionPath, SiteCommand.strict, SiteCommand.verbose,
      .diagnosticsFormat,
    ])

  static func run(_ arguments: [String], output: CommandOutput) throws -> Int32 {
    try SiteCommand.run(arguments, command: description, write: true, output: output)
  }
}

/// `specimen check [--site DIR] [--strict] [--verbose] [--diagnostics-format F]`
enum CheckCommand: Command {
  static let description = CommandDescription(
    name: "check", abstract: "Build and check the site without writing anything.",
    discussion: "Everything build does, for CI and editors: exits 1 when the site has errors.",
    options: [SiteCommand.site, SiteCommand.strict, SiteCommand.verbose, .diagnosticsFormat])

  static func run(_ arguments: [String], output: CommandOutput) throws -> Int32 {
    try SiteCommand.run(arguments, command: description, write: false, output: output)
  }
}

/// What build and check share: their options, running the build, reporting.
enum SiteCommand {
  static let site = Option.site
  static let output = Option.value(
    "--output", "dir", help: "Where to write the site.", defaultNote: "<site>/Public")
  static let versionPath = Option.value(
    "--version-path", "name", help: "Write this version into <output>/<name>, beside the others.",
    defaultNote: "site.yml's versionPath")
  static let strict = Option.flag("--strict", help: "Treat warnings as errors.")
  static let verbose = Option.flag(
    "--verbose",
    help:
      "Print every warning; without it, the warnings of one kind about a token export are one line with their count.")

  static func run(_ arguments: [String], command: CommandDescription, write: Bool, output: CommandOutput) throws
    -> Int32
  {
    guard let parsed = try ParsedArguments.orHelp(arguments, command: command, output: output) else {
      return ExitStatus.success
    }
    let site = parsed.siteFolder
    // `check` writes nothing: it has no --output or --version-path to read.
    let destination = write ? parsed.value(Self.output) : nil
    let versionOption = write ? parsed.value(versionPath) : nil
    let strict = parsed.flag(Self.strict)
    let verbose = parsed.flag(Self.verbose)
    let format = parsed.diagnosticsFormat

    var isDirectory: ObjCBool = false
    guard FileManager.default.fileExists(atPath: site, isDirectory: &isDirectory), isDirectory.boolValue else {
      throw UsageError(message: "no site folder at '\(site)'", command: command)
    }
    if let versionOption, let problem = VersionedOutput.problem(withPath: versionOption) {
      throw UsageError(message: "\(problem); \(VersionedOutput.pathHint)", command: command)
    }
    var options = BuildOptions(siteDirectory: site, outputDirectory: destination, strict: strict, write: write)
    options.versionPath = write ? versionOption ?? configuredVersionPath(site: site) : nil
    options.release = ReleaseChanges()
    if write {
      let root = options.resolvedOutput
      let refusal =
        options.versionPath == nil
        ? OutputFolder.refusal(output: root, site: site)
        : VersionedOutput.rootRefusal(root: root, site: site)
          ?? OutputFolder.contentRefusal(output: options.siteOutput)
      if let refusal { throw UsageError(message: refusal, command: command) }
    }
    let clock = ContinuousClock()
    let start = clock.now
    let report = SiteBuilder.build(options)
    let seconds =
      Double((clock.now - start).components.attoseconds) / 1e18 + Double((clock.now - start).components.seconds)

    output.report(
      format == .text && !verbose ? WarningSummary.summarised(report.diagnostics) : report.diagnostics, as: format)
    // Problems keep standard error; in json and github formats the summary goes to standard
    // output, so the problem stream holds nothing else.
    func summary(_ text: String) { if format == .text { output.err(text) } else { output.out(text) } }
    let pages = "\(report.pageCount) page\(report.pageCount == 1 ? "" : "s")"
    let warnings =
      "\(report.warningCount) warning\(report.warningCount == 1 ? "" : "s")"
      + WarningSummary.silencedPhrase(report.silenced)
    let time = String(format: "%.2f s", seconds)
    guard report.succeeded else {
      let errors = "\(report.errorCount) error\(report.errorCount == 1 ? "" : "s")"
      summary("\(write ? "Build" : "Check") failed: \(errors), \(warnings); nothing was written.")
      return ExitStatus.failure
    }
    // With warnings, the line says the site is whole, and the next what the warnings are about:
    // an export's hundreds are a few kinds about the files the site reads.
    let target = write ? options.versionPath.map { root(destination, site) + "/" + $0 } ?? root(destination, site) : ""
    if report.warningCount == 0 {
      output.out(
        write ? "Built \(pages), \(warnings) in \(time) → \(target)" : "Checked \(pages), \(warnings) in \(time)")
    } else {
      output.out(
        write
          ? "Built \(pages) in \(time) → \(target): every page is written."
          : "Checked \(pages) in \(time): every page builds.")
      output.out(
        WarningAreas.sentence(
          report.diagnostics, site: site, silenced: WarningSummary.silencedPhrase(report.silenced)))
    }
    return ExitStatus.success
  }
}

/// Where a build writes: `--output`, else the site's own output folder.
private func root(_ destination: String?, _ site: String) -> String {
  destination ?? SiteLayout(root: site).displayedOutput
}

/// site.yml's `versionPath`, when it has a valid one. The problems of this early read are left
/// to the build, which reads site.yml again and reports every one of them where it is written.
func configuredVersionPath(site: String) -> String? {
  var ignored = Diagnostics()
  return SiteConfiguration.load(from: SiteLayout(root: site).siteFile, into: &ignored)?.versionPath
}
