import SpecimenCore
import TokenImport
import Tokens

// A Tokens Studio export (one file) or a Style Dictionary file, its format told from its contents
// and else tried as each, resolved in every context and written out as tokens.css and JSON.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzz(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
  let text = String(decoding: UnsafeBufferPointer(start: data, count: size), as: UTF8.self)
  let path = "/site/tokens/fuzz.json"
  for format in [nil, TokenSourceFormat.tokensStudio, .styleDictionary] {
    var diagnostics = Diagnostics()
    let system = TokenSystem.load(sourcePath: path, format: format, files: .memory([path: text]), into: &diagnostics)
    _ = system.cssStylesheet()
    for resolution in system.resolutions { _ = resolution.jsonOutput() }
  }
  return 0
}
