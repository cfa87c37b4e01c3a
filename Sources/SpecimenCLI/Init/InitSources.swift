import Figma
import Foundation
import SpecimenCore
import Tokens

/// Reads the files `specimen init` was given with the build's own readers, and says where each
/// goes in the new site: a file already under the site's content/ is named where it is; any other
/// is copied under content/, because every path site.yml names must stay inside the site folder.
struct InitSources {
  /// The new site's folder, absolute.
  var site: String
  var content: String { site + "/content" }

  init(site: String) {
    self.site = Self.absolute(site)
  }

  static func absolute(_ path: String) -> String {
    URL(fileURLWithPath: path).standardizedFileURL.path
  }

  /// `path` relative to `folder` when it lies inside it.
  static func relative(_ path: String, inside folder: String) -> String? {
    let prefix = folder.hasSuffix("/") ? folder : folder + "/"
    return path.hasPrefix(prefix) ? String(path.dropFirst(prefix.count)) : nil
  }

  /// Where an input goes, relative to content/, and the copies that put it there.
  func placement(of path: String, into folder: String) -> (contentPath: String, copies: [InitInputs.Copy]) {
    if let inside = Self.relative(path, inside: content) { return (inside, []) }
    let name = (path as NSString).lastPathComponent
    let target = folder + "/" + name
    return (target, Self.files(under: path).map { InitInputs.Copy(from: $0.path, to: "content/" + target + $0.suffix) })
  }

