import Figma
import Foundation
import SpecimenCore
import TokenImport
import Tokens

/// Reads the files `specimen init` was given with the build's own readers, and says where each
/// goes in the new site: a file already under the site's content/ is named where it is; any other
/// is copied under content/, because every path site.yml names must stay inside the site folder.
struct InitSources {
  /// The new site's folder, absolute.
  var site: String
  var content: String { SiteLayout(root: site).content }

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
    return (
      target,
      Self.files(under: path).map { InitInputs.Copy(from: $0.path, to: SiteLayout.Name.content(target + $0.suffix)) }
    )
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
          copies.append(
            .init(from: file, to: SiteLayout.Name.tokens + "/" + (Self.relative(file, inside: base) ?? file)))
        }
        setting = .resolver("tokens/" + (Self.relative(path, inside: base) ?? (path as NSString).lastPathComponent))
      }
    } else {
      let placed = placement(of: path, into: "tokens")
      copies = placed.copies
      setting = .source(SiteLayout.Name.content(placed.contentPath), format: nil)
    }
    var input = InitInputs.TokenInput(setting: setting, groups: [], copies: copies)
    let modifiers = system.modifiers.map {
      InitInputs.TokenInput.ShownModifier(name: $0.name, contexts: $0.contexts, displayNames: $0.contextNames)
    }
    input.shownModifier = Self.shownModifier(modifiers)
    input.pickedModifiers = Self.pickedModifiers(modifiers, besides: input.shownModifier)
    var owners: [String: Set<String>] = [:]
    for modifier in modifiers {
      for context in modifier.contexts { owners[context.lowercased(), default: []].insert(modifier.name) }
    }
    input.contextModifiers = owners.compactMapValues { $0.count == 1 ? $0.first : nil }
    Self.group(system, into: &input)
    Self.markVarying(system, into: &input)
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

  /// The modifier the pages show side by side: the colour scheme (`ColorScheme`: contexts that
  /// read as light and dark, whatever the modifier is called), its light context first and its
  /// dark one second; else one named as a theme with two or more contexts; else the first with
  /// two to six. Nil without such a modifier.
  static func shownModifier(_ modifiers: [InitInputs.TokenInput.ShownModifier]) -> InitInputs.TokenInput.ShownModifier?
  {
    let tokenModifiers = modifiers.map {
      TokenModifier(
        name: $0.name, description: nil, contexts: $0.contexts, defaultContext: $0.contexts.first, contextNames: [:],
        pixelUnits: [:], location: nil)
    }
    if let scheme = ColorScheme.find(in: tokenModifiers),
      let modifier = modifiers.first(where: { $0.name == scheme.modifier })
    {
      let rest = modifier.contexts.filter { $0 != scheme.light && $0 != scheme.dark }
      return .init(
        name: modifier.name, contexts: [scheme.light, scheme.dark] + rest, displayNames: modifier.displayNames)
    }
    let themeNames: Set<String> = ["theme", "themes", "mode", "modes", "color-scheme", "scheme", "appearance"]
    let themed = modifiers.first { themeNames.contains($0.name.lowercased()) && $0.contexts.count > 1 }
    guard let modifier = themed ?? modifiers.first(where: { $0.contexts.count > 1 && $0.contexts.count <= 6 }),
      modifier.contexts.count > 1
    else { return nil }
    return modifier
  }

  /// The names of modifiers a reader picks one value of: a brand, a size, a density.
  static let pickedNames: Set<String> = ["brand", "brands", "size", "sizes", "density", "densities"]
  /// The most values a picked modifier may have for init to list it, and the most picked modifiers.
  static let pickedContextLimit = 4
  static let pickedModifierLimit = 2

  /// Beside the modifier shown side by side, those named as a brand, a size or a density with two
  /// to four contexts (at most two of them), so their tables get a picker instead of showing the
  /// default brand alone; the contexts to resolve stay few (at most 2 × 4 × 4 per shown one).
  static func pickedModifiers(
    _ modifiers: [InitInputs.TokenInput.ShownModifier], besides shown: InitInputs.TokenInput.ShownModifier?
  ) -> [InitInputs.TokenInput.ShownModifier] {
    Array(
      modifiers.filter { modifier in
        modifier.name != shown?.name && pickedNames.contains(modifier.name.lowercased())
          && (2...pickedContextLimit).contains(modifier.contexts.count)
      }.prefix(pickedModifierLimit))
  }

  /// Top-level groups with their second-level groups, and the chrome's likely tokens.
  static func group(_ system: TokenSystem, into input: inout InitInputs.TokenInput) {
    let resolution = system.defaultResolution
    var types: [String: [String: Int]] = [:]
    // Where each group's tokens are defined, by file: the sets of a Tokens Studio folder.
    let files = Set(resolution.tokens.map(\.location.file))
    let root = files.count > 1 ? commonFolder(Array(files)) : nil
    var sets: [String: [String: Int]] = [:]
    for token in resolution.tokens {
      let top = String(token.path.name.split(separator: "/").first ?? "")
      types[top, default: [:]][token.type.rawValue, default: 0] += 1
      if let root, let inside = relative(token.location.file, inside: root) {
        sets[top, default: [:]][(inside as NSString).deletingPathExtension, default: 0] += 1
      }
    }
    var order: [String] = []
    var groups: [String: InitInputs.TokenGroup] = [:]
    var subgroupsSeen = Set<String>()
    for path in resolution.allPaths {
      let segments = path.name.split(separator: "/").map(String.init)
      guard let top = segments.first else { continue }
      guard segments.count > 1 else {
        input.looseTokens.append(path.name)
        if let category = resolution.token(path.name)?.extensions?["com.salesforce.theo"]?["category"]?.string {
          input.looseCategories[path.name] = category
        }
        continue
      }
      if groups[top] == nil {
        order.append(top)
        let main = types[top]?.max { $0.value != $1.value ? $0.value < $1.value : $0.key > $1.key }?.key ?? "opaque"
        groups[top] = InitInputs.TokenGroup(path: top, tokenCount: 0, mainType: main)
        groups[top]?.isOneType = (types[top]?.count ?? 0) <= 1
        groups[top]?.sets = (sets[top] ?? [:]).sorted { $0.value != $1.value ? $0.value > $1.value : $0.key < $1.key }
          .map(\.key)
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
    input.colorTokens = resolution.tokens.filter { $0.type == .color }.map(\.path.name)
    input.chromeCandidates = chromeCandidates(input.colorTokens)
  }

  /// Which of the shown and picked modifiers each group's tokens read otherwise across: each
  /// context of the modifier, the others at their defaults, compared by value and type.
  static func markVarying(_ system: TokenSystem, into input: inout InitInputs.TokenInput) {
    var ignored = Diagnostics()
    for modifier in [input.shownModifier].compactMap({ $0 }) + input.pickedModifiers {
      let resolutions = modifier.contexts.compactMap { context in
        system.context(for: ContextSelection([modifier.name: context]), into: &ignored).map(system.resolution(for:))
      }
      guard let first = resolutions.first, resolutions.count > 1 else { continue }
      for index in input.groups.indices {
        let prefix = input.groups[index].path + "/"
        let varies = first.allPaths.lazy.filter { $0.name.hasPrefix(prefix) }.contains { path in
          let base = first.token(path.name)
          return resolutions.dropFirst().contains { other in
            let token = other.token(path.name)
            return token?.value != base?.value || token?.typeName != base?.typeName
          }
        }
        if varies { input.groups[index].varyingModifiers.insert(modifier.name) }
      }
    }
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
}
