import Testing

@testable import Geometry

/// Advances are HarfBuzz's, read with `hb-shape` from Debian's fonts-inter (4.0, 2816 units
/// per em): the measurer must shape, not guess per character.
@Suite(.enabled(if: Bundled.measurer.fontFile(family: "Inter", weight: 400)?.exact == true, "needs fonts-inter"))
struct TextMeasurerTests {
  let measurer = Bundled.measurer
  static let upem = 2816.0

  func style(_ weight: Double, _ size: Double, _ line: Double) -> GeometryTypography {
    GeometryTypography(fontFamily: "Inter", fontWeight: weight, fontSize: size, lineHeight: line / size)
  }

  @Test func widthsMatchHarfBuzzAdvances() {
    // hb-shape Inter-Medium.otf "Weekly digest": 13 advances summing to 18931.
    #expect(measurer.width(of: "Weekly digest", style: style(500, 18, 28)) == 18931 / Self.upem * 18)
    // hb-shape Inter-Regular.otf "A summary of the week, every Monday": 51892.
    #expect(
      measurer.width(of: "A summary of the week, every Monday", style: style(400, 14, 20)) == 51892 / Self.upem * 14)
    // The 30/36 digit of Digit Input, Medium "3": 1814.
    #expect(measurer.width(of: "3", style: style(500, 30, 36)) == 1814 / Self.upem * 30)
  }

  @Test func kerningIsApplied() {
    // A and V are 1904 each alone, 3616 together after kerning.
    let regular = style(400, 16, 24)
    #expect(measurer.width(of: "A", style: regular) == 1904 / Self.upem * 16)
    #expect(measurer.width(of: "AV", style: regular) == 3616 / Self.upem * 16)
  }

  @Test func weightsMapToFiles() {
    #expect(measurer.fontFile(family: "Inter", weight: 400)?.file.path.hasSuffix("Inter-Regular.otf") == true)
    #expect(measurer.fontFile(family: "Inter", weight: 500)?.file.path.hasSuffix("Inter-Medium.otf") == true)
    #expect(measurer.fontFile(family: "inter", weight: 600)?.file.path.hasSuffix("Inter-SemiBold.otf") == true)
    #expect(measurer.fontFile(family: "Inter", weight: 680)?.file.path.hasSuffix("Inter-Bold.otf") == true)
    let missing = measurer.fontFile(family: "Etisalat Sans", weight: 400)
    #expect(missing?.exact == false && missing?.file.family == "Inter")
  }

  @Test func lineHeightComesFromTheToken() {
    #expect(style(500, 18, 28).lineHeightPixels == 28)
    #expect(
      GeometryTypography(fontFamily: "Inter", fontWeight: 400, fontSize: 12, lineHeight: 1.3333).lineHeightPixels == 16)
    // Half the leading above the ascender: the baseline of an 18/28 line.
    let metrics = measurer.verticalMetrics(style: style(500, 18, 28))
    let expected = (28 - (metrics.ascender - metrics.descender)) / 2 + metrics.ascender
    #expect(measurer.baselineOffset(style: style(500, 18, 28)) == expected)
    #expect(metrics.ascender > 0 && metrics.descender < 0)
  }

  @Test func wrapsAtSpacesWithinTheWidth() {
    let regular = style(400, 14, 20)
    let text = "A summary of the week, every Monday"
    #expect(measurer.lines(of: text, style: regular, maxWidth: 272) == [text])
    let lines = measurer.lines(of: text, style: regular, maxWidth: 120)
    #expect(lines.count > 1 && lines.joined(separator: " ") == text)
    for line in lines { #expect(measurer.width(of: line, style: regular) <= 120) }
    #expect(measurer.lines(of: "one\ntwo", style: regular, maxWidth: nil) == ["one", "two"])
  }

  @Test func letterSpacingAddsPerCharacter() {
    var spaced = style(400, 16, 24)
    spaced.letterSpacing = 1
    #expect(measurer.width(of: "AV", style: spaced) == 3616 / Self.upem * 16 + 2)
  }

  @Test func siteFontsComeFirst() {
    // A site folder that does not exist adds nothing and breaks nothing.
    let withSite = TextMeasurer(fontDirectories: ["/nonexistent/fonts"])
    #expect(withSite.fontFile(family: "Inter", weight: 500)?.exact == true)
    // A file named directly is used before the system's copy of the family.
    let named = TextMeasurer(fontDirectories: ["/usr/share/fonts/opentype/inter/InterDisplay-Bold.otf"])
    #expect(named.fontFiles.first?.family == "Inter Display")
    #expect(named.fontFile(family: "Inter Display", weight: 400)?.file.path.hasSuffix("InterDisplay-Bold.otf") == true)
    let none = TextMeasurer(fontDirectories: [], systemDirectories: [])
    #expect(none.fontFile(family: "Inter", weight: 400) == nil)
    #expect(none.width(of: "text", style: style(400, 16, 24)) == 0)
  }

  /// Wrapping as it was done before words were measured once: each word tried on the line
  /// measured whole. The fast wrapping must break every line where this one does.
  func wrappedMeasuringWholeLines(_ text: String, style: GeometryTypography, maxWidth: Double) -> [String] {
    var out: [String] = []
    for paragraph in text.split(separator: "\n", omittingEmptySubsequences: false) {
      var line = ""
      for word in paragraph.split(separator: " ", omittingEmptySubsequences: false).map(String.init) {
        let candidate = line.isEmpty ? word : line + " " + word
        if line.isEmpty || measurer.width(of: candidate, style: style) <= maxWidth + 0.001 {
          line = candidate
        } else {
          out.append(line)
          line = word
        }
      }
      out.append(line)
    }
    return out
  }

  @Test func wrappingBreaksWhereWholeLinesWould() {
    let text = """
      AVA Tyler's  "quoted" weekly digest — every Monday at 9:00, with 1,234 ffi ligatures.
       Leading space, trailing space 
      \nWAVE To Yo, fjord; Ta. P.V. LT-Lt.  double  spaces
      """
    for weight in [400.0, 500, 700] {
      let style = style(weight, 14, 20)
      for maxWidth in stride(from: 0.0, through: 400, by: 7) {
        #expect(
          measurer.lines(of: text, style: style, maxWidth: maxWidth)
            == wrappedMeasuringWholeLines(text, style: style, maxWidth: maxWidth), "at \(maxWidth)")
      }
    }
  }

  @Test func wrappingALongTextShapesEachWordOnce() {
    // 20,000 different words in a layer a million px wide: trying each word on the line
    // measured whole shaped about 1.4 billion bytes.
    let fresh = TextMeasurer()
    let text = (0..<20_000).map { "word\($0)" }.joined(separator: " ")
    let lines = fresh.lines(of: text, style: style(400, 16, 24), maxWidth: 1_000_000)
    #expect(lines.joined(separator: " ") == text)
    let work = fresh.shapingWork
    #expect(work.measurements <= 20_000 + 4 * lines.count, "\(work.measurements) measurements")
    #expect(work.bytes <= 3 * text.utf8.count, "\(work.bytes) bytes shaped for \(text.utf8.count)")
  }
}
