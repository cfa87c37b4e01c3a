import Foundation
import SpecimenCore
import TestSupport
import Testing

@testable import Site

/// A page's prose in its Markdown twin: links to pages pointed at their twins, read by
/// characters where the line has non-ASCII text, and in one pass however the line is made.
@Suite struct MarkdownTwinProseTests {
  static func twin(of body: String) throws -> String {
    let site = try FixtureSite("basic")
    defer { site.remove() }
    try site.write("content/pages/index.md", "---\ntitle: Home\n---\n\n" + body + "\n")
    let report = site.build()
    #expect(report.succeeded, "\(report.messages)")
    return try #require(try site.outputFiles()["index.md"])
  }

  @Test func linksToPagesPointAtTheirTwinsOnLinesWithAndWithoutNonASCIIText() throws {
    let twin = try Self.twin(
      of: "See [Toggle](components/toggle.md#states) and `[a](b.md)`.\n\nCafé — [Button](components/button.md) “here”.")
    #expect(twin.contains("See [Toggle](components/toggle/index.md#states) and `[a](b.md)`.\n"))
    #expect(twin.contains("Café — [Button](components/button/index.md) “here”.\n"))
  }

  @Test func aBracketJoinedByACombiningMarkIsNoLink() throws {
    // `]` and U+0301 are one character: the text is not a link, in the page or its twin.
    let line = "A [Toggle]\u{301}(components/toggle.md) and [Button](components/button.md)."
    let twin = try Self.twin(of: line)
    #expect(twin.contains("A [Toggle]\u{301}(components/toggle.md) and [Button](components/button/index.md).\n"))
  }

  @Test func aLineOfUnclosedLinksAndReferencesIsKeptAsWritten() throws {
    let line = String(repeating: "](", count: 20_000) + " [Toggle](components/toggle.md"
    let twin = try Self.twin(of: line)
    #expect(twin.contains(line + "\n"))
  }
}
