import SpecimenCore
import TestSupport
import Testing
import Tokens
import TokensTestSupport

@testable import TokenImport

/// Tokens keep the order their files write them in, also where Tokens Studio math gives them a
/// value per theme (digdir's `_size` scale, computed from each size's base).
@Suite struct TokenOrderTests {
  @Test func digdirsComputedSizesKeepTheExportsOrder() throws {
    let source = Fixtures.path("Published/digdir-designsystemet/design-tokens", target: "TokenImportTests")
    let system = collecting { TokenSystem.load(sourcePath: source, into: &$0) }.0
    let written = [
      "0", "1", "2", "3", "4", "5", "6", "7", "8", "9", "10", "11", "12", "13", "14", "15", "18", "22", "26", "30",
      "mode-font-size", "base", "step", "unit",
    ]
    #expect(system.tokenNames(inGroup: "_size") == written.map { "_size/" + $0 })
  }
}
