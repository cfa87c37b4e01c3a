import Testing
@testable import Geometry

@Test func scratch() throws {
  for d in Bundled.loaded.1 { print(d) }
  let lib = Bundled.library
  print(try lib.anatomy(set: "Toggle").text)
  print(try lib.anatomy(set: "_Toggle Label").text)
  for r in try lib.touchTargets(set: "Toggle", platforms: [.init(name: "iOS", minimum: 44, unit: "pt"), .init(name: "Android", minimum: 48, unit: "dp")]) { print(r.text) }
  print(try lib.query("geometry Toggle handle.x Active=On"), try lib.query("size _Toggle Label Show Description=false"))
  let html = try lib.anatomyHTML(set: "Toggle", idPrefix: "a1")
  try html.write(toFile: "/tmp/anatomy.html", atomically: true, encoding: .utf8)
  try lib.specimensHTML(set: "Toggle", idPrefix: "s1").write(toFile: "/tmp/spec.html", atomically: true, encoding: .utf8)
  try lib.touchTargetHTML(set: "Toggle", platforms: [.init(name: "iOS", minimum: 44, unit: "pt"), .init(name: "Android", minimum: 48, unit: "dp")], idPrefix: "t1").write(toFile: "/tmp/tt.html", atomically: true, encoding: .utf8)
  try lib.anatomyHTML(set: "_Toggle Label", idPrefix: "a2").write(toFile: "/tmp/anatomy2.html", atomically: true, encoding: .utf8)
}
