import SpecimenCore

/// Reads a model's layers once into `LayerFields`: keys checked, numbers checked for range,
/// token names looked up, bindings checked against the set's properties. Every problem goes to
/// `diagnostics` with its position; what depends on a variant is checked when one is drawn.
struct ModelReader {
  let tokens: any GeometryTokenSource
  /// The set the model draws: what its bindings may name.
  let shape: ComponentSetShape
  var diagnostics = Diagnostics()
  /// Every token named, with where (the tokens table lists these).
  var tokensRead: [(name: String, location: SourceLocation)] = []

  init(tokens: any GeometryTokenSource, shape: ComponentSetShape) {
    self.tokens = tokens
    self.shape = shape
  }

  // MARK: Layers

  /// One layer and its children; nil when it is not a mapping.
  mutating func layer(_ node: Node, isRoot: Bool) -> LayerFields? {
    guard let entries = node.entries else {
      diagnostics.error(
        "a layer is a mapping, found \(node.kindDescription)", at: node.location, id: .geometryWrongType)
      return nil
    }
    var layer = LayerFields(location: node.location)
    for entry in entries {
      let value = entry.value
      switch entry.key {
      case "name":
        layer.name = value.scalarText
        layer.nameLocation = value.location
      case let key where ShapeKeys.kinds.contains(key):
        layer.kinds.append(
          KindEntry(key: key, keyLocation: entry.keyLocation, valueLocation: value.location, value: kind(key, value)))
      case let key where ShapeKeys.geometry.contains(key):
        layer.geometry[key] = geometry(key, value)
      case "minWidth": layer.minWidth = Written(size(value, what: "minWidth"))
      case "maxWidth": layer.maxWidth = Written(size(value, what: "maxWidth"))
      case "minHeight": layer.minHeight = Written(size(value, what: "minHeight"))
      case "maxHeight": layer.maxHeight = Written(size(value, what: "maxHeight"))
      case "layout": layer.layout = Written(autoLayout(value))
      case "reverse":
        layer.reverse = boolean(value, what: "reverse")
        layer.reverseLocation = value.location
      case "absolute": layer.absolute = boolean(value, what: "absolute")
      case "clip": layer.clip = boolean(value, what: "clip")
      case "visible": layer.visible = boolean(value, what: "visible")
      case "fill": layer.fill = Written(paint(value))
      case "stroke": layer.stroke = Written(stroke(value))
      case "effect": layer.effects = effects(value)
      case "opacity": layer.opacity = Written(opacity(value))
      case "backgroundBlur": layer.backgroundBlur = Written(size(value, what: "backgroundBlur"))
      case "style": layer.style = Written(style(value))
      case "textAlign": layer.textAlign = alignment(value, allowSpaceBetween: false)
      case "maxLines": layer.maxLines = Written(maxLines(value))
      case "properties": layer.properties = properties(value)
      case "layers":
        layer.layers = children(value, key: "layers")
        layer.listLocation = value.location
      case "children":
        layer.children = children(value, key: "children")
        layer.childrenLocation = entry.keyLocation
        layer.listLocation = layer.listLocation ?? value.location
      case "backdrop", "bleed":
        guard isRoot else {
          diagnostics.error(
            "'\(entry.key)' belongs to the model's top level", at: entry.keyLocation, id: .geometryKeyAtWrongLevel)
          continue
        }
        if entry.key == "bleed" {
          layer.bleed = max(0, dimension(value, what: "bleed") ?? 0)
        } else {
          layer.backdrop = backdrop(value)
        }
      default:
        // At a model's root, the model's own keys (interaction, anatomy) are known too.
        let known = (isRoot ? ShapeKeys.all.union(GeometryModel.modelKeys) : ShapeKeys.all).sorted()
        diagnostics.append(ShapeKeys.reader.unknownKey(entry, known: known, in: "a layer"))
      }
    }
    return layer
  }

