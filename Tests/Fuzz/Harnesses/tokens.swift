import SpecimenCore
import Tokens

@testable import Site

// A DTCG token file, loaded as a one-context system the way `specimen tokens` loads plain files,
// then written out by every exporter and drawn as the site's token tables and inline tokens.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzz(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
  let text = String(decoding: UnsafeBufferPointer(start: data, count: size), as: UTF8.self)
  let path = "/site/content/tokens/fuzz.tokens.json"
  var diagnostics = Diagnostics()
  let system = TokenSystem.load(tokenFiles: [path], files: .memory([path: text]), into: &diagnostics)
  _ = system.cssStylesheet()
  for resolution in system.resolutions {
    _ = resolution.jsonOutput()
    _ = resolution.tableOutput()
  }
  let tables = TokenTables(system: system)
  let names = system.tokenNames
  _ = tables.table(names: names)
  for name in names.prefix(64) { _ = tables.inline(name) }
  return 0
}
