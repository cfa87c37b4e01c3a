import SpecimenCore

/// A laid-out layer before it is flattened: its size, its position in its parent, its children.
final class Box {
  var spec: ShapeSpec
  var width: Double
  var height: Double
  var x = 0.0
  var y = 0.0
  var children: [Box] = []
  var lines: [(text: String, width: Double)] = []
  /// For an instance: the set and the values it was drawn with.
  var instance: PlacedInstance?
  /// The corner radii of an instance's root frame (the instance layer draws that frame).
  var instanceRootCorners: GeometryCorners?

  /// This box and every box under it: the layers it flattens into.
  var count: Int { children.reduce(1) { $0 + $1.count } }

  init(spec: ShapeSpec, width: Double, height: Double) {
    self.spec = spec
    self.width = width
    self.height = height
  }
}

/// The work one layout does, counted: what a test checks grows linearly with the model.
final class LayoutWork {
  /// Calls of `LayoutEngine.layout`: one per layer laid out, and one per layer laid out again.
  var passes = 0
  /// The layers an instance expands into, by depth, set and values (see `expandedLayers`).
  var expanded: [ExpandedInstance: Int] = [:]

  struct ExpandedInstance: Hashable {
    var depth: Int
    var set: String
    var properties: PropertyValues
  }
}

/// Computes sizes and positions the way Figma's auto layout does: fixed, hug and fill sizing,
/// padding, gap, primary and counter alignment, reverse order, absolute children, min and max.
struct LayoutEngine {
  let measurer: TextMeasurer
  /// Resolves an instance: the root spec of `set` drawn with `values`, and the values used;
  /// what resolving it finds goes into `diagnostics`.
  let instance:
    (_ set: String, _ values: PropertyValues, _ depth: Int, _ diagnostics: inout Diagnostics) -> (
      ShapeSpec, PropertyValues
    )?
  var depth = 0
  var work = LayoutWork()

  func layout(
    _ spec: ShapeSpec, width assignedWidth: Double?, height assignedHeight: Double?,
    into diagnostics: inout Diagnostics
  ) -> Box {
    work.passes += 1
    var width = fixed(spec.width) ?? assignedWidth
    var height = fixed(spec.height) ?? assignedHeight
    width = width.map { clamp($0, spec.minWidth, spec.maxWidth) }
    height = height.map { clamp($0, spec.minHeight, spec.maxHeight) }

    let box: Box
    switch spec.kind {
    case .text(let content, let style, _, _, let maxLines):
      var lines = measurer.lines(of: content, style: style, maxWidth: width)
      if let maxLines, lines.count > maxLines { lines = Array(lines.prefix(maxLines)) }
      let measured = lines.map { (text: $0, width: measurer.width(of: $0, style: style)) }
      let natural = measured.map(\.width).max() ?? 0
      let lineCount = Double(max(1, lines.count))
      box = Box(
        spec: spec, width: width ?? natural, height: height ?? lineCount * style.lineHeightPixels)
      box.lines = measured
    case .instance(let set, let properties):
      guard depth < 8, let (instanceRoot, values) = instance(set, properties, depth + 1, &diagnostics) else {
        return Box(spec: spec, width: width ?? 0, height: height ?? 0)
      }
      var inner = LayoutEngine(measurer: measurer, instance: instance)
      inner.depth = depth + 1
      inner.work = work
      // The instance layer's own sizing wins over the instance's root frame.
      var root = instanceRoot
      if let width { root.width = .fixed(width) }
      if let height { root.height = .fixed(height) }
      box = inner.layout(root, width: width, height: height, into: &diagnostics)
      box.instance = PlacedInstance(set: set, values: values)
      box.spec = merged(instanceRoot: root, node: spec)
      if case .frame(let corners) = root.kind { box.instanceRootCorners = corners }
    case .frame:
      if let layout = spec.layout {
        box = autoLayout(spec, layout, width: width, height: height, into: &diagnostics)
      } else {
        box = freeLayout(spec, width: width, height: height, into: &diagnostics)
      }
    default:
      box = Box(spec: spec, width: width ?? 0, height: height ?? 0)
    }
    box.width = clamp(box.width, spec.minWidth, spec.maxWidth)
    box.height = clamp(box.height, spec.minHeight, spec.maxHeight)
    return box
  }

