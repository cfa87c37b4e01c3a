import Foundation
import SpecimenCore

/// One snapshot to load: where it is and which Figma file it was saved from.
package struct FigmaSource: Sendable, Hashable {
  /// The snapshot's path; diagnostics print it as given.
  package var path: String
  /// The file key from the Figma URL (`figma.com/design/KEY/…`). When nil, a file stem that looks
  /// like a key (`content/figma/Ab12Cd34Ef56Gh78Ij90Kl.json`, as `figma pull` names it when no
  /// --out is given) is used; otherwise the set has no "Open in Figma" link.
  package var key: String?
  /// Where the site configuration names this snapshot, for "cannot read" errors.
  package var declaredAt: SourceLocation?

  package init(path: String, key: String? = nil, declaredAt: SourceLocation? = nil) {
    self.path = path
    self.key = key
    self.declaredAt = declaredAt
  }

  /// The key to use: the given one, or a key-shaped file stem.
  var resolvedKey: String? {
    if let key, !key.isEmpty { return key }
    let stem = ((path as NSString).lastPathComponent as NSString).deletingPathExtension
    return FigmaKey.looksLikeKey(stem) ? stem : nil
  }
}

package enum FigmaKey {
  /// Figma file keys are 22 letters and digits; a stem of 16 or more such is taken for one.
  package static func looksLikeKey(_ text: String) -> Bool {
    text.utf8.count >= 16 && isAlphanumeric(text)
  }

  package static func isAlphanumeric(_ text: String) -> Bool {
    text.utf8.allSatisfy {
      (UInt8(ascii: "A")...UInt8(ascii: "Z")).contains($0) || (UInt8(ascii: "a")...UInt8(ascii: "z")).contains($0)
        || (UInt8(ascii: "0")...UInt8(ascii: "9")).contains($0)
    }
  }
}

