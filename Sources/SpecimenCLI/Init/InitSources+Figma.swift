import CodeProps
import Figma
import FigmaGeometry
import Foundation
import Parity
import Site
import SpecimenCore
import Tokens

// The Figma files and props sources init was given, and all the inputs read together.
extension InitSources {
  // MARK: Figma

  func figma(_ given: String, tokens: TokenSystem?, into diagnostics: inout Diagnostics) -> (
    InitInputs.FigmaInput, FigmaFile
  )? {
    let path = Self.absolute(given)
    let library = FigmaLibrary.load(files: [FigmaSource(path: path)], into: &diagnostics)
    guard !diagnostics.hasErrors, let file = library.files.first else { return nil }
    let placed = placement(of: path, into: "figma")
    let stem = ((path as NSString).lastPathComponent as NSString).deletingPathExtension
    let names = FigmaVariableNames(tokens: tokens?.defaultResolution.tokens ?? []).names
    let sets = file.componentSets.filter(\.isPublished).map { set in
      InitInputs.ComponentSetInput(
        name: set.name, description: set.description, propertyCount: set.properties.count,
        variantPropertyCount: set.variantProperties.count, variantCount: set.publishedVariants.count,
        isDrawable: Self.hasDrawing(set), figmaURL: set.provenance.figmaURL,
        boundTokens: Self.boundTokens(set, names: names), page: set.page)
    }
    let key = FigmaKey.looksLikeKey(stem) ? stem : nil
    // Figma keeps components whose names start with `_` or `.` out of the published library.
    let looseByID = Dictionary(file.looseSets.map { ($0.nodeID, $0) }) { first, _ in first }
    let standalones = file.standalones.filter { !$0.name.hasPrefix("_") && !$0.name.hasPrefix(".") }.map {
      component in
      var input = InitInputs.StandaloneInput(
        name: component.name, description: component.description, page: component.page, frame: component.frame,
        figmaURL: key.flatMap { component.figmaURL(fileKey: $0) })
      input.fileName = file.name
      if let set = looseByID[component.nodeID], library.componentSet(named: component.name)?.nodeID == set.nodeID {
        input.isAddressable = true
        input.isDrawable = Self.hasDrawing(set)
        // Stacked states are drawn as variants; the file gives the component no such property.
        input.propertyCount = set.otherProperties.count
        if set.statesStacked { input.stackedStates = set.publishedVariants.flatMap { $0.values.map(\.value) } }
        input.isIconShaped = Self.isIconShaped(set)
        input.hasOutlines = Self.hasOutlines(set)
      }
      return input
    }
    var input = InitInputs.FigmaInput(
      contentPath: placed.contentPath, key: key, copies: placed.copies, sets: sets, standalones: standalones)
    let kinds: [(String, FigmaStyle.Kind)] = [("color", .fill), ("text", .text), ("effect", .effect), ("grid", .grid)]
    for (word, kind) in kinds {
      let count = Set(file.styles.filter { $0.kind == kind }.map(\.id)).count
      if count > 0 { input.styleCounts.append(InitInputs.StyleCount(kind: word, count: count)) }
    }
    return (input, file)
  }

  /// Whether a variant's node tree holds something to draw: a layer inside it with a box, or a
  /// paint on it. A file saved without geometry keeps trees of bare names, which draw as blanks.
  static func hasDrawing(_ set: ComponentSet) -> Bool {
    for tree in set.publishedVariants.compactMap(\.tree) {
      if !tree.fills.isEmpty || !tree.strokes.isEmpty { return true }
      var stack = tree.children
      while let node = stack.popLast() {
        if node.box != nil { return true }
        stack.append(contentsOf: node.children)
      }
    }
    return false
  }

  /// The largest side of a drawing that can be an icon, in Figma's units.
  static let iconSideLimit = 64.0

  /// Whether a component is drawn like an icon: one variant whose frame is a square of at most
  /// 64 units holding vector layers and no text (an icon library's `alert`, `archive`, `zap`,
  /// whatever its names or pages are called).
  static func isIconShaped(_ set: ComponentSet) -> Bool {
    let variants = set.publishedVariants
    guard variants.count == 1, let tree = variants[0].tree, let box = tree.box else { return false }
    guard box.width > 0, box.height > 0, max(box.width, box.height) <= iconSideLimit,
      abs(box.width - box.height) <= 1
    else { return false }
    var hasVector = false
    var stack = tree.children
    while let node = stack.popLast() {
      if node.type == .text { return false }
      if node.isVectorLike { hasVector = true }
      stack.append(contentsOf: node.children)
    }
    return hasVector
  }

