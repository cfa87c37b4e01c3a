import SpecimenCore

extension TokenSystem {
  /// The tokens of a resolver, or else of a site directory (its `content/tokens`, `tokens`, or
  /// itself is searched for a resolver; the current directory by default), every combination of
  /// contexts checked.
  package static func load(
    site: String?, resolver: String?, source: String? = nil, sourceFormat: TokenSourceFormat? = nil,
    strictness: TokenStrictness, files: FileSource = .fileSystem, into diagnostics: inout Diagnostics
  ) -> TokenSystem {
    if let source {
      return TokenSystem.load(
        source: source, format: sourceFormat, strictness: strictness, files: files, into: &diagnostics)
    }
    if let resolver {
      return TokenSystem.load(resolverPath: resolver, strictness: strictness, files: files, into: &diagnostics)
    }
    return TokenSystem.load(siteDirectory: site ?? ".", strictness: strictness, files: files, into: &diagnostics)
  }

  /// What one context's tokens are written as: `--format json`, `css` or `table`.
  package enum OutputFormat: String, Sendable, CaseIterable { case json, css, table }

  /// The tokens of one context in an output format.
  package func output(for context: TokenContext, as format: OutputFormat) -> String {
    switch format {
    case .json: resolution(for: context).jsonOutput()
    case .table: resolution(for: context).tableOutput()
    case .css: cssBlock(for: context)
    }
  }
}
