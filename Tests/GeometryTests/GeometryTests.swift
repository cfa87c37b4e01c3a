import Testing
@testable import Geometry

@Test func scratch() throws {
  for d in Bundled.loaded.1 { print(d) }
  let lib = Bundled.library
  for set in ["Text Input", "Text Area", "Chip Input", "Counter Input", "Digit Input", "Stepper", "Composer"] {
    let c = try lib.layout(set: set)
    print(set, c.width, c.height)
    let html = try lib.specimensHTML(set: set, idPrefix: "s")
    try html.write(toFile: "/tmp/spec-\(set.replacingOccurrences(of: " ", with: "-")).html", atomically: true, encoding: .utf8)
  }
  print(try lib.anatomy(set: "Text Input").text)
  print(lib.tokensRead(set: "Composer"))
}
