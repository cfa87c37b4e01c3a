import Foundation
import SpecimenCore
import Synchronization

/// A modifier of a resolver document (`theme: light | dark`) and how its contexts are shown.
package struct TokenModifier: Sendable, Hashable {
  package var name: String
  package var description: String?
  /// Context names in source order.
  package var contexts: [String]
  package var defaultContext: String?
  /// Display names (`ios` → `iOS`) from `$extensions["dev.specimen"].contextNames`.
  package var contextNames: [String: String]
  /// How px reads in a context (`ios` → `pt`, `android` → `dp`), from `$extensions["dev.specimen"].pixelUnits`.
  package var pixelUnits: [String: String]
  package var location: SourceLocation?

  package init(
    name: String, description: String?, contexts: [String], defaultContext: String?, contextNames: [String: String],
    pixelUnits: [String: String], location: SourceLocation?
  ) {
    self.name = name
    self.description = description
    self.contexts = contexts
    self.defaultContext = defaultContext
    self.contextNames = contextNames
    self.pixelUnits = pixelUnits
    self.location = location
  }

  /// `Light`, `iOS`, `SDS light`: the display name of one of this modifier's contexts, the
  /// name `$extensions["dev.specimen"].contextNames` gives it, else `readableName(_:)`.
  package func displayName(of context: String) -> String {
    contextNames[context] ?? Self.readableName(context)
  }

  /// A context's name as a reader reads it. A name of lowercase words (`light`, `dark mode`)
  /// starts with a capital; one of lowercase words joined by `_`, as exports write a mode's name
  /// for a key (`sds_light`, `brand_b_light`), reads as those words, a word without a vowel
  /// spelled out in capitals as an initialism is (`SDS light`, `Brand B light`); any other is
  /// shown as written, so a name with its own capitals (`iOS`, `lightMode`) keeps its case.
  package static func readableName(_ context: String) -> String {
    guard let first = context.first, first.isLowercase else { return context }
    if context.contains("_"), context.allSatisfy({ $0.isASCII && ($0.isLowercase || $0.isNumber || $0 == "_") }) {
      let words = context.split(separator: "_").map { word in
        word.contains(where: { "aeiouy".contains($0) || $0.isNumber }) ? String(word) : word.uppercased()
      }
      guard let head = words.first else { return context }
      return ([head.prefix(1).uppercased() + head.dropFirst()] + words.dropFirst()).joined(separator: " ")
    }
    guard context.allSatisfy({ $0.isLowercase || $0.isNumber || $0 == " " || $0 == "-" }) else { return context }
    return first.uppercased() + context.dropFirst()
  }

  /// The context used when an input leaves this modifier out.
  var fallbackContext: String? { defaultContext }

  /// Case-insensitive lookup, as the Resolver Module recommends for inputs.
  func canonicalContext(_ value: String) -> String? {
    contexts.first { $0 == value } ?? contexts.first { $0.lowercased() == value.lowercased() }
  }
}

/// A token source in a set or a modifier context.
package enum SourceItem: Sendable {
  case inline(Node)
  case file(path: String, pointer: [String]?, location: SourceLocation, overrides: [Node.Entry])
  case set(name: String, location: SourceLocation)
  case pointer(segments: [String], location: SourceLocation, overrides: [Node.Entry])
}

package enum OrderItem: Sendable {
  case set(name: String, sources: [SourceItem])
  case modifier(index: Int, contexts: [String: [SourceItem]])
}

