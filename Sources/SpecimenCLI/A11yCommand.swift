import Accessibility
import Foundation
import Site
import SpecimenCore

/// `specimen a11y [--site DIR] [--format text|json] [--level AA|AAA]`
enum A11yCommand: Command {
  static let description = CommandDescription(
    name: "a11y", abstract: "Audit every drawn variant for contrast, target size and focus appearance.",
    discussion: """
      Measures every published variant of every component set, drawn from its geometry model or
      from Figma, in every context the site shows: each text against the color composited
      beneath it (WCAG 1.4.3, 1.4.6), icons, a control's boundary and its indicators (1.4.11),
      the hit target (2.5.8, 2.5.5 and each platform's platform/min-touch-target), and the focus
      indicator against the unfocused drawing (2.4.7, 2.4.13). json writes one finding per line.
      The command exits 1 only when the site's data has errors.
      """,
    options: [site, format, level])

  static let site = Option.site
  /// How the findings print.
  enum Format: String, CaseIterable { case text, json }
  static let format = Option.choice(
    "--format", "format", of: Format.self, default: .text, help: "text or json (one finding per line).")
  static let level = Option.choice(
    "--level", "level", of: AccessibilityLevel.self, default: .aa, help: "AA, or AAA for AA and AAA together.")

  static func run(_ arguments: [String], output: CommandOutput) throws -> Int32 {
    guard let parsed = try ParsedArguments.orHelp(arguments, command: description, output: output) else {
      return ExitStatus.success
    }
    let site = parsed.siteFolder
    let level = parsed.choice(Self.level, as: AccessibilityLevel.self)
    let format = parsed.choice(Self.format, as: Format.self)
    var isDirectory: ObjCBool = false
    guard FileManager.default.fileExists(atPath: site, isDirectory: &isDirectory), isDirectory.boolValue else {
      throw UsageError(message: "no site folder at '\(site)'", command: description)
    }
    let (findings, diagnostics) = SiteBuilder.accessibilityAudit(BuildOptions(siteDirectory: site, write: false))
    let errors = diagnostics.filter { $0.severity == .error }
    if !errors.isEmpty {
      output.report(errors)
      output.err("Audit failed: the site's data has errors; fix them first.")
      return ExitStatus.failure
    }
    let shown = findings.filter { $0.level <= level }
    if format == .json {
      for finding in shown { output.out(finding.jsonLine) }
      return ExitStatus.success
    }
    for finding in shown { output.out(finding.textLine) }
    output.out(AccessibilitySummary(shown).sentence)
    return ExitStatus.success
  }
}
