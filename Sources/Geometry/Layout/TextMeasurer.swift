internal import CHarfBuzz
import Foundation
import SpecimenCore
import Synchronization

// The one file that talks to HarfBuzz and FreeType. FreeType reads each font file's family and
// style once; HarfBuzz shapes with its own OpenType functions, whose fonts are immutable after
// creation and so safe to share between the threads that render pages in parallel.

/// A font file found on disk, described by what its tables say.
package struct FontFile: Sendable, Hashable {
  package var path: String
  package var family: String
  package var weight: Double
  package var italic: Bool
  /// Whether a site supplied it (a site's files of a family replace the system's).
  var fromSite = false
}

/// Measures text with the real font: advances from HarfBuzz shaping, line boxes from the
/// typography token, ascender and descender from the font's horizontal header.
package final class TextMeasurer: Sendable {
  /// Debian's fonts-inter.
  static let systemFontDirectories = ["/usr/share/fonts/opentype/inter"]

  private let directories: [String]
  /// What the measurer has learnt so far, shared by the threads that lay out pages.
  private let state = Mutex(State())

  private struct State {
    var catalog: [FontFile]?
    var fonts: [String: HBFont] = [:]
    var widths: [WidthKey: Double] = [:]
    var shapings = 0
    var shapedBytes = 0
    /// The file chosen for a family and weight: every text layer asks, for every variant.
    var choices: [ChoiceKey: (file: FontFile, exact: Bool)?] = [:]
  }

  private struct ChoiceKey: Hashable {
    var family: String
    var weight: Double
    var italic: Bool
  }

  private struct WidthKey: Hashable {
    var path: String
    var text: String
  }

  /// `fontDirectories` (a site's content/fonts, or font files it names) come before the
  /// system's fonts.
  package init(
    fontDirectories: [String] = [], systemDirectories: [String] = TextMeasurer.systemFontDirectories
  ) {
    directories = fontDirectories + systemDirectories
    siteEntries = fontDirectories.count
  }

  private let siteEntries: Int

  /// Every usable font file, site fonts first, then by path.
  var fontFiles: [FontFile] { state.withLock { loadCatalog(&$0) } }

  /// The file drawing `family` at `weight`: the same family (case-insensitive) at the nearest
  /// weight, upright before italic (italic before upright when `italic`). `exact` is false when
  /// the family was not found and another (the first family found, Inter on Debian) stands in.
  package func fontFile(family: String, weight: Double, italic: Bool = false) -> (file: FontFile, exact: Bool)? {
    let key = ChoiceKey(family: family, weight: weight, italic: italic)
    if let chosen = state.withLock({ $0.choices[key] }) { return chosen }
    let chosen = chooseFile(family: family, weight: weight, italic: italic)
    state.withLock { $0.choices[key] = .some(chosen) }
    return chosen
  }

  private func chooseFile(family: String, weight: Double, italic: Bool) -> (file: FontFile, exact: Bool)? {
    let catalog = fontFiles
    let wanted = family.lowercased()
    var candidates = catalog.filter { $0.family.lowercased() == wanted }
    if candidates.contains(where: \.fromSite) { candidates = candidates.filter(\.fromSite) }
    let exact = !candidates.isEmpty
    if !exact {
      guard let fallback = catalog.first(where: { $0.family == "Inter" }) ?? catalog.first else {
        return nil
      }
      candidates = catalog.filter { $0.family == fallback.family }
    }
    let best = candidates.min { a, b in
      (a.italic == italic ? 0 : 1, abs(a.weight - weight), a.weight)
        < (b.italic == italic ? 0 : 1, abs(b.weight - weight), b.weight)
    }
    return best.map { ($0, exact) }
  }

  /// The advance width of one line of `text` in px, letter spacing included.
  package func width(of text: String, style: GeometryTypography, italic: Bool = false) -> Double {
    guard !text.isEmpty, let font = font(for: style, italic: italic) else { return 0 }
    let key = WidthKey(path: font.path, text: text)
    let units: Double
    if let cached = state.withLock({ $0.widths[key] }) {
      units = cached
    } else {
      units = font.advance(of: text)
      state.withLock {
        $0.widths[key] = units
        $0.shapings += 1
        $0.shapedBytes += text.utf8.count
      }
    }
    let spacing = style.letterSpacing * Double(text.count)
    return units * style.fontSize / Double(font.unitsPerEm) + spacing
  }

  /// How much text has been shaped so far (measurements not found in the cache, and their
  /// UTF-8 bytes): the work a test counts.
  package var shapingWork: (measurements: Int, bytes: Int) {
    state.withLock { ($0.shapings, $0.shapedBytes) }
  }

  /// Ascender and descender in px at the style's size (descender negative).
  package func verticalMetrics(
    style: GeometryTypography, italic: Bool = false
  ) -> (ascender: Double, descender: Double) {
    guard let font = font(for: style, italic: italic) else { return (style.fontSize * 0.8, -style.fontSize * 0.2) }
    let scale = style.fontSize / Double(font.unitsPerEm)
    return (font.ascender * scale, font.descender * scale)
  }

  /// Where the first baseline sits below the top of a line box: half the leading above the
  /// ascender, as CSS and Figma centre a glyph run in its line height.
  package func baselineOffset(style: GeometryTypography, italic: Bool = false) -> Double {
    let metrics = verticalMetrics(style: style, italic: italic)
    let content = metrics.ascender - metrics.descender
    return (style.lineHeightPixels - content) / 2 + metrics.ascender
  }

  /// Breaks `text` into lines no wider than `maxWidth` at spaces (explicit newlines always
  /// break); a word longer than the line stays whole on its own line. Spaces before a line's
  /// first word are dropped.
  ///
  /// Each word is measured once with the space before it and the widths are added up, so a
  /// long text in a wide layer costs time linear in its length (measuring every growing line
  /// again was quadratic). Shaping can make a line a little wider or narrower than the sum of
  /// its words (kerning across a space), so where each line ends is checked against the line
  /// measured whole: it fits, and does not with the next word. Only if that check fails is the
  /// end searched for by measuring whole lines.
  package func lines(of text: String, style: GeometryTypography, maxWidth: Double?) -> [String] {
    let paragraphs = text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
    guard let maxWidth else { return paragraphs }
    let limit = maxWidth + 0.001
    var out: [String] = []
    for paragraph in paragraphs {
      let words = paragraph.split(separator: " ", omittingEmptySubsequences: false).map(String.init)
      var start = 0
      while start < words.count {
        // Spaces at the start of a line are dropped; its first word is taken however wide.
        var first = start
        while first < words.count - 1, words[first].isEmpty { first += 1 }
        func line(to end: Int) -> String { words[first..<end].joined(separator: " ") }
        func fits(to end: Int) -> Bool { end <= first + 1 || width(of: line(to: end), style: style) <= limit }
        var end = first + 1
        var estimate = width(of: words[first], style: style)
        while end < words.count {
          let next = estimate + width(of: " " + words[end], style: style)
          if next > limit { break }
          estimate = next
          end += 1
        }
        if !(fits(to: end) && (end == words.count || !fits(to: end + 1))) {
          // The sum misjudged this line: the longest run of words that fits, measured whole.
          var low = first + 1
          var high = words.count
          while low < high {
            let middle = (low + high + 1) / 2
            if fits(to: middle) { low = middle } else { high = middle - 1 }
          }
          end = low
        }
        out.append(line(to: end))
        start = end
      }
    }
    return out
  }

  // MARK: Fonts

  private func font(for style: GeometryTypography, italic: Bool = false) -> HBFont? {
    guard let (file, _) = fontFile(family: style.fontFamily, weight: style.fontWeight, italic: italic) else {
      return nil
    }
    return state.withLock { state in
      if let font = state.fonts[file.path] { return font }
      guard let font = HBFont(path: file.path) else { return nil }
      state.fonts[file.path] = font
      return font
    }
  }

  /// Scans the directories once (under the lock: FreeType's library object is not shared).
  private func loadCatalog(_ state: inout State) -> [FontFile] {
    if let catalog = state.catalog { return catalog }
    var found: [FontFile] = []
    var library: FT_Library?
    guard FT_Init_FreeType(&library) == 0, let library else {
      state.catalog = []
      return []
    }
    defer { FT_Done_FreeType(library) }
    func isFont(_ name: String) -> Bool {
      let lower = name.lowercased()
      return lower.hasSuffix(".otf") || lower.hasSuffix(".ttf")
    }
    for (index, entry) in directories.enumerated() {
      var paths: [String] = []
      // A font file named directly, or a folder of them.
      if isFont(entry), FileManager.default.fileExists(atPath: entry) {
        paths = [entry]
      } else {
        let names = (try? FileManager.default.contentsOfDirectory(atPath: entry)) ?? []
        paths = names.sorted().filter(isFont).map { entry + "/" + $0 }
      }
      for path in paths {
        guard var file = Self.describe(path: path, library: library) else { continue }
        file.fromSite = index < siteEntries
        found.append(file)
      }
    }
    state.catalog = found
    return found
  }

  private static func describe(path: String, library: FT_Library) -> FontFile? {
    var face: FT_Face?
    guard FT_New_Face(library, path, 0, &face) == 0, let face else { return nil }
    defer { FT_Done_Face(face) }
    guard let familyPointer = face.pointee.family_name else { return nil }
    let family = String(cString: familyPointer)
    let italic = face.pointee.style_flags & FT_Long(FT_STYLE_FLAG_ITALIC) != 0
    let styleName = face.pointee.style_name.map { String(cString: $0) } ?? "Regular"
    // The OS/2 weight class through HarfBuzz; the style name when the table has none.
    var weight = HBFont(path: path).map { $0.weightClass } ?? 0
    if weight <= 0 { weight = weightFromStyleName(styleName) }
    return FontFile(path: path, family: family, weight: weight, italic: italic)
  }

  static func weightFromStyleName(_ style: String) -> Double {
    let name = style.lowercased().replacingOccurrences(of: " ", with: "")
    let table: [(String, Double)] = [
      ("extralight", 200), ("ultralight", 200), ("semibold", 600), ("demibold", 600),
      ("extrabold", 800), ("ultrabold", 800), ("thin", 100), ("light", 300), ("medium", 500),
      ("bold", 700), ("black", 900), ("heavy", 900),
    ]
    return table.first { name.contains($0.0) }?.1 ?? 400
  }
}

