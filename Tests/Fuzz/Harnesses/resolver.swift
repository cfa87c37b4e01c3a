import Foundation
import SpecimenCore
import Tokens

@testable import Site

// A DTCG resolver document beside the bundled site's token files, so its `$ref`s reach real
// sets; every context it declares is resolved, written as tokens.css and checked for contrast.
let tokenDirectory = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
  .appendingPathComponent("../../../content/tokens").standardizedFileURL.path
let bundledFiles: [String: String] = {
  var files: [String: String] = [:]
  for name in (try? FileManager.default.contentsOfDirectory(atPath: tokenDirectory)) ?? []
  where name.hasSuffix(".tokens.json") {
    files["/site/tokens/" + name] = try? String(contentsOfFile: tokenDirectory + "/" + name, encoding: .utf8)
  }
  precondition(!files.isEmpty, "no token files in \(tokenDirectory)")
  return files
}()

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzz(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
  let text = String(decoding: UnsafeBufferPointer(start: data, count: size), as: UTF8.self)
  let path = "/site/tokens/fuzz.resolver.json"
  var files = bundledFiles
  files[path] = text
  var diagnostics = Diagnostics()
  let system = TokenSystem.load(resolverPath: path, files: .memory(files), into: &diagnostics)
  _ = system.cssStylesheet()
  _ = TokenTables(system: system).contrastReport()
  return 0
}
