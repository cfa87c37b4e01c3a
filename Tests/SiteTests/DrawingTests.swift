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
    return try #require(state.data.geometry)
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

  @Test(arguments: sites) func anatomyLabelsStayInsideApartAndOffTheLeaders(site: String) throws {
    let library = try Self.geometry(site)
    var checked = 0
    for set in library.setNames where library.hasModel(for: set) {
      let drawing = try required { library.anatomyDrawing(set: set, idPrefix: "t", into: &$0) }
      let view = GeometryRect(x: 0, y: 0, width: drawing.width, height: drawing.height)
      let name = drawing.report.component.label
      #expect(view.contains(drawing.drawingBox), "\(name): the drawing leaves the view box")
      for label in drawing.labels {
        #expect(view.contains(label.box), "\(name): '\(label.text)' leaves the view box")
      }
      for line in drawing.lines {
        #expect(
          view.contains(
            GeometryRect(
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
            !a.box.intersects(segmentFrom: line.x1, line.y1, to: line.x2, line.y2),
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
