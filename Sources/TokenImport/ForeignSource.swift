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
    files(in: folder, endingIn: [".json"], reader: reader, into: &diagnostics)
  }

  /// The token files of a Style Dictionary source tree: its `*.json` and `*.json5` files (Style
  /// Dictionary reads JSON5 itself), or when it holds
  /// none, its `*.yml` and `*.yaml` files, which a config reads through a YAML parser it
  /// registers (Style Dictionary's own example does so).
  static func styleDictionaryFiles(in folder: String, reader: FileSource, into diagnostics: inout Diagnostics)
    -> [String]
  {
    let json = files(in: folder, endingIn: [".json", ".json5"], reader: reader, into: &diagnostics)
    return json.isEmpty ? files(in: folder, endingIn: yamlSuffixes, reader: reader, into: &diagnostics) : json
  }

  static let yamlSuffixes = [".yml", ".yaml"]

  static func files(
    in folder: String, endingIn suffixes: [String], reader: FileSource, into diagnostics: inout Diagnostics
  ) -> [String] {
    var found: [String] = []
    var pending: [(String, Int)] = [("", 0)]
    while let (relative, depth) = pending.popLast() {
      let directory = relative.isEmpty ? folder : folder + "/" + relative
      var subfolders: [String] = []
      for name in reader.list(directory) where !name.hasPrefix(".") {
        let path = relative.isEmpty ? name : relative + "/" + name
        if suffixes.contains(where: { name.hasSuffix($0) }) {
          found.append(path)
        } else if depth < maxFolderDepth, reader.isDirectory(folder + "/" + path) {
          subfolders.append(path)
        }
      }
      pending += subfolders.reversed().map { ($0, depth + 1) }
      if found.count > maxFiles {
        diagnostics.append(
          .error(
            "\(folder) holds more than \(maxFiles) token files", at: nil, hint: "point the source at the token folder",
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
      if yamlSuffixes.contains(where: { path.hasSuffix($0) }) { return try YAMLReader.parse(text, file: path) }
      return try JSONReader.parse(text, file: path, json5: JSONReader.isJSON5(path), warnings: &diagnostics)
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
      let roots = styleDictionaryFiles(in: path, reader: reader, into: &local).prefix(sniffedFiles).compactMap {
        file in parse(path + "/" + file, reader: reader, into: &local).map { (file, $0) }
      }
      if roots.contains(where: { TokenSourceFormat.isTheo($0.1) }) { return .theo }
      let found = Set(roots.compactMap { TokenSourceFormat.sniff($0.1) })
      if found.count == 1, let format = found.first { return format }
      if found == [.dtcg, .styleDictionary] { return .styleDictionary }
      // Tokens Studio's legacy sets look like Style Dictionary's (`value`, `type`); one file that
      // only Tokens Studio writes tells the folder.
      if found.contains(.tokensStudio), !found.contains(.figmaVariables) { return .tokensStudio }
    } else if let root = parse(path, reader: reader, into: &diagnostics) {
      parsed = root
      if TokenSourceFormat.isTheo(root) { return .theo }
      if let format = TokenSourceFormat.sniff(root) { return format }
      diagnostics.append(TokenSourceFormat.unclear(path, at: nil, root: root))
      return nil
    } else {
      return nil
    }
    diagnostics.append(TokenSourceFormat.unclear(path, at: nil))
    return nil
  }

  /// A folder of DTCG token files without a resolver, as Figma's own variables export and
  /// builds with one file per scheme write it: every file that is a collection's mode (files
  /// with the same top-level groups, each naming its mode in `$extensions.com.figma.modeName`,
  /// or named for a light and a dark scheme, `light.tokens.json` beside `dark.tokens.json`)
  /// is a context of a modifier, and every other file, `*.tokens.json` or a `*.json` holding
  /// DTCG tokens, is read in every context. Nil when no file is a mode and every file is a
  /// `*.tokens.json`: those merge into one context.
  static func dtcgFolder(_ folder: String, names: [String], files: FileSource) -> ResolverDocument? {
    guard !names.contains(where: { $0.hasSuffix(".resolver.json") }) else { return nil }
    var document = ResolverDocument(path: folder, root: Node(.null, at: SourceLocation(file: folder)))
    var read: [(name: String, root: Node)] = []
    var extraFiles = false
    for name in names.sorted() where !name.hasPrefix("$") && (name.hasSuffix(".json") || name.hasSuffix(".tokens")) {
      let isTokenFile = name.hasSuffix(".tokens.json") || name.hasSuffix(".tokens")
      let path = folder + "/" + name
      guard !files.isDirectory(path) else { continue }
      var local = Diagnostics()
      guard let root = parse(path, reader: files, into: &local) else {
        guard isTokenFile else { continue }
        document.diagnostics.merge(local)
        document.unreadableSources = true
        continue
      }
      // A `*.json` beside the token files is read when it holds DTCG tokens (a file of one
      // collection, renamed), not when it is some other JSON.
      guard isTokenFile || TokenSourceFormat.sniff(root) == .dtcg else { continue }
      extraFiles = extraFiles || !isTokenFile
      read.append((name, root))
    }
    let modes = ModeFiles(read)
    guard extraFiles || !modes.modifiers.isEmpty else { return nil }
    var shared: [SourceItem] = []
    for (index, file) in read.enumerated() where modes.modifierOfFile[index] == nil {
      shared.append(.inline(file.root))
    }
    document.order = [.set(name: (folder as NSString).lastPathComponent, sources: shared)]
    for (position, modifier) in modes.modifiers.enumerated() {
      document.modifiers.append(
        TokenModifier(
          name: modifier.name, description: nil, contexts: modifier.contexts.map(\.name),
          defaultContext: modifier.defaultContext, contextNames: [:], pixelUnits: [:], location: nil))
      var contexts: [String: [SourceItem]] = [:]
      for context in modifier.contexts { contexts[context.name] = [.inline(read[context.file].root)] }
      document.order.append(.modifier(index: position, contexts: contexts))
    }
    return document
  }

  /// The files of a DTCG folder that are modes of one collection, grouped into modifiers.
  struct ModeFiles {
    struct Modifier {
      var name: String
      var contexts: [(name: String, file: Int)]
      var defaultContext: String?
    }
    var modifiers: [Modifier] = []
    /// The modifier each file is a context of, by the file's index; nil for a shared file.
    var modifierOfFile: [Int: Int] = [:]

    init(_ files: [(name: String, root: Node)]) {
      // Files with the same top-level groups, in name order of their first file.
      var groups: [[String]: [Int]] = [:]
      var order: [[String]] = []
      for (index, file) in files.enumerated() {
        let keys = (file.root.entries ?? []).map(\.key).filter { !$0.hasPrefix("$") }.sorted()
        guard !keys.isEmpty else { continue }
        if groups[keys] == nil { order.append(keys) }
        groups[keys, default: []].append(index)
      }
      var schemeNamed = false
      for keys in order {
        guard let members = groups[keys], members.count > 1 else { continue }
        let stems = members.map { index -> String in
          let name = files[index].name
          return name.hasSuffix(".tokens.json")
            ? String(name.dropLast(".tokens.json".count))
            : (name as NSString).deletingPathExtension
        }
        let modeNames = members.map { files[$0].root["$extensions"]?["com.figma.modeName"]?.string }
        let names: [String]
        if modeNames.allSatisfy({ $0 != nil }), Set(modeNames).count == members.count {
          names = modeNames.compactMap { $0 }
        } else if let schemes = StyleDictionaryReader.SchemeFiles(stems), schemes.kinds.allSatisfy({ $0 != nil }) {
          names = stems
        } else {
          continue
        }
        let kinds = names.map(ColorScheme.kind(ofName:))
        let isScheme = kinds.contains(.light) && kinds.contains(.dark) && !schemeNamed
        schemeNamed = schemeNamed || isScheme
        // The light scheme first, so it is the default and the first column.
        var contexts = zip(names, members).map { (name: $0, file: $1) }
        if isScheme, let light = kinds.firstIndex(of: .light) { contexts.insert(contexts.remove(at: light), at: 0) }
        let name = isScheme ? "theme" : modifiers.isEmpty ? "mode" : "mode \(modifiers.count + 1)"
        for member in members { modifierOfFile[member] = modifiers.count }
        modifiers.append(Modifier(name: name, contexts: contexts, defaultContext: contexts.first?.name))
      }
    }
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
          guard let folderDocument = ForeignSource.dtcgFolder(sourcePath, names: names, files: files) else {
            return load(siteDirectory: sourcePath, show: show, strictness: strictness, files: files, into: &diagnostics)
          }
          document = folderDocument
          break
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
    case .theo:
      document = TheoReader.read(sourcePath, strictness: strictness, files: files)
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
