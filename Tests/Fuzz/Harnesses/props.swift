import CodeProps
import Figma
import SpecimenCore

@testable import Site

// A props JSON file of any format: sniffed and read, then every component's tables rendered.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzz(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
  let text = String(decoding: UnsafeBufferPointer(start: data, count: size), as: UTF8.self)
  var diagnostics = Diagnostics()
  let components = PropsLibrary.components(text, path: "fuzz.json", into: &diagnostics)
  var library = PropsLibrary()
  for component in components { library.add(component, into: &diagnostics) }
  let at = SourceLocation(file: "page.md", line: 3)
  for component in library.components.prefix(16) {
    _ = PropsDirective.render(library, arguments: component.name, body: "", at: at)
  }
  return 0
}
