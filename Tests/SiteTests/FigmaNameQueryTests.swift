import Figma
import Foundation
import Geometry
import SpecimenCore
import TestSupport
import Testing

@testable import FigmaGeometry
@testable import Site

/// Figma names as designers leave them (`Modal (FINAL)`, `Ellipse 1`, `👥 Size`) in inline
/// geometry queries: written as they are, in double quotes where a name would be ambiguous.
@Suite struct FigmaNameQueryTests {
  static func variant(_ id: String, size: String, width: Int) -> String {
    #"{"id":"\#(id)","name":"👥 Size=\#(size)","type":"COMPONENT","absoluteBoundingBox":{"x":0,"y":0,"width":\#(width),"height":40},"#
      + #""children":[{"id":"\#(id)1","name":"Ellipse 1","type":"ELLIPSE","absoluteBoundingBox":{"x":12,"y":8,"width":24,"height":24}},"#
      + #"{"id":"\#(id)2","name":"icon.x large","type":"RECTANGLE","absoluteBoundingBox":{"x":40,"y":4,"width":8,"height":8}},"#
      + #"{"id":"\#(id)3","name":"Frame 12 / 🎯","type":"RECTANGLE","absoluteBoundingBox":{"x":50,"y":10,"width":\#(width - 60),"height":20}}]}"#
  }

  static func geometry() throws -> GeometryLibrary {
    let text =
      #"{"name":"F","lastModified":"2026-01-01T00:00:00Z","version":"1","nodes":{"1:1":{"document":{"id":"1:1","name":"Modal (FINAL)","type":"COMPONENT_SET","#
      + #""componentPropertyDefinitions":{"👥 Size":{"type":"VARIANT","defaultValue":"Small","variantOptions":["Small","Large (XL)"]}},"#
      + #""children":["# + variant("1:2", size: "Small", width: 100) + ","
      + variant("1:3", size: "Large (XL)", width: 160)
      + "]}}}}"
    var diagnostics = Diagnostics()
    let file = try #require(FigmaLibrary.parse(text, path: "modal.json", key: nil, into: &diagnostics))
    let drawn = FigmaDrawing.drawings(
      of: file.componentSets, variables: FigmaVariableNames(), cssVariable: { $0 }, into: &diagnostics)
    let geometry = GeometryLibrary.build(
      models: [], icons: IconLibrary(), tokens: NoGeometryTokens(),
      sets: file.componentSets.map { ComponentSetShape($0) }, drawn: drawn, into: &diagnostics)
    #expect(!diagnostics.contains { $0.severity == .error }, "\(diagnostics)")
    return geometry
  }

  @Test(arguments: [
    (#"geometry "Modal (FINAL)" "Ellipse 1".x"#, "12"),
    ("geometry Modal (FINAL) Ellipse 1.x", "12"),
    ("geometry Modal (FINAL) Ellipse 1.width", "24"),
    (#"geometry Modal (FINAL) "icon.x large".x"#, "40"),
    ("geometry Modal (FINAL) Frame 12 / 🎯.width 👥 Size=Large (XL)", "100"),
    (#"geometry "Modal (FINAL)" "Frame 12 / 🎯".width "👥 Size"=Large (XL)"#, "100"),
    (#"size "Modal (FINAL)" 👥 Size="Large (XL)""#, "160 × 40"),
    ("size Modal (FINAL)", "100 × 40"),
  ])
  func namesWithSpacesBracketsSlashesAndEmoji(expression: String, expected: String) throws {
    let geometry = try Self.geometry()
    let (value, diagnostics) = collecting { geometry.query(expression, into: &$0) }
    #expect(diagnostics.isEmpty, "\(diagnostics.map(\.description))")
    #expect(value == expected)
  }

  /// A page that names a standalone component finds it as a set of one variant, and the list
  /// of what the file has names the standalone components beside the sets.
  @Test func hintsNameStandaloneComponents() throws {
    let text =
      #"{"name":"F","lastModified":"2026-01-01T00:00:00Z","version":"1","document":{"id":"0:0","type":"DOCUMENT","name":"D","children":[{"id":"0:1","type":"CANVAS","name":"P","children":["#
      + #"{"id":"9:1","type":"COMPONENT","name":"Logo / Mark 🎯","absoluteBoundingBox":{"x":0,"y":0,"width":10,"height":10}},"#
      + #"{"id":"1:1","type":"COMPONENT_SET","name":"Modal (FINAL)","componentPropertyDefinitions":{"Size":{"type":"VARIANT","defaultValue":"S","variantOptions":["S"]}},"#
      + #""children":[{"id":"1:2","type":"COMPONENT","name":"Size=S","absoluteBoundingBox":{"x":0,"y":0,"width":10,"height":10}}]}]}]}}"#
    var diagnostics = Diagnostics()
    let file = try #require(FigmaLibrary.parse(text, path: "f.json", key: nil, into: &diagnostics))
    #expect(file.standaloneComponents == ["Logo / Mark 🎯"])
    let library = FigmaLibrary(files: [file])
    let (found, standalone) = collecting { library.componentSet(named: "Logo / Mark 🎯", at: nil, into: &$0) }
    #expect(standalone.isEmpty)
    #expect(found?.isLoose == true && found?.nodeID == "9:1" && found?.publishedVariants.count == 1)
    let (_, unknown) = collecting { library.componentSet(named: "Checkbox", at: nil, into: &$0) }
    #expect(
      unknown.first?.hint
        == "the Figma snapshots have the set 'Modal (FINAL)', and the standalone component 'Logo / Mark 🎯'")
  }

  @Test func aQuotedNameNoSetHasSaysSo() throws {
    let geometry = try Self.geometry()
    let (value, diagnostics) = collecting { geometry.query(#"geometry "Modal (FINALE)" "Ellipse 1".x"#, into: &$0) }
    #expect(value == nil)
    #expect(diagnostics.map(\.id) == [.geometryUnknownModel])
    #expect(diagnostics.first?.hint == "did you mean 'Modal (FINAL)'?")
    let (_, layer) = collecting { geometry.query(#"geometry "Modal (FINAL)" "Elipse 1".x"#, into: &$0) }
    #expect(layer.map(\.id) == [.geometryQueryUnknownLayer])
    #expect(layer.first?.hint == "did you mean 'Ellipse 1'?")
  }
}