  /// The instance's own root draws; the instance layer keeps its name, position and opacity.
  private func merged(instanceRoot root: ShapeSpec, node: ShapeSpec) -> ShapeSpec {
    var spec = root
    spec.name = node.name
    spec.kind = node.kind
    spec.x = node.x
    spec.y = node.y
    spec.right = node.right
    spec.bottom = node.bottom
    spec.absolute = node.absolute
    spec.width = node.width
    spec.height = node.height
    spec.location = node.location
    if node.appearance.opacity < 1 { spec.appearance.opacity = node.appearance.opacity }
    if !node.appearance.effects.isEmpty { spec.appearance.effects = node.appearance.effects }
    if node.appearance.fill != nil { spec.appearance.fill = node.appearance.fill }
    return spec
  }

  // MARK: Auto layout

  private func autoLayout(
    _ spec: ShapeSpec, _ auto: AutoLayout, width: Double?, height: Double?, into diagnostics: inout Diagnostics
  ) -> Box {
    let row = auto.direction == .row
    let pad = auto.padding
    let padPrimary = row ? pad.left + pad.right : pad.top + pad.bottom
    let padCounter = row ? pad.top + pad.bottom : pad.left + pad.right
    let primary = row ? width : height
    let counter = row ? height : width
    let innerPrimary = primary.map { max(0, $0 - padPrimary) }
    let innerCounter = counter.map { max(0, $0 - padCounter) }

    var flow = spec.children.filter { !$0.absolute }
    if auto.reverse { flow.reverse() }
    func primarySizing(_ child: ShapeSpec) -> Sizing { row ? child.width : child.height }
    func counterSizing(_ child: ShapeSpec) -> Sizing { row ? child.height : child.width }
    func run(_ child: ShapeSpec, primary: Double?, counter: Double?) -> Box {
      row
        ? layout(child, width: primary, height: counter, into: &diagnostics)
        : layout(child, width: counter, height: primary, into: &diagnostics)
    }
    func size(_ box: Box) -> (primary: Double, counter: Double) {
      row ? (box.width, box.height) : (box.height, box.width)
    }

    var boxes = [Box?](repeating: nil, count: flow.count)
    var fillIndices: [Int] = []
    for (index, child) in flow.enumerated() {
      let counterAssigned = counterSizing(child) == .fill ? innerCounter : nil
      if primarySizing(child) == .fill, innerPrimary != nil {
        fillIndices.append(index)
      } else {
        boxes[index] = run(child, primary: nil, counter: counterAssigned)
      }
    }
    let gaps = auto.gap * Double(max(0, flow.count - 1))
    if let innerPrimary, !fillIndices.isEmpty {
      let used = boxes.compactMap { $0.map { size($0).primary } }.reduce(0, +)
      let share = max(0, innerPrimary - used - (auto.justify == .spaceBetween ? 0 : gaps)) / Double(fillIndices.count)
      for index in fillIndices {
        let child = flow[index]
        boxes[index] = run(child, primary: share, counter: counterSizing(child) == .fill ? innerCounter : nil)
      }
    }
    var laid = boxes.map { $0! }
    let content = laid.map { size($0).primary }.reduce(0, +) + gaps
    var finalPrimary = primary ?? content + padPrimary
    finalPrimary =
      row
      ? clamp(finalPrimary, spec.minWidth, spec.maxWidth) : clamp(finalPrimary, spec.minHeight, spec.maxHeight)
    var finalCounter = counter ?? ((laid.map { size($0).counter }.max() ?? 0) + padCounter)
    finalCounter =
      row
      ? clamp(finalCounter, spec.minHeight, spec.maxHeight) : clamp(finalCounter, spec.minWidth, spec.maxWidth)
    let finalInnerCounter = max(0, finalCounter - padCounter)
    let finalInnerPrimary = max(0, finalPrimary - padPrimary)

    // A child that fills the counter axis of a hugging parent takes the size the others gave it.
    if innerCounter == nil {
      for (index, child) in flow.enumerated() where counterSizing(child) == .fill {
        laid[index] = run(child, primary: size(laid[index]).primary, counter: finalInnerCounter)
      }
    }

    // Primary axis: distribute.
    let total = laid.map { size($0).primary }.reduce(0, +)
    var offset: Double
    var gap = auto.gap
    switch auto.justify {
    case .start: offset = 0
    case .center: offset = (finalInnerPrimary - total - gaps) / 2
    case .end: offset = finalInnerPrimary - total - gaps
    case .spaceBetween:
      offset = 0
      gap = laid.count > 1 ? max(0, (finalInnerPrimary - total) / Double(laid.count - 1)) : 0
    }
    let startPrimary = row ? pad.left : pad.top
    let startCounter = row ? pad.top : pad.left
    for box in laid {
      let (boxPrimary, boxCounter) = size(box)
      let counterOffset: Double
      switch auto.align {
      case .center: counterOffset = (finalInnerCounter - boxCounter) / 2
      case .end: counterOffset = finalInnerCounter - boxCounter
      default: counterOffset = 0
      }
      if row {
        box.x = startPrimary + offset
        box.y = startCounter + counterOffset
      } else {
        box.y = startPrimary + offset
        box.x = startCounter + counterOffset
      }
      offset += boxPrimary + gap
    }

    let result = Box(spec: spec, width: row ? finalPrimary : finalCounter, height: row ? finalCounter : finalPrimary)
    // Children keep their source order for painting; reverse changes positions only.
    var flowIndex = 0
    let ordered = auto.reverse ? Array(laid.reversed()) : laid
    var children: [Box] = []
    for child in spec.children {
      if child.absolute {
        children.append(place(child, inWidth: result.width, height: result.height, into: &diagnostics))
      } else {
        children.append(ordered[flowIndex])
        flowIndex += 1
      }
    }
    result.children = children
    return result
  }