  /// Whether every vector layer of a component comes with its outlines (a file pulled with
  /// `geometry=paths`): without them an icon would be drawn as boxes.
  static func hasOutlines(_ set: ComponentSet) -> Bool {
    var stack = set.publishedVariants.compactMap(\.tree)
    while let node = stack.popLast() {
      if node.isVectorLike, node.fillGeometry.isEmpty, node.strokeGeometry.isEmpty { return false }
      stack.append(contentsOf: node.children)
    }
    return true
  }

  /// The tokens a set's published variants bind, in the order first met.
  static func boundTokens(_ set: ComponentSet, names: [String: String]) -> [String] {
    guard !names.isEmpty else { return [] }
    var found: [String] = []
    var seen = Set<String>()
    func note(_ id: String?) {
      guard let id else { return }
      var name = names[id]
      if name == nil, id.hasPrefix("VariableID:"), let slash = id.firstIndex(of: "/") {
        name = names[String(id[id.index(id.startIndex, offsetBy: 11)..<slash])]
      }
      if let name, seen.insert(name).inserted { found.append(name) }
    }
    // A stack, not recursion: a tree's depth comes from the file.
    var stack = set.publishedVariants.compactMap(\.tree).reversed().map { $0 }
    while let node = stack.popLast() {
      for paint in node.fills + node.strokes { note(paint.variableID) }
      for key in node.boundVariables.keys.sorted() { note(node.boundVariables[key]) }
      stack.append(contentsOf: node.children.reversed())
    }
    return found
  }

  // MARK: Props

  /// A props source: the components it documents, and the source to read it as.
  func props(_ given: String, into diagnostics: inout Diagnostics) -> (InitInputs.PropsInput, PropsSource)? {
    let path = Self.absolute(given)
    let source = PropsSource(path: path)
    let library = PropsLibrary.load(sources: [source], into: &diagnostics)
    guard !diagnostics.hasErrors else { return nil }
    let placed = placement(of: path, into: "code")
    var input = InitInputs.PropsInput(
      contentPath: placed.contentPath, copies: placed.copies,
      components: Self.codeComponents(library, root: path, contentPath: placed.contentPath))
    input.projectFolder = InitName.projectFolder(
      componentFiles: library.components.compactMap(\.filePath), declaringFiles: library.components.flatMap(\.propFiles)
    )
    return (
      input,
      source
    )
  }

  /// The components a source describes, each name once, then the ones only its Code Connect
  /// files name, with the folders each is declared in below the folder they all share.
  static func codeComponents(_ library: PropsLibrary, root: String, contentPath: String) -> [InitInputs
    .CodeComponentInput]
  {
    // Where each is declared: the module path or source file the source gives, else its file
    // below the folder.
    func declared(_ modulePath: String?, _ file: String) -> String? {
      modulePath ?? relative(absolute(file), inside: root)
    }
    var found: [InitInputs.CodeComponentInput] = []
    var indexOfName: [String: Int] = [:]
    for component in library.components where indexOfName[component.name] == nil {
      indexOfName[component.name] = found.count
      var input = InitInputs.CodeComponentInput(
        name: component.name, tag: component.tagName, aliases: component.aliases,
        description: component.description,
        modulePath: declared(component.modulePath ?? component.filePath, component.path))
      input.sourceFile = component.filePath ?? component.modulePath
      input.tool = component.format.displayName
      found.append(input)
    }
    for connection in library.connections {
      guard let name = connection.componentName, !name.isEmpty else { continue }
      let file = relative(absolute(connection.path), inside: root).map { contentPath + "/" + $0 } ?? contentPath
      let url = linkable(connection.figmaURL)
      if let index = indexOfName[name] {
        if found[index].codeConnectFile == nil { found[index].codeConnectFile = file }
        if found[index].figmaURL == nil { found[index].figmaURL = url }
        if connection.example != nil { found[index].hasExample = true }
        for prop in connection.passedProps where !found[index].mappedProps.contains(prop) {
          found[index].mappedProps.append(prop)
        }
        continue
      }
      indexOfName[name] = found.count
      var input = InitInputs.CodeComponentInput(
        name: name, modulePath: declared(nil, connection.path), hasProps: false, codeConnectFile: file)
      input.hasExample = connection.example != nil
      input.mappedProps = connection.passedProps
      input.figmaURL = url
      found.append(input)
    }
    let folders = declaringFolders(found.map { $0.modulePath ?? "" })
    for index in found.indices { found[index].folders = folders[index] }
    let places = placedPaths(found.map { $0.sourceFile ?? "" })
    for index in found.indices { found[index].sourcePath = places[index] }
    return found
  }

