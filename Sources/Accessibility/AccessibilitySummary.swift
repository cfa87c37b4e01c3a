/// How many findings have each result, and per component whether it passes.
package struct AccessibilitySummary: Sendable {
  package var counts: [AccessibilityResult: Int] = [:]
  /// Components in the order first met, with their failures.
  package var failures: [(component: String, count: Int)] = []

  package init(_ findings: [AccessibilityFinding]) {
    var index: [String: Int] = [:]
    for finding in findings {
      counts[finding.result, default: 0] += 1
      let position: Int
      if let known = index[finding.component] {
        position = known
      } else {
        position = failures.count
        index[finding.component] = position
        failures.append((finding.component, 0))
      }
      if finding.result == .fail { failures[position].count += 1 }
    }
  }

  /// "412 findings: 380 pass, 20 fail, 10 exempt, 2 unknown; 3 of 9 components pass."
  package var sentence: String {
    let total = counts.values.reduce(0, +)
    let parts = [AccessibilityResult.pass, .fail, .exempt, .unknown].map { "\(counts[$0] ?? 0) \($0.rawValue)" }
    let passing = failures.filter { $0.count == 0 }.count
    return
      "\(total) finding\(total == 1 ? "" : "s"): \(parts.joined(separator: ", ")); \(passing) of \(failures.count) component\(failures.count == 1 ? "" : "s") pass."
  }
}
