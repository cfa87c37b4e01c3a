import Testing
@testable import Geometry

@Test func scratch() throws {
  for d in Eand.loaded.1 { print(d) }
  let lib = Eand.loaded.0
  print(Eand.published.count)
  let c = try lib.layout(set: "input-field", variant: ["default": "false", "filled": "true"])
  print(c.width, c.height)
  try lib.specimensHTML(set: "input-field", idPrefix: "e").write(toFile: "/tmp/spec-eand.html", atomically: true, encoding: .utf8)
  print(try lib.anatomy(set: "input-field").text)
  print(lib.tokensRead(set: "input-field").joined(separator: ", "))
}
