import SpecimenCore

/// A token a model names, and where.
struct TokenMention: Sendable {
  var name: String
  var location: SourceLocation
}

/// A layer named in the anatomy section, with the word the prose uses for it.
struct AnatomyPart: Sendable {
  var layer: String
  var label: String
  var location: SourceLocation
}

struct AnatomySpec: Sendable {
  var variant: [(property: String, value: String, location: SourceLocation)] = []
  var parts: [AnatomyPart] = []
  var travel: (property: String, location: SourceLocation)?
}

/// A geometry model read and checked once: typed layers with their tokens looked up, and the
/// rules that change them per variant.
struct GeometryModel: Sendable {
  var set: String
  var setLocation: SourceLocation
  var file: String
  /// The root layer: the file's top level without the model-only keys.
  var root: LayerFields
  var rules: [VariantRule] = []
  var anatomy: AnatomySpec?
  /// The layer whose frame is the hit target (`touchTarget:`), nil for the root frame.
  var target: (name: String, location: SourceLocation)?
  /// The tokens the layers name (the rules keep their own).
  var tokensRead: [TokenMention] = []
  /// How a reader's actions move a live preview between variants (`interaction:`).
  var interaction: Interaction?
  /// Whether reading the file found problems (a drawing left empty by them is no news).
  var hadProblems = false
  /// The sets its layers and rules place as instances, where each is placed, in the order
  /// written: found once when the model is read, for the instance-cycle check of every update.
  var instancesPlaced: [(set: String, location: SourceLocation)] = []
  /// Instances whose set a property names (`instance: "{Name}"`), and where each is.
  var boundInstances: [(set: TextTemplate, location: SourceLocation)] = []
  /// The property values its instances give, as written: the set, the property, the value.
  var instanceSettings: [(set: TextTemplate, name: String, value: TextTemplate)] = []

  /// Whether a layer or a rule reads one of `names`.
  func reads(anyOf names: Set<String>) -> Bool {
    // An edit usually changes a few tokens: comparing with each beats hashing every name read.
    let few = names.count <= 8 ? Array(names) : nil
    func isChanged(_ read: TokenMention) -> Bool { few?.contains(read.name) ?? names.contains(read.name) }
    return tokensRead.contains(where: isChanged) || rules.contains { $0.tokensRead.contains(where: isChanged) }
  }

  static let modelKeys: Set<String> = [
    "set", "variants", "anatomy", "touchTarget", "description", "internal", "interaction",
  ]

  /// A model file parsed as YAML, with the set it names; nil (reported) when it cannot be a model.
  struct Document: Sendable {
    var node: Node
    var set: String
    var setLocation: SourceLocation
    var file: String
  }

  static func document(text: String, file: String, into diagnostics: inout Diagnostics) -> Document? {
    let document: Node
    do {
      document = try YAMLReader.parse(text, file: file)
    } catch {
      diagnostics.append(error)
      return nil
    }
    guard document.entries != nil else {
      diagnostics.error(
        "a geometry model must be a mapping, found \(document.kindDescription)", at: document.location,
        hint: "start the file with 'set: <component set name>'", id: .geometryWrongType)
      return nil
    }
    guard let setNode = document["set"], let set = setNode.scalarText, !set.isEmpty else {
      diagnostics.error(
        "the model does not say which component set it draws", at: document.location,
        hint: "add 'set: <component set name>' as Figma names it", id: .geometryModelMissingSet)
      return nil
    }
    return Document(node: document, set: set, setLocation: setNode.location, file: file)
  }

  /// `shape` with what the component sets inside itself and Figma does not expose (`internal:`):
  /// a name and its default, `true`/`false` for a flag, so rules and specimens can show those
  /// states too.
  static func internalProperties(
    of document: Document, adding shape: ComponentSetShape, into diagnostics: inout Diagnostics
  ) -> ComponentSetShape {
    guard let node = document.node["internal"] else { return shape }
    guard let entries = node.entries else {
      diagnostics.error(
        "'internal' maps property names to their defaults, found \(node.kindDescription)", at: node.location,
        hint: "internal: { status: neutral, statusIcon: true }", id: .geometryWrongType)
      return shape
    }
    var shape = shape
    for entry in entries {
      guard let value = entry.value.scalarText else {
        diagnostics.error(
          "the internal property '\(entry.key)' needs a default: true, false or a text", at: entry.value.location,
          id: .geometryInternalDefaultInvalid)
        continue
      }
      if shape.allPropertyNames.contains(entry.key) {
        diagnostics.error(
          "'\(entry.key)' is already a property of '\(document.set)' in the Figma file", at: entry.keyLocation,
          hint: "an internal property names what the component sets inside itself; rename it or remove it",
          id: .geometryInternalPropertyClash)
        continue
      }
      let isFlag = value == "true" || value == "false"
      shape.otherProperties.append(
        .init(name: entry.key, kind: isFlag ? .boolean : .text, defaultValue: value, isInternal: true))
    }
    return shape
  }

