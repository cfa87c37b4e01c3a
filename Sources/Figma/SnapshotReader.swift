import SpecimenCore

/// Reads a saved REST API response into a `FigmaFile`, collecting every problem on the way.
///
/// Both `GET /v1/files/:key` (a `document` tree) and `GET /v1/files/:key/nodes` (a `nodes` map of
/// subtrees) are understood. Component sets are found anywhere in the tree: on pages, inside
/// frames, groups and sections. Only what the docs need is read; everything else is ignored.
struct SnapshotReader {
  let path: String
  let key: String?
  var diagnostics = Diagnostics()

  /// Set metadata by node id, from every `componentSets` map in the response.
  private var setMetadata: [String: Node] = [:]
  /// Component names by node id and by published key, for instance-swap defaults.
  var componentNamesByID: [String: String] = [:]
  var componentNamesByKey: [String: String] = [:]
  /// Component descriptions by node id, from the `components` metadata.
  var componentDescriptionsByID: [String: String] = [:]
  private var sets: [ComponentSet] = []
  /// The vector layers without outlines of every loose component, reported once for them all.
  private var looseVectorsWithoutPaths: [SourceLocation] = []
  /// What every tree of the file holds that this version does not know, reported once.
  private var unknownValues = UnknownFigmaValues()
  private var styleReader = StyleReader()
  /// Where each node id was first seen: ids are unique in a Figma file, so a repeat means the
  /// snapshot was edited or merged by hand, and lookups by id would find only the first.
  private var nodeIDs: [String: SourceLocation] = [:]
  private var file = FigmaFile(
    name: "", key: nil, version: nil, lastModified: "", lastModifiedDay: nil, path: "",
    componentSets: [])

  init(path: String, key: String?) {
    self.path = path
    self.key = key
  }

  static func read(_ root: Node, path: String, key: String?, into diagnostics: inout Diagnostics) -> FigmaFile? {
    var reader = SnapshotReader(path: path, key: key)
    let file = reader.readRoot(root)
    diagnostics.merge(reader.diagnostics)
    return file
  }

  // MARK: The response

