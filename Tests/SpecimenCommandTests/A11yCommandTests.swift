import Foundation
import TestSupport
import Testing

@testable import SpecimenCLI

/// `specimen a11y` on both bundled sites: the JSON lines as golden files, and the facts the
/// pages state read back out of them.
@Suite struct A11yCommandTests {
  static let appetite = Repository.path(".")
  static let eand = Repository.path("examples/eand")

  struct Finding: Decodable {
    var component: String
    var variant: [String: String]
    var context: [String: String]
    var check: String
    var criterion: String
    var layer: String?
    var foreground: String?
    var background: String?
    var ratio: Double?
    var size: Size?
    var required: Double?
    var result: String
    var reason: String?

    struct Size: Decodable {
      var width: Double
      var height: Double
    }
  }

  static func findings(site: String, level: String = "AAA") async throws -> (lines: String, findings: [Finding]) {
    let result = await run("a11y", "--site", site, "--format", "json", "--level", level)
    #expect(result.status == 0, "\(result.err)")
    let findings = try result.out.split(separator: "\n").map {
      try JSONDecoder().decode(Finding.self, from: Data($0.utf8))
    }
    return (result.out, findings)
  }

  @Test func goldenJSONOfBothSites() async throws {
    let snapshot = Snapshot(target: "SpecimenCommandTests")
    let appetite = try await Self.findings(site: Self.appetite).lines
    let eand = try await Self.findings(site: Self.eand).lines
    try snapshot.check(appetite, named: "a11y-appetite.jsonl")
    try snapshot.check(eand, named: "a11y-eand.jsonl")
  }

  /// The seed's numbers: the Input's label and placeholder at 3.26:1 on white in Light, its
  /// rule under 3:1, the Toggle's 52 × 44 frame on iOS and Material 3, Composer's 40 and
  /// Stepper sm's 36 against 44 pt, Counter's and Digit's focus rings.
  @Test func theSeedFactsComeOutOfTheAudit() async throws {
    let all = try await Self.findings(site: Self.appetite).findings
    func first(_ matches: (Finding) -> Bool) throws -> Finding {
      let found = all.first(where: matches)
      return try #require(found)
    }
    let light = ["theme": "light"]

    let label = try first {
      $0.component == "Text Input" && $0.context == light && $0.layer == "title-row/title" && $0.criterion == "1.4.3"
    }
    let placeholder = try first {
      $0.component == "Text Input" && $0.context == light && $0.reason?.hasPrefix("placeholder text") == true
        && $0.criterion == "1.4.3"
    }
    for finding in [label, placeholder] {
      #expect(finding.foreground == "#8E8E93" && finding.background == "#FFFFFF")
      // L(#8E8E93) = 0.2721: 1.05 / 0.3221.
      #expect(abs((finding.ratio ?? 0) - 3.2605) < 0.0001)
      #expect(finding.result == "fail")
    }
    let rule = try first {
      $0.component == "Text Input" && $0.context == light && $0.layer == "field/rule" && $0.variant["State"] == "Filled"
    }
    #expect(rule.criterion == "1.4.11" && rule.foreground == "#E5E5EA" && rule.result == "fail")
    #expect((rule.ratio ?? 3) < 3)

    let toggle = all.filter {
      $0.component == "Toggle" && $0.criterion == "min-touch-target" && $0.variant["State"] == "Default"
    }
    #expect(toggle.allSatisfy { $0.size?.width == 52 && $0.size?.height == 44 })
    #expect(toggle.first { $0.context["platform"] == "iOS" }?.result == "pass")
    let material = try #require(toggle.first { $0.context["platform"] != "iOS" })
    #expect(material.result == "fail" && material.reason?.hasPrefix("4 dp short in height") == true)

    let composer = try first { $0.component == "Composer" && $0.context["platform"] == "iOS" }
    #expect(composer.size?.height == 40 && composer.result == "fail")
    let stepper = all.filter { $0.component == "Stepper" && $0.variant["Size"] == "sm" && $0.check == "target-size" }
    #expect(stepper.first { $0.criterion == "2.5.8" }?.result == "pass")
    #expect(
      stepper.first { $0.context["platform"] == "iOS" }.map { $0.size?.height == 36 && $0.result == "fail" } == true)

    for set in ["Counter Input", "Digit Input"] {
      let focus = all.filter { $0.component == set && $0.check == "focus-appearance" && $0.context == light }
      #expect(!focus.isEmpty)
      #expect(focus.allSatisfy { $0.result == "pass" && $0.reason?.hasPrefix("ring 2 px") == true }, "\(set)")
    }
  }

  @Test func levelAAShowsOnlyAACriteria() async throws {
    let aa = try await Self.findings(site: Self.appetite, level: "AA").findings
    #expect(!aa.isEmpty)
    #expect(!aa.contains { ["1.4.6", "2.5.5", "2.4.13"].contains($0.criterion) })
  }

  @Test func textEndsWithASummary() async {
    let result = await run("a11y", "--site", Self.eand)
    #expect(result.status == 0)
    let last = result.out.split(separator: "\n").last.map(String.init) ?? ""
    #expect(last.contains(" findings: ") && last.hasSuffix("pass."))
  }
}
