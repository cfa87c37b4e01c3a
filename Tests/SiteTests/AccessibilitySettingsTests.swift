import Accessibility
import Foundation
import SpecimenCore
import TestSupport
import Testing

@testable import Site

/// site.yml's `accessibility:` on a copy of the bundled Appetite UI site: failures become
/// warnings at the model's line, a waiver exempts what it names with its reason, and a waiver
/// that names nothing, a level that is none and a waiver without a reason are reported.
@Suite struct AccessibilitySettingsTests {
  static func site(_ settings: String) throws -> (root: URL, remove: () -> Void) {
    let root = try BundledSite.copy(prefix: "specimen-a11y")
    let siteFile = root.appendingPathComponent("content/site.yml")
    let text = try String(contentsOf: siteFile, encoding: .utf8)
    try (text + "\n" + settings).write(to: siteFile, atomically: true, encoding: .utf8)
    return (root, { try? FileManager.default.removeItem(at: root) })
  }

  @Test func failuresAreWarningsAndWaiversExemptWithTheirReason() throws {
    let (root, remove) = try Self.site(
      """
      accessibility:
        level: AA
        waive:
          - component: Text Input
            criterion: "1.4.11"
            layer: field/rule
            reason: The rule follows the platform's own text fields.
          - component: Nothing
            reason: stale
      """)
    defer { remove() }
    let options = BuildOptions(siteDirectory: root.path, write: false)
    let report = SiteBuilder.build(options)
    let warnings = report.diagnostics.filter { $0.id.rawValue.hasPrefix("accessibility.") }
    #expect(!warnings.isEmpty)
    #expect(warnings.allSatisfy { $0.severity == .warning })
    // The Input's label, at the line of text-input.yml that writes it.
    let label = try #require(
      warnings.first { $0.id == .accessibilityTextContrast && $0.message.hasPrefix("Text Input") })
    #expect(label.location?.file.hasSuffix("geometry/text-input.yml") == true)
    #expect(label.location?.line == 12)
    #expect(label.message.contains("#8E8E93 on #FFFFFF, 3.26:1, under 1.4.3's 4.5:1"))
    // The waived rule is no warning, and the audit shows it exempt with the reason.
    #expect(!warnings.contains { $0.message.hasPrefix("Text Input") && $0.message.contains("field/rule") })
    let audit = SiteBuilder.accessibilityAudit(options).findings
    let rule = try #require(audit.first { $0.component == "Text Input" && $0.layer == "field/rule" })
    #expect(rule.result == .exempt)
    #expect(rule.reason == "waived: The rule follows the platform's own text fields.")
    // AAA criteria are not reported at AA.
    #expect(!warnings.contains { $0.message.contains("1.4.6") || $0.message.contains("2.5.5") })
    let unused = try #require(report.diagnostics.first { $0.id == .siteYmlAccessibilityWaiverUnused })
    #expect(unused.location?.file.hasSuffix("site.yml") == true)
  }

  @Test func withoutTheKeyTheBuildReportsNothing() throws {
    let (root, remove) = try Self.site("")
    defer { remove() }
    let report = SiteBuilder.build(BuildOptions(siteDirectory: root.path, write: false))
    #expect(!report.diagnostics.contains { $0.id.rawValue.hasPrefix("accessibility.") })
  }

  @Test func aLevelThatIsNoneAndAWaiverWithoutAReason() throws {
    let path = FileManager.default.temporaryDirectory.appendingPathComponent("site-\(UUID().uuidString).yml").path
    defer { try? FileManager.default.removeItem(atPath: path) }
    try """
    name: A11y
    accessibility:
      level: AAAA
      waive:
        - component: Toggle
    """.write(toFile: path, atomically: true, encoding: .utf8)
    var problems = Diagnostics()
    _ = SiteConfiguration.load(from: path, into: &problems)
    let found = problems.sorted().map { "\($0.location?.line ?? 0) \($0.id)" }
    #expect(found == ["3 site-yml.accessibility-invalid", "5 site-yml.accessibility-invalid"])
  }
}
