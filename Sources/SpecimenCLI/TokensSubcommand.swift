import Foundation
import Site
import SpecimenCore
import Tokens

/// `specimen tokens [--site DIR | --resolver FILE | --source PATH [--source-format NAME]] [--context NAME=VALUE]...
/// [--format json|css|table] [--strict]` and `specimen tokens --lint [--site DIR | --resolver FILE | --source PATH] [--strict]`
enum TokensSubcommand: Command {
  static let description = CommandDescription(
    name: "tokens", abstract: "Print the design tokens of one context, every alias resolved.",
    discussion: """
      The command a token author runs to check their work: all problems are reported at once. Forms outside \
      DTCG 2025.10 that have one clear reading (earlier-draft strings such as "16px", hex color strings, em and %) \
      are read and reported as warnings; --strict makes them errors. --lint lists every problem of every context, \
      grouped by kind with counts. --source reads tokens in another format, such as a saved Figma variables/local \
      response; its format is told from the file unless --source-format names it.
      """,
    usage:
      "specimen tokens [--site <dir> | --resolver <file> | --source <path> [--source-format <name>]] [--context <name=value> ...] [--format <format>] [--strict] [--lint]",
    options: [
      OptionDescription(
        names: "--site <dir>",
        help: "The site whose tokens to read: the source its site.yml names, else its content/tokens. (default: .)"),
      OptionDescription(names: "--resolver <file>", help: "A DTCG *.resolver.json to read instead."),
      OptionDescription(
        names: "--source <path>",
        help: "A token file or folder in another format to read instead (a Figma variables/local response, …)."),
      OptionDescription(
        names: "--source-format <name>",
        help:
          "The format of --source: \(TokenSourceFormat.allCases.map(\.rawValue).joined(separator: ", ")). (default: told from the files)"
      ),
      OptionDescription(
        names: "--context <name=value>",
        help: "Set a modifier, e.g. theme=dark; repeat for more. Others take their default."),
      OptionDescription(names: "--format <format>", help: "json, css or table. (default: json)"),
      OptionDescription(names: "--strict", help: "Every departure from DTCG 2025.10 is an error, not a warning."),
      OptionDescription(
        names: "--lint",
        help: "Report every problem of every context, grouped by kind with counts; exit 0 when there are only warnings."
      ),
      .showHelp,
    ])

  static func run(_ arguments: [String], output: CommandOutput) throws -> Int32 {
    guard var reader = ArgumentReader.orHelp(arguments, command: description, output: output) else {
      return ExitStatus.success
    }
    let site = try reader.option("--site")
    let resolver = try reader.option("--resolver")
    var source = try reader.option("--source")
    let sourceFormatName = try reader.option("--source-format")
    let contexts = try reader.options("--context")
    let format = try reader.option("--format")
    let strictness: TokenStrictness = reader.flag("--strict") ? .strict : .lenient
    let lint = reader.flag("--lint")
    try reader.finish()
    if [site, resolver, source].count(where: { $0 != nil }) > 1 {
      throw UsageError(message: "give one of --site, --resolver and --source", command: description)
    }
    var sourceFormat: TokenSourceFormat?
    if let sourceFormatName {
      guard source != nil else {
        throw UsageError(message: "--source-format goes with --source", command: description)
      }
      var problems = Diagnostics()
      guard let format = TokenSourceFormat.named(sourceFormatName, at: nil, into: &problems) else {
        throw UsageError(message: Self.sentence(problems), command: description)
      }
      sourceFormat = format
    }
    if resolver == nil, source == nil, let named = Self.siteTokenSource(site) {
      (source, sourceFormat) = (named.path, named.format)
    }
    if lint {
      guard contexts.isEmpty, format == nil else {
        throw UsageError(
          message: "--lint checks every context and prints a report: leave out --context and --format",
          command: description)
      }
      return runLint(
        site: site, resolver: resolver, source: source, sourceFormat: sourceFormat, strictness: strictness,
        output: output)
    }
    guard let chosen = TokenSystem.OutputFormat(rawValue: format ?? "json") else {
      let names = TokenSystem.OutputFormat.allCases.map(\.rawValue)
      throw UsageError(
        message:
          "unknown format '\(format ?? "")'\(Suggestion.hint(for: format ?? "", in: names).map { " (\($0))" } ?? "")",
        command: description)
    }
    var inputs: [ContextInput] = []
    for text in contexts {
      var problems = Diagnostics()
      guard let selection = ContextSelection.parse(text, into: &problems), problems.isEmpty else {
        throw UsageError(message: Self.sentence(problems), command: description)
      }
      inputs += selection.inputs
    }
    var diagnostics = Diagnostics()
    let system = TokenSystem.load(
      site: site, resolver: resolver, source: source, sourceFormat: sourceFormat, strictness: strictness,
      into: &diagnostics)
    output.report(diagnostics)
    var problems = Diagnostics()
    guard let context = system.context(for: ContextSelection(inputs), into: &problems) else {
      if problems.isEmpty { return ExitStatus.failure }
      throw UsageError(message: Self.sentence(problems), command: description)
    }
    let text = system.output(for: context, as: chosen)
    if !text.isEmpty { output.out(text.hasSuffix("\n") ? String(text.dropLast()) : text) }
    return diagnostics.hasErrors ? ExitStatus.failure : ExitStatus.success
  }