/// One HarfBuzz font at its design units. Immutable once made: HarfBuzz documents a font whose
/// settings no longer change as safe to shape with from several threads at once, which the
/// compiler cannot see through the C pointer, hence the unchecked conformance.
private final class HBFont: @unchecked Sendable {
  let path: String
  let font: OpaquePointer
  let unitsPerEm: Int
  let ascender: Double
  let descender: Double

  init?(path: String) {
    guard let blob = hb_blob_create_from_file(path) else { return nil }
    defer { hb_blob_destroy(blob) }
    guard hb_blob_get_length(blob) > 0, let face = hb_face_create(blob, 0) else { return nil }
    defer { hb_face_destroy(face) }
    let upem = Int(hb_face_get_upem(face))
    guard upem > 0, let font = hb_font_create(face) else { return nil }
    hb_font_set_scale(font, Int32(upem), Int32(upem))
    var extents = hb_font_extents_t()
    _ = hb_font_get_h_extents(font, &extents)
    self.path = path
    self.font = font
    self.unitsPerEm = upem
    self.ascender = Double(extents.ascender)
    self.descender = Double(extents.descender)
  }

  deinit { hb_font_destroy(font) }

  var weightClass: Double { Double(hb_style_get_value(font, HB_STYLE_TAG_WEIGHT)) }

  /// The sum of the shaped glyphs' advances, in font units (kerning and ligatures applied).
  func advance(of text: String) -> Double {
    guard let buffer = hb_buffer_create() else { return 0 }
    defer { hb_buffer_destroy(buffer) }
    hb_buffer_add_utf8(buffer, text, -1, 0, -1)
    hb_buffer_guess_segment_properties(buffer)
    hb_shape(font, buffer, nil, 0)
    var count: UInt32 = 0
    guard let positions = hb_buffer_get_glyph_positions(buffer, &count) else { return 0 }
    var total = 0
    for index in 0..<Int(count) { total += Int(positions[index].x_advance) }
    return Double(total)
  }
}
