import Figma
import Geometry
import SpecimenCore

/// Places a Figma TEXT node's characters in its box as Figma does, shaped by HarfBuzz as model
/// text is: runs of one style each (`characterStyleOverrides` into `styleOverrideTable`), the
/// text case applied, lines broken at the box's width unless the box hugs its text, each line
/// aligned by its shaped width, the first baseline from the line height and the font's
/// ascender and descender, and the block placed by the vertical alignment.
struct FigmaTextLayout {
  let measurer: TextMeasurer

  /// Families no font file draws, in the order met: text in them is measured with the fallback.
  private(set) var missingFamilies: [String] = []

  /// Lines already placed, by everything that places them: a set's variants repeat their labels
  /// in the same style at the same place in the component, so each is shaped and placed once.
  private var placed: [Placement: [TextLine]] = [:]
  /// How many texts were shaped and placed rather than found already placed: the work a test counts.
  private(set) var placements = 0

  private struct Placement: Hashable {
    var text: FigmaText
    var frame: Rect
    var fills: [Int: GeometryPaint]
  }

  init(measurer: TextMeasurer) { self.measurer = measurer }

  /// The layer's style: the text's base style as a typography.
  func typography(_ style: FigmaTextStyle) -> GeometryTypography {
    let size = Self.fontSize(style)
    return GeometryTypography(
      fontFamily: style.fontFamily ?? "Inter", fontWeight: Self.finite(style.fontWeight, or: 400), fontSize: size,
      lineHeight: lineHeight(style) / size, letterSpacing: Self.finite(style.letterSpacing, or: 0))
  }

  /// The line's height in px: a percentage of the font size, Figma's pixels, or the font's own
  /// (ascender to descender) for an automatic line height given without pixels.
  func lineHeight(_ style: FigmaTextStyle) -> Double {
    let size = Self.fontSize(style)
    if style.lineHeightUnit?.known == .fontSizePercent, let percent = style.lineHeightPercentFontSize, percent.isFinite,
      percent > 0
    {
      return min(size * percent / 100, 100_000)
    }
    if let pixels = style.lineHeightPx, pixels.isFinite, pixels > 0 { return min(pixels, 100_000) }
    let natural = GeometryTypography(
      fontFamily: style.fontFamily ?? "Inter", fontWeight: Self.finite(style.fontWeight, or: 400), fontSize: size,
      lineHeight: 1)
    let metrics = measurer.verticalMetrics(style: natural, italic: style.italic == true)
    return max(metrics.ascender - metrics.descender, 0.01)
  }

  /// The lines of `text` placed in `frame`; `fills` gives the paint of each override that sets one.
  mutating func lines(of text: FigmaText, in frame: Rect, fills: [Int: GeometryPaint]) -> [TextLine] {
    let placement = Placement(text: text, frame: frame, fills: fills)
    if let lines = placed[placement] { return lines }
    let lines = place(text, in: frame, fills: fills)
    placed[placement] = lines
    placements += 1
    return lines
  }

