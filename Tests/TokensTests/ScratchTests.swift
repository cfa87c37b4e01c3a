import Foundation
import Testing
@testable import Tokens

@Test func scratchDump() throws {
  let (system, _) = TokenSystem.load(resolverPath: appetiteResolver)
  let r = system.resolution(for: system.defaultContext)
  try r.jsonOutput().write(toFile: "/tmp/appetite.json", atomically: true, encoding: .utf8)
  try r.tableOutput().write(toFile: "/tmp/appetite.txt", atomically: true, encoding: .utf8)
  try system.cssStylesheet().write(toFile: "/tmp/appetite.css", atomically: true, encoding: .utf8)
}

@Test func scratchHTML() throws {
  let (system, _) = TokenSystem.load(resolverPath: appetiteResolver)
  var html = "<!doctype html><meta charset=utf-8><style>body{font-family:sans-serif;margin:24px}\n" + TokenSystem.previewStylesheet + "</style>"
  html += system.tokenTableHTML(names: ["bg/sub-200", "text/soft-500", "input/border/focus", "focusRing/brand", "shadow/toggle-handle", "typography/label-lg", "platform/min-touch-target", "radius/16", "backdropBlur/sm", "border/width/2", "colors/alpha/black/alpha-24", "spacing/12"]).html
  html += "<p>Inline: " + system.inlineTokenHTML("text/soft-500").html + " and " + system.inlineContrastHTML("text/soft-500", on: "bg/white-0").html + " and " + system.inlineTokenHTML("platform/min-touch-target").html + "</p>"
  html += system.contrastReportHTML()
  try html.write(toFile: "/tmp/appetite.html", atomically: true, encoding: .utf8)
}
@Test func scratchErr() {
  let json = """
      {
        "a": { "$type": "color", "$value": "#0A84FF" },
        "b": { "$type": "dimension", "$value": "16px" },
      }
      """
  let (_, d) = loadTokens(json.replacingOccurrences(of: "\"16px\" },", with: "\"16px\" }"))
  print(d.map(\.description).joined(separator: "\n"))
}
