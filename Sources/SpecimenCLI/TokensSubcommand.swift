import Foundation
import Site
import SpecimenCore
import TokenImport
import Tokens

/// `specimen tokens [--site DIR | --resolver FILE] [--context NAME=VALUE]... [--format json|css|table] [--strict]`
/// and `specimen tokens --lint [--site DIR | --resolver FILE] [--strict]`, each with `[--diagnostics-format F]`;
/// `--source PATH [--source-format NAME]` reads a Tokens Studio or Style Dictionary export (or DTCG files) instead.
enum TokensSubcommand: Command {
  static let description = CommandDescription(
    name: "tokens", abstract: "Print the design tokens of one context, every alias resolved.",
    discussion: """
      The command a token author runs to check their work: all problems are reported at once. Forms outside \
      DTCG 2025.10 that have one clear reading (earlier-draft strings such as "16px", hex color strings, em and %) \
      are read and reported as warnings; --strict makes them errors. --lint lists every problem of every context, \
      grouped by kind with counts.
      """,
    options: [site, resolver, source, sourceFormat, context, format, strict, lint, .diagnosticsFormat])

  static let site = Option.siteAmongSources
  static let resolver = Option.value(
    "--resolver", "file", help: "A DTCG *.resolver.json to read instead.", group: "source")
  static let source = Option.value(
    "--source", "path",
    help: "A token file or folder in another format (Tokens Studio, Style Dictionary) to read instead.",
    group: "source")
  static let sourceFormat = Option.value(
    "--source-format", "name",
    help: "The format of --source: dtcg, figma-variables, tokens-studio, style-dictionary or theo.",
    defaultNote: "told from the files")
  static let context = Option.repeating(
    "--context", "name=value", help: "Set a modifier, e.g. theme=dark; repeat for more. Others take their default.")
  static let format = Option.choice(
    "--format", "format", of: TokenSystem.OutputFormat.self, default: .json, help: "json, css or table.")
  static let strict = Option.flag("--strict", help: "Every departure from DTCG 2025.10 is an error, not a warning.")
  static let lint = Option.flag(
    "--lint",
    help: "Report every problem of every context, grouped by kind with counts; exit 0 when there are only warnings.")

  static func run(_ arguments: [String], output: CommandOutput) throws -> Int32 {
    guard let parsed = try ParsedArguments.orHelp(arguments, command: description, output: output) else {
      return ExitStatus.success
    }
    let site = parsed.value(Self.site)
    let resolver = parsed.value(Self.resolver)
    let source = parsed.value(Self.source)
    let sourceFormat = parsed.value(Self.sourceFormat)
    let contexts = parsed.values(context)
    let strictness: TokenStrictness = parsed.flag(strict) ? .strict : .lenient
    let lint = parsed.flag(Self.lint)
    let diagnosticsFormat = parsed.diagnosticsFormat
    let load = try loader(site: site, resolver: resolver, source: source, sourceFormat: sourceFormat)
    if lint {
      guard contexts.isEmpty, !parsed.isGiven(format) else {
        throw UsageError(
          message: "--lint checks every context and prints a report: leave out --context and --format",
          command: description)
      }
      return runLint(load: load, strictness: strictness, format: diagnosticsFormat, output: output)
    }
    let chosen = parsed.choice(format, as: TokenSystem.OutputFormat.self)
    var inputs: [ContextInput] = []
    for text in contexts {
      var problems = Diagnostics()
      guard let selection = ContextSelection.parse(text, into: &problems), problems.isEmpty else {
        throw UsageError(message: Self.sentence(problems), command: description)
      }
      inputs += selection.inputs
    }
    var diagnostics = Diagnostics()
    let system = load(strictness, &diagnostics)
    output.report(diagnostics, as: diagnosticsFormat)
    var problems = Diagnostics()
    guard let context = system.context(for: ContextSelection(inputs), into: &problems) else {
      if problems.isEmpty { return ExitStatus.failure }
      throw UsageError(message: Self.sentence(problems), command: description)
    }
    let text = system.output(for: context, as: chosen)
    if !text.isEmpty { output.out(text.hasSuffix("\n") ? String(text.dropLast()) : text) }
    return diagnostics.hasErrors ? ExitStatus.failure : ExitStatus.success
  }

  typealias Loader = (TokenStrictness, inout Diagnostics) -> TokenSystem

