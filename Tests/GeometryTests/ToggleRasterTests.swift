import TestSupport
import Testing

@testable import Geometry

/// The Toggle drawn by rsvg-convert and read back pixel by pixel: the geometry the page states
/// must be the geometry a renderer paints.
@Suite(.enabled(if: Rasterizer.available, "needs rsvg-convert"))
struct ToggleRasterTests {
  static let zoom = 4.0

  /// The white blob about one handle across (22 units), as its centre in frame units.
  static func handleCentre(_ image: PNGImage) -> (x: Double, y: Double)? {
    let isWhite = { (x: Int, y: Int) -> Bool in
      let p = image.pixel(x, y)
      return p.r >= 245 && p.g >= 245 && p.b >= 245 && p.a >= 90
    }
    var seen = [Bool](repeating: false, count: image.width * image.height)
    for start in 0..<(image.width * image.height)
    where !seen[start] && isWhite(start % image.width, start / image.width) {
      var stack = [start]
      seen[start] = true
      var points: [(Int, Int)] = []
      while let index = stack.popLast() {
        let x = index % image.width
        let y = index / image.width
        points.append((x, y))
        for (nx, ny) in [(x - 1, y), (x + 1, y), (x, y - 1), (x, y + 1)]
        where nx >= 0 && ny >= 0 && nx < image.width && ny < image.height {
          let next = ny * image.width + nx
          if !seen[next], isWhite(nx, ny) {
            seen[next] = true
            stack.append(next)
          }
        }
      }
      let xs = points.map(\.0)
      let ys = points.map(\.1)
      let spanX = Double(xs.max()! - xs.min()! + 1) / zoom
      let spanY = Double(ys.max()! - ys.min()! + 1) / zoom
      if (19...24).contains(spanX), (19...24).contains(spanY) {
        let cx = Double(xs.reduce(0, +)) / Double(xs.count)
        let cy = Double(ys.reduce(0, +)) / Double(ys.count)
        return ((cx + 0.5) / zoom, (cy + 0.5) / zoom)
      }
    }
    return nil
  }

  static func render(_ state: String, _ active: String) throws -> PNGImage {
    let svg = try required {
      Bundled.library.svg(
        set: "Toggle", variant: ["State": state, "Active": active], options: SVGOptions(colors: .literal), into: &$0)
    }
    return try Rasterizer.render(svg, zoom: zoom)
  }

  func pixel(_ image: PNGImage, _ x: Double, _ y: Double) -> PNGImage.Pixel {
    image.pixel(Int(x * Self.zoom), Int(y * Self.zoom))
  }

  @Test(arguments: ["Default", "Pressed", "Focused", "Disabled"])
  func handleSitsAt18Off34On(state: String) throws {
    let off = try #require(Self.handleCentre(try Self.render(state, "Off")))
    let on = try #require(Self.handleCentre(try Self.render(state, "On")))
    #expect(abs(off.x - 18) < 0.3 && abs(off.y - 22) < 0.3, "off: \(off)")
    #expect(abs(on.x - 34) < 0.3 && abs(on.y - 22) < 0.3, "on: \(on)")
  }

  @Test(arguments: [
    ("Default", "Off", PNGImage.Pixel(r: 0xE5, g: 0xE5, b: 0xEA, a: 255)),
    ("Default", "On", PNGImage.Pixel(r: 0x0A, g: 0x84, b: 0xFF, a: 255)),
    ("Pressed", "Off", PNGImage.Pixel(r: 0xD1, g: 0xD1, b: 0xD6, a: 255)),
    ("Pressed", "On", PNGImage.Pixel(r: 0x00, g: 0x71, b: 0xE3, a: 255)),
    ("Focused", "Off", PNGImage.Pixel(r: 0xE5, g: 0xE5, b: 0xEA, a: 255)),
    ("Focused", "On", PNGImage.Pixel(r: 0x0A, g: 0x84, b: 0xFF, a: 255)),
    ("Disabled", "Off", PNGImage.Pixel(r: 0xF2, g: 0xF2, b: 0xF7, a: 255)),
    ("Disabled", "On", PNGImage.Pixel(r: 0x0A, g: 0x84, b: 0xFF, a: 102)),
  ])
  func trackFill(state: String, active: String, expected: PNGImage.Pixel) throws {
    let image = try Self.render(state, active)
    // The half of the track the handle is not on.
    let sample = pixel(image, active == "Off" ? 40 : 12, 22)
    #expect(abs(sample.r - expected.r) <= 2 && abs(sample.g - expected.g) <= 2 && abs(sample.b - expected.b) <= 2)
    #expect(abs(sample.a - expected.a) <= 2, "\(sample)")
  }

  @Test func focusRingIsAGapThenABrandRing() throws {
    let image = try Self.render("Focused", "On")
    // Track top edge at y 8: the gap is 6…8, the ring 4…6, nothing above.
    #expect(pixel(image, 26, 7) == PNGImage.Pixel(r: 255, g: 255, b: 255, a: 255))
    #expect(pixel(image, 26, 5) == PNGImage.Pixel(r: 0x0A, g: 0x84, b: 0xFF, a: 255))
    #expect(pixel(image, 26, 3).a == 0)
    let plain = try Self.render("Default", "On")
    #expect(pixel(plain, 26, 5).a == 0)
  }

  @Test func disabledOffHandleHasNoShadow() throws {
    // Just below the handle (bottom at y 33) the shadow darkens the track, except when disabled.
    let shadowed = pixel(try Self.render("Default", "Off"), 18, 33.6)
    let plain = pixel(try Self.render("Disabled", "Off"), 18, 33.6)
    #expect(shadowed.r < 0xE5)
    #expect(plain == PNGImage.Pixel(r: 0xF2, g: 0xF2, b: 0xF7, a: 255))
  }
}
