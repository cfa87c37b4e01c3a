import Foundation
import SpecimenCore

extension Diagnostic.ID {
  package static let tokenSourceFormatUnknown = Self("tokens.source.format-unknown")
  package static let tokenSourceFormatUndetermined = Self("tokens.source.format-undetermined")
  package static let tokenSourceUnreadable = Self("tokens.source.unreadable")
}

/// The formats a token source (`tokens: source:` in site.yml, `--source`) can be written in.
/// Each reader turns its files into a resolver document, so everything downstream is the same.
package enum TokenSourceFormat: String, Sendable, CaseIterable {
  case dtcg
  case figmaVariables = "figma-variables"

  /// The format of a parsed file, nil when it cannot tell. The formats with a telling shape come
  /// first: DTCG is what is left when a file holds tokens (`$value`) or is a resolver.
  package static func sniff(_ root: Node) -> TokenSourceFormat? {
    if FigmaVariablesBody.looksLikeVariables(root) { return .figmaVariables }
    if root["resolutionOrder"] != nil || holdsDTCGToken(root) { return .dtcg }
    return nil
  }

  /// The format of a folder's files: the one they all have, nil when they differ or none tells.
  package static func sniff(files: [Node]) -> TokenSourceFormat? {
    let formats = Set(files.compactMap { sniff($0) })
    return formats.count == 1 ? formats.first : nil
  }

  /// A format named in site.yml or on the command line; nil after an error with a did-you-mean.
  package static func named(_ text: String, at location: SourceLocation?, into diagnostics: inout Diagnostics)
    -> TokenSourceFormat?
  {
    if let format = TokenSourceFormat(rawValue: text) ?? TokenSourceFormat(rawValue: text.lowercased()) {
      return format
    }
    let names = allCases.map(\.rawValue)
    diagnostics.error(
      "unknown token format '\(text)'", at: location,
      hint: Suggestion.hint(for: text, in: names) ?? "the formats are " + names.joined(separator: ", "),
      id: .tokenSourceFormatUnknown)
    return nil
  }

  /// The error when the files do not tell their format.
  static func undetermined(_ path: String, root: Node? = nil) -> Diagnostic {
    if let root, root["document"] != nil || root["nodes"] != nil {
      return .error(
        "\(path) is a Figma file (GET /v1/files/:key), not its variables", at: root.location,
        hint: "name it under figma: in site.yml; the tokens come from GET /v1/files/:key/variables/local",
        id: .tokenSourceFormatUndetermined)
    }
    return .error(
      "cannot tell which token format \(path) is in",
      at: SourceLocation(file: path),
      hint: "write format: (in site.yml, or --source-format) as one of "
        + allCases.map(\.rawValue).joined(separator: ", "), id: .tokenSourceFormatUndetermined)
  }

  /// Whether an object with `$value` lies within the first levels of the tree (a bounded look).
  private static func holdsDTCGToken(_ root: Node) -> Bool {
    var frontier = [root]
    var visited = 0
    for _ in 0..<8 {
      var next: [Node] = []
      for node in frontier {
        guard let entries = node.entries else { continue }
        for entry in entries {
          if entry.key == "$value" { return true }
          visited += 1
          if visited > 10_000 { return false }
          if entry.value.entries != nil { next.append(entry.value) }
        }
      }
      frontier = next
    }
    return false
  }
}

extension TokenSystem {
  /// Loads a token source: a file or a folder in `format` (sniffed when nil), resolving the
  /// contexts to show and `every` combination a product names, as `load(resolverPath:)` does.
  package static func load(
    source path: String, format: TokenSourceFormat? = nil, show: [ContextSelection]? = nil,
    every product: ContextProduct? = nil, strictness: TokenStrictness = .lenient, files: FileSource = .fileSystem,
    containedIn folder: String? = nil, previous: TokenSystem? = nil, changedFiles: Set<String> = [],
    into diagnostics: inout Diagnostics
  ) -> TokenSystem {
    var parsed: [(path: String, root: Node)] = []
    let paths: [String]
    if files.isDirectory(path) {
      let base = path.hasSuffix("/") ? String(path.dropLast()) : path
      paths = files.list(base).filter { $0.hasSuffix(".json") }.map { base + "/" + $0 }
    } else {
      paths = [path]
    }
    var unreadable = false
    for file in paths {
      do {
        guard let text = try files.read(file) else {
          diagnostics.error(
            "cannot read the token source \(file)", at: nil, hint: "the path is relative to the site's content/",
            id: .tokenSourceUnreadable)
          unreadable = true
          continue
        }
        parsed.append((file, try JSONReader.parse(text, file: file)))
      } catch {
        diagnostics.append(error)
        unreadable = true
      }
    }
    guard !unreadable else { return incomplete(path: path, strictness: strictness) }
    guard !parsed.isEmpty else {
      diagnostics.error(
        "\(path) holds no JSON files", at: SourceLocation(file: path), id: .tokenSourceUnreadable)
      return incomplete(path: path, strictness: strictness)
    }
    guard let format = format ?? TokenSourceFormat.sniff(files: parsed.map(\.root)) else {
      diagnostics.append(TokenSourceFormat.undetermined(path, root: parsed.count == 1 ? parsed[0].root : nil))
      return incomplete(path: path, strictness: strictness)
    }
    let document: ResolverDocument
    switch format {
    case .dtcg:
      // A resolver among the files is read with its token files; else every file is one set.
      if let resolver = parsed.first(where: { $0.root["resolutionOrder"] != nil }) {
        return load(
          resolverPath: resolver.path, show: show, every: product, strictness: strictness, files: files,
          containedIn: folder, previous: previous, changedFiles: changedFiles, into: &diagnostics)
      }
      var plain = ResolverDocument(path: path, root: parsed[0].root)
      let sources = parsed.map { SourceItem.inline($0.root) }
      plain.sets["tokens"] = sources
      plain.order = [.set(name: "tokens", sources: sources)]
      document = plain
    case .figmaVariables:
      guard parsed.count == 1 else {
        diagnostics.error(
          "\(path) holds \(parsed.count) JSON files; Figma variables are one file", at: SourceLocation(file: path),
          hint: "name the variables file itself under source:", id: .tokenSourceUnreadable)
        return incomplete(path: path, strictness: strictness)
      }
      document = FigmaVariablesReader.document(root: parsed[0].root, path: parsed[0].path, strictness: strictness)
    }
    diagnostics.merge(document.diagnostics)
    var show = show
    if let product {
      show = (show ?? []) + product.selections(modifiers: document.modifiers, into: &diagnostics)
    }
    let memo = previous.flatMap { $0.strictness == strictness ? $0.memo : nil } ?? ResolutionMemo()
    return build(document: document, plain: [], show: show, strictness: strictness, memo: memo, into: &diagnostics)
  }

  /// No tokens, marked incomplete: the error that said why is the news, not the missing tokens.
  private static func incomplete(path: String, strictness: TokenStrictness) -> TokenSystem {
    var document = ResolverDocument(path: path, root: Node(.null, at: SourceLocation(file: path)))
    document.unreadableSources = true
    var none = Diagnostics()
    return build(document: document, plain: [], show: nil, strictness: strictness, into: &none)
  }
}
