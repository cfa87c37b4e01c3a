import SpecimenCore
import Tokens

/// Turns Figma variables into a resolver document: a collection with one mode is a set, one
/// with several modes a modifier named after it whose contexts are the modes. Each variable is a
/// DTCG token in its collection's tree(s), named by its `/`-separated name; an alias is a curly
/// reference, so it resolves in whatever mode its target's collection is set to, as in Figma.
struct FigmaVariablesReader {
  let path: String
  let strictness: TokenStrictness
  var diagnostics = Diagnostics()
  var deviations: [TokenDeviation] = []

  /// The extension key every synthesized token carries its Figma metadata under.
  static let extensionKey = "com.figma"
  /// Deeper names are an error: the tree is walked recursively downstream.
  static let maxNameDepth = 200
  /// Each mode is a tree of every variable of its collection, whether the body gives the mode a
  /// value or not: past this many (Figma allows far fewer), output would outgrow the input.
  static let maxModes = 100

  /// FLOAT scopes whose fields take px in Figma: a variable scoped only to these is a dimension.
  static let pixelScopes: Set<String> = [
    "WIDTH_HEIGHT", "GAP", "CORNER_RADIUS", "STROKE_FLOAT", "EFFECT_FLOAT", "FONT_SIZE", "LINE_HEIGHT",
    "LETTER_SPACING", "PARAGRAPH_SPACING", "PARAGRAPH_INDENT",
  ]

  static func document(root: Node, path: String, strictness: TokenStrictness) -> ResolverDocument {
    var document = ResolverDocument(path: path, root: root)
    var reader = FigmaVariablesReader(path: path, strictness: strictness)
    if let body = FigmaVariablesBody.read(root, into: &reader.diagnostics) {
      reader.fill(&document, from: body)
    } else {
      document.unreadableSources = true
    }
    document.diagnostics.merge(reader.diagnostics)
    document.deviations = reader.deviations
    return document
  }

  mutating func deviate(
    _ kind: DeviationKind, _ message: String, at location: SourceLocation, hint: String?, id: Diagnostic.ID
  ) {
    let diagnostic = Diagnostic(
      strictness == .strict ? .error : .warning, message, at: location, hint: hint, id: id)
    diagnostics.append(diagnostic)
    deviations.append(TokenDeviation(kind: kind, diagnostic: diagnostic))
  }

  /// A variable placed: its collection and the DTCG path segments of its name. A class: every
  /// alias looks its target up, and a lookup should not copy the variable's fields.
  final class Placed {
    let variable: FigmaVariablesBody.Variable
    let collection: Int
    let segments: [String]
    /// `{color.bg.default}`: what an alias to it is written as.
    let reference: String

    init(variable: FigmaVariablesBody.Variable, collection: Int, segments: [String]) {
      self.variable = variable
      self.collection = collection
      self.segments = segments
      reference = "{" + segments.joined(separator: ".") + "}"
    }
  }