  // MARK: Free placement

  /// A frame without auto layout: children sit where their x, y, right and bottom say.
  private func freeLayout(
    _ spec: ShapeSpec, width: Double?, height: Double?, into diagnostics: inout Diagnostics
  ) -> Box {
    if let width, let height {
      let box = Box(spec: spec, width: width, height: height)
      box.children = spec.children.map { place($0, inWidth: width, height: height, into: &diagnostics) }
      return box
    }
    // Hugging without auto layout: the frame grows to hold its children. A child whose size
    // does not depend on the frame's is laid out once and only moved; laying every child out
    // twice would double the work at each level of nested frames.
    let provisional = spec.children.map {
      place($0, inWidth: width ?? 0, height: height ?? 0, into: &diagnostics)
    }
    let box = Box(
      spec: spec, width: width ?? (provisional.map { $0.x + $0.width }.max() ?? 0),
      height: height ?? (provisional.map { $0.y + $0.height }.max() ?? 0))
    box.children = zip(spec.children, provisional).map { child, laid in
      let before = assignedSize(child, inWidth: width ?? 0, height: height ?? 0)
      let after = assignedSize(child, inWidth: box.width, height: box.height)
      guard before == after else {
        return place(child, inWidth: box.width, height: box.height, into: &diagnostics)
      }
      position(laid, of: child, inWidth: box.width, height: box.height)
      return laid
    }
    return box
  }

  /// Lays out a child positioned by constraints inside a `width` × `height` parent.
  func place(
    _ child: ShapeSpec, inWidth width: Double, height: Double, into diagnostics: inout Diagnostics
  ) -> Box {
    let assigned = assignedSize(child, inWidth: width, height: height)
    let box = layout(child, width: assigned.width, height: assigned.height, into: &diagnostics)
    position(box, of: child, inWidth: width, height: height)
    return box
  }

  /// The size a `width` × `height` parent gives a child placed by constraints (nil: its own).
  private func assignedSize(_ child: ShapeSpec, inWidth width: Double, height: Double) -> AssignedSize {
    var assigned = AssignedSize()
    if child.width == .fill || (fixed(child.width) == nil && child.x != nil && child.right != nil) {
      assigned.width = max(0, width - (child.x ?? 0) - (child.right ?? 0))
    }
    if child.height == .fill || (fixed(child.height) == nil && child.y != nil && child.bottom != nil) {
      assigned.height = max(0, height - (child.y ?? 0) - (child.bottom ?? 0))
    }
    return assigned
  }

