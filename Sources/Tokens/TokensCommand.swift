import SpecimenCore

/// `specimen tokens [--site DIR | --resolver FILE] [--context NAME=VALUE]... [--format json|css|table]`
///
/// The logic of the command: the CLI parses its arguments and prints `output` to stdout,
/// `diagnostics` to stderr, and exits with `exitCode`.
package enum TokensCommand {
  package enum Format: String, Sendable, CaseIterable { case json, css, table }

  package struct Result: Sendable {
    package var output: String
    package var diagnostics: [Diagnostic]
    /// 0 success, 1 errors in the tokens, 64 a usage error.
    package var exitCode: Int32
  }

  /// - Parameters:
  ///   - site: a site directory (its `content/tokens`, `tokens`, or itself is searched for a resolver).
  ///   - resolver: a `*.resolver.json`; wins over `site`. With neither, the current directory is the site.
  ///   - contexts: `NAME=VALUE` inputs; modifiers left out take their default context.
  ///   - format: `json` (default), `css` or `table`.
  ///   - strictness: `.strict` makes every departure from 2025.10 an error.
  package static func run(
    site: String? = nil, resolver: String? = nil, contexts: [String] = [], format: String = "json",
    strictness: TokenStrictness = .lenient, files: FileSource = .fileSystem
  ) -> Result {
    guard let format = Format(rawValue: format) else {
      return Result(
        output: "",
        diagnostics: [
          .error(
            "unknown format '\(format)'", at: nil,
            hint: Suggestion.hint(for: format, in: Format.allCases.map(\.rawValue)) ?? "use json, css or table")
        ], exitCode: 64)
    }
    var inputs: [ContextInput] = []
    for text in contexts {
      let (selection, problems) = ContextSelection.parse(text)
      guard let selection, problems.isEmpty else { return Result(output: "", diagnostics: problems, exitCode: 64) }
      inputs += selection.inputs
    }

    let (system, loadDiagnostics) = load(site: site, resolver: resolver, strictness: strictness, files: files)
    var diagnostics = loadDiagnostics
    let (context, problems) = system.context(for: ContextSelection(inputs))
    diagnostics += problems
    guard let context else {
      return Result(output: "", diagnostics: diagnostics, exitCode: problems.isEmpty ? 1 : 64)
    }
    let resolution = system.resolution(for: context)
    let output: String
    switch format {
    case .json: output = resolution.jsonOutput()
    case .table: output = resolution.tableOutput()
    case .css: output = system.cssBlock(for: context)
    }
    let failed = diagnostics.contains { $0.severity == .error }
    return Result(output: output, diagnostics: diagnostics, exitCode: failed ? 1 : 0)
  }
}

extension TokensCommand {
  /// The tokens of a resolver, or else of a site directory (the current one by default), every
  /// combination of contexts checked.
  package static func load(
    site: String?, resolver: String?, strictness: TokenStrictness, files: FileSource = .fileSystem
  ) -> (TokenSystem, [Diagnostic]) {
    if let resolver { return TokenSystem.load(resolverPath: resolver, strictness: strictness, files: files) }
    return TokenSystem.load(siteDirectory: site ?? ".", strictness: strictness, files: files)
  }

  /// Every problem of the token files, grouped by kind (`specimen tokens --lint`).
  package static func lint(
    site: String? = nil, resolver: String? = nil, strictness: TokenStrictness = .lenient,
    files: FileSource = .fileSystem
  ) -> (system: TokenSystem, report: TokenLintReport) {
    let (system, diagnostics) = load(site: site, resolver: resolver, strictness: strictness, files: files)
    return (system, TokenLintReport(diagnostics: diagnostics, deviations: system.deviations))
  }
}
