import Foundation

/// The color spaces of the DTCG Color Module 2025.10, each with its CSS Color 4 conversion to
/// CIE XYZ (D65), from which every color reaches sRGB for hex output and contrast.
package enum ColorSpace: String, Sendable, Hashable, CaseIterable {
  case srgb
  case srgbLinear = "srgb-linear"
  case hsl, hwb, lab, lch, oklab, oklch
  case displayP3 = "display-p3"
  case a98rgb = "a98-rgb"
  case prophotoRGB = "prophoto-rgb"
  case rec2020
  case xyzD65 = "xyz-d65"
  case xyzD50 = "xyz-d50"

  /// The allowed range of each component, from the Color Module's table; nil bound is open.
  /// `hueIndex` marks the component that is an angle in [0, 360).
  var componentRanges: [(min: Double?, max: Double?)] {
    switch self {
    case .srgb, .srgbLinear, .displayP3, .a98rgb, .prophotoRGB, .rec2020, .xyzD65, .xyzD50:
      return [(0, 1), (0, 1), (0, 1)]
    case .hsl, .hwb: return [(0, 360), (0, 100), (0, 100)]
    case .lab: return [(0, 100), (nil, nil), (nil, nil)]
    case .lch: return [(0, 100), (0, nil), (0, 360)]
    case .oklab: return [(0, 1), (nil, nil), (nil, nil)]
    case .oklch: return [(0, 1), (0, nil), (0, 360)]
    }
  }

  var hueIndex: Int? {
    switch self {
    case .hsl, .hwb: return 0
    case .lch, .oklch: return 2
    default: return nil
    }
  }

  var componentNames: [String] {
    switch self {
    case .srgb, .srgbLinear, .displayP3, .a98rgb, .prophotoRGB, .rec2020: return ["red", "green", "blue"]
    case .xyzD65, .xyzD50: return ["X", "Y", "Z"]
    case .hsl: return ["hue", "saturation", "lightness"]
    case .hwb: return ["hue", "whiteness", "blackness"]
    case .lab, .oklab: return ["lightness", "a", "b"]
    case .lch, .oklch: return ["lightness", "chroma", "hue"]
    }
  }
}

