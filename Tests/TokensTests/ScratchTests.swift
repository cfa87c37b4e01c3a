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
