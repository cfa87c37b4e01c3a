import SpecimenCore

/// Measurements of one variant, computed from its layout: what the anatomy draws and says.
package struct AnatomyReport: Sendable {
  package struct Part: Sendable {
    package var number: Int
    package var label: String
    var layerIndex: Int
    /// Frame relative to the parent layer.
    package var frame: Rect
    /// left, top, right, bottom distances to the parent's edges.
    var insets: EdgeInsets
    package var radius: Double?
    var isCircle: Bool
    var inAutoLayout: Bool
    package var kind: LayerKind
    package var styleToken: String?
    package var icon: String?

    /// "44 × 28, radius 14, at 4, 8", as the list of parts gives it.
    package var measurements: String {
      let n = NumberFormat.number
      var items: [String] = []
      if isCircle {
        items.append("\(n(frame.width)) circle")
      } else {
        items.append("\(n(frame.width)) × \(n(frame.height))")
      }
      if let radius { items.append("radius \(n(radius))") }
      if let styleToken { items.append(styleToken) }
      if !inAutoLayout { items.append("at \(n(frame.x)), \(n(frame.y))") }
      return items.joined(separator: ", ")
    }
  }

  package struct Travel: Sendable {
    package var part: Int
    package var property: String
    /// Each value of the property and the part's position along the moving axis.
    package var stops: [(value: String, position: Double)]
    var horizontal: Bool
    package var distance: Double
    /// The part's absolute frame at each stop.
    package var frames: [Rect]
    /// The part's frame relative to its parent at the first stop (its rest position).
    var restFrame: Rect
  }

  /// The most parts an anatomy numbers: callouts past it could not be told apart, and placing
  /// them compares every part with every other.
  static let partLimit = 32

  package var component: LaidOutComponent
  package var parts: [Part]
  package var travel: Travel?
  /// The measurements as prose: "The 52 by 44 frame is the target and …".
  package var sentences: [String]
  package var text: String { sentences.joined(separator: " ") }
}

extension GeometryLibrary {
  /// Measures the variant the model's anatomy section (or the body) names; nil, with the
  /// problems reported, when it cannot be laid out.
  package func anatomy(
    set: String, body: String = "", bodyLocation: SourceLocation? = nil, into diagnostics: inout Diagnostics
  ) -> AnatomyReport? {
    guard let (model, shape) = lookUpDrawable(set, at: bodyLocation, into: &diagnostics),
      let selection = VariantSelection.parse(body, for: shape, at: bodyLocation, into: &diagnostics)
    else { return nil }
    var variant = shape.defaultVariant
    var properties = selection.properties
    for (name, value, _) in model?.anatomy?.variant ?? [] {
      if shape.variantProperties.contains(where: { $0.name == name }) {
        variant[name] = value
      } else if properties[name] == nil {
        properties[name] = value
      }
    }
    for (name, values) in selection.filters { if let first = values.first { variant[name] = first } }
    guard
      let component = layout(
        set: set, variant: variant, properties: properties, at: bodyLocation, into: &diagnostics)
    else { return nil }

    // Parts: the model's list, or every named layer two levels deep; at most `partLimit`.
    var parts: [AnatomyReport.Part] = []
    var named: [(Int, String)]
    let limit = AnatomyReport.partLimit
    if let listed = model?.anatomy?.parts, !listed.isEmpty {
      if listed.count > limit { tooManyParts(set, listed.count, at: bodyLocation, into: &diagnostics) }
      named = listed.prefix(limit).compactMap { part in component.index(of: part.layer).map { ($0, part.label) } }
    } else {
      // Without a list: the root's named children that have an area, "title-row" read as "title row".
      named = component.layers.indices.compactMap { index in
        let layer = component.layers[index]
        guard index > 0, !layer.isBackdrop, layer.depth == 1, let name = layer.name,
          layer.frame.width > 0, layer.frame.height > 0
        else { return nil }
        return (index, name.replacingOccurrences(of: "-", with: " "))
      }
      if named.count > limit {
        tooManyParts(set, named.count, at: bodyLocation, into: &diagnostics)
        named.removeSubrange(limit...)
      }
    }
    for (index, label) in named {
      let layer = component.layers[index]
      let frame = component.relativeFrame(of: index)
      let parent = layer.parent.map { component.layers[$0].frame } ?? component.frame
      let insets = EdgeInsets(
        top: frame.y, right: parent.width - frame.maxX, bottom: parent.height - frame.maxY, left: frame.x)
      var radius: Double?
      if layer.kind == .frame || layer.kind == .instance, layer.corners.isUniform, layer.corners.topLeft > 0 {
        radius = layer.corners.topLeft
      }
      let inAutoLayout = !layer.absolute && (layer.parent.map { component.layers[$0].layout != nil } ?? false)
      parts.append(
        AnatomyReport.Part(
          number: parts.count + 1, label: label, layerIndex: index, frame: frame, insets: insets, radius: radius,
          isCircle: layer.isCircle, inAutoLayout: inAutoLayout, kind: layer.kind, styleToken: layer.styleToken,
          icon: layer.icon))
    }

    let travel = findTravel(
      set: set, shape: shape, model: model, variant: variant, properties: properties, component: component,
      parts: parts)
    var report = AnatomyReport(component: component, parts: parts, travel: travel, sentences: [])
    report.sentences = describe(report, model: model)
    return report
  }

