import SpecimenCore
@testable import Site
import Tokens

// A DTCG token file, loaded as a one-context system the way `specimen tokens` loads plain files,
// then written out as every exporter and the HTML tables write it.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzz(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
  let text = String(decoding: UnsafeBufferPointer(start: data, count: size), as: UTF8.self)
  let path = "/site/content/tokens/fuzz.tokens.json"
  let (system, _) = TokenSystem.load(tokenFiles: [path], files: .memory([path: text]))
  _ = system.cssStylesheet()
  for resolution in system.resolutions {
    _ = resolution.jsonOutput()
    _ = resolution.tableOutput()
  }
  let names = system.tokenNames
  let tables = TokenTables(system: system)
  _ = tables.table(names: names)
  for name in names.prefix(64) { _ = tables.inline(name) }
  return 0
}
