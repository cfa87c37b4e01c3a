import SpecimenCore

/// One hit frame size of a set against every platform's minimum touch target.
package struct TouchTargetReport: Sendable {
  package struct Check: Sendable {
    package var platform: TouchTargetPlatform
    /// How much is missing on each axis (0 when the axis meets the minimum).
    var shortWidth: Double
    var shortHeight: Double
    package var meets: Bool { shortWidth <= 0 && shortHeight <= 0 }
  }

  /// The variant drawn for this size, and what distinguishes it ("Size: sm"), if anything.
  package var component: LaidOutComponent
  package var distinction: String?
  /// What the frame is called in prose: "frame", or the target layer's name.
  package var noun: String
  package var width: Double
  package var height: Double
  package var checks: [Check]

  /// "The frame is 52 by 44 and meets the iOS minimum on both axes. On Android, add 4 dp of hit
  /// area in code." A target layer is named as one: "The minus layer is 44 by 44 and …".
  package var text: String {
    var sentences: [String] = []
    let subject = "The \(noun == "frame" ? noun : "\(noun) layer") is \(NumberFormat.by(width, height))"
    let meeting = checks.filter(\.meets).map(\.platform.name)
    if meeting.isEmpty {
      sentences.append(
        "\(subject), below the minimum on \(checks.count == 1 ? checks[0].platform.name : "every platform").")
    } else {
      sentences.append(
        "\(subject) and meets the \(NumberFormat.list(meeting)) minimum\(meeting.count > 1 ? "s" : "") on both axes.")
    }
    for check in checks where !check.meets {
      let unit = check.platform.unit
      let n = NumberFormat.number
      let w = check.shortWidth
      let h = check.shortHeight
      let amount: String
      if w > 0, h > 0 {
        amount =
          abs(w - h) < 0.001
          ? "\(n(w)) \(unit) of hit area on each axis"
          : "\(n(w)) \(unit) of width and \(n(h)) \(unit) of height"
      } else {
        amount = "\(n(max(w, h))) \(unit) of hit area"
      }
      sentences.append("On \(check.platform.name), add \(amount) in code.")
    }
    return sentences.joined(separator: " ")
  }
}

extension GeometryLibrary {
  /// Every distinct hit-frame size among the selected variants, checked against each platform;
  /// nil, with the problems reported, when a variant cannot be laid out.
  package func touchTargets(
    set: String, platforms: [TouchTargetPlatform], body: String = "", bodyLocation: SourceLocation? = nil,
    into diagnostics: inout Diagnostics
  ) -> [TouchTargetReport]? {
    guard let (model, shape) = lookUpDrawable(set, at: bodyLocation, into: &diagnostics),
      let selection = VariantSelection.parse(body, for: shape, at: bodyLocation, into: &diagnostics)
    else { return nil }
    var sizes: [(width: Double, height: Double, components: [LaidOutComponent])] = []
    for variant in selection.variants(of: shape) {
      guard
        let component = layout(
          set: set, variant: variant, properties: selection.properties, at: bodyLocation, into: &diagnostics)
      else { return nil }
      let frame = component.layers.isEmpty ? component.frame : component.layers[component.targetIndex].frame
      if let index = sizes.firstIndex(where: {
        abs($0.width - frame.width) < 0.001 && abs($0.height - frame.height) < 0.001
      }) {
        sizes[index].components.append(component)
      } else {
        sizes.append((frame.width, frame.height, [component]))
      }
    }
    let noun = model?.target.flatMap { $0.name == "root" ? nil : $0.name } ?? "frame"
    return sizes.map { size in
      // What every variant of this size shares and the other sizes do not.
      var distinction: String?
      if sizes.count > 1 {
        let shared = shape.variantProperties.compactMap { property -> String? in
          let values = Set(size.components.compactMap { $0.variant[property.name] })
          guard values.count == 1, let value = values.first else { return nil }
          let elsewhere = sizes.contains { other in
            other.width != size.width || other.height != size.height
              ? other.components.allSatisfy { $0.variant[property.name] == value } : false
          }
          return elsewhere ? nil : "\(property.name): \(value)"
        }
        distinction = shared.isEmpty ? size.components[0].label : shared.joined(separator: ", ")
      }
      let checks = platforms.map { platform in
        let short = platform.shortfall(width: size.width, height: size.height)
        return TouchTargetReport.Check(platform: platform, shortWidth: short.width, shortHeight: short.height)
      }
      return TouchTargetReport(
        component: size.components[0], distinction: distinction, noun: noun, width: size.width,
        height: size.height, checks: checks)
    }
  }
}