  private func tooManyParts(
    _ set: String, _ count: Int, at location: SourceLocation?, into diagnostics: inout Diagnostics
  ) {
    diagnostics.warning(
      "the anatomy of '\(set)' has \(count) parts; it numbers the first \(AnatomyReport.partLimit)",
      at: location,
      hint: hasModel(for: set)
        ? "list the parts to number in the model's 'anatomy: parts:'"
        : "write a model for the set (specimen figma model) and list the parts to number in its 'anatomy: parts:'",
      id: .geometryAnatomyTooManyParts)
  }

  /// The variant property whose values move a part without resizing it (the Toggle handle).
  private func findTravel(
    set: String, shape: ComponentSetShape, model: GeometryModel?, variant: PropertyValues,
    properties: PropertyValues, component: LaidOutComponent, parts: [AnatomyReport.Part]
  ) -> AnatomyReport.Travel? {
    // Only the property the model names: a reordering (Align) is not a travel.
    let candidates = model?.anatomy?.travel.map { [$0.property] } ?? []
    for name in candidates {
      guard let property = shape.variantProperties.first(where: { $0.name == name }) else { continue }
      var layouts: [(String, LaidOutComponent)] = []
      // Values the set does not publish are skipped, not reported.
      var skipped = Diagnostics()
      for option in property.options {
        var values = variant
        values[name] = option
        guard shape.publishedVariants.isEmpty || shape.publishedVariants.contains(values),
          let laid = layout(set: set, variant: values, properties: properties, into: &skipped)
        else { continue }
        layouts.append((option, laid))
      }
      guard layouts.count > 1 else { continue }
      for (offset, part) in parts.enumerated() {
        let path = component.layers[part.layerIndex].path
        let frames = layouts.compactMap { option, laid in
          laid.index(of: path).map { (option, laid.relativeFrame(of: $0), laid.layers[$0].frame) }
        }
        guard frames.count == layouts.count else { continue }
        let sameSize = frames.allSatisfy {
          abs($0.1.width - frames[0].1.width) < 0.001 && abs($0.1.height - frames[0].1.height) < 0.001
        }
        let xs = frames.map(\.1.x)
        let ys = frames.map(\.1.y)
        let movesX = xs.contains { abs($0 - xs[0]) > 0.001 }
        let movesY = ys.contains { abs($0 - ys[0]) > 0.001 }
        guard sameSize, movesX != movesY else { continue }
        let positions = movesX ? xs : ys
        return AnatomyReport.Travel(
          part: offset, property: name,
          stops: zip(frames.map(\.0), positions).map { ($0, $1) }, horizontal: movesX,
          distance: positions.max()! - positions.min()!, frames: frames.map(\.2), restFrame: frames[0].1)
      }
    }
    return nil
  }

  // MARK: Prose

