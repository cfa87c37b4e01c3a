import SpecimenCore
import TestSupport
import Testing

@testable import Figma

/// Figma's enumerations are read into cases where the file is read; a value this version does
/// not know is kept by its name, drawn with the field's default and reported once a file, by
/// field, at its first place.
@Suite struct FigmaValueTests {
  /// One set of two variants; each variant's frame holds a text, with the given values.
  static func snapshot(strokeAlign: String, textCase: String, sizing: String) -> String {
    func variant(_ id: String, _ name: String) -> String {
      """
      {"id":"\(id)","name":"V=\(name)","type":"COMPONENT","strokeAlign":"\(strokeAlign)",
      "strokes":[{"type":"SOLID","color":{"r":0,"g":0,"b":0,"a":1}}],"strokeWeight":1,
      "absoluteBoundingBox":{"x":0,"y":0,"width":40,"height":20},"layoutMode":"HORIZONTAL",
      "children":[{"id":"\(id)1","name":"Label","type":"TEXT","characters":"Go","layoutSizingHorizontal":"\(sizing)",
      "absoluteBoundingBox":{"x":0,"y":0,"width":40,"height":20},
      "style":{"fontSize":12,"textCase":"\(textCase)","textAlignHorizontal":"CENTER","lineHeightUnit":"FONT_SIZE_%"}}]}
      """
    }
    return """
      {"name":"F","lastModified":"2026-01-01T00:00:00Z","version":"1","nodes":{"1:1":{"document":{"id":"1:1","name":"S",
      "type":"COMPONENT_SET","componentPropertyDefinitions":{"V":{"type":"VARIANT","defaultValue":"a","variantOptions":["a","b"]}},
      "children":[\(variant("1:2", "a")),
      \(variant("1:3", "b"))]}}}}
      """
  }

  @Test func knownValuesAreCases() throws {
    let text = Self.snapshot(strokeAlign: "OUTSIDE", textCase: "SMALL_CAPS_FORCED", sizing: "FILL")
    let (file, diagnostics) = collecting { FigmaLibrary.parse(text, path: "values.json", key: nil, into: &$0) }
    #expect(diagnostics.isEmpty, "\(diagnostics)")
    let tree = try #require(file?.componentSets.first?.publishedVariants.first?.tree)
    #expect(tree.strokeAlign == .known(.outside))
    let label = try #require(tree.children.first)
    #expect(label.layoutSizingHorizontal?.known == .fill)
    #expect(label.text?.style.textCase?.known == .smallCapsForced)
    #expect(label.text?.style.textAlignHorizontal?.known == .center)
    #expect(label.text?.style.lineHeightUnit?.known == .fontSizePercent)
    #expect(FigmaValue<FigmaTextCase>(name: "UPPER").name == "UPPER")
  }

  @Test func unknownValuesAreKeptAndReportedOnceAFileByField() throws {
    let text = Self.snapshot(strokeAlign: "WOBBLY", textCase: "SHOUTING", sizing: "STRETCH")
    let (file, diagnostics) = collecting { FigmaLibrary.parse(text, path: "values.json", key: nil, into: &$0) }
    let notes = diagnostics.filter { $0.id == .figmaNodeTreeUnknownValue }
    #expect(notes.map(\.severity) == [.note, .note, .note])
    // Each field once, at its first value (the first variant's), with both variants counted.
    #expect(
      notes.map(\.position) == [
        position(of: #""WOBBLY""#, in: text), position(of: #""SHOUTING""#, in: text),
        position(of: #""STRETCH""#, in: text),
      ])
    // The count of layers is said in words only: that both variants are counted is checked there.
    #expect(notes.map(\.message).allSatisfy { $0.hasPrefix("2 layers have a '") })
    let tree = try #require(file?.componentSets.first?.publishedVariants.first?.tree)
    #expect(tree.strokeAlign == .unknown("WOBBLY") && tree.strokeAlign.known == nil)
    #expect(tree.children.first?.text?.style.textCase == .unknown("SHOUTING"))
  }
}
