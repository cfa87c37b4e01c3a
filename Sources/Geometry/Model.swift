import SpecimenCore

/// Collects the diagnostics of one pass, dropping repeats (every variant parses the same layers).
final class DiagnosticSink {
  private(set) var diagnostics: [Diagnostic] = []
  private var seen = Set<String>()

  func error(_ message: String, at location: SourceLocation?, hint: String? = nil) {
    add(.error(message, at: location, hint: hint))
  }

  func warning(_ message: String, at location: SourceLocation?, hint: String? = nil) {
    add(.warning(message, at: location, hint: hint))
  }

  func add(_ diagnostic: Diagnostic) {
    if seen.insert(diagnostic.description).inserted { diagnostics.append(diagnostic) }
  }

  var hasErrors: Bool { diagnostics.contains { $0.severity == .error } }
}

/// One condition of a variant rule: `State: Pressed` or `State: [Pressed, Focused]`.
struct RuleCondition: Sendable {
  var property: String
  var values: [String]
  var keyLocation: SourceLocation
  var valueLocation: SourceLocation
}

/// `when: {…}` and the overrides it applies: layer name (nil for the root) → override mapping.
struct VariantRule: Sendable {
  var conditions: [RuleCondition]
  var overrides: [(target: String?, location: SourceLocation, node: Node)]
  var location: SourceLocation

  func matches(_ values: [String: String]) -> Bool {
    conditions.allSatisfy { condition in
      values[condition.property].map { condition.values.contains($0) } ?? false
    }
  }
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

/// A geometry model as read from its file, before any variant is applied.
struct GeometryModel: Sendable {
  var set: String
  var setLocation: SourceLocation
  var file: String
  /// The root layer: the file's top level without the model-only keys.
  var root: Node
  var rules: [VariantRule]
  var anatomy: AnatomySpec?
  /// The layer whose frame is the hit target (`touchTarget:`), nil for the root frame.
  var target: (name: String, location: SourceLocation)?
  /// What the component sets inside itself and Figma does not expose (`internal:`): a name and
  /// its default, `true`/`false` for a flag, so rules and specimens can show those states too.
  var internalProperties: [(name: String, defaultValue: String, location: SourceLocation)] = []

  static let modelKeys: Set<String> = ["set", "variants", "anatomy", "touchTarget", "description", "internal"]

  /// Reads a model file. Structural problems go to `sink`; nil when the file cannot be a model.
  static func read(text: String, file: String, sink: DiagnosticSink) -> GeometryModel? {
    let document: Node
    do {
      document = try YAMLReader.parse(text, file: file)
    } catch {
      sink.add(error)
      return nil
    }
    guard let entries = document.entries else {
      sink.error(
        "a geometry model must be a mapping, found \(document.kindDescription)", at: document.location,
        hint: "start the file with 'set: <component set name>'")
      return nil
    }
    guard let setNode = document["set"], let set = setNode.scalarText, !set.isEmpty else {
      sink.error(
        "the model does not say which component set it draws", at: document.location,
        hint: "add 'set: <component set name>' as Figma names it")
      return nil
    }
    var rootEntries = entries.filter { !modelKeys.contains($0.key) }
    if !rootEntries.contains(where: { $0.key == "name" }) {
      rootEntries.insert(
        Node.Entry(key: "name", keyLocation: setNode.location, value: Node(.string("root"), at: setNode.location)),
        at: 0)
    }
    var model = GeometryModel(
      set: set, setLocation: setNode.location, file: file,
      root: Node(.object(rootEntries), at: document.location), rules: [], anatomy: nil, target: nil)
    if let variants = document["variants"] {
      var names = Set(layerNames(in: model.root).map(\.0))
      for item in document["backdrop"]?.array ?? [] {
        if let name = item["name"]?.scalarText { names.insert(name) }
      }
      model.rules = readRules(variants, layers: names, sink: sink)
    }
    if let anatomy = document["anatomy"] { model.anatomy = readAnatomy(anatomy, sink: sink) }
    if let internalNode = document["internal"] {
      if let entries = internalNode.entries {
        for entry in entries {
          guard let value = entry.value.scalarText else {
            sink.error(
              "the internal property '\(entry.key)' needs a default: true, false or a text",
              at: entry.value.location)
            continue
          }
          model.internalProperties.append((entry.key, value, entry.keyLocation))
        }
      } else {
        sink.error(
          "'internal' maps property names to their defaults, found \(internalNode.kindDescription)", at: internalNode.location,
          hint: "internal: { status: neutral, statusIcon: true }")
      }
    }
    if let target = document["touchTarget"] {
      if let name = target.scalarText {
        model.target = (name, target.location)
      } else {
        sink.error("'touchTarget' names a layer, found \(target.kindDescription)", at: target.location)
      }
    }
    return model
  }

