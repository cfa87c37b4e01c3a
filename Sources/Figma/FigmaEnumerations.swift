import SpecimenCore

/// Figma's enumerations as the REST API writes them, read into cases where the file is read.
/// A value this version does not know is kept by its name (`unknown`): it is drawn as the
/// drawing code draws what it does not know, and shown by that name where a page names it.

/// A node's `type`.
package enum FigmaNodeType: Sendable, Hashable {
  case frame, group, component, componentSet, instance, rectangle, ellipse, line, vector, booleanOperation, star
  case regularPolygon, text, section, slice
  case unknown(String)

  package init(name: String) {
    self =
      switch name {
      case "FRAME": .frame
      case "GROUP": .group
      case "COMPONENT": .component
      case "COMPONENT_SET": .componentSet
      case "INSTANCE": .instance
      case "RECTANGLE": .rectangle
      case "ELLIPSE": .ellipse
      case "LINE": .line
      case "VECTOR": .vector
      case "BOOLEAN_OPERATION": .booleanOperation
      case "STAR": .star
      case "REGULAR_POLYGON": .regularPolygon
      case "TEXT": .text
      case "SECTION": .section
      case "SLICE": .slice
      default: .unknown(name)
      }
  }

  /// The name Figma writes.
  package var name: String {
    switch self {
    case .frame: "FRAME"
    case .group: "GROUP"
    case .component: "COMPONENT"
    case .componentSet: "COMPONENT_SET"
    case .instance: "INSTANCE"
    case .rectangle: "RECTANGLE"
    case .ellipse: "ELLIPSE"
    case .line: "LINE"
    case .vector: "VECTOR"
    case .booleanOperation: "BOOLEAN_OPERATION"
    case .star: "STAR"
    case .regularPolygon: "REGULAR_POLYGON"
    case .text: "TEXT"
    case .section: "SECTION"
    case .slice: "SLICE"
    case .unknown(let name): name
    }
  }

  /// Whether the node is a vector outline (drawn exactly only from `geometry=paths`).
  package var isVectorLike: Bool {
    switch self {
    case .vector, .booleanOperation, .star, .regularPolygon: true
    default: false
    }
  }
}

/// A paint's `type`.
package enum FigmaPaintType: Sendable, Hashable {
  case solid, gradientLinear, gradientRadial, gradientAngular, gradientDiamond, image, video, pattern, emoji
  case unknown(String)

  package init(name: String) {
    self =
      switch name {
      case "SOLID": .solid
      case "GRADIENT_LINEAR": .gradientLinear
      case "GRADIENT_RADIAL": .gradientRadial
      case "GRADIENT_ANGULAR": .gradientAngular
      case "GRADIENT_DIAMOND": .gradientDiamond
      case "IMAGE": .image
      case "VIDEO": .video
      case "PATTERN": .pattern
      case "EMOJI": .emoji
      default: .unknown(name)
      }
  }

  /// The name Figma writes.
  package var name: String {
    switch self {
    case .solid: "SOLID"
    case .gradientLinear: "GRADIENT_LINEAR"
    case .gradientRadial: "GRADIENT_RADIAL"
    case .gradientAngular: "GRADIENT_ANGULAR"
    case .gradientDiamond: "GRADIENT_DIAMOND"
    case .image: "IMAGE"
    case .video: "VIDEO"
    case .pattern: "PATTERN"
    case .emoji: "EMOJI"
    case .unknown(let name): name
    }
  }

  package var isGradient: Bool {
    switch self {
    case .gradientLinear, .gradientRadial, .gradientAngular, .gradientDiamond: true
    default: false
    }
  }
}

/// An effect's `type`.
package enum FigmaEffectType: Sendable, Hashable {
  case dropShadow, innerShadow, layerBlur, backgroundBlur
  case unknown(String)

  package init(name: String) {
    self =
      switch name {
      case "DROP_SHADOW": .dropShadow
      case "INNER_SHADOW": .innerShadow
      case "LAYER_BLUR": .layerBlur
      case "BACKGROUND_BLUR": .backgroundBlur
      default: .unknown(name)
      }
  }

  /// The name Figma writes.
  package var name: String {
    switch self {
    case .dropShadow: "DROP_SHADOW"
    case .innerShadow: "INNER_SHADOW"
    case .layerBlur: "LAYER_BLUR"
    case .backgroundBlur: "BACKGROUND_BLUR"
    case .unknown(let name): name
    }
  }

  package var isShadow: Bool { self == .dropShadow || self == .innerShadow }
}

/// An auto layout's `layoutMode` (a frame without auto layout, `NONE`, has no `FigmaAutoLayout`).
package enum FigmaLayoutMode: Sendable, Hashable {
  case horizontal, vertical
  case unknown(String)

  package init(name: String) {
    self =
      switch name {
      case "HORIZONTAL": .horizontal
      case "VERTICAL": .vertical
      default: .unknown(name)
      }
  }
}

/// How an auto layout places its children on an axis: `primaryAxisAlignItems`,
/// `counterAxisAlignItems`.
package enum FigmaAxisAlignment: Sendable, Hashable {
  case min, center, max, spaceBetween, baseline
  case unknown(String)

  package init(name: String) {
    self =
      switch name {
      case "MIN": .min
      case "CENTER": .center
      case "MAX": .max
      case "SPACE_BETWEEN": .spaceBetween
      case "BASELINE": .baseline
      default: .unknown(name)
      }
  }
}