  /// A Code Connect mapping's Figma address as a page may link it: a web address that a
  /// Markdown `<…>` destination holds as written; nil for a placeholder.
  static func linkable(_ url: String) -> String? {
    guard url.hasPrefix("https://") || url.hasPrefix("http://"),
      !url.contains(where: { $0 == "<" || $0 == ">" || $0.isWhitespace || $0 == "\\" })
    else { return nil }
    return url
  }

  /// Each path as a path from the folder its tool ran in: a relative one as it is, an absolute
  /// one from the first folder a relative one of the same source begins with (react-docgen-
  /// typescript's `/home/ci/sds/src/ui/…` beside `src/ui/…`); nil for an empty path, an
  /// absolute one no relative path places, and one that climbs out with `..`.
  static func placedPaths(_ paths: [String]) -> [String?] {
    let relativeStarts = Set(
      paths.compactMap { path -> Substring? in
        path.hasPrefix("/") ? nil : path.split(separator: "/").first.flatMap { $0 == "." || $0 == ".." ? nil : $0 }
      })
    return paths.map { path in
      guard !path.isEmpty else { return nil }
      var parts = path.split(separator: "/")
      if path.hasPrefix("/") {
        guard let start = parts.firstIndex(where: relativeStarts.contains) else { return nil }
        parts.removeFirst(start)
      }
      parts.removeAll { $0 == "." }
      guard !parts.isEmpty, !parts.contains("..") else { return nil }
      return parts.joined(separator: "/")
    }
  }

  /// The folders of each declaring path below the folder the paths share: `Button` for
  /// `src/ui/primitives/Button/Button.tsx` beside `src/ui/primitives/Avatar/Avatar.tsx`; none for
  /// an empty path. react-docgen-typescript writes a file reached through tsconfig's `paths` as
  /// an absolute path (`/home/ci/sds/src/ui/…`) beside the relative ones: such a path is read
  /// from the first folder a relative one begins with (`src/ui/…`), so both share their folders.
  static func declaringFolders(_ paths: [String]) -> [[String]] {
    let split = paths.map { $0.split(separator: "/").map(String.init) }
    let relativeStarts = Set(zip(paths, split).compactMap { $0.hasPrefix("/") ? nil : $1.first })
    let folders = zip(paths, split).map { path, parts -> [String] in
      var parts = parts
      if path.hasPrefix("/"), let start = parts.firstIndex(where: relativeStarts.contains) {
        parts.removeFirst(start)
      }
      return Array(parts.dropLast())
    }
    var shared = folders.first(where: { !$0.isEmpty }) ?? []
    for path in folders where !path.isEmpty {
      var count = 0
      while count < min(shared.count, path.count) && shared[count] == path[count] { count += 1 }
      shared = Array(shared.prefix(count))
    }
    return folders.map { $0.isEmpty ? [] : Array($0.dropFirst(shared.count)) }
  }

  // MARK: All of them