  /// How the tokens are read: from --source (in --source-format, else told from the files), else
  /// from --resolver or the site.
  static func loader(site: String?, resolver: String?, source: String?, sourceFormat: String?) throws -> Loader {
    guard let source else {
      if sourceFormat != nil {
        throw UsageError(
          message: "--source-format names the format of --source; give --source too", command: description)
      }
      // A site whose site.yml names a token source reads that source.
      if resolver == nil, let settings = siteTokenSource(site ?? ".") {
        return { strictness, diagnostics in
          TokenSystem.load(
            sourcePath: settings.path, format: settings.format, strictness: strictness, into: &diagnostics)
        }
      }
      return { strictness, diagnostics in
        TokenSystem.load(site: site, resolver: resolver, strictness: strictness, into: &diagnostics)
      }
    }
    var format: TokenSourceFormat?
    if let sourceFormat {
      var problems = Diagnostics()
      format = TokenSourceFormat.named(sourceFormat, at: nil, into: &problems)
      if format == nil { throw UsageError(message: sentence(problems), command: description) }
    }
    return { strictness, diagnostics in
      TokenSystem.load(sourcePath: source, format: format, strictness: strictness, into: &diagnostics)
    }
  }

  /// The `tokens: {source:, format:}` of the site's site.yml, the path made from the site folder;
  /// nil when it names none (problems with site.yml are the build's to report).
  static func siteTokenSource(_ site: String) -> (path: String, format: TokenSourceFormat?)? {
    let layout = SiteLayout(root: site)
    let file = layout.siteFile
    var ignored = Diagnostics()
    guard FileManager.default.fileExists(atPath: file),
      case .source(let source, let format) = SiteConfiguration.load(from: file, into: &ignored)?.tokens?.origin
    else { return nil }
    return (layout.path(source), format)
  }

  /// Usage problems as one line: each message with its hint.
  static func sentence(_ problems: Diagnostics) -> String {
    problems.map { problem in problem.message + (problem.hint.map { " (\($0))" } ?? "") }.joined(separator: "; ")
  }

  /// Each group's diagnostics under a heading, then a table of counts per kind and the totals.
  /// In the json and github formats the problems alone go to standard output, where the text
  /// report goes, and the summary to standard error.
  static func runLint(
    load: Loader, strictness: TokenStrictness, format: DiagnosticFormat = .text, output: CommandOutput
  ) -> Int32 {
    var diagnostics = Diagnostics()
    let system = load(strictness, &diagnostics)
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
    let summaryStart = lines.count
    let tokens = system.resolutions.first?.allPaths.count ?? 0
    let contexts = system.resolutions.count
    // Past the combinations a load checks, lint says how many it left out instead of "no problems".
    let unchecked = system.combinationCount == Int.max ? nil : system.combinationCount - contexts
    if unchecked.map({ $0 > 0 }) ?? true {
      let total = unchecked == nil ? "more combinations than can be counted" : "\(system.combinationCount) combinations"
      lines.append(
        "Summary: \(count(tokens, "token")) in \(count(contexts, "context")) checked of \(total): past "
          + "\(TokenSystem.maxCheckedContexts), each modifier's every context is checked with the others at their "
          + "defaults, and the site's contexts")
      lines.append("  to check more, list them in site.yml (tokens: contexts:) and lint with --site")
      if report.groups.isEmpty { lines.append("  no problems in the contexts checked") }
    } else {
      lines.append("Summary: \(count(tokens, "token")) in \(count(contexts, "context")) checked")
      if report.groups.isEmpty { lines.append("  no problems: the files follow DTCG 2025.10") }
    }
    let valueless = Set(system.resolutions.flatMap { $0.failures.map(\.path) }).count
    if valueless > 0 {
      lines.append("  \(count(valueless, "token")) without a value in a context checked; the errors above say why")
    }
    // The 48,000 resolutions of a large source are freed on another core while the report prints.
    releaseInBackground(consume system)
    let width = report.groups.map { String($0.diagnostics.count).count }.max() ?? 1
    for group in report.groups {
      let number = String(group.diagnostics.count)
      lines.append(
        "  " + String(repeating: " ", count: width - number.count) + number + "  \(group.kind): \(group.title)")
    }
    lines.append("Total: \(count(report.errorCount, "error")), \(count(report.warningCount, "warning"))")
    if format != .text {
      for diagnostic in report.groups.flatMap(\.diagnostics) {
        for line in format.lines(for: diagnostic) { output.out(line) }
      }
      output.err(lines[summaryStart...].joined(separator: "\n"))
      return report.errorCount > 0 ? ExitStatus.failure : ExitStatus.success
    }
    output.out(lines.joined(separator: "\n"))
    return report.errorCount > 0 ? ExitStatus.failure : ExitStatus.success
  }
}

/// Frees `value` on another thread: a command about to end need not wait while a structure of
/// hundreds of thousands of parts is taken apart one by one.
func releaseInBackground<T: Sendable>(_ value: consuming T) {
  let last = value
  DispatchQueue.global().async { withExtendedLifetime(last) {} }
}