  private mutating func fill(_ document: inout ResolverDocument, from body: FigmaVariablesBody) {
    // Collections: usable ones by id, names unique (they name sets and modifiers).
    var collectionIndex: [String: Int] = [:]
    var namesSeen: [String: SourceLocation] = [:]
    var modeNames: [[String]] = []
    var modeIDs: [[String]] = []
    var remoteCollections = 0
    // A library's (remote) collection is the library's to name: one whose name is taken
    // (Figma names every new collection "Variable collection") is named apart, never refused.
    var collectionNames = body.collections.map(\.name)
    let localNames = Set(body.collections.filter { !$0.remote }.map(\.name))
    var nextNumber: [String: Int] = [:]
    for (i, collection) in body.collections.enumerated() {
      modeNames.append([])
      modeIDs.append([])
      if collectionIndex[collection.id] != nil { continue }
      if collection.remote, namesSeen[collection.name] != nil || localNames.contains(collection.name) {
        var number = nextNumber[collection.name] ?? 2
        while namesSeen["\(collection.name) (\(number))"] != nil
          || localNames.contains("\(collection.name) (\(number))")
        {
          number += 1
        }
        nextNumber[collection.name] = number + 1
        collectionNames[i] = "\(collection.name) (\(number))"
      } else if let first = namesSeen[collection.name] {
        diagnostics.error(
          "two variable collections are named '\(collection.name)' (the first at \(first)); its variables are left out",
          at: collection.nameNode.location, hint: "rename one in Figma: collections name the modes' modifiers",
          id: .figmaVariablesCollectionName)
        continue
      }
      guard !collection.modes.isEmpty else {
        if !collection.remote {
          diagnostics.error(
            "collection '\(collection.name)' has no modes", at: collection.nameNode.location, id: .figmaVariablesShape)
        }
        continue
      }
      var seenModes: Set<String> = []
      if collection.modes.count > Self.maxModes {
        diagnostics.error(
          "collection '\(collection.name)' has \(collection.modes.count) modes; the modes past \(Self.maxModes) are left out",
          at: collection.modes[Self.maxModes].node.location, id: .figmaVariablesShape)
      }
      for mode in collection.modes.prefix(Self.maxModes) {
        guard seenModes.insert(mode.name).inserted else {
          if collection.remote { continue }
          diagnostics.error(
            "collection '\(collection.name)' has two modes named '\(mode.name)'; the second is left out",
            at: mode.node.location, hint: "rename one in Figma", id: .figmaVariablesModeName)
          continue
        }
        modeNames[i].append(mode.name)
        modeIDs[i].append(mode.id)
      }
      namesSeen[collectionNames[i]] = collection.nameNode.location
      collectionIndex[collection.id] = i
      if collection.remote { remoteCollections += 1 }
    }

    // Variables in collection order (variableIds), then any a collection does not list.
    var variableIndex: [String: Int] = [:]
    for (i, variable) in body.variables.enumerated() where variableIndex[variable.id] == nil {
      variableIndex[variable.id] = i
    }
    var ordered: [Int] = []
    var listed = Set<Int>()
    for collection in body.collections {
      for id in collection.variableIDs {
        if let i = variableIndex[id], body.variables[i].collectionID == collection.id, listed.insert(i).inserted {
          ordered.append(i)
        }
      }
    }
    for i in body.variables.indices where !listed.contains(i) && variableIndex[body.variables[i].id] == i {
      ordered.append(i)
    }

    // Names: each collection's names as they are; a name in two collections is an error.
    var placed: [String: Placed] = [:]
    var placedOrder: [String] = []
    var byPath: [String: (String, Int)] = [:]  // dotted path → variable id, collection
    var remote: [FigmaVariablesBody.Variable] = []
    var orphans: Set<String> = []
    var remoteLeftOut = 0
    for i in ordered {
      let variable = body.variables[i]
      if variable.remote || Self.isLibraryID(variable.id) { remote.append(variable) }
      guard let c = collectionIndex[variable.collectionID] else {
        // A remote variable whose collection this file does not hold has no modes to read.
        if !(variable.remote || Self.isLibraryID(variable.id)) {
          diagnostics.error(
            "\(variable.name): its collection \(variable.collectionID) is not in the file",
            at: variable.nameNode.location,
            id: .figmaVariablesShape)
        }
        orphans.insert(variable.id)
        continue
      }
      guard Self.dtcgType(variable.type) != nil else {
        diagnostics.error(
          "\(variable.name): unknown resolvedType '\(variable.type)'", at: variable.typeNode.location,
          hint: Suggestion.hint(for: variable.type, in: ["COLOR", "FLOAT", "STRING", "BOOLEAN"])
            ?? "Figma variables are COLOR, FLOAT, STRING or BOOLEAN", id: .figmaVariablesType)
        continue
      }
      guard let segments = segments(of: variable) else { continue }
      let dotted = segments.joined(separator: ".")
      if let (otherID, otherCollection) = byPath[dotted] {
        let other = collectionNames[otherCollection]
        let this = collectionNames[c]
        // A library's variable that another collection names too is left out, counted in the
        // one warning about libraries: the library is not this file's to rename.
        if isFromLibrary(variable, in: body.collections[c]) {
          remoteLeftOut += 1
          continue
        }
        if let earlier = placed[otherID], isFromLibrary(earlier.variable, in: body.collections[otherCollection]) {
          // This file's own variable takes the name from the library's.
          placed[otherID] = nil
          remoteLeftOut += 1
          byPath[dotted] = (variable.id, c)
          placed[variable.id] = Placed(variable: variable, collection: c, segments: segments)
          placedOrder.append(variable.id)
          continue
        }
        diagnostics.error(
          "\(variable.name) is a variable of both '\(other)' and '\(this)' (\(otherID) and \(variable.id)); the one in '\(this)' is left out",
          at: variable.nameNode.location,
          hint:
            "token names are one namespace across collections: rename one in Figma, e.g. '\(this.lowercased())/\(variable.name)'",
          id: .figmaVariablesNameCollision)
        continue
      }
      byPath[dotted] = (variable.id, c)
      placed[variable.id] = Placed(variable: variable, collection: c, segments: segments)
      placedOrder.append(variable.id)
    }
    // A name that is also a group of another name (`a` and `a/b`): the later one is left out.
    // A trie of the names placed so far, so each segment is looked up once.
    let names = NameTrie()
    for id in placedOrder {
      guard let item = placed[id] else { continue }
      if let other = names.conflict(inserting: item.segments, id: id), let otherItem = placed[other] {
        placed[id] = nil
        if isFromLibrary(item.variable, in: body.collections[item.collection]) {
          remoteLeftOut += 1
          continue
        }
        diagnostics.error(
          "\(item.variable.name) and \(otherItem.variable.name) are a variable and a group of the same name; \(item.variable.name) is left out",
          at: item.variable.nameNode.location, hint: "rename one in Figma", id: .figmaVariablesNameCollision)
      }
    }
    if !remote.isEmpty {
      let names = remote.prefix(5).map(\.name).joined(separator: ", ") + (remote.count > 5 ? ", …" : "")
      let leftOut =
        remoteLeftOut == 0
        ? ""
        : "; \(remoteLeftOut) of them \(remoteLeftOut == 1 ? "has" : "have") a name another variable has, and \(remoteLeftOut == 1 ? "is" : "are") left out"
      diagnostics.warning(
        "\(remote.count) variable\(remote.count == 1 ? " comes" : "s come") from other libraries, not this file (\(names)); read with the values this file holds\(leftOut)",
        at: remote[0].nameNode.location,
        hint: "a change in the library shows here once the file accepts the library update and is fetched again",
        id: .figmaVariablesRemote)
    }

    let pixels = pixelFloats(placed, order: placedOrder)
    // One tree per collection and mode.
    let trees: [[TreeBuilder]] = modeNames.map { $0.map { _ in TreeBuilder() } }
    var reportedMissing: Set<String> = []
    let modeSets = modeIDs.map(Set.init)
    for id in placedOrder {
      guard let item = placed[id] else { continue }
      let variable = item.variable
      let collection = body.collections[item.collection]
      let isDimension = pixels.contains(variable.id)
      var byMode: [String: Node] = [:]
      for (modeID, node) in variable.values where byMode[modeID] == nil { byMode[modeID] = node }
      for (modeID, node) in variable.values where !modeSets[item.collection].contains(modeID) {
        diagnostics.warning(
          "\(variable.name): a value for mode \(modeID), which collection '\(collection.name)' does not have, is left out",
          at: node.location, id: .figmaVariablesUnknownMode)
      }
      if variable.deleted {
        deviate(
          .figmaDeleted, "\(variable.name) was deleted in Figma but is still referenced; it is read as it was",
          at: variable.nameNode.location, hint: "restore it in Figma, or replace what refers to it",
          id: .figmaVariablesDeleted)
      }
      let defaultModeID = collection.defaultModeID.flatMap { modeSets[item.collection].contains($0) ? $0 : nil }
      var missing: [String] = []
      for (m, modeID) in modeIDs[item.collection].enumerated() {
        let modeName = modeNames[item.collection][m]
        var valueNode = byMode[modeID]
        if valueNode == nil {
          // Only a value of one of the collection's own modes stands in: a foreign mode's value
          // was reported as left out above, so it is never written either.
          let fallback =
            defaultModeID.flatMap { byMode[$0] }
            ?? modeIDs[item.collection].lazy.compactMap { byMode[$0] }.first
          guard let fallback else {
            if reportedMissing.insert(variable.id).inserted {
              let message =
                variable.values.isEmpty
                ? "\(variable.name) has no values"
                : "\(variable.name) has no value in any mode of collection '\(collection.name)'; it is left out"
              // One variable without a value is left out, never a failed site (`--strict` fails it).
              diagnostics.warning(message, at: variable.nameNode.location, id: .figmaVariablesValue)
            }
            continue
          }
          missing.append(modeName)
          valueNode = fallback
        }
        guard let valueNode,
          let value = tokenValue(
            valueNode, of: variable, isDimension: isDimension, mode: collection.modes.count > 1 ? modeName : nil,
            placed: placed, orphans: orphans, body: body, variableIndex: variableIndex)
        else { continue }
        trees[item.collection][m].insert(
          segments: item.segments, keyPosition: variable.nameNode.position,
          token: token(variable, collection: collection, value: value, isDimension: isDimension))
      }
      if !missing.isEmpty {
        let modes = missing.map { "'\($0)'" }.joined(separator: ", ")
        deviate(
          .figmaMissingMode,
          "\(variable.name) has no value in mode\(missing.count == 1 ? "" : "s") \(modes); it takes the default mode's value",
          at: variable.nameNode.location, hint: "set a value for each mode in Figma", id: .figmaVariablesMissingMode)
      }
    }

    for (i, collection) in body.collections.enumerated() where collectionIndex[collection.id] == i {
      let location = collection.nameNode.location
      let collectionName = collectionNames[i]
      if modeNames[i].count == 1 {
        let sources = [SourceItem.inline(trees[i][0].node(at: collection.nameNode.position))]
        document.sets[collectionName] = sources
        document.setLocations[collectionName] = location
        document.order.append(.set(name: collectionName, sources: sources))
      } else {
        var contexts: [String: [SourceItem]] = [:]
        for (m, name) in modeNames[i].enumerated() {
          contexts[name] = [.inline(trees[i][m].node(at: collection.nameNode.position))]
        }
        let defaultName = collection.modes.first { $0.id == collection.defaultModeID }?.name ?? modeNames[i][0]
        document.modifiers.append(
          TokenModifier(
            name: collectionName, description: nil, contexts: modeNames[i], defaultContext: defaultName,
            contextNames: [:], pixelUnits: [:], location: location))
        document.order.append(.modifier(index: document.modifiers.count - 1, contexts: contexts))
      }
    }
  }