  /// `wraps: false` breaks lines only where the text does (a stand-in font's text kept on
  /// Figma's lines at Figma's size, running past its box as Figma lets text run).
  private mutating func place(
    _ text: FigmaText, in frame: Rect, fills: [Int: GeometryPaint], wraps: Bool = true
  ) -> [TextLine] {
    let base = text.style
    let layerStyle = typography(base)
    var styles: [Int: FigmaTextStyle] = [0: base]
    func style(_ id: Int) -> FigmaTextStyle {
      if let known = styles[id] { return known }
      let merged = text.overrides[id].map { base.merging($0) } ?? base
      styles[id] = merged
      return merged
    }
    noteFamily(base)
    for (_, override) in text.overrides.sorted(by: { $0.key < $1.key }) { noteFamily(base.merging(override)) }

    // Paragraphs of pieces in one style each, by UTF-16 unit as Figma counts overrides.
    var paragraphs: [[Segment]] = [[]]
    var units: [UInt16] = []
    var pieceID = 0
    func closePiece() {
      guard !units.isEmpty else { return }
      // A title-cased piece that starts inside a word leaves its first letter as typed.
      let startsWord = paragraphs[paragraphs.count - 1].last?.text.last.map { Self.endsWord($0) } ?? true
      let cased = Self.cased(String(decoding: units, as: UTF16.self), style(pieceID).textCase, startsWord: startsWord)
      paragraphs[paragraphs.count - 1].append(Segment(id: pieceID, text: cased))
      units = []
    }
    for (index, unit) in text.characters.utf16.enumerated() {
      if unit == 10 || unit == 0x2028 {
        closePiece()
        paragraphs.append([])
        continue
      }
      let id = index < text.characterOverrides.count ? text.characterOverrides[index] : 0
      if id != pieceID { closePiece() }
      pieceID = id
      units.append(unit)
    }
    closePiece()

    // A box that hugs its text never breaks a line; any other breaks at its width.
    let maxWidth: Double? = !wraps || base.textAutoResize?.known == .widthAndHeight ? nil : frame.width
    var laid: [(runs: [Segment], trailing: Segment?)] = []
    // Where each paragraph after the first starts: `paragraphSpacing` goes above it.
    var paragraphStarts = Set<Int>()
    for (index, paragraph) in paragraphs.enumerated() {
      if index > 0 { paragraphStarts.insert(laid.count) }
      laid.append(contentsOf: wrap(Self.words(of: paragraph), maxWidth: maxWidth, style: style))
    }
    // Figma broke no paragraph of this box (its height holds one line a paragraph), but the
    // stand-in for a font the site lacks is wider and would: figmagic's H1, "H1 Heading Large" in
    // Helvetica Neue Bold 48 on one 410 px line, took two in Inter and overflowed its 79 px box.
    // Each paragraph keeps its one line at the size Figma sets, a little past the box's right
    // edge as Figma lets text run, so the drawing and the audit read the designed size.
    if wraps, let maxWidth, maxWidth > 0, text.overrides.isEmpty, laid.count > paragraphs.count,
      isStandIn(base), Int((frame.height / lineHeight(base)).rounded()) <= paragraphs.count
    {
      return place(text, in: frame, fills: fills, wraps: false)
    }
    let paragraphSpacing = max(0, Self.finite(base.paragraphSpacing, or: 0))

    // Line heights and baselines, then the block placed as the vertical alignment says.
    var metrics: [(height: Double, baseline: Double, above: Double)] = []
    for (index, line) in laid.enumerated() {
      let lineStyles = line.runs.isEmpty ? [base] : line.runs.map { style($0.id) }
      let height = lineStyles.map(lineHeight).max() ?? lineHeight(base)
      let baseline =
        lineStyles.map { own in
          var typography = typography(own)
          typography.lineHeight = height / typography.fontSize
          return measurer.baselineOffset(style: typography, italic: own.italic == true)
        }.max() ?? 0
      metrics.append((height, baseline, paragraphStarts.contains(index) ? paragraphSpacing : 0))
    }
    let block = metrics.reduce(0) { $0 + $1.height + $1.above }
    var top = frame.y
    switch base.textAlignVertical?.known {
    case .center: top += (frame.height - block) / 2
    case .bottom: top += frame.height - block
    default: break
    }

    var lines: [TextLine] = []
    for (line, metric) in zip(laid, metrics) {
      top += metric.above
      let advances = line.runs.map { advance(of: $0, style: style($0.id)) }
      // Spaces that end a line hang past the box: alignment leaves them out.
      let hanging = line.trailing.map { advance(of: $0, style: style($0.id)) } ?? 0
      let width = advances.reduce(0, +) - hanging
      var x = frame.x
      switch base.textAlignHorizontal?.known {
      case .center: x += (frame.width - width) / 2
      case .right: x += frame.width - width
      default: break
      }
      var runs: [TextRun] = []
      var start = x
      for (segment, advance) in zip(line.runs, advances) {
        runs.append(run(segment, style: style(segment.id), layer: layerStyle, fill: fills[segment.id], x: start))
        runs[runs.count - 1].advance = advance
        start += advance
      }
      // One run in the layer's own style needs no span of its own.
      if runs.count == 1, runs[0].differs == false { runs = [] }
      lines.append(
        TextLine(
          text: line.runs.map(\.text).joined(), x: x, baseline: top + metric.baseline, width: max(0, width), runs: runs)
      )
      top += metric.height
    }
    return lines
  }

  // MARK: Runs

  struct Segment {
    var id: Int
    var text: String
  }

  /// A word and the spaces after it, each in pieces of one style.
  struct Word {
    var pieces: [Segment] = []
    var spaces: [Segment] = []
  }

  static func words(of paragraph: [Segment]) -> [Word] {
    var words: [Word] = []
    var current = Word()
    func add(_ character: Character, id: Int, to list: inout [Segment]) {
      if let last = list.last, last.id == id {
        list[list.count - 1].text.append(character)
      } else {
        list.append(Segment(id: id, text: String(character)))
      }
    }
    for segment in paragraph {
      for character in segment.text {
        if character == " " || character == "\t" {
          add(character, id: segment.id, to: &current.spaces)
        } else {
          if !current.spaces.isEmpty {
            words.append(current)
            current = Word()
          }
          add(character, id: segment.id, to: &current.pieces)
        }
      }
    }
    if !current.pieces.isEmpty || !current.spaces.isEmpty { words.append(current) }
    return words
  }

