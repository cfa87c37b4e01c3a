import Figma
import SpecimenCore

@testable import Site

// A Figma REST API snapshot: its component sets read, then every set's property table, variant
// matrix, variant count and link rendered by the directives that show them.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzz(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
  let text = String(decoding: UnsafeBufferPointer(start: data, count: size), as: UTF8.self)
  var diagnostics = Diagnostics()
  guard let file = FigmaLibrary.parse(text, path: "fuzz.json", key: "FuzzKey123", into: &diagnostics) else { return 0 }
  let library = FigmaLibrary(files: [file])
  let at = SourceLocation(file: "page.md", line: 3)
  for set in file.componentSets.prefix(16) {
    _ = PropertiesDirective.render(library, arguments: set.name, body: "", at: at)
    _ = VariantsDirective.render(library, arguments: set.name, body: "", at: at)
    _ = VariantCountReference.render(library, arguments: set.name, at: at)
    _ = FigmaLinkReference.render(library, arguments: set.name, at: at)
  }
  return 0
}
