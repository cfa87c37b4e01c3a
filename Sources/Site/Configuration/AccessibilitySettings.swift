import Accessibility
import SpecimenCore

/// site.yml's `accessibility:`: the level the build reports failures at, and the findings the
/// team has waived, each with the reason the page shows.
///
///     accessibility:
///       level: AA
///       waive:
///         - component: Text Input
///           criterion: "1.4.11"
///           layer: field/rule
///           reason: The rule follows the platform's own text fields; focus draws it at 3.64:1.
package struct AccessibilitySettings: Sendable {
  package struct Waiver: Sendable {
    package var component: String
    /// Nil waives every criterion of the component (or of the layer).
    package var criterion: String?
    package var layer: String?
    package var reason: String
    package var location: SourceLocation?

    func matches(_ finding: AccessibilityFinding) -> Bool {
      finding.component == component && (criterion.map { $0 == finding.criterion } ?? true)
        && (layer.map { $0 == finding.layer } ?? true)
    }
  }

  package var level: AccessibilityLevel = .aa
  package var waivers: [Waiver] = []
  package var location: SourceLocation?

  static let knownKeys = ["level", "waive"]
  static let waiverKeys = ["component", "criterion", "layer", "reason"]

  static func read(_ node: Node, reader: KeyedReader, into diagnostics: inout Diagnostics) -> AccessibilitySettings? {
    guard reader.entries(of: node, known: knownKeys, in: "accessibility", into: &diagnostics) != nil else {
      return nil
    }
    var settings = AccessibilitySettings(location: node.location)
    if let text = reader.string(node, "level", into: &diagnostics) {
      if let level = AccessibilityLevel(rawValue: text.uppercased()) {
        settings.level = level
      } else {
        diagnostics.error(
          "accessibility.level is '\(text)'; the levels are AA and AAA", at: node["level"]?.location,
          hint: "level: AA", id: .siteYmlAccessibilityInvalid)
      }
    }
    if let waive = node["waive"] {
      guard let items = waive.array else {
        diagnostics.error(
          "accessibility.waive is a list of findings to waive, found \(waive.kindDescription)", at: waive.location,
          hint: "waive: [{component: Toggle, criterion: \"1.4.11\", reason: …}]", id: .siteYmlAccessibilityInvalid)
        return settings
      }
      for item in items {
        guard reader.entries(of: item, known: waiverKeys, in: "accessibility.waive", into: &diagnostics) != nil,
          let component = reader.string(item, "component", required: true, into: &diagnostics)
        else { continue }
        guard let reason = reader.string(item, "reason", into: &diagnostics), !reason.trimmingSpaces.isEmpty else {
          diagnostics.error(
            "a waiver of \(component) needs a reason, which the component's page shows", at: item.location,
            hint: "reason: why the team accepts this finding", id: .siteYmlAccessibilityInvalid)
          continue
        }
        settings.waivers.append(
          Waiver(
            component: component, criterion: reader.string(item, "criterion", into: &diagnostics),
            layer: reader.string(item, "layer", into: &diagnostics), reason: reason, location: item.location))
      }
    }
    return settings
  }

  /// `findings` with each waived failure marked exempt, its reason the waiver's; and the
  /// waivers that matched no failure.
  package func apply(to findings: [AccessibilityFinding]) -> (findings: [AccessibilityFinding], unused: [Waiver]) {
    guard !waivers.isEmpty else { return (findings, []) }
    var used = Array(repeating: false, count: waivers.count)
    var changes: [Int: (result: AccessibilityResult, reason: String)] = [:]
    for index in findings.indices where findings[index].result == .fail {
      guard let w = waivers.firstIndex(where: { $0.matches(findings[index]) }) else { continue }
      used[w] = true
      changes[index] = (.exempt, "waived: " + waivers[w].reason)
    }
    return (findings.changing(changes), zip(waivers, used).filter { !$0.1 }.map(\.0))
  }
}