  /// Every input read, with the name the site takes: `--name`, else the Figma file's, the
  /// resolver's or the folder's. Nil when an input has errors (all of them reported).
  func inputs(
    tokens tokenPath: String?, figma figmaPaths: [String], props propsPaths: [String], name: String?,
    into diagnostics: inout Diagnostics
  ) -> InitInputs? {
    var tokenInput: InitInputs.TokenInput?
    var system: TokenSystem?
    if let tokenPath {
      var found = Diagnostics()
      if let (input, loaded) = tokens(tokenPath, into: &found) {
        tokenInput = input
        system = loaded
      }
      diagnostics.merge(found)
    }
    var figmaInputs: [InitInputs.FigmaInput] = []
    var figmaFiles: [FigmaFile] = []
    for path in figmaPaths {
      var found = Diagnostics()
      if let (input, file) = figma(path, tokens: system, into: &found) {
        figmaInputs.append(input)
        figmaFiles.append(file)
      }
      diagnostics.merge(found)
    }
    var propsInputs: [InitInputs.PropsInput] = []
    var propsSources: [PropsSource] = []
    for path in propsPaths {
      var found = Diagnostics()
      if let (input, source) = props(path, into: &found) {
        propsInputs.append(input)
        propsSources.append(source)
      }
      diagnostics.merge(found)
    }
    guard !diagnostics.hasErrors else { return nil }
    // Every source together: a Code Connect folder's imports name components a docgen source
    // describes.
    var ignored = Diagnostics()
    let library = propsSources.isEmpty ? PropsLibrary() : PropsLibrary.load(sources: propsSources, into: &ignored)
    let importable = Set(propsInputs.flatMap { $0.components.map(\.name) }).filter(library.importsKnown(for:))
    // Which code component documents each set: the build's own pairing (Code Connect, or the
    // same name), without site.yml's `parity:`, which a new site does not have yet.
    var codeComponents: [String: String] = [:]
    if !propsSources.isEmpty && !figmaFiles.isEmpty {
      let documented = Set(library.components.map(\.name))
      let reports = Parity.reports(
        figma: FigmaLibrary(files: figmaFiles), props: library, pairings: [], into: &ignored)
      for report in reports {
        if let component = report.component, documented.contains(component), codeComponents[report.setName] == nil {
          codeComponents[report.setName] = component
        }
      }
    }
    let folderName = InitText.title((site as NSString).lastPathComponent)
    let given = name.map { $0.trimmingCharacters(in: .whitespacesAndNewlines) }.flatMap { $0.isEmpty ? nil : $0 }
    let choice =
      given == nil
      ? InitName.choose(
        nameEvidence(
          tokens: tokenPath, system: system, figma: zip(figmaPaths, figmaFiles).map { ($0, $1.name) },
          props: zip(propsPaths, propsInputs).map { ($0, $1.projectFolder) })) : nil
    var inputs = InitInputs(
      name: given ?? choice?.name ?? (folderName.isEmpty || folderName == "/" ? "Design System" : folderName),
      tokens: tokenInput, figma: figmaInputs, props: propsInputs, codeComponents: codeComponents)
    inputs.nameReason = choice.map(InitName.reason)
    inputs.importable = importable
    // The code's package first: its `directory` is where the props sources' paths start.
    inputs.repository = InitRepository.near(
      code: propsPaths.map(Self.absolute),
      others: ([tokenPath].compactMap { $0 } + figmaPaths).map(Self.absolute), site: Self.absolute(site))
    return inputs
  }

  /// What each input says of the system's name (InitName).
  func nameEvidence(
    tokens tokenPath: String?, system: TokenSystem?, figma: [(path: String, name: String)],
    props: [(path: String, projectFolder: String?)]
  ) -> [InitName.Evidence] {
    var evidence: [InitName.Evidence] = []
    for file in figma {
      evidence.append(
        .init(input: "the Figma file", names: [file.name], words: InitName.pathWords(Self.absolute(file.path))))
    }
    if let tokenPath, let system {
      let path = Self.absolute(tokenPath)
      var namespaces = Set<String>()
      for token in system.defaultResolution.tokens {
        for entry in token.extensions?.entries ?? [] { namespaces.insert(entry.key) }
      }
      let contexts = system.modifiers.flatMap(\.contexts)
      evidence.append(
        .init(
          input: "the tokens", names: [system.name, InitName.packageName(near: path)].compactMap { $0 },
          words: InitName.pathWords(path).union(InitName.words(of: namespaces)).union(InitName.words(of: contexts))))
    }
    for source in props {
      let path = Self.absolute(source.path)
      evidence.append(
        .init(
          input: "the code", names: [source.projectFolder, InitName.packageName(near: path)].compactMap { $0 },
          words: InitName.pathWords(path)))
    }
    return evidence
  }
}
