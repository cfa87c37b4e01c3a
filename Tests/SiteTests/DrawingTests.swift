import Foundation
import Geometry
import SpecimenCore
import TestSupport
import Testing

@testable import Site

/// Every drawing of both bundled sites stays in its frame and keeps its words legible: each
/// published variant paints inside its view box with no two texts on each other, and each
/// anatomy keeps its labels inside, apart, and clear of every leader line.
@Suite struct DrawingTests {
  static let sites = [".", "examples/eand"]

  /// The site's geometry library, loaded as a build loads it.
  static func geometry(_ site: String) throws -> GeometryLibrary {
    var state = BuildState(
      options: BuildOptions(siteDirectory: BundledSiteTests.repository.appendingPathComponent(site).path, write: false))
    for step in [
      SiteBuilder.readConfiguration, SiteBuilder.readTokens, SiteBuilder.readFigma, SiteBuilder.readGeometry,
    ] {
      step(&state)
    }
    #expect(state.diagnostics.diagnostics.filter { $0.severity == .error }.isEmpty)
    return try #require(state.sources.data.geometry)
  }

  @Test(arguments: sites) func everyVariantPaintsInsideItsViewBox(site: String) throws {
    let library = try Self.geometry(site)
    var checked = 0
    for set in library.setNames where library.hasModel(for: set) {
      let shape = try #require(library.shape(of: set))
      for variant in shape.publishedVariants {
        let component = try required { library.layout(set: set, variant: variant, into: &$0) }
        let bounds = try #require(component.drawnBounds(measurer: library.measurer), "\(component.label) draws nothing")
        #expect(
          component.viewBox.contains(bounds),
          "\(component.label) paints \(bounds) outside its view box \(component.viewBox)")
        checked += 1
      }
    }
    #expect(checked > 10)
  }

  @Test(arguments: sites) func noTwoTextsOfAVariantOverlap(site: String) throws {
    let library = try Self.geometry(site)
    for set in library.setNames where library.hasModel(for: set) {
      let shape = try #require(library.shape(of: set))
      for variant in shape.publishedVariants {
        let component = try required { library.layout(set: set, variant: variant, into: &$0) }
        let texts = component.layers.filter { $0.kind == .text }.map {
          (name: $0.path, boxes: component.textBoxes(of: $0, measurer: library.measurer))
        }
        for (i, a) in texts.enumerated() {
          for b in texts[(i + 1)...] {
            let overlapping = a.boxes.contains { box in b.boxes.contains { box.overlaps($0) } }
            #expect(!overlapping, "\(component.label): '\(a.name)' and '\(b.name)' overlap")
          }
        }
      }
    }
  }

  /// Each anatomy as drawn for wide screens and for narrow ones.
  static func anatomies(_ library: GeometryLibrary) throws -> [AnatomyDrawing] {
    var drawings: [AnatomyDrawing] = []
    for set in library.setNames where library.hasModel(for: set) {
      drawings.append(try required { library.anatomyDrawing(set: set, idPrefix: "t", into: &$0) })
      drawings.append(
        try required {
          library.anatomyDrawing(set: set, idPrefix: "t", maxWidth: AnatomyLayout.narrowWidth, into: &$0)
        })
    }
    return drawings
  }

  /// On a narrow screen the drawing fits the figure whole, its 12 px labels shown at 11 px or more,
  /// unless that would draw the component's own text under 11 px: then the variant stops there
  /// and the figure scrolls.
  @Test(arguments: sites) func narrowAnatomiesFitWithLabelsOf11Pixels(site: String) throws {
    let library = try Self.geometry(site)
    for set in library.setNames where library.hasModel(for: set) {
      let drawing = try required {
        library.anatomyDrawing(set: set, idPrefix: "t", maxWidth: AnatomyLayout.narrowWidth, into: &$0)
      }
      let text = drawing.report.component.smallestTextSize.map { $0 * drawing.scale }
      #expect(text.map { $0 >= 10.99 } ?? true, "\(set): its text at \(text ?? 0) px")
      if drawing.width > AnatomyLayout.narrowWidth {
        #expect(text.map { $0 < 11.01 } == true, "\(set): \(drawing.width) px wide, its text at \(text ?? 0) px")
      }
      // The figure's inside at a 360 px viewport with a scroll bar.
      #expect(AnatomyDrawing.fontSize * 287 / AnatomyLayout.narrowWidth >= 11)
    }
  }

  /// A leader reaches its part without crossing another part on the way (one that holds its
  /// part, as the track holds the handle, it must cross); callouts never touch each other.
  @Test(arguments: sites) func leadersCrossNoOtherPart(site: String) throws {
    let library = try Self.geometry(site)
    for drawing in try Self.anatomies(library) {
      let name = drawing.report.component.label
      let leaders = drawing.lines.filter(\.isLeader)
      #expect(leaders.count == drawing.callouts.count)
      for (leader, callout) in zip(leaders, drawing.callouts) {
        let own = try #require(drawing.report.parts.first { $0.number == callout.number })
        for other in drawing.report.parts where other.number != own.number {
          let box = drawing.screenFrame(of: other)
          guard !box.contains(drawing.screenFrame(of: own)) else { continue }
          let inside = Rect(x: box.x + 1, y: box.y + 1, width: box.width - 2, height: box.height - 2)
          #expect(
            !leader.pieces.contains { inside.intersects(segmentFrom: $0.x1, $0.y1, to: $0.x2, $0.y2) },
            "\(name): the leader of \(own.label) crosses \(other.label)")
        }
      }
      for (i, a) in drawing.callouts.enumerated() {
        for b in drawing.callouts[(i + 1)...] {
          #expect(hypot(a.x - b.x, a.y - b.y) >= 2 * AnatomyDrawing.calloutRadius, "\(name): callouts touch")
        }
      }
    }
  }

  /// No two leaders cross, in the wide or the narrow drawing of any set: a reader follows each
  /// from its number to its part without a crossing to untangle.
  @Test(arguments: sites) func leadersNeverCrossEachOther(site: String) throws {
    let library = try Self.geometry(site)
    // Whether two segments cross at a point inside both; touching ends do not count.
    func cross(
      _ a: (x1: Double, y1: Double, x2: Double, y2: Double), _ b: (x1: Double, y1: Double, x2: Double, y2: Double)
    ) -> Bool {
      let d = (a.x2 - a.x1) * (b.y2 - b.y1) - (a.y2 - a.y1) * (b.x2 - b.x1)
      guard abs(d) > 1e-9 else { return false }
      let t = ((b.x1 - a.x1) * (b.y2 - b.y1) - (b.y1 - a.y1) * (b.x2 - b.x1)) / d
      let u = ((b.x1 - a.x1) * (a.y2 - a.y1) - (b.y1 - a.y1) * (a.x2 - a.x1)) / d
      return t > 0.01 && t < 0.99 && u > 0.01 && u < 0.99
    }
    var checked = 0
    for drawing in try Self.anatomies(library) {
      let leaders = drawing.lines.filter(\.isLeader)
      for (i, first) in leaders.enumerated() {
        for second in leaders[(i + 1)...] {
          checked += 1
          #expect(
            !first.pieces.contains { a in second.pieces.contains { b in cross(a, b) } },
            "\(drawing.report.component.label): two leaders cross at width \(drawing.width)")
        }
      }
    }
    #expect(checked > 0)
  }

  /// The narrow drawing keeps every measurement the wide one gives (Text Input's heights, 56
  /// among them, once dropped on phones).
  @Test(arguments: sites) func narrowAnatomiesKeepEveryMeasurement(site: String) throws {
    let library = try Self.geometry(site)
    for set in library.setNames where library.hasModel(for: set) {
      let wide = try required { library.anatomyDrawing(set: set, idPrefix: "t", into: &$0) }
      let narrow = try required {
        library.anatomyDrawing(set: set, idPrefix: "t", maxWidth: AnatomyLayout.narrowWidth, into: &$0)
      }
      // Numbers, whether a dimension's label or an item of the list of heights.
      let numbers = { (drawing: AnatomyDrawing) in
        drawing.labels.filter { !$0.isCallout }.flatMap { label in
          label.text.split(whereSeparator: { !$0.isNumber && $0 != "." }).filter { !$0.isEmpty }.map(String.init)
        }
      }
      let wideNumbers = numbers(wide)
      let narrowNumbers = numbers(narrow)
      for number in Set(wideNumbers) {
        #expect(
          narrowNumbers.filter { $0 == number }.count >= wideNumbers.filter { $0 == number }.count,
          "\(set): the narrow drawing drops \(number)")
      }
    }
  }

  /// Callouts in a column read 1, 2, 3 from the top, and in a wide drawing each leader runs
  /// straight across to its part, never slanting into it (e&'s read 2, 1, 3, 4, with a slant).
  @Test(arguments: sites) func columnCalloutsReadInOrderWithStraightLeaders(site: String) throws {
    let library = try Self.geometry(site)
    var checked = 0
    for set in library.setNames where library.hasModel(for: set) {
      let drawing = try required { library.anatomyDrawing(set: set, idPrefix: "t", into: &$0) }
      let leaders = zip(drawing.lines.filter(\.isLeader), drawing.callouts).filter { $0.1.x < drawing.originX }
      let column = leaders.map(\.1).sorted { $0.y < $1.y }.map(\.number)
      #expect(column == column.sorted(), "\(set): callouts read \(column) from the top")
      for (leader, callout) in leaders {
        #expect(abs(leader.y1 - leader.y2) < 0.01, "\(set): the leader of \(callout.number) slants")
        checked += 1
      }
    }
    #expect(checked >= 4)
    // On a phone too the column reads in order. Where parts sit too close together for a level
    // each, a leader still leaves its callout level and bends once near its part (e&'s slanted
    // from the callout on).
    for drawing in try Self.anatomies(library) {
      let name = drawing.report.component.label
      let column = drawing.callouts.filter { $0.x < drawing.originX }.sorted { $0.y < $1.y }.map(\.number)
      #expect(column == column.sorted(), "\(name): callouts read \(column)")
      for (leader, callout) in zip(drawing.lines.filter(\.isLeader), drawing.callouts)
      where callout.x < drawing.originX {
        let first = try #require(leader.pieces.first)
        #expect(abs(first.y1 - first.y2) < 0.01, "\(name): the leader of \(callout.number) slants from its callout")
        #expect(abs(first.y1 - callout.y) < 0.01)
        if let last = leader.pieces.last, leader.pieces.count > 1 {
          #expect(
            abs(last.x2 - last.x1) >= min(abs(last.y2 - last.y1), 6) - 0.01, "\(name): a bend steeper than it needs")
        }
      }
    }
  }

  /// Measurements are plain numbers in the model's units; an inset a part's size already implies
  /// (a rule flush with the bottom) is not drawn; width dimensions share rows where they fit.
  @Test func anatomyMeasurementsSayOnlyWhatIsNew() throws {
    let library = try Self.geometry(".")
    let input = try required { library.anatomyDrawing(set: "Text Input", idPrefix: "t", into: &$0) }
    #expect(!input.labels.contains { $0.text == "54" }, "the rule's top inset repeats the field's height")
    #expect(input.labels.contains { $0.text == "56" })
    let toggle = try required { library.anatomyDrawing(set: "Toggle", idPrefix: "t", into: &$0) }
    #expect(!toggle.labels.contains { $0.text.hasSuffix(" in") })
    let rows = Set(toggle.labels.filter { !$0.isCallout && $0.box.y > toggle.drawingBox.maxY }.map(\.y))
    #expect(rows.count == 4, "52 / 4 and 44 / 3 and 22 / 16 of travel, not one row each")
  }

  @Test(arguments: sites) func anatomyLabelsStayInsideApartAndOffTheLeaders(site: String) throws {
    let library = try Self.geometry(site)
    var checked = 0
    for drawing in try Self.anatomies(library) {
      let view = Rect(x: 0, y: 0, width: drawing.width, height: drawing.height)
      let name = drawing.report.component.label
      #expect(view.contains(drawing.drawingBox), "\(name): the drawing leaves the view box")
      for label in drawing.labels {
        #expect(view.contains(label.box), "\(name): '\(label.text)' leaves the view box")
      }
      for line in drawing.lines {
        #expect(
          view.contains(
            Rect(
              x: min(line.x1, line.x2), y: min(line.y1, line.y2), width: abs(line.x2 - line.x1),
              height: abs(line.y2 - line.y1))),
          "\(name): a line leaves the view box")
      }
      for (i, a) in drawing.labels.enumerated() {
        for b in drawing.labels[(i + 1)...] {
          #expect(!a.box.overlaps(b.box), "\(name): '\(a.text)' and '\(b.text)' overlap")
        }
        for line in drawing.lines where line.isLeader {
          #expect(
            !line.pieces.contains { a.box.intersects(segmentFrom: $0.x1, $0.y1, to: $0.x2, $0.y2) },
            "\(name): a leader line crosses '\(a.text)'")
        }
        // A measurement label is never drawn over the component itself.
        if !a.isCallout {
          #expect(!a.box.overlaps(drawing.drawingBox), "\(name): '\(a.text)' sits on the drawing")
        }
      }
      // No more than a margin of empty room right of and below the marks.
      let right = (drawing.labels.map(\.box.maxX) + [drawing.drawingBox.maxX] + drawing.lines.map { max($0.x1, $0.x2) })
        .max()!
      let bottom =
        (drawing.labels.map(\.box.maxY) + [drawing.drawingBox.maxY] + drawing.lines.map { max($0.y1, $0.y2) }).max()!
      #expect(drawing.width - right < 24, "\(name): \(drawing.width - right) px empty at the right")
      #expect(drawing.height - bottom < 24, "\(name): \(drawing.height - bottom) px empty at the bottom")
      checked += 1
    }
    #expect(checked >= 1)
  }
}
