import Foundation
import Geometry
import SpecimenCore

@testable import FigmaGeometry
@testable import Site

// Several geometry models placing each other as instances. NUL bytes split the input into up to
// six model files; the sets they may model are A, B, C, D, E and the bundled site's own, so
// `instance: B`, `instance: "{Name}"` (a text property naming a set) and instance-swap
// properties reach real shapes, and the instance cycle check and the 10,000-layer bound of a
// variant run on whatever the models nest. Every set is then laid out and drawn.
let site = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
  .appendingPathComponent("../../..").standardizedFileURL.path
struct Inputs: Sendable {
  let tokens: TokenGeometrySource
  let shapes: [ComponentSetShape]
  let icons: IconLibrary
  let touchTargets: [TouchTargetPlatform]
  let measurer: TextMeasurer
}
/// A, B, C, D, E: two variant properties, a text property `Name` naming the next set (the one
/// after that in the pressed small variant), a boolean and an instance swap, two published
/// variants each.
let fuzzShapes: [ComponentSetShape] = ["A", "B", "C", "D", "E"].enumerated().map { index, name in
  let next = ["B", "C", "D", "E", "A"][index]
  return ComponentSetShape(
    name: name,
    variantProperties: [
      .init(name: "State", options: ["Default", "Pressed"], defaultValue: "Default"),
      .init(name: "Size", options: ["S", "M"], defaultValue: "M"),
    ],
    otherProperties: [
      .init(name: "Name", kind: .text, defaultValue: next),
      .init(name: "Label", kind: .text, defaultValue: "Label"),
      .init(name: "Show", kind: .boolean, defaultValue: "true"),
      .init(name: "Inner", kind: .instanceSwap, defaultValue: next),
    ],
    publishedVariants: [["State": "Default", "Size": "M"], ["State": "Pressed", "Size": "S"]],
    variantDefaults: [["State": "Pressed", "Size": "S"]: ["Name": ["C", "D", "E", "A", "B"][index]]])
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
    shapes: fuzzShapes + state.sources.data.figma.componentSets.map { ComponentSetShape($0) },
    icons: { () -> IconLibrary in
      var diagnostics = Diagnostics()
      return IconLibrary.load(directory: site + "/content/icons", into: &diagnostics)
    }(),
    touchTargets: SiteBuilder.touchTargets(tokens),
    measurer: TextMeasurer(fontDirectories: [site + "/content/fonts"]))
}()

/// FUZZ_VERBOSE=1 prints what each build reported, to check what a seed reaches.
let verbose = ProcessInfo.processInfo.environment["FUZZ_VERBOSE"] == "1"

/// Loads the bundled site before the first input, so its reading is not timed as that input's.
@_cdecl("LLVMFuzzerInitialize")
public func initialize(_ argc: OpaquePointer?, _ argv: OpaquePointer?) -> CInt {
  _ = inputs
  return 0
}

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzz(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
  let bytes = UnsafeBufferPointer(start: data, count: size)
  let models = bytes.split(separator: 0, maxSplits: 5, omittingEmptySubsequences: false).enumerated().map {
    (file: "m\($0.offset).yml", text: String(decoding: $0.element, as: UTF8.self))
  }
  var diagnostics = Diagnostics()
  let library = GeometryLibrary.build(
    models: models, icons: inputs.icons, tokens: inputs.tokens, sets: inputs.shapes, measurer: inputs.measurer,
    into: &diagnostics)
  if verbose { print(diagnostics.all.map(\.description).joined(separator: "\n") + "\n") }
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
