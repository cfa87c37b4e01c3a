import Geometry
import SpecimenCore

/// The contrast findings of one variant in one context: every text layer (1.4.3, 1.4.6), every
/// icon, a control's boundary and the shapes drawn on its fills (1.4.11).
struct ContrastChecks {
  var set: AuditedSet
  var compositor: LayerCompositor
  var variant: [NamedValue]
  var context: [NamedValue]
  var disabled: Bool
  var findings: [FindingDraft] = []

  var component: LaidOutComponent { compositor.component }

  /// WCAG's large text: at least 24 px, or 18.66 px (14 pt) at a weight of 700 or more.
  static func isLarge(fontSize: Double, weight: Double) -> Bool {
    fontSize >= 24 || (fontSize >= 18.66 && weight >= 700)
  }

  mutating func text() {
    for (index, layer) in component.layers.enumerated() where layer.kind == .text && !layer.isBackdrop {
      guard case .text(let content, let style, _, _, _) = layer.shape,
        !content.allSatisfy(\.isWhitespace), layer.frame.width > 0, layer.frame.height > 0
      else { continue }
      var paints: [TranslucentColor] = layer.fill.map { compositor.colors(of: $0) } ?? []
      var fontSize = style.fontSize
      var weight = style.fontWeight
      for run in layer.lines.flatMap(\.runs) {
        if let fill = run.fill { paints += compositor.colors(of: fill) }
        if let size = run.fontSize { fontSize = min(fontSize, size) }
        if let runWeight = run.fontWeight { weight = min(weight, runWeight) }
      }
      // Text clipped out of sight (a redline placed past the frame) is not read, so not measured.
      guard !paints.isEmpty, let box = compositor.visibleBox(of: index), Self.showsInk(layer, fontSize, within: box)
      else { continue }
      // Text under an opaque layer painted over it (a state frame beneath the one shown) is not
      // read. Both are judged where the glyphs are, not the whole text box: a redline's label
      // whose box grazes the button above it is read on the page beside the button.
      let largest = layer.lines.flatMap(\.runs).compactMap(\.fontSize).reduce(style.fontSize, max)
      let ink = Self.inkBox(layer, largest, within: box) ?? box
      guard !compositor.isHidden(index, box: ink) else { continue }
      let large = Self.isLarge(fontSize: fontSize, weight: weight)
      let measured = compositor.measure(paints, of: index, box: ink)
      let placeholder = isPlaceholder(layer, content: content)
      let size = "\(NumberText.short(fontSize)) px at \(NumberText.short(weight))"
      let kind = (placeholder ? "placeholder text, " : "") + (large ? "large text (\(size))" : "text (\(size))")
      add(.textContrast, "1.4.3", .aa, layer: layer, measured: measured, required: large ? 3 : 4.5, note: kind)
      add(.textContrast, "1.4.6", .aaa, layer: layer, measured: measured, required: large ? 4.5 : 7, note: kind)
    }
  }

  /// Whether some line's glyphs show in `visible`: its ink band (see `inkBox`) overlaps it. A
  /// layer's frame can reach into sight while its glyphs are clipped away below or above.
  static func showsInk(_ layer: LaidOutLayer, _ fontSize: Double, within visible: Rect) -> Bool {
    layer.lines.isEmpty || inkBox(layer, fontSize, within: visible) != nil
  }

  /// The part of `visible` where the layer's lines put ink: each line's band from its baseline up
  /// to 0.7 em above it (a cap height), where every face puts ink; nil when no band shows or the
  /// layer has no lines.
  static func inkBox(_ layer: LaidOutLayer, _ fontSize: Double, within visible: Rect) -> Rect? {
    let bands = layer.lines.compactMap { line in
      Rect(x: line.x, y: line.baseline - 0.7 * fontSize, width: max(line.width, 0.01), height: 0.7 * fontSize)
        .intersection(visible)
    }
    guard let first = bands.first else { return nil }
    return bands.dropFirst().reduce(first) { $0.union($1) }
  }

  /// A placeholder: a layer named so, or one showing the value of the set's Placeholder property.
  func isPlaceholder(_ layer: LaidOutLayer, content: String) -> Bool {
    if Self.namesPlaceholder(layer.name ?? "") { return true }
    return component.properties.contains { Self.namesPlaceholder($0.key) && $0.value == content }
  }

  /// Whether `name`, lower-cased, contains `placeholder`. Most names do not hold its bytes at
  /// all, which is told from the bytes alone; the text search runs only on those that do.
  static func namesPlaceholder(_ name: String) -> Bool {
    let lowered = name.lowercased()
    guard lowered.utf8.count >= placeholderBytes.count else { return false }
    let mayHold = lowered.utf8.withContiguousStorageIfAvailable { $0.firstIndex(of: placeholderBytes, from: 0) != nil }
    guard mayHold ?? true else { return false }
    return lowered.contains("placeholder")
  }

  static let placeholderBytes = Array("placeholder".utf8)

