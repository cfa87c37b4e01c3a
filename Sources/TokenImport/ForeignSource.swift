import Foundation
import SpecimenCore
import Tokens

/// A token source in a format other than a DTCG resolver: a file or a folder, read into a
/// `ResolverDocument` whose token trees are DTCG-shaped and keep the positions of the values
/// they came from.
struct ForeignSource {
  /// The JSON files of a folder, relative paths in name order, subfolders included.
  static let maxFiles = 10_000
  static let maxFolderDepth = 16
  static let sniffedFiles = 20

  /// One parsed file: its path (as read) and the name it has in the source (`core/colors`).
  struct File {
    var path: String
    var name: String
    var root: Node
  }

  /// Every `*.json` under `folder` (depth-first, names sorted), or an error when there are too many.
  static func jsonFiles(in folder: String, reader: FileSource, into diagnostics: inout Diagnostics) -> [String] {
    var found: [String] = []
    var pending: [(String, Int)] = [("", 0)]
    while let (relative, depth) = pending.popLast() {
      let directory = relative.isEmpty ? folder : folder + "/" + relative
      var subfolders: [String] = []
      for name in reader.list(directory) where !name.hasPrefix(".") {
        let path = relative.isEmpty ? name : relative + "/" + name
        if name.hasSuffix(".json") {
          found.append(path)
        } else if depth < maxFolderDepth, reader.isDirectory(folder + "/" + path) {
          subfolders.append(path)
        }
      }
      pending += subfolders.reversed().map { ($0, depth + 1) }
      if found.count > maxFiles {
        diagnostics.append(
          .error(
            "\(folder) holds more than \(maxFiles) JSON files", at: nil, hint: "point the source at the token folder",
            id: .tokenSourceTooLarge))
        return []
      }
    }
    return found.sorted()
  }

  /// Parses the files, reporting each that cannot be read; nil for those.
  static func parse(_ path: String, reader: FileSource, into diagnostics: inout Diagnostics) -> Node? {
    do {
      guard let text = try reader.read(path) else {
        diagnostics.append(
          .error("cannot read the token source \(path)", at: nil, hint: "check the path", id: .tokenSourceUnreadable))
        return nil
      }
      return try JSONReader.parse(text, file: path)
    } catch {
      diagnostics.append(error)
      return nil
    }
  }

  /// The format of a file or folder: named, or told from its contents.
  static func format(
    of path: String, named: TokenSourceFormat?, reader: FileSource, into diagnostics: inout Diagnostics
  ) -> TokenSourceFormat? {
    var parsed: Node?
    return format(of: path, named: named, reader: reader, parsed: &parsed, into: &diagnostics)
  }

  /// The format, and in `parsed` the file read to tell it, so a large file is not read twice.
  static func format(
    of path: String, named: TokenSourceFormat?, reader: FileSource, parsed: inout Node?,
    into diagnostics: inout Diagnostics
  ) -> TokenSourceFormat? {
    if let named { return named }
    if reader.isDirectory(path) {
      if let format = TokenSourceFormat.sniff(folderNames: reader.list(path)) { return format }
      var local = Diagnostics()
      // The first files tell: a folder is written by one tool.
      let found = Set(
        jsonFiles(in: path, reader: reader, into: &local).prefix(sniffedFiles).compactMap { file in
          parse(path + "/" + file, reader: reader, into: &local).flatMap(TokenSourceFormat.sniff)
        })
      if found.count == 1, let format = found.first { return format }
      if found == [.dtcg, .styleDictionary] { return .styleDictionary }
      // Tokens Studio's legacy sets look like Style Dictionary's (`value`, `type`); one file that
      // only Tokens Studio writes tells the folder.
      if found.contains(.tokensStudio), !found.contains(.figmaVariables) { return .tokensStudio }
    } else if let root = parse(path, reader: reader, into: &diagnostics) {
      parsed = root
      if let format = TokenSourceFormat.sniff(root) { return format }
      diagnostics.append(TokenSourceFormat.unclear(path, at: nil, root: root))
      return nil
    } else {
      return nil
    }
    diagnostics.append(TokenSourceFormat.unclear(path, at: nil))
    return nil
  }

