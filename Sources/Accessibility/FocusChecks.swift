import Geometry
import SpecimenCore

/// The focus indicator of each focused variant in one context: what it draws that the same
/// variant unfocused does not (a ring, a stroke, a fill), its contrast with what was there
/// before and how thick it is. Present at all: 2.4.7 (AA); at least 3:1 and 2 px: 2.4.13 (AAA).
struct FocusChecks {
  var set: AuditedSet
  var context: AuditContext

  static let requiredRatio = 3.0
  static let requiredThickness = 2.0

  struct Indicator {
    var layer: LaidOutLayer
    var measurement: Measurement
    var thickness: Double
    var kind: String

    var meets: Bool {
      measurement.ratio >= FocusChecks.requiredRatio && thickness >= FocusChecks.requiredThickness - 0.001
    }
  }

  func findings() -> [FindingDraft] {
    guard let focus = set.shape.focusOption else { return [] }
    var findings: [FindingDraft] = []
    for focused in set.variants where focused.variant[focus.property] == focus.option {
      let variant = set.shape.namedValues(of: focused.variant)
      func finding(_ criterion: String, _ level: AccessibilityLevel) -> FindingDraft {
        FindingDraft(
          variant: variant, context: context.values, check: .focusAppearance,
          criterion: criterion, level: level, result: .pass)
      }
      guard let unfocused = unfocusedVariant(of: focused, property: focus.property, option: focus.option) else {
        var presence = finding("2.4.7", .aa)
        presence.result = .unknown
        presence.reason = "no unfocused variant to compare the focused one with"
        findings.append(presence)
        continue
      }
      let indicators = self.indicators(focused: focused, unfocused: unfocused)
      var presence = finding("2.4.7", .aa)
      var appearance = finding("2.4.13", .aaa)
      appearance.required = Self.requiredRatio
      guard
        let best = indicators.max(by: { a, b in
          a.meets != b.meets ? !a.meets : a.measurement.ratio < b.measurement.ratio
        })
      else {
        presence.result = .fail
        presence.reason = "the focused variant draws nothing the unfocused one does not"
        appearance.result = .fail
        appearance.reason = presence.reason
        findings += [presence, appearance]
        continue
      }
      for index in [0, 1] {
        var item = index == 0 ? presence : appearance
        item.layer = best.layer.findingPath
        item.location = best.layer.location
        item.foreground = best.measurement.foreground.packed
        item.background = best.measurement.background.packed
        item.ratio = best.measurement.ratio
        item.reason = "\(best.kind) \(NumberText.short(best.thickness)) px thick, against the unfocused drawing"
        if index == 1, !best.meets { item.result = .fail }
        if index == 0 { presence = item } else { appearance = item }
      }
      findings += [presence, appearance]
    }
    return findings
  }

  /// The same variant with the focus property at its default (or its first option that is
  /// neither focused nor disabled).
  func unfocusedVariant(of focused: LaidOutComponent, property: String, option: String) -> LaidOutComponent? {
    guard let definition = set.shape.variantProperties.first(where: { $0.name == property }) else { return nil }
    let candidates =
      [definition.defaultValue]
      + definition.options.filter { !["focus", "focused", "disabled"].contains($0.lowercased()) }
    for value in candidates where value != option {
      var values = focused.variant
      values[property] = value
      if let found = set.variants.first(where: { $0.variant == values }) { return found }
    }
    return nil
  }

  func indicators(focused: LaidOutComponent, unfocused: LaidOutComponent) -> [Indicator] {
    let now = LayerCompositor(component: focused, context: context)
    let before = LayerCompositor(component: unfocused, context: context)
    let byPath = unfocused.layerIndexByPath
    var found: [Indicator] = []
    for (index, layer) in focused.layers.enumerated() where !layer.isBackdrop {
      guard layer.kind != .text else { continue }
      let old = byPath[layer.path].map { unfocused.layers[$0] }
      // A ring: the outermost spread shadow the unfocused drawing lacks, over what lay outside.
      if layer.effects != (old?.effects ?? []) {
        let rings = layer.effects.flatMap(\.layers).filter { !$0.inset && $0.spread > 0 }
          .sorted { $0.spread > $1.spread }
        if let outer = rings.first,
          case .measured(let measurement) = now.measure(now.colors(of: outer.paint), of: index, box: layer.frame)
        {
          let thickness = outer.spread - (rings.count > 1 ? rings[1].spread : 0)
          found.append(Indicator(layer: layer, measurement: measurement, thickness: thickness, kind: "ring"))
        }
      }
      // A stroke or a fill that changed: its new color against the color it replaced.
      let changes: [(GeometryPaint?, GeometryPaint?, String, Double)] = [
        (layer.stroke?.paint, old?.stroke?.paint, "stroke", layer.stroke?.width ?? 0),
        (
          layer.kind == .icon ? nil : layer.fill, old?.fill, "fill",
          min(layer.frame.width, layer.frame.height)
        ),
      ]
      for (paint, oldPaint, kind, thickness) in changes {
        guard let paint, paint != oldPaint || (kind == "fill" && old.map { $0.frame != layer.frame } ?? true)
        else { continue }
        guard case .measured(let new) = now.measure(now.colors(of: paint), of: index, box: layer.frame) else {
          continue
        }
        var replaced = new.background
        if let oldIndex = byPath[layer.path], let oldPaint,
          case .measured(let previous) = before.measure(
            before.colors(of: oldPaint), of: oldIndex, box: unfocused.layers[oldIndex].frame)
        {
          replaced = previous.foreground
        }
        let measurement = Measurement(foreground: new.foreground, background: replaced)
        found.append(Indicator(layer: layer, measurement: measurement, thickness: thickness, kind: kind))
      }
    }
    return found
  }
}
