import Testing
@testable import Geometry

@Test func scratch() throws {
  for d in Bundled.loaded.1 { print(d) }
  let lib = Bundled.library
  let c = try lib.layout(set: "_Toggle Label")
  for l in c.layers { print(l.path, l.frame) }
  print(try lib.svg(set: "Toggle", variant: ["State": "Focused", "Active": "On"]))
  print(try lib.svg(set: "_Toggle Label"))
  print(lib.tokensRead(set: "Toggle"))
}
