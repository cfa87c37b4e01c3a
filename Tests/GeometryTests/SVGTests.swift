import Foundation
import TestSupport
import Testing

import struct SpecimenCore.PropertyValues
import struct SpecimenCore.Rect

@testable import Geometry

@Suite struct SVGTests {
  let library = Bundled.library

  @Test func toggleSVGIsCompactAndNamed() throws {
    let svg = try required {
      library.svg(
        set: "Toggle", variant: ["State": "Pressed", "Active": "On"], options: SVGOptions(idPrefix: "p1"), into: &$0)
    }
    #expect(
      svg.hasPrefix(
        "<svg xmlns=\"http://www.w3.org/2000/svg\" viewBox=\"0 0 52 44\" width=\"52\" height=\"44\" role=\"img\" aria-label=\"Toggle — State: Pressed, Active: On\""
      ))
    #expect(
      svg.contains(
        "<rect x=\"4\" y=\"8\" width=\"44\" height=\"28\" rx=\"14\" style=\"fill:var(--brand-pressed, #0071E3)\"/>"))
    #expect(svg.contains("<circle cx=\"34\" cy=\"22\" r=\"11\" style=\"fill:var(--static-static-white-0, #FFFFFF)\"/>"))
    // Two shadow layers: blurred copies below the handle, 4 % and 1 % black.
    #expect(svg.contains("filter=\"url(#p1-b"))
    #expect(svg.contains("var(--colors-alpha-black-alpha-4, #0000000A)"))
    #expect(svg.contains("var(--colors-alpha-black-alpha-1, #00000003)"))
    // How numbers are written, in any attribute: whole ones without ".0", never NaN.
    #expect(!svg.contains(".0\"") && !svg.contains("NaN"))
  }

  @Test func literalColorsForRasterizers() throws {
    let svg = try required {
      library.svg(
        set: "Toggle", variant: ["State": "Disabled", "Active": "On"], options: SVGOptions(colors: .literal), into: &$0)
    }
    // Disabled On dims the track's fill alone: the handle stays opaque white.
    #expect(
      svg.contains("<rect x=\"4\" y=\"8\" width=\"44\" height=\"28\" rx=\"14\" fill=\"#0A84FF\" fill-opacity=\"0.4\"/>")
    )
    #expect(svg.contains("<circle cx=\"34\" cy=\"22\" r=\"11\" fill=\"#FFFFFF\"/>"))
    // The track's fill is dimmed on the track itself, not through a group's opacity.
    let drawing = HTMLElement.parse(svg)
    #expect(drawing.all("rect", where: { $0["fill-opacity"] == "0.4" }).count == 1)
    #expect(drawing.all("g", where: { $0["opacity"] != nil }).isEmpty)
    // Literal colors everywhere: no CSS variable in any attribute or style of the drawing.
    #expect(!svg.contains("var("))
  }

  @Test func paintOpacityFollowsTheThemeSwitch() throws {
    let svg = try required { library.svg(set: "Toggle", variant: ["State": "Disabled", "Active": "On"], into: &$0) }
    #expect(svg.contains("fill-opacity=\"0.4\" style=\"fill:var(--brand-base, #0A84FF)\""))
    #expect(svg.contains("style=\"fill:var(--static-static-white-0, #FFFFFF)\""))
  }

  @Test func backdropIsClippedToTheFrameAndBleed() throws {
    let svg = try required {
      library.svg(set: "Composer", variant: ["Style": "Overlay", "State": "Filled"], into: &$0)
    }
    #expect(svg.contains("<clipPath id=\"g-c1\"><rect x=\"-8\" y=\"-8\" width=\"376\" height=\"56\"/></clipPath>"))
    #expect(svg.contains("<g clip-path=\"url(#g-c1)\"><rect x=\"-8\" y=\"-8\""))
  }

  @Test func focusRingIsTwoRoundedRectsUnderTheTrack() throws {
    let svg = try required { library.svg(set: "Toggle", variant: ["State": "Focused"], into: &$0) }
    let ring = "<rect x=\"0\" y=\"4\" width=\"52\" height=\"36\" rx=\"18\" style=\"fill:var(--brand-base, #0A84FF)\"/>"
    let gap = "<rect x=\"2\" y=\"6\" width=\"48\" height=\"32\" rx=\"16\" style=\"fill:var(--bg-white-0, #FFFFFF)\"/>"
    let track = "<rect x=\"4\" y=\"8\" width=\"44\" height=\"28\" rx=\"14\""
    let order = [ring, gap, track].map { svg.range(of: $0)?.lowerBound }
    #expect(order.allSatisfy { $0 != nil })
    #expect(order[0]! < order[1]! && order[1]! < order[2]!)
  }

  @Test func textIsEscapedAndSetInItsStyle() throws {
    let svg = try required {
      library.svg(
        set: "_Toggle Label", properties: ["Label": "<b>Tom & \"Jerry\"</b>", "Show Description": "false"], into: &$0)
    }
    #expect(svg.contains(">&lt;b&gt;Tom &amp; &quot;Jerry&quot;&lt;/b&gt;</text>"))
    #expect(svg.contains("font-family=\"Inter, sans-serif\" font-size=\"18\" font-weight=\"500\""))
    let drawing = HTMLElement.parse(svg)
    #expect(drawing.all("b").isEmpty)
    #expect(drawing.all("text").contains { $0.text == "<b>Tom & \"Jerry\"</b>" })
  }

  @Test func iconsAreSymbolsUsedByReference() throws {
    let svg = try required {
      library.svg(
        set: "Text Input", variant: ["Type": "Password", "State": "Focused"], options: SVGOptions(idPrefix: "x"),
        into: &$0)
    }
    #expect(svg.contains("<symbol id=\"x-i"))
    #expect(svg.contains("fill=\"none\" stroke=\"currentColor\" stroke-width=\"2\""))
    #expect(svg.contains("<use href=\"#x-i"))
    #expect(svg.contains("style=\"color:var(--icon-sub-600, #636366)\""))
  }

  @Test func backgroundBlurClipsABlurredBackdrop() throws {
    let svg = try required {
      library.svg(set: "Composer", variant: ["Style": "Overlay"], options: SVGOptions(idPrefix: "o"), into: &$0)
    }
    #expect(svg.contains("viewBox=\"-8 -8 376 56\""))
    #expect(svg.contains("<clipPath id=\"o-c"))
    #expect(svg.contains("<feGaussianBlur stdDeviation=\"6\"/>"))
    #expect(svg.contains("<use href=\"#o-d"))
  }

  @Test func numbersAreShort() {
    #expect(NumberFormat.number(44) == "44")
    #expect(NumberFormat.number(44.0001) == "44")
    #expect(NumberFormat.number(20.545454) == "20.55")
    #expect(NumberFormat.number(0.5) == "0.5")
    #expect(NumberFormat.number(-0.001) == "0")
    #expect(NumberFormat.number(-3.25) == "-3.25")
    #expect(NumberFormat.number(.nan) == "0")
  }

  @Test func hugeNumbersPrintWholeWithoutTrapping() {
    #expect(NumberFormat.number(1e17) == "100000000000000000")
    #expect(NumberFormat.number(-1e17) == "-100000000000000000")
    #expect(NumberFormat.number(12_345_678.125) == "12345678.13")
    #expect(NumberFormat.number(1e300).hasPrefix("1e+300"))
    #expect(NumberFormat.number(.infinity) == "0")
  }

  @Test func cornersPerSideBecomeAPath() {
    let d = SVGRenderer.roundedRect(
      Rect(x: 0, y: 0, width: 20, height: 10),
      GeometryCorners(topLeft: 4, topRight: 0, bottomRight: 4, bottomLeft: 0))
    #expect(d == "M4 0H20V6A4 4 0 0 1 16 10H0V4A4 4 0 0 1 4 0Z")
  }

  // MARK: Golden files

  static let goldens: [(String, String, PropertyValues, PropertyValues)] = [
    ("toggle-focused-on", "Toggle", ["State": "Focused", "Active": "On"], [:]),
    ("toggle-label-right", "_Toggle Label", ["Align": "Right"], [:]),
    ("text-input-password-focused", "Text Input", ["Type": "Password", "State": "Focused"], [:]),
    ("text-input-left-selection-error", "Text Input", ["Type": "Left Selection", "State": "Error"], [:]),
    ("digit-input-focused", "Digit Input", ["State": "Focused"], [:]),
    ("stepper-sm-min", "Stepper", ["Size": "sm", "State": "Min"], [:]),
    (
      "composer-overlay-filled", "Composer", ["Style": "Overlay", "State": "Filled"],
      ["Avatar": "true", "Action": "true"]
    ),
  ]

  @Test(arguments: goldens.map(\.0))
  func golden(name: String) throws {
    let (_, set, variant, properties) = Self.goldens.first { $0.0 == name }!
    let svg = try required {
      library.svg(set: set, variant: variant, properties: properties, options: SVGOptions(idPrefix: name), into: &$0)
    }
    try Snapshot.check(svg, named: name + ".svg")
  }

  @Test func goldenEandField() throws {
    let svg = try required {
      Eand.loaded.0.svg(
        set: "input-field", variant: ["default": "false", "filled": "true", "active": "true"],
        options: SVGOptions(idPrefix: "eand"), into: &$0)
    }
    try Snapshot.check(svg, named: "eand-input-field-filled-active.svg")
  }
}

/// Golden files under Snapshots/; `SPECIMEN_RECORD=1 swift test` rewrites them.
enum Snapshot {
  static var recording: Bool { ProcessInfo.processInfo.environment["SPECIMEN_RECORD"] == "1" }

  static func check(_ text: String, named name: String, sourceLocation: SourceLocation = #_sourceLocation) throws {
    let path = Repo.snapshots + "/" + name
    let existing = try? String(contentsOfFile: path, encoding: .utf8)
    if recording || existing == nil {
      try FileManager.default.createDirectory(atPath: Repo.snapshots, withIntermediateDirectories: true)
      try (text + "\n").write(toFile: path, atomically: true, encoding: .utf8)
      if !recording { Issue.record("recorded a new snapshot \(name); run again", sourceLocation: sourceLocation) }
      return
    }
    #expect(existing == text + "\n", "\(name) differs; SPECIMEN_RECORD=1 rewrites it", sourceLocation: sourceLocation)
  }
}