  /// Whether a variable is a library's: remote itself, in a remote collection, or with a library id.
  func isFromLibrary(_ variable: FigmaVariablesBody.Variable, in collection: FigmaVariablesBody.Collection) -> Bool {
    collection.remote || variable.remote || Self.isLibraryID(variable.id)
  }

  /// Variables of another library carry its key before a slash: `VariableID:5f3c…/123:45`.
  static func isLibraryID(_ id: String) -> Bool { id.contains("/") }

  static func dtcgType(_ resolvedType: String) -> String? {
    switch resolvedType {
    case "COLOR": "color"
    case "FLOAT": "number"
    case "STRING": "string"
    case "BOOLEAN": "boolean"
    default: nil
    }
  }

  /// The path segments of a variable's name; characters a DTCG name cannot hold are replaced
  /// (a deviation), and a name with nothing left is an error.
  private mutating func segments(of variable: FigmaVariablesBody.Variable) -> [String]? {
    let raw = variable.name.split(separator: "/", omittingEmptySubsequences: false).map(String.init)
    guard raw.count <= Self.maxNameDepth else {
      diagnostics.error(
        "\(variable.name.prefix(80))…: a name of more than \(Self.maxNameDepth) groups is left out",
        at: variable.nameNode.location, id: .figmaVariablesName)
      return nil
    }
    var segments: [String] = []
    var changed = false
    for part in raw {
      // Figma shows `a / b` for `a/b`: spaces around a slash are no part of the name.
      var cleaned = part.trimmingSpaces
      if cleaned.isEmpty {
        changed = true
        continue
      }
      if cleaned.contains(where: { $0 == "." || $0 == "{" || $0 == "}" }) {
        cleaned = String(cleaned.map { $0 == "." ? "-" : $0 }.filter { $0 != "{" && $0 != "}" })
        changed = true
      }
      if cleaned.hasPrefix("$") {
        cleaned = String(cleaned.drop { $0 == "$" })
        changed = true
      }
      if cleaned.isEmpty { continue }
      segments.append(cleaned)
    }
    guard !segments.isEmpty else {
      diagnostics.error(
        "'\(variable.name)' is no name a token can have; the variable is left out", at: variable.nameNode.location,
        id: .figmaVariablesName)
      return nil
    }
    if changed {
      let written = segments.joined(separator: "/")
      deviate(
        .figmaName,
        "'\(variable.name)': a token name cannot hold '.', '{', '}', a leading '$' or an empty group; read as '\(written)'",
        at: variable.nameNode.location, hint: "rename it in Figma to '\(written)'", id: .figmaVariablesName)
    }
    return segments
  }

