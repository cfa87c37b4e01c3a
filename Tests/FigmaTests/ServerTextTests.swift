import Testing

@testable import Figma

/// Text from a server, made safe to print in one line of a terminal.
@Suite struct ServerTextTests {
  @Test func serverTextIsEscapedOnOneLine() {
    #expect(ServerText.printable("\u{1B}[31mred\u{1B}[0m") == #"\u{1B}[31mred\u{1B}[0m"#)
    #expect(
      ServerText.printable("bell\u{7} del\u{7F} csi\u{9B}2J nul\u{0}") == #"bell\u{7} del\u{7F} csi\u{9B}2J nul\u{0}"#)
    #expect(ServerText.printable("evil\u{202E}txt.exe") == #"evil\u{202E}txt.exe"#)
    #expect(ServerText.printable("two\r\n\tlines\nhere") == "two lines here")
    #expect(ServerText.printable("Grüße, 東京 ✓") == "Grüße, 東京 ✓")
  }

  @Test func serverTextIsCutWithoutHalvingAnEscape() {
    #expect(ServerText.printable(String(repeating: "a", count: 10), limit: 10) == "aaaaaaaaaa")
    #expect(ServerText.printable(String(repeating: "a", count: 11), limit: 10) == "aaaaaaaaaa…")
    #expect(ServerText.printable("abcdefg\u{1B}", limit: 10) == "abcdefg…")
  }
}
