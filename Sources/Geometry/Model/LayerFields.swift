import SpecimenCore

// A layer as a model writes it, read once into typed values: every key optional, so the same
// type holds a layer and a rule's override of it. Token names are looked up when the model is
// read; what depends on a variant (bindings, merged overrides) is left for `LayerResolver`.
//
// Convention: a key that is not written is nil. A key written with a value that could not be
// read (already reported) holds what the layer falls back to, so an override that is refused
// still replaces what it overrides, as in the file.

/// One geometry key's value (`x`, `width`, `radius`, `d`, …), read by what the key is.
enum GeometryValue: Sendable {
  /// A number or a dimension token; nil when refused.
  case number(Double?)
  case sizing(Sizing)
  case corners(GeometryCorners)
  /// Path data, when the value is a string.
  case pathData(String?)
  /// A key the layer accepts and no kind reads (`viewBox`).
  case unused

  var number: Double? {
    if case .number(let value) = self { return value }
    return nil
  }
}

/// `"{Label} ({#Value}/200)"`: literal text and property values filled in per variant.
struct TextTemplate: Sendable {
  enum Part: Sendable {
    case literal(String)
    /// A property's value (or its length), with the property's default for values not given.
    case property(name: String, count: Bool, defaultValue: String)
  }
  /// The text as written (an instance naming a set literally draws no binding).
  var raw: String
  /// Whether the value was a YAML string (not a number or boolean).
  var isString: Bool
  var parts: [Part]

  var isLiteral: Bool { !parts.contains { if case .property = $0 { return true } else { return false } } }

  func text(with values: PropertyValues) -> String {
    var out = ""
    for part in parts {
      switch part {
      case .literal(let text): out += text
      case .property(let name, let count, let defaultValue):
        let value = values[name] ?? defaultValue
        out += count ? String(value.count) : value
      }
    }
    return out
  }
}

/// `true`, `false`, or a boolean property's value (`"{Flag}"`, `"!{Flag}"`).
enum BooleanValue: Sendable {
  case literal(Bool)
  /// Boxed, so a layer's four booleans not written take a word each.
  indirect case property(name: String, negated: Bool, defaultValue: String)

  func value(with values: PropertyValues) -> Bool {
    switch self {
    case .literal(let flag): return flag
    case .property(let name, let negated, let defaultValue):
      let on = (values[name] ?? defaultValue) == "true"
      return negated ? !on : on
    }
  }
}

/// What a kind key (`rect`, `circle`, `text`, …) holds.
enum KindValue: Sendable {
  /// Geometry written inside the kind: `circle: {x: 3, y: 3, r: 11}`.
  case geometry([String: GeometryValue])
  /// What a text, icon or instance names, bindings and all.
  case template(TextTemplate)
  /// A path's data written as the kind's value; nil when it is not a string.
  case pathData(String?)
  /// Anything else, by its YAML kind ("an array").
  case other(description: String)
}

struct KindEntry: Sendable {
  var key: String
  var keyLocation: SourceLocation
  var valueLocation: SourceLocation
  var value: KindValue
}

/// A field of a layer or an override as written, held in an optional that is nil when the field
/// is not written (what the layer extends stands). Written, it is what was read, or `cleared`:
/// written as `none`, or a value already reported as wrong, which draws nothing.
///
/// The value read is boxed, so a field not written takes one word of the layer: a rule's
/// override writes one or two of a layer's thirty fields, and models have tens of thousands.
indirect enum Written<Value: Sendable>: Sendable {
  case cleared
  case read(Value)

  init(_ value: Value?) { self = value.map { .read($0) } ?? .cleared }

  var value: Value? {
    guard case .read(let value) = self else { return nil }
    return value
  }
}

/// A stroke written as `{color, width, align}`; written keys only.
struct StrokeFields: Sendable {
  var color: Written<GeometryPaint>?
  var width: Double?
  var alignment: StrokeSpec.Alignment?
  var location: SourceLocation

  mutating func merge(_ other: StrokeFields) {
    if let color = other.color { self.color = color }
    if let width = other.width { self.width = width }
    if let alignment = other.alignment { self.alignment = alignment }
  }
}

enum StrokeValue: Sendable {
  /// A token, a color or `none`, already resolved (nil: no stroke).
  case resolved(StrokeSpec?)
  case fields(StrokeFields)
}

/// Padding as written: one value or a list (all four sides), or sides by name (merged by name).
enum PaddingValue: Sendable {
  case insets(EdgeInsets)
  case sides([(side: String, value: Double)])

  var insets: EdgeInsets {
    switch self {
    case .insets(let insets): return insets
    case .sides(let sides):
      var insets = EdgeInsets.zero
      for (side, value) in sides {
        switch side {
        case "top": insets.top = value
        case "right": insets.right = value
        case "bottom": insets.bottom = value
        case "left": insets.left = value
        case "x", "horizontal":
          insets.left = value
          insets.right = value
        default:
          insets.top = value
          insets.bottom = value
        }
      }
      return insets
    }
  }
}

/// `layout: {…}`; written keys only.
struct LayoutFields: Sendable {
  var direction: LayoutDirection?
  var gap: Double?
  var padding: PaddingValue?
  var justify: LayoutAlignment?
  var align: LayoutAlignment?
  var reverse: BooleanValue?

  mutating func merge(_ other: LayoutFields) {
    if let direction = other.direction { self.direction = direction }
    if let gap = other.gap { self.gap = gap }
    if let padding = other.padding {
      if case .sides(var sides) = self.padding, case .sides(let more) = padding {
        ordered(&sides, more)
        self.padding = .sides(sides)
      } else {
        self.padding = padding
      }
    }
    if let justify = other.justify { self.justify = justify }
    if let align = other.align { self.align = align }
    if let reverse = other.reverse { self.reverse = reverse }
  }