  /// What a FLOAT's scopes say it is: a px dimension (only fields Figma measures in px), a
  /// number (other fields), or not said (no scopes, or all of them).
  enum FloatKind { case dimension, number, undecided }

  private mutating func floatKind(_ variable: FigmaVariablesBody.Variable) -> FloatKind {
    guard !variable.scopes.isEmpty, !variable.scopes.contains("ALL_SCOPES") else { return .undecided }
    let pixels = variable.scopes.filter { Self.pixelScopes.contains($0) }
    if pixels.count == variable.scopes.count { return .dimension }
    if !pixels.isEmpty {
      let others = variable.scopes.filter { !Self.pixelScopes.contains($0) }
      deviate(
        .figmaMixedScopes,
        "\(variable.name): scoped to px fields (\(pixels.joined(separator: ", "))) and to others (\(others.joined(separator: ", "))); read as a number",
        at: variable.nameNode.location,
        hint: "scope it to px fields only to read it as a dimension, or split it in two", id: .figmaVariablesMixedScopes
      )
    }
    return .number
  }

  /// The FLOATs read as px dimensions: those scoped to px fields, and the unscoped ones an alias
  /// connects to them (a GAP variable aliasing an unscoped `space/4` makes it px too), so an
  /// alias never joins a dimension and a number. Linear: each alias is an edge walked once.
  private mutating func pixelFloats(_ placed: [String: Placed], order: [String]) -> Set<String> {
    var kinds: [String: FloatKind] = [:]
    var edges: [String: [String]] = [:]
    for id in order {
      guard let variable = placed[id]?.variable, variable.type == "FLOAT" else { continue }
      kinds[id] = floatKind(variable)
      for (_, node) in variable.values {
        guard node["type"]?.string == "VARIABLE_ALIAS", let target = node["id"]?.string,
          placed[target]?.variable.type == "FLOAT"
        else { continue }
        edges[id, default: []].append(target)
        edges[target, default: []].append(id)
      }
    }
    var pixels = Set(kinds.compactMap { $0.value == .dimension ? $0.key : nil })
    var queue = Array(pixels)
    while let id = queue.popLast() {
      for next in edges[id] ?? [] where kinds[next] == .undecided && pixels.insert(next).inserted {
        queue.append(next)
      }
    }
    return pixels
  }
}