  /// Puts a laid-out child where its x, y, right and bottom say in a `width` × `height` parent.
  private func position(_ box: Box, of child: ShapeSpec, inWidth width: Double, height: Double) {
    if let x = child.x {
      box.x = x
    } else if let right = child.right {
      box.x = width - right - box.width
    }
    if let y = child.y {
      box.y = y
    } else if let bottom = child.bottom {
      box.y = height - bottom - box.height
    }
  }

  private func fixed(_ sizing: Sizing) -> Double? {
    if case .fixed(let value) = sizing { return value }
    return nil
  }

  private func clamp(_ value: Double, _ low: Double?, _ high: Double?) -> Double {
    var out = value
    if let high { out = min(out, high) }
    if let low { out = max(out, low) }
    return out
  }
}

private struct AssignedSize: Equatable {
  var width: Double?
  var height: Double?
}

extension LayoutEngine {
  /// The most layers one variant may expand into, instances included: ten instances of a set
  /// holding ten of the next, six deep, would otherwise draw a million layers.
  static let layerLimit = 10_000

  /// How many layers `spec` lays out into, each instance counted as the layers of its set,
  /// without laying anything out; each set and its values is resolved once, so a wide fan of
  /// instances is counted in the time of its distinct instances. Counts stop at `cap`. What
  /// resolving the instances finds goes into `diagnostics`.
  func expandedLayers(_ spec: ShapeSpec, cap: Int, into diagnostics: inout Diagnostics) -> Int {
    if case .instance(let set, let properties) = spec.kind {
      guard depth < 8 else { return 1 }
      let key = LayoutWork.ExpandedInstance(depth: depth, set: set, properties: properties)
      if let known = work.expanded[key] { return known }
      guard let (root, _) = instance(set, properties, depth + 1, &diagnostics) else { return 1 }
      var inner = LayoutEngine(measurer: measurer, instance: instance)
      inner.depth = depth + 1
      inner.work = work
      let count = inner.expandedLayers(root, cap: cap, into: &diagnostics)
      work.expanded[key] = count
      return count
    }
    var total = 1
    for child in spec.children where total < cap {
      total += expandedLayers(child, cap: cap, into: &diagnostics)
    }
    return min(total, cap)
  }

  /// Flattens a laid-out tree into absolute layers, parents before children (paint order).
  func flatten(
    _ box: Box, originX: Double, originY: Double, parent: Int?, depth: Int, pathPrefix: String,
    into layers: inout [LaidOutLayer]
  ) {
    let spec = box.spec
    let frame = Rect(x: originX + box.x, y: originY + box.y, width: box.width, height: box.height)
    let path = spec.name.map { pathPrefix.isEmpty ? $0 : pathPrefix + "/" + $0 } ?? pathPrefix
    // What only layout knows: clamped corners, placed lines, the instance drawn.
    var corners = GeometryCorners(0)
    var lines: [TextLine] = []
    var instance: PlacedInstance?
    switch spec.kind {
    case .frame(let frameCorners):
      corners = frameCorners.clamped(to: frame)
    case .text(_, let style, _, let align, _):
      let baseline = measurer.baselineOffset(style: style)
      lines = box.lines.enumerated().map { index, line in
        let x: Double
        switch align {
        case .center: x = frame.x + (frame.width - line.width) / 2
        case .end: x = frame.maxX - line.width
        default: x = frame.x
        }
        return TextLine(
          text: line.text, x: x, baseline: frame.y + Double(index) * style.lineHeightPixels + baseline,
          width: line.width)
      }
    case .instance:
      instance = box.instance
      if let root = box.instanceRootCorners { corners = root.clamped(to: frame) }
    case .ellipse, .line, .path, .icon:
      break
    }
    var layer = LaidOutLayer(
      name: spec.name, path: depth == 0 ? (spec.name ?? "root") : path, shape: spec.kind, frame: frame,
      parent: parent, depth: depth, appearance: spec.appearance, corners: corners, layout: spec.layout,
      instance: instance, location: spec.location)
    layer.absolute = spec.absolute
    layer.lines = lines
    let index = layers.count
    layers.append(layer)
    if let parent { layers[parent].children.append(index) }
    let childPrefix = depth == 0 ? "" : path
    for child in box.children {
      flatten(
        child, originX: frame.x, originY: frame.y, parent: index, depth: depth + 1, pathPrefix: childPrefix,
        into: &layers)
    }
  }
}