/// One of Figma's enumerations whose values are `Known`'s raw values, or the name Figma wrote
/// when this version does not know it (drawn as the field's default, and reported once a file).
package enum FigmaValue<Known>: Sendable, Hashable
where Known: RawRepresentable & CaseIterable & Sendable & Hashable, Known.RawValue == String {
  case known(Known)
  case unknown(String)

  package init(name: String) {
    self = Known(rawValue: name).map { .known($0) } ?? .unknown(name)
  }

  /// The name Figma writes.
  package var name: String {
    switch self {
    case .known(let value): value.rawValue
    case .unknown(let name): name
    }
  }

  /// The case, or nil for a value this version does not know.
  package var known: Known? {
    if case .known(let value) = self { value } else { nil }
  }
}

/// Where a stroke sits on a shape's edge: `strokeAlign`.
package enum FigmaStrokeAlign: String, CaseIterable, Sendable, Hashable {
  case inside = "INSIDE", outside = "OUTSIDE", center = "CENTER"
}

/// How a stroke ends: `strokeCap`.
package enum FigmaStrokeCap: String, CaseIterable, Sendable, Hashable {
  case none = "NONE", round = "ROUND", square = "SQUARE", lineArrow = "LINE_ARROW", triangleArrow = "TRIANGLE_ARROW"
  case diamondFilled = "DIAMOND_FILLED", circleFilled = "CIRCLE_FILLED", triangleFilled = "TRIANGLE_FILLED"
  case washiTape1 = "WASHI_TAPE_1", washiTape2 = "WASHI_TAPE_2", washiTape3 = "WASHI_TAPE_3"
  case washiTape4 = "WASHI_TAPE_4", washiTape5 = "WASHI_TAPE_5", washiTape6 = "WASHI_TAPE_6"
}

/// Whether an auto layout's child is in its flow: `layoutPositioning`.
package enum FigmaLayoutPositioning: String, CaseIterable, Sendable, Hashable {
  case auto = "AUTO", absolute = "ABSOLUTE"
}

/// How a child of an auto layout is sized on an axis: `layoutSizingHorizontal`, `layoutSizingVertical`.
package enum FigmaLayoutSizing: String, CaseIterable, Sendable, Hashable {
  case fixed = "FIXED", hug = "HUG", fill = "FILL"
}

/// Whether an auto layout wraps its children: `layoutWrap`.
package enum FigmaLayoutWrap: String, CaseIterable, Sendable, Hashable {
  case noWrap = "NO_WRAP", wrap = "WRAP"
}

/// A blur's kind: `blurType`.
package enum FigmaBlurType: String, CaseIterable, Sendable, Hashable {
  case normal = "NORMAL", progressive = "PROGRESSIVE"
}

/// What a text style's line height is given in: `lineHeightUnit`.
package enum FigmaLineHeightUnit: String, CaseIterable, Sendable, Hashable {
  case pixels = "PIXELS", fontSizePercent = "FONT_SIZE_%", intrinsicPercent = "INTRINSIC_%"
}

/// `textAlignHorizontal`.
package enum FigmaTextAlignHorizontal: String, CaseIterable, Sendable, Hashable {
  case left = "LEFT", center = "CENTER", right = "RIGHT", justified = "JUSTIFIED"
}

/// `textAlignVertical`.
package enum FigmaTextAlignVertical: String, CaseIterable, Sendable, Hashable {
  case top = "TOP", center = "CENTER", bottom = "BOTTOM"
}

/// `textCase`.
package enum FigmaTextCase: String, CaseIterable, Sendable, Hashable {
  case original = "ORIGINAL", upper = "UPPER", lower = "LOWER", title = "TITLE", smallCaps = "SMALL_CAPS"
  case smallCapsForced = "SMALL_CAPS_FORCED"
}

/// `textDecoration`.
package enum FigmaTextDecoration: String, CaseIterable, Sendable, Hashable {
  case none = "NONE", underline = "UNDERLINE", strikethrough = "STRIKETHROUGH"
}

/// How a text layer grows with its text: `textAutoResize`.
package enum FigmaTextAutoResize: String, CaseIterable, Sendable, Hashable {
  case none = "NONE", height = "HEIGHT", widthAndHeight = "WIDTH_AND_HEIGHT", truncate = "TRUNCATE"
}

/// The values a file's trees hold that this version does not know, by field: the first place
/// and how many, so each field is reported once a file.
struct UnknownFigmaValues {
  private(set) var byField: [String: (values: [String], first: SourceLocation, count: Int)] = [:]
  private(set) var order: [String] = []

  mutating func note(_ field: String, _ value: String, at location: SourceLocation) {
    if var entry = byField[field] {
      if !entry.values.contains(value) { entry.values.append(value) }
      entry.count += 1
      byField[field] = entry
    } else {
      byField[field] = ([value], location, 1)
      order.append(field)
    }
  }

  mutating func merge(_ other: UnknownFigmaValues) {
    for field in other.order {
      guard let entry = other.byField[field] else { continue }
      if var mine = byField[field] {
        mine.values += entry.values.filter { !mine.values.contains($0) }
        mine.count += entry.count
        byField[field] = mine
      } else {
        byField[field] = entry
        order.append(field)
      }
    }
  }

  /// A note per field: what the drawing does with the values instead.
  func report(into diagnostics: inout Diagnostics) {
    for field in order {
      guard let entry = byField[field] else { continue }
      let values = entry.values.prefix(4).map { "'\($0)'" }.joined(separator: ", ")
      let more = entry.values.count > 4 ? " and \(entry.values.count - 4) more" : ""
      diagnostics.append(
        Diagnostic(
          .note,
          "\(entry.count) layer\(entry.count == 1 ? "" : "s") \(entry.count == 1 ? "has" : "have") a '\(field)' this version does not know (\(values)\(more)); \(entry.count == 1 ? "it is" : "they are") drawn with the field's default",
          at: entry.first, hint: "a newer specimen may draw \(entry.values.count == 1 ? "it" : "them")",
          id: .figmaNodeTreeUnknownValue))
    }
  }
}