  private mutating func readRoot(_ root: Node) -> FigmaFile? {
    guard root.entries != nil else {
      diagnostics.error(
        "a Figma snapshot must be a JSON object, not \(root.kindDescription)", at: root.location,
        hint: "save the response of GET /v1/files/:key as it arrives", id: .figmaWrongType)
      return nil
    }
    if root["document"] == nil, root["nodes"] == nil {
      if OtherResponses.isVariables(root) {
        diagnostics.append(OtherResponses.variablesError(at: root.location))
        return nil
      }
      if let status = root["status"]?.scalarText {
        let message = root["err"]?.string ?? root["message"]?.string ?? "no message"
        diagnostics.error(
          "this is a Figma error response (status \(status): \(message)), not a file", at: root.location,
          hint: "pull the file again with `specimen figma pull`", id: .figmaErrorResponse)
      } else {
        diagnostics.error(
          "not a Figma file response: it has neither 'document' (GET /v1/files/:key) nor 'nodes' (GET /v1/files/:key/nodes)",
          at: root.location, hint: "save the response of GET /v1/files/:key as it arrives", id: .figmaNotAFileResponse)
      }
      return nil
    }

    file.path = path
    file.key = key
    file.name = requiredString(root, "name", what: "the file's name") ?? ""
    if let modified = requiredString(root, "lastModified", what: "the time of the last change") {
      file.lastModified = modified
      file.lastModifiedDay = FigmaDay(iso8601: modified)
      if file.lastModifiedDay == nil {
        diagnostics.error(
          "'lastModified' is not an ISO 8601 time: '\(modified)'", at: root["lastModified"]?.location,
          hint: "Figma writes it as 2026-10-02T09:30:00Z", id: .figmaLastModifiedInvalid)
      }
    }
    if let version = root["version"] {
      if let text = version.scalarText, version.string != nil || version.number != nil {
        file.version = text
      } else {
        diagnostics.error(
          "'version' must be a string, not \(version.kindDescription)", at: version.location, id: .figmaWrongType)
      }
    } else {
      diagnostics.warning(
        "the snapshot has no 'version'; provenance lines will not name one", at: root.location,
        hint: "responses of GET /v1/files/:key carry it; save the response unmodified", id: .figmaVersionMissing)
    }

    // Metadata first: the tree walk looks descriptions and names up in it.
    var documents: [Node] = []
    var requested: [(id: String, location: SourceLocation, document: Node)] = []
    if let document = root["document"] {
      readMetadata(root)
      documents.append(document)
    }
    if let nodes = root["nodes"] {
      if let entries = nodes.entries {
        for entry in entries {
          if entry.value.isNull {
            diagnostics.warning(
              "node \(entry.key) was not found in the file (the API answered null)", at: entry.keyLocation,
              hint: "check the node id in --nodes; copy it from the node-id in the Figma URL, with ':' for '-'",
              id: .figmaNodeNotFound)
            continue
          }
          guard entry.value.entries != nil else {
            diagnostics.error(
              "node \(entry.key) must be an object, not \(entry.value.kindDescription)", at: entry.value.location,
              id: .figmaWrongType)
            continue
          }
          readMetadata(entry.value)
          if let document = entry.value["document"] {
            documents.append(document)
            requested.append((entry.key, entry.keyLocation, document))
          } else {
            diagnostics.error(
              "node \(entry.key) has no 'document'", at: entry.value.location, id: .figmaNodeMissingDocument)
          }
        }
      } else {
        diagnostics.error(
          "'nodes' must be an object, not \(nodes.kindDescription)", at: nodes.location, id: .figmaWrongType)
      }
    }

    // The file body's document, then each requested node's, noting which of those hold components.
    if let document = root["document"] { walk(document, page: nil, frame: nil) }
    for entry in requested {
      let before = sets.count + file.standalones.count
      walk(entry.document, page: nil, frame: nil)
      file.requestedNodes.append(
        RequestedNode(
          id: entry.id, location: entry.location, styleValues: StyleReader.ownValues(entry.document),
          holdsComponents: sets.count + file.standalones.count > before))
    }
    file.componentSets = sets
    styleReader.readValues(documents)
    file.styles = styleReader.styles
    unknownValues.report(into: &diagnostics)
    if let first = looseVectorsWithoutPaths.first {
      let count = looseVectorsWithoutPaths.count
      diagnostics.warning(
        "\(count) vector layer\(count == 1 ? " of a component outside any set comes" : "s of components outside any set come") without outlines and \(count == 1 ? "is" : "are") drawn as boxes",
        at: first, hint: "pull the file again with `specimen figma pull`, which asks for geometry=paths",
        id: .figmaNodeTreeNoPaths)
    }
    return file
  }

  private mutating func requiredString(_ node: Node, _ key: String, what: String) -> String? {
    guard let value = node[key] else {
      diagnostics.error("the snapshot has no '\(key)' (\(what))", at: node.location, id: .figmaMissingKey)
      return nil
    }
    guard let text = value.string else {
      diagnostics.error(
        "'\(key)' must be a string, not \(value.kindDescription)", at: value.location, id: .figmaWrongType)
      return nil
    }
    return text
  }

  private mutating func readMetadata(_ container: Node) {
    if let styles = container["styles"] { styleReader.readMap(styles) }
    if let sets = container["componentSets"] {
      if let entries = sets.entries {
        for entry in entries where setMetadata[entry.key] == nil {
          guard entry.value.entries != nil else {
            diagnostics.error(
              "component set metadata \(entry.key) must be an object, not \(entry.value.kindDescription)",
              at: entry.value.location, id: .figmaWrongType)
            continue
          }
          setMetadata[entry.key] = entry.value
          if let key = entry.value["key"]?.string, let name = entry.value["name"]?.string {
            componentNamesByKey[key] = name
          }
        }
      } else {
        diagnostics.error(
          "'componentSets' must be an object, not \(sets.kindDescription)", at: sets.location, id: .figmaWrongType)
      }
    }
    if let components = container["components"] {
      if let entries = components.entries {
        for entry in entries {
          guard let name = entry.value["name"]?.string else { continue }
          componentNamesByID[entry.key] = name
          if let description = entry.value["description"]?.string, !description.isEmpty {
            componentDescriptionsByID[entry.key] = description
          }
          if let key = entry.value["key"]?.string { componentNamesByKey[key] = name }
        }
      } else {
        diagnostics.error(
          "'components' must be an object, not \(components.kindDescription)", at: components.location,
          id: .figmaWrongType)
      }
    }
  }