/// A parsed `*.resolver.json` (Resolver Module 2025.10) with its token sources loaded.
package struct ResolverDocument: Sendable {
  var path: String
  var name: String?
  var description: String?
  package var root: Node
  package var sets: [String: [SourceItem]] = [:]
  package var setLocations: [String: SourceLocation] = [:]
  package var order: [OrderItem] = []
  package var modifiers: [TokenModifier] = []
  var files: [String: Node] = [:]
  package var diagnostics = Diagnostics()
  /// Departures a foreign source's reader found (their diagnostics are in `diagnostics` too).
  package var deviations: [TokenDeviation] = []
  /// A file could not be read or parsed: its error is the cause, and the missing-token errors
  /// that would follow from it are left out.
  package var unreadableSources = false
  /// The folder every token file must lie in (the site folder); nil reads any path.
  var containingFolder: String?
  /// `$type` names the source's own format defines for values it passes through as written
  /// (Theo's `size` of `50%`, its `string`): read as opaque values, kept as written, without the
  /// `unknown-type` deviation, since the format's own tool accepts them.
  package var keptTypes: Set<String> = []

  static let specimenExtension = "dev.specimen"

  /// An empty document for a reader of another format to fill: its modifiers, sets and order.
  package init(path: String, root: Node) {
    self.path = path
    self.root = root
  }

  /// `parsed`: token files already parsed (by path), which are not read again. `earlier`: an
  /// earlier reading of files that are read again, whose unchanged parts the new reading shares.
  static func load(
    path: String, reader: FileSource, containedIn folder: String? = nil, parsed: [String: Node] = [:],
    earlier: [String: Node] = [:]
  ) -> ResolverDocument {
    var document = ResolverDocument(path: path, root: Node(.null, at: SourceLocation(file: path)))
    document.containingFolder = folder
    document.files = parsed
    do {
      guard let text = try reader.read(path) else {
        document.diagnostics.append(
          .error(
            "cannot read the resolver file \(path)", at: nil, hint: "check the path", id: .tokensResolverUnreadable))
        document.unreadableSources = true
        return document
      }
      document.root = try JSONReader.parse(text, file: path)
    } catch {
      document.diagnostics.append(error)
      document.unreadableSources = true
      return document
    }
    document.parse(reader: reader, earlier: earlier)
    return document
  }

  /// Unknown keys are warnings: other tools may write their own (DocumentFormat).
  static let reader = KeyedReader(.resolverDocument)
  static let documentKeys = [
    "$schema", "name", "version", "description", "sets", "modifiers", "resolutionOrder", "$defs", "$extensions",
  ]
  /// A set's and a modifier's keys; written inline in `resolutionOrder`, they add `name` and `type`.
  static let setKeys = ["description", "sources", "$extensions"]
  static let modifierKeys = ["description", "contexts", "default", "$extensions"]

  private mutating func parse(reader: FileSource, earlier: [String: Node]) {
    guard let entries = root.entries else {
      diagnostics.error(
        "a resolver document must be a JSON object, found \(root.kindDescription)", at: root.location,
        id: .tokensResolverWrongType)
      return
    }
    Self.reader.reportUnknownKeys(
      of: entries, known: Self.documentKeys, in: "the resolver document", into: &diagnostics)
    name = root["name"]?.string
    description = root["description"]?.string
    if let version = root["version"] {
      if version.scalarText != "2025.10" {
        diagnostics.error(
          "version must be \"2025.10\", found \(version.jsonText())", at: version.location,
          id: .tokensResolverVersionInvalid)
      }
    } else {
      diagnostics.error(
        "the resolver document has no version", at: root.location, hint: "add \"version\": \"2025.10\"",
        id: .tokensResolverVersionMissing)
    }

    // Named sets and modifiers.
    var namedModifiers: [String: (node: Node, location: SourceLocation)] = [:]
    if let setsNode = root["sets"] {
      if let setEntries = setsNode.entries {
        for entry in setEntries {
          setLocations[entry.key] = entry.keyLocation
          sets[entry.key] = parseSet(entry.value, name: entry.key, inline: false)
        }
      } else {
        diagnostics.error(
          "sets must be an object of named sets, found \(setsNode.kindDescription)", at: setsNode.location,
          id: .tokensResolverWrongType)
      }
    }
    if let modifiersNode = root["modifiers"] {
      if let modifierEntries = modifiersNode.entries {
        for entry in modifierEntries { namedModifiers[entry.key] = (entry.value, entry.keyLocation) }
      } else {
        diagnostics.error(
          "modifiers must be an object of named modifiers, found \(modifiersNode.kindDescription)",
          at: modifiersNode.location, id: .tokensResolverWrongType)
      }
    }

    guard let orderNode = root["resolutionOrder"] else {
      diagnostics.error(
        "the resolver document has no resolutionOrder", at: root.location,
        hint: "list the sets and modifiers in the order they apply", id: .tokensResolverOrderMissing)
      return
    }
    guard let items = orderNode.array else {
      diagnostics.error(
        "resolutionOrder must be an array, found \(orderNode.kindDescription)", at: orderNode.location,
        id: .tokensResolverWrongType)
      return
    }
    var names: [String: SourceLocation] = [:]
    var usedModifiers: Set<String> = []
    for item in items {
      guard item.entries != nil else {
        diagnostics.error(
          "resolutionOrder items are {\"$ref\": …} objects or inline sets and modifiers, found \(item.kindDescription)",
          at: item.location, id: .tokensResolverWrongType)
        continue
      }
      if let ref = item["$ref"] {
        guard let text = ref.string, let segments = Reference.pointerSegments(text), segments.count == 2,
          segments[0] == "sets" || segments[0] == "modifiers"
        else {
          diagnostics.error(
            "resolutionOrder can refer to \"#/sets/NAME\" or \"#/modifiers/NAME\", found \(ref.jsonText())",
            at: ref.location, id: .tokensResolverOrderRefInvalid)
          continue
        }
        let name = segments[1]
        if let previous = names[name] {
          diagnostics.error(
            "'\(name)' appears twice in resolutionOrder (first at \(previous))", at: ref.location,
            id: .tokensResolverOrderDuplicate)
          continue
        }
        names[name] = ref.location
        if segments[0] == "sets" {
          guard let sources = sets[name] else {
            diagnostics.error(
              "resolutionOrder refers to the set '\(name)', which is not defined", at: ref.location,
              hint: Suggestion.hint(for: name, in: sets.keys.sorted()), id: .tokensResolverUnknownSet)
            continue
          }
          order.append(.set(name: name, sources: sources))
        } else {
          guard let (node, location) = namedModifiers[name] else {
            diagnostics.error(
              "resolutionOrder refers to the modifier '\(name)', which is not defined", at: ref.location,
              hint: Suggestion.hint(for: name, in: namedModifiers.keys.sorted()), id: .tokensResolverUnknownModifier)
            continue
          }
          usedModifiers.insert(name)
          addModifier(node, name: name, location: location, inline: false)
        }
        continue
      }
      // Inline set or modifier: needs name and type.
      let nameNode = item["name"], typeNode = item["type"]
      guard let name = nameNode?.string, let type = typeNode?.string else {
        diagnostics.error(
          "an inline set or modifier in resolutionOrder needs \"name\" and \"type\"", at: item.location,
          hint: "add \"type\": \"set\" or \"modifier\" and a unique \"name\"", id: .tokensResolverInlineMissingName)
        continue
      }
      if let previous = names[name] {
        diagnostics.error(
          "'\(name)' appears twice in resolutionOrder (first at \(previous))", at: nameNode!.location,
          id: .tokensResolverOrderDuplicate)
        continue
      }
      names[name] = nameNode!.location
      switch type {
      case "set": order.append(.set(name: name, sources: parseSet(item, name: name, inline: true)))
      case "modifier": addModifier(item, name: name, location: nameNode!.location, inline: true)
      default:
        diagnostics.error(
          "type must be \"set\" or \"modifier\", found \"\(type)\"", at: typeNode!.location,
          hint: Suggestion.hint(for: type, in: ["set", "modifier"]), id: .tokensResolverInlineTypeInvalid)
      }
    }
    for (name, value) in namedModifiers.sorted(by: { $0.key < $1.key }) where !usedModifiers.contains(name) {
      diagnostics.append(
        .warning(
          "modifier '\(name)' is not in resolutionOrder, so it changes nothing", at: value.location,
          id: .tokensResolverModifierUnused))
    }
    loadFiles(reader: reader, earlier: earlier)
  }

  private mutating func parseSet(_ node: Node, name: String, inline: Bool) -> [SourceItem] {
    guard node.entries != nil else {
      diagnostics.error(
        "set '\(name)' must be an object with sources, found \(node.kindDescription)", at: node.location,
        id: .tokensResolverWrongType)
      return []
    }
    Self.reader.reportUnknownKeys(
      of: node.entries ?? [], known: inline ? ["name", "type"] + Self.setKeys : Self.setKeys, in: "set '\(name)'",
      into: &diagnostics)
    guard let sources = node["sources"] else {
      diagnostics.error(
        "set '\(name)' has no sources", at: node.location, hint: "add \"sources\": [{\"$ref\": \"file.tokens.json\"}]",
        id: .tokensResolverSetWithoutSources)
      return []
    }
    guard let items = sources.array else {
      diagnostics.error(
        "set '\(name)': sources must be an array, found \(sources.kindDescription)", at: sources.location,
        id: .tokensResolverWrongType)
      return []
    }
    return items.compactMap { parseSource($0, owner: "set '\(name)'") }
  }

  private mutating func addModifier(_ node: Node, name: String, location: SourceLocation, inline: Bool) {
    guard node.entries != nil else {
      diagnostics.error(
        "modifier '\(name)' must be an object with contexts, found \(node.kindDescription)", at: node.location,
        id: .tokensResolverWrongType)
      return
    }
    Self.reader.reportUnknownKeys(
      of: node.entries ?? [], known: inline ? ["name", "type"] + Self.modifierKeys : Self.modifierKeys,
      in: "modifier '\(name)'", into: &diagnostics)
    guard let contextsNode = node["contexts"], let contextEntries = contextsNode.entries else {
      diagnostics.error(
        "modifier '\(name)' has no contexts", at: node["contexts"]?.location ?? node.location,
        hint: "add \"contexts\": {\"light\": [...], \"dark\": [...]}", id: .tokensResolverModifierWithoutContexts)
      return
    }
    if contextEntries.isEmpty {
      diagnostics.error(
        "modifier '\(name)' has no contexts", at: contextsNode.location, id: .tokensResolverModifierWithoutContexts)
      return
    }
    if contextEntries.count == 1 {
      diagnostics.append(
        .warning(
          "modifier '\(name)' has only one context; a set does the same", at: contextsNode.location,
          id: .tokensResolverModifierSingleContext))
    }
    var contexts: [String] = []
    var sources: [String: [SourceItem]] = [:]
    for entry in contextEntries {
      contexts.append(entry.key)
      guard let items = entry.value.array else {
        diagnostics.error(
          "modifier '\(name)': context '\(entry.key)' must be an array of sources, found \(entry.value.kindDescription)",
          at: entry.value.location, id: .tokensResolverWrongType)
        sources[entry.key] = []
        continue
      }
      sources[entry.key] = items.compactMap { parseSource($0, owner: "modifier '\(name)'") }
    }
    var defaultContext: String?
    if let d = node["default"] {
      if let text = d.string, contexts.contains(text) {
        defaultContext = text
      } else {
        diagnostics.error(
          "modifier '\(name)': default \(d.jsonText()) is not one of its contexts (\(contexts.joined(separator: ", ")))",
          at: d.location, hint: d.string.flatMap { Suggestion.hint(for: $0, in: contexts) },
          id: .tokensResolverDefaultInvalid)
      }
    }
    var contextNames: [String: String] = [:]
    var pixelUnits: [String: String] = [:]
    if let ours = node["$extensions"]?[ResolverDocument.specimenExtension] {
      for entry in ours["contextNames"]?.entries ?? [] {
        if let text = entry.value.string { contextNames[entry.key] = text }
      }
      for entry in ours["pixelUnits"]?.entries ?? [] {
        if let text = entry.value.string { pixelUnits[entry.key] = text }
      }
    }
    modifiers.append(
      TokenModifier(
        name: name, description: node["description"]?.string, contexts: contexts, defaultContext: defaultContext,
        contextNames: contextNames, pixelUnits: pixelUnits, location: location))
    order.append(.modifier(index: modifiers.count - 1, contexts: sources))
  }

  private mutating func parseSource(_ node: Node, owner: String) -> SourceItem? {
    guard let entries = node.entries else {
      diagnostics.error(
        "\(owner): a source must be a {\"$ref\": …} object or inline tokens, found \(node.kindDescription)",
        at: node.location, id: .tokensResolverWrongType)
      return nil
    }
    guard let ref = node["$ref"] else { return .inline(node) }
    let overrides = entries.filter { $0.key != "$ref" }
    guard let text = ref.string, !text.isEmpty else {
      diagnostics.error(
        "\(owner): $ref must be a string, found \(ref.kindDescription)", at: ref.location, id: .tokensResolverWrongType)
      return nil
    }
    if text.hasPrefix("#") {
      guard let segments = Reference.pointerSegments(text) else {
        diagnostics.error(
          "\(owner): \"\(text)\" is not a JSON pointer", at: ref.location, hint: "pointers start with \"#/\"",
          id: .tokensResolverRefInvalid)
        return nil
      }
      if segments.first == "modifiers" {
        diagnostics.error(
          "\(owner): sets and modifiers must not refer to a modifier (\"\(text)\")", at: ref.location,
          hint: "only resolutionOrder may refer to a modifier", id: .tokensResolverRefToModifier)
        return nil
      }
      if segments.first == "resolutionOrder" {
        diagnostics.error(
          "\(owner): nothing may refer into resolutionOrder (\"\(text)\")", at: ref.location,
          id: .tokensResolverRefIntoOrder)
        return nil
      }
      if segments.count == 2, segments[0] == "sets" {
        if !overrides.isEmpty {
          diagnostics.append(
            .warning(
              "\(owner): keys beside a set reference are ignored", at: ref.location, id: .tokensResolverRefExtraKeys))
        }
        return .set(name: segments[1], location: ref.location)
      }
      return .pointer(segments: segments, location: ref.location, overrides: overrides)
    }
    if text.contains("://") {
      diagnostics.error(
        "\(owner): remote sources (\(text)) are not fetched; keep token files next to the resolver", at: ref.location,
        id: .tokensResolverRemoteSource)
      return nil
    }
    var file = text
    var pointer: [String]?
    if let hash = text.firstIndex(of: "#") {
      file = String(text[..<hash])
      var fragment = String(text[hash...])
      if fragment.count > 1, !fragment.hasPrefix("#/") { fragment = "#/" + fragment.dropFirst() }
      pointer = Reference.pointerSegments(fragment)
    }
    if let containingFolder {
      if case .failure(let escape) = ContainedPath.resolve(
        file, in: (path as NSString).deletingLastPathComponent, root: containingFolder)
      {
        diagnostics.error(
          "\(owner): $ref \(escape.message(for: file))", at: ref.location, hint: escape.hint, id: .pathOutsideFolder)
        unreadableSources = true
        return nil
      }
    }
    return .file(
      path: ResolverDocument.join(directoryOf: path, file), pointer: pointer, location: ref.location,
      overrides: overrides)
  }

  static func join(directoryOf base: String, _ relative: String) -> String {
    if relative.hasPrefix("/") { return normalize(relative) }
    let directory = (base as NSString).deletingLastPathComponent
    return normalize(directory.isEmpty ? relative : directory + "/" + relative)
  }

  /// `a/b/../c` → `a/c`, keeping the path relative when it was.
  static func normalize(_ path: String) -> String {
    var parts: [String] = []
    for part in path.split(separator: "/", omittingEmptySubsequences: true) {
      if part == "." { continue }
      if part == "..", let last = parts.last, last != ".." {
        parts.removeLast()
        continue
      }
      parts.append(String(part))
    }
    return (path.hasPrefix("/") ? "/" : "") + parts.joined(separator: "/")
  }

  /// Reads every token file not already in `files`; a file with an `earlier` reading shares
  /// that reading's unchanged parts.
  private mutating func loadFiles(reader: FileSource, earlier: [String: Node]) {
    var wanted: [(String, SourceLocation)] = []
    func collect(_ items: [SourceItem]) {
      for item in items {
        if case .file(let file, _, let location, _) = item { wanted.append((file, location)) }
      }
    }
    for items in sets.values { collect(items) }
    for item in order {
      switch item {
      case .set(_, let sources): collect(sources)
      case .modifier(_, let contexts): for items in contexts.values { collect(items) }
      }
    }
    wanted.sort { $0.1 < $1.1 }
    for (file, location) in wanted where files[file] == nil {
      do {
        guard let text = try reader.read(file) else {
          diagnostics.error(
            "cannot read the token file \(file)", at: location, hint: "the path is relative to the resolver file",
            id: .tokensFileUnreadable)
          files[file] = Node(.object([]), at: SourceLocation(file: file))
          unreadableSources = true
          continue
        }
        let node = try JSONReader.parse(
          text, file: file, json5: JSONReader.isJSON5(file), warnings: &diagnostics)
        files[file] = earlier[file].map { node.sharingEqualParts(with: $0) } ?? node
      } catch {
        diagnostics.append(error)
        files[file] = Node(.object([]), at: SourceLocation(file: file))
        unreadableSources = true
      }
    }
  }

  // MARK: Sources of a context

  /// The token trees of one input, in resolution order.
  func sources(for input: [String: String], into diagnostics: inout Diagnostics) -> [Node] {
    var result: [Node] = []
    for item in order {
      switch item {
      case .set(_, let sources):
        var stack: [String] = []
        expand(sources, into: &result, setStack: &stack, diagnostics: &diagnostics)
      case .modifier(let index, let contexts):
        let modifier = modifiers[index]
        guard let chosen = input[modifier.name] ?? modifier.defaultContext, let sources = contexts[chosen] else {
          continue
        }
        var stack: [String] = []
        expand(sources, into: &result, setStack: &stack, diagnostics: &diagnostics)
      }
    }
    return result
  }

  private func expand(
    _ items: [SourceItem], into result: inout [Node], setStack: inout [String], diagnostics: inout Diagnostics
  ) {
    for item in items {
      switch item {
      case .inline(let node):
        result.append(node)
      case .file(let file, let pointer, let location, let overrides):
        guard var node = files[file] else { continue }
        if let pointer {
          guard let target = node.descendant(pointer) else {
            diagnostics.append(
              .error(
                "\(file) has nothing at #/\(pointer.joined(separator: "/"))", at: location,
                id: .tokensResolverRefPointsNowhere))
            continue
          }
          node = target
        }
        result.append(applyOverrides(node, overrides))
      case .pointer(let segments, let location, let overrides):
        guard let target = root.descendant(segments), target.entries != nil else {
          diagnostics.append(
            .error(
              "#/\(segments.joined(separator: "/")) points to nothing in the resolver document", at: location,
              id: .tokensResolverRefPointsNowhere))
          continue
        }
        result.append(applyOverrides(target, overrides))
      case .set(let name, let location):
        if setStack.contains(name) {
          diagnostics.append(
            .error(
              "set '\(name)' includes itself: \((setStack + [name]).joined(separator: " → "))", at: location,
              id: .tokensResolverSetCycle))
          continue
        }
        guard let sources = sets[name] else {
          diagnostics.append(
            .error(
              "#/sets/\(name) names no set", at: location, hint: Suggestion.hint(for: name, in: sets.keys.sorted()),
              id: .tokensResolverUnknownSet))
          continue
        }
        setStack.append(name)
        expand(sources, into: &result, setStack: &setStack, diagnostics: &diagnostics)
        setStack.removeLast()
      }
    }
  }

  /// Keys beside `$ref` override the referenced object's keys, shallowly (Resolver §4.2.2).
  private func applyOverrides(_ node: Node, _ overrides: [Node.Entry]) -> Node {
    guard !overrides.isEmpty, var entries = node.entries else { return node }
    for entry in overrides {
      if let i = entries.firstIndex(where: { $0.key == entry.key }) {
        entries[i] = entry
      } else {
        entries.append(entry)
      }
    }
    return Node(.object(entries), at: node.position)
  }
}