  /// A file as itself, or a folder's regular files (hidden ones left out) in path order.
  static func files(under path: String) -> [(path: String, suffix: String)] {
    var isDirectory: ObjCBool = false
    guard FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory), isDirectory.boolValue else {
      return [(path, "")]
    }
    var found: [(String, String)] = []
    guard let enumerator = FileManager.default.enumerator(atPath: path) else { return [] }
    while let item = enumerator.nextObject() as? String {
      let name = (item as NSString).lastPathComponent
      if name.hasPrefix(".") || name == "node_modules" {
        enumerator.skipDescendants()
        continue
      }
      var itemIsDirectory: ObjCBool = false
      let full = path + "/" + item
      if FileManager.default.fileExists(atPath: full, isDirectory: &itemIsDirectory), !itemIsDirectory.boolValue {
        found.append((full, "/" + item))
      }
    }
    return found.sorted { $0.0 < $1.0 }
  }

  // MARK: Tokens

  func tokens(_ given: String, into diagnostics: inout Diagnostics) -> (InitInputs.TokenInput, TokenSystem)? {
    let path = Self.absolute(given)
    let isResolver = Self.isResolver(path)
    let system =
      isResolver
      ? TokenSystem.load(resolverPath: path, into: &diagnostics)
      : TokenSystem.load(sourcePath: path, into: &diagnostics)
    guard !diagnostics.hasErrors, !system.isIncomplete else { return nil }
    var setting: InitInputs.TokenInput.Setting
    var copies: [InitInputs.Copy] = []
    if isResolver {
      // The resolver and every file it refers to, in the same places relative to each other.
      let read = [path] + system.resolverSourceFiles.map(Self.absolute)
      if let inside = Self.relative(path, inside: content), read.allSatisfy({ Self.relative($0, inside: site) != nil })
      {
        setting = .resolver(inside)
      } else {
        let base = Self.commonFolder(read)
        for file in read {
          copies.append(.init(from: file, to: "content/tokens/" + (Self.relative(file, inside: base) ?? file)))
        }
        setting = .resolver("tokens/" + (Self.relative(path, inside: base) ?? (path as NSString).lastPathComponent))
      }
    } else {
      let placed = placement(of: path, into: "tokens")
      copies = placed.copies
      setting = .source("content/" + placed.contentPath, format: nil)
    }
    var input = InitInputs.TokenInput(setting: setting, groups: [], copies: copies)
    input.shownModifier = Self.shownModifier(system.modifiers.map { .init(name: $0.name, contexts: $0.contexts) })
    Self.group(system, into: &input)
    return (input, system)
  }

  /// A DTCG resolver document: named `*.resolver.json`, or a JSON file with `resolutionOrder`.
  static func isResolver(_ path: String) -> Bool {
    if path.hasSuffix(".resolver.json") { return true }
    guard path.hasSuffix(".json"), let bytes = SourceText.bytes(of: path),
      let root = try? JSONReader.parse(bytes: bytes, file: path)
    else { return false }
    return root["resolutionOrder"] != nil
  }

  /// The folder that holds every path.
  static func commonFolder(_ paths: [String]) -> String {
    var common =
      paths.first.map { ($0 as NSString).deletingLastPathComponent.split(separator: "/").map(String.init) } ?? []
    for path in paths.dropFirst() {
      let parts = (path as NSString).deletingLastPathComponent.split(separator: "/").map(String.init)
      var count = 0
      while count < min(common.count, parts.count) && common[count] == parts[count] { count += 1 }
      common = Array(common.prefix(count))
    }
    return "/" + common.joined(separator: "/")
  }

  /// The modifier the pages show side by side: the one that reads as a light/dark theme, else
  /// the first with a few contexts; nil without modifiers.
  static func shownModifier(_ modifiers: [InitInputs.TokenInput.ShownModifier]) -> InitInputs.TokenInput.ShownModifier?
  {
    let themeNames: Set<String> = ["theme", "themes", "mode", "modes", "color-scheme", "scheme", "appearance"]
    let themed = modifiers.first { modifier in
      themeNames.contains(modifier.name.lowercased())
        || modifier.contexts.contains { $0.lowercased().contains("dark") }
    }
    guard let modifier = themed ?? modifiers.first(where: { $0.contexts.count > 1 && $0.contexts.count <= 6 }),
      modifier.contexts.count > 1
    else { return nil }
    return modifier
  }

  /// Top-level groups with their second-level groups, and the chrome's likely tokens.
  static func group(_ system: TokenSystem, into input: inout InitInputs.TokenInput) {
    let resolution = system.defaultResolution
    var types: [String: [String: Int]] = [:]
    for token in resolution.tokens {
      let top = String(token.path.name.split(separator: "/").first ?? "")
      types[top, default: [:]][token.type.rawValue, default: 0] += 1
    }
    var order: [String] = []
    var groups: [String: InitInputs.TokenGroup] = [:]
    var subgroupsSeen = Set<String>()
    for path in resolution.allPaths {
      let segments = path.name.split(separator: "/").map(String.init)
      guard let top = segments.first else { continue }
      guard segments.count > 1 else {
        input.looseTokens.append(path.name)
        continue
      }
      if groups[top] == nil {
        order.append(top)
        let main = types[top]?.max { $0.value != $1.value ? $0.value < $1.value : $0.key > $1.key }?.key ?? "opaque"
        groups[top] = InitInputs.TokenGroup(path: top, tokenCount: 0, mainType: main)
      }
      groups[top]?.tokenCount += 1
      if segments.count == 2 {
        groups[top]?.directTokens.append(path.name)
      } else {
        let subgroup = top + "/" + segments[1]
        if subgroupsSeen.insert(subgroup).inserted { groups[top]?.subgroups.append(subgroup) }
      }
    }
    // A token that is also a group (`color/text` with `$root`) is listed by its group's table.
    for top in order {
      groups[top]?.directTokens.removeAll { subgroupsSeen.contains($0) }
    }
    input.groups = order.compactMap { groups[$0] }
    input.chromeCandidates = chromeCandidates(resolution.tokens.filter { $0.type == .color }.map(\.path.name))
  }

  /// For each chrome role, the first color token whose name reads as that role.
  static func chromeCandidates(_ colors: [String]) -> [InitInputs.TokenInput.ChromeCandidate] {
    let roles: [(role: String, groups: Set<String>, names: [String])] = [
      ("background", ["background", "bg", "surface"], ["default", "primary", "base", "page", "canvas", "white-0"]),
      ("text", ["text", "fg", "foreground", "content"], ["default", "primary", "strong", "base"]),
      ("mutedText", ["text", "fg", "foreground", "content"], ["secondary", "muted", "subtle", "sub-600"]),
    ]
    var found: [InitInputs.TokenInput.ChromeCandidate] = []
    for role in roles {
      let match = colors.first { name in
        let segments = name.lowercased().split(separator: "/").map(String.init)
        guard let last = segments.last, segments.count >= 2 else { return false }
        return segments.dropLast().contains(where: role.groups.contains) && role.names.contains(last)
      }
      if let match { found.append(.init(role: role.role, token: match)) }
    }
    return found
  }

  // MARK: Figma

  func figma(_ given: String, tokens: TokenSystem?, into diagnostics: inout Diagnostics) -> (
    InitInputs.FigmaInput, FigmaFile
  )? {
    let path = Self.absolute(given)
    let library = FigmaLibrary.load(files: [FigmaSource(path: path)], into: &diagnostics)
    guard !diagnostics.hasErrors, let file = library.files.first else { return nil }
    let placed = placement(of: path, into: "figma")
    let stem = ((path as NSString).lastPathComponent as NSString).deletingPathExtension
    let names = Self.variableNames(tokens)
    let sets = file.componentSets.filter(\.isPublished).map { set in
      InitInputs.ComponentSetInput(
        name: set.name, description: set.description, propertyCount: set.properties.count,
        variantPropertyCount: set.variantProperties.count, variantCount: set.publishedVariants.count,
        isDrawable: Self.hasDrawing(set), figmaURL: set.provenance.figmaURL,
        boundTokens: Self.boundTokens(set, names: names))
    }
    let input = InitInputs.FigmaInput(
      contentPath: placed.contentPath, key: FigmaKey.looksLikeKey(stem) ? stem : nil, copies: placed.copies,
      sets: sets)
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

  /// Figma variable ids by the token that records them in `$extensions` (`com.figma`).
  static func variableNames(_ tokens: TokenSystem?) -> [String: String] {
    var names: [String: String] = [:]
    for token in tokens?.defaultResolution.tokens ?? [] {
      guard let extensions = token.extensions else { continue }
      let nested = extensions["com.figma"]
      let ids = [
        nested?["variableId"], nested?["variableKey"], nested?["key"], nested?["id"],
        extensions["com.figma.variableId"], extensions["com.figma.variableKey"],
      ]
      for id in ids.compactMap({ $0?.string }) where names[id] == nil { names[id] = token.path.name }
    }
    return names
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
    var names: [String] = []
    for name in library.components.map(\.name) where !names.contains(name) { names.append(name) }
    return (InitInputs.PropsInput(contentPath: placed.contentPath, copies: placed.copies, components: names), source)
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
    // Which code component documents each set: the build's own pairing (Code Connect, or the
    // same name), without site.yml's `parity:`, which a new site does not have yet.
    var codeComponents: [String: String] = [:]
    if !propsSources.isEmpty && !figmaFiles.isEmpty {
      var ignored = Diagnostics()
      let library = PropsLibrary.load(sources: propsSources, into: &ignored)
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
    let chosen = [name, figmaFiles.first?.name, system?.name].compactMap { $0 }
      .map { $0.trimmingCharacters(in: .whitespacesAndNewlines) }.first { !$0.isEmpty }
    return InitInputs(
      name: chosen ?? (folderName.isEmpty || folderName == "/" ? "Design System" : folderName), tokens: tokenInput,
      figma: figmaInputs, props: propsInputs, codeComponents: codeComponents)
  }
}