  func autoLayout(with values: PropertyValues) -> AutoLayout {
    var layout = AutoLayout()
    if let direction { layout.direction = direction }
    if let gap { layout.gap = gap }
    if let padding { layout.padding = padding.insets }
    if let justify { layout.justify = justify }
    if let align { layout.align = align }
    if let reverse { layout.reverse = reverse.value(with: values) }
    return layout
  }
}

/// A text style: the typography token's value (nil when refused) and its name.
struct StyleValue: Sendable {
  var typography: GeometryTypography?
  var token: String?
}

/// An instance's `properties: {Name: value}`, bindings allowed in the values.
struct PropertySetting: Sendable {
  var name: String
  var keyLocation: SourceLocation
  var value: TextTemplate
  var valueLocation: SourceLocation
}

/// A layer, or a rule's override of one, as written.
struct LayerFields: Sendable {
  var name: String?
  var nameLocation: SourceLocation?
  var location: SourceLocation
  /// Kind keys in the order written (more than one is an error when the layer is drawn).
  var kinds: [KindEntry] = []
  /// Geometry keys written on the layer itself; they win over those inside the kind.
  var geometry: [String: GeometryValue] = [:]
  var minWidth: Written<Double>?
  var maxWidth: Written<Double>?
  var minHeight: Written<Double>?
  var maxHeight: Written<Double>?
  var layout: Written<LayoutFields>?
  var reverse: BooleanValue?
  var reverseLocation: SourceLocation?
  var absolute: BooleanValue?
  var clip: BooleanValue?
  var visible: BooleanValue?
  var fill: Written<GeometryPaint>?
  var stroke: Written<StrokeValue>?
  var effects: [EffectSpec]?
  var opacity: Written<Double>?
  var backgroundBlur: Written<Double>?
  var style: Written<StyleValue>?
  var textAlign: LayoutAlignment?
  var maxLines: Written<Int>?
  var properties: [PropertySetting]?
  /// `layers:` and `children:`, each nil when not written and [] when not a list.
  var layers: [LayerFields]?
  var children: [LayerFields]?
  var childrenLocation: SourceLocation?
  /// Where the list of children is written.
  var listLocation: SourceLocation?
  /// The root only: layers drawn behind everything, and room around the frame.
  var backdrop: [LayerFields]?
  var bleed: Double?

  /// Overrides merged in: keys replace keys, a mapping merges into a mapping key by key.
  mutating func merge(_ other: LayerFields) {
    if let name = other.name {
      self.name = name
      nameLocation = other.nameLocation
    }
    for kind in other.kinds {
      guard let index = kinds.firstIndex(where: { $0.key == kind.key }) else {
        kinds.append(kind)
        continue
      }
      var merged = kind
      if case .geometry(var base) = kinds[index].value, case .geometry(let more) = kind.value {
        base.merge(more) { $1 }
        merged.value = .geometry(base)
      }
      kinds[index] = merged
    }
    geometry.merge(other.geometry) { $1 }
    if let value = other.minWidth { minWidth = value }
    if let value = other.maxWidth { maxWidth = value }
    if let value = other.minHeight { minHeight = value }
    if let value = other.maxHeight { maxHeight = value }
    if let value = other.layout {
      if case .read(var base)? = layout, case .read(let more) = value {
        base.merge(more)
        layout = .read(base)
      } else {
        layout = value
      }
    }
    if let value = other.reverse {
      reverse = value
      reverseLocation = other.reverseLocation
    }
    if let value = other.absolute { absolute = value }
    if let value = other.clip { clip = value }
    if let value = other.visible { visible = value }
    if let value = other.fill { fill = value }
    if let value = other.stroke {
      if case .read(.fields(var base))? = stroke, case .read(.fields(let more)) = value {
        base.merge(more)
        stroke = .read(.fields(base))
      } else {
        stroke = value
      }
    }
    if let value = other.effects { effects = value }
    if let value = other.opacity { opacity = value }
    if let value = other.backgroundBlur { backgroundBlur = value }
    if let value = other.style { style = value }
    if let value = other.textAlign { textAlign = value }
    if let value = other.maxLines { maxLines = value }
    if let more = other.properties {
      var merged = properties ?? []
      for setting in more {
        if let index = merged.firstIndex(where: { $0.name == setting.name }) {
          merged[index] = setting
        } else {
          merged.append(setting)
        }
      }
      properties = merged
    }
    if let value = other.layers {
      layers = value
      listLocation = other.listLocation
    }
    if let value = other.children {
      children = value
      childrenLocation = other.childrenLocation
      if layers == nil { listLocation = other.listLocation }
    }
    if let value = other.backdrop { backdrop = value }
    if let value = other.bleed { bleed = value }
  }

  /// The layer's own children: `layers`, else `children`.
  var childLayers: [LayerFields] { layers ?? children ?? [] }

  /// Calls `body` for this layer's descendants (not itself), parents first.
  func forEachDescendant(_ body: (LayerFields) -> Void) {
    for list in [layers, children] {
      for child in list ?? [] {
        body(child)
        child.forEachDescendant(body)
      }
    }
  }

  /// The first layer under this one (in the order `forEachDescendant` visits) called `name`.
  func descendant(named name: String) -> LayerFields? {
    var found: LayerFields?
    forEachDescendant { layer in
      if found == nil, layer.name == name { found = layer }
    }
    return found
  }
}

/// Merges named entries into an ordered list: a name already there is replaced in place.
func ordered(_ list: inout [(side: String, value: Double)], _ more: [(side: String, value: Double)]) {
  for entry in more {
    if let index = list.firstIndex(where: { $0.side == entry.side }) {
      list[index] = entry
    } else {
      list.append(entry)
    }
  }
}
