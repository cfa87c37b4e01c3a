import AgentDocs
import Foundation
import SpecimenCore

/// What the server answers from: a site's files for agents, held in memory, read from a built
/// folder or handed over by a build that wrote nothing. Only the files llms.txt, components.json
/// and the search index name are read, each a path inside the site, so nothing outside it is
/// ever opened.
package struct DocsLibrary: Sendable {
  package var manifest: ComponentsManifest
  package var components: [ComponentEntry]
  package var tokens: TokenListing?
  /// The Markdown twins and the other text files, by path from the site root.
  package var documents: [String: String]
  /// The twins' paths in llms.txt's order.
  var documentOrder: [String]
  package var search: SearchIndex?

  package init(
    manifest: ComponentsManifest, components: [ComponentEntry], tokens: TokenListing?, documents: [String: String],
    documentOrder: [String], search: SearchIndex?
  ) {
    self.manifest = manifest
    self.components = components
    self.tokens = tokens
    self.documents = documents
    self.documentOrder = documentOrder
    self.search = search
  }

  package enum LoadError: Error, CustomStringConvertible {
    case missing(String)
    case unreadable(String, String)

    package var description: String {
      switch self {
      case .missing(let path): "'\(path)' is missing: build the site with this version of specimen first"
      case .unreadable(let path, let why): "cannot read '\(path)': \(why)"
      }
    }
  }

  /// Reads a built site (or a version folder of one) from its folder.
  package static func load(builtSite root: String) throws(LoadError) -> DocsLibrary {
    try load(reading: builtSiteReader(root))
  }

  /// The same files made in memory, by path from the site root (`specimen mcp --site`).
  package static func load(files: [String: String]) throws(LoadError) -> DocsLibrary {
    try load { files[$0] }
  }

  /// A file of the built site at `root` by its path from there, nil when it is missing, not
  /// UTF-8 or outside the folder (a symbolic link resolved first).
  static func builtSiteReader(_ root: String) -> @Sendable (String) -> String? {
    { path in
      guard isInside(path), case .success(let full) = ContainedPath.resolve(path, in: root, root: root),
        ContainedPath.staysInside(full, root: root)
      else { return nil }
      return try? SourceText.read(full)
    }
  }

  /// The library from the files `read` gives by path from the site root: the one reading of the
  /// files, whether they lie in a built folder or were made in memory. Only the paths llms.txt,
  /// components.json and the search index name are asked for, each inside the site.
  package static func load(reading file: (String) -> String?) throws(LoadError) -> DocsLibrary {
    func read(_ path: String) throws(LoadError) -> String {
      guard isInside(path), let text = file(path) else { throw .missing(path) }
      return text
    }
    func decode<Value: Decodable>(_ type: Value.Type, _ text: String, _ path: String) throws(LoadError) -> Value {
      do {
        return try JSONDecoder().decode(type, from: Data(text.utf8))
      } catch {
        throw .unreadable(path, "\(error)")
      }
    }
    let manifest = try decode(ComponentsManifest.self, try read("components.json"), "components.json")
    var components: [ComponentEntry] = []
    for component in manifest.components {
      guard isInside(component.file) else {
        throw .unreadable("components.json", "'\(component.file)' is outside the site")
      }
      components.append(try decode(ComponentEntry.self, try read(component.file), component.file))
    }
    let tokens = try file("tokens.json").map { text throws(LoadError) in
      try decode(TokenListing.self, text, "tokens.json")
    }
    let index = try read("llms.txt")
    var documents = ["llms.txt": index]
    var order: [String] = []
    for link in markdownLinks(in: index) where link.hasSuffix(".md") && isInside(link) {
      guard documents[link] == nil, let text = file(link) else { continue }
      documents[link] = text
      order.append(link)
    }
    return DocsLibrary(
      manifest: manifest, components: components, tokens: tokens, documents: documents, documentOrder: order,
      search: SearchIndex.load { file(SearchIndex.folder + "/" + $0) })
  }

  /// The targets of `[text](target)` links, percent-decoded.
  static func markdownLinks(in text: String) -> [String] {
    var links: [String] = []
    var rest = text[...]
    while let open = rest.range(of: "](") {
      let after = rest[open.upperBound...]
      guard let close = after.firstIndex(of: ")") else { break }
      let target = String(after[..<close])
      links.append(target.removingPercentEncoding ?? target)
      rest = after[close...]
    }
    return links
  }

  /// A relative path that stays inside the site: no `..`, no absolute path, no scheme.
  static func isInside(_ path: String) -> Bool {
    !path.isEmpty && !path.hasPrefix("/") && !path.contains(":") && !path.contains("\\")
      && !path.split(separator: "/").contains { $0 == ".." || $0 == "." }
  }

  /// A component by name, slug or a name that differs only in case.
  package func component(named name: String) -> ComponentEntry? {
    components.first { $0.name == name } ?? components.first { $0.slug == name }
      ?? components.first { $0.name.lowercased() == name.lowercased() }
  }
}
