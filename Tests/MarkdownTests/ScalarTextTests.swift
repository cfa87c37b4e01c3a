import Testing

@testable import Markdown

/// Text made from a run of scalars in one allocation is the text the scalar view makes.
@Suite struct ScalarTextTests {
  @Test func scalarsMakeTheTextTheScalarViewMakes() {
    let samples = [
      "", "a", "plain ASCII text of some length, past the small-string limit", "Zürich", "東京 🙂 e\u{301}",
      "\u{E000}\u{F8FF} private use", "tab\tand\nline", String(repeating: "ü🙂", count: 40),
    ]
    for sample in samples {
      let scalars = Array(sample.unicodeScalars)
      for start in [0, scalars.count / 3, scalars.count] {
        for end in [start, (start + scalars.count) / 2, scalars.count] where end >= start {
          let slice = scalars[start..<end]
          #expect(String(scalars: slice) == String(String.UnicodeScalarView(slice)))
          #expect(String(scalars: slice).utf8.elementsEqual(String(String.UnicodeScalarView(slice)).utf8))
        }
      }
      #expect(
        String(scalars: scalars.dropFirst().drop { $0 == " " })
          == String(String.UnicodeScalarView(scalars.dropFirst().drop { $0 == " " })))
    }
  }
}