  /// The token source a site's site.yml names (`tokens: {source: …}`), read as a build reads it.
  static func siteTokenSource(_ site: String?) -> (path: String, format: TokenSourceFormat?)? {
    let content = (site ?? ".") + "/content"
    guard FileManager.default.fileExists(atPath: content + "/site.yml") else { return nil }
    // Problems of site.yml are the build's to report; here it only says where the tokens are.
    guard let tokens = SiteConfiguration.load(from: content + "/site.yml", diagnostics: DiagnosticEngine())?.tokens,
      let source = tokens.source
    else { return nil }
    return (content + "/" + source, tokens.format)
  }

  /// Usage problems as one line: each message with its hint.
  static func sentence(_ problems: Diagnostics) -> String {
    problems.map { problem in problem.message + (problem.hint.map { " (\($0))" } ?? "") }.joined(separator: "; ")
  }

  /// Each group's diagnostics under a heading, then a table of counts per kind and the totals.
  static func runLint(
    site: String?, resolver: String?, source: String? = nil, sourceFormat: TokenSourceFormat? = nil,
    strictness: TokenStrictness, output: CommandOutput
  ) -> Int32 {
    var diagnostics = Diagnostics()
    let system = TokenSystem.load(
      site: site, resolver: resolver, source: source, sourceFormat: sourceFormat, strictness: strictness,
      into: &diagnostics)
    let report = TokenLintReport(diagnostics: diagnostics, deviations: system.deviations)
    func count(_ n: Int, _ word: String) -> String { "\(n) \(word)\(n == 1 ? "" : "s")" }
    func tally(_ diagnostics: [Diagnostic]) -> String {
      let errors = diagnostics.count { $0.severity == .error }
      let warnings = diagnostics.count { $0.severity == .warning }
      return [errors > 0 ? count(errors, "error") : nil, warnings > 0 ? count(warnings, "warning") : nil]
        .compactMap { $0 }.joined(separator: ", ")
    }
    var lines: [String] = []
    for group in report.groups {
      lines.append("== \(group.kind): \(group.title) (\(tally(group.diagnostics)))")
      lines += group.diagnostics.map(\.description)
      lines.append("")
    }
    let tokens = system.resolutions.first?.allPaths.count ?? 0
    let contexts = system.resolutions.count
    // Past the combinations a load checks, lint says how many it left out instead of "no problems".
    let unchecked = system.combinationCount == Int.max ? nil : system.combinationCount - contexts
    if unchecked.map({ $0 > 0 }) ?? true {
      let total = unchecked == nil ? "more combinations than can be counted" : "\(system.combinationCount) combinations"
      lines.append(
        "Summary: \(count(tokens, "token")) in \(count(contexts, "context")) checked of \(total): past "
          + "\(TokenSystem.maxCheckedContexts), only the default and the site's contexts are checked")
      lines.append("  to check more, list them in site.yml (tokens: contexts:) and lint with --site")
      if report.groups.isEmpty { lines.append("  no problems in the contexts checked") }
    } else {
      lines.append("Summary: \(count(tokens, "token")) in \(count(contexts, "context")) checked")
      if report.groups.isEmpty { lines.append("  no problems: the files follow DTCG 2025.10") }
    }
    let width = report.groups.map { String($0.diagnostics.count).count }.max() ?? 1
    for group in report.groups {
      let number = String(group.diagnostics.count)
      lines.append(
        "  " + String(repeating: " ", count: width - number.count) + number + "  \(group.kind): \(group.title)")
    }
    lines.append("Total: \(count(report.errorCount, "error")), \(count(report.warningCount, "warning"))")
    output.out(lines.joined(separator: "\n"))
    return report.errorCount > 0 ? ExitStatus.failure : ExitStatus.success
  }
}