  // MARK: The tree

  private mutating func walk(_ node: Node, page: String?, frame: String?) {
    guard node.entries != nil else {
      diagnostics.error(
        "a document node must be an object, not \(node.kindDescription)", at: node.location, id: .figmaWrongType)
      return
    }
    noteID(of: node)
    let type = node["type"]?.string
    var page = page
    if type == "CANVAS" { page = node["name"]?.string }
    if type == "COMPONENT_SET" {
      readSet(node, page: page)
      return
    }
    if type == "COMPONENT", let name = node["name"]?.string, !name.isEmpty {
      file.standaloneComponents.append(name)
      let id = node["id"]?.string ?? ""
      file.standalones.append(
        StandaloneComponent(
          name: name, nodeID: id, description: componentDescriptionsByID[id] ?? "", page: page, frame: frame))
      readLoose(node, name: name, id: id, page: page)
    }
    guard let children = node["children"] else { return }
    guard let items = children.array else {
      diagnostics.error(
        "'children' must be an array, not \(children.kindDescription)", at: children.location, id: .figmaWrongType)
      return
    }
    for child in items {
      // A frame or section at the top of a page groups what it holds.
      let childType = child["type"]?.string
      let grouping = type == "CANVAS" && (childType == "FRAME" || childType == "SECTION") ? child["name"]?.string : nil
      walk(child, page: page, frame: grouping ?? frame)
    }
  }

  private mutating func noteID(of node: Node) {
    guard let idNode = node["id"], let id = idNode.string else { return }
    if let first = nodeIDs[id] {
      diagnostics.warning(
        "node id '\(id)' appears again (first at line \(first.line)); only the first node with it is found by id",
        at: idNode.location, hint: "Figma gives every node its own id: pull the file again rather than editing it",
        id: .figmaNodeIdDuplicate)
    } else {
      nodeIDs[id] = idNode.location
    }
  }

  private mutating func readSet(_ node: Node, page: String?) {
    guard let id = node["id"]?.string else {
      diagnostics.error("a COMPONENT_SET node has no string 'id'", at: node.location, id: .figmaComponentSetMissingId)
      return
    }
    guard let name = node["name"]?.string else {
      diagnostics.error(
        "component set \(id) has no string 'name'", at: node.location, id: .figmaComponentSetMissingName)
      return
    }
    let metadata = setMetadata[id]
    var set = ComponentSet(
      name: name, nodeID: id,
      description: metadata?["description"]?.string ?? node["description"]?.string ?? "",
      key: metadata?["key"]?.string,
      documentationLinks: (metadata?["documentationLinks"]?.array ?? []).compactMap { $0["uri"]?.string },
      page: page, properties: [], publishedVariants: [],
      provenance: Provenance(
        fileName: file.name, fileKey: key, nodeID: id, version: file.version,
        lastModified: file.lastModified, lastModifiedDay: file.lastModifiedDay, path: path),
      location: node.location)

    // With a broken variant definition, checking names against the rest would only echo it.
    var variantsCheckable = true
    if let definitions = node["componentPropertyDefinitions"] {
      if let entries = definitions.entries {
        for entry in entries {
          if let property = readDefinition(entry, setName: name) {
            set.properties.append(property)
          } else if entry.value["type"]?.string == PropertyKind.variant.rawValue {
            variantsCheckable = false
          }
        }
        warnAboutClashingNames(set.properties, setName: name)
      } else {
        diagnostics.error(
          "'componentPropertyDefinitions' of '\(name)' must be an object, not \(definitions.kindDescription)",
          at: definitions.location, id: .figmaWrongType)
        variantsCheckable = false
      }
    } else {
      diagnostics.error(
        "component set '\(name)' (\(id)) has no 'componentPropertyDefinitions'", at: node.location,
        hint: "Figma sends them with every set; save the API response unmodified", id: .figmaPropertyDefinitionsMissing)
      variantsCheckable = false
    }

    var reader = VariantReader(
      setName: name, properties: set.variantProperties, others: set.otherProperties,
      checksDefinitions: variantsCheckable)
    if let children = node["children"] {
      if let items = children.array {
        for child in items { reader.read(child) }
      } else {
        diagnostics.error(
          "'children' must be an array, not \(children.kindDescription)", at: children.location, id: .figmaWrongType)
      }
    }
    diagnostics.append(contentsOf: reader.diagnostics)
    set.publishedVariants = reader.variants
    let components = node["children"]?.array?.filter { $0["type"]?.string == "COMPONENT" } ?? []
    readTrees(components, into: &set)
    for component in components { noteID(of: component) }
    if components.isEmpty, node["children"]?.array != nil || node["children"] == nil {
      diagnostics.warning("component set '\(name)' has no variants", at: node.location, id: .figmaComponentSetEmpty)
    }
    let variantProperties = set.variantProperties
    let total = VariantMatrix.total(of: variantProperties)
    if total > VariantMatrix.enumerationLimit {
      let count = total == Int.max ? "more than \(Int.max)" : String(total)
      diagnostics.warning(
        "'\(name)' has \(count) combinations of its \(variantProperties.count) variant properties' options; "
          + "past \(VariantMatrix.enumerationLimit) its holes are counted, not listed, and pages draw no grid",
        at: node["componentPropertyDefinitions"]?.location ?? node.location,
        hint: "split the set, or make the properties that only switch a part on BOOLEAN properties",
        id: .figmaVariantMatrixTooLarge)
    }
    sets.append(set)
  }

