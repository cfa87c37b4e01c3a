import Accessibility
import Geometry

extension ComponentEntry {
  /// The component's accessibility audit at a glance: whether it passes each level, how many
  /// findings have each result, and its failures at the site's level, grouped as its page groups
  /// them (alike but for the variant: one entry listing the variants).
  package struct AccessibilityStatus: Codable, Sendable, Hashable {
    /// The level site.yml audits at (`AA` or `AAA`).
    package var level: String
    package var aa: LevelStatus
    package var aaa: LevelStatus
    /// How many findings have each result: `pass`, `fail`, `exempt`, `unknown`.
    package var results: [String: Int]
    /// The failures at `level`, at most `failureLimit` of them, the most variants first.
    package var failures: [Failure]
    /// Failures at `level` beyond the ones listed; `specimen a11y` prints them all.
    package var moreFailures: Int

    package struct LevelStatus: Codable, Sendable, Hashable {
      package var passes: Bool
      /// Failures of the level's own criteria and of the levels below it.
      package var failures: Int
    }

    package struct Failure: Codable, Sendable, Hashable {
      /// `text-contrast`, `non-text-contrast`, `target-size` or `focus-appearance`.
      package var check: String
      /// WCAG's success criterion: `1.4.3`.
      package var criterion: String
      package var level: String
      package var layer: String?
      /// What was measured: `#8E8E93 on #FFFFFF 3.26:1`, or `40 × 40`.
      package var measured: String?
      /// What the criterion needs: `4.5:1`, or `44`.
      package var required: String?
      /// The context, as the modifiers that vary: `theme: dark`; empty when the site has one.
      package var context: String
      /// The variants that fail alike, each as `Property: Value` pairs; at most six are named.
      package var variants: [String]
      package var variantCount: Int
      package var reason: String?
    }
  }
}

extension AgentDocs {
  /// At most this many failures are listed per component: enough to act on, and the entry
  /// stays small enough to hand an agent whole.
  static let failureLimit = 12
  /// At most this many of a failure's variants are named.
  static let listedVariants = 6

  /// The status of one component from its findings (waivers already applied); nil with none.
  package static func accessibility(_ findings: [AccessibilityFinding], level: AccessibilityLevel)
    -> ComponentEntry.AccessibilityStatus?
  {
    guard !findings.isEmpty else { return nil }
    // One pass: how many findings have each result, and the failures at AA.
    var counts: [AccessibilityResult: Int] = [:]
    var failuresAtAA = 0
    // Failures at the site's level alike but for the variant, as one.
    var tally = VariantGroup.Tally(labels: listedVariants)
    for finding in findings {
      let result = finding.result
      counts[result, default: 0] += 1
      guard result == .fail else { continue }
      let findingLevel = finding.level
      if findingLevel == .aa { failuresAtAA += 1 }
      if findingLevel <= level { tally.add(finding) }
    }
    func status(_ at: AccessibilityLevel) -> ComponentEntry.AccessibilityStatus.LevelStatus {
      let failures = at == .aa ? failuresAtAA : counts[.fail] ?? 0
      return .init(passes: failures == 0, failures: failures)
    }
    let results = Dictionary(uniqueKeysWithValues: counts.map { ($0.key.rawValue, $0.value) })
    let grouped = tally.groups
    let ranked = grouped.enumerated().sorted { a, b in
      a.element.count != b.element.count ? a.element.count > b.element.count : a.offset < b.offset
    }.map(\.element)
    let failures = ranked.prefix(failureLimit).map { group in
      let finding = group.finding
      var measured: String?
      if let foreground = finding.foreground, let background = finding.background {
        measured = "\(foreground) on \(background)" + (finding.formattedRatio.map { " " + $0 } ?? "")
      } else if let width = finding.width, let height = finding.height {
        measured = "\(NumberFormat.number(width)) × \(NumberFormat.number(height))"
      }
      let required = finding.required.map {
        NumberFormat.number($0) + (finding.check == .targetSize ? "" : ":1")
      }
      return ComponentEntry.AccessibilityStatus.Failure(
        check: finding.check.rawValue, criterion: finding.criterion, level: finding.level.rawValue,
        layer: finding.layer, measured: measured, required: required, context: finding.contextLabel,
        variants: group.labels, variantCount: group.count,
        reason: finding.reason)
    }
    return ComponentEntry.AccessibilityStatus(
      level: level.rawValue, aa: status(.aa), aaa: status(.aaa), results: results, failures: failures,
      moreFailures: max(0, grouped.count - failureLimit))
  }
}
