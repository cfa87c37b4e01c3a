import SpecimenCore
import TestSupport
import Testing

@testable import Geometry

/// The auto layout engine and the model format on small synthetic models.
@Suite struct EngineTests {
  static let box = ComponentSetShape(
    name: "Box", variantProperties: [.init(name: "Size", options: ["md", "sm"], defaultValue: "md")],
    otherProperties: [
      .init(name: "Label", kind: .text, defaultValue: "Hello"),
      .init(name: "Flag", kind: .boolean, defaultValue: "true"),
      .init(name: "Inner", kind: .instanceSwap, defaultValue: "Dot"),
    ],
    publishedVariants: [["Size": "md"], ["Size": "sm"]])
  static let dot = ComponentSetShape(name: "Dot", variantProperties: [], publishedVariants: [])
  static let square = ComponentSetShape(name: "Square", variantProperties: [], publishedVariants: [])

  func library(_ text: String) throws -> GeometryLibrary {
    let dot = "set: Dot\nframe: { width: 10, height: 10 }\nfill: '#FF0000'\nradius: 5\n"
    let square = "set: Square\nframe: { width: 12, height: 12 }\nfill: '#00FF00'\n"
    let (library, diagnostics) = collecting {
      GeometryLibrary.build(
        models: [("box.yml", text), ("dot.yml", dot), ("square.yml", square)], icons: IconLibrary(),
        tokens: TestTokens.appetite, sets: [Self.box, Self.dot, Self.square], measurer: Bundled.measurer, into: &$0)
    }
    #expect(diagnostics.map(\.description) == [])
    return library
  }

  func frame(_ component: LaidOutComponent, _ name: String) -> Rect? {
    component.index(of: name).map { component.relativeFrame(of: $0) }
  }

  @Test func justifyAlignAndPadding() throws {
    let library = try library(
      """
      set: Box
      frame: { width: 100, height: 40 }
      layout: { direction: row, justify: space-between, align: end, padding: [4, 8, 6, 10] }
      layers:
        - { name: a, rect: { width: 10, height: 10 } }
        - { name: b, rect: { width: 20, height: 20 } }
        - { name: c, rect: { width: 10, height: 30 } }
      variants:
        - when: { Size: sm }
          root: { layout: { justify: center, align: center, gap: 5 } }
      """)
    let md = try required { library.layout(set: "Box", into: &$0) }
    #expect(frame(md, "a") == Rect(x: 10, y: 24, width: 10, height: 10))
    #expect(frame(md, "b") == Rect(x: 41, y: 14, width: 20, height: 20))
    #expect(frame(md, "c") == Rect(x: 82, y: 4, width: 10, height: 30))
    let sm = try required { library.layout(set: "Box", variant: ["Size": "sm"], into: &$0) }
    // Inner 82 wide from x 10: content 40 + 2 gaps of 5 = 50, centred → starts at 26.
    #expect(frame(sm, "a")?.x == 26 && frame(sm, "b")?.x == 41 && frame(sm, "c")?.x == 66)
    let centred: Double = 4 + (30 - 20) / 2
    #expect(frame(sm, "b")?.y == centred, "\(String(describing: frame(sm, "b")))")
  }

  @Test func fillSharesTheRestAndHugGrows() throws {
    let library = try library(
      """
      set: Box
      layout: { direction: column, gap: 2, padding: 3 }
      layers:
        - name: row
          width: 120
          layout: { direction: row, gap: 4 }
          layers:
            - { name: fixed, rect: { width: 20, height: 8 } }
            - { name: one, rect: { width: fill, height: 8 } }
            - { name: two, rect: { width: fill, height: fill } }
        - { name: wide, rect: { width: fill, height: 5 }, minWidth: 10, maxWidth: 50 }
        - { name: tall, rect: { width: 6, height: 1 }, minHeight: 9 }
      """)
    let c = try required { library.layout(set: "Box", into: &$0) }
    #expect((c.width, c.height) == (126, 3 + 8 + 2 + 5 + 2 + 9 + 3))
    #expect(frame(c, "one")?.width == 46 && frame(c, "two")?.width == 46 && frame(c, "two")?.x == 74)
    #expect(frame(c, "two")?.height == 8)
    #expect(frame(c, "wide")?.width == 50)
    #expect(frame(c, "tall")?.height == 9)
  }

  @Test func absoluteChildrenPinToEdges() throws {
    let library = try library(
      """
      set: Box
      frame: { width: 80, height: 60 }
      layout: { direction: row }
      layers:
        - { name: flow, rect: { width: 10, height: 10 } }
        - { name: corner, absolute: true, rect: { right: 4, bottom: 6, width: 10, height: 10 } }
        - { name: band, absolute: true, rect: { x: 5, right: 5, y: 20, height: 2 } }
      """)
    let c = try required { library.layout(set: "Box", into: &$0) }
    #expect(frame(c, "flow")?.x == 0)
    #expect(frame(c, "corner") == Rect(x: 66, y: 44, width: 10, height: 10))
    #expect(frame(c, "band") == Rect(x: 5, y: 20, width: 70, height: 2))
  }