  /// A key of a rule names a layer if one has that name, else a property of the root.
  private static func readRules(_ node: Node, layers: Set<String>, sink: DiagnosticSink) -> [VariantRule] {
    guard let items = node.array else {
      sink.error(
        "'variants' is a list of rules, found \(node.kindDescription)", at: node.location,
        hint: "write each rule as '- when: {Property: Value}' followed by its overrides")
      return []
    }
    var rules: [VariantRule] = []
    for item in items {
      guard let entries = item.entries else {
        sink.error("a variant rule is a mapping, found \(item.kindDescription)", at: item.location)
        continue
      }
      var rule = VariantRule(conditions: [], overrides: [], location: item.location)
      guard let when = item["when"] else {
        sink.error(
          "a variant rule needs 'when'", at: item.location,
          hint: "write 'when: {Property: Value}'; a rule for every variant belongs in the layers")
        continue
      }
      if let conditions = when.entries {
        for condition in conditions {
          let values: [String]
          if let list = condition.value.array {
            values = list.compactMap(\.scalarText)
          } else if let scalar = condition.value.scalarText {
            values = [scalar]
          } else {
            sink.error(
              "a condition's value is a property value or a list of them", at: condition.value.location)
            continue
          }
          rule.conditions.append(
            RuleCondition(
              property: condition.key, values: values, keyLocation: condition.keyLocation,
              valueLocation: condition.value.location))
        }
      } else {
        sink.error("'when' is a mapping of property to value, found \(when.kindDescription)", at: when.location)
      }
      for entry in entries where entry.key != "when" {
        if entry.key == "root", entry.value.entries != nil {
          rule.overrides.append((nil, entry.keyLocation, entry.value))
        } else if !layers.contains(entry.key), ShapeKeys.all.contains(entry.key) {
          // A node property written directly in the rule applies to the root.
          rule.overrides.append(
            (nil, entry.keyLocation, Node(.object([entry]), at: entry.keyLocation)))
        } else if entry.value.entries == nil {
          sink.error(
            "the overrides of '\(entry.key)' are a mapping, found \(entry.value.kindDescription)",
            at: entry.value.location, hint: "for example \(entry.key): {fill: bg/sub-200}")
        } else {
          rule.overrides.append((entry.key, entry.keyLocation, entry.value))
        }
      }
      rules.append(rule)
    }
    return rules
  }

  private static func readAnatomy(_ node: Node, sink: DiagnosticSink) -> AnatomySpec? {
    guard let entries = node.entries else {
      sink.error("'anatomy' is a mapping, found \(node.kindDescription)", at: node.location)
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
            sink.error(
              "an anatomy part is a layer name or 'layer: label'", at: part.location)
          }
        }
      case "travel":
        if let property = entry.value.scalarText {
          spec.travel = (property, entry.value.location)
        }
      default:
        sink.error(
          "unknown key '\(entry.key)' in 'anatomy'", at: entry.keyLocation,
          hint: Suggestion.hint(for: entry.key, in: ["variant", "parts", "travel"]))
      }
    }
    return spec
  }

  // MARK: Applying rules

  /// The root with every matching rule merged in, in file order (later rules win).
  func effectiveRoot(for values: [String: String]) -> Node {
    var root = self.root
    for rule in rules where rule.matches(values) {
      for override in rule.overrides {
        if let target = override.target {
          root = Self.apply(override.node, toLayer: target, in: root)
        } else {
          root = Self.merge(root, override.node)
        }
      }
    }
    return root
  }

  /// Names of every layer under `node` (instances' insides excluded), with their positions.
  static func layerNames(in node: Node) -> [(String, SourceLocation)] {
    var out: [(String, SourceLocation)] = []
    func walk(_ node: Node) {
      if let name = node["name"]?.scalarText { out.append((name, node["name"]!.location)) }
      for key in ["layers", "children"] {
        for child in node[key]?.array ?? [] { walk(child) }
      }
    }
    for key in ["layers", "children"] {
      for child in node[key]?.array ?? [] { walk(child) }
    }
    return out
  }

  static func apply(_ override: Node, toLayer name: String, in node: Node) -> Node {
    if node["name"]?.scalarText == name { return merge(node, override) }
    guard var entries = node.entries else { return node }
    for index in entries.indices where ["layers", "children", "backdrop"].contains(entries[index].key) {
      if let items = entries[index].value.array {
        entries[index].value = Node(
          .array(items.map { apply(override, toLayer: name, in: $0) }), at: entries[index].value.location)
      }
    }
    return Node(.object(entries), at: node.location)
  }

  /// Deep merge: mappings merge key by key, anything else is replaced.
  static func merge(_ base: Node, _ override: Node) -> Node {
    guard var entries = base.entries, let overrides = override.entries else { return override }
    for entry in overrides {
      if let index = entries.firstIndex(where: { $0.key == entry.key }) {
        let merged = merge(entries[index].value, entry.value)
        entries[index] = Node.Entry(key: entry.key, keyLocation: entry.keyLocation, value: merged)
      } else {
        entries.append(entry)
      }
    }
    return Node(.object(entries), at: base.location)
  }
}