  // MARK: Building DTCG-shaped trees

  static func object(_ entries: [Node.Entry], at position: SourcePosition) -> Node {
    Node(.object(entries), at: position)
  }

  static func entry(_ key: String, _ value: Node, keyAt position: SourcePosition) -> Node.Entry {
    Node.Entry(key: key, keyPosition: position, value: value)
  }
}

extension TokenSystem {
  /// Loads a token source in any format: a DTCG resolver or token file, a Tokens Studio export
  /// (one file or a folder), or Style Dictionary JSON (one file or a folder); `format` nil tells
  /// it from the contents. The contexts to show and `strictness` work as for a resolver.
  package static func load(
    sourcePath: String, format: TokenSourceFormat? = nil, show: [ContextSelection]? = nil,
    every product: ContextProduct? = nil, strictness: TokenStrictness = .lenient, files: FileSource = .fileSystem,
    containedIn folder: String? = nil, into diagnostics: inout Diagnostics
  ) -> TokenSystem {
    var parsed: Node?
    guard
      let format = ForeignSource.format(
        of: sourcePath, named: format, reader: files, parsed: &parsed, into: &diagnostics)
    else {
      return load(tokenFiles: [], strictness: strictness, files: files, into: &diagnostics)
    }
    let document: ResolverDocument
    switch format {
    case .dtcg:
      if files.isDirectory(sourcePath) {
        let names = files.list(sourcePath)
        if names.contains(where: { $0.hasSuffix(".resolver.json") || $0.hasSuffix(".tokens.json") }) {
          return load(siteDirectory: sourcePath, show: show, strictness: strictness, files: files, into: &diagnostics)
        }
        // A folder of DTCG files named *.json is a Style Dictionary 4 source tree: its files
        // merge in name order into one context, read as Style Dictionary reads them.
        document = StyleDictionaryReader.read(sourcePath, strictness: strictness, files: files)
        break
      }
      if sourcePath.hasSuffix(".resolver.json") {
        return load(
          resolverPath: sourcePath, show: show, every: product, strictness: strictness, files: files,
          containedIn: folder, into: &diagnostics)
      }
      guard let root = parsed, FigmaSDSExport.recognizes(root) else {
        return load(tokenFiles: [sourcePath], strictness: strictness, files: files, into: &diagnostics)
      }
      document = FigmaSDSExport.document(root: root, path: sourcePath, strictness: strictness)
    case .tokensStudio:
      document = TokensStudioReader.read(sourcePath, strictness: strictness, files: files)
    case .styleDictionary:
      document = StyleDictionaryReader.read(sourcePath, strictness: strictness, files: files)
    case .figmaVariables:
      // One response, one file: a folder of them would be several files' worth of the same names.
      guard !files.isDirectory(sourcePath) else {
        diagnostics.append(
          .error(
            "\(sourcePath) is a folder; Figma variables are one file", at: SourceLocation(file: sourcePath),
            hint: "name the saved variables/local response itself under source:", id: .tokenSourceUnreadable))
        return load(tokenFiles: [], strictness: strictness, files: files, into: &diagnostics)
      }
      guard let root = parsed ?? ForeignSource.parse(sourcePath, reader: files, into: &diagnostics) else {
        return load(tokenFiles: [], strictness: strictness, files: files, into: &diagnostics)
      }
      document = FigmaVariablesReader.document(root: root, path: sourcePath, strictness: strictness)
    }
    diagnostics.merge(document.diagnostics)
    var show = show
    if let product {
      show = (show ?? []) + product.selections(modifiers: document.modifiers, into: &diagnostics)
    }
    // `build` counts the document's own deviations with the resolution's.
    return build(document: document, plain: [], show: show, strictness: strictness, into: &diagnostics)
  }
}
