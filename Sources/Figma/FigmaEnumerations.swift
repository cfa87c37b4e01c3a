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