/// Where token and resolver files come from: the file system, or a dictionary in tests.
package struct FileSource: Sendable {
  let files: [String: String]?
  /// How many files were read, for tests that count work: a large source is read once.
  package let reads = ReadCount()

  package final class ReadCount: Sendable {
    let count = Atomic<Int>(0)
    package var value: Int { count.load(ordering: .relaxed) }
  }

  package static let fileSystem = FileSource(files: nil)
  package static func memory(_ files: [String: String]) -> FileSource { FileSource(files: files) }

  /// The file's text; nil when it cannot be read, an error when it is not UTF-8.
  package func read(_ path: String) throws(Diagnostic) -> String? {
    reads.count.add(1, ordering: .relaxed)
    if let files { return files[path] }
    return try SourceText.read(path)
  }

  package func list(_ directory: String) -> [String] {
    if let files {
      let prefix = directory.hasSuffix("/") ? directory : directory + "/"
      return files.keys.filter { $0.hasPrefix(prefix) && !$0.dropFirst(prefix.count).contains("/") }
        .map { String($0.dropFirst(prefix.count)) }.sorted()
    }
    return ((try? FileManager.default.contentsOfDirectory(atPath: directory)) ?? []).sorted()
  }

  package func isDirectory(_ path: String) -> Bool {
    if let files {
      let prefix = path.hasSuffix("/") ? path : path + "/"
      return files.keys.contains { $0.hasPrefix(prefix) }
    }
    var flag: ObjCBool = false
    return FileManager.default.fileExists(atPath: path, isDirectory: &flag) && flag.boolValue
  }
}
