import Foundation
import Testing

@testable import Serve

/// The event stream's data lines are the bytes a page's `JSON.parse` reads: compact, keys sorted,
/// a slash as it is, a line break escaped so one event stays one `data:` line.
@Suite struct LiveReloadEventTests {
  @Test func aReloadEventListsThePathsOnOneLine() {
    let event = LiveReload.event("reload", LiveReload.Reload(paths: ["/components/toggle/", "/assets/a b.css"]))
    #expect(
      String(decoding: event, as: UTF8.self)
        == "event: reload\ndata: {\"paths\":[\"/components/toggle/\",\"/assets/a b.css\"]}\n\n")
  }

  @Test func aFailedEventEscapesWhatWouldEndItsLine() {
    let text = "a.md:3:1: error: \"x\" <y>\nhint: \\ \t\u{1}\r"
    let event = String(decoding: LiveReload.event("failed", LiveReload.Failed(text: text)), as: UTF8.self)
    #expect(
      event == #"event: failed"# + "\n" + #"data: {"text":"a.md:3:1: error: \"x\" <y>\nhint: \\ \t\u0001\r"}"# + "\n\n")
    // The same bytes Foundation's serializer writes for the same object.
    let foundation = try? JSONSerialization.data(
      withJSONObject: ["text": text], options: [.sortedKeys, .withoutEscapingSlashes])
    #expect(event.contains("data: " + String(decoding: foundation ?? Data(), as: UTF8.self) + "\n"))
  }
}
