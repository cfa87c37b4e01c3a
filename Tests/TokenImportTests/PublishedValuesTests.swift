import Foundation
import SpecimenCore
import Synchronization
import TestSupport
import Testing
import Tokens
import TokensTestSupport

@testable import TokenImport

/// The public exports under Fixtures/Published, as their repositories publish them: a sample of
/// each one's default context (every 7th plain color or size, followed through its aliases) is
/// what `resolve_published.py`, sharing no code with Specimen, reads as each tool reads it.
@Suite struct PublishedValuesTests {
  static let folder = Fixtures.path("Published", target: "TokenImportTests")
  static let sources = [
    "hashicorp-design-system/src", "pinterest-gestalt/classic", "US-CBP-design-system/tokens", "Kong-design-tokens",
    "brave-leo/tokens", "digdir-designsystemet/design-tokens", "Sage-design-tokens/tokens",
    "equinor-design-system/raw", "Workday-canvas-tokens/tokens", "nl-design-system-themes/basis.tokens.json",
    "figma-sds/tokens.json", "NVE-Designsystem/tokens", "rei-cedar-tokens/tokens",
    "fluentui-token-pipeline/src/demo/w3c", "red-hat-design-tokens/tokens", "fermi-bison/tokens", "twilio-paste/tokens",
    "Workday-canvas-tokens-studio/tokens", "primer-primitives/src/tokens",
  ]

  @Test(arguments: sources) func agreesWithTheIndependentReading(source: String) throws {
    let (system, diagnostics) = collecting {
      TokenSystem.load(sourcePath: "\(Self.folder)/\(source)", into: &$0)
    }
    #expect(!diagnostics.contains { $0.severity == .error }, "\(source)")
    #expect(try compareWithIndependentValues(system, independentValues(in: Self.folder, for: source)) >= 20)
  }

  /// `independent.json` is what the script prints now (where python3 is installed).
  @Test(.enabled(if: FileManager.default.isExecutableFile(atPath: "/usr/bin/python3")))
  func independentOutputIsCurrent() throws {
    try expectIndependentOutputIsCurrent(script: "resolve_published.py", in: Self.folder)
  }
}
