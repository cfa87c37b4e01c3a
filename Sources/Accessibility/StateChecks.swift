import Geometry
import SpecimenCore

/// A two-state control's state indicator (1.4.11): what tells its checked variant from the same
/// variant unchecked. A layer that appears, goes or moves shows the state by shape or place; a
/// state told by color alone needs the changed color at 3:1 against the color it replaced, or a
/// reader who cannot tell the hues apart cannot tell the states apart.
struct StateChecks {
  var set: AuditedSet
  var context: AuditContext

  static let requiredRatio = 3.0

  /// Option pairs that name a checked and an unchecked state, checked first.
  static let optionPairs: [(checked: String, unchecked: String)] = [
    ("on", "off"), ("checked", "unchecked"), ("selected", "unselected"), ("true", "false"), ("yes", "no"),
  ]
  /// A `true`/`false` (or `yes`/`no`) property names a state only under one of these names: a
  /// boolean called `active` or `filled` says something else of a field.
  static let stateNames: Set<String> = ["checked", "selected", "on", "toggled", "value", "is checked", "is selected"]

  /// The variant property that holds the state, with its checked and unchecked options as the
  /// set spells them.
  static func stateProperty(of shape: ComponentSetShape) -> (property: String, checked: String, unchecked: String)? {
    for property in shape.variantProperties where property.options.count == 2 {
      let lowered = property.options.map { $0.lowercased() }
      for pair in optionPairs {
        guard let checked = lowered.firstIndex(of: pair.checked), let unchecked = lowered.firstIndex(of: pair.unchecked)
        else { continue }
        if ["true", "yes"].contains(pair.checked), !stateNames.contains(property.name.lowercased()) { continue }
        return (property.name, property.options[checked], property.options[unchecked])
      }
    }
    return nil
  }

  func findings() -> [FindingDraft] {
    guard let state = Self.stateProperty(of: set.shape) else { return [] }
    var findings: [FindingDraft] = []
    for checked in set.variants where checked.variant[state.property] == state.checked {
      var values = checked.variant
      values[state.property] = state.unchecked
      guard let unchecked = set.variants.first(where: { $0.variant == values }) else { continue }
      var finding = FindingDraft(
        variant: set.shape.namedValues(of: checked.variant), context: context.values,
        check: .nonTextContrast, criterion: "1.4.11", level: .aa, result: .pass)
      finding.required = Self.requiredRatio
      if set.shape.isDisabled(checked.variant) {
        finding.result = .exempt
        finding.reason = "disabled: \(state.checked) against \(state.unchecked)"
        findings.append(finding)
        continue
      }
      let change = self.change(checked: checked, unchecked: unchecked)
      if let best = change.colors.max(by: { $0.measurement.ratio < $1.measurement.ratio }) {
        finding.layer = best.path
        finding.location = best.location
        finding.foreground = best.measurement.foreground.packed
        finding.background = best.measurement.background.packed
        finding.ratio = best.measurement.ratio
      }
      if let moved = change.shapes.first {
        finding.reason = "\(state.checked) against \(state.unchecked): \(moved) shows the state by shape or place"
        finding.layer = finding.layer ?? moved
      } else if let ratio = finding.ratio {
        finding.reason = "\(state.checked) against \(state.unchecked): told by color alone"
        if ratio < Self.requiredRatio { finding.result = .fail }
      } else {
        finding.result = .fail
        finding.reason = "\(state.checked) and \(state.unchecked) are drawn alike"
      }
      findings.append(finding)
    }
    return findings
  }

  struct ColorChange {
    var path: String
    var location: SourceLocation?
    var measurement: Measurement
  }

  /// What differs between the two drawings: layers that appear, go, move or change size (by
  /// path), and each fill or stroke whose color changed, as the new color against the old.
  func change(checked: LaidOutComponent, unchecked: LaidOutComponent) -> (shapes: [String], colors: [ColorChange]) {
    let now = LayerCompositor(component: checked, context: context)
    let before = LayerCompositor(component: unchecked, context: context)
    let byPath = unchecked.layerIndexByPath
    var shapes: [String] = []
    var colors: [ColorChange] = []
    var matched = Set<String>()
    for (index, layer) in checked.layers.enumerated() where !layer.isBackdrop {
      guard let oldIndex = byPath[layer.path] else {
        shapes.append(layer.findingPath)
        continue
      }
      matched.insert(layer.path)
      let old = unchecked.layers[oldIndex]
      // A frame moved within its parent, or resized: a handle that slides, a mark that grows.
      if layer.frame != old.frame, !shapes.contains(where: { layer.findingPath.hasPrefix($0 + "/") }) {
        shapes.append(layer.findingPath)
      }
      guard layer.kind != .text else { continue }
      let pairs: [(GeometryPaint?, GeometryPaint?)] = [
        (layer.kind == .icon ? nil : layer.fill, old.kind == .icon ? nil : old.fill),
        (layer.stroke?.paint, old.stroke?.paint),
      ]
      for (paint, oldPaint) in pairs {
        guard let paint, let oldPaint, paint != oldPaint,
          case .measured(let new) = now.measure(now.colors(of: paint), of: index, box: layer.frame),
          case .measured(let previous) = before.measure(before.colors(of: oldPaint), of: oldIndex, box: old.frame)
        else { continue }
        colors.append(
          ColorChange(
            path: layer.findingPath, location: layer.location,
            measurement: Measurement(foreground: new.foreground, background: previous.foreground)))
      }
    }
    for layer in unchecked.layers where !layer.isBackdrop && !matched.contains(layer.path) {
      shapes.append(layer.findingPath)
    }
    return (shapes, colors)
  }
}
