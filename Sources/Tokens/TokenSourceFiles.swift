extension TokenSystem {
  /// The token files a resolver read besides itself (every `$ref`'d file), by path as the
  /// resolver joined them, sorted; empty for sources read without a resolver document.
  /// `specimen init` copies them with the resolver, keeping their places beside it.
  package var resolverSourceFiles: [String] {
    guard let document, !document.path.isEmpty else { return [] }
    return document.files.keys.filter { $0 != document.path }.sorted()
  }
}
