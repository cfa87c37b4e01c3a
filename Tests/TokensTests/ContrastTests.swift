import TestSupport
import Testing

@testable import Tokens

/// WCAG 2.x contrast: relative luminance of the sRGB colors, translucent colors laid over the
/// background first, two decimals truncated.
@Suite struct ContrastTests {
  func hex(_ text: String, alpha: Double = 1) -> TokenColor {
    let v = Int(text.dropFirst(), radix: 16)!
    return TokenColor(red: (v >> 16) & 0xFF, green: (v >> 8) & 0xFF, blue: v & 0xFF, alpha: alpha)
  }

  @Test func softTextOnWhiteIs326() {
    let result = Contrast.ratio(hex("#8E8E93"), on: hex("#FFFFFF"))
    #expect(abs(result.ratio - 3.2605284) < 1e-6)
    #expect(result.formatted == "3.26:1")
    #expect(!result.passesText && result.passesLargeTextAndUI)
  }

  @Test func extremes() {
    #expect(Contrast.ratio(hex("#000000"), on: hex("#FFFFFF")).formatted == "21.00:1")
    #expect(Contrast.ratio(hex("#FFFFFF"), on: hex("#FFFFFF")).formatted == "1.00:1")
    #expect(
      Contrast.ratio(hex("#FFFFFF"), on: hex("#000000")).ratio
        == Contrast.ratio(hex("#000000"), on: hex("#FFFFFF")).ratio)
  }

  /// Truncated, not rounded: a ratio just under a threshold never reads as meeting it.
  @Test func truncatesToTwoDecimals() {
    #expect(Contrast.ratio(hex("#777777"), on: hex("#FFFFFF")).formatted == "4.47:1")
    let almostThree = Contrast.ratio(hex("#959595"), on: hex("#FFFFFF"))
    #expect(almostThree.formatted == "2.99:1" && !almostThree.passesLargeTextAndUI)
  }

  @Test func translucentForegroundIsCompositedFirst() {
    let result = Contrast.ratio(hex("#000000", alpha: 0.5), on: hex("#FFFFFF"))
    #expect(result.foreground.hex == "#808080")
    #expect(result.formatted == "3.94:1")
  }

  @Test func translucentBackgroundSitsOnTheBackdrop() {
    let onBlack = Contrast.ratio(hex("#FFFFFF"), on: hex("#FFFFFF", alpha: 0.24), backdrop: hex("#000000"))
    #expect(onBlack.background.hex == "#3D3D3D")
    let onWhite = Contrast.ratio(hex("#FFFFFF"), on: hex("#FFFFFF", alpha: 0.24))
    #expect(onWhite.formatted == "1.00:1")
  }

  @Test func wideGamutColorsAreMeasuredInSRGB() {
    let p3 = TokenColor(space: .displayP3, components: [0, 1, 0])
    let result = Contrast.ratio(p3, on: hex("#000000"))
    #expect(result.foreground.hex == "#00FB29")
  }

  @Test func contrastReportOfTheBundledTokens() throws {
    let (system, _) = collecting { TokenSystem.load(resolverPath: appetiteResolver, into: &$0) }
    let light = system.contexts[0], dark = system.contexts[2]
    #expect(system.contrast("text/soft-500", on: "bg/white-0", in: light)?.formatted == "3.26:1")
    #expect(system.contrast("text/soft-500", on: "bg/white-0", in: dark)?.formatted == "5.21:1")
    let pairs = system.lowContrastPairs(in: light)
    #expect(
      pairs.contains {
        $0.foreground == "text/soft-500" && $0.background == "bg/white-0" && $0.result.formatted == "3.26:1"
      })
    #expect(!pairs.contains { $0.foreground == "text/strong-950" })
    #expect(pairs.filter(\.exempt).allSatisfy { $0.foreground.contains("disabled") })
    #expect(pairs.allSatisfy { !$0.result.passesText })
  }
}
