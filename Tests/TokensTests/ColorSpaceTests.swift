import Testing

@testable import Tokens

/// Conversions to sRGB and XYZ against values computed independently with ColorAide 8.13
/// (CSS Color 4 math), to 1e-4.
@Suite struct ColorSpaceTests {
  struct Case: Sendable, CustomStringConvertible {
    var space: ColorSpace
    var components: [Double]
    var srgb: [Double]
    var xyz: [Double]?
    var description: String { space.rawValue }
  }

  static let cases: [Case] = [
    Case(space: .srgb, components: [0.2, 0.4, 0.6], srgb: [0.2, 0.4, 0.6], xyz: [0.118655, 0.125059, 0.319266]),
    Case(
      space: .srgbLinear, components: [0.5, 0.25, 0.1], srgb: [0.735357, 0.537099, 0.34919],
      xyz: [0.31364, 0.292331, 0.134517]),
    Case(space: .hsl, components: [210, 60, 40], srgb: [0.16, 0.4, 0.64]),
    Case(space: .hsl, components: [330, 100, 50], srgb: [1, 0, 0.5]),
    Case(space: .hwb, components: [30, 20, 10], srgb: [0.9, 0.55, 0.2]),
    Case(space: .hwb, components: [30, 70, 60], srgb: [0.538462, 0.538462, 0.538462]),
    Case(
      space: .lab, components: [60.17, 93.54, -60.5], srgb: [1.000017, 0.000038, 1.000007],
      xyz: [0.592892, 0.284843, 0.969878]),
    Case(
      space: .lch, components: [54.29, 80.8, 40.85], srgb: [0.90179, 0.278412, 0.160528],
      xyz: [0.352703, 0.214841, 0.043816]),
    Case(
      space: .oklab, components: [0.628, 0.2249, 0.1258], srgb: [1.000085, -0.000037, 0.000899],
      xyz: [0.412482, 0.212683, 0.0194]),
    Case(
      space: .oklch, components: [0.7, 0.1, 200], srgb: [0.251831, 0.69425, 0.717064],
      xyz: [0.263874, 0.35966, 0.502716]),
    Case(
      space: .displayP3, components: [0.5, 0.6, 0.7], srgb: [0.473738, 0.603751, 0.710276],
      xyz: [0.277573, 0.304881, 0.482046]),
    Case(
      space: .a98rgb, components: [0.4, 0.5, 0.6], srgb: [0.348621, 0.503993, 0.609525],
      xyz: [0.178484, 0.200731, 0.341346]),
    Case(
      space: .prophotoRGB, components: [0.4, 0.5, 0.6], srgb: [0.271029, 0.591386, 0.678214],
      xyz: [0.210334, 0.263533, 0.434867]),
    Case(
      space: .rec2020, components: [0.4, 0.5, 0.6], srgb: [0.251397, 0.482705, 0.590214],
      xyz: [0.147602, 0.174994, 0.316686]),
    Case(space: .xyzD65, components: [0.2, 0.3, 0.4], srgb: [-0.114744, 0.654239, 0.644299], xyz: [0.2, 0.3, 0.4]),
    Case(
      space: .xyzD50, components: [0.2, 0.3, 0.4], srgb: [-0.259239, 0.659523, 0.740505],
      xyz: [0.209469, 0.305741, 0.528457]),
  ]

  @Test(arguments: cases) func convertsToSRGBAndXYZ(_ c: Case) {
    let color = TokenColor(space: c.space, components: c.components)
    let s = color.unclippedSRGB
    #expect(abs(s.red - c.srgb[0]) < 1e-4 && abs(s.green - c.srgb[1]) < 1e-4 && abs(s.blue - c.srgb[2]) < 1e-4, "\(s)")
    if let xyz = c.xyz {
      let x = color.xyzD65
      #expect(abs(x.x - xyz[0]) < 1e-4 && abs(x.y - xyz[1]) < 1e-4 && abs(x.z - xyz[2]) < 1e-4, "\(x)")
    }
  }

  @Test func everySpaceHasACase() {
    #expect(Set(Self.cases.map(\.space)) == Set(ColorSpace.allCases))
  }

  @Test func hexOfKnownColors() {
    #expect(TokenColor(space: .lab, components: [60.17, 93.54, -60.5]).hex == "#FF00FF")
    #expect(TokenColor(space: .lch, components: [54.29, 80.8, 40.85]).hex == "#E64729")
    #expect(TokenColor(space: .oklch, components: [0.7, 0.1, 200]).hex == "#40B1B7")
    #expect(TokenColor(space: .displayP3, components: [0.5, 0.6, 0.7]).hex == "#799AB5")
    #expect(TokenColor(space: .srgb, components: [0.0392, 0.5176, 1]).hex == "#0A84FF")
  }

  /// Out-of-gamut colors are brought in by OKLCh chroma reduction (CSS Color 4), not clipped.
  @Test func gamutMapping() {
    let p3Green = TokenColor(space: .displayP3, components: [0, 1, 0])
    #expect(!p3Green.isInSRGBGamut)
    #expect(p3Green.hex == "#00FB29")
    // Very light and very dark colors map to white and black.
    #expect(TokenColor(space: .oklch, components: [1, 0.3, 120]).hex == "#FFFFFF")
    #expect(TokenColor(space: .oklch, components: [0, 0.3, 120]).hex == "#000000")
  }

  @Test func noneCountsAsZero() {
    let white = TokenColor(space: .hsl, components: [nil, 0, 100])
    #expect(white.hex == "#FFFFFF")
  }

  @Test func cssOfTranslucentColors() {
    #expect(TokenColor(space: .srgb, components: [0, 0, 0], alpha: 0.24).css == "rgb(0 0 0 / 0.24)")
    #expect(TokenColor(space: .srgb, components: [0, 0, 0], alpha: 0.24).hexWithAlpha == "#0000003D")
    #expect(TokenColor(red: 255, green: 255, blue: 255).css == "#FFFFFF")
  }
}