  /// Words into lines no wider than `maxWidth` (a word wider than the line keeps a line to
  /// itself); each line's pieces merged into runs, and the spaces that end it.
  private func wrap(
    _ words: [Word], maxWidth: Double?, style: (Int) -> FigmaTextStyle
  ) -> [(runs: [Segment], trailing: Segment?)] {
    // A hundredth of slack, for a box Figma sized to its text's width rounded.
    let limit = maxWidth.map { $0 + 0.01 }
    var lines: [[Word]] = [[]]
    var used = 0.0
    for word in words {
      let width = word.pieces.reduce(0) { $0 + advance(of: $1, style: style($1.id)) }
      let spaces = word.spaces.reduce(0) { $0 + advance(of: $1, style: style($1.id)) }
      if let limit, !lines[lines.count - 1].isEmpty, used + width > limit {
        lines.append([])
        used = 0
      }
      lines[lines.count - 1].append(word)
      used += width + spaces
    }
    return lines.map { line in
      var runs: [Segment] = []
      for segment in line.flatMap({ $0.pieces + $0.spaces }) {
        if let last = runs.last, last.id == segment.id {
          runs[runs.count - 1].text += segment.text
        } else {
          runs.append(segment)
        }
      }
      let trailing = line.last?.spaces.reduce(into: Segment?.none) { sum, piece in
        sum = Segment(id: piece.id, text: (sum?.text ?? "") + piece.text)
      }
      return (runs, trailing ?? nil)
    }
  }

  private func advance(of segment: Segment, style: FigmaTextStyle) -> Double {
    measurer.width(of: segment.text, style: typography(style), italic: style.italic == true)
  }

  /// A run, saying what differs from the layer's style.
  private func run(
    _ segment: Segment, style: FigmaTextStyle, layer: GeometryTypography, fill: GeometryPaint?, x: Double
  ) -> TextRun {
    let own = typography(style)
    var run = TextRun(text: segment.text, fill: fill)
    if own.fontFamily != layer.fontFamily { run.fontFamily = own.fontFamily }
    if own.fontWeight != layer.fontWeight { run.fontWeight = own.fontWeight }
    if own.fontSize != layer.fontSize { run.fontSize = own.fontSize }
    if own.letterSpacing != layer.letterSpacing { run.letterSpacing = own.letterSpacing }
    run.italic = style.italic == true
    run.underline = style.textDecoration?.known == .underline
    run.strikethrough = style.textDecoration?.known == .strikethrough
    run.x = x
    return run
  }

  /// Whether no font file draws the style's family, so a stand-in measures and paints it.
  private func isStandIn(_ style: FigmaTextStyle) -> Bool {
    let family = style.fontFamily ?? "Inter"
    guard let (_, exact) = measurer.fontFile(family: family, weight: Self.finite(style.fontWeight, or: 400)) else {
      return true
    }
    return !exact
  }

  private mutating func noteFamily(_ style: FigmaTextStyle) {
    let family = style.fontFamily ?? "Inter"
    guard !missingFamilies.contains(family),
      let (_, exact) = measurer.fontFile(family: family, weight: Self.finite(style.fontWeight, or: 400)), !exact
    else { return }
    missingFamilies.append(family)
  }

  // MARK: Values

  static func endsWord(_ character: Character) -> Bool { character.isWhitespace || character == "-" }

  static func cased(_ text: String, _ textCase: FigmaValue<FigmaTextCase>?, startsWord: Bool = true) -> String {
    switch textCase?.known {
    case .upper: return text.uppercased()
    case .lower: return text.lowercased()
    case .title:
      // Each word's first letter raised, the rest left as typed.
      var out = ""
      var startOfWord = startsWord
      for character in text {
        out += startOfWord ? character.uppercased() : String(character)
        startOfWord = endsWord(character)
      }
      return out
    default: return text
    }
  }

  static func fontSize(_ style: FigmaTextStyle) -> Double {
    guard let size = style.fontSize, size.isFinite, size > 0 else { return 14 }
    return min(size, 10_000)
  }

  static func finite(_ value: Double?, or fallback: Double) -> Double {
    guard let value, value.isFinite else { return fallback }
    return max(-100_000, min(value, 100_000))
  }
}

extension TextRun {
  /// Whether the run is set in anything but its layer's style.
  var differs: Bool {
    fontFamily != nil || fontWeight != nil || fontSize != nil || letterSpacing != nil || italic || underline
      || strikethrough || fill != nil
  }
}
