import Foundation
import SpecimenCore
import Testing

@testable import Site

/// A twin's text written piece by piece, its blank lines made one as they come, against the same
/// rule over the whole text at once; and its links' parts cut by bytes against cutting them by
/// Characters.
@Suite struct TwinLinesTests {
  /// The rule over the whole text: runs of blank lines outside fenced code as one, a line break
  /// at the end.
  private func withSingleBlankLines(_ text: String) -> String {
    var out = ""
    var blank = 0
    var fence: (Character, Int)? = nil
    for line in TextLines.split(text) {
      if let open = fence {
        if MarkdownTwin.closes(line, open) { fence = nil }
      } else if let open = MarkdownTwin.openingFence(line) {
        fence = open
      } else if TextLines.isBlank(line) {
        blank += 1
        continue
      }
      if blank > 0, !out.isEmpty { out += "\n" }
      blank = 0
      out += line
      out += "\n"
    }
    return out
  }

  /// Every way of writing a handful of pieces, as lines or as text, with blank lines, fences,
  /// carriage returns and text without a line feed at its end.
  @Test func piecesGiveWhatTheWholeTextGives() {
    let pieces: [String] = [
      "---\ntitle: x\n---\n\n", "# T\n\n", "prose", "", " ", "\t", "```swift", "```", "~~~~", "line\r", "a\r\nb",
      "text\n\n\n", "\n", "\n\n", "  ```", "    ```", "end \u{00A0}", "é\u{0301}", "\r",
    ]
    var count = 0
    for first in pieces {
      for second in pieces {
        for third in pieces {
          for asLines in 0..<8 {
            let chosen = [first, second, third]
            var lines = TwinLines(capacity: 0)
            var joined = ""
            for (index, piece) in chosen.enumerated() {
              if asLines & (1 << index) != 0 {
                lines.appendLine(piece[...])
                joined += piece + "\n"
              } else {
                lines.append(piece)
                joined += piece
              }
            }
            #expect(
              lines.finished() == withSingleBlankLines(joined), "\(chosen.map { Array($0.unicodeScalars) }) \(asLines)")
            count += 1
          }
        }
      }
    }
    #expect(count == pieces.count * pieces.count * pieces.count * 8)
  }

  @Test func linkPartsByBytesAreLinkPartsByCharacters() {
    func byCharacters(_ target: String) -> (String, String, String) {
      let url = target.split(separator: " ", maxSplits: 1).first.map(String.init) ?? target
      let rest = String(target.dropFirst(url.count))
      let hash = url.firstIndex(of: "#")
      return (String(url[..<(hash ?? url.endIndex)]), hash.map { String(url[$0...]) } ?? "", rest)
    }
    let targets = [
      "", " ", "a.md", "a.md#b", "#b", "a.md \"T\"", " a.md", "  a.md#x y", "a.md#b#c d e", "é.md", "a.md \u{0301}",
      "a\r\nb.md", "../x/y.md#top 'title'", "a.md?x=1#f", "img.png",
    ]
    for target in targets {
      let parts = TwinLinks.parts(of: target)
      let expected = byCharacters(target)
      #expect(
        (String(parts.path), String(parts.fragment), String(parts.rest)) == expected, "\(Array(target.unicodeScalars))")
    }
  }
}

/// The twin's line tests read by bytes, held to the same tests read by Characters.
@Suite struct TwinLineBytesTests {
  /// Every line of up to four pieces from spaces, fence characters, letters, a carriage return
  /// and combining marks: a fence found by bytes is the fence found by Characters.
  @Test func fencesByBytesAreFencesByCharacters() {
    let pieces = [" ", "`", "~", "``", "```", "~~~", "a", "\r", "\u{0301}", "\t", "é", "    "]
    func lines(_ count: Int) -> [String] {
      guard count > 0 else { return [""] }
      return lines(count - 1).flatMap { prefix in pieces.map { prefix + $0 } }
    }
    var checked = 0
    for line in (0...4).flatMap(lines) {
      let bytes = MarkdownTwin.openingFence(line[...])
      let characters = MarkdownTwin.openingFenceByCharacters(line[...])
      #expect(bytes?.0 == characters?.0 && bytes?.1 == characters?.1, "\(Array(line.unicodeScalars))")
      checked += 1
    }
    #expect(checked > 20_000)
  }

  /// Every line of up to four pieces, each fence: a line read by its bytes closes a fence, is
  /// blank and opens one exactly as the line read by Characters does; a text's line ends by
  /// bytes are where `TextLines.split` cuts it.
  @Test func linesByBytesAreLinesByCharacters() {
    let pieces = [" ", "`", "~", "```", "~~~~", "a", "\r", "\n", "\u{0301}", "\t", "é", "\u{00A0}"]
    func lines(_ count: Int) -> [String] {
      guard count > 0 else { return [""] }
      return lines(count - 1).flatMap { prefix in pieces.map { prefix + $0 } }
    }
    let fences: [(Character, Int)] = [("`", 3), ("~", 4), ("`", 5)]
    var checked = 0
    for line in (0...4).flatMap(lines) {
      var bytes = Array(line.utf8)
      bytes.withUnsafeMutableBufferPointer { mutable in
        let buffer = UnsafeBufferPointer(mutable)
        for fence in fences {
          #expect(
            TwinLineBytes.closes(buffer, fence) == MarkdownTwin.closes(line[...], fence),
            "\(Array(line.unicodeScalars)) \(fence)")
        }
        #expect(TwinLineBytes.isBlank(buffer) == TextLines.isBlank(line[...]), "\(Array(line.unicodeScalars))")
        let byBytes = TwinLineBytes.openingFence(buffer)
        let byCharacters = MarkdownTwin.openingFence(line[...])
        #expect(byBytes?.0 == byCharacters?.0 && byBytes?.1 == byCharacters?.1, "\(Array(line.unicodeScalars))")
        var start = 0
        let cut = TwinLineBytes.lineEnds(buffer).map { end in
          defer { start = end + 1 }
          return String(decoding: buffer.part(start, end), as: UTF8.self)
        }
        #expect(cut == TextLines.split(line).map(String.init), "\(Array(line.unicodeScalars))")
      }
      checked += 1
    }
    #expect(checked > 20_000)
  }

  @Test func referenceOrPageLinkByOnePassIsBySearches() {
    let lines = [
      "", "{", "{{", "a{{b", "{ {", ".md", ".m", "a.md)", "x.mdd", ".", "é{{", "é.md", "{{.md", "a.m d", "}}",
      "[a](b.md#c)",
    ]
    for line in lines {
      let expected = line[...].firstRange(ofBytes: "{{") != nil || line[...].firstRange(ofBytes: ".md") != nil
      #expect(MarkdownTwin.mayHoldReferenceOrPageLink(line[...]) == expected, "\(line)")
    }
  }

  @Test func argumentsTrimmedByBytesAreTrimmedByFoundation() {
    let texts = [
      "", " ", "\t", " a ", "\ta b\t", "a", "  note  Title ", "\u{00A0}a\u{00A0}", " é ", "\u{2003}x", "a\n", "\r a",
    ]
    for text in texts {
      #expect(
        PageContext.trimmingWhitespaces(text[...]) == text.trimmingCharacters(in: .whitespaces),
        "\(Array(text.unicodeScalars))")
    }
  }
}