/// Color math from CSS Color Module Level 4 (its sample conversion code), in Double.
package enum ColorMath {
  package typealias Vector = (Double, Double, Double)
  package typealias Matrix = (Vector, Vector, Vector)

  package static func multiply(_ m: Matrix, _ v: Vector) -> Vector {
    (
      m.0.0 * v.0 + m.0.1 * v.1 + m.0.2 * v.2,
      m.1.0 * v.0 + m.1.1 * v.1 + m.1.2 * v.2,
      m.2.0 * v.0 + m.2.1 * v.1 + m.2.2 * v.2
    )
  }

  package static func map(_ v: Vector, _ f: (Double) -> Double) -> Vector { (f(v.0), f(v.1), f(v.2)) }

  // MARK: Transfer functions (sign-preserving, as CSS Color 4 extends them to negative values)

  package static func srgbToLinear(_ c: Double) -> Double {
    let a = abs(c)
    return a <= 0.04045 ? c / 12.92 : copysign(pow((a + 0.055) / 1.055, 2.4), c)
  }

  package static func linearToSRGB(_ c: Double) -> Double {
    let a = abs(c)
    return a > 0.0031308 ? copysign(1.055 * pow(a, 1 / 2.4) - 0.055, c) : 12.92 * c
  }

  static func a98ToLinear(_ c: Double) -> Double { copysign(pow(abs(c), 563.0 / 256.0), c) }

  static func prophotoToLinear(_ c: Double) -> Double {
    let a = abs(c)
    return a <= 16.0 / 512.0 ? c / 16 : copysign(pow(a, 1.8), c)
  }

  /// Rec. 2020 decodes with the BT.1886 display gamma of 2.4, as CSS Color 4 now specifies.
  static func rec2020ToLinear(_ c: Double) -> Double { copysign(pow(abs(c), 2.4), c) }

  // MARK: Matrices

  package static let linearSRGBToXYZ: Matrix = (
    (506752 / 1228815, 87881 / 245763, 12673 / 70218),
    (87098 / 409605, 175762 / 245763, 12673 / 175545),
    (7918 / 409605, 87881 / 737289, 1001167 / 1053270)
  )
  static let xyzToLinearSRGB: Matrix = (
    (12831 / 3959, -329 / 214, -1974 / 3959),
    (-851781 / 878810, 1648619 / 878810, 36519 / 878810),
    (705 / 12673, -2585 / 12673, 705 / 667)
  )
  package static let linearP3ToXYZ: Matrix = (
    (608311 / 1250200, 189793 / 714400, 198249 / 1000160),
    (35783 / 156275, 247089 / 357200, 198249 / 2500400),
    (0, 32229 / 714400, 5220557 / 5000800)
  )
  static let linearA98ToXYZ: Matrix = (
    (573536 / 994567, 263643 / 1420810, 187206 / 994567),
    (591459 / 1989134, 6239551 / 9945670, 374412 / 4972835),
    (53769 / 1989134, 351524 / 4972835, 4929758 / 4972835)
  )
  static let linearProPhotoToXYZD50: Matrix = (
    (0.79776664490064230, 0.13518129740053308, 0.03134773412839220),
    (0.28807482881940130, 0.71183523424187300, 0.00008993693872564),
    (0.00000000000000000, 0.00000000000000000, 0.82510460251046020)
  )
  static let linearRec2020ToXYZ: Matrix = (
    (63426534 / 99577255, 20160776 / 139408157, 47086771 / 278816314),
    (26158966 / 99577255, 472592308 / 697040785, 8267143 / 139408157),
    (0, 19567812 / 697040785, 295819943 / 278816314)
  )
  package static let d50ToD65: Matrix = (
    (0.955473421488075, -0.02309845494876471, 0.06325924320057072),
    (-0.0283697093338637, 1.0099953980813041, 0.021041441191917323),
    (0.012314014864481998, -0.020507649298898964, 1.330365926242124)
  )
  static let oklabToLMS: Matrix = (
    (1.0, 0.3963377773761749, 0.2158037573099136),
    (1.0, -0.1055613458156586, -0.0638541728258133),
    (1.0, -0.0894841775298119, -1.2914855480194092)
  )
  static let lmsToXYZ: Matrix = (
    (1.2268798758459243, -0.5578149944602171, 0.2813910456659647),
    (-0.0405757452148008, 1.1122868032803170, -0.0717110580655164),
    (-0.0763729366746601, -0.4214933324022432, 1.5869240198367816)
  )
  static let xyzToLMS: Matrix = (
    (0.8190224379967030, 0.3619062600528904, -0.1288737815209879),
    (0.0329836539323885, 0.9292868615863434, 0.0361446663506424),
    (0.0481771893596242, 0.2642395317527308, 0.6335478284694309)
  )
  static let lmsToOKLab: Matrix = (
    (0.2104542683093140, 0.7936177747023054, -0.0040720430116193),
    (1.9779985324311684, -2.4285922420485799, 0.4505937096174110),
    (0.0259040424655478, 0.7827717124575296, -0.8086757549230774)
  )

  package static let d50White: Vector = (0.3457 / 0.3585, 1.0, (1.0 - 0.3457 - 0.3585) / 0.3585)

  // MARK: Polar and cylindrical forms

  package static func hslToSRGB(_ h: Double, _ s: Double, _ l: Double) -> Vector {
    let hue = normalizedHue(h), sat = s / 100, light = l / 100
    func f(_ n: Double) -> Double {
      let k = (n + hue / 30).truncatingRemainder(dividingBy: 12)
      let a = sat * min(light, 1 - light)
      return light - a * max(-1, min(k - 3, 9 - k, 1))
    }
    return (f(0), f(8), f(4))
  }

  static func hwbToSRGB(_ h: Double, _ w: Double, _ b: Double) -> Vector {
    let white = w / 100, black = b / 100
    if white + black >= 1 {
      let gray = white / (white + black)
      return (gray, gray, gray)
    }
    return map(hslToSRGB(h, 100, 50)) { $0 * (1 - white - black) + white }
  }

  static func normalizedHue(_ h: Double) -> Double {
    let r = h.truncatingRemainder(dividingBy: 360)
    return r < 0 ? r + 360 : r
  }

  static func labToXYZD50(_ l: Double, _ a: Double, _ b: Double) -> Vector {
    let kappa = 24389.0 / 27.0, epsilon = 216.0 / 24389.0
    let f1 = (l + 16) / 116
    let f0 = a / 500 + f1
    let f2 = f1 - b / 200
    let x = pow(f0, 3) > epsilon ? pow(f0, 3) : (116 * f0 - 16) / kappa
    let y = l > kappa * epsilon ? pow((l + 16) / 116, 3) : l / kappa
    let z = pow(f2, 3) > epsilon ? pow(f2, 3) : (116 * f2 - 16) / kappa
    return (x * d50White.0, y * d50White.1, z * d50White.2)
  }

  static func polarToCartesian(_ c: Double, _ h: Double) -> (Double, Double) {
    let radians = h * Double.pi / 180
    return (c * cos(radians), c * sin(radians))
  }

  static func oklabToXYZ(_ l: Double, _ a: Double, _ b: Double) -> Vector {
    let lms = multiply(oklabToLMS, (l, a, b))
    return multiply(lmsToXYZ, map(lms) { $0 * $0 * $0 })
  }

  static func xyzToOKLab(_ xyz: Vector) -> Vector {
    let lms = multiply(xyzToLMS, xyz)
    return multiply(lmsToOKLab, map(lms) { cbrt($0) })
  }

  /// Any supported space to CIE XYZ with a D65 white; `none` components count as zero.
  static func toXYZD65(_ space: ColorSpace, _ c: Vector) -> Vector {
    switch space {
    case .srgb: return multiply(linearSRGBToXYZ, map(c, srgbToLinear))
    case .srgbLinear: return multiply(linearSRGBToXYZ, c)
    case .hsl: return multiply(linearSRGBToXYZ, map(hslToSRGB(c.0, c.1, c.2), srgbToLinear))
    case .hwb: return multiply(linearSRGBToXYZ, map(hwbToSRGB(c.0, c.1, c.2), srgbToLinear))
    case .displayP3: return multiply(linearP3ToXYZ, map(c, srgbToLinear))
    case .a98rgb: return multiply(linearA98ToXYZ, map(c, a98ToLinear))
    case .prophotoRGB: return multiply(d50ToD65, multiply(linearProPhotoToXYZD50, map(c, prophotoToLinear)))
    case .rec2020: return multiply(linearRec2020ToXYZ, map(c, rec2020ToLinear))
    case .xyzD65: return c
    case .xyzD50: return multiply(d50ToD65, c)
    case .lab: return multiply(d50ToD65, labToXYZD50(c.0, c.1, c.2))
    case .lch:
      let (a, b) = polarToCartesian(c.1, c.2)
      return multiply(d50ToD65, labToXYZD50(c.0, a, b))
    case .oklab: return oklabToXYZ(c.0, c.1, c.2)
    case .oklch:
      let (a, b) = polarToCartesian(c.1, c.2)
      return oklabToXYZ(c.0, a, b)
    }
  }

  /// Gamma-encoded sRGB, unclipped (may fall outside 0…1 for wide-gamut colors).
  package static func toSRGB(_ space: ColorSpace, _ c: Vector) -> Vector {
    switch space {
    case .srgb: return c
    case .hsl: return hslToSRGB(c.0, c.1, c.2)
    case .hwb: return hwbToSRGB(c.0, c.1, c.2)
    default: return map(multiply(xyzToLinearSRGB, toXYZD65(space, c)), linearToSRGB)
    }
  }

  // MARK: Gamut mapping (CSS Color 4 §13.2: OKLCh chroma reduction with a ΔEOK of 0.02)

  package static func srgbToOKLab(_ rgb: Vector) -> Vector {
    xyzToOKLab(multiply(linearSRGBToXYZ, map(rgb, srgbToLinear)))
  }

  static func oklabToSRGB(_ lab: Vector) -> Vector {
    map(multiply(xyzToLinearSRGB, oklabToXYZ(lab.0, lab.1, lab.2)), linearToSRGB)
  }

  package static func inGamut(_ rgb: Vector, tolerance: Double = 1e-6) -> Bool {
    [rgb.0, rgb.1, rgb.2].allSatisfy { $0 >= -tolerance && $0 <= 1 + tolerance }
  }

  static func clip(_ rgb: Vector) -> Vector { map(rgb) { min(1, max(0, $0)) } }

  static func deltaEOK(_ a: Vector, _ b: Vector) -> Double {
    let d = (a.0 - b.0, a.1 - b.1, a.2 - b.2)
    return (d.0 * d.0 + d.1 * d.1 + d.2 * d.2).squareRoot()
  }

  /// Brings an sRGB color (possibly out of gamut) into gamut the way browsers are asked to.
  package static func gamutMapped(_ rgb: Vector) -> Vector {
    if inGamut(rgb) { return clip(rgb) }
    let origin = srgbToOKLab(rgb)
    let lightness = origin.0
    if lightness >= 1 { return (1, 1, 1) }
    if lightness <= 0 { return (0, 0, 0) }
    let chroma = (origin.1 * origin.1 + origin.2 * origin.2).squareRoot()
    let hue = atan2(origin.2, origin.1)
    func atChroma(_ c: Double) -> Vector { (lightness, c * cos(hue), c * sin(hue)) }
    let jnd = 0.02, epsilon = 0.0001
    var clipped = clip(oklabToSRGB(origin))
    if deltaEOK(srgbToOKLab(clipped), origin) < jnd { return clipped }
    var low = 0.0, high = chroma, lowInGamut = true
    while high - low > epsilon {
      let c = (low + high) / 2
      let current = atChroma(c)
      let currentRGB = oklabToSRGB(current)
      if lowInGamut && inGamut(currentRGB) {
        low = c
        continue
      }
      clipped = clip(currentRGB)
      let e = deltaEOK(srgbToOKLab(clipped), current)
      if e < jnd {
        if jnd - e < epsilon { return clipped }
        lowInGamut = false
        low = c
      } else {
        high = c
      }
    }
    return clipped
  }
}