  private func describe(_ report: AnatomyReport, model: GeometryModel?) -> [String] {
    let component = report.component
    let root = component.layers.first
    var sentences: [String] = []
    var first = "The \(NumberFormat.by(component.width, component.height)) frame"
    if model?.target?.name == "root" || model?.target?.name == root?.name, component.targetIndex == 0 {
      first += " is the target"
    }
    var remaining = report.parts
    if let layout = root?.layout {
      let count = root?.children.count ?? 0
      let words = ["no", "one", "two", "three", "four", "five", "six", "seven", "eight", "nine"]
      let number = count < words.count ? words[count] : String(count)
      first += " sets its \(number) \(count == 1 ? "child" : "children") in a \(layout.direction.rawValue)"
      if layout.gap > 0 { first += ", \(NumberFormat.number(layout.gap)) apart" }
      if !layout.padding.isZero { first += ", " + paddingPhrase(layout.padding) }
      sentences.append(first + ".")
    } else if let lead = remaining.first, component.layers[lead.layerIndex].parent == 0 {
      remaining.removeFirst()
      first += (first.hasSuffix("target") ? " and" : ", and") + " the \(lead.label) inside it is "
      first += shapePhrase(atRest(lead, report)) + travelPhrase(lead, report) + "."
      sentences.append(first)
    } else {
      sentences.append(first + ".")
    }
    for part in remaining {
      sentences.append("The \(part.label) is " + shapePhrase(atRest(part, report)) + travelPhrase(part, report) + ".")
    }
    return sentences
  }

  /// A moving part is described where it rests (the first value of the travel property).
  private func atRest(_ part: AnatomyReport.Part, _ report: AnatomyReport) -> AnatomyReport.Part {
    guard let travel = report.travel, report.parts[travel.part].layerIndex == part.layerIndex else { return part }
    var moved = part
    let parentSize = (
      part.frame.x + part.frame.width + part.insets.right, part.frame.y + part.frame.height + part.insets.bottom
    )
    moved.frame = travel.restFrame
    moved.insets = EdgeInsets(
      top: travel.restFrame.y, right: parentSize.0 - travel.restFrame.maxX,
      bottom: parentSize.1 - travel.restFrame.maxY, left: travel.restFrame.x)
    return moved
  }

  /// "44 by 28, sitting 4 from each side and 8 from the top and bottom", "a 22 circle inset 3".
  private func shapePhrase(_ part: AnatomyReport.Part) -> String {
    let i = part.insets
    var phrase: String
    if part.kind == .text, let token = part.styleToken {
      phrase = "\(token) text, \(NumberFormat.number(part.frame.height)) high"
      if !part.inAutoLayout { phrase += " at \(NumberFormat.number(i.left)), \(NumberFormat.number(i.top))" }
      return phrase
    }
    if part.kind == .icon, let icon = part.icon {
      return "a \(NumberFormat.number(part.frame.width)) \(icon) icon"
    }
    if part.isCircle {
      phrase = "a \(NumberFormat.number(part.frame.width)) circle"
      if !part.inAutoLayout {
        phrase +=
          abs(i.left - i.top) < 0.001
          ? " inset \(NumberFormat.number(i.left))"
          : " at \(NumberFormat.number(i.left)), \(NumberFormat.number(i.top))"
      }
      return phrase
    }
    phrase = NumberFormat.by(part.frame.width, part.frame.height)
    if !part.inAutoLayout {
      let n = NumberFormat.number
      if abs(i.left) < 0.001, abs(i.right) < 0.001, abs(i.bottom) < 0.001 || abs(i.top) < 0.001 {
        phrase += abs(i.bottom) < 0.001 ? " along the bottom edge" : " along the top edge"
      } else if abs(i.left - i.right) < 0.001, abs(i.top - i.bottom) < 0.001 {
        phrase +=
          abs(i.left - i.top) < 0.001
          ? ", inset \(n(i.left)) on every side"
          : ", sitting \(n(i.left)) from each side and \(n(i.top)) from the top and bottom"
      } else {
        phrase += ", \(n(i.left)) from the left and \(n(i.top)) from the top"
      }
    }
    return phrase
  }

  private func travelPhrase(_ part: AnatomyReport.Part, _ report: AnatomyReport) -> String {
    guard let travel = report.travel, report.parts[travel.part].layerIndex == part.layerIndex else { return "" }
    let stops = travel.stops.map { "\(NumberFormat.number($0.position)) when \($0.value.lowercased())" }
    return ", so it sits at \(NumberFormat.list(stops)), \(NumberFormat.number(travel.distance)) of travel"
  }

  private func paddingPhrase(_ p: EdgeInsets) -> String {
    let n = NumberFormat.number
    if p.top == p.bottom, p.left == p.right {
      if p.top == p.left { return "padded \(n(p.top))" }
      return "padded \(n(p.top)) top and bottom and \(n(p.left)) at the sides"
    }
    return "padded \(n(p.top)), \(n(p.right)), \(n(p.bottom)) and \(n(p.left))"
  }
}
