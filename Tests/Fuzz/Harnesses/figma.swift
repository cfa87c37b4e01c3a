import SpecimenCore
import Figma

// A Figma REST API snapshot: its component sets read, then every set's property table, variant
// matrix and variant count rendered as the directives render them.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzz(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
  let text = String(decoding: UnsafeBufferPointer(start: data, count: size), as: UTF8.self)
  let (file, _) = FigmaLibrary.parse(text, path: "fuzz.json", key: "FuzzKey123")
  guard let file else { return 0 }
  let library = FigmaLibrary(files: [file])
  let at = SourceLocation(file: "page.md", line: 3)
  for set in file.componentSets.prefix(16) {
    _ = library.renderProperties(argument: set.name, body: "", at: at)
    _ = library.renderVariants(argument: set.name, body: "", at: at)
    _ = library.renderVariantCount(argument: set.name, at: at)
  }
  return 0
}
