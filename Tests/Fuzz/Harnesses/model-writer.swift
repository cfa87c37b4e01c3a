import Figma
import Foundation
import Geometry
import SpecimenCore
import Tokens

@testable import FigmaGeometry
@testable import Site

// `figma model`'s round trip: a Figma REST API body (a file or `/nodes`) is read, a geometry
// model is written for each component set with node trees, named through the bundled site's
// tokens, and each model is read back and checked against the same sets and tokens as the build
// checks it. A model that `figma model` writes must pass that check: an error stops the run.
let site = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
  .appendingPathComponent("../../..").standardizedFileURL.path
struct Inputs: Sendable {
  let tokens: TokenSystem
  let source: TokenGeometrySource
  let icons: IconLibrary
  let measurer: TextMeasurer
}
let inputs: Inputs = {
  var state = BuildState(options: BuildOptions(siteDirectory: site, write: false))
  SiteBuilder.readConfiguration(&state)
  SiteBuilder.readTokens(&state)
  guard let tokens = state.sources.data.tokens, !state.diagnostics.hasErrors else {
    fatalError("the bundled site does not load: \(state.diagnostics.diagnostics)")
  }
  var diagnostics = Diagnostics()
  return Inputs(
    tokens: tokens, source: TokenGeometrySource(system: tokens),
    icons: IconLibrary.load(directory: site + "/content/icons", into: &diagnostics),
    measurer: TextMeasurer(fontDirectories: [site + "/content/fonts"]))
}()

@_cdecl("LLVMFuzzerInitialize")
public func initialize(_ argc: OpaquePointer?, _ argv: OpaquePointer?) -> CInt {
  _ = inputs
  return 0
}

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzz(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
  let text = String(decoding: UnsafeBufferPointer(start: data, count: size), as: UTF8.self)
  var diagnostics = Diagnostics()
  guard let file = FigmaLibrary.parse(text, path: "fuzz.json", key: "FuzzKey123", into: &diagnostics),
    !diagnostics.hasErrors
  else { return 0 }
  let library = FigmaLibrary(files: [file])
  let shapes = library.componentSets.map { ComponentSetShape($0) }
  for set in library.componentSets.prefix(4) where set.publishedVariants.contains(where: { $0.tree != nil }) {
    var written = Diagnostics()
    guard
      let model = FigmaModelStarter.model(
        set: set.name, in: library, tokens: inputs.tokens, place: "fuzz.json", location: nil, into: &written)
    else { continue }
    var checked = Diagnostics()
    _ = GeometryLibrary.build(
      models: [(file: "written.yml", text: model)], icons: inputs.icons, tokens: inputs.source, sets: shapes,
      measurer: inputs.measurer, into: &checked)
    let errors = checked.filter { $0.severity == .error }
    if !errors.isEmpty {
      fatalError(
        "the model written for '\(set.name)' fails its own check:\n\(errors.map(\.description).joined(separator: "\n"))\n--- model ---\n\(model)"
      )
    }
  }
  return 0
}