  /// The value of a kind key: geometry inside it, or what it names.
  private mutating func kind(_ key: String, _ node: Node) -> KindValue {
    if ["text", "icon", "instance"].contains(key) {
      guard let text = node.scalarText else { return .other(description: node.kindDescription) }
      return .template(template(text, isString: node.string != nil, at: node.location))
    }
    if let entries = node.entries {
      var values: [String: GeometryValue] = [:]
      for entry in entries {
        if ShapeKeys.geometry.contains(entry.key) {
          values[entry.key] = geometry(entry.key, entry.value)
        } else {
          diagnostics.append(ShapeKeys.reader.unknownKey(entry, known: ShapeKeys.geometry, in: "'\(key)'"))
        }
      }
      return .geometry(values)
    }
    return key == "path" ? .pathData(node.string) : .other(description: node.kindDescription)
  }

  /// One geometry key, read by what it holds.
  private mutating func geometry(_ key: String, _ node: Node) -> GeometryValue {
    switch key {
    case "width", "height": return .sizing(sizing(node, what: key))
    case "radius": return .corners(corners(node))
    case "d": return .pathData(node.string)
    case "viewBox": return .unused
    case "r", "size": return .number(size(node, what: key))
    default: return .number(dimension(node, what: key))
    }
  }

  private mutating func opacity(_ node: Node) -> Double? {
    guard let value = number(node, what: "opacity") else { return nil }
    guard (0...1).contains(value) else {
      diagnostics.error(
        "'opacity' is between 0 and 1, found \(NumberFormat.number(value))", at: node.location,
        id: .geometryOpacityOutOfRange
      )
      return nil
    }
    return value
  }

  private mutating func style(_ node: Node) -> StyleValue {
    StyleValue(typography: typography(node), token: node.string)
  }

  private mutating func maxLines(_ node: Node) -> Int? {
    guard let lines = node.int, lines > 0 else {
      diagnostics.error("'maxLines' is a whole number above 0", at: node.location, id: .geometryMaxLinesInvalid)
      return nil
    }
    return lines
  }

  /// An instance's property values: text, bindings allowed; checked against the instance's set
  /// when it is drawn.
  private mutating func properties(_ node: Node) -> [PropertySetting] {
    var settings: [PropertySetting] = []
    for entry in node.entries ?? [] {
      guard let text = entry.value.scalarText else {
        diagnostics.error(
          "a property value is text, found \(entry.value.kindDescription)", at: entry.value.location,
          id: .geometryWrongType)
        continue
      }
      let setting = PropertySetting(
        name: entry.key, keyLocation: entry.keyLocation,
        value: template(text, isString: entry.value.string != nil, at: entry.value.location),
        valueLocation: entry.value.location)
      settings.removeAll { $0.name == setting.name }
      settings.append(setting)
    }
    return settings
  }

  private mutating func children(_ node: Node, key: String) -> [LayerFields] {
    guard let items = node.array else {
      diagnostics.error(
        "'\(key)' is a list of layers, found \(node.kindDescription)", at: node.location, id: .geometryWrongType)
      return []
    }
    return items.compactMap { layer($0, isRoot: false) }
  }

  private mutating func backdrop(_ node: Node) -> [LayerFields] {
    guard let items = node.array else {
      diagnostics.error(
        "'backdrop' is a list of layers, found \(node.kindDescription)", at: node.location, id: .geometryWrongType)
      return []
    }
    return items.compactMap { layer($0, isRoot: false) }
  }
}

enum ShapeKeys {
  static let kinds = ["frame", "rect", "ellipse", "circle", "line", "path", "text", "icon", "instance"]
  static let geometry = [
    "x", "y", "width", "height", "right", "bottom", "radius", "cx", "cy", "r", "x1", "y1", "x2", "y2",
    "d", "size", "viewBox",
  ]
  static let others = [
    "name", "minWidth", "maxWidth", "minHeight", "maxHeight", "layout", "reverse", "absolute", "layers",
    "children", "fill", "stroke", "effect", "opacity", "backgroundBlur", "visible", "clip", "style",
    "textAlign", "maxLines", "properties", "backdrop", "bleed",
  ]
  static let all = Set(kinds + geometry + others)
  static let layoutKeys = ["direction", "gap", "padding", "justify", "align", "reverse"]
  /// Unknown keys in a model are errors (DocumentFormat), in the words every format uses.
  static let reader = KeyedReader(.geometryModel)
}