/// Every component set of every loaded Figma snapshot.
package struct FigmaLibrary: Sendable, Hashable {
  package let files: [FigmaFile]
  /// Sets by name and by node id, the first of each when names repeat: pages look sets up by name
  /// for every directive, so a site of thousands of sets must not search them one by one.
  private let setsByName: [String: ComponentSet]
  private let setsByID: [String: ComponentSet]

  package init(files: [FigmaFile] = []) {
    self.init(joined: Self.givingStylesTheirOwnNodes(files))
  }

  /// Files whose styles already have their own nodes' values.
  private init(joined files: [FigmaFile]) {
    self.files = files
    var byName: [String: ComponentSet] = [:]
    var byID: [String: ComponentSet] = [:]
    for file in files {
      for set in file.componentSets {
        if byName[set.name] == nil { byName[set.name] = set }
        if byID[set.nodeID] == nil { byID[set.nodeID] = set }
      }
    }
    // A component outside any set is found as a set of one, after every real set of its name.
    for file in files {
      for set in file.looseSets {
        if byName[set.name] == nil { byName[set.name] = set }
        if byID[set.nodeID] == nil { byID[set.nodeID] = set }
      }
    }
    setsByName = byName
    setsByID = byID
  }

  /// A style's own node (from a `/nodes` body of the style ids) is what the style is: its values
  /// replace those a layer that uses it gives, in every snapshot of the same Figma file (by its
  /// name, as a file body and a `/nodes` body of one file both carry it).
  static func givingStylesTheirOwnNodes(_ files: [FigmaFile]) -> [FigmaFile] {
    var ownValues: [String: [String: [FigmaStyle.Kind: FigmaStyle.Value]]] = [:]
    for file in files {
      for node in file.requestedNodes where !node.styleValues.isEmpty && ownValues[file.name]?[node.id] == nil {
        ownValues[file.name, default: [:]][node.id] = node.styleValues
      }
    }
    guard !ownValues.isEmpty else { return files }
    return files.map { file in
      guard let values = ownValues[file.name] else { return file }
      var file = file
      for index in file.styles.indices {
        if let own = values[file.styles[index].id]?[file.styles[index].kind] { file.styles[index].value = own }
      }
      return file
    }
  }

  /// The entries of `/nodes` bodies that nothing shows: no component or set under them, and no
  /// style of their Figma file has their id (a body of style ids saved without the file body
  /// that names the styles). One warning a snapshot, with the count and the first.
  private func unusedRequestedNodeWarnings() -> [Diagnostic] {
    var styleIDs: [String: Set<String>] = [:]
    for file in files { styleIDs[file.name, default: []].formUnion(file.styles.map(\.id)) }
    return files.compactMap { file in
      let unused = file.requestedNodes.filter { !$0.holdsComponents && styleIDs[file.name]?.contains($0.id) != true }
      guard let first = unused.first else { return nil }
      let count = unused.count
      return .warning(
        "\(count) of the \(file.requestedNodes.count) nodes of this /nodes body \(count == 1 ? "is" : "are") no component, component set or style of the file, and \(count == 1 ? "is" : "are") not shown",
        at: first.location,
        hint:
          "a /nodes body of style ids needs the file's styles listed: save GET /v1/files/:key beside it (`specimen figma pull --file KEY`), which names each style and its kind",
        id: .figmaNodesUnused)
    }
  }

  /// Reads and checks each snapshot; all problems of all files come back together.
  package static func load(files sources: [FigmaSource], into diagnostics: inout Diagnostics) -> FigmaLibrary {
    // Each snapshot is read and parsed on one of the cores; results and problems in file order.
    let snapshots = ConcurrentMap.run(sources) { source in
      var found = Diagnostics()
      let file = snapshot(source, into: &found)
      return SnapshotRead(file: file, diagnostics: found)
    }
    for snapshot in snapshots { diagnostics.merge(snapshot.diagnostics) }
    let library = FigmaLibrary(files: snapshots.compactMap(\.file))
    diagnostics.append(contentsOf: library.duplicateNameWarnings())
    diagnostics.append(contentsOf: library.unusedRequestedNodeWarnings())
    return library
  }

  private struct SnapshotRead: Sendable {
    var file: FigmaFile?
    var diagnostics: Diagnostics
  }

  /// One snapshot, or nil with the reason.
  private static func snapshot(_ source: FigmaSource, into diagnostics: inout Diagnostics) -> FigmaFile? {
    guard let bytes = SourceText.bytes(of: source.path) else {
      diagnostics.append(
        .error(
          "cannot read the Figma snapshot '\(source.path)'", at: source.declaredAt,
          hint: "save one with `specimen figma pull --file KEY --out \(source.path)`", id: .figmaSnapshotUnreadable))
      return nil
    }
    // Bytes straight to the reader: a real file is tens of megabytes, held once.
    let root: Node
    do {
      root = try JSONReader.parse(bytes: bytes, file: source.path)
    } catch {
      diagnostics.append(error)
      return nil
    }
    return SnapshotReader.read(root, path: source.path, key: source.resolvedKey, into: &diagnostics)
  }

  /// Convenience for `[(path, key)]` lists.
  package static func load(files: [(path: String, key: String?)], into diagnostics: inout Diagnostics) -> FigmaLibrary {
    load(files: files.map { FigmaSource(path: $0.path, key: $0.key) }, into: &diagnostics)
  }

  /// Parses one snapshot's text (a syntax error is one diagnostic, checks report all they find).
  package static func parse(_ text: String, path: String, key: String?, into diagnostics: inout Diagnostics)
    -> FigmaFile?
  {
    guard let root = JSONReader.parse(text, file: path, into: &diagnostics) else { return nil }
    return SnapshotReader.read(root, path: path, key: key, into: &diagnostics)
  }

  /// The same library without the variants' node trees: what a build keeps once the geometry is
  /// laid out, since nothing after it draws from them and a site of thousands of variants holds
  /// tens of megabytes of them.
  package func withoutNodeTrees() -> FigmaLibrary {
    func bare(_ sets: [ComponentSet]) -> [ComponentSet] {
      sets.map { set in
        guard set.publishedVariants.contains(where: { $0.tree != nil }) else { return set }
        var set = set
        set.publishedVariants = set.publishedVariants.map { variant in
          var bare = variant
          bare.tree = nil
          return bare
        }
        return set
      }
    }
    return FigmaLibrary(
      joined: files.map { file in
        var file = file
        file.componentSets = bare(file.componentSets)
        file.looseSets = bare(file.looseSets)
        return file
      })
  }

  /// Every set of every file, files in load order, sets in document order.
  package var componentSets: [ComponentSet] {
    files.flatMap(\.componentSets)
  }

  package var setNames: [String] { componentSets.map(\.name) }

  /// The components outside any set, each as a set of one variant, in load order.
  package var looseSets: [ComponentSet] { files.flatMap(\.looseSets) }

  /// What pages can draw and list: every set, then each loose component whose name no set
  /// or earlier loose component has (the one a name finds).
  package var drawableSets: [ComponentSet] {
    var names = Set(componentSets.map(\.name))
    return componentSets + looseSets.filter { names.insert($0.name).inserted }
  }

  /// The first set with this exact name.
  package func componentSet(named name: String) -> ComponentSet? { setsByName[name] }

  /// The set, or an error at `location` that suggests the nearest name.
  package func componentSet(named name: String, at location: SourceLocation?, into diagnostics: inout Diagnostics)
    -> ComponentSet?
  {
    if let set = componentSet(named: name) { return set }
    let names = setNames
    let standalone = standaloneComponentNames
    let hint: String
    if let suggestion = Suggestion.hint(for: name, in: names + standalone) {
      hint = suggestion
    } else if names.isEmpty && standalone.isEmpty {
      hint = "no Figma snapshot is loaded; list one under 'figma:' in site.yml"
    } else {
      hint = "the Figma snapshots have " + Self.listing(names, standalone)
    }
    diagnostics.error("unknown component set '\(name)'", at: location, hint: hint, id: .figmaUnknownComponentSet)
    return nil
  }

  /// Every standalone component of every file, each name once, in load order.
  package var standaloneComponentNames: [String] {
    var seen: Set<String> = []
    return files.flatMap(\.standaloneComponents).filter { seen.insert($0).inserted }
  }

  /// "the sets 'A' and 'B', and the standalone components 'C' and 'D'", at most eight of each.
  package static func listing(_ sets: [String], _ standalone: [String]) -> String {
    func some(_ names: [String]) -> String {
      Prose.list(names.prefix(8).map { "'\($0)'" }) + (names.count > 8 ? " and \(names.count - 8) more" : "")
    }
    var parts: [String] = []
    if !sets.isEmpty { parts.append((sets.count == 1 ? "the set " : "the sets ") + some(sets)) }
    if !standalone.isEmpty {
      parts.append(
        (standalone.count == 1 ? "the standalone component " : "the standalone components ") + some(standalone))
    }
    return parts.joined(separator: ", and ")
  }

  /// A set by node id (`216:449`).
  package func componentSet(id: String) -> ComponentSet? { setsByID[id] }

  private func duplicateNameWarnings() -> [Diagnostic] {
    componentSets.repeats(by: \.name).map { found in
      let (set, earlier) = (found.element, found.first)
      return .repeated(
        .warning,
        "two component sets are named '\(set.name)' (\(earlier.nodeID) in \(earlier.provenance.fileName) and \(set.nodeID) in \(set.provenance.fileName)); pages get the first",
        at: set.location, hint: "rename one of them in Figma", first: earlier.location,
        id: .figmaComponentSetDuplicate)
    }
  }
}