  /// Reads the layers, rules, anatomy and target of a model of `shape`'s set.
  static func read(
    _ document: Document, shape: ComponentSetShape, tokens: any GeometryTokenSource,
    into diagnostics: inout Diagnostics
  ) -> GeometryModel {
    let node = document.node
    var reader = ModelReader(tokens: tokens, shape: shape)
    let rootEntries = (node.entries ?? []).filter { !modelKeys.contains($0.key) }
    var root =
      reader.layer(Node(.object(rootEntries), at: node.position), isRoot: true)
      ?? LayerFields(location: node.location)
    diagnostics.merge(reader.diagnostics)
    if root.name == nil {
      root.name = "root"
      root.nameLocation = document.setLocation
    }
    var model = GeometryModel(
      set: document.set, setLocation: document.setLocation, file: document.file, root: root)
    model.tokensRead = reader.tokensRead.map { TokenMention(name: $0.name, location: $0.location) }
    if let variants = node["variants"] {
      var names = Set(model.layerNames.map(\.name))
      for layer in root.backdrop ?? [] { if let name = layer.name { names.insert(name) } }
      model.rules = readRules(variants, layers: names, shape: shape, tokens: tokens, into: &diagnostics)
    }
    if let anatomy = node["anatomy"] { model.anatomy = readAnatomy(anatomy, into: &diagnostics) }
    if let interaction = node["interaction"] {
      model.interaction = Interaction.read(interaction, into: &diagnostics)
    }
    if let target = node["touchTarget"] {
      if let name = target.scalarText {
        model.target = (name, target.location)
      } else {
        diagnostics.error(
          "'touchTarget' names a layer, found \(target.kindDescription)", at: target.location, id: .geometryWrongType)
      }
    }
    model.instancesPlaced = model.findInstancesPlaced()
    (model.boundInstances, model.instanceSettings) = model.findInstanceBindings()
    return model
  }

  private static func readAnatomy(_ node: Node, into diagnostics: inout Diagnostics) -> AnatomySpec? {
    guard let entries = node.entries else {
      diagnostics.error(
        "'anatomy' is a mapping, found \(node.kindDescription)", at: node.location, id: .geometryWrongType)
      return nil
    }
    var spec = AnatomySpec()
    for entry in entries {
      switch entry.key {
      case "variant":
        for value in entry.value.entries ?? [] {
          spec.variant.append((value.key, value.value.scalarText ?? "", value.keyLocation))
        }
      case "parts":
        for part in entry.value.array ?? [] {
          if let name = part.scalarText {
            spec.parts.append(AnatomyPart(layer: name, label: name, location: part.location))
          } else if let pair = part.entries?.first, part.entries?.count == 1 {
            spec.parts.append(
              AnatomyPart(layer: pair.key, label: pair.value.scalarText ?? pair.key, location: pair.keyLocation))
          } else {
            diagnostics.error(
              "an anatomy part is a layer name or 'layer: label'", at: part.location, id: .geometryWrongType)
          }
        }
      case "travel":
        if let property = entry.value.scalarText {
          spec.travel = (property, entry.value.location)
        }
      default:
        diagnostics.append(ShapeKeys.reader.unknownKey(entry, known: ["variant", "parts", "travel"], in: "'anatomy'"))
      }
    }
    return spec
  }

  // MARK: Walking the model

  /// Names of the root's descendants (instances' insides excluded), with their positions.
  var layerNames: [(name: String, location: SourceLocation)] {
    var out: [(name: String, location: SourceLocation)] = []
    root.forEachDescendant { layer in
      if let name = layer.name, let location = layer.nameLocation { out.append((name, location)) }
    }
    return out
  }

}
