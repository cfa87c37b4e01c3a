import Foundation
import SpecimenCore
import Testing

@Suite struct ByteSearchTests {
  @Test func findsBytesFromAnOffset() {
    let bytes = Array("<p>a</p><svg>".utf8)
    #expect(bytes.firstIndex(of: UInt8(ascii: "<"), from: 0) == 0)
    #expect(bytes.firstIndex(of: UInt8(ascii: "<"), from: 1) == 4)
    #expect(bytes.firstIndex(of: UInt8(ascii: "<"), from: 9) == nil)
    #expect(bytes.firstIndex(of: UInt8(ascii: "<"), from: 40) == nil)
    #expect(bytes.firstIndex(of: Array("<svg".utf8), from: 0) == 8)
    #expect(bytes.firstIndex(of: Array("<svg".utf8), from: 9) == nil)
    #expect(bytes.firstIndex(of: Array("</p>x".utf8), from: 0) == nil)
  }

  @Test func comparesAPrefixAtAnOffset() {
    let bytes = Array("<tr data-token".utf8)
    #expect(bytes.hasPrefix(Array("<tr ".utf8), at: 0))
    #expect(!bytes.hasPrefix(Array("<tr ".utf8), at: 1))
    #expect(!bytes.hasPrefix(Array("token!".utf8), at: 9))
    #expect(bytes.hasPrefix(Array("token".utf8), at: 9))
  }

  @Test func escapesBytesAroundCharactersOfEveryWidth() {
    #expect(Escape.html("plain — text") == "plain — text")
    #expect(Escape.html("é<ü>&\"'😀") == "é&lt;ü&gt;&amp;&quot;&#39;😀")
  }
}

@Suite struct TrimmingBlanksTests {
  @Test(arguments: ["Toggle", " Toggle ", "\tToggle\t", "\u{00A0}Toggle\u{3000}", "", "  ", "Toggle\n", "é ", " é"])
  func trimsAsFoundationDoes(text: String) {
    #expect(text.trimmingBlanks == text.trimmingCharacters(in: .whitespaces))
  }
}