  mutating func nonText() {
    for (index, layer) in component.layers.enumerated() where layer.kind == .icon && !layer.isBackdrop {
      guard let fill = layer.fill, layer.frame.width > 0, let box = compositor.visibleBox(of: index),
        !compositor.isHidden(index, box: box)
      else { continue }
      let measured = compositor.measure(compositor.colors(of: fill), of: index, box: box)
      add(.nonTextContrast, "1.4.11", .aa, layer: layer, measured: measured, required: 3, note: "icon")
    }
    // A variant drawn with no layers (a model that failed its check) has no boundary to measure.
    guard set.interactive, component.layers.indices.contains(component.targetIndex) else { return }
    let shapes = paintedShapes(under: component.targetIndex)
    guard let boundary = shapes.max(by: { area($0) < area($1) }) else {
      var finding = finding(.nonTextContrast, "1.4.11", .aa, layer: nil)
      finding.result = disabled ? .exempt : .unknown
      finding.reason = "the control draws no fill, stroke or rule that marks its bounds"
      findings.append(finding)
      return
    }
    measureBoundary(boundary)
    // Shapes on a filled shape (a handle on its track, a check in its box) against that fill. A
    // shape on a piece of its own glyph (figmagic's Select chevron: two polygons of one colour in
    // one group) is not an indicator on a fill: the glyph is measured where it stands, as one.
    for index in shapes where index != boundary {
      let layer = component.layers[index]
      guard let fill = layer.fill,
        compositor.layersBeneath(index, box: layer.frame).contains(where: \.covers),
        !component.layers[..<index].contains(where: {
          $0.parent == layer.parent && $0.fill == fill && $0.frame.intersection(layer.frame) != nil
        })
      else { continue }
      let measured = compositor.measure(compositor.colors(of: fill), of: index, box: layer.frame)
      add(.nonTextContrast, "1.4.11", .aa, layer: layer, measured: measured, required: 3, note: "indicator on its fill")
    }
  }

  /// The boundary's stroke or its fill's edge against what lies outside it, whichever stands out more.
  mutating func measureBoundary(_ index: Int) {
    let layer = component.layers[index]
    var options: [(MeasuredContrast, String)] = []
    let thin = min(layer.frame.width, layer.frame.height) <= 4
    if let stroke = layer.stroke {
      options.append(
        (
          compositor.measure(compositor.colors(of: stroke.paint), of: index, box: layer.frame, outside: true),
          "boundary: stroke"
        ))
    }
    if let fill = layer.fill {
      options.append(
        (
          compositor.measure(compositor.colors(of: fill), of: index, box: layer.frame, outside: true),
          thin ? "boundary: rule" : "boundary: fill's edge"
        ))
    }
    func ratio(_ m: MeasuredContrast) -> Double {
      if case .measured(let measurement) = m { return measurement.ratio }
      return -1
    }
    guard let best = options.max(by: { ratio($0.0) < ratio($1.0) }) else { return }
    add(.nonTextContrast, "1.4.11", .aa, layer: layer, measured: best.0, required: 3, note: best.1)
  }

  /// The layers in `root`'s subtree that paint a fill or a stroke and are neither text nor icons.
  func paintedShapes(under root: Int) -> [Int] {
    var found: [Int] = []
    var stack = [root]
    while let index = stack.popLast() {
      let layer = component.layers[index]
      if layer.kind != .text, layer.kind != .icon, !layer.isBackdrop,
        layer.fill.map({ compositor.colors(of: $0).contains { $0.alpha > 0 } }) == true
          || (layer.stroke.map { $0.width > 0 } ?? false),
        !compositor.isHidden(index, box: layer.frame)
      {
        found.append(index)
      }
      stack += layer.children.reversed()
    }
    return found.sorted()
  }

  func area(_ index: Int) -> Double {
    let frame = component.layers[index].frame
    return max(frame.width, 1) * max(frame.height, 1)
  }

  func finding(
    _ check: AccessibilityCheck, _ criterion: String, _ level: AccessibilityLevel, layer: LaidOutLayer?
  ) -> FindingDraft {
    var finding = FindingDraft(
      variant: variant, context: context, check: check, criterion: criterion, level: level,
      layer: layer?.findingPath, result: .pass)
    finding.location = layer?.location
    return finding
  }

  mutating func add(
    _ check: AccessibilityCheck, _ criterion: String, _ level: AccessibilityLevel, layer: LaidOutLayer,
    measured: MeasuredContrast, required: Double, note: String
  ) {
    var finding = finding(check, criterion, level, layer: layer)
    finding.required = required
    switch measured {
    case .unknown(let reason):
      finding.result = disabled ? .exempt : .unknown
      finding.reason = note + "; cannot tell: " + reason
    case .measured(let measurement):
      finding.foreground = measurement.foreground.packed
      finding.background = measurement.background.packed
      let ratio = measurement.ratio
      finding.ratio = ratio
      if disabled {
        finding.result = .exempt
        finding.reason = note + "; a disabled variant is exempt"
      } else {
        finding.result = ratio >= required ? .pass : .fail
        finding.reason = note
      }
    }
    findings.append(finding)
  }
}