  /// A component outside any set as a set of one variant: its own BOOLEAN, TEXT and
  /// INSTANCE_SWAP properties and its node tree.
  private mutating func readLoose(_ node: Node, name: String, id: String, page: String?) {
    guard !id.isEmpty else { return }
    var set = ComponentSet(
      name: name, nodeID: id, description: componentDescriptionsByID[id] ?? "", key: nil, documentationLinks: [],
      page: page, properties: [], publishedVariants: [],
      provenance: Provenance(
        fileName: file.name, fileKey: key, nodeID: id, version: file.version,
        lastModified: file.lastModified, lastModifiedDay: file.lastModifiedDay, path: path),
      location: node.location)
    set.isLoose = true
    for entry in node["componentPropertyDefinitions"]?.entries ?? [] {
      if let property = readDefinition(entry, setName: name), property.kind != .variant {
        set.properties.append(property)
      }
    }
    let reader = VariantReader(setName: name, properties: [], others: set.otherProperties, checksDefinitions: false)
    guard let variant = reader.readLoose(node) else { return }
    set.publishedVariants = [variant]
    readTrees([node], into: &set, reportsVectors: false)
    set.splitStackedStates()
    file.looseSets.append(set)
  }

  /// Each published variant's node tree, and one warning when vectors came without outlines
  /// (for a loose component, kept for one warning of the whole file).
  private mutating func readTrees(_ components: [Node], into set: inout ComponentSet, reportsVectors: Bool = true) {
    var trees = NodeTreeReader()
    var byID: [String: FigmaNode] = [:]
    for component in components {
      guard let id = component["id"]?.string, byID[id] == nil, let tree = trees.read(component) else { continue }
      byID[id] = tree
    }
    for index in set.publishedVariants.indices {
      set.publishedVariants[index].tree = byID[set.publishedVariants[index].nodeID]
    }
    diagnostics.merge(trees.diagnostics)
    unknownValues.merge(trees.unknownValues)
    if !reportsVectors {
      looseVectorsWithoutPaths += trees.vectorsWithoutPaths
      return
    }
    if let first = trees.vectorsWithoutPaths.first {
      diagnostics.warning(
        "\(trees.vectorsWithoutPaths.count) vector layer\(trees.vectorsWithoutPaths.count == 1 ? " of '\(set.name)' comes" : "s of '\(set.name)' come") without outlines and \(trees.vectorsWithoutPaths.count == 1 ? "is" : "are") drawn as boxes",
        at: first,
        hint:
          "pull the file again with `specimen figma pull`, which asks for geometry=paths (or save GET /v1/files/KEY/nodes?ids=\(set.nodeID)&geometry=paths)",
        id: .figmaNodeTreeNoPaths)
    }
  }
}
