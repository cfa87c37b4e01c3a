import SpecimenCore
import TokenImport
import Tokens

@testable import FigmaGeometry
@testable import Site

// A Figma variables/local body (or anything in its place), read as a token source the way
// `tokens: {source: …}` reads it, resolved in every context, written out and drawn as token tables.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzz(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
  let text = String(decoding: UnsafeBufferPointer(start: data, count: size), as: UTF8.self)
  let path = "/site/content/variables.json"
  var diagnostics = Diagnostics()
  let system = TokenSystem.load(
    sourcePath: path, format: .figmaVariables, files: .memory([path: text]), into: &diagnostics)
  _ = system.cssStylesheet()
  for resolution in system.resolutions {
    _ = resolution.jsonOutput()
    _ = resolution.tableOutput()
  }
  _ = FigmaVariableNames(tokens: system.defaultResolution.tokens)
  let tables = TokenTables(system: system)
  _ = tables.table(names: system.tokenNames)
  return 0
}
