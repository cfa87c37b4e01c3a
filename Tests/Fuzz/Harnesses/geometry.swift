import Foundation
import Geometry
import SpecimenCore

@testable import FigmaGeometry
@testable import Site

// A geometry model checked against the bundled site's tokens and Figma sets (as the build's
// "lay out geometry models" step does), then drawn as specimens, anatomy and touch targets.
let site = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
  .appendingPathComponent("../../..").standardizedFileURL.path
struct Inputs: Sendable {
  let tokens: TokenGeometrySource
  let shapes: [ComponentSetShape]
  let icons: IconLibrary
  let touchTargets: [TouchTargetPlatform]
  let measurer: TextMeasurer
}
let inputs: Inputs = {
  var state = BuildState(options: BuildOptions(siteDirectory: site, write: false))
  SiteBuilder.readConfiguration(&state)
  SiteBuilder.readTokens(&state)
  SiteBuilder.readFigma(&state)
  guard let tokens = state.sources.data.tokens, !state.diagnostics.hasErrors else {
    fatalError("the bundled site does not load: \(state.diagnostics.diagnostics)")
  }
  return Inputs(
    tokens: TokenGeometrySource(system: tokens),
    shapes: state.sources.data.figma.componentSets.map { ComponentSetShape($0) },
    icons: { () -> IconLibrary in
      var diagnostics = Diagnostics()
      return IconLibrary.load(directory: site + "/content/icons", into: &diagnostics)
    }(),
    touchTargets: SiteBuilder.touchTargets(tokens),
    measurer: TextMeasurer(fontDirectories: [site + "/content/fonts"]))
}()

/// Loads the bundled site before the first input, so its reading is not timed as that input's.
@_cdecl("LLVMFuzzerInitialize")
public func initialize(_ argc: OpaquePointer?, _ argv: OpaquePointer?) -> CInt {
  _ = inputs
  return 0
}

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzz(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
  let text = String(decoding: UnsafeBufferPointer(start: data, count: size), as: UTF8.self)
  var diagnostics = Diagnostics()
  let library = GeometryLibrary.build(
    models: [(file: "fuzz.yml", text: text)], icons: inputs.icons, tokens: inputs.tokens, sets: inputs.shapes,
    measurer: inputs.measurer, into: &diagnostics)
  let at = SourceLocation(file: "page.md", line: 4)
  for set in library.setNames {
    var reported = Diagnostics()
    _ = library.specimensHTML(set: set, bodyLocation: at, idPrefix: "f1-", into: &reported)
    _ = library.anatomyHTML(set: set, bodyLocation: at, idPrefix: "f2-", into: &reported)
    _ = library.touchTargetHTML(
      set: set, platforms: inputs.touchTargets, bodyLocation: at, idPrefix: "f3-", into: &reported)
  }
  return 0
}