  @Test func freeFramesHugTheirChildren() throws {
    let library = try library(
      """
      set: Box
      layers:
        - { name: a, rect: { x: 5, y: 5, width: 10, height: 10 } }
        - { name: b, ellipse: { x: 20, y: 0, width: 8, height: 30 }, fill: bg/soft-200 }
        - { name: l, line: { x1: 0, y1: 40, x2: 30, y2: 40 }, stroke: bg/soft-200 }
        - { name: p, path: { d: "M0 0L4 4", width: 4, height: 4 }, x: 1, y: 1, stroke: bg/soft-200 }
      """)
    let c = try required { library.layout(set: "Box", into: &$0) }
    #expect((c.width, c.height) == (30, 40))
    let svg = library.svg(c, options: SVGOptions(colors: .literal))
    #expect(svg.contains("<ellipse cx=\"24\" cy=\"15\" rx=\"4\" ry=\"15\""))
    #expect(svg.contains("<line x1=\"0\" y1=\"40\" x2=\"30\" y2=\"40\" fill=\"none\" stroke=\"#E5E5EA\"/>"))
    #expect(svg.contains("<path d=\"M0 0L4 4\" transform=\"translate(1 1)\" fill=\"none\" stroke=\"#E5E5EA\"/>"))
  }

  @Test func bindingsRulesOnOtherPropertiesAndInstanceSwaps() throws {
    let library = try library(
      """
      set: Box
      layout: { direction: row, gap: 1 }
      layers:
        - { name: label, text: "{Label} ({#Label})", style: typography/paragraph-sm }
        - { name: shown, rect: { width: 1, height: 1 }, visible: "{Flag}" }
        - { name: hidden, rect: { width: 1, height: 1 }, visible: "!{Flag}" }
        - { name: inner, instance: "{Inner}" }
      variants:
        - when: { Flag: false, Size: [md, sm] }
          label: { text: off }
      """)
    let on = try required { library.layout(set: "Box", into: &$0) }
    #expect(on.layer(named: "label")?.lines.first?.text == "Hello (5)")
    #expect(on.index(of: "shown") != nil && on.index(of: "hidden") == nil)
    #expect(on.layer(named: "inner")?.instanceSet == "Dot" && frame(on, "inner")?.width == 10)
    let off = try required { library.layout(set: "Box", properties: ["Flag": "false", "Inner": "Square"], into: &$0) }
    #expect(off.layer(named: "label")?.lines.first?.text == "off")
    #expect(off.index(of: "shown") == nil && off.index(of: "hidden") != nil)
    #expect(off.layer(named: "inner")?.instanceSet == "Square" && frame(off, "inner")?.width == 12)
    // The instance draws its root: a pill of radius 5 for Dot.
    #expect(on.layer(named: "inner")?.corners == GeometryCorners(5))
  }

  @Test func cornersStrokesAndClipping() throws {
    let library = try library(
      """
      set: Box
      frame: { width: 40, height: 20, radius: [8, 0, 8, 0] }
      fill: bg/soft-200
      clip: true
      layers:
        - name: ring
          rect: { x: 10, y: 5, width: 10, height: 10, radius: 2 }
          stroke: { color: brand/base, width: 2, align: outside }
        - { name: spill, rect: { x: 30, y: 10, width: 20, height: 20 }, fill: "#000000" }
      """)
    let svg = try required { library.svg(set: "Box", options: SVGOptions(idPrefix: "k", colors: .literal), into: &$0) }
    #expect(svg.contains("<path d=\"M8 0H40V12A8 8 0 0 1 32 20H0V8A8 8 0 0 1 8 0Z\" fill=\"#E5E5EA\"/>"))
    // Outside: the stroke's centre line sits 1 outside the edge, the radius grows with it.
    #expect(
      svg.contains(
        "<rect x=\"9\" y=\"4\" width=\"12\" height=\"12\" rx=\"3\" fill=\"none\" stroke=\"#0A84FF\" stroke-width=\"2\"/>"
      ))
    #expect(
      svg.contains("<clipPath id=\"k-c1\"><path d=\"M8 0H40V12A8 8 0 0 1 32 20H0V8A8 8 0 0 1 8 0Z\"/></clipPath>"))
    #expect(svg.contains("<g clip-path=\"url(#k-c1)\">"))
  }

  @Test func wrappedTextAndMaxLines() throws {
    let library = try library(
      """
      set: Box
      layout: { direction: column }
      layers:
        - { name: copy, text: "{Label}", style: typography/paragraph-sm, width: 60, maxLines: 2 }
      """)
    let c = try required {
      library.layout(set: "Box", properties: ["Label": "one two three four five six seven"], into: &$0)
    }
    let copy = try #require(c.layer(named: "copy"))
    #expect(copy.lines.count == 2 && copy.frame.height == 40)
    #expect(abs(copy.lines[1].baseline - copy.lines[0].baseline - 20) < 0.001)
    let svg = library.svg(c)
    #expect(svg.contains("<tspan x=\"0\""))
  }
}
